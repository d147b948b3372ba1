"""The two card lists of the deck window: the card pool and the deck. A row shows the card's colour and
cost (the position editor's swatch), its name, a line about it and its copies in the deck.

Drag a card from the pool onto the deck to add a copy, from the deck onto the pool (or anywhere outside
the deck) to remove one. A drag carries the card id and the list it came from.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QMimeData, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QCursor, QDrag, QFont, QPainter, QPen
from PySide6.QtWidgets import (QAbstractItemView, QFrame, QListWidget, QListWidgetItem, QStyle, QStyledItemDelegate,
                               QVBoxLayout)

from engine.words import cards as cw

from .. import i18n
from ..editor.palette import COLOR_WORDS, TYPE_WORDS, swatch

translate = QCoreApplication.translate

MIME = "application/x-spirit-table-deck-card"
ID_ROLE = Qt.ItemDataRole.UserRole
COUNT_ROLE = Qt.ItemDataRole.UserRole + 1
OVER_ROLE = Qt.ItemDataRole.UserRole + 2  # more copies than the rule set allows
HEAD_ROLE = Qt.ItemDataRole.UserRole + 3  # a heading row ("Spirits (24)")
SUB_ROLE = Qt.ItemDataRole.UserRole + 4  # the line under the name


_ICONS: dict = {}


def icon(card):
    """The position editor's swatch for the card, made once per card."""
    ic = _ICONS.get(card.id)
    if ic is None:
        ic = _ICONS[card.id] = swatch(card, 26)
    return ic


def name(card) -> str:
    """The card's name in the table's language (its English name when it has none there)."""
    return cw.name(card, i18n.language())


def subtitle(card) -> str:
    lang = i18n.language()
    parts = [translate("CardPalette", TYPE_WORDS.get(card.type, card.type)),
             translate("DeckLists", "cost {cost}").format(cost=card.cost)]
    if card.levels:
        parts.append(translate("DeckLists", "{n} levels").format(n=len(card.levels))
                     + (f", BP {card.levels[-1].bp:,}" if card.levels[-1].bp else ""))
    if card.families:
        parts.append(" / ".join(cw.families(card, lang)))
    return "  ·  ".join(parts)


def tooltip(card) -> str:
    red = "/".join(translate("CardPalette", COLOR_WORDS.get(c, c)) for c in card.reduction)
    lines = [f"{name(card)}  ({card.id})", f"{subtitle(card)}"
             + ("  ·  " + translate("DeckLists", "reduction {colours}").format(colours=red) if red else "")]
    text = cw.text(card, i18n.language())
    if text:
        lines.append(text)
    return "\n".join(lines)


class RowDelegate(QStyledItemDelegate):
    """Paints a card row (swatch, name, subtitle, count badge) or a heading row."""

    ROW_H = 38
    HEAD_H = 26

    def sizeHint(self, option, index):
        return QSize(200, self.HEAD_H if index.data(HEAD_ROLE) else self.ROW_H)

    def paint(self, p: QPainter, option, index) -> None:
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = option.rect
        if index.data(HEAD_ROLE):
            f = QFont(option.font)
            f.setBold(True)
            f.setPixelSize(11)
            f.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 1.2)
            p.setFont(f)
            p.setPen(QColor("#bfa66a"))
            p.drawText(r.adjusted(8, 6, -8, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                       index.data(Qt.ItemDataRole.DisplayRole).upper())
            p.setPen(QPen(QColor("#3a3426"), 1))
            p.drawLine(r.left() + 8, r.bottom(), r.right() - 8, r.bottom())
            p.restore()
            return
        if option.state & QStyle.StateFlag.State_Selected:
            p.fillRect(r, QColor("#33443a"))
        elif option.state & QStyle.StateFlag.State_MouseOver:
            p.fillRect(r, QColor("#1f2a31"))
        icon = index.data(Qt.ItemDataRole.DecorationRole)
        if icon is not None:
            icon.paint(p, QRect(r.left() + 6, r.top() + (r.height() - 26) // 2, 26, 26))
        count = index.data(COUNT_ROLE) or 0
        badge_w = 34 if count else 0
        text_r = r.adjusted(40, 3, -(badge_w + 8), -3)
        f = QFont(option.font)
        f.setPixelSize(13)
        f.setBold(True)
        p.setFont(f)
        p.setPen(QColor("#f0ead8"))
        name = p.fontMetrics().elidedText(index.data(Qt.ItemDataRole.DisplayRole), Qt.TextElideMode.ElideRight,
                                          text_r.width())
        p.drawText(text_r, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, name)
        f.setBold(False)
        f.setPixelSize(11)
        p.setFont(f)
        p.setPen(QColor("#9a9482"))
        sub = p.fontMetrics().elidedText(index.data(SUB_ROLE) or "", Qt.TextElideMode.ElideRight, text_r.width())
        p.drawText(text_r, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, sub)
        if count:
            over = bool(index.data(OVER_ROLE))
            b = QRect(r.right() - badge_w - 4, r.top() + (r.height() - 22) // 2, badge_w, 22)
            p.setPen(QPen(QColor("#ff8a70" if over else "#d8b25a"), 1.2))
            p.setBrush(QColor("#4a1e18" if over else "#3a3220"))
            p.drawRoundedRect(b, 11, 11)
            f.setBold(True)
            f.setPixelSize(12)
            p.setFont(f)
            p.setPen(QColor("#ffd0c0" if over else "#ffe6a8"))
            p.drawText(b, Qt.AlignmentFlag.AlignCenter, f"×{count}")
        p.restore()


class CardList(QListWidget):
    """A list of card rows that gives and takes card drags.

    ``dropped(card_id, origin)``: a card from another ``CardList`` (whose object name is ``origin``) was
    dropped here; ``dragged_out(card_id)``: a card dragged from here was dropped outside every card list."""

    dropped = Signal(str, str)
    dragged_out = Signal(str)
    activated_card = Signal(str)  # double-click or Enter
    hovered = Signal(str)
    key_plus = Signal(str)
    key_minus = Signal(str)

    def __init__(self, name: str, parent=None):
        super().__init__(parent)
        self.setObjectName(name)
        self.setItemDelegate(RowDelegate(self))
        self.setMouseTracking(True)
        self.setDragEnabled(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)  # drops go to the DropFrame around it
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setStyleSheet("QListWidget { background: #101417; border: 1px solid #2a3036; border-radius: 8px;"
                           " outline: none; }")
        self.placeholder = ""  # what an empty list says
        self._shape = None  # (card ids, headings) of the rows shown
        self._rows: dict = {}
        self.itemDoubleClicked.connect(self._activate)
        self.itemEntered.connect(lambda it: self.hovered.emit(it.data(ID_ROLE) or ""))

    # ------------------------------------------------------------------ rows
    def set_rows(self, rows, over=frozenset(), headings: dict | None = None) -> None:
        """``rows``: [(card, copies)] (copies 0: no badge). ``headings``: {index: text} rows put before."""
        headings = headings or {}
        self._rows = {c.id: (n, c) for c, n in rows}
        shape = ([c.id for c, _n in rows], headings)
        if shape == self._shape:  # the same rows: only the copies change (no item is deleted under the mouse)
            for i in range(self.count()):
                it = self.item(i)
                cid = it.data(ID_ROLE)
                if cid:
                    n, card = self._rows[cid]
                    it.setData(COUNT_ROLE, n)
                    it.setData(OVER_ROLE, card.deck_key in over)
            return
        self._shape = shape
        current = self.current_id()
        top = self.verticalScrollBar().value()
        self.blockSignals(True)  # no "current item changed" that names an item being deleted
        self.selectionModel().clear()  # deleting a selected item made QListView crash (xcb, Qt 6.11)
        self.clear()
        self.blockSignals(False)
        for i, (card, n) in enumerate(rows):
            if i in headings:
                h = QListWidgetItem(headings[i])
                h.setData(HEAD_ROLE, True)
                h.setFlags(Qt.ItemFlag.NoItemFlags)
                self.addItem(h)
            it = QListWidgetItem(icon(card), name(card))
            it.setData(ID_ROLE, card.id)
            it.setData(SUB_ROLE, subtitle(card))
            it.setData(COUNT_ROLE, n)
            it.setData(OVER_ROLE, card.deck_key in over)
            it.setToolTip(tooltip(card))
            self.addItem(it)
            if card.id == current:
                self.setCurrentItem(it)
        self.verticalScrollBar().setValue(top)

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if self.count() == 0 and self.placeholder:
            p = QPainter(self.viewport())
            f = QFont(self.font())
            f.setPixelSize(13)
            p.setFont(f)
            p.setPen(QColor("#7f7a6c"))
            p.drawText(self.viewport().rect().adjusted(30, 0, -30, 0),
                       Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.placeholder)
            p.end()

    def current_id(self) -> str:
        it = self.currentItem()
        return (it.data(ID_ROLE) or "") if it is not None else ""

    def ids(self) -> list[str]:
        return [self.item(i).data(ID_ROLE) for i in range(self.count()) if not self.item(i).data(HEAD_ROLE)]

    def item_for(self, card_id: str):
        for i in range(self.count()):
            if self.item(i).data(ID_ROLE) == card_id:
                return self.item(i)
        return None

    def select(self, card_id: str) -> None:
        it = self.item_for(card_id)
        if it is not None:
            self.setCurrentItem(it)
            self.scrollToItem(it)

    def _later(self, signal, *args) -> None:
        """Emit once the current event is over: the rows may be rebuilt, and an item must never be deleted
        inside its own mouse or key event."""
        QTimer.singleShot(0, self, lambda: signal.emit(*args))

    def _activate(self, it) -> None:
        if it is not None and it.data(ID_ROLE):
            self._later(self.activated_card, it.data(ID_ROLE))

    def keyPressEvent(self, event) -> None:
        cid = self.current_id()
        if cid and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._later(self.activated_card, cid)
            return
        if cid and event.text() in ("+", "="):
            self._later(self.key_plus, cid)
            return
        if cid and (event.text() in ("-", "−") or event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace)):
            self._later(self.key_minus, cid)
            return
        super().keyPressEvent(event)

    def leaveEvent(self, event) -> None:
        self.hovered.emit("")
        super().leaveEvent(event)


    # ------------------------------------------------------------------ drag and drop
    def mimeTypes(self):
        return [MIME]

    def mimeData(self, items):
        """The card id and the list it comes from ("poolList\nST-R01")."""
        md = QMimeData()
        if items and items[0].data(ID_ROLE):
            md.setData(MIME, f"{self.objectName()}\n{items[0].data(ID_ROLE)}".encode())
            md.setText(items[0].text())
        return md

    def startDrag(self, actions) -> None:
        it = self.currentItem()
        if it is None or not it.data(ID_ROLE):
            return
        cid = it.data(ID_ROLE)
        drag = QDrag(self)
        drag.setMimeData(self.mimeData([it]))
        icon = it.icon()
        if not icon.isNull():
            drag.setPixmap(icon.pixmap(26, 26))
        result = drag.exec(Qt.DropAction.CopyAction, Qt.DropAction.CopyAction)
        back_home = self.rect().contains(self.mapFromGlobal(QCursor.pos()))
        if result == Qt.DropAction.IgnoreAction and not back_home:
            self._later(self.dragged_out, cid)



class DropFrame(QFrame):
    """The frame around a ``CardList`` that takes the drops meant for it. The list itself accepts no drop:
    QListView's own drag-and-drop bookkeeping, fed events it did not expect, left the view broken (a crash
    in ``visualRegionForSelection`` after the next change, on xcb with Qt 6.11)."""

    def __init__(self, card_list: CardList, parent=None):
        super().__init__(parent)
        self.list = card_list
        self.setAcceptDrops(True)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(card_list)

    def _payload(self, event) -> tuple[str, str] | None:
        """(origin list, card id) of a card dragged from another card list, else None."""
        if not event.mimeData().hasFormat(MIME):
            return None
        origin, _, cid = bytes(event.mimeData().data(MIME)).decode(errors="replace").partition("\n")
        return (origin, cid) if cid and origin != self.list.objectName() else None

    def dragEnterEvent(self, event) -> None:
        if self._payload(event) is not None:
            event.setDropAction(Qt.DropAction.CopyAction)
            event.accept()
        else:
            event.ignore()

    def dragMoveEvent(self, event) -> None:
        self.dragEnterEvent(event)

    def dropEvent(self, event) -> None:
        got = self._payload(event)
        if got is None:
            event.ignore()
            return
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()
        self.list._later(self.list.dropped, got[1], got[0])
