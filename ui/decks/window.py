"""The deck window (Game → Decks…, or Decks… in the new-game dialog): build a deck from the rule set's card
pool, see its problems by the rule set's own deck rules as you build, its charts and a sample opening hand;
save it among the user's decks, start from a copy of a built-in deck, import and export a text list.

The window is modal: while it is open the table's keys (Ctrl+Z, Space...) do not reach the game.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (QComboBox, QDialog, QFrame, QHBoxLayout, QLabel, QLineEdit, QMenu, QPushButton,
                               QSplitter, QToolButton, QVBoxLayout, QWidget)

from engine.words import cards as cw

from .. import i18n
from ..editor.palette import COLOR_WORDS
from ..style import STYLE
from . import rulesets
from .charts import DeckCharts
from .deck_view import DeckPanel
from .files import DeckFilesMixin
from .hand import CardPreview, SampleHand
from .model import DeckModel
from .pool_view import FIELD_STYLE, PoolPanel

translate = QCoreApplication.translate
RULE_SET_WORDS = (QT_TRANSLATE_NOOP("RuleSets", "Standard"), QT_TRANSLATE_NOOP("RuleSets", "Saga"),  # rulesets.label
                  QT_TRANSLATE_NOOP("RuleSets", "Eternal"), QT_TRANSLATE_NOOP("RuleSets", "Dragon Ball Super"))


def _label(key: str) -> str:
    """A rule set's name in the table's language."""
    return translate("RuleSets", rulesets.label(key))


class DeckWindow(DeckFilesMixin, QDialog):
    play_requested = Signal(str)  # the path of the saved deck to play with
    saved = Signal(str)  # a deck file was written

    def __init__(self, faces, folder: str | None, parent=None, play_text: str | None = None):
        super().__init__(parent)
        self.setObjectName("deckWindow")
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self.setStyleSheet(STYLE)
        self.setWindowModality(Qt.WindowModality.ApplicationModal)
        self.faces = faces
        self.folder = folder
        new = translate("DeckWindow", "New deck")
        self.model = DeckModel(name=new, new_name=new)
        self.last_import = None  # the last TextList read (tests and the note read it)
        self.messages: list[str] = []
        self._play_text = play_text or translate("DeckWindow", "Play with this deck ▶")
        self._build()
        self._shortcuts()
        self.model.listeners.append(self.refresh)
        for b in self.findChildren(QPushButton):  # Enter in the search field must not press a button
            b.setAutoDefault(False)
            b.setDefault(False)
        screen = (parent.screen() if parent is not None else self.screen()).availableGeometry()
        self.resize(min(1420, screen.width() - 20), min(860, screen.height() - 20))
        self._sized = False
        self.refresh()

    # ------------------------------------------------------------------ layout
    def _build(self) -> None:
        lay = QVBoxLayout(self)
        lay.setContentsMargins(14, 12, 14, 10)
        lay.setSpacing(10)
        top = QHBoxLayout()
        top.setSpacing(8)
        self.decks_button = QToolButton()
        self.decks_button.setObjectName("decksMenuButton")
        self.decks_button.setText(translate("DeckWindow", "Decks ▾"))
        self.decks_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.decks_button.setStyleSheet("QToolButton { background: #2c343c; color: #ece6d4; border: 1px solid #48525c;"
                                        " border-radius: 7px; padding: 7px 12px; font-size: 13px; }"
                                        " QToolButton::menu-indicator { image: none; }")
        self.decks_menu = QMenu(self)
        self.decks_menu.setObjectName("decksMenu")
        self.decks_menu.aboutToShow.connect(self._fill_decks_menu)
        self.decks_button.setMenu(self.decks_menu)
        top.addWidget(self.decks_button)
        self.name = QLineEdit()
        self.name.setObjectName("deckName")
        self.name.setPlaceholderText(translate("DeckWindow", "Deck name"))
        self.name.setStyleSheet(FIELD_STYLE.replace("font-size: 13px", "font-size: 16px; font-weight: bold"))
        self.name.editingFinished.connect(self.commit_name)
        top.addWidget(self.name, 3)
        top.addWidget(QLabel(translate("DeckWindow", "Rule set")))
        self.rule_set = QComboBox()
        self.rule_set.setObjectName("deckRuleSet")
        for key, rs in rulesets.rule_sets().items():
            self.rule_set.addItem(translate("DeckWindow", "{rules}  ({n}+ cards, {copies} of a name)").format(
                rules=_label(key), n=rs.deck_min, copies=rs.max_copies), key)
        self.rule_set.currentIndexChanged.connect(lambda _i: self.model.set_format(self.rule_set.currentData()))
        top.addWidget(self.rule_set, 2)
        self.b_undo = self._button("↶", "deckUndo", translate("DeckWindow", "Undo (Ctrl+Z)"), self.model.undo, top, narrow=True)
        self.b_redo = self._button("↷", "deckRedo", translate("DeckWindow", "Redo (Ctrl+Shift+Z, Ctrl+Y)"), self.model.redo, top, narrow=True)
        self._button(translate("DeckWindow", "Import list…"), "importList",
                     translate("DeckWindow", "Read a plain-text list: 3 Ember Wyvern per line"),
                     self.import_dialog, top)
        self._button(translate("DeckWindow", "Export list…"), "exportList",
                     translate("DeckWindow", "The deck as a plain-text list, to copy or save"),
                     self.export_dialog, top)
        self.b_save = self._button(translate("DeckWindow", "Save"), "saveDeck",
                                   translate("DeckWindow", "Save among your decks (Ctrl+S)"), self.save, top)
        self._button(translate("DeckWindow", "Save as…"), "saveDeckAs", translate("DeckWindow", "Save as a deck file anywhere"),
                     self.save_as_dialog, top)
        self.b_play = self._button(self._play_text, "playDeck", "", self.play, top)
        self.b_play.setProperty("primary", True)
        lay.addLayout(top)

        self.split = split = QSplitter(Qt.Orientation.Horizontal)
        split.setObjectName("deckSplit")
        split.setHandleWidth(10)
        self.pool = PoolPanel()
        self.pool.add.connect(self.add)
        self.pool.remove.connect(self.remove)
        self.pool.hovered.connect(self._hover)
        self.pool.list.dropped.connect(lambda cid, _src: self.remove(cid))
        self.pool.list.currentRowChanged.connect(lambda *_: self._hover(self.pool.list.current_id()))
        self.deck = DeckPanel()
        self.deck.add.connect(self.add)
        self.deck.remove.connect(self.remove)
        self.deck.hovered.connect(self._hover)
        self.deck.list.dropped.connect(lambda cid, _src: self.add(cid))
        self.deck.list.currentRowChanged.connect(lambda *_: self._hover(self.deck.list.current_id()))
        split.addWidget(self.pool)
        split.addWidget(self.deck)
        split.addWidget(self._right_column())
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 3)
        split.setStretchFactor(2, 2)
        lay.addWidget(split, 1)
        self.status = QLabel("")
        self.status.setObjectName("deckStatus")
        self.status.setStyleSheet("color: #a8a290; font-size: 12px;")
        lay.addWidget(self.status)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._sized:  # the columns' first widths, once the window has its size
            self._sized = True
            w = self.split.width()
            self.split.setSizes([int(w * 0.34), int(w * 0.31), w - int(w * 0.34) - int(w * 0.31)])

    def _right_column(self) -> QWidget:
        w = QFrame()
        w.setObjectName("deckSide")
        w.setStyleSheet("QFrame#deckSide { background: #171c21; border: 1px solid #2a3036; border-radius: 10px; }")
        lay = QVBoxLayout(w)
        lay.setContentsMargins(14, 12, 14, 12)
        lay.setSpacing(12)
        row = QHBoxLayout()
        row.setSpacing(14)
        self.preview = CardPreview(self.faces, 184)
        row.addWidget(self.preview, 0, Qt.AlignmentFlag.AlignTop)
        self.preview_text = QLabel()
        self.preview_text.setObjectName("previewText")
        self.preview_text.setWordWrap(True)
        self.preview_text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.preview_text.setStyleSheet("color: #d8d2c0; font-size: 12px; background: transparent;")
        row.addWidget(self.preview_text, 1)
        lay.addLayout(row)
        self.charts = DeckCharts()
        lay.addWidget(self.charts)
        lay.addStretch(1)
        self.hand = SampleHand(self.faces)
        self.hand.hovered.connect(lambda c: self._hover(c.id if c is not None else ""))
        lay.addWidget(self.hand)
        return w

    def _button(self, text, name, tip, slot, row, narrow=False) -> QPushButton:
        b = QPushButton(text)
        b.setObjectName(name)
        b.setToolTip(tip)
        if narrow:
            b.setFixedWidth(40)
            b.setStyleSheet("QPushButton { font-size: 16px; padding: 4px 0px; }")
        b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        b.clicked.connect(lambda _=False: slot())
        row.addWidget(b)
        return b

    def _shortcuts(self) -> None:
        def act(keys, slot, name):
            a = QAction(name, self)
            a.setObjectName(name)
            a.setShortcuts([QKeySequence(k) for k in keys])
            a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            a.triggered.connect(lambda _=False: slot())
            self.addAction(a)
            return a

        act(["Ctrl+Z"], self._undo_key, "deckUndoKey")
        act(["Ctrl+Shift+Z", "Ctrl+Y"], self._redo_key, "deckRedoKey")
        act(["Ctrl+S"], self.save, "deckSaveKey")
        act(["Ctrl+F"], lambda: (self.pool.search.setFocus(), self.pool.search.selectAll()), "deckFindKey")

    def commit_name(self) -> None:
        """The name typed so far becomes the deck's (Enter, leaving the field, or saving while typing)."""
        self.model.rename(self.name.text().strip() or translate("DeckWindow", "New deck"))

    def _undo_key(self) -> None:
        if self.name.hasFocus() and self.name.isUndoAvailable():
            self.name.undo()
        else:
            self.model.undo()

    def _redo_key(self) -> None:
        if self.name.hasFocus() and self.name.isRedoAvailable():
            self.name.redo()
        else:
            self.model.redo()

    # ------------------------------------------------------------------ edits
    def add(self, card_id: str) -> None:
        if card_id:
            self.model.add(card_id)
            self.deck.list.select(card_id)

    def remove(self, card_id: str) -> None:
        if card_id:
            self.model.remove(card_id)

    def _hover(self, card_id: str) -> None:
        if not card_id:
            return  # the last card pointed at stays in view
        card = self.model.cardset[card_id]
        self.preview.show_card(card)
        from html import escape

        from .lists import subtitle

        n = self.model.count(card_id)
        lang = i18n.language()
        text = cw.text(card, lang)
        text = (escape(text).replace("\n", "<br>") if text
                else "<i style='color:#8f8a7a'>" + translate("DeckWindow", "No effect text.") + "</i>")
        colour = lambda c: translate("CardPalette", COLOR_WORDS.get(c, c))  # noqa: E731
        none = translate("DeckWindow", "none")
        red = ", ".join(colour(c) for c in card.reduction) or none
        sym = ", ".join(colour(s.color) + (" EX" if s.ex else "") for s in card.symbols) or none
        levels = "".join("<br>" + translate("DeckWindow", "Lv{n}: {cores} cores").format(n=i + 1, cores=lv.cores)
                         + (f", BP {lv.bp:,}" if lv.bp else "") for i, lv in enumerate(card.levels))
        self.preview_text.setText(
            f"<div style='font-size:15px; font-weight:bold; color:#ffe6a8'>{escape(cw.name(card, lang))}</div>"
            f"<div style='color:#9a9482'>{escape(subtitle(card))}</div>"
            "<p style='margin-top:6px'>" + translate("DeckWindow", "Reduction: {colours}").format(colours=red)
            + "<br>" + translate("DeckWindow", "Symbols: {symbols}").format(symbols=sym) + f"{levels}</p>"
            f"<p>{text}</p><p style='color:#d8b25a'>" + translate("DeckWindow", "{n} in the deck").format(n=n)
            + "</p>")

    # ------------------------------------------------------------------ refresh
    def refresh(self) -> None:
        m = self.model
        rs = m.rule_set
        label = _label(m.format)
        if not self.name.hasFocus() or self.name.text().strip() != m.name:
            self.name.setText(m.name)
        i = self.rule_set.findData(m.format)
        if i != self.rule_set.currentIndex():
            self.rule_set.blockSignals(True)
            self.rule_set.setCurrentIndex(i)
            self.rule_set.blockSignals(False)
        pool = rulesets.card_pool(m.format)
        if [c.id for c in pool] != [c.id for c in self.pool.cards]:
            self.pool.cards = pool
        rows = m.rows()
        keys: dict = {}
        for c, n in rows:
            keys[c.deck_key] = keys.get(c.deck_key, 0) + n
        over = {k for k, n in keys.items() if n > rs.max_copies}
        problems = m.problems()
        self.pool.set_counts(m.counts, over)
        self.deck.show_deck(rows, m.total(), rs, label, problems, over)
        cards = m.cards()
        self.charts.set_cards(cards)
        self.hand.set_deck([c.id for c in cards], m.cardset, rs.start_hand)
        self.b_undo.setEnabled(m.can_undo())
        self.b_redo.setEnabled(m.can_redo())
        self.b_save.setEnabled(bool(m.counts))
        self.b_play.setEnabled(not problems)
        self.b_play.setToolTip(translate("DeckWindow", "Start a game with this deck (it is saved first)") if not problems
                               else translate("DeckWindow", "Fix the deck's problems first"))
        where = m.path or translate("DeckWindow", "not saved yet")
        self.setWindowTitle(translate("DeckWindow", "Decks") + f" — {m.name}{' •' if m.dirty else ''}  ({where})")

    def message(self, text: str, kind: str = "info") -> None:
        self.messages.append(text)
        color = {"error": "#ff9a80", "ok": "#a8e0b8"}.get(kind, "#a8a290")
        self.status.setStyleSheet(f"color: {color}; font-size: 12px;")
        self.status.setText(text)

    # ------------------------------------------------------------------ closing
    def reject(self) -> None:  # Esc and the window's close button
        if self._may_discard():
            super().reject()
