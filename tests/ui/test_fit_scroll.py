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
    assert area.sizeHint().height() >= content.heightForWidth(area.width() - bar)
