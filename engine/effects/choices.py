"""Questions an effect asks (9-3-2): the ``ChoiceRequest`` the game waits for, its legal
answers, and the ``choose`` action that answers it. The answer resumes the task that asked."""
from __future__ import annotations

from typing import NamedTuple

from ..actions import Action
from ..errors import IllegalAction


class ChoiceRequest(NamedTuple):
    """A question an effect asks. ``options`` are (value, label, payload); the answer is a
    ``choose`` action listing values. ``resume`` = (task, payload, field): the task pushed
    with ``payload._replace(field=picked payloads)``."""

    player: int
    kind: str  # target, may, order (effects, replacements), place_order (cards placed together, 4-1-5), discard, take
    prompt: object  # an events.Msg: str() gives its words
    options: tuple
    min: int
    max: int
    picked: tuple
    resume: tuple
    aliases: tuple = ()  # (another value, payload): e.g. an effect named by its card's place


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
    for value, _label, payload in tuple(req.options) + tuple((v, None, p) for v, p in req.aliases):
        by_value[value] = payload
        if req.player == a.by and isinstance(value, str) and value.startswith(f"p{a.by + 1}."):
            by_value[value[3:]] = payload  # 'field[0]' for one's own card
    picked = list(req.picked)
    for v in values:
        v = str(v).lower() if isinstance(v, bool) else str(v)
        v = {"true": "yes", "false": "no"}.get(v, v)
        if v not in by_value:
            names = ", ".join(str(o[0]) for o in req.options)
            raise IllegalAction.of("refuse_not_choice", "9-3-2", value=v, names=names)
        if by_value[v] in picked:
            raise IllegalAction.of("refuse_already_chosen", "9-3-2", value=v)
        if len(picked) >= req.max:
            raise IllegalAction.of("refuse_at_most", "9-3-2-1", n=req.max)
        picked.append(by_value[v])
    remaining = [o for o in req.options if o[2] not in picked]
    if values and len(picked) < req.max and remaining:
        game.state.choice = req._replace(picked=tuple(picked))  # more to choose
        return
    if len(picked) < req.min:
        raise IllegalAction.of("refuse_at_least", "9-3-2-1", n=req.min)
    game.state.choice = None
    game.phase = "run"
    task, payload, field = req.resume
    game.push((task, payload._replace(**{field: tuple(picked)})))


HANDLERS = {("choose", "choose"): h_choose}
