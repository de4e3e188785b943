"""Z-values of the scene's layers (DESIGN.md, "Desktop")."""

BOARD = 0.0
TERRAIN = 10.0
LINKS = 20.0
ELEMENTS = 30.0
HIGHLIGHTS = 40.0
PIECES = 50.0
DRAGGED = 60.0
OVERLAYS = 70.0
ANIMATIONS = 80.0  # the ghosts of event animations, above everything
