"""The table driven with real mouse drags on the view's viewport (offscreen)."""
from __future__ import annotations

import copy

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from engine.position import Result, dump

MAIN = """
version: 1
seed: 11
turn: {number: 3, player: p1, step: main}
players:
  p1: {life: 5, reserve: 4, soul_core: reserve, hand: [ST-R03, ST-R01, ST-R06], deck: 30,
       field: [{card: ST-R02, cores: 1}]}
  p2: {life: 5, reserve: 4, hand: [ST-B01, ST-B02, ST-B03], deck: 30, field: [{card: ST-B02, cores: 1}]}
"""

BATTLE = """
version: 1
seed: 5
turn: {number: 3, player: p1, step: attack}
players:
  p1: {life: 5, reserve: 2, hand: [ST-R03], deck: 30,
       field: [{card: ST-R02, cores: 3}, {card: ST-R01, cores: 1}]}
  p2: {life: 5, reserve: 3, hand: [ST-B01], deck: 30, field: [{card: ST-B02, cores: 1}]}
"""


def snapshot(game) -> dict:
    d = dump(Result(game, [], None))
    d.pop("log", None)
    return copy.deepcopy(d)


def top_of(item):
    """A point on a card away from the cores lying on it (where a hand grabs a card)."""
    return (item.x(), item.y() - 48)


def click_button(qtbot, t, name):
    b = t.window.panel.find_button(name)
    assert b is not None, f"no {name!r} button; have {[w.objectName() for w in t.window.panel.box.findChildren(type(b))] if b else ''}"
    assert b.isEnabled()
    qtbot.mouseClick(b, Qt.MouseButton.LeftButton)
    t.window.scene.tween.finish()


def test_core_drag_from_reserve_onto_spirit(table, drag):
    t = table(MAIN)
    sc = t.window.scene
    g = t.controller.game
    core = sc.core_items(0, "reserve")[-1]
    spirit = sc.field_item(0, 0)
    drag(t, core, spirit)
    g = t.controller.game
    assert g.state.players[0].field[0].cores == 2
    assert g.state.players[0].reserve == 3
    assert any("moves 1 core from the Reserve to Cinder Drakeling [2]" in line for line in t.window.log.lines)
    # the scene followed: two core items on the card now, three in the Reserve
    assert len(sc.core_items(0, "field[0]")) == 2
    assert len(sc.core_items(0, "reserve")) == 3


def test_soul_core_drag_and_several_cores_with_shift(table, drag):
    t = table(MAIN)
    sc = t.window.scene
    drag(t, sc.souls[0], sc.field_item(0, 0))
    p = t.controller.game.state.players[0]
    assert p.field[0].soul and p.soul_at == "field"
    drag(t, sc.core_items(0, "reserve")[0], sc.field_item(0, 0), Qt.KeyboardModifier.ShiftModifier)
    p = t.controller.game.state.players[0]
    assert p.reserve == 0 and p.field[0].cores == 5


def test_summon_by_drag_with_payment_confirmed(table, drag, qtbot):
    t = table(MAIN)
    sc = t.window.scene
    card = sc.hand_item(0, 0)  # Ashwing Wyvern: cost 3, one red symbol on the Field reduces it to 2
    drag(t, card, (700, 650))
    pr = t.controller.proposal
    assert pr is not None and pr.verb == "summon"
    assert pr.pay == {"reserve": 2} and pr.place == {"reserve": 1}
    assert sc.ghost is card and card.zone == "ghost"
    assert len([c for c in sc.cores[0] if c.role == "pay"]) == 2  # proposed on the table
    assert len([c for c in sc.cores[0] if c.role == "place"]) == 1
    assert t.controller.game.state.players[0].reserve == 4  # nothing committed yet
    click_button(qtbot, t, "confirm")
    p = t.controller.game.state.players[0]
    assert [t.controller.game.card(fc.uid).name for fc in p.field] == ["Cinder Drakeling [2]", "Ashwing Wyvern"]
    assert p.reserve == 1 and p.trash_cores == 2 and p.field[1].cores == 1
    assert t.controller.proposal is None
    assert card.zone == "field"


def test_payment_adjusted_by_clicking_cores(table, drag, click, qtbot):
    t = table(MAIN)
    sc = t.window.scene
    drag(t, sc.hand_item(0, 0), (700, 650))
    kept = [c for c in sc.core_items(0, "reserve") if c.role is None][0]
    click(t, kept)  # kept -> paid: 3 offered for a cost of 2
    pr = t.controller.proposal
    assert pr.pay == {"reserve": 3} and pr.error is not None and pr.error.rule == "11-1-1-5"
    assert not t.window.panel.find_button("confirm").isEnabled()
    paid = [c for c in sc.cores[0] if c.role == "pay"][0]
    click(t, paid)  # paid -> placed on the new card
    assert pr.pay == {"reserve": 2} and pr.place == {"reserve": 2} and pr.error is None
    QTest.keyClick(t.window, Qt.Key.Key_Return)
    p = t.controller.game.state.players[0]
    assert p.field[1].cores == 2 and p.reserve == 0


def test_payment_cancelled_with_escape(table, drag):
    t = table(MAIN)
    sc = t.window.scene
    before = snapshot(t.controller.game)
    card = sc.hand_item(0, 0)
    drag(t, card, (700, 650))
    assert t.controller.proposal is not None
    QTest.keyClick(t.window, Qt.Key.Key_Escape)
    sc.tween.finish()
    assert t.controller.proposal is None and card.zone == "hand"
    assert snapshot(t.controller.game) == before


def test_illegal_drop_snaps_back_and_leaves_state_equal(table, drag):
    t = table(MAIN)
    sc = t.window.scene
    before = snapshot(t.controller.game)
    card = sc.hand_item(0, 2)  # Pyreheart Sovereign costs more than p1 has
    home = sc.targets[card][:2]
    drag(t, card, (700, 650))
    assert snapshot(t.controller.game) == before
    assert t.controller.proposal is None
    assert card.zone == "hand" and (card.x(), card.y()) == home  # snapped back
    msg = t.window.last_message
    assert "Pyreheart Sovereign costs 6 after reduction" in msg and "Rule 11-1-1-5" in msg
    assert sc.banner.isVisible()
    # a core dropped on the opponent's Spirit: refused with the rule, nothing changes
    core = sc.core_items(0, "reserve")[0]
    drag(t, core, sc.field_item(1, 0))
    assert snapshot(t.controller.game) == before
    assert "Rule 7-6-1-2-2" in t.window.last_message
    # an attack in the Main Step: the engine's reason
    drag(t, top_of(sc.field_item(0, 0)), (700, 300))
    assert snapshot(t.controller.game) == before
    assert "you cannot attack with" in t.window.last_message and "Rule 7-6-1-2-1" in t.window.last_message


def test_attack_and_block_through_flash_timings_to_life_loss(table, drag, qtbot):
    t = table(BATTLE)
    sc = t.window.scene
    c = t.controller
    # attack with Cinder Drakeling (BP 1000): dragged toward the opponent
    attacker = sc.field_item(0, 1)
    drag(t, top_of(attacker), (700, 250))
    assert c.game.decision.kind == "flash" and c.game.decision.player == 1
    assert attacker.rotation() == 90.0 and attacker.glow == "attacker"
    click_button(qtbot, t, "pass")  # p2 passes first (8-1-2-1)
    click_button(qtbot, t, "pass")  # then p1
    assert c.game.decision.kind == "block"
    drag(t, top_of(sc.field_item(1, 0)), sc.field_item(0, 1))  # Reefspine Eel (BP 2000) onto the attacker
    assert c.game.state.battle.blocker is not None
    click_button(qtbot, t, "pass")
    click_button(qtbot, t, "pass")
    p1 = c.game.state.players[0]
    assert [c.game.card(f.uid).name for f in p1.field] == ["Cinder Drakeling [2]"]  # destroyed by BP
    assert any(c.game.card(u).name == "Cinder Drakeling" for u in p1.trash)
    assert c.game.decision.kind == "attack"
    # attack again with Cinder Drakeling [2]; no Spirit can block: Life is reduced
    drag(t, top_of(sc.field_item(0, 0)), (700, 250))
    click_button(qtbot, t, "pass")
    click_button(qtbot, t, "pass")
    assert c.game.decision.kind == "block"
    click_button(qtbot, t, "no_block")
    assert c.game.state.players[1].life_count() == 4
    assert any("Life is reduced by 1" in line for line in t.window.log.lines)
    assert sc.zones[(1, "life")].count_text == "4"


def test_space_ends_the_step_and_the_big_button_passes(table, click):
    t = table(BATTLE)
    c = t.controller
    QTest.keyClick(t.window.view, Qt.Key.Key_Space)
    assert c.game.state.step in ("second_main",) and c.game.decision.kind == "main"
    r = t.window.scene.button.rect
    click(t, (r.center().x(), r.center().y()))  # the mat's button ends the Second Main Step
    assert c.game.state.turn == 4
