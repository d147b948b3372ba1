"""The card palette of the position editor: every card of the set, searchable by name or id and filtered
by colour and type. Drag a card onto the table, or click it and then click where it goes."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QMimeData, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QHBoxLayout, QLabel, QLineEdit, QListWidget,
                               QListWidgetItem, QVBoxLayout, QWidget)

from engine.words import cards as cw

from .. import i18n

MIME = "application/x-spirit-table-card"
COLOR_HEX = {"red": "#bc2026", "purple": "#7434aa", "green": "#228a48", "white": "#ced6e0", "yellow": "#dca40e",
             "blue": "#1c60c4"}
ID_ROLE = Qt.ItemDataRole.UserRole
COLOR_WORDS = {"red": QT_TRANSLATE_NOOP("CardPalette", "Red"), "purple": QT_TRANSLATE_NOOP("CardPalette", "Purple"),
               "green": QT_TRANSLATE_NOOP("CardPalette", "Green"), "white": QT_TRANSLATE_NOOP("CardPalette", "White"),
               "yellow": QT_TRANSLATE_NOOP("CardPalette", "Yellow"), "blue": QT_TRANSLATE_NOOP("CardPalette", "Blue")}
TYPE_WORDS = {"spirit": QT_TRANSLATE_NOOP("CardPalette", "Spirit"), "nexus": QT_TRANSLATE_NOOP("CardPalette", "Nexus"),
              "magic": QT_TRANSLATE_NOOP("CardPalette", "Magic")}


translate = QCoreApplication.translate


def _t(source: str) -> str:
    return translate("CardPalette", source)


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
        self.search.setPlaceholderText(translate("CardPalette", "Search cards by name or id…"))
        self.search.setClearButtonEnabled(True)
        self.search.setStyleSheet("QLineEdit { background: #222930; color: #ece6d4; border: 1px solid #48525c;"
                                  " border-radius: 5px; padding: 4px 8px; }")
        lay.addWidget(self.search)
        row = QHBoxLayout()
        self.color = QComboBox()
        self.color.setObjectName("paletteColor")
        self.color.addItem(translate("CardPalette", "Any colour"), "")
        for c in COLOR_HEX:
            self.color.addItem(_t(COLOR_WORDS[c]), c)
        self.kind = QComboBox()
        self.kind.setObjectName("paletteType")
        self.kind.addItem(translate("CardPalette", "Any type"), "")
        for t in ("spirit", "nexus", "magic"):
            self.kind.addItem(_t(TYPE_WORDS[t]), t)
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
            it = QListWidgetItem(swatch(c), "")
            it.setData(ID_ROLE, c.id)
            self.list.addItem(it)
        self._write_cards()
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
        i18n.on_change(self._relabel)
        self.destroyed.connect(lambda *_: i18n.forget(self._relabel))

    def _write_cards(self) -> None:
        """Each row's name and tooltip in the table's language (the card's own words, else English)."""
        lang = i18n.language()
        for i, c in enumerate(self.cards):
            name = cw.name(c, lang)
            it = self.list.item(i)
            it.setText(f"{name}   ·  {c.id}")
            colours = "/".join(_t(COLOR_WORDS.get(x, x)) for x in c.colors) or translate("CardPalette", "no colour")
            text = cw.text(c, lang)
            it.setToolTip(f"{name} ({c.id})\n" + translate("CardPalette", "{type}, {colours}, cost {cost}").format(
                type=_t(TYPE_WORDS.get(c.type, c.type)), colours=colours, cost=c.cost) + (f"\n{text}" if text else ""))

    def _relabel(self, _lang=None) -> None:
        """View → Language: the rows, the filters and the count in the new language."""
        try:
            self.search.setPlaceholderText(translate("CardPalette", "Search cards by name or id…"))
            for box, words, anyw in ((self.color, COLOR_WORDS, translate("CardPalette", "Any colour")),
                                      (self.kind, TYPE_WORDS, translate("CardPalette", "Any type"))):
                for i in range(box.count()):
                    key = box.itemData(i)
                    box.setItemText(i, _t(words[key]) if key else anyw)
            self._write_cards()
            self.apply_filter()
        except RuntimeError:  # deleted with its window
            i18n.forget(self._relabel)

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
        lang = i18n.language()
        for i, c in enumerate(self.cards):  # the English name and the shown one both match
            hay = f"{c.name} {cw.name(c, lang)} {c.id} {' '.join(c.families)} {' '.join(cw.families(c, lang))}".lower()
            ok = all(w in hay for w in words) and (not color or color in c.colors) and (not kind or c.type == kind)
            self.list.item(i).setHidden(not ok)
            shown += ok
        self.count.setText(translate("CardPalette", "{shown} of {total} cards  ·  drag one onto the table, or click it and then click "
                              "where it goes").format(shown=shown, total=len(self.cards)))
        self.count.setWordWrap(True)

    def visible_ids(self) -> list[str]:
        return [self.list.item(i).data(ID_ROLE) for i in range(self.list.count()) if not self.list.item(i).isHidden()]

    def item_for(self, card_id: str):
        for i in range(self.list.count()):
            if self.list.item(i).data(ID_ROLE) == card_id:
                return self.list.item(i)
        return None
