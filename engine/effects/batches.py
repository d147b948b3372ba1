"""Resolving triggered effects in batches (9-1-5, 9-4).

``flush`` turns the collected triggers (``engine.verbs.notice``) into one batch on top of
the agenda, above the ``leave`` tasks of pending cards (which thus move only after their
triggers, 10-2-2-5). Newer batches sit above older ones, so an effect triggered while
another resolves goes first after it (9-1-5-9, 9-4-1-1). The ruleset says who orders each
batch (``Ruleset.trigger_candidates``): in Standard a player orders their own simultaneous
effects (9-1-5-7), and when both players' effects are in one batch the turn player orders all
of them, one at a time (9-1-5-8, 9-4-1). The effects to order are offered by their card's
place (p1's Field first, then p2's), then by the effect's index on the card; an answer names
an effect by that index or, when the card has only one effect waiting, by the card's place.
"""
from __future__ import annotations

from ..queries.basics import limit_key

from typing import NamedTuple

from ..events import Msg
from ..state import REFRESH
from .choices import ChoiceRequest, ask
from .frames import Frame


class Batch(NamedTuple):
    triggers: tuple
    picks: tuple | None = None
    chooser: int | None = None  # who orders this batch, once decided for its first effect


class LeaveOrder(NamedTuple):
    """Pending cards of one player that go to the Trash or the Deck together (4-1-5)."""

    objs: tuple
    chooser: int
    to: str  # trash, to_deck (the top) or to_deck_bottom
    picks: tuple | None = None


_ORDERED = {"destroyed": "trash", "depleted": "trash", "to_deck": "to_deck", "to_deck_bottom": "to_deck_bottom"}


def flush(game) -> None:
    """Move the pending cards' leave tasks and the collected triggers onto the agenda. Cards of
    one player going to the Trash or the Deck together are placed in the order chosen by the
    player whose effect (or action) moves them (4-1-5): a ``leave_order`` task asks, once their
    triggers have resolved."""
    st = game.state
    groups: dict = {}
    for obj in st.leaving:
        pi, fc = game.find_obj(obj)
        if fc is not None and fc.pending in _ORDERED:
            groups.setdefault((pi, _ORDERED[fc.pending]), []).append(fc)
    together = {fc.obj for g in groups.values() if len(g) > 1 for fc in g}
    for (pi, kind), g in groups.items():
        if len(g) > 1:
            chooser = g[0].pending_by if g[0].pending_by is not None else pi
            game.push(("leave_order", LeaveOrder(tuple(fc.obj for fc in g), chooser, kind)))
    for obj in reversed(st.leaving):
        if obj not in together:
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
    if when in ("depleted", "depleted_by_opponent"):
        return fc.pending == "depleted"
    return when in ("destroyed", "destroyed_by_opponent", "destroyed_in_battle") and fc.pending == "destroyed"


def task_batch(game, task) -> None:
    batch: Batch = task[1]
    st = game.state
    live = []
    names = set()
    for t in batch.triggers:
        pi, fc = game.find_obj(t.obj)
        card = st.cards[t.uid]
        if t.index >= len(card.effects):  # its card went to a zone this view hides (Game.view_for: a hidden card,
            # no effects), so it has left where it was: its trigger lapses as in the game (9-1-5-5, 10-2-2-6-2)
            game.emit("fizzle", t.player, "fizzle_left", cards=(t.uid,), label=t.label)
            continue
        eff = card.effects[t.index]
        if game.ruleset.trigger_lapses(game, t, fc, eff):
            game.emit("fizzle", t.player, "fizzle_left", cards=(t.uid,), label=t.label)
            continue
        if eff["when"] == "exhausted" and fc.state == REFRESH:  # 5-15-2: refreshed before it resolves
            game.emit("fizzle", t.player, "fizzle_refreshed", cards=(t.uid,), label=t.label)
            continue
        # a copy already used this turn does not take the [Unstackable] slot (12-3-3-2)
        if "once" in eff.get("limit", "") and limit_key(game, t.player, t.uid, t.obj, t.index, eff) in st.once_used:
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
    if batch.chooser is not None:  # the player who orders the whole batch goes on to its last effect
        who, first = batch.chooser, live
    else:
        who, first = game.ruleset.trigger_candidates(game, live)
    chooser = who if len(first) == len(live) else None  # else: asked again for the batch's next effects
    if batch.picks is not None:
        chosen = batch.picks[0]
    elif len(first) > 1:
        first = sorted(first, key=lambda t: _place_key(game, t))
        options = tuple((str(i), str(t.label), t) for i, t in enumerate(first))
        places = [_place(game, t) for t in first]
        aliases = tuple((pl, t) for pl, t in zip(places, first) if pl is not None and places.count(pl) == 1)
        ask(game, ChoiceRequest(who, "order", Msg.of(game.ruleset.prompts.get("ask_order", "ask_order")),
                                options, 1, 1, (), ("batch", Batch(batch.triggers, chooser=chooser), "picks"),
                                aliases))
        return
    else:
        chosen = first[0]
    rest = tuple(t for t in live if t != chosen)
    if rest:
        game.push(("batch", Batch(rest, chooser=chooser)))
    eff = st.cards[chosen.uid].effects[chosen.index]
    game.push(("fx_start", Frame(chosen.uid, chosen.obj, chosen.player, chosen.label, tuple(eff["do"]), that=chosen.that,
                                 limit_key=limit_key(game, chosen.player, chosen.uid, chosen.obj, chosen.index, eff))))


def _place_key(game, t) -> tuple:
    pi, fc = game.find_obj(t.obj)
    if fc is None:
        return (2, 0, t.index)
    return (pi, game.state.players[pi].field.index(fc), t.index)


def _place(game, t) -> str | None:
    pi, fc = game.find_obj(t.obj)
    if fc is None:
        return None
    return f"p{pi + 1}.field[{game.state.players[pi].field.index(fc)}]"


def task_leave_order(game, task) -> None:
    lo: LeaveOrder = task[1]
    here = [(pi, fc) for pi, fc in (game.find_obj(o) for o in lo.objs)
            if fc is not None and _ORDERED.get(fc.pending) == lo.to]
    gone = [o for o in lo.objs if o not in {fc.obj for _pi, fc in here}]
    for obj in gone:  # no longer bound for the Deck (10-2-2-6): it leaves as its state says
        game.push(("leave", obj))
    if len(here) < 2:
        for _pi, fc in here:
            game.push(("leave", fc.obj))
        return
    if lo.picks is None:
        opts = tuple((_place(game, _T(fc.obj)), game.card(fc.uid).name, fc.obj) for _pi, fc in here)
        to = {"trash": "trash", "to_deck": "deck_top", "to_deck_bottom": "deck_bottom"}[lo.to]
        ask(game, ChoiceRequest(lo.chooser, "place_order", Msg.of("ask_place_order", label=None, n=len(here), to=to),
                                opts, len(here), len(here), (), ("leave_order", lo, "picks")))
        return
    # the first chosen ends on top (to the top: placed last) or highest (to the bottom: placed
    # first); to the Trash the first chosen goes first, so the last chosen is the most recent
    order = list(lo.picks) if lo.to == "to_deck" else list(reversed(lo.picks))
    for obj in order:
        game.push(("leave", obj))


class _T(NamedTuple):
    obj: int


TASKS = {"batch": task_batch, "leave_order": task_leave_order}
