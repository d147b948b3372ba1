"""A block the rules force ([Clash], 12-1-1) explains itself (issue 13): the panel says why, its No block
is there but not possible, Space says why instead of doing nothing, the mat's button says so."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

CLASH = """
version: 1
cards:
  - {id: T-BRUTE, name: Brawler, type: spirit, colors: [red], cost: 3, levels: [{cores: 1, bp: 5000}], symbols: [red],
     text: "[Clash]", effects: [{kind: keyword, name: clash}]}
  - {id: T-VAN, name: Plain Beast, type: spirit, colors: [green], cost: 2, levels: [{cores: 1, bp: 2000}], symbols: [green]}
turn: {number: 4, player: p1, step: attack}
players:
  p1:
    deck: 5
    field: [{card: T-BRUTE, cores: 1}]
  p2:
    deck: 5
    field: [{card: T-VAN, cores: 1}]
actions:
  - {by: p1, do: attack, with: field[0]}
  - {by: p2, do: pass}
  - {by: p1, do: pass}
"""


def test_a_forced_block_says_why_and_space_explains(table):
    t = table(CLASH)
    w, c = t.window, t.controller
    d = c.game.decision
    assert (d.player, d.kind) == (1, "block")
    assert "don't block" not in w.panel.detail.text()
    assert "[Clash]" in w.panel.detail.text() and "12-1-1" in w.panel.detail.text()
    assert "must block" in w.panel.title.text().lower()
    b = w.panel.find_button("no_block")
    assert b is not None and not b.isEnabled() and "[Clash]" in b.toolTip()
    assert w.scene.button.text == "YOU MUST BLOCK" and not w.scene.button.enabled
    n = len(c.actions)
    QTest.keyClick(w, Qt.Key.Key_Space)
    assert len(c.actions) == n and c.game.decision.kind == "block"
    assert "[Clash]" in w.last_message and "12-1-1" in w.last_message


def test_an_ordinary_block_keeps_its_no_block_button(table):
    t = table(CLASH.replace('text: "[Clash]", effects: [{kind: keyword, name: clash}]', 'text: ""'))
    w = t.window
    b = w.panel.find_button("no_block")
    assert b is not None and b.isEnabled()
    assert w.scene.button.text == "NO BLOCK"


def test_space_during_a_choice_says_what_to_do(table):
    from .test_polish_panel import DISCARD

    t = table(DISCARD)
    assert t.controller.game.decision.kind == "choose"
    QTest.keyClick(t.window, Qt.Key.Key_Space)
    assert "answer in the side panel" in t.window.statusBar().currentMessage()


def test_space_during_a_payment_says_confirm_or_cancel(table):
    from engine.actions import Action

    from .test_polish_panel import SUCCESSION

    t2 = table(SUCCESSION)
    assert t2.controller.propose(Action(0, "summon", card="hand[0]", pay="auto", place="auto")) == "payment"
    QTest.keyClick(t2.window, Qt.Key.Key_Space)
    assert "Enter" in t2.window.statusBar().currentMessage()
