"""The main window: the table view on the left, the side panel (decision, battle, pending states, log)
on the right, menus and keys. It wires the controller's signals to the scene and the panels."""
from __future__ import annotations

import os
import time

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QCursor, QKeySequence
from PySide6.QtWidgets import (QFrame, QHBoxLayout, QLabel, QMainWindow, QMenu, QPushButton, QVBoxLayout,
                               QWidget)

from . import i18n
from .games import own_table
from .panels.bot_why import BotWhyPanel, install_bot_ui
from .panels.decision_panel import DecisionPanel
from .panels.log_panel import LogPanel
from .panels.prompt import PromptOverlay
from .style import STYLE
from .table.faces import FaceCache
from .table.mat import plate_sub
from .table.scene import TableScene
from .table.view import TableView

TITLE = "Spirit Table"


class _FirstPaint(QObject):
    def __init__(self, callback):
        super().__init__()
        self.callback = callback

    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and self.callback is not None:
            cb, self.callback = self.callback, None
            QTimer.singleShot(0, cb)
        return False


class MainWindow(QMainWindow):
    def __init__(self, controller, faces: FaceCache | None = None, prefs=None):
        super().__init__()
        self.setWindowTitle(TITLE)
        self.setObjectName("mainWindow")
        self.setStyleSheet(STYLE)
        self.c = controller
        self.c.ask_timing = self._ask_timing
        self.faces = faces or FaceCache(i18n.language())  # faces in the table's language (the card's own words)
        self.scene = TableScene(self.faces)
        self.view = TableView(self.scene)
        self.view.controller = controller
        self.log = LogPanel()
        self.prompt = PromptOverlay(self.view)
        self.view.resized = self.prompt.place
        self.panel = DecisionPanel(controller)
        self.panel.on_new_game = self.new_game_dialog
        self.why = BotWhyPanel(controller)
        self.prefs = prefs  # app.preferences.Preferences, or None (tests)
        self.on_new_game = None  # set by app.gui: callable(settings)
        self.decks_folder = None  # the user's deck folder, set by app.gui (None: decks are saved where asked)
        self.deck_window = None
        self.names = {0: "You", 1: "Bot"}
        self.show_both = False
        self._over_shown = False
        self._build()
        self._menus()
        install_bot_ui(self, self.why)  # the Bot menu: pace, and the "why" view
        self.c.changed.connect(self.refresh)
        self.c.log_added.connect(self.log.add)
        self.c.log_added.connect(self._announce)
        self.c.log_reset.connect(self._log_reset)
        self.c.message.connect(self.show_message)
        self.c.game_over.connect(lambda: QTimer.singleShot(350, self._game_over))
        self.c.thinking.connect(self._thinking)
        self.log.hovered.connect(self.scene.mark_uids)
        self._banner_timer = QTimer(self)
        self._banner_timer.setSingleShot(True)
        self._banner_timer.timeout.connect(lambda: self.scene.banner.setVisible(False))
        self.faces.ready.connect(lambda _id: None)
        self._first_paint = None
        from .export.dialog import install_export_ui
        from .language_menu import install_language_ui
        from .table.annotations import install_annotate_ui

        install_annotate_ui(self)  # the Annotate menu and toolbar: arrows, labels, rings, markers
        install_export_ui(self)  # File → Export…: PNG 1x/2x/4x, SVG, clipboard
        install_language_ui(self)  # View → Language: the words switch at once

    # ------------------------------------------------------------------ layout
    def _build(self) -> None:
        side = QFrame()
        side.setObjectName("side")
        side.setFixedWidth(330)
        sl = QVBoxLayout(side)
        sl.setContentsMargins(12, 12, 12, 12)
        sl.setSpacing(10)
        from .panels.fit_scroll import FitScroll

        self.panel_scroll = FitScroll(self.panel)  # a long choice scrolls; nothing is squashed
        sl.addWidget(self.panel_scroll)
        tools = QHBoxLayout()
        self.b_new = self._tool(QT_TRANSLATE_NOOP("MainWindow", "New game"), self.new_game_dialog, "toolNew")
        self.b_undo = self._tool(QT_TRANSLATE_NOOP("MainWindow", "↶ Undo"), self.c.undo, "toolUndo")
        self.b_redo = self._tool(QT_TRANSLATE_NOOP("MainWindow", "↷ Redo"), self.c.redo, "toolRedo")
        for b in (self.b_new, self.b_undo, self.b_redo):
            tools.addWidget(b)
        sl.addLayout(tools)
        sl.addWidget(self.why)
        cap = i18n.mark(QLabel(), "MainWindow",
                        QT_TRANSLATE_NOOP("MainWindow", "GAME LOG  ·  hover a line to see its cards"))
        cap.setObjectName("caption")
        sl.addWidget(cap)
        sl.addWidget(self.log, 1)
        central = QWidget()
        row = QHBoxLayout(central)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.view, 1)
        row.addWidget(side)
        self.setCentralWidget(central)
        self.statusBar().showMessage(self.tr("Welcome to Spirit Table"))

    def _tool(self, text, slot, name) -> QPushButton:
        b = i18n.mark(QPushButton(), "MainWindow", text)
        b.setObjectName(name)
        b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        b.clicked.connect(lambda _=False: slot())
        return b

    def _menus(self) -> None:
        def act(menu, text, slot, keys=None, name=""):
            a = i18n.mark(QAction(self), "MainWindow", text)
            if keys:
                a.setShortcuts([QKeySequence(k) for k in keys])
                a.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
            a.triggered.connect(lambda _=False: slot())
            a.setObjectName(name or text)
            if menu is not None:
                menu.addAction(a)
            else:
                self.addAction(a)
            return a

        N = "MainWindow"  # the translation context of these texts (QT_TRANSLATE_NOOP: pyside6-lupdate finds them)
        game = i18n.mark(self.menuBar().addMenu(""), N, QT_TRANSLATE_NOOP("MainWindow", "&Game"))
        act(game, QT_TRANSLATE_NOOP("MainWindow", "New game…"), self.new_game_dialog, ["Ctrl+N"], "New game…")
        act(game, QT_TRANSLATE_NOOP("MainWindow", "Open position…"), self.open_position_dialog, ["Ctrl+O"],
            "Open position…")
        act(game, QT_TRANSLATE_NOOP("MainWindow", "Decks…"), self.open_decks, ["Ctrl+D"], "decks")
        game.addSeparator()
        self.a_undo = act(game, QT_TRANSLATE_NOOP("MainWindow", "Undo"), self.c.undo, ["Ctrl+Z"], "undo")
        self.a_redo = act(game, QT_TRANSLATE_NOOP("MainWindow", "Redo"), self.c.redo, ["Ctrl+Y", "Ctrl+Shift+Z"],
                          "redo")  # the menu shows Ctrl+Y
        game.addSeparator()
        act(game, QT_TRANSLATE_NOOP("MainWindow", "Concede…"), self.concede, [], "Concede")
        act(game, QT_TRANSLATE_NOOP("MainWindow", "Screenshot"), self.screenshot, ["F12"], "screenshot")
        game.addSeparator()
        act(game, QT_TRANSLATE_NOOP("MainWindow", "Quit"), self.close, ["Ctrl+Q"], "Quit")
        self.m_view = view = i18n.mark(self.menuBar().addMenu(""), N, QT_TRANSLATE_NOOP("MainWindow", "&View"))
        act(view, QT_TRANSLATE_NOOP("MainWindow", "Fit the table to the window"), self.view.reset_zoom, ["Ctrl+0"],
            "Fit the table to the window")
        self.a_both = act(view, QT_TRANSLATE_NOOP("MainWindow", "Show both hands (practice)"), self._toggle_hands,
                          None, "Show both hands (practice)")
        self.a_both.setCheckable(True)
        self.a_auto = act(view, QT_TRANSLATE_NOOP("MainWindow", "Pass automatically when nothing else is possible"),
                          self._toggle_auto, None, "Pass automatically when nothing else is possible")
        self.a_auto.setCheckable(True)
        self.a_auto.setChecked(self.c.auto_pass)
        act(None, "space", self.key_space, ["Space"], "keySpace")
        act(None, "enter", self.key_enter, ["Return", "Enter"], "keyEnter")
        act(None, "escape", self.key_escape, ["Escape"], "keyEscape")

    # ------------------------------------------------------------------ keys
    def key_space(self) -> None:
        a = self.c.quick_action()
        if a is not None:
            self.c.apply(a)
            return
        err = self.c.why_no_quick_action()
        if err is not None:  # a forced block: say why Space does not pass
            self.c.refuse(err)
        elif self.c.proposal is not None:
            self.show_message(self.tr("A payment is shown: confirm it with Enter, or cancel it with Esc"))
        elif self.c.acting_human() is not None:  # a choice or a set-up question: nothing to pass
            self.show_message(self.tr("Space has nothing to pass now: answer in the side panel"))

    def key_enter(self) -> None:
        if self.c.proposal is not None:
            self.c.confirm()

    def key_escape(self) -> None:
        if not self.view.cancel_drag():
            self.c.cancel()

    def _toggle_hands(self) -> None:
        self.show_both = self.a_both.isChecked()
        self.refresh()

    def _toggle_auto(self) -> None:
        self.c.auto_pass = self.a_auto.isChecked()

    # ------------------------------------------------------------------ refresh
    def _log_reset(self, events) -> None:
        self.log.ruleset = self.c.game.ruleset  # a new game may be of another ruleset: it names the steps
        self.log.show_events(events)

    def set_names(self, names: dict) -> None:
        changed = dict(names) != self.log.names
        self.names = dict(names)
        self.c.names = self.names
        self.panel.names = self.names
        self.why.names = self.names
        self.why.refresh()
        self.log.names = self.names
        i18n.set_seats(self.names)  # the log's sentences name the players so (and "you")
        if changed:  # the lines shown name the players again (a new game with the same names keeps them)
            self.log.relabel()

    def refresh(self) -> None:
        c = self.c
        g = c.game
        self.log.ruleset = g.ruleset
        humans = c.humans()
        self.scene.viewer = min(humans) if len(humans) == 1 else 0
        self.scene.reveal = {0, 1} if (len(humans) == 2 and self.show_both) else set(humans) or {0}
        if len(humans) == 2 and not self.show_both:
            d = g.decision
            self.scene.reveal = {d.player if d is not None else self.scene.viewer}
        self.scene.sync(g, c.proposal)
        self.view.refresh_hover()  # no stale preview of a card that is no longer under the cursor
        self.scene.mark_choices(c.choice_refs())
        self._mat_state()
        self.panel.refresh()
        self.prompt.update_for(c)
        self.b_undo.setEnabled(c.can_undo())
        self.a_undo.setEnabled(c.can_undo())
        self.b_redo.setEnabled(bool(c.redo_stack))
        self.a_redo.setEnabled(bool(c.redo_stack))
        self.a_both.setEnabled(len(humans) == 2)
        vs_bot = len(humans) < 2  # the "why the bot played that" box only when a bot plays
        self.a_why.setEnabled(vs_bot)
        self.why.setVisible(vs_bot and self.a_why.isChecked())

    def _mat_state(self) -> None:
        c, g, sc = self.c, self.c.game, self.scene
        st = g.state
        d = g.decision
        setup = g.ruleset.in_preparation(g)
        sc.tracker.set_state("" if setup else st.step, 0 if setup else st.turn, sc.seat(st.turn_player))
        for p in (0, 1):
            ps = st.players[p]
            sub = plate_sub(ps)
            sc.plates[sc.seat(p)].set_state(i18n.who(self.names[p]), sub, p == st.turn_player and d is not None
                                            and not setup,
                                            d is not None and d.player == p, f"P{p + 1}")
        text, enabled, kind = "", False, "end"
        other = own_table(g)  # another game's table says its own words (energy pays in the DBSCG)
        if c.proposal is not None:
            text, enabled, kind = self.tr("CONFIRM PAYMENT"), c.proposal.error is None, "confirm"
            if other is not None:
                text, kind = other.button_words(d, None)
        elif g.is_over:
            text = self.tr("GAME OVER")
        elif d is not None and not c.is_human(d.player):
            text = self.tr("{name} IS THINKING…").format(name=i18n.who(self.names[d.player]).upper())
        elif d is not None:
            a = c.quick_action()
            if a is None and c.why_no_quick_action() is not None:
                text = self.tr("YOU MUST BLOCK")
            if a is not None and other is not None:
                text, kind = other.button_words(d, a)
                enabled = True
            elif a is not None:
                step = i18n.step_name(g.ruleset, st.step).upper()
                text = {"end_step": self.tr("END {step}").format(step=step), "pass": self.tr("PASS"),
                        "no_block": self.tr("NO BLOCK")}[a.do]
                enabled, kind = True, "end" if a.do == "end_step" else "pass"
        sc.button.set_state(text, enabled, kind)

    def _thinking(self, on: bool) -> None:
        d = self.c.game.decision
        if on and d is not None:
            self.statusBar().showMessage(self.tr("{name} is thinking…").format(
                name=i18n.who(self.names.get(d.player, "Bot"))))
        elif self.statusBar().currentMessage().endswith("…"):
            self.statusBar().clearMessage()

    # ------------------------------------------------------------------ messages
    def show_message(self, text: str, kind: str = "info") -> None:
        self.statusBar().showMessage(text.replace("\n", " — "), 8000)
        self.last_message = text
        if kind in ("error", "bot"):
            self.scene.banner.show_text(text, kind)
            self._banner_timer.start(3800 if kind == "error" else 1800)

    def _announce(self, events) -> None:
        """A short banner when a human's turn begins (against a bot, it is easy to miss)."""
        for e in events:
            if e.kind == "attack" and e.cards and e.player is not None and not self.c.is_human(e.player):
                QTimer.singleShot(0, lambda uid=e.cards[0]: self.scene.lunge(uid))  # after the table follows
            if e.kind == "turn" and e.player is not None and self.c.is_human(e.player):
                if len(self.c.humans()) == 1:
                    self.scene.banner.show_text(self.tr("Your turn\nTurn {turn}").format(turn=e.turn), "info")
                    self._banner_timer.start(1400)

    def _ask_timing(self, timings):
        menu = QMenu(self)
        menu.setObjectName("timingMenu")
        for t in timings:
            menu.addAction(self.tr("Use its [{timing}] effect").format(
                timing=self.tr("Main") if t == "main" else self.tr("Flash"))).setData(t)
        chosen = menu.exec(QCursor.pos())
        return chosen.data() if chosen is not None else None

    # ------------------------------------------------------------------ game flow
    def game_started(self) -> None:
        """A new game is about to be put on the table: nothing of the old one stays (its items, a drag,
        the hover preview, Annotate mode, a banner)."""
        self._over_shown = False
        self._banner_timer.stop()
        self.scene.banner.setVisible(False)
        self.view.forget_items()
        self.scene.clear_game()
        a = getattr(self, "a_annotate", None)
        if a is not None and a.isChecked():
            a.setChecked(False)

    def _game_over(self) -> None:
        if self._over_shown or not self.c.game.is_over:
            return
        self._over_shown = True
        if os.environ.get("SPIRIT_TABLE_NO_DIALOGS"):
            return
        from .dialogs.game_over import GameOverDialog

        dlg = GameOverDialog(self.c.game, self.c.events, self.names, self)
        dlg.exec()
        if dlg.choice == "new":
            self.new_game_dialog()
        elif dlg.choice == "replay" and getattr(self, "on_watch_replay", None) is not None:
            self.on_watch_replay()  # set by app.session
        elif dlg.choice == "rematch" and self.on_new_game is not None:
            s = dict(self.c.setup)
            s["seed"] = (s.get("seed") or 0) + 1
            self.on_new_game(s)

    def concede(self) -> bool:
        """Game → Concede…: the game ends only when the player confirms."""
        if self.c.game is None or self.c.game.is_over:
            return False
        ask = getattr(self, "ask_concede", None)  # tests put an answer here
        if ask is None and not os.environ.get("SPIRIT_TABLE_NO_DIALOGS"):
            from .dialogs.concede import ask_concede

            ask = lambda: ask_concede(self)  # noqa: E731
        if ask is not None and not ask():
            self.statusBar().showMessage(self.tr("The game goes on."), 3000)
            return False
        self.c.concede()
        return True

    def new_game_dialog(self, chosen: dict | None = None) -> None:
        """The new-game dialog; ``chosen`` overrides the last game's settings (a deck from the deck window)."""
        from .dialogs.new_game import NewGameDialog

        dlg = NewGameDialog(self, dict(self.c.setup or {}, **(chosen or {})), decks_folder=self.decks_folder,
                            faces=self.faces)
        if dlg.exec() and self.on_new_game is not None:
            self.on_new_game(dlg.settings())

    def open_decks(self):
        """Game → Decks…: the deck window (modal); "Play" goes on to the new-game dialog with that deck."""
        from .decks.window import DeckWindow

        w = DeckWindow(self.faces, self.decks_folder, self)
        w.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        w.play_requested.connect(lambda path: self.new_game_dialog({"deck1": path}))
        self.deck_window = w
        w.destroyed.connect(lambda: setattr(self, "deck_window", None))
        w.show()
        return w

    def open_position_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(self, self.tr("Position file"), "",
                                              self.tr("Positions (*.yaml *.yml *.json);;All (*)"))
        if path and self.on_new_game is not None:
            self.on_new_game({"position": path})

    def screenshot(self) -> str:
        from PySide6.QtCore import QStandardPaths

        pictures = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.PicturesLocation)
        folder = os.environ.get("SPIRIT_TABLE_SHOTS") or (pictures if pictures and os.path.isdir(pictures)
                                                          else os.getcwd())
        path = os.path.join(folder, time.strftime("spirit-table-%Y%m%d-%H%M%S.png"))
        self.grab().save(path)
        self.show_message(self.tr("Screenshot saved: {path}").format(path=path), "info")
        return path

    def closeEvent(self, event) -> None:
        self.faces.close()
        self.c.stop()  # no bot answer or timer may reach a closed window
        super().closeEvent(event)

    def on_first_paint(self, callback) -> None:
        self._first_paint = _FirstPaint(callback)
        self.view.viewport().installEventFilter(self._first_paint)
