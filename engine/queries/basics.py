"""The plainest queries: ranges, sides, the Lv of a field card, static card filters, and the
symbols on a Field. Nothing here reads a continuous effect, so everything above may use it."""
from __future__ import annotations


def in_range(v: int, r) -> bool:
    if r is None:
        return True
    if isinstance(r, int):
        return v == r
    return r.get("min", v) <= v <= r.get("max", v)


def side_players(side: str, ctl: int) -> tuple[int, ...]:
    return (ctl,) if side == "you" else (1 - ctl,) if side == "opponent" else (ctl, 1 - ctl)


def level(game, fc) -> int:
    """Current Lv (2-8-3, 12-2-1-1); a depleted card resolves at the Lv it had (10-2-2-3). An
    effect that changes its Lv costs (``lv_cost`` duration effects) moves every threshold; a
    cost is never below 0 (1-4-6), and the Soul Core still makes a 《Super Unleash》 card Lv2."""
    card = game.state.cards[fc.uid]
    if fc.pending == "depleted":
        return fc.pending_level
    if card.ext and "true_oracle" in card.ext:  # Eternal: a Contract Grand Walker's Lv2 by the Count
        from .eternal_mech import contract_level

        return contract_level(game, fc, card)
    shift = lv_shift(game, fc) if game.state.mods else 0
    if not shift:
        return card.level_for(fc.total_cores, fc.soul)
    lv = 0
    for i, row in enumerate(card.levels):
        if fc.total_cores >= max(0, row.cores + shift):
            lv = i + 1
        else:
            break
    if fc.soul and lv == 1 and len(card.levels) >= 2 and card.levels[1].super_unleash:
        lv = 2
    return lv


def limit_key(game, pi: int, uid: int, obj: int, i: int, eff):
    """What a [Once per turn] use is remembered by in ``GameState.once_used`` (12-3-1): the object and
    the effect's index; Eternal's 〔每回合 1 次：同名〕 counts per player and name, and a once-per-game
    effect is kept past the turn's end (E18, E:FAQ-GEN Q9, FAQ-TXT Q7). None without a limit."""
    lim = eff.get("limit")
    if not lim or "once" not in lim:
        return None
    if lim == "once_per_turn_name":
        return ("name", pi, game.state.cards[uid].base_name, i)
    if lim == "once_per_game":
        return ("game", pi, game.state.cards[uid].base_name, i)
    return (obj, i)


def lv_shift(game, fc) -> int:
    """How much effects in force change this field card's Lv costs (9-1-5-6)."""
    return sum(v for obj, k, v, _u, _s in game.state.mods if obj == fc.obj and k == "lv_cost")


def lv1_cost(game, fc) -> int:
    """The Lv1 cost of a field card now, effects included (10-2-2-9; at least 0, 1-4-6)."""
    base = game.state.cards[fc.uid].lv1_cost
    return max(0, base + lv_shift(game, fc)) if game.state.mods else base


def extra_symbols(game, fc) -> list:
    """Colours of the symbols effects in force give this field card (one entry per symbol)."""
    return [v for obj, k, v, _u, _s in game.state.mods if obj == fc.obj and k == "symbol"]


def static_matches(game, sel, card, fc=None) -> bool:
    """The selector's criteria that need no continuous effect: type, colours, family, a part of
    the name (2-1-2-1), cost, symbols, and on the Field Lv and state. ``bp`` is not read here."""
    t = sel.get("type")
    if t is not None and card.type not in (t if isinstance(t, (list, tuple)) else (t,)) \
            and not (card.type == "brave" and fc is not None and "spirit" in t):  # Eternal: a Brave alone is a Spirit
        return False
    c = sel.get("colors")
    if c is not None:
        has = set(card.colors if fc is None or not fc.under else fused_colors(game, fc))
        want = set(c if isinstance(c, (list, tuple)) else (c,))
        if not has & want or (sel.get("exact_colors") and has != want):
            return False  # exact_colors: Eternal E20 (E:FAQ-GEN Q13): "mono-red" is not met by a card of more colours
    fam = sel.get("family")
    if fam is not None and fam not in card.families:
        return False
    kind = sel.get("kind")
    if kind is not None and kind not in card.kinds:  # an Eternal sub-kind: grand_walker, contract ...
        return False
    name = sel.get("name")
    if name is not None and name not in card.base_name:  # 2-1-2-1: a part of the name
        return False
    if "cost" in sel and not in_range(card.cost, sel["cost"]):
        return False
    if "symbols" in sel and not in_range(len(card.symbols), sel["symbols"]):
        return False
    if fc is not None:
        if "level" in sel and not in_range(level(game, fc) + card.min_level - 1, sel["level"]):
            return False
        st = sel.get("state")
        if st == "refresh" and fc.state != "refresh":
            return False
        if st == "exhausted" and fc.state == "refresh":  # Heavy Exhausted counts as exhausted (A7)
            return False
    elif "level" in sel or "state" in sel:
        return False
    return True


def static_count(game, ctl: int, sel, src_obj: int = 0) -> int:
    """How many cards meet a selector's static criteria (conditions of continuous effects)."""
    st = game.state
    area = sel.get("area", "field")
    sel_type = sel.get("type", ("spirit",) if area == "field" else None)
    sel = dict(sel, type=sel_type) if sel_type is not None else sel
    n = 0
    for pi in side_players(sel.get("owner", "any" if area == "field" else "you"), ctl):
        p = st.players[pi]
        if area == "field":
            for fc in p.field:
                if fc.pending is None and not (sel.get("exclude_this") and fc.obj == src_obj) \
                        and static_matches(game, sel, st.cards[fc.uid], fc):
                    n += 1
        else:
            n += sum(1 for uid in (p.hand if area == "hand" else p.trash) if static_matches(game, sel, st.cards[uid]))
    return n


def field_symbols(game, pi: int) -> dict:
    """Colour -> number of symbols on this player's Field (EX symbols count too, DIGEST A14); the
    double-colour symbols (Saga 2-8-2-1) apart, under ``"dual"``, as a tuple of colour pairs; with
    Eternal's God or Ultimate symbols there, every (colour, kind) under ``"*"``."""
    out: dict = {}
    cards = game.state.cards
    mods = game.state.mods
    kinds = False
    for fc in game.state.players[pi].field:
        if fc.pending is None:
            for s in (cards[fc.uid].symbols if not fc.under else fused_symbols(game, fc)):
                if s.alt is not None:
                    out["dual"] = out.get("dual", ()) + ((s.color, s.alt),)
                    continue
                out[s.color] = out.get(s.color, 0) + 1
                if s.kind:
                    kinds = True
            if mods:
                for c in extra_symbols(game, fc):
                    out[c] = out.get(c, 0) + 1
    if kinds:  # Eternal's God and Ultimate symbols (E4): the reduction matches (colour, kind) pairs
        out["*"] = tuple((s.color, s.kind) for fc in game.state.players[pi].field if fc.pending is None
                         for s in (cards[fc.uid].symbols if not fc.under else fused_symbols(game, fc)))
    return out


def fused_colors(game, fc) -> tuple:
    from .eternal import colors

    return colors(game, fc)


def fused_symbols(game, fc) -> tuple:
    from .eternal import symbols

    return symbols(game, fc)


def has_symbol(game, pi: int, color: str) -> bool:
    """Whether a player has a symbol of ``color`` on their Field; a double-colour symbol counts as
    either of its colours (Saga 2-8-2-2, 11-15-3)."""
    symbols = field_symbols(game, pi)
    return symbols.get(color, 0) > 0 or any(color in d for d in symbols.get("dual", ()))


def owner_of(game, fc) -> int:
    return 0 if fc in game.state.players[0].field else 1
