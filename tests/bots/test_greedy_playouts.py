"""The search's playouts move both sides as the ``normal`` bot does (``policy.greedy_macro``): a playout
is then a game between two ``normal`` bots, so the search is one step of policy improvement over the
level below it (the reason it beats it: ``spirit-table arena --p1 bot:hard --p2 bot:normal``)."""
from __future__ import annotations

from app.arena import deck_pairs
from engine.bots import DecisionContext
from engine.bots.greedy import GreedyBot, one_ply
from engine.bots.policy import greedy_macro
from engine.bots.search import SearchBot
from engine.deck import builtin_decks
from engine.game import Game


def _positions(n_games: int = 3):
    """Decisions with a real choice from greedy self-play games: (game, legal)."""
    pairs = deck_pairs(list(builtin_decks().values()))
    for k in range(n_games):
        da, db = pairs[k * 5 % len(pairs)]
        game = Game.new(da.cards, db.cards, seed=40 + k)
        bots = (GreedyBot(seed=1), GreedyBot(seed=2))
        while not game.is_over:
            ctx = DecisionContext(game)
            if len(ctx.legal) > 1 and ctx.kind not in ("first", "redraw"):
                yield game.clone(), ctx
            game.apply(bots[ctx.player].choose(ctx))


def test_a_greedy_playout_move_is_the_normal_bots_move():
    checked = flashes = 0
    for game, ctx in _positions():
        if ctx.kind == "flash":  # a playout passes in Flash Timings, as the fast policy does
            assert [a.do for a in greedy_macro(game, ctx.player, ctx.legal)] == ["pass"]
            flashes += 1
            continue
        scored = one_ply(game, ctx.player, ctx.legal, depth=3)
        if len(scored) > 1 and scored[0][0] == scored[1][0]:
            continue  # a tie: the normal bot breaks it with its seed
        best = scored[0][2] if scored else None
        got = greedy_macro(game, ctx.player, ctx.legal, depth=3)
        if best is None:
            assert got[0].do in ("end_step", "pass", "no_block") or got[0] in ctx.legal
        else:
            assert got == best
        checked += 1
    assert checked > 50 and flashes > 0


def test_the_search_plays_greedy_playouts_by_default_and_stays_deterministic():
    bot = SearchBot(seed=5)
    assert bot.playout == "greedy"
    moves = []
    for seed in (5, 5):
        b = SearchBot(seed=seed, iterations=24, steps=800)
        for game, ctx in _positions(1):
            if ctx.kind == "main" and len(ctx.legal) > 3:
                moves.append((b.choose(DecisionContext(game, ctx.player)), b.last_iterations))
                break
    assert moves[0] == moves[1]


def test_the_order_of_cards_going_together_is_played_first_without_a_lookahead(monkeypatch):
    """4-1-5: cards leaving the Field together go to the Trash in the order their player chooses. The evaluation
    values the Trash by its count, so a lookahead finds every order equal and keeps the first; playouts and
    replies play the first at once (half the decisions of the search's playouts were such orders). The choice
    is the same as the lookahead's, which is checked here on each order decision of greedy self-play."""
    from engine.bots import moves, policy
    from engine.bots.evaluate import evaluate
    from engine.bots.policy import fast_action

    seen = 0
    for game, ctx in _positions(30):
        if not moves.order_only(game):
            continue
        seen += 1
        scored = one_ply(game, ctx.player, ctx.legal, depth=3)
        assert len({round(v, 6) for v, *_ in scored}) == 1  # every order evaluates the same
        assert scored[0][2][0] == ctx.legal[0]  # and the lookahead kept the first
        with monkeypatch.context() as m:  # the playout policies look no move ahead for it
            m.setattr(policy, "one_ply", _no_lookahead)
            assert greedy_macro(game, ctx.player, ctx.legal) == (ctx.legal[0],)
            assert fast_action(game, ctx.player, ctx.legal) == ctx.legal[0]
        settled = game.clone()
        moves.settle(settled, ctx.player, lambda g, p: evaluate(g, p))
        assert settled.history[len(game.history)] == ctx.legal[0]
    assert seen >= 3


def _no_lookahead(*_a, **_k):
    raise AssertionError("an order of cards going together was looked ahead")
