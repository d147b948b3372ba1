"""Battle Spirits Eternal: the Main Step (E:主要階段的行動, DIGEST E8).

Standard's Main Step actions, and Eternal's: summoning an Ultimate only when its 《召喚條件》 holds
(E:終極靈魂卡), a Brave's direct fusion, fusion, separation and swap (``engine.rules.eternal_brave``),
setting a Burst (``engine.rules.eternal_burst``). Bursts and Mirages are set once per turn each.
"""
from __future__ import annotations

from ..actions import Action, ActionList
from ..errors import IllegalAction
from ..queries.eternal import summon_condition_met
from . import eternal_brave, eternal_burst, main_step

R_ULTIMATE = "終極靈魂卡 ■召喚條件"


def _allowed(game, a) -> bool:
    """Leave out summons of Ultimates whose Summon Condition does not hold."""
    if a.do != "summon":
        return True
    p = game.state.players[a.by]
    ref = a.get("card")
    try:
        card = game.card(p.hand[int(ref[5:-1])])
    except (TypeError, ValueError, IndexError):
        return True
    return card.type != "ultimate" or summon_condition_met(game, a.by, card)


def legal_plays(game) -> list[Action]:
    pi = game.decider
    out = [a for a in main_step.legal_plays(game) if _allowed(game, a)]
    return out + eternal_burst.legal_set(game) + eternal_brave.legal(game, pi)


def legal(game) -> ActionList:
    base = main_step.legal(game)
    pi = game.decider
    head = [a for a in base.head if _allowed(game, a)]
    return ActionList(head + eternal_burst.legal_set(game) + eternal_brave.legal(game, pi), *base.parts)


def h_summon(game, a: Action) -> None:
    """A summon: with ``onto``, a Brave's direct fusion; an Ultimate needs its Summon Condition."""
    if a.get("onto") is not None:
        eternal_brave.h_summon_onto(game, a)
        return
    p = game.state.players[a.by]
    ref = a.get("card")
    try:
        card = game.card(p.hand[int(str(ref)[5:-1])]) if str(ref).startswith("hand[") else None
    except (ValueError, IndexError):
        card = None
    if card is not None and card.type == "ultimate" and not summon_condition_met(game, a.by, card):
        raise IllegalAction(f"{card.name}'s Summon Condition does not hold, so it cannot be summoned",
                            game.ruleset.cite(R_ULTIMATE))
    main_step.h_play(game, a)


HANDLERS = {("main", "summon"): h_summon}
