"""Rule processing for cards leaving the Field: depletion and the pending state (10-2-2).

A card that is destroyed, depleted or returned enters its *pending state*: it stays on
the Field, marked ``pending``, while the effects its leaving triggered resolve; then the
``leave`` task moves it to its destination and its cores to the owner's Reserve
(4-5-4, 10-2-2-5). The leave task is pushed *under* any trigger tasks, so they resolve
first.
"""
from __future__ import annotations

DESTINATION = {"destroyed": "trash", "depleted": "trash", "to_hand": "hand", "to_deck": "deck",
               "to_deck_bottom": "deck"}
WORD = {"destroyed": "destroyed", "depleted": "depleted", "to_hand": "returned to Hand",
        "to_deck": "returned to the top of the Deck", "to_deck_bottom": "returned to the bottom of the Deck"}


def enter_pending(game, player: int, fc, kind: str, cause: str = "", by: int | None = None) -> bool:
    """Put a field card into a pending state (10-2-2-1). A card cannot re-enter the same
    pending state (10-2-2-6-1); a rule-driven change never changes its destination (DIGEST A4).
    ``by`` is the player whose effect or Spirit caused it (for 'When Destroyed by Opponent').
    The card leaves once the effects its leaving triggered have resolved (10-2-2-5)."""
    from ..effects import triggers

    card = game.card(fc.uid)
    if fc.pending is not None:
        if kind == fc.pending or kind == "depleted":
            return False  # 10-2-2-6-1; depletion while pending keeps the destination (10-2-2-7, DIGEST A4)
        old = fc.pending  # 10-2-2-6: an effect moves it: a new pending state, the old one's triggers lapse
        fc.pending = kind
        game.emit("pending", player, f"{card.name} changes from the pending state ({WORD[old]}) to "
                                     f"({WORD[kind]}) (10-2-2-6)", (fc.uid,))
        triggers.card_leaving(game, player, fc, kind, by)
        return True
    if kind != "depleted":
        fc.pending_level = max(1, card.level_for(fc.total_cores, fc.soul))
    fc.pending = kind
    because = f" ({cause})" if cause else ""
    game.emit("pending", player, f"{card.name} enters the pending state ({WORD[kind]}){because}", (fc.uid,))
    game.state.leaving.append(fc.obj)
    triggers.card_leaving(game, player, fc, kind, by)
    return True


def check_depletion(game, cause: str = "") -> None:
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
    name = game.card(fc.uid).name
    moved = fc.total_cores
    cores = f"; {moved} core{'s' if moved != 1 else ''} to the Reserve" if moved else ""
    where = {"trash": "the Trash", "hand": "the Hand", "deck": "the Deck"}[dest]
    game.emit("leave", pi, f"{name} leaves the pending state and goes to {where}{cores} (10-2-2-5)", (fc.uid,))


HANDLERS = {}
TASKS = {"leave": task_leave}
