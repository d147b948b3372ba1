"""Events of Battle Spirits Eternal's general rules (``engine.effects.eternal_general``: by doing X, the
exchange between Hand and Field, staying in a state), in English, Japanese and Traditional Chinese (the
Chinese manual's terms: 交換 exchange, 手牌 Hand, 疲勞 exhausted, 回復 refreshed). Merged by ``engine.words``."""
from __future__ import annotations

from .en import pname as P

_STATE = {"en": {"exhausted": "exhausted", "refresh": "refreshed"}, "ja": {"exhausted": "疲労状態", "refresh": "回復状態"},
          "zh-Hant": {"exhausted": "疲勞狀態", "refresh": "回復狀態"}}

EN = {
    "eternal_by_doing_cannot": lambda q: f"the effect cannot do both parts of \"by doing X, do Y\": neither is done ({q['rule']})",
    "eternal_exchange": lambda q: (f"{P(q['player'])} exchanges {q['card']} on the Field with {q['other']} from the Hand "
                                   f"(not a summon, not a return to the Hand"
                                   f"{'; it continues the battle' if q.get('battle') else ''}) ({q['rule']})"),
    "eternal_exchange_nothing": lambda q: f"nothing to exchange between the Hand and the Field ({q['rule']})",
    "eternal_exchange_refused": lambda q: f"{q['card']} cannot return to the Hand, so it cannot be exchanged ({q['rule']})",
    "eternal_under_down": lambda q: (f"{q['n']} card(s) from the top of the Deck go face down under {q['card']} "
                                     f"(not Advent sources) ({q['rule']})"),
    "eternal_stays": lambda q: (f"{q['card']} stays on the Field {_STATE['en'][q['state']]}: it is not "
                                f"{'exhausted' if q['state'] == 'exhausted' else 'refreshed'} by this ({q['rule']})"),
}
JA = {
    "eternal_by_doing_cannot": lambda q: f"「〇〇することで△△する」の両方を行えないため、どちらも行わない（{q['rule']}）",
    "eternal_exchange": lambda q: (f"{P(q['player'])}はフィールドの{q['card']}と手札の{q['other']}を入れ替える"
                                   f"（召喚でも手札に戻すことでもない{'。バトルを続ける' if q.get('battle') else ''}）（{q['rule']}）"),
    "eternal_exchange_nothing": lambda q: f"手札とフィールドで入れ替えるカードがない（{q['rule']}）",
    "eternal_exchange_refused": lambda q: f"{q['card']}は手札に戻せないため、入れ替えられない（{q['rule']}）",
    "eternal_under_down": lambda q: f"デッキの上から{q['n']}枚を裏向きで{q['card']}の下に置く（煌臨元ではない）（{q['rule']}）",
    "eternal_stays": lambda q: (f"{q['card']}は{_STATE['ja'][q['state']]}でフィールドに残る"
                                f"（{'疲労' if q['state'] == 'exhausted' else '回復'}したことにはならない）（{q['rule']}）"),
}
ZH = {
    "eternal_by_doing_cannot": lambda q: f"無法同時執行「藉由○○來△△」的兩者，因此都不執行（{q['rule']}）",
    "eternal_exchange": lambda q: (f"{P(q['player'])}將場上的{q['card']}與手牌中的{q['other']}交換"
                                   f"（不視為召喚，也不視為返回手牌{'；繼續戰鬥' if q.get('battle') else ''}）（{q['rule']}）"),
    "eternal_exchange_nothing": lambda q: f"手牌與場地之間沒有可交換的卡牌（{q['rule']}）",
    "eternal_exchange_refused": lambda q: f"{q['card']}無法返回手牌，因此無法交換（{q['rule']}）",
    "eternal_under_down": lambda q: f"將牌組上方 {q['n']} 張卡牌以背面堆疊在{q['card']}下方（不視為煌臨源）（{q['rule']}）",
    "eternal_stays": lambda q: (f"{q['card']}以{_STATE['zh-Hant'][q['state']]}留在場上"
                                f"（不視為已{'疲勞' if q['state'] == 'exhausted' else '回復'}）（{q['rule']}）"),
}

BY_LANG = {"en": EN, "ja": JA, "zh-Hant": ZH}

# the names of Eternal's timings, for an effect's label ("After the Battle of X resolves")
WHEN_BY_LANG = {
    "en": {"after_battle": "After the Battle", "fused": "When Fused", "awakened": "When Awakened",
           "advented": "When Advented"},
    "ja": {"after_battle": "バトル終了後", "fused": "合体時", "awakened": "転醒時", "advented": "煌臨時"},
    "zh-Hant": {"after_battle": "戰鬥結束後", "fused": "合體時", "awakened": "轉醒時", "advented": "煌臨時"},
}
