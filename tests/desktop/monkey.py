"""The monkey: a seeded stream of real input events on the real main window, for every title in
the gallery, with the table's invariants checked after each event.

Every title in the gallery is played. What counts as a hidden card on screen comes from its
scene: nothing for a title without private hands (`BoardScene.private_hands`: Power Grid), else
the scene's `face_up_cards() -> {seat: [BoardItem]}` if it has one, else the face-up cards of
the shared hands (`desktop.board.hand`). A title that needs more (other options for the monkey's
new games, another idea of a hidden card) gets a `Plug` in `PLUGS`.

`Monkey(window, game, seed, save_dir=...).run(events)` seats a game (a random count of players,
some seats bots of a random level, a random map, Korean now and then, undo past bots allowed or
not, the table-top mode on or off; half the time a game well under way, played on by bots and
opened from a file) and sends, each chosen by a `random.Random` seeded from the title and seed:

- presses, moves and releases (left, sometimes right) at random points of the map view, the
  panel's part views and the seats' zone views, two in three on a board element in sight (lit
  targets and elements a click would act on first); drags within a view and from one view to
  another (the moves go to the pressed viewport, as Qt's implicit grab sends them), aimed at a
  lit target once the piece is up, sometimes with a bot's move, an undo, a resize or a change
  of table-top mode while it is held; double clicks; long presses past `LONG_PRESS_MS`; hovers;
- wheel turns (a QWheelEvent sent to a viewport); two-finger pinches and one-finger drags as
  touch events through the window system (`QTest.touchEvent`, each point given with its widget,
  else PySide takes the widget's coordinates for the screen's), so that Qt's own recognisers
  make the pinch and the pan, the fingers kept on the window;
- clicks on whatever buttons the prompt bar shows (through the Turned view that hosts it, at a
  desk or turned to a seat's edge), on the log drawer's button and on the end screen's buttons;
- Ctrl+Z, Ctrl+Shift+Z, Ctrl+S (the file chooser, `saves.ask_save_path`, answers a new file, a
  cancel or a missing folder), Escape and F11 on the window;
- window resizes (1280x800 to 1920x1080, odd sizes, never larger than the screen), the View
  menu's table-top action, now and then a new game (and after the end of one);
- beats: the bot pause is so long that bots, and the table's forced answers, move only when the
  monkey fires the model's timer at once, one move a beat, so that a seed replays the same run.
  After each event the monkey waits for pieces sliding home (their animation runs on the wall
  clock) and lets posted events run.

Any dialog an event opens is dismissed with Escape before the next one, as a person would.
After every event the monkey checks that no exception was raised anywhere (sys.excepthook) and
Qt warned of nothing (a message handler; `QUIET` lists the offscreen platform's chatter); that
the session's action list, replayed from its options and seed, gives the live state's hash (the
rules state changes only through the one apply path) and that an event that cannot act (a
resize, a wheel turn...) recorded nothing; that the autosave on disk loads and replays to the
session's hash with the same actions (and a game saved by Ctrl+S likewise); that no piece is
still held once a gesture is over; that no hidden card of a seat other than the one the
table shows is on screen; and what a person sees (`table_checks`): every answer button of the
open prompt whole inside the visible bar, no words over other words, and every piece at rest
where the state puts it — where a second scene of the same game, which no gesture touches,
draws it.

A failure raises `MonkeyFailure` naming the title, the seed and the event's index, with the last
events and the command that replays it: `make monkey TITLE=<game> SEED=<seed> EVENTS=<index+1>`.
Windows larger than the offscreen platform's 800x800 screen hang off it, where Qt finds no
widget under a point: `tests.monkey_main` gives the platform a 2560x1440 screen.
"""

from __future__ import annotations

import json
import math
import random
import sys
import time
import traceback
from collections import Counter, deque
from collections.abc import Callable, Collection, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEvent,
    QPoint,
    QPointF,
    Qt,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsView,
    QWidget,
)
from shiboken6 import isValid

from desktop import games
from desktop.board.items import LONG_PRESS_MS, BoardItem, PieceItem
from desktop.settings import Settings
from desktop.shell import saves
from desktop.shell.main_window import MainWindow
from desktop.shell.new_game import FILE_MAP, RANDOM_MAP, GameSetup
from desktop.shell.table import TableScreen
from rules.bots import LEVELS, make_bot
from rules.core.errors import IllegalAction, SteamtableError
from rules.core.games import game_ids, ruleset
from rules.core.session import Session
from tests.desktop.table_checks import (
    Truth,
    answers_unseen,
    pieces_astray,
    tags_overlapping,
    words_overlapping,
)

# -- what counts as a hidden card on screen, title by title ------------------------------------

HiddenOnScreen = Callable[[TableScreen], Mapping[int, Collection[str]]]


def no_hands(table: TableScreen) -> Mapping[int, Collection[str]]:
    """A title without hidden cards in hand: nothing hidden is ever on screen."""
    return {}


def on_screen(table: TableScreen, item: QGraphicsItem) -> bool:
    """Whether an item is drawn inside a shown view of the table (map, panel part, seat zone)."""
    if not item.isVisible() or not table.isVisible():
        return False
    views = [table.view, *table.panel.views.values()] if table.panel is not None else [table.view]
    views += [zone.view for zone in table.zones]
    for view in views:
        if not view.isVisible():
            continue
        drawn = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        if drawn.intersects(view.viewport().rect()):
            return True
    return False


def face_up_cards(table: TableScreen) -> Mapping[int, Collection[str]]:
    """A title with hands: each seat's cards drawn face up and on screen. The scene's own
    `face_up_cards()` ({seat: [BoardItem]}) says which if it has one; else the cards of the
    shared hands (`desktop.board.hand.CardItem`, face up once they know their card)."""
    scene = table.scene
    listed = getattr(scene, "face_up_cards", None)
    if listed is not None:
        by_seat = listed()
    else:
        from desktop.board.hand import CardItem

        by_seat = {}
        for item in scene.items():
            if isinstance(item, CardItem) and item.face_up:
                by_seat.setdefault(item.hand.seat, []).append(item)
    shown: dict[int, list[str]] = {}
    for seat, items in by_seat.items():
        ids = sorted(item.element_id for item in items if on_screen(table, item))
        if ids:
            shown[seat] = ids
    return shown


def hidden_cards(table: TableScreen) -> Mapping[int, Collection[str]]:
    """Each seat's cards face up on screen, for a title whose seats hold private hands."""
    return face_up_cards(table) if table.scene.private_hands else no_hands(table)


@dataclass(frozen=True)
class Plug:
    """How the monkey plays one title."""

    hidden_on_screen: HiddenOnScreen = hidden_cards
    # extra options for a new game (a variant...), given the monkey's random source
    options: Callable[[random.Random], dict] = lambda rng: {}


# A title that the default plug does not fit (none does now); its key must be a title's id.
PLUGS: dict[str, Plug] = {}


# -- the monkey -------------------------------------------------------------------------------

BOT_HOLD_MS = 1 << 30  # the bots' pause: they move only on the monkey's beats
WHOLE_WORDS = (1280, 768)  # the least window in which the prompt's words must show whole
SIZES = ((1280, 800), (1920, 1080), (1440, 900), (1366, 768), (1024, 640), (2560, 1440))
QUIET = ("This plugin does not support",)  # the offscreen platform's words, not the app's
KEYS = {
    "Ctrl+Z": (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier),
    "Ctrl+Shift+Z": (
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    ),
    "Ctrl+S": (Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier),
    "Escape": (Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier),
    "F11": (Qt.Key.Key_F11, Qt.KeyboardModifier.NoModifier),
}
KEY_WEIGHTS = {"Ctrl+Z": 4, "Ctrl+Shift+Z": 3, "Ctrl+S": 1, "Escape": 1, "F11": 1}
# how often each kind of event comes, at the table (the end screen has its own few)
WEIGHTS = {
    "tap": 16,
    "drag": 16,
    "double_click": 3,
    "long_press": 1,
    "hover": 3,
    "wheel": 3,
    "pinch": 2,
    "touch": 3,
    "button": 20,
    "key": 11,
    "resize": 2,
    "table_top": 2,
    "beat": 16,
    "wait": 1,
    "log": 1,
    "new_game": 0.3,
}
AT_END = {"end_button": 3, "key": 2, "resize": 1, "new_game": 2}
PASSIVE = {"hover", "wheel", "resize", "table_top", "wait", "log"}  # never act on the rules


class MonkeyFailure(AssertionError):
    pass


@dataclass
class MonkeyStats:
    events: int = 0
    seconds: float = 0.0
    games: int = 0
    ends: int = 0  # times a game reached its end (again after an undo from the end screen)
    kinds: Counter = field(default_factory=Counter)
    acted: Counter = field(default_factory=Counter)  # steps recorded (net) during each kind

    def summary(self) -> str:
        acted = ", ".join(f"{k} {n:+d}" for k, n in sorted(self.acted.items()) if n)
        return (
            f"{self.events} events in {self.seconds:.1f} s, {self.games} games, "
            f"{self.ends} ends reached; steps recorded by event: {acted}"
        )


def monkey_window(settings: Settings | None = None) -> MainWindow:
    """The main window as the app starts it, with the autosave in the data folder."""
    window = MainWindow(settings or Settings(lang="en"), autosave=saves.autosave_path())
    window.resize(1280, 800)
    window.start(offer_resume=False)
    window.show()
    QTest.qWaitForWindowExposed(window)
    window.activateWindow()
    return window


class Monkey:
    def __init__(
        self,
        window: MainWindow,
        game: str,
        seed: int,
        *,
        save_dir: Path,
        long_press: bool = True,
    ) -> None:
        self.window = window
        self.game = game
        self.title = games.TITLES[game]
        self.plug = PLUGS.get(game, Plug())
        self.seed = seed
        self.rng = random.Random(f"{game}:{seed}")
        self.save_dir = save_dir
        self.weights = dict(WEIGHTS, long_press=WEIGHTS["long_press"] if long_press else 0)
        self.stats = MonkeyStats()
        self.history: deque[str] = deque(maxlen=25)
        self.index = -1
        self.errors: list[str] = []
        self.saved: Path | None = None  # what Ctrl+S wrote during the last event
        self.touch = QTest.createTouchDevice()
        self._shadow: Session | None = None
        self._shadow_key = ""
        self._autosave_seen: tuple[bytes, str] | None = None
        self._over = False  # the game on the table has ended
        self._truth = Truth()  # where the pieces of the table's game stand

    # -- running --------------------------------------------------------------------------------

    def run(self, events: int) -> MonkeyStats:
        start = time.perf_counter()
        with self._watch():
            self._step("new_game")
            for i in range(events):
                self.index = i
                self._step(self._pick())
        self.stats.events = events
        self.stats.seconds = time.perf_counter() - start
        return self.stats

    def _pick(self) -> str:
        table = self.window.table
        at_table = table is not None and self.window.stack.currentWidget() is table
        weights = self.weights if at_table else AT_END
        kinds = list(weights)
        return self.rng.choices(kinds, [weights[k] for k in kinds])[0]

    def _step(self, kind: str) -> None:
        before = self._steps()
        self.saved = None
        try:
            said = getattr(self, f"do_{kind}")()
            self._settle()
        except MonkeyFailure:
            raise
        except Exception:
            self.errors.append(traceback.format_exc())
            said = kind
        self.history.append(f"#{self.index} {said}")
        self.stats.kinds[kind] += 1
        self.stats.acted[kind] += self._steps() - before
        model = self.window.model
        over = model is not None and model.result() is not None
        self.stats.ends += over and not self._over
        self._over = over
        self.check(kind, before)

    def _steps(self) -> int:
        model = self.window.model
        return len(model.session.steps) if model is not None else 0

    def _fail(self, what: str) -> None:
        replay = f"make monkey TITLE={self.game} SEED={self.seed} EVENTS={self.index + 1}"
        last = "\n  ".join(self.history)
        raise MonkeyFailure(
            f"monkey: {self.game} seed {self.seed} failed at event #{self.index}: {what}\n"
            f"replay: {replay}\nlast events:\n  {last}"
        )

    @contextmanager
    def _watch(self) -> Iterator[None]:
        """Collect exceptions and Qt's warnings; answer the save dialog; restore all after."""
        old_hook = sys.excepthook

        def hook(kind, value, tb) -> None:
            self.errors.append("".join(traceback.format_exception(kind, value, tb)))

        def handler(mode: QtMsgType, context: object, message: str) -> None:
            if mode == QtMsgType.QtDebugMsg or mode == QtMsgType.QtInfoMsg:
                return
            if not any(message.startswith(q) for q in QUIET):
                self.errors.append(f"Qt {mode.name}: {message}")

        old_ask = saves.ask_save_path
        sys.excepthook = hook
        old_handler = qInstallMessageHandler(handler)
        saves.ask_save_path = self._ask_save_path
        try:
            yield
        finally:
            saves.ask_save_path = old_ask
            qInstallMessageHandler(old_handler)
            sys.excepthook = old_hook

    def _settle(self) -> None:
        """Let posted events run (resizes and layouts come in several rounds), and dismiss a
        dialog as a person would (Escape)."""
        QTest.qWait(1)
        for _ in range(4):
            QCoreApplication.sendPostedEvents()
            QCoreApplication.processEvents()
        self._finish_animations()
        for _ in range(3):
            dialog = QApplication.activeModalWidget() or self._open_dialog()
            if dialog is None:
                break
            QTest.keyClick(dialog, Qt.Key.Key_Escape)
            QTest.qWait(1)
            if dialog.isVisible():
                dialog.close()
                QTest.qWait(1)

    def _finish_animations(self) -> None:
        """Wait for the pieces sliding home (the wall clock moves them: a seed would not replay
        the same presses on them otherwise)."""
        table = self.window.table
        if table is None:
            return
        moving = [
            animation
            for item in table.scene.items()
            if isinstance(item, QGraphicsObject)
            for animation in item.findChildren(QAbstractAnimation)
            if animation.state() == QAbstractAnimation.State.Running
        ]
        deadline = time.perf_counter() + 2.0
        while any(isValid(a) and a.state() == QAbstractAnimation.State.Running for a in moving):
            if time.perf_counter() > deadline:
                break
            QTest.qWait(10)

    def _open_dialog(self) -> QWidget | None:
        dialog = self.window.dialog
        return dialog if dialog is not None and isValid(dialog) and dialog.isVisible() else None

    # -- the checks after every event -----------------------------------------------------------

    def check(self, kind: str, steps_before: int) -> None:
        if self.errors:
            self._fail("an exception or a Qt warning:\n" + "\n".join(self.errors))
        model = self.window.model
        if model is None:
            return
        session = model.session
        if kind in PASSIVE and len(session.steps) != steps_before:
            self._fail(f"a {kind} changed the action list ({steps_before} -> {len(session.steps)})")
        self._check_replay(session)
        self._check_autosave(session)
        if self.saved is not None:
            self._check_file(self.saved, session, "the game saved with Ctrl+S")
        table = self.window.table
        if table is None or self.window.stack.currentWidget() is not table:
            return
        scene = table.scene
        grabber = scene.mouseGrabberItem()
        if scene.holding or grabber is not None:  # (a title may light targets with no piece up)
            held = getattr(grabber, "element_id", grabber)
            self._fail(f"a piece is still held after the gesture (lit {scene.lit}, grab {held})")
        looker = getattr(model, "looker", model.viewer)()  # whose private things are drawn
        shown = {s: ids for s, ids in self.plug.hidden_on_screen(table).items() if ids}
        others = {s: ids for s, ids in shown.items() if s != looker}
        if others:
            self._fail(f"hidden cards of seats {others} on screen while seat {looker} looks")
        self._check_sight(table)

    def _check_sight(self, table: TableScreen) -> None:
        """What a person sees: the open prompt's answers whole in the bar, no words over other
        words, and every piece at rest where the state puts it (where a scene of the same game
        that no gesture touched, shaped alike, draws it). The prompt's words are checked whole
        in windows the table is made for (`WHOLE_WORDS` and up): in a 640×480 window a bar
        cannot hold them all, and only the answers must stay whole there."""
        size = self.window.size()
        whole = size.width() >= WHOLE_WORDS[0] and size.height() >= WHOLE_WORDS[1]
        unseen = answers_unseen(table, words=whole)
        if unseen:
            self._fail("an answer does not show whole: " + "; ".join(unseen))
        covered = words_overlapping(self.window) + tags_overlapping(table.scene)
        if covered:
            self._fail("words cover words: " + "; ".join(covered[:5]))
        if table.scene.motion.running():
            return
        astray = pieces_astray(table.scene, self._truth.of(table))
        if astray:
            self._fail("pieces are not where the state puts them: " + "; ".join(astray[:5]))

    def _check_replay(self, session: Session) -> None:
        """The action list, replayed from the options and the seed, gives the live state."""
        options = {k: v for k, v in session.options.items() if k != "seats"}
        key = json.dumps([session.game, session.seed, options], sort_keys=True, default=str)
        actions = session.actions
        shadow = self._shadow
        if shadow is not None and key == self._shadow_key:
            done = shadow.actions
            common = next(
                (i for i, (a, b) in enumerate(zip(done, actions, strict=False)) if a != b),
                min(len(done), len(actions)),
            )
            if common < len(done):
                shadow = None  # taken back: replay from the start
        if shadow is None or key != self._shadow_key:
            shadow = Session(session.game, session.options, session.seed)
            self._shadow_key = key
        self._shadow = shadow
        for n in range(len(shadow.steps), len(actions)):
            try:
                shadow.apply(actions[n])
            except IllegalAction as exc:
                self._shadow = None
                self._fail(f"recorded action {n + 1} {actions[n]} is illegal on replay: {exc}")
        if shadow.hash() != session.hash():
            self._shadow = None
            self._fail("the rules state differs from the replay of its action list")

    def _check_autosave(self, session: Session) -> None:
        path = self.window.autosave
        if path is None:
            return
        try:
            raw = path.read_bytes()
        except OSError as exc:
            self._fail(f"no autosave at {path}: {exc}")
        live = session.hash()
        if self._autosave_seen == (raw, live):
            return  # checked already: the same file for the same state
        self._check_file(path, session, "the autosave")
        self._autosave_seen = (raw, live)

    def _check_file(self, path: Path, session: Session, what: str) -> None:
        try:
            loaded = Session.load(path)
        except SteamtableError as exc:
            self._fail(f"{what} does not load: {exc}")
        if loaded.hash() != session.hash():
            self._fail(
                f"{what} replays to another state ({len(loaded.steps)} steps on disk, "
                f"{len(session.steps)} in the session)"
            )
        if loaded.actions != session.actions:
            self._fail(f"{what} holds other actions than the session")

    # -- where the pointer goes -----------------------------------------------------------------

    def _views(self) -> list[QGraphicsView]:
        table = self.window.table
        if table is None:
            return []
        views: list[QGraphicsView] = [table.view]
        if table.panel is not None:
            views += list(table.panel.views.values())
        views += [zone.view for zone in table.zones]
        return [v for v in views if v.isVisible() and v.viewport().width() > 2]

    def _view(self) -> QGraphicsView | None:
        views = self._views()
        if not views:
            return None
        weights = [4 if v is self.window.table.view else 2 for v in views]
        return self.rng.choices(views, weights)[0]

    def _point(self, view: QGraphicsView) -> QPoint:
        """A random point of the view; two times in three on (or near) a board element in
        sight, chosen as a person's eye would: lit targets and elements a click would act on
        first, then pieces, then the rest."""
        port = view.viewport().rect()
        if self.rng.random() < 2 / 3:
            spots = self._spots(view)
            if spots:
                at = self.rng.choices([p for p, _ in spots], [w for _, w in spots])[0]
                return at + QPoint(self.rng.randint(-6, 6), self.rng.randint(-6, 6))
        return QPoint(
            self.rng.randint(0, max(port.width() - 1, 0)),
            self.rng.randint(0, max(port.height() - 1, 0)),
        )

    def _spots(self, view: QGraphicsView) -> list[tuple[QPoint, float]]:
        """The elements in sight in a view: each one's centre on the viewport, and its weight."""
        scene = view.scene()
        port = view.viewport().rect()
        model = self.window.model
        lit = getattr(scene, "lit", {})
        click = getattr(scene, "click_action", None)
        spots = []
        for item in scene.items():
            if not isinstance(item, BoardItem) or not item.element_id or not item.isVisible():
                continue
            at = view.mapFromScene(item.sceneBoundingRect().center())
            if not port.contains(at):
                continue
            weight = 1.0
            action = click(item.element_id) if click is not None else None
            if item.element_id in lit:
                weight = 8.0
            elif action is not None and model is not None:
                weight = 8.0 if model.why_not(action) is None else 3.0
            elif isinstance(item, PieceItem):
                weight = 3.0
            spots.append((at, weight))
        spots.sort(key=lambda s: (s[0].x(), s[0].y(), s[1]))  # the scene's own order may vary
        return spots

    def _aim(self, element_id: str, prefer: QGraphicsView) -> tuple[QGraphicsView, QPoint] | None:
        """Where an element is seen: in `prefer` if it shows it, else in another view."""
        table = self.window.table
        item = table.scene.elements.get(element_id) if table is not None else None
        if item is None:
            return None
        views = [prefer, *(v for v in self._views() if v is not prefer)]
        for view in views:
            at = view.mapFromScene(item.sceneBoundingRect().center())
            if view.isVisible() and view.viewport().rect().contains(at):
                return view, at
        return None

    @staticmethod
    def _under(port: QWidget, at: QPoint) -> tuple[QWidget, QPoint]:
        """The widget a press at `at` of `port` reaches, and the point on it: what lies on top
        there (the hand-off screen, the log drawer) rather than the view under it. A tooltip
        is passed through: Qt hides it at the press."""
        found = QApplication.widgetAt(port.mapToGlobal(at))
        if found is None or found is port or found.window().windowType() == Qt.WindowType.ToolTip:
            return port, at
        return found, found.mapFromGlobal(port.mapToGlobal(at))

    def _button(self) -> Qt.MouseButton:
        return Qt.MouseButton.RightButton if self.rng.random() < 0.08 else Qt.MouseButton.LeftButton

    @staticmethod
    def _name(widget: QWidget) -> str:
        """A view by its class; a viewport, or a widget inside a view, by the view's."""
        view = widget if isinstance(widget, QGraphicsView) else widget.parentWidget()
        return type(view if isinstance(view, QGraphicsView) else widget).__name__

    # -- the events -----------------------------------------------------------------------------

    def do_new_game(self) -> str:
        rng = self.rng
        low, high = self.title.players
        players = rng.randint(low, high)
        humans = rng.randint(1, players)
        kinds: list[str | None] = [None] * humans
        kinds += [rng.choice(LEVELS) for _ in range(players - humans)]
        rng.shuffle(kinds)
        seats = [{"name": f"M{i + 1}", "bot": kind} for i, kind in enumerate(kinds)]
        options: dict = {"players": players, "seats": seats, **self.plug.options(rng)}
        if self.title.maps:  # a board, or a random map (a map file is the dialog's own test)
            chosen = rng.choice([m for m in self.title.maps if m != FILE_MAP])
            options["map"] = (
                f"{RANDOM_MAP}:{rng.randint(1, 999)}" if chosen == RANDOM_MAP else chosen
            )
        options = ruleset(self.game).normalize_options(options)
        settings = self.window.settings.changed(
            bot_pause_ms=BOT_HOLD_MS,
            free_undo=rng.random() < 0.3,
            play_forced=rng.random() < 0.8,
            table_top=rng.random() < 0.3,
        )
        self.window.apply_settings(settings)
        seed = rng.randint(1, 999_999)
        lang = "ko" if rng.random() < 0.1 else "en"
        if lang != self.window.lang:
            self.window.apply_settings(self.window.settings.changed(lang=lang))
        self.stats.games += 1
        said = f"new game {kinds} seed {seed} {lang} {settings}"
        if rng.random() < 0.5:
            self.window.new_game(GameSetup(self.game, options, seed, lang))
            return said
        # a game well under way, opened from a file as Ctrl+O does: later phases and the end
        session = self._played(Session(self.game, options, seed), rng.randint(1, 900))
        path = self.save_dir / f"monkey-{self.index}-under-way.json"
        session.save(path)
        if not self.window.open_game(path):
            self._fail(f"a game saved at {len(session.steps)} steps does not open")
        return f"{said}, opened at step {len(session.steps)}"

    def _played(self, session: Session, steps: int) -> Session:
        """The game played on by bots for `steps` steps, stopping short of its end."""
        rules = session.rules
        seats = range(len(session.options["seats"]))
        bots = [make_bot(session.game, "random", session.seed + seat) for seat in seats]
        actions = []
        while len(actions) < steps and rules.result(session.state) is None:
            seat = rules.prompt(session.state).seat
            action = bots[seat].choose(rules, session.state, seat)
            session.apply(action, by="bot")
            actions.append(action)
        if rules.result(session.state) is None:
            return session
        short = Session(session.game, session.options, session.seed)  # a few steps before it
        for action in actions[: max(0, len(actions) - self.rng.randint(1, 12))]:
            short.apply(action, by="bot")
        return short

    def do_tap(self) -> str:
        view = self._view()
        if view is None:
            return "tap: no view"
        at, button = self._point(view), self._button()
        port, at = self._under(view.viewport(), at)
        QTest.mousePress(port, button, Qt.KeyboardModifier.NoModifier, at)
        if self.rng.random() < 0.3:  # a finger wobbles
            QTest.mouseMove(port, at + QPoint(self.rng.randint(-4, 4), self.rng.randint(-4, 4)))
        QTest.mouseRelease(port, button, Qt.KeyboardModifier.NoModifier, at)
        return f"tap {button.name} {self._name(port)} {at.toTuple()}"

    def do_double_click(self) -> str:
        view = self._view()
        if view is None:
            return "double click: no view"
        port, at = self._under(view.viewport(), self._point(view))
        left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
        # what a window system sends (QTest.mouseDClick alone sends the second press only)
        QTest.mousePress(port, left, none, at)
        QTest.mouseRelease(port, left, none, at)
        QTest.mouseDClick(port, left, none, at)
        QTest.mouseRelease(port, left, none, at)
        return f"double click {self._name(port)} {at.toTuple()}"

    def do_long_press(self) -> str:
        view = self._view()
        if view is None:
            return "long press: no view"
        port_at = self._point(view)
        port, at = self._under(view.viewport(), port_at)
        name = self._name(port)
        QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
        QTest.qWait(LONG_PRESS_MS + 40)
        if not isValid(port):  # what was under the finger went (a tooltip closed)
            port, at = view.viewport(), port_at
        QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
        return f"long press {name} {at.toTuple()}"

    def do_hover(self) -> str:
        view = self._view()
        if view is None:
            return "hover: no view"
        points = [self._point(view) for _ in range(self.rng.randint(1, 4))]
        for at in points:
            QTest.mouseMove(*self._under(view.viewport(), at))
        return f"hover {self._name(view)} {[p.toTuple() for p in points]}"

    def do_drag(self) -> str:
        """Press in one view, move in steps to a point of the same or another view, release;
        the moves and the release go to the pressed viewport, as Qt's implicit grab does."""
        source = self._view()
        if source is None:
            return "drag: no view"
        target = source if self.rng.random() < 0.6 else self._view()
        assert target is not None
        start, aim = self._point(source), self._point(target)
        port, start = self._under(source.viewport(), start)
        end_global = target.viewport().mapToGlobal(aim)
        button = self._button()
        QTest.mousePress(port, button, Qt.KeyboardModifier.NoModifier, start)
        steps = self.rng.randint(2, 8)
        interlude = self.rng.choices(
            ["", "beat", "Ctrl+Z", "resize", "table_top"], [80, 10, 4, 3, 3]
        )[0]
        pause = self.rng.randint(1, steps - 1)
        said = ""
        for i in range(1, steps + 1):
            if i == pause and interlude:
                said = f", {self._interlude(interlude)} while held"
            if not isValid(port):  # the finger still lifts: where it is, as a window system says
                lifted, at = self._under(self.window, self.window.mapFromGlobal(end_global))
                QTest.mouseRelease(lifted, button, Qt.KeyboardModifier.NoModifier, at)
                return f"drag {self._name(source)}: the pressed widget went away{said}"
            end = port.mapFromGlobal(end_global)
            QTest.mouseMove(port, start + (end - start) * (i / steps))
            lit = sorted(self.window.table.scene.lit) if self.window.table is not None else []
            if i == 1 and lit and self.rng.random() < 0.7:  # the eye goes to a lit target
                aimed = self._aim(self.rng.choice(lit), target)
                if aimed is not None:
                    target, aim = aimed
                    end_global = target.viewport().mapToGlobal(aim)
        if isValid(port):
            QTest.mouseRelease(
                port, button, Qt.KeyboardModifier.NoModifier, port.mapFromGlobal(end_global)
            )
        return (
            f"drag {button.name} {self._name(port)} {start.toTuple()} -> "
            f"{self._name(target)} {aim.toTuple()} in {steps}{said}"
        )

    def _interlude(self, what: str) -> str:
        if what == "beat":
            return self.do_beat()
        if what == "resize":
            return self.do_resize()
        if what == "table_top":
            return self.do_table_top()
        return self._key(what)

    def do_wheel(self) -> str:
        view = self._view()
        if view is None:
            return "wheel: no view"
        port, at = self._under(view.viewport(), self._point(view))
        if self.rng.random() < 0.7:  # a mouse wheel's notches
            angle, pixels = QPoint(0, self.rng.choice([-360, -240, -120, 120, 240, 360])), QPoint()
        else:  # a touchpad's small steps
            dy = self.rng.randint(-40, 40)
            angle, pixels = QPoint(0, dy), QPoint(0, dy)
        event = QWheelEvent(
            QPointF(at),
            QPointF(port.mapToGlobal(at)),
            pixels,
            angle,
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(port, event)
        return f"wheel {angle.y()} {self._name(port)} {at.toTuple()}"

    def do_pinch(self) -> str:
        """Two fingers move apart or together: Qt's recognisers make a pinch (and a pan)."""
        view = self._view()
        if view is None:
            return "pinch: no view"
        port = view.viewport()
        centre = self._point(view)
        near, far = self.rng.randint(20, 60), self.rng.randint(80, 220)
        a, b = (near, far) if self.rng.random() < 0.5 else (far, near)
        steps = self.rng.randint(3, 8)

        angle = self.rng.uniform(0, math.pi)

        def fingers(d: float) -> tuple[QPoint, QPoint]:
            off = QPoint(round(d * math.cos(angle) / 2), round(d * math.sin(angle) / 2))
            return self._on_window(port, centre - off), self._on_window(port, centre + off)

        p, q = fingers(a)
        QTest.touchEvent(port, self.touch).press(0, p, port).press(1, q, port).commit()
        for i in range(1, steps + 1):
            p, q = fingers(a + (b - a) * i / steps)
            QTest.touchEvent(port, self.touch).move(0, p, port).move(1, q, port).commit()
            QTest.qWait(1)
        QTest.touchEvent(port, self.touch).release(0, p, port).release(1, q, port).commit()
        return f"pinch {a} -> {b} on {self._name(view)} at {centre.toTuple()}"

    def _on_window(self, port: QWidget, at: QPoint) -> QPoint:
        """The point, moved inside the window: a finger off the window touches something else."""
        window = self.window
        inside = window.mapFromGlobal(port.mapToGlobal(at))
        inside.setX(max(0, min(window.width() - 1, inside.x())))
        inside.setY(max(0, min(window.height() - 1, inside.y())))
        return port.mapFromGlobal(window.mapToGlobal(inside))

    def do_touch(self) -> str:
        """One finger: a tap or a drag, as a touch screen sends it."""
        view = self._view()
        if view is None:
            return "touch: no view"
        port = view.viewport()
        start = self._point(view)
        end = self._point(view) if self.rng.random() < 0.5 else start
        steps = self.rng.randint(1, 5)
        QTest.touchEvent(port, self.touch).press(0, start, port).commit()
        at = start
        for i in range(1, steps + 1):
            at = start + (end - start) * (i / steps)
            QTest.touchEvent(port, self.touch).move(0, at, port).commit()
        QTest.touchEvent(port, self.touch).release(0, at, port).commit()
        return f"touch {self._name(view)} {start.toTuple()} -> {end.toTuple()}"

    def do_button(self) -> str:
        """A click on one of the buttons the prompt bar shows (enabled or not)."""
        table = self.window.table
        if table is None:
            return "button: no table"
        bar = table.active_prompt_bar()
        buttons = [
            b
            for b in bar.controls.findChildren(QAbstractButton)
            if b.isVisibleTo(bar) and b.width() > 0
        ]
        if not buttons or not table.bar_host.isVisible():
            return "button: none shown"
        button = self.rng.choice(buttons)
        label = button.text()
        self._click(button)
        return f"button {label!r}"

    def do_end_button(self) -> str:
        screen = self.window.end_screen
        if screen is None or self.window.stack.currentWidget() is not screen:
            return self.do_new_game()
        buttons = [b for b in screen.findChildren(QAbstractButton) if b.isVisible()]
        if not buttons:
            return "end screen: no button"
        button = self.rng.choice(buttons)
        label = button.text()
        self._click(button)
        return f"end screen button {label!r}"

    def _click(self, widget: QWidget) -> None:
        """Click a widget where a person would: through the view that shows it when it lives in
        a graphics scene (the prompt bar in its Turned host), else on the widget itself."""
        top = widget.window()
        proxy = top.graphicsProxyWidget()
        if proxy is None or not proxy.scene().views():
            target, at = self._under(widget, widget.rect().center())
        else:
            view = proxy.scene().views()[0]
            inside = widget.mapTo(top, widget.rect().center())
            at = view.mapFromScene(proxy.mapToScene(QPointF(inside)))
            target, at = self._under(view.viewport(), at)
        QTest.mouseClick(target, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)

    def do_log(self) -> str:
        table = self.window.table
        if table is None:
            return "log: no table"
        self._click(table.log_bar.button)
        return f"log drawer {'open' if table.log_bar.button.isChecked() else 'shut'}"

    def do_key(self) -> str:
        names = list(KEY_WEIGHTS)
        return self._key(self.rng.choices(names, [KEY_WEIGHTS[n] for n in names])[0])

    def _key(self, name: str) -> str:
        key, modifiers = KEYS[name]
        target = QApplication.activeModalWidget() or self.window
        QTest.keyClick(target, key, modifiers)
        return f"key {name}"

    def _ask_save_path(self, parent: QWidget, lang: str, suggested: str) -> Path | None:
        """The file chooser's answer to Ctrl+S: a new file, a cancel, or a missing folder."""
        roll = self.rng.random()
        if roll < 0.6:
            path = self.save_dir / f"monkey-{self.index}-{self.rng.randint(0, 9999)}.json"
            self.saved = path
            return path
        if roll < 0.85:
            return None
        return self.save_dir / "no such folder" / suggested

    def do_resize(self) -> str:
        if self.rng.random() < 0.6:
            w, h = self.rng.choice(SIZES)
        else:
            w, h = self.rng.randint(640, 2200), self.rng.randint(480, 1300)
        screen = self.window.screen().availableGeometry()  # no bigger than the screen
        w, h = min(w, screen.width()), min(h, screen.height())
        self.window.resize(w, h)
        return f"resize {w}x{h}"

    def do_table_top(self) -> str:
        self.window.commands["table_top"].trigger()
        return f"table-top {'on' if self.window.settings.table_top else 'off'}"

    def do_beat(self) -> str:
        """Let the bot to act (or the table, for a person's forced answer) move once, now."""
        model = self.window.model
        if model is None:
            return "beat: no game"
        before = len(model.session.steps)
        model.bot_pause_ms = 0
        model.schedule_bot()  # the model's own timer, fired at once
        model.bot_pause_ms = BOT_HOLD_MS
        QTest.qWait(1)
        return f"beat ({len(model.session.steps) - before:+d} steps)"

    def do_wait(self) -> str:
        ms = self.rng.choice([30, 120, 300])
        QTest.qWait(ms)
        return f"wait {ms} ms"


def check_plugs() -> None:
    """Every plug is a title's (one left behind by a title renamed or gone plugs nothing)."""
    stale = sorted(set(PLUGS) - set(game_ids()))
    assert not stale, f"{stale} in tests/desktop/monkey.py's PLUGS are no titles"


def run_title(
    game: str, seed: int, events: int, *, save_dir: Path, long_press: bool = True
) -> MonkeyStats:
    """One monkey on a fresh main window (the caller gives it a QApplication and a home)."""
    window = monkey_window()
    try:
        stats = Monkey(window, game, seed, save_dir=save_dir, long_press=long_press).run(events)
    finally:
        if window.model is not None:
            window.model.stop()
        window.close()
        window.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return stats
