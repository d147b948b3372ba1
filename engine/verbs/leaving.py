"""Cards leaving the Field: depletion, destruction and return through the pending state
(10-2-2), and the replacement effects that apply to destruction and return (9-1-8).

A card that is destroyed, depleted or returned enters its *pending state*: it stays on
the Field, marked ``pending``, while the effects its leaving triggered resolve; then the
``leave`` task moves it to its destination and its cores to the owner's Reserve
(4-5-4, 10-2-2-5). The leave task is pushed *under* any trigger tasks, so they resolve
first.

An event that a replacement effect covers does not happen here: a ``replace`` task is
pushed, and the effect interpreter lets the turn player choose among several (9-1-8-1-3)
and resolves the replacement's ``instead`` steps. A replaced event is not replaced again
(9-1-8-1-2).
"""
from __future__ import annotations

from typing import NamedTuple

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
        game.emit("pending", player, "pending_change", cards=(fc.uid,), card=game.named(fc.uid), old=old,
                  state=kind)
        notice.card_leaving(game, player, fc, kind, by)
        return True
    if kind != "depleted":
        fc.pending_level = max(1, card.level_for(fc.total_cores, fc.soul))
    fc.pending = kind
    game.emit("pending", player, cards=(fc.uid,), card=game.named(fc.uid), state=kind, cause=cause)
    game.state.leaving.append(fc.obj)
    notice.card_leaving(game, player, fc, kind, by)
    return True


def check_depletion(game, cause=None) -> None:
    """A card may have too few cores now: the ruleset's rule applies (``Ruleset.core_loss``:
    depletion in Standard, destruction at a checkpoint in Saga)."""
    game.ruleset.core_loss(game, cause)


def deplete(game, cause=None) -> None:
    """3-2-5-4, 5-11: every field card with fewer cores than its Lv1 cost is depleted."""
    cards = game.state.cards
    for pi, p in enumerate(game.state.players):
        for fc in p.field:
            if fc.pending is None and fc.cores + fc.soul < cards[fc.uid].lv1_cost:  # total_cores
                fc.pending_level = 1  # it had at least Lv1 just before (10-2-2-3)
                enter_pending(game, pi, fc, "depleted", cause)


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


def destroy(game, pi: int, fc, by, cause) -> bool:
    """Destroy a field card unless a replacement effect applies. True if it was destroyed."""
    options = applicable(game, "destroyed", pi, fc)
    if not options:
        return game.ruleset.leave_field(game, pi, fc, "destroyed", cause, by)
    game.push(("replace", Replace(tuple(options), (pi, "field", fc.obj))))
    return False


def return_card(game, pi: int, fc, kind: str, cause, by) -> bool:
    """Return a field card to Hand or Deck (``kind`` to_hand/to_deck/to_deck_bottom) unless a
    replacement effect applies. True if it was returned."""
    options = applicable(game, "returned", pi, fc)
    if not options:
        return game.ruleset.leave_field(game, pi, fc, kind, cause, by)
    game.push(("replace", Replace(tuple(options), (pi, "field", fc.obj), event="returned")))
    return False
