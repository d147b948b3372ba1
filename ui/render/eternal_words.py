"""The words an Eternal card face prints, per language: type lines, mechanic ribbons, and the families of
our Eternal (and Saga) sets, the Chinese in the terms of the Eternal manual (``../shared/rules/eternal-17.0-zh.txt``:
靈魂卡 Spirit, 核心卡 Nexus, 魔法卡 Magic, 終極靈魂卡 Ultimate, 合體卡 Brave, 創界神 Grand Walker,
創界石 Grand Stone, 系統 Family). No Qt, no engine state: data for ``ui.render.eternal_face``."""
from __future__ import annotations

TYPE = {
    "en": {"spirit": "SPIRIT", "nexus": "NEXUS", "magic": "MAGIC", "ultimate": "ULTIMATE", "brave": "BRAVE",
           "grand_walker": "GRAND WALKER NEXUS", "grand_stone": "GRAND STONE NEXUS", "token": "TOKEN SPIRIT",
           "demon_god": "DEMON-GOD BRAVE", "myth": "MYTH BRAVE", "contract": "CONTRACT"},
    "ja": {"spirit": "スピリット", "nexus": "ネクサス", "magic": "マジック", "ultimate": "アルティメット",
           "brave": "ブレイヴ", "grand_walker": "創界神ネクサス", "grand_stone": "創界石ネクサス",
           "token": "トークンスピリット", "demon_god": "異魔神ブレイヴ", "myth": "神話ブレイヴ", "contract": "契約"},
    "zh-Hant": {"spirit": "靈魂卡", "nexus": "核心卡", "magic": "魔法卡", "ultimate": "終極靈魂卡", "brave": "合體卡",
                "grand_walker": "創界神核心卡", "grand_stone": "創界石核心卡", "token": "衍生物靈魂卡",
                "demon_god": "異魔神合體卡", "myth": "神話合體卡", "contract": "契約"},
}

# the ribbons a face wears for a mechanic (top right of the art), and the short words of the face
RIBBON = {
    "en": {"burst": "BURST", "mirage": "MIRAGE", "awaken": "AWAKEN", "advent": "ADVENT", "contract": "CONTRACT",
           "token": "TOKEN", "oc": "OVER COUNT", "seal": "SEAL", "manifest": "MANIFEST", "soul_magic": "Soul Magic",
           "succession": "Succession", "su": "SU", "lv": "Lv", "bp": "BP", "fusion": "FUSION",
           "fusion_with": "fuses with", "condition": "Summon Condition", "god": "G", "ultimate_sym": "U",
           "oracle": "Oracle", "unseal": "Unseal", "count": "Count", "true_oracle": "True Oracle",
           "divine": "DIVINE", "revive": "REVIVE", "trigger_counter": "COUNTER", "left": "L", "right": "R"},
    "ja": {"burst": "バースト", "mirage": "ミラージュ", "awaken": "転醒", "advent": "煌臨", "contract": "契約",
           "token": "トークン", "oc": "OC", "seal": "封印", "manifest": "顕現", "soul_magic": "ソウルマジック",
           "succession": "継召", "su": "SU", "lv": "Lv", "bp": "BP", "fusion": "合体", "fusion_with": "合体条件",
           "condition": "召喚条件", "god": "神", "ultimate_sym": "究", "oracle": "神託", "unseal": "解封",
           "count": "カウント", "true_oracle": "真・神託", "divine": "転神", "revive": "復活",
           "trigger_counter": "トリガーカウンター", "left": "左", "right": "右"},
    "zh-Hant": {"burst": "爆裂", "mirage": "幻象", "awaken": "轉醒", "advent": "煌臨", "contract": "契約",
                "token": "衍生物", "oc": "超計數", "seal": "封印", "manifest": "顯現", "soul_magic": "靈魂魔法",
                "succession": "繼召", "su": "真界放", "lv": "Lv", "bp": "BP", "fusion": "合體",
                "fusion_with": "合體條件", "condition": "召喚條件", "god": "神", "ultimate_sym": "究",
                "oracle": "神託", "unseal": "解封", "count": "計數", "true_oracle": "真・神託", "divine": "轉神",
                "revive": "復活", "trigger_counter": "觸發反擊", "left": "左", "right": "右"},
}

# the families of the Eternal and Saga sets (resources/cards/eternal-*.yaml, saga-*.yaml) where the words their
# Chinese card texts use (the Eternal manual's: 系統「龍族」) differ from the Standard set's (``engine.words.cards``)
FAMILY = {
    "zh-Hant": {
        "Dragon": "龍族", "Beast": "野獸", "Insect": "甲蟲", "Treant": "樹靈", "Machine": "機獸", "Golem": "魔像",
        "Corsair": "海賊",
    },
}


# the colours, for a Brave's fusion line ("fuses with: a red Spirit")
COLOR = {
    "zh-Hant": {"red": "紅", "purple": "紫", "green": "綠", "white": "白", "yellow": "黃", "blue": "藍"},
    "ja": {"red": "赤", "purple": "紫", "green": "緑", "white": "白", "yellow": "黄", "blue": "青"},
}


def lang_key(lang: str) -> str:
    """``zh-Hant``, ``ja`` or ``en`` for any code a caller passes (``zh``, ``zh-TW`` ...)."""
    if lang.startswith("zh"):
        return "zh-Hant"
    if lang.startswith("ja"):
        return "ja"
    return "en"


def family(name: str, lang: str) -> str:
    from engine.words.cards import family as standard_family

    key = lang_key(lang)
    return FAMILY.get(key, {}).get(name) or standard_family(name, key)


def type_line(kind: str, lang: str) -> str:
    return TYPE[lang_key(lang)].get(kind, kind.replace("_", " ").upper())


def ribbon(key: str, lang: str) -> str:
    return RIBBON[lang_key(lang)].get(key, key)


def fusion_condition(cond: dict, lang: str) -> str:
    """A Brave's fusion condition in words: "cost 3+ · red" / "費用3以上・紅"."""
    lk = lang_key(lang)
    parts = []
    cost = cond.get("cost")
    if isinstance(cost, dict):
        lo, hi = cost.get("min"), cost.get("max")
        if lo is not None:
            parts.append(f"費用{lo}以上" if lk == "zh-Hant" else f"コスト{lo}以上" if lk == "ja" else f"cost {lo}+")
        if hi is not None:
            parts.append(f"費用{hi}以下" if lk == "zh-Hant" else f"コスト{hi}以下" if lk == "ja" else f"cost {hi}-")
    elif isinstance(cost, int):
        parts.append(f"費用{cost}" if lk != "en" else f"cost {cost}")
    cols = cond.get("colors")
    if cols:
        cols = cols if isinstance(cols, (list, tuple)) else [cols]
        parts.append("/".join(COLOR.get(lk, {}).get(c, c) for c in cols))
    fam = cond.get("family")
    if fam:
        fams = fam if isinstance(fam, (list, tuple)) else [fam]
        parts.append("/".join(family(f, lang) for f in fams))
    return "・".join(parts) if lk != "en" else " · ".join(parts)
