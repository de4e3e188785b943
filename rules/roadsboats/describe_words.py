"""The words every Roads & Boats tooltip shares: places in words (`place_words`, and `worded` /
`worded_event` for the raw place ids of refusals and log lines), counts of goods and
transporters (`amount`, `amounts`), transporters counted by owner (`fleet`), and the message
prefixes and ids the element modules use.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from rules.core.events import Event
from rules.core.text import Text
from rules.geometry.hexes import Hex
from rules.geometry.rivers import Area
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.state import RoadsBoatsState, Transporter, hex_of

D = "roads-and-boats.describe."
P = "roads-and-boats.place."
COLOUR = "colour:"  # a player's colour in a phase module's reason: `worded` names the seat
PLACE_PREFIXES = ("hex:", "transporter:", "rig:", "river:", "sea:", "dock:", "carried:")
OIL_RIG = "building:oil_rig"
WALL, DEMOLITION = "construction:wall", "construction:demolition"


# -- places in words (refusals and log lines) ------------------------------------------------------


def worded(state: RoadsBoatsState, why: Text) -> Text:
    """`why` with every place id among its parameters (and its inner Texts') put in words."""
    return Text(why.key, _worded_params(state, why.params))


def _worded_params(state: RoadsBoatsState, params: dict[str, Any]) -> dict[str, Any]:
    return {key: _worded_value(state, value) for key, value in params.items()}


def _worded_value(state: RoadsBoatsState, value: Any) -> Any:
    if isinstance(value, Text):
        return worded(state, value)
    if isinstance(value, str) and value.startswith(PLACE_PREFIXES):
        return place_words(state, value)
    if isinstance(value, str) and value.startswith(COLOUR):  # a player, named by seat
        colour = value.removeprefix(COLOUR)
        return next((p.seat for p in state.players if p.colour == colour), value)
    if isinstance(value, list | tuple):
        return [_worded_value(state, v) for v in value]
    return value


def worded_event(state: RoadsBoatsState, event: Event) -> Event:
    """A log line with the places it names put in words (its `moved` ids stay, for the
    table's animation)."""
    return replace(event, params=_worded_params(state, event.params))


def place_words(state: RoadsBoatsState, place: str) -> Text:
    """A place (area, hex, transporter, rig, river, sea, dock) in words."""
    kind = place.partition(":")[0]
    try:
        if kind == "transporter" or kind == "carried":
            tid = place.removeprefix("carried:")
            t = next((x for x in state.transporters if x.id == tid), None)
            if t is None:
                return Text(P + "transporter_unknown")
            return Text(
                P + "transporter",
                {
                    "owner": state.seat_of(t.owner),
                    "transporter": Text(f"roads-and-boats.transporter.{short(t.kind)}"),
                },
            )
        if kind == "hex" and "/" in place:
            a = Area.from_id(place)
            return Text(P + "area", {"q": a.hex.q, "r": a.hex.r, "side": a.index + 1})
        where = hex_of(place)
        if where is not None and kind in ("hex", "rig", "river", "sea", "dock"):
            h = Hex.from_id(where)
            return Text(P + kind, {"q": h.q, "r": h.r})
    except (ValueError, IndexError, KeyError, AttributeError):
        pass
    return Text(P + "unknown")


# -- counts of goods and transporters --------------------------------------------------------------


def short(kind: str) -> str:
    """An id's name without its kind ("building:quarry" -> "quarry")."""
    return kind.partition(":")[2]


def amount(item: str, n: int) -> Text:
    """A count of a good, or of a transporter (a factory's input); Korean counts animals
    (those that breed) with another word than vehicles."""
    if item.startswith("transporter:"):
        animal = roads_boats_data().transporters[item].breeds
        key = "animal_count" if animal else "transporter_count"
        return Text(f"roads-and-boats.describe.{key}", {"n": n, "transporter": short(item)})
    return Text("roads-and-boats.describe.good_count", {"n": n, "good": short(item)})


def goods_words(goods: Mapping[str, int]) -> list[Text]:
    """Goods counted in plain words, one Text per kind ("1 trunk", "2 boards"; Korean
    "통나무 1개"): the words of buttons, prices and refusals."""
    out = []
    for good, n in sorted(goods.items()):
        if n == 1:
            out.append(Text("roads-and-boats.action.one", {"good": short(good)}))
        elif n:
            out.append(Text("roads-and-boats.goods_amount", {"n": n, "good": short(good)}))
    return out


def amounts(items: Mapping[str, int]) -> list[Text]:
    """`amount` of each item counted, in order of the ids."""
    return [amount(item, n) for item, n in sorted(items.items()) if n]


def fleet(state: RoadsBoatsState, transporters: list[Transporter]) -> list[Text]:
    """Transporters counted by owner and kind ("2 × Ann's donkey")."""
    counts = Counter((t.owner, t.kind) for t in transporters)
    movers = roads_boats_data().transporters
    return [
        Text(
            "roads-and-boats.describe." + ("fleet_animal" if movers[kind].breeds else "fleet"),
            {"n": n, "owner": state.seat_of(owner), "transporter": short(kind)},
        )
        for (owner, kind), n in sorted(counts.items())
    ]
