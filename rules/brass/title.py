"""Both Brass maps as the registries see them (`rules.core.descriptor`): two titles, one package."""

from rules.core.descriptor import Title

ELEMENTS = "rules.brass.core.ruleset:BrassRuleset.element_ids"
EVALUATE = "rules.brass.evaluate:evaluate"

TITLES = (
    Title(
        "brass-birmingham",
        rules="rules.brass.birmingham:BrassBirmingham",
        bot="rules.brass.birmingham_heuristic:BirminghamBot",
        elements=ELEMENTS,
        evaluate=EVALUATE,
        players=(2, 4),
        order=20,
        sources=(
            "AndreSteenbergen/brass-birmingham",
            "npow/brass-birmingham",
            "julius-retzer/brass-birmingham",
            "artyom-morozov/fast_brass",
        ),
    ),
    Title(
        "brass-lancashire",
        rules="rules.brass.lancashire:BrassLancashire",
        bot="rules.brass.lancashire_heuristic:LancashireBot",
        elements=ELEMENTS,
        evaluate=EVALUATE,
        players=(2, 4),
        order=21,
        sources=("ikegami/tts_brass", "zerodeweikj/brass-lancashire"),
    ),
)
