"""Activated effects (9-1-6: 【Activate: Main】/【Activate: Flash】 with a cost before ▶) and
the declared effects of Magic cards (9-1-7: [Main]/[Flash])."""
from __future__ import annotations

from ..actions import Action, parse_card_ref
from ..errors import IllegalAction
from . import ops
from .continuous import effect_active
from .resolve import Frame, start_effect


def _usable(game, pi: int, fc, i: int, eff, phase: str) -> str | None:
    """None if the effect can be activated now, else the reason."""
    timing = eff.get("timing", ["main"])
    if phase == "flash" and "flash" not in timing:
        return "only 【Activate: Flash】 effects are used in a Flash Timing (12-2-1-5-1)"
    if fc.pending is not None:
        return "a card in a pending state activates only its leaving effects (10-2-2-4)"
    if not effect_active(game, pi, fc, eff):
        return "its condition (Lv, Super Unleash, During Attack/Block) is not met (9-2-1)"
    if "once" in eff.get("limit", "") and (fc.obj, i) in game.state.once_used:
        return "it is [Once per turn] and was used this turn (12-3-1-1)"
    fr = Frame(fc.uid, fc.obj, pi, "", ())
    for step in eff.get("cost", ()):
        if not ops.can_fully(game, fr, step):
            return f"its cost '{ops.describe(step)}' cannot be paid fully (9-1-6-2)"
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
        raise IllegalAction("you activate an effect of one of your own cards on the Field", "9-1-6-1")
    fc = p.field[idx]
    card = game.card(fc.uid)
    i = a.get("effect", 0)
    effs = card.effects
    if type(i) is not int or not 0 <= i < len(effs) or effs[i].get("kind") != "activated":  # `true` is no number
        raise IllegalAction(f"{card.name} has no activated effect number {i}", "9-1-6-1")
    eff = effs[i]
    why = _usable(game, pi, fc, i, eff, game.phase)
    if why is not None:
        raise IllegalAction(f"{card.name}'s effect cannot be activated: {why}", why.rsplit("(", 1)[-1].rstrip(")"))
    in_flash = game.phase == "flash"
    label = f"【Activate: {'Main' if 'main' in eff.get('timing', ['main']) else 'Flash'}】 of {card.name}"
    game.emit("activate", pi, f"{game.pname(pi)} activates {label}", (fc.uid,))
    game.phase = "run"
    if in_flash:  # after a use the right goes to the other player (8-1-2-1)
        b = game.state.battle
        b.passes = 0
        b.priority = 1 - pi
        game.push(("decide", b.priority, "flash"))
    else:
        game.push(("decide", pi, "main"))
    start_effect(game, fc.uid, fc.obj, pi, label, tuple(eff.get("cost", ())) + tuple(eff["do"]),
                 limit_key=(fc.obj, i) if "once" in eff.get("limit", "") else None)


def start_magic(game, pi: int, uid: int, timing: str) -> None:
    """A used Magic card resolves its [Main] or [Flash] effect in no area (3-4-3), then goes
    to the Trash (4-4-1)."""
    card = game.card(uid)
    game.state.limbo.append((pi, uid))
    game.push(("magic_done", pi, uid))
    from .continuous import condition_holds

    effs = [e for e in card.effects if e.get("kind") == "declared" and timing in e.get("timing", ["main"])
            and ("condition" not in e or condition_holds(game, pi, e["condition"]))]
    for eff in reversed(effs):
        start_effect(game, uid, 0, pi, f"[{timing.capitalize()}] of {card.name}", eff["do"])


def task_magic_done(game, task) -> None:
    _, pi, uid = task
    st = game.state
    if (pi, uid) in st.limbo:
        st.limbo.remove((pi, uid))
        st.players[pi].trash.append(uid)


HANDLERS = {("main", "activate"): h_activate, ("flash", "activate"): h_activate}
TASKS = {"magic_done": task_magic_done}
