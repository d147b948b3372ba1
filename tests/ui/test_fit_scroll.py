"""The side panel's decision area (ui/panels/fit_scroll.py) shows its content whole when the side panel has room:
a scroll bar that appears while the content grows must go again, although the narrower width it leaves makes the
text wrap onto more lines (the area kept a scroll bar and hid the top line of a payment's text); and the area is
no taller than its content, whose first line then keeps its place (the panel's header slid down in a payment)."""
from __future__ import annotations

from PySide6.QtWidgets import QLabel, QTreeWidget, QVBoxLayout, QWidget

from ui.panels.fit_scroll import FitScroll


def _side_panel(qtbot, content: QWidget) -> FitScroll:
    """The content in a FitScroll at the top of a 330 px side panel, the log below taking the rest."""
    side = QWidget()
    side.setFixedSize(330, 900)
    lay = QVBoxLayout(side)
    area = FitScroll(content)
    lay.addWidget(area)
    lay.addWidget(QTreeWidget(), 1)
    qtbot.addWidget(side)
    side.show()
    qtbot.waitExposed(side)
    qtbot.wait(50)
    area.panel = side  # (kept alive with the area)
    return area


def _wraps_only_under_a_bar(label: QLabel, width: int, bar: int, words: str, repeat: int) -> str:
    """A text whose last line wraps only at the width a scroll bar leaves (``width``: the label's own)."""
    for n in range(1, 40):
        text = " ".join([words] * repeat + ["word"] * n)
        label.setText(text)
        if label.heightForWidth(width - bar) > label.heightForWidth(width):
            return text
    raise AssertionError("no text wraps differently with a scroll bar")


def _grow(qtbot, label: QLabel, text: str) -> None:
    label.setText("Short.")
    qtbot.wait(50)
    label.setText(text)


def test_a_grown_text_never_leaves_a_scroll_bar_when_there_is_room(qtbot):
    content = QWidget()
    cl = QVBoxLayout(content)
    label = QLabel("Short.")
    label.setWordWrap(True)
    cl.addWidget(label)
    area = _side_panel(qtbot, content)
    bar = area.verticalScrollBar().sizeHint().width()
    words = "Cost 4 after reduction. To the Trash (4): 4 from the Reserve. Onto the new Spirit: the Soul Core."
    text = _wraps_only_under_a_bar(label, area.width() - 18, bar, words, 3)  # (the layout's margins)
    _grow(qtbot, label, text)
    qtbot.waitUntil(lambda: area.height() >= content.heightForWidth(area.width()) or
                    area.verticalScrollBar().maximum() > 0, timeout=2000)
    qtbot.wait(100)
    assert area.verticalScrollBar().maximum() == 0, (area.height(), content.height())
    # and no taller than the content at the width it has (the extra room would push the content down)
    qtbot.waitUntil(lambda: area.height() <= content.heightForWidth(area.width()) + 1, timeout=2000)


def test_the_decision_panels_header_keeps_its_place_when_a_text_wraps_differently_under_a_scroll_bar(qtbot):
    """In a payment the header ("Turn 1 · Your turn · Main Step") slid 9 px down: the area had asked for the
    height at the narrower width a scroll bar leaves, and the panel's layout shared the extra room out."""
    content = QWidget()
    cl = QVBoxLayout(content)
    cl.setContentsMargins(0, 0, 0, 0)
    header = QLabel("Turn 1 · Your turn · Main Step")
    label = QLabel("Short.")
    label.setWordWrap(True)
    cl.addWidget(header)
    cl.addWidget(label)
    area = _side_panel(qtbot, content)
    top = header.geometry()
    bar = area.verticalScrollBar().sizeHint().width()
    words = "Cost 3 after reduction. To the Trash (3): 3 from the Reserve. Onto Dawn Cub (1, at least 1): the Soul Core."
    _grow(qtbot, label, _wraps_only_under_a_bar(label, area.width(), bar, words, 2))  # (no margins)
    qtbot.wait(200)
    assert area.verticalScrollBar().maximum() == 0
    assert header.geometry() == top  # neither moved nor grown (a taller label centres its text lower)
