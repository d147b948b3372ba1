"""Drags of a Brave on the Eternal table (ui.brave_gestures through ui.gestures): a Brave from the Hand onto
a Spirit is a direct fusion, a Brave in spirit state onto a Spirit fuses, the Brave under a Brave Spirit
dragged off separates and dropped on another Spirit swaps. The actions are the engine's: applied here."""
from __future__ import annotations

import pytest

from engine import position as P
from engine.rulesets import RULESETS
from ui import gestures as G

pytestmark = pytest.mark.skipif("eternal" not in RULESETS, reason="the Eternal ruleset is not registered")

BOARD = """
version: 1
format: eternal
turn: {number: 4, player: p1, step: main}
players:
  p1:
    reserve: 6
    deck: 10
    hand: [GE-R026]
    field:
      - {card: GE-R007, cores: 1}
      - {card: GE-R004, cores: 1}
      - {card: GE-R027, cores: 1}
  p2: {deck: 10}
"""


def game():
    return P.play_position(P.load_position_text(BOARD)).game


def test_a_brave_from_the_hand_dropped_on_a_spirit_is_summoned_onto_it():
    g = game()
    targets = G.legal_targets(g, ("hand", 0, 0))
    assert ("card", 0, 0) in targets  # Scorchfang Drake, cost 4: the condition (cost 3 or more) holds
    assert ("card", 0, 1) not in targets  # Kindlejaw Raptor costs 2
    kind, action = G.intent(g, ("hand", 0, 0), ("card", 0, 0))
    assert kind == "action" and action.do == "summon" and action.get("onto") == "field[0]"
    g.apply(action)
    fc = g.state.players[0].field[0]
    assert g.card(fc.uid).id == "GE-R007" and [g.card(u).id for u in fc.under] == ["GE-R026"]


def test_a_brave_in_spirit_state_fuses_and_dragged_off_separates():
    g = game()
    assert ("card", 0, 0) in G.legal_targets(g, ("card", 0, 2))
    assert not any(t[0] == "card" for t in G.legal_targets(g, ("card", 0, 0)))  # a Spirit is no Brave
    kind, action = G.intent(g, ("card", 0, 2), ("card", 0, 0))
    assert (kind, action.do, action.get("brave"), action.get("onto")) == ("action", "fuse", "field[2]", "field[0]")
    g.apply(action)
    field = g.state.players[0].field
    assert len(field) == 2 and [g.card(u).id for u in field[0].under] == ["GE-R027"]
    assert ("side", 0) in G.legal_targets(g, ("under", 0, 0))
    kind, action = G.intent(g, ("under", 0, 0), ("side", 0))
    assert (kind, action.do, action.get("brave")) == ("action", "separate", "field[0]")
    g.apply(action)
    assert not g.state.players[0].field[0].under and len(g.state.players[0].field) == 3


def test_the_brave_under_a_brave_spirit_dropped_on_another_spirit_swaps():
    g = game()
    g.apply(G.intent(g, ("card", 0, 2), ("card", 0, 0))[1])
    kind, action = G.intent(g, ("under", 0, 0), ("card", 0, 1))
    assert (kind, action.do, action.get("onto")) == ("action", "fuse", "field[1]")
    assert G.intent(g, ("under", 0, 0), ("card", 0, 0)) == ("noop",)  # back on its own Spirit


def test_a_plain_card_keeps_its_meaning():
    g = game()
    assert G.intent(g, ("card", 0, 0), ("card", 0, 1))[0] != "action"  # a Spirit on a Spirit is no fusion
