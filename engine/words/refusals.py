"""Refusals (``IllegalAction``) in words: the English sentences (the engine's ``reason``, kept word for word
for the logs and tests) and the same refusals in the terms of the Japanese Standard text and of the Chinese
manual. Keys start with ``refuse_``; ``engine.words`` adds each table to its language's ``TEMPLATES``.

Params: cards are ``Named`` (renamed into the language by ``words.cards.localize``), ``verb`` is an action
(summon, deploy, use, attack, block), ``why`` a nested ``Msg``, numbers are numbers."""
from __future__ import annotations

from . import en


def _s(n) -> str:
    return "s" if n != 1 else ""


def _ed(verb) -> str:
    return "used" if verb == "use" else verb + "ed"


def _nested(q, lang):
    from . import render

    why = q["why"]
    return render(why.msg, dict(why.params), lang)


EN = {
    "refuse_not_own_hand": lambda q: f"only a card from your own Hand can be {_ed(q['verb'])}",
    "refuse_wrong_type": lambda q: (f"{q['card']} is a {q['type'].capitalize()} card; only a "
                                    f"{q['need'].capitalize()} can be {_ed(q['verb'])}"),
    "refuse_not_main": lambda q: f"a card is {q['verb']}ed only in your Main Step",
    "refuse_cost": lambda q: (f"{q['card']} costs {q['cost']} after reduction"
                              + (f" and needs {q['lv1']} core{_s(q['lv1'])} to stay on the Field" if q['lv1'] else "")
                              + f"; you have {q['have']} core{_s(q['have'])} in the Reserve and on the Field"),
    "refuse_soul_magic": lambda q: f"《Soul Magic》 needs a {q['color']} symbol on your Field",
    "refuse_cost_offered": lambda q: (f"the cost is {q['cost']} after reduction; {q['offered']} core{_s(q['offered'])} "
                                      f"{'were' if q['offered'] != 1 else 'was'} offered ("
                                      + ("a cost cannot be overpaid" if q['offered'] > q['cost']
                                         else "the whole cost must be paid") + ")"),
    "refuse_place_left": lambda q: (f"after paying {q['cost']}, fewer than the {q['lv1']} core{_s(q['lv1'])} "
                                    f"{q['card']} needs are left to place on it"),
    "refuse_place_lv1": lambda q: (f"{q['card']} needs at least {q['lv1']} core{_s(q['lv1'])} placed on it "
                                   f"(its Lv1 cost); {q['given']} {'were' if q['given'] != 1 else 'was'} given"),
    "refuse_magic_cores": lambda q: "a Magic card has no cores placed on it",
    "refuse_no_flash": lambda q: f"{q['card']} has no [Flash] effect; in a Flash Timing only [Flash] is used",
    "refuse_flash_only": lambda q: "in a Flash Timing a card is used for its [Flash] effect",
    "refuse_magic_timing": lambda q: "Magic is used in your Main Step or in a Flash Timing",
    "refuse_no_timing": lambda q: f"{q['card']} has no [{str(q['timing']).capitalize()}] effect",
    "refuse_no_succession": lambda q: f"{q['card']} does not have 《Succession》",
    "refuse_succession_twice": lambda q: "each card can be removed for 《Succession》 once",
    "refuse_succession_count": lambda q: (f"{q['card']} has {q['n']} reduction symbols; {q['given']} cards cannot "
                                          "be removed for 《Succession》"),
    "refuse_no_ex": lambda q: f"{q['card']} has no EX symbol, so it cannot be removed for 《Succession》",
    "refuse_core_places": lambda q: "cores move only between your own Reserve and your own Spirits and Nexuses",
    "refuse_core_zone": lambda q: (f"a core cannot be moved to the {q['zone'].capitalize()} by hand: in the Main Step "
                                   "cores move between the Reserve and your Spirits and Nexuses"),
    "refuse_pending": lambda q: f"{q['card']} is in a pending state and leaving the Field",
    "refuse_pending_that": lambda q: "that card is in a pending state and leaving the Field",
    "refuse_same_place": lambda q: "a move to the place the cores already are does not happen",
    "refuse_zero": lambda q: "moving 0 cores does nothing",
    "refuse_too_few_cores": lambda q: (f"{'the Reserve' if q['card'] is None else q['card']} has {q['have']} normal "
                                       f"core{_s(q['have'])}; {q['count']} cannot be moved"),
    "refuse_soul_not_there": lambda q: f"your Soul Core is not {'in the Reserve' if q['card'] is None else 'on that card'}",
    "refuse_soul_pending": lambda q: "the Soul Core is on a card in a pending state",
    "refuse_soul_where": lambda q: f"your Soul Core is in your {q['zone'].capitalize()}, not in the Reserve or on the Field",
    "refuse_soul_already": lambda q: "the Soul Core is already there",
    "refuse_no_core_swap": lambda q: f"{'the Reserve' if q['card'] is None else q['card']} has no normal core to swap with",
    "refuse_game_over": lambda q: "the game is over",
    "refuse_not_waiting": lambda q: "the game is not waiting for a decision",
    "refuse_not_decider": lambda q: f"it is {_p(q['decider'])}'s decision now, not {_p(q['by'])}'s",
    "refuse_wrong_time": lambda q: q["sentence"],  # the ruleset's own (Ruleset.wrong_time_text)
    "refuse_reserve_short": lambda q: f"the Reserve has {q['have']} normal core{_s(q['have'])}; {q['asked']} were asked for",
    "refuse_card_short": lambda q: (f"{q['card']} (field[{q['index']}]) has {q['have']} normal "
                                    f"core{_s(q['have'])}; {q['asked']} were asked for"),
    "refuse_one_soul": lambda q: "each player has only one Soul Core",
    "refuse_soul_not_reserve": lambda q: "your Soul Core is not in the Reserve",
    "refuse_soul_not_on": lambda q: f"your Soul Core is not on field[{q['index']}]",
    "refuse_not_own_spirit": lambda q: f"you {q['verb']} with one of your own Spirits on the Field",
    "refuse_nexus_fight": lambda q: f"{q['card']} is a Nexus; only Spirits {q['verb']}",
    "refuse_pending_fight": lambda q: f"{q['card']} is in a pending state",
    "refuse_not_refreshed": lambda q: (f"{q['card']} is {q['state'].replace('_', ' ')}; only a Spirit in the Refresh "
                                       f"state can {q['verb']}"),
    "refuse_restricted": lambda q: f"{q['card']} cannot {q['verb']} because of an effect",
    "refuse_must_block": lambda q: (f"the attacking Spirit has {q['keyword']}: you must block with a Spirit that "
                                    "can block"),
    "refuse_activate_own": lambda q: "you activate an effect of one of your own cards on the Field",
    "refuse_no_activated": lambda q: f"{q['card']} has no activated effect number {q['n']}",
    "refuse_cannot_activate": lambda q: f"{q['card']}'s effect cannot be activated: {_nested(q, 'en')}",
    "refuse_no_core_cost": lambda q: f"{q['card']}'s effect has no core cost to pay with 'pay'",
    "refuse_activate_cost": lambda q: (f"the cost is {q['n']} core{_s(q['n'])}; {q['offered']} "
                                       f"{'were' if q['offered'] != 1 else 'was'} offered"),
    "why_flash_only": lambda q: "only 【Activate: Flash】 effects are used in a Flash Timing (12-2-1-5-1)",
    "why_pending": lambda q: "a card in a pending state activates only its leaving effects (10-2-2-4)",
    "why_condition": lambda q: "its condition (Lv, Super Unleash, During Attack/Block) is not met (9-2-1)",
    "why_once": lambda q: "it is [Once per turn] and was used this turn (12-3-1-1)",
    "why_cost": lambda q: f"its cost '{q['step']}' cannot be paid fully (9-1-6-2)",
    "refuse_not_choice": lambda q: f"{q['value']!r} is not one of the choices ({q['names']})",
    "refuse_already_chosen": lambda q: f"{q['value']!r} was already chosen",
    "refuse_at_most": lambda q: f"at most {q['n']} can be chosen",
    "refuse_at_least": lambda q: f"choose at least {q['n']} (as many as possible, 9-3-2-1)",
    "text": lambda q: q["text"],
    # deck construction (Ruleset.deck_problems, as events.Sentence)
    "deck_too_small": lambda q: f"the deck has {q['n']} cards; it needs {q['min']} or more",
    "deck_too_big": lambda q: f"the deck has {q['n']} cards; it may have {q['max']} at most",
    "deck_type": lambda q: f"{q['card']} is not a {q['types']} card",
    "deck_copies": lambda q: (f"{q['n']} copies of {q['name']}; at most {q['max']} of a name"
                              + (f" (each identification number counts apart, {q['ident']})" if q['ident'] else "")),
    "deck_token": lambda q: f"{q['card']} is a token: effects put tokens on the Field, they are never in a deck",
    "deck_not_saga": lambda q: f"{q['card']} is not a Battle Spirits Saga card",
    "deck_contracts": lambda q: (f"a deck holds one kind of Contract card; this one has {q['n']}: "
                                 + ", ".join(str(c) for c in q['cards'])),
}


def _p(i) -> str:
    """A player (0/1) as ``en.pname`` names them: p1/p2, or the table's names (``engine.words.seats``)."""
    return en.pname(i) if i in (0, 1) else str(i)


# ---------------------------------------------------------------------------------------------- 日本語
_JA_VERB = {"summon": "召喚", "deploy": "配置", "use": "使用", "attack": "アタック", "block": "ブロック",
            "activate": "起動", "move_core": "コアの移動", "swap_soul": "ソウルコアの入れ替え", "end_step": "ステップの終了",
            "pass": "パス", "no_block": "ノーブロック", "choose": "選択", "concede": "投了", "keep": "手札の維持",
            "redraw": "手札の引き直し", "go_first": "先攻の選択", "go_second": "後攻の選択", "set_burst": "バーストのセット"}
_JA_TYPE = {"spirit": "スピリット", "nexus": "ネクサス", "magic": "マジック"}
_JA_ZONE = {"trash": "トラッシュ", "hand": "手札", "deck": "デッキ", "reserve": "リザーブ", "life": "ライフ", "void": "ボイド",
            "field": "フィールド"}
_JA_STATE = {"exhausted": "疲労状態", "heavy_exhausted": "重疲労状態", "refresh": "回復状態"}
_JA_WHEN = {
    "main": "メインステップでは、ターンプレイヤーは召喚・配置・マジックの使用・コアの移動・ステップの終了ができる",
    "attack": "アタックステップでは、ターンプレイヤーは回復状態のスピリットでアタックするか、ステップを終了できる",
    "flash": "フラッシュタイミングでは、プレイヤーは【フラッシュ】効果を使うかパスできる",
    "block": "防御側のプレイヤーは回復状態のスピリットでブロックするか、ブロックしないことを宣言できる",
    "first": "じゃんけんの勝者が先攻か後攻かを選ぶ",
    "redraw": "各プレイヤーは1回だけ手札を引き直すかどうかを選ぶ",
    "choose": "ゲームは選択を待っている",
}


def _jv(q) -> str:
    return _JA_VERB.get(q.get("verb") or q.get("do"), q.get("verb") or q.get("do") or "")


def _jr(card) -> str:
    return "リザーブ" if card is None else str(card)


JA = {
    "refuse_not_own_hand": lambda q: f"{_jv(q)}できるのは自分の手札のカードだけ",
    "refuse_wrong_type": lambda q: f"{q['card']}は{_JA_TYPE.get(q['type'], q['type'])}カード：{_jv(q)}できるのは{_JA_TYPE.get(q['need'], q['need'])}だけ",
    "refuse_not_main": lambda q: f"カードを{_jv(q)}できるのは自分のメインステップだけ",
    "refuse_cost": lambda q: (f"{q['card']}のコストは軽減後{q['cost']}"
                              + (f"、フィールドに残るにはコア{q['lv1']}個が必要" if q['lv1'] else "")
                              + f"：リザーブとフィールドのコアは{q['have']}個"),
    "refuse_soul_magic": lambda q: f"《ソウルマジック》には自分のフィールドに{_color_ja(q['color'])}のシンボルが必要",
    "refuse_cost_offered": lambda q: (f"コストは軽減後{q['cost']}：支払われたコアは{q['offered']}個（"
                                      + ("コストを多く支払うことはできない" if q['offered'] > q['cost']
                                         else "コストはすべて支払わなければならない") + "）"),
    "refuse_place_left": lambda q: f"{q['cost']}コストを支払うと、{q['card']}に置くコア{q['lv1']}個が残らない",
    "refuse_place_lv1": lambda q: f"{q['card']}にはLv1コストのコア{q['lv1']}個以上を置く必要がある：置かれたのは{q['given']}個",
    "refuse_magic_cores": lambda q: "マジックカードにはコアを置かない",
    "refuse_no_flash": lambda q: f"{q['card']}には【フラッシュ】効果がない：フラッシュタイミングでは【フラッシュ】だけを使用できる",
    "refuse_flash_only": lambda q: "フラッシュタイミングではカードを【フラッシュ】効果として使用する",
    "refuse_magic_timing": lambda q: "マジックは自分のメインステップかフラッシュタイミングに使用する",
    "refuse_no_timing": lambda q: f"{q['card']}には【{'メイン' if str(q['timing']) == 'main' else 'フラッシュ'}】効果がない",
    "refuse_no_succession": lambda q: f"{q['card']}は《継召》を持たない",
    "refuse_succession_twice": lambda q: "《継召》で除外できるのは1枚につき1回だけ",
    "refuse_succession_count": lambda q: f"{q['card']}の軽減シンボルは{q['n']}つ：《継召》で{q['given']}枚は除外できない",
    "refuse_no_ex": lambda q: f"{q['card']}はEXシンボルを持たないため、《継召》で除外できない",
    "refuse_core_places": lambda q: "コアは自分のリザーブと自分のスピリット・ネクサスの間でだけ移動できる",
    "refuse_core_zone": lambda q: (f"コアを手で{_JA_ZONE.get(q['zone'], q['zone'])}に移動することはできない：メインステップでは"
                                   "コアはリザーブと自分のスピリット・ネクサスの間で移動する"),
    "refuse_pending": lambda q: f"{q['card']}は待機状態で、フィールドを離れようとしている",
    "refuse_pending_that": lambda q: "そのカードは待機状態で、フィールドを離れようとしている",
    "refuse_same_place": lambda q: "コアがすでにある場所への移動は行われない",
    "refuse_zero": lambda q: "コア0個の移動は何もしない",
    "refuse_too_few_cores": lambda q: f"{_jr(q['card'])}の通常のコアは{q['have']}個：{q['count']}個は移動できない",
    "refuse_soul_not_there": lambda q: f"ソウルコアは{'リザーブ' if q['card'] is None else 'そのカードの上'}にない",
    "refuse_soul_pending": lambda q: "ソウルコアは待機状態のカードの上にある",
    "refuse_soul_where": lambda q: f"ソウルコアは{_JA_ZONE.get(q['zone'], q['zone'])}にあり、リザーブにもフィールドにもない",
    "refuse_soul_already": lambda q: "ソウルコアはすでにそこにある",
    "refuse_no_core_swap": lambda q: f"{_jr(q['card'])}には入れ替える通常のコアがない",
    "refuse_game_over": lambda q: "ゲームは終了している",
    "refuse_not_waiting": lambda q: "ゲームは決定を待っていない",
    "refuse_not_decider": lambda q: f"今決めるのは{_p(q['decider'])}で、{_p(q['by'])}ではない",
    "refuse_wrong_time": lambda q: f"今は{_jv(q)}できない：{_JA_WHEN.get(q['phase'], 'ゲームはそれを待っていない')}",
    "refuse_reserve_short": lambda q: f"リザーブの通常のコアは{q['have']}個：{q['asked']}個が求められた",
    "refuse_card_short": lambda q: f"{q['card']}の通常のコアは{q['have']}個：{q['asked']}個が求められた",
    "refuse_one_soul": lambda q: "各プレイヤーのソウルコアは1個だけ",
    "refuse_soul_not_reserve": lambda q: "ソウルコアはリザーブにない",
    "refuse_soul_not_on": lambda q: "ソウルコアはそのカードの上にない",
    "refuse_not_own_spirit": lambda q: f"{_jv(q)}は自分のフィールドの自分のスピリットで行う",
    "refuse_nexus_fight": lambda q: f"{q['card']}はネクサス：{_jv(q)}できるのはスピリットだけ",
    "refuse_pending_fight": lambda q: f"{q['card']}は待機状態",
    "refuse_not_refreshed": lambda q: f"{q['card']}は{_JA_STATE.get(q['state'], q['state'])}：{_jv(q)}できるのは回復状態のスピリットだけ",
    "refuse_restricted": lambda q: f"{q['card']}は効果により{_jv(q)}できない",
    "refuse_must_block": lambda q: f"アタックしているスピリットは{_kw_ja(q['keyword'])}を持つ：ブロックできるスピリットでブロックしなければならない",
    "refuse_activate_own": lambda q: "起動できるのは自分のフィールドの自分のカードの効果だけ",
    "refuse_no_activated": lambda q: f"{q['card']}には{q['n']}番目の起動効果がない",
    "refuse_cannot_activate": lambda q: f"{q['card']}の効果は起動できない：{_nested(q, 'ja')}",
    "refuse_no_core_cost": lambda q: f"{q['card']}の効果には支払うコアのコストがない",
    "refuse_activate_cost": lambda q: f"コストはコア{q['n']}個：支払われたのは{q['offered']}個",
    "why_flash_only": lambda q: "フラッシュタイミングで使えるのは【起動：フラッシュ】効果だけ（12-2-1-5-1）",
    "why_pending": lambda q: "待機状態のカードが起動できるのは離れる時の効果だけ（10-2-2-4）",
    "why_condition": lambda q: "条件（Lv、真界放、アタック中/ブロック中）を満たしていない（9-2-1）",
    "why_once": lambda q: "［ターン 1 回］で、このターンすでに使われた（12-3-1-1）",
    "why_cost": lambda q: "コストをすべては支払えない（9-1-6-2）",
    "refuse_not_choice": lambda q: f"{q['value']}は選択肢にない",
    "refuse_already_chosen": lambda q: f"{q['value']}はすでに選ばれている",
    "refuse_at_most": lambda q: f"選べるのは{q['n']}つまで",
    "refuse_at_least": lambda q: f"{q['n']}つ以上選ぶ（できるだけ多く、9-3-2-1）",
    "text": lambda q: q["text"],  # a refusal raised with an English sentence only: shown as it is
    "deck_too_small": lambda q: f"デッキは{q['n']}枚：{q['min']}枚以上が必要",
    "deck_too_big": lambda q: f"デッキは{q['n']}枚：{q['max']}枚までにしなければならない",
    "deck_type": lambda q: f"{q['card']}は{'・'.join(_JA_TYPE.get(k, k) for k in q['kinds'])}のカードではない",
    "deck_copies": lambda q: (f"{q['card']}が{q['n']}枚：同じ名前のカードは{q['max']}枚まで"
                              + (f"（識別番号ごとに別に数える、{q['ident']}）" if q['ident'] else "")),
    "deck_token": lambda q: f"{q['card']}はトークン：トークンは効果でフィールドに出る。デッキには入れられない",
    "deck_not_saga": lambda q: f"{q['card']}はバトルスピリッツ サーガのカードではない",
    "deck_contracts": lambda q: f"デッキに入れられる契約カードは1種類だけ：このデッキには{q['n']}種類（{'、'.join(str(c) for c in q['cards'])}）",
}


def _color_ja(c) -> str:
    return {"red": "赤", "purple": "紫", "green": "緑", "white": "白", "yellow": "黄", "blue": "青"}.get(c, str(c))


def _kw_ja(k) -> str:
    return {"[Clash]": "【激突】"}.get(k, k)


# ---------------------------------------------------------------------------------------------- 繁體中文
_ZH_VERB = {"summon": "召喚", "deploy": "配置", "use": "使用", "attack": "攻擊", "block": "阻擋", "activate": "起動",
            "move_core": "移動能量", "swap_soul": "交換靈魂能量", "end_step": "結束階段", "pass": "放棄",
            "no_block": "不阻擋", "choose": "選擇", "concede": "投降", "keep": "保留手牌", "redraw": "重抽手牌",
            "go_first": "選擇先攻", "go_second": "選擇後攻", "set_burst": "設置爆發"}
_ZH_TYPE = {"spirit": "靈魂卡", "nexus": "核心卡", "magic": "魔法卡"}
_ZH_ZONE = {"trash": "廢棄區", "hand": "手牌", "deck": "牌組", "reserve": "預備區", "life": "生命值", "void": "空間",
            "field": "場上"}
_ZH_STATE = {"exhausted": "疲勞狀態", "heavy_exhausted": "重疲勞狀態", "refresh": "回復狀態"}
_ZH_WHEN = {
    "main": "主要階段中，回合玩家可以召喚、配置、使用魔法、移動能量或結束階段",
    "attack": "攻擊階段中，回合玩家可以用回復狀態的靈魂卡攻擊或結束階段",
    "flash": "靈動時機中，玩家可以使用【靈動】效果或放棄",
    "block": "防守方玩家可以用回復狀態的靈魂卡阻擋，或宣告不阻擋",
    "first": "猜拳的勝者選擇先攻或後攻",
    "redraw": "每位玩家只能選擇一次是否重抽手牌",
    "choose": "遊戲正在等待選擇",
}


def _zv(q) -> str:
    return _ZH_VERB.get(q.get("verb") or q.get("do"), q.get("verb") or q.get("do") or "")


def _zr(card) -> str:
    return "預備區" if card is None else str(card)


def _color_zh(c) -> str:
    return {"red": "紅", "purple": "紫", "green": "綠", "white": "白", "yellow": "黃", "blue": "藍"}.get(c, str(c))


ZH = {
    "refuse_not_own_hand": lambda q: f"只有自己手牌中的卡牌可以{_zv(q)}",
    "refuse_wrong_type": lambda q: f"{q['card']}是{_ZH_TYPE.get(q['type'], q['type'])}：只有{_ZH_TYPE.get(q['need'], q['need'])}可以{_zv(q)}",
    "refuse_not_main": lambda q: f"卡牌只能在自己的主要階段{_zv(q)}",
    "refuse_cost": lambda q: (f"{q['card']}減輕後的費用為{q['cost']}"
                              + (f"，留在場上還需要{q['lv1']}個能量" if q['lv1'] else "")
                              + f"；預備區與場上共有{q['have']}個能量"),
    "refuse_soul_magic": lambda q: f"「靈魂魔法」需要自己場上有{_color_zh(q['color'])}色標誌",
    "refuse_cost_offered": lambda q: (f"減輕後的費用為{q['cost']}；支付了{q['offered']}個能量（"
                                      + ("費用不能多付" if q['offered'] > q['cost'] else "必須支付全部費用") + "）"),
    "refuse_place_left": lambda q: f"支付{q['cost']}費用後，剩下的能量不足以在{q['card']}上放置{q['lv1']}個",
    "refuse_place_lv1": lambda q: f"{q['card']}上至少需要放置{q['lv1']}個能量（Lv1費用）；只放置了{q['given']}個",
    "refuse_magic_cores": lambda q: "魔法卡上不放置能量",
    "refuse_no_flash": lambda q: f"{q['card']}沒有【靈動】效果；靈動時機中只能使用【靈動】",
    "refuse_flash_only": lambda q: "靈動時機中，卡牌以其【靈動】效果使用",
    "refuse_magic_timing": lambda q: "魔法在自己的主要階段或靈動時機中使用",
    "refuse_no_timing": lambda q: f"{q['card']}沒有【{'主要' if str(q['timing']) == 'main' else '靈動'}】效果",
    "refuse_no_succession": lambda q: f"{q['card']}沒有《繼召》",
    "refuse_succession_twice": lambda q: "每張卡牌只能因《繼召》除外一次",
    "refuse_succession_count": lambda q: f"{q['card']}有{q['n']}個減輕標誌；不能因《繼召》除外{q['given']}張",
    "refuse_no_ex": lambda q: f"{q['card']}沒有EX標誌，不能因《繼召》除外",
    "refuse_core_places": lambda q: "能量只能在自己的預備區與自己的靈魂卡、核心卡之間移動",
    "refuse_core_zone": lambda q: (f"不能用手將能量移到{_ZH_ZONE.get(q['zone'], q['zone'])}：主要階段中能量在預備區與"
                                   "自己的靈魂卡、核心卡之間移動"),
    "refuse_pending": lambda q: f"{q['card']}處於待機狀態，正要離開場上",
    "refuse_pending_that": lambda q: "那張卡牌處於待機狀態，正要離開場上",
    "refuse_same_place": lambda q: "移到能量原本所在的地方不會發生",
    "refuse_zero": lambda q: "移動0個能量沒有任何作用",
    "refuse_too_few_cores": lambda q: f"{_zr(q['card'])}只有{q['have']}個一般能量；不能移動{q['count']}個",
    "refuse_soul_not_there": lambda q: f"靈魂能量不在{'預備區' if q['card'] is None else '那張卡牌上'}",
    "refuse_soul_pending": lambda q: "靈魂能量在處於待機狀態的卡牌上",
    "refuse_soul_where": lambda q: f"靈魂能量在{_ZH_ZONE.get(q['zone'], q['zone'])}，不在預備區也不在場上",
    "refuse_soul_already": lambda q: "靈魂能量已經在那裡",
    "refuse_no_core_swap": lambda q: f"{_zr(q['card'])}沒有可交換的一般能量",
    "refuse_game_over": lambda q: "遊戲已經結束",
    "refuse_not_waiting": lambda q: "遊戲沒有在等待決定",
    "refuse_not_decider": lambda q: f"現在由{_p(q['decider'])}決定，不是{_p(q['by'])}",
    "refuse_wrong_time": lambda q: f"現在不能{_zv(q)}：{_ZH_WHEN.get(q['phase'], '遊戲沒有在等待這個')}",
    "refuse_reserve_short": lambda q: f"預備區只有{q['have']}個一般能量；要求了{q['asked']}個",
    "refuse_card_short": lambda q: f"{q['card']}只有{q['have']}個一般能量；要求了{q['asked']}個",
    "refuse_one_soul": lambda q: "每位玩家只有一個靈魂能量",
    "refuse_soul_not_reserve": lambda q: "靈魂能量不在預備區",
    "refuse_soul_not_on": lambda q: "靈魂能量不在那張卡牌上",
    "refuse_not_own_spirit": lambda q: f"{_zv(q)}要用自己場上的靈魂卡",
    "refuse_nexus_fight": lambda q: f"{q['card']}是核心卡；只有靈魂卡可以{_zv(q)}",
    "refuse_pending_fight": lambda q: f"{q['card']}處於待機狀態",
    "refuse_not_refreshed": lambda q: f"{q['card']}處於{_ZH_STATE.get(q['state'], q['state'])}；只有回復狀態的靈魂卡可以{_zv(q)}",
    "refuse_restricted": lambda q: f"{q['card']}因效果而不能{_zv(q)}",
    "refuse_must_block": lambda q: f"攻擊中的靈魂卡持有{_kw_ja(q['keyword'])}：必須用可以阻擋的靈魂卡阻擋",
    "refuse_activate_own": lambda q: "只能起動自己場上自己卡牌的效果",
    "refuse_no_activated": lambda q: f"{q['card']}沒有第{q['n']}個起動效果",
    "refuse_cannot_activate": lambda q: f"{q['card']}的效果不能起動：{_nested(q, 'zh-Hant')}",
    "refuse_no_core_cost": lambda q: f"{q['card']}的效果沒有要支付的能量費用",
    "refuse_activate_cost": lambda q: f"費用為{q['n']}個能量；支付了{q['offered']}個",
    "why_flash_only": lambda q: "靈動時機中只能使用【起動：靈動】效果（12-2-1-5-1）",
    "why_pending": lambda q: "處於待機狀態的卡牌只能起動離場時的效果（10-2-2-4）",
    "why_condition": lambda q: "未滿足條件（Lv、真界放、攻擊中/阻擋中）（9-2-1）",
    "why_once": lambda q: "為［每回合1次］，本回合已經使用（12-3-1-1）",
    "why_cost": lambda q: "無法支付全部費用（9-1-6-2）",
    "refuse_not_choice": lambda q: f"{q['value']}不是選項之一",
    "refuse_already_chosen": lambda q: f"{q['value']}已經被選擇",
    "refuse_at_most": lambda q: f"最多只能選擇{q['n']}個",
    "refuse_at_least": lambda q: f"至少選擇{q['n']}個（盡可能多，9-3-2-1）",
    "text": lambda q: q["text"],  # a refusal raised with an English sentence only: shown as it is
    "deck_too_small": lambda q: f"牌組有{q['n']}張：需要{q['min']}張以上",
    "deck_too_big": lambda q: f"牌組有{q['n']}張：最多只能有{q['max']}張",
    "deck_type": lambda q: f"{q['card']}不是{'、'.join(_ZH_TYPE.get(k, k) for k in q['kinds'])}",
    "deck_copies": lambda q: (f"{q['card']}有{q['n']}張：同名卡牌最多{q['max']}張"
                              + (f"（不同識別編號分開計算，{q['ident']}）" if q['ident'] else "")),
    "deck_token": lambda q: f"{q['card']}是衍生物：衍生物由效果放置到場上，不能放入牌組",
    "deck_not_saga": lambda q: f"{q['card']}不是戰魂 傳說的卡牌",
    "deck_contracts": lambda q: f"牌組只能放入1種契約卡：此牌組有{q['n']}種（{'、'.join(str(c) for c in q['cards'])}）",
}

TABLES = {"en": EN, "ja": JA, "zh-Hant": ZH}


# ---------------------------------------------------------------------------------------------- Saga and Eternal keywords
# (【Swift】, bursts, 【Awaken】, 【Ascend】; Eternal's Burst, 《Mirage》, locked Grand Walker cores)
EN.update({
    "refuse_swift_hand": lambda q: "a spirit with 【Swift】 is summoned from your own Hand",
    "refuse_swift_none": lambda q: f"{q['card']} has no 【Swift】: in a Flash window only 【Swift】 spirits are summoned",
    "refuse_swift_reserve": lambda q: "a 【Swift】 summon pays its cost and places its cores from the Reserve only",
    "refuse_burst_main": lambda q: "a burst is set in your Main Step",
    "refuse_burst_hand": lambda q: "a burst is set from your own Hand",
    "refuse_burst_none": lambda q: f"{q['card']} has no burst effect",
    "refuse_burst_once": lambda q: "only one burst may be set per turn",
    "refuse_awaken_own": lambda q: "【Awaken】 is activated on one of your own spirits on the Field",
    "refuse_awaken_none": lambda q: f"{q['card']} has no active 【Awaken】",
    "refuse_awaken_empty": lambda q: "【Awaken】 moves at least one core from your other field cards, and they have none",
    "refuse_awaken_reserve": lambda q: "【Awaken】 moves cores from your other field cards, not from the Reserve",
    "refuse_awaken_zero": lambda q: "【Awaken】 moves one core or more",
    "refuse_ascend_only": lambda q: "only a spirit with 【Ascend】 names a spirit to ascend from",
    "refuse_ascend_need": lambda q: f"{q['card']} has 【Ascend】: you need a spirit meeting its condition on your Field",
    "refuse_eburst_hand": lambda q: "a Burst is set from your own Hand (never from the hand-side)",
    "refuse_eburst_none": lambda q: f"{q['card']} has no Burst effect",
    "refuse_eburst_once": lambda q: "a Burst is set once per turn",
    "refuse_mirage_hand": lambda q: "a Mirage is set from your own Hand (never from the hand-side)",
    "refuse_mirage_none": lambda q: f"{q['card']} has no 《Mirage》",
    "refuse_mirage_once": lambda q: "a Mirage is set once per turn",
    "refuse_locked_cores": lambda q: f"the cores on {q['card']} cannot pay a cost or be placed on a card",
    "refuse_astral_block": lambda q: f"{q['card']} has 【Astral】: only a spirit with 【Astral】 can block it",
})
JA.update({
    "refuse_swift_hand": lambda q: "【神速】を持つスピリットは自分の手札から召喚する",
    "refuse_swift_none": lambda q: f"{q['card']}は【神速】を持たない：フラッシュタイミングで召喚できるのは【神速】を持つスピリットだけ",
    "refuse_swift_reserve": lambda q: "【神速】による召喚では、コストの支払いとコアの置き先はリザーブのコアだけ",
    "refuse_burst_main": lambda q: "バーストは自分のメインステップでセットする",
    "refuse_burst_hand": lambda q: "バーストは自分の手札からセットする",
    "refuse_burst_none": lambda q: f"{q['card']}はバースト効果を持たない",
    "refuse_burst_once": lambda q: "バーストをセットできるのは1ターンに1回だけ",
    "refuse_awaken_own": lambda q: "【覚醒】はフィールドの自分のスピリットで発揮する",
    "refuse_awaken_none": lambda q: f"{q['card']}は発揮できる【覚醒】を持たない",
    "refuse_awaken_empty": lambda q: "【覚醒】は自分の他のフィールドのカードからコアを1個以上移すが、そこにコアがない",
    "refuse_awaken_reserve": lambda q: "【覚醒】は自分の他のフィールドのカードからコアを移す（リザーブからではない）",
    "refuse_awaken_zero": lambda q: "【覚醒】で移すコアは1個以上",
    "refuse_ascend_only": lambda q: "【昇華】を持つスピリットだけが昇華元のスピリットを指定する",
    "refuse_ascend_need": lambda q: f"{q['card']}は【昇華】を持つ：条件を満たすスピリットが自分のフィールドに必要",
    "refuse_eburst_hand": lambda q: "バーストは自分の手札からセットする",
    "refuse_eburst_none": lambda q: f"{q['card']}はバースト効果を持たない",
    "refuse_eburst_once": lambda q: "バーストをセットできるのは1ターンに1回だけ",
    "refuse_mirage_hand": lambda q: "ミラージュは自分の手札からセットする",
    "refuse_mirage_none": lambda q: f"{q['card']}は《ミラージュ》を持たない",
    "refuse_mirage_once": lambda q: "ミラージュをセットできるのは1ターンに1回だけ",
    "refuse_locked_cores": lambda q: f"{q['card']}の上のコアはコストの支払いにもカードに置くことにも使えない",
    "refuse_astral_block": lambda q: f"{q['card']}は【星界】を持つ：ブロックできるのは【星界】を持つスピリットだけ",
})
ZH.update({
    "refuse_swift_hand": lambda q: "具有【神速】的靈魂卡從自己的手牌召喚",
    "refuse_swift_none": lambda q: f"{q['card']}沒有【神速】：靈動時機中只能召喚具有【神速】的靈魂卡",
    "refuse_swift_reserve": lambda q: "以【神速】召喚時，只能用預備區的能量支付費用及放置能量",
    "refuse_burst_main": lambda q: "爆發在自己的主要階段設置",
    "refuse_burst_hand": lambda q: "爆發從自己的手牌設置",
    "refuse_burst_none": lambda q: f"{q['card']}沒有爆發效果",
    "refuse_burst_once": lambda q: "每回合只能設置一次爆發",
    "refuse_awaken_own": lambda q: "【覺醒】由自己場上的靈魂卡發動",
    "refuse_awaken_none": lambda q: f"{q['card']}沒有可發動的【覺醒】",
    "refuse_awaken_empty": lambda q: "【覺醒】從自己場上其他卡牌移動至少1個能量，但它們沒有能量",
    "refuse_awaken_reserve": lambda q: "【覺醒】從自己場上其他卡牌移動能量，而不是從預備區",
    "refuse_awaken_zero": lambda q: "【覺醒】移動1個以上的能量",
    "refuse_ascend_only": lambda q: "只有具有【昇華】的靈魂卡才指定昇華來源的靈魂卡",
    "refuse_ascend_need": lambda q: f"{q['card']}具有【昇華】：自己場上需要符合其條件的靈魂卡",
    "refuse_eburst_hand": lambda q: "爆烈從自己的手牌設置",
    "refuse_eburst_none": lambda q: f"{q['card']}沒有爆烈效果",
    "refuse_eburst_once": lambda q: "每回合只能設置一次爆烈",
    "refuse_mirage_hand": lambda q: "幻象從自己的手牌設置",
    "refuse_mirage_none": lambda q: f"{q['card']}沒有《幻象》",
    "refuse_mirage_once": lambda q: "每回合只能設置一次幻象",
    "refuse_locked_cores": lambda q: f"{q['card']}上的能量不能用於支付費用，也不能放置到卡牌上",
    "refuse_astral_block": lambda q: f"{q['card']}具有【星界】：只有具有【星界】的靈魂卡才能阻擋它",
})

EN.update({
    "refuse_brave_main": lambda q: "Braves fuse, separate and swap in your Main Step",
    "refuse_brave_hand": lambda q: "a Brave is summoned from your own Hand",
    "refuse_not_brave": lambda q: f"{q['card']} is not a Brave: only a Brave is summoned onto a Spirit (direct fusion)",
    "refuse_brave_onto_other": lambda q: "a Brave fuses onto another card",
    "refuse_no_brave": lambda q: f"{q['card']} is neither a Brave nor a Brave Spirit",
    "refuse_no_fused": lambda q: f"{q['card']} has no Brave fused to it",
})
JA.update({
    "refuse_brave_main": lambda q: "ブレイヴの合体・分離・入れ替えは自分のメインステップで行う",
    "refuse_brave_hand": lambda q: "ブレイヴは自分の手札から召喚する",
    "refuse_not_brave": lambda q: f"{q['card']}はブレイヴではない：スピリットに直接合体で召喚できるのはブレイヴだけ",
    "refuse_brave_onto_other": lambda q: "ブレイヴは別のカードに合体する",
    "refuse_no_brave": lambda q: f"{q['card']}はブレイヴでも合体スピリットでもない",
    "refuse_no_fused": lambda q: f"{q['card']}には合体しているブレイヴがない",
})
ZH.update({
    "refuse_brave_main": lambda q: "合體卡的合體、分離與交換在自己的主要階段進行",
    "refuse_brave_hand": lambda q: "合體卡從自己的手牌召喚",
    "refuse_not_brave": lambda q: f"{q['card']}不是合體卡：只有合體卡能以直接合體召喚到靈魂卡上",
    "refuse_brave_onto_other": lambda q: "合體卡與另一張卡牌合體",
    "refuse_no_brave": lambda q: f"{q['card']}既不是合體卡也不是合體靈魂卡",
    "refuse_no_fused": lambda q: f"{q['card']}沒有合體的合體卡",
})

# ---------------------------------------------------------------------------------------------- Eternal's procedures
from .eternal_refusals import BY_LANG as _ETERNAL  # noqa: E402  (Brave refs and conditions, Advent, Awaken, costs ...)

for _lang, _table in _ETERNAL.items():
    TABLES[_lang].update(_table)
