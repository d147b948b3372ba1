"""The table's Annotate mode (``AnnotationTool``, set as ``TableView.tool``): mouse gestures that make,
select and delete annotations, their right-click menu, and the inline editor for their text."""
from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsTextItem

from .. import layout as L
from .items import Z_ANNOTATION, AnnotationItem
from .layer import AnnotationLayer
from .style import COLORS, _font, color_icon

translate = QCoreApplication.translate

# ---------------------------------------------------------------------- inline text editor
class TextEditor(QGraphicsTextItem):
    """Typing an annotation's text on the table: Enter keeps it, Esc gives up, Shift+Enter a new line."""

    def __init__(self, tool: "AnnotationTool", item: AnnotationItem, at: QPointF):
        super().__init__()
        self.tool, self.item = tool, item
        key = item.text_key()
        self.setPlainText(str(item.data.get(key, "")))
        self.setFont(_font(16))
        self.setDefaultTextColor(QColor(255, 255, 255))
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextEditorInteraction)
        self.setZValue(Z_ANNOTATION + 20)
        self.setTextWidth(-1)
        self.setPos(at - QPointF(60, 14))
        self.document().contentsChanged.connect(self.update)

    def paint(self, painter, option, widget=None) -> None:
        r = self.boundingRect().adjusted(-6, -4, 6, 4)
        r.setWidth(max(r.width(), 130))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 214, 92), 2))
        painter.setBrush(QColor(18, 20, 26, 245))
        painter.drawRoundedRect(r, 8, 8)
        super().paint(painter, option, widget)

    def boundingRect(self) -> QRectF:
        return super().boundingRect().adjusted(-8, -6, 140, 6)

    def sceneEvent(self, event) -> bool:
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.ShortcutOverride and event.key() in (
                Qt.Key.Key_Escape, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Delete, Qt.Key.Key_Space):
            event.accept()  # the window's Space, Enter, Esc and Del shortcuts wait while typing
            return True
        return super().sceneEvent(event)

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not (
                event.modifiers() & Qt.KeyboardModifier.ShiftModifier):
            self.tool.close_editor(True)
            return
        if event.key() == Qt.Key.Key_Escape:
            self.tool.close_editor(False)
            return
        super().keyPressEvent(event)

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        if self.tool.editor is self:
            self.tool.close_editor(True)


# ---------------------------------------------------------------------- the Annotate mode
class AnnotationTool(QObject):
    """The table's Annotate mode: set as ``view.tool`` while it is on (see the module docstring)."""

    MODES = ("select", "arrow", "label", "ring", "marker")
    mode_changed = Signal(str)

    def __init__(self, scene, parent=None):
        super().__init__(parent)
        self.scene = scene
        self.layer: AnnotationLayer = scene.annot
        self.mode = "arrow"
        self.color = None  # None: each kind's default colour
        self.editor: TextEditor | None = None
        self._new = None  # a label just placed: dropped if its text stays empty
        self._arrow = None  # (item, from place) while an arrow is being dragged
        self.view = None

    # ------------------------------------------------------------------ on / off
    def attach(self, view) -> None:
        self.view = view
        view.tool = self
        self.layer.set_editable(True)

    def detach(self) -> None:
        self.close_editor(True)
        self._cancel_arrow()
        if self.view is not None and self.view.tool is self:
            self.view.tool = None
        self.layer.set_editable(False)
        self.view = None

    def set_mode(self, mode: str) -> None:
        if mode in self.MODES and mode != self.mode:
            self.mode = mode
            self.mode_changed.emit(mode)

    def set_color(self, color) -> None:
        """The colour for new annotations; the selected ones take it too."""
        self.color = color
        for it in self.layer.selected():
            self.layer.update_data(it, color=color)

    def _data(self, kind: str, **kw) -> dict:
        d = {"kind": kind, **kw}
        if self.color is not None:
            d["color"] = self.color
        return d

    # ------------------------------------------------------------------ mouse
    def mouse(self, kind: str, view, event) -> bool:
        pos = view.mapToScene(event.position().toPoint())
        if self.editor is not None:
            if self.editor.sceneBoundingRect().contains(pos):
                from PySide6.QtWidgets import QGraphicsView

                handler = {"press": QGraphicsView.mousePressEvent, "move": QGraphicsView.mouseMoveEvent,
                           "release": QGraphicsView.mouseReleaseEvent,
                           "double": QGraphicsView.mouseDoubleClickEvent}[kind]
                handler(view, event)
                return True
            if kind == "press":
                self.close_editor(True)
                return True
        if kind == "press":
            return self._press(view, event, pos)
        if kind == "move":
            if self._arrow is not None:
                it, _ = self._arrow
                it.data["to"] = self._point(pos)
                it.relayout()
                return True
            return False
        if kind == "release":
            if self._arrow is not None:
                self._finish_arrow(pos)
                return True
            return event.button() == Qt.MouseButton.LeftButton
        if kind == "double":
            it = self.layer.item_at(pos)
            if it is not None:
                self.edit(it)
            return True
        return False

    def _press(self, view, event, pos) -> bool:
        if event.button() == Qt.MouseButton.RightButton:
            it = self.layer.item_at(pos)
            if it is not None:
                self._context_menu(it, event.globalPosition().toPoint())
            return True
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        hit = self.layer.item_at(pos)
        for it in self.layer.selected():
            if it is not hit:
                it.setSelected(False)
        if hit is not None:
            hit.setSelected(True)
            return True
        if self.mode == "arrow":
            src = self.layer.place_at(pos, "arrow")
            it = self.layer.add(self._data("arrow", **{"from": src, "to": self._point(pos)}), notify=False)
            self._arrow = (it, src)
        elif self.mode == "label":
            it = self.layer.add(self._data("label", at=self.layer.place_at(pos, "label"), text=""), notify=False)
            self._new = it
            self.edit(it)
        elif self.mode == "ring":
            it = self.layer.add(self._data("ring", at=self.layer.place_at(pos, "ring")))
            it.setSelected(True)
        elif self.mode == "marker":
            n = max((a.data["number"] for a in self.layer.items if a.kind == "marker"), default=0) + 1
            it = self.layer.add(self._data("marker", at=self.layer.place_at(pos, "marker"), number=min(99, n)))
            it.setSelected(True)
        return True

    def _point(self, pos):
        return {"x": min(1.0, max(0.0, pos.x() / L.SCENE_W)), "y": min(1.0, max(0.0, pos.y() / L.SCENE_H))}

    def _finish_arrow(self, pos) -> None:
        it, src = self._arrow
        self._arrow = None
        dst = self.layer.place_at(pos, "arrow")
        start = self.layer.anchor(src).center
        if dst == src or math.hypot(pos.x() - start.x(), pos.y() - start.y()) < 12 and isinstance(src, dict):
            self.layer.remove(it, notify=False)
            return
        it.data["to"] = dst
        it.relayout()
        it.setSelected(True)
        self.layer.changed.emit()
        self.edit(it)  # type its label now (Enter with nothing typed: no label)

    def _cancel_arrow(self) -> None:
        if self._arrow is not None:
            self.layer.remove(self._arrow[0], notify=False)
            self._arrow = None

    # ------------------------------------------------------------------ text
    def edit(self, it: AnnotationItem) -> None:
        """Open the inline editor on an annotation's text (a label's text, an arrow's or a ring's label,
        a marker's number)."""
        self.close_editor(True)
        if it.kind == "arrow":
            at = it.label_at
        elif it.kind == "ring":
            at = QPointF(it.ring_rect.center().x(), it.ring_rect.bottom() + 18)
        else:
            at = it.at
        self.editor = TextEditor(self, it, at)
        self.scene.addItem(self.editor)
        if self.view is not None:
            self.view.setFocus()
        self.editor.setFocus()
        cur = self.editor.textCursor()
        cur.select(cur.SelectionType.Document)
        self.editor.setTextCursor(cur)

    def close_editor(self, keep: bool) -> None:
        ed, self.editor = self.editor, None
        if ed is None:
            return
        it = ed.item
        text = ed.toPlainText().strip()
        if ed.scene() is not None:
            ed.scene().removeItem(ed)
        new, self._new = self._new is it, None
        if it not in self.layer.items:
            return
        if keep:
            key = it.text_key()
            if key == "number":
                if text.isdigit() and 0 <= int(text) <= 99:
                    self.layer.update_data(it, number=int(text))
            elif it.kind == "label" and not text:
                self.layer.remove(it, notify=not new)
            else:
                self.layer.update_data(it, **{key: text[:200] or None})
                if new:
                    it.setSelected(True)
        elif new:
            self.layer.remove(it, notify=False)

    # ------------------------------------------------------------------ menus
    def _context_menu(self, it, gpos) -> None:
        from PySide6.QtWidgets import QMenu

        it.setSelected(True)
        menu = QMenu(self.view)
        menu.setObjectName("annotationMenu")
        from .menu import COLOR_WORDS

        menu.addAction(translate("Annotate", "Edit text…") if it.kind != "marker"
                       else translate("Annotate", "Edit number…")).triggered.connect(lambda: self.edit(it))
        sub = menu.addMenu(translate("Annotate", "Colour"))
        for name in COLORS:
            sub.addAction(color_icon(name), translate("Annotate", COLOR_WORDS.get(name, name))).triggered.connect(
                lambda _=False, n=name: self.layer.update_data(it, color=n))
        menu.addSeparator()
        menu.addAction(translate("Annotate", "Delete")).triggered.connect(lambda: self.layer.remove(it))
        menu.exec(gpos)

    def delete_selected(self) -> int:
        if self.editor is not None:
            return 0
        return self.layer.delete_selected()
