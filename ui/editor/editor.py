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
"""
from __future__ import annotations

import json
import os
import re

from PySide6.QtCore import QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QFileDialog, QFrame, QMenu, QMessageBox, QVBoxLayout

from engine.errors import DataError

from ..replay.mat import show_mat
from ..table import layout as L
from ..table.items import CardItem, CoreItem
from .model import AREA_NAMES, Board
from .palette import MIME, CardPalette
from .panel import EditorPanel

_KEY_FIELD = re.compile(r"^players\.(p[12])\.field\[(\d+)\]")
PAUSED_ACTIONS = ("keySpace", "keyEnter", "undo", "redo", "Concede", "Show both hands (practice)")
STATE_LABELS = (("refresh", "Refreshed"), ("exhausted", "Exhausted"), ("heavy_exhausted", "Heavy exhausted"))


def _dialogs() -> bool:
    return not os.environ.get("SPIRIT_TABLE_NO_DIALOGS")


class PositionEditor(QObject):
    def __init__(self, window, on_play=None):
        """``window``: the main window. ``on_play(position, mode, mapping)`` starts a game from a checked
        position; mode is "bot" or "practice"."""
        super().__init__(window)
        self.window = window
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
        menu = QMenu("&Position", w)
        menu.setObjectName("positionMenu")
        before = next((a for a in mb.actions() if a.text().replace("&", "") == "View"), None)
        mb.insertMenu(before, menu) if before is not None else mb.addMenu(menu)

        def act(text, slot, keys=(), name=""):
            a = QAction(text, w)
            a.setObjectName(name or text)
            if keys:
                a.setShortcuts([QKeySequence(k) for k in keys])
            a.triggered.connect(lambda _=False: slot())
            menu.addAction(a)
            return a

        self.a_edit = act("Edit position", lambda: self.enter(), ["Ctrl+E"], "editPosition")
        act("New empty position", lambda: self.enter(self.empty_board()), [], "emptyPosition")
        act("Open position in the editor…", self.open_dialog, [], "openPositionEditor")
        act("Save position…", self.save_dialog, ["Ctrl+Shift+S"], "savePosition")
        menu.addSeparator()
        self.editing_actions = [
            act("Play from here against the bot", lambda: self.leave("bot"), [], "playBot"),
            act("Play from here (practice)", lambda: self.leave("practice"), [], "playPractice"),
            act("Leave the editor", lambda: self.leave("cancel"), [], "leaveEditor")]
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

        dock = QDockWidget("Position editor", self.window)
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
        self.window.statusBar().showMessage("Position editor: drag cards from the palette, right-click cards, "
                                            "cores and areas to change them", 8000)

    def _suspend(self) -> None:
        c, w = self.c, self.window
        if self.dock is None:
            self._build_dock()
        self.active = True
        self._initial = c.initial
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
        self.scene.preview.setVisible(False)

    def leave(self, mode: str = "cancel") -> bool:
        """Leave the editor. "cancel": back to the game as it was. "bot" / "practice": the engine checks the
        position; if it is valid the game starts from it, else the error is shown and the editor stays."""
        if not self.active:
            return False
        if mode == "cancel":
            self._restore()
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

    # ------------------------------------------------------------------ checking
    def annotations(self):
        sc = self.scene
        if hasattr(sc, "annotations"):
            try:
                return list(sc.annotations() or [])
            except Exception:  # the annotation layer is another module's business
                return self.board.annotations
        return self.board.annotations

    def mapping(self) -> dict:
        """The board as a position file mapping (plain dicts and lists), annotations included."""
        return json.loads(json.dumps(self.board.to_mapping(self.annotations()), ensure_ascii=False))

    def validate(self):
        """(engine Position, None) or (None, DataError): the checks of a position file."""
        from engine.position import parse_position

        try:
            return parse_position(self.mapping()), None
        except DataError as e:
            return None, e

    def show_error(self, err: DataError) -> None:
        self.last_error = err
        text = f"{err.path}: {err.message}"
        self.messages.append(text)
        self.window.statusBar().showMessage(f"Not a valid position — {text}", 12000)
        self._mark_error(err)
        if self.panel is not None:
            self.panel.show_check(err)
        if _dialogs():
            QMessageBox.warning(self.window, "The position is not valid",
                                f"The engine does not accept this position:\n\n{text}\n\n"
                                f"Fix it and try again (the card is marked on the table).")

    def _mark_error(self, err) -> None:
        m = _KEY_FIELD.match(err.path or "") if err is not None else None
        for it in self.scene.cards.values():
            if it.glow == "illegal":
                it.set_glow(None)
        if m and self.board is not None:
            p = 0 if m.group(1) == "p1" else 1
            i = int(m.group(2))
            field = self.board.sides[p].field
            if i < len(field):
                it = self.scene.cards.get(field[i].uid)
                if it is not None:
                    it.set_glow("illegal")

    # ------------------------------------------------------------------ position files
    def current_board(self) -> Board:
        """The board being edited, or the table's game as a board."""
        if self.active and self.board is not None:
            return self.board
        return Board.from_game(self.c.game) if self.c.game is not None else self.empty_board()

    def position_text(self) -> str:
        import yaml

        board = self.current_board()
        saved, self.board = self.board, board
        try:
            mapping = self.mapping()
        finally:
            self.board = saved
        head = "# Spirit Table position (position-format.md, version 1)\n"
        return head + yaml.safe_dump(mapping, sort_keys=False, allow_unicode=True, width=110)

    def save_position(self, path: str, force: bool = False) -> bool:
        """Write a position file (YAML). An invalid board is written only when ``force`` (or the user
        says so): a writer may save work in progress."""
        from engine.save import write_atomic

        if self.active:
            _pos, err = self.validate()
            if err is not None and not force:
                text = f"{err.path}: {err.message}"
                if _dialogs():
                    ans = QMessageBox.question(self.window, "Save an invalid position?",
                                               f"The engine does not accept this position yet:\n\n{text}\n\n"
                                               f"Save it anyway?")
                    if ans != QMessageBox.StandardButton.Yes:
                        return False
                self.messages.append(f"saved with an error: {text}")
        try:
            write_atomic(path, self.position_text())
        except OSError as e:
            self._say(f"Cannot write {path}: {e}")
            return False
        self.path = path
        self.window.statusBar().showMessage(f"Position saved: {path}", 6000)
        return True

    def open_position(self, path: str) -> bool:
        """Open a position file into the editor. A file the engine refuses still opens when the editor can
        show it (the error is shown); annotations go to the table's annotation layer."""
        from engine.annotations import parse_annotations
        from engine.position import parse_position
        from engine.yamlio import load_file

        try:
            raw = load_file(path)
            board = Board.from_mapping(raw)
        except (DataError, OSError) as e:
            text = str(e)
            self.messages.append(text)
            self.window.statusBar().showMessage(f"Cannot open {path}: {text}", 12000)
            if _dialogs():
                QMessageBox.warning(self.window, "Cannot open the position", f"{path}\n\n{text}")
            return False
        if hasattr(self.scene, "set_annotations"):
            try:
                self.scene.set_annotations(parse_annotations(raw.get("annotations")))
                board.annotations = None  # the table's layer holds them now
            except DataError:
                pass
        self.path = path
        self.enter(board)
        try:
            parse_position(raw)
        except DataError as e:
            self.show_error(e)
        if raw.get("actions") or raw.get("expect"):
            self.window.statusBar().showMessage("The file's actions and expect are not part of the board: "
                                                "saving writes the position only", 10000)
        return True

    def save_dialog(self) -> None:
        start = self.path or os.path.join(os.path.expanduser("~"), "position.yaml")
        path, _ = QFileDialog.getSaveFileName(self.window, "Save position", start,
                                              "Positions (*.yaml *.yml);;All (*)")
        if path:
            self.save_position(path)

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.window, "Open position in the editor", "",
                                              "Positions (*.yaml *.yml *.json);;All (*)")
        if path:
            self.open_position(path)

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
        show_mat(sc, game, names, "EDITING POSITION")
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
                self.window.statusBar().showMessage("The engine accepts this position.", 6000)
        elif key == "clear":
            self.board.clear()
            self.refresh()

    # ------------------------------------------------------------------ where things are
    def zone_at(self, pos: QPointF):
        """What lies under a scene point: ("card", p, i) for a field card, (area, p) for an area,
        ("side", p) for the rest of a player's half."""
        for it in self.scene.items(pos):
            if isinstance(it, CardItem) and it.isVisible() and it.zone == "field":
                return ("card", it.owner, it.index)
        pt = (pos.x(), pos.y())
        for name in ("hand", "field", "trash", "removed", "deck", "reserve", "life", "void", "plate"):
            for seat in (0, 1):
                if L.contains(L.zone_rect(seat, name), pt):
                    return (name, self.scene.player_at(seat))
        for seat in (0, 1):
            if L.contains(L.half_rect(seat), pt):
                return ("side", self.scene.player_at(seat))
        return None

    def drop_card(self, card_id: str, pos: QPointF) -> bool:
        """A palette card dropped at a scene point."""
        z = self.zone_at(pos)
        if z is None:
            return False
        if z[0] == "card":
            return self.put(card_id, z[1], "field", z[2] + 1)
        area = "field" if z[0] == "side" else z[0]
        if area not in AREA_NAMES:
            self._say("Put cards into a Hand, Field, Trash, Removed Area or Deck")
            return False
        return self.put(card_id, z[1], area)

    # ------------------------------------------------------------------ the view's controller interface
    def can_drag(self, source) -> bool:
        return self.active

    def cores_at(self, player: int, place: str) -> int:
        return self.board.cores_at(player, place)

    def drag_targets(self, source) -> list:
        if source[0] == "core":
            out = [("reserve", source[1]), ("trash", source[1])]
            for p in (0, 1):
                out += [("card", p, i) for i in range(len(self.board.sides[p].field))]
            return out
        return [("field", 0), ("field", 1), ("trash", 0), ("trash", 1)]

    def drop(self, source, target, count: int = 1) -> str:
        z = self.zone_at(self._last_pos)
        if z is None:
            return "noop"
        kind, owner = source[0], source[1]
        try:
            if kind == "core":
                _, _, place, soul, _role = source
                dst = {"reserve": "reserve", "life": "life", "trash": "trash", "void": "void"}.get(z[0])
                to = z[1]
                if z[0] == "card":
                    dst = f"field[{z[2]}]"
                if dst is None or (dst == place and to == owner):
                    return "noop"
                self.board.move_cores(owner, place, to, dst, count, soul)
            else:
                area = "hand" if kind == "hand" else "field"
                index = source[2]
                if z[0] == "card":
                    to_area, to, at = "field", z[1], z[2]
                elif z[0] in AREA_NAMES or z[0] == "side":
                    to_area, to, at = ("field" if z[0] == "side" else z[0]), z[1], None
                else:
                    return "noop"
                if (to_area, to) == (area, owner) and at is None:
                    return "noop"
                self.board.move_card(owner, area, index, to, to_area, at)
        except (ValueError, IndexError) as e:
            self._say(str(e))
            return "rejected"
        self.refresh()
        return "applied"

    def click(self, source) -> None:
        return None

    def click_card(self, ref: str) -> bool:
        return False

    def double_click(self, source) -> None:
        """Double-click: a field card turns to its next state; a hand card goes to the Field."""
        if source[0] == "card":
            e = self.board.sides[source[1]].field[source[2]]
            nxt = {"refresh": "exhausted", "exhausted": "heavy_exhausted", "heavy_exhausted": "refresh"}[e.state]
            self._do(self.board.set_state, source[1], source[2], nxt)
        elif source[0] == "hand":
            self._do(self.board.move_card, source[1], "hand", source[2], source[1], "field")

    def button_clicked(self) -> None:
        return None

    def context_actions(self, source) -> list:
        return []  # the editor's own menus come from the event filter (every item and area)

    # ------------------------------------------------------------------ context menus
    def context_entries(self, item=None, zone=None) -> list:
        """[(label, callable or None)] for a card item, a core item, or an area ``zone`` = (name, player).
        A None callable is a disabled line (a heading)."""
        b = self.board
        if isinstance(item, CoreItem):
            return self._core_entries(item)
        if isinstance(item, CardItem):
            where = b.where(item.uid)
            if where is None:
                return []
            p, area, i = where
            return self._card_entries(p, area, i)
        if zone is not None:
            return self._zone_entries(*zone[:2])
        return []

    def _card_entries(self, p, area, i) -> list:
        b = self.board
        side = b.sides[p]
        uid = side.field[i].uid if area == "field" else side.area(area)[i]
        card = b.card(uid)
        out = [(f"{card.name}  ({AREA_NAMES[area]} of P{p + 1})", None)]
        if area == "field":
            e = side.field[i]
            lv = card.level_for(e.cores + (1 if side.soul == uid else 0), side.soul == uid)
            out.append((f"Cores: {e.cores}" + (" + Soul Core" if side.soul == uid else "") + f"  (Lv{lv})", None))
            out.append(("Add a core (+)", lambda: self._do(b.add_cores, p, i, 1)))
            out.append(("Remove a core (−)", (lambda: self._do(b.add_cores, p, i, -1)) if e.cores > 0 else None))
            for n in sorted({card.lv1_cost, *(lv_.cores for lv_ in card.levels if lv_.cores < 20)}):
                if card.levels and n != e.cores:
                    out.append((f"Set {n} cores", lambda n=n: self._do(b.set_cores, p, i, n)))
            if side.soul != uid:
                out.append(("Move the Soul Core here", lambda: self._do(b.set_soul, p, f"field[{i}]")))
            else:
                out.append(("Move the Soul Core to the Reserve", lambda: self._do(b.set_soul, p, "reserve")))
            for st, label in STATE_LABELS:
                out.append((("✓ " if e.state == st else "    ") + label,
                            (lambda st=st: self._do(b.set_state, p, i, st)) if e.state != st else None))
        for to_area in ("hand", "field", "trash", "removed", "deck"):
            if to_area == area or (to_area == "field" and card.is_magic):
                continue
            label = "Put on top of the Deck" if to_area == "deck" else f"Move to the {AREA_NAMES[to_area]}"
            out.append((label, lambda a=to_area: self._do(b.move_card, p, area, i, p, a)))
        if not (area == "field" and card.is_magic):
            other = 1 - p
            out.append((f"Give to P{other + 1} ({AREA_NAMES[area]})",
                        lambda: self._do(b.move_card, p, area, i, other, area)))
        out.append(("Remove the card", lambda: self._do(b.remove, p, area, i)))
        return out

    def _core_entries(self, item) -> list:
        b = self.board
        p = item.owner
        place = item.place
        if isinstance(place, tuple) and place[0] == "field":
            i = b.sides[p].field_index(place[1] - 1)
            return self._card_entries(p, "field", i) if i is not None else []
        if item.soul:
            out = [(f"P{p + 1}'s Soul Core", None)]
            for spot, label in (("reserve", "Reserve"), ("life", "Life"), ("trash", "Trash"), ("void", "Void")):
                if spot != b.sides[p].soul:
                    out.append((f"Move the Soul Core to the {label}", lambda s=spot: self._do(b.set_soul, p, s)))
            return out
        if place in ("reserve", "life", "trash"):
            return self._zone_entries(place, p)
        return []

    def _zone_entries(self, name, p) -> list:
        b = self.board
        side = b.sides[p]
        key = {"reserve": "reserve", "life": "life", "trash": "trash_cores"}.get(name)
        if key is not None:
            n = getattr(side, key)
            title = {"reserve": "Reserve", "life": "Life", "trash_cores": "Trash"}[key]
            out = [(f"P{p + 1}'s {title}: {n} cores", None),
                   ("Add a core (+)", lambda: self._do(b.set_count, p, key, n + 1)),
                   ("Remove a core (−)", (lambda: self._do(b.set_count, p, key, n - 1)) if n > 0 else None)]
            if side.soul != name and name in ("reserve", "life", "trash"):
                out.append(("Move the Soul Core here", lambda: self._do(b.set_soul, p, name)))
            return out
        if name == "deck":
            out = [(f"P{p + 1}'s Deck: {len(side.deck)} cards + {side.blanks} blank", None),
                   ("Add 10 blank cards", lambda: self._do(b.set_count, p, "blanks", side.blanks + 10)),
                   ("Remove 10 blank cards", (lambda: self._do(b.set_count, p, "blanks", side.blanks - 10))
                    if side.blanks else None)]
            if side.deck:
                out.append(("Remove the top card", lambda: self._do(b.remove, p, "deck", 0)))
            return out
        if name in ("trash", "removed", "hand") and side.area(name):
            lst = side.area(name)
            return [(f"P{p + 1}'s {AREA_NAMES[name]}: {len(lst)} cards", None),
                    (f"Remove the top card ({b.card(lst[-1]).name})", lambda: self._do(b.remove, p, name, len(lst) - 1))]
        return []

    def _context_menu(self, vpos, gpos) -> None:
        scene_pos = self.view.mapToScene(vpos)
        item = None
        for it in self.view.items(vpos):
            if isinstance(it, (CoreItem, CardItem)) and it.isVisible():
                item = it
                break
        entries = self.context_entries(item) if item is not None else []
        if not entries:
            z = self.zone_at(scene_pos)
            entries = self.context_entries(zone=z) if z is not None else []
        if not entries:
            return
        self.scene.preview.setVisible(False)
        menu = QMenu(self.view)
        menu.setObjectName("editorMenu")
        menu.setStyleSheet("QMenu::item:disabled { color: #9a9486; }")
        for label, fn in entries:
            a = menu.addAction(label)
            if fn is None:
                a.setEnabled(False)
            else:
                a.triggered.connect(lambda _=False, fn=fn: fn())
        menu.exec(gpos)

    # ------------------------------------------------------------------ picking from the palette
    def arm(self, card_id: str) -> None:
        self.armed = card_id
        self.view.viewport().setCursor(Qt.CursorShape.DragCopyCursor)
        name = self.board.cardset[card_id].name if self.board and card_id in self.board.cardset else card_id
        self.window.statusBar().showMessage(f"Click where {name} goes (hold Ctrl to put several; right-click to "
                                            f"stop)", 10000)

    def disarm(self) -> None:
        if self.armed is not None:
            self.window.statusBar().clearMessage()
        self.armed = None
        self.view.viewport().unsetCursor()
        if self.palette is not None:
            self.palette.list.clearSelection()

    def _preview_card(self, card_id: str) -> None:
        if not self.active:
            return
        if card_id and self.board is not None and card_id in self.board.cardset:
            self.scene.preview.show_card(self.board.cardset[card_id], L.SCENE_W)
        else:
            self.scene.preview.setVisible(False)

    # ------------------------------------------------------------------ events on the table
    def eventFilter(self, obj, event) -> bool:
        if not self.active:
            return False
        t = event.type()
        if t in (QEvent.Type.DragEnter, QEvent.Type.DragMove):
            if event.mimeData().hasFormat(MIME):
                self._last_pos = self.view.mapToScene(event.position().toPoint())
                event.acceptProposedAction()
                return True
            return False
        if t == QEvent.Type.Drop:
            if event.mimeData().hasFormat(MIME):
                cid = bytes(event.mimeData().data(MIME)).decode()
                self._last_pos = self.view.mapToScene(event.position().toPoint())
                event.acceptProposedAction()
                self.drop_card(cid, self._last_pos)
                self.disarm()
                return True
            return False
        if getattr(self.view, "tool", None) is not None:
            return False  # an annotation or export tool has the mouse
        if t in (QEvent.Type.MouseMove, QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease):
            vpos = event.position().toPoint()
            self._last_pos = self.view.mapToScene(vpos)
            if t == QEvent.Type.MouseButtonPress and event.button() == Qt.MouseButton.RightButton:
                if self.armed is not None:
                    self.disarm()
                else:
                    self._context_menu(vpos, event.globalPosition().toPoint())
                return True
            if self.armed is not None and event.button() == Qt.MouseButton.LeftButton:
                if t == QEvent.Type.MouseButtonRelease:
                    cid = self.armed
                    keep = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
                    if not keep:
                        self.disarm()
                    self.drop_card(cid, self._last_pos)
                return t != QEvent.Type.MouseMove
        return False
