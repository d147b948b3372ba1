"""The Dragon Ball Super Card Game's table driven with real mouse drags (offscreen): a hand card dragged onto the
Energy Area is charged (D 6-2-5); one dragged onto the Battle Area is played with the energy the table proposes
(lit; a click on energy changes it; Enter confirms, D 2-11-1-1); a Battle card dragged onto the opponent's Leader
attacks it (D 7-1-1) and the Life card taken goes to the hand marked as damage (D 7-4-1-4); in the Offense Step a
hand card dragged onto the Combo Area combos (D 7-2-1-2); a drop the rules refuse snaps back and says why with its
rule."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

MAIN = """\
version: 1
format: dbscg
turn: {number: 3, player: p1, step: main}
players:
  p1:
    leader: DB-R-L1
    deck: 20
    life: 8
    hand: [DB-R-02, DB-R-10, DB-R-09]
    energy: [DB-R-01, DB-U-01, DB-R-04]
    battle: [DB-R-06]
  p2:
    leader: DB-U-L1
    deck: 20
    life: [DB-U-01, DB-U-02, DB-U-03]
    battle: [{card: DB-U-02, state: active}]
"""


def _zone_point(t, player, zone):
    from ui.table import layout as L

    sc = t.window.scene
    return L.center(sc.layout.zone_rect(sc.seat(player), zone))


def _item(sc, uid):
    return sc.cards[uid]


def _lit_energy(sc, player):
    g = sc.game
    return [i for i, s in enumerate(g.state.players[player].energy) if sc.cards[s.uid].glow == "target"]


def test_a_hand_card_dragged_onto_the_energy_area_is_charged(table, drag):
    t = table(MAIN.replace("step: main", "step: charge"), seats=("human", "human"))
    c, sc = t.controller, t.window.scene
    g = c.game
    assert g.decision.kind == "charge" and g.decision.player == 0
    p1 = g.state.players[0]
    uid = p1.hand[0]
    assert ("energy", 0) in c.drag_targets(("hand", 0, 0))  # lit while dragged
    drag(t, sc.hand_item(0, 0), _zone_point(t, 0, "energy"))
    p1 = c.game.state.players[0]
    assert uid in [s.uid for s in p1.energy] and uid not in p1.hand
    it = _item(sc, uid)
    assert it.zone == "energy" and it.rotation() == 0.0  # placed Active (D 6-2-5)
    assert c.game.decision.kind == "main"
    assert any(e.msg == "db_charge" and e.cards == (uid,) for e in c.events)  # the log tells it


def test_a_card_dragged_to_the_battle_area_is_played_with_the_proposed_energy(table, drag, click):
    t = table(MAIN, seats=("human", "human"))
    c, sc = t.controller, t.window.scene
    g = c.game
    uid = g.state.players[0].hand[0]  # DB-R-02: 2 energy, 1 of them red
    drag(t, sc.hand_item(0, 0), _zone_point(t, 0, "battle"))
    pr = c.proposal
    assert pr is not None and uid in g.state.players[0].hand  # nothing played yet: a payment is shown
    assert len(pr.energy) == 2 and _lit_energy(sc, 0) == pr.energy  # the engine's proposal, lit on the mat
    assert sc.ghost is not None and sc.ghost.ghost_text == "PLAYING"
    assert "D 2-11-1-1" in t.window.panel.detail.text()
    # the player pays with the blue energy instead of one the table chose: a click unpays, a click pays
    blue = 1
    red_paid = [i for i in pr.energy if i != blue]
    if blue not in pr.energy:
        click(t, _item(sc, g.state.players[0].energy[red_paid[-1]].uid))
        assert c.proposal.error is not None and "D 2-11-1-1" in t.window.panel.error.text()
        assert not t.window.panel.find_button("confirm").isEnabled()
        click(t, _item(sc, g.state.players[0].energy[blue].uid))
    assert c.proposal.error is None and blue in c.proposal.energy
    chosen = list(c.proposal.energy)
    assert _lit_energy(sc, 0) == chosen
    QTest.keyClick(t.window, Qt.Key.Key_Return)
    p1 = c.game.state.players[0]
    assert c.proposal is None and uid in [s.uid for s in p1.battle] and uid not in p1.hand
    assert [i for i, s in enumerate(p1.energy) if s.rest] == chosen  # the energy the player chose pays
    assert _item(sc, uid).zone == "battle"
    assert all(_item(sc, p1.energy[i].uid).rotation() == 90.0 for i in chosen)  # Rest: turned


def test_a_battle_card_dragged_onto_the_leader_attacks_and_life_goes_to_the_hand(table, drag):
    t = table(MAIN, seats=("human", "human"))
    c, sc = t.controller, t.window.scene
    g = c.game
    attacker = g.state.players[0].battle[0].uid
    assert ("leader", 1) in c.drag_targets(("card", 0, 0))
    drag(t, _item(sc, attacker), _zone_point(t, 1, "leader"))
    g = c.game
    assert g.state.battle is not None and g.decision.kind == "offense"
    assert _item(sc, attacker).glow == "attacker" and _item(sc, attacker).rotation() == 90.0
    assert "attacks" in t.window.panel.battle.text()
    life_before = list(g.state.players[1].life)
    QTest.keyClick(t.window, Qt.Key.Key_Space)  # p1 passes the Offense Step
    QTest.keyClick(t.window, Qt.Key.Key_Space)  # p2 passes the Defense Step
    sc.tween.finish()
    p2 = c.game.state.players[1]
    taken = [u for u in life_before if u in p2.hand]
    # [Double Strike] (D 10-8): 2 damage, 2 Life cards to the hand, each marked
    assert len(taken) == 2 and len(p2.life) == len(life_before) - 2
    assert all(_item(sc, u).zone == "hand" and _item(sc, u).ghost_text == "DAMAGE" for u in taken)
    assert "Damage 2" in t.window.panel.battle.text() and "D 7-4-1-4" in t.window.panel.battle.text()


def test_a_hand_card_dragged_onto_the_combo_area_combos_in_the_offense_step(table, drag):
    t = table(MAIN, seats=("human", "human"))
    c, sc = t.controller, t.window.scene
    g = c.game
    drag(t, _item(sc, g.state.players[0].battle[0].uid), _zone_point(t, 1, "leader"))
    assert c.game.decision.kind == "offense"
    combo = c.game.state.players[0].hand[1]  # DB-R-10: combo cost 1, combo power 10000
    assert ("combo", 0) in c.drag_targets(("hand", 0, 1))
    drag(t, sc.hand_item(0, 1), _zone_point(t, 0, "combo"))
    if c.proposal is not None:  # a combo cost: the proposal, confirmed
        assert c.proposal.ghost_zone == "combo"
        QTest.keyClick(t.window, Qt.Key.Key_Return)
    p1 = c.game.state.players[0]
    assert p1.combo == [combo] and _item(sc, combo).zone == "combo"
    assert "Combo Area" in t.window.panel.battle.text()


def test_a_refused_drop_snaps_back_and_cites_its_rule(table, drag):
    t = table(MAIN, seats=("human", "human"))
    c, sc = t.controller, t.window.scene
    g = c.game
    p1 = g.state.players[0]
    big = p1.hand[2]  # DB-R-09: 6 energy; 3 Active
    it = sc.hand_item(0, 2)
    home = sc.targets[it][:2]
    assert ("battle", 0) not in c.drag_targets(("hand", 0, 2))
    drag(t, it, _zone_point(t, 0, "battle"))
    assert c.proposal is None and big in c.game.state.players[0].hand
    assert (it.x(), it.y()) == home  # snapped back
    msg = t.window.last_message
    assert "D 2-11-1-1" in msg and "6 energy" in msg
    # an attack on an Active Battle card is refused by the engine with its rule
    drag(t, _item(sc, p1.battle[0].uid), sc.cards[g.state.players[1].battle[0].uid])
    assert c.game.state.battle is None
    assert "D 7-1" in t.window.last_message


def test_an_illegal_drop_in_japanese_speaks_japanese(table, drag):
    from ui import i18n

    t = table(MAIN, seats=("human", "human"))
    i18n.set_language("ja")
    c, sc = t.controller, t.window.scene
    drag(t, sc.hand_item(0, 0), _zone_point(t, 1, "battle"))  # onto the opponent's side: a hint
    assert c.game.state.players[0].hand == c.initial.state.players[0].hand
    msg = t.window.last_message
    assert msg and not msg.isascii()


def test_a_refusal_in_japanese_is_said_in_the_words_of_its_rule(table, drag):
    from ui import i18n

    t = table(MAIN, seats=("human", "human"))
    i18n.set_language("ja")
    c, sc = t.controller, t.window.scene
    drag(t, sc.hand_item(0, 2), _zone_point(t, 0, "battle"))  # 6 energy with 3 Active
    msg = t.window.last_message
    assert "D 2-11-1-1" in msg and "エナジー" in msg and "energy" not in msg
    assert t.window.panel.title.text().endswith("メインフェイズ")  # the side panel in Japanese too


BLOCK = """\
version: 1
format: dbscg
turn: {number: 3, player: p1, step: main}
players:
  p1:
    leader: DB-R-L1
    deck: 20
    life: 8
    battle: [DB-R-06]
  p2:
    leader: DB-U-L1
    deck: 20
    life: 8
    battle: [DB-R-18]
"""


def test_a_blocker_dragged_onto_the_attacking_card_becomes_the_guard_card(table, drag):
    t = table(BLOCK, seats=("human", "human"))
    c, sc = t.controller, t.window.scene
    g = c.game
    attacker = g.state.players[0].battle[0].uid
    drag(t, _item(sc, attacker), _zone_point(t, 1, "leader"))
    assert c.game.decision.kind == "blocker" and c.game.decision.player == 1
    blocker = c.game.state.players[1].battle[0].uid  # DB-R-18 [Blocker]
    assert ("card", 0, 0) in c.drag_targets(("card", 1, 0))  # the attacking card lights
    drag(t, _item(sc, blocker), _item(sc, attacker))
    b = c.game.state.battle
    assert b is not None and b.blocked and _item(sc, blocker).glow == "blocker"
    assert "[Blocker]" in t.window.panel.battle.text()


def test_a_double_click_on_the_leader_awakens_it(table, qtbot):
    from PySide6.QtCore import QPoint, QPointF

    t = table(MAIN.replace("    life: 8\n    hand", "    life: 4\n    hand"), seats=("human", "human"))
    c, sc = t.controller, t.window.scene
    g = c.game
    lead = g.state.players[0].leader
    assert any(a.do == "activate" and a.get("card") == "leader" for a in g.legal_actions())  # Life 4 or less
    view = t.window.view
    p = view.mapFromScene(QPointF(*sc.targets[sc.cards[lead.uid]][:2]))
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(p.x(), p.y()))
    if c.proposal is not None:
        QTest.keyClick(t.window, Qt.Key.Key_Return)
    sc.tween.finish()
    lead = c.game.state.players[0].leader
    assert lead.back and sc.cards[lead.uid].card.id.endswith("~awakened")  # turned over to its back side (D 10-2)



CHOICE = """\
version: 1
format: dbscg
turn: {number: 3, player: p1, step: main}
players:
  p1:
    leader: DB-K-L1
    deck: 20
    life: 8
    hand: [DB-K-07]
    energy: [DB-K-01, DB-K-01]
    drop: [DB-K-01, DB-R-13, DB-K-10, DB-R-14, DB-K-13]
  p2:
    leader: DB-U-L1
    deck: 20
    life: 8
"""


def test_a_card_played_asks_its_choice_in_the_panel_by_card_names(table, drag, qtbot):
    t = table(CHOICE, seats=("human", "human"))
    c, sc = t.controller, t.window.scene
    drag(t, sc.hand_item(0, 0), _zone_point(t, 0, "battle"))  # Graveyard Scholar: [Sparking 5] a Battle card back
    assert c.proposal is not None and c.proposal.verb == "play"
    QTest.keyClick(t.window, Qt.Key.Key_Return)
    d = c.game.decision
    assert d.kind == "choose" and d.player == 0
    drop = c.game.state.players[0].drop
    buttons = [b for b in t.window.panel.box.findChildren(type(t.window.panel.find_button("choose:0")))
               if b.objectName().startswith("choose:")]
    # the Battle cards of the Drop Area with cost 3 or less, by their names (no places like drop[2])
    assert sorted(b.text() for b in buttons) == sorted([c.game.card(drop[0]).name, c.game.card(drop[2]).name])
    pick = next(b for b in buttons if b.objectName() == "choose:1")
    want = drop[2]  # the second Battle card of the Drop Area (the options are its Battle cards)
    qtbot.mouseClick(pick, Qt.MouseButton.LeftButton)
    assert want in c.game.state.players[0].hand and c.game.decision.kind == "main"


CHOOSE_X = """\
version: 1
format: dbscg
turn: {number: 3, player: p1, first: p1, step: main}
players:
  p1:
    leader: DB-U-L1
    deck: [DB-U-01, DB-U-02, DB-U-03]
    life: 8
    hand: [DB-U-08]
    energy: [DB-U-01, DB-U-01, DB-U-01]
  p2:
    leader: DB-R-L1
    deck: 20
    life: 8
    battle: [DB-R-01]
"""


def test_a_choose_x_offers_its_options_by_what_they_do(table, drag, qtbot):
    """D 10-27: Undertow Oracle's "Choose 1" showed its options as "option[0]" / "option[1]" (a program's places);
    each button says what the option does, in the card's own words, and the log says which was chosen."""
    t = table(CHOOSE_X, seats=("human", "human"))
    c, sc = t.controller, t.window.scene
    drag(t, sc.hand_item(0, 0), _zone_point(t, 0, "battle"))
    QTest.keyClick(t.window, Qt.Key.Key_Return)  # the proposed energy pays
    assert c.game.decision.kind == "choose"
    buttons = {b.objectName(): b.text() for b in t.window.panel.box.findChildren(
        type(t.window.panel.find_button("choose:0"))) if b.objectName().startswith("choose:")}
    assert buttons == {"choose:0": "Option 1: Draw 2 cards.",
                       "choose:1": "Option 2: Switch up to 1 of your opponent's Battle cards with 25000 power or "
                                   "less to Rest Mode."}
    assert "Click the option to carry out." in t.window.panel.detail.text()  # no card to click for this choice
    qtbot.mouseClick(t.window.panel.find_button("choose:1"), Qt.MouseButton.LeftButton)
    assert c.game.state.players[1].battle[0].rest and c.game.decision.kind == "main"
    assert any("chooses option 2" in line for line in t.window.log.lines)


def test_in_japanese_the_options_say_what_they_do_in_japanese(table, drag):
    from ui import i18n

    t = table(CHOOSE_X, seats=("human", "human"))
    i18n.set_language("ja")
    sc = t.window.scene
    drag(t, sc.hand_item(0, 0), _zone_point(t, 0, "battle"))
    QTest.keyClick(t.window, Qt.Key.Key_Return)
    texts = [b.text() for b in t.window.panel.box.findChildren(type(t.window.panel.find_button("choose:0")))
             if b.objectName().startswith("choose:")]
    assert texts and all("カード" in x and "Draw" not in x and "Switch" not in x for x in texts), texts


COUNTER = """\
version: 1
format: dbscg
turn: {number: 3, player: p1, step: main}
players:
  p1:
    leader: DB-R-L1
    deck: 20
    life: 8
    battle: [DB-R-06]
  p2:
    leader: DB-U-L1
    deck: 20
    life: 8
    hand: [DB-U-11]
    energy: [DB-U-01, DB-U-02]
"""


def test_a_counter_dragged_onto_the_table_in_the_counter_timing_negates_the_attack(table, drag):
    t = table(COUNTER, seats=("human", "human"))
    c, sc = t.controller, t.window.scene
    drag(t, sc.cards[c.game.state.players[0].battle[0].uid], _zone_point(t, 1, "leader"))
    d = c.game.decision
    assert d.kind == "counter" and d.player == 1  # the attacked player's counter timing (D 4-7-3)
    assert "Counter timing" in t.window.panel.pending.text()
    counter = c.game.state.players[1].hand[0]
    assert ("battle", 1) in c.drag_targets(("hand", 1, 0))
    drag(t, sc.cards[counter], _zone_point(t, 1, "battle"))
    assert c.proposal is not None and c.proposal.verb == "counter"
    QTest.keyClick(t.window, Qt.Key.Key_Return)
    g = c.game
    assert counter in g.state.players[1].drop  # activated, to the Drop Area (D 10-10-4)
    assert g.state.battle is None and len(g.state.players[1].life) == 8  # the attack negated: no damage



REALM = """\
version: 1
format: dbscg
turn: {number: 5, player: p1, step: main}
players:
  p1:
    leader: DB-K-L1
    deck: 20
    life: 8
    hand: [DB-K-04]
    energy: [DB-K-01, DB-K-01, DB-K-01, DB-K-01, DB-K-01]
    drop: [DB-K-01, DB-K-01, DB-K-01, DB-K-13, DB-K-13, DB-K-10, DB-K-10]
  p2:
    leader: DB-U-L1
    deck: 20
    life: 8
"""


def test_a_play_in_another_mode_is_offered_by_the_cards_menu(table, drag):
    t = table(REALM, seats=("human", "human"))
    c, sc = t.controller, t.window.scene
    g = c.game
    zehl = g.state.players[0].hand[0]  # Warp Horror Zehl: [Over Realm 7] (D 10-15)
    assert _hand_targets(c) == [("battle", 0), ("side", 0)]
    menu = c.context_actions(("hand", 0, 0))
    assert [label for label, _ in menu] == ["Play Warp Horror Zehl ([Over Realm])"]
    menu[0][1]()  # the menu's entry: the energy proposed, then Enter
    assert c.proposal is not None and c.proposal.base.get("mode") == "over_realm"
    QTest.keyClick(t.window, Qt.Key.Key_Return)
    p1 = c.game.state.players[0]
    assert zehl in [s.uid for s in p1.battle] and len(p1.warp) == 7 and not p1.drop


def _hand_targets(c):
    return c.drag_targets(("hand", 0, 0))
