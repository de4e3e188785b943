#!/usr/bin/env bash
# Run a command (pytest) in a real X server: Xvfb at 1920x1080 with a window manager (openbox),
# Qt on xcb. What offscreen cannot see (a layout that waits for a resize, a widget measured
# while hidden, focus and window-manager placement) shows here.
set -euo pipefail
size=${SCREEN_SIZE:-1920x1080}
ready=$(mktemp)
Xvfb -displayfd 3 -screen 0 "${size}x24" -nolisten tcp 3>"$ready" 2>/dev/null &
xvfb=$!
wm=""
trap 'kill $wm $xvfb 2>/dev/null || true; rm -f "$ready"' EXIT
for _ in $(seq 100); do [ -s "$ready" ] && break; sleep 0.1; done
[ -s "$ready" ] || { echo "Xvfb did not start" >&2; exit 1; }
export DISPLAY=":$(head -n1 "$ready")"
openbox --sm-disable >/dev/null 2>&1 &
wm=$!
sleep 0.5  # the window manager takes the screen before the first window maps
QT_QPA_PLATFORM=xcb "$@"
