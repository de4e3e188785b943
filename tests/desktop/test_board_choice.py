"""Keeping a gesture's several answers open (desktop/board/choice.py): what an answer names,
which elements tell the answers apart, and a tap narrowing them."""

from __future__ import annotations

from dataclasses import dataclass

from desktop.board.choice import named, narrow, telling
from rules.core.actions import Action


@dataclass(frozen=True, slots=True)
class Build(Action):
    kind = "build"
    piece_id = "{tile}"
    target_id = "{site}"
    tile: str
    site: str
    machines: int = 0
    heads: tuple[str, ...] = ()


def test_an_answer_names_its_piece_target_and_id_shaped_fields():
    build = Build("tech:base", "dam:4U", 2, ("headstream:A", "headstream:A", "x"))
    assert named(build) == {"tech:base", "dam:4U", "headstream:A"}  # not 2, not "x"


def test_what_tells_answers_apart_lights_and_a_tap_keeps_those_naming_it():
    a = Build("tech:base", "dam:4U", 2)
    b = Build("tech:base", "dam:5U", 2)
    c = Build("tech:base", "dam:5U", 3, ("headstream:B",))
    answers = [a, b, c]
    assert telling(answers) == {"dam:4U", "dam:5U", "headstream:B"}  # the tile names them all
    assert narrow(answers, "dam:5U") == [b, c]
    assert narrow(answers, "tech:base") == answers
    assert narrow(answers, "dam:9L") == []
    assert telling([a]) == set()
