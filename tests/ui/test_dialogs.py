"""The new-game and game-over dialogs, and practice mode's hands."""
from __future__ import annotations

from PySide6.QtWidgets import QLabel

MAIN = """
version: 1
seed: 11
turn: {number: 3, player: p1, step: main}
players:
  p1: {life: 1, reserve: 4, hand: [ST-R03], deck: 30, field: [{card: ST-R02, cores: 1}]}
  p2: {life: 5, reserve: 4, hand: [ST-B01], deck: 30, field: [{card: ST-B02, cores: 1}]}
"""


def test_new_game_dialog_settings_start_a_game(table, qtbot):
    from ui.dialogs.new_game import NewGameDialog

    t = table(MAIN)
    dlg = NewGameDialog(t.window, {"opponent": "random"})
    qtbot.addWidget(dlg)
    dlg.first.setCurrentIndex(dlg.first.findData(0))
    dlg.opponent.setCurrentIndex(dlg.opponent.findData("human"))
    dlg.seed.setValue(42)
    s = dlg.settings()
    assert s["opponent"] == "human" and s["first"] == 0 and s["seed"] == 42 and s["deck1"] and s["deck2"]
    t.start(s)
    c = t.controller
    assert c.seats == ("human", "human") and c.practice
    assert c.game.state.first_player == 0 and c.game.decision.kind == "redraw"
    # practice: both hands face up (View > Show both hands), the opponent seat is played by hand too
    sc = t.window.scene
    assert all(it.face_up for it in sc.cards.values() if it.zone == "hand")
    t.window.a_both.setChecked(False)
    t.window.a_both.triggered.emit()
    assert not any(it.face_up for it in sc.cards.values() if it.zone == "hand" and it.owner == 1)


def test_concede_ends_the_game_and_the_summary_is_shown(table):
    from ui.dialogs.game_over import GameOverDialog

    t = table(MAIN)
    c = t.controller
    c.concede()
    assert c.game.is_over and c.game.winner == 1
    assert "win" in t.window.panel.title.text().lower()
    assert t.window.panel.find_button("newGame") is not None
    dlg = GameOverDialog(c.game, c.events, t.window.names, t.window)
    text = " ".join(w.text() for w in dlg.findChildren(QLabel))
    assert "Player 2 wins" in text and "concession" in text and "3 turns played" in text
