"""What a drop means in the Dragon Ball Super Card Game (no Qt, no rules): the engine's legal actions say which
drops do something now (``legal_targets`` lights them); a drop that matches none is turned into the action it
would be and the engine says why not (``why_illegal``: its reason and its ``D x-y`` rule).

Sources: ``("hand", owner, i)``, ``("card", owner, i)`` (a Battle card, ``battle[i]``), ``("leader", owner, 0)``,
``("energy", owner, i)``. Targets: ``("card", p, i)`` (a Battle card), ``("leader", p)``, ``("energy", p)``,
``("combo", p)``, ``("battle", p)``, ``("side", p)`` (a player's half of the mat), other areas by name.

The drops (the table's ``drags``, engine/dbscg/ruleset.py): a hand card onto the Energy Area charges it (6-2-5);
onto the Battle Area plays it (6-3-1-2-1; an Extra card is activated, 8-5-2; in a counter timing a [Counter] is
activated, 4-7-3); onto a Battle card of yours evolves onto it when the engine offers that (10-5-1); a hand card
or an Active Battle card onto the Combo Area combos (7-2-1-2, 7-3-1-2); the Leader or a Battle card onto the
opponent's Leader or one of their Battle cards attacks it (7-1-1); a [Blocker] onto the attacking card blocks
(10-4)."""
from __future__ import annotations

from engine.actions import Action

VERBS = ("charge", "play", "activate", "combo", "counter", "attack", "block")


def _ref(source) -> tuple[str, str]:
    """(the key an action names the source card with, its place): ("card", "hand[2]"), ("with", "leader")..."""
    kind, _owner, i = source
    if kind == "hand":
        return f"hand[{i}]", f"hand[{i}]"
    if kind == "leader":
        return "leader", "leader"
    if kind == "energy":
        return f"energy[{i}]", f"energy[{i}]"
    return f"battle[{i}]", f"battle[{i}]"


def actions_of(game, source) -> list:
    """The legal actions that use the source card now (any payment: the table proposes one)."""
    if game.decision is None or source[0] not in ("hand", "card", "leader"):
        return []
    owner = source[1]
    _, place = _ref(source)
    out = []
    for a in game.legal_actions():
        if a.by != owner or a.do not in VERBS:
            continue
        if a.get("card") == place and a.do != "activate" or a.get("with") == place:
            out.append(a)
        elif a.do == "activate" and a.get("card") == place and source[0] == "hand":
            out.append(a)  # an Extra card from the hand (8-5-2)
    return out


def targets_of(game, action) -> list:
    """Where a drop asks for ``action``: its drop targets on the table."""
    by, do = action.by, action.do
    if do == "charge":
        return [("energy", by)]
    if do in ("play", "activate", "counter"):
        onto = action.get("onto")
        if onto:
            return [("card", by, int(str(onto)[7:-1]))]
        return [("battle", by), ("side", by)] + ([("combo", by)] if do == "counter" else [])
    if do == "combo":
        return [("combo", by)]
    if do == "attack":
        target = str(action.get("target") or "")
        opp = 1 - by
        if target.endswith("leader"):
            return [("leader", opp)]
        return [("card", opp, int(target.rsplit("[", 1)[1][:-1]))]
    if do == "block":
        b = game.state.battle
        if b is None:
            return []
        ap, aobj = b.attacker
        p = game.state.players[ap]
        if aobj == 0 or (p.leader is not None and p.leader.obj == aobj):
            return [("leader", ap), ("side", ap)]
        idx = next((k for k, s in enumerate(p.battle) if s.obj == aobj), None)
        return ([("card", ap, idx)] if idx is not None else []) + [("side", ap)]
    return []


def legal_targets(game, source) -> list:
    """The drop targets the engine's legal actions allow for ``source`` (what lights up)."""
    out = []
    for a in actions_of(game, source):
        for t in targets_of(game, a):
            if t not in out:
                out.append(t)
    return out


def _matches(t, target) -> bool:
    if t == target:
        return True
    # a drop on a player's own Battle Area, side or a card lying there asks for the same play
    return len(t) > 1 and len(target) > 1 and t[1] == target[1] and {t[0], target[0]} <= {"battle", "side"}


def intent(game, source, target):
    """("action", Action) | ("refuse", IllegalAction) | ("hint", key of ``words.DROP_HINT``) | ("noop",) for a
    drop of ``source`` on ``target``. The action has no ``pay``: the engine's proposal pays (``proposal``)."""
    if target is None or source[0] not in ("hand", "card", "leader"):
        return ("noop",)
    kind, owner = source[0], source[1]
    if target[0] == "new" or (kind == "card" and target == ("card", owner, source[2])) or \
            (kind == "leader" and target == ("leader", owner)) or (kind == "hand" and target[0] in ("hand", "deck")
                                                                   and target[1] == owner):
        return ("noop",)  # dropped back where it lay
    legal = sorted(actions_of(game, source), key=lambda a: len(a.args))  # the plainest first (no mode)
    for a in legal:
        if any(_matches(t, target) for t in targets_of(game, a)):
            return ("action", a)
    action = _natural(game, source, target)
    if action is None:
        return ("hint", _hint(game, source, target))
    if action[0] == "hint":
        return action
    err = game.why_illegal(action[1])
    return ("refuse", err) if err is not None else ("action", action[1])


def _natural(game, source, target):
    """The action a drop would be if it were legal (its refusal says why it is not), or None."""
    kind, owner = source[0], source[1]
    key, place = _ref(source)
    d = game.decision
    mine = len(target) > 1 and target[1] == owner
    if kind == "hand":
        if not mine:
            return ("hint", "own_side")
        card = game.card(game.state.players[owner].hand[source[2]])
        if target[0] == "energy":
            return ("act", Action(owner, "charge", card=place))
        if target[0] == "combo":
            return ("act", Action(owner, "combo", card=place))
        if target[0] in ("battle", "side", "card", "leader"):
            if d is not None and d.kind == "counter":
                return ("act", Action(owner, "counter", card=place))
            if d is not None and d.kind in ("offense", "defense"):
                return ("act", Action(owner, "combo", card=place)) if card.is_battle else \
                    ("act", Action(owner, "activate", card=place))
            return ("act", Action(owner, "activate" if card.is_extra else "play", card=place))
        return None
    # the Leader or a Battle card
    if mine:
        if target[0] == "combo" and kind == "card":
            return ("act", Action(owner, "combo", card=place))
        return ("hint", "attack") if d is not None and d.kind == "main" and d.player == owner else None
    if d is not None and d.kind == "blocker" and d.player == owner:
        return ("act", Action(owner, "block", **{"with": place}))
    if target[0] == "leader":
        return ("act", Action(owner, "attack", **{"with": place, "target": f"p{2 - owner}.leader"}))
    if target[0] == "card":
        return ("act", Action(owner, "attack", **{"with": place, "target": f"p{target[1] + 1}.battle[{target[2]}]"}))
    return ("hint", "attack")


def _hint(game, source, target) -> str:
    return "own_side" if source[0] == "hand" else "attack"
