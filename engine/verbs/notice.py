"""Noticing triggered effects (9-1-5): the verbs call these as things happen.

Triggered effects that meet their timing are *collected* in ``GameState.collected``;
the effect interpreter (``engine.effects.batches``) later turns them into batches and
resolves them. Nothing here resolves anything.
"""
from __future__ import annotations

from typing import NamedTuple

from ..effects.schema import PENDING_TRIGGERS
from ..events import Label
from ..queries.continuous import effect_active
from ..queries.selectors import card_matches

class Trigger(NamedTuple):
    """A triggered effect waiting to resolve."""

    uid: int
    obj: int
    player: int  # controller (the card's owner)
    index: int  # which effect of the card
    that: tuple | None  # the event's card, as a target (who: that)
    label: Label
    moment: int = 0  # events of one moment are simultaneous (GameState.moment)


def label(game, uid: int, eff) -> Label:
    """The name of a triggered effect: its timing (and step) and its card."""
    return Label(eff["when"], eff.get("step", "") if eff["when"] in ("step_start", "step_end") else "",
                 game.named(uid))


def _collect(game, pi: int, fc, index: int, eff, that) -> None:
    st = game.state
    now = st.moment
    for t in st.collected:
        if t.obj == fc.obj and t.index == index and t.moment == now:
            return  # simultaneous events fire it once (9-1-5-4); events of two steps are two (9-1-5-2-1)
    st.collected.append(Trigger(fc.uid, fc.obj, pi, index, that, label(game, fc.uid, eff), now))


def collect_from(game, pi: int, uid: int, obj: int, index: int, eff, that) -> None:
    """Collect effect ``index`` of card ``uid`` acting as the field card ``obj`` (a fused Brave's)."""
    st = game.state
    now = st.moment
    for t in st.collected:
        if t.obj == obj and t.uid == uid and t.index == index and t.moment == now:
            return
    st.collected.append(Trigger(uid, obj, pi, index, that, label(game, uid, eff), now))


def _scan(game, whens, want, that=None, self_obj=None):
    """Collect every effect triggered at one of ``whens`` for which ``want(pi, fc, eff)`` holds,
    on cards that can trigger: cards on the Field, and pending cards for their own leaving
    triggers only (10-2-2-4). A game whose cards have no such trigger skips the scan."""
    if game.trigger_whens.isdisjoint(whens):
        return
    fx = game.fx
    for pi, p in enumerate(game.state.players):
        for fc in p.field:
            if fc.under and fc.pending is None:  # Eternal: a fused Brave's 【合體中】 triggers are the Brave Spirit's
                for u in fc.under:
                    for i, eff in (fx[u] or {}).get("triggered", ()):
                        if eff.get("brave") and eff["when"] in whens and want(pi, fc, eff) \
                                and effect_active(game, pi, fc, eff):
                            collect_from(game, pi, u, fc.obj, i, eff, that)
            idx = fx[fc.uid]
            if idx is None:
                continue
            for i, eff in idx.get("triggered", ()):
                if eff["when"] not in whens:
                    continue
                if fc.pending is not None and not (fc.obj == self_obj and eff["when"] in PENDING_TRIGGERS):
                    continue
                if want(pi, fc, eff) and effect_active(game, pi, fc, eff):
                    _collect(game, pi, fc, i, eff, that)


def trigger_whens(fx) -> frozenset:
    """The ``when`` of every triggered effect of a game's cards (``fx``: their effect indexes),
    and (when, step) for those of one step (step starts)."""
    out = set()
    for idx in fx:
        for _i, eff in (idx or {}).get("triggered", ()):
            out.add(eff["when"])
            if "step" in eff:
                out.add((eff["when"], eff["step"]))
    return frozenset(out)


def _whose_ok(eff, pi: int, event_player: int) -> bool:
    whose = eff.get("whose", "any")
    return whose == "any" or (whose == "you") == (pi == event_player)


def _filter_ok(game, eff, fc_event) -> bool:
    flt = eff.get("filter")
    if flt is None or fc_event is None:
        return True
    return card_matches(game, flt, game.state.cards[fc_event.uid], fc_event)


def card_arrived(game, pi: int, fc, how: str) -> None:
    """A Spirit was summoned or a Nexus deployed (12-2-1-6, 12-2-1-11)."""
    that = (pi, "field", fc.obj)
    is_spirit = game.state.cards[fc.uid].is_spirit

    def want(opi, ofc, eff):
        w = eff["when"]
        if w == how:
            return ofc is fc
        # 9-1-5-1, 9-3-4: "when a Spirit of yours is summoned" sees the card's own summon too,
        # unless the card says exclude_this
        return (w == "spirit_summoned" and is_spirit and how == "summoned" and _whose_ok(eff, opi, pi)
                and not (eff.get("exclude_this") and ofc is fc) and _filter_ok(game, eff, fc))

    _scan(game, (how, "spirit_summoned"), want, that)
    if game.ruleset.on_notice is not None:
        game.ruleset.on_notice(game, how, pi, fc, pi)


def card_leaving(game, pi: int, fc, kind: str, by, cause=None) -> None:
    """A card entered a pending state: its own leaving triggers (9-3-3) and others'. ``by`` is
    the player whose effect, Spirit, action or payment caused it (10-2-2-8 ... 10-2-2-10)."""
    that = (pi, "field", fc.obj)
    destroyed = kind == "destroyed"
    depleted = kind == "depleted"
    returned = kind.startswith("to_")
    by_opp = by is not None and by != pi
    in_battle = destroyed and getattr(cause, "kind", None) == "bp"  # 8-1-6-2
    is_spirit = game.state.cards[fc.uid].is_spirit

    def want(opi, ofc, eff):
        w = eff["when"]
        if ofc is fc:
            return (w == "leaves_field" or (w == "destroyed" and destroyed)
                    or (w == "destroyed_by_opponent" and destroyed and by_opp)
                    or (w == "destroyed_in_battle" and in_battle)
                    or (w == "depleted" and depleted) or (w == "depleted_by_opponent" and depleted and by_opp))
        if not is_spirit or not _whose_ok(eff, opi, pi) or not _filter_ok(game, eff, fc):
            return False
        return (w == "spirit_destroyed" and destroyed) or (w == "spirit_returned" and returned)

    _scan(game, _LEAVING_WHENS, want, that, self_obj=fc.obj)
    if game.ruleset.on_notice is not None:
        game.ruleset.on_notice(game, kind, pi, fc, by)


_LEAVING_WHENS = ("leaves_field", "destroyed", "destroyed_by_opponent", "spirit_destroyed", "spirit_returned",
                  "depleted", "depleted_by_opponent", "destroyed_in_battle")


def card_event(game, pi: int, fc, when: str) -> None:
    """attacking, blocking, exhausted, refreshed: the card's own trigger."""
    _scan(game, (when,), lambda opi, ofc, eff: ofc is fc and eff["when"] == when, (pi, "field", fc.obj))
    if game.ruleset.on_notice is not None:
        game.ruleset.on_notice(game, when, pi, fc, None)


def timing(game, when: str, step: str | None = None) -> None:
    """Step starts (7-2-1 ...), start of the Main Step, End Step, end of battle."""
    if step is not None and (when, step) not in game.trigger_whens:
        return  # no card of this game triggers at the start of this step
    tp = game.state.turn_player

    def want(opi, ofc, eff):
        if eff["when"] != when or (step is not None and eff.get("step") != step):
            return False
        return _whose_ok(eff, opi, tp) if when not in ("battle_end", "battle_resolution", "after_battle") else True

    _scan(game, (when,), want)


# ---------------------------------------------------------------------- thresholds (13-1)
def _values(game):
    """Per player: Life, Reserve, Hand and Trash cores, the Soul Core counted where it is
    (``PlayerState.life_count`` ...; written out, as this runs after every task)."""
    a, b = game.state.players
    return ((a.life + (a.soul_at == "life"), a.reserve + (a.soul_at == "reserve"), len(a.hand),
             a.trash_cores + (a.soul_at == "trash")),
            (b.life + (b.soul_at == "life"), b.reserve + (b.soul_at == "reserve"), len(b.hand),
             b.trash_cores + (b.soul_at == "trash")))


_VALUE_INDEX = {"life": 0, "reserve": 1, "hand": 2, "trash_cores": 3}


def check_thresholds(game) -> None:
    """13-1-1 / 13-1-2: 'becomes X or higher' fires on an increase ending at X or more;
    'X or lower' on a decrease ending at X or less."""
    st = game.state
    now = _values(game)
    before = st.watch
    st.watch = now
    if before is None or before == now:
        return

    def want(opi, ofc, eff):
        if eff["when"] != "threshold":
            return False
        k = _VALUE_INDEX[eff["value"]]
        for side in (0, 1):
            if not _whose_ok(eff, opi, side):
                continue
            old, new = before[side][k], now[side][k]
            if "at_least" in eff and new > old and new >= eff["at_least"]:
                return True
            if "at_most" in eff and new < old and new <= eff["at_most"]:
                return True
        return False

    _scan(game, ("threshold",), want)


def has_threshold(card) -> bool:
    return any(e.get("when") == "threshold" for e in card.effects)


def watching(game) -> bool:
    """Is a card with a threshold trigger on the Field (or were values watched already)?"""
    if game.state.watch is not None:
        return True
    w = game.watchers
    for p in game.state.players:
        for fc in p.field:
            if fc.uid in w:
                return True
    return False
