"""The new-game dialog: the rules (a registered ruleset), both decks (built-in, the user's own decks, or a
deck file), the opponent (a bot or a second human), who goes first, and the seed. "Decks…" opens the deck
window; a deck saved there is listed at once and chosen as the player's deck."""
from __future__ import annotations

import random

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QHBoxLayout,
                               QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget)

from .. import i18n

translate = QCoreApplication.translate

HUMAN = "human"
FIRST = ((QT_TRANSLATE_NOOP("NewGameDialog", "Random (rock-paper-scissors)"), None), (QT_TRANSLATE_NOOP("NewGameDialog", "Me"), 0), (QT_TRANSLATE_NOOP("NewGameDialog", "My opponent"), 1))


# the rulesets' titles (``Ruleset.title``) as the dialog lists them, marked for translation here
RULES_TITLES = (QT_TRANSLATE_NOOP("NewGameDialog", "Battle Spirits Standard 1.0"),
                QT_TRANSLATE_NOOP("NewGameDialog", "Battle Spirits Eternal 17.0"),
                QT_TRANSLATE_NOOP("NewGameDialog", "Battle Spirits Saga 1.7.0"),
                QT_TRANSLATE_NOOP("NewGameDialog", "Dragon Ball Super Card Game"))


# the bots as the dialog offers them, the default first, then from the strongest down
BOT_LABELS = {
    "hard": QT_TRANSLATE_NOOP("NewGameDialog", "Bot: hard (default): looks ahead by playing out games"),
    "strongest": QT_TRANSLATE_NOOP("NewGameDialog", "Bot: strongest: searches longer (slower)"),
    "normal": QT_TRANSLATE_NOOP("NewGameDialog", "Bot: normal: quick, looks one move ahead"),
    "easy": QT_TRANSLATE_NOOP("NewGameDialog", "Bot: easy: looks one move ahead, and often slips"),
    "random": QT_TRANSLATE_NOOP("NewGameDialog", "Bot: random: any legal move (for testing)"),
}


def bot_names() -> list[str]:
    """The levels the dialog offers, the default (hard) first, then random; older names (search,
    greedy, strong) are aliases of levels (engine.bots.canonical) and not listed twice."""
    from engine.bots import BOTS, canonical

    order = list(BOT_LABELS)
    names = sorted({canonical(n) for n in BOTS}, key=lambda n: (order.index(n) if n in order else len(order), n))
    return names


def decks_of(fmt) -> dict:
    """The built-in decks of a ruleset (``engine.deck.play_decks``); Standard's for a ruleset with
    none of its own (a game of it is played with them, as ``app.gui.build_game`` does)."""
    from engine.deck import play_decks

    return play_decks(fmt or "standard")


class NewGameDialog(QDialog):
    def __init__(self, parent=None, settings: dict | None = None, decks_folder: str | None = None, faces=None):
        super().__init__(parent)
        self.setWindowTitle(translate("NewGameDialog", "New game"))
        self.setObjectName("newGameDialog")
        self.setMinimumWidth(480)
        s = settings or {}
        self.decks = {}  # the built-in decks of the chosen rules (``format_decks``), by name
        self.decks_folder = decks_folder
        self.faces = faces
        self.deck_window = None
        lay = QVBoxLayout(self)
        head = QLabel("<h2>" + translate("NewGameDialog", "New game") + "</h2><p>" + translate(
            "NewGameDialog", "Choose the rules, the decks, your opponent and who goes first. ★ marks your own decks "
                             "(Decks… builds them).") + "</p>")
        head.setWordWrap(True)
        lay.addWidget(head)
        form = QFormLayout()
        from engine.rulesets import RULESETS

        self.rules = QComboBox()
        self.rules.setObjectName("newGameRules")
        for name, rs in RULESETS.items():
            self.rules.addItem(translate("NewGameDialog", rs.title) if rs.title else name, name)
        self.rules.setCurrentIndex(max(0, self.rules.findData(s.get("format") or "standard")))
        form.addRow(translate("NewGameDialog", "Rules"), self.rules)
        self.decks = decks_of(self.rules.currentData())
        self.rules.currentIndexChanged.connect(lambda _i: self._rules_changed())
        self.deck1 = self._deck_box(s.get("deck1"))
        self.deck2 = self._deck_box(s.get("deck2"), 1)
        form.addRow(translate("NewGameDialog", "Your deck"), self._with_browse(self.deck1, decks_button=True))
        form.addRow(translate("NewGameDialog", "Opponent's deck"), self._with_browse(self.deck2))
        self.deck_warning = QLabel()
        self.deck_warning.setObjectName("deckWarning")
        self.deck_warning.setWordWrap(True)
        self.deck_warning.setStyleSheet("color: #ffb09a; font-size: 12px;")
        form.addRow("", self.deck_warning)
        for box in (self.deck1, self.deck2):
            box.currentIndexChanged.connect(lambda _i: self._check_decks())
        self._check_decks()
        self.opponent = QComboBox()
        for n in bot_names():
            self.opponent.addItem(translate("NewGameDialog", BOT_LABELS[n]) if n in BOT_LABELS
                                  else translate("NewGameDialog", "Bot: {name}").format(name=n), n)
        self.opponent.addItem(translate("NewGameDialog", "Second human (practice: one person plays both sides)"), HUMAN)
        if s.get("opponent"):
            from engine.bots import canonical

            i = self.opponent.findData(canonical(s["opponent"]))
            if i >= 0:
                self.opponent.setCurrentIndex(i)
        form.addRow(translate("NewGameDialog", "Opponent"), self.opponent)
        self.first = QComboBox()
        for label, v in FIRST:
            self.first.addItem(translate("NewGameDialog", label), v)
        i = self.first.findData(s.get("first"))
        self.first.setCurrentIndex(max(0, i))
        self.first_label = QLabel(translate("NewGameDialog", "Goes first"))
        form.addRow(self.first_label, self.first)
        self._first_words()
        self.seed = QSpinBox()
        self.seed.setRange(0, 2_000_000_000)
        self.seed.setValue(random.randrange(1_000_000))
        reroll = QPushButton(translate("NewGameDialog", "Random"))
        reroll.clicked.connect(lambda: self.seed.setValue(random.randrange(1_000_000)))
        row = QHBoxLayout()
        row.addWidget(self.seed, 1)
        row.addWidget(reroll)
        w = QWidget()
        w.setLayout(row)
        row.setContentsMargins(0, 0, 0, 0)
        form.addRow(translate("NewGameDialog", "Seed"), w)
        lay.addLayout(form)
        bb = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        bb.button(QDialogButtonBox.StandardButton.Ok).setText(translate("NewGameDialog", "Start"))
        bb.accepted.connect(self.accept)
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)

    def _first_words(self) -> None:
        """Who goes first, in the words of the chosen rules (Saga 5-2-6: the random draw's winner decides who
        is player one)."""
        from engine.rulesets import get_ruleset

        from ..panels.ruleset_words import word

        rules = get_ruleset(self.rules.currentData() or "standard")
        self.first_label.setText(word(rules, "first_label") or translate("NewGameDialog", "Goes first"))
        for i, ((label, _v), key) in enumerate(zip(FIRST, ("first_random", "first_me", "first_opponent"))):
            self.first.setItemText(i, word(rules, key) or translate("NewGameDialog", label))

    def _rules_changed(self) -> None:
        """Other rules: their own built-in decks (a deck chosen for the old rules is not kept)."""
        if hasattr(self, "first"):
            self._first_words()
        self.decks = decks_of(self.rules.currentData())
        for k, box in enumerate((self.deck1, self.deck2)):
            cur = box.currentData()
            self._fill_deck_box(box, cur if self._deck_format(cur) == self.rules.currentData() else None, k)
        self._check_decks()

    def _deck_format(self, spec):
        """The format a deck (a built-in name or a path) is built for, or None if it cannot be read."""
        from engine.deck import resolve_deck
        from engine.errors import DataError

        if not spec:
            return None
        try:
            return (self.decks[spec] if spec in self.decks else resolve_deck(spec)).format
        except (DataError, OSError, ValueError, KeyError):
            return None

    def _deck_box(self, current, default_index: int = 0) -> QComboBox:
        box = QComboBox()
        box.setObjectName("deckBox")
        self._fill_deck_box(box, current, default_index)
        return box

    def _fill_deck_box(self, box: QComboBox, current, default_index: int = 0) -> None:
        """Built-in decks (by name), then the user's decks (by path), then ``current`` if it is neither."""
        from ui.decks.store import list_decks

        box.blockSignals(True)
        box.clear()
        lang = i18n.language()
        for key, d in self.decks.items():  # by their names in the table's language, what they do as the tooltip
            box.addItem(translate("NewGameDialog", "{name} ({n} cards)").format(name=d.name_in(lang), n=len(d.cards)),
                        key)
            if d.description_in(lang):
                box.setItemData(box.count() - 1, d.description_in(lang), Qt.ItemDataRole.ToolTipRole)
        formats = {d.format for d in self.decks.values()}
        mine = [u for u in list_decks(self.decks_folder) if u.deck is not None
                and (not formats or u.deck.format in formats)]  # the user's decks for these rules
        if mine:
            box.insertSeparator(box.count())
            for u in mine:
                box.addItem("★ " + translate("NewGameDialog", "{name} ({n} cards)").format(name=u.deck.name_in(lang),
                                                                                       n=len(u.deck.cards)), u.path)
                box.setItemData(box.count() - 1, translate("NewGameDialog", "Your deck: {path}").format(path=u.path),
                                Qt.ItemDataRole.ToolTipRole)
        i = box.findData(current) if current else -1
        if i < 0 and current:
            box.addItem(current, current)
            i = box.count() - 1
        box.setCurrentIndex(i if i >= 0 else min(default_index, box.count() - 1))
        box.blockSignals(False)

    def _with_browse(self, box, decks_button: bool = False) -> QWidget:
        w = QWidget()
        row = QHBoxLayout(w)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(box, 1)
        b = QPushButton(translate("NewGameDialog", "File…"))
        b.setAutoDefault(False)
        b.clicked.connect(lambda: self._browse(box))
        row.addWidget(b)
        if decks_button:
            d = QPushButton(translate("NewGameDialog", "Decks…"))
            d.setObjectName("openDecks")
            d.setAutoDefault(False)
            d.setToolTip(translate("NewGameDialog", "Build, check and test decks; a deck saved there is listed here"))
            d.clicked.connect(self.open_decks)
            row.addWidget(d)
        return w

    def open_decks(self):
        """The deck window over this dialog; its "Use this deck" chooses the saved deck as the player's deck."""
        from ui.decks.window import DeckWindow

        if self.faces is None:
            from ui.table.faces import FaceCache

            self.faces = FaceCache()
        w = DeckWindow(self.faces, self.decks_folder, self,
                       play_text=translate("NewGameDialog", "Use this deck ✓"))
        w.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        w.saved.connect(lambda _p: self.reload_decks())
        w.play_requested.connect(self.use_deck)
        self.deck_window = w
        w.show()
        return w

    def reload_decks(self) -> None:
        for box in (self.deck1, self.deck2):
            self._fill_deck_box(box, box.currentData())
        self._check_decks()

    def use_deck(self, path: str) -> None:
        self._fill_deck_box(self.deck1, path)
        self._fill_deck_box(self.deck2, self.deck2.currentData())
        self._check_decks()

    def _check_decks(self) -> None:
        """Say (with the rule) when a chosen deck is not legal by the chosen rules' deck rules."""
        from engine.deck import resolve_deck
        from engine.errors import DataError
        from engine.rulesets import get_ruleset

        rules = get_ruleset(self.rules.currentData() or "standard")
        cards = rules.deck_cards()  # the cards a deck of these rules is read with

        notes = []
        for who, box in ((translate("NewGameDialog", "Your deck"), self.deck1),
                         (translate("NewGameDialog", "The opponent's deck"), self.deck2)):
            spec = box.currentData()
            if not spec:
                continue
            try:
                deck = self.decks[spec] if spec in self.decks else resolve_deck(spec)
                problems = rules.deck_problems(deck.cards, cards)
            except (DataError, OSError, ValueError, KeyError) as e:
                notes.append(translate("NewGameDialog", "{who} cannot be read: {error}").format(who=who, error=e))
                continue
            if problems:
                rule, text = problems[0]
                notes.append(translate("NewGameDialog", "{who} is not legal: {problem} (rule {rule})").format(
                    who=who, problem=i18n.sentence(text), rule=rule)
                    + (translate("NewGameDialog", ", and {n} more").format(n=len(problems) - 1)
                       if len(problems) > 1 else ""))
        self.deck_warning.setText("\n".join(notes))
        self.deck_warning.setVisible(bool(notes))

    def _browse(self, box) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("NewGameDialog", "Deck file"), "", translate("NewGameDialog", "Deck files (*.yaml *.yml);;All files (*)"))
        if path:
            i = box.findData(path)
            if i < 0:
                box.addItem(path, path)
                i = box.count() - 1
            box.setCurrentIndex(i)

    def settings(self) -> dict:
        return {"format": self.rules.currentData(), "deck1": self.deck1.currentData(),
                "deck2": self.deck2.currentData(), "opponent": self.opponent.currentData(), "first": self.first.currentData(),
                "seed": self.seed.value()}
