"""The replay viewer: a saved game shown on its own table, one moment at a time. Step forward and back
(buttons, ← and →), jump to any turn (the turn list, PgUp/PgDn, the slider), and the table and the log
show that moment. Nothing can be dragged: the view has no controller. File → Export log writes the whole
game's log as text."""
from __future__ import annotations

import os

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (QCheckBox, QFileDialog, QFrame, QHBoxLayout, QLabel, QListWidget, QMainWindow,
                               QPushButton, QSlider, QVBoxLayout, QWidget)

from .. import i18n
from ..panels.log_panel import LogPanel
from ..style import STYLE
from ..table.scene import TableScene
from ..table.view import TableView
from .logtext import log_text
from .mat import show_mat
from .model import ReplayModel

translate = QCoreApplication.translate



class ReplayWindow(QMainWindow):
    def __init__(self, model: ReplayModel, faces=None, names: dict | None = None, title: str = "", parent=None):
        super().__init__(parent)
        if parent is not None:
            self.setWindowFlag(Qt.WindowType.Window, True)  # its own window, closed with the table's
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.setObjectName("replayWindow")
        self.setWindowTitle(translate("Replay", "Replay — {title}").format(title=title or "Spirit Table"))
        self.setStyleSheet(STYLE)
        self.model = model
        self.names = dict(names or {0: "p1", 1: "p2"})
        self.title = title
        self.pos = -1
        self.reveal_all = True
        self.scene = TableScene(faces)
        self.scene.anim_ms = 160
        self.view = TableView(self.scene)
        self.view.controller = None  # read-only: no gesture reaches a game
        self.log = LogPanel()
        self.log.names = self.names
        self.log.hovered.connect(self.scene.mark_uids)
        self._build()
        self._menus()
        self.resize(1280, 800)
        self.goto(0)
        from .. import i18n

        def relabel(_lang):  # View → Language in the main window: the replay's log follows
            try:
                self.log.relabel()
                i18n.retranslate(self)
                self.setWindowTitle(translate("Replay", "Replay — {title}").format(title=self.title or "Spirit Table"))
                self._fill_turns()
                n, self.pos = self.pos, -1
                self.goto(n)
            except RuntimeError:  # closed
                i18n.forget(relabel)

        i18n.on_change(relabel)
        self.destroyed.connect(lambda *_: i18n.forget(relabel))

    # ------------------------------------------------------------------ layout
    def _build(self) -> None:
        side = QFrame()
        side.setObjectName("side")
        side.setFixedWidth(330)
        sl = QVBoxLayout(side)
        sl.setContentsMargins(12, 12, 12, 12)
        sl.setSpacing(8)
        head = i18n.mark(QLabel(), "Replay", QT_TRANSLATE_NOOP("Replay", "REPLAY"))
        head.setObjectName("caption")
        sl.addWidget(head)
        self.info = QLabel()
        self.info.setObjectName("replayInfo")
        self.info.setWordWrap(True)
        self.info.setStyleSheet("QLabel#replayInfo { color: #ffd98a; font-size: 14px; font-weight: bold; }")
        sl.addWidget(self.info)
        self.next_label = QLabel()
        self.next_label.setObjectName("detail")
        self.next_label.setWordWrap(True)
        sl.addWidget(self.next_label)
        row = QHBoxLayout()
        row.setSpacing(4)
        self.buttons = {}
        for key, text, tip, slot in (
                ("replayFirst", "|◀", translate("Replay", "The start (Home)"), lambda: self.goto(0)),
                ("replayPrevTurn", "◀◀", translate("Replay", "The previous turn (Page Up)"), self.prev_turn),
                ("replayBack", "◀", translate("Replay", "One action back (←)"), self.back),
                ("replayForward", "▶", translate("Replay", "One action forward (→)"), self.forward),
                ("replayNextTurn", "▶▶", translate("Replay", "The next turn (Page Down)"), self.next_turn),
                ("replayLast", "▶|", translate("Replay", "The end (End)"), lambda: self.goto(len(self.model)))):
            b = QPushButton(text)
            b.setObjectName(key)
            b.setToolTip(tip)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.clicked.connect(lambda _=False, s=slot: s())
            row.addWidget(b)
            self.buttons[key] = b
        sl.addLayout(row)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("replaySlider")
        self.slider.setRange(0, len(self.model))
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.valueChanged.connect(self.goto)
        sl.addWidget(self.slider)
        self.reveal = i18n.mark(QCheckBox(), "Replay", QT_TRANSLATE_NOOP("Replay", "Show hidden cards (both hands)"))
        self.reveal.setObjectName("replayReveal")
        self.reveal.setChecked(True)
        self.reveal.toggled.connect(self._toggle_reveal)
        sl.addWidget(self.reveal)
        cap = i18n.mark(QLabel(), "Replay", QT_TRANSLATE_NOOP("Replay", "TURNS"))
        cap.setObjectName("caption")
        sl.addWidget(cap)
        self.turns = QListWidget()
        self.turns.setObjectName("replayTurns")
        self.turns.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.turns.setMaximumHeight(150)
        self.turns.setStyleSheet("QListWidget { background: #101417; color: #e0dac8; border: 1px solid #2a3036;"
                                 " border-radius: 6px; } QListWidget::item:selected { background: #3b4a3e; }")
        self._fill_turns()
        self.turns.itemClicked.connect(lambda it: self.goto_turn(self.turns.row(it)))
        sl.addWidget(self.turns)
        cap = i18n.mark(QLabel(), "Replay", QT_TRANSLATE_NOOP("Replay", "GAME LOG UP TO THIS MOMENT"))
        cap.setObjectName("caption")
        sl.addWidget(cap)
        sl.addWidget(self.log, 1)
        exp = i18n.mark(QPushButton(), "Replay", QT_TRANSLATE_NOOP("Replay", "Export log…"))
        exp.setObjectName("replayExport")
        exp.clicked.connect(lambda _=False: self.export_log_dialog())
        sl.addWidget(exp)
        central = QWidget()
        lay = QHBoxLayout(central)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(self.view, 1)
        lay.addWidget(side)
        self.setCentralWidget(central)

    def _menus(self) -> None:
        def act(menu, text, slot, keys=(), name=""):
            a = i18n.mark(QAction("", self), "Replay", text)
            if keys:
                a.setShortcuts([QKeySequence(k) for k in keys])
            a.setObjectName(name or text)
            a.triggered.connect(lambda _=False: slot())
            menu.addAction(a)
            return a

        f = i18n.mark(self.menuBar().addMenu(""), "Replay", QT_TRANSLATE_NOOP("Replay", "&File"))
        act(f, QT_TRANSLATE_NOOP("Replay", "Export log…"), self.export_log_dialog, ["Ctrl+Shift+E"], "exportLog")
        f.addSeparator()
        act(f, QT_TRANSLATE_NOOP("Replay", "Close the replay"), self.close, ["Ctrl+W"], "closeReplay")
        nav = i18n.mark(self.menuBar().addMenu(""), "Replay", QT_TRANSLATE_NOOP("Replay", "&Go"))
        act(nav, QT_TRANSLATE_NOOP("Replay", "Back one action"), self.back, ["Left"], "back")
        act(nav, QT_TRANSLATE_NOOP("Replay", "Forward one action"), self.forward, ["Right"], "forward")
        act(nav, QT_TRANSLATE_NOOP("Replay", "Previous turn"), self.prev_turn, ["PgUp", "Ctrl+Left"], "prevTurn")
        act(nav, QT_TRANSLATE_NOOP("Replay", "Next turn"), self.next_turn, ["PgDown", "Ctrl+Right"], "nextTurn")
        act(nav, QT_TRANSLATE_NOOP("Replay", "The start"), lambda: self.goto(0), ["Home"], "first")
        act(nav, QT_TRANSLATE_NOOP("Replay", "The end"), lambda: self.goto(len(self.model)), ["End"], "last")
        nav.addSeparator()
        act(nav, QT_TRANSLATE_NOOP("Replay", "Fit the table to the window"), self.view.reset_zoom, ["Ctrl+0"], "fit")

    # ------------------------------------------------------------------ moving
    def forward(self) -> None:
        self.goto(self.pos + 1)

    def back(self) -> None:
        self.goto(self.pos - 1)

    def goto_turn(self, k: int) -> None:
        if 0 <= k < len(self.model.turns):
            self.goto(self.model.turns[k][1])

    def next_turn(self) -> None:
        k = self.model.turn_of(self.pos)
        if k + 1 < len(self.model.turns):
            self.goto_turn(k + 1)
        else:
            self.goto(len(self.model))

    def prev_turn(self) -> None:
        k = self.model.turn_of(self.pos)
        start = self.model.turns[k][1]
        self.goto_turn(k if self.pos > start else k - 1)

    def goto(self, n: int) -> None:
        n = max(0, min(int(n), len(self.model)))
        if n == self.pos:
            return
        old, self.pos = self.pos, n
        self.game = self.model.game_at(n)
        self.scene.viewer = 0
        self.scene.reveal = {0, 1} if self.reveal_all else {0}
        self.scene.sync(self.game, None, animate=abs(n - old) == 1)
        self.log.ruleset = self.game.ruleset
        last = self.model.events[n - 1] if n > 0 else []
        self.scene.mark_uids([u for e in last for u in e.cards])
        show_mat(self.scene, self.game, self.names, translate("Replay", "REPLAY  {n} / {total}").format(n=n, total=len(self.model)))
        if n == old + 1 and old >= 0:
            self.log.add(last)
        else:
            self.log.show_events(self.model.events_upto(n))
        self.slider.blockSignals(True)
        self.slider.setValue(n)
        self.slider.blockSignals(False)
        k = self.model.turn_of(n)
        self.turns.setCurrentRow(k)
        st = self.game.state
        step = i18n.step_name(self.game.ruleset, st.step)
        who = i18n.who(self.names.get(st.turn_player, f"p{st.turn_player + 1}"))
        over = ""
        if self.game.is_over:
            w = self.game.winner
            over = " — " + (translate("Replay", "game over: a draw") if w == "draw" else translate("Replay", "game over: {name} wins").format(
                name=i18n.who(self.names.get(w, f"p{w + 1}"))))
        self.info.setText(translate("Replay", "Turn {turn} · {name} · {step}<br>action {n} of {total}").format(
            turn=st.turn, name=who, step=step, n=n, total=len(self.model)) + over)
        nxt = self.model.action_text(n)
        by = self.model.action_by(n)
        who = i18n.who(self.names.get(by, f"Player {by + 1}")) if by is not None else ""
        self.next_label.setText(translate("Replay", "Next: {name}: {action}").format(name=who, action=nxt) if nxt
                                else translate("Replay", "The end of the game as saved."))
        for key, on in (("replayFirst", n > 0), ("replayPrevTurn", n > 0), ("replayBack", n > 0),
                        ("replayForward", n < len(self.model)), ("replayNextTurn", n < len(self.model)),
                        ("replayLast", n < len(self.model))):
            self.buttons[key].setEnabled(on)

    def _toggle_reveal(self, on: bool) -> None:
        self.reveal_all = on
        n, self.pos = self.pos, -1
        self.goto(n)

    def _fill_turns(self) -> None:
        """The list of turns, in the current language."""
        row = self.turns.currentRow()
        self.turns.clear()
        for k, (turn, start) in enumerate(self.model.turns):
            # the turn player as the turn ends (at its start, turn 1 may still be in the set-up)
            end = self.model.turns[k + 1][1] - 1 if k + 1 < len(self.model.turns) else len(self.model)
            g = self.model.states[max(start, end)]
            who = i18n.who(self.names.get(g.state.turn_player, ""))
            self.turns.addItem(translate("Replay", "Turn {turn} — {name}   (action {n})").format(turn=turn, name=who, n=start))
        if row >= 0:
            self.turns.setCurrentRow(row)

    # ------------------------------------------------------------------ export
    def log_as_text(self) -> str:
        return log_text(self.model.all_events(), self.names, f"Spirit Table — {self.title}" if self.title else "",
                        self.game.ruleset, turn=translate("Replay", "Turn {n}"),
                        setup=translate("Replay", "Set-up"), line=lambda e: i18n.event_line(e, names=self.names))

    def export_log(self, path: str) -> None:
        from engine.save import write_atomic

        write_atomic(path, self.log_as_text())

    def export_log_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, translate("Replay", "Export the log"), os.path.expanduser("~/spirit-table-log.txt"),
                                              translate("Replay", "Text (*.txt);;All (*)"))
        if path:
            try:
                self.export_log(path)
                self.statusBar().showMessage(translate("Replay", "Log written: {path}").format(path=path), 6000)
            except OSError as e:
                self.statusBar().showMessage(translate("Replay", "Cannot write {path}: {error}").format(path=path, error=e), 8000)

    def closeEvent(self, event) -> None:
        self.scene.tween.finish()
        super().closeEvent(event)
