"""Power Grid actions. Each names the piece it moves and the board element it lands on."""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.actions import Action


@dataclass(frozen=True, slots=True)
class PickRegion(Action):
    kind = "pick_region"
    region: str

    target_id = "region:{region}"


@dataclass(frozen=True, slots=True)
class OfferPlant(Action):
    """Put a plant of the current market up for auction with an opening bid."""

    kind = "offer_plant"
    plant: int
    bid: int

    amount_field = "bid"

    piece_id = "plant:{plant}"
    target_id = "auction"


@dataclass(frozen=True, slots=True)
class Bid(Action):
    kind = "bid"
    amount: int

    amount_field = "amount"

    target_id = "auction"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Give up: on choosing (out of the auction phase), on a bid, on buying or on building."""

    kind = "pass"


@dataclass(frozen=True, slots=True)
class DiscardPlant(Action):
    kind = "discard_plant"
    plant: int

    piece_id = "plant:{plant}"
    target_id = "discard"


@dataclass(frozen=True, slots=True)
class ReturnFuel(Action):
    """After a discard, choose which surplus coal and oil go back to the supply."""

    kind = "return_fuel"
    coal: int
    oil: int

    target_id = "supply"


@dataclass(frozen=True, slots=True)
class BuyFuel(Action):
    """Buy the `count` cheapest tokens of `resource` and store them on `plant`."""

    kind = "buy_fuel"
    resource: str
    count: int
    plant: int

    amount_field = "count"

    piece_id = "market:{resource}"
    target_id = "plant:{plant}"


@dataclass(frozen=True, slots=True)
class Build(Action):
    kind = "build"
    city: str

    piece_id = "house"
    target_id = "city:{city}"


@dataclass(frozen=True, slots=True)
class Power(Action):
    """Run these plants; `hybrid_coal` of the hybrids' fuel is coal, the rest oil."""

    kind = "power"
    plants: tuple[int, ...]
    hybrid_coal: int


ACTION_TYPES: tuple[type[Action], ...] = (
    PickRegion,
    OfferPlant,
    Bid,
    Pass,
    DiscardPlant,
    ReturnFuel,
    BuyFuel,
    Build,
    Power,
)
