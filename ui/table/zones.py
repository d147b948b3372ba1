"""The zones of the mat, one graphics item class per layout kind (as Cockatrice has one zone class per
kind of area): ``pile`` (a Deck, Trash or Removed Area: one card spot and a count), ``fan`` (the Hand),
``row`` (the Field), ``cores`` (a heap of cores: Life, Reserve), ``void`` and ``plate`` (the spot of the
player's name plate). Which zones a table has, their rects, titles and kinds come from the ruleset's
table description (``engine.rulesets.table``) through ``ui.table.layout.TableLayout``; ``make_zone``
picks the class of a kind. Zone items only draw; where cards and cores lie is the layout's geometry.
"""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem

from .. import i18n
from . import layout as L
from . import zvalues as Z
from .items import GLOW, _glow
from .mat import font, theme_of


class ZoneItem(QGraphicsItem):
    """A zone outline with its title and a count badge. Lit while it is a legal drop target."""

    kind = ""
    outline = True  # the rounded outline (a Hand, the Void and the plate spot have none)
    filled = True

    def __init__(self, seat: int, name: str, title: str, layout: L.TableLayout):
        super().__init__()
        self.seat, self.name, self.title = seat, name, title
        self.layout = layout
        self.rect = QRectF(*layout.zone_rect(seat, name))
        self.count_text = ""
        self.lit = False
        self.active = False  # the current player's field
        self.setZValue(Z.ZONE)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # what the scene tells it
    def set_count(self, text: str) -> None:
        if text != self.count_text:
            self.count_text = text
            self.update()

    def set_lit(self, lit: bool) -> None:
        if lit != self.lit:
            self.lit = lit
            self.update()

    def count_for(self, cards: int, cores: int, steady: bool) -> str:
        """The badge for a zone holding ``cards`` cards and ``cores`` cores: by default the cards,
        when there are any. ``steady``: a pile that always shows its count (a Deck, whose cards are
        hidden, and the Trash, where cores lie too)."""
        return str(cards) if cards else ""

    # geometry of what lies in it
    def card_slots(self, n: int) -> list[tuple[float, float, float]]:
        """(x, y, rotation) of n cards in this zone."""
        c = L.center(self.layout.zone_rect(self.seat, self.name))
        return [(c[0], c[1], 0.0)] * n

    # drawing
    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-12, -12, 12, 12)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        r = self.rect
        th = theme_of(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(th["zone_fill"] if self.filled else QColor(0, 0, 0, 0))
        pen = QPen(th["zone_pen"], 1.5)
        if not self.outline:
            pen.setStyle(Qt.PenStyle.NoPen)
        painter.setPen(pen)
        painter.drawRoundedRect(r, 12, 12)
        if self.lit:
            _glow(painter, r, GLOW["target"])
        self.decorate(painter, r, th)
        if not self.title:
            return
        band = QRectF(r.x() + 10, r.y() + 3, r.width() - 20, 20)
        painter.setFont(font(9.5 if r.width() > 120 else 8.5))
        painter.setPen(th["title"])
        narrow = r.width() < 120
        painter.drawText(band, (Qt.AlignmentFlag.AlignHCenter if narrow else Qt.AlignmentFlag.AlignLeft)
                         | Qt.AlignmentFlag.AlignVCenter, i18n.zone_title(self.name, self.title, face=getattr(self.layout.spec, "face", None)).upper())
        if self.count_text:
            painter.setFont(font(9.5))
            fm = painter.fontMetrics()
            tw = max(26, fm.horizontalAdvance(self.count_text) + 14)
            if narrow:  # a pile: the count sits at the bottom of the zone
                pill = QRectF(r.center().x() - tw / 2, r.bottom() - 24, tw, 19)
            else:
                pill = QRectF(band.right() - tw, band.y() + 1, tw, 18)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(th["pill"])
            painter.drawRoundedRect(pill, 9, 9)
            painter.setPen(th["count"])
            painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, self.count_text)

    def decorate(self, painter, r, th) -> None:
        """What a kind draws over its outline, under its title."""


class PileZone(ZoneItem):
    """A Deck, Trash or Removed Area: one card spot, cores under it, the count at the bottom."""

    kind = "pile"
    shown = 2  # how many of its top cards are drawn (the rest lie hidden under them)

    def count_for(self, cards, cores, steady) -> str:
        return str(cards) if cards or steady else ""

    def card_slots(self, n):
        x, y = L.pile_point(self.layout.zone_rect(self.seat, self.name))
        out = []
        for i in range(n):  # a slight stair: the pile has a thickness
            d = min(i, 6) * 0.8
            out.append((x - d * 0.3, y - d, 0.0))
        return out


class StackZone(PileZone):
    """Cards overlapping down the zone, each one's top showing (an area whose every card is seen at
    once: a Burst Area, cards set aside); the count at the bottom."""

    kind = "stack"
    shown = None  # every card

    def card_slots(self, n):
        x, y, w, h = self.layout.zone_rect(self.seat, self.name)
        if n <= 0:
            return []
        room = h - L.LABEL_H - 30.0 - L.CARD_H  # above the count
        step = min(28.0, room / (n - 1)) if n > 1 else 0.0
        top = y + L.LABEL_H + 4 + L.CARD_H / 2
        return [(x + w / 2, top + i * step, 0.0) for i in range(n)]


class FanZone(ZoneItem):
    """The Hand: cards in a gentle fan, no outline."""

    kind = "fan"
    outline = False

    def count_for(self, cards, cores, steady) -> str:
        return str(cards)

    def card_slots(self, n):
        return L.fan_slots(self.layout.rects[self.name], self.seat, n)


class RowZone(ZoneItem):
    """The Field: cards side by side, cores on them."""

    kind = "row"

    def card_slots(self, n):
        return [(x, y, 0.0) for x, y in L.row_slots(self.layout.rects[self.name], self.seat, n)]


class CoresZone(ZoneItem):
    """Life, Reserve: a heap of cores and how many (the Soul Core counts)."""

    kind = "cores"

    def count_for(self, cards, cores, steady) -> str:
        return str(cores)


class VoidZone(ZoneItem):
    """The Void: where cores come from and go; a dark well."""

    kind = "void"
    outline = False
    filled = False

    def decorate(self, painter, r, th) -> None:
        colors = th["void"]
        c = r.center()
        g = QRadialGradient(c, 62)
        g.setColorAt(0, colors[0])
        g.setColorAt(0.6, colors[1])
        g.setColorAt(1, QColor(0, 0, 0, 0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(g)
        painter.drawEllipse(c, 62, 62)
        painter.setPen(QPen(colors[2], 1.5, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(c, 40, 40)
        painter.setFont(font(9))
        painter.setPen(colors[3])
        painter.drawText(QRectF(c.x() - 50, c.y() - 9, 100, 18), Qt.AlignmentFlag.AlignCenter,
                         i18n.zone_title(self.name, self.title or self.name, face=getattr(self.layout.spec, "face", None)).upper())

    def count_for(self, cards, cores, steady) -> str:
        return ""


class PlateZone(ZoneItem):
    """The spot of the player's name plate (``PlateItem`` draws the plate itself)."""

    kind = "plate"
    outline = False


ZONE_KINDS = {c.kind: c for c in (PileZone, StackZone, FanZone, RowZone, CoresZone, VoidZone, PlateZone)}


def make_zone(seat: int, name: str, layout: L.TableLayout) -> ZoneItem:
    """The zone item for a zone of the table, of the class of its layout kind."""
    kind = layout.kinds[name]
    try:
        cls = ZONE_KINDS[kind]
    except KeyError:
        raise ValueError(f"the table zone {name!r} has layout {kind!r}; the table draws "
                         f"{', '.join(ZONE_KINDS)}") from None
    return cls(seat, name, layout.titles[name], layout)


class DeckItem(QGraphicsItem):
    """A face-down stack (a hidden pile: the Deck) whose thickness follows its count."""

    def __init__(self, seat: int, name: str, faces, layout: L.TableLayout):
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.faces = faces
        self.name = name
        self.count = 0
        cx, cy = layout.pile_center(seat, name)
        self.setPos(cx, cy)
        self.setZValue(Z.PILE)

    def set_count(self, n: int) -> None:
        if n != self.count:
            self.count = n
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-L.CARD_W / 2 - 8, -L.CARD_H / 2 - 12, L.CARD_W + 16, L.CARD_H + 24)

    def paint(self, painter, option, widget=None) -> None:
        if not self.count:
            return
        t = painter.worldTransform()
        pm = self.faces.scaled(None, int(round(L.CARD_W * t.m11())), False)
        layers = min(6, 1 + self.count // 8)
        for i in range(layers):
            d = (layers - 1 - i) * 1.6
            painter.drawPixmap(QRectF(-L.CARD_W / 2 + d, -L.CARD_H / 2 + d, L.CARD_W, L.CARD_H), pm,
                               QRectF(pm.rect()))
