"""A resolving effect as a value: the ``Frame`` (which effect, for whom, at which step, what
the steps before achieved and chose), and ``start_effect`` that schedules one (9-3-1)."""
from __future__ import annotations

from typing import NamedTuple


class Frame(NamedTuple):
    uid: int  # the source card
    obj: int  # its object on the Field (0 for a Magic card in no area)
    ctl: int  # the player whose effect it is
    label: object  # an events.Label: "When Summoned of Ember Wyvern"
    steps: tuple
    pc: int = 0
    ok: bool = True  # the last step was done fully (5-19-2)
    that: tuple | None = None  # the event's card
    memo: tuple = ()  # targets of the last 'choose' (who: chosen)
    picks: tuple | None = None  # answers to this step's question
    asked: str | None = None  # answer to this step's 'may' (yes/no)
    gate: bool = False  # this step's link has been checked
    limit_key: tuple | None = None  # (obj, effect index) for [Once per turn]


def start_effect(game, uid: int, obj: int, ctl: int, label, steps, that=None, limit_key=None) -> None:
    """Schedule an effect to resolve now (on top of the agenda)."""
    game.push(("fx_start", Frame(uid, obj, ctl, label, tuple(steps), that=that, limit_key=limit_key)))
