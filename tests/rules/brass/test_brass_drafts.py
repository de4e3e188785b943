"""Typed drafts: each action's draft holds only its own choices, yet hashes exactly as the flat
draft every action once shared, so games saved in the middle of an action replay to their hash;
the fast clone copies every kind of draft."""

import dataclasses

import pytest
from brass_helpers import RULES as BIRMINGHAM
from lancashire_helpers import RULES as LANCASHIRE

from rules.bots import make_bot
from rules.brass.birmingham_sell import SaleDraft
from rules.brass.core.build import BuildDraft
from rules.brass.core.context import BrassContext, MapHooks
from rules.brass.core.drafts import CardDraft, CubeDraft
from rules.brass.core.links import NetworkDraft
from rules.core.state import clone as generic_clone
from rules.core.state import state_hash, to_plain

RULESETS = (BIRMINGHAM, LANCASHIRE)
FLAT = {  # the flat draft's fields and defaults, as saved games hashed them
    "card": None,
    "industry": None,
    "slot": None,
    "links": [],
    "needs": [],
    "near": [],
    "merchant": None,
    "then": "",
    "used": [],
    "cards": 1,
    "count": 0,
}
KINDS = sorted({f.draft_type for r in RULESETS for f in r.flows.values()}, key=lambda k: k.__name__)


def test_every_action_has_its_own_draft_type():
    names = {k.__name__ for k in KINDS}
    assert names == {
        "BuildDraft",
        "CardDraft",
        "CottonDraft",
        "DevelopDraft",
        "NetworkDraft",
        "SaleDraft",
    }
    assert BIRMINGHAM.flows["build"].draft_type is BuildDraft
    assert LANCASHIRE.flows["double_build"].draft_type is BuildDraft
    assert BIRMINGHAM.flows["pass"].draft_type is CardDraft


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.__name__)
def test_a_new_draft_hashes_as_the_flat_draft(kind):
    assert to_plain(kind("build", "card")) == {"action": "build", "step": "card", **FLAT}


def test_a_drafts_own_choices_hash_under_the_flat_drafts_names():
    draft = NetworkDraft("network", "coal", cards=0, links=["link:a~b"], then="first")
    draft.needs.append("coal")
    assert to_plain(draft) == {
        "action": "network",
        "step": "coal",
        **FLAT,
        "cards": 0,
        "links": ["link:a~b"],
        "then": "first",
        "needs": ["coal"],
    }
    sale = SaleDraft("sell", "merchant", "location:stoke", 0, slot="slot:stoke:1", merchant="m:1")
    assert sale.barrel() == "m:1" and CubeDraft("build", "coal").barrel() is None
    assert to_plain(sale)["merchant"] == "m:1"


def test_a_draft_takes_and_shows_only_its_own_fields():
    with pytest.raises(TypeError):
        BuildDraft("build", "slot", links=["link:a~b"])  # a network's field, not a build's
    assert "links" not in repr(BuildDraft("build", "slot"))
    own = [f.name for f in dataclasses.fields(BuildDraft) if f.init]
    assert own == ["action", "step", "card", "cards", "needs", "near", "used", "industry", "slot"]


def test_a_draft_copy_shares_no_list():
    draft = BuildDraft("build", "coal", needs=["coal"], near=["stoke"], used=["market"])
    copy = draft.copy()
    assert copy == draft and to_plain(copy) == to_plain(draft)
    copy.needs.clear()
    copy.near.append("leek")
    copy.used.clear()
    assert draft.needs == ["coal"] and draft.near == ["stoke"] and draft.used == ["market"]


def _mid_action(rules, level, seed):
    """Positions of a 3-player game between bots in the middle of an action."""
    state = rules.setup({"players": 3}, seed)
    bots = [make_bot(rules.game_id, level, seed * 10 + s) for s in state.seats]
    while (prompt := rules.prompt(state)) is not None:
        if state.draft is not None:
            yield state
        rules.apply(state, bots[prompt.seat].choose(rules, state, prompt.seat))


@pytest.mark.parametrize("rules", RULESETS, ids=lambda r: r.game_id)
def test_the_fast_clone_copies_every_kind_of_draft(rules):
    seen = set()
    for level, seed in (("random", 1), ("heuristic", 2)):  # random bots seldom sell
        for state in _mid_action(rules, level, seed):
            draft = state.draft
            assert type(draft) is rules.flows[draft.action].draft_type
            seen.add(type(draft).__name__)
            copy = rules.clone(state)
            assert state_hash(copy) == state_hash(generic_clone(state)) == state_hash(state)
            assert copy.draft == draft and copy.draft is not draft
            for name in ("needs", "near", "used", "links"):
                value = getattr(draft, name, None)
                assert not isinstance(value, list) or getattr(copy.draft, name) is not value
            assert set(to_plain(draft)) == {"action", "step", *FLAT}
    assert seen == {k.__name__ for k in KINDS if k in {f.draft_type for f in rules.flows.values()}}


@pytest.mark.parametrize("rules", RULESETS, ids=lambda r: r.game_id)
def test_each_ruleset_is_the_context_its_steps_receive(rules):
    assert isinstance(rules.context(), BrassContext)
    assert isinstance(rules.map, MapHooks)
