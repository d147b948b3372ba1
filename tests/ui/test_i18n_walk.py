"""Issue 17, "done when": the language switched at run time (Japanese, then Traditional Chinese) leaves no
English word in the table's menus, panels and dialogs. Every window and dialog is opened as a player opens
it and its words are read: widgets, menus, tooltips of buttons, the mat's words, the payment proposal, a
refusal, the hover preview's reminders, the new-game, game-over, resume and concede dialogs, the deck window
and its list dialogs, the position editor, the export dialog and the replay window.

Allowed (``_allowed``): proper nouns (the app's name, the rule sets' and games' names, the built-in decks' names, the
bot levels' ids), key names (Ctrl, Space, Enter...), file patterns (yaml, png...), card ids, rule numbers,
numbers, Lv/BP/EX, P1/P2, and the example line of the deck-list format (an English card name as typed)."""
from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (QAbstractButton, QApplication, QComboBox, QDockWidget, QGroupBox, QLabel, QLineEdit,
                               QListWidget, QMessageBox)

ENGLISH = re.compile(r"[A-Za-z]{3,}")
TAG = re.compile(r"<[^>]+>|&\w+;")
KEYS = ["Ctrl", "Shift", "Alt", "Space", "Enter", "Esc", "Home", "End", "Page Down", "Page Up", "Delete", "Del",
        "Backspace", "Return"]
FILES = ["yaml", "yml", "json", "png", "svg", "txt", "dek", "list", "PNG", "SVG", "YAML"]
NOUNS = ["Spirit Table", "Battle Spirits Standard", "Battle Spirits Saga", "Standard", "Saga",
         "search", "strong", "greedy", "random", "Ember Wyvern", "Cinder Drakeling", "Ashwing Wyvern"]

MAIN = """
version: 1
seed: 11
turn: {number: 3, player: p1, step: main}
players:
  p1: {life: 5, reserve: 6, soul_core: reserve, hand: [ST-R03, ST-R05, SR-021], deck: 30,
       field: [{card: ST-R02, cores: 1}], trash: [ST-P01]}
  p2: {life: 5, reserve: 4, hand: [ST-B01], deck: 30, field: [{card: ST-B02, cores: 1}]}
"""


def _allowed():
    """The proper nouns: the built-in decks' names and every registered game's and rule set's name."""
    from engine.deck import builtin_decks, format_decks
    from engine.rulesets import RULESETS
    from ui.decks import rulesets

    names = [d.name for d in builtin_decks().values()]
    names += [d.name for k in RULESETS for d in (format_decks(k) or {}).values()]  # each rule set's own decks
    names += [rs.title for rs in RULESETS.values() if rs.title] + [rulesets.label(k) for k in RULESETS]
    return sorted(set(KEYS + FILES + NOUNS + names), key=len, reverse=True)


def _english_left(texts):
    allowed = _allowed()
    left = []
    for t in texts:
        t = TAG.sub(" ", t or "")
        for a in allowed:
            t = t.replace(a, " ")
        left += [(w, t.strip()[:90]) for w in ENGLISH.findall(t)]
    return left


def _menu_texts(menu, out):
    if menu.objectName() == "languageMenu":  # each language named in its own words
        return
    out.append(menu.title())
    for a in menu.actions():
        if a.menu() is not None:
            _menu_texts(a.menu(), out)
        elif not a.isSeparator() and a.text():
            out.append(a.text())


def _widget_texts(root):
    """The words a player reads in a window: visible labels, buttons (and their tooltips), fields'
    placeholders, combo boxes' items, list rows, group and dock titles, the window title and its menus."""
    out = [root.windowTitle()]
    widgets = [root] + root.findChildren(type(root).__mro__[-3])  # every QWidget under root
    for w in widgets:
        if not w.isVisibleTo(root) and w is not root:
            continue
        if isinstance(w, QLabel):
            out.append(w.text())
        elif isinstance(w, QAbstractButton):
            out += [w.text(), w.toolTip()]
        elif isinstance(w, QLineEdit):
            out.append(w.placeholderText())
        elif isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
        elif isinstance(w, QListWidget) and w.objectName() == "replayTurns":
            out += [w.item(i).text() for i in range(w.count())]
        elif isinstance(w, (QGroupBox,)):
            out.append(w.title())
        elif isinstance(w, QDockWidget):
            out.append(w.windowTitle())
    if hasattr(root, "menuBar"):
        for a in root.menuBar().actions():
            if a.menu() is not None:
                _menu_texts(a.menu(), out)
    return [t for t in out if t]


def _modal_texts(qtbot, open_it):
    """Open a modal message box with ``open_it`` and read its words, then close it (its reject button)."""
    got = []

    def grab():
        box = QApplication.activeModalWidget()
        if box is None:
            QTimer.singleShot(20, grab)
            return
        got.extend(_widget_texts(box))
        if isinstance(box, QMessageBox):
            got.append(box.text())
            no = [b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.RejectRole]
            (no[0] if no else box.buttons()[0]).click()
        else:
            box.reject()

    QTimer.singleShot(0, grab)
    open_it()
    return got


@pytest.mark.parametrize("lang", ["ja", "zh-Hant"])
def test_no_english_left_after_switching_language(table, qtbot, tmp_path, monkeypatch, lang):
    from app.resume_dialog import ResumeDialog
    from engine.errors import IllegalAction
    from ui import i18n
    from ui.decks.text_dialogs import ExportDialog as ListExport
    from ui.decks.text_dialogs import ImportDialog
    from ui.decks.window import DeckWindow
    from ui.dialogs.concede import ask_concede
    from ui.dialogs.game_over import GameOverDialog
    from ui.dialogs.new_game import NewGameDialog
    from ui.export.dialog import open_export_dialog

    t = table(MAIN, seats=("human", "random"))
    w, c = t.window, t.controller
    w.language_actions["ja"].trigger()  # first Japanese, then (for zh-Hant) on to Chinese: two live switches
    if lang != "ja":
        w.language_actions[lang].trigger()
    assert i18n.language() == lang
    w.a_why.setChecked(True)  # Bot → Show why the bot played that: the "why" view too
    texts = _widget_texts(w)

    # the mat: plates, zone titles, the big button, the log and the side panel
    sc = w.scene
    texts += [sc.button.text] + [p.name for p in sc.plates.values()]
    texts += [i18n.zone_title(z.name, z.title) for z in sc.zones.values()]
    cardnames = {i18n.card_name(c.game.card(u)) for p in c.game.state.players for u in p.hand + p.trash
                 + [fc.uid for fc in p.field]}
    # a card without a Chinese text keeps its English one, on its face only (a picture): the log names cards
    texts += [line for line in w.log.lines]
    # a card played: the payment proposal in the side panel and on the table
    assert c.drop(("hand", 0, 0), ("field", 0)) == "payment"
    texts += _widget_texts(w.panel)
    c.cancel()
    # a refusal, as the table shows it
    err = c.game.why_illegal(__import__("engine.actions", fromlist=["Action"]).Action(0, "attack", **{"with": "field[0]"}))
    assert isinstance(err, IllegalAction)
    c.refuse(err)
    texts.append(w.last_message)
    # the hover preview's keyword reminders (《Super Unleash》 on ST-R05)
    sc.preview.show_card(c.game.card(c.game.state.players[0].hand[1]), 400)
    assert sc.preview.notes
    texts += sc.preview.notes
    # the dialogs
    dlg = NewGameDialog(w, {}, decks_folder=str(tmp_path), faces=w.faces)
    qtbot.addWidget(dlg)
    texts += _widget_texts(dlg)
    resume = ResumeDialog("…", w)
    qtbot.addWidget(resume)
    texts += _widget_texts(resume)
    texts += _modal_texts(qtbot, lambda: ask_concede(w))
    decks = DeckWindow(w.faces, str(tmp_path), w)
    qtbot.addWidget(decks)
    decks.show()
    decks.add(decks.pool.visible_ids()[0])
    decks._hover(decks.pool.visible_ids()[0])
    decks._fill_decks_menu()
    texts += _widget_texts(decks)
    menu_words: list = []
    _menu_texts(decks.decks_menu, menu_words)
    texts += menu_words
    for d in (ImportDialog(decks), ListExport("3 X", "deck", decks)):
        qtbot.addWidget(d)
        texts += _widget_texts(d)
    decks.close()
    exp = open_export_dialog(w)
    texts += _widget_texts(exp)
    exp.close()
    t.editor.enter()
    texts += _widget_texts(w)  # the editor's dock and palette, and the mat while editing
    texts += [sc.button.text]
    t.editor.leave("cancel")
    replay = t.session.watch_replay()
    assert replay is not None
    texts += _widget_texts(replay)
    replay.close()
    c.concede()
    over = GameOverDialog(c.game, c.events, w.names, w)
    qtbot.addWidget(over)
    texts += _widget_texts(over)

    cardnames |= {i18n.card_name(card) for card in c.game.state.cards}
    left = [(word, where) for word, where in _english_left(texts) if not any(word in n for n in cardnames)]
    assert not left, "\n".join(map(str, left))


SAGA_BURSTS = """\
version: 1
format: saga
cards:
  - {id: T-REQUIEM, name: Ashen Requiem, type: magic, colors: [purple], cost: 4, text: "[Main] Draw 1.", effects: [{kind: declared, timing: [main], do: [{op: draw, count: 1}]}, {kind: burst, when: spirit_destroyed, do: [{op: draw, count: 2}]}]}
  - {id: T-RD, name: Red Drake, type: spirit, colors: [red], cost: 3, reduction: [red, red], levels: [{cores: 1, bp: 3000}, {cores: 3, bp: 5000}], symbols: [red]}
turn: {number: 3, player: p1, step: main}
players:
  p1: {reserve: 4, hand: [T-REQUIEM, T-RD], deck: 10}
  p2: {reserve: 4, deck: 10}
"""


@pytest.mark.parametrize("lang", ["ja", "zh-Hant"])
def test_a_saga_game_speaks_the_language(table, qtbot, tmp_path, lang):
    """A Saga game's own words: the set-up (who is player one, the mulligan) in the prompt and the side
    panel, the new-game dialog's "player one", the Main Step's hint, the hand card's burst menu entry and
    the SET mark of a set burst."""
    from ui import i18n
    from ui.dialogs.new_game import NewGameDialog

    t = table(settings={"format": "saga", "opponent": "human", "seed": 5, "first": None}, seats=None)
    w, c = t.window, t.controller
    w.language_actions[lang].trigger()
    assert i18n.language() == lang and c.game.decision.kind == "first"
    assert w.prompt.isVisible() and "5-2-6" in w.prompt.text.text()  # Saga's own set-up words
    texts = [w.prompt.title.text(), w.prompt.text.text()] + _widget_texts(w.panel)
    w.panel.find_button("go_first").click()
    assert c.game.decision.kind == "redraw"
    texts += [w.prompt.title.text(), w.prompt.text.text()] + _widget_texts(w.panel)
    dlg = NewGameDialog(w, {"format": "saga"}, decks_folder=str(tmp_path), faces=w.faces)
    qtbot.addWidget(dlg)
    texts += _widget_texts(dlg)
    cardnames = {i18n.card_name(card) for card in c.game.state.cards}

    from engine.position import load_position_text

    pos = load_position_text(SAGA_BURSTS)  # a Saga Main Step on the same table
    t.start_game(pos.game, ("human", "human"), pos.actions)
    c = t.controller
    texts += _widget_texts(w.panel)
    entries = [label for label, _do in c.context_actions(("hand", 0, 0))]
    assert entries
    texts += entries
    uid = c.game.state.players[0].hand[0]
    next(do for _label, do in c.context_actions(("hand", 0, 0)))()
    assert c.game.state.players[0].zone("burst") == [uid]
    texts.append(w.scene.cards[uid].ghost_text)
    assert w.scene.cards[uid].ghost_text
    cardnames |= {i18n.card_name(card) for card in c.game.state.cards}
    left = [(word, where) for word, where in _english_left(texts) if not any(word in n for n in cardnames)]
    assert not left, "\n".join(map(str, left))
