"""The bot's side of the table: the Bot menu (its pace, the "why" view) and the "why" panel.

The panel shows the bot's last decision: the moves it weighed, best first, with their scores (a win
chance from its simulated games for the search bots, evaluation points for the greedy bot), the one it
played marked. The words come from the controller (``BotWhy``), which never names a card hidden in
the bot's Hand. Preferences (pace, panel shown) are kept in ``window.prefs`` when there is one.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout

from engine.bots.explain import score_text

from .. import i18n

translate = QCoreApplication.translate

PACE_LABELS = (("slow", QT_TRANSLATE_NOOP("BotWhy", "Slow")), ("normal", QT_TRANSLATE_NOOP("BotWhy", "Normal")), ("fast", QT_TRANSLATE_NOOP("BotWhy", "Fast")),
               ("instant", QT_TRANSLATE_NOOP("BotWhy", "Instant")))
UNIT_NOTE = {"win": QT_TRANSLATE_NOOP("BotWhy", "Score: how often the bot won the games it simulated after the move (how many, in "
                                      "grey; moves that fell behind were dropped early)."),
             "points": QT_TRANSLATE_NOOP("BotWhy", "Score: the bot's evaluation of the position one move ahead.")}
ROWS = 5


class BotWhyPanel(QFrame):
    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.c = controller
        self.names = {0: "p1", 1: "p2"}
        self.setObjectName("why")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 8, 10, 8)
        lay.setSpacing(4)
        self.caption = i18n.mark(QLabel(), "BotWhy", QT_TRANSLATE_NOOP("BotWhy", "WHY THE BOT PLAYED THAT"))
        self.caption.setObjectName("caption")
        self.head = QLabel()
        self.head.setObjectName("whyHead")
        self.head.setWordWrap(True)
        lay.addWidget(self.caption)
        lay.addWidget(self.head)
        grid = QGridLayout()
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(3)
        self.rows = []
        for i in range(ROWS):
            text, score, games = QLabel(), QLabel(), QLabel()
            text.setWordWrap(True)
            text.setObjectName("whyMove")
            score.setObjectName("whyScore")
            games.setObjectName("whyGames")
            for lab in (score, games):
                lab.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
            grid.addWidget(text, i, 0)
            grid.addWidget(score, i, 1)
            grid.addWidget(games, i, 2)
            self.rows.append((text, score, games))
        grid.setColumnStretch(0, 1)
        lay.addLayout(grid)
        self.note = QLabel()
        self.note.setObjectName("whyNote")
        self.note.setWordWrap(True)
        lay.addWidget(self.note)
        controller.why_changed.connect(self.refresh)
        self.refresh()
        i18n.on_change(self._relabel)
        self.destroyed.connect(lambda *_: i18n.forget(self._relabel))

    def _relabel(self, _lang) -> None:
        try:
            self.refresh()
        except RuntimeError:  # deleted with its window
            i18n.forget(self._relabel)

    def refresh(self) -> None:
        w = self.c.why
        if w is None:
            self.head.setText(translate("BotWhy", "The bot has not decided anything yet."))
            for labels in self.rows:
                for lab in labels:
                    lab.hide()
            self.note.hide()
            return
        lang = i18n.language()
        who = i18n.who(self.names.get(w.player, f"p{w.player + 1}"))
        when = w.when
        if lang != "en" and w.step is not None:
            when = translate("BotWhy", "turn {turn}, {step}").format(turn=w.turn, step=i18n.step_name(*w.step))
        bits = [who, when, f"{w.seconds:.2f} s"] if when else [who, f"{w.seconds:.2f} s"]
        if w.iterations:
            bits.append(translate("BotWhy", "{n} simulated games").format(n=w.iterations))
        self.head.setText("  ·  ".join(bits))
        for i, labels in enumerate(self.rows):
            if i >= len(w.rows):
                for lab in labels:
                    lab.hide()
                continue
            text, score, games = labels
            t, s, played, n = w.rows[i]
            if lang != "en" and i < len(w.texts):
                t = w.texts[i].get(lang, t)
            text.setText(f"▶ <b>{_esc(t)}</b>" if played else f"<span style='color:#a8a290'>{_esc(t)}</span>")
            score.setText("" if s is None else score_text(s, w.unit))
            games.setText(str(n) if n else "")
            for lab in labels:
                lab.show()
        self.note.setText(translate("BotWhy", UNIT_NOTE[w.unit]) if len(w.rows) > 1 and w.unit in UNIT_NOTE
                          else "" if len(w.rows) > 1 else translate("BotWhy", "It had only one sensible move."))
        self.note.show()


def _esc(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def install_bot_ui(window, panel: BotWhyPanel) -> None:
    """The Bot menu: Pace (slow, normal, fast, instant) and "Show why the bot played that"."""
    c = window.c
    prefs = getattr(window, "prefs", None)
    menu = i18n.mark(window.menuBar().addMenu(""), "BotWhy", QT_TRANSLATE_NOOP("BotWhy", "&Bot"))
    menu.setObjectName("botMenu")
    pace_menu = i18n.mark(menu.addMenu(""), "BotWhy", QT_TRANSLATE_NOOP("BotWhy", "Pace"))
    group = QActionGroup(window)
    group.setExclusive(True)
    if prefs is not None and prefs.get("bot_pace") in dict(PACE_LABELS):
        c.set_pace(prefs.get("bot_pace"))
    window.pace_actions = {}
    for key, label in PACE_LABELS:
        a = i18n.mark(QAction("", window), "BotWhy", label)
        a.setCheckable(True)
        a.setObjectName(f"pace_{key}")
        a.setChecked(c.pace() == key)
        a.triggered.connect(lambda _=False, k=key: _set_pace(window, k))
        group.addAction(a)
        pace_menu.addAction(a)
        window.pace_actions[key] = a
    menu.addSeparator()
    show = i18n.mark(QAction("", window), "BotWhy", QT_TRANSLATE_NOOP("BotWhy", "Show why the bot played that"))
    show.setObjectName("showWhy")
    show.setCheckable(True)
    show.setShortcut("Ctrl+Shift+W")
    on = bool(prefs.get("show_why")) if prefs is not None else False
    show.setChecked(on)
    panel.setVisible(on)
    show.toggled.connect(lambda v: _show(window, panel, v))
    menu.addAction(show)
    window.a_why = show


def _set_pace(window, key: str) -> None:
    window.c.set_pace(key)
    window.statusBar().showMessage(translate("BotWhy", "Bot pace: {pace}").format(pace=translate("BotWhy", dict(PACE_LABELS)[key])), 3000)
    if getattr(window, "prefs", None) is not None:
        window.prefs.set("bot_pace", key)


def _show(window, panel, on: bool) -> None:
    panel.setVisible(on and len(window.c.humans()) < 2)  # no bot, nothing to explain
    if getattr(window, "prefs", None) is not None:
        window.prefs.set("show_why", on)
