"""The decisions of the preparation before the first turn are shown as set-up, in every ruleset: the side panel's
header says "Before the game · set-up" and the step tracker lights no step of turn 1 (Eternal's Contract card,
E:遊戲準備②, as Standard's who-goes-first and redraw, 6-2; the DBSCG's mulligan, D 5-2)."""
from __future__ import annotations

import pytest


@pytest.mark.parametrize("fmt,kind", [("standard", "first"), ("eternal", "contract"), ("dbscg", "mulligan")])
def test_the_preparation_is_shown_as_set_up(table, fmt, kind):
    t = table(settings={"format": fmt, "seed": 9, "opponent": "human"}, seats=("human", "human"))
    c = t.controller
    d = c.game.decision
    assert d is not None and d.kind == kind, (fmt, d)
    t.window.refresh()
    tracker = t.window.scene.tracker
    assert (tracker.step, tracker.turn) == ("", 0)
    if fmt != "dbscg":  # (that game's own panel has no header line)
        assert t.window.panel.header.text() == "Before the game · set-up"
