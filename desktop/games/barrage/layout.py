"""Where everything on the Barrage map goes, in scene units (about screen pixels when the map
fills a table screen).

The printed map has no coordinates we may use, so the map is a schematic of the river graph
(`rules.barrage.river.river_map()`): water reads top to bottom. The headstreams sit in a strip at
the top, then one row of basins per area (mountains, hills, the upper plains, the lower plains),
then the exits at the bottom. Mountain basins stand under their headstreams, left to right; every
other basin stands at the mean x of the basins that drain into it, so a river runs almost straight
down. Inside a basin water meets the powerhouses first, then the upper dam, then the lower one
(spec §5.1): the box stacks them in that order on the basin's spine, with the conduit sites A and
B to the left and right of the dams they take water from.

Sizes (`Sizes`) are those of a 1280×800 screen, grown together on a larger one so a big screen
shows the same map larger; the gaps between rows and the boxes' width take up what room is left,
and `lay_out_map` checks that everything fits.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from itertools import pairwise

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath

from rules.barrage.river import Basin, RiverMap, river_map

BASE = (1280.0, 800.0)  # the room in which the map is drawn at its base sizes


@dataclass(frozen=True)
class Sizes:
    """Every size of the map, in scene units; `scaled` grows them all together when the room is
    larger than BASE, so a big screen shows the same map larger, not emptier."""

    k: float = 1.0  # the scale from the base sizes below
    pad: float = 10.0  # inside a basin's box, around its contents
    house_top: float = 16.0  # above the powerhouses: the discs of arriving conduits stand there
    badge: float = 40.0  # the basin number's disc, astride the box's top left corner
    badge_out_x: float = 14.0  # how far the disc stands out of the box
    badge_out_y: float = 16.0
    house: float = 42.0  # a powerhouse site is this square
    house_gap: float = 8.0
    dam_w: float = 120.0  # a dam site
    dam_h: float = 38.0
    dam_gap: float = 8.0  # between the upper and the lower dam site
    conduit_w: float = 62.0  # a conduit site: its value over its target
    conduit_h: float = 54.0
    inner_gap: float = 10.0  # between a box's columns and rows
    head_w: float = 132.0  # a headstream
    head_h: float = 46.0
    exit_band: float = 34.0  # under the last row: where the water leaves the map
    box_w_max: float = 304.0
    min_gap: float = 26.0  # the least room between two rows (rivers and conduits run there)
    min_gutter: float = 16.0  # the least room between two boxes of a row
    edge: float = 12.0  # between the map's edge and its contents
    # type: at least 14 at the base sizes, so at least 14 whenever the map fills a screen
    number_px: float = 24.0  # a basin's number
    value_px: float = 24.0  # a conduit's production value
    target_px: float = 17.0  # a conduit's target basin (→8)
    letter_px: float = 22.0  # a headstream's letter
    count_px: float = 17.5  # drops, a red site's fee, a conduit's value on its pipe
    # strokes and marks
    label_r: float = 13.0  # the disc of a conduit's value where its pipe arrives
    arrow: float = 11.0  # the arrowhead of a conduit's pipe
    river_w: float = 9.0
    pipe_w: float = 3.5  # a conduit's pipe, nobody's
    owned_pipe_w: float = 6.0
    drop_step: float = 15.0  # between two drops in a row

    def scaled(self, k: float) -> Sizes:
        return Sizes(**{f.name: getattr(self, f.name) * k for f in fields(self)})

    @property
    def box_w_min(self) -> float:
        """Conduit A, the dams and conduit B side by side."""
        return 2 * self.pad + 2 * self.conduit_w + 2 * self.inner_gap + self.dam_w


MIN_SCALE, MAX_SCALE = 0.8, 1.5


@dataclass
class MapLayout:
    """The map's geometry, by element id. Rows of basins from top to bottom in `rows`."""

    rect: QRectF  # the whole map
    sizes: Sizes  # what the items draw with
    rows: list[tuple[int, ...]]  # basin numbers, top row first, left to right
    bands: dict[str, QRectF]  # area -> the band of the map it covers
    basins: dict[str, QRectF]  # basin:<n> -> its box
    badges: dict[str, QRectF]  # basin:<n> -> its number's disc
    spines: dict[str, QPainterPath]  # basin:<n> -> the water's way through the box
    groups: dict[str, QRectF]  # powerhouses:<n> -> the row of its powerhouse sites
    dams: dict[str, QRectF]
    conduits: dict[str, QRectF]
    powerhouses: dict[str, QRectF]
    headstreams: dict[str, QRectF]
    exits: dict[str, QPointF]  # exit:<side> -> where the water leaves the map
    # the river out of an element (headstream:<x> or basin:<n>) down to the next basin or exit
    rivers: dict[str, QPainterPath] = field(default_factory=dict)
    conduit_lines: dict[str, QPainterPath] = field(default_factory=dict)  # conduit -> target
    conduit_labels: dict[str, QPointF] = field(default_factory=dict)  # the value on its line

    def sites(self) -> dict[str, QRectF]:
        """Every building site and headstream (what a piece or a drop can stand on)."""
        return {**self.dams, **self.conduits, **self.powerhouses, **self.headstreams}


def lay_out_map(width: float, height: float) -> MapLayout:
    """The map laid out in a `width` × `height` rect at the origin (ValueError if too small).
    Its sizes grow with the room beyond BASE (up to MAX_SCALE) and shrink below it no further
    than MIN_SCALE."""
    k = min(max(min(width / BASE[0], height / BASE[1]), MIN_SCALE), MAX_SCALE)
    z = Sizes().scaled(k)
    m = river_map()
    rows = _rows(m)
    box_h = [max(_box_height(z, m.basins[n]) for n in row) for row in rows]
    fixed = 2 * z.edge + z.head_h + z.exit_band + sum(box_h)
    gaps = len(rows) + 1  # above each row (the first under the headstreams) and under the last
    gap = (height - fixed) / gaps
    if gap < z.min_gap:
        raise ValueError(f"the map needs {fixed + gaps * z.min_gap:.0f} units of height")
    inner = QRectF(z.edge, z.edge, width - 2 * z.edge, height - 2 * z.edge)
    xs = _columns(m, rows)
    spacing = min(abs(xs[a] - xs[b]) * inner.width() for row in rows for a, b in pairwise(row))
    box_w = min(max(spacing - 2 * z.min_gutter, z.box_w_min), z.box_w_max)
    if box_w + z.min_gutter > spacing:
        need = inner.width() * (box_w + z.min_gutter) / spacing + 2 * z.edge
        raise ValueError(f"the map needs {need:.0f} units of width")

    out = MapLayout(
        rect=QRectF(0, 0, width, height),
        sizes=z,
        rows=[tuple(r) for r in rows],
        bands={},
        basins={},
        badges={},
        spines={},
        groups={},
        dams={},
        conduits={},
        powerhouses={},
        headstreams={},
        exits={},
    )
    y = inner.top() + z.head_h + gap
    for row, h in zip(rows, box_h, strict=True):
        for n in row:
            basin = m.basins[n]
            w = max(box_w, _least_width(z, basin))
            cx = inner.left() + xs[n] * inner.width()
            cx = min(max(cx, inner.left() + w / 2), inner.right() - w / 2)
            _lay_out_basin(out, basin, QRectF(cx - w / 2, y, w, h))
        y += h + gap
    _lay_out_bands(out, m, gap)
    for head in m.headstreams.values():
        box = out.basins[f"basin:{head.basin}"]
        rect = QRectF(box.center().x() - z.head_w / 2, inner.top(), z.head_w, z.head_h)
        out.headstreams[head.id] = rect
        out.rivers[head.id] = _down(QPointF(rect.center().x(), rect.bottom()), _top(box))
    _lay_out_rivers(out, m, inner)
    _lay_out_conduits(out, m, rows)
    return out


# -- basins ---------------------------------------------------------------------------------------


def _rows(m: RiverMap) -> list[list[int]]:
    """Basins by row: mountains, hills, the upper plains, the lower plains (each area's order)."""
    order = {"mountain": 0, "hill": 1, "plain": 2}
    rows: dict[int, list[int]] = {}
    for basin in m.basins.values():
        key = order[basin.area] + (1 if basin.plain == "lower" else 0)
        rows.setdefault(key, []).append(basin.number)
    return [rows[k] for k in sorted(rows)]


def _columns(m: RiverMap, rows: list[list[int]]) -> dict[int, float]:
    """Each basin's x as a fraction of the width: the first row's under their headstreams,
    evenly; the others at the mean of what drains into them (so rivers run straight down)."""
    heads = sorted(m.headstreams.values(), key=lambda h: h.letter)
    xs = {h.basin: (i + 0.5) / len(heads) for i, h in enumerate(heads)}
    for row in rows:
        for n in row:
            if n in xs:
                continue
            upstream = [u.number for u in m.basins.values() if u.drains_to == f"basin:{n}"]
            placed = [xs[u] for u in upstream if u in xs]
            xs[n] = sum(placed) / len(placed) if placed else 0.5
        row.sort(key=lambda n: xs[n])
    return xs


def _box_height(z: Sizes, basin: Basin) -> float:
    """The powerhouses' row, then the two dam sites, whichever it has."""
    rows = []
    if basin.powerhouses:
        rows.append(z.house)
    if basin.dams:
        rows.append(len(basin.dams) * z.dam_h + z.dam_gap * (len(basin.dams) - 1))
    top = z.house_top if basin.powerhouses else z.pad
    return top + z.pad + sum(rows) + z.inner_gap * (len(rows) - 1)


def _group_width(z: Sizes, count: int) -> float:
    return count * z.house + max(count - 1, 0) * z.house_gap


def _least_width(z: Sizes, basin: Basin) -> float:
    """Room for the powerhouses centred, clear of the number's disc on either side."""
    return 2 * (z.badge - z.badge_out_x + z.inner_gap) + _group_width(z, len(basin.powerhouses))


def _lay_out_basin(out: MapLayout, basin: Basin, box: QRectF) -> None:
    out.basins[basin.id] = box
    z = out.sizes
    out.badges[basin.id] = QRectF(
        box.left() - z.badge_out_x, box.top() - z.badge_out_y, z.badge, z.badge
    )
    cx = box.center().x()
    if basin.powerhouses:
        group = QRectF(
            cx - _group_width(z, len(basin.powerhouses)) / 2,
            box.top() + z.house_top,
            _group_width(z, len(basin.powerhouses)),
            z.house,
        )
        out.groups[f"powerhouses:{basin.number}"] = group
        for i, site in enumerate(basin.powerhouses):
            out.powerhouses[site] = QRectF(
                group.left() + i * (z.house + z.house_gap), group.top(), z.house, z.house
            )
    y = box.top() + (z.house_top + z.house + z.inner_gap if basin.powerhouses else z.pad)
    for site in basin.dams:
        out.dams[site] = QRectF(cx - z.dam_w / 2, y, z.dam_w, z.dam_h)
        y += z.dam_h + z.dam_gap
    if basin.dams:
        first, last = out.dams[basin.dams[0]], out.dams[basin.dams[-1]]
        mid = (first.top() + last.bottom()) / 2
        for site, left in zip(basin.conduits, (True, False), strict=False):
            x = box.left() + z.pad if left else box.right() - z.pad - z.conduit_w
            out.conduits[site] = QRectF(x, mid - z.conduit_h / 2, z.conduit_w, z.conduit_h)
    spine = QPainterPath(_top(box))
    spine.lineTo(QPointF(cx, box.bottom()))
    out.spines[basin.id] = spine


def _lay_out_bands(out: MapLayout, m: RiverMap, gap: float) -> None:
    """Each area's band: from half a gap above its first row to half a gap below its last (the
    first from the map's top, the last down to its bottom)."""
    tops: dict[str, float] = {}
    bottoms: dict[str, float] = {}
    for basin in m.basins.values():
        box = out.basins[basin.id]
        tops[basin.area] = min(tops.get(basin.area, box.top()), box.top())
        bottoms[basin.area] = max(bottoms.get(basin.area, box.bottom()), box.bottom())
    order = sorted(tops, key=tops.get)
    for i, area in enumerate(order):
        top = out.rect.top() if i == 0 else tops[area] - gap / 2
        bottom = out.rect.bottom() if i == len(order) - 1 else bottoms[area] + gap / 2
        out.bands[area] = QRectF(out.rect.left(), top, out.rect.width(), bottom - top)


# -- water and conduits -------------------------------------------------------------------------


def _top(box: QRectF) -> QPointF:
    return QPointF(box.center().x(), box.top())


def _down(start: QPointF, end: QPointF) -> QPainterPath:
    """A curve leaving `start` straight down and arriving at `end` straight down."""
    path = QPainterPath(start)
    bend = max((end.y() - start.y()) * 0.5, 20.0)
    path.cubicTo(QPointF(start.x(), start.y() + bend), QPointF(end.x(), end.y() - bend), end)
    return path


def _lay_out_rivers(out: MapLayout, m: RiverMap, inner: QRectF) -> None:
    bottom = inner.bottom() - out.sizes.exit_band / 2
    for basin in m.basins.values():
        box = out.basins[basin.id]
        start = QPointF(box.center().x(), box.bottom())
        if basin.drains_to in m.exits:
            left = basin.drains_to.endswith("left")
            end = QPointF(out.rect.left() if left else out.rect.right(), bottom)
            out.exits[basin.drains_to] = end
            # down, a rounded corner, then off the map's side
            path = QPainterPath(start)
            path.lineTo(QPointF(start.x(), bottom - 30))
            path.quadTo(
                QPointF(start.x(), bottom), QPointF(start.x() + (-30 if left else 30), bottom)
            )
            path.lineTo(end)
        else:
            path = _down(start, _top(out.basins[basin.drains_to]))
        out.rivers[basin.id] = path


def _lay_out_conduits(out: MapLayout, m: RiverMap, rows: list[list[int]]) -> None:
    """A conduit's line leaves its site and ends in a disc with its value on the top edge of the
    target basin's box, over its powerhouses. Discs on one box share its top edge: those from the
    left on the left half, those from the right on the right half, clear of the river entering
    at the middle and of the basin's number."""
    r = out.sizes.label_r
    row_of = {n: i for i, row in enumerate(rows) for n in row}
    arriving: dict[int, list[str]] = {}
    for site in m.conduits.values():
        arriving.setdefault(site.target, []).append(site.id)
    for target, ids in arriving.items():
        box = out.basins[f"basin:{target}"]
        cx = box.center().x()
        ids.sort(key=lambda c: out.conduits[c].center().x())
        left = [c for c in ids if out.conduits[c].center().x() < cx]
        right = ids[len(left) :]
        low = out.badges[f"basin:{target}"].right() + 1.5 * r
        high = box.right() - 2 * r
        spread = {
            **_spread(left, low, cx - 2.5 * r),
            **_spread(right, cx + 2.5 * r, high),
        }
        for c in ids:
            site = out.conduits[c]
            label = QPointF(spread[c], box.top())
            end = QPointF(label.x(), label.y() - r)
            if row_of[m.conduits[c].basin] == row_of[target]:  # an arch over the gap
                start = QPointF(site.center().x(), site.top())
                lift = site.top() - box.top() + 2 * out.sizes.min_gap
                path = QPainterPath(start)
                path.cubicTo(
                    QPointF(start.x(), start.y() - lift), QPointF(end.x(), end.y() - lift), end
                )
            else:
                path = _down(QPointF(site.center().x(), site.bottom()), end)
            out.conduit_lines[c] = path
            out.conduit_labels[c] = label


def _spread(ids: list[str], low: float, high: float) -> dict[str, float]:
    """xs for `ids` evenly between `low` and `high` (one alone at the middle)."""
    if not ids:
        return {}
    if len(ids) == 1:
        return {ids[0]: (low + high) / 2}
    step = (high - low) / (len(ids) - 1)
    return {c: low + i * step for i, c in enumerate(ids)}
