"""The deck's pictures, painted with Qt: the cost curve (stacked by type), the colour and type split, the
symbols (2-10) and the reduction colours (2-6) of its cards. The numbers come from ``ui.decks.stats``."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..editor.palette import COLOR_HEX
from . import stats

translate = QCoreApplication.translate

TYPE_HEX = {"spirit": "#d19a3a", "nexus": "#3a9a8c", "magic": "#8a6ad0"}
TYPE_WORD = {"spirit": QT_TRANSLATE_NOOP("DeckCharts", "Spirits"), "nexus": QT_TRANSLATE_NOOP("DeckCharts", "Nexuses"), "magic": QT_TRANSLATE_NOOP("DeckCharts", "Magic")}
COLOR_WORD = {"red": QT_TRANSLATE_NOOP("DeckCharts", "Red"), "purple": QT_TRANSLATE_NOOP("DeckCharts", "Purple"), "green": QT_TRANSLATE_NOOP("DeckCharts", "Green"),
              "white": QT_TRANSLATE_NOOP("DeckCharts", "White"), "yellow": QT_TRANSLATE_NOOP("DeckCharts", "Yellow"), "blue": QT_TRANSLATE_NOOP("DeckCharts", "Blue"),
              "none": QT_TRANSLATE_NOOP("DeckCharts", "No colour")}
NONE_HEX = "#6a6a6a"
INK = QColor("#e8e2d0")
DIM = QColor("#8f8a7a")
CAPTION = QColor("#bfa66a")


def color_word(c: str) -> str:
    return translate("DeckCharts", COLOR_WORD[c]) if c in COLOR_WORD else c.capitalize()


class DeckCharts(QWidget):
    CURVE_H = 132
    BAR_H = 46
    CHIP_H = 30

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("deckCharts")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.set_cards([])

    def set_cards(self, cards) -> None:
        cards = list(cards)
        self.total = len(cards)
        self.curve = stats.curve(cards)
        self.colors = stats.color_split(cards)
        self.types = stats.type_split(cards)
        self.symbols = stats.symbols(cards)
        self.reductions = stats.reductions(cards)
        self.average = stats.average_cost(cards)
        self.setToolTip(self.describe())
        self.update()

    def describe(self) -> str:
        """The charts in words (tooltip and accessible description)."""
        if not self.total:
            return translate("DeckCharts", "No cards yet.")
        cur = ", ".join(translate("DeckCharts", "cost {cost}").format(cost=f"{c}{'+' if c == stats.CURVE_TOP else ''}")
                        + f": {sum(v.values())}" for c, v in self.curve.items() if v)
        col = ", ".join(f"{color_word(c)} {n}" for c, n in self.colors.items())
        sym = ", ".join(f"{color_word(c)} {n}" + (f" ({ex} EX)" if ex else "") for c, (n, ex) in self.symbols.items())
        red = ", ".join(f"{color_word(c)} {n}" for c, n in self.reductions.items())
        none = translate("DeckCharts", "none")
        return translate("DeckCharts", "Cost curve: {curve} (average {average}).\nColours: {colours}.\nSymbols: {symbols}.\n"
                                       "Reduction symbols: {reduction}.").format(
            curve=cur, average=f"{self.average:.1f}", colours=col, symbols=sym or none, reduction=red or none)

    def sizeHint(self) -> QSize:
        return QSize(360, self.CURVE_H + 2 * self.BAR_H + 2 * self.CHIP_H + 16)

    def minimumSizeHint(self) -> QSize:
        return QSize(260, self.sizeHint().height())

    # ------------------------------------------------------------------ painting
    def paintEvent(self, _event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w = self.width()
        y = 0
        self._curve(p, QRectF(0, y, w, self.CURVE_H))
        y += self.CURVE_H + 4
        self._bar(p, QRectF(0, y, w, self.BAR_H), translate("DeckCharts", "COLOURS"),
                  [(color_word(c), n, COLOR_HEX.get(c, NONE_HEX)) for c, n in self.colors.items()])
        y += self.BAR_H
        self._bar(p, QRectF(0, y, w, self.BAR_H), translate("DeckCharts", "TYPES"),
                  [(translate("DeckCharts", TYPE_WORD[t]) if t in TYPE_WORD else t, n, TYPE_HEX.get(t, NONE_HEX)) for t, n in self.types.items()])
        y += self.BAR_H + 4
        self._chips(p, QRectF(0, y, w, self.CHIP_H), translate("DeckCharts", "SYMBOLS"),
                    [(c, n, ex) for c, (n, ex) in self.symbols.items()])
        y += self.CHIP_H
        self._chips(p, QRectF(0, y, w, self.CHIP_H), translate("DeckCharts", "REDUCTION"), [(c, n, 0) for c, n in self.reductions.items()])
        p.end()

    def _caption(self, p, x, y, text) -> None:
        f = QFont(self.font())
        f.setPixelSize(10)
        f.setBold(True)
        f.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 1.0)
        p.setFont(f)
        p.setPen(CAPTION)
        p.drawText(QRectF(x, y, 300, 14), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)

    def _curve(self, p, r: QRectF) -> None:
        self._caption(p, r.left(), r.top(), translate("DeckCharts", "COST CURVE  ·  AVERAGE {average}").format(
                          average=f"{self.average:.1f}") if self.total else translate("DeckCharts", "COST CURVE"))
        top, bottom = r.top() + 30, r.bottom() - 16
        cols = len(self.curve)
        slot = r.width() / cols
        peak = max([sum(v.values()) for v in self.curve.values()] + [1])
        f = QFont(self.font())
        f.setPixelSize(11)
        p.setFont(f)
        p.setPen(QPen(QColor("#2e353c"), 1))
        p.drawLine(int(r.left()), int(bottom), int(r.right()), int(bottom))
        if not self.total:
            p.setPen(DIM)
            p.drawText(QRectF(r.left(), top, r.width(), bottom - top), Qt.AlignmentFlag.AlignCenter,
                       translate("DeckCharts", "The deck's cards by cost will show here"))
        for i, (cost, by_type) in enumerate(self.curve.items()):
            x = r.left() + i * slot + slot * 0.18
            bw = slot * 0.64
            y = bottom
            n = sum(by_type.values())
            for t in ("spirit", "nexus", "magic"):
                k = by_type.get(t, 0)
                if not k:
                    continue
                h = (bottom - top) * k / peak
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(TYPE_HEX[t]))
                p.drawRect(QRectF(x, y - h, bw, h))
                y -= h
            if n:
                path = QPainterPath()
                path.addRoundedRect(QRectF(x, y, bw, bottom - y), 3, 3)
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.setPen(QPen(QColor(255, 255, 255, 40), 1))
                p.drawPath(path)
                p.setPen(INK)
                p.drawText(QRectF(x - 6, y - 16, bw + 12, 14), Qt.AlignmentFlag.AlignCenter, str(n))
            p.setPen(DIM)
            label = f"{cost}+" if cost == stats.CURVE_TOP else str(cost)
            p.drawText(QRectF(x - 6, bottom + 2, bw + 12, 14), Qt.AlignmentFlag.AlignCenter, label)

    def _bar(self, p, r: QRectF, caption: str, parts) -> None:
        self._caption(p, r.left(), r.top(), caption)
        bar = QRectF(r.left(), r.top() + 16, r.width(), 10)
        total = sum(n for _l, n, _c in parts)
        path = QPainterPath()
        path.addRoundedRect(bar, 5, 5)
        p.save()
        p.setClipPath(path)
        p.fillRect(bar, QColor("#222930"))
        x = bar.left()
        for _label, n, hexc in parts:
            wpart = bar.width() * n / total if total else 0
            p.fillRect(QRectF(x, bar.top(), wpart, bar.height()), QColor(hexc))
            x += wpart
        p.restore()
        f = QFont(self.font())
        f.setPixelSize(11)
        p.setFont(f)
        x = r.left()
        for label, n, hexc in parts:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(hexc))
            p.drawEllipse(QRectF(x, bar.bottom() + 7, 8, 8))
            text = f"{label} {n}"
            p.setPen(INK)
            tw = p.fontMetrics().horizontalAdvance(text)
            p.drawText(QRectF(x + 11, bar.bottom() + 4, tw + 2, 14), Qt.AlignmentFlag.AlignVCenter, text)
            x += tw + 24

    def _chips(self, p, r: QRectF, caption: str, parts) -> None:
        self._caption(p, r.left(), r.top() + 6, caption)
        f = QFont(self.font())
        f.setPixelSize(11)
        f.setBold(True)
        p.setFont(f)
        x = r.left() + 86
        if not parts:
            p.setPen(DIM)
            p.drawText(QRectF(x, r.top(), 200, r.height()), Qt.AlignmentFlag.AlignVCenter, translate("DeckCharts", "none"))
            return
        for color, n, ex in parts:
            c = QRectF(x, r.top() + 5, 18, 18)
            p.setPen(QPen(QColor(255, 255, 255, 90), 1))
            p.setBrush(QColor(COLOR_HEX.get(color, NONE_HEX)))
            p.drawEllipse(c)
            text = f"{n}" + (f"  ({ex} EX)" if ex else "")
            p.setPen(INK)
            tw = p.fontMetrics().horizontalAdvance(text)
            p.drawText(QRectF(x + 23, r.top(), tw + 4, r.height()), Qt.AlignmentFlag.AlignVCenter, text)
            x += 23 + tw + 16
