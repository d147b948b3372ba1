"""Resolving an effect: a list of steps run one at a time by agenda tasks (9-3-1).

A ``Frame`` (immutable) says which effect resolves, for whom, at which step, what the
last step achieved (for "If you do") and what was chosen. When a step needs a choice
the game stops with a ``ChoiceRequest`` (decision kind ``choose``); the answer comes
back as the ``choose`` action and the frame continues. Because frames and requests are
immutable values on the agenda, ``Game.clone()`` can stop and copy a game anywhere in
the middle of an effect.

Connectives (5-19): ``link: then`` (default) runs the step whatever came before;
``link: if_you_do`` only if the step before it was done fully; ``link: after`` only if
everything before was done, and only once the effects it triggered have resolved
(5-19-3, 5-19-4). ``may: true`` asks first (9-1-2); ``must: true`` is all-or-nothing:
if the step cannot be done fully, it is not done and the effect ends (5-19-5, DIGEST A1).
"""
from __future__ import annotations

from typing import NamedTuple

from ..actions import Action
from ..errors import IllegalAction


class Frame(NamedTuple):
    uid: int  # the source card
    obj: int  # its object on the Field (0 for a Magic card in no area)
    ctl: int  # the player whose effect it is
    label: str  # "When Summoned of Ember Wyvern"
    steps: tuple
    pc: int = 0
    ok: bool = True  # the last step was done fully (5-19-2)
    that: tuple | None = None  # the event's card
    memo: tuple = ()  # targets of the last 'choose' (who: chosen)
    picks: tuple | None = None  # answers to this step's question
    asked: str | None = None  # answer to this step's 'may' (yes/no)
    gate: bool = False  # this step's link has been checked
    limit_key: tuple | None = None  # (obj, effect index) for [Once per turn]


class ChoiceRequest(NamedTuple):
    """A question an effect asks. ``options`` are (value, label, payload); the answer is a
    ``choose`` action listing values. ``resume`` = (task, payload, field): the task pushed
    with ``payload._replace(field=picked payloads)``."""

    player: int
    kind: str  # target, may, order, discard, take
    prompt: str
    options: tuple
    min: int
    max: int
    picked: tuple
    resume: tuple


def ask(game, req: ChoiceRequest) -> None:
    game.state.choice = req
    game.decide(req.player, "choose")


def legal_choose(game) -> list[Action]:
    req = game.state.choice
    pi = req.player
    taken = {p for p in req.picked}
    out = []
    if len(req.picked) >= req.min:
        out.append(Action.raw(pi, "choose", (("choices", ()),)))
    for value, _label, payload in req.options:
        if payload not in taken:
            out.append(Action.raw(pi, "choose", (("choices", (value,)),)))
    return out


def h_choose(game, a: Action) -> None:
    req = game.state.choice
    values = a.get("choices", ())
    if not isinstance(values, tuple):
        values = (values,)
    by_value = {}
    for value, _label, payload in req.options:
        by_value[value] = payload
        if req.player == a.by and isinstance(value, str) and value.startswith(f"p{a.by + 1}."):
            by_value[value[3:]] = payload  # 'field[0]' for one's own card
    picked = list(req.picked)
    for v in values:
        v = str(v).lower() if isinstance(v, bool) else str(v)
        v = {"true": "yes", "false": "no"}.get(v, v)
        if v not in by_value:
            names = ", ".join(str(o[0]) for o in req.options)
            raise IllegalAction(f"{v!r} is not one of the choices ({names})", "9-3-2")
        if by_value[v] in picked:
            raise IllegalAction(f"{v!r} was already chosen", "9-3-2")
        if len(picked) >= req.max:
            raise IllegalAction(f"at most {req.max} can be chosen", "9-3-2-1")
        picked.append(by_value[v])
    remaining = [o for o in req.options if o[2] not in picked]
    if values and len(picked) < req.max and remaining:
        game.state.choice = req._replace(picked=tuple(picked))  # more to choose
        return
    if len(picked) < req.min:
        raise IllegalAction(f"choose at least {req.min} (as many as possible, 9-3-2-1)", "9-3-2-1")
    game.state.choice = None
    game.phase = "run"
    task, payload, field = req.resume
    game.push((task, payload._replace(**{field: tuple(picked)})))


# ---------------------------------------------------------------------- running frames
def task_fx_start(game, task) -> None:
    fr: Frame = task[1]
    st = game.state
    if fr.limit_key is not None:
        st.once_used.append(fr.limit_key)
    game.emit("effect", fr.ctl, f"{fr.label} resolves", (fr.uid,))
    st.resolving += 1
    game.push(("fx_done", fr.label), ("fx", fr))


def task_fx_done(game, task) -> None:
    game.state.resolving -= 1
    agenda = game.agenda
    if not game.state.resolving and agenda and agenda[-1][0] == "magic_done":
        # 3-4-3, 4-4-1: a Magic card is in the Trash once its effect has finished, before the
        # effects triggered during it resolve
        from .activated import task_magic_done

        task_magic_done(game, agenda.pop())


def task_fx_reenter(game, task) -> None:
    game.state.resolving += 1
    game.push(("fx", task[1]))


def task_fx(game, task) -> None:
    from . import ops

    fr: Frame = task[1]
    if fr.pc >= len(fr.steps) or game.state.winner is not None:
        return
    step = fr.steps[fr.pc]
    if not fr.gate:
        link = step.get("link", "then")
        if link == "if_you_do" and not fr.ok:
            game.push(("fx", _next(fr, False)))
            return
        if link == "after":
            if not fr.ok:
                game.emit("effect", fr.ctl, f"{fr.label}: the rest does not activate (5-19-3)", (fr.uid,))
                return
            game.state.resolving -= 1  # let the effects triggered so far resolve first (5-19-4)
            game.push(("fx_reenter", fr._replace(gate=True)))
            return
        fr = fr._replace(gate=True)
    if step.get("may") and fr.asked is None:
        what = step.get("text") or ops.describe(step)
        ask(game, ChoiceRequest(fr.ctl, "may", f"{fr.label}: you may {what}. Do it?",
                                (("yes", "Yes", "yes"), ("no", "No", "no")), 1, 1, (), ("fx", fr, "asked")))
        return
    if fr.asked == ("no",):
        game.push(("fx", _next(fr, False)))
        return
    if step.get("must") and fr.picks is None and not ops.can_fully(game, fr, step):
        game.emit("effect", fr.ctl, f"{fr.label}: '{ops.describe(step)}' cannot be done fully, so the effect does "
                                    "not activate (5-19-5)", (fr.uid,))
        return
    result = ops.run(game, fr, step)
    if result is None:  # a question was asked; the answer resumes this frame
        return
    ok, memo = result
    game.push(("fx", _next(fr, ok, memo)))


def _next(fr: Frame, ok: bool, memo=None) -> Frame:
    return fr._replace(pc=fr.pc + 1, ok=ok, picks=None, asked=None, gate=False,
                       memo=fr.memo if memo is None else memo)


def start_effect(game, uid: int, obj: int, ctl: int, label: str, steps, that=None, limit_key=None) -> None:
    """Schedule an effect to resolve now (on top of the agenda)."""
    game.push(("fx_start", Frame(uid, obj, ctl, label, tuple(steps), that=that, limit_key=limit_key)))


TASKS = {"fx_start": task_fx_start, "fx_done": task_fx_done, "fx_reenter": task_fx_reenter, "fx": task_fx}
HANDLERS = {("choose", "choose"): h_choose}
