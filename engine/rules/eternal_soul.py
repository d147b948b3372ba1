"""Battle Spirits Eternal: effects of a Contract card in the soul state 魂狀態 (E:契約 ■處於場地上的魂狀態卡牌,
■其他規則; E:FAQ-CON Q3).

An activated effect of a Contract card says in which forms it works: ``forms: [spirit, soul]`` (【靈魂卡】 on
the Field, 【魂狀態】 in the soul state; without ``forms``: on the Field only). In the soul state it is
activated by naming the card ``souls[i]``: ``{do: activate, card: souls[0], effect: 0}``, at its timings.

Once per turn across the forms (FAQ-CON Q3): "在同一回合中也只能發揮 1 次；但是…若於同一回合中被召喚，則視為
另一張不同的靈魂卡": the soul-state card keeps the object number it had as a Spirit (its owner's
``soul_objs``, beside ``souls``), so a [Once per turn] use as a Spirit is the same use in the soul state;
summoned again, it is a new object and may use it again. A card put in the soul state by a position file
has an object of its own.
"""
from __future__ import annotations

import re

from ..actions import Action
from ..effects import ops
from ..effects.frames import Frame
from ..errors import IllegalAction
from ..events import Label
from ..queries.basics import limit_key
from .priority import hand_over_priority

R_SOUL = "契約 ■其他規則"
_REF = re.compile(r"^souls\[(\d+)\]$")


def _obj(game, pi: int, i: int) -> int:
    p = game.state.players[pi]
    objs = list(p.zone("soul_objs"))
    souls = p.zone("souls")
    if len(objs) == len(souls) and objs[i]:
        return objs[i]
    return -1 - souls[i]  # put there by a position file: an object of its own


def _effects(card):
    for i, eff in enumerate(card.effects or ()):
        if eff.get("kind") == "activated" and "soul" in eff.get("forms", ()):
            yield i, eff


def _why(game, pi, i, k, eff, phase):
    timing = eff.get("timing", ["main"])
    if phase == "flash" and "flash" not in timing:
        return "refuse_soul_timing"
    if phase == "main" and game.state.turn_player != pi:
        return "refuse_soul_timing"
    p = game.state.players[pi]
    uid = p.zone("souls")[i]
    if "once" in eff.get("limit", "") and limit_key(game, pi, uid, _obj(game, pi, i), k, eff) in game.state.once_used:
        return "refuse_soul_once"
    fr = Frame(uid, 0, pi, "", ())
    if not all(ops.can_fully(game, fr, step) for step in eff.get("cost", ())):
        return "refuse_soul_cost"
    return None


def legal(game, pi: int, phase: str) -> list[Action]:
    out = []
    for i, uid in enumerate(game.state.players[pi].zone("souls")):
        for k, eff in _effects(game.card(uid)):
            if _why(game, pi, i, k, eff, phase) is None:
                out.append(Action.raw(pi, "activate", (("card", f"souls[{i}]"), ("effect", k))))
    return out


def wrap(handlers: dict) -> dict:
    out = dict(handlers)
    for key in (("main", "activate"), ("flash", "activate")):
        if key in out:
            out[key] = _from_souls(out[key])
    return out


def _from_souls(inner):
    def handler(game, a: Action) -> None:
        ref = a.get("card")
        m = _REF.match(ref) if isinstance(ref, str) else None
        if m is None:
            return inner(game, a)
        pi = a.by
        rule = game.ruleset.cite(R_SOUL)
        p = game.state.players[pi]
        i = int(m.group(1))
        if i >= len(p.zone("souls")):
            raise IllegalAction.of("refuse_revive_where", rule, n=len(p.zone("souls")))
        uid = p.zone("souls")[i]
        k = a.get("effect", 0)
        effs = dict(_effects(game.card(uid)))
        if k not in effs:
            raise IllegalAction.of("refuse_soul_none", rule, card=game.named(uid))
        eff = effs[k]
        why = _why(game, pi, i, k, eff, game.phase)
        if why is not None:
            raise IllegalAction.of(why, rule, card=game.named(uid))
        label = Label("activate", "Main" if "main" in eff.get("timing", ["main"]) else "Flash", game.named(uid))
        game.emit("activate", pi, cards=(uid,), label=label)
        in_flash = game.phase == "flash"
        game.phase = "run"
        if in_flash:
            hand_over_priority(game, pi)
        else:
            game.push(("decide", pi, "main"))
        game.push(("fx_start", Frame(uid, 0, pi, label, tuple(eff.get("cost", ())) + tuple(eff["do"]),
                                     limit_key=limit_key(game, pi, uid, _obj(game, pi, i), k, eff))))
    return handler


def dump_used(game) -> list[dict]:
    """Position files: the once-per-turn uses of soul-state cards, ``{card: p1.souls[i], effect: k}``."""
    out = []
    for pi, p in enumerate(game.state.players):
        for i, _uid in enumerate(p.zone("souls")):
            obj = _obj(game, pi, i)
            out += [{"card": f"p{pi + 1}.souls[{i}]", "effect": m[1]} for m in game.state.once_used
                    if len(m) == 2 and m[0] == obj]
    return out


def parse_used(game, e: dict, path: str) -> tuple:
    from ..errors import DataError

    m = re.match(r"^(?:(p[12])\.)?souls\[(\d+)\]$", str(e.get("card")))
    pi = 0 if m is None or m.group(1) in (None, "p1") else 1
    souls = game.state.players[pi].zone("souls")
    if m is None or int(m.group(2)) >= len(souls):
        raise DataError(f"{path}.card", f"there is no {e.get('card')}")
    k = e.get("effect", 0)
    if not isinstance(k, int) or isinstance(k, bool):
        raise DataError(f"{path}.effect", "must be an effect number")
    return (_obj(game, pi, int(m.group(2))), k)
