"""Battle Spirits Eternal: Grand Stone Nexuses 創界石 (E:創界石核心卡).

A Grand Stone is like a Grand Walker (E:創界石核心卡 ※準用「創界神核心卡」的規則): deployed with no cores,
its cores never pay nor move by hand (``engine.verbs.payment.locked``), it and its cores are affected only
by its own effects and effects naming Grand Stones (``selectors._immune``, ``kind: grand_stone``), its
cores go to the Void when it leaves. Its cores come only by:

- 《Unseal》 解封 (``unseal``: a selector): "滿足指定條件時，可從空間將 1 個能量放置於此核心卡上（是否放置由
  玩家自行決定）". The condition is written as 《Oracle》's is (E:■以《神託》累積能量): when its owner summons
  a card meeting the selector (a Spirit unless it names Braves or Ultimates), 1 core from the Void onto
  the Grand Stone. The manual leaves the choice to the player; a core more on one's own Grand Stone is
  never worse under the rules the engine plays, so it is taken (a reading, docs/eternal-effects.md).
  Unlike 《Oracle》 it has no deploy part (the manual gives none) and an Advent is not a summon.
- effects naming it (``{op: cores, from: void, to: target, target: {kind: grand_stone, ...}}``).

【Mystery: N】 神秘 is named by the manual and not defined; it is read as the Grand Stone's counterpart of
【God Skill: N】: an activated effect paid by sending N of this Grand Stone's cores to the Void, written
``{kind: activated, cost: [{op: cores, from: this, to: void, count: N}], do: [...]}`` (docs/eternal-effects.md).
"""
from __future__ import annotations

from ..queries.basics import static_matches

R_UNSEAL = "創界石核心卡 ■以《解封》累積能量"


def _condition(card):
    sel = card.ext.get("unseal") if card.ext else None
    if sel is None:
        return None
    return dict(sel, type=sel.get("type", "spirit"))


def unseal(game, when: str, pi: int, fc) -> None:
    """On a summon by ``pi``: each of ``pi``'s Grand Stones whose 《Unseal》 the summoned card meets gets 1
    core from the Void."""
    if when != "summoned":
        return
    st = game.state
    arrived = st.cards[fc.uid]
    for gs in st.players[pi].field:
        if gs is fc or gs.pending is not None:
            continue
        card = st.cards[gs.uid]
        if "grand_stone" not in card.kinds:
            continue
        sel = _condition(card)
        if sel is not None and static_matches(game, sel, arrived):
            gs.cores += 1
            game.emit("cores", pi, "eternal_unseal", cards=(gs.uid, fc.uid), void=1, card=game.named(gs.uid),
                      other=game.named(fc.uid), rule=game.ruleset.cite(R_UNSEAL))
