"""What a gesture means at the Roads & Boats table: the targets a held piece lights (with their
labels), the legal answers a drop or a tap stands for. Plain functions of the rules and the
state (no Qt), so they are tested headless; the rules decide (`rules.roadsboats.gestures`
says what a drop would be, `why_not` whether it may be).

- A transporter held in the movement phase lights every place it reaches this phase with the
  steps it costs and the goods lying there to pick up (the reach lens: `movement.reach_places`,
  the rules' own reach); a carried one lights where it may be unloaded.
- Goods lying at a place light the player's transporters that can load them there; goods a
  transporter carries light the places and transporters it can drop them on (movement and
  production alike).
- A construction of the build palette lights every place it may be built now, with its cost.
- A tap on a building, the research table, the wonder or a side offers the answers that name it
  (claims, feeds, factories, research, bricks, a home); a tap on a transporter its claims and
  the moves that carry it or that it carries another in (ferrying); a plain move is dragged.
"""

from __future__ import annotations

from desktop.board.choice import named
from rules.core.actions import Action
from rules.core.text import Text
from rules.geometry.hexes import Hex
from rules.roadsboats import building, gestures, movement
from rules.roadsboats.actions import BuyBrick, ChooseHome
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.describe_words import goods_words
from rules.roadsboats.production import Claim, Feed, MakeTransporter, Research, tile_place
from rules.roadsboats.ruleset import RoadsBoatsRuleset
from rules.roadsboats.setup import board_of
from rules.roadsboats.state import RoadsBoatsState, goods_at, hex_of

STEPS = "roads-and-boats.ui.steps"
STEPS_GOODS = "roads-and-boats.ui.steps_goods"
COST = "roads-and-boats.ui.cost"
LOAD = "roads-and-boats.ui.load"
DROP = "roads-and-boats.ui.drop"


def _seat(rules: RoadsBoatsRuleset, state: RoadsBoatsState) -> int | None:
    prompt = rules.prompt(state)
    return prompt.seat if prompt is not None else None


def reach(rules: RoadsBoatsRuleset, state: RoadsBoatsState, piece: str) -> dict[str, Text | None]:
    """Every target the held piece can land on now, with what its label says there."""
    seat = _seat(rules, state)
    if seat is None:
        return {}
    pile = gestures.pile_of(piece)
    if pile is not None:
        return _goods_reach(rules, state, seat, piece, pile)
    if piece.startswith(gestures.BUILD):
        what = piece.removeprefix(gestures.BUILD)
        return {
            a.target: Text(COST, {"goods": goods_words(building.cost_of(state, a))})
            for a in gestures.constructions(state, seat, what)
            if a.target
        }
    t = next((x for x in state.transporters if x.id == piece), None)
    if t is None or state.phase != "movement" or t.owner != state.players[seat].colour:
        return {}
    if t.location.startswith("carried:"):
        return {place: None for place in movement.unload_options(state, t.id)}
    if t.moved:
        return {}
    steps = {p: n for p, n in movement.reach_places(state, t.id).items() if p != t.location}
    nearest = min(steps, key=lambda p: (steps[p], p), default=None)
    if nearest is None or _legal(rules, state, seat, piece, nearest) is None:
        return {}  # one move tells: the reach is the rules' own, what could stop all is aboard
    return {place: _steps(state, place, n) for place, n in steps.items()}


def _steps(state: RoadsBoatsState, place: str, n: int) -> Text:
    """A lit place's label: the steps there, and the goods lying there to pick up."""
    lying = sum(goods_at(state, place).values())
    return Text(STEPS_GOODS, {"n": n, "goods": lying}) if lying else Text(STEPS, {"n": n})


def _goods_reach(
    rules: RoadsBoatsRuleset,
    state: RoadsBoatsState,
    seat: int,
    piece: str,
    pile: tuple[str, str],
) -> dict[str, Text | None]:
    place = pile[0]
    where = hex_of(place) if not place.startswith("transporter:") else None
    carrier = next((t for t in state.transporters if t.id == place), None)
    if carrier is not None:
        where = hex_of(carrier.location, carrier.docked_from)
    if where is None:
        return {}
    board = board_of(state)
    here = (
        [a.id for a in board.areas_of(Hex.from_id(where))]
        if Hex.from_id(where) in board.land
        else []
    )
    rig = f"rig:{where.removeprefix('hex:')}"
    others = [t.id for t in state.transporters if hex_of(t.location, t.docked_from) == where]
    found: dict[str, Text | None] = {}
    for target in [*here, rig, *others]:
        if target == place:
            continue
        action = _legal(rules, state, seat, piece, target)
        if action is not None:
            found[target] = _amount(action)
    return found


def _amount(action: Action) -> Text | None:
    """ "+2" loaded or "−2" dropped, for the label of a lit target."""
    loads = getattr(action, "loads", None)
    if loads:
        n = loads[0][3]
        return Text(LOAD if n > 0 else DROP, {"n": abs(n)})
    count = getattr(action, "count", None)
    if count is None:
        return None
    aboard = getattr(action, "from_", "").startswith("transporter:")
    return Text(DROP if aboard else LOAD, {"n": count})


def _legal(
    rules: RoadsBoatsRuleset, state: RoadsBoatsState, seat: int, piece: str, target: str
) -> Action | None:
    action = gestures.intent(state, seat, piece, target)
    return action if action is not None and rules.why_not(state, action) is None else None


def dropped(
    rules: RoadsBoatsRuleset, state: RoadsBoatsState, piece: str, target: str
) -> list[Action]:
    """The legal answers a drop of `piece` on `target` means (a bridge: one per arm there)."""
    seat = _seat(rules, state)
    if seat is None:
        return []
    if piece.startswith(gestures.BUILD):
        what = piece.removeprefix(gestures.BUILD)
        return [a for a in gestures.constructions(state, seat, what) if a.target == target]
    action = _legal(rules, state, seat, piece, target)
    return [action] if action is not None else []


def tapped(rules: RoadsBoatsRuleset, state: RoadsBoatsState, element_id: str) -> list[Action]:
    """The legal answers a tap on the element offers (a move only when it carries another
    transporter: a plain move is dragged)."""
    if rules.prompt(state) is None:
        return []
    legal = [
        a
        for a in rules.legal_actions(state)
        if not isinstance(a, movement.Move) or a.carry is not None
    ]
    if element_id.startswith("research:"):
        return [a for a in legal if isinstance(a, Research)]
    return [a for a in legal if element_id in named(a)]


def why_not_tap(rules: RoadsBoatsRuleset, state: RoadsBoatsState, element_id: str) -> Text | None:
    """Why a tap on a building or the wonder offers nothing in the player's production or wonder
    turn: the rules' reason for the answer it would most likely have been (the tile's claim, a
    feed, a transporter made; a brick); on a tile or side while start tiles are chosen, why it
    cannot be a home."""
    prompt = rules.prompt(state)
    if prompt is not None and prompt.kind == "choose_home" and element_id.startswith("hex:"):
        area = element_id if "/area:" in element_id else f"{element_id}/area:0"
        return rules.why_not(state, ChooseHome(area))
    if prompt is None or prompt.kind != state.phase:
        return None
    meant: Action | None = None
    found = next((b for b in state.buildings if b.id == element_id), None)
    if found is not None and state.phase == "production":
        kind = roads_boats_data().buildings[found.kind].kind
        if kind == "primary":
            meant = Claim(found.id, tile_place(found))
        elif kind == "secondary":
            meant = Feed(found.id, (0,), ())
        else:
            meant = MakeTransporter(found.id, ())
    elif element_id == "wonder" and state.phase == "wonder":
        meant = BuyBrick(())
    return rules.why_not(state, meant) if meant is not None else None
