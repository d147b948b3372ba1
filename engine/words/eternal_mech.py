"""Words of Battle Spirits Eternal's later mechanics (Trigger Counter, hand-side use, Manifest, Grand
Stones, Contract Grand Walkers, Divine Transformation, Demon-God and Myth Braves): events, questions and
refusals, in English, Japanese and Traditional Chinese (the Chinese manual's terms: 能量 a core, 核心卡 a
Nexus, 空間 the Void). Merged into each language's TEMPLATES by ``engine.words``."""
from __future__ import annotations

from .en import pname as P
from .en import plural

EN = {
    "eternal_from_hand_side": lambda q: f"{q['card']} was {'used' if q['verb'] == 'use' else q['verb'] + 'ed'} from the hand-side, paying its cost as from the Hand ({q['rule']})",
    "refuse_hand_side_none": lambda q: f"there is no hand_side[{q['i']}]: the hand-side has {plural(q['n'], 'card')}",
    "refuse_hand_side_onto": lambda q: "a hand-side card is summoned, deployed or used as from the Hand: not onto another card",
    "eternal_ask_trigger_counter": lambda q: f"{q['card']}'s 【U-Trigger】 hits: answer with a 【Trigger Counter】?",
    "eternal_trigger_counter": lambda q: (f"{P(q['player'])} pays {plural(q['n'], 'core')} and uses {q['card']}'s "
                                          f"【Trigger Counter】: the Hit of {q['other']} becomes a Guard ({q['rule']})"),
}

JA = {
    "eternal_from_hand_side": lambda q: f"{q['card']}は手元から、手札と同じくコストを支払って使われた（{q['rule']}）",
    "refuse_hand_side_none": lambda q: f"hand_side[{q['i']}]はない：手元のカードは{q['n']}枚",
    "refuse_hand_side_onto": lambda q: "手元のカードは手札と同じく召喚・配置・使用する：他のカードの上にはできない",
    "eternal_ask_trigger_counter": lambda q: f"{q['card']}の【Uトリガー】がヒット：【トリガーカウンター】で返しますか？",
    "eternal_trigger_counter": lambda q: (f"{P(q['player'])}はコア{q['n']}個を支払い{q['card']}の【トリガーカウンター】を使う："
                                          f"{q['other']}のヒットはガードになる（{q['rule']}）"),
}

ZH = {
    "eternal_from_hand_side": lambda q: f"{q['card']}從手元使用，與手牌相同支付費用（{q['rule']}）",
    "refuse_hand_side_none": lambda q: f"沒有 hand_side[{q['i']}]：手元有 {q['n']} 張卡牌",
    "refuse_hand_side_onto": lambda q: "手元的卡牌與手牌相同地召喚、配置或使用：不可放置於其他卡牌之上",
    "eternal_ask_trigger_counter": lambda q: f"{q['card']}的【U觸發】命中：是否以【觸發反擊】回應？",
    "eternal_trigger_counter": lambda q: (f"{P(q['player'])}支付 {q['n']} 個能量，使用{q['card']}的【觸發反擊】："
                                          f"{q['other']}的命中改為防禦（{q['rule']}）"),
}

BY_LANG = {"en": EN, "ja": JA, "zh-Hant": ZH}
