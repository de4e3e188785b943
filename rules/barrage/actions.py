"""Barrage's actions: one frozen dataclass per kind of answer, each a whole decision (spec §4).

A turn is one action: a `Construct` (everything `construction.build_options` decides: tile,
structure, site, payment and the price they come to), a management space with its choices
(`Produce`, `Water`, `Bank`, `Workshop`, `Machinery`, `TakeContracts`, `Patent`), or `Pass`.
After a production the company may `Fulfil` a contract (or be Done), then perhaps
`DiscardContract` back down to its limit; an effect that needs a choice (a machine of choice,
drops on headstreams) is answered with `Resolve`. The advanced draft is answered with
`DraftPick`.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.barrage.construction import Build
from rules.core.actions import Action
from rules.core.steps import Done

ENGINEERS = "engineers"  # the piece a management action moves: engineers onto its space


@dataclass(frozen=True, slots=True)
class DraftPick(Action):
    """Advanced draft (spec §2.3): a company board (with its officer) and a starting contract."""

    kind = "draft_pick"
    piece_id = "{company}"
    target_id = "supply"
    company: str
    contract: str


@dataclass(frozen=True, slots=True)
class Construct(Action):
    """A Construction action (spec §4.2): the fields of `construction.Build`."""

    kind = "construct"
    piece_id = "{tile}"  # the tile dragged onto the site
    target_id = "{site}"
    tile: str | None
    structure: str
    site: str
    excavators: int = 0
    mixers: int = 0
    replaced: int = 0
    copies: str | None = None
    credits: int = 0
    engineers: int = 0
    space: str | None = None

    def build(self) -> Build:
        return Build(
            self.tile,
            self.structure,
            self.site,
            self.excavators,
            self.mixers,
            self.replaced,
            self.copies,
            self.credits,
            self.engineers,
            self.space,
        )

    @staticmethod
    def of(b: Build) -> Construct:
        return Construct(
            b.tile,
            b.structure,
            b.site,
            b.excavators,
            b.mixers,
            b.replaced,
            b.copies,
            b.credits,
            b.engineers,
            b.space,
        )


@dataclass(frozen=True, slots=True)
class Produce(Action):
    """A Turbine Station space (spec §4.5): the production system and the drops it uses."""

    kind = "produce"
    piece_id = ENGINEERS
    target_id = "{space}"
    space: str
    dam: str
    conduit: str
    powerhouse: str
    drops: int


@dataclass(frozen=True, slots=True)
class Water(Action):
    """A Water Management space (spec §4.6): one headstream per drop."""

    kind = "water"
    piece_id = ENGINEERS
    target_id = "{space}"
    space: str
    headstreams: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Bank(Action):
    """The Bank (spec §4.7): any number of engineers, 1 credit each."""

    kind = "bank"
    piece_id = ENGINEERS
    target_id = "space:bank"
    engineers: int


@dataclass(frozen=True, slots=True)
class Workshop(Action):
    kind = "workshop"
    piece_id = ENGINEERS
    target_id = "{space}"
    space: str


@dataclass(frozen=True, slots=True)
class Machinery(Action):
    """A Machinery Shop space (spec §4.9); `machine` only where the space offers a choice."""

    kind = "machinery"
    piece_id = ENGINEERS
    target_id = "{space}"
    space: str
    machine: str | None = None


@dataclass(frozen=True, slots=True)
class TakeContracts(Action):
    """A Contract Office space (spec §4.10): the contracts taken and those discarded."""

    kind = "take_contracts"
    piece_id = ENGINEERS
    target_id = "{space}"
    space: str
    taken: tuple[str, ...]
    discarded: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Patent(Action):
    kind = "patent"
    piece_id = ENGINEERS
    target_id = "{space}"
    space: str


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """The company passes: no more turns this round (spec §3 phase 2, §4.1)."""

    kind = "pass"


@dataclass(frozen=True, slots=True)
class Fulfil(Action):
    """Fulfil a contract with the energy just produced (spec §6.1)."""

    kind = "fulfil"
    piece_id = "{contract}"
    contract: str


@dataclass(frozen=True, slots=True)
class DiscardContract(Action):
    """A held face-up contract put away to get back within the limit of 3 (Mahiri's raised
    limit from Simone ends, [amb 39])."""

    kind = "discard_contract"
    target_id = "{contract}"
    contract: str


@dataclass(frozen=True, slots=True)
class Resolve(Action):
    """The choice an effect asks: excavators among the machines of choice (the rest mixers),
    or one headstream per drop."""

    kind = "resolve"
    excavators: int = 0
    headstreams: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ExternalWork(Action):
    """External Works (Appendix A): 2 engineers on a displayed tile's space, its machinery paid
    (`leslie`: onto the wheel with Leslie Spencer's tile). Also the answer to the Loan Agency's
    prompt, which pays credits instead and places no engineers."""

    kind = "external_work"
    piece_id = ENGINEERS
    target_id = "{space}"
    space: str
    leslie: bool = False


@dataclass(frozen=True, slots=True)
class BuildingAction(Action):
    """A private building's special action (Appendix A): engineers on a free space of a tile
    the company activated."""

    kind = "building_action"
    piece_id = ENGINEERS
    target_id = "{space}"
    space: str


@dataclass(frozen=True, slots=True)
class CopyOfficer(Action):
    """Mahiri Sekibo's space (spec §6.6): copy `officer` for this turn, then a normal action."""

    kind = "copy_officer"
    piece_id = ENGINEERS
    target_id = "{space}"
    space: str
    officer: str


@dataclass(frozen=True, slots=True)
class OfficerBuilding(Action):
    """Margot Fouché's space (or the Bank, Mahiri copying her): an activated building's action."""

    kind = "officer_building"
    piece_id = ENGINEERS
    target_id = "{space}"
    space: str
    building: str


@dataclass(frozen=True, slots=True)
class FreeBuild(Action):
    """A free structure of a reward (spec §4.13): where it goes."""

    kind = "free_build"
    target_id = "{site}"
    structure: str
    site: str


@dataclass(frozen=True, slots=True)
class DamDrop(Action):
    """A drop from the supply into this dam (Cofferdam; the Netherlands after a production)."""

    kind = "dam_drop"
    target_id = "{site}"
    site: str


@dataclass(frozen=True, slots=True)
class WheelTile(Action):
    """A technology tile of choice into the open segment (`segment`: its wheel id)."""

    kind = "wheel_tile"
    piece_id = "{tile}"
    target_id = "{segment}"
    tile: str
    segment: str


@dataclass(frozen=True, slots=True)
class TakeTile(Action):
    """A displayed advanced technology tile taken free (`slot`: patent:<1-3>)."""

    kind = "take_tile"
    target_id = "{slot}"
    slot: str


@dataclass(frozen=True, slots=True)
class ProduceNow(Action):
    """A production outside the Turbine Station: the L2 powerhouse tile, the Control Station,
    Germany's second production."""

    kind = "produce_now"
    target_id = "{powerhouse}"
    dam: str
    conduit: str
    powerhouse: str
    drops: int


@dataclass(frozen=True, slots=True)
class RecoverTile(Action):
    """Development Office: this tile back from this wheel segment."""

    kind = "recover_tile"
    piece_id = "{tile}"
    target_id = "{segment}"
    segment: str
    tile: str


@dataclass(frozen=True, slots=True)
class RecoverMachinery(Action):
    """Research Lab: half the machinery of this wheel segment back."""

    kind = "recover_machinery"
    target_id = "{segment}"
    segment: str


@dataclass(frozen=True, slots=True)
class AutomaTurn(Action):
    """An Automa's whole turn (spec §8.3): the rules reveal its tiles and play what they say.
    It is the only answer to the `automa` prompt and is taken by the rules, never a person."""

    kind = "automa_turn"


TURN_ACTIONS = (
    Construct,
    Produce,
    Water,
    Bank,
    Workshop,
    Machinery,
    TakeContracts,
    Patent,
    ExternalWork,
    BuildingAction,
    CopyOfficer,
    OfficerBuilding,
    Pass,
)
CHOICE_ACTIONS = (
    FreeBuild,
    DamDrop,
    WheelTile,
    TakeTile,
    ProduceNow,
    RecoverTile,
    RecoverMachinery,
    DiscardContract,
)
ACTION_TYPES: tuple[type[Action], ...] = (
    DraftPick,
    *TURN_ACTIONS,
    Fulfil,
    Resolve,
    *CHOICE_ACTIONS,
    AutomaTurn,
    Done,
)
