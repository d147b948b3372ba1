"""A bot's samples (``determinize``) are games the engine plays like any other: every action it lists is
accepted, and an Eternal double-faced card guessed into the opponent's Hand or Deck has its side B (it can
awaken, E:轉醒), while the view the sample is drawn from shows no side B of a hidden card."""
from __future__ import annotations

import pytest

from bench.playouts import uniform_playout
from engine.bots import DecisionContext, make_bot
from engine.bots.determinize import OpponentModel, determinize
from engine.deck import play_decks
from engine.game import Game
from engine.rng import Rng
from engine.verbs.awaken import back_uid


def _main_steps(fmt: str, deck_a: str, deck_b: str, seed: int, count: int):
    """The first ``count`` Main Steps (with a choice) of a game between two ``normal`` bots."""
    decks = play_decks(fmt)
    game = Game.new(decks[deck_a].cards, decks[deck_b].cards, seed=seed, ruleset=fmt)
    bots = (make_bot("normal", seed=1), make_bot("normal", seed=2))
    seen = 0
    while not game.is_over and seen < count:
        ctx = DecisionContext(game)
        if ctx.kind == "main" and len(ctx.legal) > 1:
            seen += 1
            yield game, ctx
        game.apply(bots[ctx.player].choose(ctx))


@pytest.mark.parametrize("fmt,a,b", [("standard", None, None), ("saga", None, None),
                                     ("eternal", "dawn-choir", "sunfire-host")])
def test_random_playouts_on_samples_play_only_actions_the_engine_accepts(fmt, a, b):
    names = list(play_decks(fmt))
    a, b = a or names[0], b or names[1]
    rng = Rng(5)
    played = 0
    for game, ctx in _main_steps(fmt, a, b, seed=2, count=8):
        view = ctx.view
        model = OpponentModel(view, ctx.player)
        for _ in range(4):
            g = determinize(view, ctx.player, model, rng)
            played += uniform_playout(g, g.state.turn + 4, Rng(rng.next64()))  # IllegalAction would fail here
    assert played > 100


def test_a_guessed_double_faced_card_can_awaken_and_the_view_hides_side_b_of_a_hidden_one():
    decks = play_decks("eternal")
    game = Game.new(decks["dawn-choir"].cards, decks["sunfire-host"].cards, seed=3, ruleset="eternal")
    st = game.state
    hidden_cubs = [u for u in st.players[1].hand + st.players[1].deck if st.cards[u].id == "GE-Y033"]
    assert hidden_cubs and all(back_uid(game, u) is not None for u in hidden_cubs)
    view = game.view_for(0)
    # nothing in the view's card table names the opponent's hidden double-faced cards, side B included
    shown = {u for u in st.players[0].hand + st.players[0].deck}
    fronts = [c.ext.get("_front") for c in view.state.cards if c.ext and "_front" in c.ext]
    assert all(f in shown for f in fronts)
    assert "Noon Lion" not in {view.state.cards[u].name for u in range(len(view.state.cards)) if u not in shown
                               and not (view.state.cards[u].ext and view.state.cards[u].ext.get("_front") in shown)}
    # a sample that guesses Dawn Cubs gives each its side B, as a new game does
    model = OpponentModel(view, 0)
    rng = Rng(1)
    guessed = []
    for _ in range(20):
        g = determinize(view, 0, model, rng)
        opp = g.state.players[1]
        guessed += [(g, u) for u in opp.hand + opp.deck if g.state.cards[u].id == "GE-Y033"]
    assert guessed and all(back_uid(g, u) is not None for g, u in guessed)


def test_an_opponent_with_a_deck_of_their_own_is_guessed_from_the_rulesets_cards_only():
    """No built-in deck holds every card the opponent has shown (a deck of their own): the hidden cards are
    guessed from the card pool of the colours seen, and only from the cards of the game's own card set (a
    Standard game's guesses were drawn from the Saga and Eternal cards too)."""
    from engine.cards import builtin_cards

    decks = play_decks("standard")
    names = list(decks)
    mine = decks[names[0]].cards
    cs = builtin_cards()
    reds = [c.id for c in cs.for_format("standard") if "red" in c.colors and c.type == "spirit"]
    theirs = [reds[i % len(reds)] for i in range(40)]  # every red Spirit, more copies than any built-in deck holds
    game = Game.new(mine, theirs, seed=1)
    st = game.state
    opp = st.players[1]
    opp.trash = opp.deck[:6]  # shown cards no built-in list holds together
    opp.deck = opp.deck[6:]
    model = OpponentModel(game.view_for(0), 0)
    assert model.lists == []  # no built-in deck: the pool of the colours seen
    assert model.pool and {cs[c].format for c in model.pool} == {"standard"}
    g = determinize(game.view_for(0), 0, model, Rng(2))
    assert {g.state.cards[u].format for u in g.state.players[1].hand + g.state.players[1].deck} == {"standard"}
