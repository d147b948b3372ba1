"""Zones come from the ruleset: a ruleset may add a zone of cards (a Burst Area), and the state, clones,
views and the table description follow it without a line of kernel code changed."""
from __future__ import annotations

import pytest

from engine.deck import builtin_decks
from engine.game import Game
from engine.rulesets import RULESETS, Zone, get_ruleset, register, unregister
from engine.rulesets.standard import STANDARD_ZONES, Standard
from engine.rulesets.table import TableZone, battle_spirits_table


class WithBurst(Standard):
    """Standard with a face-down Burst Area of one card per player (as Saga and Eternal have)."""

    name = "test-burst"
    zones = STANDARD_ZONES + (Zone("burst", "Burst Area", "cards", "owner", "pile"),)

    def __init__(self):
        super().__init__()
        self.table = battle_spirits_table(self.steps, (TableZone("burst", "Burst", (20.0, 420.0, 106.0, 100.0),
                                                                 "pile"),))


@pytest.fixture
def burst():
    rs = register(WithBurst())
    yield rs
    unregister(rs.name)


def test_a_ruleset_adds_a_zone_and_every_player_has_it(burst):
    d = list(builtin_decks().values())
    g = Game.new(d[0].cards, d[1].cards, seed=1, ruleset="test-burst")
    assert g.ruleset is burst and "test-burst" in RULESETS
    for p in g.state.players:
        assert p.zone("burst") == []
    g.state.players[1].set_zone("burst", [g.state.players[1].hand[0]])
    c = g.clone()
    c.state.players[1].zone("burst").append(5)
    assert len(g.state.players[1].zone("burst")) == 1  # a clone's zones are its own
    v = g.view_for(0)
    hidden = v.state.players[1].zone("burst")
    assert len(hidden) == 1 and v.state.cards[hidden[0]].id == "hidden"  # the opponent's Burst is face down
    assert v.view_for(1) is not None and g.view_for(1).state.players[1].zone("burst") == g.state.players[1].zone("burst")
    assert burst.table.zone("burst").layout == "pile"


def test_standard_has_no_extra_zone_and_unknown_rulesets_are_named():
    d = list(builtin_decks().values())
    g = Game.new(d[0].cards, d[1].cards, seed=1)
    assert g.state.players[0].extra is None and g.ruleset.name == "standard"
    with pytest.raises(KeyError, match="known: standard"):
        get_ruleset("no-such-rules")
