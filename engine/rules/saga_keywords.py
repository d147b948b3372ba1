"""Battle Spirits Saga keyword effects that act (Saga chapter 11); the ones that are values are
read in ``engine.queries.saga_keywords`` (【Armor】) and by the battle (【Confront】).

【Crush: +m】 (Saga 11-11): when the spirit attacks, its owner discards from the top of the
opponent's Deck as many cards as its Lv plus m (only the largest m applies).
"""
from __future__ import annotations

from ..queries.basics import level
from ..queries.saga_keywords import keyword_effects


def on_attack(game, pi: int, fc) -> None:
    """After the attack is declared (Saga 7-1-1-2): 【Crush】 waits to resolve."""
    crush = keyword_effects(game, fc, "crush")
    if crush:
        m = max(e.get("plus", 0) for e in crush)  # Saga 11-11: only the largest applies
        game.push(("saga_crush", pi, fc.obj, m))


def task_crush(game, task) -> None:
    _, pi, obj, m = task
    owner, fc = game.find_obj(obj)
    if fc is None:  # the spirit has left the Field: its triggered effect does not resolve
        return
    n = level(game, fc) + m
    opp = game.state.players[1 - pi]
    milled = opp.deck[:n]
    del opp.deck[:n]
    opp.trash.extend(milled)  # discarded (Saga 10-2-1)
    game.emit("crush", pi, "saga_crush", cards=tuple(milled), card=game.named(fc.uid), n=len(milled),
              rule=game.ruleset.cite("11-11"))


TASKS = {"saga_crush": task_crush}
