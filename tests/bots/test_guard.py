"""The search bots' plain-mistake guards: no attack into a certain loss, each move once in the
"why" view, and thinking time that adapts (no search for a forced or obvious move, an early stop
when one candidate is ahead beyond doubt)."""
from __future__ import annotations

import pytest

from engine.bots import DecisionContext
from engine.bots import guard
from engine.bots.explain import why_rows
from engine.bots.greedy import GreedyBot
from engine.bots.search import Node, SearchBot
from engine.position import load_position_text, play_position

# p1's 3000 BP Ashwing Wyvern may attack into p2's untapped 4000 BP Stormhook Captain
INTO_LOSS = """
version: 1
turn: {number: 6, player: p1, first: p1, step: attack}
players:
  p1:
    life: 5
    reserve: 2
    deck: 10
    hand: [ST-R01, ST-R05]
    field:
      - {card: ST-R03, cores: 1}
      - {card: ST-R06, cores: 4, state: exhausted}
  p2:
    life: 2
    reserve: 1
    deck: 10
    hand: [ST-B01]
    field:
      - {card: ST-B04, cores: 1}
"""

# the same board, but p2's blocker is exhausted: the attack is safe and takes a Life
SAFE = INTO_LOSS.replace("{card: ST-B04, cores: 1}", "{card: ST-B04, cores: 1, state: exhausted}")

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
    reserve: 6
    deck: 10
    hand: [ST-B01, ST-R03, ST-B02]
    field:
      - {card: ST-R01, cores: 1}
"""


def _game(text):
    return play_position(load_position_text(text)).game


@pytest.mark.parametrize("iterations", [4, 40])
@pytest.mark.parametrize("seed", range(3))
def test_no_attack_into_a_certain_loss(seed, iterations):
    game = _game(INTO_LOSS)
    assert {a.do for a in game.legal_actions()} == {"attack", "end_step"}
    bot = SearchBot(seed=seed, iterations=iterations)
    a = bot.choose(DecisionContext(game))
    assert a.do == "end_step"
    assert all(acts[0].do != "attack" for acts, _, _ in bot.candidates()), "the losing attack is no candidate"


def test_a_safe_attack_is_still_made():
    game = _game(SAFE)
    a = SearchBot(seed=1, iterations=20).choose(DecisionContext(game))
    assert a.do == "attack"


def test_losing_attack_reads_the_settled_battle():
    from engine.bots.greedy import one_ply

    game = _game(INTO_LOSS)
    view = game.view_for(0)
    scored = one_ply(view, 0, game.legal_actions(), keep=True)
    end = next(s for s in scored if s[2][0].do == "end_step")
    att = next(s for s in scored if s[2][0].do == "attack")
    assert guard.losing_attack(view, 0, att[2][0], att[3], att[0], end[0])
    assert not guard.losing_attack(view, 0, att[2][0], att[3], att[0], att[0] - 5.0)  # not worse: kept
    assert len(guard.prune(view, 0, scored)) == len(scored) - 1


@pytest.mark.parametrize("bot", [GreedyBot(seed=1), SearchBot(seed=1, iterations=30)], ids=["greedy", "search"])
def test_why_rows_list_each_move_once(bot):
    """Two cards hidden in the bot's Hand read the same to the human: one row, not two."""
    game = _game(BOT_MAIN)
    a = bot.choose(DecisionContext(game))
    cands = bot.candidates()
    rows = why_rows(game, cands, a, viewer=0)
    texts = [r[0] for r in rows]
    assert len(texts) == len(set(texts)), texts
    assert rows[0][2] and sum(r[2] for r in rows) == 1  # the move played, first and once
    assert all("hand[" not in t for t in texts)


def test_why_rows_merge_identical_texts_keeping_the_played_one():
    game = _game(BOT_MAIN)
    from engine.actions import Action

    s1 = Action(1, "summon", card="hand[0]", pay="auto", place="auto")
    s3 = Action(1, "summon", card="hand[2]", pay="auto", place="auto")
    end = Action(1, "end_step")
    # hand[0] and hand[2] are both hidden to p1: "Summon a card from its Hand"
    rows = why_rows(game, [([s1], 0.6, 10), ([s3], 0.5, 10), ([end], 0.4, 10)], s3, viewer=0)
    assert [r[2] for r in rows] == [True, False, False]
    assert len({r[0] for r in rows}) == 3  # played s3 is named; s1 stays hidden; end
    rows = why_rows(game, [([s1], 0.6, 10), ([s3], 0.5, 10), ([end], 0.4, 10)], end, viewer=0)
    assert [r[0] for r in rows].count("Summon a card from its Hand") <= 1
    assert len(rows) == 2 and rows[0][2]


LETHAL = """
version: 1
turn: {number: 6, player: p1, first: p1, step: attack}
players:
  p1:
    life: 3
    reserve: 0
    deck: 10
    field:
      - {card: ST-R03, cores: 1}
      - {card: ST-R02, cores: 1}
  p2:
    life: 1
    reserve: 0
    deck: 10
    field:
      - {card: ST-B01, cores: 1, state: exhausted}
"""


def test_an_obvious_move_is_played_without_a_search():
    game = _game(LETHAL)
    assert len(game.legal_actions()) > 1
    bot = SearchBot(seed=2, iterations=200)
    a = bot.choose(DecisionContext(game))
    assert a.do == "attack"
    assert bot.last_iterations == 0  # a lethal attack needs no playouts


def test_a_forced_move_is_played_without_a_search():
    game = _game(LETHAL)
    game.apply(next(a for a in game.legal_actions() if a.do == "attack"))
    while game.decision is not None and len(game.legal_actions()) == 1:
        bot = SearchBot(seed=2, iterations=200)
        bot.choose(DecisionContext(game))
        assert bot.last_iterations == 0
        game.apply(game.legal_actions()[0])


def test_a_real_choice_is_searched():
    game = _game(BOT_MAIN)
    bot = SearchBot(seed=2, iterations=30, early_stop=False)
    bot.choose(DecisionContext(game))
    assert bot.last_iterations > 0


def _node(results):
    n = Node(0)
    for r in results:
        n.add(r)
    return n


def test_settled_needs_a_clear_lead_and_enough_playouts():
    assert guard.settled([_node([1.0] * 12), _node([0.0] * 12)])
    assert not guard.settled([_node([1.0] * 5), _node([0.0] * 5)])  # too few playouts
    mixed = [1.0, 0.0] * 8
    assert not guard.settled([_node(mixed), _node(mixed[1:] + [1.0])])  # no clear lead


def test_search_stops_early_on_a_clear_lead():
    """A won position (every move wins its playouts) stops well before its budget."""
    game = _game(SAFE)
    bot = SearchBot(seed=3, iterations=400, steps=10**6, dominant=1e9)  # no shortcut: the search decides
    a = bot.choose(DecisionContext(game))
    assert a.do == "attack"
    assert 0 < bot.last_iterations < 400
    full = SearchBot(seed=3, iterations=400, steps=10**6, dominant=1e9, early_stop=False)
    full.choose(DecisionContext(game))
    assert full.last_iterations > bot.last_iterations


def test_settled_when_every_move_wins():
    assert guard.settled([_node([1.0] * 12), _node([1.0] * 11 + [0.9])])
    assert not guard.settled([_node([0.9] * 12), _node([0.85] * 12)])  # neither decided nor clear
