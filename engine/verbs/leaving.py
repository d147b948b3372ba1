"""Cards leaving the Field: depletion, destruction and return through the pending state
(10-2-2), and the replacement effects that apply to destruction and return (9-1-8).

A card that is destroyed, depleted or returned enters its *pending state*: it stays on
the Field, marked ``pending``, while the effects its leaving triggered resolve; then the
``leave`` task moves it to its destination and its cores to the owner's Reserve
(4-5-4, 10-2-2-5). The leave task is pushed *under* any trigger tasks, so they resolve
first.

An event that a replacement effect covers does not happen here: a ``replace`` task is
pushed, and the effect interpreter runs it at once, in place of the event (before the rest
of the effect that caused it, 9-1-8-1): the turn player chooses among several (9-1-8-1-3),
and the replacement's ``instead`` steps resolve. A replaced event is not replaced again
(9-1-8-1-2). A replacement that does not take place (a "may" declined, 9-1-2, or a ``must``
part that cannot be done, 5-19-5) leaves the event to happen: ``happen``.
"""
from __future__ import annotations

from typing import NamedTuple

from ..queries.basics import level, lv1_cost
from ..state import EXHAUSTED, HEAVY_EXHAUSTED, REFRESH
from ..queries.continuous import effect_active
from ..queries.selectors import card_matches, side_players
from . import notice

DESTINATION = {"destroyed": "trash", "depleted": "trash", "to_hand": "hand", "to_deck": "deck",
               "to_deck_bottom": "deck"}


def enter_pending(game, player: int, fc, kind: str, cause=None, by: int | None = None) -> bool:
    """Put a field card into a pending state (10-2-2-1). A card cannot re-enter the same
    pending state (10-2-2-6-1); a rule-driven change never changes its destination (DIGEST A4).
    ``cause`` (an ``events.Cause``) says why, for the log; ``by`` is the player whose effect or
    Spirit caused it (for 'When Destroyed by Opponent').
    The card leaves once the effects its leaving triggered have resolved (10-2-2-5)."""
    card = game.card(fc.uid)
    if fc.pending is not None:
        if kind == fc.pending or kind == "depleted":
            return False  # 10-2-2-6-1; depletion while pending keeps the destination (10-2-2-7, DIGEST A4)
        old = fc.pending  # 10-2-2-6: an effect moves it: a new pending state, the old one's triggers lapse
        fc.pending = kind
        fc.pending_by = by
        game.emit("pending", player, "pending_change", cards=(fc.uid,), card=game.named(fc.uid), old=old,
                  state=kind)
        notice.card_leaving(game, player, fc, kind, by, cause)
        return True
    if kind != "depleted":
        fc.pending_level = max(1, card.level_for(fc.total_cores, fc.soul))
    fc.pending = kind
    fc.pending_by = by
    game.emit("pending", player, cards=(fc.uid,), card=game.named(fc.uid), state=kind, cause=cause)
    game.state.leaving.append(fc.obj)
    notice.card_leaving(game, player, fc, kind, by, cause)
    return True


def levels_now(game) -> dict:
    """The Lv of every field card not in a pending state, by object: taken by a verb before it
    changes cores, so that a card it depletes keeps the Lv it had just before (10-2-2-3)."""
    return {fc.obj: level(game, fc) for p in game.state.players for fc in p.field if fc.pending is None}


def check_depletion(game, cause=None, before: dict | None = None, by: int | None = None) -> None:
    """A card may have too few cores now: the ruleset's rule applies (``Ruleset.core_loss``:
    depletion in Standard, destruction at a checkpoint in Saga)."""
    game.ruleset.core_loss(game, cause, before, by)


def deplete(game, cause=None, before: dict | None = None, by: int | None = None) -> None:
    """3-2-5-4, 5-11: every field card with fewer cores than its Lv1 cost is depleted. It
    resolves its pending state at the Lv it had immediately before (10-2-2-3): ``before`` is
    ``levels_now`` taken before the cores changed (at least Lv1 without it). ``by``: the
    player who depleted it: the player of the effect that changed its cores (10-2-2-8), or the
    player whose own core move or payment did (10-2-2-10, DIGEST A5; the cause's player)."""
    if by is None and cause is not None:
        by = cause.player
    cards = game.state.cards
    mods = game.state.mods
    for pi, p in enumerate(game.state.players):
        for fc in p.field:
            cost = lv1_cost(game, fc) if mods else cards[fc.uid].lv1_cost
            if fc.pending is None and fc.cores + fc.soul < cost:  # total_cores; 10-2-2-9: a changed Lv1 cost
                fc.pending_level = max(1, (before or {}).get(fc.obj, 1))
                enter_pending(game, pi, fc, "depleted", cause, by)


def task_leave(game, task) -> None:
    """10-2-2-5: after its triggers, the pending card moves; its cores go to the Reserve."""
    pi, fc = game.find_obj(task[1])
    if fc is None or fc.pending is None:
        return
    p = game.state.players[pi]
    p.field.remove(fc)
    p.reserve += fc.cores
    if fc.soul:
        p.soul_at = "reserve"
    dest = DESTINATION[fc.pending]
    if game.state.cards[fc.uid].token:  # a token that leaves the Field is removed from the game (Saga 4-12-3)
        game.emit("token_removed", pi, "saga_token_removed", cards=(fc.uid,), card=game.named(fc.uid),
                  how=fc.pending, cores_n=fc.total_cores, own=False, rule="4-12-3")
        return
    if dest == "trash":
        p.trash.append(fc.uid)
    elif dest == "hand":
        p.hand.append(fc.uid)
    elif fc.pending == "to_deck":
        p.deck.insert(0, fc.uid)
    else:
        p.deck.append(fc.uid)
    game.emit("leave", pi, cards=(fc.uid,), card=game.named(fc.uid), to=dest, cores_n=fc.total_cores)


# ---------------------------------------------------------------------- replacement (9-1-8)
class Replace(NamedTuple):
    options: tuple  # (player, obj, effect index) of each replacement that applies
    target: tuple  # the card the event would happen to
    picks: tuple | None = None
    event: str = "destroyed"  # or "returned" (to_hand / to_deck / to_deck_bottom)
    kind: str = "destroyed"  # the pending state the event puts the card in
    cause: object = None  # why (events.Cause), for the event if it happens after all
    by: int | None = None  # whose effect or Spirit causes it
    tried: tuple = ()  # replacements that did not take place for this event
    asked: tuple | None = None  # the answer to a "may" replacement


def _covers(game, spi, src_fc, eff, pi, fc) -> bool:
    sel = eff.get("target", {"who": "this"})
    if sel.get("who", "each") == "this":  # a target without 'who' covers every card it matches
        return src_fc is fc
    if pi not in side_players(sel.get("owner", "you"), spi):
        return False
    if sel.get("exclude_this") and src_fc is fc:
        return False
    return card_matches(game, dict(sel, type=sel.get("type", "spirit")), game.card(fc.uid), fc)


def applicable(game, event: str, pi: int, fc) -> list[tuple]:
    st = game.state
    out = []
    for spi, p in enumerate(st.players):
        for src in p.field:
            if src.pending is not None or not st.cards[src.uid].effects:
                continue
            for i, eff in enumerate(st.cards[src.uid].effects):
                if (eff.get("kind") == "replacement" and eff["replaces"] == event
                        and not ("once" in eff.get("limit", "") and (src.obj, i) in st.once_used)
                        and effect_active(game, spi, src, eff) and _covers(game, spi, src, eff, pi, fc)):
                    out.append((spi, src.obj, i))
    return out


def destroy(game, pi: int, fc, by, cause, tried: tuple = ()) -> bool:
    """Destroy a field card unless a replacement effect applies (``tried``: replacements that
    did not take place for this event). True if it was destroyed."""
    if game.ruleset.not_destroyed(game, pi, fc, by, cause):  # Saga 【A.T. Field】
        return False
    options = [o for o in applicable(game, "destroyed", pi, fc) if o not in tried]
    if not options:
        return game.ruleset.leave_field(game, pi, fc, "destroyed", cause, by)
    game.push(("replace", Replace(tuple(options), (pi, "field", fc.obj), cause=cause, by=by, tried=tried)))
    return False


def return_card(game, pi: int, fc, kind: str, cause, by, tried: tuple = ()) -> bool:
    """Return a field card to Hand or Deck (``kind`` to_hand/to_deck/to_deck_bottom) unless a
    replacement effect applies. True if it was returned."""
    options = [o for o in applicable(game, "returned", pi, fc) if o not in tried]
    if not options:
        return game.ruleset.leave_field(game, pi, fc, kind, cause, by)
    game.push(("replace", Replace(tuple(options), (pi, "field", fc.obj), event="returned", kind=kind, cause=cause,
                                  by=by, tried=tried)))
    return False


def exhaust(game, pi: int, fc, heavy: bool, by, label, tried: tuple = ()) -> bool:
    """Exhaust (5-15) or heavy exhaust (5-16) a field card by an effect, unless a replacement
    effect applies to it ('would be exhausted by an opposing effect ... instead': only the
    opponent's effects are replaced, never the card's own costs). True if it was exhausted."""
    options = [o for o in applicable(game, "exhausted", pi, fc) if o not in tried] if by != pi else []
    if options:
        game.push(("replace", Replace(tuple(options), (pi, "field", fc.obj), event="exhausted",
                                      kind="heavy_exhausted" if heavy else "exhausted", cause=label, by=by,
                                      tried=tried)))
        return False
    fc.state = HEAVY_EXHAUSTED if heavy else EXHAUSTED
    notice.card_event(game, pi, fc, "exhausted")  # 5-16-1: heavy exhausting exhausts too
    op = "heavy_exhaust" if heavy else "exhaust"
    game.emit(op, pi, "fx_state", cards=(fc.uid,), label=label, op=op, card=game.named(fc.uid))
    return True


def happen(game, r: Replace) -> None:
    """The replacement chosen for ``r`` did not take place: the event happens (another
    replacement not yet tried may still apply to it, 9-1-8-1)."""
    pi, fc = game.find_obj(r.target[2])
    if fc is None or fc.pending is not None:
        return
    if r.event == "exhausted":
        heavy = r.kind == "heavy_exhausted"
        if fc.state == REFRESH or (heavy and fc.state == EXHAUSTED):
            exhaust(game, pi, fc, heavy, r.by, r.cause, r.tried)
        return
    if r.event == "destroyed":
        destroy(game, pi, fc, r.by, r.cause, r.tried)
    else:
        return_card(game, pi, fc, r.kind, r.cause, r.by, r.tried)
