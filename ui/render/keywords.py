"""Reminder text for the keywords a card carries, in our own words with the rule they come from: shown
under the hover preview, so that a new player reads what 《Succession》 or [Clash] does (no Qt here)."""
from __future__ import annotations

REMINDERS = {
    "Succession": "《Succession》 As you summon, deploy or use it, you may remove EX-symbol cards from your "
                  "Trash: each fulfils one of its reduction symbols (12-2-1-3).",
    "Super Unleash": "《Super Unleash》 It is at Lv2 with its Lv2 cores or with the Soul Core on it; its "
                     "《Super Unleash》 effects work only then (12-2-1-1).",
    "Soul Magic": "《Soul Magic》 With the required symbol on your Field, you may pay its whole cost with the "
                  "Soul Core alone (12-2-1-2-1).",
    "Clash": "[Clash] While this Spirit attacks, the opponent must block if able (12-1-1).",
}


# the same reminders in the terms of the Japanese Standard text and of the Chinese manual
REMINDERS_IN = {
    "ja": {
        "Succession": "《継召》召喚・配置・使用のとき、自分のトラッシュにあるEXシンボルを持つカードをゲームから除外してもよい。"
                      "1枚につき軽減シンボル1つを満たす（12-2-1-3）。",
        "Super Unleash": "《真界放》Lv2のコアの数、またはソウルコアが置かれているときLv2になる。《真界放》の効果はそのときだけ"
                         "発揮する（12-2-1-1）。",
        "Soul Magic": "《ソウルマジック》必要なシンボルが自分のフィールドにあれば、ソウルコア1個だけでコストすべてを支払える"
                      "（12-2-1-2-1）。",
        "Clash": "【激突】このスピリットのアタック中、相手は可能ならブロックしなければならない（12-1-1）。",
    },
    "zh-Hant": {
        "Succession": "《繼召》召喚、配置或使用時，可將自己廢棄區中持有EX標誌的卡牌從遊戲中除外：每張滿足一個減輕標誌（12-2-1-3）。",
        "Super Unleash": "《真界放》放置Lv2所需的能量或靈魂能量時成為Lv2；《真界放》的效果只在此時發揮（12-2-1-1）。",
        "Soul Magic": "「靈魂魔法」自己場上有所需的標誌時，可只以靈魂能量支付全部費用（12-2-1-2-1）。",
        "Clash": "【激突】這張靈魂卡攻擊中，對手必須盡可能阻擋（12-1-1）。",
    },
}


def keywords(card) -> list[str]:
    """The keywords of ``card`` that have a reminder, in the order of ``REMINDERS``."""
    text = getattr(card, "text", "") or ""
    found = []
    for name in REMINDERS:
        marks = (f"《{name}》", f"[{name}]")
        attr = {"Succession": "succession", "Soul Magic": "soul_magic"}.get(name)
        if any(m in text for m in marks) or (attr and getattr(card, attr, False)):
            found.append(name)
        elif name == "Super Unleash" and any(getattr(lv, "super_unleash", False) for lv in card.levels or ()):
            found.append(name)
    return found


def reminders(card, lang: str = "en") -> list[str]:
    """The reminder texts of ``card``'s keywords in ``lang`` (English for a language without them; none: an
    empty list), Saga's 【keywords】 included (``ui.render.saga_keywords``)."""
    from .saga_keywords import reminders as saga_reminders

    table = REMINDERS_IN.get(lang, {})
    return [table.get(k, REMINDERS[k]) for k in keywords(card)] + saga_reminders(card, lang)
