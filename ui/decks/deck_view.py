"""The deck panel: the deck's cards by type with their copies, + and − for the selected card, and the
deck's problems by the rule set's own deck rules, each with its rule number."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from engine.decklist import TYPE_HEADINGS

from .. import i18n
from .lists import CardList, DropFrame

translate = QCoreApplication.translate
HEADINGS = {"spirit": QT_TRANSLATE_NOOP("DeckPanel", "Spirits"), "nexus": QT_TRANSLATE_NOOP("DeckPanel", "Nexuses"),
            "magic": QT_TRANSLATE_NOOP("DeckPanel", "Magic")}

OK_STYLE = ("QLabel { background: #16261c; border: 1px solid #2f6a44; border-radius: 8px; padding: 8px 10px;"
            " color: #b8f0c8; font-size: 12px; }")
BAD_STYLE = ("QLabel { background: #2a1a18; border: 1px solid #7a3a30; border-radius: 8px; padding: 8px 10px;"
             " color: #ffd0c4; font-size: 12px; }")
NOTE_STYLE = ("QLabel { background: #2a2616; border: 1px dashed #7a6a30; border-radius: 8px; padding: 8px 10px;"
              " color: #f0e2b0; font-size: 12px; }")


class DeckPanel(QWidget):
    add = Signal(str)
    remove = Signal(str)
    hovered = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("deckPanel")
        self.counts: dict = {}
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(7)
        self.title = QLabel()
        self.title.setObjectName("caption")
        lay.addWidget(self.title)
        self.list = CardList("deckList")
        self.list.setToolTip(translate("DeckPanel", "Drag a card here from the pool to add it; drag one out to remove it"))
        self.list.placeholder = translate("DeckPanel", "No cards yet.\n\nDouble-click a card of the pool, or drag it here. "
                                                       "Or start from a copy of a built-in deck (Decks ▾), or import a "
                                                       "list.")
        self.list.activated_card.connect(self.add)
        self.list.key_plus.connect(self.add)
        self.list.key_minus.connect(self.remove)
        self.list.dragged_out.connect(self.remove)
        self.list.hovered.connect(self.hovered)
        self.list.currentRowChanged.connect(lambda *_: self._buttons())
        lay.addWidget(DropFrame(self.list), 1)
        foot = QHBoxLayout()
        self.hint = QLabel(translate("DeckPanel", "Double-click or + adds a copy; − or dragging a card out removes one"))
        self.hint.setStyleSheet("color: #8f8a7a; font-size: 11px;")
        self.hint.setWordWrap(True)
        foot.addWidget(self.hint, 1)
        self.b_remove = self._button("−", "deckMinus", translate("DeckPanel", "Remove a copy of the selected card (−, Delete)"),
                                     self.remove)
        self.b_add = self._button("+", "deckPlus", translate("DeckPanel", "Add a copy of the selected card (+)"), self.add)
        foot.addWidget(self.b_remove)
        foot.addWidget(self.b_add)
        lay.addLayout(foot)
        self.problems = QLabel()
        self.problems.setObjectName("deckProblems")
        self.problems.setWordWrap(True)
        self.problems.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.problems)
        self.note = QLabel()
        self.note.setObjectName("deckNote")
        self.note.setWordWrap(True)
        self.note.setStyleSheet(NOTE_STYLE)
        self.note.setVisible(False)
        lay.addWidget(self.note)

    def _button(self, text, name, tip, signal) -> QPushButton:
        b = QPushButton(text)
        b.setObjectName(name)
        b.setToolTip(tip)
        b.setFixedWidth(40)
        b.setStyleSheet("QPushButton { font-size: 16px; font-weight: bold; padding: 3px 0px; }")
        b.clicked.connect(lambda _=False: signal.emit(self.list.current_id()) if self.list.current_id() else None)
        return b

    def _buttons(self) -> None:
        on = bool(self.list.current_id())
        self.b_add.setEnabled(on)
        self.b_remove.setEnabled(on)

    def show_deck(self, rows, total: int, rule_set, rule_set_label: str, problems, over) -> None:
        """``rows``: [(card, copies)] in deck-list order; ``problems``: [(rule, sentence)]."""
        self.counts = {c.id: n for c, n in rows}
        headings, last, by_type = {}, None, {}
        for c, n in rows:
            by_type[c.type] = by_type.get(c.type, 0) + n
        for i, (c, _n) in enumerate(rows):
            if c.type != last:
                word = translate("DeckPanel", HEADINGS[c.type]) if c.type in HEADINGS else TYPE_HEADINGS.get(c.type, c.type.capitalize())
                headings[i] = f"{word}  ({by_type[c.type]})"
                last = c.type
        self.list.set_rows(rows, over, headings)
        self.title.setText(translate("DeckPanel", "DECK  ·  {n} CARDS  ·  {rules}: {min} OR MORE, AT MOST {max} OF A NAME").format(
            n=total, rules=rule_set_label.upper(), min=rule_set.deck_min, max=rule_set.max_copies))
        if problems:
            items = "".join(f"<li>{_cap(i18n.sentence(text))} <span style='color:#c89080'>("
                            + translate("DeckPanel", "rule {rule}").format(rule=rule) + ")</span></li>" for rule, text in problems)
            self.problems.setText("<b>" + translate("DeckPanel", "Not a legal {rules} deck yet").format(rules=rule_set_label)
                                  + f"</b><ul style='margin: 4px 0 0 -24px;'>{items}</ul>")
            self.problems.setStyleSheet(BAD_STYLE)
        else:
            self.problems.setText("<b>✓ " + translate("DeckPanel", "A legal {rules} deck").format(rules=rule_set_label) + "</b> ("
                                  + translate("DeckPanel", "{n} cards, rule 6-1").format(n=total) + ")")
            self.problems.setStyleSheet(OK_STYLE)
        self._buttons()

    def show_note(self, html: str) -> None:
        """A passing note under the problems (what an import could not read); "" hides it."""
        self.note.setText(html)
        self.note.setVisible(bool(html))


def _cap(text: str) -> str:
    from html import escape

    return escape(text[:1].upper() + text[1:])
