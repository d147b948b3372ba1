"""This game's refusals (``IllegalAction.of("refuse_db_*", rule, ...)``) in words: the English sentences (the
engine's ``reason``, word for word as they were) and the same refusals in Japanese and Traditional Chinese, in
the terms ``engine/dbscg/words.py`` uses (リーダー/領袖, バトルエリア/戰鬥區, エナジー/能源, ドロップ/棄牌區,
ライフ/生命, コンボ/連擊, アクティブ/レスト 活躍/休息). Cards are ``Named`` params (renamed per language); a
place the player typed (``ref``, ``hand[3]``) stays as it was typed. Registered like the game's event words."""
from __future__ import annotations

from ..events import Named
from ..words import en


def named(card, uid: int = -1) -> Named:
    """A card definition as a refusal names it."""
    return Named(uid, getattr(card, "id", "") or "", card.name)


def _p(x) -> str:
    return en.pname(x)


def _kw(q, lang: str) -> str:
    """A keyword of a deck limit (``ultimate``, ``super_combo``, ``dragon_ball``) as the card texts write it."""
    from .cardtext import WORDS

    return WORDS[lang]["kw"].get(q["kw"], q["kw"])


# what a cost pays for (``energy.check_pay``'s ``what``: a kind and the card)
PAYS = {
    "en": {"counter": "[Counter] of {c}", "combo": "the combo of {c}", "activating": "activating {c}",
           "awaken": "[Awaken]", "wish": "[Wish]", "absorb": "[Union-Absorb]", "skill": "the skill of {c}",
           "playing": "playing {c}"},
    "ja": {"counter": "{c}の【カウンター】", "combo": "{c}のコンボ", "activating": "{c}の起動",
           "awaken": "【覚醒】", "wish": "≪ウィッシュ≫", "absorb": "≪合体-アブソーブ≫", "skill": "{c}のスキル",
           "playing": "{c}の登場"},
    "zh-Hant": {"counter": "{c} 的【反擊】", "combo": "{c} 的連擊", "activating": "起動 {c} ",
                "awaken": "【覺醒】", "wish": "≪願望≫", "absorb": "≪合體-吸收≫", "skill": "{c} 的技能",
                "playing": "使 {c} 登場"},
}


def _pays(q, lang):
    kind, card = q["what"]
    return PAYS[lang][kind].format(c=card)


COLOR = {"ja": {"red": "赤", "blue": "青", "green": "緑", "yellow": "黄", "black": "黒"},
         "zh-Hant": {"red": "紅", "blue": "藍", "green": "綠", "yellow": "黃", "black": "黑"}}
TIMING = {"ja": {"main": "メイン", "battle": "バトル", "play": "プレイ", "attack": "アタック", "counter": "カウンター",
                 "auto": "自動"},
          "zh-Hant": {"main": "主要", "battle": "戰鬥", "play": "使用", "attack": "攻擊", "counter": "反擊",
                      "auto": "自動"}}
MODE = {"ja": {"evolve": "進化", "ex_evolve": "EX進化", "xeno_evolve": "ゼノ進化", "over_realm": "オーバーレルム",
               "dark_over_realm": "ダークオーバーレルム", "union_potara": "合体-ポタラ", "union_fusion": "合体-フュージョン"},
        "zh-Hant": {"evolve": "進化", "ex_evolve": "EX進化", "xeno_evolve": "異界進化", "over_realm": "超越領域",
                    "dark_over_realm": "黑暗超越領域", "union_potara": "合體-波塔拉", "union_fusion": "合體-融合"}}
AREA = {"ja": {"hand": "手札", "drop": "ドロップ", "battle": "バトルエリア", "energy": "エナジーエリア", "deck": "デッキ"},
        "zh-Hant": {"hand": "手牌", "drop": "棄牌區", "battle": "戰鬥區", "energy": "能源區", "deck": "牌組"}}
WHEN = {  # the wrong-time sentences, by decision kind (the ruleset's ``wrong_time``)
    "ja": {"mulligan": "ゲーム開始前に各プレイヤーは一度だけカードをデッキに戻して同じ枚数引くか、キープできる",
           "charge": "チャージフェイズではターンプレイヤーは手札のカード1枚をエナジーエリアに置ける",
           "main": "メインフェイズではターンプレイヤーは登場・起動・アタック・フェイズ終了ができる",
           "blocker": "アタックされたプレイヤーはガードを≪ブロッカー≫を持つカードに移すか、移さない",
           "counter": "カウンタータイミングではプレイヤーは【カウンター】を使用するかパスする",
           "offense": "オフェンスステップではアタックしているプレイヤーはコンボ・【起動：バトル】の起動・パスができる",
           "defense": "ディフェンスステップではガードしているプレイヤーはコンボ・【起動：バトル】の起動・パスができる",
           "choose": "ゲームは選択を待っている"},
    "zh-Hant": {"mulligan": "遊戲開始前每位玩家可以一次將卡放回牌組並抽相同張數，或保留手牌",
                "charge": "在充能階段回合玩家可以將手牌的 1 張卡放置於能源區",
                "main": "在主要階段回合玩家可以使卡登場、起動、攻擊或結束階段",
                "blocker": "被攻擊的玩家可以將防禦轉移給具有≪阻擋者≫的卡，或不轉移",
                "counter": "在反擊時機玩家可以使用【反擊】或跳過",
                "offense": "在進攻步驟攻擊的玩家可以連擊、起動【起動：戰鬥】技能或跳過",
                "defense": "在防禦步驟防禦的玩家可以連擊、起動【起動：戰鬥】技能或跳過",
                "choose": "遊戲正在等待選擇"},
}
DO = {"ja": {"charge": "チャージ", "play": "登場", "activate": "起動", "attack": "アタック", "block": "ブロック",
             "no_block": "ブロックしない選択", "combo": "コンボ", "counter": "【カウンター】の使用", "pass": "パス",
             "end_phase": "フェイズ終了", "keep": "キープ", "redraw": "引き直し", "mulligan": "引き直し",
             "choose": "選択", "use": "使用"},
      "zh-Hant": {"charge": "充能", "play": "登場", "activate": "起動", "attack": "攻擊", "block": "阻擋",
                  "no_block": "不阻擋", "combo": "連擊", "counter": "使用【反擊】", "pass": "跳過",
                  "end_phase": "結束階段", "keep": "保留", "redraw": "重抽", "mulligan": "重抽",
                  "choose": "選擇", "use": "使用"}}


def _t(table, lang, key):
    return table[lang].get(str(key), str(key))


EN = {
    "refuse_db_over": lambda q: "the game is over",
    "refuse_db_player": lambda q: "an action is made by p1 or p2",
    "refuse_db_key": lambda q: f"'{q['do']}' has no key '{q['key']}'" + (
        f" (its keys: {', '.join(q['keys'])})" if q['keys'] else " (it takes none)"),
    "refuse_db_not_waiting": lambda q: "the game is not waiting for a decision",
    "refuse_db_decider": lambda q: f"it is {_p(q['decider'])}'s decision now, not {_p(q['by'])}'s",
    "refuse_db_wrong_time": lambda q: q["sentence"],
    "refuse_db_bad_ref": lambda q: (f"{q['ref']!r} does not name a card (write hand[i], battle[i], leader, energy[i] or "
                                    f"p2.battle[i], p2.leader)"),
    "refuse_db_counter_none": lambda q: f"{q['card']} has no [Counter: {str(q['timing']).title()}] that can be activated now",
    "refuse_db_counter_skill": lambda q: (f"{q['card']}'s [Counter: {str(q['own']).title()}] does not answer the skill "
                                          f"of {q['skill']}: only a [Counter: {str(q['timing']).title()}] does"),
    "refuse_db_redraw_ref": lambda q: (f"{q['ref']!r} is not a card of your hand (hand[0] .. hand[{q['n'] - 1}]), "
                                       "each once"),
    "refuse_db_redraw_none": lambda q: "name the cards to return with cards: [hand[i], ...], or keep",
    "refuse_db_not_hand": lambda q: f"{q['ref']!r} is not a card of your hand",
    "refuse_db_cost_short": lambda q: (f"{_pays(q, 'en')} costs {q['cost']} energy"
                                       + "".join(f", {n} of them {c}" for c, n in q['spec'])
                                       + f"; you have {q['have']} Active energy"
                                       + (" without enough of the colour" if q['have'] >= q['cost'] else "")),
    "refuse_db_pay_list": lambda q: "pay is a list of your energy cards, such as [energy[0], energy[2]]",
    "refuse_db_pay_ref": lambda q: f"{q['ref']!r} is not one of your energy cards (energy[0] .. energy[{q['n'] - 1}])",
    "refuse_db_pay_rest": lambda q: f"energy[{q['i']}] is in Rest Mode; a cost rests Active energy",
    "refuse_db_pay_twice": lambda q: f"energy[{q['i']}] is named twice",
    "refuse_db_pay_count": lambda q: f"{_pays(q, 'en')} costs {q['cost']} energy; the payment names {q['named']}",
    "refuse_db_pay_color": lambda q: f"{_pays(q, 'en')} needs {q['n']} {q['color']} energy; the payment has {q['have']}",
    "refuse_db_attacker_ref": lambda q: f"{q['ref']!r} is not your Leader or a card of your Battle Area",
    "refuse_db_extra_attacks": lambda q: f"{q['card']} is an Extra card; Leader and Battle cards attack",
    "refuse_db_attacker_rest": lambda q: f"{q['card']} is in Rest Mode; an Active card attacks by switching to Rest Mode",
    "refuse_db_no_target": lambda q: "name the attacked card: target: p2.leader or p2.battle[i]",
    "refuse_db_bad_target": lambda q: ("an attack targets the opponent's Leader or a Battle card in the opponent's "
                                       "Battle Area"),
    "refuse_db_target_not_battle": lambda q: f"{q['card']} is not a Battle card",
    "refuse_db_target_active": lambda q: (f"{q['card']} is in Active Mode; only a Battle card in Rest Mode can be "
                                          "attacked"),
    "refuse_db_blocker": lambda q: f"{q['ref']!r} is not an Active card of yours with [Blocker] other than the guard card",
    "refuse_db_combo_where": lambda q: "a combo uses a Battle card of your hand or an Active one of your Battle Area",
    "refuse_db_no_slot": lambda q: f"there is no {q['area']}[{q['i']}]",
    "refuse_db_combo_self": lambda q: f"the {'attack' if q['attack'] else 'guard'} card cannot combo",
    "refuse_db_combo_rest": lambda q: f"{q['card']} is in Rest Mode; only Active Battle cards combo",
    "refuse_db_no_combo": lambda q: f"{q['card']} has no combo cost and combo power",
    "refuse_db_fusion_hand": lambda q: f"{q['ref']!r}: [Union-Fusion] uses cards of your hand",
    "refuse_db_fusion_none": lambda q: (f"[Union-Fusion] needs a <{q['a']}> and a <{q['b']}> Battle card of equal "
                                        "power in your hand"),
    "refuse_db_fusion_fuse": lambda q: (f"fuse names a <{q['a']}> and a <{q['b']}> Battle card of equal power in "
                                        "your hand"),
    "refuse_db_no_absorb": lambda q: f"{q['card']} has no [Union-Absorb]",
    "refuse_db_absorb_target": lambda q: "[Union-Absorb] names the card it places on top: target: hand[i] or drop[i]",
    "refuse_db_absorb_from": lambda q: (f"{q['ref']!r}: [Union-Absorb] of {q['card']} takes a card of your "
                                        + " or ".join(q['froms'])),
    "refuse_db_absorb_want": lambda q: (f"[Union-Absorb] of {q['card']} takes a "
                                        + (f"<{q['character']}> " if q['character'] else "") + "Battle card"
                                        + (f" with an energy cost of {q['max_cost']} or less"
                                           if q['max_cost'] is not None else "")),
    "refuse_db_own_skills": lambda q: "you activate the skills of your own cards",
    "refuse_db_battle_activate": lambda q: (f"{q['card']} is a Battle card: play it (its [Counter] is used in a "
                                            "counter timing)"),
    "refuse_db_no_activate": lambda q: f"{q['card']} has no [Activate: {str(q['timing']).title()}] skill",
    "refuse_db_not_in_play": lambda q: f"{q['ref']!r} is not one of your cards in play",
    "refuse_db_no_awaken": lambda q: f"{q['card']} has no [Awaken]",
    "refuse_db_awaken_life": lambda q: f"[Awaken] of {q['card']} needs your Life at {q['life']} or less",
    "refuse_db_no_wish": lambda q: f"{q['card']} has no [Wish]",
    "refuse_db_wish_timing": lambda q: "[Wish] is an [Activate] skill: it is used in free timing",
    "refuse_db_wish_balls": lambda q: (f"[Wish] of {q['card']} needs {q['n']} different [Dragon Ball] cards in your "
                                       f"Drop Area; you have {q['have']}"),
    "refuse_db_absorb_timing": lambda q: "[Union-Absorb] is an [Activate: Main] skill",
    "refuse_db_no_swap": lambda q: f"{q['card']} has no [Swap]",
    "refuse_db_swap_timing": lambda q: "[Swap] is an [Activate: Main] skill",
    "refuse_db_swap_target": lambda q: (f"[Swap {q['x']}] plays a Battle card with energy cost {q['x']} from your "
                                        "hand: target: hand[i]"),
    "refuse_db_effect_index": lambda q: (f"effect is the index of an [Activate] skill of {q['card']}"
                                         + (f" ({', '.join(map(str, q['acts']))})" if q['acts'] else " (it has none)")),
    "refuse_db_not_activate": lambda q: f"skill {q['i']} of {q['card']} is not an [Activate] skill",
    "refuse_db_activate_timing": lambda q: f"an [Activate: {str(q['timing']).title()}] skill is not activated now",
    "refuse_db_once": lambda q: "this [Once per Turn] skill was activated this turn",
    "refuse_db_condition": lambda q: "the skill's condition is not met ([Bond], [Sparking], Life)",
    "refuse_db_burst": lambda q: f"[Burst {q['n']}] places {q['n']} cards of your Deck in the Drop Area; you have {q['have']}",
    "refuse_db_not_battle_area": lambda q: f"{q['ref']!r} is not a card in a Battle Area",
    "refuse_db_extra_play": lambda q: f"{q['card']} is an Extra card: it is activated, not played",
    "refuse_db_mode": lambda q: f"mode is one of {', '.join(q['modes'])}",
    "refuse_db_no_mode": lambda q: f"{q['card']} has no [{str(q['mode']).replace('_', '-').title()}]",
    "refuse_db_evolve_onto": lambda q: "[Evolve] names the card it evolves from: onto: battle[i]",
    "refuse_db_evolve_from": lambda q: f"{q['card']} evolves from a <{q['character']}> Battle card of your Battle Area",
    "refuse_db_potara": lambda q: f"[Union-Potara] needs <{q['character']}> in your Battle Area",
    "refuse_db_realm": lambda q: (f"[{'Dark ' if q['dark'] else ''}Over Realm {q['n']}] needs {q['n']} "
                                  f"{'black ' if q['dark'] else ''}cards in your Drop Area; you have {q['have']}"),
    "refuse_db_realm_once": lambda q: "[Over Realm] and [Dark Over Realm] are activated once a turn together",
    "refuse_db_choices": lambda q: f"choices are indexes of the options, 0 .. {q['n'] - 1}, each once",
    "refuse_db_choose_exactly": lambda q: f"choose exactly {q['n']}: as many as possible, never fewer on purpose",
    "refuse_db_choose_up_to": lambda q: f"choose up to {q['n']}",
    # deck construction (Dbscg.deck_problems, as events.Sentence)
    "db_deck_leaders": lambda q: f"the deck has {q['n']} Leader cards; it needs exactly 1",
    "db_deck_unknown": lambda q: f"{q['id']} is not a card of this game",
    "db_deck_size": lambda q: f"the deck has {q['n']} Battle and Extra cards; it needs exactly 50",
    "db_deck_copies": lambda q: f"{q['n']} copies of {q['card']} ({q['card'].id}); at most 4 of a card number",
    "db_deck_limit": lambda q: f"{q['n']} cards with {_kw(q, 'en')}; at most {q['limit']} in a deck",
}


def _ja_cost(q):
    spec = "".join(f"（うち{_t(COLOR, 'ja', c)}{n}枚）" for c, n in q['spec'])
    return (f"{_pays(q, 'ja')}のコストはエナジー{q['cost']}枚{spec}：アクティブのエナジーは{q['have']}枚"
            + ("で、色が足りない" if q['have'] >= q['cost'] else ""))


def _zh_cost(q):
    spec = "".join(f"（其中 {n} 張{_t(COLOR, 'zh-Hant', c)}色）" for c, n in q['spec'])
    return (f"{_pays(q, 'zh-Hant')}的費用為 {q['cost']} 張能源{spec}；活躍的能源有 {q['have']} 張"
            + ("，但顏色不足" if q['have'] >= q['cost'] else ""))


JA = {
    "refuse_db_over": lambda q: "ゲームは終了している",
    "refuse_db_player": lambda q: "行動するのはp1かp2",
    "refuse_db_key": lambda q: f"「{q['do']}」にキー「{q['key']}」はない" + (
        f"（キー：{'、'.join(q['keys'])}）" if q['keys'] else "（キーを取らない）"),
    "refuse_db_not_waiting": lambda q: "ゲームは決定を待っていない",
    "refuse_db_decider": lambda q: f"今決めるのは{_p(q['decider'])}で、{_p(q['by'])}ではない",
    "refuse_db_wrong_time": lambda q: f"今は{_t(DO, 'ja', q['do'])}できない：{_t(WHEN, 'ja', q['phase'])}",
    "refuse_db_bad_ref": lambda q: f"{q['ref']!r}はカードを指していない（hand[i]、battle[i]、leader、energy[i]、p2.battle[i]、p2.leader と書く）",
    "refuse_db_counter_none": lambda q: f"{q['card']}には今使用できる【カウンター：{_t(TIMING, 'ja', q['timing'])}】がない",
    "refuse_db_counter_skill": lambda q: (f"{q['card']}の【カウンター：{_t(TIMING, 'ja', q['own'])}】は{q['skill']}の"
                                          f"スキルに対して使用できない（使用できるのは【カウンター：{_t(TIMING, 'ja', q['timing'])}】）"),
    "refuse_db_redraw_ref": lambda q: f"{q['ref']!r}は自分の手札のカードではない（hand[0]〜hand[{q['n'] - 1}]、各1回）",
    "refuse_db_redraw_none": lambda q: "戻すカードを cards: [hand[i], ...] で指定するか、キープする",
    "refuse_db_not_hand": lambda q: f"{q['ref']!r}は自分の手札のカードではない",
    "refuse_db_cost_short": _ja_cost,
    "refuse_db_pay_list": lambda q: "pay は自分のエナジーカードのリスト（例：[energy[0], energy[2]]）",
    "refuse_db_pay_ref": lambda q: f"{q['ref']!r}は自分のエナジーカードではない（energy[0]〜energy[{q['n'] - 1}]）",
    "refuse_db_pay_rest": lambda q: f"energy[{q['i']}]はレストモード：コストはアクティブのエナジーをレストにして支払う",
    "refuse_db_pay_twice": lambda q: f"energy[{q['i']}]が2回指定されている",
    "refuse_db_pay_count": lambda q: f"{_pays(q, 'ja')}のコストはエナジー{q['cost']}枚：支払いに指定されたのは{q['named']}枚",
    "refuse_db_pay_color": lambda q: (f"{_pays(q, 'ja')}には{_t(COLOR, 'ja', q['color'])}のエナジーが{q['n']}枚必要："
                                      f"支払いには{q['have']}枚"),
    "refuse_db_attacker_ref": lambda q: f"{q['ref']!r}は自分のリーダーでもバトルエリアのカードでもない",
    "refuse_db_extra_attacks": lambda q: f"{q['card']}はエクストラカード：アタックするのはリーダーとバトルカード",
    "refuse_db_attacker_rest": lambda q: f"{q['card']}はレストモード：アタックはアクティブのカードをレストにして行う",
    "refuse_db_no_target": lambda q: "アタックするカードを指定する：target: p2.leader または p2.battle[i]",
    "refuse_db_bad_target": lambda q: "アタックできるのは相手のリーダーか、相手のバトルエリアのバトルカード",
    "refuse_db_target_not_battle": lambda q: f"{q['card']}はバトルカードではない",
    "refuse_db_target_active": lambda q: f"{q['card']}はアクティブモード：アタックできるのはレストモードのバトルカードだけ",
    "refuse_db_blocker": lambda q: f"{q['ref']!r}はガードカード以外の、≪ブロッカー≫を持つ自分のアクティブのカードではない",
    "refuse_db_combo_where": lambda q: "コンボに使えるのは手札のバトルカードか、バトルエリアのアクティブのバトルカード",
    "refuse_db_no_slot": lambda q: f"{q['area']}[{q['i']}]はない",
    "refuse_db_combo_self": lambda q: f"{'アタックしている' if q['attack'] else 'ガード'}カードはコンボできない",
    "refuse_db_combo_rest": lambda q: f"{q['card']}はレストモード：コンボできるのはアクティブのバトルカードだけ",
    "refuse_db_no_combo": lambda q: f"{q['card']}にはコンボコストとコンボパワーがない",
    "refuse_db_fusion_hand": lambda q: f"{q['ref']!r}：≪合体-フュージョン≫は手札のカードを使う",
    "refuse_db_fusion_none": lambda q: f"≪合体-フュージョン≫には手札に同じパワーの《{q['a']}》と《{q['b']}》のバトルカードが必要",
    "refuse_db_fusion_fuse": lambda q: f"fuse には手札の同じパワーの《{q['a']}》と《{q['b']}》のバトルカードを指定する",
    "refuse_db_no_absorb": lambda q: f"{q['card']}には≪合体-アブソーブ≫がない",
    "refuse_db_absorb_target": lambda q: "≪合体-アブソーブ≫は上に重ねるカードを指定する：target: hand[i] または drop[i]",
    "refuse_db_absorb_from": lambda q: (f"{q['ref']!r}：{q['card']}の≪合体-アブソーブ≫は自分の"
                                        + "か".join(_t(AREA, 'ja', f) for f in q['froms']) + "のカードを使う"),
    "refuse_db_absorb_want": lambda q: (f"{q['card']}の≪合体-アブソーブ≫は"
                                        + (f"エナジーコスト{q['max_cost']}以下の" if q['max_cost'] is not None else "")
                                        + (f"《{q['character']}》の" if q['character'] else "") + "バトルカードを使う"),
    "refuse_db_own_skills": lambda q: "起動できるのは自分のカードのスキル",
    "refuse_db_battle_activate": lambda q: f"{q['card']}はバトルカード：登場させる（【カウンター】はカウンタータイミングで使用する）",
    "refuse_db_no_activate": lambda q: f"{q['card']}には【起動：{_t(TIMING, 'ja', q['timing'])}】のスキルがない",
    "refuse_db_not_in_play": lambda q: f"{q['ref']!r}は場にある自分のカードではない",
    "refuse_db_no_awaken": lambda q: f"{q['card']}には【覚醒】がない",
    "refuse_db_awaken_life": lambda q: f"{q['card']}の【覚醒】には自分のライフが{q['life']}以下である必要がある",
    "refuse_db_no_wish": lambda q: f"{q['card']}には≪ウィッシュ≫がない",
    "refuse_db_wish_timing": lambda q: "≪ウィッシュ≫は【起動】スキル：フリータイミングで使用する",
    "refuse_db_wish_balls": lambda q: (f"{q['card']}の≪ウィッシュ≫には自分のドロップに異なる≪ドラゴンボール≫カードが"
                                       f"{q['n']}枚必要：今は{q['have']}枚"),
    "refuse_db_absorb_timing": lambda q: "≪合体-アブソーブ≫は【起動：メイン】のスキル",
    "refuse_db_no_swap": lambda q: f"{q['card']}には≪スワップ≫がない",
    "refuse_db_swap_timing": lambda q: "≪スワップ≫は【起動：メイン】のスキル",
    "refuse_db_swap_target": lambda q: f"≪スワップ{q['x']}≫は手札のエナジーコスト{q['x']}のバトルカードを登場させる：target: hand[i]",
    "refuse_db_effect_index": lambda q: (f"effect は{q['card']}の【起動】スキルの番号"
                                         + (f"（{'、'.join(map(str, q['acts']))}）" if q['acts'] else "（ない）")),
    "refuse_db_not_activate": lambda q: f"{q['card']}のスキル{q['i']}は【起動】スキルではない",
    "refuse_db_activate_timing": lambda q: f"【起動：{_t(TIMING, 'ja', q['timing'])}】のスキルは今は起動できない",
    "refuse_db_once": lambda q: "この≪ターン1回≫のスキルはこのターンすでに起動した",
    "refuse_db_condition": lambda q: "スキルの条件（≪ボンド≫、≪スパーキング≫、ライフ）を満たしていない",
    "refuse_db_burst": lambda q: f"≪バースト{q['n']}≫はデッキのカード{q['n']}枚をドロップに置く：デッキは{q['have']}枚",
    "refuse_db_not_battle_area": lambda q: f"{q['ref']!r}はバトルエリアのカードではない",
    "refuse_db_extra_play": lambda q: f"{q['card']}はエクストラカード：登場ではなく起動する",
    "refuse_db_mode": lambda q: f"mode は {', '.join(q['modes'])} のいずれか",
    "refuse_db_no_mode": lambda q: f"{q['card']}には≪{_t(MODE, 'ja', q['mode'])}≫がない",
    "refuse_db_evolve_onto": lambda q: "≪進化≫は進化元のカードを指定する：onto: battle[i]",
    "refuse_db_evolve_from": lambda q: f"{q['card']}は自分のバトルエリアの《{q['character']}》のバトルカードから進化する",
    "refuse_db_potara": lambda q: f"≪合体-ポタラ≫には自分のバトルエリアに《{q['character']}》が必要",
    "refuse_db_realm": lambda q: (f"≪{'ダーク' if q['dark'] else ''}オーバーレルム{q['n']}≫には自分のドロップに"
                                  f"{'黒の' if q['dark'] else ''}カードが{q['n']}枚必要：今は{q['have']}枚"),
    "refuse_db_realm_once": lambda q: "≪オーバーレルム≫と≪ダークオーバーレルム≫は合わせて1ターンに1回",
    "refuse_db_choices": lambda q: f"choices は選択肢の番号（0〜{q['n'] - 1}、各1回）",
    "refuse_db_choose_exactly": lambda q: f"ちょうど{q['n']}つ選ぶ：できるだけ多く選び、わざと少なくはできない",
    "refuse_db_choose_up_to": lambda q: f"{q['n']}つまで選ぶ",
    "db_deck_leaders": lambda q: f"デッキのリーダーカードは{q['n']}枚：ちょうど1枚必要",
    "db_deck_unknown": lambda q: f"{q['id']}はこのゲームのカードではない",
    "db_deck_size": lambda q: f"デッキのバトルカードとエクストラカードは{q['n']}枚：ちょうど50枚必要",
    "db_deck_copies": lambda q: f"{q['card']}（{q['card'].id}）が{q['n']}枚：同じカード番号は4枚まで",
    "db_deck_limit": lambda q: f"{_kw(q, 'ja')}を持つカードが{q['n']}枚：デッキに{q['limit']}枚まで",
}

ZH = {
    "refuse_db_over": lambda q: "遊戲已經結束",
    "refuse_db_player": lambda q: "行動由 p1 或 p2 進行",
    "refuse_db_key": lambda q: f"「{q['do']}」沒有鍵「{q['key']}」" + (
        f"（其鍵：{'、'.join(q['keys'])}）" if q['keys'] else "（不接受任何鍵）"),
    "refuse_db_not_waiting": lambda q: "遊戲沒有在等待決定",
    "refuse_db_decider": lambda q: f"現在由 {_p(q['decider'])} 決定，不是 {_p(q['by'])}",
    "refuse_db_wrong_time": lambda q: f"現在不能{_t(DO, 'zh-Hant', q['do'])}：{_t(WHEN, 'zh-Hant', q['phase'])}",
    "refuse_db_bad_ref": lambda q: f"{q['ref']!r} 並未指定卡（請寫 hand[i]、battle[i]、leader、energy[i]、p2.battle[i] 或 p2.leader）",
    "refuse_db_counter_none": lambda q: f"{q['card']} 沒有現在可使用的【反擊：{_t(TIMING, 'zh-Hant', q['timing'])}】",
    "refuse_db_counter_skill": lambda q: (f"{q['card']} 的【反擊：{_t(TIMING, 'zh-Hant', q['own'])}】無法回應 {q['skill']} "
                                          f"的技能（只有【反擊：{_t(TIMING, 'zh-Hant', q['timing'])}】可以）"),
    "refuse_db_redraw_ref": lambda q: f"{q['ref']!r} 不是自己手牌的卡（hand[0] 至 hand[{q['n'] - 1}]，各一次）",
    "refuse_db_redraw_none": lambda q: "以 cards: [hand[i], ...] 指定要放回的卡，或保留手牌",
    "refuse_db_not_hand": lambda q: f"{q['ref']!r} 不是自己手牌的卡",
    "refuse_db_cost_short": _zh_cost,
    "refuse_db_pay_list": lambda q: "pay 是自己能源卡的清單，例如 [energy[0], energy[2]]",
    "refuse_db_pay_ref": lambda q: f"{q['ref']!r} 不是自己的能源卡（energy[0] 至 energy[{q['n'] - 1}]）",
    "refuse_db_pay_rest": lambda q: f"energy[{q['i']}] 為休息狀態；費用是將活躍的能源轉為休息來支付",
    "refuse_db_pay_twice": lambda q: f"energy[{q['i']}] 被指定了兩次",
    "refuse_db_pay_count": lambda q: f"{_pays(q, 'zh-Hant')}的費用為 {q['cost']} 張能源；支付中指定了 {q['named']} 張",
    "refuse_db_pay_color": lambda q: (f"{_pays(q, 'zh-Hant')}需要 {q['n']} 張{_t(COLOR, 'zh-Hant', q['color'])}色能源；"
                                      f"支付中只有 {q['have']} 張"),
    "refuse_db_attacker_ref": lambda q: f"{q['ref']!r} 不是自己的領袖，也不是自己戰鬥區的卡",
    "refuse_db_extra_attacks": lambda q: f"{q['card']} 是額外卡；進行攻擊的是領袖卡與戰鬥卡",
    "refuse_db_attacker_rest": lambda q: f"{q['card']} 為休息狀態；攻擊是將活躍的卡轉為休息來進行",
    "refuse_db_no_target": lambda q: "指定被攻擊的卡：target: p2.leader 或 p2.battle[i]",
    "refuse_db_bad_target": lambda q: "攻擊的對象是對手的領袖，或對手戰鬥區的戰鬥卡",
    "refuse_db_target_not_battle": lambda q: f"{q['card']} 不是戰鬥卡",
    "refuse_db_target_active": lambda q: f"{q['card']} 為活躍狀態；只有休息狀態的戰鬥卡能被攻擊",
    "refuse_db_blocker": lambda q: f"{q['ref']!r} 不是防禦卡以外、具有≪阻擋者≫的自己活躍狀態的卡",
    "refuse_db_combo_where": lambda q: "連擊使用手牌的戰鬥卡，或自己戰鬥區活躍狀態的戰鬥卡",
    "refuse_db_no_slot": lambda q: f"沒有 {q['area']}[{q['i']}]",
    "refuse_db_combo_self": lambda q: f"{'攻擊' if q['attack'] else '防禦'}卡不能連擊",
    "refuse_db_combo_rest": lambda q: f"{q['card']} 為休息狀態；只有活躍狀態的戰鬥卡能連擊",
    "refuse_db_no_combo": lambda q: f"{q['card']} 沒有連擊費用與連擊戰力",
    "refuse_db_fusion_hand": lambda q: f"{q['ref']!r}：≪合體-融合≫使用手牌的卡",
    "refuse_db_fusion_none": lambda q: f"≪合體-融合≫需要手牌中戰力相同的《{q['a']}》與《{q['b']}》戰鬥卡",
    "refuse_db_fusion_fuse": lambda q: f"fuse 指定手牌中戰力相同的《{q['a']}》與《{q['b']}》戰鬥卡",
    "refuse_db_no_absorb": lambda q: f"{q['card']} 沒有≪合體-吸收≫",
    "refuse_db_absorb_target": lambda q: "≪合體-吸收≫指定要疊放在上方的卡：target: hand[i] 或 drop[i]",
    "refuse_db_absorb_from": lambda q: (f"{q['ref']!r}：{q['card']} 的≪合體-吸收≫使用自己"
                                        + "或".join(_t(AREA, 'zh-Hant', f) for f in q['froms']) + "的卡"),
    "refuse_db_absorb_want": lambda q: (f"{q['card']} 的≪合體-吸收≫使用"
                                        + (f"能源費用 {q['max_cost']} 以下的" if q['max_cost'] is not None else "")
                                        + (f"《{q['character']}》的" if q['character'] else "") + "戰鬥卡"),
    "refuse_db_own_skills": lambda q: "只能起動自己的卡的技能",
    "refuse_db_battle_activate": lambda q: f"{q['card']} 是戰鬥卡：請使其登場（其【反擊】在反擊時機使用）",
    "refuse_db_no_activate": lambda q: f"{q['card']} 沒有【起動：{_t(TIMING, 'zh-Hant', q['timing'])}】技能",
    "refuse_db_not_in_play": lambda q: f"{q['ref']!r} 不是自己場上的卡",
    "refuse_db_no_awaken": lambda q: f"{q['card']} 沒有【覺醒】",
    "refuse_db_awaken_life": lambda q: f"{q['card']} 的【覺醒】需要自己的生命在 {q['life']} 以下",
    "refuse_db_no_wish": lambda q: f"{q['card']} 沒有≪願望≫",
    "refuse_db_wish_timing": lambda q: "≪願望≫是【起動】技能：在自由時機使用",
    "refuse_db_wish_balls": lambda q: (f"{q['card']} 的≪願望≫需要自己棄牌區中有 {q['n']} 張不同的≪龍珠≫卡；"
                                       f"現在有 {q['have']} 張"),
    "refuse_db_absorb_timing": lambda q: "≪合體-吸收≫是【起動：主要】技能",
    "refuse_db_no_swap": lambda q: f"{q['card']} 沒有≪交換≫",
    "refuse_db_swap_timing": lambda q: "≪交換≫是【起動：主要】技能",
    "refuse_db_swap_target": lambda q: f"≪交換 {q['x']}≫使手牌中能源費用為 {q['x']} 的戰鬥卡登場：target: hand[i]",
    "refuse_db_effect_index": lambda q: (f"effect 是 {q['card']} 的【起動】技能的編號"
                                         + (f"（{'、'.join(map(str, q['acts']))}）" if q['acts'] else "（沒有）")),
    "refuse_db_not_activate": lambda q: f"{q['card']} 的技能 {q['i']} 不是【起動】技能",
    "refuse_db_activate_timing": lambda q: f"【起動：{_t(TIMING, 'zh-Hant', q['timing'])}】技能現在不能起動",
    "refuse_db_once": lambda q: "這個≪一回合一次≫的技能本回合已經起動過",
    "refuse_db_condition": lambda q: "不符合技能的條件（≪羈絆≫、≪火花≫、生命）",
    "refuse_db_burst": lambda q: f"≪爆發 {q['n']}≫將牌組的 {q['n']} 張卡放入棄牌區；牌組只有 {q['have']} 張",
    "refuse_db_not_battle_area": lambda q: f"{q['ref']!r} 不是戰鬥區的卡",
    "refuse_db_extra_play": lambda q: f"{q['card']} 是額外卡：是起動，而不是登場",
    "refuse_db_mode": lambda q: f"mode 為 {', '.join(q['modes'])} 之一",
    "refuse_db_no_mode": lambda q: f"{q['card']} 沒有≪{_t(MODE, 'zh-Hant', q['mode'])}≫",
    "refuse_db_evolve_onto": lambda q: "≪進化≫指定進化來源的卡：onto: battle[i]",
    "refuse_db_evolve_from": lambda q: f"{q['card']} 由自己戰鬥區的《{q['character']}》戰鬥卡進化",
    "refuse_db_potara": lambda q: f"≪合體-波塔拉≫需要自己戰鬥區中有《{q['character']}》",
    "refuse_db_realm": lambda q: (f"≪{'黑暗' if q['dark'] else ''}超越領域 {q['n']}≫需要自己棄牌區中有 {q['n']} 張"
                                  f"{'黑色' if q['dark'] else ''}卡；現在有 {q['have']} 張"),
    "refuse_db_realm_once": lambda q: "≪超越領域≫與≪黑暗超越領域≫合計一回合只能起動一次",
    "refuse_db_choices": lambda q: f"choices 是選項的編號（0 至 {q['n'] - 1}，各一次）",
    "refuse_db_choose_exactly": lambda q: f"請正好選擇 {q['n']} 個：盡可能多選，不能故意少選",
    "refuse_db_choose_up_to": lambda q: f"至多選擇 {q['n']} 個",
    "db_deck_leaders": lambda q: f"牌組有 {q['n']} 張領袖卡：需要正好 1 張",
    "db_deck_unknown": lambda q: f"{q['id']} 不是此遊戲的卡牌",
    "db_deck_size": lambda q: f"牌組有 {q['n']} 張戰鬥卡與額外卡：需要正好 50 張",
    "db_deck_copies": lambda q: f"{q['card']}（{q['card'].id}）有 {q['n']} 張：同一卡號最多 4 張",
    "db_deck_limit": lambda q: f"具有{_kw(q, 'zh-Hant')}的卡有 {q['n']} 張：牌組最多 {q['limit']} 張",
}

WORDS = {"en": EN, "ja": JA, "zh-Hant": ZH}
if EN not in en.GAME_WORDS:
    en.GAME_WORDS.append(EN)
for _lang, _table in WORDS.items():
    if _lang != "en" and _table not in en.GAME_WORDS_BY_LANG.setdefault(_lang, []):
        en.GAME_WORDS_BY_LANG[_lang].append(_table)
