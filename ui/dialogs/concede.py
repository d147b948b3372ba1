"""Game → Concede…: the question asked first."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

translate = QCoreApplication.translate


def ask_concede(parent) -> bool:
    """True when the player confirms that the game ends now, their opponent winning."""
    box = QMessageBox(QMessageBox.Icon.Question, translate("Concede", "Concede?"),
                      translate("Concede", "Concede this game? It ends at once and your opponent wins."),
                      QMessageBox.StandardButton.NoButton, parent)
    box.setObjectName("concedeBox")
    yes = box.addButton(translate("Concede", "Concede"), QMessageBox.ButtonRole.DestructiveRole)
    box.addButton(translate("Concede", "Play on"), QMessageBox.ButtonRole.RejectRole)
    box.exec()
    return box.clickedButton() is yes
