"""Check that a screenshot PNG is a real picture of the window, not an empty or flat image.

    python packaging/check_screenshot.py SHOT.png [WIDTHxHEIGHT]

Exits 0 when the file loads as a PNG of the expected size (if given) with plenty of colours and
no single colour covering almost all of it; else prints why and exits 1.
"""

from __future__ import annotations

import os
import sys
from collections import Counter
from pathlib import Path

MIN_BYTES = 20_000
MIN_COLOURS = 32  # distinct colours on a 64 x 36 sample grid
MAX_SHARE = 0.95  # of the most common sampled colour


def problems(path: Path, size: tuple[int, int] | None = None) -> list[str]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication, QImage

    _app = QGuiApplication.instance() or QGuiApplication([])
    if not path.is_file():
        return [f"{path}: no such file"]
    found = []
    if path.stat().st_size < MIN_BYTES:
        found.append(f"{path}: only {path.stat().st_size} bytes")
    image = QImage(str(path))
    if image.isNull():
        return [*found, f"{path}: not an image Qt can read"]
    if size is not None and (image.width(), image.height()) != size:
        found.append(f"{path}: {image.width()}x{image.height()}, expected {size[0]}x{size[1]}")
    samples = Counter(
        image.pixel(image.width() * i // 64, image.height() * j // 36)
        for i in range(64)
        for j in range(36)
    )
    if len(samples) < MIN_COLOURS:
        found.append(f"{path}: only {len(samples)} colours sampled")
    share = samples.most_common(1)[0][1] / samples.total()
    if share > MAX_SHARE:
        found.append(f"{path}: one colour covers {share:.0%} of it")
    return found


def main(argv: list[str]) -> int:
    if not 1 <= len(argv) <= 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    size = None
    if len(argv) == 2:
        width, _, height = argv[1].partition("x")
        size = (int(width), int(height))
    found = problems(Path(argv[0]), size)
    for line in found:
        print(line, file=sys.stderr)
    if not found:
        print(f"{argv[0]}: ok")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
