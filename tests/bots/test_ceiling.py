"""bench.ceiling: the search handed the real game, a bound for the levels (which never are)."""
from __future__ import annotations

from app.arena import deck_pairs
from bench import ceiling
from engine.bots import DecisionContext
from engine.deck import builtin_decks
from engine.game import Game
from engine.rng import Rng
from engine.rulesets import get_ruleset


def _game(seed=3):
    decks = list(builtin_decks().values())
    g = Game.new(decks[0].cards, decks[1].cards, seed=seed)
    while g.decision.kind in ("first", "redraw"):
        g.apply(g.legal_actions()[0])
    return g


def test_the_seeing_search_samples_the_real_game():
    g = _game()
    me = g.decider
    bot = ceiling.SeeingSearch(seed=1)
    s = bot._sample(g, me, bot._model(g, me), Rng(5))
    for p in (0, 1):  # the opponent's Hand and both Decks, card for card and in order
        assert s.state.players[p].hand == g.state.players[p].hand
        assert s.state.players[p].deck == g.state.players[p].deck
    assert s is not g


def test_a_level_samples_hidden_cards_instead():
    from engine.bots.search import SearchBot

    g = _game()
    me = g.decider
    view = DecisionContext(g).view
    bot = SearchBot(seed=1)
    s = bot._sample(view, me, bot._model(view, me), Rng(5))
    opp = 1 - me
    assert len(s.state.players[opp].hand) == len(g.state.players[opp].hand)
    assert s.state.players[me].deck != g.state.players[me].deck  # its own Deck shuffled: the order is hidden


def test_an_arena_game_is_played_to_its_end():
    rs = get_ruleset("standard")
    pairs = deck_pairs(list(builtin_decks().values()))
    assert ceiling.play(0, 0, rs, pairs, iterations=12, steps=300) in (0.0, 0.5, 1.0)


def test_another_games_bots_are_refused(capsys):
    import pytest

    with pytest.raises(SystemExit):
        ceiling.main(["--format", "dbscg", "--games", "1"])
    assert "own bots" in capsys.readouterr().err
