"""Every element of the Roads & Boats table has words: in a game played halfway by heuristic bots
(4 players on the Dead Sea, 3 on Mesopotamia), the scene's tooltip of each element in
`scene.elements` — the map's tiles, sides, rivers, seas, docks, road and wall sites (built or
not), bridges, buildings, transporters and goods, the wonder, the build palette's pieces, each
seat's mat and research table — is the rules' `describe` of it (never missing) and reads as a
sentence in English and in Korean, by the checks of tests/rules/test_texts.py."""

from __future__ import annotations

import functools
import re

import pytest

from desktop.games.roadsboats.scene import RoadsBoatsScene
from desktop.session_model import SessionModel
from rules.bots import make_bot
from rules.core.session import Session
from tests.rules.test_texts import particle_slips, problems, unit_slips

GAME = "roads-and-boats"
# (players, map, seed, steps): about half of each game (995 and 950 bot actions in all)
GAMES = {
    "4p-dead-sea": (4, "map:dead_sea", 1, 500),
    "3p-mesopotamia": (3, "map:mesopotamia", 2, 475),
}
HANGUL = re.compile("[\uac00-\ud7a3]")
# every kind of element the table shows (the palette's `build:...` pieces among them)
KINDS = ("hex", "edge", "river", "sea", "dock", "build", "player", "research", "wonder")


@functools.cache
def _played(game: str) -> Session:
    """The game after its steps of heuristic bots' play (cached: read only)."""
    players, board, seed, steps = GAMES[game]
    session = Session(GAME, {"players": players, "map": board}, seed)
    for _ in range(steps):
        prompt = session.rules.prompt(session.state)
        assert prompt is not None, "the game ended early"
        bot = make_bot(GAME, "heuristic", seed + prompt.seat)
        session.apply(bot.choose(session.rules, session.state, prompt.seat), by="bot")
    return session


@pytest.mark.parametrize("lang", ("en", "ko"))
@pytest.mark.parametrize("game", GAMES)
def test_every_tooltip_reads(qapp, game, lang):
    model = SessionModel(_played(game), lang=lang)
    scene = RoadsBoatsScene(model)
    assert model.viewer() is not None  # the seat to act is a person: taps are counted too
    names = tuple(model.names)
    view = model.view()
    elements = list(scene.elements)
    assert {e.partition(":")[0] for e in elements} >= set(KINDS)
    assert len([e for e in elements if e.startswith("build:")]) == 21
    slips = []
    for element_id in elements:
        about = model.rules.describe(view, element_id)
        said = scene.tooltip(element_id)
        if about is None or not said.strip():
            slips.append(f"{element_id}: no words")
            continue
        found = problems(said, lang, names) + unit_slips(about, lang)
        if lang == "ko":
            found += particle_slips(about, names)
            if not HANGUL.search(said):
                found.append("no Korean")
        slips += [f"{element_id}: {slip}: {said!r}" for slip in found]
    assert not slips, f"{len(slips)} tooltips do not read:\n" + "\n".join(slips[:40])
