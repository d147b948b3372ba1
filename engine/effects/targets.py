"""Which cards a step acts on: 'this card', 'that card', each/all, the ones chosen before,
or a choice made now, at resolution (9-3-2)."""
from __future__ import annotations

from ..queries import selectors
from ..events import Msg
from .choices import ChoiceRequest, ask


def this_target(game, fr):
    pi, fc = game.find_obj(fr.obj) if fr.obj else (None, None)
    return (pi, "field", fc.obj) if fc is not None else None


def resolve_targets(game, fr, sel) -> list:
    """Targets that need no choice: ``who`` this, that, chosen or each. "Each"/"all" does
    not target (DIGEST E15): it takes every matching card at resolution."""
    who = (sel or {}).get("who", "choose")
    if who == "this":
        t = this_target(game, fr)
        return [t] if t is not None else []
    if who == "that":
        return [fr.that] if fr.that is not None and selectors.locate(game, fr.that) is not None else []
    if who == "chosen":
        return [t for t in fr.memo if selectors.locate(game, t) is not None]
    if who == "each":
        return selectors.candidates(game, fr.ctl, sel, fr.obj, choosing=False)
    return []


def choose_targets(game, fr, sel, step):
    """A choice by the effect's player: as many as possible up to ``count`` (9-3-2-1), or 0
    with ``up_to``. Asked even when only one card qualifies; nothing is asked when none
    does. Returns the targets, or None after asking."""
    if fr.picks is not None:
        return list(fr.picks)
    cands = selectors.candidates(game, fr.ctl, sel, fr.obj)
    if cands:
        cands = game.ruleset.selectable(game, fr, cands)
    if not cands:
        return []
    n = min(sel.get("count", 1), len(cands))
    least = 0 if sel.get("up_to") else n
    opts = tuple((selectors.ref(game, t), selectors.name_of(game, t), t) for t in cands)
    what = step.get("text") or step["op"].replace("_", " ")
    ask(game, ChoiceRequest(fr.ctl, "target", Msg.of("ask_target", label=fr.label, up_to=least == 0, n=n, what=what),
                            opts, least, n, (), ("fx", fr, "picks")))
    return None
