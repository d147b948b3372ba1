"""Resolving triggered effects in batches (9-1-5, 9-4).

``flush`` turns the collected triggers (``engine.verbs.notice``) into one batch on top of
the agenda, above the ``leave`` tasks of pending cards (which thus move only after their
triggers, 10-2-2-5). Newer batches sit above older ones, so an effect triggered while
another resolves goes first after it (9-1-5-9, 9-4-1-1). The ruleset orders each batch
(``Ruleset.order_triggers``): in Standard the turn player's effects resolve first, in the
order the turn player chooses, then the opponent's, in theirs (9-1-5-7, 9-1-5-8).
"""
from __future__ import annotations

from typing import NamedTuple

from ..events import Msg
from .choices import ChoiceRequest, ask
from .frames import Frame


class Batch(NamedTuple):
    triggers: tuple
    picks: tuple | None = None


def flush(game) -> None:
    """Move the pending cards' leave tasks and the collected triggers onto the agenda."""
    st = game.state
    for obj in reversed(st.leaving):
        game.push(("leave", obj))
    st.leaving = []
    if st.collected:
        game.push(("batch", Batch(tuple(st.collected))))
        st.collected = []


def source_gone(game, t, fc, eff) -> bool:
    """Standard: a triggered effect lapses when its card has left the Field (9-1-5-5), or is in
    a pending state whose triggers it is not (10-2-2-6-2)."""
    return fc is None or (fc.pending is not None and not _pending_ok(fc, eff["when"]))


def _pending_ok(fc, when: str) -> bool:
    """A pending card resolves only the triggers of the pending state it is in now (10-2-2-6-2)."""
    if when == "leaves_field":
        return True
    return when in ("destroyed", "destroyed_by_opponent") and fc.pending == "destroyed"


def task_batch(game, task) -> None:
    batch: Batch = task[1]
    st = game.state
    live = []
    names = set()
    for t in batch.triggers:
        pi, fc = game.find_obj(t.obj)
        card = st.cards[t.uid]
        eff = card.effects[t.index]
        if game.ruleset.trigger_lapses(game, t, fc, eff):
            game.emit("fizzle", t.player, "fizzle_left", cards=(t.uid,), label=t.label)
            continue
        # a copy already used this turn does not take the [Unstackable] slot (12-3-3-2)
        if eff.get("limit") in ("once_per_turn", "unstackable_once_per_turn") and (t.obj, t.index) in st.once_used:
            game.emit("fizzle", t.player, "fizzle_once", cards=(t.uid,), label=t.label)
            continue
        if eff.get("limit") in ("unstackable", "unstackable_once_per_turn"):
            key = (card.base_name, t.index)
            if key in names:
                game.emit("fizzle", t.player, "fizzle_unstackable", cards=(t.uid,), label=t.label)
                continue
            names.add(key)
        live.append(t)
    if not live:
        return
    chooser, first = game.ruleset.trigger_candidates(game, live)
    if batch.picks is not None:
        chosen = batch.picks[0]
    elif len(first) > 1:
        options = tuple((str(i), str(t.label), t) for i, t in enumerate(first))
        ask(game, ChoiceRequest(chooser, "order", Msg.of("ask_order"),
                                options, 1, 1, (), ("batch", Batch(batch.triggers), "picks")))
        return
    else:
        chosen = first[0]
    rest = tuple(t for t in live if t != chosen)
    if rest:
        game.push(("batch", Batch(rest)))
    eff = st.cards[chosen.uid].effects[chosen.index]
    game.push(("fx_start", Frame(chosen.uid, chosen.obj, chosen.player, chosen.label, tuple(eff["do"]), that=chosen.that,
                                 limit_key=(chosen.obj, chosen.index) if "once" in eff.get("limit", "") else None)))


TASKS = {"batch": task_batch}
