"""The play mat: felt background, the step tracker, the big action button, the player plates, the preview
and the message banner (the zones are ``ui.table.zones``). What the tracker shows and where things lie come
from the ruleset's table description (``ui.table.layout.TableLayout``)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (QBrush, QColor, QFont, QImage, QLinearGradient, QPainter, QPen, QPixmap,
                           QRadialGradient)
from PySide6.QtWidgets import QGraphicsItem

from .. import i18n
from . import layout as L
from . import zvalues as Z
from .items import _glow

translate = QCoreApplication.translate

SEAT_COLOR = (QColor(86, 196, 255), QColor(255, 128, 96))


def font(size: float, bold: bool = True, family: str = "DejaVu Sans") -> QFont:
    f = QFont(family)
    f.setFamilies(i18n.families(family))  # Japanese or Chinese glyph forms after the Latin font
    f.setPointSizeF(size)
    f.setBold(bold)
    return f


# Mat themes: "dark" (green felt, the table's) and "light" (a pale paper mat for print). Items read
# ``scene.theme`` when they paint; ``TableScene.set_theme`` switches it.
THEMES = {
    "dark": {"base": QColor(10, 55, 42), "grain": 0.06, "glow": QColor(40, 110, 78, 70), "edge": QColor(0, 0, 0, 170),
             "tint": 10, "line": QColor(230, 210, 150, 60), "outside": QColor(8, 10, 12),
             "zone_fill": QColor(0, 0, 0, 60), "zone_pen": QColor(230, 210, 150, 70),
             "title": QColor(236, 222, 180, 210), "pill": QColor(236, 222, 180, 40), "count": QColor(255, 240, 200),
             "void": (QColor(0, 0, 0, 220), QColor(30, 12, 60, 120), QColor(170, 140, 255, 70),
                      QColor(200, 186, 255, 150))},
    "light": {"base": QColor(238, 234, 224), "grain": 0.035, "glow": QColor(255, 255, 255, 90),
              "edge": QColor(120, 110, 90, 60), "tint": 14, "line": QColor(120, 100, 60, 90),
              "outside": QColor(255, 255, 255), "zone_fill": QColor(255, 255, 255, 120),
              "zone_pen": QColor(120, 104, 72, 120), "title": QColor(92, 80, 56, 230),
              "pill": QColor(120, 100, 60, 40), "count": QColor(60, 50, 34),
              "void": (QColor(150, 136, 190, 120), QColor(190, 180, 220, 70), QColor(110, 90, 170, 110),
                       QColor(96, 80, 150, 200))},
}


def theme_of(item) -> dict:
    sc = item.scene()
    return THEMES.get(getattr(sc, "theme", "dark"), THEMES["dark"])


def felt_pixmap(theme: str = "dark") -> QPixmap:
    """The felt: a tiled grain of noise (seeded, so a picture of the table is the same every time), a soft
    vignette and a centre line, in the colours of ``theme``."""
    import random

    th = THEMES.get(theme, THEMES["dark"])
    t = 192
    noise = QImage(random.Random(1996).randbytes(t * t), t, t, t, QImage.Format.Format_Grayscale8).copy()
    grain = QPixmap(t, t)
    grain.fill(th["base"])
    gp = QPainter(grain)
    gp.setOpacity(th["grain"])
    gp.drawImage(0, 0, noise)
    gp.end()
    tile = grain
    w, h = int(L.SCENE_W), int(L.SCENE_H)
    pm = QPixmap(w, h)
    p = QPainter(pm)
    p.fillRect(0, 0, w, h, QBrush(tile))
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    g = QRadialGradient(QPointF(w / 2, h / 2), w * 0.62)
    g.setColorAt(0, th["glow"])
    g.setColorAt(0.6, QColor(0, 0, 0, 0))
    g.setColorAt(1, th["edge"])
    p.fillRect(0, 0, w, h, g)
    for seat in (0, 1):  # each half gets a faint tint of its player's colour
        x, y, hw, hh = L.half_rect(seat)
        c = QColor(SEAT_COLOR[seat])
        c.setAlpha(th["tint"])
        p.fillRect(QRectF(x, y, hw, hh), c)
    p.setPen(QPen(th["line"], 2))
    p.drawLine(QPointF(20, h / 2), QPointF(w - 20, h / 2))
    p.end()
    return pm


def plate_sub(ps) -> str:
    """A name plate's second line ("Life 5  ·  Hand 4") in the current language."""
    return QCoreApplication.translate("PlateItem", "Life {life}  ·  Hand {hand}").format(life=ps.life_count(),
                                                                                        hand=len(ps.hand))


class TrackerItem(QGraphicsItem):
    """The steps of a turn (the ruleset's, with their short labels) with the current one lit, and the
    turn number."""

    def __init__(self, layout: L.TableLayout):
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.step, self.turn, self.seat, self.note = "", 0, 0, ""
        self.set_layout(layout)
        self.setZValue(Z.BUTTON)

    def set_layout(self, layout: L.TableLayout) -> None:
        self.prepareGeometryChange()
        self.rect = QRectF(*layout.tracker)
        self.steps = layout.steps  # (step name, short label)
        self.face = getattr(layout.spec, "face", None)  # the game's steps are named in its own words (DBSCG)
        self.update()

    def set_state(self, step, turn, seat, note="") -> None:
        if (step, turn, seat, note) != (self.step, self.turn, self.seat, self.note):
            self.step, self.turn, self.seat, self.note = step, turn, seat, note
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter, option, widget=None) -> None:
        r = self.rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(230, 210, 150, 80), 1))
        painter.setBrush(QColor(10, 16, 14, 200))
        painter.drawRoundedRect(r, r.height() / 2, r.height() / 2)
        painter.setFont(font(10))
        turn_w = 118
        painter.setPen(SEAT_COLOR[self.seat])
        painter.drawText(QRectF(r.x() + 14, r.y(), turn_w, r.height()), Qt.AlignmentFlag.AlignVCenter,
                         QCoreApplication.translate("TrackerItem", "TURN {turn}").format(turn=self.turn) if self.turn
                         else QCoreApplication.translate("TrackerItem", "SET-UP"))
        x0 = r.x() + 14 + turn_w
        w = (r.width() - turn_w - 28) / max(1, len(self.steps))
        for i, (key, name) in enumerate(self.steps):
            cell = QRectF(x0 + i * w + 2, r.y() + 7, w - 4, r.height() - 14)
            if key == self.step:
                g = QLinearGradient(cell.topLeft(), cell.bottomLeft())
                g.setColorAt(0, SEAT_COLOR[self.seat].lighter(115))
                g.setColorAt(1, SEAT_COLOR[self.seat].darker(150))
                painter.setBrush(g)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.drawRoundedRect(cell, cell.height() / 2, cell.height() / 2)
                painter.setPen(QColor(12, 14, 20))
            else:
                painter.setPen(QColor(220, 214, 196, 120))
            painter.setFont(font(8.5, key == self.step))
            painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, i18n.step_short(key, name, game=self.face))


class ButtonItem(QGraphicsItem):
    """The big action button on the mat (the same as Space): End step, Pass, No block, ..."""

    def __init__(self, layout: L.TableLayout):
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.rect = QRectF(*layout.button)
        self.text, self.enabled, self.hot, self.kind = "", False, False, "end"
        self.setZValue(Z.BUTTON)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setVisible(False)

    def set_state(self, text: str, enabled: bool, kind: str = "end") -> None:
        if (text, enabled, kind) != (self.text, self.enabled, self.kind):
            self.text, self.enabled, self.kind = text, enabled, kind
            self.setVisible(bool(text))
            self.update()

    def set_layout(self, layout: L.TableLayout) -> None:
        self.prepareGeometryChange()
        self.rect = QRectF(*layout.button)
        self.update()

    def set_hot(self, hot: bool) -> None:
        if hot != self.hot:
            self.hot = hot
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-10, -10, 10, 10)

    def paint(self, painter, option, widget=None) -> None:
        r = self.rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        base = QColor(214, 160, 48) if self.kind == "end" else QColor(74, 160, 220)
        if not self.enabled:
            base = QColor(70, 74, 80)
        g = QLinearGradient(r.topLeft(), r.bottomLeft())
        g.setColorAt(0, base.lighter(135 if self.hot else 118))
        g.setColorAt(1, base.darker(150))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 110))
        painter.drawRoundedRect(r.translated(0, 4), r.height() / 2, r.height() / 2)
        painter.setBrush(g)
        painter.setPen(QPen(QColor(255, 240, 200, 150 if self.enabled else 50), 1.5))
        painter.drawRoundedRect(r, r.height() / 2, r.height() / 2)
        painter.setFont(font(11.5))
        painter.setPen(QColor(24, 16, 4) if self.enabled else QColor(170, 170, 170))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)


class PlateItem(QGraphicsItem):
    """The player's name plate: who they are, whose turn it is, who must decide."""

    def __init__(self, seat: int, rect):
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.seat = seat
        self.rect = QRectF(*rect).adjusted(0, 40 if seat == 0 else 0, 0, 0 if seat == 0 else -40)
        self.name, self.sub, self.turn, self.deciding = "", "", False, False
        self.tag = ""  # "P1" / "P2" in the avatar
        self.setZValue(Z.ZONE)

    def set_state(self, name, sub, turn, deciding, tag="") -> None:
        if (name, sub, turn, deciding, tag) != (self.name, self.sub, self.turn, self.deciding, self.tag):
            self.name, self.sub, self.turn, self.deciding, self.tag = name, sub, turn, deciding, tag
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-12, -12, 12, 12)

    def paint(self, painter, option, widget=None) -> None:
        r = self.rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        color = SEAT_COLOR[self.seat]
        painter.setPen(QPen(QColor(color.red(), color.green(), color.blue(), 200 if self.turn else 70), 2))
        painter.setBrush(QColor(8, 12, 16, 190))
        painter.drawRoundedRect(r, 14, 14)
        if self.deciding:
            _glow(painter, r, color)
        av = QRectF(r.x() + 12, r.y() + 14, 44, 44)
        g = QRadialGradient(av.center() - QPointF(6, 6), 30)
        g.setColorAt(0, color.lighter(140))
        g.setColorAt(1, color.darker(220))
        painter.setBrush(QBrush(g))
        painter.setPen(QPen(QColor(255, 255, 255, 140), 1.5))
        painter.drawEllipse(av)
        painter.setFont(font(11))
        painter.setPen(QColor(255, 255, 255))
        painter.drawText(av, Qt.AlignmentFlag.AlignCenter, self.tag)
        painter.setFont(font(10.5))
        box = QRectF(av.right() + 8, av.y() - 2, r.right() - av.right() - 12, 24)
        painter.drawText(box, Qt.AlignmentFlag.AlignVCenter,
                         painter.fontMetrics().elidedText(self.name, Qt.TextElideMode.ElideRight, int(box.width())))
        painter.setFont(font(8.5, False))
        painter.setPen(QColor(220, 214, 196, 200))
        painter.drawText(QRectF(av.right() + 10, av.y() + 22, r.right() - av.right() - 14, 20),
                         Qt.AlignmentFlag.AlignVCenter, self.sub)
        if self.turn:
            tag = QRectF(r.x() + 12, r.bottom() - 36, r.width() - 24, 24)
            painter.setBrush(color)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(tag, 12, 12)
            painter.setFont(font(9))
            painter.setPen(QColor(10, 12, 16))
            painter.drawText(tag, Qt.AlignmentFlag.AlignCenter,
                             QCoreApplication.translate("PlateItem", "TURN PLAYER"))


class PreviewItem(QGraphicsItem):
    """The large picture of a hovered card."""

    def __init__(self, faces):
        super().__init__()
        self.faces = faces
        self.card = None
        self.rect = QRectF(0, 0, 10, 10)
        self.notes: list[str] = []
        self.setZValue(Z.PREVIEW)
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def show_card(self, card, anchor_x: float) -> None:
        from ..render.keywords import reminders

        self.prepareGeometryChange()
        self.card = card
        self.rect = QRectF(*L.preview_rect(anchor_x))
        # what its keywords do, under the face (Battle Spirits' keywords; another game's card has its own face)
        self.notes = reminders(card, i18n.language()) if hasattr(card, "levels") else []
        self.setVisible(True)
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-20, -20, 20, 30 + (self._notes_h() if getattr(self, "notes", None) else 0))

    def _note_font(self) -> QFont:
        f = QFont("DejaVu Sans")
        f.setFamilies(i18n.families("DejaVu Sans"))
        f.setPixelSize(12)
        return f

    def _note_heights(self) -> list[float]:
        """Each reminder's height when wrapped to the box (a Japanese one wraps to three lines or more)."""
        from PySide6.QtGui import QFontMetricsF

        fm = QFontMetricsF(self._note_font())
        width = self.rect.width() - 20
        flags = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)
        return [max(42.0, fm.boundingRect(QRectF(0, 0, width, 10000), flags, n).height() + 6) for n in self.notes]

    def _notes_h(self) -> float:
        return 14.0 + sum(h + 2 for h in self._note_heights())

    def _paint_notes(self, painter) -> None:
        """The keywords' reminder texts in a box under the face."""
        r = self.rect
        box = QRectF(r.x(), r.bottom() + 10, r.width(), self._notes_h())
        painter.setPen(QPen(QColor(216, 176, 96, 200), 1.5))
        painter.setBrush(QColor(14, 16, 22, 240))
        painter.drawRoundedRect(box, 10, 10)
        painter.setFont(self._note_font())
        painter.setPen(QColor(236, 230, 212))
        y = box.y() + 7
        for note, h in zip(self.notes, self._note_heights()):
            painter.drawText(QRectF(box.x() + 10, y, box.width() - 20, h),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter) | int(Qt.TextFlag.TextWordWrap),
                             note)
            y += h + 2

    def paint(self, painter, option, widget=None) -> None:
        if self.card is None:
            return
        from .faces import PREVIEW_W

        r = self.rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        for i in range(8, 0, -2):
            painter.setBrush(QColor(0, 0, 0, 22))
            painter.drawRoundedRect(r.adjusted(-i, -i + 8, i, i + 8), 14 + i, 14 + i)
        t = painter.worldTransform()  # drawn at the size it has on screen: small text stays sharp
        device_w = int(round(r.width() * (t.m11() ** 2 + t.m12() ** 2) ** 0.5 / 20)) * 20
        pm = self.faces.face(self.card, max(160, min(PREVIEW_W * 2, device_w)) if device_w else PREVIEW_W)
        painter.drawPixmap(r, pm, QRectF(pm.rect()))
        if getattr(self, "notes", None):
            self._paint_notes(painter)


class BannerItem(QGraphicsItem):
    """A short message over the table (the reason a drop was refused, whose turn it is)."""

    def __init__(self, layout: L.TableLayout):
        super().__init__()
        self.lines: list[str] = []
        self.kind = "info"
        self.set_layout(layout)
        self.setZValue(Z.BANNER)
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_layout(self, layout: L.TableLayout) -> None:
        """Over the Fields (where cards are played to), clear of the big button."""
        self.prepareGeometryChange()
        fx, _, fw, _ = layout.zone_rect(0, layout.play_to) if layout.play_to else (0.0, 0.0, L.SCENE_W, 0.0)
        self.rect = QRectF(fx + fw / 2 - 420, L.SCENE_H / 2 - 44, 840, 88)
        self._h1 = 36.0

    def show_text(self, text: str, kind: str = "info") -> None:
        from PySide6.QtGui import QFontMetricsF

        self.lines = text.split("\n")
        self.kind = kind
        # the first line wraps (a Japanese refusal is long): the banner grows to hold it, centred where it was
        fm = QFontMetricsF(font(13))
        flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
        self._h1 = max(36.0, fm.boundingRect(QRectF(0, 0, self.rect.width() - 40, 10000), flags, self.lines[0]).height()
                       + 6)
        h = 10 + self._h1 + (42 if len(self.lines) > 1 else 10)
        self.prepareGeometryChange()
        self.rect = QRectF(self.rect.x(), self.rect.center().y() - h / 2, self.rect.width(), h)
        self.setOpacity(1.0)
        self.setVisible(True)
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-10, -10, 10, 10)

    def paint(self, painter, option, widget=None) -> None:
        r = self.rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        edge = QColor(255, 90, 70) if self.kind == "error" else QColor(230, 200, 120)
        painter.setPen(QPen(edge, 2))
        painter.setBrush(QColor(12, 14, 20, 232))
        painter.drawRoundedRect(r, 16, 16)
        painter.setFont(font(13))
        painter.setPen(QColor(255, 255, 255))
        first = QRectF(r.x() + 20, r.y() + 10, r.width() - 40, self._h1)
        painter.drawText(first, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.lines[0])
        if len(self.lines) > 1:
            painter.setFont(font(10.5, False))
            painter.setPen(edge.lighter(120))
            painter.drawText(QRectF(r.x() + 20, r.y() + 10 + self._h1, r.width() - 40, 32), Qt.AlignmentFlag.AlignCenter,
                             self.lines[1])
