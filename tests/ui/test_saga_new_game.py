"""The new-game dialog chooses the rules from the registry and lists that format's decks; the set-up's words
on the table follow the rules played (Saga 5-2-6, 5-2-7)."""
from __future__ import annotations

from PySide6.QtCore import Qt


def _decks(box):
    return [box.itemData(i) for i in range(box.count()) if box.itemData(i)]


def test_the_dialog_lists_the_decks_of_the_chosen_rules(table, qtbot):
    from engine.deck import builtin_decks, format_decks
    from engine.rulesets import RULESETS
    from ui.dialogs.new_game import NewGameDialog

    t = table(settings={"opponent": "human", "seed": 3})
    dlg = NewGameDialog(t.window, {"opponent": "human"})
    qtbot.addWidget(dlg)
    names = [dlg.rules.itemData(i) for i in range(dlg.rules.count())]
    assert names == list(RULESETS)  # the registry, not a fixed pair
    assert set(_decks(dlg.deck1)) == set(builtin_decks())
    dlg.rules.setCurrentIndex(names.index("saga"))
    saga = set(format_decks("saga"))
    assert saga and set(_decks(dlg.deck1)) == saga == set(_decks(dlg.deck2))
    assert dlg.deck1.currentData() != dlg.deck2.currentData()
    assert dlg.deck_warning.text() == ""  # Saga decks are legal Saga decks
    s = dlg.settings()
    assert s["format"] == "saga" and s["deck1"] in saga and s["deck2"] in saga
    t.start(s)
    g = t.controller.game
    assert g.ruleset.name == "saga" and t.window.scene.faces.template == "saga"
    assert 50 <= len(g.state.players[0].deck) + len(g.state.players[0].hand) <= 60
    dlg.rules.setCurrentIndex(names.index("standard"))  # and back: Standard's decks again
    assert set(_decks(dlg.deck1)) == set(builtin_decks())


def test_a_deck_of_other_rules_is_said_to_be_illegal(table, qtbot):
    from ui.dialogs.new_game import NewGameDialog

    t = table(settings={"opponent": "human", "seed": 3})
    dlg = NewGameDialog(t.window, {"opponent": "human", "format": "saga", "deck1": "red-blaze"})
    qtbot.addWidget(dlg)
    assert dlg.rules.currentData() == "saga"
    assert dlg.deck1.currentData() == "red-blaze"  # a deck named in the settings stays listed
    assert "Your deck is not legal" in dlg.deck_warning.text() and "Saga 5-1-1-1" in dlg.deck_warning.text()


def test_the_set_up_speaks_saga(table, qtbot):
    t = table(settings={"format": "saga", "opponent": "human", "seed": 5, "first": None}, seats=None)
    c, w = t.controller, t.window
    assert c.game.decision.kind == "first"
    assert w.prompt.isVisible() and "random draw" in w.prompt.title.text()
    assert "player one" in w.prompt.text.text() and "Saga 5-2-6" in w.prompt.text.text()
    b = w.panel.find_button("go_first")
    assert b is not None and b.text().startswith("I am player one")
    qtbot.mouseClick(b, Qt.MouseButton.LeftButton)
    d = c.game.decision
    assert d.kind == "redraw" and "Saga 5-2-7" in w.prompt.text.text()
    keep = w.panel.find_button("keep")
    assert keep.text().startswith("Keep (draw 1 more)") and w.panel.find_button("redraw").text() == "Mulligan"
    # a Standard game keeps its own words
    t.start({"format": "standard", "opponent": "human", "seed": 5, "first": None})
    assert "rock-paper-scissors" in w.prompt.title.text()
    assert w.panel.find_button("go_first").text() == "Go first"


def test_who_goes_first_in_the_words_of_the_rules(qtbot):
    from ui.dialogs.new_game import NewGameDialog

    dlg = NewGameDialog(None, {"format": "saga"})
    qtbot.addWidget(dlg)
    assert dlg.first_label.text() == "Player one" and "random draw decides" in dlg.first.itemText(0)
    dlg.rules.setCurrentIndex(dlg.rules.findData("standard"))
    assert dlg.first_label.text() == "Goes first" and dlg.first.itemText(0) == "Random (rock-paper-scissors)"
