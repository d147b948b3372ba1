"""Words of the later Saga mechanics (tokens, 【Chain】, 【Awaken】, 【Ascend】, 【Agile】, 【Feast】,
【Link】, revealing and viewing), in every language; ``engine.words`` adds them to each language's
templates. Keyword names in Japanese and Chinese are this project's own renderings."""
from __future__ import annotations

from . import en, ja, zh_hant
from .en import pname as P, plural

HOW_EN = {"destroyed": "is destroyed", "to_hand": "leaves the Field", "to_deck": "leaves the Field",
          "to_deck_bottom": "leaves the Field"}

EN = {
    "saga_token_created": lambda q: f"{q['label']}: {P(q['player'])} summons the token {q['card']} ({q['rule']})",
    "saga_token_removed": lambda q: (f"the token {q['card']} {HOW_EN.get(q['how'], 'leaves the Field')}"
                                     + (" (self-destroyed)" if q.get("own") else "")
                                     + " and is removed from the game"
                                     + (f"; {plural(q['cores_n'], 'core')} to the Reserve" if q['cores_n'] else "")
                                     + f" ({q['rule']})"),
    "saga_feast_cost": lambda q: (f"【Feast】: {q['card']} puts its {plural(q['n'], 'core')} into the Reserve as the "
                                  f"cost of a bigger token ({q['rule']})"),
    "saga_ask_feast": lambda q: f"{q['label']}: choose the Supsprite Token to grow",
    "saga_chain": lambda q: f"【Chain: {q['color']}】 of {q['label']}: {P(q['player'])} has a {q['color']} symbol, so it continues ({q['rule']})",
    "saga_chain_inactive": lambda q: (f"【Chain: {q['color']}】 of {q['label']}: {P(q['player'])} has no {q['color']} "
                                      f"symbol, so it does not continue ({q['rule']})"),
    "saga_awaken": lambda q: f"【Awaken】 of {q['card']}: {P(q['player'])} moves {plural(q['n'], 'core')} onto it from their other cards ({q['rule']})",
    "saga_ascend": lambda q: (f"【Ascend】 of {q['card']}: the {plural(q['n'], 'core')} of {q['other']} "
                              f"{'goes' if q['n'] == 1 else 'go'} to {P(q['player'])}'s Reserve ({q['rule']})"),
    "saga_agile": lambda q: (f"【Agile】 of {q['card']}: {P(q['player'])} returns {q['other']} to the Hand and "
                             f"summons {q['card']} ({q['rule']})"),
    "saga_ask_agile": lambda q: f"the battle of {q['card']} ended: summon a spirit with 【Agile】 in its place, or none",
    "saga_agile_unpaid": lambda q: f"【Agile】 of {q['card']}: its cost cannot be paid, so it is not summoned ({q['rule']})",
    "saga_link": lambda q: (f"【Link】: {P(q['player'])} exhausts {q['card']} and links it to {q['other']}, which "
                            f"gains {q['bp']} BP and {plural(q['n'], 'symbol')} for the battle ({q['rule']})"),
    "saga_ask_link": lambda q: f"{q['card']} attacks: choose a spirit with 【Link】 to exhaust and link to it, or none",
    "saga_link_broken": lambda q: f"the link of {q['card']} ends: a linked spirit left the Field ({q['rule']})",
    "saga_reveal": lambda q: f"{P(q['player'])} reveals {q['card']} ({q['rule']})",
    "saga_view": lambda q: f"{P(q['player'])} views {plural(q['n'], 'card')} of their Deck; it is shuffled ({q['rule']})",
    "saga_burst_end_reveal": lambda q: f"the game is over: {P(q['player'])}'s burst {q['card']} is turned face up ({q['rule']})",
    "saga_ask_x": lambda q: f"{q['label']}: choose X",
    "saga_ask_order": lambda q: "Choose which of the effects waiting at once resolves first (Saga 8-5-2-4)",
    "saga_ask_replacement": lambda q: "Choose the substitution effect that applies (Saga 8-9-2)",
    "saga_x": lambda q: f"{q['label']}: {P(q['player'])} chooses X = {q['x']} ({q['rule']})",
    "saga_attacks_spirit": lambda q: f"{q['card']} attacks {q['other']}, which blocks at once ({q['rule']})",
}

JA = {
    "saga_token_created": lambda q: f"{q['label']}：{P(q['player'])}はトークン{q['card']}を召喚する（{q['rule']}）",
    "saga_token_removed": lambda q: f"トークン{q['card']}はフィールドを離れ、ゲームから除外される（{q['rule']}）",
    "saga_feast_cost": lambda q: f"【饗宴】：{q['card']}のコア{q['n']}個をコストとしてリザーブに置く（{q['rule']}）",
    "saga_ask_feast": lambda q: f"{q['label']}：大きくするサプスプライト・トークンを選んでください",
    "saga_chain": lambda q: f"{q['label']}の【連鎖：{q['color']}】：{q['color']}のシンボルがあるので続けて発揮する（{q['rule']}）",
    "saga_chain_inactive": lambda q: f"{q['label']}の【連鎖：{q['color']}】：{q['color']}のシンボルがないので発揮しない（{q['rule']}）",
    "saga_awaken": lambda q: f"{q['card']}の【覚醒】：{P(q['player'])}は自分の他のカードからコア{q['n']}個をこのスピリットに置く（{q['rule']}）",
    "saga_ascend": lambda q: f"{q['card']}の【昇華】：{q['other']}のコア{q['n']}個をリザーブに置く（{q['rule']}）",
    "saga_agile": lambda q: f"{q['card']}の【俊敏】：{P(q['player'])}は{q['other']}を手札に戻し、{q['card']}を召喚する（{q['rule']}）",
    "saga_ask_agile": lambda q: f"{q['card']}のバトルが終わった：【俊敏】を持つスピリットを召喚するか選んでください",
    "saga_agile_unpaid": lambda q: f"{q['card']}の【俊敏】：コストを支払えないので召喚されない（{q['rule']}）",
    "saga_link": lambda q: f"【連結】：{P(q['player'])}は{q['card']}を疲労させ{q['other']}に連結する。BP+{q['bp']}（{q['rule']}）",
    "saga_ask_link": lambda q: f"{q['card']}のアタック：連結する【連結】を持つスピリットを選ぶか、選ばないでください",
    "saga_link_broken": lambda q: f"{q['card']}の連結が解ける（{q['rule']}）",
    "saga_reveal": lambda q: f"{P(q['player'])}は{q['card']}を公開する（{q['rule']}）",
    "saga_view": lambda q: f"{P(q['player'])}はデッキのカード{q['n']}枚を見て、シャッフルする（{q['rule']}）",
    "saga_burst_end_reveal": lambda q: f"ゲーム終了：{P(q['player'])}のバースト{q['card']}を表にする（{q['rule']}）",
    "saga_ask_x": lambda q: f"{q['label']}：Xを選んでください",
    "saga_ask_order": lambda q: "同時に待機している効果から、先に解決する効果を選ぶ（Saga 8-5-2-4）",
    "saga_ask_replacement": lambda q: "適用する置換効果を選ぶ（Saga 8-9-2）",
    "saga_x": lambda q: f"{q['label']}：{P(q['player'])}はX＝{q['x']}を選ぶ（{q['rule']}）",
    "saga_attacks_spirit": lambda q: f"{q['card']}は{q['other']}にアタックし、{q['other']}はすぐにブロックする（{q['rule']}）",
}

ZH = {
    "saga_token_created": lambda q: f"{q['label']}：{P(q['player'])}召喚代幣{q['card']}（{q['rule']}）",
    "saga_token_removed": lambda q: f"代幣{q['card']}離開場上，從遊戲中移除（{q['rule']}）",
    "saga_feast_cost": lambda q: f"【饗宴】：{q['card']}的{q['n']}個能量作為費用放到預備區（{q['rule']}）",
    "saga_ask_feast": lambda q: f"{q['label']}：選擇要成長的饗靈衍生物",
    "saga_chain": lambda q: f"{q['label']}的【連鎖：{q['color']}】：有{q['color']}色的標誌，繼續發揮（{q['rule']}）",
    "saga_chain_inactive": lambda q: f"{q['label']}的【連鎖：{q['color']}】：沒有{q['color']}色的標誌，不發揮（{q['rule']}）",
    "saga_awaken": lambda q: f"{q['card']}的【覺醒】：{P(q['player'])}從自己的其他卡片移動{q['n']}個能量到其上（{q['rule']}）",
    "saga_ascend": lambda q: f"{q['card']}的【昇華】：{q['other']}的{q['n']}個能量放到預備區（{q['rule']}）",
    "saga_agile": lambda q: f"{q['card']}的【敏捷】：{P(q['player'])}將{q['other']}返回手牌，召喚{q['card']}（{q['rule']}）",
    "saga_ask_agile": lambda q: f"{q['card']}的戰鬥結束：選擇要召喚的【敏捷】靈魂卡，或不選",
    "saga_agile_unpaid": lambda q: f"{q['card']}的【敏捷】：無法支付費用，不召喚（{q['rule']}）",
    "saga_link": lambda q: f"【連結】：{P(q['player'])}將{q['card']}轉為疲勞並連結到{q['other']}，BP+{q['bp']}（{q['rule']}）",
    "saga_ask_link": lambda q: f"{q['card']}攻擊：選擇要連結的【連結】靈魂卡，或不選",
    "saga_link_broken": lambda q: f"{q['card']}的連結解除（{q['rule']}）",
    "saga_reveal": lambda q: f"{P(q['player'])}公開{q['card']}（{q['rule']}）",
    "saga_view": lambda q: f"{P(q['player'])}查看牌組的{q['n']}張卡，然後洗牌（{q['rule']}）",
    "saga_burst_end_reveal": lambda q: f"遊戲結束：{P(q['player'])}的爆發{q['card']}翻為正面（{q['rule']}）",
    "saga_ask_x": lambda q: f"{q['label']}：選擇X",
    "saga_ask_order": lambda q: "從同時等待的效果中選擇先處理的效果（Saga 8-5-2-4）",
    "saga_ask_replacement": lambda q: "選擇要適用的替代效果（Saga 8-9-2）",
    "saga_x": lambda q: f"{q['label']}：{P(q['player'])}選擇X＝{q['x']}（{q['rule']}）",
    "saga_attacks_spirit": lambda q: f"{q['card']}攻擊{q['other']}，{q['other']}立即阻擋（{q['rule']}）",
}

# the order of cards placed together: Standard's question, with Saga's rule (the owner orders, Saga 3-1-5)
EN["saga_ask_place_order"] = lambda q: en.TEMPLATES["ask_place_order"](q).replace("(4-1-5)", "(Saga 3-1-5)")
JA["saga_ask_place_order"] = lambda q: ja.TEMPLATES["ask_place_order"](q).replace("（4-1-5）", "（Saga 3-1-5）")
ZH["saga_ask_place_order"] = lambda q: zh_hant.TEMPLATES["ask_place_order"](q).replace("（4-1-5）", "（Saga 3-1-5）")

BY_LANG = {"en": EN, "ja": JA, "zh-Hant": ZH}
