"""Every prompt's answers show whole the moment the prompt opens, in every layout and mode:
played in a real window too (`make test` runs these again under Xvfb with a window manager),
where a button just added to a layout stays hidden until the event loop's next pass — the
bar once measured only shown buttons and so fixed its scroll area at a scroll bar's width.

Brass's Develop asks "remove a second tile, or stop" with seven answers (six industries and
Stop), the most a prompt bar offers in the five titles at a table's usual size."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from desktop.shell.action_button import ActionButton
from tests.desktop.table_checks import answers, answers_unseen
from tests.desktop.windows import game_window

GAME = "brass-birmingham"
LONG = (
    "Take the trunk of the woodcutter on the forest tile, carry it over the river by the ferry"
    " and then along the new road up to the sawmill on the hill"
)


def _window(qtbot, size: tuple[int, int], table_top: bool, lang: str, players: int):
    seats = [{"name": f"P{i + 1}", "bot": None if i == 0 else "heuristic"} for i in range(players)]
    options = {"players": players, "seats": seats}
    window = game_window(qtbot, GAME, options, size=size, lang=lang, table_top=table_top)
    qtbot.wait(20)
    return window


def _answer(window, pick) -> None:
    """Answer the prompt as a person does, and let the event loop run once (one frame)."""
    model = window.model
    model.apply(pick(model.rules.legal_actions(model.state)))
    QApplication.processEvents()


@pytest.mark.realscreen
@pytest.mark.parametrize("table_top", [False, True], ids=["desk", "table-top"])
@pytest.mark.parametrize(
    ("size", "players", "lang"),
    [((1920, 1080), 2, "en"), ((1920, 1080), 3, "ko"), ((1280, 800), 3, "en")],
    ids=["1920-2p-en", "1920-3p-ko", "1280-3p-en"],
)
def test_develops_seven_answers_show_whole_as_each_prompt_opens(
    qtbot, keep_look, size, players, lang, table_top
):
    from desktop.shell.style import apply_style

    apply_style(QApplication.instance())
    window = _window(qtbot, size, table_top, lang, players)
    table = window.table
    steps = [
        lambda acts: next(a for a in acts if getattr(a, "action", "") == "develop"),
        lambda acts: acts[0],  # the card
        lambda acts: acts[0],  # the first tile
    ]
    # at 1920x1080 up to eight answers show without scrolling (on a real screen: offscreen
    # Qt takes a finger for 37 pixels, not 34, and its buttons are a row deeper)
    scroll = size[1] < 1000 or QApplication.platformName() == "offscreen"
    assert answers_unseen(table, scroll=scroll) == []
    for step in steps:
        _answer(window, step)
        assert answers_unseen(table, scroll=scroll) == []
    assert window.model.prompt().kind == "develop_more"
    assert len(answers(table)) == 7


@pytest.mark.realscreen
@pytest.mark.parametrize("table_top", [False, True], ids=["desk", "table-top"])
def test_long_answers_wrap_and_are_never_cut(qtbot, keep_look, monkeypatch, table_top):
    """A gesture that leaves answers open (Roads & Boats: "2 moves fit: choose below") offers
    them as buttons in words; long words wrap inside the bar."""
    from desktop.shell import prompt_bar
    from desktop.shell.style import apply_style

    apply_style(QApplication.instance())
    window = _window(qtbot, (1920, 1080), table_top, "en", 3)
    table = window.table
    model = window.model
    monkeypatch.setattr(
        prompt_bar,
        "answer_buttons",
        lambda model, actions: [
            ActionButton(model, a, f"{LONG} {n}") for n, a in enumerate(actions)
        ],
    )
    actions = model.rules.legal_actions(model.state)[:2]
    table.prompt_bar.show_choices(actions, lambda: None)
    QApplication.processEvents()
    assert answers_unseen(table) == []  # whole across; at a desk the third row scrolls
    wrapped = [b for b in answers(table) if "\n" in b.text()]
    assert len(wrapped) == 2  # both long answers, on more than one line, whole
    assert all(b.property("words").startswith(LONG) for b in wrapped)


@pytest.mark.realscreen
def test_the_bar_refits_after_a_change_of_mode_and_a_refusal(qtbot, keep_look):
    """Answers stay whole after any sequence: desk to table-top and back, and a message."""
    from desktop.shell.style import apply_style

    apply_style(QApplication.instance())
    window = _window(qtbot, (1920, 1080), False, "en", 3)
    table = window.table
    for _ in range(2):
        window.toggle_table_top()
        QApplication.processEvents()
        assert answers_unseen(table, scroll=False) == []
    table.prompt_bar.show_message("This slot does not show the Iron Works icon, so no.")
    QApplication.processEvents()
    assert answers_unseen(table, scroll=False) == []
