"""Barrage as the registries see it (`rules.core.descriptor`): the Tesla Automa's seats and
level, and the beginner and expansion games, are its own options."""

from rules.barrage.state import DIFFICULTIES
from rules.core.descriptor import Option, Title

TITLES = (
    Title(
        "barrage",
        rules="rules.barrage.ruleset:BarrageRuleset",
        bot="rules.barrage.heuristic:BarrageHeuristic",
        elements="rules.barrage.ruleset:BarrageRuleset.element_ids",
        evaluate="rules.barrage.evaluate:evaluate",
        players=(2, 4),
        order=30,
        options=(
            Option("automa", "automa_seats", "how many seats are Automas (Barrage)"),
            Option("difficulty", "automa_level", "the Automas' level (Barrage)", DIFFICULTIES),
            Option("beginner", "check", "beginner rules"),
            Option("expansion", "check", "with the expansion (Barrage)"),
        ),
        seat_colours=False,
        sources=("Syarwin/bga-barrage", "brdgm/barrage-solo-helper"),
    ),
)
