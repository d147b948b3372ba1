"""Random self-play over many seeds, checking the game's invariants after every action.

- every card of each player is in exactly one place (Deck, Hand, Trash, Removed Area, Field,
  or no area while a Magic card resolves);
- cores appear from or vanish into the Void only where an event says so (``Event.void``);
- one Soul Core per player, never in Life or the Void (no effect here names it);
- no negative counts; every card on the Field at a decision has at least its Lv1 cost;
- every game ends.
"""
from __future__ import annotations

import pytest

from engine.bots import DecisionContext, RandomBot
from engine.deck import builtin_decks
from engine.game import Game

GAMES = 1000
MAX_DECISIONS = 20000


def owned(game, pi):
    n1 = game._n1
    total = len(game.state.cards)
    return set(range(n1)) if pi == 0 else set(range(n1, total))


def check_invariants(game, before_cores, events):
    st = game.state
    for pi, p in enumerate(st.players):
        limbo = [uid for owner, uid in st.limbo if owner == pi]  # Magic resolving in no area (3-4-3)
        places = p.deck + p.hand + p.trash + p.removed + [fc.uid for fc in p.field] + limbo
        # the card zones a ruleset's operations add (an Eternal card's hand-side, 手元, in a random position)
        places += [u for v in (getattr(p, "extra", None) or {}).values() if isinstance(v, list) for u in v]
        places += [u for fc in p.field for u in getattr(fc, "under", ())]  # cards under a field card (Eternal)
        assert len(places) == len(set(places)), f"p{pi + 1}: a card is in two places"
        tokens = {u for u in places if st.cards[u].token}  # made by effects at run time (Saga 4-12)
        assert tokens <= {fc.uid for fc in p.field}, "a token is only ever on the Field"
        made = {u for u, c in enumerate(st.cards) if c.token}
        assert set(places) - tokens == owned(game, pi) - made, f"p{pi + 1}: cards missing or foreign"
        for n in (p.reserve, p.life, p.trash_cores):
            assert n >= 0
        souls = sum(1 for fc in p.field if fc.soul)
        assert souls == (1 if p.soul_at == "field" else 0), "exactly one Soul Core"
        assert p.soul_at != "void", "no effect sends the Soul Core to the Void in these decks"
        for fc in p.field:
            assert fc.cores >= 0
            if game.is_over:
                continue
            if game.decision.kind != "choose":  # a pending card's own effect may be asking (10-2-2)
                assert fc.pending is None, "pending cards have left by the next decision"
            if fc.pending is None:
                assert fc.total_cores >= st.cards[fc.uid].lv1_cost, "a card on the Field has its Lv1 cost"
        delta = p.cores_in_play() - before_cores[pi]
        from_void = sum(e.void for e in events if e.player == pi)
        assert delta == from_void, f"p{pi + 1}: {delta} cores appeared/vanished, events say {from_void}"


@pytest.mark.parametrize("chunk", range(10))
def test_random_games_keep_invariants(chunk):
    decks = list(builtin_decks().values())
    per = GAMES // 10
    for k in range(chunk * per, (chunk + 1) * per):
        a, b = decks[k % len(decks)], decks[(k * 3 + 1) % len(decks)]
        game = Game.new(a.cards, b.cards, seed=1000 + k, first=None if k % 3 else k % 2)
        game._n1 = len(a.cards)
        bots = (RandomBot(k * 2 + 1), RandomBot(k * 2 + 2))
        n = 0
        while not game.is_over:
            before = [p.cores_in_play() for p in game.state.players]
            ctx = DecisionContext(game)
            events = game.apply(bots[ctx.player].choose(ctx))
            check_invariants(game, before, events)
            n += 1
            assert n < MAX_DECISIONS, f"game {k} does not end"
        assert game.winner in (0, 1, "draw")
