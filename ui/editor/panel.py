"""The position editor's controls: each player's Life, Reserve and Trash cores, Soul Core, blank Deck
cards; the turn number, step, turn player, who went first and the seed; the check result and the buttons
to play on, save, open or leave."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (QComboBox, QFormLayout, QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton,
                               QSpinBox, QVBoxLayout, QWidget)

from engine.rulesets import get_ruleset

from .. import i18n

translate = QCoreApplication.translate
SOUL_LABELS = (("reserve", QT_TRANSLATE_NOOP("EditorPanel", "Reserve")), ("life", QT_TRANSLATE_NOOP("EditorPanel", "Life")), ("trash", QT_TRANSLATE_NOOP("EditorPanel", "Trash")),
               ("void", QT_TRANSLATE_NOOP("EditorPanel", "Void")))


class EditorPanel(QWidget):
    """``edited(player, what, value)``: player None for the turn settings. ``command(name)`` for buttons."""

    edited = Signal(object, str, object)
    command = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("editorPanel")
        self._filling = False
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        grid = QGridLayout()
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(4)
        grid.addWidget(QLabel(""), 0, 0)
        for col, pn in ((1, "P1"), (2, "P2")):
            h = QLabel(pn)
            h.setObjectName("caption")
            h.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(h, 0, col)
        self.spins = {}
        self.souls = {}
        rows = (("life", QT_TRANSLATE_NOOP("EditorPanel", "Life")), ("reserve", QT_TRANSLATE_NOOP("EditorPanel", "Reserve")),
                ("trash_cores", QT_TRANSLATE_NOOP("EditorPanel", "Trash cores")), ("blanks", QT_TRANSLATE_NOOP("EditorPanel", "Deck blanks")))
        for r, (key, label) in enumerate(rows, start=1):
            grid.addWidget(i18n.mark(QLabel(), "EditorPanel", label), r, 0)
            for p in (0, 1):
                s = QSpinBox()
                s.setRange(0, 10000 if key == "blanks" else 99)
                s.setObjectName(f"p{p + 1}_{key}")
                s.valueChanged.connect(lambda v, p=p, key=key: self._emit(p, key, v))
                grid.addWidget(s, r, p + 1)
                self.spins[(p, key)] = s
        r = len(rows) + 1
        grid.addWidget(i18n.mark(QLabel(), "EditorPanel", QT_TRANSLATE_NOOP("EditorPanel", "Soul Core")), r, 0)
        for p in (0, 1):
            c = QComboBox()
            c.setObjectName(f"p{p + 1}_soul")
            c.currentIndexChanged.connect(lambda _i, p=p: self._emit(p, "soul", self.souls[p].currentData()))
            grid.addWidget(c, r, p + 1)
            self.souls[p] = c
        lay.addLayout(grid)
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        line.setStyleSheet("color: #2c3238;")
        lay.addWidget(line)
        form = QFormLayout()
        form.setVerticalSpacing(4)
        self.turn = QSpinBox()
        self.turn.setObjectName("turn_number")
        self.turn.setRange(1, 999)
        self.turn.valueChanged.connect(lambda v: self._emit(None, "turn", v))
        self.step = QComboBox()
        self.step.setObjectName("turn_step")
        self._fill_steps(get_ruleset("standard"))
        self.step.currentIndexChanged.connect(lambda _i: self._emit(None, "step", self.step.currentData()))
        self.player = QComboBox()
        self.player.setObjectName("turn_player")
        self.first = QComboBox()
        self.first.setObjectName("turn_first")
        for box in (self.player, self.first):
            box.addItem("P1", 0)
            box.addItem("P2", 1)
        self.player.currentIndexChanged.connect(lambda _i: self._emit(None, "turn_player", self.player.currentData()))
        self.first.currentIndexChanged.connect(lambda _i: self._emit(None, "first", self.first.currentData()))
        self.seed = QSpinBox()
        self.seed.setObjectName("seed")
        self.seed.setRange(0, 2_000_000_000)
        self.seed.valueChanged.connect(lambda v: self._emit(None, "seed", v))
        trow = QHBoxLayout()
        trow.addWidget(self.turn)
        trow.addWidget(self.step, 1)
        form.addRow(i18n.mark(QLabel(), "EditorPanel", QT_TRANSLATE_NOOP("EditorPanel", "Turn, step")), self._wrap(trow))
        prow = QHBoxLayout()
        prow.addWidget(self.player)
        prow.addWidget(i18n.mark(QLabel(), "EditorPanel", QT_TRANSLATE_NOOP("EditorPanel", "first:")))
        prow.addWidget(self.first)
        form.addRow(i18n.mark(QLabel(), "EditorPanel", QT_TRANSLATE_NOOP("EditorPanel", "Turn player")), self._wrap(prow))
        form.addRow(i18n.mark(QLabel(), "EditorPanel", QT_TRANSLATE_NOOP("EditorPanel", "Seed")), self.seed)
        lay.addLayout(form)
        self.status = QLabel()
        self.status.setObjectName("editorStatus")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.status)
        self.buttons = {}
        b1 = QHBoxLayout()
        b2 = QHBoxLayout()
        b3 = QHBoxLayout()
        for row, key, text, tip, primary in (
                (b1, "play_bot", QT_TRANSLATE_NOOP("EditorPanel", "Play vs bot"),
                 QT_TRANSLATE_NOOP("EditorPanel", "Check the position and play it against the bot (you are P1)"), True),
                (b1, "practice", QT_TRANSLATE_NOOP("EditorPanel", "Practice"), QT_TRANSLATE_NOOP("EditorPanel", "Check the position and play both sides"), False),
                (b2, "save", QT_TRANSLATE_NOOP("EditorPanel", "Save…"), QT_TRANSLATE_NOOP("EditorPanel", "Save as a position file (YAML)"), False),
                (b2, "open", QT_TRANSLATE_NOOP("EditorPanel", "Open…"), QT_TRANSLATE_NOOP("EditorPanel", "Open a position file into the editor"), False),
                (b2, "check", QT_TRANSLATE_NOOP("EditorPanel", "Check"), QT_TRANSLATE_NOOP("EditorPanel", "Let the engine check the position"), False),
                (b3, "clear", QT_TRANSLATE_NOOP("EditorPanel", "Empty board"), QT_TRANSLATE_NOOP("EditorPanel", "Take every card and core off the board"), False),
                (b3, "cancel", QT_TRANSLATE_NOOP("EditorPanel", "Leave editor"), QT_TRANSLATE_NOOP("EditorPanel", "Back to the game as it was, without the edits"),
                 False)):
            b = i18n.mark(QPushButton(), "EditorPanel", text)
            b.setObjectName(f"editor_{key}")
            b.setProperty("tip", tip)
            b.setToolTip(translate("EditorPanel", tip))
            b.setProperty("primary", primary)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.clicked.connect(lambda _=False, k=key: self.command.emit(k))
            row.addWidget(b)
            self.buttons[key] = b
        for row in (b1, b2, b3):
            lay.addLayout(row)

    @staticmethod
    def _wrap(layout) -> QWidget:
        w = QWidget()
        layout.setContentsMargins(0, 0, 0, 0)
        w.setLayout(layout)
        return w

    def _emit(self, player, what, value) -> None:
        if not self._filling:
            self.edited.emit(player, what, value)

    def _fill_steps(self, ruleset) -> None:
        """The step list of the board's ruleset (its step labels, as the tracker names them)."""
        steps = [(i18n.step_short(s.name, s.label.removesuffix(" Step")), s.name) for s in ruleset.steps]
        if [(self.step.itemText(i), self.step.itemData(i)) for i in range(self.step.count())] != steps:
            self.step.clear()
            for label, name in steps:
                self.step.addItem(label, name)

    def set_board(self, board) -> None:
        """Show the board's values (without emitting edits)."""
        self._filling = True
        try:
            self._fill_steps(get_ruleset(board.format))
            for p, side in enumerate(board.sides):
                for key in ("life", "reserve", "trash_cores", "blanks"):
                    s = self.spins[(p, key)]
                    if s.value() != getattr(side, key):
                        s.setValue(getattr(side, key))
                box = self.souls[p]
                items = [(k, translate("EditorPanel", t)) for k, t in SOUL_LABELS] + [
                    (f"field[{i}]", translate("EditorPanel", "On {card}").format(card=i18n.card_name(board.card(e.uid))))
                    for i, e in enumerate(side.field)]
                if [box.itemData(i) for i in range(box.count())] != [k for k, _ in items] or \
                        [box.itemText(i) for i in range(box.count())] != [t for _, t in items]:
                    box.clear()
                    for k, t in items:
                        box.addItem(t, k)
                box.setCurrentIndex(max(0, box.findData(side.soul_ref())))
            self.turn.setValue(board.turn)
            self.step.setCurrentIndex(max(0, self.step.findData(board.step)))
            self.player.setCurrentIndex(board.turn_player)
            self.first.setCurrentIndex(board.first)
            self.seed.setValue(board.seed if 0 <= board.seed <= 2_000_000_000 else 0)
        finally:
            self._filling = False

    def show_check(self, error) -> None:
        if error is None:
            self.status.setText("✓ " + translate("EditorPanel", "The engine accepts this position."))
            self.status.setStyleSheet("QLabel#editorStatus { color: #9be09b; font-weight: bold; }")
        else:
            self.status.setText(f"✗ {error.path}: {error.message}")
            self.status.setStyleSheet("QLabel#editorStatus { color: #ff9080; font-weight: bold; }")
