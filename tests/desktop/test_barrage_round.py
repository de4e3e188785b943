"""Barrage at its table, end to end: a whole first round of a 3-company advanced game (Ann a
person, Bob a heuristic bot, the Automa on normal) played by gestures only (real mouse presses,
moves and releases on the table's views, clicks on the prompt bar), the rules' state checked
after each of Ann's moves:

- the draft (no board element stands for a company or a starting contract yet: its answers are
  the prompt bar's buttons);
- a refused drop (a powerhouse tile on a site already built): the hash unchanged, the tile back
  home, the bar saying the rules' reason;
- a construction of a dam, a conduit and a powerhouse (each tile dragged from the company board
  onto its site), one production system;
- a Water Management (the engineers dragged onto the space: its answers kept open, a tap on a
  headstream narrows them, a button chooses), a production (the engineers on a Turbine Station)
  that fulfils the starting contract (a tap on it), a Workshop;
- the Automa's first turn explained: its action tile, the skipped actions with their reasons, and
  for its construction the criteria stages, replayed on the map when its panel is tapped;
- the game saved, opened again into a new model and table, and played on there: a Contract
  Office (the engineers on the space, a tap on the contract taken) and a pass, into round 2.

Seed 15 was found by a headless search (the heuristic bot and the Automa playing as the table
plays them, Ann's moves as below): all of Ann's moves fit in round 1 with her 12 engineers and
her machinery, the contract office the last of them. The bots play exactly as in that search
until the game is opened again (a new model seeds its bot afresh: Bob has passed by then)."""

from __future__ import annotations

from barrage_gestures import ANN, AUTOMA, BOB, BarrageTable, new_session

from desktop.games.barrage.automa_view import CANDIDATES, stage_words
from rules.barrage import management
from rules.barrage.actions import (
    Construct,
    DraftPick,
    Fulfil,
    Pass,
    Produce,
    TakeContracts,
    Water,
    Workshop,
)
from rules.barrage.automa import PERFORMED, SKIPPED
from rules.barrage.state import waters
from rules.core.session import Session
from rules.core.text import Text

SEED = 15
USA, ITALY, FRANCE = "company:usa", "company:italy", "company:france"
STARTING = "contract:starting:2"  # 3 energy: 2 credits and a wheel turn
PICK = DraftPick(USA, STARTING)


def build(tile: str, site: str, excavators: int, mixers: int, engineers: int) -> Construct:
    """A build with basic tiles, paid with machinery alone, on the construction space that
    takes `engineers`."""
    structure = tile.rpartition(":")[2]
    return Construct(
        tile,
        structure,
        site,
        excavators=excavators,
        mixers=mixers,
        engineers=engineers,
        space=f"space:construction:{engineers}",
    )


DAM = build("tech:basic:base", "dam:10L", 3, 0, 1)
CONDUIT = build("tech:basic:conduit", "conduit:10B", 2, 0, 2)  # production value 2
POWERHOUSE = build("tech:basic:powerhouse", "powerhouse:12:1", 0, 2, 3)
WATER = Water("space:water:1L", ("headstream:A",))
PRODUCE = Produce("space:turbine:3L", "dam:10L", "conduit:10B", "powerhouse:12:1", 1)
WORKSHOP = Workshop("space:workshop:1R")
OFFICE = TakeContracts("space:contracts:1R", ("contract:private:6",))


def cost(action) -> int:
    """The engineers an action space takes."""
    space = management.action_space(action.space)
    assert space is not None
    return space.engineers


def ann(t: BarrageTable):
    return t.state.companies[ANN]


def mine(t: BarrageTable, n: int) -> list:
    """Ann's actions among those after the first `n` (the bots' and the Automa's follow)."""
    return [s.action for s in t.model.session.steps[n:] if s.by == "person"]


def built(t: BarrageTable, drop: Construct) -> None:
    """A tile dragged from Ann's board onto a lit site is the one build it means there."""
    c = ann(t)
    before = (c.engineers, c.excavators, c.mixers, c.open)
    lit: dict = {}
    n = len(t.actions())
    t.drop(drop.tile, drop.site, while_held=lambda: lit.update(t.lit()))
    assert drop.site in lit  # lit while held, with its price
    assert mine(t, n) == [drop]
    c = ann(t)
    assert drop.tile in c.wheel[before[3]].tiles and drop.tile not in c.tiles  # on the wheel
    assert c.open == (before[3] + 1) % len(c.wheel)
    assert (c.engineers, c.excavators, c.mixers) == (
        before[0] - drop.engineers,
        before[1] - drop.excavators,
        before[2] - drop.mixers,
    )


def test_a_first_round_by_gestures_saved_and_played_on(qtbot, tmp_path):
    t = BarrageTable(qtbot, new_session(SEED))
    assert (t.kind(), t.state.round) == ("draft", 1)

    # The draft: nothing on the board stands for a company or a starting contract yet, so each
    # answer is a button of the prompt bar.
    assert USA not in t.scene.elements and STARTING not in t.scene.elements
    assert PICK in t.offered() and len(t.offered()) == 6
    t.choose(PICK)
    t.wait_for(ANN)
    assert (ann(t).id, ann(t).contracts) == (USA, [STARTING])
    assert t.state.companies[BOB].id == ITALY and t.state.companies[AUTOMA].id == FRANCE
    assert (t.kind(), ann(t).engineers, ann(t).credits) == ("turn", 12, 6)

    # The Automa played (before Bob): its panel names its action tile, marks the actions it
    # skipped with the reason, and for its conduit lists the criteria stages that chose the site.
    ex = t.scene.explained
    assert ex is not None and ex.seat == AUTOMA and (ex.action_tile, ex.criteria_tile) == (10, 14)
    summary = t.scene.automa.summary.splitlines()
    assert summary[0] == "Automa — action tile 10, criteria tile 14"
    skipped = [s for s in ex.steps if s.status == SKIPPED]
    assert [s.action for s in skipped] == ["production", "water_management"]
    for s in skipped:
        assert s.reason is not None
        words = t.tr(s.words)
        assert f"✗ {words[:1].upper()}{words[1:]}: {t.tr(s.reason)}" in summary
    assert "✗ Production: The Automa has no production system." in summary
    (line,) = ex.constructions
    assert (line.status, line.structure, line.site) == (PERFORMED, "conduit", "conduit:6B")
    assert waters(t.state).conduits["conduit:6B"] == FRANCE  # as it says
    criteria = [s for s in line.stages if s.kind == "criterion"]
    assert [t.tr(s.short) for s in criteria] == [
        "by an opponent's dam, else a neutral one, else its own",
        "the second most powerful",
    ]
    assert line.stages[0].kind == CANDIDATES and len(line.stages[0].sites) == 13
    assert line.stages[-1].sites == ("conduit:6B",)
    row_words = "✓ Construction: conduit: 13 sites to choose from: the criterion “the second most"
    assert any(row.startswith(row_words) for row in summary)
    # a tap on its panel replays the site choice: every stage said on the Automa's panel (not
    # in the person's prompt bar, as if aimed at them), its sites lit
    t.scene.replay.step_ms = t.scene.replay.hold_ms = 5
    shown: list = []
    told: list = []
    t.scene.message.connect(told.append)
    t.scene.replay.said.connect(
        lambda words: shown.append((words, set(t.scene.lit))) or told.append(t.scene.automa.saying)
    )
    t.tap("automa_view")
    qtbot.waitUntil(lambda: not t.scene.replay.running, timeout=3000)
    assert told == [words for words, _ in shown]  # each on the panel, none in the bar
    assert t.scene.automa.saying == ""
    stages = [(t.tr(stage_words(s)), set(s.sites)) for s in line.stages]
    assert shown[: len(stages)] == stages
    assert shown[len(stages)] == ("It builds its conduit here.", {"conduit:6B"})
    said = [words for words, _ in shown]
    assert "Criterion: the second most powerful (1 site left)" in said

    # A refused drop: Ann's powerhouse tile on Bob's powerhouse. It slides home, nothing
    # changes, and the bar says the rules' reason.
    assert waters(t.state).powerhouses["powerhouse:7:1"] == ITALY
    before, steps = t.hash(), len(t.actions())
    tile = "tech:basic:powerhouse"
    lit: dict = {}
    piece = t.drop(tile, "powerhouse:7:1", while_held=lambda: lit.update(t.lit()))
    t.settle(piece)
    assert "powerhouse:7:1" not in lit and "powerhouse:12:1" in lit
    assert t.hash() == before and len(t.actions()) == steps
    why = t.model.rules.why_not(t.state, t.model.rules.intent(t.state, tile, "powerhouse:7:1"))
    assert why is not None and t.message() == t.tr(why)
    assert t.message() == "That site is taken: one structure per site."

    # A dam: the base tile dragged onto the lower site of basin 10.
    built(t, DAM)
    dam = waters(t.state).dams["dam:10L"]
    assert (dam.owner, dam.height, dam.drops) == (USA, 1, 0)
    t.wait_for(ANN)

    # A conduit from basin 10 (production value 2), and a powerhouse where it leads.
    built(t, CONDUIT)
    assert waters(t.state).conduits["conduit:10B"] == USA
    t.wait_for(ANN)
    built(t, POWERHOUSE)
    assert waters(t.state).powerhouses["powerhouse:12:1"] == USA
    t.wait_for(ANN)

    # Water Management: the engineers on the space mean 14 answers (which headstreams): kept
    # open, the headstreams lit; a tap on A keeps those naming it, a button chooses one drop.
    engineers = ann(t).engineers
    n = len(t.actions())
    t.drop("engineers", WATER.space)
    assert len(t.scene.choosing) == 14 and mine(t, n) == []
    assert set(t.lit()) == {f"headstream:{x}" for x in "ABCD"}
    t.tap("headstream:A")
    assert len(t.scene.choosing) == 5
    assert all("headstream:A" in a.headstreams for a in t.offered())
    t.choose(WATER)
    assert mine(t, n) == [WATER]
    assert waters(t.state).dams["dam:10L"].drops == 1  # the drop ran down into Ann's dam
    assert t.state.spaces[WATER.space] == {USA: 1} == {USA: cost(WATER)}
    assert ann(t).engineers == engineers - 1
    t.wait_for(ANN)

    # A production: the engineers on a Turbine Station, previewed while held there (the drop
    # from the dam, the energy, the contract it could fulfil); then the starting contract, lit,
    # is fulfilled by a tap on it.
    n = len(t.actions())
    seen: list = []
    energy_before = ann(t).energy
    t.drop("engineers", PRODUCE.space, while_held=lambda: seen.append(t.scene.preview))
    (preview,) = seen
    assert preview is not None and preview.powerhouse == PRODUCE.powerhouse
    assert STARTING in preview.contracts and t.scene.preview is None  # the marks go on drop
    assert mine(t, n) == [PRODUCE] and t.kind() == "contract"
    assert ann(t).energy - energy_before == preview.gained[ANN]
    assert preview.paths and preview.paths[0][0] == "powerhouses:12"
    assert STARTING in t.lit()
    assert waters(t.state).dams["dam:10L"].drops == 0
    c = ann(t)
    credits, turned, energy = c.credits, c.open, c.energy
    assert energy == 4  # 1 drop x value 2, but at least 4 with Viktor Fiesler
    t.tap(STARTING)
    assert mine(t, n) == [PRODUCE, Fulfil(STARTING)]
    c = ann(t)
    assert c.fulfilled == [STARTING] and c.contracts == []
    assert c.credits == credits + 2 and c.open == (turned + 1) % len(c.wheel)
    t.wait_for(ANN)

    # A Workshop: the wheel turns once more.
    turned, engineers = ann(t).open, ann(t).engineers
    n = len(t.actions())
    t.drop("engineers", WORKSHOP.space)
    assert mine(t, n) == [WORKSHOP]
    assert ann(t).open == (turned + 1) % len(ann(t).wheel)
    assert t.state.spaces[WORKSHOP.space] == {USA: 2} == {USA: cost(WORKSHOP)}
    assert ann(t).engineers == engineers - 2
    t.wait_for(ANN)
    assert t.state.companies[BOB].passed and t.state.round == 1

    # Saved, opened again into a new model and table, and played on there.
    path = tmp_path / "barrage.steamtable"
    t.save(path)
    saved = t.hash()
    t.close()
    t = BarrageTable(qtbot, Session.load(path))
    assert t.hash() == saved and t.model.viewer() == ANN and t.scene.explained is not None
    assert t.scene.automa.summary.splitlines()[0].startswith("Automa — action tile")

    # A Contract Office: the engineers on the space mean one answer per contract on offer; a
    # tap on the one wanted takes it.
    n = len(t.actions())
    t.drop("engineers", OFFICE.space)
    assert len(t.scene.choosing) > 1 and OFFICE in t.scene.choosing
    assert OFFICE.taken[0] in t.lit()
    t.tap(OFFICE.taken[0])
    assert mine(t, n) == [OFFICE]
    assert ann(t).contracts == ["contract:private:6"] and ann(t).engineers == 0

    # Out of engineers: Ann passes by the prompt bar's button, and the round ends.
    assert t.offered() == [Pass()]
    t.choose(Pass())
    t.wait_for(ANN)
    assert t.state.round == 2 and ann(t).engineers == 12


def test_another_seats_engineers_stay_and_open_answers_narrow_or_go(qtbot):
    """Bob's engineers token cannot be picked up; Ann's on a shut space slides home with the
    reason; on a space with many answers they stay open: a tap on a lit headstream narrows
    them, and Cancel lets them go, nothing played."""
    t = BarrageTable(qtbot, new_session(SEED))
    t.choose(PICK)
    t.wait_for(ANN)
    before, steps = t.hash(), len(t.actions())

    # Bob's token: pressed and dragged onto an open space, it never leaves his board.
    bobs = t.engineers(BOB)
    assert not bobs.movable and t.engineers(ANN).movable
    home = bobs.pos()
    held: list = []
    t.drag(bobs, t.item(WATER.space), while_held=lambda: held.append((t.scene.holding, t.lit())))
    assert held == [(False, {})]  # nothing in hand, nothing lit
    assert bobs.pos() == home and t.hash() == before and len(t.actions()) == steps

    # Ann's token on a shut space (a Turbine Station: she has no production system yet).
    shut = "space:turbine:1L"
    why = management.why_not_space(t.state, ANN, shut)
    assert why is not None
    lit: dict = {}
    piece = t.drop("engineers", shut, while_held=lambda: lit.update(t.lit()))
    t.settle(piece)
    assert WATER.space in lit and not any(s.startswith("space:turbine") for s in lit)
    assert t.hash() == before and t.message() == t.tr(why)
    assert t.message().startswith("You have no production system")

    # On the Water Management space: 14 answers kept open, a button each and Cancel.
    t.drop("engineers", WATER.space)
    cancel = t.tr(Text("desktop.choice.cancel"))
    assert len(t.scene.choosing) == 14 and t.offered() == t.scene.choosing
    assert t.labels()[-1] == cancel and len(t.labels()) == 15
    assert set(t.lit()) == {f"headstream:{x}" for x in "ABCD"}
    t.tap("headstream:B")
    kept = t.scene.choosing
    assert len(kept) == 5 and all("headstream:B" in a.headstreams for a in kept)
    assert t.offered() == kept and t.labels()[-1] == cancel
    assert set(t.lit()) == {f"headstream:{x}" for x in "ACD"}  # what still tells them apart
    assert t.hash() == before
    t.cancel()
    assert t.scene.choosing == [] and t.lit() == {}
    assert t.offered() == [Pass()]  # the turn's own controls again
    assert t.hash() == before and len(t.actions()) == steps

    # Narrowed down to one water move, it is previewed and waits for its button; the preview
    # says where the drops end, as the move then does.
    t.drop("engineers", WATER.space)
    t.tap("headstream:B")
    t.tap("headstream:C")
    (move,) = t.scene.choosing
    preview = t.scene.preview
    assert move.headstreams in (("headstream:B", "headstream:C"), ("headstream:C", "headstream:B"))
    assert preview is not None and t.offered() == [move] and t.scene.marks.items
    assert t.hash() == before
    t.model.bots_paused = True  # the next seat waits: the state is the move's own
    t.choose(move)
    assert t.actions()[steps:] == [move] and t.scene.preview is None
    assert {h: n for h, n in t.state.headstreams.items() if n} == preview.waiting
