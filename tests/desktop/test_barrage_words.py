"""Nothing at the Barrage table goes unexplained, in English and Korean: each draft answer's
button names the company, the officer and the starting contract whole, and its tooltip says
what each gives; the company board's supply numbers have icons, words where there is room and
a tooltip each; the wheel's hub and the company ability (locked or not) have tooltips."""

from __future__ import annotations

import pytest
from barrage_gestures import OPTIONS

from desktop.board.tips import wrap_tip
from desktop.games.barrage.controls import make_controls
from desktop.games.barrage.mat import STOCK
from desktop.games.barrage.scene import BarrageScene
from desktop.session_model import SessionModel
from rules.barrage.actions import DraftPick
from rules.barrage.data import barrage_data
from rules.core.i18n import render
from rules.core.session import Session
from rules.core.text import Text

LANGS = ["en", "ko"]


def _model(lang: str, drafted: bool = False) -> SessionModel:
    session = Session("barrage", OPTIONS, 15)
    if drafted:
        session.apply(DraftPick("company:usa", "contract:starting:2"))
    return SessionModel(session, lang=lang, bot_pause_ms=0, play_forced=False)


def _flat(text: str) -> str:
    """A tooltip's words on one line (the table wraps long tooltips)."""
    return " ".join(text.split())


def _words(text: str) -> bool:
    return bool(text) and "{" not in text and "barrage." not in text


@pytest.mark.parametrize("lang", LANGS)
def test_each_draft_answer_says_what_it_gives(qapp, lang):
    model = _model(lang)
    buttons = make_controls(model)
    picks = [b for b in buttons if isinstance(getattr(b, "action", None), DraftPick)]
    assert len(picks) == 6
    data = barrage_data()
    offers = dict(model.state.draft.offers)
    for button in picks:
        pick = button.action
        officer = render(Text(f"barrage.officer.{offers[pick.company].split(':')[1]}"), lang)
        ability = render(Text(data.companies[pick.company].description), lang)
        officer_ability = render(Text(data.officers[offers[pick.company]].description), lang)
        label, tip = button.text(), button.toolTip()
        assert officer in label and "…" not in label  # the whole answer on the button
        assert render(Text("barrage.company.usa"), lang) in label or pick.company != "company:usa"
        assert tip == wrap_tip(tip)  # wrapped to a readable width
        lines = tip.splitlines()
        assert all(_words(line) for line in lines)
        flat = tip.replace("\n", " ")
        at_ability, at_officer = flat.index(ability), flat.index(officer_ability)
        assert at_ability < len(lines[0]) < at_officer  # the company's ability first
        requirement = str(data.contracts[pick.contract].requirement)
        assert requirement in flat[at_officer + len(officer_ability) :]  # the contract last


@pytest.mark.parametrize("lang", LANGS)
def test_the_supply_hub_and_ability_have_tooltips(qapp, lang):
    model = _model(lang, drafted=True)
    scene = BarrageScene(model)
    mat = scene.mats[0]
    assert mat.cid == "company:usa"
    for kind in STOCK:
        cell = mat.stock[kind]
        assert cell.isVisible() and cell.look is not None and cell.look.px >= 11
        tip = _flat(scene.tooltip(cell.element_id))
        assert _words(tip) and cell.look.value in tip, (kind, tip)
    hub = _flat(scene.tooltip(mat.engineers.element_id))
    assert _words(hub) and str(model.state.companies[0].engineers) in hub
    locked = _flat(scene.tooltip(mat.ability.element_id))
    ability = render(Text(barrage_data().companies["company:usa"].description), lang)
    assert _words(locked) and ability in locked
    head = render(Text("barrage.describe.ability_locked", {"ability": ""}), lang)[:8]
    assert locked.startswith(head)
    frame = _flat(scene.tooltip("player:0"))
    assert _words(frame) and str(model.state.companies[0].credits) in frame
