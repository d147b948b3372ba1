"""Tokens on the Saga table (Saga 4-12): a token made by an effect appears on the Field where it lies, fading
in, drawn by our renderer from the token's data (Saga's frame, with its TOKEN ribbon); a token that leaves
the Field is removed from the game: it fades out where it was, its item leaves the table, and the log says so."""
from __future__ import annotations

from PySide6.QtCore import Qt

MADE = """\
version: 1
format: saga
turn: {number: 3, player: p1, step: main}
players:
  p1: {deck: 30, reserve: 5, hand: [GK-019]}
  p2: {deck: 30}
"""

GONE = """\
version: 1
format: saga
cards:
  - {id: TK-IMP, name: Cinder Imp Token, type: spirit, colors: [red], cost: 0, families: [Imp, Token], levels: [{cores: 1, bp: 1000}], symbols: [red], token: true}
turn: {number: 3, player: p1, step: attack}
players:
  p1: {deck: 30, field: [{card: GS-001, cores: 1}]}
  p2: {deck: 30, reserve: 0, field: [{card: TK-IMP, cores: 1}]}
actions:
  - {by: p1, do: attack, with: "field[0]"}
  - {by: p2, do: pass}
  - {by: p1, do: pass}
"""


def test_a_token_made_by_an_effect_fades_in_on_the_field(table, drag, qtbot):
    t = table(MADE, seats=("human", "random"))
    c, sc = t.controller, t.window.scene
    sc.anim_ms = 120  # animated, as on the real table
    field = sc.layout.zone_rect(0, "field")
    drag(t, sc.hand_item(0, 0), (field[0] + field[2] / 2, field[1] + field[3] / 2))
    assert c.proposal is not None
    qtbot.mouseClick(t.window.panel.find_button("confirm"), Qt.MouseButton.LeftButton)
    p1 = c.game.state.players[0]
    assert len(p1.field) == 2
    token = p1.field[1]
    card = c.game.state.cards[token.uid]
    assert card.token and card.name == "Cinder Imp Token"
    it = sc.cards[token.uid]
    assert it.zone == "field" and it.face_up and it.isVisible()
    assert it.opacity() < 1.0  # fading in ...
    assert (it.x(), it.y()) == sc.targets[it][:2]  # ... where it lies (it never came from a Deck)
    qtbot.waitUntil(lambda: it.opacity() == 1.0, timeout=3000)
    assert any(e.msg == "saga_token_created" and "Cinder Imp Token" in e.text for e in c.events)
    # drawn by our renderer from its data: Saga's frame with the TOKEN ribbon (a face of its own)
    from ui.render.templates import render_face

    face = render_face(card, 120, template="saga")
    plain = render_face(card, 120, template="saga", token=False)
    assert face.size == plain.size and face.tobytes() != plain.tobytes()


def test_a_token_that_leaves_the_field_fades_out_and_is_gone(table, drag, qtbot):
    t = table(GONE, seats=("human", "human"))
    c, sc = t.controller, t.window.scene
    sc.anim_ms = 120
    p2 = c.game.state.players[1]
    uid = p2.field[0].uid
    it = sc.cards[uid]
    assert c.game.decision.kind == "block" and it.isVisible()
    drag(t, sc.field_item(1, 0), sc.field_item(0, 0))  # block with the token (a real drag onto the attacker)
    assert c.game.state.battle is not None and c.game.state.battle.blocker is not None
    while c.game.decision is not None and c.game.decision.kind == "flash":
        qtbot.mouseClick(t.window.panel.find_button("pass"), Qt.MouseButton.LeftButton)
    assert not p2.field and uid not in p2.trash  # removed from the game, in no zone
    assert uid not in sc.cards and it.scene() is sc  # no longer a card of the game, still on the table ...
    assert (it.x(), it.y()) != sc.layout.deck_center(sc.seat(1))  # ... where it was, never sent to a pile
    seen = []
    qtbot.waitUntil(lambda: seen.append(it.opacity()) or it.scene() is None, timeout=3000)  # fading, then gone
    assert any(0.0 < o < 1.0 for o in seen)
    assert any(e.msg == "saga_token_removed" and "removed from the game" in e.text for e in c.events)
