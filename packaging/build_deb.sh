#!/usr/bin/env bash
# Build dist/steamtable_<version>_<arch>.deb from the PyInstaller one-folder app in dist/steamtable/.
#
#   packaging/build_deb.sh            (run by `make package` after PyInstaller)
#
# The package installs the app under /opt/steamtable, a launcher /usr/bin/steamtable, the desktop
# entry, the icon (scalable SVG + 256 px PNG rendered from it with QtSvg) and the AppStream metainfo.
# It Depends on the system libraries Qt loads from the host (the spec keeps them out of the bundle)
# and on a Korean font. Environment: PY (a Python with PySide6; default .venv/bin/python).
set -euo pipefail
cd "$(dirname "$0")/.."

PY=${PY:-.venv/bin/python}
APP_ID=io.github.steamtable.Steamtable
APP=dist/steamtable

if [ ! -x "$APP/steamtable" ]; then
  echo "build_deb.sh: $APP/steamtable is missing; build the one-folder app first (make package)" >&2
  exit 1
fi

version=$("$PY" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
arch=$(dpkg --print-architecture)
stage=build/deb/steamtable_${version}_${arch}
deb=dist/steamtable_${version}_${arch}.deb

rm -rf "$stage"
umask 022
mkdir -p "$stage/DEBIAN" "$stage/opt" "$stage/usr/bin" "$stage/usr/share/applications" \
  "$stage/usr/share/metainfo" "$stage/usr/share/icons/hicolor/scalable/apps" \
  "$stage/usr/share/icons/hicolor/256x256/apps" "$stage/usr/share/doc/steamtable"

# The app itself.
cp -a "$APP" "$stage/opt/steamtable"

# The launcher: exec keeps the process name and passes every argument through.
cat >"$stage/usr/bin/steamtable" <<'LAUNCHER'
#!/bin/sh
exec /opt/steamtable/steamtable "$@"
LAUNCHER
chmod 755 "$stage/usr/bin/steamtable"

# Desktop integration.
install -m 644 "packaging/$APP_ID.desktop" "$stage/usr/share/applications/$APP_ID.desktop"
install -m 644 "packaging/$APP_ID.metainfo.xml" "$stage/usr/share/metainfo/$APP_ID.metainfo.xml"
install -m 644 packaging/icons/steamtable.svg "$stage/usr/share/icons/hicolor/scalable/apps/$APP_ID.svg"
QT_QPA_PLATFORM=offscreen "$PY" packaging/render_icon.py \
  "$stage/usr/share/icons/hicolor/256x256/apps/$APP_ID.png" 256
chmod 644 "$stage/usr/share/icons/hicolor/256x256/apps/$APP_ID.png"
if command -v desktop-file-validate >/dev/null; then
  desktop-file-validate "$stage/usr/share/applications/$APP_ID.desktop"
fi

cat >"$stage/usr/share/doc/steamtable/copyright" <<'COPYRIGHT'
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Steamtable
Comment: /opt/steamtable bundles Python (PSF-2.0), Qt 6 and PySide6 (LGPL-3.0),
 shapely (BSD-3-Clause), GEOS (LGPL-2.1), numpy (BSD-3-Clause), networkx (BSD-3-Clause)
 and platformdirs (MIT) under their own licenses, whose texts ship with them.

Files: *
Copyright: Steamtable contributors
License: MIT
 Permission is hereby granted, free of charge, to any person obtaining a copy of this
 software and associated documentation files (the "Software"), to deal in the Software
 without restriction, including without limitation the rights to use, copy, modify, merge,
 publish, distribute, sublicense, and/or sell copies of the Software, and to permit persons
 to whom the Software is furnished to do so, subject to the following conditions:
 .
 The above copyright notice and this permission notice shall be included in all copies or
 substantial portions of the Software.
 .
 THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED,
 INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR
 PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE
 FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR
 OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER
 DEALINGS IN THE SOFTWARE.
COPYRIGHT
chmod 644 "$stage/usr/share/doc/steamtable/copyright"

# The newest glibc symbol version any bundled binary needs (the build machine's Python sets it).
glibc=$(find "$stage/opt/steamtable" -type f \( -name '*.so*' -o -name steamtable \) \
  -exec objdump -T {} + 2>/dev/null | grep -o 'GLIBC_[0-9.]*' | sort -uV | tail -n 1 | cut -d_ -f2)

# What Qt loads from the host: EGL/GL, X11 and the xcb helpers of the xcb platform plugin,
# Wayland, xkbcommon, D-Bus, fontconfig/freetype, GLib, zstd; and a font with Korean glyphs.
depends=(
  "libc6 (>= ${glibc:-2.36})" libegl1 libgl1 libx11-6 libx11-xcb1 libxcb1 libxcb-cursor0
  libxcb-glx0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0 libxcb-render0
  libxcb-render-util0 libxcb-shape0 libxcb-shm0 libxcb-sync1 libxcb-util1 libxcb-xfixes0
  libxcb-xkb1 libxkbcommon0 libxkbcommon-x11-0 libwayland-client0 libwayland-cursor0
  libwayland-egl1 libdbus-1-3 libfontconfig1 libfreetype6 libglib2.0-0 libzstd1
  "fonts-nanum | fonts-noto-cjk"
)
depends_line=$(printf '%s, ' "${depends[@]}")
installed_size=$(du -sk --apparent-size "$stage" | cut -f1)

cat >"$stage/DEBIAN/control" <<CONTROL
Package: steamtable
Version: $version
Architecture: $arch
Maintainer: Steamtable contributors <noreply@steamtable.invalid>
Installed-Size: $installed_size
Depends: ${depends_line%, }
Section: games
Priority: optional
Description: heavy economic board games at one table-top screen
 Steamtable puts a heavy economic board game on one shared screen: the people
 around the table play with the mouse or a finger, and the program enforces every
 rule, explains why a move is not allowed, plays any seat on request and saves
 after every move. It starts with Power Grid, in English and Korean.
 .
 The application is a self-contained bundle under /opt/steamtable.
CONTROL

mkdir -p dist
rm -f "$deb"
# DEB_COMPRESSION: dpkg-deb flags; zstd by default (53 MB in 5 s), "-Zxz" for 43 MB in 95 s.
dpkg-deb --root-owner-group ${DEB_COMPRESSION:--Zzstd -z9} --build "$stage" "$deb"
echo "built $deb ($(du -h "$deb" | cut -f1))"
