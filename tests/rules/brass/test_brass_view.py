"""Hidden information on both Brass maps (DESIGN: view): what a seat decides from its view is
exactly what it could decide from the full state."""

import pytest
from brass_common import random_positions
from brass_helpers import RULES as BIRMINGHAM
from lancashire_helpers import RULES as LANCASHIRE


@pytest.mark.parametrize("rules", [BIRMINGHAM, LANCASHIRE], ids=lambda r: r.game_id)
def test_the_seat_to_act_has_the_same_choices_in_its_view(rules):
    for state, seat in random_positions(rules):
        seen = rules.view(state, seat)
        assert rules.legal_actions(seen) == rules.legal_actions(state)
        assert rules.prompt(seen) == rules.prompt(state)
