"""The Power Grid game state: plain dataclasses, JSON-friendly, hashed by the kernel."""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.core.prompt import Decision
from rules.core.rng import Rng
from rules.core.state import UNHASHED

STEP3_CARD = 99  # the "Step 3" card: sorts after every plant, as the rules treat it
FUELS = ("coal", "oil", "garbage", "uranium")


@dataclass(slots=True)
class Player:
    name: str
    colour: str
    money: int
    plants: list[int] = field(default_factory=list)
    fuel: dict[str, int] = field(default_factory=lambda: dict.fromkeys(FUELS, 0))
    cities: list[str] = field(default_factory=list)
    income: int = 0  # last income received, for the panels
    # where the fuel lies on the cards (plant -> fuel -> tokens), as the player put it; the
    # rules pool `fuel`, this is only for drawing it (storage.lay_out)
    fuel_on: dict[int, dict[str, int]] = field(
        default_factory=dict, compare=False, metadata=UNHASHED
    )


@dataclass(slots=True)
class Auction:
    plant: int
    bid: int
    high: int  # seat holding the bid
    active: list[int]  # seats still in this auction, clockwise from the chooser
    turn: int  # seat to answer


@dataclass(slots=True)
class GameState:
    map_id: str
    rng: Rng
    players: list[Player]
    order: list[int]  # player order, first player first
    regions: list[str]  # regions in play (complete once phase leaves "regions")
    phase: str  # regions | auction | buy | build | power | over
    round: int = 1
    step: int = 1
    step3_market: bool = False  # the market is the 6-plant, all-current Step 3 market
    next_step: int = 0  # a step that starts with the next phase (0 = none)
    market: list[int] = field(default_factory=list)  # sorted; may hold STEP3_CARD
    stack: list[int] = field(default_factory=list)  # draw stack, top = last item
    public_bottom: int = 1  # bottom cards everyone saw go there (the Step 3 card, plants put under)
    public_top: bool = True  # #13 was shown on top at setup and is still there
    removed: list[int] = field(default_factory=list)  # plants out of the game, seen by all
    hidden_removed: int = 0  # plants removed unseen at setup
    resources: dict[str, int] = field(default_factory=dict)  # tokens on the market track
    supply: dict[str, int] = field(default_factory=dict)  # general supply
    houses: dict[str, list[int]] = field(default_factory=dict)  # city -> seats in slot order
    eligible: list[int] = field(default_factory=list)  # seats still in this auction phase
    auction: Auction | None = None
    sold_any: bool = False
    turn: int = 0  # index into the phase's seat order (buy, build, power)
    pending: list[Decision] = field(default_factory=list)  # decisions that interrupt, top last
    powered: list[int] = field(default_factory=list)  # cities each seat powered this round
    show_money: bool = True  # AMB-11: a table option
    step2_event: str = "official"  # AMB-1: "official" removes the lowest plant, "seed" puts the
    # highest under the stack

    @property
    def seats(self) -> range:
        return range(len(self.players))
