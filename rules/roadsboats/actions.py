"""Roads & Boats' answers beyond the phase modules' own: a start tile (§2.5), the temple
procedure's three answers (§3.5), a player's consent to another's proposal (§4.7, §6.2) and a
brick bought in the wonder phase (§7.3); `Done` ends a player's turn in a phase. `ACTION_TYPES`
gathers every action class of the title for the codec."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rules.core.actions import Action
from rules.core.steps import Done
from rules.roadsboats.building import ACTIONS as BUILD_ACTIONS
from rules.roadsboats.movement import Move, Unload
from rules.roadsboats.production import PRODUCTION_ACTIONS


@dataclass(frozen=True, slots=True)
class ChooseHome(Action):
    """Take an area of a land tile as home (§2.5)."""

    kind: ClassVar[str] = "choose_home"
    target_id: ClassVar[str | None] = "{area}"
    area: str


@dataclass(frozen=True, slots=True)
class RequestOrder(Action):
    """At a phase start: ask (yes) for the temple procedure, or not (§3.5)."""

    kind: ClassVar[str] = "request_order"
    yes: bool


@dataclass(frozen=True, slots=True)
class NeverAskOrder(Action):
    """At a phase start: not now, and never again this game (the player is not asked any more;
    a class of its own, so saves made before it still load)."""

    kind: ClassVar[str] = "never_ask_order"


@dataclass(frozen=True, slots=True)
class Pray(Action):
    """Temple procedure step 1: stop praying (to the back of the row), or keep praying."""

    kind: ClassVar[str] = "pray"
    stop: bool


@dataclass(frozen=True, slots=True)
class TakePosition(Action):
    """Temple procedure step 2: a free position 1..N of the sequence chart."""

    kind: ClassVar[str] = "take_position"
    target_id: ClassVar[str | None] = "position:{position}"
    position: int


@dataclass(frozen=True, slots=True)
class Consent(Action):
    """Another player's answer to a proposal touching his transporters: goods put on them, taken
    from them or paying a construction, or one of them carried (§4.4, §4.7, §5.1, §6.2); yes
    carries the proposal out, no drops it."""

    kind: ClassVar[str] = "consent"
    yes: bool


@dataclass(frozen=True, slots=True)
class BuyBrick(Action):
    """Buy the next brick of the wonder with goods from the home tile: (place, good, count),
    a place being a home-tile area or one of the player's transporters there (§7.3)."""

    kind: ClassVar[str] = "buy_brick"
    target_id: ClassVar[str | None] = "wonder"
    paid: tuple[tuple[str, str, int], ...]


ACTION_TYPES: tuple[type[Action], ...] = (
    ChooseHome,
    RequestOrder,
    NeverAskOrder,
    Pray,
    TakePosition,
    Consent,
    BuyBrick,
    Done,
    *PRODUCTION_ACTIONS,
    Move,
    Unload,
    *BUILD_ACTIONS,
)
