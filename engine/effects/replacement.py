"""Replacement effects (9-1-8): "when this would be destroyed, ... instead".

The verbs (``engine.verbs.leaving``) find the replacement effects that cover an event and
push a ``replace`` task instead of the event. Here the ruleset's chooser (the turn player
in Standard, 9-1-8-1-3) picks one when several apply, and its ``instead`` steps resolve.
"""
from __future__ import annotations

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
        opts = tuple((str(k), _label(game, o), o) for k, o in enumerate(live))
        ask(game, ChoiceRequest(game.ruleset.replacement_chooser(game, live), "order",
                                "Choose the replacement effect that applies (9-1-8-1-3)",
                                opts, 1, 1, (), ("replace", r, "picks")))
        return
    else:
        chosen = live[0]
    spi, obj, i = chosen
    _, src = game.find_obj(obj)
    eff = st.cards[src.uid].effects[i]
    tpi, tfc = game.find_obj(r.target[2])
    name = st.cards[tfc.uid].name if tfc is not None else "the card"
    game.emit("replace", spi, f"{_label(game, chosen)}: instead of {name} being {r.event} (9-1-8)",
              (src.uid,) + ((tfc.uid,) if tfc is not None else ()))
    start_effect(game, src.uid, obj, spi, _label(game, chosen), eff["instead"], that=r.target,
                 limit_key=(obj, i) if "once" in eff.get("limit", "") else None)


def _label(game, option) -> str:
    _, fc = game.find_obj(option[1])
    return f"Replacement effect of {game.card(fc.uid).name}" if fc is not None else "Replacement effect"


TASKS = {"replace": task_replace}
