"""Small drawn icons for the management boards: engineers, credits, drops, energy, machinery,
structures, contracts and tiles, and `draw_effect` that puts one effect of the rules' vocabulary
(`rules.barrage.data.Effect`) into a box as an icon with its number (words only where no icon
says it). Every icon is drawn centred on a point at a size (its height in scene units)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from desktop.board.paint_kit import draw_words, fitted_px, text_width, wrapped_px
from desktop.games.barrage import look
from rules.barrage.data import Effect
from rules.core.text import Text

Tr = Callable[[Text], str]
NUMBER = 0.78  # a coin's or a shield's number, of the icon's height: one digit fills it
WORDS = 0.72  # the words after an effect's icon, of the icon's height
CENTRE = Qt.AlignmentFlag.AlignCenter
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


def text(
    p: QPainter,
    box: QRectF,
    words: str,
    px: float,
    colour: QColor,
    *,
    align: Qt.AlignmentFlag = CENTRE,
    bold: bool = True,
    least: float = 8.0,
    floor: float = 0.0,
) -> None:
    """`words` in `box`, shrunk (down to `least`) until they fit on one line; not drawn at all
    below `floor` (too small to read: a tooltip says it), nor, with a floor, where they still
    do not fit (they would run into their neighbours)."""
    px = fitted_px(words, px, least, box.width(), bold=bold, step=0.5)
    if px < floor or (floor > 0 and text_width(words, px, bold=bold) > box.width() + 1):
        return
    draw_words(p, box, words, px, colour, align=align, bold=bold)


def wrapped(
    p: QPainter, box: QRectF, words: str, px: float, colour: QColor, floor: float = 0.0
) -> None:
    """`words` wrapped in `box`, shrunk until they fit its height; not drawn below `floor`."""
    flags = int(CENTRE) | int(Qt.TextFlag.TextWordWrap)
    w, h = box.width(), box.height()
    px = wrapped_px(words, px, 7, w, h, flags=flags, bold=False, step=0.5, slack=0)
    if px < floor:
        return
    draw_words(p, box, words, px, colour, align=flags, bold=False)


# -- pieces and resources ---------------------------------------------------------------------


def engineer(p: QPainter, at: QPointF, size: float, fill: QColor | None, edge: QColor) -> None:
    """An engineer: a head over shoulders; `fill` None draws the empty place for one."""
    s = size
    body = QPainterPath()
    body.moveTo(at.x() - s * 0.42, at.y() + s * 0.5)
    body.cubicTo(
        QPointF(at.x() - s * 0.42, at.y() - s * 0.02),
        QPointF(at.x() + s * 0.42, at.y() - s * 0.02),
        QPointF(at.x() + s * 0.42, at.y() + s * 0.5),
    )
    body.closeSubpath()
    body.addEllipse(QPointF(at.x(), at.y() - s * 0.24), s * 0.22, s * 0.22)
    if fill is None:
        p.setPen(QPen(edge, max(1.0, s * 0.07), Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
    else:
        p.setPen(QPen(edge, max(1.0, s * 0.07)))
        p.setBrush(fill)
    p.drawPath(body)


def coin(
    p: QPainter, at: QPointF, size: float, amount: int | str | None = None, floor: float = 0.0
) -> None:
    """A credit coin, its amount written on it (unless smaller than `floor`)."""
    r = size / 2
    p.setPen(QPen(look.INK_DARK, max(1.0, size * 0.06)))
    p.setBrush(look.COIN)
    p.drawEllipse(at, r, r)
    if amount is not None:
        box = QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r)
        text(p, box, str(amount), size * NUMBER, look.INK_DARK, floor=floor)


def vp(
    p: QPainter, at: QPointF, size: float, amount: int | str | None = None, floor: float = 0.0
) -> None:
    """Victory points: a pale laurel-shield with the number (unless smaller than `floor`)."""
    r = size / 2
    shield = QPolygonF(
        [
            QPointF(at.x() - r, at.y() - r * 0.8),
            QPointF(at.x() + r, at.y() - r * 0.8),
            QPointF(at.x() + r, at.y() + r * 0.2),
            QPointF(at.x(), at.y() + r),
            QPointF(at.x() - r, at.y() + r * 0.2),
        ]
    )
    p.setPen(QPen(look.INK_DARK, max(1.0, size * 0.06)))
    p.setBrush(look.VP)
    p.drawPolygon(shield)
    if amount is not None:
        box = QRectF(at.x() - r, at.y() - r * 0.85, 2 * r, 1.6 * r)
        text(p, box, str(amount), size * NUMBER * 0.95, look.INK_DARK, floor=floor)


def drop(p: QPainter, at: QPointF, size: float, colour: QColor | None = None) -> None:
    r = size * 0.34
    path = QPainterPath()
    tip = QPointF(at.x(), at.y() - size / 2)
    path.moveTo(tip)
    path.cubicTo(
        QPointF(at.x() + r * 0.4, at.y() - size * 0.2),
        QPointF(at.x() + r * 1.05, at.y() + size * 0.05),
        QPointF(at.x() + r, at.y() + size * 0.16),
    )
    path.arcTo(QRectF(at.x() - r, at.y() + size * 0.5 - 2 * r, 2 * r, 2 * r), 0, -180)
    path.cubicTo(
        QPointF(at.x() - r * 1.05, at.y() + size * 0.05),
        QPointF(at.x() - r * 0.4, at.y() - size * 0.2),
        tip,
    )
    p.setPen(QPen(look.INK, max(1.0, size * 0.06)))
    p.setBrush(colour or look.DROP)
    p.drawPath(path)


def bolt(p: QPainter, at: QPointF, size: float, colour: QColor | None = None) -> None:
    """Energy: a lightning bolt."""
    s = size / 2
    pts = [(0.25, -1), (-0.55, 0.12), (-0.02, 0.12), (-0.3, 1), (0.55, -0.18), (0.03, -0.18)]
    p.setPen(QPen(look.INK_DARK, max(1.0, size * 0.05)))
    p.setBrush(colour or look.ENERGY)
    p.drawPolygon(QPolygonF([QPointF(at.x() + x * s, at.y() + y * s) for x, y in pts]))


def excavator(p: QPainter, at: QPointF, size: float) -> None:
    """An excavator: a yellow block with a dark arm and bucket."""
    s = size
    body = QRectF(at.x() - s * 0.45, at.y() - s * 0.1, s * 0.6, s * 0.45)
    p.setPen(QPen(look.INK_DARK, max(1.0, s * 0.06)))
    p.setBrush(look.EXCAVATOR)
    p.drawRoundedRect(body, s * 0.06, s * 0.06)
    p.drawRect(QRectF(at.x() - s * 0.4, at.y() - s * 0.38, s * 0.28, s * 0.3))
    arm = QPen(look.INK_DARK, max(1.5, s * 0.11))
    p.setPen(arm)
    p.drawLine(QPointF(at.x() + s * 0.1, at.y()), QPointF(at.x() + s * 0.34, at.y() - s * 0.4))
    p.drawLine(QPointF(at.x() + s * 0.34, at.y() - s * 0.4), QPointF(at.x() + s * 0.48, at.y()))
    p.setPen(QPen(look.INK_DARK, max(1.0, s * 0.06)))
    p.setBrush(look.INK_DARK)
    p.drawRect(QRectF(at.x() + s * 0.38, at.y(), s * 0.14, s * 0.2))
    p.drawRoundedRect(QRectF(at.x() - s * 0.5, at.y() + s * 0.34, s * 0.7, s * 0.14), 3, 3)


def mixer(p: QPainter, at: QPointF, size: float) -> None:
    """A concrete mixer: a grey drum on a chassis."""
    s = size
    p.setPen(QPen(look.INK_DARK, max(1.0, s * 0.06)))
    p.setBrush(look.MIXER)
    p.save()
    p.translate(at.x() - s * 0.05, at.y() - s * 0.08)
    p.rotate(-20)
    p.drawEllipse(QPointF(0, 0), s * 0.4, s * 0.28)
    p.restore()
    p.setBrush(look.INK_DARK)
    p.drawRoundedRect(QRectF(at.x() - s * 0.5, at.y() + s * 0.22, s * 1.0, s * 0.16), 3, 3)
    p.setBrush(look.MIXER)
    p.drawRect(QRectF(at.x() + s * 0.3, at.y() - s * 0.1, s * 0.2, s * 0.32))


def machine(p: QPainter, at: QPointF, size: float) -> None:
    """A machine of either kind: half excavator yellow, half mixer grey."""
    r = size * 0.42
    box = QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(look.EXCAVATOR)
    p.drawPie(box, 90 * 16, 180 * 16)
    p.setBrush(look.MIXER)
    p.drawPie(box, 270 * 16, 180 * 16)
    p.setPen(QPen(look.INK_DARK, max(1.0, size * 0.06)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(box)
    p.drawLine(QPointF(at.x(), box.top()), QPointF(at.x(), box.bottom()))


def wheel(p: QPainter, at: QPointF, size: float) -> None:
    """The construction wheel turning: a ring with an arrowhead."""
    r = size * 0.38
    p.setPen(QPen(look.INK, max(1.5, size * 0.12)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawArc(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r), 100 * 16, 290 * 16)
    tip = QPointF(at.x() - r * 0.1, at.y() - r)
    head = QPolygonF(
        [
            tip + QPointF(size * 0.24, 0),
            tip + QPointF(-size * 0.02, -size * 0.2),
            tip + QPointF(-size * 0.02, size * 0.2),
        ]
    )
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(look.INK)
    p.drawPolygon(head)


def turbine(p: QPainter, at: QPointF, size: float) -> None:
    """A production: a turbine's blades in a ring."""
    r = size * 0.44
    p.setPen(QPen(look.INK, max(1.0, size * 0.07)))
    p.setBrush(look.RIVER)
    p.drawEllipse(at, r, r)
    p.setBrush(look.INK)
    for k in range(4):
        p.save()
        p.translate(at)
        p.rotate(k * 90 + 20)
        blade = QPainterPath()
        blade.moveTo(0, 0)
        blade.quadTo(r * 0.7, -r * 0.45, r * 0.78, 0)
        blade.closeSubpath()
        p.drawPath(blade)
        p.restore()


def card(p: QPainter, at: QPointF, size: float, colour: QColor | None = None) -> None:
    """A contract card."""
    h, w = size * 0.9, size * 0.66
    box = QRectF(at.x() - w / 2, at.y() - h / 2, w, h)
    p.setPen(QPen(look.INK_DARK, max(1.0, size * 0.06)))
    p.setBrush(colour or look.INK)
    p.drawRoundedRect(box, size * 0.08, size * 0.08)
    p.setPen(QPen(look.INK_DARK, max(1.0, size * 0.05)))
    for k in range(3):
        y = box.top() + h * (0.3 + 0.2 * k)
        p.drawLine(QPointF(box.left() + w * 0.2, y), QPointF(box.right() - w * 0.2, y))


def tile(p: QPainter, at: QPointF, size: float) -> None:
    """A technology tile: a square with a cog."""
    r = size * 0.42
    p.setPen(QPen(look.INK_DARK, max(1.0, size * 0.06)))
    p.setBrush(look.INK_SOFT)
    p.drawRoundedRect(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r), size * 0.1, size * 0.1)
    p.setPen(QPen(look.INK_DARK, max(1.5, size * 0.1), Qt.PenStyle.DotLine))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(at, r * 0.55, r * 0.55)


def structure(p: QPainter, at: QPointF, size: float, kind: str) -> None:
    """A structure's silhouette: base, elevation, conduit, powerhouse or building."""
    s = size
    p.setPen(QPen(look.INK_DARK, max(1.0, s * 0.06)))
    p.setBrush(look.SITE)
    if kind in ("base", "elevation"):
        dam = QPolygonF(
            [
                QPointF(at.x() - s * 0.5, at.y() + s * 0.4),
                QPointF(at.x() + s * 0.5, at.y() + s * 0.4),
                QPointF(at.x() + s * 0.32, at.y() - s * 0.05),
                QPointF(at.x() - s * 0.32, at.y() - s * 0.05),
            ]
        )
        p.setBrush(look.SITE if kind == "base" else look.MUTED)
        p.drawPolygon(dam)
        if kind == "elevation":
            p.setBrush(look.SITE)
            p.drawRect(QRectF(at.x() - s * 0.32, at.y() - s * 0.4, s * 0.64, s * 0.3))
    elif kind == "conduit":
        a, b = (
            QPointF(at.x() - s * 0.38, at.y() - s * 0.3),
            QPointF(at.x() + s * 0.38, at.y() + s * 0.3),
        )
        for colour, thick in ((look.INK_DARK, 0.34), (look.SITE, 0.2)):
            p.setPen(QPen(colour, s * thick, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            p.drawLine(a, b)
    elif kind == "powerhouse":
        house = QPolygonF(
            [
                QPointF(at.x() - s * 0.45, at.y() + s * 0.42),
                QPointF(at.x() + s * 0.45, at.y() + s * 0.42),
                QPointF(at.x() + s * 0.45, at.y() - s * 0.1),
                QPointF(at.x(), at.y() - s * 0.45),
                QPointF(at.x() - s * 0.45, at.y() - s * 0.1),
            ]
        )
        p.drawPolygon(house)
        bolt(p, QPointF(at.x(), at.y() + s * 0.08), s * 0.5)
    else:  # a private building: a block with a saw-tooth roof
        roof = QPolygonF(
            [
                QPointF(at.x() - s * 0.45, at.y() + s * 0.42),
                QPointF(at.x() + s * 0.45, at.y() + s * 0.42),
                QPointF(at.x() + s * 0.45, at.y() - s * 0.4),
                QPointF(at.x() + s * 0.15, at.y() - s * 0.15),
                QPointF(at.x() + s * 0.15, at.y() - s * 0.4),
                QPointF(at.x() - s * 0.15, at.y() - s * 0.15),
                QPointF(at.x() - s * 0.15, at.y() - s * 0.4),
                QPointF(at.x() - s * 0.45, at.y() - s * 0.15),
            ]
        )
        p.drawPolygon(roof)


# -- effects ----------------------------------------------------------------------------------


def _amount(p: QPainter, box: QRectF, words: str, px: float, floor: float = 0.0) -> None:
    text(p, box, words, px, look.INK, align=LEFT, floor=floor)


COUNTED = {"excavators", "mixers", "machinery", "rotate", "take_contracts", "dam_drop"}
COUNTED |= {"wheel_excavators", "wheel_mixers"}


def effect_width(e: Effect, size: float, tr: Tr, *, words: bool = True) -> float:
    """How wide `draw_effect` draws `e` at icon height `size` (without its words after the
    icon, `words` False)."""
    return _chip(e, size, tr, words)[0]


def _chip(e: Effect, size: float, tr: Tr, shown: bool = True) -> tuple[float, str, str]:
    """(width, icon, words after it) of an effect's chip."""
    kind, n = e.kind, e.amount
    icon, words = kind, ""
    if kind in ("vp", "credits"):
        words = ""
    elif kind in COUNTED:
        words = f"×{n}" if n > 1 else ""
    elif kind in ("drops", "drops_now"):
        words = f"{'≤' if e.get('up_to') else ''}{n}"
    elif kind in ("energy", "produce", "production_bonus", "credits_per_engineer"):
        words = f"+{n}" if kind in ("energy", "production_bonus") else str(n)
    elif kind == "production":
        words = f"{int(e.get('modifier', 0)):+d}"
    elif kind == "external_work" and e.get("credits_per_machine"):
        words = f"+{e.get('credits_per_machine')}"
    elif kind in ("copy_officer", "building_action", "recover_tile", "recover_machinery"):
        words = tr(Text(f"barrage.ui.panel.short.{kind}"))
    elif kind == "build":
        words = ""
    elif kind == "fulfil_contract" and e.get("max_requirement"):
        words = f"≤{e.get('max_requirement')}"
    if not shown:
        words = ""
    w = size + (text_width(words, size * WORDS) + size * 0.12 if words else 0)
    if kind == "credits_per_engineer":  # a coin, a slash, an engineer: no words after
        w = size * 2.1
    return w, icon, words


def fit_effects(
    effects: tuple[Effect, ...], room: QRectF, size: float, tr: Tr, floor: float
) -> tuple[float, bool]:
    """The icons' height and whether their words are drawn, for `effects` side by side in
    `room`: icons grown from `size` until the numbers on and after them reach `floor` (the
    least type that reads) where the room's height allows, shrunk to fit its width while those
    still read, with their words after the icons, else without them; at worst at `size` or
    less, every number left to the tooltip."""
    most = room.height() - 2
    readable = floor / min(WORDS, NUMBER * 0.95)  # the words, and a VP shield's number
    tries = ((True, readable), (False, readable), (False, 8.0))
    for words, low in tries:
        k = min(max(size, low), most)
        while k >= low:
            gap = k * 0.25
            total = sum(effect_width(e, k, tr, words=words) for e in effects)
            if total + gap * (len(effects) - 1) <= room.width():
                return k, words
            k -= 1
    return 8.0, False


def effects_row(
    p: QPainter, box: QRectF, effects: tuple[Effect, ...], size: float, tr: Tr, floor: float
) -> None:
    """Effects side by side, centred in `box` (`fit_effects`)."""
    size, words = fit_effects(effects, box, size, tr, floor)
    gap = size * 0.25
    total = sum(effect_width(e, size, tr, words=words) for e in effects)
    x = box.center().x() - (total + gap * (len(effects) - 1)) / 2
    for e in effects:
        at = QRectF(x, box.top(), box.width(), box.height())
        x += draw_effect(p, at, e, size, tr, floor, words=words) + gap


def draw_effect(
    p: QPainter,
    box: QRectF,
    e: Effect,
    size: float,
    tr: Tr,
    floor: float = 0.0,
    *,
    words: bool = True,
) -> float:
    """Draw `e` from `box`'s left edge, centred in its height, icons `size` high, its numbers
    left out where smaller than `floor` (and its words after the icon with `words` False);
    returns its width."""
    w, _, after = _chip(e, size, tr, words)
    at = QPointF(box.left() + size / 2, box.center().y())
    kind, n = e.kind, e.amount
    if kind == "vp":
        vp(p, at, size * 1.05, n, floor)
    elif kind == "credits":
        coin(p, at, size, n, floor)
    elif kind in ("excavators", "wheel_excavators"):
        excavator(p, at, size)
    elif kind in ("mixers", "wheel_mixers"):
        mixer(p, at, size)
    elif kind == "machinery":
        machine(p, at, size)
    elif kind == "rotate":
        wheel(p, at, size)
    elif kind in ("drops", "drops_now", "dam_drop"):
        drop(p, at, size, look.DROP if kind != "drops" else look.DROP_WAITING)
    elif kind in ("energy", "produce"):
        bolt(p, at, size)
    elif kind in ("production", "production_bonus"):
        turbine(p, at, size)
    elif kind == "take_contracts":
        card(p, at, size)
    elif kind == "fulfil_contract":
        card(p, at, size, look.CONTRACT["national"].lighter(150))
    elif kind in ("take_advanced_tile", "wheel_tile", "recover_tile", "construct"):
        tile(p, at, size)
    elif kind == "build":
        structure(p, at, size, str(e.get("structure", "base")))
    elif kind in ("building_action", "external_work"):
        structure(p, at, size, "building")
    elif kind == "credits_per_engineer":
        coin(p, at, size, n, floor)
        p.setPen(QPen(look.INK, max(1.5, size * 0.09)))  # a slash: "per"
        p.drawLine(
            QPointF(at.x() + size * 0.55, at.y() + size * 0.35),
            QPointF(at.x() + size * 0.75, at.y() - size * 0.35),
        )
        engineer(p, QPointF(at.x() + size * 1.3, at.y()), size * 0.9, look.INK_SOFT, look.INK_DARK)
        after = ""
    elif kind == "recover_machinery":
        machine(p, at, size)
    elif kind == "copy_officer":
        engineer(p, at, size, look.INK_SOFT, look.INK_DARK)
    else:  # company_ability and anything new: a star
        star = QRectF(at.x() - size / 2, at.y() - size / 2, size, size)
        text(p, star, "★", size, look.ACTIVE, floor=floor)
    if after:
        rest = QRectF(box.left() + size * 1.06, box.top(), w - size * 1.06 + 2, box.height())
        _amount(p, rest, after, size * WORDS, floor)
    return w
