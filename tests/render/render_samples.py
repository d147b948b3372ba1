"""Sample cards for the renderer tests (built here: the built-in set may still be empty)."""
from PIL import ImageChops

from engine.cards import card_from_data

SAMPLES = [
    {"id": "ST-R01", "name": "Ember Wyvern [2]", "type": "spirit", "colors": ["red"], "cost": 4,
     "reduction": ["red", "red"], "families": ["Dragon", "Winged"],
     "levels": [{"cores": 1, "bp": 3000}, {"cores": 3, "bp": 5000}, {"cores": 5, "bp": 8000}],
     "symbols": ["red"],
     "text": "【Activate: Main】 When this Spirit attacks, destroy an opposing Spirit with 4000 BP or less.\n"
             "[Flash] Refresh this Spirit.", "flavor": "Its breath lights the dawn over the Ash Peaks."},
    {"id": "ST-B07", "name": "Tidecaller Leviathan", "type": "spirit", "colors": ["blue", "green"], "cost": 7,
     "reduction": ["blue", "blue", "green"], "families": ["Beast", "Sea"],
     "levels": [{"cores": 1, "bp": 6000}, {"bp": 9000, "super_unleash": True}],
     "symbols": ["blue", "ex-green"], "succession": True,
     "text": "《Super Unleash》 『When Summoned』 Put 2 cards from the top of the opposing deck into their "
             "trash. 【Activate: Attack】 While this Spirit has a Soul Core, it cannot be blocked by Spirits "
             "with 5000 BP or less."},
    {"id": "ST-P03", "name": "Moonlit Gearwork Citadel", "type": "nexus", "colors": ["purple"], "cost": 3,
     "reduction": ["purple"], "families": [], "levels": [{"cores": 0}, {"cores": 2}], "symbols": ["purple"],
     "text": "[Lv1][Lv2] 『Your Turn』 Each time an opposing Spirit is destroyed, draw a card."},
    {"id": "ST-Y11", "name": "Radiant Verdict", "type": "magic", "colors": ["yellow"], "cost": 2,
     "reduction": ["yellow"], "soul_magic": "yellow",
     "text": "[Flash] Until the end of the turn, one of your Spirits gets +3000 BP.\n[Main] Return one opposing "
             "Spirit with 3000 BP or less to its owner's hand."},
    {"id": "ST-W05", "name": "Frostglass Knight", "type": "spirit", "colors": ["white"], "cost": 5,
     "reduction": ["white", "white", "white"], "families": ["Warrior", "Machine"],
     "levels": [{"cores": 1, "bp": 5000}, {"cores": 4, "bp": 7000}], "symbols": ["white"], "text": ""},
    {"id": "ST-G02", "name": "Mossback Fang", "type": "spirit", "colors": ["green"], "cost": 1,
     "families": ["Beast"], "levels": [{"cores": 1, "bp": 1000}], "symbols": ["green"],
     "text": "『When Attacks』 Gain 1 core in your Reserve."},
    {"id": "JP-001", "name": "紅蓮の竜騎士ヴァルガ [3]", "type": "spirit", "colors": ["red", "purple"],
     "cost": 6,
     "reduction": ["red", "red", "purple"], "families": ["竜", "戦士"],
     "levels": [{"cores": 1, "bp": 5000}, {"cores": 3, "bp": 7000}, {"cores": 5, "bp": 10000}],
     "symbols": ["ex-red"],
     "text": "这张精灵攻击时，破坏对手一只 BP 5000 以下的精灵。"
             "【主要】从牌组顶部抽一张卡。"},
    {"id": "ZH-002", "name": "星辰之灵", "type": "magic", "colors": [], "cost": 0,
     "text": "『召唤时』抽一张卡。"},
]


def sample_cards():
    return [card_from_data(d) for d in SAMPLES]


def card(**over):
    base = {"id": "T-X", "name": "Test Spirit", "type": "spirit", "colors": ["red"], "cost": 3,
            "levels": [{"cores": 1, "bp": 3000}], "symbols": ["red"]}
    base.update(over)
    return card_from_data(base)


def differs(a, b) -> bool:
    """Do two images differ in colour anywhere? (getbbox on RGBA would look at alpha only)"""
    return ImageChops.difference(a.convert("RGB"), b.convert("RGB")).getbbox() is not None
