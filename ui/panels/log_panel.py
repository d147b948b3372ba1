"""The game log: every event, newest at the bottom, grouped by turn and step, in the current language
(``ui.i18n``; the events are kept, and ``relabel`` writes them again in another). Hovering a line
highlights the cards it names on the table (``hovered`` carries the event's card uids)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (QAbstractItemView, QStyle, QStyledItemDelegate, QStyleOptionViewItem, QTreeWidget,
                               QTreeWidgetItem)

from engine.rulesets import STANDARD

from .. import i18n
from ..replay.logtext import nothing_moved

PLAYER_COLOR = {0: QColor(120, 206, 255), 1: QColor(255, 150, 120), None: QColor(226, 220, 200)}
KIND_MARK = {"summon": "✦", "deploy": "✦", "use": "✧", "attack": "⚔", "block": "◈", "life": "♥",
             "pending": "☠", "leave": "↘", "battle": "⚔", "move_core": "•", "swap_soul": "◆", "game_over": "★",
             "pass": "·", "no_block": "·", "end_step": "»", "draw": "+", "core": "•", "refresh": "↻",
             "turn": "▶", "step": "", "setup": "", "redraw": "↺", "burst": "✹", "checkpoint": "☠",
             "token_created": "◇", "token_removed": "◌", "replace": "⇄", "fizzle": "∅"}


class _Wrap(QStyledItemDelegate):
    """Rows as tall as their wrapped text (a tree view does not size wrapped rows by itself)."""

    def __init__(self, view):
        super().__init__(view)
        self.view = view

    def sizeHint(self, option, index):
        depth, p = 0, index.parent()
        while p.isValid():
            depth, p = depth + 1, p.parent()
        bar = self.view.verticalScrollBar()  # rows measured before the scroll bar appears must fit beside it
        room = self.view.viewport().width() - (0 if bar.isVisible() else bar.sizeHint().width())
        width = max(60, room - self.view.indentation() * (depth + 1) - 4)
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.rect = QRect(0, 0, width, 100000)
        opt.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
        # the style's own measure, as it will paint (a font's metrics alone miss how CJK and Latin mix)
        h = self.view.style().sizeFromContents(QStyle.ContentsType.CT_ItemViewItem, opt, QSize(), self.view).height()
        return QSize(width, h + 6)  # and the padding of QTreeWidget#log::item (ui/style.py)


class LogPanel(QTreeWidget):
    hovered = Signal(tuple)  # card uids named by the hovered line ("" when none)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.ruleset = STANDARD  # the game's: it names the steps (the window sets it)
        self.setObjectName("log")
        self.setHeaderHidden(True)
        self.setColumnCount(1)
        self.setIndentation(12)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setWordWrap(True)
        self.setUniformRowHeights(False)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setItemDelegate(_Wrap(self))
        self.itemEntered.connect(self._entered)
        self.names = {0: "p1", 1: "p2"}
        self._turn = None
        self._step = None
        self._turn_key = None
        self._step_key = None
        self.lines: list[str] = []
        self.events: list = []  # what is shown, as structure: a language change writes it again
        # the log follows its newest line while the player is at the end, also when rows re-wrap later or the
        # log gets shorter (the decision box above it grows); scrolled up to read, it stays where they left it,
        # new events too
        self._follow = True
        bar = self.verticalScrollBar()
        bar.rangeChanged.connect(self._range_changed)
        bar.valueChanged.connect(self._scrolled)

    def relabel(self) -> None:
        """Write the log again in the current language (the turns shown expanded stay so)."""
        bar = self.verticalScrollBar()
        at_end = bar.value() >= bar.maximum() - 4
        pos = bar.value()
        self.show_events(list(self.events), scroll=at_end)
        if not at_end:
            QTimer.singleShot(0, lambda: bar.setValue(pos))

    def show_events(self, events, scroll: bool = True) -> None:
        """The log of ``events`` alone; ``scroll``: shown at its end (a new game, a replay's step)."""
        if scroll:
            self._follow = True
        self.clear()
        self.lines = []
        self.events = []
        self._turn = self._step = None
        self._turn_key = self._step_key = None
        self.add(events, scroll=scroll)

    def add(self, events, scroll: bool = True) -> None:
        """Lines for new events; ``scroll``: the newest in view, unless the player scrolled up to read older ones
        (they are not pulled down; back at the end, the log follows again)."""
        for e in events:
            self.events.append(e)
            self._add(e)
        if scroll and self._follow:
            self.scrollToBottom()

    def _group(self, e):
        if self.ruleset.is_preparation(e):
            return ("setup",), QCoreApplication.translate("LogPanel", "Set-up"), None
        key = ("turn", e.turn)
        if e.kind == "turn" or key != self._turn_key:
            return key, QCoreApplication.translate("LogPanel", "Turn {turn}").format(turn=e.turn), e.player
        return key, None, None

    def _add(self, e) -> None:
        key, title, player = self._group(e)
        if key != self._turn_key:
            n = self.topLevelItemCount()
            if n >= 2:
                self.topLevelItem(n - 2).setExpanded(False)
            label = title if key == ("setup",) else f"{title} — {i18n.who(self.names.get(player, ''))}"
            self._turn = QTreeWidgetItem([label])
            f = QFont()
            f.setBold(True)
            self._turn.setFont(0, f)
            self._turn.setForeground(0, QBrush(PLAYER_COLOR.get(player, PLAYER_COLOR[None])))
            self.addTopLevelItem(self._turn)
            self._turn.setExpanded(True)
            self._turn_key, self._step_key, self._step = key, None, None
        text = i18n.event_line(e, names=self.names)  # the players by this log's names (a replay has its own)
        if e.kind == "turn":
            self.lines.append(text)
            return
        if e.kind == "step":
            self._step = QTreeWidgetItem([i18n.step_name(self.ruleset, e.step)])
            self._step.setForeground(0, QBrush(QColor(236, 222, 180)))
            f = QFont()
            f.setItalic(True)
            self._step.setFont(0, f)
            self._step.setToolTip(0, text)
            self._turn.addChild(self._step)
            self._step.setExpanded(True)
            self._step_key = e.step
            self.lines.append(text)
            return
        if nothing_moved(e):
            return  # the step's heading says it happened: no line for a routine that moved nothing (ROUTINE)
        parent = self._step if self._step is not None and key != ("setup",) else self._turn
        mark = KIND_MARK.get(e.kind, "•")
        item = QTreeWidgetItem([f"{mark} {text}" if mark else text])
        item.setData(0, Qt.ItemDataRole.UserRole, tuple(e.cards))
        item.setForeground(0, QBrush(PLAYER_COLOR.get(e.player, PLAYER_COLOR[None])))
        item.setToolTip(0, text)
        if e.kind in ("game_over", "life", "pending"):
            f = QFont()
            f.setBold(True)
            item.setFont(0, f)
        parent.addChild(item)
        self.lines.append(text)

    def _range_changed(self, _low: int, high: int) -> None:
        if self._follow:
            self.verticalScrollBar().setValue(high)

    def _scrolled(self, value: int) -> None:
        self._follow = value >= self.verticalScrollBar().maximum() - 4

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.scheduleDelayedItemsLayout()  # re-wrap the rows to the new width

    def _entered(self, item, column) -> None:
        uids = item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None
        self.hovered.emit(tuple(uids or ()))

    def leaveEvent(self, event) -> None:
        self.hovered.emit(())
        super().leaveEvent(event)
