"""Barrage's management boards and energy track in a plain scene: an item per element in play
(action spaces, face-up contracts, Patent Office and External Works slots, energy spaces, bonus
slots, the objective), engineers shown on their space in their company's colour, closed spaces
drawn closed; and pictures of the panel at the sizes a table gives it (/tmp/barrage_panel_*.png)
to look at."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from desktop.board.panel import GAP, column_shapes
from desktop.games.barrage import look
from desktop.games.barrage.panel import ManagementPanel
from desktop.games.barrage.panel_spaces import SpaceItem
from rules.barrage import setup
from rules.barrage.data import barrage_data
from rules.barrage.describe import element_ids
from rules.barrage.state import BarrageState, view
from rules.core.i18n import render

COMPANIES = ["company:usa", "company:germany", "company:italy"]


def game(*, expansion: bool = False, beginner: bool = False, seed: int = 3) -> BarrageState:
    options = setup.normalize_options(
        {"players": 3, "expansion": expansion, "beginner": beginner, "companies": COMPANIES}
    )
    return setup.setup(options, seed)


def tr_in(lang: str):
    return lambda text: render(text, lang)


def build(state: BarrageState, lang: str = "en") -> tuple[QGraphicsScene, ManagementPanel]:
    scene = QGraphicsScene()
    panel = ManagementPanel(scene, QPointF(0, 0), state)
    panel.refresh(view(state, 0), tr_in(lang))
    return scene, panel


def expected_ids(state: BarrageState) -> set[str]:
    """Every panel element of the rules' list for this state."""
    data = barrage_data()
    prefixes = ("space:", "energy:", "bonus_slot:", "tech:advanced:", "external:", "building:")
    ids = {i for i in element_ids(state) if i.startswith(prefixes) or i == "objective_slot"}
    ids = {i for i in ids if not i.startswith("space:construction")}  # on the company boards
    held = {t for c in state.companies for t in (*c.tiles, *(t for s in c.wheel for t in s.tiles))}
    ids -= held  # tiles in the companies' hands are on their boards
    ids |= {c for cs in state.offer.values() for c in cs} | set(state.national)
    ids |= set(data.building_sites) if state.expansion else set()
    return ids


# -- one item per element -------------------------------------------------------------------------


@pytest.mark.parametrize("expansion", [False, True])
def test_every_element_in_play_has_one_item(qapp, expansion):
    state = game(expansion=expansion)
    scene, panel = build(state)
    items = [i for i in scene.items() if hasattr(i, "element_id")]
    named = [i.element_id for i in items if i.isVisible()]
    assert len(named) == len(set(named)), "an element id drawn twice"
    missing = expected_ids(state) - set(named)
    assert not missing
    assert set(panel.elements) == {i.element_id for i in items} - {"energy_track"}
    for space in (f"energy:{n}" for n in range(31)):
        assert panel.elements[space].element_id == space
    assert {f"bonus_slot:{r}" for r in range(1, 6)} | {"objective_slot"} <= set(named)
    assert [t for t in state.patent if t] == [s.element_id for s in panel.patent]
    if expansion:
        assert [s.element_id for s in panel.works] == state.external
        assert {
            f"space:building:{b.split(':')[1]}:{k}"
            for b in state.private_buildings
            for k in range(1, 5)
        } <= set(named)
    else:
        assert not any(
            n.startswith(("space:external", "space:building", "building")) for n in named
        )


def test_a_beginner_game_has_no_patent_office(qapp):
    state = game(beginner=True)
    _, panel = build(state)
    assert not panel.patent
    assert not any(i.startswith("space:patent") for i in panel.elements)


def test_a_taken_contract_renames_its_slot(qapp):
    state = game()
    _, panel = build(state)
    taken = state.offer["green"].pop(0)
    panel.refresh(view(state, 0), tr_in("en"))
    assert taken not in panel.elements
    assert panel.elements["offer:green:2"].look is None  # the one left moved to the first slot
    assert panel.elements[state.offer["green"][0]] is panel.offer["green"][0]


# -- engineers and closed spaces ------------------------------------------------------------------


def pixels(scene: QGraphicsScene, rect: QRectF) -> QImage:
    image = QImage(round(rect.width()) * 2, round(rect.height()) * 2, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    return image


def share(image: QImage, colour: QColor, tolerance: int = 24) -> float:
    """How much of the image is about `colour`."""
    hits = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = image.pixelColor(x, y)
            if c.alpha() > 200 and all(
                abs(a - b) <= tolerance
                for a, b in zip(
                    (c.red(), c.green(), c.blue()),
                    (colour.red(), colour.green(), colour.blue()),
                    strict=True,
                )
            ):
                hits += 1
    return hits / max(1, (image.width() // 2) * (image.height() // 2))


def test_engineers_on_a_space_show_in_their_company_colour(qapp):
    state = game()
    scene, panel = build(state)
    bank = panel.elements["space:bank"]
    red = look.COMPANY["company:usa"]
    assert share(pixels(scene, bank.rect), red) < 0.01
    state.spaces["space:bank"] = {"company:usa": 2}
    panel.refresh(view(state, 0), tr_in("en"))
    assert isinstance(bank, SpaceItem) and bank.look.occupants[0].count == 2
    assert share(pixels(scene, bank.rect), red) > 0.015
    turbine = panel.elements["space:turbine:1L"]
    state.spaces["space:turbine:1L"] = {"company:germany": 2}
    panel.refresh(view(state, 0), tr_in("en"))
    assert share(pixels(scene, turbine.rect), look.COMPANY["company:germany"], 12) > 0.03


def test_blocked_spaces_look_closed(qapp):
    state = game()
    scene, panel = build(state)
    blocked = [s for s, owners in state.spaces.items() if "blocked" in owners]
    assert blocked  # three companies: the "4" spaces are closed
    for space in blocked:
        item = panel.elements[space]
        assert item.look.closed and not item.look.occupants
        assert share(pixels(scene, item.rect), look.CLOSED, 6) > 0.2
    open_space = panel.elements["space:turbine:1L"]
    assert not open_space.look.closed
    assert share(pixels(scene, open_space.rect), look.CLOSED, 6) < 0.05


# -- pictures -------------------------------------------------------------------------------------


def picture(panel: ManagementPanel, scene: QGraphicsScene, width: int, height: int) -> QImage:
    """The panel as the table's PanelView lays it out in `width`×`height`: the shape that shows
    it largest, each part scaled alike."""
    best = None
    for columns in column_shapes(panel.parts):
        widths = [max(panel.parts[n].width() for n in col) for col in columns]
        heights = [
            sum(panel.parts[n].height() for n in col) + GAP * (len(col) - 1) for col in columns
        ]
        whole_w, whole_h = sum(widths) + GAP * (len(columns) - 1), max(heights)
        scale = min(width / whole_w, height / whole_h)
        if best is None or scale > best[0]:
            best = (scale, columns, widths, whole_w, whole_h)
    assert best is not None
    scale, columns, widths, whole_w, whole_h = best
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("#20262e"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    left = (width - whole_w * scale) / 2
    top = (height - whole_h * scale) / 2
    x = 0.0
    for col, col_w in zip(columns, widths, strict=True):
        y = 0.0
        for name in col:
            part = panel.parts[name]
            target = QRectF(
                left + x * scale, top + y * scale, part.width() * scale, part.height() * scale
            )
            scene.render(painter, target, part)
            y += part.height() + GAP
        x += col_w + GAP
    painter.end()
    return image


def busy(state: BarrageState) -> BarrageState:
    """Engineers about the boards and markers along the track, as in the middle of a round."""
    state.round = 2
    state.spaces["space:bank"] = {"company:usa": 2, "company:italy": 1}
    state.spaces["space:turbine:1L"] = {"company:germany": 2}
    state.spaces["space:workshop:3R"] = {"company:italy": 3}
    state.spaces["space:contracts:1L"] = {"company:usa": 1}
    state.spaces["space:patent:1"] = {"company:germany": 2}
    for c, energy in zip(state.companies, (9, 9, 14), strict=True):
        c.energy = energy
    if state.expansion:
        state.buildings["building_site:1:1"] = "company:usa"
        state.buildings["building_site:3:3"] = "company:italy"
        state.spaces[f"space:{state.private_buildings[0]}:1"] = {"company:usa": 1}
    return state


SIZES = {"side": (520, 1000), "bottom": (1600, 300), "side_small": (360, 700)}


@pytest.mark.parametrize("expansion", [False, True])
@pytest.mark.parametrize("lang", ["en", "ko"])
def test_pictures_of_the_panel(qapp, expansion, lang):
    state = busy(game(expansion=expansion))
    scene, panel = build(state, lang)
    for size, (w, h) in SIZES.items():
        image = picture(panel, scene, w, h)
        name = f"/tmp/barrage_panel_{size}_{'exp' if expansion else 'base'}_{lang}.png"
        assert image.save(name)
