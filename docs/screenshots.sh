#!/usr/bin/env bash
# Take the README's pictures again (offscreen, the real window): bash docs/screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/.."
shot() {  # OUT GAME PLAYERS SEED AFTER SIZE LANG [more options]
  local out=$1 game=$2 players=$3 seed=$4 after=$5 size=$6 lang=$7
  shift 7
  QT_QPA_PLATFORM=offscreen .venv/bin/python -m desktop.app --screenshot "docs/$out" \
    --game "$game" --players "$players" --seed "$seed" --after "$after" --size "$size" \
    --lang "$lang" "$@"
}
shot table-en.png powergrid 4 3 40 1920x1080 en
shot table-ko.png powergrid 3 1 30 1920x1080 ko --map usa
shot table-top-en.png powergrid 6 3 40 1920x1080 en --table-top
shot table-top-ko.png powergrid 4 3 30 1280x800 ko --table-top
shot brass-birmingham-en.png brass-birmingham 4 3 30 1920x1080 en
shot brass-lancashire-ko.png brass-lancashire 4 3 30 1920x1080 ko --table-top
shot barrage-en.png barrage 3 3 40 1920x1080 en
shot barrage-ko.png barrage 4 3 40 1920x1080 ko --table-top
shot roads-and-boats-en.png roads-and-boats 3 3 60 1920x1080 en --map mesopotamia
shot roads-and-boats-ko.png roads-and-boats 4 3 40 1280x800 ko --table-top --map the_pacific
