"""A push button whose label wraps to the width its column gives it.

A plain ``QPushButton`` is never narrower than its one-line label: a long label ("《Succession》: remove
Tidebreaker Buccaneer from the Trash") widened the whole side panel past the window, which then cut
the button's text at both ends and the payment text above it at the top and the bottom (a word-wrapped
label laid out for the wider width). This button asks for little width, tells its layout how tall it
is for a given width (height for width), and breaks its label into lines at word boundaries. A label
that is longer than the button can show in ``MAX_LINES`` lines is elided, with the whole text in its
tooltip.
"""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QPushButton, QSizePolicy, QStyle, QStyleOptionButton

MIN_WIDTH = 72
MAX_LINES = 4


def wrap_lines(text: str, fits, max_lines: int = MAX_LINES) -> tuple[list[str], bool]:
    """Break ``text`` into lines at spaces so that ``fits(line)`` holds for each (a word too long for a
    line is cut into pieces). Returns (lines, elided): at most ``max_lines``, the last one elided."""
    lines: list[str] = []
    for para in text.split("\n"):
        cur = ""
        for word in para.split(" "):
            trial = f"{cur} {word}" if cur else word
            if fits(trial):
                cur = trial
                continue
            if cur:
                lines.append(cur)
            while len(word) > 1 and not fits(word):  # a single word wider than the line
                k = len(word) - 1
                while k > 1 and not fits(word[:k]):
                    k -= 1  # at least one character a line, however narrow
                lines.append(word[:k])
                word = word[k:]
            cur = word
        lines.append(cur)
    if len(lines) <= max_lines:
        return lines, False
    last = " ".join(lines[max_lines - 1:])
    while last and not fits(last + "…"):
        last = last[:-1]
    return lines[:max_lines - 1] + [last.rstrip() + "…"], True


class WrapButton(QPushButton):
    def __init__(self, text: str = "", parent=None):
        super().__init__(parent)
        self._full = ""
        self._own_tip = ""
        self._shown_for = None
        sp = self.sizePolicy()
        sp.setHorizontalPolicy(QSizePolicy.Policy.Preferred)
        sp.setVerticalPolicy(QSizePolicy.Policy.Minimum)  # as tall as its lines need (height for width)
        sp.setHeightForWidth(True)
        self.setSizePolicy(sp)
        self.setText(text)

    # ------------------------------------------------------------------ text
    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        self._full = text
        self._shown_for = None
        self._show(self.width() if self.width() > MIN_WIDTH else 10 ** 6)
        self.updateGeometry()

    def text(self) -> str:
        """The whole label (what is shown may be broken into lines)."""
        return self._full

    def shown_text(self) -> str:
        return super().text()

    def elided(self) -> bool:
        return self.shown_text().endswith("…") and not self._full.endswith("…")

    def _text_width(self, width: int) -> int:
        return max(8, width - self._chrome(1).width())

    def _lines(self, width: int):
        fm = self.fontMetrics()
        room = self._text_width(width)
        return wrap_lines(self._full, lambda s: fm.horizontalAdvance(s) <= room)

    def _show(self, width: int) -> None:
        if self._shown_for == width:
            return
        self._shown_for = width
        lines, elided = self._lines(width)
        super().setText("\n".join(lines))
        super().setToolTip(self._full if elided else self._own_tip)

    def setToolTip(self, tip: str) -> None:  # noqa: N802 - a tooltip of its own (an elided label shows all)
        self._own_tip = tip
        super().setToolTip(tip)

    # ------------------------------------------------------------------ size
    def _chrome(self, n_lines: int, text_w: int = 0) -> QSize:
        """The button's size around ``n_lines`` lines of text ``text_w`` wide (padding, border)."""
        opt = QStyleOptionButton()
        self.initStyleOption(opt)
        fm = self.fontMetrics()
        h = fm.lineSpacing() * max(1, n_lines)
        return self.style().sizeFromContents(QStyle.ContentsType.CT_PushButton, opt, QSize(text_w, h), self)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        lines, _ = self._lines(width)
        return self._chrome(len(lines)).height()

    def sizeHint(self) -> QSize:  # noqa: N802
        fm = self.fontMetrics()
        lines = self._full.split("\n")
        w = self._chrome(len(lines), max(fm.horizontalAdvance(s) for s in lines)).width()
        return QSize(max(MIN_WIDTH, w), self._chrome(len(lines)).height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(MIN_WIDTH, self._chrome(1).height())

    def resizeEvent(self, event) -> None:  # noqa: N802
        self._show(event.size().width())
        super().resizeEvent(event)

    def changeEvent(self, event) -> None:  # noqa: N802 - a new font or style: measure again
        super().changeEvent(event)
        if event.type() in (event.Type.FontChange, event.Type.StyleChange):
            self._shown_for = None
            self.updateGeometry()


__all__ = ["WrapButton", "wrap_lines", "Qt"]
