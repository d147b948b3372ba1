"""Replacement effects (9-1-8): "when this would be destroyed, ... instead".

The verbs (``engine.verbs.leaving``) find the replacement effects that cover an event and
push a ``replace`` task instead of the event. Here the ruleset's chooser (the turn player
in Standard, 9-1-8-1-3) picks one when several apply, and its ``instead`` steps resolve.
"""
from __future__ import annotations

from ..events import Label, Msg
from ..verbs.leaving import Replace
from .choices import ChoiceRequest, ask
from .frames import start_effect


def task_replace(game, task) -> None:
    r: Replace = task[1]
    st = game.state
    live = [o for o in r.options if game.find_obj(o[1])[1] is not None]
    if not live:
        return
    if r.picks is not None:
        chosen = r.picks[0]
    elif len(live) > 1:
        opts = tuple((str(k), str(_label(game, o)), o) for k, o in enumerate(live))
        ask(game, ChoiceRequest(game.ruleset.replacement_chooser(game, live, r.target), "order",
                                Msg.of("ask_replacement"),
                                opts, 1, 1, (), ("replace", r, "picks")))
        return
    else:
        chosen = live[0]
    spi, obj, i = chosen
    _, src = game.find_obj(obj)
    eff = st.cards[src.uid].effects[i]
    tpi, tfc = game.find_obj(r.target[2])
    game.emit("replace", spi, cards=(src.uid,) + ((tfc.uid,) if tfc is not None else ()), label=_label(game, chosen),
              card=game.named(tfc.uid) if tfc is not None else None, event=r.event)
    start_effect(game, src.uid, obj, spi, _label(game, chosen), eff["instead"], that=r.target,
                 limit_key=(obj, i) if "once" in eff.get("limit", "") else None)


def _label(game, option) -> Label:
    _, fc = game.find_obj(option[1])
    return Label("replacement", "", game.named(fc.uid) if fc is not None else None)


TASKS = {"replace": task_replace}
