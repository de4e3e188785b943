"""The throw-away sixth title's descriptors (`RULES`, `TABLE`), as a title's packages would hold
them; the tests add them with `desktop.games.register` and take them away with `unregister`."""

from pathlib import Path

from desktop.games.descriptor import TableTitle
from rules.core.descriptor import Title
from tests.desktop.race_title.table import draw_emblem, make_controls, make_scene

HERE = Path(__file__).resolve().parent
RULES = Title(
    "race",
    rules="tests.desktop.race_title.rules:RaceRules",
    bot="tests.desktop.race_title.rules:RaceBot",
    elements="tests.desktop.race_title.rules:element_ids",
    players=(2, 2),
    order=50,  # after the real titles
    rules_pages=HERE,
    catalogs=HERE,
)
TABLE = TableTitle("race", make_scene, make_controls, draw_emblem)
