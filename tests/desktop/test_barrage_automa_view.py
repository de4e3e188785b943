"""The Automa's reasoning on the table: seeded 3-company games with one Automa (normal) between
heuristic bots, played headless; every Automa turn's plan (the `automa_revealed` event) is
explained, drawn on the panel and its site choices replayed.

Checked: the explanation names the revealed tiles and marks each action as the plan says (a
skipped one with its failed condition); a construction's stages start with every candidate, only
ever shrink and end on the site the Automa then built on; every text reads in English and Korean;
the panel paints (pictures in /tmp/barrage_automa_*.png to look at); the replay lights the stages
in order, can be skipped and played again, and changes nothing in the plan it reads."""

from __future__ import annotations

import copy
import itertools
from dataclasses import dataclass
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from desktop.board.items import BoardItem
from desktop.games.barrage import look
from desktop.games.barrage.automa_view import (
    ELEMENT_ID,
    AutomaPanel,
    Explanation,
    SiteReplay,
    explain,
)
from desktop.games.barrage.panel import WIDTH
from rules.barrage.automa import NOT_REACHED, PERFORMED, SKIPPED
from rules.bots import make_bot
from rules.core.games import ruleset
from rules.core.i18n import LANGUAGES, render
from rules.core.text import Text
from tests.rules.test_texts import particle_slips, problems, unit_slips

SEEDS = (3, 4)
OPTIONS = {"players": 3, "automa": 1, "difficulty": "normal"}


@dataclass
class Turn:
    seed: int
    params: dict[str, Any]  # the automa_revealed event's
    company: str
    before: dict[str, Any]  # the structures on the map before and after the turn
    after: dict[str, Any]


def _map(state) -> dict[str, Any]:
    return {
        "dams": {k: (d.owner, d.height) for k, d in state.dams.items()},
        "conduits": dict(state.conduits),
        "powerhouses": dict(state.powerhouses),
    }


def play(seed: int) -> list[Turn]:
    """A whole game; the Automa plays by the rules' own action, the others by heuristic bots."""
    rules = ruleset("barrage")
    state = rules.setup(rules.normalize_options(OPTIONS), seed)
    bots = [make_bot("barrage", "heuristic", seed * 10 + i) for i in range(OPTIONS["players"])]
    turns = []
    while (prompt := rules.prompt(state)) is not None:
        automa = rules.rules_action(state)
        before = _map(state)
        action = (
            automa if automa is not None else bots[prompt.seat].choose(rules, state, prompt.seat)
        )
        events = rules.apply(state, action)
        for e in events:
            if e.key == "barrage.event.automa_revealed":
                cid = state.companies[e.seat].id
                turns.append(Turn(seed, e.params, cid, before, _map(state)))
    return turns


@pytest.fixture(scope="module")
def turns() -> list[Turn]:
    found = [t for seed in SEEDS for t in play(seed)]
    assert len(found) > 20
    return found


def plan_steps(turn: Turn) -> list[dict[str, Any]]:
    return turn.params["plan"]["steps"]


def chosen_sites(turn: Turn) -> list[tuple[str, dict[str, Any]]]:
    """(structure, site choice) of each construction of the turn with a site choice."""
    return [
        (s["detail"]["structure"], s["detail"]["choice"])
        for s in plan_steps(turn)
        if s["status"] == PERFORMED and (s["detail"].get("choice"))
    ]


def rich(turns: list[Turn]) -> Turn:
    """A turn with a skipped action and a construction among many sites that narrowed down."""
    for t in turns:
        skipped = any(s["status"] == SKIPPED for s in plan_steps(t))
        narrowed = any(
            len(c["candidates"]) >= 3 and any(s["dropped"] for s in c["steps"])
            for _, c in chosen_sites(t)
        )
        if skipped and narrowed:
            return t
    raise AssertionError("no seeded Automa turn skips an action and chooses among sites")


def tr_in(lang: str):
    return lambda text: render(text, lang)


# -- explain ---------------------------------------------------------------------------------------


def test_explain_names_the_tiles_and_marks_every_action_as_the_plan_says(turns):
    seen = set()
    for t in turns:
        ex = explain(t.params)
        assert (ex.action_tile, ex.criteria_tile) == (t.params["action"], t.params["criteria"])
        assert explain(t.params["plan"]) == ex  # the plan alone names the same tiles
        assert ex.seat == t.params["plan"]["seat"]
        steps = plan_steps(t)
        assert [s.index for s in ex.steps] == [s["index"] for s in steps]
        for line, step in zip(ex.steps, steps, strict=True):
            assert line.words == Text(f"barrage.automa.action.{step['action']}")
            want = step["status"] if step["status"] in (PERFORMED, NOT_REACHED) else SKIPPED
            assert line.status == want
            seen.add(want)
            if want == SKIPPED:
                assert line.reason is not None
                assert line.reason.key == (step["reason"] or "barrage.automa.why.unsupported")
                assert line.reason.params == step["params"]
            else:
                assert line.reason is None
    assert seen == {PERFORMED, SKIPPED, NOT_REACHED}


def test_a_construction_narrows_down_to_the_site_it_built_on(turns):
    checked = 0
    for t in turns:
        ex = explain(t.params)
        built = [line for line in ex.steps if line.stages]
        assert len(built) == len(chosen_sites(t))
        for line, (structure, choice) in zip(built, chosen_sites(t), strict=True):
            stages = line.stages
            assert stages[0].sites == tuple(choice["candidates"])
            for a, b in itertools.pairwise(stages):
                assert set(b.sites) <= set(a.sites) and b.sites
                if b.ignored:  # a stage that matched no site drops none
                    assert b.sites == a.sites
            assert stages[-1].sites == (line.site,) == (choice["site"],)
            assert line.structure == structure
            site = line.site
            if structure == "base":
                assert t.after["dams"][site][0] == t.company and site not in t.before["dams"]
            elif structure == "elevation":
                assert t.after["dams"][site][1] == t.before["dams"][site][1] + 1
            else:
                assert t.after[f"{structure}s"][site] == t.company
                assert site not in t.before[f"{structure}s"]
            checked += 1
    assert checked >= 10
    turn = rich(turns)  # one turn whose choice really narrowed, stage after stage
    line = next(s for s in explain(turn.params).steps if s.stages)
    sizes = [len(s.sites) for s in line.stages]
    assert sizes[0] >= 3 and sizes[-1] == 1 and len(set(sizes)) >= 2


def test_explain_only_reads_the_plan(turns):
    params = rich(turns).params
    kept = copy.deepcopy(params)
    explain(params)
    assert params == kept


def test_every_text_reads_in_english_and_korean(turns):
    texts: list[Text] = [Text("barrage.ui.automa.none"), Text("barrage.ui.automa.replay")]
    for t in turns:
        texts += list(explain(t.params).texts())
    for lang in LANGUAGES:
        for text in texts:
            out = render(text, lang)
            assert out != text.key and "{" not in out and "}" not in out, (text, out)
            assert not problems(out, lang), (text, out, problems(out, lang))
            assert not unit_slips(text, lang), unit_slips(text, lang)
        assert not [s for text in texts for s in particle_slips(text)]


# -- the panel -------------------------------------------------------------------------------------


def paint(item: AutomaPanel, path: str) -> QImage:
    scene = item.scene()
    r = item.rect
    image = QImage(int(r.width()) + 8, int(r.height()) + 8, QImage.Format.Format_ARGB32)
    image.fill(QColor("#000000"))
    p = QPainter(image)
    scene.render(p, QRectF(0, 0, image.width(), image.height()), r.adjusted(-4, -4, 4, 4))
    p.end()
    image.save(path)
    return image


def inked(image: QImage) -> int:
    """Pixels clearly lighter than the panel's ground: the words and marks drawn."""
    ground = look.PANEL_BG.lightness()
    return sum(
        image.pixelColor(x, y).lightness() > ground + 80
        for x in range(0, image.width(), 2)
        for y in range(0, image.height(), 2)
    )


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_panel_draws_a_turn_and_the_quiet_line(qapp, turns, lang):
    tr = tr_in(lang)
    ex = explain(rich(turns).params)
    panel = AutomaPanel(QRectF(40, 30, WIDTH, 300))
    assert isinstance(panel, BoardItem) and panel.element_id == ELEMENT_ID
    scene = QGraphicsScene()
    scene.addItem(panel)
    panel.show(None, tr, "#c62828")
    assert render(Text("barrage.ui.automa.none"), lang) in panel.summary
    quiet = inked(paint(panel, f"/tmp/barrage_automa_none_{lang}.png"))
    assert quiet > 20

    panel.show(ex, tr, look.COMPANY["company:france"].name())
    tall = panel.height_for(WIDTH)
    panel.lay_out(QRectF(40, 30, WIDTH, tall))
    assert panel.boundingRect().height() >= tall
    full = inked(paint(panel, f"/tmp/barrage_automa_{lang}.png"))
    assert panel.note_px >= 14  # at the height it asks for, every word at full size
    assert full > quiet * 3
    summary = panel.summary.splitlines()
    assert summary[0] == render(
        Text("barrage.ui.automa.heading", {"action": ex.action_tile, "criteria": ex.criteria_tile}),
        lang,
    )
    marks = [line[0] for line in summary[1 : 1 + len(ex.steps)]]
    assert marks == [{PERFORMED: "✓", SKIPPED: "✗"}.get(s.status, "–") for s in ex.steps]
    reasons = [render(s.reason, lang) for s in ex.steps if s.reason is not None]
    assert reasons and all(any(r in line for line in summary) for r in reasons)

    panel.lay_out(QRectF(0, 0, WIDTH, tall * 0.7))  # squeezed: smaller notes, still drawn
    inked(paint(panel, f"/tmp/barrage_automa_small_{lang}.png"))
    assert 12 <= panel.note_px < 14


# -- the replay ------------------------------------------------------------------------------------


class Recorder:
    def __init__(self) -> None:
        self.lit: list[dict[str, str | None]] = []
        self.said: list[str] = []
        self.cleared = 0

    def light(self, sites: dict[str, str | None]) -> None:
        self.lit.append(dict(sites))

    def clear(self) -> None:
        self.cleared += 1

    def say(self, words: str) -> None:
        self.said.append(words)


def expected_lit(ex: Explanation) -> list[tuple[str, ...]]:
    out = []
    for line in ex.constructions:
        out += [stage.sites for stage in line.stages] + [(line.site,)]
    return out


def test_the_replay_lights_the_stages_in_order_and_can_be_played_again(qtbot, turns):
    ex = explain(rich(turns).params)
    rec = Recorder()
    replay = SiteReplay(rec.light, rec.clear, rec.say, step_ms=10, hold_ms=20)
    for run in (1, 2):
        with qtbot.waitSignal(replay.finished, timeout=5000):
            assert replay.play(ex, tr_in("ko"))
            assert replay.running
        assert not replay.running and rec.cleared == run
        lit = [tuple(x) for x in rec.lit]
        assert lit == expected_lit(ex) * run
        sizes = [len(x) for x in rec.lit[: len(expected_lit(ex))]]
        assert sizes == sorted(sizes, reverse=True) and sizes[-1] == 1
        for sites in rec.lit:  # the label on the first site only
            labels = list(sites.values())
            assert labels[0] and all(label is None for label in labels[1:])
        assert len(rec.said) == len(rec.lit) and all("{" not in w for w in rec.said)


def test_the_replay_skips_at_once_and_starts_again_when_asked(qtbot, turns):
    ex = explain(rich(turns).params)
    rec = Recorder()
    replay = SiteReplay(rec.light, rec.clear, rec.say, step_ms=40, hold_ms=40)
    assert replay.play(ex, tr_in("en"))
    assert replay.running and len(rec.lit) == 1
    replay.skip()
    assert not replay.running and rec.cleared == 1
    qtbot.wait(150)
    assert len(rec.lit) == 1  # nothing more lit once skipped
    replay.skip()  # skipping when nothing runs does nothing
    assert rec.cleared == 1
    replay.play(ex, tr_in("en"))
    replay.play(ex, tr_in("en"))  # a tap while it runs starts it over
    assert rec.cleared == 2 and len(rec.lit) == 3
    qtbot.waitUntil(lambda: not replay.running, timeout=5000)
    assert [tuple(x) for x in rec.lit[2:]] == expected_lit(ex)


def test_a_turn_without_a_site_choice_replays_nothing(qtbot, turns):
    plain = next(t for t in turns if not chosen_sites(t))
    rec = Recorder()
    replay = SiteReplay(rec.light, rec.clear, rec.say)
    assert not replay.play(explain(plain.params), tr_in("en"))
    assert not replay.running and not rec.lit and not rec.said
