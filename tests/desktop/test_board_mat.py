"""A seat's mat frame: the seat's name shows whole (what follows it, "· France", shrinks and is
cut first), and a dark seat colour (black) is lightened wherever it is ink on the dark table."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene
from table_gestures import shown_table

from desktop.board.mat import MatFrame, MatLook, header_words
from desktop.board.paint_kit import luminance, readable_ink
from desktop.session_model import GAME_COLOURS, SessionModel
from desktop.shell.new_game import COLOUR_NAMES
from rules.core.session import Session


def test_the_name_stays_whole_and_only_what_follows_it_is_cut(qapp):
    (said, face), (more, small) = header_words("Player 2 · France", 20, 110)
    assert said == "Player 2"
    assert more == "" or (more.startswith(" · F") and small.pixelSize() < face.pixelSize())
    (said, _), (more, _) = header_words("Player 2 · France", 20, 400)
    assert (said, more) == ("Player 2", " · France")
    (said, face), _ = header_words("Wilhelmina Hohenzollern", 20, 150)  # too long: shrunk first
    assert face.pixelSize() < 20


def test_every_seat_of_a_four_seat_table_top_shows_its_whole_name(qtbot):
    names = ["Player 1", "Player 2", "Annabelle", "Player 4"]
    options = {"players": 4, "seats": [{"name": n} for n in names]}
    session = Session("barrage", options, 3)
    for _ in range(4):  # the draft: each name gains its company ("Player 2 · France")
        session.apply(session.rules.legal_actions(session.state)[0])
    model = SessionModel(session, lang="ko")
    table = shown_table(qtbot, model, (1280, 800), table_top=True)
    frames = [i for i in table.scene.items() if isinstance(i, MatFrame)]
    assert len(frames) == 4
    for frame in frames:
        assert "·" in frame.look.name
        assert frame.header_text()[0] == names[frame.seat]
    model.stop()


def test_dark_seat_colours_are_lightened_as_ink_on_the_dark_table(qapp):
    seat_colours = [*COLOUR_NAMES, *GAME_COLOURS.values()]
    for colour in seat_colours:
        ink = readable_ink(colour)
        assert luminance(ink) >= 0.2, colour
        if luminance(QColor(colour)) >= 0.2:
            assert ink == QColor(colour)  # a bright colour stays itself
    assert readable_ink("#1d4ed8").hslHue() == QColor("#1d4ed8").hslHue()


def test_a_black_seats_band_is_drawn_light(qapp):
    scene = QGraphicsScene()
    frame = MatFrame(0, QRectF(0, 0, 400, 160))
    scene.addItem(frame)
    frame.show(MatLook("Ann", "#212121", 1, False))
    image = QImage(400, 160, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 400, 160), QRectF(0, 0, 400, 160))
    painter.end()
    band = image.pixelColor(4, 80)
    assert luminance(band) >= 0.15, band.name()
