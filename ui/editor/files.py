"""The position editor's checks and files: the board as a position file mapping, the engine's checks
of it (the error marked on the table and in the panel), and opening and saving position files.
Mixed into ``PositionEditor`` (ui.editor.editor), whose board, scene, window and panel it uses."""
from __future__ import annotations

import json
import os
import re

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox

from engine.errors import DataError

from .model import Board

translate = QCoreApplication.translate

_KEY_FIELD = re.compile(r"^players\.(p[12])\.field\[(\d+)\]")


def _dialogs() -> bool:
    return not os.environ.get("SPIRIT_TABLE_NO_DIALOGS")


class PositionFilesMixin:
    """Checking the board and reading and writing position files (part of ``PositionEditor``)."""

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
        self.window.statusBar().showMessage(translate("PositionFiles", "Not a valid position — {error}").format(error=text), 12000)
        self._mark_error(err)
        if self.panel is not None:
            self.panel.show_check(err)
        if _dialogs():
            QMessageBox.warning(self.window, translate("PositionFiles", "The position is not valid"),
                                translate("PositionFiles", "The engine does not accept this position:\n\n{error}\n\nFix it and try again (the "
                                                 "card is marked on the table).").format(error=text))

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
                    ans = QMessageBox.question(self.window, translate("PositionFiles", "Save an invalid position?"),
                                               translate("PositionFiles", "The engine does not accept this position yet:\n\n{error}\n\n"
                                                                "Save it anyway?").format(error=text))
                    if ans != QMessageBox.StandardButton.Yes:
                        return False
                self.messages.append(f"saved with an error: {text}")
        try:
            write_atomic(path, self.position_text())
        except OSError as e:
            self._say(translate("PositionFiles", "Cannot write {path}: {error}").format(path=path, error=e))
            return False
        self.path = path
        self.window.statusBar().showMessage(translate("PositionFiles", "Position saved: {path}").format(path=path), 6000)
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
            self.window.statusBar().showMessage(translate("PositionFiles", "Cannot open {path}: {error}").format(path=path, error=text), 12000)
            if _dialogs():
                QMessageBox.warning(self.window, translate("PositionFiles", "Cannot open the position"), f"{path}\n\n{text}")
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
            self.window.statusBar().showMessage(translate("PositionFiles", "The file's actions and expect are not part of the board: "
                                                                 "saving writes the position only"), 10000)
        return True

    def save_dialog(self) -> None:
        start = self.path or os.path.join(os.path.expanduser("~"), "position.yaml")
        path, _ = QFileDialog.getSaveFileName(self.window, translate("PositionFiles", "Save position"), start,
                                              translate("PositionFiles", "Positions (*.yaml *.yml);;All (*)"))
        if path:
            self.save_position(path)

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.window, translate("PositionFiles", "Open position in the editor"), "",
                                              translate("PositionFiles", "Positions (*.yaml *.yml *.json);;All (*)"))
        if path:
            self.open_position(path)
