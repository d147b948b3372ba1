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


# ---------------------------------------------------------------------- Demon-God Braves 異魔神
SIDES = ("left", "right")


def is_demon(card) -> bool:
    return "demon_god" in card.kinds


def side_of(game, fc) -> str:
    """The side of the Demon-God Brave fused to this Spirit: ``left`` if its owner's ``demon_left`` lists
    the Spirit's card, else ``right``."""
    p = game.state.players[_owner(game, fc)]
    return "left" if fc.uid in ((p.extra or {}).get("demon_left") or ()) else "right"


def hosts(game, pi: int, brave_uid: int) -> list:
    """The Spirits of ``pi`` a Demon-God Brave is fused to (one or two)."""
    return [fc for fc in game.state.players[pi].field if brave_uid in fc.under]


def demon_meets(game, brave, fc, side: str, uid: int | None = None) -> bool:
    """Does this field card meet the Demon-God Brave's ``side`` condition (a Spirit, unless it names others;
    no other Brave fused to it)?"""
    from .basics import static_matches

    card = game.state.cards[fc.uid]
    cond = brave.ext["brave"][side]
    t = cond.get("type", "spirit")
    if card.type not in (t if isinstance(t, (list, tuple)) else (t,)) or card.type == "brave":
        return False
    if any(game.state.cards[u].type == "brave" and u != uid for u in fc.under):
        return False  # another Brave already (this Demon-God ``uid`` itself may be there: a change of sides)
    return static_matches(game, dict(cond, type=t), card, fc)


def demon_spirit_state(game, fc) -> bool:
    """A Demon-God Brave alone on the Field (spirit state): it neither attacks nor blocks, and effects do not
    exhaust it (E:異魔神合體卡)."""
    card = game.state.cards[fc.uid]
    return is_demon(card) and not fc.under
