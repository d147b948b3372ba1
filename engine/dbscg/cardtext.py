"""A card's text written from its keywords and skills (``DbCard.text`` when the card file gives none, and
``DbCard.text_in(lang)`` in the other languages): the face, ``spirit-table cards --format dbscg`` and the log
always say what the card does.

One generator, one phrase table per language (``WORDS``): English in the manual's terms ([Blocker], [Auto],
Battle card, Drop Area, Rest Mode); Japanese and Traditional Chinese in the official terms the game's events
use (``engine/dbscg/words.py``, ``refusal_words.py``): keywords (D chapter 10) in ≪≫ (≪ブロッカー≫, ≪阻擋者≫),
skill kinds in 【】 (【自動】, 【起動：メイン】, 【カウンター：プレイ】), character names in 《》 where English
writes <...>. A phrase is a format string: ``{t}`` a target, ``{q}`` its qualifiers, ``{n}`` a number,
``{cards}`` "n card(s)", ``{p}`` a signed power.
"""
from __future__ import annotations

from ..cards import resource_path
from ..errors import DataError
from ..words import en
from ..yamlio import load_file


def n_cards(n: int) -> str:
    return en.plural(n, "card")


EN = {
    "code": "en",  # the language (characters' names are looked up by it: ``_char``)
    "kw": {"blocker": "[Blocker]", "critical": "[Critical]", "double_strike": "[Double Strike]",
           "triple_strike": "[Triple Strike]", "quadruple_strike": "[Quadruple Strike]", "dual_attack": "[Dual Attack]",
           "triple_attack": "[Triple Attack]", "barrier": "[Barrier]", "indestructible": "[Indestructible]",
           "victory_strike": "[Victory Strike]", "deflect": "[Deflect]", "ultimate": "[Ultimate]",
           "super_combo": "[Super Combo]", "dragon_ball": "[Dragon Ball]", "field": "[Field]", "revenge": "[Revenge]",
           "wormhole": "[Wormhole]", "warrior_of_universe_7": "[Warrior of Universe 7]", "token": "Token",
           "evolve": "[Evolve]", "ex_evolve": "[EX-Evolve]", "xeno_evolve": "[Xeno-Evolve]",
           "union_potara": "[Union-Potara]", "union_fusion": "[Union-Fusion]", "union_absorb": "[Union-Absorb]",
           "over_realm": "[Over Realm {}]", "dark_over_realm": "[Dark Over Realm {}]", "swap": "[Swap {}]"},
    "evolve_of": " <{}>", "union_of": " <{}> and <{}>",
    "absorb": " {cost}: Place 1 {what} from your {froms} on top of this card (it keeps this card's Mode and power).",
    "absorb_what": "{char}Battle card{cost}", "char": "<{}> ", "from": {"hand": "hand", "drop": "Drop Area"},
    "or": " or ",
    "when": {"play": "When you play this card", "attack": "When this card attacks",
             "attacked": "When this card is attacked", "ko": "When this card is KO-ed",
             "damage": "When this card deals damage", "combo": "When you combo with this card",
             "turn_start": "At the beginning of your turn", "turn_end": "At the end of the turn",
             "battle_end": "At the end of a battle this card attacked in", "placed": "When this card is placed"},
    "target": {"self": "this card{q}", "leader": "your Leader{q}",
               "own_one": "up to 1 of your Leader or Battle cards{q}",
               "own_all": "all your Battle cards{q}", "opp_one": "up to 1 of your opponent's Battle cards{q}",
               "opp_all": "all your opponent's Battle cards{q}", "attacker": "the attacking card{q}",
               "guard": "the guard card{q}"},
    "max_power": " with {} power or less", "max_cost": " with an energy cost of {} or less", "rested": " in Rest Mode",
    "until": {"battle": "during the battle", "turn": "for the turn"},
    "op": {"draw": "draw {cards}", "power": "{t} gets {p} power {until}", "ko": "KO {t}",
           "rest": "switch {t} to Rest Mode", "active": "switch {t} to Active Mode",
           "bounce": "return {t} to its owner's hand", "warp": "send {t} to the Warp",
           "remove": "remove {t} from the game",
           "energy_active": "switch up to {cards} of your energy to Active Mode",
           "charge_top": "place the top {cards} of your Deck in your Energy Area in Rest Mode",
           "life_add": "add the top {cards} of your Deck to your Life",
           "damage": "deal {n} damage to your opponent's Life",
           "mill": "place the top {cards} of your Deck in your Drop Area",
           "drop_to_hand": "add 1 {type} card{cost} from your Drop Area to your hand",
           "negate_attack": "negate the attack", "negate_play": "negate the play; that card goes to the Drop Area",
           "negate_counter": "negate that [Counter]", "token": "play {n} {name} Token{s} with {power} power",
           "opp_discard": "your opponent places {cards} of their hand in their Drop Area",
           "take_control": "gain control of {t}",
           "look": "look at the top {cards} of your Deck{take}, and shuffle your Deck"},
    "look_take": ", add up to 1 {} among them to your hand", "take": "{char}{type} card{cost}", "type": {},
    "names": {}, "then": ", then ", "end": ".",
    "cost": "({total})", "spec": " {n} {c}", "color": {}, "colon": ": ",
    "bond": "[Bond {}]", "sparking": "[Sparking {}]", "once": "[Once per Turn]", "burst": "[Burst {}]",
    "life": "When your Life is at {} or less: ",
    "balls": "When {} different [Dragon Ball] cards are in your Drop Area: ",
    "permanent": "[Permanent]", "perm": "{who} {p} power.",
    "who": {"self": "This card gets", "leader": "Your Leader gets", "own_all": "Your other Battle cards get"},
    "choose": "Choose {}: ", "option": "・{}", "options": " / ",
    "auto": "[Auto] {}:", "activate": "[Activate: {}]", "counter": "[Counter: {}]", "timing": {},
    "awaken": "[Awaken]", "wish": "[Wish]", "wish_turn": "Turn this card over. ", "sep": " ",
}

JA = {
    "code": "ja",  # the language (characters' names are looked up by it: ``_char``)
    "kw": {"blocker": "≪ブロッカー≫", "critical": "≪クリティカル≫", "double_strike": "≪ダブルストライク≫",
           "triple_strike": "≪トリプルストライク≫", "quadruple_strike": "≪クアドラプルストライク≫",
           "dual_attack": "≪デュアルアタック≫", "triple_attack": "≪トリプルアタック≫", "barrier": "≪バリア≫",
           "indestructible": "≪不死身≫", "victory_strike": "≪ビクトリーストライク≫", "deflect": "≪デフレクト≫",
           "ultimate": "≪アルティメット≫", "super_combo": "≪スーパーコンボ≫", "dragon_ball": "≪ドラゴンボール≫",
           "field": "≪フィールド≫", "revenge": "≪リベンジ≫", "wormhole": "≪ワームホール≫",
           "warrior_of_universe_7": "≪第7宇宙の戦士≫", "token": "トークン", "evolve": "≪進化≫", "ex_evolve": "≪EX進化≫",
           "xeno_evolve": "≪ゼノ進化≫", "union_potara": "≪合体-ポタラ≫", "union_fusion": "≪合体-フュージョン≫",
           "union_absorb": "≪合体-アブソーブ≫", "over_realm": "≪オーバーレルム{}≫",
           "dark_over_realm": "≪ダークオーバーレルム{}≫", "swap": "≪スワップ{}≫"},
    "evolve_of": "《{}》", "union_of": "《{}》と《{}》",
    "absorb": "{cost}：自分の{froms}から{what}1枚をこのカードの上に重ねる（このカードのモードとパワーを引き継ぐ）。",
    "absorb_what": "{cost}{char}バトルカード", "char": "《{}》の", "from": {"hand": "手札", "drop": "ドロップ"}, "or": "か",
    "when": {"play": "このカードが登場した時", "attack": "このカードがアタックした時",
             "attacked": "このカードがアタックされた時", "ko": "このカードがKOされた時",
             "damage": "このカードがダメージを与えた時", "combo": "このカードでコンボした時",
             "turn_start": "自分のターン開始時", "turn_end": "ターン終了時",
             "battle_end": "このカードがアタックしたバトルの終了時", "placed": "このカードが置かれた時"},
    "target": {"self": "{q}このカード", "leader": "自分の{q}リーダー", "own_one": "自分の{q}リーダーかバトルカード1枚まで",
               "own_all": "自分の{q}バトルカード全て", "opp_one": "相手の{q}バトルカード1枚まで",
               "opp_all": "相手の{q}バトルカード全て", "attacker": "{q}アタックしているカード", "guard": "{q}ガードカード"},
    "max_power": "パワー{}以下の", "max_cost": "エナジーコスト{}以下の", "rested": "レストモードの",
    "until": {"battle": "このバトル中", "turn": "このターン中"},
    "op": {"draw": "カードを{n}枚引く", "power": "{until}、{t}はパワー{p}", "ko": "{t}をKOする",
           "rest": "{t}をレストモードにする", "active": "{t}をアクティブモードにする", "bounce": "{t}を持ち主の手札に戻す",
           "warp": "{t}をワープに送る", "remove": "{t}をゲームから除外する",
           "energy_active": "自分のエナジー{n}枚までをアクティブモードにする",
           "charge_top": "自分のデッキの上から{n}枚をレストモードでエナジーエリアに置く",
           "life_add": "自分のデッキの上から{n}枚をライフに加える", "damage": "相手のライフに{n}ダメージを与える",
           "mill": "自分のデッキの上から{n}枚をドロップに置く",
           "drop_to_hand": "自分のドロップから{cost}{type}カード1枚を手札に加える",
           "negate_attack": "そのアタックを無効にする", "negate_play": "その登場を無効にし、そのカードをドロップに置く",
           "negate_counter": "その【カウンター】を無効にする", "token": "パワー{power}の「{name}」トークン{n}枚を登場させる",
           "opp_discard": "相手は手札{n}枚をドロップに置く", "take_control": "{t}のコントロールを得る",
           "look": "自分のデッキの上から{n}枚を見て{take}、デッキをシャッフルする"},
    "look_take": "、その中から{}1枚までを手札に加え", "take": "{cost}{char}{type}カード",
    "type": {"battle": "バトル", "extra": "エクストラ", "leader": "リーダー"},
    "names": {"Fighter": "ファイター", "Lantern": "ランタン", "Legionnaire": "軍団兵"}, "then": "。その後、", "end": "。",
    "cost": "({total})", "spec": "{c}{n}",
    "color": {"red": "赤", "blue": "青", "green": "緑", "yellow": "黄", "black": "黒"},
    "colon": "：", "bond": "≪ボンド{}≫", "sparking": "≪スパーキング{}≫", "once": "≪ターン1回≫", "burst": "≪バースト{}≫",
    "life": "自分のライフが{}以下の時：", "balls": "自分のドロップに異なる≪ドラゴンボール≫カードが{}枚ある時：",
    "permanent": "【永続】", "perm": "{who}はパワー{p}。",
    "who": {"self": "このカード", "leader": "自分のリーダー", "own_all": "自分の他のバトルカード全て"},
    "choose": "以下から{}つを選ぶ：", "option": "・{}", "options": "",
    "auto": "【自動】{}：", "activate": "【起動：{}】", "counter": "【カウンター：{}】",
    "timing": {"main": "メイン", "battle": "バトル", "play": "プレイ", "attack": "アタック", "counter": "カウンター"},
    "awaken": "【覚醒】", "wish": "≪ウィッシュ≫", "wish_turn": "このカードを裏返す。", "sep": "",
}

ZH = {
    "code": "zh-Hant",  # the language (characters' names are looked up by it: ``_char``)
    "kw": {"blocker": "≪阻擋者≫", "critical": "≪致命≫", "double_strike": "≪雙重打擊≫", "triple_strike": "≪三重打擊≫",
           "quadruple_strike": "≪四重打擊≫", "dual_attack": "≪雙重攻擊≫", "triple_attack": "≪三重攻擊≫",
           "barrier": "≪屏障≫", "indestructible": "≪不死身≫", "victory_strike": "≪勝利打擊≫", "deflect": "≪偏轉≫",
           "ultimate": "≪究極≫", "super_combo": "≪超級連擊≫", "dragon_ball": "≪龍珠≫", "field": "≪場域≫",
           "revenge": "≪復仇≫", "wormhole": "≪蟲洞≫", "warrior_of_universe_7": "≪第7宇宙的戰士≫", "token": "衍生物",
           "evolve": "≪進化≫", "ex_evolve": "≪EX進化≫", "xeno_evolve": "≪異界進化≫", "union_potara": "≪合體-波塔拉≫",
           "union_fusion": "≪合體-融合≫", "union_absorb": "≪合體-吸收≫", "over_realm": "≪超越領域 {}≫",
           "dark_over_realm": "≪黑暗超越領域 {}≫", "swap": "≪交換 {}≫"},
    "evolve_of": "《{}》", "union_of": "《{}》與《{}》",
    "absorb": "{cost}：將自己{froms}中 1 張{what}疊放在這張卡上（繼承這張卡的狀態與戰力）。",
    "absorb_what": "{cost}{char}戰鬥卡", "char": "《{}》", "from": {"hand": "手牌", "drop": "棄牌區"}, "or": "或",
    "when": {"play": "這張卡登場時", "attack": "這張卡攻擊時", "attacked": "這張卡被攻擊時", "ko": "這張卡被擊倒時",
             "damage": "這張卡造成傷害時", "combo": "以這張卡連擊時", "turn_start": "自己的回合開始時",
             "turn_end": "回合結束時", "battle_end": "這張卡攻擊的戰鬥結束時", "placed": "這張卡被放置時"},
    "target": {"self": "{q}這張卡", "leader": "自己的{q}領袖", "own_one": "自己至多 1 張{q}領袖卡或戰鬥卡",
               "own_all": "自己所有的{q}戰鬥卡", "opp_one": "對手至多 1 張{q}戰鬥卡", "opp_all": "對手所有的{q}戰鬥卡",
               "attacker": "{q}攻擊中的卡", "guard": "{q}防禦卡"},
    "max_power": "戰力 {} 以下的", "max_cost": "能源費用 {} 以下的", "rested": "休息狀態的",
    "until": {"battle": "本次戰鬥中", "turn": "本回合中"},
    "op": {"draw": "抽 {n} 張卡", "power": "{until}，{t}戰力 {p}", "ko": "擊倒{t}", "rest": "將{t}轉為休息狀態",
           "active": "將{t}轉為活躍狀態", "bounce": "將{t}返回持有者的手牌", "warp": "將{t}送入時空區",
           "remove": "將{t}從遊戲中移除", "energy_active": "將自己至多 {n} 張能源轉為活躍狀態",
           "charge_top": "將自己牌組頂的 {n} 張卡以休息狀態放置於能源區",
           "life_add": "將自己牌組頂的 {n} 張卡加入生命", "damage": "對對手的生命造成 {n} 點傷害",
           "mill": "將自己牌組頂的 {n} 張卡放入棄牌區", "drop_to_hand": "將自己棄牌區中 1 張{cost}{type}卡加入手牌",
           "negate_attack": "使該次攻擊無效", "negate_play": "使該次登場無效，該卡放入棄牌區",
           "negate_counter": "使該【反擊】無效", "token": "使 {n} 張戰力 {power} 的「{name}」衍生物登場",
           "opp_discard": "對手將 {n} 張手牌放入棄牌區", "take_control": "取得{t}的控制權",
           "look": "查看自己牌組頂的 {n} 張卡{take}，再洗切牌組"},
    "look_take": "，將其中至多 1 張{}加入手牌", "take": "{cost}{char}{type}卡",
    "type": {"battle": "戰鬥", "extra": "額外", "leader": "領袖"},
    "names": {"Fighter": "戰士", "Lantern": "提燈", "Legionnaire": "軍團兵"}, "then": "，然後", "end": "。",
    "cost": "({total})", "spec": " {c} {n}",
    "color": {"red": "紅", "blue": "藍", "green": "綠", "yellow": "黃", "black": "黑"},
    "colon": "：", "bond": "≪羈絆 {}≫", "sparking": "≪火花 {}≫", "once": "≪一回合一次≫", "burst": "≪爆發 {}≫",
    "life": "自己的生命在 {} 以下時：", "balls": "自己棄牌區中有 {} 張不同的≪龍珠≫卡時：",
    "permanent": "【永續】", "perm": "{who}戰力 {p}。",
    "who": {"self": "這張卡", "leader": "自己的領袖", "own_all": "自己其他所有的戰鬥卡"},
    "choose": "從以下選擇 {} 項：", "option": "・{}", "options": "",
    "auto": "【自動】{}：", "activate": "【起動：{}】", "counter": "【反擊：{}】",
    "timing": {"main": "主要", "battle": "戰鬥", "play": "使用", "attack": "攻擊", "counter": "反擊"},
    "awaken": "【覺醒】", "wish": "≪願望≫", "wish_turn": "將這張卡翻面。", "sep": "",
}

WORDS = {"en": EN, "ja": JA, "zh-Hant": ZH}
KW_WORDS, WHEN_WORDS = EN["kw"], EN["when"]  # the English tables by their old names (engine.dbscg.words)
TARGET_WORDS = {k: v.format(q="") for k, v in EN["target"].items()}


def _words(lang: str) -> dict:
    return WORDS.get(lang, EN)


CHARACTERS = resource_path("dbscg", "characters.yaml")
_NAMES: dict | None = None


def character_name(name: str, lang: str = "en") -> str:
    """A character of the cards (``character:``, 2-3-3) by its name in ``lang`` (resources/dbscg/characters.yaml,
    written as the cards' own translated names write it); its English name when none is given or the file cannot
    be read (the table still starts)."""
    global _NAMES
    if lang == "en":
        return name
    if _NAMES is None:
        try:
            data = load_file(CHARACTERS)
            _NAMES = data if isinstance(data, dict) else {}
        except (OSError, DataError):
            _NAMES = {}
    words = _NAMES.get(name)
    got = words.get(lang) if isinstance(words, dict) else None
    return got if isinstance(got, str) and got.strip() else name


def _char(name: str, w: dict) -> str:
    """A character's name (``<Nox>``) in the language of ``w``."""
    return character_name(name, w["code"])


def _cost(c, w: dict) -> str:
    """An energy cost (2-11-1): the total in brackets, then the specified colours ("(3) 1 red")."""
    c = dict(c) if not isinstance(c, int) else {"total": c}
    return w["cost"].format(total=c.get("total", 0)) + "".join(
        w["spec"].format(n=n, c=w["color"].get(k, k)) for k, n in c.items() if k != "total" and n)


def _quals(op, w: dict) -> str:
    q = ""
    if "max_power" in op:
        q += w["max_power"].format(op["max_power"])
    if "max_cost" in op:
        q += w["max_cost"].format(op["max_cost"])
    if op.get("rested"):
        q += w["rested"]
    return q


def _target(op, default="opp_one", w: dict = EN) -> str:
    default = {"power": "self", "active": "self"}.get(op["op"], default)
    return w["target"][op.get("target", default)].format(q=_quals(op, w))


def _type(t, w: dict) -> str:
    t = t or ""
    return w["type"].get(t, t.title())


def _take(t, w: dict = EN) -> str:
    """What a look takes (11-6): "<Nox> Battle card with an energy cost of 3 or less"."""
    cost = w["max_cost"].format(t["max_cost"]) if t.get("max_cost") is not None else ""
    char = w["char"].format(_char(t["character"], w)) if t.get("character") else ""
    return w["take"].format(char=char, type=_type(t.get("type"), w), cost=cost).strip()


def op_text(op: dict, lang: str = "en") -> str:
    """One operation of a skill (docs/dbscg-effects.md) in ``lang``, as a clause: "draw 2 cards"."""
    w = _words(lang)
    k = op["op"]
    n = op.get("n", 1)
    if k not in w["op"]:
        return k
    f = {"n": n, "cards": n_cards(n), "p": f"{n:+}", "s": "s" if n != 1 else ""}
    if k == "power":
        f.update(t=_target(op, "self", w), until=w["until"]["battle" if op.get("until") == "battle" else "turn"])
    elif k in ("ko", "rest", "active", "bounce", "warp", "remove", "take_control"):
        f["t"] = _target(op, w=w)
    elif k == "drop_to_hand":
        f.update(type=_type(op.get("type", "battle"), w),
                 cost=w["max_cost"].format(op["max_cost"]) if "max_cost" in op else "")
    elif k == "token":
        name = op.get("name", "Fighter")
        f.update(name=w["names"].get(name, name), power=op.get("power", 5000))
    elif k == "look":
        f["take"] = w["look_take"].format(_take(op["take"], w)) if op.get("take") else ""
    return w["op"][k].format(**f)


def _absorb(v, w: dict = EN) -> str:
    """[Union-Absorb] (10-13-5): its cost, and which card goes on top of this one from where."""
    v = dict(v)
    froms = w["or"].join(w["from"]["hand" if f == "hand" else "drop"] for f in v.get("from", ("hand",)))
    what = w["absorb_what"].format(
        char=w["char"].format(_char(v["character"], w)) if v.get("character") else "",
        cost=w["max_cost"].format(v["max_cost"]) if v.get("max_cost") is not None else "")
    return w["absorb"].format(cost=_cost(v.get("cost", 0), w), what=what, froms=froms)


def ops_text(ops, lang: str = "en") -> str:
    """A list of operations as a card's text writes them: "Draw 2 cards, then ..." (carried out in order, 1-3-7)."""
    w = _words(lang)
    s = w["then"].join(op_text(o, lang) for o in ops)
    return s[:1].upper() + s[1:] + w["end"]


def skill_text(sk: dict, lang: str = "en") -> str:
    """One skill: its conditions ([Bond], [Sparking], [Once per Turn], [Burst]), its kind and timing, its cost
    and what it does ("Choose X", 10-27)."""
    w = _words(lang)
    pre = [w[k].format(sk[k]) for k in ("bond", "sparking") if sk.get(k) is not None]
    if sk.get("once_per_turn"):
        pre.append(w["once"])
    if sk.get("burst") is not None:
        pre.append(w["burst"].format(sk["burst"]))
    kind = sk["kind"]
    cost = sk.get("cost")
    cost_s = _cost(cost, w) + w["colon"] if cost else ""
    cond = ""
    if sk.get("life_at_most") is not None:
        cond = w["life"].format(sk["life_at_most"])
    if sk.get("dragon_balls") is not None:
        cond = w["balls"].format(sk["dragon_balls"])
    if kind == "permanent":
        perm = w["perm"].format(who=w["who"][sk.get("target", "self")], p=f"{sk['power']:+}")
        return w["sep"].join(pre + [w["permanent"]]) + f"{w['sep']}{cond}{perm}"
    if "options" in sk:
        body = w["choose"].format(sk["choose"]) + w["options"].join(w["option"].format(ops_text(o, lang))
                                                                   for o in sk["options"])
    else:
        body = ops_text(sk["do"], lang) if "do" in sk else ""
    timing = sk.get("timing", "main") if kind == "activate" else sk.get("counter", "play")
    head = {"auto": w["auto"].format(w["when"].get(sk.get("when"), "")),
            "activate": w["activate"].format(w["timing"].get(timing, timing.title())),
            "counter": w["counter"].format(w["timing"].get(timing, timing.title())),
            "awaken": w["awaken"], "wish": w["wish"]}[kind]
    if kind == "wish":
        body = (w["wish_turn"] + body).strip()
    return w["sep"].join(pre + [head]) + f"{w['sep']}{cond}{cost_s}{body}".rstrip()


def card_text(card, lang: str = "en") -> str:
    """A card's text written from its keywords (D chapter 10) and skills, one line for the keywords and one per
    skill, in ``lang`` (en, ja, zh-Hant; English for another)."""
    w = _words(lang)
    parts = []
    for k, v in card.keywords:
        if k == "token":
            continue
        s = w["kw"].get(k, k)
        if k in ("evolve", "ex_evolve", "xeno_evolve"):
            s += w["evolve_of"].format(_char(v, w))
        elif k == "union_absorb":
            s += _absorb(v, w)
        elif k in ("union_potara", "union_fusion"):
            s += w["union_of"].format(_char(v[0], w), _char(v[1], w))
        elif "{}" in s:
            s = s.format(v)
        parts.append(s)
    kws = " ".join(parts)
    lines = ([kws] if kws else []) + [skill_text(s, lang) for s in card.skills]
    return "\n".join(lines)
