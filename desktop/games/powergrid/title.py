"""Power Grid's table for the registry (`desktop.games.descriptor`): scene, controls, emblem."""

from desktop.games.descriptor import TableTitle
from desktop.games.powergrid import make_controls, make_scene
from desktop.games.powergrid.emblem import draw_emblem

TABLES = (TableTitle("powergrid", make_scene, make_controls, draw_emblem),)
