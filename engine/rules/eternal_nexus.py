"""Battle Spirits Eternal: Grand Walker Nexuses' 《Oracle》 神託 (E:創界神核心卡 ■以《神託》累積能量).

A Grand Walker receives cores only through 《Oracle》 and effects naming it (its cores cannot pay or be
moved by hand: ``engine.verbs.payment.locked``; they go to the Void when it leaves:
``engine.rules.eternal_leave``):

- when its owner summons a card meeting its Oracle condition (a Spirit, unless the condition names
  Braves or Ultimates), 1 core from the Void onto it;
- when it is deployed with no card of the same name on its owner's Field, the top 3 cards of the Deck
  go to the Trash, and 1 core from the Void onto it for each of them meeting the condition.

The manual makes 《Oracle》 optional; the engine always takes it (a core more on a Grand Walker is never
worse for its owner under the rules the engine plays).
"""
from __future__ import annotations

from ..queries.basics import static_matches

R_ORACLE = "創界神核心卡 ■以《神託》累積能量"


def _condition(card):
    sel = card.ext.get("oracle") if card.ext else None
    if sel is None:
        return None
    return dict(sel, type=sel.get("type", "spirit"))


def oracle(game, when: str, pi: int, fc) -> None:
    st = game.state
    p = st.players[pi]
    arrived = st.cards[fc.uid]
    if when == "summoned":
        for gw in p.field:
            if gw is fc or gw.pending is not None:
                continue
            sel = _condition(st.cards[gw.uid])
            if sel is not None and "grand_walker" in st.cards[gw.uid].kinds and static_matches(game, sel, arrived):
                gw.cores += 1
                game.emit("cores", pi, "eternal_oracle", cards=(gw.uid, fc.uid), void=1, card=game.named(gw.uid),
                          other=game.named(fc.uid), n=1, rule=game.ruleset.cite(R_ORACLE))
        return
    sel = _condition(arrived)
    if sel is None or "grand_walker" not in arrived.kinds:
        return
    if any(o is not fc and o.pending is None and st.cards[o.uid].base_name == arrived.base_name for o in p.field):
        return
    top = p.deck[:3]
    del p.deck[:3]
    p.trash.extend(top)
    n = sum(1 for u in top if static_matches(game, sel, st.cards[u]))
    fc.cores += n
    game.emit("cores", pi, "eternal_oracle_deploy", cards=(fc.uid,) + tuple(top), void=n, card=game.named(fc.uid),
              names=tuple(game.named(u) for u in top), n=n, rule=game.ruleset.cite(R_ORACLE))
