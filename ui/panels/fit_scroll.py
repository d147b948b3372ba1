"""A scroll area that shows its widget whole when the side panel has room, and scrolls it when it has
not (a choice among a dozen cards at 1280×800): the buttons below it and the log keep their place, and
nothing is squashed. When it scrolls, its main answer (the button marked ``primary``: Confirm a payment,
End step) is kept in view: a long text above it never pushes it below the fold."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, QTimer
from PySide6.QtWidgets import QFrame, QPushButton, QScrollArea, QSizePolicy


class FitScroll(QScrollArea):
    def __init__(self, widget, min_height: int = 160, parent=None):
        super().__init__(parent)
        self.min_height = min_height
        self.setObjectName("fitScroll")
        self.setWidget(widget)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setStyleSheet("QScrollArea#fitScroll, QScrollArea#fitScroll > QWidget > QWidget "
                           "{ background: transparent; }")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        widget.installEventFilter(self)
        # a scroll bar that comes or goes changes the width the content wraps at: ask for room again
        self.verticalScrollBar().rangeChanged.connect(lambda *_: self.updateGeometry())

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if obj is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # its content changed: ask the side panel for room again
            QTimer.singleShot(0, self, self.show_answer)  # once the new layout is in place (never after self is gone)
        return False

    def show_answer(self) -> None:
        """Scroll the main answer button into view (nothing to do when everything fits)."""
        w = self.widget()
        if w is None or self.verticalScrollBar().maximum() <= 0:
            return
        for b in w.findChildren(QPushButton):
            if b.property("primary") and b.isVisible():
                self.ensureWidgetVisible(b, 0, 8)
                return

    def content_height(self, width: int) -> int:
        w = self.widget()
        if w.hasHeightForWidth():
            return w.heightForWidth(width)
        return w.sizeHint().height()

    def sizeHint(self) -> QSize:  # noqa: N802
        """The content's height at the width it has: while a scroll bar shows (it appeared while the content
        grew), the narrower width the bar leaves, where the text wraps onto more lines, so the area asks for
        enough room for the bar to go again instead of keeping itself; without a bar, the whole width, so the
        area is not taller than its content (the panel's header would slide down into the extra room)."""
        width = self.width() if self.width() > 0 else self.widget().sizeHint().width()
        sb = self.verticalScrollBar()
        if sb.maximum() > 0:
            width -= sb.sizeHint().width()
        return QSize(self.widget().sizeHint().width(), self.content_height(max(1, width)))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(0, min(self.sizeHint().height(), self.min_height))
