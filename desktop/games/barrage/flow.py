"""Water you can see: drops gliding along the river, and what a water move would do before it is
confirmed.

Pure (no Qt): `drop_paths(events)` reads each drop's way from the rules' events (drop_stored /
drop_left of a move, drop_flowed of the Water Flow phase); `flow_preview(rules, state, action)`
plays a Water Management or production action on a clone and says where every drop ends, what the
production yields and which contracts it could fulfil. The rules compute it all, so a preview can
never disagree with what confirming does.

Qt: `node_points(layout)` places every river node in the scene; `FlowAnimation` glides one drop
ghost per path, one after another, the whole flow within MOST_MS (skippable by `finish`);
`PreviewMarks` puts a badge on each node where drops would end and the energy by the powerhouse.
Nothing here changes the rules' state or a real item: ghosts and badges take no mouse.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem
from shiboken6 import isValid

from desktop.board import layers
from desktop.board.drawn import Decor
from desktop.board.paint_kit import font
from desktop.board.scene import place_tag
from desktop.games.barrage import look
from desktop.games.barrage.layout import MapLayout
from desktop.games.barrage.mapitems import drop_shape
from rules.barrage.actions import Produce, ProduceNow, Water
from rules.barrage.contracts import contract_options, requirement
from rules.barrage.river import group_id, river_map
from rules.core.actions import Action
from rules.core.errors import IllegalAction
from rules.core.events import Event
from rules.core.ruleset import Ruleset
from rules.core.text import Text

Tr = Callable[[Text], str]

DROP_KEYS = ("barrage.event.drop_stored", "barrage.event.drop_left", "barrage.event.drop_flowed")
PLACED = "barrage.event.drops_placed"  # drops put on a headstream to wait for the Water Flow
PRODUCED = "barrage.event.produced"
ENERGY_KEYS = ("barrage.event.energy_produced", "barrage.event.energy_gained")
# after these the move is over and the rules run the next phases on their own (a clone may get
# there): the preview shows the move's own water only
PHASE_OVER = "barrage.event.actions_over"


# -- pure: paths and previews --------------------------------------------------------------------


def drop_paths(events: Iterable[Event]) -> list[tuple[str, ...]]:
    """Each drop's river nodes from its start (a headstream or a powerhouse group) to its end (a
    dam site or an exit), in the order the drops flowed."""
    paths: list[tuple[str, ...]] = []
    for e in events:
        if e.key not in DROP_KEYS or e.moved is None:
            continue
        start, end = e.moved
        # drop_flowed words its start as a Text; `moved` always has the node id
        first = e.params.get("start")
        if not isinstance(first, str):
            first = start
        path = tuple(e.params.get("path") or (end,))
        paths.append((first, *path))
    return paths


@dataclass(frozen=True)
class FlowPreview:
    """What a Water Management or production move would do to the water, and its energy."""

    seat: int  # who moves
    ends: dict[str, int]  # node -> drops the move leaves there: dam sites, exits, headstreams
    paths: tuple[tuple[str, ...], ...]  # each flowing drop's nodes, start first, in order
    waiting: dict[str, int]  # headstream -> every drop waiting there after the move
    dams: dict[str, int]  # dam site -> drops it holds after the move
    powerhouse: str | None = None  # a production's powerhouse site
    energy: int = 0  # a production's E: what may fulfil a contract
    gained: dict[int, int] = field(default_factory=dict)  # seat -> energy track steps (all)
    contracts: tuple[str, ...] = ()  # contracts the production could fulfil (first pick)
    needs: tuple[int, ...] = ()  # their requirements for this seat (France's discount counted)

    @property
    def production(self) -> bool:
        return self.powerhouse is not None

    @property
    def extra(self) -> int:
        """Energy on the mover's track beyond E (Italy's +3, the USA's natural flow)."""
        return self.gained.get(self.seat, 0) - self.energy


def _mover(rules: Ruleset, state: Any) -> int | None:
    prompt = rules.prompt(state)
    return prompt.seat if prompt is not None else None


def flow_preview(rules: Ruleset, state: Any, action: Action) -> FlowPreview | None:
    """Where every drop of `action` (a Water, Produce or ProduceNow) would end, and a
    production's energy and contracts; None for another action or one not legal now. Played on
    `rules.clone(state)`: `state` is never touched."""
    if not isinstance(action, Water | Produce | ProduceNow):
        return None
    seat = _mover(rules, state)
    if seat is None:
        return None
    after = rules.clone(state)
    try:
        events = rules.apply(after, action)
    except IllegalAction:
        return None
    cut = next((i for i, e in enumerate(events) if e.key == PHASE_OVER), len(events))
    own = events[:cut]
    paths = drop_paths(own)
    ends: dict[str, int] = {}
    for path in paths:
        ends[path[-1]] = ends.get(path[-1], 0) + 1
    gained: dict[int, int] = {}
    energy = 0
    for e in own:
        if e.key == PLACED:
            head = e.params["headstream"]
            ends[head] = ends.get(head, 0) + int(e.params["n"])
        elif e.key in ENERGY_KEYS and e.seat is not None:
            gained[e.seat] = gained.get(e.seat, 0) + int(e.params["n"])
        elif e.key == PRODUCED and e.seat == seat:
            energy = int(e.params["energy"])
    powerhouse = None
    contracts: tuple[str, ...] = ()
    needs: tuple[int, ...] = ()
    if not isinstance(action, Water):
        powerhouse = action.powerhouse
        # asked on the state after the production, as the rules ask it (§6.1)
        contracts = tuple(contract_options(after, seat, energy))
        needs = tuple(requirement(after, seat, c) for c in contracts)
    return FlowPreview(
        seat=seat,
        ends=ends,
        paths=tuple(paths),
        waiting={h: n for h, n in after.headstreams.items() if n},
        dams={site: dam.drops for site, dam in after.dams.items()},
        powerhouse=powerhouse,
        energy=energy,
        gained=gained,
        contracts=contracts,
        needs=needs,
    )


# -- Qt: where the nodes stand ---------------------------------------------------------------------


def node_points(layout: MapLayout) -> dict[str, QPointF]:
    """The scene point of every river node as the layout draws it: headstreams, dam sites and
    powerhouse groups at their centres (all on their basin's spine), exits where the water leaves
    the map; also each powerhouse site and basin box (for marks beside them)."""
    m = river_map()
    points: dict[str, QPointF] = {}
    for head, rect in layout.headstreams.items():
        points[head] = rect.center()
    for basin in m.basins.values():
        box = layout.basins[basin.id]
        points[basin.id] = box.center()
        if basin.powerhouses:
            group = group_id(basin.number)
            points[group] = layout.groups[group].center()
    for site, rect in layout.dams.items():
        points[site] = rect.center()
    for site, rect in layout.powerhouses.items():
        points[site] = rect.center()
    for exit_id, at in layout.exits.items():
        points[exit_id] = QPointF(at)
    return points


def river_route(path: Sequence[str], points: dict[str, QPointF]) -> QPainterPath:
    """The way a drop glides through `path`'s nodes: down a basin's spine in a straight line,
    between basins a curve leaving and arriving straight down (as the rivers are drawn), and to
    an exit down, then sideways off the map. Nodes without a point are skipped."""
    at = [(node, points[node]) for node in path if node in points]
    route = QPainterPath(at[0][1] if at else QPointF())
    for (_, a), (node, b) in pairwise(at):
        if node.startswith("exit:"):
            turn = min(30.0, abs(b.x() - a.x()) / 2)
            side = -turn if b.x() < a.x() else turn
            route.lineTo(QPointF(a.x(), b.y() - turn))
            route.quadTo(QPointF(a.x(), b.y()), QPointF(a.x() + side, b.y()))
            route.lineTo(b)
        elif abs(a.x() - b.x()) < 0.5:
            route.lineTo(b)
        else:
            bend = max((b.y() - a.y()) * 0.5, 20.0)
            route.cubicTo(QPointF(a.x(), a.y() + bend), QPointF(b.x(), b.y() - bend), b)
    return route


# -- Qt: drops gliding -----------------------------------------------------------------------------

GLIDE_MS = 900.0  # the longest drop's glide when few drops flow
STAGGER_MS = 220.0  # between two drops' starts when few flow
FADE_MS = 150.0  # a drop fades where it ended (the map shows it there by then)
MOST_MS = 1800.0  # a whole flow at most (the issue: 2 s): many drops glide and follow faster
SHORTEST = 0.35  # a drop's glide is at least this share of the longest (a hop into a near dam)
DROP_SIZE = 28.0  # a little larger than the map's drops: the eye follows it

_EASE = QEasingCurve(QEasingCurve.Type.InOutQuad)


class DropGhost(Decor):
    """One drop on its way: above every layer, deaf to the mouse, never a board element; its
    look is its colour."""

    def __init__(self, colour: QColor, size: float) -> None:
        self.shape_path = drop_shape(QPointF(), size)
        bounds = self.shape_path.boundingRect().adjusted(-1, -1, 1, 1)  # Decor adds 2 round
        super().__init__(bounds, colour, z=layers.ANIMATIONS)
        self.setAcceptHoverEvents(False)
        self.setVisible(False)  # until its turn comes

    def draw(self, painter: QPainter) -> None:
        # a light halo: a blue drop on the blue river must still stand out
        painter.setPen(QPen(look.INK, 4.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self.shape_path)
        painter.setPen(QPen(look.INK_DARK, 1.5))
        painter.setBrush(self.look)
        painter.drawPath(self.shape_path)


@dataclass
class _Glide:
    ghost: DropGhost
    route: QPainterPath
    start: float  # ms into the flow
    length: float  # ms of the glide itself (the fade follows)

    def frame(self, now: float) -> None:
        if not isValid(self.ghost):
            return
        t = now - self.start
        if t < 0 or t > self.length + FADE_MS:
            self.ghost.setVisible(False)
            return
        p = _EASE.valueForProgress(min(t / self.length, 1.0)) if self.length else 1.0
        self.ghost.setPos(self.route.pointAtPercent(p))
        self.ghost.setOpacity(1.0 - max(t - self.length, 0.0) / FADE_MS)
        self.ghost.setVisible(True)


def timing(lengths: Sequence[float]) -> list[tuple[float, float]]:
    """(start, glide) in ms of each drop whose route is this long: one after another, the longest
    glide GLIDE_MS, shorter ones shorter (not below SHORTEST of it); everything scaled down
    together so the whole flow, fades included, lasts at most MOST_MS."""
    if not lengths:
        return []
    longest = max(max(lengths), 1e-6)
    glides = [GLIDE_MS * max(SHORTEST, n / longest) for n in lengths]
    starts = [i * STAGGER_MS for i in range(len(lengths))]
    total = max(s + g for s, g in zip(starts, glides, strict=True)) + FADE_MS
    k = min(1.0, (MOST_MS - FADE_MS) / (total - FADE_MS))
    return [(s * k, g * k) for s, g in zip(starts, glides, strict=True)]


class FlowAnimation(QObject):
    """Drops gliding along the river, one ghost per path, one after another. `play(paths)`
    starts (finishing any flow still running), `finish()` jumps to the end: ghosts gone."""

    def __init__(
        self,
        scene: QGraphicsScene,
        points: dict[str, QPointF],
        colour: QColor = look.DROP,
        *,
        size: float = DROP_SIZE,
    ) -> None:
        super().__init__(scene)
        self.scene, self.points, self.colour, self.size = scene, points, colour, size
        self._glides: list[_Glide] = []
        self._clock: QVariantAnimation | None = None
        self._length = 0.0

    @property
    def running(self) -> bool:
        return self._clock is not None

    @property
    def duration(self) -> float:
        """How long the flow being played lasts, in ms (0 when none is)."""
        return self._length if self._clock is not None else 0.0

    def ghosts(self) -> list[DropGhost]:
        """The drops on their way now (for tests)."""
        return [g.ghost for g in self._glides if isValid(g.ghost)]

    def play(self, paths: Sequence[Sequence[str]]) -> None:
        """Glide a drop along each path (river node ids, start first), in order."""
        self.finish()
        routes = [river_route(p, self.points) for p in paths]
        routes = [r for r in routes if r.elementCount() > 1]  # a path with no known way: no drop
        if not routes:
            return
        plan = timing([r.length() for r in routes])
        for route, (start, length) in zip(routes, plan, strict=True):
            ghost = DropGhost(self.colour, self.size)
            self.scene.addItem(ghost)
            self._glides.append(_Glide(ghost, route, start, length))
        self._length = max(s + g for s, g in plan) + FADE_MS
        clock = QVariantAnimation(self)
        clock.setStartValue(0.0)
        clock.setEndValue(self._length)
        clock.setDuration(max(1, round(self._length)))
        clock.valueChanged.connect(self._frame)
        clock.finished.connect(self.finish)
        self._clock = clock
        self._frame(0.0)
        clock.start()

    def finish(self) -> None:
        """Skip to the end: every ghost removed at once."""
        clock, self._clock = self._clock, None
        if clock is not None:
            clock.stop()
            clock.deleteLater()
        for glide in self._glides:
            if isValid(glide.ghost) and glide.ghost.scene() is not None:
                glide.ghost.scene().removeItem(glide.ghost)
        self._glides = []

    def _frame(self, now: object) -> None:
        for glide in self._glides:
            glide.frame(float(now))  # type: ignore[arg-type]


# -- Qt: the preview's marks -----------------------------------------------------------------------

BADGE_FILL = QColor(look.PANEL_BG)
BADGE_FILL.setAlpha(235)
ROOF = 1.6  # in type sizes: from a powerhouse's centre to its roof, about (Sizes: 42 / 2 / 16)


class Badge(QGraphicsItem):
    """A pill with a line or two of text, centred on its position; deaf to the mouse."""

    def __init__(self, lines: Sequence[str], px: float, edge: QColor, ink: QColor) -> None:
        super().__init__()
        self.lines, self.px, self.edge, self.ink = list(lines), px, edge, ink
        metrics = QFontMetricsF(font(px, bold=True))
        w = max(metrics.horizontalAdvance(line) for line in self.lines) + px * 1.2
        h = metrics.height() * len(self.lines) + px * 0.5
        self.rect = QRectF(-w / 2, -h / 2, w, h)
        self.setZValue(layers.OVERLAYS)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: object = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.edge, max(2.0, self.px / 8)))
        painter.setBrush(BADGE_FILL)
        r = self.rect.height() / 2 if len(self.lines) == 1 else self.px * 0.6
        painter.drawRoundedRect(self.rect, r, r)
        painter.setFont(font(self.px, bold=True))
        painter.setPen(self.ink)
        painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, "\n".join(self.lines))


class PreviewMarks:
    """The preview of a water move on the map: "+2 drops" on each dam, exit and headstream where
    the move leaves drops, and a production's energy (and the contracts it could fulfil) over
    its powerhouse. `show` replaces what was shown, `clear` removes it."""

    def __init__(self, scene: QGraphicsScene, *, px: float = 16.0) -> None:
        self.scene, self.px = scene, px
        self.items: list[Badge] = []

    def show(self, preview: FlowPreview, points: dict[str, QPointF], tr: Tr) -> None:
        self.clear()
        for node, n in preview.ends.items():
            at = points.get(node)
            if at is None:
                continue
            if node.startswith("headstream:"):
                key = "barrage.ui.flow.waiting"
            elif node.startswith("exit:"):
                key = "barrage.ui.flow.leave"
            else:
                key = "barrage.ui.flow.drops"
            badge = self._add([tr(Text(key, {"n": n}))], look.RIVER)
            if node.startswith("exit:"):  # at the map's edge: slide it inwards
                half = badge.rect.width() / 2
                at = QPointF(at.x() + (half if node == "exit:left" else -half), at.y())
            self._put(badge, at)
        if preview.powerhouse is not None:
            at = points.get(preview.powerhouse) or points.get(
                group_id(river_map().powerhouses[preview.powerhouse].basin)
            )
            if at is not None:
                self._energy(preview, at, tr)

    def _energy(self, preview: FlowPreview, at: QPointF, tr: Tr) -> None:
        if preview.extra > 0:
            lines = [
                tr(
                    Text(
                        "barrage.ui.flow.energy_extra",
                        {"n": preview.energy, "extra": preview.extra},
                    )
                )
            ]
        else:
            lines = [tr(Text("barrage.ui.flow.energy", {"n": preview.energy}))]
        if preview.needs:
            needs = sorted(set(preview.needs))
            lines.append(tr(Text("barrage.ui.flow.contracts", {"needs": needs})))
        else:
            lines.append(tr(Text("barrage.ui.flow.no_contract", {})))
        badge = self._add(lines, look.ENERGY)
        # on the powerhouse's roof: the site itself and the drops' way stay in sight
        self._put(badge, QPointF(at.x(), at.y() - ROOF * self.px - badge.rect.height() / 2))

    def _put(self, badge: Badge, at: QPointF) -> None:
        """Centred on `at` unless that covers a mark shown before (a basin's two dams lie
        close): then beside it, where it covers none (`place_tag`)."""
        badge.setPos(at)
        shown = [b.sceneBoundingRect() for b in self.items if b is not badge]
        if any(badge.sceneBoundingRect().intersects(r) for r in shown):
            spot = place_tag(QRectF(at.x() - 1, at.y() - 1, 2, 2), badge.rect.size(), [], shown)
            badge.setPos(spot.center())

    def _add(self, lines: Sequence[str], edge: QColor) -> Badge:
        badge = Badge(lines, self.px, edge, look.INK)
        self.scene.addItem(badge)
        self.items.append(badge)
        return badge

    def clear(self) -> None:
        for item in self.items:
            if isValid(item) and item.scene() is not None:
                item.scene().removeItem(item)
        self.items = []
