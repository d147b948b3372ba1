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


def reminders(card) -> list[str]:
    """The reminder texts of ``card``'s keywords (none: an empty list), Saga's 【keywords】 included
    (``ui.render.saga_keywords``)."""
    from .saga_keywords import reminders as saga_reminders

    return [REMINDERS[k] for k in keywords(card)] + saga_reminders(card)
