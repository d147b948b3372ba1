"""Values Battle Spirits Eternal adds, read from a state (``../shared/rules/eternal-17.0-zh.txt``).

- A Brave fused to a Spirit (``FieldCard.under`` holds it) adds its BP+, cost, colours and symbols to
  it; name, family, Lv costs and reduction symbols do not change (E:合體卡 ■合體帶來的變化);
- 《OC》: with a Count of at least the OC number, the card's printed BP+ at any Lv (E:其他規則 ■關於《OC》);
- the Count (E:計數), the Ultimate's Summon Condition (E:終極靈魂卡), a fusion condition;
- (symbols of kinds, God 神 and Ultimate 究極, and the six-colour reduction symbol are matched in
  ``engine.costs``, E4).
"""
from __future__ import annotations

from .basics import static_matches


def count(p) -> int:
    """The cores in a player's Count Area (E:計數)."""
    return p.extra.get("count", 0) if p.extra else 0


def fused_braves(game, fc) -> list[int]:
    """The Braves fused to this field card (uids), from ``under``."""
    cards = game.state.cards
    return [u for u in fc.under if cards[u].type == "brave"]


def bonus_bp(game, fc, card) -> int:
    """BP an Eternal card adds to its Lv's BP: fused Braves' BP+ (E:合體卡), 《OC》 (E:關於《OC》)."""
    n = 0
    if fc.under and not ("grand_walker" in card.kinds and not _divine(game, fc)):  # Myth on a Grand Walker: no BP+
        for u in fused_braves(game, fc):
            b = game.state.cards[u].ext.get("brave") if game.state.cards[u].ext else None
            n += b["bp"] if b else 0
    if card.ext and "oc" in card.ext:
        oc = card.ext["oc"]
        owner = 0 if fc in game.state.players[0].field else 1
        if count(game.state.players[owner]) >= oc["count"]:
            n += oc["bp"]
    return n


def _divine(game, fc) -> bool:
    from .eternal_mech import divine_active

    return divine_active(game, fc)


def colors(game, fc) -> tuple:
    """The card's colours and those of its fused Braves (E:合體卡)."""
    card = game.state.cards[fc.uid]
    if not fc.under:
        return card.colors
    out = list(card.colors)
    for u in fused_braves(game, fc):
        out += [c for c in game.state.cards[u].colors if c not in out]
    return tuple(out)


def symbols(game, fc) -> tuple:
    """The card's symbols and those of its fused Braves (E:合體卡)."""
    card = game.state.cards[fc.uid]
    if not fc.under:
        return card.symbols
    out = list(card.symbols)
    for u in fused_braves(game, fc):
        out += game.state.cards[u].symbols
    return tuple(out)


def fused_cost(game, fc) -> int:
    """The cost of a Brave Spirit: the Spirit's and its Braves' (E:合體卡)."""
    card = game.state.cards[fc.uid]
    return card.cost + sum(game.state.cards[u].cost for u in fused_braves(game, fc))


def can_fuse(game, brave, fc) -> bool:
    """Does this field card meet the Brave's fusion condition (a Spirit, or an Ultimate or Grand Walker
    when the condition names them; never a Brave in spirit state or a Nexus as a spirit, FAQ-BRAVE Q1)?"""
    card = game.state.cards[fc.uid]
    b = brave.ext["brave"]
    if "left" in b:  # a Demon-God Brave: either of its sides (engine.rules.eternal_demon_god)
        from .eternal_mech import SIDES, demon_meets

        return any(demon_meets(game, brave, fc, s) for s in SIDES)
    cond = b["condition"]
    t = cond.get("type", "spirit")
    if b.get("grand_walker") and "grand_walker" in card.kinds:  # a Myth Brave (E:神話合體卡)
        if fused_braves(game, fc):
            return False
        gw = b["grand_walker"] if isinstance(b["grand_walker"], dict) else cond
        return static_matches(game, {k: v for k, v in gw.items() if k != "type"}, card, fc)
    if card.type not in (t if isinstance(t, (list, tuple)) else (t,)) or card.type == "brave":
        return False
    if fused_braves(game, fc):
        return False  # E:合體與分離: no second Brave on a Brave Spirit
    return static_matches(game, dict(cond, type=t), card, fc)


def summon_condition_met(game, pi: int, card) -> bool:
    """An Ultimate's 《召喚條件》 (E:終極靈魂卡): a condition as effects write them."""
    from .continuous import condition_holds

    cond = card.ext.get("summon_condition") if card.ext else None
    return cond is None or condition_holds(game, pi, cond)


def flags_hold(game, pi: int, fc, eff) -> bool:
    """Eternal's conditions written as flags on an effect: 【合體中】 (``brave: true``: only on a Brave
    Spirit, never on a Brave in spirit state, E:合體卡) and 【OC中】 (``oc: true``: the owner's Count is
    at least the card's OC number, E:其他規則 ■關於《OC》)."""
    card = game.state.cards[fc.uid]
    if eff.get("brave") and (card.type == "brave" or not fused_braves(game, fc)):
        return False
    if eff.get("brave") in ("spirit", "nexus"):  # a Myth Brave's 【靈魂卡合體中】 / 【核心卡合體中】 (E:神話合體卡)
        on_walker = "grand_walker" in card.kinds
        if eff["brave"] == "nexus" and not on_walker:
            return False
        if eff["brave"] == "spirit" and on_walker and not _divine(game, fc):
            return False  # on a Grand Walker in 【轉神】 it has both (E:■合體後的創界神核心卡發動【轉神】時)
    if eff.get("brave") in ("left", "right"):  # 【左合體中】 / 【右合體中】 of a Demon-God Brave: its side only
        from .eternal_mech import side_of

        if side_of(game, fc) != eff["brave"]:
            return False
    if eff.get("oc"):
        oc = card.ext.get("oc") if card.ext else None
        if oc is None or count(game.state.players[pi]) < oc["count"]:
            return False
    return True


def reaches(game, fc, value) -> bool:
    """Does a live "all ... BP±N this turn" (``value`` = (selector items, amount, player, source object))
    reach this field card now (E15)? Static criteria only, so BP never depends on BP."""
    from .basics import side_players

    frozen, _amount, ctl, src = value
    sel = dict(frozen)
    if sel.get("exclude_this") and fc.obj == src:
        return False
    owner = 0 if fc in game.state.players[0].field else 1
    if owner not in side_players(sel.get("owner", "any"), ctl):
        return False
    if owner != ctl and not sel.get("unpreventable") and unaffected(game, owner, fc):
        return False  # E13: unaffected by the opponent's effects
    t = sel.get("type", "spirit")
    return fc.pending is None and static_matches(game, dict(sel, type=t), game.state.cards[fc.uid], fc)


def unaffected(game, pi: int, fc) -> bool:
    """E13 (E:FAQ-GEN Q4): is this field card unaffected by the opponent's effects (a continuous
    ``{op: unaffected}`` of its own that is active)? "Cannot be prevented" effects still reach it
    (``unpreventable``, in ``engine.queries.selectors``); "unaffected" wins over "cannot activate":
    the opponent's negation does not reach it either."""
    idx = game.fx[fc.uid]
    if idx is None or "continuous" not in idx:
        return False
    from .continuous import effect_active

    return any(e["apply"]["op"] == "unaffected" and effect_active(game, pi, fc, e) for _i, e in idx["continuous"])
