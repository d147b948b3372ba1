"""The new-game dialog: the rules (a registered ruleset), both decks (built-in or a deck file), the
opponent (a bot or a second human), who goes first, and the seed."""
from __future__ import annotations

import random

from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QHBoxLayout,
                               QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget)

HUMAN = "human"
FIRST = (("Random (rock-paper-scissors)", None), ("Me", 0), ("My opponent", 1))


# the bots as the dialog offers them, the default first
BOT_LABELS = {
    "search": "Bot: search (default): looks ahead by playing out games",
    "strong": "Bot: strong: searches four times longer (slower)",
    "greedy": "Bot: greedy: quick, looks one move ahead",
    "random": "Bot: random: any legal move (for testing)",
}


def bot_names() -> list[str]:
    """Available bots, the default (search) first, then the stronger and the weaker ones."""
    from engine.bots import BOTS

    order = list(BOT_LABELS)
    return sorted(BOTS, key=lambda n: (order.index(n) if n in order else len(order), n))


class NewGameDialog(QDialog):
    def __init__(self, parent=None, settings: dict | None = None):
        super().__init__(parent)
        from engine.deck import builtin_decks

        self.setWindowTitle("New game")
        self.setObjectName("newGameDialog")
        self.setMinimumWidth(440)
        s = settings or {}
        self.decks = builtin_decks()
        lay = QVBoxLayout(self)
        head = QLabel("<h2>New game</h2><p>Choose the rules, the decks, your opponent and who goes first.</p>")
        lay.addWidget(head)
        form = QFormLayout()
        from engine.rulesets import RULESETS

        self.rules = QComboBox()
        self.rules.setObjectName("newGameRules")
        for name, rs in RULESETS.items():
            self.rules.addItem(rs.title or name, name)
        self.rules.setCurrentIndex(max(0, self.rules.findData(s.get("format") or "standard")))
        form.addRow("Rules", self.rules)
        self.deck1 = self._deck_box(s.get("deck1"))
        self.deck2 = self._deck_box(s.get("deck2"), 1)
        form.addRow("Your deck", self._with_browse(self.deck1))
        form.addRow("Opponent's deck", self._with_browse(self.deck2))
        self.opponent = QComboBox()
        for n in bot_names():
            self.opponent.addItem(BOT_LABELS.get(n, f"Bot: {n}"), n)
        self.opponent.addItem("Second human (practice: one person plays both sides)", HUMAN)
        if s.get("opponent"):
            i = self.opponent.findData(s["opponent"])
            if i >= 0:
                self.opponent.setCurrentIndex(i)
        form.addRow("Opponent", self.opponent)
        self.first = QComboBox()
        for label, v in FIRST:
            self.first.addItem(label, v)
        i = self.first.findData(s.get("first"))
        self.first.setCurrentIndex(max(0, i))
        form.addRow("Goes first", self.first)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2_000_000_000)
        self.seed.setValue(random.randrange(1_000_000))
        reroll = QPushButton("Random")
        reroll.clicked.connect(lambda: self.seed.setValue(random.randrange(1_000_000)))
        row = QHBoxLayout()
        row.addWidget(self.seed, 1)
        row.addWidget(reroll)
        w = QWidget()
        w.setLayout(row)
        row.setContentsMargins(0, 0, 0, 0)
        form.addRow("Seed", w)
        lay.addLayout(form)
        bb = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        bb.button(QDialogButtonBox.StandardButton.Ok).setText("Start")
        bb.accepted.connect(self.accept)
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)

    def _deck_box(self, current, default_index: int = 0) -> QComboBox:
        box = QComboBox()
        for key, d in self.decks.items():
            box.addItem(f"{d.name} ({len(d.cards)} cards)", key)
        i = box.findData(current) if current else -1
        if i < 0 and current:
            box.addItem(current, current)
            i = box.count() - 1
        box.setCurrentIndex(i if i >= 0 else min(default_index, box.count() - 1))
        return box

    def _with_browse(self, box) -> QWidget:
        w = QWidget()
        row = QHBoxLayout(w)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(box, 1)
        b = QPushButton("File…")
        b.clicked.connect(lambda: self._browse(box))
        row.addWidget(b)
        return w

    def _browse(self, box) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Deck file", "", "Deck files (*.yaml *.yml);;All files (*)")
        if path:
            box.addItem(path, path)
            box.setCurrentIndex(box.count() - 1)

    def settings(self) -> dict:
        return {"format": self.rules.currentData(), "deck1": self.deck1.currentData(), "deck2": self.deck2.currentData(),
                "opponent": self.opponent.currentData(), "first": self.first.currentData(),
                "seed": self.seed.value()}
