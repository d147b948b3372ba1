"""Actions as players read them, in each language: ``action_in(game, action, lang)`` ("summon Ember Wyvern",
「シンダー・ドレイクリングを召喚する」, 「召喚餘燼幼龍」). English is ``en.action_words``; the Japanese and
Chinese forms name the cards in their language (``cards.name``) and use each rule text's verbs."""
from __future__ import annotations

from . import cards, en

_JA = {"summon": "{x}を召喚する", "deploy": "{x}を配置する", "use": "{x}を使用する", "attack": "{x}でアタックする",
       "block": "{x}でブロックする", "activate": "{x}の効果を起動する", "swap_soul": "ソウルコアを{x}のコアと入れ替える",
       "set_burst": "{x}をバーストとしてセットする", "end_step": "{x}を終了する", "no_block": "ブロックしない",
       "pass": "パスする", "concede": "投了する", "keep": "手札をそのままにする", "redraw": "手札を引き直す",
       "go_first": "先攻を選ぶ", "go_second": "後攻を選ぶ", "choose": "選ぶ",
       "move_core": "{what}を{src}から{dst}へ移動する", "core": "コア{n}個", "soul": "ソウルコア", "and_soul": "とソウルコア",
       "reserve": "リザーブ", "hand_of": "{p}の手札のカード", "zone_of": "{p}の{z}"}
_ZH = {"summon": "召喚{x}", "deploy": "配置{x}", "use": "使用{x}", "attack": "以{x}攻擊", "block": "以{x}阻擋",
       "activate": "起動{x}的效果", "swap_soul": "將靈魂能量與{x}上的能量交換", "set_burst": "將{x}設置為爆發",
       "end_step": "結束{x}", "no_block": "不阻擋", "pass": "放棄", "concede": "投降", "keep": "保留手牌",
       "redraw": "重抽手牌", "go_first": "選擇先攻", "go_second": "選擇後攻", "choose": "選擇",
       "move_core": "將{what}從{src}移到{dst}", "core": "{n}個能量", "soul": "靈魂能量", "and_soul": "與靈魂能量",
       "reserve": "預備區", "hand_of": "{p}手牌中的卡牌", "zone_of": "{p}的{z}"}
_JA.update({"set_mirage": "{x}をミラージュとしてセットする", "awaken": "{x}を転醒させる（裏返す）"})  # Eternal
_ZH.update({"set_mirage": "將{x}設置為幻象", "awaken": "使{x}轉醒（翻至背面）"})  # Eternal (E:幻象, E:轉醒)
_WORDS = {"ja": _JA, "zh-Hant": _ZH}


def _place(game, player, place, lang, w) -> str:
    """A place of an action in ``lang``: the Reserve, a card by its name in that language, a zone."""
    from ..places import Place

    where = Place.parse(place)
    if where is None:
        return str(place)
    owner, zone = where.owner(player), where.zone
    mod = _module(lang)
    if where.index is None:
        z = getattr(mod, "ZONE", {}).get(zone, zone)
        return (w["reserve"] if zone == "reserve" else z) if owner == player else w["zone_of"].format(
            p=en.pname(owner), z=z)
    try:
        p = game.state.players[owner]
        uid = p.field[where.index].uid if zone == "field" else getattr(p, zone)[where.index]
    except (IndexError, AttributeError):
        return str(place)
    card = game.state.cards[uid]
    if zone == "hand" and card.id == "hidden":
        return w["hand_of"].format(p=en.pname(owner))
    return cards.name(card, lang)


def _module(lang):
    from . import LANGUAGES

    return LANGUAGES.get(lang, en)


def action_in(game, action, lang: str = "en") -> str:
    """``action`` in the words of ``lang`` (English: ``en.action_words``)."""
    w = _WORDS.get(lang)
    if w is None:
        return en.action_words(game, action)
    by, do, get = action.by, action.do, action.get
    from .eternal_mech import action_words as eternal_words  # Eternal's later mechanics

    said = eternal_words(game, action, lang) if do in ("manifest", "revive", "fuse", "separate", "summon", "deploy",
                                                       "use") else None
    if said is not None:
        return said

    def at(key):
        return _place(game, by, get(key), lang, w)

    if do in ("summon", "deploy", "use", "activate", "set_burst", "set_mirage", "awaken"):
        return w[do].format(x=at("card"))
    if do in ("attack", "block"):
        return w[do].format(x=at("with"))
    if do == "swap_soul":
        return w[do].format(x=at("with"))
    if do == "move_core":
        n, soul = get("count", 1), get("soul") is True
        n = n if type(n) is int else 0
        what = w["soul"] if soul and not n else w["core"].format(n=n) + (w["and_soul"] if soul else "")
        return w[do].format(what=what, src=at("from"), dst=at("to"))
    if do == "end_step":
        step = getattr(_module(lang), "STEP", {}).get(game.state.step, game.step_label())
        return w[do].format(x=step)
    return w.get(do, do.replace("_", " "))
