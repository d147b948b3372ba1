"""The Spirit Table window (a placeholder until the table is built)."""
from __future__ import annotations

TITLE = "Spirit Table"
SIZE = (1280, 800)

WELCOME_HTML = """
<h1>Spirit Table</h1>
<p>The table is being built. Until then, the command-line tools work:</p>
<table align="center"><tr><td><pre>
spirit-table position check FILE
spirit-table arena ...
spirit-table deck check FILE
</pre></td></tr></table>
"""


def make_main_window():
    """Build (but do not show) the main window. A QApplication must exist."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel, QMainWindow

    window = QMainWindow()
    window.setWindowTitle(TITLE)
    window.resize(*SIZE)
    label = QLabel(WELCOME_HTML)
    label.setObjectName("welcome")
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setWordWrap(True)
    window.setCentralWidget(label)
    return window


def run_gui(argv) -> int:
    """Show the main window and run the event loop; return its exit code."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(["spirit-table", *argv])
    window = make_main_window()
    window.show()
    return app.exec()
