"""Power Grid as the registries see it (`rules.core.descriptor`)."""

from rules.core.descriptor import Title

TITLES = (
    Title(
        "powergrid",
        rules="rules.powergrid.ruleset:PowerGrid",
        bot="rules.powergrid.heuristic:HeuristicBot",
        elements="rules.powergrid.describe:element_ids",
        evaluate="rules.powergrid.evaluate:evaluate",
        players=(2, 6),
        order=10,
        maps=("germany", "usa"),
        sources=("boardgamers/powergrid", "gummyboars/lunboks"),
    ),
)
