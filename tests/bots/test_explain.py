"""The "why" view's words: a bot's candidate moves described for the human, never naming a card
hidden in the bot's Hand unless the bot played it."""
from __future__ import annotations

import pytest

from engine.actions import Action
from engine.bots import DecisionContext
from engine.bots.explain import describe, score_text
from engine.bots.greedy import GreedyBot
from engine.bots.search import SearchBot
from engine.position import load_position_text, play_position

# p2 (the bot) in its Main Step with two cards in Hand and a Spirit on its Field
BOT_MAIN = """
version: 1
turn: {number: 4, player: p2, first: p1, step: main}
players:
  p1:
    life: 5
    deck: 10
    hand: [ST-R01]
    field:
      - {card: ST-R02, cores: 1}
  p2:
    life: 5
    reserve: 5
    deck: 10
    hand: [ST-B01, ST-R03]
    field:
      - {card: ST-R01, cores: 1}
"""


@pytest.fixture
def game():
    return play_position(load_position_text(BOT_MAIN)).game


def _name(game, player, i):
    return game.card(game.state.players[player].hand[i]).name


def test_hidden_hand_card_is_not_named(game):
    a = Action(1, "summon", card="hand[0]", pay={"reserve": 0}, place={"reserve": 1})
    hidden = describe(game, [a], viewer=0)
    assert _name(game, 1, 0) not in hidden
    assert hidden == "Summon a card from its Hand with 1 core on it"


def test_played_card_is_named(game):
    a = Action(1, "summon", card="hand[0]", pay={"reserve": 0}, place={"reserve": 2})
    assert describe(game, [a], viewer=0, revealed=True) == f"Summon {_name(game, 1, 0)} with 2 cores on it"
    # the bot's own seat (a bot-against-bot table viewed from p2) may read its Hand
    assert _name(game, 1, 0) in describe(game, [a], viewer=1)


def test_field_cards_and_steps_in_words(game):
    fc = game.state.players[1].field[0]
    name = game.card(fc.uid).name
    assert describe(game, Action(1, "end_step"), viewer=0) == "End the Main Step"
    move = Action(1, "move_core", **{"from": "reserve", "to": "field[0]", "count": 2})
    assert describe(game, move, viewer=0) == f"Move 2 cores from the Reserve to {name}"


def test_a_macro_reads_each_action_in_the_position_it_applies_to(game):
    """After the summon the new Spirit is field[1]: the second action is read after the first."""
    summon = Action(1, "summon", card="hand[0]", pay="auto", place={"reserve": 1})
    assert game.why_illegal(summon) is None, game.why_illegal(summon)
    move = Action(1, "move_core", **{"from": "reserve", "to": "field[1]", "count": 1})
    text = describe(game, [summon, move], viewer=0, revealed=True)
    card = _name(game, 1, 0)
    assert text == f"Summon {card} with 1 core on it, then move 1 core from the Reserve to {card}"
    assert len(game.state.players[1].field) == 1  # describing changed nothing


def test_score_text():
    assert score_text(0.634, "win") == "63%"
    assert score_text(-12.4, "points") == "-12"


@pytest.mark.parametrize("bot", [GreedyBot(seed=1), SearchBot(seed=1, iterations=24)], ids=["greedy", "search"])
def test_candidates_best_first_with_the_played_move_first(game, bot):
    ctx = DecisionContext(game)
    a = bot.choose(ctx)
    cands = bot.candidates()
    assert len(cands) > 1
    assert cands[0][0][0] == a  # the move played leads the list
    if bot.score_unit == "win":
        assert all(0.0 <= s <= 1.0 for _, s, _ in cands)
        assert all(n > 0 for _, _, n in cands)  # each score stands on simulated games
    texts = [describe(game, acts, viewer=0, revealed=(acts[0] == a)) for acts, _, _ in cands]
    assert all(t and "hand[" not in t and "field[" not in t for t in texts), texts


@pytest.mark.parametrize("lang", ["ja", "zh-Hant"])
def test_the_why_view_in_japanese_and_chinese(game, lang):
    """Every legal move of the bot in the words of ``lang`` (issue 17): no English word but card names, and
    the hidden card of the bot's Hand still unnamed when the move was not played."""
    import re

    from engine.words import cards as cw

    names = {cw.name(c, lang) for c in game.state.cards} | {c.name for c in game.state.cards}
    hidden = cw.name(game.card(game.state.players[1].hand[1]), lang)
    for a in game.legal_actions():
        text = describe(game, a, viewer=0, lang=lang)
        for n in sorted(names, key=len, reverse=True):
            text = text.replace(n, "") if n != hidden else text
        assert text and not re.findall(r"[A-Za-z]{3,}", text), (a, text)
        if a.get("card") == "hand[1]":
            assert hidden not in describe(game, a, viewer=0, lang=lang)
            assert hidden in describe(game, a, viewer=0, revealed=True, lang=lang)


def test_the_games_shown_for_each_move_are_the_games_simulated():
    """The why view's count after a move is the games simulated after it: the search's prior (virtual games at
    the one-ply value) shades the score but is not games played, so the counts add up to the decision's total."""
    from engine.bots import make_bot
    from engine.deck import builtin_decks
    from engine.game import Game

    decks = list(builtin_decks().values())
    game = Game.new(decks[0].cards, decks[1].cards, seed=2)
    bot, other = SearchBot(seed=1, iterations=60), make_bot("normal", seed=2)
    checked = 0
    while not game.is_over and checked < 3:
        ctx = DecisionContext(game)
        me = ctx.player == 0
        a = (bot if me else other).choose(ctx)
        if me and bot.last_iterations:
            counts = [n for _, _, n in bot.candidates()]
            assert sum(counts) <= bot.last_iterations and all(isinstance(n, int) for n in counts)
            if len(counts) < 5:  # every candidate listed
                assert sum(counts) == bot.last_iterations, (counts, bot.last_iterations)
            checked += 1
        game.apply(a)
    assert checked == 3
