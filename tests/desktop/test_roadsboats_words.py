"""Roads & Boats' words at the table, in English and Korean: players named by name, not colour;
counts in the singular and plural; each turn's prompt names its end button by the button's own
words; a tap on a side that cannot be a home says why, in the bar and in the tooltip; a bot's
doing reads as a noun phrase after "Bob (bot): "."""

from __future__ import annotations

import pytest
from roadsboats_gestures import ANN, OPTIONS, RoadsBoatsTable

from rules.core.events import Event
from rules.core.i18n import catalog, render, render_event
from rules.core.session import Session
from rules.core.steps import Done
from rules.core.text import Text

SEED = 3
HOME = "hex:0,3/area:0"
LANGS = ("en", "ko")


def _table(qtbot, lang: str) -> RoadsBoatsTable:
    t = RoadsBoatsTable(qtbot, Session("roads-and-boats", OPTIONS, SEED))
    t.model.lang = lang
    t.model.changed.emit([])
    return t


@pytest.mark.parametrize("lang", LANGS)
def test_a_tap_where_no_home_can_be_says_why_in_the_bar_and_the_tooltip(qtbot, lang):
    t = _table(qtbot, lang)
    t.wait_for(ANN)
    assert t.kind() == "choose_home"
    lit = t.lit()
    unlit = sorted(e for e in t.scene.elements if e.startswith("hex:") and e not in lit)
    land = [e for e in unlit if "/area:" in e and e.split("/")[0] in t.scene.layout.land]
    target = (land or unlit)[0]
    before = t.hash()
    t.tap(target)
    assert t.hash() == before
    said = t.message()
    assert said, f"a tap on {target} said nothing"
    why = t.model.rules.why_not(t.state, _home(target))
    assert said == t.tr(why)
    assert said in t.scene.tooltip(target)
    t.tap(HOME)  # the lit side is taken
    assert t.state.players[ANN].home == "hex:0,3"


def _home(element: str):
    from rules.roadsboats.actions import ChooseHome

    return ChooseHome(element if "/area:" in element else f"{element}/area:0")


@pytest.mark.parametrize("lang", LANGS)
def test_each_turns_prompt_names_its_end_button_in_the_buttons_words(qtbot, lang):
    t = _table(qtbot, lang)
    t.wait_for(ANN)
    t.tap(HOME)
    for phase in ("production", "movement", "building", "wonder"):
        t.answer_until(phase)
        (end,) = [b.text() for b in t.buttons() if getattr(b, "action", None) == Done()]
        prompt = t.table.prompt_bar.prompt.text()
        assert end in prompt, (end, prompt)
        t.done()


@pytest.mark.parametrize("lang", LANGS)
def test_players_are_named_by_name_in_tooltips_not_colour(qtbot, lang):
    t = _table(qtbot, lang)
    t.wait_for(ANN)
    t.tap(HOME)
    t.answer_until("production")
    donkey = next(x.id for x in t.state.transporters if x.owner == t.state.players[ANN].colour)
    tip = t.scene.tooltip(donkey)
    assert ("Ann's donkey" if lang == "en" else "Ann 님의 당나귀") in tip
    colours = [render(Text(f"roads-and-boats.colour.{c}"), lang) for c in ("red", "yellow")]
    assert not any(c in tip for c in colours)


@pytest.mark.parametrize("lang", LANGS)
def test_a_brick_for_one_good_is_one_good(lang):
    one = render_event(Event("roads-and-boats.event.brick", {"cost": 1, "place": 3}, 0), ["Ann"])
    two = render_event(Event("roads-and-boats.event.brick", {"cost": 2, "place": 3}, 0), ["Ann"])
    if lang == "en":
        assert "for 1 good (" in one and "for 2 goods (" in two
    else:
        ko = Event("roads-and-boats.event.brick", {"cost": 1, "place": 3}, 0)
        assert "상품 1개로" in render_event(ko, ["Ann"], "ko")


@pytest.mark.parametrize("lang", LANGS)
def test_a_bots_doing_reads_after_its_name(lang):
    names = {k: v for k, v in catalog(lang).items() if k.startswith("roads-and-boats.prompt_name.")}
    assert len(names) >= 9
    for key, words in names.items():
        line = render(Text("desktop.prompt.bot_doing", {"player": "Bob", "doing": Text(key)}), lang)
        # "Bob (bot): building…", not "Bob (bot): the building phase…"
        assert not words.startswith(("the ", "a ")) and "phase" not in words, line
        assert "단계" not in words, line
