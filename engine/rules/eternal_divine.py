"""Battle Spirits Eternal: 【轉神】 Divine Transformation of a Grand Walker Nexus (E:創界神核心卡
■以【轉神】變化為靈魂卡; E:神話合體卡 ■合體後的創界神核心卡發動【轉神】時).

A Grand Walker with ``divine: {levels: [2, ...]}`` is in 【轉神】 while its Lv is one of those
(``engine.queries.eternal_mech.divine_active``). Then it is a Grand Walker **and** a Spirit:

- it has BP (its level row's ``bp``), and attacks and blocks as a Spirit does (exhausted to attack, its
  symbols reduce Life: ``engine.rules.battle`` asks ``divine_active``);
- it is destroyed only by Grand Walker cards (``not_destroyed``): an effect of any other card does not
  destroy it, and in a battle against an ordinary Spirit or an Ultimate it is not destroyed; two Grand
  Walkers in 【轉神】 fighting each other may both be destroyed by BP;
- it stays affected only by its own effects and effects naming Grand Walkers (``selectors._immune``):
  "將自己1張靈魂卡回復" does not reach it.

Its cores stay locked (no payment, no core moves by hand), so its Lv comes from 《Oracle》 and effects.
"""
from __future__ import annotations

from ..queries.eternal_mech import divine_active

R_DIVINE = "創界神核心卡 ■以【轉神】變化為靈魂卡"


def not_destroyed(game, pi: int, fc, by, cause) -> bool:
    if not divine_active(game, fc):
        return False
    kind = getattr(cause, "kind", None)
    if kind == "bp":
        b = game.state.battle
        other_obj = None if b is None else (b.blocker if fc.obj == b.attacker else b.attacker)
        _opi, other = game.find_obj(other_obj) if other_obj is not None else (None, None)
        if other is not None and divine_active(game, other, leaving_too=True):  # destroyed by the same comparison
            return False
        why = "battle"
    elif kind == "effect" and cause.card is not None and cause.card.uid >= 0:
        if "grand_walker" in game.card(cause.card.uid).kinds:
            return False
        why = "effect"
    else:
        return False
    game.emit("effect", pi, "eternal_divine_not_destroyed", cards=(fc.uid,), card=game.named(fc.uid), why=why,
              rule=game.ruleset.cite(R_DIVINE))
    return True
