"""Refusals of Battle Spirits Eternal's own procedures (``engine.rules.eternal_*``) in words: the English
sentences (the engine's ``reason``, as they were) and the same refusals in Japanese and in the terms of the
Chinese manual (合體卡 Brave, 煌臨 Advent, 轉醒 Awaken, 幻象 Mirage, 召喚條件 Summon Condition, 契約 Contract,
能量 core, 核心卡 Nexus). Merged into ``engine.words.refusals.TABLES`` (every language has every key)."""
from __future__ import annotations


def _s(n) -> str:
    return "s" if n != 1 else ""


WHAT = {"en": {"brave": "Brave", "spirit": "Spirit", "brave_spirit": "Brave Spirit", "card": "card"},
        "ja": {"brave": "ブレイヴ", "spirit": "スピリット", "brave_spirit": "合体スピリット", "card": "カード"},
        "zh-Hant": {"brave": "合體卡", "spirit": "靈魂卡", "brave_spirit": "合體靈魂卡", "card": "卡牌"}}

EN = {
    "refuse_et_field_ref": lambda q: f"name the {WHAT['en'][q['what']]} by its place on your Field (field[i])",
    "refuse_et_no_field": lambda q: f"there is no {q['ref']} among your own cards on the Field",
    "refuse_et_no_hand": lambda q: f"there is no hand[{q['i']}]: the Hand has {q['n']} cards",
    "refuse_brave_onto_brave": lambda q: "a Brave cannot fuse onto a Brave or a Nexus in spirit state (E:FAQ-BRAVE Q1)",
    "refuse_brave_second": lambda q: f"{q['card']} already has a Brave: no second Brave fuses onto a Brave Spirit",
    "refuse_brave_condition": lambda q: f"{q['card']} does not meet {q['brave']}'s fusion condition",
    "refuse_et_cost_short": lambda q: f"{q['card']} costs {q['cost']} after reduction; you cannot pay it",
    "refuse_brave_no_place": lambda q: "a Brave summoned by direct fusion has no cores placed on it (they would be the Spirit's)",
    "refuse_advent_hand": lambda q: "a card Advents from your own Hand",
    "refuse_advent_onto": lambda q: "a card Advents onto one of your own Spirits",
    "refuse_advent_brave": lambda q: "a card Advents onto a Spirit, never onto a Brave or a Nexus in spirit state (E:FAQ-ADV Q2)",
    "refuse_advent_condition": lambda q: f"{q['card']} does not meet {q['other']}'s Advent condition",
    "refuse_advent_soul": lambda q: "the Advent moves your Soul Core, which is not on your Field, in your Reserve or in your Life",
    "refuse_advent_left": lambda q: (f"after the Soul Core moves, {q['left']} core{_s(q['left'])} would be left: fewer than "
                                     f"{q['card']}'s Lv1 cost (E:FAQ-ADV Q1)"),
    "refuse_awaken_own": lambda q: "you awaken one of your own cards on the Field",
    "refuse_awaken_no_b": lambda q: f"{q['card']} has no side B to awaken to",
    "refuse_locked_move": lambda q: (f"cores are not moved onto or off {q['card']} by hand: "
                                     "only its 《Oracle》 and effects naming it put cores there"),
    "refuse_gw_no_cores": lambda q: f"{q['card']} is deployed with no cores on it",
    "refuse_summon_condition": lambda q: f"{q['card']}'s Summon Condition does not hold, so it cannot be summoned",
    "refuse_mirage_cost": lambda q: f"the Mirage cost of {q['card']} is {q['cost']} after reduction; you cannot pay it",
    "refuse_mirage_offered": lambda q: f"the Mirage cost is {q['cost']} after reduction; {q['offered']} cores were offered",
    "refuse_contract_none": lambda q: f"there is no Contract card {q['id']!r} in your Deck",
}
JA = {
    "refuse_et_field_ref": lambda q: f"{WHAT['ja'][q['what']]}は自分のフィールドの位置（field[i]）で指定する",
    "refuse_et_no_field": lambda q: f"自分のフィールドのカードに{q['ref']}はない",
    "refuse_et_no_hand": lambda q: f"hand[{q['i']}]はない：手札は{q['n']}枚",
    "refuse_brave_onto_brave": lambda q: "スピリット状態のブレイヴやネクサスには合体できない",
    "refuse_brave_second": lambda q: f"{q['card']}にはすでにブレイヴが合体している：合体スピリットに2枚目は合体できない",
    "refuse_brave_condition": lambda q: f"{q['card']}は{q['brave']}の合体条件を満たさない",
    "refuse_et_cost_short": lambda q: f"{q['card']}のコストは軽減後{q['cost']}：支払えない",
    "refuse_brave_no_place": lambda q: "直接合体で召喚したブレイヴにはコアを置かない（置けばスピリットのコアになる）",
    "refuse_advent_hand": lambda q: "煌臨は自分の手札から行う",
    "refuse_advent_onto": lambda q: "煌臨は自分のスピリットに対して行う",
    "refuse_advent_brave": lambda q: "煌臨できるのはスピリットだけ：スピリット状態のブレイヴやネクサスには煌臨できない",
    "refuse_advent_condition": lambda q: f"{q['card']}は{q['other']}の煌臨条件を満たさない",
    "refuse_advent_soul": lambda q: "煌臨はソウルコアを動かすが、ソウルコアが自分のフィールド・リザーブ・ライフにない",
    "refuse_advent_left": lambda q: f"ソウルコアを動かすとコアが{q['left']}個になり、{q['card']}のLv1コストに足りない",
    "refuse_awaken_own": lambda q: "転醒するのは自分のフィールドのカード",
    "refuse_awaken_no_b": lambda q: f"{q['card']}には転醒する裏面がない",
    "refuse_locked_move": lambda q: f"{q['card']}には手でコアを置いたり取り除いたりできない：置けるのは《神託》とそれを指定する効果だけ",
    "refuse_gw_no_cores": lambda q: f"{q['card']}はコアを置かずに配置する",
    "refuse_summon_condition": lambda q: f"{q['card']}の召喚条件を満たしていないため、召喚できない",
    "refuse_mirage_cost": lambda q: f"{q['card']}のミラージュコストは軽減後{q['cost']}：支払えない",
    "refuse_mirage_offered": lambda q: f"ミラージュコストは軽減後{q['cost']}だが、{q['offered']}個のコアが出された",
    "refuse_contract_none": lambda q: f"デッキに契約カード{q['id']!r}はない",
}
ZH = {
    "refuse_et_field_ref": lambda q: f"以自己場上的位置（field[i]）指定{WHAT['zh-Hant'][q['what']]}",
    "refuse_et_no_field": lambda q: f"自己場上的卡牌中沒有{q['ref']}",
    "refuse_et_no_hand": lambda q: f"沒有 hand[{q['i']}]：手牌只有 {q['n']} 張",
    "refuse_brave_onto_brave": lambda q: "合體卡不能與處於靈魂卡狀態的合體卡或核心卡合體",
    "refuse_brave_second": lambda q: f"{q['card']}已有合體卡：合體靈魂卡不能再與第 2 張合體卡合體",
    "refuse_brave_condition": lambda q: f"{q['card']}不符合{q['brave']}的合體條件",
    "refuse_et_cost_short": lambda q: f"{q['card']}減輕後的費用為{q['cost']}：無法支付",
    "refuse_brave_no_place": lambda q: "以直接合體召喚的合體卡上不放置能量（那會是靈魂卡的能量）",
    "refuse_advent_hand": lambda q: "《煌臨》從自己的手牌進行",
    "refuse_advent_onto": lambda q: "《煌臨》對自己的靈魂卡進行",
    "refuse_advent_brave": lambda q: "只能對靈魂卡進行《煌臨》，不能對處於靈魂卡狀態的合體卡或核心卡進行",
    "refuse_advent_condition": lambda q: f"{q['card']}不符合{q['other']}的《煌臨》條件",
    "refuse_advent_soul": lambda q: "《煌臨》會移動靈魂能量，但靈魂能量不在自己的場上、預備區或生命值中",
    "refuse_advent_left": lambda q: f"移動靈魂能量後只剩 {q['left']} 個能量，少於{q['card']}的 Lv1 費用",
    "refuse_awaken_own": lambda q: "《轉醒》的是自己場上的卡牌",
    "refuse_awaken_no_b": lambda q: f"{q['card']}沒有可轉醒的背面",
    "refuse_locked_move": lambda q: f"不能以手動將能量放置到{q['card']}上或從其上移走：只有其《神託》及指定它的效果能放置能量",
    "refuse_gw_no_cores": lambda q: f"{q['card']}配置時不放置能量",
    "refuse_summon_condition": lambda q: f"不符合{q['card']}的《召喚條件》，因此無法召喚",
    "refuse_mirage_cost": lambda q: f"{q['card']}減輕後的《幻象》費用為{q['cost']}：無法支付",
    "refuse_mirage_offered": lambda q: f"減輕後的《幻象》費用為{q['cost']}，但提供了 {q['offered']} 個能量",
    "refuse_contract_none": lambda q: f"牌組中沒有契約卡{q['id']!r}",
}
BY_LANG = {"en": EN, "ja": JA, "zh-Hant": ZH}
