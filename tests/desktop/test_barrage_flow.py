"""Water you can see (desktop/games/barrage/flow.py): the preview of a Water Management or
production move says exactly what confirming it does (drops waiting, drops in each dam, the energy
gained, the contracts on offer) without touching the game; every drop's path runs down the river
from a headstream or a powerhouse group to a dam or an exit, on points of the real map; the drops'
glide is over within 2 s (at once when skipped) and leaves no ghost; the preview's marks clear.

Positions come from seeded games between heuristic bots (3 companies, and 2 with an Automa)."""

from __future__ import annotations

import time
from itertools import pairwise

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QGraphicsScene

from desktop.games.barrage.flow import (
    FADE_MS,
    MOST_MS,
    Badge,
    DropGhost,
    FlowAnimation,
    PreviewMarks,
    drop_paths,
    flow_preview,
    node_points,
    timing,
)
from desktop.games.barrage.layout import lay_out_map
from rules.barrage.actions import Pass, Produce, ProduceNow, Water
from rules.barrage.contracts import contract_options
from rules.barrage.river import river_map
from rules.bots import make_bot
from rules.core.events import Event
from rules.core.games import ruleset
from rules.core.i18n import LANGUAGES, render

GAMES = (({"players": 3}, 2), ({"players": 3, "automa": 1}, 2))
SCREENS = ((1920, 1080), (1280, 800), (1600, 1000))
FLOWING = (Water, Produce, ProduceNow)


class Played:
    """A whole seeded game: every position where a water move was legal (a clone, with those
    moves) and every event the game produced."""

    def __init__(self) -> None:
        self.rules = ruleset("barrage")
        self.positions: list[tuple[object, list]] = []
        self.events: list[Event] = []
        for options, seed in GAMES:
            state = self.rules.setup(self.rules.normalize_options(options), seed)
            bot = make_bot("barrage", "heuristic", seed)
            while (prompt := self.rules.prompt(state)) is not None:
                action = self.rules.rules_action(state)
                if action is None:
                    legal = self.rules.legal_actions(state)
                    moves = [a for a in legal if isinstance(a, FLOWING)]
                    if moves:
                        self.positions.append((self.rules.clone(state), moves))
                    action = bot.choose(self.rules, state, prompt.seat)
                self.events += self.rules.apply(state, action)


@pytest.fixture(scope="module")
def played() -> Played:
    return Played()


def _after(rules, state, action):
    after = rules.clone(state)
    return after, rules.apply(after, action)


# -- the preview is what confirming does ---------------------------------------------------------


def test_a_water_preview_is_the_state_after_the_move(played):
    rules = played.rules
    checked = 0
    for state, moves in played.positions:
        for action in (a for a in moves if isinstance(a, Water)):
            snapshot = rules.clone(state)
            preview = flow_preview(rules, state, action)
            assert state == snapshot, "the preview changed the game"
            assert preview is not None and not preview.production
            after, events = _after(rules, state, action)
            assert sum(preview.ends.values()) == len(action.headstreams)
            for head in river_map().headstreams:
                new = after.headstreams.get(head, 0) - state.headstreams.get(head, 0)
                assert preview.ends.get(head, 0) == new, (action, head)
            assert preview.waiting == {h: n for h, n in after.headstreams.items() if n}
            for site in river_map().dams:
                now = after.dams[site].drops if site in after.dams else 0
                was = state.dams[site].drops if site in state.dams else 0
                assert preview.ends.get(site, 0) == now - was, (action, site)
                if site in after.dams:
                    assert preview.dams[site] == now
            left = sum(1 for e in events if e.key == "barrage.event.drop_left")
            assert sum(n for node, n in preview.ends.items() if node.startswith("exit:")) == left
            assert list(preview.paths) == drop_paths(events)
            checked += 1
    assert checked > 100


def test_a_production_preview_is_the_energy_gained(played):
    rules = played.rules
    checked = {Produce: 0, ProduceNow: 0}
    for state, moves in played.positions:
        for action in (a for a in moves if isinstance(a, Produce | ProduceNow)):
            snapshot = rules.clone(state)
            preview = flow_preview(rules, state, action)
            assert state == snapshot, "the preview changed the game"
            assert preview is not None and preview.powerhouse == action.powerhouse
            seat = preview.seat
            after, events = _after(rules, state, action)
            gained = after.companies[seat].energy - state.companies[seat].energy
            assert preview.gained.get(seat, 0) == gained, action
            produced = next(e for e in events if e.key == "barrage.event.produced")
            assert preview.energy == produced.params["energy"]
            assert preview.extra == gained - preview.energy >= 0
            assert preview.contracts == tuple(contract_options(after, seat, preview.energy))
            assert len(preview.needs) == len(preview.contracts)
            assert sum(preview.ends.values()) == action.drops
            assert preview.dams == {site: d.drops for site, d in after.dams.items()}
            # the released drops start from the powerhouse group the production used
            group = river_map().group_of(action.powerhouse)
            assert all(path[0] == group for path in preview.paths)
            checked[type(action)] += 1
    assert checked[Produce] > 10 and checked[ProduceNow] > 0


def test_no_preview_for_other_moves_or_illegal_ones(played):
    rules = played.rules
    state, moves = played.positions[0]
    assert flow_preview(rules, state, Pass()) is None
    water = next(a for a in moves if isinstance(a, Water))
    assert flow_preview(rules, state, Water(water.space, ("headstream:Z",))) is None


# -- drops follow the river ----------------------------------------------------------------------


def test_every_drop_path_runs_down_the_river_to_a_dam_or_an_exit(played):
    m = river_map()
    paths = drop_paths(played.events)
    flowed = [e for e in played.events if e.key == "barrage.event.drop_flowed"]
    moved = [e for e in played.events if e.key.startswith("barrage.event.drop_")]
    assert len(paths) == len(moved) and flowed and len(paths) > len(flowed)
    for path in paths:
        assert path[0].startswith(("headstream:", "powerhouses:")), path
        assert path[-1].startswith(("dam:", "exit:")), path
        for here, there in pairwise(path):
            assert m.river_next[here] == there, path
    # the Water Flow phase's drops leave the headstreams
    assert all(p[0].startswith("headstream:") for p in drop_paths(flowed))


def test_every_river_node_has_a_point_on_the_real_map(played):
    m = river_map()
    nodes = {n for start, rest in m.downstream.items() for n in (start, *rest)}
    nodes |= {n for path in drop_paths(played.events) for n in path}
    for size in SCREENS:
        layout = lay_out_map(*size)
        points = node_points(layout)
        assert nodes <= points.keys()
        room = layout.rect.adjusted(-1, -1, 1, 1)
        assert all(room.contains(points[n]) for n in nodes)
        for head, rect in layout.headstreams.items():
            assert rect.contains(points[head])
        for site, rect in layout.dams.items():
            assert rect.contains(points[site])
        for group, rect in layout.groups.items():
            assert rect.contains(points[group])
        for basin in m.basins.values():  # water reads top to bottom
            inside = [points[n] for n in (basin.group, *basin.dams) if n]
            assert [p.y() for p in inside] == sorted(p.y() for p in inside)


# -- the glide -------------------------------------------------------------------------------------


@pytest.mark.parametrize("drops", [1, 2, 5, 12, 40])
def test_a_whole_flow_is_timed_within_two_seconds(drops):
    plan = timing([100.0 + 37 * i for i in range(drops)])
    starts = [s for s, _ in plan]
    assert starts == sorted(starts) and len(set(starts)) == drops
    assert max(s + g for s, g in plan) + FADE_MS <= MOST_MS + 1e-6 <= 2000


def _long_paths() -> list[tuple[str, ...]]:
    m = river_map()
    return [(h, *m.downstream[h]) for h in m.headstreams] * 3


def _ghosts(scene: QGraphicsScene) -> list[DropGhost]:
    return [i for i in scene.items() if isinstance(i, DropGhost)]


def test_the_drops_glide_and_are_gone_within_two_seconds(qtbot):
    scene = QGraphicsScene()
    points = node_points(lay_out_map(1600, 1000))
    flow = FlowAnimation(scene, points)
    began = time.perf_counter()
    flow.play(_long_paths())
    assert flow.running and flow.duration <= 2000
    ghosts = _ghosts(scene)
    assert len(ghosts) == 12
    assert all(g.acceptedMouseButtons() == Qt.MouseButton.NoButton for g in ghosts)
    first = ghosts[0].pos() if ghosts[0].isVisible() else None
    qtbot.wait(300)
    moving = [g for g in _ghosts(scene) if g.isVisible()]
    assert moving and (first is None or moving[0].pos() != first)
    qtbot.waitUntil(lambda: not flow.running, timeout=2200)
    assert time.perf_counter() - began <= 2.2
    assert not _ghosts(scene) and not flow.ghosts()


def test_skipping_removes_every_ghost_at_once(qtbot):
    scene = QGraphicsScene()
    flow = FlowAnimation(scene, node_points(lay_out_map(1600, 1000)))
    flow.play(_long_paths())
    qtbot.wait(50)
    flow.play(_long_paths()[:2])  # a new flow ends the one running
    assert len(_ghosts(scene)) == 2
    flow.finish()
    assert not flow.running and not _ghosts(scene)
    flow.play([])  # nothing to glide: nothing runs
    assert not flow.running and not _ghosts(scene)


# -- the marks -------------------------------------------------------------------------------------


def _production(played: Played):
    for state, moves in played.positions:
        for action in moves:
            if isinstance(action, Produce):
                preview = flow_preview(played.rules, state, action)
                if preview is not None and preview.ends:
                    return preview
    raise AssertionError("no production")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_preview_marks_show_each_end_and_the_energy_then_clear(qtbot, played, lang):
    scene = QGraphicsScene()
    layout = lay_out_map(1600, 1000)
    points = node_points(layout)
    marks = PreviewMarks(scene)
    words: list[str] = []

    def tr(text):
        words.append(render(text, lang))
        return words[-1]

    preview = _production(played)
    marks.show(preview, points, tr)
    badges = [i for i in scene.items() if isinstance(i, Badge)]
    assert len(badges) == len(preview.ends) + 1
    assert all(b.acceptedMouseButtons() == Qt.MouseButton.NoButton for b in badges)
    assert all(w and "{" not in w and "barrage." not in w for w in words)
    assert any(str(preview.energy) in w for w in words)
    map_room = QRectF(layout.rect).adjusted(-5, -60, 5, 5)
    assert all(map_room.contains(b.sceneBoundingRect().center()) for b in badges)
    water = next(
        flow_preview(played.rules, s, a)
        for s, moves in played.positions
        for a in moves
        if isinstance(a, Water)
    )
    marks.show(water, points, tr)  # replaces the production's marks
    assert len([i for i in scene.items() if isinstance(i, Badge)]) == len(water.ends)
    marks.clear()
    assert not [i for i in scene.items() if isinstance(i, Badge)]
