"""The effect language of this game's cards: the operations a skill's ``do`` lists, and their keys
(docs/dbscg-effects.md). ``engine.dbscg.skills`` carries them out; this module only says what is well formed.
"""
from __future__ import annotations

from ..errors import DataError
from ..yamlio import line_of

TARGETS = ("self", "leader", "own_one", "own_all", "opp_one", "opp_all", "attacker", "guard")
# op -> its keys (besides ``op``)
OPS = {
    "draw": {"n"},  # 4-9-3
    "power": {"n", "target", "until", "max_power"},  # a continuous effect on power (8-2-2-2)
    "ko": {"target", "max_power", "rested", "max_cost"},  # 10-1
    "rest": {"target", "max_power"},  # switch to Rest Mode (4-8)
    "active": {"target"},  # switch to Active Mode
    "bounce": {"target", "max_power", "max_cost"},  # return to its owner's hand
    "warp": {"target", "max_power"},  # send to the Warp (11-4)
    "remove": {"target", "max_power", "max_cost"},  # remove from the game (10-19)
    "energy_active": {"n"},  # switch up to n of your energy to Active Mode
    "charge_top": {"n"},  # the top n of your deck into your Energy Area in Rest Mode
    "life_add": {"n"},  # the top n of your deck into your Life
    "damage": {"n"},  # damage processing on the opponent (4-10)
    "mill": {"n"},  # the top n of your deck into your Drop
    "drop_to_hand": {"max_cost", "type"},  # a card of your Drop to your hand
    "negate_attack": set(),  # [Counter: Attack] (7-1-4)
    "negate_play": set(),  # [Counter: Play]: the card goes to the Drop instead of being played
    "negate_counter": set(),  # [Counter: Counter] (10-10-5)
    "token": {"name", "power", "n"},  # 10-18
    "opp_discard": {"n"},  # the opponent chooses n cards of their hand and drops them
    "take_control": {"target", "max_power", "max_cost"},  # gain control of a card (11-5)
    "look": {"n", "take"},  # look at the top n of your Deck (11-6); take: {type, character, max_cost}
}
SKILL_OPS_KEYS = ("do",)


def _need(cond, path, msg, container=None, key=None):
    if not cond:
        raise DataError(path, msg, line_of(container, key) if container is not None else None)


def check_do(ops, path, parent=None, key=None):
    _need(isinstance(ops, list) and ops, path, "must be a list of operations", parent, key)
    for i, op in enumerate(ops):
        p = f"{path}[{i}]"
        _need(isinstance(op, dict) and op.get("op") in OPS, f"{p}.op", f"must be one of {', '.join(OPS)}", ops, i)
        for k, v in op.items():
            _need(k == "op" or k in OPS[op["op"]], f"{p}.{k}", f"unknown key for {op['op']}", op, k)
            if k == "target":
                _need(v in TARGETS, f"{p}.target", f"must be one of {', '.join(TARGETS)}", op, k)
            if k in ("n", "max_power", "max_cost", "power"):
                _need(isinstance(v, int) and not isinstance(v, bool), f"{p}.{k}", "must be a whole number", op, k)
            if k == "take":
                _need(isinstance(v, dict) and set(v) <= {"type", "character", "max_cost"}, f"{p}.take",
                      "must be a mapping of type, character, max_cost", op, k)
            if k == "until":
                _need(v in ("battle", "turn"), f"{p}.until", "must be battle or turn", op, k)


def check_ops(s: dict, path: str) -> None:
    """A skill's operations: ``do`` (carried out in order, 1-3-7) or ``choose`` k of ``options`` ("Choose X",
    10-27). A [Permanent] skill has ``power`` and ``target`` instead."""
    if s["kind"] == "permanent":
        _need(isinstance(s.get("power"), int), f"{path}.power", "a [Permanent] skill gives power: a number", s, "power")
        _need(s.get("target", "self") in ("self", "leader", "own_all"), f"{path}.target", "must be self, leader or own_all",
              s, "target")
        return
    if "options" in s:
        _need(isinstance(s.get("choose"), int) and s["choose"] >= 1, f"{path}.choose", "how many options: 1 or more",
              s, "choose")
        _need(isinstance(s["options"], list) and len(s["options"]) >= s["choose"], f"{path}.options",
              "a list of at least 'choose' options", s, "options")
        for i, o in enumerate(s["options"]):
            check_do(o, f"{path}.options[{i}]", s["options"], i)
        return
    if s["kind"] in ("awaken", "wish") and "do" not in s:
        return
    check_do(s.get("do"), f"{path}.do", s, "do")
