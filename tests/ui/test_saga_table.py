"""A Battle Spirits Saga game on the table (issue 14's foundation): the mat follows the Saga ruleset
(seven steps, a Burst Area where Standard has its Removed Area), the Saga mulligan's extra card,
and turns played with the keyboard; the table holds no Saga code."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest


def test_a_saga_game_on_the_table(table, qtbot):
    t = table(settings={"format": "saga", "opponent": "human", "seed": 0, "first": 0}, seats=None)
    c, sc = t.controller, t.window.scene
    assert c.game.ruleset.name == "saga"
    n = sum(len(z) for z in (c.game.state.players[0].deck, c.game.state.players[0].hand))
    assert 50 <= n <= 60, "a Saga deck of the Saga decks (resources/decks/saga)"
    assert [name for name, _ in sc.tracker.steps] == ["start", "core", "draw", "refresh", "main", "attack", "end"]
    for seat in (0, 1):
        assert (seat, "burst") in sc.zones and (seat, "removed") not in sc.zones
    for name in ("keep", "keep"):
        b = t.window.panel.find_button(name)
        assert b is not None and b.isEnabled()
        qtbot.mouseClick(b, Qt.MouseButton.LeftButton)
        t.window.scene.tween.finish()
    # Saga 5-2-7: keeping draws 1 more (5); player one has also drawn in the Draw Step of turn 1
    assert [len(p.hand) for p in c.game.state.players] == [6, 5]
    for _ in range(4):
        QTest.keyClick(t.window.view, Qt.Key.Key_Space)
        t.window.scene.tween.finish()
    assert c.game.state.turn >= 2 and not c.game.is_over
