"""Battle Spirits Eternal: using a hand-side 手元 card by paying its cost (E:手元 ■手邊的卡牌, E:其他規則
■使用; DIGEST E7).

"放置於手邊的卡牌與手牌卡相同，可支付費用來使用": a card at the hand-side is summoned, deployed or used
as a card from the Hand is, with the same cost, reduction, payment and placement, in the same timings
(a Spirit, Ultimate, Brave or Nexus in your Main Step; a Magic card at its [Main] / [Flash] timings).
The actions are the Hand's, naming ``hand_side[i]`` as the card: ``{do: summon, card: hand_side[0]}``.
It is not the Hand ("discard" effects never see it) and a Burst or a Mirage is not set from it
(``engine.rules.eternal_burst``, ``eternal_mirage``).

The Hand's procedure (``engine.rules.play``) is reused: for the time of the action the card is the
last card of the Hand; a refused action puts it back at its place at the hand-side.
"""
from __future__ import annotations

import re

from ..actions import Action
from ..errors import IllegalAction
from ..queries.cost import cost_to_pay, magic_timings
from ..verbs.payment import auto_pay

R_HAND_SIDE = "手元 ■手邊的卡牌"
_REF = re.compile(r"^hand_side\[(\d+)\]$")
VERBS = (("main", "summon"), ("main", "deploy"), ("main", "use"), ("flash", "use"))


def index_of(ref) -> int | None:
    m = _REF.match(ref) if isinstance(ref, str) else None
    return int(m.group(1)) if m else None


def wrap(handlers: dict) -> dict:
    """The ruleset's handlers with the hand-side understood by summon, deploy and use."""
    out = dict(handlers)
    for key in VERBS:
        if key in out:
            out[key] = _from_hand_side(out[key])
    return out


def _from_hand_side(inner):
    def handler(game, a: Action) -> None:
        i = index_of(a.get("card"))
        if i is None:
            return inner(game, a)
        p = game.state.players[a.by]
        side = list(p.zone("hand_side"))
        if not 0 <= i < len(side):
            raise IllegalAction.of("refuse_hand_side_none", game.ruleset.cite(R_HAND_SIDE), i=i, n=len(side))
        if a.get("onto") is not None:
            raise IllegalAction.of("refuse_hand_side_onto", game.ruleset.cite(R_HAND_SIDE))
        uid = side.pop(i)
        p.set_zone("hand_side", side)
        p.hand.append(uid)
        args = tuple((k, f"hand[{len(p.hand) - 1}]" if k == "card" else v) for k, v in a.args)
        try:
            inner(game, Action.raw(a.by, a.do, args))
        except IllegalAction:
            p.hand.remove(uid)
            side.insert(i, uid)
            p.set_zone("hand_side", side)
            raise
        game.emit("effect", a.by, "eternal_from_hand_side", cards=(uid,), card=game.named(uid), verb=a.do,
                  rule=game.ruleset.cite(R_HAND_SIDE))
    return handler


def legal(game, pi: int, phase: str) -> list[Action]:
    """The hand-side cards that can be played now with the automatic payment (as ``legal_plays`` lists
    the Hand's): Spirits, Ultimates, Braves and Nexuses in the Main Step, Magic at its timings."""
    from ..queries.eternal import summon_condition_met

    p = game.state.players[pi]
    out = []
    for i, uid in enumerate(p.zone("hand_side")):
        card = game.card(uid)
        ref = f"hand_side[{i}]"
        cost = cost_to_pay(game, pi, card)
        if card.is_magic:
            timings = [t for t in magic_timings(card) if phase == "main" or t == "flash"]
            if timings and auto_pay(game, pi, cost, 0) is not None:
                out += [Action.raw(pi, "use", (("card", ref), ("pay", "auto"))
                                   + ((("timing", t),) if len(timings) > 1 else ())) for t in timings]
            continue
        if phase != "main" or auto_pay(game, pi, cost, card.lv1_cost) is None:
            continue
        if card.type == "ultimate" and not summon_condition_met(game, pi, card):
            continue
        verb = "summon" if card.is_spirit else "deploy"
        out.append(Action.raw(pi, verb, (("card", ref), ("pay", "auto"), ("place", "auto"))))
    return out
