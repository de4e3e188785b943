"""Where everything on the table goes, as plain geometry: the seats' strips along the edges, the
prompt bar's slot, and in the middle the board — its zoomable main view (the map) and its
panel (markets, tracks) beside or below it, in whichever of the panel's shapes fills the room
best. Title-free and widget-free, so that it is quick (a resize or a change of mode only moves
widgets) and testable alone.

The plan searches the strips' depth: the board gets at least `MAP_GOAL` of the window for its
map and `BOARD_GOAL` in all when it can; beyond that the seats' zones grow up to a comfortable
depth, and any room left goes to the board.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from PySide6.QtCore import QRect, QSizeF

from desktop.shell.seat_zones import EDGES, on_edge

MAP_GOAL, BOARD_GOAL = 0.43, 0.63  # of the window; the margins and gaps drawn take ~2 %
PANEL_LEAST = 0.42  # the panel is never drawn smaller than this many pixels per scene unit
COMFORT = 0.2  # a strip deeper than this part of the shorter side adds little to its seats
DESK_COMFORT = 0.26  # at a desk one strip holds every seat and the prompt bar
FRACTIONS = (1.0, 0.9, 0.8, 0.7, 0.6, 0.5)  # how much of the board's side the panel may span
# A strip is at least this many finger widths deep: at a desk a seat's row with its cards; at a
# table-top edge also the prompt bar, its words beside its buttons along the edge; a short edge's
# zone is shorter along, and its prompt bar needs more depth.
DESK_LEAST, LEAST, SIDE_LEAST = 3.2, 3.0, 3.4
STEP = 6  # pixels between the strip depths tried (a side strip: as deep or less)
# The zone of the seat to act (at a table-top: the one that holds the prompt bar) takes this
# many shares of an edge it shares with other seats, they one each: its hand and mat beside the
# prompt bar's words and answers (at a desk only where the zones are narrow).
ACTING_WEIGHT = 2.0
# At a desk only zones narrower than DESK_ROOMY finger widths are widened, and only while the
# others keep DESK_NARROW (a row of six at 1280 wide stays even)
DESK_ROOMY, DESK_NARROW = 8.5, 5.0


@dataclass(frozen=True)
class Plan:
    map: QRect  # the board's main view
    panel: QRect | None  # the panel's view
    shape: int  # the panel's shape (an index into the title's `panel_sizes`)
    zones: tuple[QRect, ...]  # one per seat
    bar: QRect | None  # the prompt bar's own slot (at a desk); None when the acting zone holds it
    log: QRect  # the log's bar, under the panel (or the map, without one)
    map_area: float = 0.0  # the map as the main view will show it, in square pixels
    board_area: float = 0.0  # the map and the panel


@dataclass(frozen=True)
class Room:
    """What the table knows when it plans: its size, the window's area, where each seat sits,
    whether the prompt bar has a slot of its own, the board's proportions, the finger's size in
    pixels and which seat's zone is widened (the seat to act's)."""

    width: int
    height: int
    window_area: float
    edges: tuple[str, ...]
    desk: bool
    map_aspect: float
    panel_sizes: tuple[QSizeF, ...]
    touch: int
    acting: int | None = None  # the seat to act, whose zone is widened along its edge


def desk_edges(seats: int) -> tuple[str, ...]:
    """At a desk the zones stand upright in one row along the foot of the window."""
    return ("bottom",) * seats


def plan(room: Room) -> Plan:
    best: tuple[tuple, Plan] | None = None
    side = any(e in ("left", "right") for e in room.edges)
    least = round(room.touch * (DESK_LEAST if room.desk else LEAST))
    side_least = round(room.touch * SIDE_LEAST)
    most = max(least, round(min(room.width, room.height) * 0.32))
    comfort = min(room.width, room.height) * (DESK_COMFORT if room.desk else COMFORT)
    for depth in range(least, most + 1, STEP):
        sides = {max(side_least, d) for d in (depth, round(depth * 0.8), least)}
        for side_depth in sides if side else (0,):
            laid = _lay(room, depth, side_depth)
            if laid is None:
                continue
            map_share = laid.map_area / room.window_area
            board_share = laid.board_area / room.window_area
            reached = min(map_share / MAP_GOAL, board_share / BOARD_GOAL)
            shallowest = min(depth, side_depth) if side else depth
            key = (min(reached, 1.0), min(shallowest, comfort), board_share)
            if best is None or key > best[0]:
                best = (key, laid)
    if best is None:  # a window too small for any plan: everything at the least depth
        laid = _lay(room, least, least if side else 0, any_panel=True)
        assert laid is not None
        return laid
    return best[1]


def _lay(room: Room, depth: int, side_depth: int, *, any_panel: bool = False) -> Plan | None:
    w, h = room.width, room.height
    used = {e for e in room.edges}
    top = depth if "top" in used else 0
    bottom = depth if "bottom" in used else 0
    left = side_depth if "left" in used else 0
    right = side_depth if "right" in used else 0
    middle_h = h - top - bottom
    if middle_h < room.touch * 4 or w - left - right < room.touch * 4:
        return None
    strips = {
        "top": QRect(0, 0, w, top),
        "bottom": QRect(0, h - bottom, w, bottom),
        "left": QRect(0, top, left, middle_h),
        "right": QRect(w - right, top, right, middle_h),
    }
    bar = None
    if room.desk:  # the prompt bar's slot: the right end of the foot's strip
        bar_w = max(room.touch * 10, round(w * 0.3))  # eight answers in two rows at 1920
        s = strips["bottom"]
        bar = QRect(s.right() + 1 - bar_w, s.top(), bar_w, s.height())
        strips["bottom"] = QRect(s.left(), s.top(), s.width() - bar_w, s.height())
    zones: list[QRect | None] = [None] * len(room.edges)
    for edge in EDGES:
        seats = on_edge(room.edges, edge)
        strip = strips[edge]
        for k, seat in enumerate(seats):
            zones[seat] = _share(strip, edge, k, 1.0, len(seats))
    middle = QRect(left, top, w - left - right, middle_h)
    board = _board(room, middle, any_panel)
    if board is None:
        return None
    map_rect, panel, shape, log, map_area, board_area = board
    laid = tuple(z for z in zones if z is not None)
    return Plan(map_rect, panel, shape, laid, bar, log, map_area, board_area)


def widen(p: Plan, room: Room) -> Plan:
    """The plan with the zone of `room.acting` taking ACTING_WEIGHT shares of its edge (the
    search for the strips' depth does not depend on it: a turn only re-splits an edge)."""
    if room.acting is None:
        return p
    edge = room.edges[room.acting]
    seats = on_edge(room.edges, edge)
    if len(seats) < 2:
        return p
    strip = QRect(p.zones[seats[0]])
    for seat in seats[1:]:
        strip = strip.united(p.zones[seat])
    weights = [ACTING_WEIGHT if s == room.acting else 1.0 for s in seats]
    along = strip.width() if edge in ("top", "bottom") else strip.height()
    if room.desk and not _widens(along, sum(weights), len(seats), room.touch):
        return p
    zones = list(p.zones)
    for k, seat in enumerate(seats):
        zones[seat] = _share(strip, edge, sum(weights[:k]), weights[k], sum(weights))
    return replace(p, zones=tuple(zones))


def _widens(length: int, weights: float, seats: int, touch: int) -> bool:
    """At a desk: the foot's zones are narrow, and the others stay wide enough beside a widened
    one."""
    return length < DESK_ROOMY * touch * seats and length / weights >= DESK_NARROW * touch


def _share(strip: QRect, edge: str, before: float, part: float, whole: float) -> QRect:
    """The part of a strip, along its edge, from `before` to `before + part` of `whole`."""
    if edge in ("top", "bottom"):
        x0 = strip.left() + round(strip.width() * before / whole)
        x1 = strip.left() + round(strip.width() * (before + part) / whole)
        return QRect(x0, strip.top(), x1 - x0, strip.height())
    y0 = strip.top() + round(strip.height() * before / whole)
    y1 = strip.top() + round(strip.height() * (before + part) / whole)
    return QRect(strip.left(), y0, strip.width(), y1 - y0)


def _fitted(w: float, h: float, aspect: float) -> float:
    """The area of a rect of `aspect` fitted into w × h."""
    if w <= 0 or h <= 0:
        return 0.0
    fw = min(w, h * aspect)
    return fw * fw / aspect


def _board(
    room: Room, area: QRect, any_panel: bool
) -> tuple[QRect, QRect | None, int, QRect, float, float] | None:
    """The map's view, the panel's and the log's bar (under the panel) in `area`: the panel's
    shape, side (right or below) and span that reach the goals, with the largest panel."""
    w, h = area.width(), area.height()
    log_h = room.touch + 4
    if not room.panel_sizes:
        map_rect = QRect(area.left(), area.top(), w, h - log_h)
        log = QRect(area.left(), area.bottom() + 1 - log_h, w, log_h)
        shown = _fitted(w, h - log_h, room.map_aspect)
        return map_rect, None, 0, log, shown, shown
    best = None
    for shape, size in enumerate(room.panel_sizes):
        aspect = size.width() / size.height()
        for f in FRACTIONS:
            for below in (False, True):
                if below:
                    pw = round(w * f)
                    ph = round(pw / aspect)
                    map_rect = QRect(area.left(), area.top(), w, h - ph - log_h)
                    top = area.bottom() + 1 - ph - log_h
                    panel = QRect(area.left() + (w - pw) // 2, top, pw, ph)
                else:
                    ph = round((h - log_h) * f)
                    pw = round(ph * aspect)
                    map_rect = QRect(area.left(), area.top(), w - pw, h)
                    top = area.top() + (h - log_h - ph) // 2
                    panel = QRect(area.right() + 1 - pw, top, pw, ph)
                scale = pw / size.width()
                if map_rect.width() <= 0 or map_rect.height() <= 0:
                    continue
                if scale < PANEL_LEAST and not any_panel:
                    continue
                log = QRect(panel.left(), panel.bottom() + 1, panel.width(), log_h)
                map_area = _fitted(map_rect.width(), map_rect.height(), room.map_aspect)
                board_area = map_area + pw * ph
                reached = min(map_area / room.window_area / MAP_GOAL, 1.0) + min(
                    board_area / room.window_area / BOARD_GOAL, 1.0
                )
                key = (reached, pw * ph)  # both goals, then the markets as large as they can be
                if best is None or key > best[0]:
                    best = (key, (map_rect, panel, shape, log, map_area, map_area + pw * ph))
    return None if best is None else best[1]
