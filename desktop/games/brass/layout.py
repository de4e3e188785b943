"""Where everything on a Brass board goes, in scene units (about pixels on a 1920×1080 screen).

The map keeps north up, as on the printed boards: a player looks for Birmingham south of Walsall
and Liverpool on the coast. Both maps' data are near square, so the map is only stretched a
little east–west (room for a town's row of slots) and the table shows the panel beside it.
Each location is a card (its name, its slots in a row, or two rows of two) placed at the data's
x/y; cards that would overlap, or that a route would run across, are pushed apart a little at
a time until none does, so crowded corners (Manchester's ring of mill towns, the Black Country)
stay where they are on the map while every slot keeps its room.

The panel's parts (markets, the progress track, the era) lie below the map, each apart from the
others, and the seats' zones far below those, out of the board view's sight.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF

from rules.brass.core.board import Board, Location

# -- the map --------------------------------------------------------------------------------------
MAP_H = 880.0  # the map's height; its width follows the data's proportions
STRETCH = 1.3  # east–west against north–south: a town's slots lie in a row
MARGIN = 26.0  # between the outermost cards and the map's edge
SLOT = 54.0  # a build slot (and a merchant space) is this square
SLOT_GAP = 6.0
PAD = 6.0  # inside a card, around its slots
NAME_H = 25.0  # a card's name banner
GAP = 36.0  # the least room between two cards (routes and their link tiles run there)
ROUTE_ROOM = 10.0  # the least room between a route and a card it does not reach
DISTANT_SIZE = QSizeF(96.0, 432.0)  # Lancashire's distant cotton market: its pile over its track

# -- the panel and the seats ----------------------------------------------------------------------
PANEL_AT = QPointF(8.0, 1600.0)
APART = 200.0  # between two parts: no part's view shows a neighbour's edge
PARTS = {
    "era": QSizeF(680.0, 170.0),  # era, round, deck, discards, turn order (Lancashire's tile)
    "actions": QSizeF(560.0, 170.0),  # the action board: where a card is played
    "markets": QSizeF(560.0, 250.0),  # coal and iron
    "track": QSizeF(560.0, 330.0),  # the progress track: VP and income markers
}
# The panel's arrangements, columns of parts top down: a column beside the map, two or three
# columns under it.
PANEL_SHAPES = (
    (("era", "actions", "markets", "track"),),
    (("era", "actions", "markets"), ("track",)),
    (("era", "actions"), ("markets",), ("track",)),
    (("actions", "era"), ("markets", "track")),
)
ZONES_AT = PANEL_AT.y() + 1000.0
ZONE_SIZE = (350.0, 220.0)  # a desk's zone, until the table says how large each is


def slot_grid(count: int) -> tuple[int, int]:
    """Columns and rows of a card's slots: a row of up to three, two rows of two for four."""
    return (2, 2) if count == 4 else (max(count, 1), 1)


def card_size(loc: Location, name_width: float, spaces: int) -> QSizeF:
    """A location's card: the name banner over its slots (or merchant spaces); an outside
    location's over its printed icons; a farm brewery's slot alone with a small banner."""
    if loc.kind == "farm":
        return QSizeF(max(SLOT + 2 * PAD, name_width + 12), SLOT + 2 * PAD + 17)
    if loc.kind in ("merchant", "outside") and not spaces:
        return QSizeF(max(112.0, name_width + 18), NAME_H + 34 + PAD)  # its printed icons
    if spaces:
        cols, rows = spaces + 1, 1  # the merchant spaces and the beer bonus
    else:
        cols, rows = slot_grid(len(loc.slots))
    width = cols * SLOT + (cols - 1) * SLOT_GAP + 2 * PAD
    height = NAME_H + rows * SLOT + (rows - 1) * SLOT_GAP + 2 * PAD
    return QSizeF(max(width, name_width + 18), height)


def slot_rects(card: QRectF, count: int, *, banner: float = NAME_H) -> list[QRectF]:
    """The squares of a card's slots (or spaces), centred under its banner."""
    cols = slot_grid(count)[0]
    width = cols * SLOT + (cols - 1) * SLOT_GAP
    left = card.center().x() - width / 2
    top = card.top() + banner + PAD
    return [
        QRectF(
            left + (i % cols) * (SLOT + SLOT_GAP), top + (i // cols) * (SLOT + SLOT_GAP), SLOT, SLOT
        )
        for i in range(count)
    ]


@dataclass(frozen=True)
class MapLayout:
    rect: QRectF  # the map: every card, route and the distant market lie inside it
    cards: dict[str, QRectF]  # location id -> its card
    distant: QRectF | None  # Lancashire's distant cotton market

    def center(self, loc: str) -> QPointF:
        return self.cards[loc].center()


def lay_out_map(
    board: Board,
    name_widths: Mapping[str, float],
    spaces: Mapping[str, int],
    distant_at: tuple[float, float] | None = None,
) -> MapLayout:
    """Cards for every location (and the distant market's box, where the map has one) placed
    from the data's x/y and pushed apart until no two overlap and no route crosses a card."""
    locs = list(board.locations.values())
    xs = [loc.x for loc in locs] + ([distant_at[0]] if distant_at else [])
    ys = [loc.y for loc in locs] + ([distant_at[1]] if distant_at else [])
    left, top = min(xs), min(ys)
    scale_y = (MAP_H - 2 * MARGIN - 90) / (max(ys) - top)
    scale_x = scale_y * STRETCH
    width = (max(xs) - left) * scale_x + 2 * MARGIN + 150
    bounds = QRectF(8.0, 8.0, width, MAP_H)
    inner = bounds.adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)
    origin = QPointF(inner.left() + 75, inner.top() + 45)

    def at(x: float, y: float) -> QPointF:
        return QPointF(origin.x() + (x - left) * scale_x, origin.y() + (y - top) * scale_y)

    ids = [loc.id for loc in locs]
    sizes = [card_size(loc, name_widths.get(loc.id, 0.0), spaces.get(loc.id, 0)) for loc in locs]
    points = [at(loc.x, loc.y) for loc in locs]
    if distant_at is not None:
        ids.append("")
        sizes.append(DISTANT_SIZE)
        points.append(at(*distant_at))
    routes: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
    for link in board.links.values():
        a, b, *third = (ids.index(end) for end in link.ends)
        routes.append(((a,), (b,)))
        routes += [((c,), (a, b)) for c in third]  # a third end joins the others' middle
    centres = _separate(points, sizes, routes, inner)
    cards = {
        ids[i]: QRectF(c.x() - s.width() / 2, c.y() - s.height() / 2, s.width(), s.height())
        for i, (c, s) in enumerate(zip(centres, sizes, strict=True))
    }
    distant = cards.pop("", None)
    return MapLayout(bounds, cards, distant)


def _separate(
    points: list[QPointF],
    sizes: list[QSizeF],
    routes: Iterable[tuple[tuple[int, ...], tuple[int, ...]]],
    inside: QRectF,
    rounds: int = 600,
) -> list[QPointF]:
    """Push cards apart, a little each round, until no two overlap (with GAP between) and no
    route runs across a card it does not reach; every card stays inside `inside`. Where the
    pushes end in a cycle (two routes pushing a card back and forth), the cycle is not run out:
    the cards stand where it would leave them at the last round."""
    pos = [[p.x(), p.y()] for p in points]
    half = [(s.width() / 2, s.height() / 2) for s in sizes]
    routes = list(routes)
    n = len(pos)
    left, right, top, bottom = inside.left(), inside.right(), inside.top(), inside.bottom()
    seen: dict[tuple[float, ...], int] = {}  # the cards' places after a round (to 0.01)
    states: list[list[list[float]]] = []
    for done in range(rounds):
        moved = False
        for i in range(n):
            for j in range(i + 1, n):
                moved |= _part(pos, half, i, j)
        for a, b in routes:
            moved |= _clear_route(pos, half, a, b)
        for i in range(n):
            hw, hh = half[i]
            pos[i][0] = min(max(pos[i][0], left + hw), right - hw)
            pos[i][1] = min(max(pos[i][1], top + hh), bottom - hh)
        if not moved:
            break
        key = tuple(round(v, 2) for p in pos for v in p)
        if key in seen:  # a cycle: where it stands after the last round
            first = seen[key]
            pos = states[first + (rounds - 1 - first) % (done - first)]
            break
        seen[key] = done
        states.append([p[:] for p in pos])
    return [QPointF(x, y) for x, y in pos]


def _part(pos: list[list[float]], half: list[tuple[float, float]], i: int, j: int) -> bool:
    """Move two overlapping cards apart along the axis they overlap least on."""
    pi, pj = pos[i], pos[j]
    dx, dy = pj[0] - pi[0], pj[1] - pi[1]
    (hwi, hhi), (hwj, hhj) = half[i], half[j]
    over_x = hwi + hwj + GAP - abs(dx)
    if over_x <= 0:
        return False
    over_y = hhi + hhj + GAP - abs(dy)
    if over_y <= 0:
        return False
    if over_x / (hwi + hwj) < over_y / (hhi + hhj):
        step = (over_x / 2 + 0.5) * (1 if dx >= 0 else -1)
        pi[0] -= step
        pj[0] += step
    else:
        step = (over_y / 2 + 0.5) * (1 if dy >= 0 else -1)
        pi[1] -= step
        pj[1] += step
    return True


def _end(pos: list[list[float]], cards: tuple[int, ...]) -> tuple[float, float]:
    """A route's end: a card's centre, or the middle of two (a three-way route's third end)."""
    if len(cards) == 1:
        x, y = pos[cards[0]]
        return x, y
    return (
        sum(pos[k][0] for k in cards) / len(cards),
        sum(pos[k][1] for k in cards) / len(cards),
    )


def _clear_route(
    pos: list[list[float]],
    half: list[tuple[float, float]],
    a: tuple[int, ...],
    b: tuple[int, ...],
) -> bool:
    """Move every card a route runs across (but does not reach) off it, sideways."""
    px, py = _end(pos, a)
    qx, qy = _end(pos, b)
    dx, dy = qx - px, qy - py
    length = math.hypot(dx, dy)
    if length < 1e-6:
        return False
    ux, uy = dx / length, dy / length
    moved = False
    for k, at in enumerate(pos):
        if k in a or k in b:
            continue
        hw, hh = half[k]
        cx, cy = at[0] - px, at[1] - py
        along = cx * ux + cy * uy
        if along < -hw or along > length + hw:
            continue
        side = -cx * uy + cy * ux  # the card's centre from the route, across it
        reach = abs(uy) * hw + abs(ux) * hh + ROUTE_ROOM  # the card's half-width across it
        if abs(side) >= reach:
            continue
        push = (reach - abs(side) + 0.5) * (1 if side >= 0 else -1)
        at[0] += -uy * push * 0.5
        at[1] += ux * push * 0.5
        moved = True
    return moved


# -- the panel and the seats ----------------------------------------------------------------------


def part_rects() -> dict[str, QRectF]:
    """Each panel part's rect, side by side below the map, far apart."""
    rects: dict[str, QRectF] = {}
    x = PANEL_AT.x()
    for name, size in PARTS.items():
        rects[name] = QRectF(QPointF(x, PANEL_AT.y()), size)
        x += size.width() + APART
    return rects


ZONES = QPointF(PANEL_AT.x(), ZONES_AT)  # the seats' zones (`desktop.board.zones`), far below
