"""Import and export of a plain-text deck list (``3 Ember Wyvern`` per line, the format players paste
into forums). The reading and writing are ``engine.decklist``; these are the two small dialogs."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFileDialog, QHBoxLayout, QLabel, QPlainTextEdit,
                               QPushButton, QVBoxLayout)

translate = QCoreApplication.translate

HELP = QT_TRANSLATE_NOOP("DeckText", "One card a line: a count and the card's name or id (<i>3 Ember Wyvern</i>, "
                                     "<i>3x ST-R03</i>, <i>Ember Wyvern x3</i>). Lines starting with # are skipped. "
                                     "Every line that names no card is reported; the others are imported.")


def _mono(edit: QPlainTextEdit) -> None:
    f = QFont("DejaVu Sans Mono")
    f.setPixelSize(13)
    edit.setFont(f)
    edit.setStyleSheet("QPlainTextEdit { background: #101417; color: #e8e2d0; border: 1px solid #2a3036;"
                       " border-radius: 6px; padding: 6px; }")


class ImportDialog(QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle(translate("DeckText", "Import a deck list"))
        self.setObjectName("importDialog")
        self.resize(520, 520)
        lay = QVBoxLayout(self)
        head = QLabel("<h3>" + translate("DeckText", "Import a deck list") + f"</h3><p>{translate('DeckText', HELP)}</p><p>"
                      + translate("DeckText", "The list replaces the deck's cards (Undo brings them back).") + "</p>")
        head.setWordWrap(True)
        lay.addWidget(head)
        self.text = QPlainTextEdit()
        self.text.setObjectName("importText")
        self.text.setPlaceholderText("3 Cinder Drakeling\n3 Ashwing Wyvern\n…")
        _mono(self.text)
        lay.addWidget(self.text, 1)
        row = QHBoxLayout()
        b = QPushButton(translate("DeckText", "Read a text file…"))
        b.clicked.connect(self._read_file)
        paste = QPushButton(translate("DeckText", "Paste"))
        paste.clicked.connect(lambda: self.text.setPlainText(QGuiApplication.clipboard().text()))
        row.addWidget(b)
        row.addWidget(paste)
        row.addStretch(1)
        lay.addLayout(row)
        bb = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        bb.button(QDialogButtonBox.StandardButton.Ok).setText(translate("DeckText", "Import"))
        bb.accepted.connect(self.accept)
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)

    def _read_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("DeckText", "Deck list"), "",
                                              translate("DeckText", "Text files (*.txt *.dek *.list);;All files (*)"))
        if path:
            try:
                with open(path, encoding="utf-8", errors="replace") as f:
                    self.text.setPlainText(f.read(1 << 20))
            except OSError as e:
                self.text.setPlainText(f"# cannot read {path}: {e.strerror}")


class ExportDialog(QDialog):
    def __init__(self, text: str, name: str, parent=None):
        super().__init__(parent)
        self.setWindowTitle(translate("DeckText", "Export the deck list"))
        self.setObjectName("exportDialog")
        self.resize(460, 560)
        self.name = name
        lay = QVBoxLayout(self)
        head = QLabel("<h3>" + translate("DeckText", "Deck list") + "</h3><p>"
                      + translate("DeckText", "Copy it into a forum post or a message; Import reads it back.") + "</p>")
        head.setWordWrap(True)
        lay.addWidget(head)
        self.text = QPlainTextEdit(text)
        self.text.setObjectName("exportText")
        self.text.setReadOnly(True)
        _mono(self.text)
        lay.addWidget(self.text, 1)
        row = QHBoxLayout()
        copy = QPushButton(translate("DeckText", "Copy to the clipboard"))
        copy.setProperty("primary", True)
        copy.clicked.connect(self.copy)
        save = QPushButton(translate("DeckText", "Save as a text file…"))
        save.clicked.connect(self._save)
        close = QPushButton(translate("DeckText", "Close"))
        close.clicked.connect(self.accept)
        row.addWidget(copy)
        row.addWidget(save)
        row.addStretch(1)
        row.addWidget(close)
        lay.addLayout(row)
        self.status = QLabel("")
        self.status.setStyleSheet("color: #8f8a7a; font-size: 11px;")
        lay.addWidget(self.status)

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.text.toPlainText())
        self.status.setText(translate("DeckText", "Copied."))

    def _save(self) -> None:
        from engine.save import write_atomic

        from .store import slug

        path, _ = QFileDialog.getSaveFileName(self, translate("DeckText", "Save the deck list"), f"{slug(self.name)}.txt",
                                              translate("DeckText", "Text files (*.txt);;All files (*)"))
        if path:
            try:
                write_atomic(path, self.text.toPlainText())
                self.status.setText(translate("DeckText", "Saved to {path}").format(path=path))
            except OSError as e:
                self.status.setText(translate("DeckText", "Cannot save to {path}: {error}").format(path=path, error=e.strerror or e))
