"""The graphics items of the annotations, one class per kind (arrow, label, ring, marker), and the
geometry they are laid out with. Each item holds its dict and is laid out from the anchors its layer
finds for its places."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker, QPen, QPolygonF, QTransform
from PySide6.QtWidgets import QGraphicsItem

from .. import layout as L
from .. import zvalues as Z
from .style import _font, _label_colors, _on, _pill, _shadow, color_of, pill_rect

if TYPE_CHECKING:
    from .layer import AnnotationLayer

Z_ANNOTATION = (Z.BUTTON + Z.BANNER) / 2  # over cards and cores, under the message banner


class Anchor:
    """Where a place is drawn: a centre, the rect to stop at (a card or an area) and what it is."""

    def __init__(self, center: QPointF, rect: QRectF | None, what: str):
        self.center, self.rect, self.what = center, rect, what


# ---------------------------------------------------------------------- items
class AnnotationItem(QGraphicsItem):
    """One annotation. ``data`` is its dict in the schema of ``engine.annotations``; the item draws in
    scene coordinates (it stays at 0, 0) from the anchors the layer finds for its places."""

    def __init__(self, layer: "AnnotationLayer", data: dict):
        super().__init__()
        self.layer = layer
        self.data = data
        self._bounds = QRectF()
        self._shape = QPainterPath()
        self.setZValue(Z_ANNOTATION)
        self.set_editable(False)

    @property
    def kind(self) -> str:
        return self.data["kind"]

    def set_editable(self, on: bool) -> None:
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, on)
        self.setAcceptedMouseButtons(Qt.MouseButton.AllButtons if on else Qt.MouseButton.NoButton)
        if not on:
            self.setSelected(False)

    def text_key(self) -> str:
        return {"label": "text", "marker": "number"}.get(self.kind, "label")

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return self._shape

    def relayout(self) -> None:
        self.prepareGeometryChange()
        self._layout()
        self.update()

    def _set_geometry(self, shape: QPainterPath, extra: QRectF | None = None) -> None:
        self._shape = shape
        r = shape.boundingRect()
        if extra is not None:
            r = r.united(extra)
        self._bounds = r.adjusted(-24, -24, 28, 30)  # room for the halo and the shadow

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self._paint(painter)
        if self.isSelected():
            r = self._shape.boundingRect().adjusted(-8, -8, 8, 8)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(0, 0, 0, 160), 3.0))
            painter.drawRoundedRect(r, 8, 8)
            painter.setPen(QPen(QColor(255, 255, 255, 230), 1.6, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(r, 8, 8)

    def _layout(self) -> None:  # pragma: no cover - every kind overrides it
        raise NotImplementedError

    def _paint(self, painter) -> None:  # pragma: no cover
        raise NotImplementedError


class ArrowItem(AnnotationItem):
    """A curved arrow from one place to another, with a head and an optional label along its middle."""

    WIDTH = 5.0
    HEAD = 24.0

    def _layout(self) -> None:
        a = self.layer.anchor(self.data["from"])
        b = self.layer.anchor(self.data["to"])
        p0, p1 = a.center, b.center
        if b.rect is not None and not b.rect.contains(p0):
            p1 = _exit(b.center, b.rect, p0, 7.0)
        if a.rect is not None and not a.rect.contains(b.center):
            p0 = _exit(a.center, a.rect, p1, 4.0)
        d = p1 - p0
        length = math.hypot(d.x(), d.y())
        if length < 1:
            d, length = QPointF(1, 0), 1.0
        n = QPointF(-d.y() / length, d.x() / length)
        if n.y() > 0 or (abs(n.y()) < 0.25 and n.x() < 0):  # bulge up, or right when it runs up or down
            n = -n
        bend = max(14.0, min(110.0, 0.2 * length))
        c = (p0 + p1) / 2 + n * bend
        t = p1 - c
        tl = math.hypot(t.x(), t.y()) or 1.0
        u = QPointF(t.x() / tl, t.y() / tl)
        v = QPointF(-u.y(), u.x())
        head = min(self.HEAD, length * 0.45)
        base = p1 - u * head
        self.head = QPolygonF([p1, base + v * head * 0.42, p1 - u * head * 0.72, base - v * head * 0.42])
        self.shaft = QPainterPath(p0)
        self.shaft.quadTo(c, p1 - u * head * 0.6)
        mid = p0 * 0.25 + c * 0.5 + p1 * 0.25
        ang = math.degrees(math.atan2(d.y(), d.x()))
        if ang > 90:
            ang -= 180
        elif ang < -90:
            ang += 180
        self.label_angle = ang if abs(ang) <= 30 else 0.0
        self.label_at = mid
        if self.data.get("label"):  # the label rides on the outside of the bend, clear of the line
            lr = pill_rect(self.data["label"].split("\n"))
            th = math.radians(self.label_angle)
            ext = (abs(n.x() * math.cos(th) + n.y() * math.sin(th)) * lr.width() / 2
                   + abs(-n.x() * math.sin(th) + n.y() * math.cos(th)) * lr.height() / 2)
            d = ext + 5.0
            samples = [_quad(p0, c, p1, i / 40) for i in range(41)]
            inv = QTransform().rotate(-self.label_angle)
            box = lr.adjusted(-self.WIDTH - 3, -self.WIDTH - 3, self.WIDTH + 3, self.WIDTH + 3)
            while d < 240 and any(box.contains(inv.map(q - (mid + n * d))) for q in samples):
                d += 2.0  # until the line passes clear of the label
            self.label_at = mid + n * d
        shape = QPainterPathStroker()
        shape.setWidth(18)
        path = shape.createStroke(self.shaft)
        hp = QPainterPath()
        hp.addPolygon(self.head)
        path = path.united(hp)
        extra = None
        if self.data.get("label"):
            lr = QTransform().translate(self.label_at.x(), self.label_at.y()).rotate(self.label_angle).mapRect(
                pill_rect(self.data["label"].split("\n")))
            lp = QPainterPath()
            lp.addRect(lr)
            path = path.united(lp)
            extra = lr
        self._set_geometry(path, extra)

    def _paint(self, painter) -> None:
        col = color_of(self.data)
        hp = QPainterPath()
        hp.addPolygon(self.head)
        hp.closeSubpath()
        _shadow(painter, self.shaft, self.WIDTH)
        _shadow(painter, hp, fill=True)
        edge = QColor(12, 14, 18, 200) if self.data.get("color") != "black" else QColor(255, 255, 255, 200)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(edge, self.WIDTH + 3.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.drawPath(self.shaft)
        painter.setPen(QPen(edge, 3.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        painter.setBrush(edge)
        painter.drawPath(hp)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(col, self.WIDTH, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.drawPath(self.shaft)
        painter.setPen(QPen(col, 1.0))
        painter.setBrush(col)
        painter.drawPath(hp)
        if self.data.get("label"):
            _pill(painter, self.label_at, self.data["label"].split("\n"), self.label_angle, col)


class LabelItem(AnnotationItem):
    """A text in a rounded label: at a point, over an area's middle, or across a card's lower edge."""

    def _layout(self) -> None:
        a = self.layer.anchor(self.data["at"])
        lines = (self.data.get("text") or " ").split("\n")
        r = pill_rect(lines)
        c = QPointF(a.center)
        if a.what == "card":
            c = QPointF(a.center.x(), a.rect.bottom() - 6)
        c = _keep_inside(c, r)
        self.at = c
        path = QPainterPath()
        path.addRoundedRect(r.translated(c), 12, 12)
        self._set_geometry(path)

    def _paint(self, painter) -> None:
        bg, border, fg = _label_colors(self.data)
        _pill(painter, self.at, (self.data.get("text") or " ").split("\n"), 0.0, border, bg=bg, fg=fg)


class RingItem(AnnotationItem):
    """A highlight ring round a card or an area (a circle round a point)."""

    def _layout(self) -> None:
        a = self.layer.anchor(self.data["at"])
        path = QPainterPath()
        if a.rect is not None:
            pad = 6.0 if a.what == "card" else 5.0
            r = a.rect.adjusted(-pad, -pad, pad, pad)
            path.addRoundedRect(r, 14, 14)
        else:
            r = QRectF(a.center.x() - 34, a.center.y() - 34, 68, 68)
            path.addEllipse(r)
        self.ring = path
        self.ring_rect = r
        st = QPainterPathStroker()
        st.setWidth(16)
        shape = st.createStroke(path)
        extra = None
        if self.data.get("label"):
            lr = pill_rect(self.data["label"].split("\n"), 14)
            self.label_at = _keep_inside(QPointF(r.center().x(), r.bottom() + lr.height() / 2 + 4), lr)
            extra = lr.translated(self.label_at)
            lp = QPainterPath()
            lp.addRect(extra)
            shape = shape.united(lp)
        self._set_geometry(shape, extra)

    def _paint(self, painter) -> None:
        col = color_of(self.data)
        _shadow(painter, self.ring, 5.0)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        glow = QColor(col)
        glow.setAlpha(70)
        painter.setPen(QPen(glow, 13.0))
        painter.drawPath(self.ring)
        painter.setPen(QPen(QColor(12, 14, 18, 190), 8.0))
        painter.drawPath(self.ring)
        painter.setPen(QPen(col, 5.0))
        painter.drawPath(self.ring)
        if self.data.get("label"):
            _pill(painter, self.label_at, self.data["label"].split("\n"), 0.0, col, px=14)


class MarkerItem(AnnotationItem):
    """A numbered disc: on a card's top-left corner, an area's top-left, or at a point."""

    R = 17.0

    def _layout(self) -> None:
        a = self.layer.anchor(self.data["at"])
        c = QPointF(a.center)
        if a.rect is not None:
            c = a.rect.topLeft() + (QPointF(2, 2) if a.what == "card" else QPointF(self.R + 6, self.R + 4))
        c = _keep_inside(c, QRectF(-self.R, -self.R, 2 * self.R, 2 * self.R))
        self.at = c
        path = QPainterPath()
        path.addEllipse(c, self.R + 2, self.R + 2)
        extra = None
        if self.data.get("label"):
            lr = pill_rect(self.data["label"].split("\n"), 14)
            self.label_at = QPointF(c.x() + self.R + 6 + lr.width() / 2, c.y())
            extra = lr.translated(self.label_at)
            lp = QPainterPath()
            lp.addRect(extra)
            path = path.united(lp)
        self._set_geometry(path, extra)

    def _paint(self, painter) -> None:
        col = color_of(self.data)
        if self.data.get("label"):
            _pill(painter, self.label_at, self.data["label"].split("\n"), 0.0, col, px=14)
        disc = QPainterPath()
        disc.addEllipse(self.at, self.R, self.R)
        _shadow(painter, disc, fill=True)
        painter.setPen(QPen(QColor(255, 255, 255) if self.data.get("color") != "white" else QColor(22, 24, 28),
                            3.0))
        painter.setBrush(col)
        painter.drawPath(disc)
        painter.setFont(_font(19 if self.data["number"] < 10 else 16))
        painter.setPen(_on(col))
        painter.drawText(QRectF(self.at.x() - self.R, self.at.y() - self.R, 2 * self.R, 2 * self.R),
                         Qt.AlignmentFlag.AlignCenter, str(self.data["number"]))


ITEM_CLASS = {"arrow": ArrowItem, "label": LabelItem, "ring": RingItem, "marker": MarkerItem}


def _quad(p0: QPointF, c: QPointF, p1: QPointF, t: float) -> QPointF:
    return p0 * (1 - t) * (1 - t) + c * 2 * t * (1 - t) + p1 * t * t


def _exit(center: QPointF, rect: QRectF, toward: QPointF, gap: float) -> QPointF:
    """Where the ray from ``center`` to ``toward`` leaves ``rect`` (``center`` is its middle), ``gap`` further."""
    dx, dy = toward.x() - center.x(), toward.y() - center.y()
    dist = math.hypot(dx, dy)
    if dist < 1e-6:
        return QPointF(center)
    ts = []
    if abs(dx) > 1e-9:
        ts.append(rect.width() / 2 / abs(dx))
    if abs(dy) > 1e-9:
        ts.append(rect.height() / 2 / abs(dy))
    t = min(ts) + gap / dist
    return QPointF(center.x() + dx * min(t, 1.0), center.y() + dy * min(t, 1.0))


def _keep_inside(c: QPointF, r: QRectF, margin: float = 6.0) -> QPointF:
    """Move ``c`` so that ``r`` centred on it stays on the mat."""
    x = min(max(c.x(), margin - r.left()), L.SCENE_W - margin - r.right())
    y = min(max(c.y(), margin - r.top()), L.SCENE_H - margin - r.bottom())
    return QPointF(x, y)
