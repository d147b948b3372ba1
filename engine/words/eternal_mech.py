"""Words of Battle Spirits Eternal's later mechanics (Trigger Counter, hand-side use, Manifest, Grand
Stones, Contract Grand Walkers, Divine Transformation, Demon-God and Myth Braves): events, questions and
refusals, in English, Japanese and Traditional Chinese (the Chinese manual's terms: 能量 a core, 核心卡 a
Nexus, 空間 the Void). Merged into each language's TEMPLATES by ``engine.words``."""
from __future__ import annotations

from .en import pname as P
from .en import plural

EN = {
    "refuse_soul_timing": lambda q: f"{q['card']}'s effect is activated at its timing: [Main] in your Main Step, [Flash] in a Flash Timing",
    "refuse_soul_once": lambda q: f"{q['card']} used this effect this turn already, as a Spirit or in the soul state (E:FAQ-CON Q3)",
    "refuse_soul_cost": lambda q: f"the cost of {q['card']}'s effect cannot be paid",
    "refuse_soul_none": lambda q: f"{q['card']} has no effect that works in the soul state",
    "eternal_demon_fuse": lambda q: f"{P(q['player'])} fuses {q['card']} to {q['other']} on its {q['side']} side ({q['rule']})",
    "eternal_demon_sides": lambda q: f"{q['card']} exchanges its sides: {q['other']} is now on its {q['side']} side, the Brave never a Spirit meanwhile ({q['rule']})",
    "eternal_demon_separate": lambda q: (f"{q['card']} separates from {q['other']}"
                                         + (" and stays as a Spirit with no core (its Lv1 cost is 0)" if q['alone'] else ", still fused to its other Spirit")
                                         + f" ({q['rule']})"),
    "eternal_demon_stays_fused": lambda q: f"{q['card']} stays fused to {q['other']} ({q['rule']})",
    "refuse_demon_ref": lambda q: f"name the {q['what']} by its place on your Field (field[i])",
    "refuse_demon_side": lambda q: "a Demon-God Brave's side is left or right",
    "refuse_demon_condition": lambda q: f"{q['card']} does not meet the {q['side']} condition of {q['brave']}",
    "refuse_demon_same_side": lambda q: f"{q['card']} is already on the {q['side']} side",
    "refuse_demon_already": lambda q: f"{q['card']} is already fused to this Demon-God Brave",
    "refuse_demon_side_taken": lambda q: f"the {q['side']} side holds another Spirit: fuse one Spirit at a time, on a free side (E:FAQ-BRAVE Q5)",
    "eternal_divine_not_destroyed": lambda q: (f"{q['card']} is in 【Divine Transformation】: "
                                               + ("a battle against a Spirit or an Ultimate does not destroy it" if q['why'] == 'battle'
                                                  else "only Grand Walker cards destroy it") + f" ({q['rule']})"),
    "eternal_true_oracle": lambda q: f"《True Oracle》 of {q['card']}: {q['other']} was summoned: 1 core from the Void onto it ({q['rule']})",
    "eternal_revive": lambda q: f"{P(q['player'])} pays {plural(q['cost'], 'core')}: 【Revive】 deploys {q['card']} from the soul state ({q['rule']})",
    "refuse_revive_where": lambda q: f"name a card in the soul state as souls[i]: there {'is' if q['n'] == 1 else 'are'} {plural(q['n'], 'card')} in the soul state",
    "refuse_revive_main": lambda q: "【Revive】 is used in your Main Step",
    "refuse_revive_none": lambda q: f"{q['card']} has no 【Revive】",
    "refuse_revive_cost": lambda q: f"【Revive】 pays {q['card']}'s cost, {q['cost']} after reduction: it cannot be paid as offered",
    "eternal_unseal": lambda q: f"《Unseal》 of {q['card']}: {q['other']} was summoned: 1 core from the Void onto it ({q['rule']})",
    "eternal_ask_oracle_deploy": lambda q: (f"{'《True Oracle》' if q.get('true') else '《Oracle》'} of {q['card']}: put the top "
                                            f"{plural(q['n'], 'card')} of your Deck into the Trash for cores?"),
    "eternal_oracle_declined": lambda q: f"{P(q['player'])} does not use the 《Oracle》 of {q['card']} ({q['rule']})",
    "eternal_manifest": lambda q: (f"{P(q['player'])} Manifests {q['card']}: the Soul Core goes to the Trash and 1 core of "
                                   f"{q['other']} pays its cost as 1; summoned at Lv{q['level']} with {plural(q['placed'], 'core')} ({q['rule']})"),
    "refuse_manifest_hand": lambda q: "a card is Manifested from your own Hand",
    "refuse_manifest_none": lambda q: f"{q['card']} has no 《Manifest》",
    "refuse_manifest_timing": lambda q: (f"{q['card']}'s 《Manifest》 is used in your Main Step" if q['timing'] == 'main'
                                         else f"{q['card']}'s 《Manifest》 is used in a Flash Timing or your Main Step"),
    "refuse_manifest_walker": lambda q: f"{q['card']}'s 《Manifest》 needs the Grand Walker it names on your Field, with a core on it",
    "refuse_manifest_soul": lambda q: "《Manifest》 puts your Soul Core into the Trash: it must be in your Reserve or on your Field",
    "refuse_manifest_place": lambda q: f"{q['card']} needs {plural(q['lv1'], 'core')} placed for its Lv1, the Soul Core not among them",
    "eternal_from_hand_side": lambda q: f"{q['card']} was {'used' if q['verb'] == 'use' else q['verb'] + 'ed'} from the hand-side, paying its cost as from the Hand ({q['rule']})",
    "refuse_hand_side_none": lambda q: f"there is no hand_side[{q['i']}]: the hand-side has {plural(q['n'], 'card')}",
    "refuse_hand_side_onto": lambda q: "a hand-side card is summoned, deployed or used as from the Hand: not onto another card",
    "eternal_ask_trigger_counter": lambda q: f"{q['card']}'s 【U-Trigger】 hits: answer with a 【Trigger Counter】?",
    "eternal_trigger_counter": lambda q: (f"{P(q['player'])} pays {plural(q['n'], 'core')} and uses {q['card']}'s "
                                          f"【Trigger Counter】: the Hit of {q['other']} becomes a Guard ({q['rule']})"),
}

JA = {
    "refuse_soul_timing": lambda q: f"{q['card']}の効果はそのタイミングで使う：【メイン】は自分のメインステップ、【フラッシュ】はフラッシュタイミング",
    "refuse_soul_once": lambda q: f"{q['card']}はこのターン、スピリットか魂状態でこの効果をすでに使った（E:FAQ-CON Q3）",
    "refuse_soul_cost": lambda q: f"{q['card']}の効果のコストを支払えない",
    "refuse_soul_none": lambda q: f"{q['card']}には魂状態で使える効果がない",
    "eternal_demon_fuse": lambda q: f"{P(q['player'])}は{q['card']}を{q['other']}に{'左' if q['side'] == 'left' else '右'}合体させる（{q['rule']}）",
    "eternal_demon_sides": lambda q: f"{q['card']}の左右を入れ替え、{q['other']}は{'左' if q['side'] == 'left' else '右'}側になる（{q['rule']}）",
    "eternal_demon_separate": lambda q: (f"{q['card']}は{q['other']}から分離"
                                         + ("し、コアなしでスピリットとして残る（Lv1コスト0）" if q['alone'] else "、もう一方のスピリットとは合体したまま")
                                         + f"（{q['rule']}）"),
    "eternal_demon_stays_fused": lambda q: f"{q['card']}は{q['other']}と合体したまま（{q['rule']}）",
    "refuse_demon_ref": lambda q: f"{q['what']}はフィールドの場所（field[i]）で指定する",
    "refuse_demon_side": lambda q: "異魔神ブレイヴの側は左か右",
    "refuse_demon_condition": lambda q: f"{q['card']}は{q['brave']}の{'左' if q['side'] == 'left' else '右'}合体条件を満たさない",
    "refuse_demon_same_side": lambda q: f"{q['card']}はすでに{'左' if q['side'] == 'left' else '右'}側にある",
    "refuse_demon_already": lambda q: f"{q['card']}はすでにこの異魔神ブレイヴと合体している",
    "refuse_demon_side_taken": lambda q: f"{'左' if q['side'] == 'left' else '右'}側には別のスピリットがいる：1体ずつ空いている側に合体する（E:FAQ-BRAVE Q5）",
    "eternal_divine_not_destroyed": lambda q: (f"{q['card']}は【転神】中："
                                               + ("スピリットやアルティメットとのバトルでは破壊されない" if q['why'] == 'battle'
                                                  else "創界神ネクサス以外のカードでは破壊されない") + f"（{q['rule']}）"),
    "eternal_true_oracle": lambda q: f"{q['card']}の《真・神託》：{q['other']}の召喚でボイドからコア1個（{q['rule']}）",
    "eternal_revive": lambda q: f"{P(q['player'])}はコア{q['cost']}個を支払い、【復活】で{q['card']}を魂状態から配置する（{q['rule']}）",
    "refuse_revive_where": lambda q: f"魂状態のカードはsouls[i]で指定する：魂状態のカードは{q['n']}枚",
    "refuse_revive_main": lambda q: "【復活】は自分のメインステップで使う",
    "refuse_revive_none": lambda q: f"{q['card']}は【復活】を持たない",
    "refuse_revive_cost": lambda q: f"【復活】は{q['card']}のコスト（軽減後{q['cost']}）を支払う：その支払いではできない",
    "eternal_unseal": lambda q: f"{q['card']}の《解封》：{q['other']}の召喚でボイドからコア1個（{q['rule']}）",
    "eternal_ask_oracle_deploy": lambda q: f"{q['card']}の{'《真・神託》' if q.get('true') else '《神託》'}：デッキの上{q['n']}枚をトラッシュに置いてコアを得ますか？",
    "eternal_oracle_declined": lambda q: f"{P(q['player'])}は{q['card']}の《神託》を使わない（{q['rule']}）",
    "eternal_manifest": lambda q: (f"{P(q['player'])}は{q['card']}を《顕現》：ソウルコアをトラッシュへ、{q['other']}のコア1個で"
                                   f"コスト1として支払い、コア{q['placed']}個でLv{q['level']}で召喚（{q['rule']}）"),
    "refuse_manifest_hand": lambda q: "《顕現》するカードは自分の手札から",
    "refuse_manifest_none": lambda q: f"{q['card']}は《顕現》を持たない",
    "refuse_manifest_timing": lambda q: (f"{q['card']}の《顕現》は自分のメインステップで使う" if q['timing'] == 'main'
                                         else f"{q['card']}の《顕現》はフラッシュタイミングか自分のメインステップで使う"),
    "refuse_manifest_walker": lambda q: f"{q['card']}の《顕現》には、指定の創界神ネクサスがコアを置いた状態で自分のフィールドに必要",
    "refuse_manifest_soul": lambda q: "《顕現》はソウルコアをトラッシュに置く：リザーブか自分のフィールドにある必要がある",
    "refuse_manifest_place": lambda q: f"{q['card']}のLv1にはソウルコア以外のコア{q['lv1']}個を置く必要がある",
    "eternal_from_hand_side": lambda q: f"{q['card']}は手元から、手札と同じくコストを支払って使われた（{q['rule']}）",
    "refuse_hand_side_none": lambda q: f"hand_side[{q['i']}]はない：手元のカードは{q['n']}枚",
    "refuse_hand_side_onto": lambda q: "手元のカードは手札と同じく召喚・配置・使用する：他のカードの上にはできない",
    "eternal_ask_trigger_counter": lambda q: f"{q['card']}の【Uトリガー】がヒット：【トリガーカウンター】で返しますか？",
    "eternal_trigger_counter": lambda q: (f"{P(q['player'])}はコア{q['n']}個を支払い{q['card']}の【トリガーカウンター】を使う："
                                          f"{q['other']}のヒットはガードになる（{q['rule']}）"),
}

ZH = {
    "refuse_soul_timing": lambda q: f"{q['card']}的效果於其時機使用：【主要】於自己的主要階段，【靈動】於靈動時機",
    "refuse_soul_once": lambda q: f"{q['card']}本回合已以靈魂卡或魂狀態發揮過此效果（E:FAQ-CON Q3）",
    "refuse_soul_cost": lambda q: f"無法支付{q['card']}效果的費用",
    "refuse_soul_none": lambda q: f"{q['card']}沒有可於魂狀態發揮的效果",
    "eternal_demon_fuse": lambda q: f"{P(q['player'])}將{q['card']}以{'左' if q['side'] == 'left' else '右'}合體與{q['other']}合體（{q['rule']}）",
    "eternal_demon_sides": lambda q: f"{q['card']}交換左右合體：{q['other']}改為{'左' if q['side'] == 'left' else '右'}側，合體卡不變為靈魂卡狀態（{q['rule']}）",
    "eternal_demon_separate": lambda q: (f"{q['card']}從{q['other']}分離"
                                         + ("，不放置能量以靈魂卡狀態留在場上（Lv1 費用為 0）" if q['alone'] else "，仍與另一張靈魂卡合體")
                                         + f"（{q['rule']}）"),
    "eternal_demon_stays_fused": lambda q: f"{q['card']}仍與{q['other']}合體（{q['rule']}）",
    "refuse_demon_ref": lambda q: f"以場上的位置（field[i]）指定{q['what']}",
    "refuse_demon_side": lambda q: "異魔神合體卡的合體側為左或右",
    "refuse_demon_condition": lambda q: f"{q['card']}不符合{q['brave']}的{'左' if q['side'] == 'left' else '右'}合體條件",
    "refuse_demon_same_side": lambda q: f"{q['card']}已在{'左' if q['side'] == 'left' else '右'}側",
    "refuse_demon_already": lambda q: f"{q['card']}已與此異魔神合體卡合體",
    "refuse_demon_side_taken": lambda q: f"{'左' if q['side'] == 'left' else '右'}側已有其他靈魂卡：請逐一與空出的一側合體（E:FAQ-BRAVE Q5）",
    "eternal_divine_not_destroyed": lambda q: (f"{q['card']}處於【轉神】狀態："
                                               + ("在與靈魂卡或終極靈魂卡的戰鬥中不會被破壞" if q['why'] == 'battle'
                                                  else "不會被創界神核心卡以外的卡牌所破壞") + f"（{q['rule']}）"),
    "eternal_true_oracle": lambda q: f"{q['card']}的《真・神託》：召喚了{q['other']}，從空間放置 1 個能量（{q['rule']}）",
    "eternal_revive": lambda q: f"{P(q['player'])}支付 {q['cost']} 個能量，以【復活】將{q['card']}從魂狀態配置（{q['rule']}）",
    "refuse_revive_where": lambda q: f"以 souls[i] 指定魂狀態的卡牌：魂狀態的卡牌有 {q['n']} 張",
    "refuse_revive_main": lambda q: "【復活】於自己的主要階段使用",
    "refuse_revive_none": lambda q: f"{q['card']}沒有【復活】",
    "refuse_revive_cost": lambda q: f"【復活】須支付{q['card']}的費用（減輕後 {q['cost']}）：無法如此支付",
    "eternal_unseal": lambda q: f"{q['card']}的《解封》：召喚了{q['other']}，從空間放置 1 個能量（{q['rule']}）",
    "eternal_ask_oracle_deploy": lambda q: f"{q['card']}的{'《真・神託》' if q.get('true') else '《神託》'}：是否將牌組上方 {q['n']} 張卡牌放置到廢棄區以獲得能量？",
    "eternal_oracle_declined": lambda q: f"{P(q['player'])}不發揮{q['card']}的《神託》（{q['rule']}）",
    "eternal_manifest": lambda q: (f"{P(q['player'])}《顯現》{q['card']}：靈魂能量放置到廢棄區，以{q['other']}上的 1 個能量"
                                   f"支付 1 點費用；以 {q['placed']} 個能量 Lv{q['level']} 召喚（{q['rule']}）"),
    "refuse_manifest_hand": lambda q: "《顯現》的卡牌從自己的手牌召喚",
    "refuse_manifest_none": lambda q: f"{q['card']}沒有《顯現》",
    "refuse_manifest_timing": lambda q: (f"{q['card']}的《顯現》於自己的主要階段使用" if q['timing'] == 'main'
                                         else f"{q['card']}的《顯現》於靈動時機或自己的主要階段使用"),
    "refuse_manifest_walker": lambda q: f"{q['card']}的《顯現》需要自己場上有其指定、且放置了能量的創界神核心卡",
    "refuse_manifest_soul": lambda q: "《顯現》將自己的靈魂能量放置到廢棄區：靈魂能量須在預備區或自己的場上",
    "refuse_manifest_place": lambda q: f"{q['card']}的 Lv1 需要放置 {q['lv1']} 個能量（靈魂能量除外）",
    "eternal_from_hand_side": lambda q: f"{q['card']}從手元使用，與手牌相同支付費用（{q['rule']}）",
    "refuse_hand_side_none": lambda q: f"沒有 hand_side[{q['i']}]：手元有 {q['n']} 張卡牌",
    "refuse_hand_side_onto": lambda q: "手元的卡牌與手牌相同地召喚、配置或使用：不可放置於其他卡牌之上",
    "eternal_ask_trigger_counter": lambda q: f"{q['card']}的【U觸發】命中：是否以【觸發反擊】回應？",
    "eternal_trigger_counter": lambda q: (f"{P(q['player'])}支付 {q['n']} 個能量，使用{q['card']}的【觸發反擊】："
                                          f"{q['other']}的命中改為防禦（{q['rule']}）"),
}

BY_LANG = {"en": EN, "ja": JA, "zh-Hant": ZH}

# the names of Eternal's own trigger timings, as the side panel labels an effect ("『When Manifested』 of ...")
WHENS = {
    "en": {"manifested": "『When Manifested』", "fused": "『When Fused』", "advented": "『When Advented』",
           "awakened": "『When Awakened』"},
    "ja": {"manifested": "『このスピリットの顕現時』", "fused": "『合体時』", "advented": "『煌臨時』", "awakened": "『転醒時』"},
    "zh-Hant": {"manifested": "『此靈魂卡顯現時』", "fused": "『合體時』", "advented": "『煌臨時』", "awakened": "『轉醒時』"},
}


def install_whens() -> None:
    from . import en, ja, zh_hant

    for table, words in ((en.WHEN_TEXT, WHENS["en"]), (ja.WHEN, WHENS["ja"]), (zh_hant.WHEN, WHENS["zh-Hant"])):
        for k, v in words.items():
            table.setdefault(k, v)


# ---------------------------------------------------------------------- actions in words
_ACTIONS = {
    "en": {"manifest": "Manifest {x}", "revive": "revive {x} from the soul state (【Revive】)",
           "fuse": "fuse {x} onto {y}", "fuse_side": "fuse {x} onto {y} on its {s} side",
           "sides": "move {x} to its {s} side on {y}",
           "separate": "separate the Brave from {x}", "from_side": "{verb} {x} from the hand-side",
           "left": "left", "right": "right", "summon": "summon", "deploy": "deploy", "use": "use"},
    "ja": {"manifest": "{x}を《顕現》する", "revive": "【復活】で{x}を魂状態から配置する",
           "fuse": "{x}を{y}に合体させる", "fuse_side": "{x}を{y}に{s}合体させる",
           "sides": "{y}の{x}を{s}合体に入れ替える",
           "separate": "{x}からブレイヴを分離する", "from_side": "手元の{x}を{verb}",
           "left": "左", "right": "右", "summon": "召喚する", "deploy": "配置する", "use": "使用する"},
    "zh-Hant": {"manifest": "《顯現》{x}", "revive": "以【復活】將{x}從魂狀態配置",
                "fuse": "將{x}與{y}合體", "fuse_side": "將{x}以{s}合體與{y}合體",
                "sides": "將{y}上的{x}改為{s}合體",
                "separate": "從{x}分離合體卡", "from_side": "{verb}手元的{x}",
                "left": "左", "right": "右", "summon": "召喚", "deploy": "配置", "use": "使用"},
}


def action_words(game, action, lang: str = "en") -> str | None:
    """The later mechanics' actions as a player reads them (Manifest, Revive, a Brave's fusion and separation,
    a hand-side card played), or None for any other action."""
    import re

    from .cards import name as card_name

    w = _ACTIONS.get(lang, _ACTIONS["en"])
    st = game.state
    p = st.players[action.by]

    def card_at(ref):
        m = re.match(r"^(hand|field|hand_side|souls)\[(\d+)\]$", ref) if isinstance(ref, str) else None
        if not m:
            return str(ref)
        i = int(m.group(2))
        zone = m.group(1)
        try:
            uid = p.field[i].uid if zone == "field" else (p.hand if zone == "hand" else p.zone(zone))[i]
        except IndexError:
            return str(ref)
        return card_name(st.cards[uid], lang)

    do, get = action.do, action.get
    if do == "manifest":
        return w["manifest"].format(x=card_at(get("card")))
    if do == "revive":
        return w["revive"].format(x=card_at(get("card")))
    if do == "fuse":
        side = get("side")
        m = re.match(r"^field\[(\d+)\]$", str(get("brave")))
        host = p.field[int(m.group(1))] if m and int(m.group(1)) < len(p.field) else None
        brave = next((u for u in host.under if st.cards[u].type == "brave"), None) if host is not None else None
        if brave is not None:  # a Brave Spirit names its Brave: it moves (a swap, a second fusion, a change of sides)
            b = card_name(st.cards[brave], lang)
            if get("brave") == get("onto") and side in ("left", "right"):
                return w["sides"].format(x=b, y=card_at(get("onto")), s=w[side])
            if side in ("left", "right"):
                return w["fuse_side"].format(x=b, y=card_at(get("onto")), s=w[side])
            return w["fuse"].format(x=b, y=card_at(get("onto")))
        if side in ("left", "right"):
            return w["fuse_side"].format(x=card_at(get("brave")), y=card_at(get("onto")), s=w[side])
        return w["fuse"].format(x=card_at(get("brave")), y=card_at(get("onto")))
    if do == "separate":
        return w["separate"].format(x=card_at(get("brave")))
    if do in ("summon", "deploy", "use") and str(get("card", "")).startswith("hand_side["):
        return w["from_side"].format(verb=w[do], x=card_at(get("card")))
    return None
