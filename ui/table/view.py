"""The view over the table: fits the mat to the window, zooms with the wheel, pans (middle button, or
left-drag on empty felt), shows the hover preview, and turns mouse gestures into intents for the
controller. A drag moves the real item; the controller answers, and the scene either follows the new
state or snaps the item back."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, Qt, QTimer
from PySide6.QtGui import QCursor, QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView, QMenu

from . import zvalues as Z
from .items import CardItem, CoreItem
from .mat import ButtonItem

DRAG_START_PX = 5
PREVIEW_SCREEN_W = 330  # the hover preview's least width on screen, in pixels (its text readable)


class TableView(QGraphicsView):
    def __init__(self, scene, parent=None):
        super().__init__(scene, parent)
        self._scene = scene  # the view does not own its scene: keep it alive
        self.controller = None
        self.tool = None  # a mode that takes the mouse first (annotating, picking an export region)
        self.resized = None  # called after a resize (overlays re-centre)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setMouseTracking(True)
        self.zoom = 1.0
        self._press = None  # (item, source, press viewport pos, grab offset)
        self._drag = None
        self._click = None
        self._riders = []
        self._pan = None
        self._hover = None
        self._lifted = None
        self._hover_timer = QTimer(self)
        self._hover_timer.setSingleShot(True)
        self._hover_timer.setInterval(260)
        self._hover_timer.timeout.connect(self._show_preview)

    # ------------------------------------------------------------------ fitting and zoom
    def fit(self) -> None:
        self.resetTransform()
        self.fitInView(self._scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        if self.zoom != 1.0:
            self.scale(self.zoom, self.zoom)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit()
        if self.resized is not None:
            self.resized()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.fit()

    def wheelEvent(self, event) -> None:
        f = 1.15 if event.angleDelta().y() > 0 else 1 / 1.15
        new = max(1.0, min(3.0, self.zoom * f))
        if new == 1.0:
            self.zoom = 1.0
            self.fit()
            return
        self.scale(new / self.zoom, new / self.zoom)
        self.zoom = new

    def reset_zoom(self) -> None:
        self.zoom = 1.0
        self.fit()

    # ------------------------------------------------------------------ mouse
    def _grab_item(self, vpos, modifiers=None):
        """The item under the cursor that a gesture starts from. A core, except that a core lying on a
        field card gives way to the card when dragging the card means something now (an attack, a
        block): the card moves wherever it is pressed. Alt takes the core all the same. A hovered hand
        card, lifted a little, is still under the cursor where it lay."""
        items = self.items(vpos)
        core = next((it for it in items if isinstance(it, CoreItem) and it.isVisible()), None)
        card = next((it for it in items if isinstance(it, (CardItem, ButtonItem)) and it.isVisible()), None)
        if core is None:
            lifted = self._lifted
            if lifted is not None and lifted is not card and self._rest_rect(lifted).contains(self.mapToScene(vpos)):
                return lifted
            return card
        alt = modifiers is not None and bool(modifiers & Qt.KeyboardModifier.AltModifier)
        if not alt and isinstance(card, CardItem) and card.zone == "field" and self._card_acts(card):
            return card
        return core

    def _card_acts(self, card) -> bool:
        """Whether dragging this field card does something now (the game's controller only)."""
        c = self.controller
        if c is None or not getattr(c, "cards_over_cores", False):
            return False
        src = self._scene.source_of(card)
        return src is not None and c.can_drag(src) and bool(c.drag_targets(src))

    def _rest_rect(self, card):
        """Where a (lifted) card lies on the mat, as the last sync placed it."""
        from PySide6.QtCore import QRectF

        from . import layout as L

        x, y = self._scene.targets.get(card, (card.x(), card.y()))[:2]
        return QRectF(x - L.CARD_W / 2, y - L.CARD_H / 2, L.CARD_W, L.CARD_H)

    def mousePressEvent(self, event) -> None:
        if self.tool is not None and self.tool.mouse("press", self, event):
            return
        vpos = event.position().toPoint()
        if event.button() == Qt.MouseButton.MiddleButton:
            self._pan = vpos
            return
        if event.button() == Qt.MouseButton.RightButton:
            self._context(vpos, event.globalPosition().toPoint())
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self._hide_preview()
        item = self._grab_item(vpos, event.modifiers())
        if isinstance(item, ButtonItem):
            if self.controller is not None and item.enabled:
                self.controller.button_clicked()
            return
        src = self._scene.source_of(item) if item is not None else None
        if src is None or self.controller is None or not self.controller.can_drag(src):
            self._pan = vpos if item is None and self.zoom > 1.0 else None
            self._click = item if isinstance(item, CardItem) else None  # a click may answer a choice
            return
        grab = self.mapToScene(vpos) - item.pos()
        self._press = (item, src, vpos, grab)

    def mouseMoveEvent(self, event) -> None:
        if self.tool is not None and self.tool.mouse("move", self, event):
            return
        vpos = event.position().toPoint()
        if self._pan is not None:
            d = vpos - self._pan
            self._pan = vpos
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - d.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - d.y())
            return
        if self._press is not None and self._drag is None:
            if (vpos - self._press[2]).manhattanLength() >= DRAG_START_PX:
                self._begin_drag()
        if self._drag is not None:
            item, src, _, grab = self._drag
            p = self.mapToScene(vpos) - grab
            item.setPos(p)
            for core, off in self._riders:
                core.setPos(p + off)
            return
        self._hover_at(vpos)

    def mouseReleaseEvent(self, event) -> None:
        if self.tool is not None and self.tool.mouse("release", self, event):
            return
        if self._pan is not None:
            self._pan = None
            return
        if self._click is not None:
            item, self._click = self._click, None
            ref = self._scene.card_ref(item)
            if ref is not None and self.controller is not None:
                self.controller.click_card(ref)
            return
        if self._drag is not None:
            item, src, _, _ = self._drag
            self._drag = self._press = None
            target = self._scene.target_at(self.mapToScene(event.position().toPoint()), exclude=item)
            self._scene.unlight()
            count = self._ask_count(src, event.modifiers())
            if count is None:
                self._scene.relayout(160)
                return
            self.controller.drop(src, target, count)
            self._scene.relayout(160)
            return
        if self._press is not None:
            item, src, _, _ = self._press
            self._press = None
            ref = self._scene.card_ref(item)
            if ref is None or not self.controller.click_card(ref):
                self.controller.click(src)

    def mouseDoubleClickEvent(self, event) -> None:
        if self.tool is not None and self.tool.mouse("double", self, event):
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        item = self._grab_item(event.position().toPoint())
        src = self._scene.source_of(item) if item is not None else None
        if src is not None and self.controller is not None:
            self._press = None
            self.controller.double_click(src)
        elif item is None:
            self.reset_zoom()

    def _begin_drag(self) -> None:
        item, src, vpos, grab = self._press
        self._drag = self._press
        self._lift(None)
        self._scene.tween.stop(item)
        item.setZValue(Z.DRAG)
        item.setRotation(0.0 if isinstance(item, CardItem) and item.zone == self._scene.layout.play_from
                         else item.rotation())
        self._riders = [(c, c.pos() - item.pos()) for c in self._scene.riders(item)]  # cores on a moved card
        for c, _ in self._riders:
            self._scene.tween.stop(c)
            c.setZValue(Z.DRAG - 1 if isinstance(c, CardItem) else Z.DRAG + 1)  # cards under it, cores on it
        targets = self.controller.drag_targets(src)
        self._scene.light(targets, keep=(item,))

    def forget_items(self) -> None:
        """The scene's items are about to go (a new game): drop every gesture and hover that holds one."""
        self._press = self._drag = self._click = None
        self._riders = []
        self._pan = None
        self._hover = self._lifted = None
        self._hide_preview()

    def cancel_drag(self) -> bool:
        """Esc while dragging: put the item back. Returns True if there was a drag."""
        if self._drag is None:
            return False
        self._drag = self._press = None
        self._scene.unlight()
        self._scene.relayout(160)
        return True

    def _ask_count(self, src, mods):
        """Shift moves every normal core of the place; Ctrl asks how many."""
        if src[0] != "core" or src[3] or src[4]:
            return 1
        n = self.controller.cores_at(src[1], src[2])
        if n <= 1:
            return 1
        if mods & Qt.KeyboardModifier.ShiftModifier:
            return n
        if mods & Qt.KeyboardModifier.ControlModifier:
            menu = QMenu(self)
            menu.setObjectName("countMenu")
            for k in range(1, n + 1):
                menu.addAction((QCoreApplication.translate("TableView", "Move {n} cores") if k > 1 else
                                QCoreApplication.translate("TableView", "Move {n} core")).format(n=k)).setData(k)
            chosen = menu.exec(QCursor.pos())
            return chosen.data() if chosen is not None else None
        return 1

    def _context(self, vpos, gpos) -> None:
        item = self._grab_item(vpos)
        src = self._scene.source_of(item) if item is not None else None
        if src is None or self.controller is None:
            return
        entries = self.controller.context_actions(src)
        if not entries:
            return
        menu = QMenu(self)
        for label, fn in entries:
            menu.addAction(label).triggered.connect(fn)
        menu.exec(gpos)

    # ------------------------------------------------------------------ hover
    def _hover_at(self, vpos) -> None:
        item = self._grab_item(vpos)
        self._scene.button.set_hot(isinstance(item, ButtonItem))
        card = item if isinstance(item, CardItem) else None
        if card is not self._hover:
            self._hover = card
            in_hand = card is not None and card.zone == self._scene.layout.play_from
            self._lift(card if in_hand and card.owner in self._scene.reveal else None)
            self._scene.preview.setVisible(False)
            if card is not None:
                self._hover_timer.start()

    def refresh_hover(self) -> None:
        """The table changed under a cursor that did not move: the lift and the preview follow what is
        under it now (not the card that was there before)."""
        if self._drag is not None or self._press is not None or self.tool is not None:
            return
        self._hover_timer.stop()
        self._scene.preview.setVisible(False)
        self._hover = None
        pos = self.viewport().mapFromGlobal(QCursor.pos())
        if self.viewport().rect().contains(pos) and self.isVisible():
            self._hover_at(pos)
        else:
            self._lift(None)

    def _show_preview(self) -> None:
        if self._hover is not None and self._drag is None and self._hover.scene() is self._scene:
            self._scene.show_preview(self._hover)
            self.size_preview()

    def size_preview(self) -> None:
        """The preview is at least ``PREVIEW_SCREEN_W`` pixels wide on screen however small the table is
        drawn (grown about its outer edge, and kept on the mat)."""
        from . import layout as L

        pv = self._scene.preview
        if not pv.isVisible():
            return
        pv.setScale(1.0)
        r, b = pv.rect, pv.boundingRect()
        s = self.transform().m11()
        cx = r.right() if r.center().x() > L.SCENE_W / 2 else r.left()
        cy = r.center().y()
        k = PREVIEW_SCREEN_W / (r.width() * s) if s > 0 else 1.0
        k = min(k, (cy - 8) / max(1.0, cy - b.top()), (L.SCENE_H - 8 - cy) / max(1.0, b.bottom() - cy))
        pv.setTransformOriginPoint(cx, cy)
        pv.setScale(max(1.0, k))

    def _hide_preview(self) -> None:
        self._hover_timer.stop()
        self._scene.preview.setVisible(False)

    def _lift(self, card) -> None:
        """Raise a hovered hand card a little (display only)."""
        if self._lifted is card:
            return
        if self._lifted is not None and self._lifted in self._scene.targets:
            x, y, rot, z = self._scene.targets[self._lifted]
            self._lifted.setZValue(z)
            self._scene.tween.move(self._lifted, x, y, rot, 120)
        self._lifted = card
        if card is not None and card in self._scene.targets:
            x, y, rot, z = self._scene.targets[card]
            up = -34 if self._scene.seat(card.owner) == 0 else 34
            card.setZValue(Z.HAND_HOVER)
            self._scene.tween.move(card, x, y + up, 0.0, 120)

    def leaveEvent(self, event) -> None:
        self._hover = None
        self._lift(None)
        self._hide_preview()
        super().leaveEvent(event)

    def scene_to_global(self, x: float, y: float):
        """Screen position of a scene point (tests and the e2e hook)."""
        return self.viewport().mapToGlobal(self.mapFromScene(QPointF(x, y)))
