"""The dialog offered at start after a crash: resume the autosaved game where it stood, or start a new one."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

translate = QCoreApplication.translate


class ResumeDialog(QDialog):
    """After a crash: "Resume" the game where it stood, or start a "New game". ``choice`` after exec."""

    def __init__(self, text: str, parent=None):
        super().__init__(parent)
        self.setWindowTitle(translate("Session", "Resume the last game?"))
        self.setObjectName("resumeDialog")
        self.setMinimumWidth(460)
        from ui.style import STYLE

        self.setStyleSheet(STYLE)  # shown before the main window: bring the table's theme along
        self.choice = "new"
        lay = QVBoxLayout(self)
        lay.setContentsMargins(24, 20, 24, 18)
        lay.setSpacing(12)
        head = QLabel("<div style='font-size:20px; font-weight:bold; color:#ffd98a'>"
                      + translate("Session", "Your last game did not end properly")
                      + "</div><div style='color:#bfb8a2'>"
                      + translate("Session", "Spirit Table was closed unexpectedly (a crash or a kill). The game was "
                                             "saved after every action.") + "</div>")
        head.setWordWrap(True)
        lay.addWidget(head)
        body = QLabel(text.replace("\n", "<br>"))
        body.setObjectName("resumeText")
        body.setWordWrap(True)
        lay.addWidget(body)
        row = QHBoxLayout()
        row.addStretch(1)
        for label, key, primary in ((translate("Session", "New game"), "new", False),
                                    (translate("Session", "Resume"), "resume", True)):
            b = QPushButton(label)
            b.setObjectName(f"resume_{key}")
            b.setProperty("primary", primary)
            b.setDefault(primary)
            b.clicked.connect(lambda _=False, k=key: self._pick(k))
            row.addWidget(b)
        lay.addLayout(row)

    def _pick(self, key: str) -> None:
        self.choice = key
        self.accept()
