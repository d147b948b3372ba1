"""The position editor: a free-setup mode of the main window's table (Position → Edit position).

While it is on, the table shows the editor's ``Board`` (ui.editor.model) instead of the game, the side
panel gives way to a dock with the card palette and the controls, and the view's gestures come here
(this object stands in for the controller: ``can_drag``, ``drop``, ...). Nothing is checked while
editing; when the editor is left to play, the engine checks the position with the checks of a position
file and the error is shown by its key path. The game that was on the table waits untouched (its bot is
paused) and comes back with "Leave editor".

Gestures: drag a card from the palette onto any area of either player (or click a card in the palette,
then click where it goes; Ctrl keeps it picked to put several); drag cards and cores on the table; the
right-click menu of a card, a core or an area sets cores, the Soul Core, the state, moves or removes.

The editor is one object made of parts: this module has the menus, the dock, entering and leaving,
drawing and the edits; ``ui.editor.files`` checks the board and reads and writes position files,
``ui.editor.table_input`` takes the table's gestures (it stands in for the controller) and
``ui.editor.context_menu`` builds the right-click menus.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QPointF, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QFrame, QMenu, QVBoxLayout

from engine.errors import DataError

from .. import i18n
from ..replay.mat import show_mat
from .context_menu import ContextMenuMixin
from .files import PositionFilesMixin
from .model import Board
from .palette import CardPalette
from .panel import EditorPanel
from .table_input import TableInputMixin

translate = QCoreApplication.translate

PAUSED_ACTIONS = ("keySpace", "keyEnter", "undo", "redo", "Concede", "Show both hands (practice)")


class PositionEditor(PositionFilesMixin, TableInputMixin, ContextMenuMixin, QObject):
    def __init__(self, window, on_play=None):
        """``window``: the main window. ``on_play(position, mode, mapping)`` starts a game from a checked
        position; mode is "bot" or "practice"."""
        super().__init__(window)
        self.window = window
        window.position_editor = self  # File → Export… draws the board while it is edited
        self.c = window.c
        self.scene = window.scene
        self.view = window.view
        self.on_play = on_play
        self.board: Board | None = None
        self.active = False
        self.armed: str | None = None  # a palette card waiting for a click on the table
        self.last_error: DataError | None = None
        self.messages: list[str] = []  # what was shown to the user (tests read it)
        self.path: str | None = None  # the position file last opened or saved
        self.dock = None
        self.palette = None
        self.panel = None
        self._last_pos = QPointF()
        self._saved_controller = None
        self._paused: list = []
        self._initial = None
        self._menus()
        self.c.log_reset.connect(self._game_replaced)

    # ------------------------------------------------------------------ menus
    def _menus(self) -> None:
        w = self.window
        mb = w.menuBar()
        menu = i18n.mark(QMenu("", w), "PositionEditor", QT_TRANSLATE_NOOP("PositionEditor", "&Position"))
        menu.setObjectName("positionMenu")
        view = getattr(w, "m_view", None)
        before = next((a for a in mb.actions() if view is not None and a.menu() is view), None)
        mb.insertMenu(before, menu) if before is not None else mb.addMenu(menu)

        def act(text, slot, keys=(), name=""):
            a = i18n.mark(QAction("", w), "PositionEditor", text)
            a.setObjectName(name or text)
            if keys:
                a.setShortcuts([QKeySequence(k) for k in keys])
            a.triggered.connect(lambda _=False: slot())
            menu.addAction(a)
            return a

        self.a_edit = act(QT_TRANSLATE_NOOP("PositionEditor", "Edit position"), lambda: self.enter(), ["Ctrl+E"], "editPosition")
        act(QT_TRANSLATE_NOOP("PositionEditor", "New empty position"), lambda: self.enter(self.empty_board()), [], "emptyPosition")
        act(QT_TRANSLATE_NOOP("PositionEditor", "Open position in the editor…"), self.open_dialog, [], "openPositionEditor")
        act(QT_TRANSLATE_NOOP("PositionEditor", "Save position…"), self.save_dialog, ["Ctrl+Shift+S"], "savePosition")
        menu.addSeparator()
        self.editing_actions = [
            act(QT_TRANSLATE_NOOP("PositionEditor", "Play from here against the bot"), lambda: self.leave("bot"), [], "playBot"),
            act(QT_TRANSLATE_NOOP("PositionEditor", "Play from here (practice)"), lambda: self.leave("practice"), [], "playPractice"),
            act(QT_TRANSLATE_NOOP("PositionEditor", "Leave the editor"), lambda: self.leave("cancel"), [], "leaveEditor")]
        for a in self.editing_actions:
            a.setEnabled(False)
        self.menu = menu

    @staticmethod
    def empty_board() -> Board:
        b = Board()
        for side in b.sides:
            side.reserve, side.blanks = 4, 30
        return b

    # ------------------------------------------------------------------ the dock
    def _build_dock(self) -> None:
        from engine.cards import builtin_cards

        dock = QDockWidget(translate("PositionEditor", "Position editor"), self.window)
        dock.setObjectName("editorDock")
        dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        body = QFrame()
        body.setObjectName("editorSide")
        body.setStyleSheet("QFrame#editorSide { background: #161b20; }")
        lay = QVBoxLayout(body)
        lay.setContentsMargins(10, 8, 10, 10)
        lay.setSpacing(8)
        self.palette = CardPalette(builtin_cards())
        self.palette.picked.connect(self.arm)
        self.palette.activated.connect(lambda cid: self.put(cid, 0, "hand"))
        self.palette.hovered.connect(self._preview_card)
        lay.addWidget(self.palette, 1)
        self.panel = EditorPanel()
        self.panel.edited.connect(self._edited)
        self.panel.command.connect(self._command)
        lay.addWidget(self.panel)
        dock.setWidget(body)
        dock.setFixedWidth(360)
        dock.setStyleSheet("QDockWidget { color: #bfb8a2; font-weight: bold; }"
                           " QDockWidget::title { background: #101316; padding: 6px; }")
        self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        dock.hide()

        def relabel(_lang) -> None:  # View → Language while editing: the dock's words follow
            try:
                dock.setWindowTitle(translate("PositionEditor", "Position editor"))
                i18n.retranslate(dock)
                for b in self.panel.buttons.values():
                    b.setToolTip(translate("EditorPanel", b.property("tip")))
                if self.board is not None and dock.isVisible():
                    self.refresh()
            except RuntimeError:  # deleted with its window
                i18n.forget(relabel)

        i18n.on_change(relabel)
        dock.destroyed.connect(lambda *_: i18n.forget(relabel))
        self.dock = dock

    def _side(self):
        """The main window's side panel (decision, log), which gives way to the editor's dock."""
        cw = self.window.centralWidget()
        return cw.findChild(QFrame, "side", Qt.FindChildOption.FindDirectChildrenOnly) if cw is not None else None

    # ------------------------------------------------------------------ entering and leaving
    def enter(self, board: Board | None = None) -> None:
        """Start editing ``board`` (default: the table as it stands)."""
        if board is None:
            g = self.c.game
            board = Board.from_game(g) if g is not None else self.empty_board()
        self.board = board
        if not self.active:
            self._suspend()
        self.refresh(animate=False)
        self.window.statusBar().showMessage(translate("PositionEditor", "Position editor: drag cards from the palette, right-click "
                                                                "cards, cores and areas to change them"), 8000)

    def _suspend(self) -> None:
        c, w = self.c, self.window
        if self.dock is None:
            self._build_dock()
        self.active = True
        self._initial = c.initial
        self._game_annotations = self.scene.annotations()  # the game's own, back when the editor is left
        c._bot_timer.stop()
        c._auto_timer.stop()
        c.token += 1  # a bot answer on its way is now stale
        c.proposal = None
        try:
            c.changed.disconnect(w.refresh)
        except (RuntimeError, TypeError):
            pass
        self._saved_controller = self.view.controller
        self.view.controller = self
        self.view.setAcceptDrops(True)
        self.view.viewport().setAcceptDrops(True)
        self.view.viewport().installEventFilter(self)
        self._paused = [a for a in w.findChildren(QAction) if a.objectName() in PAUSED_ACTIONS and a.isEnabled()]
        for a in self._paused:
            a.setEnabled(False)
        w.prompt.hide()
        side = self._side()
        if side is not None:
            side.hide()
        self.dock.show()
        for a in self.editing_actions:
            a.setEnabled(True)
        self.scene.mark_choices([])
        self.scene.unlight()
        self.view.forget_items()
        self.scene.clear_game()  # the board is another game: its card numbers name other cards

    def _restore(self) -> None:
        if not self.active:
            return
        c, w = self.c, self.window
        self.active = False
        self.disarm()
        self.view.viewport().removeEventFilter(self)
        self.view.controller = self._saved_controller or c
        c.changed.connect(w.refresh)
        for a in self._paused:
            a.setEnabled(True)
        self._paused = []
        self.dock.hide()
        for a in self.editing_actions:
            a.setEnabled(False)
        side = self._side()
        if side is not None:
            side.show()
        self.view.forget_items()
        self.scene.clear_game()  # the game comes back: nothing of the board stays drawn

    def leave(self, mode: str = "cancel") -> bool:
        """Leave the editor. "cancel": back to the game as it was. "bot" / "practice": the engine checks the
        position; if it is valid the game starts from it, else the error is shown and the editor stays."""
        if not self.active:
            return False
        if mode == "cancel":
            self._restore()
            self.scene.set_annotations(getattr(self, "_game_annotations", []))  # not the board's arrows
            self.c._after_change()  # redraw the game and wake its bot
            return True
        pos, err = self.validate()
        if err is not None:
            self.show_error(err)
            return False
        mapping = self.mapping()
        self._restore()
        if self.on_play is not None:
            self.on_play(pos, mode, mapping)
        return True

    def _game_replaced(self, _events) -> None:
        """A new game was put on the table while editing (New game, Open…): the editor gives way."""
        if self.active and self.c.initial is not self._initial:
            self._restore()

    # ------------------------------------------------------------------ drawing
    def refresh(self, animate: bool = True) -> None:
        if not self.active or self.board is None:
            return
        game = self.board.display_game()
        sc = self.scene
        sc.viewer = 0
        sc.reveal = {0, 1}
        sc.sync(game, None, animate=animate)
        names = {0: "Player 1", 1: "Player 2"}
        show_mat(sc, game, names, translate("PositionEditor", "EDITING POSITION"))
        self.panel.set_board(self.board)
        _pos, err = self.validate()
        self.last_error = err
        self.panel.show_check(err)
        self._mark_error(err)

    # ------------------------------------------------------------------ edits (also used by tests)
    def put(self, card_id: str, player: int, area: str, index: int | None = None) -> bool:
        try:
            self.board.put(card_id, player, area, index)
        except ValueError as e:
            self._say(str(e))
            return False
        self.refresh()
        return True

    def _do(self, fn, *args) -> None:
        try:
            fn(*args)
        except (ValueError, IndexError) as e:
            self._say(str(e))
            return
        self.refresh()

    def _say(self, text: str) -> None:
        self.messages.append(text)
        self.window.statusBar().showMessage(text, 8000)
        self.scene.banner.show_text(text, "error")
        from PySide6.QtCore import QTimer

        QTimer.singleShot(2600, lambda: self.scene.banner.setVisible(False))

    def _edited(self, player, what, value) -> None:
        b = self.board
        if b is None:
            return
        if player is None:
            if what == "turn":
                b.turn = int(value)
            elif what == "step":
                b.step = value
            elif what == "turn_player":
                b.turn_player = int(value)
            elif what == "first":
                b.first = int(value)
            elif what == "seed":
                b.seed = int(value)
            b.changes += 1
        elif what == "soul":
            if value is None:
                return
            b.set_soul(player, value)
        else:
            b.set_count(player, what, value)
        self.refresh()

    def _command(self, key: str) -> None:
        if key in ("bot", "play_bot"):
            self.leave("bot")
        elif key == "practice":
            self.leave("practice")
        elif key == "cancel":
            self.leave("cancel")
        elif key == "save":
            self.save_dialog()
        elif key == "open":
            self.open_dialog()
        elif key == "check":
            _pos, err = self.validate()
            if err is not None:
                self.show_error(err)
            else:
                self.panel.show_check(None)
                self.window.statusBar().showMessage(translate("PositionEditor", "The engine accepts this position."), 6000)
        elif key == "clear":
            self.board.clear()
            self.refresh()
