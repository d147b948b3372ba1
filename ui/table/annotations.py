"""Annotations drawn over the table, for boards in rules articles: arrows (card to card or area, curved,
with a head and a label along them), text labels, highlight rings and numbered markers.

They are kept with the position (``engine.annotations``, the ``annotations`` key of a position file) as
plain dicts; ``TableScene.annotations()`` / ``set_annotations(list)`` read and replace them. Each item
holds its dict and finds where to draw from its places (``p1.field[0]``, ``p2.life``, ``void``,
``{x, y}``) after every ``sync``, so an arrow stays on its cards whatever the window size.

``AnnotationTool`` is the table's Annotate mode (``TableView.tool``): drag from a card to another for an
arrow, click for a label (then type), a ring or a numbered marker; click to select, Del to delete,
double-click to edit the text. ``install_annotate_ui(window)`` adds the Annotate menu and toolbar.
"""
from __future__ import annotations

import math

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QColor, QFont, QFontMetricsF, QIcon, QPainter, QPainterPath, \
    QPainterPathStroker, QPen, QPixmap, QPolygonF, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsTextItem

from . import layout as L
from . import zvalues as Z

Z_ANNOTATION = (Z.BUTTON + Z.BANNER) / 2  # over cards and cores, under the message banner
COLORS = {"red": QColor(228, 52, 48), "orange": QColor(255, 138, 16), "yellow": QColor(255, 204, 28),
          "green": QColor(40, 180, 92), "blue": QColor(40, 128, 246), "purple": QColor(150, 84, 232),
          "white": QColor(250, 250, 248), "black": QColor(22, 24, 28)}
DEFAULT_COLOR = {"arrow": "orange", "label": "white", "ring": "yellow", "marker": "red"}
SMALL_AREAS = ("reserve", "life", "trash", "deck", "removed")
CARD_ZONES = ("field", "hand", "trash", "removed")
INK = QColor(18, 20, 26, 238)  # the dark of label pills
FONT = "DejaVu Sans"


def _font(px: int, bold: bool = True) -> QFont:
    """Fonts in pixels of the scene (not points), so that a picture is the same on any device."""
    f = QFont(FONT)
    f.setPixelSize(px)
    f.setBold(bold)
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return f


def color_of(data: dict) -> QColor:
    return QColor(COLORS[data.get("color") or DEFAULT_COLOR[data["kind"]]])


def _on(color: QColor) -> QColor:
    """Text colour on a fill of ``color``."""
    lum = 0.299 * color.red() + 0.587 * color.green() + 0.114 * color.blue()
    return QColor(20, 20, 24) if lum > 170 else QColor(255, 255, 255)


def _shadow(painter: QPainter, path: QPainterPath, width: float | None = None, fill: bool = False,
            offset=(2.0, 4.0)) -> None:
    """A soft drop shadow: the shape drawn a few times, wider and fainter, a little below-right."""
    p = path.translated(*offset)
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for w, a in ((12, 16), (7, 24), (3, 36)):
        pen = QPen(QColor(0, 0, 0, a), (width or 0) + w, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                   Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.drawPath(p)
    if fill:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawPath(p)
    painter.restore()


def _pill(painter: QPainter, center: QPointF, lines: list[str], angle: float, border: QColor, px: int = 16,
          bg: QColor = INK, fg: QColor | None = None) -> None:
    """A rounded text label centred on ``center``, turned ``angle`` degrees, with a soft shadow."""
    rect = pill_rect(lines, px)
    painter.save()
    painter.translate(center)
    painter.rotate(angle)
    path = QPainterPath()
    path.addRoundedRect(rect, min(14.0, rect.height() / 2), min(14.0, rect.height() / 2))
    _shadow(painter, path, fill=True)
    painter.setBrush(bg)
    painter.setPen(QPen(border, 2.0))
    painter.drawPath(path)
    painter.setFont(_font(px))
    painter.setPen(fg or QColor(255, 255, 255))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "\n".join(lines))
    painter.restore()


def pill_rect(lines: list[str], px: int = 16) -> QRectF:
    fm = QFontMetricsF(_font(px))
    w = max((fm.horizontalAdvance(s) for s in lines), default=0.0) + 2 * 12
    h = fm.height() * max(1, len(lines)) + 2 * 6
    return QRectF(-w / 2, -h / 2, w, h)


def _label_colors(data: dict):
    """(background, border, text) of a label pill."""
    c = color_of(data)
    if data.get("color") == "black":
        return QColor(252, 250, 244, 242), QColor(22, 24, 28), QColor(22, 24, 28)
    if data.get("color") in (None, "white"):
        return INK, QColor(255, 255, 255, 150), QColor(255, 255, 255)
    return INK, c, c.lighter(125) if c.lightness() < 140 else c


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


def missing_cards(game, annotations) -> list[tuple[str, str]]:
    """(key path, place) of each card place that names no card in ``game`` (drawn at its area instead)."""
    out = []
    for i, a in enumerate(annotations or ()):
        for key in ("from", "to", "at"):
            place = a.get(key)
            if not isinstance(place, str) or "[" not in place:
                continue
            who, rest = place.split(".", 1)
            zone, index = rest[:-1].split("[")
            ps = game.state.players[int(who[1]) - 1]
            if int(index) >= len(getattr(ps, zone)):
                out.append((f"annotations[{i}].{key}", place))
    return out


# ---------------------------------------------------------------------- the layer
class AnnotationLayer(QObject):
    """The annotations of one scene: creates their items, finds their places, reads them back."""

    changed = Signal()  # an annotation was added, edited or deleted by the user

    def __init__(self, scene):
        super().__init__(scene)
        self.scene = scene
        self.items: list[AnnotationItem] = []
        self.editable = False

    # ------------------------------------------------------------------ the list
    def to_list(self) -> list[dict]:
        out = []
        for it in self.items:
            d = {}
            for k, v in it.data.items():
                d[k] = dict(v) if isinstance(v, dict) else v
            out.append(d)
        return out

    def set_list(self, annotations) -> None:
        from engine.annotations import parse_annotations

        parsed = parse_annotations(list(annotations))  # a bad list raises DataError, changing nothing
        for it in list(self.items):
            self._drop(it)
        for d in parsed:
            self.add(d, notify=False)

    def add(self, data: dict, notify: bool = True) -> AnnotationItem:
        it = ITEM_CLASS[data["kind"]](self, data)
        it.set_editable(self.editable)
        self.scene.addItem(it)
        self.items.append(it)
        it.relayout()
        if notify:
            self.changed.emit()
        return it

    def remove(self, it: AnnotationItem, notify: bool = True) -> None:
        if it in self.items:
            self._drop(it)
            if notify:
                self.changed.emit()

    def _drop(self, it) -> None:
        self.items.remove(it)
        if it.scene() is self.scene:
            self.scene.removeItem(it)

    def selected(self) -> list[AnnotationItem]:
        return [it for it in self.items if it.isSelected()]

    def delete_selected(self) -> int:
        sel = self.selected()
        for it in sel:
            self.remove(it, notify=False)
        if sel:
            self.changed.emit()
        return len(sel)

    def update_data(self, it: AnnotationItem, **changes) -> None:
        for k, v in changes.items():
            if v is None or v == "":
                it.data.pop(k, None)
            else:
                it.data[k] = v
        it.relayout()
        self.changed.emit()

    def set_editable(self, on: bool) -> None:
        self.editable = on
        for it in self.items:
            it.set_editable(on)

    def relayout(self) -> None:
        for it in self.items:
            it.relayout()

    # ------------------------------------------------------------------ places
    def anchor(self, place) -> Anchor:
        """Where ``place`` is on the mat now."""
        sc = self.scene
        if isinstance(place, dict):
            return Anchor(QPointF(place["x"] * L.SCENE_W, place["y"] * L.SCENE_H), None, "point")
        if place == "void":
            game = sc.game
            p = game.state.turn_player if game is not None else sc.viewer
            r = QRectF(*L.zone_rect(sc.seat(p), "void"))
            c = r.center()
            return Anchor(c, QRectF(c.x() - 62, c.y() - 62, 124, 124), "area")
        who, rest = place.split(".", 1)
        p = int(who[1]) - 1
        zone, index = rest, None
        if "[" in rest:
            zone, index = rest[:-1].split("[")
            index = int(index)
        if index is not None:
            it = self._card_item(p, zone, index)
            if it is not None:
                x, y, rot = self._card_pos(it)
                w, h = (L.CARD_H, L.CARD_W) if round(rot / 90) % 2 else (L.CARD_W, L.CARD_H)
                return Anchor(QPointF(x, y), QRectF(x - w / 2, y - h / 2, w, h), "card")
        r = QRectF(*L.zone_rect(sc.seat(p), zone))
        return Anchor(r.center(), r, "area")

    def _card_item(self, p: int, zone: str, index: int):
        game = self.scene.game
        if game is None:
            return None
        ps = game.state.players[p]
        if zone == "field":
            uids = [fc.uid for fc in ps.field]
        else:
            uids = getattr(ps, zone, [])
        if not 0 <= index < len(uids):
            return None
        it = self.scene.cards.get(uids[index])
        return it if it is not None and it.isVisible() else None

    def _card_pos(self, it):
        t = self.scene.targets.get(it)
        if t is not None:
            return t[0], t[1], t[2]
        return it.x(), it.y(), it.rotation()

    def place_at(self, pos: QPointF, kind: str):
        """The place a click at scene ``pos`` names, for an annotation of ``kind``: the card under it,
        else (arrows and rings) a small area (Reserve, Life, Trash, Deck, Removed, Void), else the point."""
        from .items import CardItem

        sc = self.scene
        for it in sc.items(pos):
            if isinstance(it, CardItem) and it.isVisible() and it.zone in CARD_ZONES:
                return f"p{it.owner + 1}.{it.zone}[{it.index}]"
        pt = (pos.x(), pos.y())
        if kind in ("arrow", "ring"):
            for seat in (0, 1):
                p = sc.player_at(seat)
                for name in SMALL_AREAS:
                    if L.contains(L.zone_rect(seat, name), pt):
                        return f"p{p + 1}.{name}"
                vc = L.center(L.zone_rect(seat, "void"))
                if math.hypot(pt[0] - vc[0], pt[1] - vc[1]) <= 62:
                    return "void"
        return {"x": round(min(1.0, max(0.0, pos.x() / L.SCENE_W)), 4),
                "y": round(min(1.0, max(0.0, pos.y() / L.SCENE_H)), 4)}

    def item_at(self, pos: QPointF):
        for it in self.scene.items(pos):
            if isinstance(it, AnnotationItem) and it in self.items:
                return it
        return None


# ---------------------------------------------------------------------- inline text editor
class TextEditor(QGraphicsTextItem):
    """Typing an annotation's text on the table: Enter keeps it, Esc gives up, Shift+Enter a new line."""

    def __init__(self, tool: "AnnotationTool", item: AnnotationItem, at: QPointF):
        super().__init__()
        self.tool, self.item = tool, item
        key = item.text_key()
        self.setPlainText(str(item.data.get(key, "")))
        self.setFont(_font(16))
        self.setDefaultTextColor(QColor(255, 255, 255))
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextEditorInteraction)
        self.setZValue(Z_ANNOTATION + 20)
        self.setTextWidth(-1)
        self.setPos(at - QPointF(60, 14))
        self.document().contentsChanged.connect(self.update)

    def paint(self, painter, option, widget=None) -> None:
        r = self.boundingRect().adjusted(-6, -4, 6, 4)
        r.setWidth(max(r.width(), 130))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 214, 92), 2))
        painter.setBrush(QColor(18, 20, 26, 245))
        painter.drawRoundedRect(r, 8, 8)
        super().paint(painter, option, widget)

    def boundingRect(self) -> QRectF:
        return super().boundingRect().adjusted(-8, -6, 140, 6)

    def sceneEvent(self, event) -> bool:
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.ShortcutOverride and event.key() in (
                Qt.Key.Key_Escape, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Delete, Qt.Key.Key_Space):
            event.accept()  # the window's Space, Enter, Esc and Del shortcuts wait while typing
            return True
        return super().sceneEvent(event)

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not (
                event.modifiers() & Qt.KeyboardModifier.ShiftModifier):
            self.tool.close_editor(True)
            return
        if event.key() == Qt.Key.Key_Escape:
            self.tool.close_editor(False)
            return
        super().keyPressEvent(event)

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        if self.tool.editor is self:
            self.tool.close_editor(True)


# ---------------------------------------------------------------------- the Annotate mode
class AnnotationTool(QObject):
    """The table's Annotate mode: set as ``view.tool`` while it is on (see the module docstring)."""

    MODES = ("select", "arrow", "label", "ring", "marker")
    mode_changed = Signal(str)

    def __init__(self, scene, parent=None):
        super().__init__(parent)
        self.scene = scene
        self.layer: AnnotationLayer = scene.annot
        self.mode = "arrow"
        self.color = None  # None: each kind's default colour
        self.editor: TextEditor | None = None
        self._new = None  # a label just placed: dropped if its text stays empty
        self._arrow = None  # (item, from place) while an arrow is being dragged
        self.view = None

    # ------------------------------------------------------------------ on / off
    def attach(self, view) -> None:
        self.view = view
        view.tool = self
        self.layer.set_editable(True)

    def detach(self) -> None:
        self.close_editor(True)
        self._cancel_arrow()
        if self.view is not None and self.view.tool is self:
            self.view.tool = None
        self.layer.set_editable(False)
        self.view = None

    def set_mode(self, mode: str) -> None:
        if mode in self.MODES and mode != self.mode:
            self.mode = mode
            self.mode_changed.emit(mode)

    def set_color(self, color) -> None:
        """The colour for new annotations; the selected ones take it too."""
        self.color = color
        for it in self.layer.selected():
            self.layer.update_data(it, color=color)

    def _data(self, kind: str, **kw) -> dict:
        d = {"kind": kind, **kw}
        if self.color is not None:
            d["color"] = self.color
        return d

    # ------------------------------------------------------------------ mouse
    def mouse(self, kind: str, view, event) -> bool:
        pos = view.mapToScene(event.position().toPoint())
        if self.editor is not None:
            if self.editor.sceneBoundingRect().contains(pos):
                from PySide6.QtWidgets import QGraphicsView

                handler = {"press": QGraphicsView.mousePressEvent, "move": QGraphicsView.mouseMoveEvent,
                           "release": QGraphicsView.mouseReleaseEvent,
                           "double": QGraphicsView.mouseDoubleClickEvent}[kind]
                handler(view, event)
                return True
            if kind == "press":
                self.close_editor(True)
                return True
        if kind == "press":
            return self._press(view, event, pos)
        if kind == "move":
            if self._arrow is not None:
                it, _ = self._arrow
                it.data["to"] = self._point(pos)
                it.relayout()
                return True
            return False
        if kind == "release":
            if self._arrow is not None:
                self._finish_arrow(pos)
                return True
            return event.button() == Qt.MouseButton.LeftButton
        if kind == "double":
            it = self.layer.item_at(pos)
            if it is not None:
                self.edit(it)
            return True
        return False

    def _press(self, view, event, pos) -> bool:
        if event.button() == Qt.MouseButton.RightButton:
            it = self.layer.item_at(pos)
            if it is not None:
                self._context_menu(it, event.globalPosition().toPoint())
            return True
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        hit = self.layer.item_at(pos)
        for it in self.layer.selected():
            if it is not hit:
                it.setSelected(False)
        if hit is not None:
            hit.setSelected(True)
            return True
        if self.mode == "arrow":
            src = self.layer.place_at(pos, "arrow")
            it = self.layer.add(self._data("arrow", **{"from": src, "to": self._point(pos)}), notify=False)
            self._arrow = (it, src)
        elif self.mode == "label":
            it = self.layer.add(self._data("label", at=self.layer.place_at(pos, "label"), text=""), notify=False)
            self._new = it
            self.edit(it)
        elif self.mode == "ring":
            it = self.layer.add(self._data("ring", at=self.layer.place_at(pos, "ring")))
            it.setSelected(True)
        elif self.mode == "marker":
            n = max((a.data["number"] for a in self.layer.items if a.kind == "marker"), default=0) + 1
            it = self.layer.add(self._data("marker", at=self.layer.place_at(pos, "marker"), number=min(99, n)))
            it.setSelected(True)
        return True

    def _point(self, pos):
        return {"x": min(1.0, max(0.0, pos.x() / L.SCENE_W)), "y": min(1.0, max(0.0, pos.y() / L.SCENE_H))}

    def _finish_arrow(self, pos) -> None:
        it, src = self._arrow
        self._arrow = None
        dst = self.layer.place_at(pos, "arrow")
        start = self.layer.anchor(src).center
        if dst == src or math.hypot(pos.x() - start.x(), pos.y() - start.y()) < 12 and isinstance(src, dict):
            self.layer.remove(it, notify=False)
            return
        it.data["to"] = dst
        it.relayout()
        it.setSelected(True)
        self.layer.changed.emit()
        self.edit(it)  # type its label now (Enter with nothing typed: no label)

    def _cancel_arrow(self) -> None:
        if self._arrow is not None:
            self.layer.remove(self._arrow[0], notify=False)
            self._arrow = None

    # ------------------------------------------------------------------ text
    def edit(self, it: AnnotationItem) -> None:
        """Open the inline editor on an annotation's text (a label's text, an arrow's or a ring's label,
        a marker's number)."""
        self.close_editor(True)
        if it.kind == "arrow":
            at = it.label_at
        elif it.kind == "ring":
            at = QPointF(it.ring_rect.center().x(), it.ring_rect.bottom() + 18)
        else:
            at = it.at
        self.editor = TextEditor(self, it, at)
        self.scene.addItem(self.editor)
        if self.view is not None:
            self.view.setFocus()
        self.editor.setFocus()
        cur = self.editor.textCursor()
        cur.select(cur.SelectionType.Document)
        self.editor.setTextCursor(cur)

    def close_editor(self, keep: bool) -> None:
        ed, self.editor = self.editor, None
        if ed is None:
            return
        it = ed.item
        text = ed.toPlainText().strip()
        if ed.scene() is not None:
            ed.scene().removeItem(ed)
        new, self._new = self._new is it, None
        if it not in self.layer.items:
            return
        if keep:
            key = it.text_key()
            if key == "number":
                if text.isdigit() and 0 <= int(text) <= 99:
                    self.layer.update_data(it, number=int(text))
            elif it.kind == "label" and not text:
                self.layer.remove(it, notify=not new)
            else:
                self.layer.update_data(it, **{key: text[:200] or None})
                if new:
                    it.setSelected(True)
        elif new:
            self.layer.remove(it, notify=False)

    # ------------------------------------------------------------------ menus
    def _context_menu(self, it, gpos) -> None:
        from PySide6.QtWidgets import QMenu

        it.setSelected(True)
        menu = QMenu(self.view)
        menu.setObjectName("annotationMenu")
        menu.addAction("Edit text…" if it.kind != "marker" else "Edit number…").triggered.connect(
            lambda: self.edit(it))
        sub = menu.addMenu("Colour")
        for name in COLORS:
            sub.addAction(color_icon(name), name.capitalize()).triggered.connect(
                lambda _=False, n=name: self.layer.update_data(it, color=n))
        menu.addSeparator()
        menu.addAction("Delete").triggered.connect(lambda: self.layer.remove(it))
        menu.exec(gpos)

    def delete_selected(self) -> int:
        if self.editor is not None:
            return 0
        return self.layer.delete_selected()


def color_icon(name: str) -> QIcon:
    pm = QPixmap(16, 16)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor(0, 0, 0, 160), 1))
    p.setBrush(COLORS[name])
    p.drawEllipse(QRectF(1.5, 1.5, 13, 13))
    p.end()
    return QIcon(pm)


# ---------------------------------------------------------------------- the window's Annotate menu and toolbar
def install_annotate_ui(window):
    """Add the Annotate menu and its toolbar to the main window; returns the ``AnnotationTool``."""
    from PySide6.QtGui import QKeySequence
    from PySide6.QtWidgets import QToolBar

    tool = AnnotationTool(window.scene, window)
    window.annotator = tool
    menu = window.menuBar().addMenu("&Annotate")
    bar = QToolBar("Annotate", window)
    bar.setObjectName("annotateBar")
    bar.setMovable(False)
    window.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
    bar.setVisible(False)

    toggle = QAction("Annotate mode", window)
    toggle.setObjectName("annotateMode")
    toggle.setCheckable(True)
    toggle.setShortcut(QKeySequence("Ctrl+Shift+A"))

    def set_on(on: bool) -> None:
        if on:
            tool.attach(window.view)
            window.statusBar().showMessage(
                "Annotate: drag from a card to another for an arrow; click for a label, ring or marker; "
                "Del deletes, double-click edits", 10000)
        else:
            tool.detach()
            window.statusBar().clearMessage()
        bar.setVisible(on)

    toggle.toggled.connect(set_on)
    menu.addAction(toggle)
    bar.addAction(toggle)
    menu.addSeparator()
    bar.addSeparator()
    group = QActionGroup(window)
    modes = {}
    for mode, text, key in (("select", "Select", "Alt+1"), ("arrow", "Arrow", "Alt+2"), ("label", "Label", "Alt+3"),
                            ("ring", "Ring", "Alt+4"), ("marker", "Marker", "Alt+5")):
        a = QAction(text, window)
        a.setObjectName(f"annotate_{mode}")
        a.setCheckable(True)
        a.setChecked(mode == tool.mode)
        a.setShortcut(QKeySequence(key))
        a.triggered.connect(lambda _=False, m=mode: (tool.set_mode(m), toggle.setChecked(True)))
        group.addAction(a)
        menu.addAction(a)
        bar.addAction(a)
        modes[mode] = a
    tool.mode_changed.connect(lambda m: modes[m].setChecked(True))
    colours = menu.addMenu("Colour")
    bar.addSeparator()
    cgroup = QActionGroup(window)
    auto = QAction("Default", window)
    auto.setCheckable(True)
    auto.setChecked(True)
    auto.triggered.connect(lambda: tool.set_color(None))
    cgroup.addAction(auto)
    colours.addAction(auto)
    for name in COLORS:
        a = QAction(color_icon(name), name.capitalize(), window)
        a.setObjectName(f"annotate_color_{name}")
        a.setCheckable(True)
        a.triggered.connect(lambda _=False, n=name: tool.set_color(n))
        cgroup.addAction(a)
        colours.addAction(a)
        bar.addAction(a)
    menu.addSeparator()
    delete = QAction("Delete selected annotation", window)
    delete.setObjectName("annotateDelete")
    delete.setShortcuts([QKeySequence(QKeySequence.StandardKey.Delete), QKeySequence("Backspace")])
    delete.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    delete.triggered.connect(lambda: tool.delete_selected())
    menu.addAction(delete)
    window.addAction(delete)
    clear = QAction("Remove all annotations", window)
    clear.triggered.connect(lambda: (window.scene.set_annotations([]), window.scene.annot.changed.emit()))
    menu.addAction(clear)
    window.a_annotate = toggle
    return tool
