"""A card's words in a language: its name, text and flavour (``CardDef.i18n``, English the fallback),
its type, families and colours, and the card names inside events.

Card data carries its own translations (``i18n: {ja: {name, text, flavor}, zh-Hant: {...}}`` in the card
file); the words that are not card data (the type line, family names, colour names) are tables here, in
the terms of each language's rule text (ja: スピリット/ネクサス/マジック, 系統; zh-Hant: 靈魂卡/核心卡/
魔法卡, 系統). Events name cards as ``Named`` (uid, id, English name): ``localize`` gives them the name of
their card in another language, looked up by card id in the cards registered with ``remember`` (the
built-in set is always known)."""
from __future__ import annotations

import functools

TYPE = {
    "en": {"spirit": "Spirit", "nexus": "Nexus", "magic": "Magic"},
    "ja": {"spirit": "スピリット", "nexus": "ネクサス", "magic": "マジック"},
    "zh-Hant": {"spirit": "靈魂卡", "nexus": "核心卡", "magic": "魔法卡"},
}
COLOR = {
    "ja": {"red": "赤", "purple": "紫", "green": "緑", "white": "白", "yellow": "黄", "blue": "青"},
    "zh-Hant": {"red": "紅", "purple": "紫", "green": "綠", "white": "白", "yellow": "黃", "blue": "藍"},
}
FAMILY = {  # every family of the built-in sets (the Eternal and Saga faces use the Eternal manual's where it differs)
    "ja": {"Dragon": "竜", "Wyvern": "翼竜", "Beast": "獣", "Corsair": "海賊", "Fairy": "妖精", "Golem": "岩人",
           "Insect": "虫", "Leviathan": "海獣", "Machine": "機械", "Shade": "影", "Specter": "霊", "Sprite": "精霊",
           "Treant": "樹人",
           "Emberknight": "炎騎士", "Revenant": "不死", "Hexer": "呪術師", "Frost": "氷雪", "Angel": "天使",
           "Sage": "賢者", "Brawler": "闘士", "Grand Walker": "創界神", "Demon-God": "異魔神", "Grand Stone": "創界石",
           "Armed Machine": "武装機獣", "Divine Beast": "神獣", "Star Dragon": "星竜", "Scholar": "学者",
           "Shaman": "巫覡", "Spiritkin": "霊族", "Bird": "鳥", "Fish": "魚", "Sailor": "船乗り", "Warrior": "戦士",
           "Undead": "亡者", "Giant": "巨人", "Plant": "植物", "Imp": "小鬼", "Sylvan": "森人", "Mage": "魔導士"},
    "zh-Hant": {"Dragon": "龍", "Wyvern": "翼龍", "Beast": "獸", "Corsair": "海盜", "Fairy": "妖精", "Golem": "巨像",
                "Insect": "蟲", "Leviathan": "海獸", "Machine": "機械", "Shade": "暗影", "Specter": "幽靈",
                "Sprite": "精靈", "Treant": "樹人",
                "Emberknight": "焰騎士", "Revenant": "不死者", "Hexer": "咒術師", "Frost": "冰雪", "Angel": "天使",
                "Sage": "賢者", "Brawler": "鬥士", "Grand Walker": "創界神", "Demon-God": "異魔神",
                "Grand Stone": "創界石", "Armed Machine": "武裝機獸", "Divine Beast": "神獸", "Star Dragon": "星龍",
                "Scholar": "學者", "Shaman": "巫覡", "Spiritkin": "靈族", "Bird": "鳥族", "Fish": "魚族",
                "Sailor": "水手", "Warrior": "戰士", "Undead": "不死族", "Giant": "巨人", "Plant": "植物",
                "Imp": "小惡魔", "Sylvan": "森民", "Mage": "魔導士"},
}
# the words on a card face that are not card data
FACE = {
    "en": {"lv": "Lv", "su": "SU", "bp": "BP", "soul_magic": "Soul Magic", "succession": "Succession"},
    "ja": {"lv": "Lv", "su": "真界放", "bp": "BP", "soul_magic": "ソウルマジック", "succession": "継召"},
    "zh-Hant": {"lv": "Lv", "su": "真界放", "bp": "BP", "soul_magic": "靈魂魔法", "succession": "繼召"},
}


def own_words(card) -> dict:
    """The card's own words by language, ``{lang: {"name": ..., "text": ..., "flavor": ...}}`` (its ``i18n``:
    a mapping on a Battle Spirits card, pairs on a card of another game's frozen schema)."""
    return {lang: dict(w or ()) for lang, w in dict(getattr(card, "i18n", None) or ()).items()}


def _own(card, lang: str, key: str) -> str | None:
    """The card's own words for ``key`` in ``lang`` (its ``i18n``), None when it has none."""
    v = own_words(card).get(lang, {}).get(key)
    return v if isinstance(v, str) and v.strip() else None


def name(card, lang: str = "en") -> str:
    """The card's name in ``lang``, its English name when it has none there."""
    return card.name if lang == "en" else (_own(card, lang, "name") or card.name)


def text(card, lang: str = "en") -> str:
    if lang == "en":
        return card.text
    own = getattr(card, "text_in", None)  # a card whose text is written from its data writes it in ``lang`` (DBSCG)
    return _own(card, lang, "text") or (own(lang) if own is not None else card.text)


def flavor(card, lang: str = "en") -> str:
    return card.flavor if lang == "en" else (_own(card, lang, "flavor") or card.flavor)


def translated(card, lang: str) -> bool:
    """Does the card carry its name in ``lang`` (English always)?"""
    return lang == "en" or _own(card, lang, "name") is not None


def type_word(kind: str, lang: str = "en") -> str:
    return TYPE.get(lang, TYPE["en"]).get(kind, TYPE["en"].get(kind, kind))


def family(f: str, lang: str = "en") -> str:
    return FAMILY.get(lang, {}).get(f, f)


def families(card, lang: str = "en") -> list[str]:
    return [family(f, lang) for f in card.families]


def color(c: str, lang: str = "en") -> str:
    return COLOR.get(lang, {}).get(c, c)


def face_word(key: str, lang: str = "en") -> str:
    return FACE.get(lang, FACE["en"]).get(key, FACE["en"][key])


# -- card names inside events ------------------------------------------------------------------------------
_extra: dict[str, object] = {}


def remember(cards) -> None:
    """Make these cards' names known to ``localize`` (a position's or a second game's own cards)."""
    for c in cards:
        _extra[c.id] = c


@functools.cache
def _builtin() -> dict:
    from ..cards import builtin_cards

    try:
        return {c.id: c for c in builtin_cards()}
    except Exception:  # a damaged card file: events keep their English names
        return {}


def card_by_id(cid: str):
    return _extra.get(cid) or _builtin().get(cid)


def name_of(named, lang: str) -> str:
    """A ``Named`` card's name in ``lang`` (its English name for a card without one)."""
    card = card_by_id(named.id)
    if card is None and str(named.id).endswith("~B"):  # an Eternal Awaken card's side B (id "<side A>~B")
        front = card_by_id(named.id[:-2])
        card = front.ext.get("awaken") if front is not None and front.ext else None
    back = getattr(card, "back", None)  # a DBSCG Leader's other side has its front's id
    if back is not None and card.name != named.name and back.name == named.name:
        card = back
    if card is None or lang == "en" or card.name != named.name:
        return named.name
    return name(card, lang)


def localize(value, lang: str):
    """``value`` (an event's params, or one of them) with every ``Named`` card renamed into ``lang``."""
    if lang == "en":
        return value
    from ..events import Cause, Label, Msg, Named

    if isinstance(value, Msg):
        return Msg(value.msg, tuple((k, localize(v, lang)) for k, v in value.params))
    if isinstance(value, Named):
        return value._replace(name=name_of(value, lang))
    if isinstance(value, (Label, Cause)):
        return value._replace(**{k: localize(v, lang) for k, v in value._asdict().items() if k == "card"})
    if isinstance(value, dict):
        return {k: localize(v, lang) for k, v in value.items()}
    if isinstance(value, list):
        return [localize(v, lang) for v in value]
    if isinstance(value, tuple) and not hasattr(value, "_fields"):
        return tuple(localize(v, lang) for v in value)
    return value
