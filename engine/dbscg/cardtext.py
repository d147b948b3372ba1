"""A card's English text written from its keywords and skills (``DbCard.text`` when the card file gives none):
the face, ``spirit-table cards --format dbscg`` and the log always say what the card does."""
from __future__ import annotations

from ..words import en


def n_cards(n: int) -> str:
    return en.plural(n, "card")


KW_WORDS = {"blocker": "[Blocker]", "critical": "[Critical]", "double_strike": "[Double Strike]",
            "triple_strike": "[Triple Strike]", "quadruple_strike": "[Quadruple Strike]", "dual_attack": "[Dual Attack]",
            "triple_attack": "[Triple Attack]", "barrier": "[Barrier]", "indestructible": "[Indestructible]",
            "victory_strike": "[Victory Strike]", "deflect": "[Deflect]", "ultimate": "[Ultimate]",
            "super_combo": "[Super Combo]", "dragon_ball": "[Dragon Ball]", "field": "[Field]", "revenge": "[Revenge]",
            "wormhole": "[Wormhole]", "warrior_of_universe_7": "[Warrior of Universe 7]", "token": "Token",
            "evolve": "[Evolve]", "ex_evolve": "[EX-Evolve]", "xeno_evolve": "[Xeno-Evolve]",
            "union_potara": "[Union-Potara]", "union_fusion": "[Union-Fusion]", "union_absorb": "[Union-Absorb]", "over_realm": "[Over Realm {}]", "dark_over_realm": "[Dark Over Realm {}]",
            "swap": "[Swap {}]"}
WHEN_WORDS = {"play": "When you play this card", "attack": "When this card attacks",
              "attacked": "When this card is attacked", "ko": "When this card is KO-ed",
              "damage": "When this card deals damage", "combo": "When you combo with this card",
              "turn_start": "At the beginning of your turn", "turn_end": "At the end of the turn",
              "battle_end": "At the end of a battle this card attacked in", "placed": "When this card is placed"}
TARGET_WORDS = {"self": "this card", "leader": "your Leader", "own_one": "up to 1 of your Leader or Battle cards",
                "own_all": "all your Battle cards", "opp_one": "up to 1 of your opponent's Battle cards",
                "opp_all": "all your opponent's Battle cards", "attacker": "the attacking card", "guard": "the guard card"}


def _target(op, default="opp_one") -> str:
    default = {"power": "self", "active": "self"}.get(op["op"], default)
    t = TARGET_WORDS[op.get("target", default)]
    if "max_power" in op:
        t += f" with {op['max_power']} power or less"
    if "max_cost" in op:
        t += f" with an energy cost of {op['max_cost']} or less"
    if op.get("rested"):
        t += " in Rest Mode"
    return t


def op_text(op: dict) -> str:
    k = op["op"]
    n = op.get("n", 1)
    if k == "draw":
        return f"draw {n_cards(n)}"
    if k == "power":
        until = "during the battle" if op.get("until") == "battle" else "for the turn"
        return f"{_target(op, 'self')} gets {n:+} power {until}"
    simple = {"ko": "KO {}", "rest": "switch {} to Rest Mode", "active": "switch {} to Active Mode",
              "bounce": "return {} to its owner's hand", "warp": "send {} to the Warp", "remove": "remove {} from the game"}
    if k in simple:
        return simple[k].format(_target(op))
    return {
        "energy_active": f"switch up to {n_cards(n)} of your energy to Active Mode",
        "charge_top": f"place the top {n_cards(n)} of your Deck in your Energy Area in Rest Mode",
        "life_add": f"add the top {n_cards(n)} of your Deck to your Life",
        "damage": f"deal {n} damage to your opponent's Life",
        "mill": f"place the top {n_cards(n)} of your Deck in your Drop Area",
        "drop_to_hand": f"add 1 {op.get('type', 'battle').title()} card"
                        + (f" with an energy cost of {op['max_cost']} or less" if "max_cost" in op else "")
                        + " from your Drop Area to your hand",
        "negate_attack": "negate the attack", "negate_play": "negate the play; that card goes to the Drop Area",
        "negate_counter": "negate that [Counter]",
        "token": f"play {n} {op.get('name', 'Fighter')} Token{'s' if n != 1 else ''} with {op.get('power', 5000)} power",
        "opp_discard": f"your opponent places {n_cards(n)} of their hand in their Drop Area",
        "take_control": f"gain control of {_target(op)}",
        "look": f"look at the top {n_cards(n)} of your Deck"
                + (f", add up to 1 {_take(op['take'])} among them to your hand" if op.get("take") else "")
                + ", and shuffle your Deck",
    }.get(k, k)


def _take(t) -> str:
    s = (f"<{t['character']}> " if t.get("character") else "") + (t.get("type") or "").title()
    s = (s + " card").strip()
    return s + (f" with an energy cost of {t['max_cost']} or less" if t.get("max_cost") is not None else "")


def _absorb(v) -> str:
    v = dict(v)
    froms = " or ".join("hand" if f == "hand" else "Drop Area" for f in v.get("from", ("hand",)))
    what = (f"<{v['character']}> " if v.get("character") else "") + "Battle card" + (
        f" with an energy cost of {v['max_cost']} or less" if v.get("max_cost") is not None else "")
    c = v.get("cost", 0)
    c = dict(c) if not isinstance(c, int) else {"total": c}
    cost = " ".join([f"({c.get('total', 0)})"] + [f"{n} {k}" for k, n in c.items() if k != "total" and n])
    return f" {cost}: Place 1 {what} from your {froms} on top of this card (it keeps this card's Mode and power)."


def ops_text(ops) -> str:
    """A list of operations as a card's text writes them: "Draw 2 cards, then ..."."""
    s = ", then ".join(op_text(o) for o in ops)
    return s[:1].upper() + s[1:] + "."


def skill_text(sk: dict) -> str:
    pre = []
    if sk.get("bond") is not None:
        pre.append(f"[Bond {sk['bond']}]")
    if sk.get("sparking") is not None:
        pre.append(f"[Sparking {sk['sparking']}]")
    if sk.get("once_per_turn"):
        pre.append("[Once per Turn]")
    if sk.get("burst") is not None:
        pre.append(f"[Burst {sk['burst']}]")
    kind = sk["kind"]
    cost = sk.get("cost")
    cost_s = ""
    if cost:
        c = cost if isinstance(cost, dict) else {"total": cost}
        cost_s = " ".join([f"({c.get('total', 0)})"] + [f"{v} {k}" for k, v in c.items() if k != "total" and v]) + ": "
    cond = ""
    if sk.get("life_at_most") is not None:
        cond = f"When your Life is at {sk['life_at_most']} or less: "
    if sk.get("dragon_balls") is not None:
        cond = f"When {sk['dragon_balls']} different [Dragon Ball] cards are in your Drop Area: "
    if kind == "permanent":
        who = {"self": "This card gets", "leader": "Your Leader gets", "own_all": "Your other Battle cards get"}[
            sk.get("target", "self")]
        return " ".join(pre + ["[Permanent]"]) + f" {cond}{who} {sk['power']:+} power."
    if "options" in sk:
        body = f"Choose {sk['choose']}: " + " / ".join("・" + ops_text(o) for o in sk["options"])
    else:
        body = ops_text(sk["do"]) if "do" in sk else ""
    head = {"auto": f"[Auto] {WHEN_WORDS.get(sk.get('when'), '')}:", "activate": f"[Activate: {sk.get('timing', 'main').title()}]",
            "counter": f"[Counter: {sk.get('counter', 'play').title()}]", "awaken": "[Awaken]",
            "wish": "[Wish]"}[kind]
    if kind == "wish":
        body = ("Turn this card over. " + body).strip()
    return " ".join(pre + [head]) + f" {cond}{cost_s}{body}".rstrip()


def card_text(card) -> str:
    """A card's text written from its keywords and skills (the face and the card list show it)."""
    parts = []
    for k, v in card.keywords:
        if k == "token":
            continue
        w = KW_WORDS.get(k, k)
        if k in ("evolve", "ex_evolve", "xeno_evolve"):
            w += f" <{v}>"
        elif k == "union_absorb":
            w += _absorb(v)
        elif k in ("union_potara", "union_fusion"):
            w += f" <{v[0]}> and <{v[1]}>"
        elif "{}" in w:
            w = w.format(v)
        parts.append(w)
    kws = " ".join(parts)
    lines = ([kws] if kws else []) + [skill_text(s) for s in card.skills]
    return "\n".join(lines)
