"""Reminder text for Battle Spirits Saga's keyword effects (Saga chapter 11), in our own words with the
rule each comes from: shown under the hover preview of a card whose text carries 【Confront】, 【Armor: red】
... (no Qt here). ``reminders(card, lang)`` gives one line per keyword the text names, in the text's order, in
English, Japanese or Traditional Chinese, the keywords named as the card texts and the log of that language
name them (``SAGA_NAMES``)."""
from __future__ import annotations

import re

SAGA_REMINDERS = {
    "Awaken": "【Awaken】 When it could use a Flash effect, move any of your cores from your other cards onto it "
              "(Saga 11-1).",
    "Confront": "【Confront】 When it attacks, the opponent must block with a spirit that can block (Saga 11-2).",
    "Curse": "【Curse】 When it is blocked, the blocking spirit is destroyed at the end of the battle (Saga 11-3).",
    "Immortal": "【Immortal: condition】 While it is in your Trash, when another of your spirits meeting the "
                "condition is destroyed, you may summon it from the Trash (Saga 11-4).",
    "Armor": "【Armor: colours】 It cannot be selected by the effects of your opponent's cards of those colours "
             "(Saga 11-5).",
    "Luster": "【Luster】 When it attacks, at the end of the battle the magic you used in that battle returns "
              "from your Trash to your Hand (Saga 11-6).",
    "Blessed": "【Blessed】 When its attack reduces your opponent's Life, put a core from the Void into your Life "
               "(Saga 11-7).",
    "Ascend": "【Ascend: condition】 To summon it, also send every core of one of your spirits meeting the "
              "condition to your Reserve (Saga 11-8).",
    "Swift": "【Swift】 You may summon it in a Flash window, paying and placing cores from your Reserve only "
             "(Saga 11-9).",
    "Gale": "【Gale: N】 When it is blocked, the blocking player exhausts N of their refreshed spirits "
            "(Saga 11-10).",
    "Crush": "【Crush: +N】 When it attacks, discard cards from the top of your opponent's Deck: its Lv plus N "
             "(Saga 11-11).",
    "Raid": "【Raid: N】 When it attacks, you may exhaust one of your nexuses to refresh it, N times a turn "
            "(Saga 11-12).",
    "A.T. Field": "【A.T. Field】 With the Soul Core on it, the effects of your opponent's spirits cannot destroy "
                  "it (Saga 11-13).",
    "Astral": "【Astral】 While it is active, only a spirit with 【Astral】 can block its attacks (Saga 11-14).",
    "Chain": "【Chain: colour】 With a symbol of that colour, the effect it follows goes on with more "
             "(Saga 11-15).",
    "Agile": "【Agile】 From your Hand, when a battle of a cheaper spirit of yours ends, return that spirit to "
             "your Hand and summon this card in its place (Saga 11-16).",
    "Feast": "【Feast】 Summon a Supsprite token, or grow the one you control into the next size (Saga 11-17).",
    "Link": "【Link: condition】 When a spirit of yours meeting the condition attacks, you may exhaust this one "
            "to link them: it adds its BP and symbols for that battle (Saga 11-18).",
}
# the keywords' names in the card texts and the log of each language (``engine/words`` ja, zh_hant, saga_words)
SAGA_NAMES = {
    "ja": {"Awaken": "覚醒", "Confront": "激突", "Curse": "呪詛", "Immortal": "不死", "Armor": "装甲", "Luster": "輝煌",
           "Blessed": "祝福", "Ascend": "昇華", "Swift": "神速", "Gale": "疾風", "Crush": "粉砕", "Raid": "強襲",
           "A.T. Field": "A.T.フィールド", "Astral": "星界", "Chain": "連鎖", "Agile": "俊敏", "Feast": "饗宴",
           "Link": "連結"},
    "zh-Hant": {"Awaken": "覺醒", "Confront": "激突", "Curse": "詛咒", "Immortal": "不死", "Armor": "裝甲", "Luster": "光輝",
                "Blessed": "祝福", "Ascend": "昇華", "Swift": "神速", "Gale": "疾風", "Crush": "粉碎", "Raid": "強襲",
                "A.T. Field": "A.T.力場", "Astral": "星界", "Chain": "連鎖", "Agile": "敏捷", "Feast": "饗宴",
                "Link": "連結"},
}
# the reminders in the same words (the rule numbers are Saga's: the rule text is English only)
SAGA_REMINDERS_IN = {
    "ja": {
        "Awaken": "【覚醒】フラッシュ効果を使えるとき、自分の他のカードのコアを好きなだけこのスピリットに移せる（Saga 11-1）。",
        "Confront": "【激突】アタックしたとき、相手はブロックできるスピリットでブロックしなければならない（Saga 11-2）。",
        "Curse": "【呪詛】ブロックされたとき、ブロックしたスピリットはバトル終了時に破壊される（Saga 11-3）。",
        "Immortal": "【不死：条件】自分のトラッシュにある間、条件を満たす自分の他のスピリットが破壊されたとき、トラッシュから"
                    "召喚してもよい（Saga 11-4）。",
        "Armor": "【装甲：色】相手のその色のカードの効果では選ばれない（Saga 11-5）。",
        "Luster": "【輝煌】アタックしたとき、そのバトル終了時、そのバトル中に使用したマジックがトラッシュから手札に戻る"
                  "（Saga 11-6）。",
        "Blessed": "【祝福】このスピリットのアタックで相手のライフを減らしたとき、ボイドからコア1個を自分のライフに置く"
                   "（Saga 11-7）。",
        "Ascend": "【昇華：条件】召喚するとき、条件を満たす自分のスピリット1体のコアすべてをリザーブに置くことも必要"
                  "（Saga 11-8）。",
        "Swift": "【神速】フラッシュタイミングに召喚できる。コストの支払いとコアの置き先は自分のリザーブのコアだけ"
                 "（Saga 11-9）。",
        "Gale": "【疾風：N】ブロックされたとき、ブロックしたプレイヤーは自分の回復状態のスピリットN体を疲労させる"
                "（Saga 11-10）。",
        "Crush": "【粉砕：+N】アタックしたとき、相手のデッキの上から、このスピリットのLvにNを加えた枚数を破棄する"
                 "（Saga 11-11）。",
        "Raid": "【強襲：N】アタックしたとき、自分のネクサス1つを疲労させてこのスピリットを回復させてもよい。ターンにN回まで"
                "（Saga 11-12）。",
        "A.T. Field": "【A.T.フィールド】ソウルコアが置かれている間、相手のスピリットの効果では破壊されない（Saga 11-13）。",
        "Astral": "【星界】回復状態の間、そのアタックは【星界】を持つスピリットでしかブロックできない（Saga 11-14）。",
        "Chain": "【連鎖：色】その色のシンボルがあれば、直前の効果に続けて追加の効果を発揮する（Saga 11-15）。",
        "Agile": "【俊敏】手札から：よりコストの低い自分のスピリットのバトルが終了したとき、そのスピリットを手札に戻し、"
                 "代わりにこのカードを召喚する（Saga 11-16）。",
        "Feast": "【饗宴】サプスプライト・トークンを召喚するか、自分のものを次の大きさに育てる（Saga 11-17）。",
        "Link": "【連結：条件】条件を満たす自分のスピリットがアタックしたとき、このスピリットを疲労させて連結してもよい。"
                "そのバトルの間、BPとシンボルを加える（Saga 11-18）。",
    },
    "zh-Hant": {
        "Awaken": "【覺醒】可使用靈動效果時，可將自己其他卡上任意數量的能量移到此靈魂卡上（Saga 11-1）。",
        "Confront": "【激突】攻擊時，對手必須以可阻擋的靈魂卡阻擋（Saga 11-2）。",
        "Curse": "【詛咒】被阻擋時，阻擋的靈魂卡在戰鬥結束時被破壞（Saga 11-3）。",
        "Immortal": "【不死：條件】在自己的廢棄區時，符合條件的自己其他靈魂卡被破壞時，可從廢棄區召喚此卡（Saga 11-4）。",
        "Armor": "【裝甲：顏色】不會被對手該顏色的卡的效果選擇（Saga 11-5）。",
        "Luster": "【光輝】攻擊時，在該戰鬥結束時，該戰鬥中使用的魔法卡從廢棄區回到手牌（Saga 11-6）。",
        "Blessed": "【祝福】此靈魂卡的攻擊使對手的生命值減少時，從空間將1個能量放置到自己的生命值（Saga 11-7）。",
        "Ascend": "【昇華：條件】召喚此卡時，還須將符合條件的自己1張靈魂卡上的所有能量放置到預備區（Saga 11-8）。",
        "Swift": "【神速】可在靈動時機召喚，只能以自己預備區的能量支付費用及放置能量（Saga 11-9）。",
        "Gale": "【疾風：N】被阻擋時，阻擋的玩家使自己N張回復狀態的靈魂卡疲勞（Saga 11-10）。",
        "Crush": "【粉碎：+N】攻擊時，將對手牌組上方的卡丟棄，張數為此靈魂卡的Lv加N（Saga 11-11）。",
        "Raid": "【強襲：N】攻擊時，可使自己1張核心卡疲勞以回復此靈魂卡，每回合N次（Saga 11-12）。",
        "A.T. Field": "【A.T.力場】其上有靈魂能量時，不會被對手靈魂卡的效果破壞（Saga 11-13）。",
        "Astral": "【星界】回復狀態時，只有具有【星界】的靈魂卡才能阻擋其攻擊（Saga 11-14）。",
        "Chain": "【連鎖：顏色】有該顏色的標誌時，接續前一個效果發揮追加效果（Saga 11-15）。",
        "Agile": "【敏捷】從手牌：費用較低的自己靈魂卡的戰鬥結束時，將其返回手牌，並召喚此卡代替它（Saga 11-16）。",
        "Feast": "【饗宴】召喚饗靈衍生物，或使自己的饗靈成長為下一個尺寸（Saga 11-17）。",
        "Link": "【連結：條件】符合條件的自己靈魂卡攻擊時，可使此靈魂卡疲勞以連結：該戰鬥中加上其BP與標誌（Saga 11-18）。",
    },
}
_MARK = re.compile(r"【([^】:：]+)")


def keywords(card) -> list[str]:
    """The Saga keywords ``card``'s text names (by their names in ``SAGA_REMINDERS``), each once."""
    out = []
    for m in _MARK.finditer(getattr(card, "text", "") or ""):
        name = m.group(1).strip()
        if name in SAGA_REMINDERS and name not in out:
            out.append(name)
    return out


def reminders(card, lang: str = "en") -> list[str]:
    """The reminders of ``card``'s keywords in ``lang`` (English for a language without them)."""
    table = SAGA_REMINDERS_IN.get(lang, {})
    return [table.get(k, SAGA_REMINDERS[k]) for k in keywords(card)]


def name_in(name: str, lang: str) -> str:
    """A keyword's name (``SAGA_REMINDERS``'s key) as the card texts and the log of ``lang`` write it."""
    return SAGA_NAMES.get(lang, {}).get(name, name)
