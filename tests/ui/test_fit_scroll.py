"""The side panel's decision area (ui/panels/fit_scroll.py) shows its content whole when the side panel has room:
a scroll bar that appears while the content grows must go again, although the narrower width it leaves makes the
text wrap onto more lines (the area kept a scroll bar and hid the top line of a payment's text)."""
from __future__ import annotations

from PySide6.QtWidgets import QLabel, QTreeWidget, QVBoxLayout, QWidget

from ui.panels.fit_scroll import FitScroll


def _wraps_narrower(label: QLabel, width: int, bar: int) -> bool:
    return label.heightForWidth(width - bar) > label.heightForWidth(width)


def test_a_grown_text_never_leaves_a_scroll_bar_when_there_is_room(qtbot):
    side = QWidget()
    side.setFixedSize(330, 900)
    lay = QVBoxLayout(side)
    content = QWidget()
    cl = QVBoxLayout(content)
    label = QLabel("Short.")
    label.setWordWrap(True)
    cl.addWidget(label)
    area = FitScroll(content)
    lay.addWidget(area)
    lay.addWidget(QTreeWidget(), 1)  # the log below takes the rest
    qtbot.addWidget(side)
    side.show()
    qtbot.waitExposed(side)
    qtbot.wait(50)
    bar = area.verticalScrollBar().sizeHint().width()
    words = "Cost 4 after reduction. To the Trash (4): 4 from the Reserve. Onto the new Spirit: the Soul Core."
    text = words
    for n in range(1, 40):  # a text whose last line wraps only at the width a scroll bar leaves
        text = " ".join([words] * 3 + ["word"] * n)
        label.setText(text)
        if _wraps_narrower(label, area.width() - 18, bar):
            break
    else:
        raise AssertionError("no text wraps differently with a scroll bar")
    label.setText("Short.")
    qtbot.wait(50)
    label.setText(text)
    qtbot.waitUntil(lambda: area.height() >= content.heightForWidth(area.width()) or
                    area.verticalScrollBar().maximum() > 0, timeout=2000)
    qtbot.wait(100)
    assert area.verticalScrollBar().maximum() == 0, (area.height(), content.height())
    # and no taller than the content at the width it has (the extra room would push the content down)
    qtbot.waitUntil(lambda: area.height() <= content.heightForWidth(area.width()) + 1, timeout=2000)


def test_the_decision_panels_header_keeps_its_place_when_a_text_wraps_differently_under_a_scroll_bar(qtbot):
    """In a payment the header ("Turn 1 · Your turn · Main Step") slid 9 px down: the area had asked for the
    height at the narrower width a scroll bar leaves, and the panel's layout shared the extra room out."""
    side = QWidget()
    side.setFixedSize(330, 900)
    lay = QVBoxLayout(side)
    content = QWidget()
    cl = QVBoxLayout(content)
    cl.setContentsMargins(0, 0, 0, 0)
    header = QLabel("Turn 1 · Your turn · Main Step")
    label = QLabel("Short.")
    label.setWordWrap(True)
    cl.addWidget(header)
    cl.addWidget(label)
    area = FitScroll(content)
    lay.addWidget(area)
    lay.addWidget(QTreeWidget(), 1)
    qtbot.addWidget(side)
    side.show()
    qtbot.waitExposed(side)
    qtbot.wait(50)
    top = header.geometry()
    bar = area.verticalScrollBar().sizeHint().width()
    words = "Cost 3 after reduction. To the Trash (3): 3 from the Reserve. Onto Dawn Cub (1, at least 1): the Soul Core."
    for n in range(1, 40):
        text = " ".join([words] * 2 + ["word"] * n)
        label.setText(text)
        if _wraps_narrower(label, area.width(), bar):  # (no margins: the label is as wide as the area)
            break
    else:
        raise AssertionError("no text wraps differently with a scroll bar")
    label.setText("Short.")
    qtbot.wait(50)
    label.setText(text)
    qtbot.wait(200)
    assert area.verticalScrollBar().maximum() == 0
    assert header.geometry() == top  # neither moved nor grown (a taller label centres its text lower)
