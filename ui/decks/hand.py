"""Card pictures of the deck window: the large face of the card under the mouse, and a sample opening
hand. Faces come from the table's ``FaceCache`` (the same renderer and cache as the table)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from .. import i18n
from . import stats

translate = QCoreApplication.translate

RATIO = 88 / 63  # a card's height over its width


def _draw_face(p: QPainter, faces, card, r: QRectF) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    for i in range(6, 0, -2):
        p.setBrush(QColor(0, 0, 0, 26))
        p.drawRoundedRect(r.adjusted(-i / 2, -i / 2 + 3, i / 2, i / 2 + 3), 8, 8)
    pm = faces.face(card)
    p.drawPixmap(r, pm, QRectF(pm.rect()))


class CardPreview(QWidget):
    """The face of one card, or a hint when there is none."""

    def __init__(self, faces, width: int = 190, parent=None):
        super().__init__(parent)
        self.setObjectName("deckPreview")
        self.faces = faces
        self.card = None
        self.setFixedSize(width, int(width * RATIO) + 2)
        faces.ready.connect(self._ready)

    def show_card(self, card) -> None:
        if card is not self.card:
            self.card = card
            self.setToolTip("" if card is None else i18n.card_name(card))
            self.update()

    def _ready(self, card_id: str) -> None:
        if self.card is not None and self.card.id == card_id:
            self.update()

    def paintEvent(self, _e) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        r = QRectF(3, 1, self.width() - 6, self.height() - 6)
        if self.card is None:
            p.setPen(QPen(QColor("#3a424a"), 1.5, Qt.PenStyle.DashLine))
            p.setBrush(QColor("#14191d"))
            p.drawRoundedRect(r, 10, 10)
            p.setPen(QColor("#7f7a6c"))
            f = QFont(self.font())
            f.setPixelSize(12)
            p.setFont(f)
            p.drawText(r.adjusted(16, 0, -16, 0), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                       translate("DeckHand", "Point at a card to see it here"))
        else:
            _draw_face(p, self.faces, self.card, r)
        p.end()


class _HandRow(QWidget):
    hovered = Signal(object)  # the card under the mouse, or None

    def __init__(self, faces, parent=None):
        super().__init__(parent)
        self.faces = faces
        self.cards: list = []
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(int(84 * RATIO) + 8)
        faces.ready.connect(self._ready)  # a bound method: disconnected when this row is deleted

    def _ready(self, card_id: str) -> None:
        if any(c.id == card_id for c in self.cards):
            self.update()

    def sizeHint(self) -> QSize:
        return QSize(4 * 90, self.height())

    def _rects(self) -> list[QRectF]:
        n = max(1, len(self.cards))
        h = self.height() - 8
        w = h / RATIO
        gap = 8.0
        if n * w + (n - 1) * gap > self.width():  # a bigger hand than fits: overlap the cards
            gap = (self.width() - w * n) / (n - 1) if n > 1 else 0
        return [QRectF(i * (w + gap), 2, w, h) for i in range(len(self.cards))]

    def mouseMoveEvent(self, e) -> None:
        pos = e.position()
        hit = None
        for card, r in zip(self.cards, self._rects()):
            if r.contains(pos):
                hit = card
        self.hovered.emit(hit)

    def leaveEvent(self, _e) -> None:
        self.hovered.emit(None)

    def paintEvent(self, _e) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        for card, r in zip(self.cards, self._rects()):
            _draw_face(p, self.faces, card, r)
        if not self.cards:
            p.setPen(QColor("#7f7a6c"))
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, translate("DeckHand", "Add cards to draw a sample hand"))
        p.end()


class SampleHand(QWidget):
    """The starting hand (the rule set's size, 6-2-1-5) drawn from the deck shuffled with the engine's seeded
    generator; Redraw shuffles again with the next seed."""

    hovered = Signal(object)

    def __init__(self, faces, parent=None):
        super().__init__(parent)
        self.setObjectName("sampleHand")
        self.cardset = None
        self.deck: list[str] = []
        self.size = 4
        self.seed = 1
        self.hand: list[str] = []
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        head = QHBoxLayout()
        self.caption = QLabel()
        self.caption.setObjectName("caption")
        head.addWidget(self.caption, 1)
        self.redraw_button = QPushButton("↻ " + translate("DeckHand", "Redraw"))
        self.redraw_button.setObjectName("redrawHand")
        self.redraw_button.setToolTip(translate("DeckHand", "Shuffle the deck again and draw a new opening hand"))
        self.redraw_button.setStyleSheet("QPushButton { padding: 3px 10px; font-size: 12px; }")
        self.redraw_button.clicked.connect(self.redraw)
        head.addWidget(self.redraw_button)
        lay.addLayout(head)
        self.row = _HandRow(faces)
        self.row.hovered.connect(self.hovered)
        lay.addWidget(self.row)

    def set_deck(self, card_ids, cardset, size: int) -> None:
        """A new deck (or rule set): draw again with the same seed, so an unchanged deck shows the same hand."""
        ids = list(card_ids)
        if ids == self.deck and size == self.size and cardset is self.cardset:
            return
        self.deck, self.cardset, self.size = ids, cardset, size
        self._draw()

    def redraw(self) -> None:
        self.seed += 1
        self._draw()

    def _draw(self) -> None:
        self.hand = stats.sample_hand(self.deck, self.seed, self.size) if self.deck else []
        self.row.cards = [self.cardset[c] for c in self.hand]
        self.redraw_button.setEnabled(bool(self.deck))
        self.caption.setText(translate("DeckHand", "SAMPLE OPENING HAND  ·  {n} CARDS").format(n=self.size) if self.deck
                             else translate("DeckHand", "SAMPLE OPENING HAND"))
        self.row.setToolTip("\n".join(i18n.card_name(c) for c in self.row.cards))
        self.row.update()
