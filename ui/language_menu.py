"""View → Language: English, 日本語, 繁體中文. Choosing one switches the table at once (no restart): Qt's
translations of the window's own words, and the engine's words of the log, the side panel, the prompts
and the step tracker, written again from the structured events and prompts. The choice is kept in the
preferences (``lang``)."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QAction, QActionGroup

from app.language import NAMES

from . import i18n

translate = QCoreApplication.translate


def install_language_ui(window) -> None:
    menu = i18n.mark(window.m_view.addMenu(""), "MainWindow", QT_TRANSLATE_NOOP("MainWindow", "Language"))
    menu.setObjectName("languageMenu")
    group = QActionGroup(window)
    group.setExclusive(True)
    window.language_actions = {}
    for lang, name in NAMES.items():  # each language in its own words: not translated
        a = QAction(name, window)
        a.setObjectName(f"lang:{lang}")
        a.setCheckable(True)
        a.setChecked(lang == i18n.language())
        a.triggered.connect(lambda _=False, lang=lang: choose(window, lang))
        group.addAction(a)
        menu.addAction(a)
        window.language_actions[lang] = a

    def changed(lang):
        try:
            relabel(window, lang)
        except RuntimeError:  # the window was deleted (tests build many)
            i18n.forget(changed)

    i18n.on_change(changed)
    window.destroyed.connect(lambda *_: i18n.forget(changed))
    if i18n.language() != "en":
        relabel(window, i18n.language())


def choose(window, lang: str) -> None:
    """View → Language → ``lang``: switch now and keep the choice."""
    prefs = getattr(window, "prefs", None)
    if prefs is not None:
        prefs.set("lang", lang)
    i18n.set_language(lang)


def relabel(window, lang: str) -> None:
    """Every text of the window in ``lang``: marked fixed texts, the log, the panel, the mat."""
    a = window.language_actions.get(lang)
    if a is not None and not a.isChecked():
        a.setChecked(True)
    i18n.retranslate(window)
    window.log.relabel()
    if window.c.game is not None:
        window.refresh()
    window.scene.tracker.update()
    for item in window.scene.items():  # zone titles, card marks (cached items repaint only when told)
        item.update()
