from PySide6.QtWidgets import QLabel

from app.gui import make_main_window


def test_main_window_title_and_text(qtbot):
    window = make_main_window()
    qtbot.addWidget(window)
    window.show()
    assert window.windowTitle() == "Spirit Table"
    assert (window.width(), window.height()) == (1280, 800)
    text = window.findChild(QLabel, "welcome").text()
    for command in ("position check FILE", "arena", "deck check FILE"):
        assert command in text
