"""Roads & Boats' table for the registry (`desktop.games.descriptor`): scene, controls, emblem."""

from desktop.games.descriptor import TableTitle
from desktop.games.roadsboats import make_controls, make_scene
from desktop.games.roadsboats.emblem import draw_emblem

TABLES = (TableTitle("roads-and-boats", make_scene, make_controls, draw_emblem),)
