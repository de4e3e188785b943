"""`steamtable`: the desktop app. With --screenshot it renders the real window offscreen to a PNG.

    steamtable                                   the gallery (and an offer to resume)
    steamtable --game powergrid --players 4      straight to a table
    steamtable --map my-map.json                 a table on a map file (Roads & Boats)
    steamtable --screenshot OUT.png --game powergrid --players 4 --seed 3 --after 120 --lang ko
    steamtable --screenshot OUT.png                  a picture of the gallery
    steamtable --version                             the package version, one line

Bad arguments give one line on stderr and exit code 2.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from rules.cli import title_option_keys, title_options
from rules.core.errors import SteamtableError
from rules.core.i18n import LANGUAGES, render
from rules.core.session import Session
from rules.core.text import Text, text
from rules.version import package_version

if TYPE_CHECKING:  # Qt is imported only once the arguments are good (and the platform is set)
    from PySide6.QtWidgets import QApplication

    from desktop.games import TitleUI
    from desktop.settings import Settings
    from desktop.shell.main_window import MainWindow

PROG = "steamtable"
EXIT_USAGE = 2
EXIT_FAILED = 1
SETTLE_ROUNDS = 5  # event-loop passes before a screenshot: layouts settle, the board fits
MAP_FILE = "file"  # the map entry of a title that plays map files (desktop.shell.new_game.FILE_MAP)


class _Refused(Exception):
    def __init__(self, why: Text | str, code: int = EXIT_USAGE) -> None:
        super().__init__(why)
        self.why, self.code = why, code


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise _Refused(" ".join(message.split()))


def _size(value: str) -> tuple[int, int]:
    w, _, h = value.lower().partition("x")
    width, height = int(w), int(h)
    if not (320 <= width <= 8192 and 240 <= height <= 8192):
        raise ValueError(value)
    return width, height


def _count(value: str) -> int:
    n = int(value)
    if n < 0:
        raise ValueError(value)
    return n


def _parser() -> _Parser:
    parser = _Parser(prog=PROG, description="Steamtable: heavy board games at one table.")
    parser.add_argument("--version", action="version", version=f"{PROG} {package_version()}")
    parser.add_argument("--game", help="start a table for this title")
    parser.add_argument(
        "--map", help="the board, for titles with several; Roads & Boats: also a .json map file"
    )
    parser.add_argument("--players", type=int, help="number of seats")
    parser.add_argument("--seed", type=int, help="the game's seed (random if not given)")
    parser.add_argument("--load", type=Path, help="open this save file")
    parser.add_argument("--lang", choices=LANGUAGES, help="language (default: the settings')")
    parser.add_argument("--screenshot", type=Path, help="write a picture of the window and exit")
    parser.add_argument("--size", type=_size, default=(1920, 1080), help="window size, WxH")
    parser.add_argument("--after", type=_count, default=0, help="bot decisions to play first")
    parser.add_argument("--table-top", action="store_true", help="draw the table-top layout")
    parser.add_argument(
        "--seats-at", default=None, help="table-top: each seat's edge, e.g. bottom,top,left"
    )
    title_options(parser)
    return parser


def _quiet_offscreen() -> None:
    """Drop the offscreen platform's notice that it cannot resize windows to their hints: it is
    harmless for a picture, and a screenshot run should print nothing but real errors."""
    from PySide6.QtCore import qInstallMessageHandler

    def handler(kind: object, context: object, message: str) -> None:
        if "propagateSizeHints" not in message:
            print(message, file=sys.stderr)

    qInstallMessageHandler(handler)


def _session(args: argparse.Namespace) -> Session | None:
    """The session the arguments ask for, or None for the gallery."""
    from desktop.games import TITLES
    from desktop.shell import saves

    if args.load is not None:
        try:
            return saves.open_game(args.load)
        except SteamtableError as exc:
            raise _Refused(exc.reason, EXIT_FAILED) from None
    game = args.game
    if game is None and args.map is not None and Path(args.map).suffix.lower() == ".json":
        game = next((t.game_id for t in TITLES.values() if MAP_FILE in t.maps), None)
    if game is None:
        return None  # the gallery
    title = TITLES.get(game)
    if title is None:
        raise _Refused(text("desktop.arg.game", game=game, known=", ".join(TITLES)))
    options: dict = {}
    if args.map is not None:
        options["map"] = _map(title, args.map)
    if args.players is not None:
        low, high = title.players
        if not low <= args.players <= high:
            raise _Refused(text("desktop.arg.players", players=args.players, low=low, high=high))
        options["players"] = args.players
    options |= {k: getattr(args, k) for k in title_option_keys() if getattr(args, k) is not None}
    seed = args.seed if args.seed is not None else random.randint(1, 999_999_999)
    try:
        return Session(game, options, seed)
    except SteamtableError as exc:  # an option the title has not got, or a bad combination
        raise _Refused(exc.reason) from None


def _map(title: TitleUI, game_map: str) -> str:
    """The map option for `--map`: one the title names, or, for a title that takes map files (its
    map "file", the new-game dialog's FILE_MAP), the path of a .json file, given to the rules as
    that dialog gives it: they read and check the file (a bad one is refused saying why)."""
    takes_files = MAP_FILE in title.maps
    if game_map in title.maps and game_map != MAP_FILE:
        return game_map
    if takes_files and Path(game_map).suffix.lower() == ".json":
        # the rules take a path that ends in ".json" or holds a "/"
        return game_map if game_map.endswith(".json") else Path(game_map).absolute().as_posix()
    known = ", ".join("FILE.json" if m == MAP_FILE else m for m in title.maps)
    raise _Refused(text("desktop.arg.map", map=game_map, known=known))


def main(argv: list[str] | None = None) -> int:
    from desktop.settings import load_settings

    settings = load_settings()
    lang = settings.lang
    try:
        args = _parser().parse_args(argv)
        lang = args.lang or lang
        if args.screenshot is not None and not args.screenshot.parent.is_dir():
            folder = str(args.screenshot.parent)
            raise _Refused(text("desktop.arg.no_folder", path=folder))
        if args.screenshot is not None:
            os.environ["QT_QPA_PLATFORM"] = "offscreen"  # before QApplication exists
            _quiet_offscreen()
        session = _session(args)
    except _Refused as exc:
        print(render(text("desktop.arg.error", message=exc.why), lang), file=sys.stderr)
        return exc.code
    except SteamtableError as exc:  # options no game can be set up with
        print(render(text("desktop.arg.error", message=exc.reason), lang), file=sys.stderr)
        return EXIT_USAGE
    except SystemExit as exc:  # --help, --version (before any Qt application exists)
        return exc.code if isinstance(exc.code, int) else 0
    looks: dict = {"lang": lang}
    if args.table_top or args.screenshot is not None:  # a picture shows the mode it was asked
        looks["table_top"] = args.table_top
    if args.seats_at is not None:
        looks["seats_at"] = args.seats_at
    return _run(args, settings.changed(**looks), session)


def _run(args: argparse.Namespace, settings: Settings, session: Session | None) -> int:
    from PySide6.QtWidgets import QApplication

    from desktop.fonts import apply_app_font
    from desktop.shell import saves
    from desktop.shell.main_window import MainWindow
    from desktop.shell.style import apply_style

    app = QApplication.instance() or QApplication([PROG])
    app.setApplicationName(PROG)
    app.setApplicationDisplayName(render(text("desktop.app_name"), settings.lang))
    apply_app_font(app)
    apply_style(app)
    shooting = args.screenshot is not None
    window = MainWindow(
        settings, autosave=None if shooting else saves.autosave_path(), bots=not shooting
    )
    if session is not None and (shooting or args.after):
        _play_bots(session, args.after, every_seat=shooting)
    if shooting:
        return _screenshot(app, window, session, args.screenshot, args.size)
    window.showMaximized()  # first, so that the offer to resume opens over it
    window.start(offer_resume=session is None)
    if session is not None:
        window.show_session(session, save_now=True)
    return app.exec()


def _play_bots(session: Session, after: int, *, every_seat: bool) -> None:
    """Bots play up to `after` decisions. For a screenshot every seat plays as a bot and then
    becomes a person's again, so the picture shows what the player to act sees."""
    from desktop.session_model import SessionModel

    seats = range(len(session.options["seats"]))
    if every_seat:
        for seat in seats:
            session.set_bot(seat, "standard")
    model = SessionModel(session)
    model.bots_paused = True
    model.play_bots_now(after)
    model.stop()
    if every_seat:
        for seat in seats:
            session.set_bot(seat, None)


def _screenshot(
    app: QApplication,
    window: MainWindow,
    session: Session | None,
    out: Path,
    size: tuple[int, int],
) -> int:
    window.resize(*size)
    window.start(offer_resume=False)
    if session is not None:
        window.show_session(session)
    window.show()
    for _ in range(SETTLE_ROUNDS):
        app.processEvents()
    if window.table is not None:
        if window.table.hand_off is not None:  # the person to act has tapped: their own cards
            window.table.hand_off.screen.tap()
        window.table.reshape_seats()
        app.processEvents()
        window.table.view.fit()
        app.processEvents()
        window.table.scene.motion.finish()  # the picture shows where things are, not on the way
    if not window.grab().save(str(out)):
        why = text("desktop.arg.unwritable", path=str(out))
        print(render(text("desktop.arg.error", message=why), window.lang), file=sys.stderr)
        return EXIT_FAILED
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
