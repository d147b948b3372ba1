"""The side panel on the Saga table tells, in players' words: the effects waiting to resolve, numbered in the
order they will (the newest first, Saga 8-5-2-4); the substitution a player chooses (Saga 8-9-2), two copies
told apart; the checkpoint destructions (Saga 9-3, 9-4) in the log."""
from __future__ import annotations

import os

from PySide6.QtCore import Qt

HERE = os.path.dirname(os.path.abspath(__file__))
SAGA = os.path.join(os.path.dirname(HERE), "positions", "saga")


def _position(name, keep_actions=None):
    with open(os.path.join(SAGA, name), encoding="utf-8") as f:
        text = f.read()
    text = text.split("\nexpect:")[0]
    if keep_actions is not None:
        head, acts = text.split("\nactions:\n")
        lines = [ln for ln in acts.splitlines() if ln.strip().startswith("- ")]
        text = head + ("\nactions:\n" + "\n".join(lines[:keep_actions]) if keep_actions else "") + "\n"
    return text


def test_waiting_effects_are_numbered_newest_first_and_resolve_so(table, qtbot):
    t = table(_position("8-5-2-4-newest-effect-resolves-first.yaml", keep_actions=1), seats=("human", "human"))
    c, panel = t.controller, t.window.panel
    assert c.game.decision.kind == "choose"
    assert "the turn player chooses among effects that activated together" in panel.detail.text()
    assert "Saga 8-5-2-4" in panel.detail.text()
    pending = panel.pending.text().splitlines()
    waiting = [ln for ln in pending if "waiting:" in ln]
    assert [ln.split(".")[0] for ln in waiting] == ["1", "2"] and all("Reaper" in ln for ln in waiting)
    assert "newest waiting effect resolves first" in pending[-1] and "Saga 8-5-2-4" in pending[-1]
    # the destroy effect first (its button), then its target (a click on the card on the table)
    buttons = [b for b in panel.box.findChildren(type(panel.find_button("chooseDone") or t.window.b_new))
               if b.objectName().startswith("choose:")]
    qtbot.mouseClick(next(b for b in buttons if "destroy" in b.text().lower() or b.objectName() == "choose:0"),
                     Qt.MouseButton.LeftButton)
    assert c.game.decision.kind == "choose"
    assert any("resolving:" in ln for ln in panel.pending.text().splitlines())
    assert any(ln.startswith("1. waiting: When Summoned of Reaper") for ln in panel.pending.text().splitlines())
    assert c.click_card("p2.field[0]")
    texts = [e.text for e in c.events]
    wisp = texts.index("When Destroyed of Ember Wisp: p2 draws 1")
    reaper = texts.index("When Summoned of Reaper: p1 draws 1")
    assert wisp < reaper  # the newest (Ember Wisp's, activated while Reaper's waited) resolved first
    assert not panel.pending.isVisible()


def test_the_affected_player_chooses_a_substitution_between_two_copies(table):
    t = table(_position("8-9-2-affected-player-chooses-substitution.yaml"), seats=("human", "human"))
    c, panel = t.controller, t.window.panel
    d = c.game.decision
    assert d.kind == "choose" and d.player == 1  # the affected player, not the turn player
    assert "substitution" in panel.detail.text() and "Saga 8-9-2" in panel.detail.text()
    texts = sorted(b.text() for b in panel.box.findChildren(type(t.window.b_new)) if b.objectName().startswith("choose:"))
    assert texts == ["Replacement effect of Aegis Golem  · your Field #1",
                     "Replacement effect of Aegis Golem  · your Field #2"]


def test_checkpoint_destructions_are_in_the_log_in_words(table):
    t = table(_position("9-4-2-bp-zero-destroyed.yaml"), seats=("human", "human"))
    log = t.window.log
    rows, stack = [], [log.topLevelItem(i) for i in range(log.topLevelItemCount())]
    while stack:
        it = stack.pop()
        rows.append(it.text(0))
        stack.extend(it.child(k) for k in range(it.childCount()))
    line = next((r for r in rows if "BP 0 or less is destroyed" in r), None)
    assert line is not None and "(Saga 9-4" in line, rows
    assert "_" not in line and "field[" not in line  # players' words, never internal names
