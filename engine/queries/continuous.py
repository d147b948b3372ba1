"""Continuous effects (9-1-4) and duration effects (9-1-5-6): computed on demand.

BP, cost and restrictions are never stored: they are read from the cards on the Field
whose continuous effects are active (Lv, 《Super Unleash》, During Attack/Block,
conditions) and from the duration modifiers in ``GameState.mods``. A card without
effects costs nothing here.
"""
from __future__ import annotations

from . import eternal
from .basics import in_range, level, owner_of, side_players, static_count, static_matches

__all__ = ["level", "effect_active", "condition_holds", "index_effects", "bp", "cost_change", "restricted",
           "has_keyword", "active_cost_effects", "any_continuous"]


def effect_active(game, pi: int, fc, eff) -> bool:
    """The conditions written on an effect of a field card: [LvN], 《Super Unleash》 state
    (DIGEST A16: Lv >= 2 with the flag), 'During Attack' / 'During Block', and conditions; an
    effect that negates this card's effects stops them all (10-2-2-4, 12-2-1-1-2)."""
    mods = game.state.mods
    if mods and negated(game, fc):
        return False
    lv = level(game, fc)
    levels = eff.get("levels")
    if levels is not None and lv + game.state.cards[fc.uid].min_level - 1 not in levels:  # an Ultimate's first row is Lv3
        return False
    if eff.get("super_unleash"):
        card = game.state.cards[fc.uid]
        if not (lv >= 2 and len(card.levels) >= 2 and card.levels[1].super_unleash):
            return False
    during = eff.get("during")
    if during is not None:
        b = game.state.battle
        if b is None or (b.attacker if during == "attack" else b.blocker) != fc.obj:
            return False
    cond = eff.get("condition")
    if cond is not None and not condition_holds(game, pi, cond, fc.obj):
        return False
    if "forms" in eff and "spirit" not in eff["forms"]:  # Eternal: a 【魂狀態】-only effect of a Contract card
        return False
    if "brave" in eff or "oc" in eff:  # Eternal: 【合體中】 only while fused, 【OC中】 only while Over Count holds
        return eternal.flags_hold(game, pi, fc, eff)
    return True


def negated(game, fc) -> bool:
    """Is this field card under an effect that negates its effects?"""
    return any(m[0] == fc.obj and m[1] == "negated" for m in game.state.mods)


def condition_holds(game, pi: int, cond, src_obj: int = 0) -> bool:
    """A condition written on an effect. Counts use the static filters only (no BP, so a BP
    effect's condition never depends on BP)."""
    p, o = game.state.players[pi], game.state.players[1 - pi]
    if "count" in cond:
        c = cond["count"]
        if not in_range(static_count(game, pi, c.get("of", {}), src_obj), {k: c[k] for k in ("min", "max") if k in c}):
            return False
    checks = (("your_life", p.life_count()), ("opponent_life", o.life_count()),
              ("your_reserve", p.reserve_count()), ("your_hand", len(p.hand)))
    if "your_count" in cond and not in_range(eternal.count(p), cond["your_count"]):  # Eternal's Count
        return False
    if "sealed" in cond and (p.soul_at == "life") != cond["sealed"]:  # Eternal's 《封印中》
        return False
    return all(in_range(v, cond[k]) for k, v in checks if k in cond)


def index_effects(card) -> dict | None:
    """A card's effects by kind: {kind: ((index, effect), ...)}, or None without effects.
    Games build this once per card (``Game.fx``), so hot loops skip vanilla cards at once;
    the index of a card definition is made once per process (it is never mutated)."""
    if not card.effects:
        return None
    got = _INDEXES.get(id(card))
    if got is not None and got[0] is card:
        return got[1]
    index: dict[str, list] = {}
    for i, eff in enumerate(card.effects):
        index.setdefault(eff.get("kind"), []).append((i, eff))
    result = {k: tuple(v) for k, v in index.items()}
    _INDEXES[id(card)] = (card, result)
    return result


_INDEXES: dict[int, tuple] = {}  # id(card) -> (card, its index); the card is kept, so the id stays its own


def _active_continuous(game, op: str):
    """(player, FieldCard, apply) of every active continuous effect doing ``op``."""
    fx = game.fx
    for pi, p in enumerate(game.state.players):
        for fc in p.field:
            if fc.under:  # Eternal: a fused Brave's 【合體中】 effects are the Brave Spirit's
                for u in fc.under:
                    for _i, eff in (fx[u] or {}).get("continuous", ()):
                        if eff.get("brave") and eff["apply"]["op"] == op and effect_active(game, pi, fc, eff):
                            yield pi, fc, eff["apply"]
            idx = fx[fc.uid]
            if idx is None:
                continue
            for _i, eff in idx.get("continuous", ()):
                if eff["apply"]["op"] == op and effect_active(game, pi, fc, eff):
                    yield pi, fc, eff["apply"]
        if p.extra and p.extra.get("mirage"):  # Eternal: a set Mirage's 【設置中】 effects (E:幻象)
            for u in p.extra["mirage"]:
                for _i, eff in (fx[u] or {}).get("continuous", ()):
                    if eff.get("set") and eff["apply"]["op"] == op and \
                            ("condition" not in eff or condition_holds(game, pi, eff["condition"])):
                        yield pi, None, eff["apply"]


def _applies_to(game, src_pi, src_fc, sel, pi, card, fc) -> bool:
    if sel is None:
        return fc is src_fc
    if sel.get("who") == "this":
        return fc is src_fc
    area = sel.get("area", "field")
    if (fc is None) != (area != "field"):
        return False
    if pi not in side_players(sel.get("owner", "you"), src_pi):
        return False
    if sel.get("exclude_this") and fc is src_fc:
        return False
    if fc is not None and pi != src_pi and not sel.get("unpreventable") and eternal.unaffected(game, pi, fc):
        return False  # Eternal E13: a card unaffected by the opponent's effects, their continuous ones too
    t = sel.get("type", "spirit" if area == "field" else None)
    sel = dict(sel, type=t) if t is not None else sel
    return static_matches(game, sel, card, fc)


def bp(game, fc) -> int:
    """BP of a Spirit: its Lv's BP, plus continuous and duration modifiers, floored at the ruleset's
    floor (0 in Standard, 1-4-6)."""
    st = game.state
    card = st.cards[fc.uid]
    lv = level(game, fc)
    value = card.levels[lv - 1].bp if lv else 0
    if fc.under or card.ext:  # Eternal: a fused Brave's BP+, 《OC》 (engine.queries.eternal)
        value += eternal.bonus_bp(game, fc, card)
    if st.mods:
        for obj, kind, amount, _until, _src in st.mods:
            if obj == fc.obj and kind == "bp":
                value += amount
            elif obj == 0 and kind == "bp_all" and eternal.reaches(game, fc, amount):
                value += amount[1]  # Eternal E15: "all ... this turn", read live
    if any_continuous(game):
        owner = owner_of(game, fc)
        for pi, src, ap in _active_continuous(game, "bp"):
            if _applies_to(game, pi, src, ap.get("target"), owner, card, fc):
                value += ap["amount"]
    b = st.battle
    if b is not None and b.blocker == fc.obj:
        value += keyword_total(game, fc, "brace")  # [Brace: N]: +N BP while it blocks
    floor = game.ruleset.bp_floor
    return value if floor is None or value > floor else floor  # None: no floor (Saga 9-4)


def cost_change(game, pi: int, card, active=None) -> int:
    """Sum of continuous cost changes applying to a card in ``pi``'s Hand (11-1-1-2-1).
    ``active``: the active cost effects, when the caller asks for many cards at once."""
    if active is None:
        if not any_continuous(game):
            return 0
        active = _active_continuous(game, "cost")
    total = 0
    for spi, src, ap in active:
        sel = dict(ap.get("target", {}), area="hand")
        if _applies_to(game, spi, src, sel, pi, card, None):
            total += ap["amount"]
    return total


def restricted(game, pi: int, fc, what: str) -> bool:
    """Is this field card under a 'cannot <what>' effect (duration or continuous)?"""
    st = game.state
    kind = "no_" + what
    for obj, k, _v, _until, _src in st.mods:
        if obj == fc.obj and k == kind:
            return True
    if any_continuous(game):
        card = st.cards[fc.uid]
        for spi, src, ap in _active_continuous(game, "restrict"):
            if ap["what"] == what and _applies_to(game, spi, src, ap.get("target"), pi, card, fc):
                return True
    return False


def has_keyword(game, fc, name: str) -> bool:
    card = game.state.cards[fc.uid]
    if fc.under and any(e.get("kind") == "keyword" and e.get("name") == name and e.get("brave")
                        and effect_active(game, owner_of(game, fc), fc, e)
                        for u in fc.under for e in game.state.cards[u].effects):
        return True  # Eternal: a fused Brave's 【合體中】 keyword
    if not card.effects:
        return False
    pi = owner_of(game, fc)
    return any(e.get("kind") == "keyword" and e.get("name") == name and effect_active(game, pi, fc, e)
               for e in card.effects)


def keyword_total(game, fc, name: str) -> int:
    """The sum of the values of a card's active [Name: value] keywords: a card may have the same
    keyword several times, and each counts (12-1-2, 12-1-3)."""
    idx = game.fx[fc.uid]
    if idx is None or "keyword" not in idx:
        return 0
    pi = owner_of(game, fc)
    return sum(e.get("value", 0) for _i, e in idx["keyword"] if e["name"] == name and effect_active(game, pi, fc, e))


def active_cost_effects(game) -> list:
    """(player, FieldCard, apply) of the active cost changes: none without continuous effects."""
    return list(_active_continuous(game, "cost"))


def any_continuous(game) -> bool:
    """Is any card with continuous effects on the Field? (If not, nothing here changes a value.)"""
    fx = game.fx
    for p in game.state.players:
        for fc in p.field:
            idx = fx[fc.uid]
            if idx is not None and "continuous" in idx:
                return True
            if fc.under and any(fx[u] is not None and "continuous" in fx[u] for u in fc.under):
                return True
        if p.extra and p.extra.get("mirage") and any(fx[u] is not None and "continuous" in fx[u] for u in p.extra["mirage"]):
            return True
    return False
