"""The position editor on the table: what lies under a point, palette cards dropped or clicked onto
the table, and the controller interface the view's gestures call while the editor is on (drags of cards
and cores, double-clicks) with the event filter on the view's viewport. Mixed into ``PositionEditor``
(ui.editor.editor)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, Qt

from .. import i18n
from ..table import layout as L
from ..table.items import CardItem
from .model import AREA_NAMES
from .palette import MIME

translate = QCoreApplication.translate


class TableInputMixin:
    """The table's gestures while editing (part of ``PositionEditor``)."""

    # ------------------------------------------------------------------ where things are
    def zone_at(self, pos: QPointF):
        """What lies under a scene point: ("card", p, i) for a field card, (area, p) for an area,
        ("side", p) for the rest of a player's half."""
        for it in self.scene.items(pos):
            if isinstance(it, CardItem) and it.isVisible() and it.zone == "field":
                return ("card", it.owner, it.index)
        pt = (pos.x(), pos.y())
        hit = self.scene.layout.zone_at(pt)
        if hit is not None:
            return (hit[1], self.scene.player_at(hit[0]))
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
            self._say(translate("EditorInput", "Put cards into a Hand, Field, Trash, Removed Area or Deck"))
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

    # ------------------------------------------------------------------ picking from the palette
    def arm(self, card_id: str) -> None:
        self.armed = card_id
        self.view.viewport().setCursor(Qt.CursorShape.DragCopyCursor)
        name = i18n.card_name(self.board.cardset[card_id]) if self.board and card_id in self.board.cardset else card_id
        self.window.statusBar().showMessage(translate("EditorInput", "Click where {card} goes (hold Ctrl to put several; "
                                                                     "right-click to stop)").format(card=name), 10000)

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
