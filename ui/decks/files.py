"""The deck window's files: the Decks menu (the user's decks, copies of built-in decks, a deck file), saving,
playing with the deck, and the plain-text list. A mixin of ``DeckWindow`` (``ui.decks.window``)."""
from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QLabel, QMenu, QMessageBox

from engine.cards import RESOURCES
from engine.deck import load_deck, resolve_deck
from engine.decklist import export_text_list, parse_text_list
from engine.errors import DataError

from .. import i18n
from . import rulesets, store

translate = QCoreApplication.translate


def _no_dialogs() -> bool:
    return bool(os.environ.get("SPIRIT_TABLE_NO_DIALOGS"))


def _caption(menu: QMenu, text: str) -> None:
    """A heading line in a menu (Fusion draws ``addSection`` titles as bare separators)."""
    from PySide6.QtWidgets import QWidgetAction

    menu.addSeparator()
    label = QLabel(text)
    label.setStyleSheet("color: #bfa66a; font-size: 10px; font-weight: bold; letter-spacing: 1px;"
                        " padding: 6px 12px 2px 12px; background: transparent;")
    act = QWidgetAction(menu)
    act.setDefaultWidget(label)
    act.setEnabled(False)
    menu.addAction(act)


class DeckFilesMixin:
    def _fill_decks_menu(self) -> None:
        menu = self.decks_menu
        menu.clear()
        menu.addAction(translate("DeckFiles", "New deck"), self.new_deck).setObjectName("newDeck")
        _caption(menu, translate("DeckFiles", "YOUR DECKS"))
        mine = store.list_decks(self.folder)
        if not mine:
            menu.addAction(translate("DeckFiles", "(none saved yet)")).setEnabled(False)
        for u in mine:
            if u.deck is None:
                a = menu.addAction(translate("DeckFiles", "{deck}: cannot be read").format(deck=u.title))
                a.setToolTip(u.error)
                a.setEnabled(False)
            else:
                menu.addAction(translate("DeckFiles", "{deck}  ({n} cards)").format(
                    deck=u.deck.name_in(i18n.language()), n=len(u.deck.cards)), lambda p=u.path: self.open_file(p))
        _caption(menu, translate("DeckFiles", "START FROM A COPY OF A BUILT-IN DECK"))
        lang = i18n.language()
        for key, d in rulesets.builtin_decks_of(self.model.format).items():  # the chosen rule set's (Saga's ...)
            text = translate("DeckFiles", "{deck}  ({n} cards)").format(deck=d.name_in(lang), n=len(d.cards))
            a = menu.addAction(text, lambda k=key: self.copy_builtin(k))
            a.setToolTip(d.description_in(lang))
        menu.addSeparator()
        menu.addAction(translate("DeckFiles", "Open a deck file…"), self.open_dialog)
        if self._in_folder(self.model.path):
            menu.addSeparator()
            delete = menu.addAction(translate("DeckFiles", "Delete “{deck}” from your decks…").format(deck=self.model.name),
                                    lambda: self.delete_deck())
            delete.setObjectName("deleteDeck")

    def _in_folder(self, path: str) -> bool:
        return bool(path and self.folder) and os.path.dirname(os.path.abspath(path)) == os.path.abspath(self.folder)

    def delete_deck(self, confirm: bool = True) -> bool:
        """Delete the deck's file from the user's decks; its cards stay in the window, as an unsaved deck."""
        m = self.model
        if not self._in_folder(m.path):
            return False
        if confirm and not _no_dialogs():
            ans = QMessageBox.question(self, translate("DeckFiles", "Delete the deck"),
                                       translate("DeckFiles", "Delete “{deck}” from your decks?").format(deck=m.name) + f"\n\n{m.path}")
            if ans != QMessageBox.StandardButton.Yes:
                return False
        try:
            os.remove(m.path)
        except OSError as e:
            self.message(translate("DeckFiles", "Cannot delete {path}: {error}").format(path=m.path, error=e.strerror or e), "error")
            return False
        gone = m.path
        m.forget_file()
        self.message(translate("DeckFiles", "Deleted {path}; its cards are still here until you leave (Save keeps them again).").format(
            path=gone))
        self.saved.emit(gone)  # the lists of decks are read again
        return True

    def _may_discard(self) -> bool:
        self.commit_name()
        if not self.model.dirty or _no_dialogs():
            return True
        ans = QMessageBox.question(self, translate("DeckFiles", "Unsaved changes"),
                                   translate("DeckFiles", "Save the changes to “{deck}”?").format(deck=self.model.name),
                                   QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                                   | QMessageBox.StandardButton.Cancel)
        if ans == QMessageBox.StandardButton.Save:
            return self.save()
        return ans == QMessageBox.StandardButton.Discard

    def new_deck(self) -> None:
        if self._may_discard():
            self.model.new()
            self.deck.show_note("")
            self.message(translate("DeckFiles", "A new, empty deck."))

    def copy_builtin(self, key: str) -> None:
        """A new deck from a copy of the built-in deck ``key``: the chosen rule set's, else any rule set's."""
        if not self._may_discard():
            return
        deck = rulesets.builtin_decks_of(self.model.format).get(key) or resolve_deck(key)
        self._copy(deck)
        self.message(translate("DeckFiles", "A copy of the built-in deck {deck}: save it to keep it among your decks.").format(
            deck=deck.name_in(i18n.language())))

    def _copy(self, deck) -> None:
        """Edit a new deck starting from ``deck`` (a built-in one), named as a copy in the table's language."""
        lang = i18n.language()
        self.model.load(deck, copy_of=True, name=translate("DeckFiles", "{deck} (copy)").format(deck=deck.name_in(lang)),
                        description=deck.description_in(lang))
        self.deck.show_note("")

    def open_file(self, path: str) -> bool:
        if not self._may_discard():
            return False
        try:
            deck = load_deck(path, rulesets.cardset(self.model.format))
        except (DataError, OSError) as e:
            self.message(translate("DeckFiles", "Cannot open {path}: {error}").format(path=path, error=e), "error")
            return False
        builtin = os.path.abspath(path).startswith(os.path.join(RESOURCES, ""))
        if builtin:  # the app's own deck files are never written over
            self._copy(deck)
            self.message(translate("DeckFiles", "A copy of the built-in deck {deck}: save it to keep it among your "
                                   "decks.").format(deck=deck.name_in(i18n.language())))
        else:
            self.model.load(deck, path)
            self.deck.show_note("")
            self.message(translate("DeckFiles", "Opened {path}").format(path=path))
        return True

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("DeckFiles", "Open a deck file"), self.folder or "",
                                              translate("DeckFiles", "Deck files (*.yaml *.yml);;All files (*)"))
        if path:
            self.open_file(path)

    def save(self, path: str | None = None) -> bool:
        """Save to ``path``, else to the deck's file, else to a new file in the user's deck folder."""
        self.commit_name()
        m = self.model
        if not m.counts:
            self.message(translate("DeckFiles", "Add a card first: a deck file holds at least one card."), "error")
            return False
        if path is None:
            if m.path:
                path = m.path
            elif self.folder:
                path = store.path_for(self.folder, m.name)
            else:
                return self.save_as_dialog()
        try:
            store.save(m.to_deck(), path, m.cardset)
        except OSError as e:
            self.message(translate("DeckFiles", "Cannot save to {path}: {error}").format(path=path, error=e.strerror or e), "error")
            return False
        m.mark_saved(path)
        self.message(translate("DeckFiles", "Saved “{deck}” to {path}").format(deck=m.name, path=path), "ok")
        self.saved.emit(path)
        return True

    def save_as_dialog(self) -> bool:
        start = store.path_for(self.folder, self.model.name) if self.folder else f"{store.slug(self.model.name)}.yaml"
        path, _ = QFileDialog.getSaveFileName(self, translate("DeckFiles", "Save the deck"), start,
                                              translate("DeckFiles", "Deck files (*.yaml *.yml)"))
        if not path:
            return False
        if not path.endswith((".yaml", ".yml")):
            path += ".yaml"
        return self.save(path)

    def play(self) -> None:
        self.commit_name()
        if self.model.problems():
            self.message(translate("DeckFiles", "Fix the deck's problems before playing with it."), "error")
            return
        if (self.model.dirty or not self.model.path) and not self.save():
            return
        self.accept()  # hidden first; deleted (if it deletes on close) only when this handler has returned
        self.play_requested.emit(self.model.path)

    # ------------------------------------------------------------------ text lists
    def import_text(self, text: str):
        """Replace the deck's cards with a text list (one step of undo); every unread line is reported."""
        got = parse_text_list(text, self.model.cardset)
        self.last_import = got
        if got.counts:
            self.model.replace_cards(got.counts)
        n = sum(got.counts.values())
        if got.problems:
            from html import escape

            lines = "".join("<li>" + translate("DeckFiles", "Line {n}").format(n=p.line)
                            + f": <b>{escape(p.text.strip())}</b>: {escape(i18n.sentence(p.reason))}</li>"
                            for p in got.problems[:12])
            more = ("<li>" + translate("DeckFiles", "…and {n} more").format(n=len(got.problems) - 12) + "</li>"
                    if len(got.problems) > 12 else "")
            k = len(got.problems)
            head = (translate("DeckFiles", "Imported {n} cards").format(n=n) if n else translate("DeckFiles", "Nothing imported")) + "; " + \
                translate("DeckFiles", "{k} lines not read").format(k=k)
            self.deck.show_note(f"<b>{head}</b><ul style='margin: 4px 0 0 -24px;'>{lines}{more}</ul>")
            self.message(head + " " + translate("DeckFiles", "(listed under the deck)."), "error")
        else:
            self.deck.show_note("")
            self.message(translate("DeckFiles", "Imported {n} cards.").format(n=n) if n else translate("DeckFiles", "The list has no cards."),
                         "ok" if n else "error")
        return got

    def export_text(self) -> str:
        return export_text_list(self.model.card_ids(), self.model.cardset)

    def import_dialog(self) -> None:
        from .text_dialogs import ImportDialog

        dlg = ImportDialog(self)
        if dlg.exec():
            self.import_text(dlg.text.toPlainText())

    def export_dialog(self) -> None:
        from .text_dialogs import ExportDialog

        ExportDialog(self.export_text(), self.model.name, self).exec()
