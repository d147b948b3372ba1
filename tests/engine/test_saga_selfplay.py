"""1,000 random self-play games under Battle Spirits Saga with the Saga decks, checking the invariants of
``test_selfplay_invariants`` after every action, and Saga's own: no card is ever in a pending
state (Saga has none, DIGEST G35), nothing is in a Removed Area (Saga 3-1-1 has none), the Burst
Area holds at most one card (Saga 3-8), and at every decision no card on the Field has too few
cores or (a spirit) BP 0 or less (the checkpoints have destroyed them, Saga 9-3, 9-4).
"""
from __future__ import annotations

import pytest

from engine.bots import DecisionContext, RandomBot
from engine.deck import format_decks
from engine.game import Game
from engine.queries.continuous import bp

GAMES = 1000
MAX_DECISIONS = 20000


def check(game, before_cores, events):
    st = game.state
    n1 = game._n1
    for pi, p in enumerate(st.players):
        limbo = [uid for owner, uid in st.limbo if owner == pi]
        burst = p.zone("burst")
        places = p.deck + p.hand + p.trash + burst + [fc.uid for fc in p.field] + limbo
        assert not p.removed, "Saga has no Removed Area"
        assert len(burst) <= 1, "the Burst Area holds one card"
        assert len(places) == len(set(places)), f"p{pi + 1}: a card is in two places"
        tokens = {u for u in places if st.cards[u].token}
        assert tokens <= {fc.uid for fc in p.field}, "a token is only ever on the Field (Saga 4-12)"
        assert all(u >= game._n for u in tokens), "a token is never a card of a deck"
        mine = set(range(n1)) if pi == 0 else set(range(n1, game._n))
        assert set(places) - tokens == mine, f"p{pi + 1}: cards missing or foreign"
        for n in (p.reserve, p.life, p.trash_cores):
            assert n >= 0
        assert sum(1 for fc in p.field if fc.soul) == (1 if p.soul_at == "field" else 0), "exactly one Soul Core"
        for fc in p.field:
            assert fc.pending is None, "Saga has no pending state"
            assert fc.cores >= 0
            if game.is_over or game.decision.kind == "choose":
                continue  # a substitution may be asking before the destruction (Saga 10-1-3-2)
            assert fc.total_cores >= st.cards[fc.uid].lv1_cost, "a card with too few cores was destroyed (Saga 9-3)"
            if st.cards[fc.uid].is_spirit:
                assert bp(game, fc) > 0, "a spirit with BP 0 or less was destroyed (Saga 9-4)"
        delta = p.cores_in_play() - before_cores[pi]
        assert delta == sum(e.void for e in events if e.player == pi), f"p{pi + 1}: cores appeared or vanished"


def test_there_are_saga_decks_and_they_are_legal():
    from engine.deck import deck_problems

    decks = format_decks("saga")
    assert len(decks) >= 2
    for name, d in decks.items():
        assert d.format == "saga" and 50 <= len(d.cards) <= 60
        assert deck_problems(d) == [], name


@pytest.mark.parametrize("chunk", range(10))
def test_random_saga_games_keep_invariants(chunk):
    decks = list(format_decks("saga").values())
    per = GAMES // 10
    for k in range(chunk * per, (chunk + 1) * per):
        a, b = decks[k % len(decks)], decks[(k * 2 + 1) % len(decks)]
        game = Game.new(a.cards, b.cards, seed=5000 + k, ruleset="saga", first=None if k % 3 else k % 2)
        game._n1 = len(a.cards)
        game._n = len(a.cards) + len(b.cards)  # the decks' cards; tokens get uids after them
        bots = (RandomBot(k * 2 + 1), RandomBot(k * 2 + 2))
        n = 0
        while not game.is_over:
            before = [p.cores_in_play() for p in game.state.players]
            ctx = DecisionContext(game)
            events = game.apply(bots[ctx.player].choose(ctx))
            check(game, before, events)
            n += 1
            assert n < MAX_DECISIONS, f"game {k} does not end"
        assert game.winner in (0, 1, "draw")
