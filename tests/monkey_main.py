"""`make monkey`: the desktop monkey (tests/desktop/monkey.py) with many events, for every title
in the gallery or one, from a seed given on the command line (a random one if none is given).

    python -m tests.monkey_main --seed 123 --events 5000 [--title powergrid]

Each title runs in a private home folder (settings, autosave, saves). A failure prints the
title, the seed and the event's index, and the command that replays it; the exit code is 1.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
from pathlib import Path

SCREEN = (2560, 1440)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.monkey_main", description=__doc__)
    parser.add_argument("--seed", type=int, default=None, help="the monkey's seed (random)")
    parser.add_argument("--events", type=int, default=5000, help="events per title")
    parser.add_argument("--title", action="append", help="a title's id (every title if none)")
    parser.add_argument("--no-long-press", action="store_true", help="skip the slow long presses")
    args = parser.parse_args(argv)
    seed = args.seed if args.seed is not None else random.randint(1, 999_999)
    with tempfile.TemporaryDirectory(prefix="monkey-screen-") as folder:
        if os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":
            os.environ["QT_QPA_PLATFORM"] = offscreen_platform(Path(folder))
        return run(args, seed)


def offscreen_platform(folder: Path) -> str:
    """The offscreen platform with a screen as large as a big monitor: its own is 800x800, and
    a window larger than its screen is not touched where it hangs off it (Qt finds no widget
    there), as no person could touch it."""
    config = folder / "screen.json"
    screen = {"name": "monkey", "x": 0, "y": 0, "width": SCREEN[0], "height": SCREEN[1]}
    config.write_text(json.dumps({"screens": [{**screen, "logicalDpi": 96, "dpr": 1}]}))
    return f"offscreen:configfile={config}"


def run(args: argparse.Namespace, seed: int) -> int:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0]])
    from desktop import games
    from desktop.settings import HOME_ENV
    from tests.desktop.monkey import MonkeyFailure, check_plugs, run_title

    check_plugs()
    titles = args.title or list(games.TITLES)
    print(f"monkey: seed {seed}, {args.events} events per title: {', '.join(titles)}", flush=True)
    failed = 0
    for game in titles:
        with tempfile.TemporaryDirectory(prefix=f"monkey-{game}-") as home:
            os.environ[HOME_ENV] = home
            try:
                stats = run_title(
                    game,
                    seed,
                    args.events,
                    save_dir=Path(home),
                    long_press=not args.no_long_press,
                )
            except MonkeyFailure as exc:
                failed += 1
                print(f"FAILED {game} seed {seed}\n{exc}", flush=True)
                continue
        print(f"ok {game} seed {seed}: {stats.summary()}", flush=True)
    del app
    if failed:
        print(f"monkey: {failed} title(s) failed with seed {seed}", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
