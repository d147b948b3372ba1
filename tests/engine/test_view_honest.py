"""``view_for`` is an information state: nothing in it lets a player recompute what they may not see
(#10: the old view kept the real seed and the whole card table, from which the opponent's Hand could be
recomputed exactly)."""
from __future__ import annotations

from engine.actions import Action
from engine.bots import DecisionContext, RandomBot
from engine.deck import builtin_decks
from engine.game import Game


def _played(seed=11, decisions=60):
    d = list(builtin_decks().values())
    g = Game.new(d[0].cards, d[3].cards, seed=seed)
    bot = RandomBot(seed)
    for _ in range(decisions):
        if g.is_over:
            break
        g.apply(bot.choose(DecisionContext(g)))
    return g


def _recompute_opponent_hand(view, me: int):
    """The attack: rebuild the game from what a view holds (its seed, its card table as the two deck
    lists, its history) and read the opponent's Hand. Returns card ids, or None if it cannot."""
    cards = view.state.cards
    n = len(view.state.players[0].deck) + len(view.state.players[0].hand)  # not enough: use the table
    if view.seed is None:
        return None
    ids = [c.id for c in cards]
    try:
        half = len(ids) // 2
        g = Game.new(ids[:half], ids[half:], seed=view.seed)
        for a in view.history:
            g.apply(a)
    except Exception:
        return None
    del n
    return sorted(g.card(u).id for u in g.state.players[1 - me].hand)


def test_the_attack_works_on_the_real_game_and_fails_on_a_view():
    d = list(builtin_decks().values())
    g = Game.new(d[0].cards, d[0].cards, seed=5)  # two equal deck lists: the table splits in half
    for a in (Action(g.decision.player, "go_first"),):
        if g.decision.kind == "first":
            g.apply(a)
    while g.decision.kind == "redraw":
        g.apply(Action(g.decision.player, "keep"))
    me = 0
    real = sorted(g.card(u).id for u in g.state.players[1 - me].hand)
    assert _recompute_opponent_hand(g, me) == real  # the attack is real: the game itself gives it away
    view = g.view_for(me)
    assert _recompute_opponent_hand(view, me) is None


def test_a_view_holds_no_hidden_identity_seed_or_history():
    g = _played()
    for me in (0, 1):
        v = g.view_for(me)
        opp, real_opp = v.state.players[1 - me], g.state.players[1 - me]
        hidden = set(real_opp.hand) | set(real_opp.deck)
        assert v.seed is None and v.history == [] and v.rng.state != g.rng.state
        assert all(v.state.cards[u].id == "hidden" for u in hidden)  # the card table forgets them
        assert all(v.state.cards[u].id == "hidden" for u in opp.hand + opp.deck)
        assert len(opp.hand) == len(real_opp.hand) and len(opp.deck) == len(real_opp.deck)  # counts are public
        assert all(v.fx[u] is None for u in hidden)
        own = v.state.players[me]
        assert sorted(own.deck) == own.deck and sorted(own.deck) == sorted(g.state.players[me].deck)
        assert own.hand == g.state.players[me].hand
        public = [fc.uid for p in g.state.players for fc in p.field] + [u for p in g.state.players for u in p.trash]
        assert all(v.state.cards[u] is g.state.cards[u] for u in public)


def test_views_of_games_differing_only_in_hidden_cards_are_alike():
    """Two games that differ only in the opponent's hidden cards give the same view (so no bot can tell)."""
    d = list(builtin_decks().values())
    other = next(x for x in d[2:] if len(x.cards) == len(d[1].cards) and x.cards != d[1].cards)
    a = Game.new(d[0].cards, d[1].cards, seed=2, first=0)
    b = Game.new(d[0].cards, other.cards, seed=2, first=0)
    va, vb = a.view_for(0), b.view_for(0)
    assert va.state.players[0].hand == vb.state.players[0].hand
    ids = lambda v: [v.state.cards[u].id for u in v.state.players[1].hand + v.state.players[1].deck]  # noqa: E731
    assert ids(va) == ids(vb)
    assert va.seed == vb.seed and va.rng.state == vb.rng.state


def test_the_opponents_pending_choice_shows_no_options():
    g = _played(seed=4, decisions=0)
    from engine.effects.choices import ChoiceRequest  # test-only: craft a pending choice of p2
    from engine.events import Msg

    g.state.choice = ChoiceRequest(1, "discard", Msg.of("ask_discard", label="x", n=1),
                                   (("p2.hand[0]", "Secret Card", (1, "hand", 0)),), 1, 1, (), ("fx", None, "picks"))
    v = g.view_for(0)
    assert v.state.choice.options == () and "Secret" not in str(v.state.choice.prompt)
    assert g.view_for(1).state.choice.options  # its owner still sees them


def test_a_bot_context_holds_only_the_view_and_the_legal_actions():
    g = _played(decisions=3)
    ctx = DecisionContext(g)
    assert set(DecisionContext.__slots__) == {"player", "kind", "legal", "view"}
    assert ctx.view is not g and ctx.view.seed is None and ctx.legal == g.legal_actions()
