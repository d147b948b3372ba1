"""English words for this game's events and prompts (its own message keys, ``db_*``).

The game emits structure (``engine.events.Event`` with a key and params); this table writes the sentences, in
the manual's terms (Leader, Battle Area, Energy, Life, Drop, Warp, Active/Rest Mode, combo, KO). It registers
itself with ``engine.words.en`` so an event's ``text`` (and any language without these keys) reads English.
"""
from __future__ import annotations

from ..words import en

AREA = {"deck": "Deck", "hand": "hand", "drop": "Drop Area", "leader": "Leader Area", "battle": "Battle Area",
        "combo": "Combo Area", "energy": "Energy Area", "life": "Life", "warp": "Warp", "removed": "outside the game"}
PHASE = {"charge": "Charge Phase", "main": "Main Phase", "end": "End Phase", "attack": "Attack",
         "offense": "Offense Step", "defense": "Defense Step", "damage": "Damage Step", "setup": "Game Preparation"}
HOW = {"life_zero": "no Life left", "deck_out": "no cards left in the Deck", "concession": "surrender",
       "victory_strike": "[Victory Strike]", "endless_loop": "an infinite loop no player can stop"}


def p(x) -> str:
    return en.pname(x)


def n_cards(n: int) -> str:
    return en.plural(n, "card")


def _over(q):
    how = HOW.get(q.get("how"), q.get("how"))
    if q.get("player") in (0, 1):
        return f"{p(q['player'])} wins the game ({how}, rule {q['rule']})"
    return f"the game is a draw ({how}, rule {q['rule']})"


TEMPLATES = {
    "db_first": lambda q: f"{p(q['player'])} is chosen at random to go first (rule D 5-2-1-5)",
    "db_leader": lambda q: f"{p(q['player'])} places {q['card']} in the Leader Area",
    "db_draw": lambda q: f"{p(q['player'])} draws {n_cards(q['n'])}",
    "db_mulligan": lambda q: f"{p(q['player'])} returns {n_cards(q['n'])} to the Deck, shuffles and draws {q['n']}",
    "db_keep": lambda q: f"{p(q['player'])} keeps their hand",
    "db_life": lambda q: f"{p(q['player'])} places the top {n_cards(q['n'])} of the Deck in the Life Area",
    "db_turn": lambda q: f"Turn {q['turn']}: {p(q['player'])}'s turn begins",
    "db_phase": lambda q: f"{PHASE.get(q['phase'], q['phase'])} of {p(q['player'])}",
    "db_ready": lambda q: f"{p(q['player'])} switches their Rest Mode cards to Active Mode",
    "db_no_draw": lambda q: f"{p(q['player'])} plays first and does not draw on the first turn (rule D 6-2-3)",
    "db_charge": lambda q: f"{p(q['player'])} places {q['card']} in the Energy Area",
    "db_play": lambda q: f"{p(q['player'])} plays {q['card']}" + (f" ({q['how']})" if q.get("how") else "")
                         + (f", resting {n_cards(q['paid'])} of energy" if q.get("paid") else ""),
    "db_declare": lambda q: f"{p(q['player'])} declares playing {q['card']}",
    "db_evolve": lambda q: f"{q['card']} evolves from {q['other']}",
    "db_activate": lambda q: f"{p(q['player'])} activates {q['card']}" + (f" ({q['skill']})" if q.get("skill") else ""),
    "db_field": lambda q: f"{q['card']} stays in the Battle Area ([Field])",
    "db_awaken": lambda q: f"{p(q['player'])}'s Leader awakens: {q['other']} turns over to {q['card']}",
    "db_attack": lambda q: f"{q['card']} attacks {q['other']}",
    "db_block": lambda q: f"{q['card']} becomes the guard card ([Blocker])",
    "db_counter": lambda q: f"{p(q['player'])} activates {q['card']} ([Counter: {q['timing'].title()}])",
    "db_negated": lambda q: f"{q['card']}'s {q['what']} is negated",
    "db_combo": lambda q: f"{p(q['player'])} combos with {q['card']} (+{q['power']} power)",
    "db_step": lambda q: f"{PHASE.get(q['step'], q['step'])}",
    "db_compare": lambda q: f"{q['card']} ({q['a']}) against {q['other']} ({q['b']})",
    "db_damage": lambda q: f"{p(q['player'])} takes {q['n']} damage: {n_cards(q['n'])} from Life to the "
                           + ("Drop Area ([Critical])" if q.get("critical") else "hand"),
    "db_ko": lambda q: f"{q['card']} is KO-ed",
    "db_to_drop": lambda q: f"{q['card']} is placed in the Drop Area" + (f" ({q['why']})" if q.get("why") else ""),
    "db_indestructible": lambda q: f"{q['card']} is [Indestructible]: it is not KO-ed",
    "db_power": lambda q: f"{q['card']} gets {q['n']:+} power" + (" this battle" if q.get("until") == "battle" else " this turn"),
    "db_rest": lambda q: f"{q['card']} switches to Rest Mode",
    "db_active": lambda q: f"{q['card']} switches to Active Mode",
    "db_bounce": lambda q: f"{q['card']} returns to its owner's hand",
    "db_warp": lambda q: f"{q['card']} is sent to the Warp",
    "db_realm": lambda q: f"{p(q['player'])} sends {n_cards(q['n'])} from the Drop Area to the Warp",
    "db_remove": lambda q: f"{q['card']} is removed from the game",
    "db_energy_active": lambda q: f"{p(q['player'])} switches {n_cards(q['n'])} of energy to Active Mode",
    "db_charge_top": lambda q: f"{p(q['player'])} places the top {n_cards(q['n'])} of the Deck in the Energy Area",
    "db_life_add": lambda q: f"{p(q['player'])} adds the top {n_cards(q['n'])} of the Deck to Life",
    "db_mill": lambda q: f"{p(q['player'])} places the top {n_cards(q['n'])} of the Deck in the Drop Area",
    "db_burst": lambda q: f"[Burst {q['n']}] of {q['card']}: {p(q['player'])} places the top {n_cards(q['n'])} of the Deck in the Drop Area",
    "db_to_hand": lambda q: f"{p(q['player'])} adds {q['card']} from the Drop Area to the hand",
    "db_discard": lambda q: f"{p(q['player'])} places {q['card']} from the hand in the Drop Area",
    "db_token": lambda q: f"{p(q['player'])} plays {q['card']} (a token)",
    "db_auto": lambda q: f"[Auto] of {q['card']} activates",
    "db_skill_fails": lambda q: f"the skill of {q['card']} cannot be carried out",
    "db_revenge": lambda q: f"[Revenge] of {q['card']}: {q['other']} is KO-ed",
    "db_dual": lambda q: f"{q['card']} switches to Active Mode ([{q['kw']}])",
    "db_battle_end": lambda q: "the battle ends",
    "db_combo_drop": lambda q: f"{p(q['player'])}'s combo cards go to the Drop Area",
    "db_power_zero": lambda q: f"{q['card']} has 0 power or less and is placed in the Drop Area (rule D 9-5)",
    "db_invalid_combo": lambda q: f"{q['card']} is in the Combo Area outside a battle and is placed in the Drop Area (rule D 9-3)",
    "db_over_realm_end": lambda q: f"{q['card']} was played with [Over Realm] and is sent to the Warp at the end of the turn",
    "db_swap": lambda q: f"[Swap] of {q['card']}: {q['other']} is played and {q['card']} returns to the hand",
    "db_choose": lambda q: f"{p(q['player'])} chooses {q['what']}",
    "db_end_turn": lambda q: f"{p(q['player'])}'s turn ends",
    "db_concede": lambda q: f"{p(q['player'])} surrenders",
    "db_over": _over,
    "db_loop": lambda q: "the same actions would repeat forever and no player can stop them (rule D 11-1-2)",
    # prompts
    "db_ask_mulligan": lambda q: "return any number of cards to the Deck and draw as many, or keep (rule D 5-2-1-6)",
    "db_ask_charge": lambda q: "place a card from your hand in the Energy Area, or go on (rule D 6-2-5)",
    "db_ask_target": lambda q: f"{q['card']}: choose {q['what']}",
    "db_ask_option": lambda q: f"{q['card']}: choose {q['n']} of its options (rule D 10-27)",
    "db_ask_hidden": lambda q: f"{p(q['player'])} is choosing",
}

if TEMPLATES not in en.GAME_WORDS:
    en.GAME_WORDS.append(TEMPLATES)


# ---------------------------------------------------------------------- card text from the effect language
KW_WORDS = {"blocker": "[Blocker]", "critical": "[Critical]", "double_strike": "[Double Strike]",
            "triple_strike": "[Triple Strike]", "quadruple_strike": "[Quadruple Strike]", "dual_attack": "[Dual Attack]",
            "triple_attack": "[Triple Attack]", "barrier": "[Barrier]", "indestructible": "[Indestructible]",
            "victory_strike": "[Victory Strike]", "deflect": "[Deflect]", "ultimate": "[Ultimate]",
            "super_combo": "[Super Combo]", "dragon_ball": "[Dragon Ball]", "field": "[Field]", "revenge": "[Revenge]",
            "wormhole": "[Wormhole]", "warrior_of_universe_7": "[Warrior of Universe 7]", "token": "Token",
            "evolve": "[Evolve]", "ex_evolve": "[EX-Evolve]", "xeno_evolve": "[Xeno-Evolve]",
            "union_potara": "[Union-Potara]", "over_realm": "[Over Realm {}]", "dark_over_realm": "[Dark Over Realm {}]",
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
    }.get(k, k)


def _ops(ops) -> str:
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
    if kind == "permanent":
        who = {"self": "This card gets", "leader": "Your Leader gets", "own_all": "Your other Battle cards get"}[
            sk.get("target", "self")]
        return " ".join(pre + ["[Permanent]"]) + f" {cond}{who} {sk['power']:+} power."
    if "options" in sk:
        body = f"Choose {sk['choose']}: " + " / ".join("・" + _ops(o) for o in sk["options"])
    else:
        body = _ops(sk["do"]) if "do" in sk else ""
    head = {"auto": f"[Auto] {WHEN_WORDS.get(sk.get('when'), '')}:", "activate": f"[Activate: {sk.get('timing', 'main').title()}]",
            "counter": f"[Counter: {sk.get('counter', 'play').title()}]", "awaken": "[Awaken]"}[kind]
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
        elif k == "union_potara":
            w += f" <{v[0]}> and <{v[1]}>"
        elif "{}" in w:
            w = w.format(v)
        parts.append(w)
    kws = " ".join(parts)
    lines = ([kws] if kws else []) + [skill_text(s) for s in card.skills]
    return "\n".join(lines)
