"""How annotations look: their colours, their fonts (in scene pixels), the rounded label pill, the soft
drop shadow, and the colour swatch icons of the menus."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QIcon, QPainter, QPainterPath, QPen, QPixmap

COLORS = {"red": QColor(228, 52, 48), "orange": QColor(255, 138, 16), "yellow": QColor(255, 204, 28),
          "green": QColor(40, 180, 92), "blue": QColor(40, 128, 246), "purple": QColor(150, 84, 232),
          "white": QColor(250, 250, 248), "black": QColor(22, 24, 28)}
DEFAULT_COLOR = {"arrow": "orange", "label": "white", "ring": "yellow", "marker": "red"}
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
