"""Values of Battle Spirits Eternal's later mechanics, read from a state.

- a Contract Grand Walker's Lv: "契約創界神核心卡的 Lv2 費用，並非參照其上放置的能量數量，而是參照自己的計數"
  (E:契約創界神核心卡): Lv1 by the cores on it (its Lv1 cost, usually 0), Lv2 and up by its owner's Count;
- 【轉神】 Divine Transformation: a Grand Walker that is also a Spirit at the Lv its ``divine`` key names
  (E:創界神核心卡 ■以【轉神】變化為靈魂卡).
"""
from __future__ import annotations


def is_contract_walker(card) -> bool:
    return bool(card.ext) and "true_oracle" in card.ext


def _owner(game, fc) -> int:
    return 0 if fc in game.state.players[0].field else 1


def contract_level(game, fc, card) -> int:
    p = game.state.players[_owner(game, fc)]
    count = p.extra.get("count", 0) if p.extra else 0
    lv = 0
    for i, row in enumerate(card.levels):
        have = fc.total_cores if i == 0 else count
        if have >= row.cores:
            lv = i + 1
        else:
            break
    return lv


def divine_active(game, fc, leaving_too: bool = False) -> bool:
    """Is this Grand Walker in 【轉神】 now: its ``divine.levels`` hold its current Lv (it is then also a
    Spirit: BP from its level rows, it attacks and blocks)?"""
    card = game.state.cards[fc.uid]
    d = card.ext.get("divine") if card.ext else None
    if d is None or (fc.pending is not None and not leaving_too):
        return False
    from .basics import level

    return level(game, fc) in d["levels"]
