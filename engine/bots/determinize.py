"""Sampling the hidden cards of a view, consistently with what the bot has seen.

A view (``Game.view_for``) shows the opponent's Hand and Deck as hidden cards and the
bot's own Deck in a fixed order. A *determinization* is a complete game that could be
the real one: the bot's own Deck shuffled, and the opponent's Hand and Deck filled with
cards the opponent could hold. The opponent model knows only public cards (the
opponent's Field, Trash and Removed cards): it assumes the opponent plays one of the
built-in decks of the game's ruleset that contains every card seen so far (chosen at random
per sample), else a pool of every card in the colours seen (three copies each), minus the
cards seen; under another ruleset than Standard (Saga) the pool holds only that ruleset's
card set, as its decks may (Saga 5-1-1-1).

The model never reads the view's card table for cards it cannot see, so two games that
differ only in the opponent's hidden cards give the same samples.
"""
from __future__ import annotations

from ..rng import Rng

_DECKS: dict = {}
DRAWS = 12  # cards from the top of a Deck that are shuffled for real (a search never draws more)


def partial_shuffle(items: list, rng: Rng, k: int) -> None:
    """Fisher-Yates for the first ``k`` places only: they become a uniform random draw from
    the whole list; the rest keeps an arbitrary order (nothing reads it within a search)."""
    n = len(items)
    for i in range(min(k, n - 1)):
        j = i + rng.below(n - i)
        items[i], items[j] = items[j], items[i]


def _builtin_lists(fmt: str = "standard") -> list[list[str]]:
    """The card lists of the ruleset's built-in decks (Standard's, or ``resources/decks/<fmt>/``)."""
    if fmt not in _DECKS:
        from ..deck import format_decks

        _DECKS[fmt] = [list(d.cards) for d in format_decks(fmt).values()]
    return _DECKS[fmt]


class OpponentModel:
    """What the opponent's hidden cards may be, from the cards of theirs seen in a view."""

    def __init__(self, view, me: int):
        st = view.state
        opp = st.players[1 - me]
        cards = st.cards
        seen_uids = [fc.uid for fc in opp.field] + list(opp.trash) + list(opp.removed)
        self.seen: dict[str, int] = {}
        colors = set()
        for u in seen_uids:
            c = cards[u]
            self.seen[c.id] = self.seen.get(c.id, 0) + 1
            colors.update(c.colors)
        self.n_hand = len(opp.hand)
        self.n_deck = len(opp.deck)
        cardset = view.cardset
        self.defs = {}
        if cardset is not None:
            for c in cardset:
                self.defs[c.id] = c
        for u in seen_uids:
            self.defs.setdefault(cards[u].id, cards[u])
        # candidate deck lists: built-in decks of the ruleset holding every card seen
        rs = getattr(view, "ruleset", None)
        fmt = rs.name if rs is not None else "standard"
        own = rs.own_card_format if rs is not None else fmt  # the ruleset's own card set: never another game's cards
        self.lists = []
        for lst in _builtin_lists(fmt):
            counts: dict[str, int] = {}
            for cid in lst:
                counts[cid] = counts.get(cid, 0) + 1
            if all(counts.get(cid, 0) >= n for cid, n in self.seen.items()) and all(cid in self.defs for cid in lst):
                rest = dict(counts)
                for cid, n in self.seen.items():
                    rest[cid] -= n
                self.lists.append([cid for cid, n in sorted(rest.items()) for _ in range(n)])
        pool = [c for c in self.defs.values()
                if c.id not in ("blank", "hidden") and c.type in ("spirit", "nexus", "magic")
                and (not colors or set(c.colors) & colors) and c.format == own]
        pool.sort(key=lambda c: c.id)
        self.pool = []
        for c in pool:
            n = max(0, 3 - self.seen.get(c.id, 0))
            self.pool.extend([c.id] * n)
        if not self.pool:
            self.pool = [c.id for c in pool] or ["blank"]

    def sample(self, rng: Rng) -> list:
        """CardDefs for the opponent's Hand then Deck (n_hand + n_deck of them)."""
        n = self.n_hand + self.n_deck
        src = list(self.lists[rng.below(len(self.lists))]) if self.lists else list(self.pool)
        partial_shuffle(src, rng, min(len(src), self.n_hand + DRAWS))
        if len(src) < n:  # a bigger deck than the model: pad from the pool
            while len(src) < n:
                src.append(self.pool[rng.below(len(self.pool))])
        defs = self.defs
        return [defs[cid] for cid in src[:n]]


def determinize(view, me: int, model: OpponentModel, rng: Rng):
    """A complete game consistent with ``view``: a clone with the hidden cards sampled."""
    g = view.clone()
    st = g.state
    opp = st.players[1 - me]
    sampled = model.sample(rng)
    base = g.add_cards(sampled)
    nh = len(opp.hand)
    opp.hand = list(range(base, base + nh))
    opp.deck = list(range(base + nh, base + len(sampled)))
    own = st.players[me]
    partial_shuffle(own.deck, rng, DRAWS)
    g.rng = Rng(rng.next64())
    return g
