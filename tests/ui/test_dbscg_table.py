"""The Dragon Ball Super Card Game's mat: both Leaders, an awakened one shown by its back side (D 10-2), the
Energy rows turned for Rest Mode (D 4-8-1), the Life face down with its count, the opponent's side mirrored;
its faces asked of the worker by game and id and drawn in its own frame; the tracker and the panel in its words."""
from __future__ import annotations

import json

POSITION = """\
version: 1
format: dbscg
turn: {number: 5, player: p1, step: main}
players:
  p1:
    leader: {card: DB-R-L1, side: back}
    deck: 20
    life: 3
    hand: [DB-R-02]
    energy: [DB-R-01, {card: DB-R-04, state: rest}]
    battle: [DB-R-06]
  p2:
    leader: DB-U-L1
    deck: 20
    life: 8
    battle: [{card: DB-U-02, state: rest}]
"""


def test_the_mat_shows_both_leaders_the_awakened_one_by_its_back(table):
    from ui.table import layout as L

    t = table(POSITION, seats=("human", "random"))
    sc, g = t.window.scene, t.controller.game
    p1, p2 = g.state.players
    lead1, lead2 = sc.cards[p1.leader.uid], sc.cards[p2.leader.uid]
    back = g.state.cards[p1.leader.uid].back
    assert lead1.card.id.endswith("~awakened") and lead1.card.name == back.name  # its back side up
    assert lead2.card.id == "DB-U-L1" and lead2.zone == "leader" and lead1.zone == "leader"
    assert L.contains(sc.layout.zone_rect(0, "leader"), (lead1.x(), lead1.y()))
    assert L.contains(sc.layout.zone_rect(1, "leader"), (lead2.x(), lead2.y()))  # the opponent's, mirrored
    assert lead1.bp == g.bp(p1.leader) and lead1.bp > 0  # its power on it
    rows = [sc.cards[s.uid].rotation() for s in p1.energy]
    assert rows == [0.0, 90.0]  # Active upright, Rest turned
    assert sc.cards[p1.energy[0].uid].bp is None  # no power on energy
    assert sc.cards[p2.battle[0].uid].rotation() == 90.0
    life = sc.decks[(0, "life")]
    assert life.isVisible() and sc.zones[(0, "life")].count_text == "3"  # the Life count, face down
    assert all(u not in sc.cards or not sc.cards[u].isVisible() for u in p1.life)  # face down, in the pile
    assert sc.layout.deck == "deck"  # unseen cards come from the Deck, not the Life pile


def test_faces_of_this_game_are_asked_by_game_and_id_and_drawn_in_its_frame():
    from engine.dbscg.cards import builtin_cards
    from ui.dbscg.scene import awakened
    from ui.table.face_worker import _other_game
    from ui.table.faces import _request_data

    leader = builtin_cards()["DB-R-L1"]
    assert _request_data(leader) == {"game": "dbscg", "id": "DB-R-L1", "side": "front"}
    req = _request_data(awakened(leader))
    assert req == {"game": "dbscg", "id": "DB-R-L1", "side": "back"}
    json.dumps(req)  # what the worker reads on its stdin
    front = _other_game({"card": _request_data(leader)}, 120, "en")
    back = _other_game({"card": req}, 120, "en")
    assert front.size == back.size and front.width == 120
    assert front.tobytes() != back.tobytes()  # the back side is another picture


def test_the_tracker_and_panel_name_this_games_phases_in_japanese(table):
    from ui import i18n

    t = table(POSITION, seats=("human", "random"))
    i18n.set_language("ja")
    t.window.refresh()
    assert "メインフェイズ" in t.window.panel.header.text()
    assert i18n.step_short("offense", "Offense", game="dbscg") == "オフェンス"
    assert i18n.step_short("charge", "Charge", game="dbscg") == "チャージ"


def test_the_new_game_dialog_starts_a_game_of_this_game_against_its_bots(table, qtbot):
    from engine.deck import format_decks
    from ui.dialogs.new_game import NewGameDialog

    t = table(settings={"opponent": "human", "seed": 3})
    dlg = NewGameDialog(t.window, {"opponent": "hard"})
    qtbot.addWidget(dlg)
    names = [dlg.rules.itemData(i) for i in range(dlg.rules.count())]
    dlg.rules.setCurrentIndex(names.index("dbscg"))
    assert "Dragon Ball" in dlg.rules.currentText()
    decks = set(format_decks("dbscg"))
    listed = {dlg.deck1.itemData(i) for i in range(dlg.deck1.count()) if dlg.deck1.itemData(i)}
    assert len(decks) >= 6 and listed == decks
    assert dlg.deck_warning.text() == ""  # its decks are legal decks of this game (D 5-1)
    s = dlg.settings()
    assert s["format"] == "dbscg"
    t.start(s)
    c = t.controller
    assert c.game.ruleset.name == "dbscg" and t.window.scene.faces.template == "dbscg"
    assert type(c.bots[1]).__module__ == "engine.dbscg.bots"  # the bot levels map to this game's bots
    c.wait_bot(60000)  # the bot may go first: its mulligan first (returns as soon as it is the human's turn)
    d = c.game.decision
    assert d.player == 0 and d.kind == "mulligan" and t.window.panel.find_button("keep") is not None
    log = t.window.log  # the Game Preparation (D 5-2-1) under "Set-up", as in the other rules, not under Turn 1
    assert log.topLevelItemCount() == 1 and log.topLevelItem(0).text(0) == "Set-up"
    text = t.session.log_text()  # File → Export log: the same grouping
    assert "\nSet-up\n" in text and "Turn 1" not in text, text


def test_the_bots_reasons_are_in_this_games_words_and_hide_its_hand(table):
    from engine.actions import Action
    from ui.dbscg.words import why_rows

    t = table(POSITION, seats=("human", "random"))
    g = t.controller.game
    play = Action(0, "play", card="hand[0]")
    attack = Action(0, "attack", **{"with": "battle[0]", "target": "p2.leader"})
    rows = why_rows(g, [([attack], 0.6, 4), ([play], 0.5, 4)], attack, viewer=1)
    name = g.state.cards[g.state.players[0].battle[0].uid].name
    assert rows[0] == (f"Attack the Leader of Bot (random) with {name}", 0.6, True, 4)
    assert rows[1][0] == "Play a card from their hand"  # not played: the bot's hand card is not named
    assert all("[" not in r[0] for r in rows)


def test_the_bot_attacking_you_is_said_to_attack_your_leader(table):
    """The why view said "Attack the Leader of You with ..." when the bot attacked the reader."""
    from engine.actions import Action
    from ui.dbscg.words import action_text

    t = table(POSITION, seats=("human", "random"))
    g = t.controller.game
    name = g.state.cards[g.state.players[1].battle[0].uid].name
    assert action_text(g, Action(1, "attack", **{"with": "battle[0]", "target": "p1.leader"})) == \
        f"attack your Leader with {name}"
    assert action_text(g, Action(1, "attack", **{"with": "leader", "target": "p1.leader"})) == \
        "attack your Leader with their Leader"
    you = g.state.cards[g.state.players[0].battle[0].uid].name  # the reader's own attack names the bot
    assert action_text(g, Action(0, "attack", **{"with": "battle[0]", "target": "p2.leader"})) == \
        f"attack the Leader of Bot (random) with {you}"


def _drag_of(g, a):
    """The drag that asks for ``a``: its card's place as a source, its first drop target (ui.dbscg.gestures)."""
    from ui.dbscg import gestures as G

    ref = a.get("with") if a.do in ("attack", "block") else a.get("card")
    if ref is None or (a.do == "activate" and not str(ref).startswith("hand[")):
        return None  # no card to drag (pass, end the phase, keep, choose) or a skill of a card in play (menu)
    src = ("leader", a.by, 0) if ref == "leader" else ("hand", a.by, int(ref[5:-1])) if ref.startswith("hand[") \
        else ("card", a.by, int(ref[7:-1]))
    targets = G.targets_of(g, a)
    return (src, targets[0]) if targets else None


def test_every_legal_drag_of_random_games_is_made_by_its_drop(table):
    """Random games played through the table's drops: each legal charge, play, Extra card, combo, [Counter],
    attack and block chosen is what the drop of its card on its target asks for, and the drop plays it (a
    payment proposed is confirmed)."""
    import random

    from ui.dbscg import gestures as G

    drops = 0
    t = table(settings={"format": "dbscg", "seed": 0, "opponent": "human"}, auto_pass=False)
    c = t.controller
    for seed in (0, 1):
        t.start({"format": "dbscg", "seed": seed, "opponent": "human"})
        r = random.Random(seed)
        for _ in range(300):
            g = c.game
            if g.is_over:
                break
            a = r.choice(g.legal_actions())
            drag = _drag_of(g, a)
            if drag is None:
                assert c.apply(a)
                continue
            res = G.intent(g, *drag)
            assert res[0] == "action" and res[1].do == a.do, (a, drag, res)
            out = c.drop(*drag)
            assert out in ("applied", "payment"), (a, out, c.last_error)
            if out == "payment":
                assert c.confirm()
            drops += 1
    assert drops > 100
