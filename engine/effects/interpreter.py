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

from . import ops
from .choices import ChoiceRequest, ask
from ..events import Label, Msg
from ..queries.basics import has_symbol
from ..queries.continuous import condition_holds
from .frames import Frame, start_effect
from .saga_ops import Rewrite
from .eternal_general import reach

def task_fx_start(game, task) -> None:
    fr: Frame = task[1]
    st = game.state
    if fr.limit_key is not None:
        st.once_used.append(fr.limit_key)
    game.emit("effect", fr.ctl, "effect_resolves", cards=(fr.uid,), label=fr.label)
    st.resolving += 1
    game.push(("fx_done", fr.label), ("fx", fr))


def task_fx_done(game, task) -> None:
    game.state.resolving -= 1
    agenda = game.agenda
    if not game.state.resolving and agenda and agenda[-1][0] == "magic_done":
        # 3-4-3, 4-4-1: a Magic card is in the Trash once its effect has finished, before the
        # effects triggered during it resolve
        task_magic_done(game, agenda.pop())


def task_fx_reenter(game, task) -> None:
    game.state.resolving += 1
    game.push(("fx", task[1]))


def task_fx(game, task) -> None:
    fr: Frame = task[1]
    if fr.pc >= len(fr.steps) or game.state.winner is not None:
        return
    step = reach(fr.steps[fr.pc])
    if not fr.gate:
        link = step.get("link", "then")
        if link == "if_you_do" and not fr.ok:
            game.push(("fx", _next(fr, False)))
            return
        if link == "after":
            if not fr.ok:
                game.emit("effect", fr.ctl, "effect_rest_lapses", cards=(fr.uid,), label=fr.label)
                return
            game.state.resolving -= 1  # let the effects triggered so far resolve first (5-19-4)
            game.push(("fx_reenter", fr._replace(gate=True)))
            return
        chain = step.get("chain")
        if chain is not None and not _chain_active(game, fr, chain):
            game.push(("fx", _next(fr, False)))
            return
        fr = fr._replace(gate=True)
    if step.get("may") and fr.asked is None:
        ask(game, ChoiceRequest(fr.ctl, "may", Msg.of("ask_may", label=fr.label, text=step.get("text"), step=step),
                                (("yes", "Yes", "yes"), ("no", "No", "no")), 1, 1, (), ("fx", fr, "asked")))
        return
    if fr.asked == ("no",):
        game.push(("fx", _next(fr, False)))
        return
    if step.get("must") and fr.picks is None and not ops.can_fully(game, fr, step):
        game.emit("effect", fr.ctl, "effect_not_fully", cards=(fr.uid,), label=fr.label, step=step)
        return
    mark = len(game.agenda)
    game.state.moment += 1  # each step's events are one moment (9-1-5-4), apart from the next step's
    result = ops.run(game, fr, step)
    if result is None:  # a question was asked; the answer resumes this frame
        return
    ok, memo = result
    if type(memo) is Rewrite:  # Saga 4-6: X chosen, the rest of the effect uses it
        fr, memo = fr._replace(steps=memo.steps), None
    # tasks the step's events pushed (replacement effects) run before the next step: a
    # replacement happens at the moment of its event, in place of it (9-1-8-1)
    game.agenda.insert(mark, ("fx", _next(fr, ok, memo)))


def _chain_active(game, fr: Frame, color: str) -> bool:
    """【Chain: colour】 (Saga 11-15): a step that continues the effect only while its player has a
    symbol of that colour (a double-colour symbol counts as either, Saga 2-8-2-2)."""
    on = has_symbol(game, fr.ctl, color)
    game.emit("effect", fr.ctl, "saga_chain" if on else "saga_chain_inactive", cards=(fr.uid,), label=fr.label,
              color=color, rule=game.ruleset.cite("11-15-3"))
    return on


def _next(fr: Frame, ok: bool, memo=None) -> Frame:
    return fr._replace(pc=fr.pc + 1, ok=ok, picks=None, asked=None, gate=False, order=None,
                       memo=fr.memo if memo is None else memo)




def start_magic(game, pi: int, uid: int, timing: str) -> None:
    """A used Magic card resolves its [Main] or [Flash] effect in no area (3-4-3), then goes
    to the Trash (4-4-1)."""
    card = game.card(uid)
    game.state.limbo.append((pi, uid))
    game.push(("magic_done", pi, uid))
    effs = [e for e in card.effects if e.get("kind") == "declared" and timing in e.get("timing", ["main"])
            and ("condition" not in e or condition_holds(game, pi, e["condition"]))]
    for eff in reversed(effs):
        start_effect(game, uid, 0, pi, Label("declared", timing, game.named(uid)), eff["do"])


def task_magic_done(game, task) -> None:
    _, pi, uid = task
    st = game.state
    if (pi, uid) in st.limbo:
        st.limbo.remove((pi, uid))
        st.players[pi].trash.append(uid)


TASKS = {"fx_start": task_fx_start, "fx_done": task_fx_done, "fx_reenter": task_fx_reenter, "fx": task_fx,
         "magic_done": task_magic_done}
