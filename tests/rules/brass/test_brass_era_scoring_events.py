"""The end of an era in events a table can replay step by step (issue 13, item 7): each seat's
`links_scored` names every link it scored with its VP, `industries_scored` every flipped tile's
slot with its VP; the pieces sum to the event's `vp`, and the steps account for every VP the
era's end gave (links, industries, then the map's own final scoring)."""

import pytest
from brass_helpers import RULES, act, link, new_game, put, seat

from rules.brass.core.actions import ChooseAction, PlayCard
from rules.core.session import Session
from rules.playout import make_bots

SCORED = ("brass.event.links_scored", "brass.event.industries_scored")


def _end_era(state):
    """Play the era's last round out with passes; the events of it."""
    state.round = RULES.board.rounds(len(state.players))
    for p in state.players:
        p.discard += p.hand[2:]
        p.hand = p.hand[:2]
    state.players[0].discard += state.deck
    state.deck = []
    events = []
    era = state.era
    while state.era == era and not state.over:
        s = seat(state)
        events += act(state, ChooseAction("pass"), PlayCard(state.players[s].hand[0]))
    return events


def test_each_link_and_each_flipped_tile_is_named_with_its_vp():
    state = new_game(2)
    put(state, "slot:dudley:1", 1, "coal_mine", 1, flipped=True)  # 2 icons, 1 VP
    put(state, "slot:birmingham:1", 1, "cotton_mill", 2, flipped=True)  # 2 icons, 5 VP
    put(state, "slot:walsall:1", 0, "cotton_mill", 1)  # unflipped: scores nothing
    link(state, 0, "birmingham", "dudley")
    events = _end_era(state)
    by = {(e.key, e.seat): e.params for e in events if e.key in SCORED}
    assert by["brass.event.links_scored", 0] == {
        "vp": 4,
        "each": [["link:birmingham~dudley", 4]],
    }
    assert by["brass.event.links_scored", 1] == {"vp": 0, "each": []}
    assert by["brass.event.industries_scored", 0] == {"vp": 0, "each": []}
    assert by["brass.event.industries_scored", 1] == {
        "vp": 6,
        "each": [["slot:birmingham:1", 5], ["slot:dudley:1", 1]],
    }


def _by_step(players, industries):
    """Each seat's VP by era-scoring step: links, industries, Lancashire's money."""
    return [
        (
            p.vp.get("links", 0),
            sum(p.vp.get(i, 0) for i in industries),
            p.vp.get("money_vp", 0),
        )
        for p in players
    ]


@pytest.mark.parametrize("game", ["brass-birmingham", "brass-lancashire"])
@pytest.mark.parametrize("seed", [3, 8])
def test_the_pieces_sum_to_the_vp_and_the_steps_to_the_scores(game, seed):
    session = Session(game, {"players": 3}, seed)
    bots = make_bots(game, seed, ["heuristic"] * 3)
    rules, ends = session.rules, 0
    industries = set(rules.board.industries)
    while (prompt := rules.prompt(session.state)) is not None:
        before = _by_step(session.state.players, industries)
        events = session.apply(bots[prompt.seat].choose(rules, session.state, prompt.seat))
        if not any(e.key == "brass.event.era_end" for e in events):
            continue
        ends += 1
        gained = [[0, 0, 0] for _ in before]
        for e in events:
            if e.key in SCORED:
                assert sum(vp for _, vp in e.params["each"]) == e.params["vp"]
                assert len({piece for piece, _ in e.params["each"]}) == len(e.params["each"])
            if e.key.endswith("_scored") and e.seat is not None:
                step = SCORED.index(e.key) if e.key in SCORED else 2
                gained[e.seat][step] += e.params["vp"]
        after = _by_step(session.state.players, industries)
        # the era's last action may score too (a merchant's bonus): only the steps' sources
        for b, g, a in zip(before, gained, after, strict=True):
            assert [x - y for x, y in zip(a, b, strict=True)] == g
    assert ends == 2
