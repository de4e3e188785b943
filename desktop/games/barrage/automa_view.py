"""Why the Automa did what it did: its revealed tiles, each action of the action tile performed,
skipped (with the failed condition) or not reached, and for a structure the site choice (§8.6)
replayed on the map, the candidates dropping out stage by stage until the chosen site remains.

Three parts, none of which touches the rules' state (they read the plan an
`barrage.event.automa_revealed` event carries, plain data):

- `explain(plan)`: Qt-free, the plan in Texts (`Explanation`);
- `AutomaPanel`: a board item (element id `automa_view`) drawing an explanation in a rect;
- `SiteReplay`: a timer walking a construction's stages through callbacks the scene gives
  (light sites, clear them, say a stage's words on the panel: the Automa's reasoning is not a
  message to the person in the prompt bar); skippable, and played again on demand.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen

from desktop.board import layers
from desktop.board.drawn import least_type
from desktop.board.items import BoardItem
from desktop.board.paint_kit import draw_words, font, rounded
from desktop.games.barrage import look
from rules.barrage.automa import NOT_REACHED, PERFORMED, SKIPPED
from rules.barrage.automa_turn import site_reason
from rules.core.text import Text

ELEMENT_ID = "automa_view"
UI = "barrage.ui.automa."
# stage kinds of the site selection trace (rules.barrage.automa_sites) and the first one
CANDIDATES = "candidates"
TILE_RULES = ("tile_value_3", "tile_red_site")  # a hard Automa's tile rules with words here

Tr = Callable[[Text], str]


# -- the explanation (no Qt) -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Stage:
    """One stage of a site choice and the sites still in play after it."""

    kind: str  # candidates | system | criterion | tile | code | tiebreak
    text: Text  # what the stage looks at, for the prompt bar
    short: Text  # a few words, for a label on the map
    sites: tuple[str, ...]
    ignored: bool = False  # it matched no site, so nothing dropped out


@dataclass(frozen=True, slots=True)
class StepLine:
    """One action of the tile and what the Automa did with it."""

    index: int
    action: str
    words: Text  # the action's name
    status: str  # performed | skipped | not_reached
    reason: Text | None = None  # skipped: the failed condition
    structure: str | None = None  # a construction's structure, when known
    site: str | None = None  # a construction's chosen site
    choice: Text | None = None  # a construction's site choice in one line
    chosen: Text | None = None  # "it builds here", for the chosen site lit alone
    stages: tuple[Stage, ...] = ()  # candidates first, the chosen site alone last


@dataclass(frozen=True, slots=True)
class Explanation:
    seat: int | None
    action_tile: int
    criteria_tile: int
    steps: tuple[StepLine, ...]

    @property
    def constructions(self) -> tuple[StepLine, ...]:
        """The steps with a site choice to replay."""
        return tuple(s for s in self.steps if s.stages and s.site is not None)

    def texts(self) -> Iterator[Text]:
        """Every Text of the explanation (for checks and for a plain-text summary)."""
        yield heading(self)
        for s in self.steps:
            yield s.words
            for t in (s.reason, s.choice, s.chosen):
                if t is not None:
                    yield t
            for stage in s.stages:
                yield stage.text
                yield stage.short
                yield stage_words(stage)


def heading(ex: Explanation) -> Text:
    return Text(UI + "heading", {"action": ex.action_tile, "criteria": ex.criteria_tile})


def stage_words(stage: Stage) -> Text:
    """A stage with the count of sites left, as the prompt bar says it."""
    return Text(UI + "left", {"stage": stage.text, "n": len(stage.sites)})


def _tile_number(tile: Any) -> int:
    return int(str(tile).rpartition(":")[2]) if tile is not None else 0


def explain(plan: Mapping[str, Any]) -> Explanation:
    """An Automa turn in Texts. `plan`: `AutomaPlan.as_data()`, or the whole params of the
    `barrage.event.automa_revealed` event (which carries it under "plan"). Reads only."""
    if "plan" in plan:
        action, criteria = plan.get("action"), plan.get("criteria")
        plan = plan["plan"]
    else:
        action, criteria = None, None
    return Explanation(
        plan.get("seat"),
        int(action) if action is not None else _tile_number(plan.get("action_tile")),
        int(criteria) if criteria is not None else _tile_number(plan.get("criteria_tile")),
        tuple(_line(step) for step in plan["steps"]),
    )


def _line(step: Mapping[str, Any]) -> StepLine:
    action = step["action"]
    words = Text(f"barrage.automa.action.{action}")
    status = step["status"]
    params = dict(step.get("params") or {})
    detail = step.get("detail") or {}
    if status not in (PERFORMED, NOT_REACHED):
        # skipped, or unsupported (an action without a rule): said as the log says it
        why = Text(step.get("reason") or "barrage.automa.why.unsupported", params)
        return StepLine(step["index"], action, words, SKIPPED, why, params.get("structure"))
    if status == NOT_REACHED:
        return StepLine(step["index"], action, words, NOT_REACHED)
    structure = detail.get("structure")
    choice = detail.get("choice")
    if not choice or not structure:  # no site choice (a building, Leslie's External Works)
        return StepLine(step["index"], action, words, PERFORMED, structure=structure)
    n = len(choice["candidates"])
    why = site_reason(choice)
    return StepLine(
        step["index"],
        action,
        words,
        PERFORMED,
        structure=structure,
        site=choice["site"],
        choice=why if n == 1 else Text(UI + "site", {"n": n, "why": why}),
        chosen=Text(UI + "stage.chosen", {"structure": Text(f"barrage.structure.{structure}")}),
        stages=_stages(choice, structure),
    )


def _stages(choice: Mapping[str, Any], structure: str) -> tuple[Stage, ...]:
    """All the candidates, then each stage of the trace with the sites it kept; the trace ends
    when one site is left, so the last stage holds the chosen site alone."""
    candidates = tuple(choice["candidates"])
    n = len(candidates)
    first = Stage(
        CANDIDATES,
        Text(
            UI + "stage.candidates",
            {"structure": Text(f"barrage.structure.{structure}"), "n": n},
        ),
        Text(UI + "short.candidates", {"n": n}),
        candidates,
    )
    stages = [first]
    for step in choice["steps"]:
        words, short = _stage_text(step["stage"], step["rule"])
        if step.get("ignored"):
            words = Text(UI + "stage.ignored", {"stage": words})
        stages.append(
            Stage(step["stage"], words, short, tuple(step["kept"]), bool(step.get("ignored")))
        )
    return tuple(stages)


def _stage_text(stage: str, rule: str) -> tuple[Text, Text]:
    """(words, short words) naming a stage of the trace."""
    if stage == "criterion":
        criterion = Text(f"barrage.automa.criterion.{rule}")
        return Text(UI + "stage.criterion", {"criterion": criterion}), criterion
    if stage == "code":
        code = rule.removeprefix("code:")
        return Text(UI + "stage.code", {"code": code}), Text(UI + "short.code", {"code": code})
    if stage == "system":
        return Text(UI + "stage.system"), Text(UI + "short.system")
    if stage == "tile":
        words = Text(UI + f"stage.{rule}") if rule in TILE_RULES else site_reason_of(rule)
        return words, Text(UI + "short.tile")
    if rule == "non_red":
        return Text(UI + "stage.non_red"), Text(UI + "short.non_red")
    return site_reason_of(rule), site_reason_of(rule)  # a rule added later: the log's words


def site_reason_of(rule: str) -> Text:
    return Text(f"barrage.automa.site.{rule}")


# -- the panel -------------------------------------------------------------------------------------

PAD = 8.0
MARK = 18.0  # a step's mark
HEAD_PX = 16.0
TITLE_PX = 15.0
NOTE_PX = 14.0  # the least size read at arm's length; shrunk below only when nothing else fits
LEAST_PX = 12.0
ROW_GAP = 6.0
DONE = QColor("#5fa85a")
WRAP = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap)


@dataclass(frozen=True)
class Type:
    """The panel's type sizes: its heading, the steps' titles and their notes (None: left
    out, too small to read where the panel is drawn)."""

    head: float
    title: float
    note: float | None


@dataclass(frozen=True)
class Row:
    status: str
    title: str
    note: str | None


@dataclass(frozen=True)
class PanelLook:
    colour: str
    heading: str
    rows: tuple[Row, ...] = ()
    hint: str | None = None  # "tap to replay", when there is a site choice


def _capital(words: str) -> str:
    return words[:1].upper() + words[1:]


def panel_look(ex: Explanation | None, tr: Tr, colour: str) -> PanelLook:
    """The words the panel draws, in the table's language."""
    if ex is None:
        return PanelLook(colour, tr(Text(UI + "none")))
    rows = []
    said_not_reached = False  # once is enough: the dimmed rows after it say the same
    for s in ex.steps:
        title = s.words
        if s.structure and s.status == PERFORMED:
            structure = Text(f"barrage.structure.{s.structure}")
            title = Text("barrage.describe.automa_build", {"name": s.words, "structure": structure})
        note = s.reason if s.status == SKIPPED else s.choice
        if s.status == NOT_REACHED:
            note = None if said_not_reached else Text(UI + "not_reached")
            said_not_reached = True
        rows.append(Row(s.status, _capital(tr(title)), tr(note) if note is not None else None))
    hint = tr(Text(UI + "replay")) if ex.constructions else None
    return PanelLook(colour, tr(heading(ex)), tuple(rows), hint)


def _height(words: str, width: float, px: float, *, bold: bool = False) -> float:
    metrics = QFontMetricsF(font(px, bold=bold))
    return metrics.boundingRect(QRectF(0, 0, width, 1e6), WRAP, words).height()


class AutomaPanel(BoardItem):
    """The last Automa turn: a heading with the company's colour and the tiles, then one row
    per action with its mark (✓ performed, ✗ skipped, – not reached) and a line saying why."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(ELEMENT_ID, rounded(rect, 10), z=layers.ELEMENTS)
        self.rect = QRectF(rect)
        self.look: PanelLook | None = None
        self.note_px = NOTE_PX  # the size the notes were last laid out at
        self.saying = ""  # the stage of a site choice being replayed on the map, at the foot

    def say(self, words: str) -> None:
        """Show a replayed stage's words at the panel's foot ("": none)."""
        if words != self.saying:
            self.saying = words
            self.update()

    def lay_out(self, rect: QRectF) -> None:
        """Move the panel into `rect` (the scene's layout changed)."""
        self.rect = QRectF(rect)
        self.set_path(rounded(self.rect, 10))

    def show(self, explanation: Explanation | None, tr: Tr, colour: str) -> None:  # type: ignore[override]
        """Draw `explanation` (None: no Automa has played yet) in the company's `colour`."""
        new = panel_look(explanation, tr, colour)
        if new != self.look:  # an equal look again repaints nothing
            self.look = new
            self.update()

    @property
    def summary(self) -> str:
        """Everything the panel says, one line each (for a tooltip or a screen reader)."""
        if self.look is None:
            return ""
        lines = [self.look.heading]
        for r in self.look.rows:
            mark = {PERFORMED: "✓", SKIPPED: "✗"}.get(r.status, "–")
            lines.append(f"{mark} {r.title}" + (f": {r.note}" if r.note else ""))
        return "\n".join(lines + ([self.look.hint] if self.look.hint else []))

    def height_for(self, width: float) -> float:
        """The height the current look needs at full text size in a panel `width` wide."""
        if self.look is None:
            return 2 * PAD + MARK
        return self._needed(width, Type(HEAD_PX, TITLE_PX, NOTE_PX))

    # -- layout ---------------------------------------------------------------------------------

    def _text_width(self, width: float) -> float:
        return width - 2 * PAD - MARK - 6

    def _row_heights(self, width: float, t: Type) -> list[tuple[float, float]]:
        """(title height, note height) of each row."""
        assert self.look is not None
        w = self._text_width(width)
        return [
            (
                max(MARK, _height(r.title, w, t.title, bold=True)),
                _height(r.note, w, t.note) if r.note and t.note else 0.0,
            )
            for r in self.look.rows
        ]

    def _head_height(self, width: float, t: Type) -> float:
        assert self.look is not None
        return max(MARK, _height(self.look.heading, self._text_width(width), t.head, bold=True))

    def _needed(self, width: float, t: Type) -> float:
        assert self.look is not None
        rows = sum(h + n + ROW_GAP for h, n in self._row_heights(width, t))
        hint = self.look.hint if t.note else None
        hint_h = _height(hint, width - 2 * PAD, t.note) + ROW_GAP if hint else 0
        return 2 * PAD + self._head_height(width, t) + ROW_GAP * 1.5 + rows + hint_h

    def _type(self, floor: float) -> Type:
        """The type the panel draws with where the least type that reads is `floor`: each size
        grown to it; the notes the largest (from NOTE_PX down to LEAST_PX) at which everything
        fits, and where nothing under the floor fits, none (the tooltip says them)."""
        head, title = max(HEAD_PX, floor), max(TITLE_PX, floor)
        px = max(NOTE_PX, floor)
        least = max(LEAST_PX, floor)
        while px > least and self._needed(self.rect.width(), Type(head, title, px)) > (
            self.rect.height()
        ):
            px -= 0.5
        fits = self._needed(self.rect.width(), Type(head, title, px)) <= self.rect.height()
        if not fits and floor > LEAST_PX:
            return Type(head, title, None)
        return Type(head, title, px)

    # -- drawing --------------------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        p = painter
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(look.PANEL_EDGE, 2))
        p.setBrush(look.PANEL_BG)
        p.drawRoundedRect(self.rect, 10, 10)
        if self.look is None:
            return
        p.save()
        p.setClipRect(self.rect.adjusted(1, 1, -1, -1))  # the last rows' words, when too many
        t = self._type(least_type(p))
        self.note_px = t.note or 0.0
        self._draw(p, t)
        if self.saying:
            self._draw_saying(p, max(t.title, NOTE_PX))
        p.restore()

    def _draw_saying(self, p: QPainter, px: float) -> None:
        """The replayed stage in a box at the foot, over the last rows if they reach it."""
        w = self.rect.width() - 2 * PAD
        h = _height(self.saying, w - 2 * PAD, px, bold=True) + PAD
        box = QRectF(self.rect.left() + PAD, self.rect.bottom() - PAD - h, w, h)
        p.setPen(QPen(look.ACTIVE, 2))
        p.setBrush(look.PANEL_BG)
        p.drawRoundedRect(box.adjusted(-2, -2, 2, 2), 6, 6)
        draw_words(
            p, box.adjusted(PAD, PAD / 2, -PAD, 0), self.saying, px, look.INK, align=WRAP, bold=True
        )

    def _draw(self, p: QPainter, t: Type) -> None:
        lk = self.look
        assert lk is not None
        r = self.rect.adjusted(PAD, PAD, -PAD, -PAD)
        text_left = r.left() + MARK + 6
        w = r.right() - text_left
        head_h = self._head_height(self.rect.width(), t)
        colour = QColor(lk.colour)
        p.setPen(QPen(look.INK if colour.lightness() < 110 else look.INK_DARK, 1.5))
        p.setBrush(colour)
        p.drawEllipse(QPointF(r.left() + MARK / 2, r.top() + MARK / 2), MARK / 2, MARK / 2)
        quiet = not lk.rows
        draw_words(
            p,
            QRectF(text_left, r.top(), w, head_h),
            lk.heading,
            t.head,
            look.INK,
            align=WRAP,
            bold=not quiet,
        )
        if quiet:
            return
        y = r.top() + head_h + ROW_GAP * 1.5
        for row, (title_h, note_h) in zip(
            lk.rows, self._row_heights(self.rect.width(), t), strict=True
        ):
            dim = row.status == NOT_REACHED
            _mark(p, QPointF(r.left() + MARK / 2, y + MARK / 2), row.status)
            ink = look.MUTED if dim else look.INK if row.status == PERFORMED else look.INK_SOFT
            draw_words(
                p, QRectF(text_left, y, w, title_h), row.title, t.title, ink, align=WRAP, bold=True
            )
            y += title_h
            if row.note and t.note:
                note_ink = look.MUTED if dim else look.INK_SOFT
                draw_words(
                    p,
                    QRectF(text_left, y, w, note_h),
                    row.note,
                    t.note,
                    note_ink,
                    align=WRAP,
                    bold=False,
                )
                y += note_h
            y += ROW_GAP
        if not lk.hint or not t.note:
            return
        hint_h = _height(lk.hint, r.width(), t.note)
        if y + hint_h <= r.bottom() + PAD:  # the hint goes first when squeezed
            draw_words(
                p,
                QRectF(r.left(), y, r.width(), hint_h),
                lk.hint,
                t.note,
                look.MUTED,
                align=WRAP,
                bold=False,
            )


def _mark(p: QPainter, at: QPointF, status: str) -> None:
    """✓ in green, ✗ in red, – in grey: drawn, so no font needs the glyphs."""
    r = MARK / 2
    fill = {PERFORMED: DONE, SKIPPED: look.FEE_EDGE}.get(status)
    p.setPen(QPen(look.MUTED, 1.5) if fill is None else Qt.PenStyle.NoPen)
    p.setBrush(fill if fill is not None else Qt.BrushStyle.NoBrush)
    p.drawEllipse(at, r, r)
    path = QPainterPath()
    x, y = at.x(), at.y()
    if status == PERFORMED:
        path.moveTo(x - r * 0.5, y + r * 0.02)
        path.lineTo(x - r * 0.12, y + r * 0.42)
        path.lineTo(x + r * 0.52, y - r * 0.38)
    elif status == SKIPPED:
        path.moveTo(x - r * 0.4, y - r * 0.4)
        path.lineTo(x + r * 0.4, y + r * 0.4)
        path.moveTo(x - r * 0.4, y + r * 0.4)
        path.lineTo(x + r * 0.4, y - r * 0.4)
    else:
        path.moveTo(x - r * 0.45, y)
        path.lineTo(x + r * 0.45, y)
    ink = look.MUTED if fill is None else look.INK
    p.setPen(QPen(ink, 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path)


# -- the replay on the map -------------------------------------------------------------------------

STEP_MS = 700
HOLD_MS = 1200  # the chosen site alone, before the lights go out

Frame = tuple[dict[str, str | None], str, int]  # lit sites with labels, words, how long


class SiteReplay(QObject):
    """Walks each construction's site choice: every stage lights the sites still in play (the
    stage's short words on the first one) and says the stage; then the chosen site alone, then
    the lights go out. Works from an Explanation only, so it cannot change the rules' state."""

    finished = Signal()  # the replay ended (played through or skipped)
    said = Signal(str)  # a stage's words, as they are said

    def __init__(
        self,
        light: Callable[[dict[str, str | None]], None],
        clear: Callable[[], None],
        say: Callable[[str], None],
        *,
        step_ms: int = STEP_MS,
        hold_ms: int = HOLD_MS,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._light = light
        self._clear = clear
        self._say = say
        self.step_ms = step_ms
        self.hold_ms = hold_ms
        self._frames: list[Frame] = []
        self._running = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next)

    @property
    def running(self) -> bool:
        return self._running

    def play(self, explanation: Explanation, tr: Tr) -> bool:
        """Start (or start again) the replay; False, and nothing lit, when the turn chose no
        site."""
        frames = self.frames(explanation, tr)
        if self._running:
            self._timer.stop()
            self._clear()
        self._frames = frames
        self._running = bool(frames)
        if frames:
            self._next()
        return bool(frames)

    def frames(self, explanation: Explanation, tr: Tr) -> list[Frame]:
        """What the replay shows, in order."""
        out: list[Frame] = []
        for line in explanation.constructions:
            assert line.site is not None and line.chosen is not None
            for stage in line.stages:
                label = tr(stage.short)
                lit = {s: (label if k == 0 else None) for k, s in enumerate(stage.sites)}
                out.append((lit, tr(stage_words(stage)), self.step_ms))
            chosen = {line.site: tr(Text(UI + "short.chosen"))}
            out.append((chosen, tr(line.chosen), self.hold_ms))
        return out

    def skip(self) -> None:
        """End the replay at once: the lights go out."""
        if self._running:
            self._end()

    def _next(self) -> None:
        if not self._frames:
            self._end()
            return
        lit, words, ms = self._frames.pop(0)
        self._light(lit)
        self._say(words)
        self.said.emit(words)
        self._timer.start(ms)

    def _end(self) -> None:
        self._timer.stop()
        self._frames = []
        self._running = False
        self._clear()
        self.finished.emit()
