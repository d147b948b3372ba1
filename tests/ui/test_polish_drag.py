"""Drags that failed silently or hit the wrong thing (issue 13): a core dropped where cores cannot go says
so; a Spirit that can attack is taken wherever it is pressed, its cores included; a lifted hand card is
still under the cursor where it lay; a blocker dropped on a Spirit that is not attacking is no block."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from ui.table import layout as L

from .test_table_drag import BATTLE, MAIN, click_button, snapshot


def test_a_core_dropped_where_cores_cannot_go_says_so(table, drag):
    t = table(MAIN)
    sc, c = t.window.scene, t.controller
    before = snapshot(c.game)
    t.window.last_message = ""
    core = sc.core_items(0, "reserve")[-1]
    drag(t, core, L.center(L.zone_rect(0, "hand")))  # onto the Hand: not a place for cores
    assert snapshot(c.game) == before
    assert "core goes onto one of your Spirits" in t.window.last_message
    assert sc.banner.isVisible()


def test_a_spirit_is_dragged_to_attack_from_the_cores_in_its_middle(table, drag):
    t = table(BATTLE)
    sc, c = t.window.scene, t.controller
    attacker = sc.field_item(0, 0)  # Cinder Drakeling [2] with 3 cores on it
    cores = sc.core_items(0, "field[0]")
    assert cores
    press = (cores[0].x(), cores[0].y())
    assert attacker.sceneBoundingRect().contains(QPointF(*press))
    drag(t, press, (700, 250))
    assert c.game.state.battle is not None and c.game.state.battle.attacker == c.game.state.players[0].field[0].obj
    assert c.game.state.players[0].field[0].cores == 3  # no core moved


def test_in_the_main_step_a_press_on_a_core_still_takes_the_core(table, drag):
    t = table(MAIN)
    sc, c = t.window.scene, t.controller
    core = sc.core_items(0, "field[0]")[0]
    drag(t, core, L.center(L.zone_rect(0, "reserve")))
    assert c.game.state.players[0].reserve == 5  # the core moved (its Spirit, left with none, is depleted)


def test_the_bottom_of_a_lifted_hand_card_still_takes_it(table, qtbot):
    t = table(MAIN)
    w, sc, c = t.window, t.window.scene, t.controller
    view, vp = w.view, w.view.viewport()
    card = sc.hand_item(0, 0)
    x, y = sc.targets[card][:2]
    low = view.mapFromScene(QPointF(x, y + L.CARD_H / 2 - 5))  # the card's bottom edge as it lies
    QTest.mouseMove(vp, low)
    sc.tween.finish()
    assert view._lifted is card and card.y() < y  # lifted on hover: its bottom edge is no longer there
    QTest.mouseMove(vp, QPoint(low.x(), low.y() + 1))  # a tiny move: the card stays lifted
    sc.tween.finish()
    assert view._lifted is card
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, low)
    dst = view.mapFromScene(QPointF(*L.center(L.zone_rect(0, "field"))))
    for i in range(1, 9):
        QTest.mouseMove(vp, QPoint(low.x() + (dst.x() - low.x()) * i // 8, low.y() + (dst.y() - low.y()) * i // 8))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, dst)
    sc.tween.finish()
    assert c.proposal is not None and c.proposal.hand_index == 0


def test_a_blocker_dropped_on_a_spirit_that_is_not_attacking_is_no_block(table, drag, qtbot):
    t = table(BATTLE)
    sc, c = t.window.scene, t.controller
    drag(t, (sc.field_item(0, 1).x(), sc.field_item(0, 1).y() - 48), (700, 250))  # field[1] attacks
    click_button(qtbot, t, "pass")
    click_button(qtbot, t, "pass")
    assert c.game.decision.kind == "block"
    blocker = sc.field_item(1, 0)
    drag(t, (blocker.x(), blocker.y() - 48), sc.field_item(0, 0))  # onto the Spirit that is NOT attacking
    assert c.game.state.battle.blocker is None and c.game.decision.kind == "block"
    assert "attacking Spirit" in t.window.last_message
    drag(t, (blocker.x(), blocker.y() - 48), sc.field_item(0, 1))  # onto the attacker: a block
    assert c.game.state.battle.blocker is not None


def test_a_spirit_dropped_on_its_own_side_in_the_attack_step_says_where_to_go(table, drag):
    t = table(BATTLE)
    sc, c = t.window.scene, t.controller
    t.window.last_message = ""
    it = sc.field_item(0, 1)
    drag(t, (it.x(), it.y() - 48), L.center(L.zone_rect(0, "reserve")))
    assert c.game.state.battle is None
    assert "opponent's side" in t.window.last_message
    t.window.last_message = ""
    drag(t, (it.x(), it.y() - 48), (it.x() + 3, it.y() - 45))  # a nudge: dropped back where it lay
    assert t.window.last_message == ""
