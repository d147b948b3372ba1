"""Replacement effects (9-1-8): "when this would be destroyed, ... instead".

The verbs (``engine.verbs.leaving``) find the replacement effects that cover an event and
push a ``replace`` task instead of the event; the interpreter runs that task before the rest
of the effect that caused the event, so the replacement happens at the moment of the event,
in its place (9-1-8-1). Here the ruleset's chooser (the turn player in Standard, 9-1-8-1-3)
picks one when several apply. A replacement takes place only if it is done: when its first
step is a "may" the player declines (9-1-2), or a ``must`` step of it cannot be done fully
(5-19-5), it does not replace, and the event happens (``leaving.happen``).
"""
from __future__ import annotations

from ..events import Label, Msg
from ..verbs.leaving import Replace, happen
from . import ops
from .choices import ChoiceRequest, ask
from .frames import Frame, start_effect


def task_replace(game, task) -> None:
    r: Replace = task[1]
    st = game.state
    live = [o for o in r.options if game.find_obj(o[1])[1] is not None]
    tpi, tfc = game.find_obj(r.target[2])
    if tfc is None or tfc.pending is not None:
        return
    if not live:
        happen(game, r)
        return
    if r.picks is not None:
        chosen = r.picks[0]
    elif len(live) > 1:
        opts = tuple((str(k), str(_label(game, o)), o) for k, o in enumerate(live))
        ask(game, ChoiceRequest(game.ruleset.replacement_chooser(game, live, r.target), "order",
                                Msg.of(game.ruleset.prompts.get("ask_replacement", "ask_replacement")),
                                opts, 1, 1, (), ("replace", r, "picks")))
        return
    else:
        chosen = live[0]
    spi, obj, i = chosen
    _, src = game.find_obj(obj)
    eff = st.cards[src.uid].effects[i]
    label = _label(game, chosen)
    steps = list(eff["instead"])
    fr = Frame(src.uid, obj, spi, label, tuple(steps), that=r.target)
    for step in steps:  # 5-19-5: a replacement whose required part cannot be done does not replace
        if step.get("must") and not ops.can_fully(game, fr, step):
            game.emit("effect", spi, "replace_cannot", cards=(src.uid,), label=label, step=step,
                      card=game.named(tfc.uid), event=r.event)
            happen(game, r._replace(tried=r.tried + (chosen,), picks=None, asked=None))
            return
    if steps[0].get("may"):
        if r.asked is None:  # 9-1-2: "you may ... instead": asked at the moment of the event
            ask(game, ChoiceRequest(spi, "may", Msg.of("ask_may", label=label, text=steps[0].get("text"),
                                                       step=steps[0]),
                                    (("yes", "Yes", "yes"), ("no", "No", "no")), 1, 1, (),
                                    ("replace", r._replace(picks=(chosen,)), "asked")))
            return
        if r.asked == ("no",):
            game.emit("effect", spi, "replace_declined", cards=(src.uid,), label=label, card=game.named(tfc.uid),
                      event=r.event)
            happen(game, r._replace(tried=r.tried + (chosen,), picks=None, asked=None))
            return
        steps[0] = {k: v for k, v in steps[0].items() if k != "may"}
    game.emit("replace", spi, cards=(src.uid, tfc.uid), label=label, card=game.named(tfc.uid), event=r.event)
    start_effect(game, src.uid, obj, spi, label, tuple(steps), that=r.target,
                 limit_key=(obj, i) if "once" in eff.get("limit", "") else None)


def _label(game, option) -> Label:
    _, fc = game.find_obj(option[1])
    return Label("replacement", "", game.named(fc.uid) if fc is not None else None)


TASKS = {"replace": task_replace}
