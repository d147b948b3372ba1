"""Awaken 轉醒 (Battle Spirits Eternal): the flip of a double-faced card, as a verb (E:轉醒 ■轉醒步驟).

Each game gives every side B a uid of its own in the card table (``prepare``: a copy of side B that
knows its side A's uid, ``ext["_front"]``); on the Field an awakened card is the FieldCard of its side
B's uid, with ``face`` 1.
"""
from __future__ import annotations

import dataclasses

from ..events import Cause
from . import notice
from .leaving import check_depletion, levels_now

R_STEPS = "轉醒 ■轉醒步驟"


def side_b(uid: int, card):
    """Side B of a double-faced card as its own card-table entry (it knows its side A's uid), or None."""
    back = card.ext.get("awaken") if card.ext else None
    return None if back is None else dataclasses.replace(back, ext={**(back.ext or {}), "_front": uid})


def prepare(state) -> None:
    """Give each double-faced card of the game its side B's uid (appended to the card table), and put
    field cards a position file shows on side B (``face: 1``) on that uid."""
    cards = list(state.cards)
    backs: dict[int, int] = {}
    for uid, card in enumerate(state.cards):
        back = side_b(uid, card)
        if back is not None:
            backs[uid] = len(cards)
            cards.append(back)
    if not backs:
        return
    state.cards = cards
    for p in state.players:
        for fc in p.field:
            if fc.face == 1 and fc.uid in backs:
                fc.uid = backs[fc.uid]


def add_backs(game, uids) -> None:
    """Side B for double-faced cards added to a game after it began (``Game.add_cards``)."""
    cards = game.state.cards
    backs = [b for b in (side_b(u, cards[u]) for u in uids) if b is not None]
    if backs:
        game.add_cards(backs)  # (a side B is not double-faced: this ends here)


def back_uid(game, uid: int):
    for u in range(len(game.state.cards) - 1, -1, -1):
        c = game.state.cards[u]
        if c.ext and c.ext.get("_front") == uid:
            return u
    return None


def backs_of(cards, uids) -> list[int]:
    """The card-table entries that are side B of one of ``uids`` (a view hides them with their side A)."""
    return [u for u, c in enumerate(cards) if c.ext and c.ext.get("_front") in uids]


def front(game, uid: int) -> int:
    """The uid of side A of a card (itself for a card that is not a side B)."""
    c = game.state.cards[uid]
    return c.ext.get("_front", uid) if c.ext else uid


def flip(game, pi: int, fc) -> bool:
    b = back_uid(game, fc.uid) if fc.face == 0 else None
    if b is None:
        return False
    before = levels_now(game)
    a = fc.uid
    fc.uid = b
    fc.face = 1
    game.emit("awaken", pi, "eternal_awaken", cards=(a, b), card=game.named(a), other=game.named(b),
              rule=game.ruleset.cite(R_STEPS))
    notice.card_event(game, pi, fc, "awakened")
    check_depletion(game, Cause("effect", card=game.named(b)), before, pi)
    return True


def op_awaken(game, fr, step):
    """The ``awaken`` op: this card awakens (a flip by an effect counts as Awakening)."""
    pi, fc = game.find_obj(fr.obj) if fr.obj else (None, None)
    if fc is None or fc.pending is not None:
        return False, ()
    return flip(game, pi, fc), ()
