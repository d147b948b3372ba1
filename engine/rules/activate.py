"""Activating an effect (9-1-6: 【Activate: Main】/【Activate: Flash】 with a cost before ▶):
when it may be activated, and the ``activate`` action."""
from __future__ import annotations

from ..actions import Action, parse_card_ref
from ..effects import ops
from ..effects.frames import Frame, start_effect
from ..costs import Pay, parse_pay
from ..errors import IllegalAction
from ..verbs.payment import check_sources
from ..events import Label, Msg
from ..words import step_text
from ..queries.continuous import effect_active
from .priority import hand_over_priority


def _usable(game, pi: int, fc, i: int, eff, phase: str) -> str | None:
    """None if the effect can be activated now, else the reason (a ``Msg`` with its ``rule``)."""
    timing = eff.get("timing", ["main"])
    if phase == "flash" and "flash" not in timing:
        return Msg.of("why_flash_only", rule="12-2-1-5-1")
    if fc.pending is not None:
        return Msg.of("why_pending", rule="10-2-2-4")
    if not effect_active(game, pi, fc, eff):
        return Msg.of("why_condition", rule="9-2-1")
    if "once" in eff.get("limit", "") and (fc.obj, i) in game.state.once_used:
        return Msg.of("why_once", rule="12-3-1-1")
    fr = Frame(fc.uid, fc.obj, pi, "", ())
    for step in eff.get("cost", ()):
        if not ops.can_fully(game, fr, step):
            return Msg.of("why_cost", rule="9-1-6-2", step=step_text(step))
    return None


def legal_activations(game, pi: int, phase: str) -> list[Action]:
    out = []
    fx = game.fx
    for fi, fc in enumerate(game.state.players[pi].field):
        idx = fx[fc.uid]
        if idx is None:
            continue
        for i, eff in idx.get("activated", ()):
            if _usable(game, pi, fc, i, eff, phase) is None:
                out.append(Action.raw(pi, "activate", (("card", f"field[{fi}]"), ("effect", i))))
    return out


def h_activate(game, a: Action) -> None:
    pi = a.by
    owner, area, idx = parse_card_ref(a.get("card"), pi, "9-1-6-1")
    p = game.state.players[pi]
    if owner != pi or area != "field" or idx >= len(p.field):
        raise IllegalAction.of("refuse_activate_own", "9-1-6-1")
    fc = p.field[idx]
    card = game.card(fc.uid)
    i = a.get("effect", 0)
    effs = card.effects
    if type(i) is not int or not 0 <= i < len(effs) or effs[i].get("kind") != "activated":  # `true` is no number
        raise IllegalAction.of("refuse_no_activated", "9-1-6-1", card=game.named(fc.uid), n=i)
    eff = effs[i]
    why = _usable(game, pi, fc, i, eff, game.phase)
    if why is not None:
        raise IllegalAction.of("refuse_cannot_activate", dict(why.params)["rule"], card=game.named(fc.uid), why=why)
    spec = a.get("pay", "auto")
    pay_steps = [s for s in eff.get("cost", ()) if s["op"] == "pay"]
    if spec != "auto":
        if len(pay_steps) != 1:
            raise IllegalAction.of("refuse_no_core_cost", "9-1-6-2", card=game.named(fc.uid))
        pay = parse_pay(spec, "9-1-6-2")
        n = pay_steps[0].get("count", 1)
        if pay.total != n:
            raise IllegalAction.of("refuse_activate_cost", "9-1-6-2", n=n, offered=pay.total)
        check_sources(game, pi, pay, Pay(), "9-1-6-2")
    in_flash = game.phase == "flash"
    label = Label("activate", "Main" if "main" in eff.get("timing", ["main"]) else "Flash", game.named(fc.uid))
    game.emit("activate", pi, cards=(fc.uid,), label=label)
    game.phase = "run"
    if in_flash:
        hand_over_priority(game, pi)
    else:
        game.push(("decide", pi, "main"))
    game.push(("fx_start", Frame(fc.uid, fc.obj, pi, label, tuple(eff.get("cost", ())) + tuple(eff["do"]),
                                 limit_key=(fc.obj, i) if "once" in eff.get("limit", "") else None,
                                 payment=spec)))


HANDLERS = {("main", "activate"): h_activate, ("flash", "activate"): h_activate}
