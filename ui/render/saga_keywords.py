"""Reminder text for Battle Spirits Saga's keyword effects (Saga chapter 11), in our own words with the
rule each comes from: shown under the hover preview of a card whose text carries 【Confront】, 【Armor: red】
... (no Qt here). ``reminders(card)`` gives one line per keyword the text names, in the text's order."""
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
_MARK = re.compile(r"【([^】:：]+)")


def keywords(card) -> list[str]:
    """The Saga keywords ``card``'s text names (by their names in ``SAGA_REMINDERS``), each once."""
    out = []
    for m in _MARK.finditer(getattr(card, "text", "") or ""):
        name = m.group(1).strip()
        if name in SAGA_REMINDERS and name not in out:
            out.append(name)
    return out


def reminders(card) -> list[str]:
    return [SAGA_REMINDERS[k] for k in keywords(card)]
