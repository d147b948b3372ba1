"""The Saga table driven with real mouse drags (offscreen): a burst set by dragging a card from the Hand to
the Burst Area (Saga 6-6-1-2-2), seen face down by the opponent and marked SET for its owner; a second
burst discards the first (Saga 3-8) and the table says so; refused drags cite their Saga rule."""
from __future__ import annotations

import pytest

BURSTS = """\
version: 1
format: saga
cards:
  - {id: T-REQUIEM, name: Ashen Requiem, type: magic, colors: [purple], cost: 4, text: "[Main] Draw 1. Burst (when one of your spirits is destroyed): draw 2.", effects: [{kind: declared, timing: [main], do: [{op: draw, count: 1}]}, {kind: burst, when: spirit_destroyed, do: [{op: draw, count: 2}]}]}
  - {id: T-VIGIL, name: Ember Vigil, type: magic, colors: [red], cost: 3, text: "Burst (when one of your spirits is destroyed): draw 1.", effects: [{kind: burst, when: spirit_destroyed, do: [{op: draw, count: 1}]}]}
  - {id: T-RD, name: Red Drake, type: spirit, colors: [red], cost: 3, reduction: [red, red], levels: [{cores: 1, bp: 3000}, {cores: 3, bp: 5000}], symbols: [red]}
turn: {number: 3, player: p1, step: main}
players:
  p1: {reserve: 4, hand: [T-REQUIEM, T-RD, T-VIGIL], deck: 10}
  p2: {reserve: 4, deck: 10, burst: T-VIGIL}
"""


def _burst_point(t, player):
    sc = t.window.scene
    return sc.layout.pile_center(sc.seat(player), "burst")


def test_a_burst_is_set_by_dragging_it_to_the_burst_area(table, drag):
    t = table(BURSTS, seats=("human", "random"))
    c, sc = t.controller, t.window.scene
    g = c.game
    p1, p2 = g.state.players
    requiem = p1.hand[0]
    # while dragged, the Burst Area is lit as a legal drop target
    assert ("burst", 0) in c.drag_targets(("hand", 0, 0))
    assert ("burst", 0) not in c.drag_targets(("hand", 0, 1))  # Red Drake has no burst
    drag(t, sc.hand_item(0, 0), _burst_point(t, 0))
    assert p1.zone("burst") == [requiem] and requiem not in p1.hand
    assert any(e.msg == "saga_burst_set" for e in c.events)
    mine = sc.cards[requiem]
    assert mine.zone == "burst" and mine.isVisible()
    assert (mine.x(), mine.y()) == _burst_point(t, 0)
    assert mine.face_up and mine.ghost_text == "SET"  # its owner sees it, marked as set
    theirs = sc.cards[p2.zone("burst")[0]]
    assert not theirs.face_up and theirs.ghost_text == ""  # the opponent's burst: face down to p1
    # shown only to p2, p1's burst is face down and p2's own is face up, marked as set
    sc.reveal = {1}
    sc.sync(c.game)
    assert not sc.cards[requiem].face_up and sc.cards[requiem].ghost_text == ""
    assert sc.cards[p2.zone("burst")[0]].face_up and sc.cards[p2.zone("burst")[0]].ghost_text == "SET"


def test_a_second_burst_discards_the_first_and_the_table_says_so(table, drag):
    t = table(BURSTS.replace("hand: [T-REQUIEM, T-RD, T-VIGIL]", "hand: [T-REQUIEM, T-RD, T-VIGIL], burst: T-VIGIL"),
              seats=("human", "random"))
    c, sc = t.controller, t.window.scene
    p1 = c.game.state.players[0]
    old = p1.zone("burst")[0]
    drag(t, sc.hand_item(0, 0), _burst_point(t, 0))
    assert p1.zone("burst") != [old] and old in p1.trash
    banner = sc.banner
    assert banner.isVisible() and "discarded" in banner.lines[0] and "Saga 3-8" in banner.lines[0]
    assert sc.cards[old].zone == "trash" and sc.cards[old].face_up


@pytest.mark.parametrize("what, rule, words", [
    ("no_burst", "Saga 3-8", "has no burst effect"),
    ("second", "Saga 6-6-1-2-2", "only one burst may be set per turn"),
])
def test_a_refused_burst_drag_cites_its_saga_rule(table, drag, what, rule, words):
    t = table(BURSTS, seats=("human", "human"))
    c, sc = t.controller, t.window.scene
    p1 = c.game.state.players[0]
    if what == "second":
        drag(t, sc.hand_item(0, 0), _burst_point(t, 0))
        assert len(p1.zone("burst")) == 1
        src = sc.hand_item(0, 1)  # Ember Vigil, now second in the Hand
    else:
        src = sc.hand_item(0, 1)  # Red Drake
    before = (list(p1.hand), list(p1.zone("burst")))
    drag(t, src, _burst_point(t, 0))
    assert (p1.hand, p1.zone("burst")) == before  # nothing happened
    assert c.last_error is not None and c.last_error.rule == rule and words in c.last_error.reason
    assert t.window.last_message.endswith(rule) and "Rule " not in t.window.last_message
    assert sc.banner.isVisible() and sc.banner.lines[-1] == rule
    # the card went back where it lay
    assert (src.x(), src.y())[:2] == sc.targets[src][:2]


def test_a_refused_attack_in_the_main_step_cites_the_saga_rule(table, drag):
    """A shared procedure's refusal (the wrong step) on the Saga table: its Saga number, with the prefix."""
    t = table(BURSTS.replace("p1: {reserve: 4,", "p1: {reserve: 4, field: [{card: T-RD, cores: 1}],"),
              seats=("human", "human"))
    c, sc = t.controller, t.window.scene
    c.drop(("card", 0, 0), ("side", 1))
    assert c.last_error.rule == "Saga 6-6-1-2-1"


ACTIVATION = """\
version: 1
format: saga
cards:
  - {id: T-RD, name: Red Drake, type: spirit, colors: [red], cost: 3, reduction: [red, red], families: [Dragon], levels: [{cores: 1, bp: 3000}, {cores: 3, bp: 5000}], symbols: [red]}
  - {id: T-BD, name: Blue Drake, type: spirit, colors: [blue], cost: 2, reduction: [blue], levels: [{cores: 1, bp: 2000}], symbols: [blue]}
  - {id: T-REQUIEM, name: Ashen Requiem, type: magic, colors: [purple], cost: 4, text: "[Main] Draw 1. Burst (when one of your spirits is destroyed): draw 2.", effects: [{kind: declared, timing: [main], do: [{op: draw, count: 1}]}, {kind: burst, when: spirit_destroyed, do: [{op: draw, count: 2}]}]}
turn: {number: 3, player: p1, step: attack}
players:
  p1: {reserve: 0, deck: 30, field: [{card: T-RD, cores: 1}]}
  p2: {reserve: 0, deck: 30, burst: T-REQUIEM, field: [{card: T-BD, cores: 1}]}
actions:
  - {by: p1, do: attack, with: "field[0]"}
  - {by: p2, do: pass}
  - {by: p1, do: pass}
  - {by: p2, do: block, with: "field[0]"}
  - {by: p2, do: pass}
  - {by: p1, do: pass}
"""


def test_an_activated_burst_is_turned_over_on_its_burst_area_and_told(table, qtbot):
    """Saga 10-9-2: the owner activates the burst with the side panel's button; it is shown face up and lit on
    the Burst Area for a moment (then in the Trash, where the state has it), and the log and a banner say so."""
    from PySide6.QtCore import Qt

    from ui.table import moments

    t = table(ACTIVATION, seats=("random", "human"))
    c, sc = t.controller, t.window.scene
    p2 = c.game.state.players[1]
    burst = p2.zone("burst")[0]
    assert c.game.decision.kind == "choose" and c.game.decision.player == 1
    assert not sc.cards[burst].face_up or sc.reveal == {1}
    shown = []
    real = moments.burst_shown
    moments.burst_shown = lambda scene, uid, p, hold_ms=moments.HOLD_MS: shown.append(
        (uid, p, real(scene, uid, p, hold_ms=60), scene.cards[uid].pos().toTuple(), scene.cards[uid].glow))
    try:
        qtbot.mouseClick(t.window.panel.find_button("choose:yes"), Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: bool(shown), timeout=2000)
    finally:
        moments.burst_shown = real
    assert burst in p2.trash and not p2.zone("burst")
    line = next(e for e in c.events if e.msg == "saga_burst_activated")
    assert "Saga 10-9-2" in line.text and "Ashen Requiem" in line.text
    assert sc.banner.isVisible() and "activates the burst Ashen Requiem" in " ".join(sc.banner.lines)
    uid, p, ok, pos, glow = shown[0]
    assert (uid, p, ok, glow) == (burst, 1, True, "attacker")
    assert pos == sc.layout.pile_center(sc.seat(1), "burst")  # shown, lit, where it was set
    it = sc.cards[burst]
    qtbot.waitUntil(lambda: it not in sc.lunging, timeout=2000)  # then on to the Trash
    t.window.scene.tween.finish()
    assert it.zone == "trash" and it.face_up and it.glow is None and it not in sc.lunging
    assert (it.x(), it.y()) == sc.targets[it][:2]


def test_a_payment_that_would_destroy_a_spirit_says_so(table, drag):
    """Saga 9-3-2: a payment that leaves a spirit with fewer cores than its Lv1 cost destroys it; the proposal
    on the table says so before the player confirms (the player may take the cores elsewhere)."""
    t = table(BURSTS.replace("p1: {reserve: 4, hand: [T-REQUIEM, T-RD, T-VIGIL]",
                             "p1: {reserve: 0, soul_core: void, field: [{card: T-RD, cores: 3}], hand: [T-REQUIEM, T-RD, T-VIGIL]"),
              seats=("human", "random"))
    c, sc = t.controller, t.window.scene
    drag(t, sc.hand_item(0, 1), (sc.layout.zone_rect(0, "field")[0] + 300, sc.layout.zone_rect(0, "field")[1] + 120))
    assert c.proposal is not None and c.proposal.card.name == "Red Drake"
    detail = t.window.panel.detail.text()
    assert "Red Drake would keep 0 of its cores, fewer than its Lv1 cost 1: it would destroy itself (Saga 9-3-2)" \
        in detail, detail
