"""The card palette of the position editor: every card of the set, searchable by name or id and filtered
by colour and type. Drag a card onto the table, or click it and then click where it goes."""
from __future__ import annotations

from PySide6.QtCore import QMimeData, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QHBoxLayout, QLabel, QLineEdit, QListWidget,
                               QListWidgetItem, QVBoxLayout, QWidget)

MIME = "application/x-spirit-table-card"
COLOR_HEX = {"red": "#bc2026", "purple": "#7434aa", "green": "#228a48", "white": "#ced6e0", "yellow": "#dca40e",
             "blue": "#1c60c4"}
ID_ROLE = Qt.ItemDataRole.UserRole


def swatch(card, size: int = 22) -> QIcon:
    """A small icon: the card's colours side by side, with its cost."""
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    cols = [COLOR_HEX.get(c, "#808080") for c in card.colors] or ["#6a6a6a"]
    w = size / len(cols)
    for i, c in enumerate(cols):
        p.fillRect(int(i * w), 0, int(w + 1), size, QColor(c))
    p.setPen(QColor(255, 255, 255) if cols[0] not in ("#ced6e0", "#dca40e") else QColor(20, 20, 20))
    f = p.font()
    f.setBold(True)
    f.setPixelSize(int(size * 0.6))
    p.setFont(f)
    p.drawText(pm.rect(), Qt.AlignmentFlag.AlignCenter, str(card.cost))
    p.end()
    return QIcon(pm)


class _CardList(QListWidget):
    """The list; a drag carries the card id."""

    def mimeTypes(self):
        return [MIME]

    def mimeData(self, items):
        md = QMimeData()
        if items:
            cid = items[0].data(ID_ROLE)
            md.setData(MIME, cid.encode())
            md.setText(cid)
        return md


class CardPalette(QWidget):
    picked = Signal(str)  # a card pressed: ready to be put on the table with a click
    activated = Signal(str)  # a card double-clicked
    hovered = Signal(str)  # a card under the mouse ("" when none)

    def __init__(self, cards, parent=None):
        super().__init__(parent)
        self.setObjectName("paletteBox")
        self.cards = [c for c in cards if c.id not in ("blank", "hidden")]
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        self.search = QLineEdit()
        self.search.setObjectName("paletteSearch")
        self.search.setPlaceholderText("Search cards by name or id…")
        self.search.setClearButtonEnabled(True)
        self.search.setStyleSheet("QLineEdit { background: #222930; color: #ece6d4; border: 1px solid #48525c;"
                                  " border-radius: 5px; padding: 4px 8px; }")
        lay.addWidget(self.search)
        row = QHBoxLayout()
        self.color = QComboBox()
        self.color.setObjectName("paletteColor")
        self.color.addItem("Any colour", "")
        for c in COLOR_HEX:
            self.color.addItem(c.capitalize(), c)
        self.kind = QComboBox()
        self.kind.setObjectName("paletteType")
        self.kind.addItem("Any type", "")
        for t in ("spirit", "nexus", "magic"):
            self.kind.addItem(t.capitalize(), t)
        row.addWidget(self.color)
        row.addWidget(self.kind)
        lay.addLayout(row)
        self.list = _CardList()
        self.list.setObjectName("palette")
        self.list.setDragEnabled(True)
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setIconSize(QSize(22, 22))
        self.list.setMouseTracking(True)
        self.list.setUniformItemSizes(True)
        self.list.setStyleSheet("QListWidget { background: #101417; color: #e0dac8; border: 1px solid #2a3036;"
                                " border-radius: 6px; font-size: 12px; }"
                                " QListWidget::item { padding: 2px; }"
                                " QListWidget::item:selected { background: #3b4a3e; color: #ffffff; }"
                                " QListWidget::item:hover { background: #243038; }")
        for c in self.cards:
            it = QListWidgetItem(swatch(c), f"{c.name}   ·  {c.id}")
            it.setData(ID_ROLE, c.id)
            it.setToolTip(f"{c.name} ({c.id})\n{c.type}, {'/'.join(c.colors) or 'no colour'}, cost {c.cost}"
                          + (f"\n{c.text}" if c.text else ""))
            self.list.addItem(it)
        lay.addWidget(self.list, 1)
        self.count = QLabel()
        self.count.setObjectName("caption")
        lay.addWidget(self.count)
        self.search.textChanged.connect(lambda _t: self.apply_filter())
        self.color.currentIndexChanged.connect(lambda _i: self.apply_filter())
        self.kind.currentIndexChanged.connect(lambda _i: self.apply_filter())
        self.list.itemPressed.connect(lambda it: self.picked.emit(it.data(ID_ROLE)))
        self.list.itemDoubleClicked.connect(lambda it: self.activated.emit(it.data(ID_ROLE)))
        self.list.itemEntered.connect(lambda it: self.hovered.emit(it.data(ID_ROLE)))
        self.apply_filter()

    def leaveEvent(self, event) -> None:
        self.hovered.emit("")
        super().leaveEvent(event)

    def set_filter(self, text: str | None = None, color: str | None = None, kind: str | None = None) -> None:
        if text is not None:
            self.search.setText(text)
        if color is not None:
            self.color.setCurrentIndex(max(0, self.color.findData(color)))
        if kind is not None:
            self.kind.setCurrentIndex(max(0, self.kind.findData(kind)))
        self.apply_filter()

    def apply_filter(self) -> None:
        words = self.search.text().lower().split()
        color, kind = self.color.currentData(), self.kind.currentData()
        shown = 0
        for i, c in enumerate(self.cards):
            hay = f"{c.name} {c.id} {' '.join(c.families)}".lower()
            ok = all(w in hay for w in words) and (not color or color in c.colors) and (not kind or c.type == kind)
            self.list.item(i).setHidden(not ok)
            shown += ok
        self.count.setText(f"{shown} of {len(self.cards)} cards  ·  drag one onto the table, or click it "
                           f"and then click where it goes")
        self.count.setWordWrap(True)

    def visible_ids(self) -> list[str]:
        return [self.list.item(i).data(ID_ROLE) for i in range(self.list.count()) if not self.list.item(i).isHidden()]

    def item_for(self, card_id: str):
        for i in range(self.list.count()):
            if self.list.item(i).data(ID_ROLE) == card_id:
                return self.list.item(i)
        return None
