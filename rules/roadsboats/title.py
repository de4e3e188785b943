"""Roads & Boats as the registries see it (`rules.core.descriptor`)."""

from rules.core.descriptor import Title

TITLES = (
    Title(
        "roads-and-boats",
        rules="rules.roadsboats.ruleset:RoadsBoatsRuleset",
        bot="rules.roadsboats.heuristic:RoadsBoatsHeuristic",
        elements="rules.roadsboats.ruleset:RoadsBoatsRuleset.element_ids",
        evaluate="rules.roadsboats.evaluate:evaluate",
        players=(1, 5),
        order=40,
        maps=("dead_sea", "mesopotamia", "lord_of_the_ring", "the_pacific", "random", "file"),
        sources=("goertzenator/RoadsAndBoats", "jtreim/roads-boats"),
    ),
)
