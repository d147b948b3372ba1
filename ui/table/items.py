"""Card and core items. They only draw: what they show (face, level, BP, marks) is set by the scene
from the engine's state after every change; they hold no rules and no game state of their own."""
from __future__ import annotations

import math

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (QBrush, QColor, QFont, QImage, QPainter, QPainterPath, QPen, QPixmap, QPolygonF,
                           QRadialGradient, QTransform)
from PySide6.QtWidgets import QGraphicsItem

from .. import i18n
from . import layout as L
from . import zvalues as Z

translate = QCoreApplication.translate

GLOW = {"target": QColor(255, 214, 92), "log": QColor(96, 220, 255), "attacker": QColor(255, 84, 64),
        "blocker": QColor(92, 170, 255), "hover": QColor(255, 255, 255), "illegal": QColor(255, 70, 70)}
PENDING_WORD = {"destroyed": QT_TRANSLATE_NOOP("TableItems", "DESTROYED"), "depleted": QT_TRANSLATE_NOOP("TableItems", "DEPLETED"),
                "to_hand": QT_TRANSLATE_NOOP("TableItems", "TO HAND"), "to_deck": QT_TRANSLATE_NOOP("TableItems", "TO DECK")}
_SHADOW: QPixmap | None = None
FIELD_ZONES = ("field", "battle", "leader")  # zones whose cards show their marks (BP / power, name, pending)
READABLE_PX = 11.0  # the least height on screen, in pixels, of a field card's name, level and BP
NAME_READABLE_W = 150.0  # a card drawn narrower than this many pixels gets a readable name strip


def card_shadow() -> QPixmap:
    """A soft shadow for a card, made once: a rounded rectangle drawn small and scaled up smoothly
    (a cheap blur; no image library needed at start-up)."""
    global _SHADOW
    if _SHADOW is None:
        pad, k = 24, 7
        w, h = int(L.CARD_W) + 2 * pad, int(L.CARD_H) + 2 * pad
        small = QImage(w // k, h // k, QImage.Format.Format_ARGB32_Premultiplied)
        small.fill(Qt.GlobalColor.transparent)
        p = QPainter(small)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 150))
        p.drawRoundedRect(QRectF(pad / k, pad / k, (w - 2 * pad) / k, (h - 2 * pad) / k), 1, 1)
        p.end()
        big = small.scaled(w // 2, h // 2, Qt.AspectRatioMode.IgnoreAspectRatio,
                           Qt.TransformationMode.SmoothTransformation)
        _SHADOW = QPixmap.fromImage(big.scaled(w, h, Qt.AspectRatioMode.IgnoreAspectRatio,
                                               Qt.TransformationMode.SmoothTransformation))
    return _SHADOW


class CardItem(QGraphicsItem):
    """One card. ``uid`` is the engine's card number; everything else is display state.

    The card's turn (exhausted 90 degrees, the hand's fan) is drawn inside ``paint`` rather than set as
    the item's transform: the item then only ever translates, so its device-coordinate cache holds and
    a frame of a drag is a few pixmap blits instead of smooth-transformed redraws."""

    PAD = 26.0

    def __init__(self, uid: int, card, faces):
        super().__init__()
        self.uid = uid
        self.card = card
        self.faces = faces
        self.face_up = True
        self.owner = 0
        self.zone = "deck"  # hand, field, trash, removed, deck, ghost
        self.index = 0
        self.level = None  # shown on field cards
        self.bp = None
        self.pending = None
        self.glow = None  # a key of GLOW
        self.ghost_text = ""  # "SUMMONING" while a payment is proposed
        self.shadow = True
        self._turn = 0.0
        self._bounds = None
        self.setAcceptHoverEvents(False)
        self.setZValue(Z.CARD)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_face(self, card, face_up: bool) -> None:
        if card is not self.card or face_up != self.face_up:
            self.card, self.face_up = card, face_up
            self.update()

    def set_marks(self, level=None, bp=None, pending=None, glow=None, ghost_text="") -> None:
        if (level, bp, pending, glow, ghost_text) != (self.level, self.bp, self.pending, self.glow, self.ghost_text):
            self.level, self.bp, self.pending, self.glow, self.ghost_text = level, bp, pending, glow, ghost_text
            self.update()

    def set_glow(self, glow) -> None:
        if glow != self.glow:
            self.glow = glow
            self.update()

    def rotation(self) -> float:  # noqa: D401 - the drawn turn, see the class docstring
        return self._turn

    def setRotation(self, angle: float) -> None:
        if angle != self._turn:
            self.prepareGeometryChange()
            self._turn = angle
            self._bounds = None
            self.update()

    def boundingRect(self) -> QRectF:
        if self._bounds is None:
            p = self.PAD
            r = QRectF(-L.CARD_W / 2 - p, -L.CARD_H / 2 - p, L.CARD_W + 2 * p, L.CARD_H + 2 * p)
            self._bounds = QTransform().rotate(self._turn).mapRect(r) if self._turn else r
        return self._bounds

    def card_rect(self) -> QRectF:
        return QRectF(-L.CARD_W / 2, -L.CARD_H / 2, L.CARD_W, L.CARD_H)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.card_rect())
        return QTransform().rotate(self._turn).map(path) if self._turn else path

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.save()
        painter.rotate(self._turn)
        self._paint(painter)
        painter.restore()

    def _paint(self, painter: QPainter) -> None:
        t = painter.worldTransform()
        scale = math.hypot(t.m11(), t.m12())
        r = self.card_rect()
        if self.shadow:
            sh = card_shadow()
            off = L.rotate((3.0, 7.0), -self.rotation())
            painter.drawPixmap(QRectF(r.x() - 24 + off[0], r.y() - 24 + off[1], r.width() + 48, r.height() + 48),
                               sh, QRectF(sh.rect()))
        if self.glow:
            _glow(painter, r, GLOW[self.glow])
        pm = self.faces.scaled(self.card, int(round(L.CARD_W * scale)), self.face_up)
        painter.drawPixmap(r, pm, QRectF(pm.rect()))
        if self.zone in FIELD_ZONES and self.face_up:
            self._field_marks(painter, r, scale)
        elif self.zone == "hand" and self.face_up and self.card.id not in ("hidden", "blank") \
                and scale * L.CARD_W < NAME_READABLE_W:  # a hand card's name, readable without the preview
            _name_strip(painter, r, i18n.card_name(self.card), READABLE_PX / max(scale, 0.05), r.width() - 2, bottom=True)
        if self.ghost_text:
            _label(painter, QRectF(r.x() + 4, r.center().y() - 40, r.width() - 8, 20), self.ghost_text,
                   QColor(20, 24, 30, 220), QColor(255, 214, 92), 9)

    def _field_marks(self, painter, r, scale: float = 1.0) -> None:
        """Name, level, BP and pending marks, always upright (a turned card's text stays readable) and
        never smaller on screen than ``READABLE_PX``: when the table is drawn small, the marks grow in
        table units, and a name strip is drawn over the face's own (too small) title."""
        rot = self.rotation()
        painter.save()
        painter.rotate(-rot)
        if round(rot / 90) % 2:
            r = QRectF(-L.CARD_H / 2, -L.CARD_W / 2, L.CARD_H, L.CARD_W)
        k = mark_scale(scale)
        if scale * L.CARD_W < NAME_READABLE_W:
            _name_strip(painter, r, i18n.card_name(self.card), READABLE_PX / max(scale, 0.05))
        if self.level is not None:
            chip = QRectF(r.right() - 3 - 31 * k, r.top() + 3 + (19 * k if scale * L.CARD_W < NAME_READABLE_W
                                                                else 0), 31 * k, 19 * k)
            _label(painter, chip, f"Lv{self.level}", QColor(18, 20, 28, 230), QColor(255, 226, 140), 9.5 * k)
        if self.bp is not None and self.card.is_spirit:
            w = min(r.width() + 16, 88 * k)
            pill = QRectF(r.center().x() - w / 2, r.bottom() - 5 - 22 * k, w, 22 * k)
            _label(painter, pill, f"BP {self.bp}" if self.zone == "field" else f"{self.bp:,}", QColor(16, 18, 26, 235),
                   QColor(255, 255, 255),
                   min(11 * k, 11 * w / 88))
        if self.pending:
            painter.fillRect(r, QColor(160, 0, 0, 90))
            _label(painter, QRectF(r.x() + 2, r.center().y() - 11, r.width() - 4, 22), translate("TableItems", PENDING_WORD[self.pending]),
                   QColor(150, 0, 0, 235), QColor(255, 255, 255), 9)
        painter.restore()


def _glow(painter: QPainter, r: QRectF, color: QColor) -> None:
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for i, a in ((9, 40), (6, 80), (3.5, 140), (1.5, 255)):
        c = QColor(color)
        c.setAlpha(a)
        painter.setPen(QPen(c, 3))
        painter.drawRoundedRect(r.adjusted(-i, -i, i, i), 7 + i, 7 + i)


def mark_scale(scale: float) -> float:
    """How much a field card's level chip and BP pill grow at a view ``scale`` (table units to pixels) so
    that their text is at least ``READABLE_PX`` high on screen (the BP text is 11 pt, about 13 px of
    capital height and digits at 1:1)."""
    return min(1.8, max(1.0, READABLE_PX / (BP_TEXT_PX * max(scale, 0.05))))


BP_TEXT_PX = 13.0


def _name_strip(painter: QPainter, r: QRectF, name: str, px: float, max_w: float | None = None,
                bottom: bool = False) -> None:
    """The card's name across its top, ``px`` table units high, elided to a little more than the card
    (field cards lie 150 units apart: the strip stays within its slot)."""
    f = QFont("DejaVu Sans")
    f.setFamilies(i18n.families("DejaVu Sans"))
    f.setPixelSize(max(1, round(px)))
    f.setBold(True)
    painter.setFont(f)
    fm = painter.fontMetrics()
    width = min(146.0, r.width() + 44) if max_w is None else max_w
    text = fm.elidedText(name, Qt.TextElideMode.ElideRight, int(width - 6))
    w = min(width, fm.horizontalAdvance(text) + 10)
    h = fm.height() + 2
    strip = QRectF(r.center().x() - w / 2, r.bottom() - h - 4 if bottom else r.top() + 2, w, h)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(12, 14, 20, 225))
    painter.drawRoundedRect(strip, 4, 4)
    painter.setPen(QColor(255, 246, 222))
    painter.drawText(strip, Qt.AlignmentFlag.AlignCenter, text)


def _label(painter: QPainter, rect: QRectF, text: str, bg: QColor, fg: QColor, size: float) -> None:
    painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
    painter.setBrush(bg)
    painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
    f = QFont("DejaVu Sans")
    f.setFamilies(i18n.families("DejaVu Sans"))
    f.setPointSizeF(size)
    f.setBold(True)
    painter.setFont(f)
    painter.setPen(fg)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


# ---------------------------------------------------------------------- cores
_CORE_PIX: dict = {}


def _core_pixmap(soul: bool, role, device: int) -> QPixmap:
    """Cores drawn once per (kind, payment role, device size): a blue sphere, or the Soul Core, a larger
    crimson gem in the shape of a diamond with a white star (shape and colour both differ)."""
    key = (soul, role, device)
    pm = _CORE_PIX.get(key)
    if pm is not None:
        return pm
    size = max(6, device)
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = size / 32.0
    p.scale(s, s)
    if soul:
        poly = QPolygonF([QPointF(16, 1), QPointF(31, 16), QPointF(16, 31), QPointF(1, 16)])
        g = QRadialGradient(QPointF(12, 11), 20)
        g.setColorAt(0, QColor(255, 150, 160))
        g.setColorAt(0.45, QColor(214, 24, 60))
        g.setColorAt(1, QColor(96, 0, 24))
        p.setBrush(QBrush(g))
        p.setPen(QPen(QColor(255, 236, 200), 2.2))
        p.drawPolygon(poly)
        star = QPolygonF()
        for i in range(8):
            a = math.pi / 4 * i - math.pi / 2
            rr = 7.5 if i % 2 == 0 else 2.6
            star.append(QPointF(16 + rr * math.cos(a), 16 + rr * math.sin(a)))
        p.setBrush(QColor(255, 248, 230))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawPolygon(star)
    else:
        g = QRadialGradient(QPointF(12, 11), 17)
        g.setColorAt(0, QColor(200, 240, 255))
        g.setColorAt(0.35, QColor(58, 150, 236))
        g.setColorAt(1, QColor(10, 44, 120))
        p.setBrush(QBrush(g))
        p.setPen(QPen(QColor(6, 20, 50), 1.6))
        p.drawEllipse(QRectF(4, 4, 24, 24))
        p.setBrush(QColor(255, 255, 255, 170))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawEllipse(QRectF(9, 8, 7, 5))
    if role == "pay":
        p.setPen(QPen(QColor(255, 80, 60), 3))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(QRectF(1.5, 1.5, 29, 29))
        p.drawLine(QPointF(8, 8), QPointF(24, 24))
    elif role == "place":
        p.setPen(QPen(QColor(110, 255, 140), 3))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(QRectF(1.5, 1.5, 29, 29))
    p.end()
    _CORE_PIX[key] = pm
    return pm


class CoreItem(QGraphicsItem):
    """A core. ``place`` says where the scene drew it ("reserve", "life", "trash", "void" or
    ("field", index)); ``role`` marks it in a proposed payment ("pay" / "place")."""

    def __init__(self, owner: int, soul: bool = False):
        super().__init__()
        self.owner = owner
        self.soul = soul
        self.place = "void"
        self.role = None
        self.lit = False
        self.size = 2 * (L.SOUL_R if soul else L.CORE_R) + 6
        b = self.size / 2 + 6
        self._bounds = QRectF(-b, -b, 2 * b, 2 * b)
        self.setZValue(Z.SOUL if soul else Z.CORE)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_role(self, role) -> None:
        if role != self.role:
            self.role = role
            self.update()

    def set_lit(self, lit: bool) -> None:
        if lit != self.lit:
            self.lit = lit
            self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        s = self.size / 2 + 2
        path.addEllipse(QRectF(-s, -s, 2 * s, 2 * s))
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:
        t = painter.worldTransform()
        scale = math.hypot(t.m11(), t.m12())
        s = self.size
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawEllipse(QRectF(-s / 2 + 1.5, -s / 2 + 3, s - 2, s - 2))
        if self.lit:
            _glow(painter, QRectF(-s / 2, -s / 2, s, s), GLOW["target"])
        pm = _core_pixmap(self.soul, self.role, int(round(s * scale)))
        painter.drawPixmap(QRectF(-s / 2, -s / 2, s, s), pm, QRectF(pm.rect()))
