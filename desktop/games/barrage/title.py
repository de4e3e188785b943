"""Barrage's table for the registry (`desktop.games.descriptor`): scene, controls, emblem."""

from desktop.games.barrage import make_controls, make_scene
from desktop.games.barrage.emblem import draw_emblem
from desktop.games.descriptor import TableTitle

TABLES = (TableTitle("barrage", make_scene, make_controls, draw_emblem),)
