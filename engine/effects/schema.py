"""The effect language's vocabulary, and validation of card files against it.

Every error names the card and the key path (``ST-R05.effects[0].do[1].count``).
The language itself is documented, one example per construct, in docs/effects.md.
"""
from __future__ import annotations

from ..cards import COLORS, TYPES
from ..errors import DataError

# the steps a card may name ("at the start of your Core Step"): every step of the Battle Spirits
# rulesets; a ruleset's own steps are a subset (Saga and Eternal have no Second Main Step)
STEPS = ("start", "core", "draw", "refresh", "main", "attack", "second_main", "end")
KINDS = ("continuous", "triggered", "activated", "declared", "replacement", "keyword")
# kinds only another rule system plays (a Standard game never activates them): Saga's Burst (Saga 10-9)
SAGA_KINDS = ("burst",)
# "when one of your spirits is destroyed", "when your opponent destroys your spirit" (Saga 10-15-1),
# "after your opponent's attack reduces your Life" (Saga; in Eternal: after your Life is reduced);
# Eternal's: "after an opposing Spirit attacks", "after the opponent summons a Spirit" (E:爆烈)
BURST_WHENS = ("spirit_destroyed", "spirit_destroyed_by_opponent", "life_reduced", "opponent_attacks",
               "opponent_summons")
TRIGGERS = (
    "summoned", "deployed", "attacking", "blocking", "destroyed", "destroyed_by_opponent", "exhausted",
    "refreshed", "leaves_field", "step_start", "main_start", "end_step", "battle_end",
    "spirit_summoned", "spirit_destroyed", "spirit_returned", "threshold",
    "depleted", "depleted_by_opponent", "destroyed_in_battle", "battle_resolution", "step_end", "turn_end",
    "fused", "awakened", "advented", "manifested",  # Eternal: when this Brave fuses (合體時), when this Spirit Awakens (docs/eternal-effects.md)
    "after_battle",  # Eternal: 「戰鬥結束後」 after the battle, once its durations have ended (E26, E:戰鬥步驟 ⑦)
)
# triggers of the card itself that fire while it is leaving the Field (9-3-3)
PENDING_TRIGGERS = ("destroyed", "destroyed_by_opponent", "leaves_field", "depleted", "depleted_by_opponent",
                    "destroyed_in_battle")
LIMITS = ("once_per_turn", "unstackable", "unstackable_once_per_turn",
          "once_per_turn_name", "once_per_game")  # Eternal: 〔每回合 1 次：同名〕, once per game (E18)
TIMINGS = ("main", "flash")
WHO = ("choose", "this", "that", "each", "chosen")
SIDES = ("you", "opponent", "any")
AREAS = ("field", "hand", "trash")
OPS = ("draw", "discard", "destroy", "exhaust", "heavy_exhaust", "refresh", "return", "cores", "bp",
       "restrict", "summon", "deploy", "reveal", "win", "select", "pay", "negate", "lv_cost", "symbol",
       "token", "feast", "x", "view", "attack_spirit",  # Saga 4-12, 11-17, 4-6, 12-3, 10-10 (token: Eternal too)
       "count", "seal", "u_trigger", "hand_side", "awaken",  # Eternal (docs/eternal-effects.md)
       "by_doing", "exchange", "stay", "under")  # Eternal's general rules: E14, E19, FAQ-STATE Q3, FAQ-ADV Q3
CORE_PLACES = ("void", "reserve", "life", "trash", "this", "that", "target")
RESTRICTIONS = ("attack", "block", "be_chosen", "be_returned")
LINKS = ("then", "if_you_do", "after")
THRESHOLD_VALUES = ("life", "reserve", "hand", "trash_cores")
CONTINUOUS_OPS = ("bp", "cost", "restrict", "unaffected")  # unaffected: Eternal 「不受對手效果影響」 (E13)
KEYWORDS = ("clash", "brace")
ETERNAL_KEYWORDS = ("trigger_counter",)  # Eternal: 【Trigger Counter】 (engine.effects.eternal_counter)
SAGA_KEYWORDS = ("confront", "armor", "swift", "crush", "gale", "blessed", "curse", "raid", "astral", "at_field", "luster", "immortal",
                 "awaken", "ascend", "agile", "link")  # Saga 11-2, 11-5 (``colors``), 11-9, 11-11 (``plus``), 11-10 (``value``), 11-7, 11-3, 11-12 (``value``), 11-14 (``turn``), 11-13, 11-6, 11-4 (``of``)
REPLACEABLE = ("destroyed", "returned", "exhausted")  # events a replacement effect may replace (9-1-8)
# keywords with a parameter, [Name: value] (12-1-2): what the value is
KEYWORD_VALUES = {"brace": "a number of BP", "gale": "a number of spirits", "raid": "a number of times per turn"}

EFFECT_KEYS = {
    "continuous": {"apply", "condition"},
    "triggered": {"when", "step", "whose", "exclude_this", "value", "at_least", "at_most", "filter", "do",
                  "condition"},
    "activated": {"timing", "cost", "do", "condition"},
    "declared": {"timing", "do", "condition"},
    "replacement": {"replaces", "target", "instead", "condition"},
    "keyword": {"name", "value", "colors", "plus", "turn", "of"},
}
COMMON_KEYS = {"kind", "text", "levels", "super_unleash", "during", "limit",
               "brave", "oc", "set", "forms"}  # Eternal: 【合體中】 (while fused), 【OC中】 (Over Count), 【設置中】 (a set Mirage)
SELECTOR_KEYS = {"who", "area", "owner", "type", "colors", "family", "cost", "bp", "level", "state", "symbols",
                 "exclude_this", "count", "up_to", "name", "kind",  # kind: an Eternal sub-kind (grand_walker ...)
                 "exact_colors"}  # Eternal 「紅色單色」: the card's colours are exactly ``colors`` (E20)
STEP_KEYS = {
    "draw": {"count", "player"},
    "discard": {"count", "player", "random"},
    "destroy": {"target"},
    "exhaust": {"target"},
    "heavy_exhaust": {"target"},
    "refresh": {"target"},
    "return": {"target", "to"},
    "cores": {"count", "from", "to", "player", "target", "soul", "all"},
    "bp": {"target", "amount", "duration"},
    "restrict": {"target", "what", "duration"},
    "summon": {"from", "target", "pay"},
    "deploy": {"from", "target", "pay"},
    "reveal": {"count", "take", "rest", "player"},
    "win": set(),
    "select": {"target"},
    "pay": {"count"},
    "negate": {"target", "duration"},
    "lv_cost": {"target", "amount", "duration"},
    "symbol": {"target", "color", "duration"},
    "token": {"token", "count", "card", "cores"},  # token: the data (Saga); card, cores: a Token card (Eternal)
    "feast": set(),
    "x": {"min", "max"},
    "view": {"count", "take"},
    "attack_spirit": {"target"},
    "count": {"amount"}, "seal": set(), "awaken": set(), "u_trigger": {"hit"}, "hand_side": {"count"},
    "by_doing": {"by", "do"}, "exchange": {"target"}, "stay": {"target", "state"},
    "under": {"target", "from", "count", "face"},
}
STEP_COMMON = {"op", "link", "may", "must", "text", "chain",  # chain: 【Chain: colour】, Saga 11-15
               "unpreventable"}  # Eternal 「無法被防止」: reaches cards unaffected by its player's effects (E13)
CONDITION_KEYWORDS = ("immortal", "ascend", "link")  # [Name: condition] (Saga 11-4-2, 11-8-2, 11-18-2): ``of``


def validate_effects(effects, where: str) -> None:
    """Check a card's ``effects`` list; raise DataError naming the key path."""
    for i, eff in enumerate(effects):
        _effect(eff, f"{where}[{i}]")


def _need(cond, path, msg):
    if not cond:
        raise DataError(path, msg)


def _keys(d, allowed, path):
    _need(isinstance(d, dict), path, "must be a mapping")
    for k in d:
        _need(k in allowed, f"{path}.{k}", f"unknown key (allowed: {', '.join(sorted(allowed))})")


MAX_NUMBER = 1_000_000  # counts, amounts and thresholds: far above any card, far below what hangs the game


def _whole(v) -> bool:
    """A whole number (true/false are not numbers here, although Python counts them as such)."""
    return isinstance(v, int) and not isinstance(v, bool)


def _int(v, path, signed=False):
    _need(_whole(v), path, "must be a whole number")
    _need(signed or v >= 0, path, "must be 0 or more")
    _need(-MAX_NUMBER <= v <= MAX_NUMBER, path, f"must be at most {MAX_NUMBER:,} (in size)")


def _text(d, key, path):
    if key in d:
        _need(isinstance(d[key], str), f"{path}.{key}", "must be a text")


def _range(v, path):
    if _whole(v):
        _int(v, path, signed=True)
        return
    _keys(v, {"min", "max"}, path)
    for k, x in v.items():
        _int(x, f"{path}.{k}")


def _effect(eff, path):
    _need(isinstance(eff, dict), path, "an effect is a mapping with 'kind'")
    kind = eff.get("kind")
    if kind in SAGA_KINDS:
        _keys(eff, {"kind", "text", "when", "do"}, path)
        _need(eff.get("when") in BURST_WHENS, f"{path}.when", f"must be one of {', '.join(BURST_WHENS)}")
        _steps(eff.get("do"), f"{path}.do")
        return
    _need(kind in KINDS, f"{path}.kind", f"must be one of {', '.join(KINDS + SAGA_KINDS)}")
    _keys(eff, COMMON_KEYS | EFFECT_KEYS[kind], path)
    _text(eff, "text", path)
    if "super_unleash" in eff:
        _need(isinstance(eff["super_unleash"], bool), f"{path}.super_unleash", "must be true or false")
    if "levels" in eff:
        lv = eff["levels"]
        _need(isinstance(lv, (list, tuple)) and lv and all(_whole(x) and x >= 1 for x in lv),
              f"{path}.levels", "must be a list of levels like [1, 2]")
    if "during" in eff:
        _need(eff["during"] in ("attack", "block"), f"{path}.during", "must be attack or block")
    if "limit" in eff:
        _need(eff["limit"] in LIMITS, f"{path}.limit", f"must be one of {', '.join(LIMITS)}")
    for k in ("brave", "oc", "set"):
        if k in eff:
            _need(isinstance(eff[k], bool) or (k == "brave" and eff[k] in ("left", "right", "spirit", "nexus")), f"{path}.{k}",
                  "must be true or false" + (" (or left / right: a Demon-God Brave's side; spirit / nexus: a Myth "
                                             "Brave's host)" if k == "brave" else ""))
    if "forms" in eff:  # Eternal: 【靈魂卡】 / 【魂狀態】 of a Contract card (engine.rules.eternal_soul)
        _need(kind == "activated" and isinstance(eff["forms"], list) and eff["forms"]
              and all(f in ("spirit", "soul") for f in eff["forms"]), f"{path}.forms",
              "is a list of spirit / soul, on an activated effect (【靈魂卡】 on the Field, 【魂狀態】 in the soul state)")
    if "condition" in eff:
        _condition(eff["condition"], f"{path}.condition")
    if kind == "triggered":
        when = eff.get("when")
        _need(when in TRIGGERS, f"{path}.when", f"must be one of {', '.join(TRIGGERS)}")
        if when in ("step_start", "step_end"):
            _need(eff.get("step") in STEPS, f"{path}.step", f"must be one of {', '.join(STEPS)}")
        if "whose" in eff:
            _need(eff["whose"] in SIDES, f"{path}.whose", "must be you, opponent or any")
        if when == "threshold":
            _need(eff.get("value") in THRESHOLD_VALUES, f"{path}.value",
                  f"must be one of {', '.join(THRESHOLD_VALUES)}")
            _need(("at_least" in eff) != ("at_most" in eff), path, "a threshold has at_least or at_most")
            for k in ("at_least", "at_most"):
                if k in eff:
                    _int(eff[k], f"{path}.{k}")
        if "exclude_this" in eff:
            _need(isinstance(eff["exclude_this"], bool), f"{path}.exclude_this", "must be true or false")
        if "filter" in eff:
            _selector(eff["filter"], f"{path}.filter")
        _steps(eff.get("do"), f"{path}.do")
    elif kind in ("activated", "declared"):
        t = eff.get("timing", ["main"])
        _need(isinstance(t, (list, tuple)) and t and all(x in TIMINGS for x in t), f"{path}.timing",
              "must be [main], [flash] or [main, flash]")
        if kind == "activated":
            _steps(eff.get("cost", []), f"{path}.cost", allow_empty=True)
        _steps(eff.get("do"), f"{path}.do")
    elif kind == "replacement":
        _need(eff.get("replaces") in REPLACEABLE, f"{path}.replaces", f"must be one of {', '.join(REPLACEABLE)}")
        if "target" in eff:
            _selector(eff["target"], f"{path}.target")
        _steps(eff.get("instead"), f"{path}.instead")
    elif kind == "continuous":
        _continuous(eff.get("apply"), f"{path}.apply")
    elif kind == "keyword":
        name = eff.get("name")
        _need(name in KEYWORDS + SAGA_KEYWORDS + ETERNAL_KEYWORDS, f"{path}.name",
              f"must be one of {', '.join(KEYWORDS + SAGA_KEYWORDS + ETERNAL_KEYWORDS)}")
        if name in KEYWORD_VALUES:
            _need("value" in eff, f"{path}.value", f"[{name.title()}: N] needs its value ({KEYWORD_VALUES[name]})")
            _int(eff["value"], f"{path}.value")
        else:
            _need("value" not in eff, f"{path}.value", f"[{name.title()}] has no value")
        if name == "armor":
            cs = eff.get("colors")
            _need(isinstance(cs, (list, tuple)) and cs and all(c in COLORS for c in cs), f"{path}.colors",
                  f"【Armor】 lists one or more colours of {', '.join(COLORS)}")
        else:
            _need("colors" not in eff, f"{path}.colors", "only 【Armor】 lists colours")
        if name in CONDITION_KEYWORDS:  # Saga 11-4-2, 11-8-2, 11-18-2: 【Name: the condition of a spirit】
            _need(isinstance(eff.get("of"), dict), f"{path}.of", f"【{name.title()}】 needs the condition of a spirit ('of')")
            _selector(eff["of"], f"{path}.of")
        else:
            _need("of" not in eff, f"{path}.of", "only 【Immortal】, 【Ascend】 and 【Link】 have a condition 'of'")
        if "turn" in eff:  # Saga 11-14-2: 【Astral】's active timing
            _need(name == "astral", f"{path}.turn", "only 【Astral】 has an active timing")
            _need(eff["turn"] in ("yours", "opponents"), f"{path}.turn", "must be yours or opponents")
        if "plus" in eff:
            _need(name == "crush", f"{path}.plus", "only 【Crush】 has +m")
            _int(eff["plus"], f"{path}.plus")


def _condition(c, path):
    _keys(c, {"count", "your_life", "opponent_life", "your_reserve", "your_hand", "your_count", "sealed"}, path)
    if "sealed" in c:  # Eternal 《封印中》: your Soul Core is in your Life
        _need(isinstance(c["sealed"], bool), f"{path}.sealed", "must be true or false")
    if "count" in c:
        _keys(c["count"], {"of", "min", "max"}, f"{path}.count")
        for k in ("min", "max"):
            if k in c["count"]:
                _int(c["count"][k], f"{path}.count.{k}")
        _selector(c["count"].get("of", {}), f"{path}.count.of")
    for k in ("your_life", "opponent_life", "your_reserve", "your_hand", "your_count"):
        if k in c:
            _range(c[k], f"{path}.{k}")


def _continuous(a, path):
    _need(isinstance(a, dict), path, "a continuous effect has apply: {op: bp|cost|restrict, ...}")
    op = a.get("op")
    _need(op in CONTINUOUS_OPS, f"{path}.op", f"must be one of {', '.join(CONTINUOUS_OPS)}")
    _keys(a, {"op", "target", "amount", "what"}, path)
    if op == "unaffected":  # this card is unaffected by the opponent's effects (E13)
        _need(set(a) == {"op"}, path, "unaffected takes no other key: this card, the opponent's effects")
        return
    if "target" in a:
        _selector(a["target"], f"{path}.target")
    if op in ("bp", "cost"):
        _int(a.get("amount"), f"{path}.amount", signed=True)
    else:
        _need(a.get("what") in RESTRICTIONS, f"{path}.what", f"must be one of {', '.join(RESTRICTIONS)}")


def _steps(steps, path, allow_empty=False):
    _need(isinstance(steps, (list, tuple)) and (steps or allow_empty), path, "must be a list of steps")
    for i, st in enumerate(steps):
        _step(st, f"{path}[{i}]")


def _step(st, path):
    _need(isinstance(st, dict), path, "a step is a mapping with 'op'")
    op = st.get("op")
    _need(op in OPS, f"{path}.op", f"must be one of {', '.join(OPS)}")
    _keys(st, STEP_COMMON | STEP_KEYS[op], path)
    _text(st, "text", path)
    if "chain" in st:
        _need(st["chain"] in COLORS, f"{path}.chain", f"【Chain】 names a colour: one of {', '.join(COLORS)}")
    if op == "token" and "card" not in st:
        _need(isinstance(st.get("token"), dict), f"{path}.token",
              "a token step gives the token's card data (token: {...}) or a Token card's id (card: ID, Eternal)")
        from ..cards import card_from_data

        card_from_data(dict(st["token"], token=True), f"{path}.token")
    if "link" in st:
        _need(st["link"] in LINKS, f"{path}.link", f"must be one of {', '.join(LINKS)}")
    for k in ("may", "must", "random", "soul", "all", "unpreventable"):
        if k in st:
            _need(isinstance(st[k], bool), f"{path}.{k}", "must be true or false")
    if "count" in st and st["count"] != "x":  # x: the number chosen by an earlier {op: x} (Saga 4-6)
        _int(st["count"], f"{path}.count")
    if op == "x":
        _int(st.get("max"), f"{path}.max")
        _int(st.get("min", 0), f"{path}.min")
        _need(st.get("min", 0) <= st["max"] <= 20, f"{path}.max", "X is chosen from min to max (at most 20)")
    if op == "view" and "take" in st:
        _selector(st["take"], f"{path}.take")
    if "player" in st:
        if op in ("cores", "draw"):
            _need(st["player"] in ("you", "opponent", "each"), f"{path}.player", "must be you, opponent or each")
            _need(st["player"] != "each" or op != "cores" or not {"this", "that", "target"} & {st.get("from"), st.get("to")},
                  f"{path}.player", "each moves cores between zones (void, reserve, life, trash), not cards")
        else:
            _need(st["player"] in ("you", "opponent"), f"{path}.player", "must be you or opponent")
    if "target" in st:
        _selector(st["target"], f"{path}.target")
    if op == "return":
        _need(st.get("to", "hand") in ("hand", "deck_top", "deck_bottom"), f"{path}.to",
              "must be hand, deck_top or deck_bottom")
    if op == "cores":
        for k in ("from", "to"):
            _need(st.get(k) in CORE_PLACES, f"{path}.{k}", f"must be one of {', '.join(CORE_PLACES)}")
        _need("target" in st or "target" not in (st.get("from"), st.get("to")), f"{path}.target",
              "from/to 'target' needs a target selector")
    if op == "bp" and st.get("amount") != "x":
        _int(st.get("amount"), f"{path}.amount", signed=True)
        _need(st.get("duration", "turn") in ("turn", "battle"), f"{path}.duration", "must be turn or battle")
    if op in ("negate", "lv_cost", "symbol"):
        _need(st.get("duration", "turn") in ("turn", "battle"), f"{path}.duration", "must be turn or battle")
    if op == "lv_cost":
        _int(st.get("amount"), f"{path}.amount", signed=True)
    if op == "symbol":
        _need(st.get("color") in COLORS, f"{path}.color", f"must be one of {', '.join(COLORS)}")
    if op == "restrict":
        _need(st.get("what") in RESTRICTIONS, f"{path}.what", f"must be one of {', '.join(RESTRICTIONS)}")
        _need(st.get("duration", "turn") in ("turn", "battle"), f"{path}.duration", "must be turn or battle")
    if op in ("summon", "deploy"):
        _need(st.get("from", "hand") in ("hand", "trash"), f"{path}.from", "must be hand or trash")
        _need(isinstance(st.get("pay", False), bool), f"{path}.pay", "must be true or false")
    if op == "count":
        _int(st.get("amount"), f"{path}.amount", signed=True)
    if op == "u_trigger":
        _steps(st.get("hit"), f"{path}.hit")
    if op == "by_doing":
        for k in ("by", "do"):
            _need(isinstance(st.get(k), dict), f"{path}.{k}", "by doing X (by: a step), do Y (do: a step)")
            _step(st[k], f"{path}.{k}")
    if op == "under":
        _need(st.get("from", "deck_top") == "deck_top", f"{path}.from", "must be deck_top")
        _need(st.get("face", "down") == "down", f"{path}.face", "must be down (face-up sources are Advent's)")
        _int(st.get("count", 1), f"{path}.count")
    if op == "stay":
        _need(st.get("state", "exhausted") in ("exhausted", "refresh"), f"{path}.state", "must be exhausted or refresh")
    if op == "token" and "card" in st:
        _need(isinstance(st.get("card"), str) and "token" not in st, f"{path}.card",
              "names the Token card by its id (and then gives no token data)")
        if "cores" in st:
            _int(st["cores"], f"{path}.cores")
    if op == "reveal":
        if "take" in st:
            _selector(st["take"], f"{path}.take")
        _need(st.get("rest", "trash") in ("trash", "deck_bottom", "deck_top", "hand"), f"{path}.rest",
              "must be trash, deck_bottom, deck_top or hand")


def _selector(s, path):
    _keys(s, SELECTOR_KEYS, path)
    if "who" in s:
        _need(s["who"] in WHO, f"{path}.who", f"must be one of {', '.join(WHO)}")
    if "area" in s:
        _need(s["area"] in AREAS, f"{path}.area", f"must be one of {', '.join(AREAS)}")
    if "owner" in s:
        _need(s["owner"] in SIDES, f"{path}.owner", "must be you, opponent or any")
    if "type" in s:
        t = s["type"] if isinstance(s["type"], (list, tuple)) else [s["type"]]
        _need(all(x in TYPES for x in t), f"{path}.type", "must be spirit, nexus or magic (or a list)")
    if "colors" in s:
        c = s["colors"] if isinstance(s["colors"], (list, tuple)) else [s["colors"]]
        _need(all(x in COLORS for x in c), f"{path}.colors", "must be colours")
    if "state" in s:
        _need(s["state"] in ("refresh", "exhausted"), f"{path}.state", "must be refresh or exhausted")
    if s.get("exact_colors"):
        _need("colors" in s, f"{path}.exact_colors", "names the colours with colors: (mono-red: colors: [red])")
    for k in ("cost", "bp", "level", "symbols"):
        if k in s:
            _range(s[k], f"{path}.{k}")
    for k in ("family", "name", "kind"):
        _text(s, k, path)
    if "count" in s:
        _int(s["count"], f"{path}.count")
    for k in ("exclude_this", "up_to", "exact_colors"):
        if k in s:
            _need(isinstance(s[k], bool), f"{path}.{k}", "must be true or false")
