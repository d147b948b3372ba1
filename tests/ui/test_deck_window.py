"""The deck window with real widgets: build a deck by searching, filtering and adding (double-click, +,
drag), see a deck rule problem appear and disappear, save it among the user's decks, start a game with it,
and import and export the plain-text list."""
from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QTimer
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from engine.deck import builtin_decks, deck_problems, load_deck
from engine.decklist import export_text_list
from engine.rulesets import get_ruleset as get_format
from ui.decks.lists import MIME

STANDARD = get_format("standard")


@pytest.fixture
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("SPIRIT_TABLE_DATA", str(tmp_path))
    return tmp_path


@pytest.fixture
def decks(qtbot, data):
    """A shown deck window on the user's deck folder of ``data``."""
    from ui.decks.window import DeckWindow
    from ui.table.faces import FaceCache

    faces = FaceCache(render=False)
    w = DeckWindow(faces, str(data / "decks"))
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def settle():
    """Let the lists' queued signals run (they act once the mouse or key event is over)."""
    QApplication.processEvents()


def key(widget, k, modifier=Qt.KeyboardModifier.NoModifier):
    QTest.keyClick(widget, k, modifier)
    settle()


def double_click(lst, card_id):
    it = lst.item_for(card_id)
    assert it is not None, f"{card_id} is not shown"
    lst.scrollToItem(it)
    p = lst.visualItemRect(it).center()
    vp, left, none = lst.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QTest.mouseClick(vp, left, none, p)  # Qt 6: the view emits the double-click on the release after it
    QTest.mouseDClick(vp, left, none, p)
    QTest.mouseRelease(vp, left, none, p)
    settle()


def click_item(lst, card_id):
    it = lst.item_for(card_id)
    lst.scrollToItem(it)
    QTest.mouseClick(lst.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     lst.visualItemRect(it).center())


def drop(onto, origin, card_id):
    """What a drag from the list named ``origin`` delivers to ``onto``: it enters, moves, and is released."""
    md = QMimeData()
    md.setData(MIME, f"{origin}\n{card_id}".encode())
    vp = onto.viewport()
    at = vp.rect().center()
    args = (Qt.DropAction.CopyAction, md, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(vp, QDragEnterEvent(at, *args))
    QApplication.sendEvent(vp, QDragMoveEvent(at, *args))
    ev = QDropEvent(QPointF(at), *args)
    QApplication.sendEvent(vp, ev)
    settle()
    return ev.isAccepted()


def problem_text(w) -> str:
    return w.deck.problems.text()


def test_build_a_deck_by_searching_filtering_and_adding(decks, qtbot):
    w = decks
    pool = w.pool
    QTest.keyClicks(pool.search, "drakeling")
    shown = pool.visible_ids()
    assert "ST-R01" in shown and all("drakeling" in w.model.cardset[i].name.lower() for i in shown)
    double_click(pool.list, "ST-R01")
    assert w.model.counts == {"ST-R01": 1}
    assert "Not a legal Standard deck" in problem_text(w) and "6-1-1" in problem_text(w)
    # filters: red Spirits of cost 3 with Super Unleash... then plainer ones
    pool.search.clear()
    QTest.mouseClick(pool.color_buttons["green"], Qt.MouseButton.LeftButton)
    pool.kind.setCurrentIndex(pool.kind.findData("spirit"))
    pool.cost.setCurrentIndex(pool.cost.findData(2))
    got = [w.model.cardset[i] for i in pool.visible_ids()]
    # a colour button shows the cards of any chosen colour (Saga's two-coloured GS-B026, blue and green, too)
    assert got and all("green" in c.colors and c.type == "spirit" and c.cost == 2 for c in got)
    assert pool.status.text().startswith(f"{len(got)} of ")
    click_item(pool.list, got[0].id)
    QTest.mouseClick(pool.b_add, Qt.MouseButton.LeftButton)
    key(pool.list, Qt.Key.Key_Plus)
    assert w.model.count(got[0].id) == 2
    # keyword and level filters
    pool.set_filter(colors=set(), kind="", cost="", keyword="succession")
    assert pool.visible_ids() and all(w.model.cardset[i].succession for i in pool.visible_ids())
    pool.set_filter(keyword="", levels=3)
    assert all(len(w.model.cardset[i].levels) == 3 for i in pool.visible_ids())
    # a drag from the pool onto the deck adds a copy; from the deck onto the pool removes one
    assert drop(w.deck.list, "poolList", "ST-R03")
    assert w.model.count("ST-R03") == 1
    assert not drop(w.deck.list, "deckList", "ST-R03")  # a card dropped back where it came from: nothing
    assert drop(w.pool.list, "deckList", "ST-R03")
    assert w.model.count("ST-R03") == 0
    # the deck list shows what was added, by type, with the copies
    assert w.deck.list.ids() == ["ST-R01", got[0].id]  # Spirits by cost: cost 1, then cost 2
    assert w.deck.list.item_for(got[0].id).data(Qt.ItemDataRole.UserRole + 1) == 2
    # undo and redo (buttons and keys)
    QTest.mouseClick(w.b_undo, Qt.MouseButton.LeftButton)
    assert w.model.count("ST-R03") == 1
    key(w.deck.list, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert w.model.count("ST-R03") == 0
    key(w.deck.list, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert w.model.count("ST-R03") == 1
    assert w.charts.total == w.model.total() == 4


def test_a_rule_problem_appears_and_disappears_as_you_build(decks, qtbot):
    w = decks
    w.copy_builtin("red-blaze")
    assert "A legal Standard deck" in problem_text(w) and w.b_play.isEnabled()
    full = next(cid for cid, n in w.model.counts.items() if n == STANDARD.max_copies)
    name = w.model.cardset[full].name
    double_click(w.deck.list, full)  # a fourth copy
    assert "Not a legal Standard deck" in problem_text(w)
    assert f"{STANDARD.max_copies + 1} copies of {name}" in problem_text(w) and "rule 6-1-1-2" in problem_text(w)
    assert w.deck.list.item_for(full).data(Qt.ItemDataRole.UserRole + 2)  # its badge is marked
    assert not w.b_play.isEnabled()
    # the same problems as `spirit-table deck check`
    assert w.model.problems() == deck_problems(w.model.to_deck())
    click_item(w.deck.list, full)
    QTest.mouseClick(w.deck.b_remove, Qt.MouseButton.LeftButton)
    assert "A legal Standard deck" in problem_text(w) and w.b_play.isEnabled()
    # too few cards (6-1-1), then enough again: first down to exactly the minimum (a built-in deck may hold more)
    while w.model.total() > STANDARD.deck_min:
        click_item(w.deck.list, next(cid for cid in w.model.counts if cid != full))
        key(w.deck.list, Qt.Key.Key_Delete)
    assert "A legal Standard deck" in problem_text(w) and w.model.total() == STANDARD.deck_min
    click_item(w.deck.list, full)
    for _ in range(STANDARD.max_copies):
        key(w.deck.list, Qt.Key.Key_Delete)
    assert "rule 6-1-1)" in problem_text(w) and f"it needs {STANDARD.deck_min} or more" in problem_text(w)
    assert w.model.count(full) == 0 and w.deck.list.item_for(full) is None
    for _ in range(STANDARD.max_copies):
        double_click(w.pool.list, full)
    assert "A legal Standard deck" in problem_text(w)


def test_save_then_reopen_and_the_folder_lists_it(decks, data, qtbot):
    from app.cli import main as cli_main

    w = decks
    w.copy_builtin("green-wilds")
    w.name.setFocus()
    w.name.selectAll()
    QTest.keyClicks(w.name, "My Forest")
    QTest.keyClick(w.name, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)  # saved while still typing
    assert w.model.name == "My Forest"
    path = w.model.path
    assert path == str(data / "decks" / "my-forest.yaml") and os.path.exists(path)
    assert not w.model.dirty and "•" not in w.windowTitle()
    saved = load_deck(path)
    assert saved.name == "My Forest" and sorted(saved.cards) == sorted(builtin_decks()["green-wilds"].cards)
    assert cli_main(["deck", "check", path]) == 0
    # an edit, then saved again to the same file
    double_click(w.pool.list, w.pool.visible_ids()[0])
    assert w.model.dirty
    QTest.mouseClick(w.b_save, Qt.MouseButton.LeftButton)
    assert w.model.path == path and len(load_deck(path).cards) == len(saved.cards) + 1
    # the app's own deck files are opened as copies, never written over
    from engine.cards import RESOURCES

    assert w.open_file(os.path.join(RESOURCES, "decks", "red-blaze.yaml"))
    assert w.model.path == "" and w.model.name.endswith("(copy)")
    # a new deck, then the saved one again from the Decks menu
    w.new_deck()
    assert w.model.total() == 0 and not w.b_save.isEnabled()
    w._fill_decks_menu()
    titles = [a.text() for a in w.decks_menu.actions()]
    assert any(t.startswith("My Forest") for t in titles)
    assert any(t.startswith(builtin_decks()["red-blaze"].name) for t in titles)
    next(a for a in w.decks_menu.actions() if a.text().startswith("My Forest")).trigger()
    assert w.model.path == path and w.model.total() == len(saved.cards) + 1
    # deleted from the user's decks: the file goes, the cards stay as an unsaved deck
    w._fill_decks_menu()
    w.decks_menu.findChild(type(w.decks_menu.actions()[0]), "deleteDeck").trigger()
    assert not os.path.exists(path) and w.model.path == "" and w.model.dirty
    assert w.model.total() == len(saved.cards) + 1 and "Deleted" in w.status.text()
    w._fill_decks_menu()
    assert not any(a.text().startswith("My Forest") for a in w.decks_menu.actions())
    assert w.decks_menu.findChild(type(w.decks_menu.actions()[0]), "deleteDeck") is None


def test_a_damaged_deck_file_is_listed_and_never_stops_the_window(decks, data):
    w = decks
    (data / "decks").mkdir(exist_ok=True)
    (data / "decks" / "broken.yaml").write_text("name: x\ncards: {NOPE-01: 3}\n")
    w._fill_decks_menu()
    bad = next(a for a in w.decks_menu.actions() if a.text().startswith("broken.yaml"))
    assert not bad.isEnabled() and "NOPE-01" in bad.toolTip()
    assert not w.open_file(str(data / "decks" / "broken.yaml"))
    assert "NOPE-01" in w.status.text() and "unknown card id" in w.status.text()


def test_import_and_export_the_text_list(decks, qtbot):
    w = decks
    deck = builtin_decks()["azure-tide"]
    text = export_text_list(deck.cards)
    assert text.startswith("# Spirits")
    bad = text + "2 Dragon of Nowhere\n3\n"
    got = w.import_text(bad)
    assert sorted(w.model.card_ids()) == sorted(deck.cards)
    assert [p.line for p in got.problems] == [len(text.splitlines()) + 1, len(text.splitlines()) + 2]
    note = w.deck.note.text()
    assert w.deck.note.isVisible() and "2 lines not read" in note and "Dragon of Nowhere" in note
    assert f"Line {got.problems[0].line}" in note
    assert "A legal Standard deck" in problem_text(w)
    assert w.export_text() == text  # the list reads back to the same text
    w.model.undo()  # an import is one step of undo
    assert w.model.total() == 0
    # the export dialog shows the list and copies it
    from ui.decks.text_dialogs import ExportDialog, ImportDialog

    w.model.redo()
    dlg = ExportDialog(w.export_text(), w.model.name, w)
    qtbot.addWidget(dlg)
    assert dlg.text.toPlainText() == text
    dlg.copy()
    assert QApplication.clipboard().text() == text
    # the import dialog as a user fills it: pasted from the clipboard
    imp = ImportDialog(w)
    qtbot.addWidget(imp)
    QApplication.clipboard().setText("3 Cinder Drakeling\n1 ST-R03\n")
    next(b for b in imp.findChildren(type(w.b_save)) if b.text() == "Paste").click()
    w.import_text(imp.text.toPlainText())
    assert w.model.counts == {"ST-R01": 3, "ST-R03": 1} and not w.deck.note.isVisible()


def test_charts_and_the_sample_hand_follow_the_deck(decks, qtbot):
    from engine.rng import Rng

    w = decks
    w.copy_builtin("red-green-wildfire")
    cards = w.model.cards()
    assert w.charts.total == len(cards)
    assert w.charts.colors == {"red": sum("red" in c.colors for c in cards),
                               "green": sum("green" in c.colors for c in cards)}
    assert "Cost curve" in w.charts.toolTip()
    hand = w.hand
    assert len(hand.hand) == STANDARD.start_hand
    deck = [c.id for c in cards]
    expected = list(deck)
    Rng(hand.seed).shuffle(expected)
    assert hand.hand == expected[:STANDARD.start_hand]
    QTest.mouseClick(hand.redraw_button, Qt.MouseButton.LeftButton)
    again = list(deck)
    Rng(hand.seed).shuffle(again)
    assert hand.hand == again[:STANDARD.start_hand] and hand.seed != 1
    w.model.clear()
    assert hand.hand == [] and not hand.redraw_button.isEnabled() and w.charts.total == 0
    # pointing at a card shows it
    w._hover("ST-R03")
    assert w.preview.card.id == "ST-R03" and "Ashwing Wyvern" in w.preview_text.text()


def _accept_new_game_dialog(qtbot, check):
    """Wait for the modal new-game dialog, let ``check`` look at it, and press Start."""
    from ui.dialogs.new_game import NewGameDialog

    seen = []

    def poll():
        dlg = QApplication.activeModalWidget()
        if isinstance(dlg, NewGameDialog):
            check(dlg)
            seen.append(dlg)
            dlg.accept()
        else:
            QTimer.singleShot(20, poll)

    QTimer.singleShot(0, poll)
    return seen


def test_start_a_game_with_a_built_deck_from_the_table(table, data, qtbot):
    t = table(settings={"opponent": "human", "seed": 5})
    win = t.window
    assert win.decks_folder == str(data / "decks")
    win.findChild(type(win.a_undo), "decks").trigger()  # Game → Decks…
    w = win.deck_window
    assert w is not None and w.isVisible() and w.isModal()
    w.import_text(export_text_list(builtin_decks()["purple-gravesong"].cards))
    w.model.rename("Night Choir")
    choices = {}
    seen = _accept_new_game_dialog(qtbot, lambda dlg: choices.update(dlg.settings()))
    QTest.mouseClick(w.b_play, Qt.MouseButton.LeftButton)  # saved, then the new-game dialog
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    path = str(data / "decks" / "night-choir.yaml")
    assert os.path.exists(path) and choices["deck1"] == path
    c = t.controller
    assert c.setup["deck1"] == path
    p0 = c.game.state.players[0]
    ids = sorted(c.game.state.cards[u].id for u in p0.deck + p0.hand)
    assert ids == sorted(load_deck(path).cards)


def test_the_new_game_dialog_lists_user_decks_and_builds_one(table, data, qtbot):
    from ui.decks.store import save
    from ui.dialogs.new_game import NewGameDialog

    deck = builtin_decks()["red-blaze"]
    mine = str(data / "decks" / "mine.yaml")
    save(deck, mine)
    t = table(settings={"opponent": "human", "seed": 5})
    dlg = NewGameDialog(t.window, {}, decks_folder=str(data / "decks"), faces=t.window.faces)
    qtbot.addWidget(dlg)
    items = [dlg.deck1.itemText(i) for i in range(dlg.deck1.count())]
    assert any(s.startswith("★ ") and deck.name in s for s in items)
    assert dlg.deck1.findData(mine) > dlg.deck1.findData("red-blaze") >= 0
    # a deck built from the dialog's Decks… button is listed and chosen
    QTest.mouseClick(dlg.findChild(type(t.window.b_new), "openDecks"), Qt.MouseButton.LeftButton)
    w = dlg.deck_window
    assert w.b_play.text().startswith("Use this deck")
    w.copy_builtin("azure-tide")
    double_click(w.pool.list, "ST-B01")  # a fourth copy: not legal, cannot be used
    assert not w.b_play.isEnabled()
    w.save()
    dlg.deck1.setCurrentIndex(dlg.deck1.findData(w.model.path))
    assert "Your deck is not legal" in dlg.deck_warning.text() and "6-1-1-2" in dlg.deck_warning.text()
    w.model.remove("ST-B01")
    QTest.mouseClick(w.b_play, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dlg.deck1.currentData() == w.model.path, timeout=3000)
    assert dlg.deck_warning.text() == ""
    assert dlg.settings()["deck1"].endswith("azure-tide-copy.yaml")


def test_every_rule_set_of_the_engine_is_offered_with_its_own_numbers(qtbot, data, monkeypatch):
    """A second rule set (as Saga or Eternal will be): its deck size, copy limit and starting hand are used."""
    from engine.rulesets import RULESETS
    from engine.rulesets.standard import Standard
    from ui.decks.window import DeckWindow
    from ui.table.faces import FaceCache

    class SmallTest(Standard):
        name, short_title, card_format = "small_test", "Small Test", "standard"
        deck_min, max_copies, start_hand = 20, 2, 5

    FORMATS = RULESETS
    monkeypatch.setitem(RULESETS, "small_test", SmallTest())
    w = DeckWindow(FaceCache(render=False), str(data / "decks"))
    qtbot.addWidget(w)
    w.show()
    keys = [w.rule_set.itemData(i) for i in range(w.rule_set.count())]
    from ui.games import edits_decks

    assert keys == [k for k, rs in FORMATS.items() if edits_decks(rs)] and "dbscg" not in keys
    assert "Small Test" in w.rule_set.itemText(keys.index("small_test"))
    w.copy_builtin("red-blaze")
    assert "A legal Standard deck" in problem_text(w)
    w.rule_set.setCurrentIndex(keys.index("small_test"))
    assert w.model.format == "small_test"
    text = problem_text(w)
    assert "Not a legal Small Test deck" in text and "at most 2 of a name" in text and "6-1-1-2" in text
    assert len(w.hand.hand) == 5
    assert "20 OR MORE, AT MOST 2" in w.deck.title.text()
    w.model.undo()  # the rule set is part of the deck: one step of undo
    assert w.model.format == "standard" and w.rule_set.currentData() == "standard"
    assert len(w.hand.hand) == STANDARD.start_hand
    w.rule_set.setCurrentIndex(keys.index("small_test"))
    for cid, n in list(w.model.counts.items()):
        w.model.set_count(cid, min(n, 2))
    assert "A legal Small Test deck" in problem_text(w)
    w.save()
    assert load_deck(w.model.path).format == "small_test"


@pytest.mark.parametrize("lang", ["ja", "zh-Hant"])
def test_every_rule_set_is_named_in_the_language(qtbot, data, lang):
    """The rule sets of the deck window ("Eternal" and "Dbscg" were shown as the program's names in Japanese)."""
    import re

    from ui import i18n
    from ui.decks.window import DeckWindow
    from ui.table.faces import FaceCache

    i18n.set_language(lang)
    w = DeckWindow(FaceCache(render=False), str(data / "decks"))
    qtbot.addWidget(w)
    names = [w.rule_set.itemText(i) for i in range(w.rule_set.count())]
    assert len(names) == 3  # Standard, Saga, Eternal (the Dragon Ball Super Card Game's decks are files)
    assert not [n for n in names if re.search(r"[A-Za-z]{3,}", n)], names


def test_the_pool_holds_the_cards_of_the_rule_set(decks):
    """Saga 5-1-1-1: a Saga deck holds Saga cards; the pool offered every card of every set (627), so a Saga deck
    could be built of Standard cards the rules then refused. Each rule set's pool is its card set."""
    w = decks
    fmts = {}
    for key in ("standard", "saga", "eternal"):
        w.rule_set.setCurrentIndex(w.rule_set.findData(key))
        settle()
        fmts[key] = {c.format for c in w.pool.cards}
        assert w.pool.cards and fmts[key] == {key}, (key, fmts[key])
        assert not [c.id for c in w.pool.cards if c.token]  # a token is never in a deck (E:衍生物: GE-B033 ...)
    w.copy_builtin("red-blaze")  # a Standard deck's cards, then the Saga rules: the problems say so
    w.rule_set.setCurrentIndex(w.rule_set.findData("saga"))
    settle()
    assert "not a Battle Spirits Saga card" in problem_text(w)


def test_the_built_in_decks_offered_are_the_rule_sets_own_and_a_copy_is_named_in_the_language(decks):
    """Saga's built-in decks were not offered (the menu listed Standard's whatever the rule set); a copy is named
    in the table's language ("… (copy)" was English)."""
    from engine.deck import format_decks
    from ui import i18n

    w = decks
    w.rule_set.setCurrentIndex(w.rule_set.findData("saga"))
    settle()
    w._fill_decks_menu()
    titles = [a.text() for a in w.decks_menu.actions()]
    saga = format_decks("saga")
    assert all(any(t.startswith(d.name) for t in titles) for d in saga.values())
    assert not any(t.startswith("Red Blaze") for t in titles)
    i18n.set_language("ja")
    key, deck = next(iter(saga.items()))
    w.copy_builtin(key)
    assert w.model.format == "saga" and w.model.name == f"{deck.name_in('ja')}（コピー）"
    w._fill_decks_menu()
    assert any(a.text().startswith(deck.name_in("ja")) for a in w.decks_menu.actions())


def test_saving_a_deck_keeps_its_translations_unless_their_words_were_changed(decks, data):
    """Nothing is lost: a deck file's i18n came back without it after a save from the window."""
    from engine.deck import load_deck

    path = data / "decks" / "sparks.yaml"
    path.parent.mkdir(exist_ok=True)
    path.write_text("name: Sparks\nformat: standard\ndescription: Red rush.\n"
                    "i18n:\n  ja: {name: 火花, description: 赤の速攻。}\ncards: {ST-R01: 3}\n", encoding="utf-8")
    w = decks
    assert w.open_file(str(path))
    w.model.set_count("ST-R02", 2)
    assert w.save()
    assert load_deck(str(path)).i18n == {"ja": {"name": "火花", "description": "赤の速攻。"}}
    w.name.setText("Embers")  # renamed: the Japanese name translated the old one
    w.commit_name()
    assert w.save()
    assert load_deck(str(path)).i18n == {"ja": {"description": "赤の速攻。"}}
