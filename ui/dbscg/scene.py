"""What the mat shows of a game of the Dragon Ball Super Card Game beyond the shared layout (no rules; called
by ``ui.table.scene.TableScene.sync`` through ``ui.dbscg.table`` (``ui.games``)):

- an awakened Leader by its back side (``awakened``: the back side's card under an id of its own, so its face
  is drawn and cached apart from the front's; 10-2);
- Life cards taken into the hand as damage (7-4-1-4) fly from the Life pile and are marked DAMAGE until the
  next turn begins; the side panel says so (``ui.dbscg.panel``);
- the energy a payment proposes, lit (``ui.dbscg.proposal``);
- the faces to prefetch at the start (both decks, both Leaders' sides).
"""
from __future__ import annotations

import dataclasses

from ..table import layout as L
from . import words as W

_AWAKENED: dict = {}


def awakened(card):
    """The back side of a Leader as a card the table can show (its id marked ``~awakened``)."""
    from ..table.faces import AWAKENED

    got = _AWAKENED.get(card.id)
    if got is None:
        got = _AWAKENED[card.id] = dataclasses.replace(card.back, id=card.id + AWAKENED)
    return got


def shown(fc, card):
    """The card a Leader/Battle/Energy slot shows: the back side of an awakened Leader."""
    if getattr(fc, "back", False) and getattr(card, "back", None) is not None:
        return awakened(card)
    return card


def prefetch_cards(game) -> list:
    """Every card the game may show, the visible ones first, with both Leaders' back sides."""
    st = game.state
    out = []
    for p in st.players:
        if p.leader is not None:
            out.append(st.cards[p.leader.uid])
    for p in st.players:
        for area in ("hand", "battle", "energy", "drop", "deck", "life", "combo", "warp"):
            out.extend(st.cards[getattr(e, "uid", e)] for e in p.zone_cards(area))
    for p in st.players:
        c = st.cards[p.leader.uid] if p.leader is not None else None
        if c is not None and c.back is not None:
            out.append(awakened(c))
    return out


def before_sync(scene, game) -> None:
    """Cards that just left a player's Life for their hand (damage): noted, and made to start at the Life pile."""
    st = game.state
    prev = getattr(scene, "db_prev", None) if scene._synced else None  # a new game: nothing to compare
    marks = getattr(scene, "db_damage", None)
    if marks is None or prev is None:
        marks = scene.db_damage = {}
    for p, ps in enumerate(st.players):
        if prev is not None:
            old_life, old_hand = prev[0][p]
            new = [u for u in ps.hand if u not in old_hand]
            lost = old_life - len(ps.life)
            if lost > 0 and new:
                for u in new[-lost:]:  # the Life cards come last into the hand
                    marks[u] = st.turn
                    if u not in scene.cards:  # a new item: it comes out of the Life pile
                        it = scene._card(u, p, scene.seat(p))
                        it.zone = "life"
                        it.setPos(*L.pile_point(scene.layout.zone_rect(scene.seat(p), "life")))
    for u, turn in list(marks.items()):
        owner = next((p for p, ps in enumerate(st.players) if u in ps.hand), None)
        if owner is None or turn != st.turn:
            del marks[u]
    scene.db_prev = ([(len(ps.life), set(ps.hand)) for ps in st.players],)


def after_sync(scene, game, proposal) -> None:
    """The marks the shared layout does not set: DAMAGE on Life cards taken into the hand, the energy paying."""
    st = game.state
    word = W.t(W.DAMAGE)
    for u in getattr(scene, "db_damage", {}):
        it = scene.cards.get(u)
        if it is not None and it.zone == "hand":
            it.set_marks(ghost_text=word, glow="attacker")
    paying = set(getattr(proposal, "energy", ()) or ())
    for p, ps in enumerate(st.players):
        for i, s in enumerate(ps.energy):
            it = scene.cards.get(s.uid)
            if it is None:
                continue
            lit = proposal is not None and proposal.player == p and i in paying
            it.set_marks(glow="target" if lit else None)
