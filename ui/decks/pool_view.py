"""The card pool panel: search over name, text and family; filters by colour, type, cost, level and
keyword; the list of matching cards with their copies in the deck; + and − for the selected card."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (QComboBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QToolButton, QVBoxLayout,
                               QWidget)

from ..editor.palette import COLOR_HEX, COLOR_WORDS, TYPE_WORDS
from .lists import CardList, DropFrame
from .pool import KEYWORDS, MAX_COST_FILTER, CardFilter, filtered

translate = QCoreApplication.translate
KEYWORD_WORDS = (  # pool.KEYWORDS (a Qt-free module) for the translation tools
    QT_TRANSLATE_NOOP("DeckPool", "Super Unleash"), QT_TRANSLATE_NOOP("DeckPool", "Succession"),
    QT_TRANSLATE_NOOP("DeckPool", "Soul Magic"), QT_TRANSLATE_NOOP("DeckPool", "EX symbol"),
    QT_TRANSLATE_NOOP("DeckPool", "Clash"), QT_TRANSLATE_NOOP("DeckPool", "Flash timing"),
    QT_TRANSLATE_NOOP("DeckPool", "Main timing"), QT_TRANSLATE_NOOP("DeckPool", "Activated effect"),
    QT_TRANSLATE_NOOP("DeckPool", "Triggered effect"), QT_TRANSLATE_NOOP("DeckPool", "Once per turn"),
    QT_TRANSLATE_NOOP("DeckPool", "Unstackable"))
FIELD_STYLE = ("QLineEdit { background: #222930; color: #ece6d4; border: 1px solid #48525c; border-radius: 6px;"
               " padding: 6px 10px; font-size: 13px; }")


def _chip_style(hexc: str) -> str:
    dark = hexc in ("#ced6e0", "#dca40e")
    return (f"QToolButton {{ background: #1c2227; color: #a8a290; border: 2px solid {hexc}; border-radius: 13px;"
            f" padding: 2px 9px; font-size: 11px; font-weight: bold; }}"
            f" QToolButton:hover {{ background: #262e35; }}"
            f" QToolButton:checked {{ background: {hexc}; color: {'#14181c' if dark else '#ffffff'}; }}")


class PoolPanel(QWidget):
    add = Signal(str)
    remove = Signal(str)
    hovered = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("poolPanel")
        self.cards: list = []
        self.counts: dict = {}
        self.over: frozenset = frozenset()
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(7)
        cap = QLabel(translate("DeckPool", "CARD POOL"))
        cap.setObjectName("caption")
        lay.addWidget(cap)
        self.search = QLineEdit()
        self.search.setObjectName("poolSearch")
        self.search.setPlaceholderText(translate("DeckPool", "Search name, text or family…"))
        self.search.setClearButtonEnabled(True)
        self.search.setStyleSheet(FIELD_STYLE)
        lay.addWidget(self.search)
        chips = QHBoxLayout()
        chips.setSpacing(4)
        self.color_buttons = {}
        for c, hexc in COLOR_HEX.items():
            b = QToolButton()
            b.setObjectName(f"color_{c}")
            b.setText(translate("CardPalette", COLOR_WORDS[c]))
            b.setCheckable(True)
            b.setToolTip(translate("DeckPool", "Show {colour} cards (several colours: any of them)").format(
                colour=translate("CardPalette", COLOR_WORDS[c])))
            b.setStyleSheet(_chip_style(hexc))
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.toggled.connect(lambda _on: self.refresh())
            self.color_buttons[c] = b
            chips.addWidget(b)
        chips.addStretch(1)
        lay.addLayout(chips)
        row = QHBoxLayout()
        row.setSpacing(5)
        self.kind = self._combo("poolType", translate("DeckPool", "Type"), [(translate("CardPalette", TYPE_WORDS[t]), t)
                                                                for t in ("spirit", "nexus", "magic")],
                                 translate("DeckPool", "Show only Spirits, Nexuses or Magic"))
        costs = ([(translate("DeckPool", "Cost {n}").format(n=c), c) for c in range(MAX_COST_FILTER)]
                 + [(translate("DeckPool", "Cost {n}+").format(n=MAX_COST_FILTER), MAX_COST_FILTER)])
        self.cost = self._combo("poolCost", translate("DeckPool", "Cost"), costs, translate("DeckPool", "Show only the cards of one cost"))
        self.level = self._combo("poolLevel", translate("DeckPool", "Levels"), [(translate("DeckPool", "No levels (Magic)"), 0),
                                                                     (translate("DeckPool", "2 levels"), 2),
                                                                     (translate("DeckPool", "3 levels"), 3)],
                                 translate("DeckPool", "Show only the cards with that many levels (Magic cards have none)"))
        self.keyword = self._combo("poolKeyword", translate("DeckPool", "Keyword"), [(translate("DeckPool", v), k) for k, v in KEYWORDS.items()],
                                   translate("DeckPool", "Show only the cards with a keyword, a timing or a kind of effect"))
        for w in (self.kind, self.cost, self.level, self.keyword):
            row.addWidget(w, 1)
        lay.addLayout(row)
        self.list = CardList("poolList")
        self.list.placeholder = translate("DeckPool", "No card matches the search and filters.")
        self.list.activated_card.connect(self.add)
        self.list.key_plus.connect(self.add)
        self.list.key_minus.connect(self.remove)
        self.list.hovered.connect(self.hovered)
        self.list.currentRowChanged.connect(lambda *_: self._buttons())
        lay.addWidget(DropFrame(self.list), 1)
        foot = QHBoxLayout()
        self.status = QLabel()
        self.status.setObjectName("poolCount")
        self.status.setStyleSheet("color: #8f8a7a; font-size: 11px;")
        foot.addWidget(self.status, 1)
        self.b_remove = self._button("−", "poolMinus", translate("DeckPool", "Remove a copy of the selected card from the deck (−)"),
                                     lambda: self.remove.emit(self.list.current_id()))
        self.b_add = self._button("+", "poolPlus", translate("DeckPool", "Add a copy of the selected card to the deck (+, double-click, "
                                  "or drag it onto the deck)"), lambda: self.add.emit(self.list.current_id()))
        foot.addWidget(self.b_remove)
        foot.addWidget(self.b_add)
        lay.addLayout(foot)
        self.search.textChanged.connect(lambda _t: self.refresh())

    def _combo(self, name, any_label, items, tip) -> QComboBox:
        box = QComboBox()
        box.setObjectName(name)
        box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        box.setMinimumContentsLength(6)  # four filters share the row: each may shrink
        box.view().setMinimumWidth(150)
        box.addItem(any_label, None)  # the unfiltered choice: the filter's name
        box.setToolTip(tip)
        for label, v in items:
            box.addItem(label, v)
        box.currentIndexChanged.connect(lambda _i: self.refresh())
        return box

    def _button(self, text, name, tip, slot) -> QPushButton:
        b = QPushButton(text)
        b.setObjectName(name)
        b.setToolTip(tip)
        b.setFixedWidth(40)
        b.setStyleSheet("QPushButton { font-size: 16px; font-weight: bold; padding: 3px 0px; }")
        b.clicked.connect(lambda _=False: slot())
        return b

    # ------------------------------------------------------------------ state
    def card_filter(self) -> CardFilter:
        return CardFilter(text=self.search.text(), colors={c for c, b in self.color_buttons.items() if b.isChecked()},
                          type=self.kind.currentData() or "", cost=self.cost.currentData(),
                          levels=self.level.currentData(), keyword=self.keyword.currentData() or "")

    def set_filter(self, text=None, colors=None, kind=None, cost=None, levels=None, keyword=None) -> None:
        """Set some filters as a user would (tests and the Clear button); None leaves one as it is."""
        if text is not None:
            self.search.setText(text)
        if colors is not None:
            for c, b in self.color_buttons.items():
                b.setChecked(c in colors)
        for box, v in ((self.kind, kind), (self.cost, cost), (self.level, levels), (self.keyword, keyword)):
            if v is not None:
                box.setCurrentIndex(max(0, box.findData(v)) if v != "" else 0)
        self.refresh()

    def set_pool(self, cards) -> None:
        self.cards = list(cards)
        self.refresh()

    def set_counts(self, counts: dict, over=frozenset()) -> None:
        self.counts, self.over = dict(counts), frozenset(over)
        self.refresh()

    def refresh(self) -> None:
        shown = filtered(self.cards, self.card_filter())
        self.list.set_rows([(c, self.counts.get(c.id, 0)) for c in shown], self.over)
        self.status.setText(translate("DeckPool", "{shown} of {total} cards").format(shown=len(shown), total=len(self.cards))
                            + ("" if shown else "  ·  " + translate("DeckPool", "no card matches")))
        self._buttons()

    def _buttons(self) -> None:
        cid = self.list.current_id()
        self.b_add.setEnabled(bool(cid))
        self.b_remove.setEnabled(bool(cid) and self.counts.get(cid, 0) > 0)

    def visible_ids(self) -> list[str]:
        return self.list.ids()
