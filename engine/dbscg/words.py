"""English words for this game's events and prompts (its own message keys, ``db_*``).

The game emits structure (``engine.events.Event`` with a key and params); this table writes the sentences, in
the manual's terms (Leader, Battle Area, Energy, Life, Drop, Warp, Active/Rest Mode, combo, KO). It registers
itself with ``engine.words.en`` so an event's ``text`` (and any language without these keys) reads English.
"""
from __future__ import annotations

from ..words import en

AREA = {"deck": "Deck", "hand": "hand", "drop": "Drop Area", "leader": "Leader Area", "battle": "Battle Area",
        "combo": "Combo Area", "energy": "Energy Area", "life": "Life", "warp": "Warp", "removed": "outside the game"}
PHASE = {"charge": "Charge Phase", "main": "Main Phase", "end": "End Phase", "attack": "Attack",
         "offense": "Offense Step", "defense": "Defense Step", "damage": "Damage Step", "setup": "Game Preparation"}
HOW = {"life_zero": "no Life left", "deck_out": "no cards left in the Deck", "concession": "surrender",
       "victory_strike": "[Victory Strike]", "endless_loop": "an infinite loop no player can stop"}


def p(x) -> str:
    return en.pname(x)


def n_cards(n: int) -> str:
    return en.plural(n, "card")


# what an effect asks to choose (``db_ask_target``'s ``what``: the operation, or drop_card / own_to_drop)
TARGET = {"power": "a card to get the power", "ko": "a Battle card to KO", "rest": "a Battle card to rest",
          "active": "a card to switch to Active Mode", "bounce": "a Battle card to return to the hand",
          "warp": "a Battle card to send to the Warp", "remove": "a Battle card to remove from the game",
          "take_control": "a Battle card to gain control of", "drop_card": "a card of your Drop Area",
          "own_to_drop": "{n} of your cards to drop"}


def _target(q, table: dict = TARGET) -> str:
    return table.get(q["what"], q["what"]).format(n=q.get("n"))


def _chosen(q, lang: str = "en") -> str:
    """What a ``db_choose`` chose (``choices.what_was_chosen``) in ``lang``: the cards by name, the hidden ones
    counted by area, the options by number (``CHOSEN``)."""
    hidden, option, sep, nothing = CHOSEN[lang]
    parts = [str(c) for c in q.get("named", ())]
    parts += [hidden(a, n) for a, n in q.get("hidden", ())]
    parts += [option.format(k) for k in q.get("options", ())]
    return sep.join(parts) or nothing


def _over(q):
    how = HOW.get(q.get("how"), q.get("how"))
    if q.get("player") in (0, 1):
        return f"{p(q['player'])} wins the game ({how}, rule {q['rule']})"
    return f"the game is a draw ({how}, rule {q['rule']})"


TEMPLATES = {
    "db_first": lambda q: f"{p(q['player'])} is chosen at random to go first (rule D 5-2-1-5)",
    "db_first_set": lambda q: f"{p(q['player'])} goes first",
    "db_leader": lambda q: f"{p(q['player'])} places {q['card']} in the Leader Area",
    "db_draw": lambda q: f"{p(q['player'])} draws {n_cards(q['n'])}",
    "db_mulligan": lambda q: f"{p(q['player'])} returns {n_cards(q['n'])} to the Deck, shuffles and draws {q['n']}",
    "db_keep": lambda q: f"{p(q['player'])} keeps their hand",
    "db_life": lambda q: f"{p(q['player'])} places the top {n_cards(q['n'])} of the Deck in the Life Area",
    "db_turn": lambda q: f"Turn {q['turn']}: {p(q['player'])}'s turn begins",
    "db_phase": lambda q: f"{p(q['player'])}'s {PHASE.get(q['phase'], q['phase'])}",
    "db_ready": lambda q: f"{p(q['player'])} switches {en.plural(q.get('n', 0), 'Rest Mode card')} to Active Mode",
    "db_no_draw": lambda q: f"{p(q['player'])} plays first and does not draw on the first turn (rule D 6-2-3)",
    "db_charge": lambda q: f"{p(q['player'])} places {q['card']} in the Energy Area",
    "db_play": lambda q: f"{p(q['player'])} plays {q['card']}" + (f" ({q['how']})" if q.get("how") else "")
                         + (f", resting {n_cards(q['paid'])} of energy" if q.get("paid") else ""),
    "db_declare": lambda q: f"{p(q['player'])} declares playing {q['card']}",
    "db_evolve": lambda q: f"{q['card']} evolves from {q['other']}",
    "db_activate": lambda q: f"{p(q['player'])} activates {q['card']}" + (f" ({q['skill']})" if q.get("skill") else ""),
    "db_field": lambda q: f"{q['card']} stays in the Battle Area ([Field])",
    "db_awaken": lambda q: f"{p(q['player'])}'s Leader awakens: {q['other']} turns over to {q['card']}",
    "db_attack": lambda q: f"{q['card']} attacks {q['other']}",
    "db_block": lambda q: f"{q['card']} becomes the guard card ([Blocker])",
    "db_counter": lambda q: f"{p(q['player'])} activates {q['card']} ([Counter: {q['timing'].title()}])",
    "db_skill_timing": lambda q: f"Counter timing {'before' if q['stage'] == 'before' else 'after'} the skill of "
                                 f"{q['card']} resolves",
    "db_negated": lambda q: f"{q['card']}'s {q['what']} is negated",
    "db_combo": lambda q: f"{p(q['player'])} combos with {q['card']} (+{q['power']} power)",
    "db_step": lambda q: f"{PHASE.get(q['step'], q['step'])}",
    "db_compare": lambda q: f"{q['card']} ({q['a']}) against {q['other']} ({q['b']})",
    "db_damage": lambda q: f"{p(q['player'])} takes {q['n']} damage: {n_cards(q['n'])} from Life to the "
                           + ("Drop Area ([Critical])" if q.get("critical") else "hand"),
    "db_ko": lambda q: f"{q['card']} is KO-ed",
    "db_to_drop": lambda q: f"{q['card']} is placed in the Drop Area" + (f" ({q['why']})" if q.get("why") else ""),
    "db_indestructible": lambda q: f"{q['card']} is [Indestructible]: it is not KO-ed",
    "db_power": lambda q: f"{q['card']} gets {q['n']:+} power" + (" this battle" if q.get("until") == "battle" else " this turn"),
    "db_rest": lambda q: f"{q['card']} switches to Rest Mode",
    "db_active": lambda q: f"{q['card']} switches to Active Mode",
    "db_bounce": lambda q: f"{q['card']} returns to its owner's hand",
    "db_warp": lambda q: f"{q['card']} is sent to the Warp",
    "db_realm": lambda q: f"{p(q['player'])} sends {n_cards(q['n'])} from the Drop Area to the Warp",
    "db_remove": lambda q: f"{q['card']} is removed from the game",
    "db_energy_active": lambda q: f"{p(q['player'])} switches {n_cards(q['n'])} of energy to Active Mode",
    "db_charge_top": lambda q: f"{p(q['player'])} places the top {n_cards(q['n'])} of the Deck in the Energy Area",
    "db_life_add": lambda q: f"{p(q['player'])} adds the top {n_cards(q['n'])} of the Deck to Life",
    "db_mill": lambda q: f"{p(q['player'])} places the top {n_cards(q['n'])} of the Deck in the Drop Area",
    "db_burst": lambda q: f"[Burst {q['n']}] of {q['card']}: {p(q['player'])} places the top {n_cards(q['n'])} of the Deck in the Drop Area",
    "db_to_hand": lambda q: f"{p(q['player'])} adds {q['card']} from the Drop Area to the hand",
    "db_discard": lambda q: f"{p(q['player'])} places {q['card']} from the hand in the Drop Area",
    "db_token": lambda q: f"{p(q['player'])} plays {q['card']} (a token)",
    "db_auto": lambda q: f"[Auto] of {q['card']} activates",
    "db_skill_fails": lambda q: f"the skill of {q['card']} cannot be carried out",
    "db_revenge": lambda q: f"[Revenge] of {q['card']}: {q['other']} is KO-ed",
    "db_dual": lambda q: f"{q['card']} switches to Active Mode ([{q['kw']}])",
    "db_battle_end": lambda q: "the battle ends",
    "db_combo_drop": lambda q: f"{p(q['player'])}'s combo cards go to the Drop Area",
    "db_power_zero": lambda q: f"{q['card']} has 0 power or less and is placed in the Drop Area (rule D 9-5)",
    "db_invalid_combo": lambda q: f"{q['card']} is in the Combo Area outside a battle and is placed in the Drop Area (rule D 9-3)",
    "db_over_realm_end": lambda q: f"{q['card']} was played with [Over Realm] and is sent to the Warp at the end of the turn",
    "db_swap": lambda q: f"[Swap] of {q['card']}: {q['other']} is played and {q['card']} returns to the hand",
    "db_union_drop": lambda q: f"{p(q['player'])} places {q['card']} and {q['other']} from the hand in the Drop Area ([Union-Fusion])",
    "db_absorb": lambda q: f"{q['card']} is placed on top of {q['other']} ([Union-Absorb])",
    "db_wish": lambda q: f"[Wish] of {q['other']}: it turns over to {q['card']}",
    "db_control": lambda q: f"{p(q['player'])} gains control of {q['card']}",
    "db_look": lambda q: f"{p(q['player'])} looks at the top {n_cards(q['n'])} of their Deck",
    "db_reveal": lambda q: f"{p(q['player'])} reveals {q['card']} and adds it to the hand",
    "db_shuffle": lambda q: f"{p(q['player'])} shuffles their Deck",
    "db_choose": lambda q: f"{p(q['player'])} chooses {_chosen(q)}",
    "db_end_turn": lambda q: f"{p(q['player'])}'s turn ends",
    "db_concede": lambda q: f"{p(q['player'])} surrenders",
    "db_over": _over,
    "db_loop": lambda q: "the same actions would repeat forever and no player can stop them (rule D 11-1-2)",
    # prompts
    "db_ask_mulligan": lambda q: "return any number of cards to the Deck and draw as many, or keep (rule D 5-2-1-6)",
    "db_ask_charge": lambda q: "place a card from your hand in the Energy Area, or go on (rule D 6-2-5)",
    "db_ask_target": lambda q: f"{q['card']}: choose {_target(q)}",
    "db_ask_option": lambda q: f"{q['card']}: choose {q['n']} of its options (rule D 10-27)",
    "db_ask_hidden": lambda q: f"{p(q['player'])} is choosing",
    "db_ask_look": lambda q: f"{q['card']}: you look at {q['names']}; choose up to 1 to add to your hand (rule D 11-6)",
}

if TEMPLATES not in en.GAME_WORDS:
    en.GAME_WORDS.append(TEMPLATES)


# ---------------------------------------------------------------------- Japanese and Traditional Chinese
# The official terms: ja リーダー, バトルエリア, コンボ, エナジー, ライフ, ドロップ, ワープ, アクティブ/レスト, KO;
# zh-Hant 領袖, 戰鬥區, 連擊, 能源, 生命, 棄牌區, 時空區, 活躍/休息, 擊倒. Rule numbers stay as they are.
PHASE_JA = {"charge": "チャージフェイズ", "main": "メインフェイズ", "end": "エンドフェイズ", "attack": "アタック",
            "offense": "オフェンスステップ", "defense": "ディフェンスステップ", "damage": "ダメージステップ",
            "setup": "ゲーム準備"}
PHASE_ZH = {"charge": "充能階段", "main": "主要階段", "end": "結束階段", "attack": "攻擊",
            "offense": "進攻步驟", "defense": "防禦步驟", "damage": "傷害步驟", "setup": "遊戲準備"}
HOW_JA = {"life_zero": "ライフ0", "deck_out": "デッキ切れ", "concession": "投了", "victory_strike": "≪ビクトリーストライク≫",
          "endless_loop": "誰も止められない無限ループ"}
HOW_ZH = {"life_zero": "生命為0", "deck_out": "牌組耗盡", "concession": "投降", "victory_strike": "≪勝利打擊≫",
          "endless_loop": "無人能停止的無限循環"}
MODE_JA = {"evolve": "進化", "ex-evolve": "EX進化", "xeno-evolve": "ゼノ進化", "over-realm": "オーバーレルム",
           "dark-over-realm": "ダークオーバーレルム", "union-potara": "合体-ポタラ",
           "union-fusion": "合体-フュージョン"}
MODE_ZH = {"evolve": "進化", "ex-evolve": "EX進化", "xeno-evolve": "異界進化", "over-realm": "超越領域",
           "dark-over-realm": "黑暗超越領域", "union-potara": "合體-波塔拉",
           "union-fusion": "合體-融合"}
KW_JA = {"Dual Attack": "デュアルアタック", "Triple Attack": "トリプルアタック", "Field": "フィールド",
         "dual_attack": "デュアルアタック", "triple_attack": "トリプルアタック"}
KW_ZH = {"Dual Attack": "雙重攻擊", "Triple Attack": "三重攻擊", "Field": "場域",
         "dual_attack": "雙重攻擊", "triple_attack": "三重攻擊"}
NEG_JA = {"attack": "アタック", "play": "登場", "[Counter]": "≪カウンター≫"}
NEG_ZH = {"attack": "攻擊", "play": "登場", "[Counter]": "≪反擊≫"}
WHY_JA = {"its play was negated": "登場が無効になった", "[Field]": "≪フィールド≫"}
WHY_ZH = {"its play was negated": "登場被無效", "[Field]": "≪場域≫"}
TIMING_JA = {"play": "プレイ", "attack": "アタック", "counter": "カウンター"}
TIMING_ZH = {"play": "使用", "attack": "攻擊", "counter": "反擊"}
TARGET_JA = {"power": "パワーを得るカード", "ko": "KOするバトルカード", "rest": "レストにするバトルカード",
             "active": "アクティブにするカード", "bounce": "手札に戻すバトルカード", "warp": "ワープに送るバトルカード",
             "remove": "ゲームから除外するバトルカード", "take_control": "コントロールを得るバトルカード",
             "drop_card": "自分のドロップのカード1枚", "own_to_drop": "ドロップに置く自分のカード{n}枚"}
TARGET_ZH = {"power": "獲得戰力的卡", "ko": "要擊倒的戰鬥卡", "rest": "要轉為休息的戰鬥卡", "active": "要轉為活躍的卡",
             "bounce": "要返回手牌的戰鬥卡", "warp": "要送入時空區的戰鬥卡", "remove": "要從遊戲中移除的戰鬥卡",
             "take_control": "要取得控制權的戰鬥卡", "drop_card": "自己棄牌區的1張卡",
             "own_to_drop": "要放入棄牌區的自己的{n}張卡"}
AREA_JA = {"hand": "手札", "deck": "デッキ", "life": "ライフ"}
AREA_ZH = {"hand": "手牌", "deck": "牌組", "life": "生命"}


# a db_choose's words per language: (a hidden area's cards counted, an option by number, separator, nothing)
CHOSEN = {"en": (lambda a, n: f"{'a card' if n == 1 else f'{n} cards'} from the {AREA[a]}", "option {}", ", ",
                 "nothing"),
          "ja": (lambda a, n: f"{AREA_JA[a]}のカード{n}枚", "選択肢{}", "、", "なし"),
          "zh-Hant": (lambda a, n: f"{AREA_ZH[a]}中的{n}張卡", "選項 {}", "、", "無")}


GUARD = {"ja": "ガードカード", "zh-Hant": "防禦卡"}


def _over_ja(q):
    how = HOW_JA.get(q.get("how"), q.get("how"))
    if q.get("player") in (0, 1):
        return f"{p(q['player'])}の勝利（{how}、ルール {q['rule']}）"
    return f"ゲームは引き分け（{how}、ルール {q['rule']}）"


def _over_zh(q):
    how = HOW_ZH.get(q.get("how"), q.get("how"))
    if q.get("player") in (0, 1):
        return f"{p(q['player'])} 獲勝（{how}，規則 {q['rule']}）"
    return f"遊戲平手（{how}，規則 {q['rule']}）"


JA = {
    "db_first": lambda q: f"{p(q['player'])}がランダムに先攻に決まった（ルール D 5-2-1-5）",
    "db_first_set": lambda q: f"{p(q['player'])}が先攻",
    "db_leader": lambda q: f"{p(q['player'])}は{q['card']}をリーダーエリアに置いた",
    "db_draw": lambda q: f"{p(q['player'])}はカードを{q['n']}枚引いた",
    "db_mulligan": lambda q: f"{p(q['player'])}はカード{q['n']}枚をデッキに戻してシャッフルし、{q['n']}枚引いた",
    "db_keep": lambda q: f"{p(q['player'])}は手札をキープした",
    "db_life": lambda q: f"{p(q['player'])}はデッキの上から{q['n']}枚をライフエリアに置いた",
    "db_turn": lambda q: f"ターン{q['turn']}：{p(q['player'])}のターン開始",
    "db_phase": lambda q: f"{p(q['player'])}の{PHASE_JA.get(q['phase'], q['phase'])}",
    "db_ready": lambda q: f"{p(q['player'])}はレストモードのカード{q.get('n', 0)}枚をアクティブモードにした",
    "db_no_draw": lambda q: f"{p(q['player'])}は先攻なので最初のターンはカードを引かない（ルール D 6-2-3）",
    "db_charge": lambda q: f"{p(q['player'])}は{q['card']}をエナジーエリアに置いた",
    "db_play": lambda q: f"{p(q['player'])}は" + (f"エナジー{q['paid']}枚をレストにして" if q.get("paid") else "")
                         + f"{q['card']}を登場させた"
                         + (f"（{MODE_JA.get(q['how'], q['how'])}）" if q.get("how") else ""),
    "db_declare": lambda q: f"{p(q['player'])}は{q['card']}の使用を宣言した",
    "db_evolve": lambda q: f"{q['card']}が{q['other']}から進化した",
    "db_activate": lambda q: f"{p(q['player'])}は{q['card']}を起動した" + (f"（{q['skill']}）" if q.get("skill") else ""),
    "db_field": lambda q: f"{q['card']}はバトルエリアに残る（≪フィールド≫）",
    "db_awaken": lambda q: f"{p(q['player'])}のリーダーが覚醒：{q['other']}が{q['card']}に裏返った",
    "db_attack": lambda q: f"{q['card']}が{q['other']}にアタックした",
    "db_block": lambda q: f"{q['card']}がガードカードになった（≪ブロッカー≫）",
    "db_counter": lambda q: f"{p(q['player'])}は{q['card']}を使用した（【カウンター：{TIMING_JA.get(q['timing'], q['timing'])}】）",
    "db_skill_timing": lambda q: f"{q['card']}のスキルの{'解決前' if q['stage'] == 'before' else '解決後'}のカウンタータイミング",
    "db_negated": lambda q: f"{q['card']}の{NEG_JA.get(q['what'], q['what'])}は無効になった",
    "db_combo": lambda q: f"{p(q['player'])}は{q['card']}でコンボした（パワー+{q['power']}）",
    "db_step": lambda q: f"{PHASE_JA.get(q['step'], q['step'])}",
    "db_compare": lambda q: f"{q['card']}（{q['a']}）対{q['other']}（{q['b']}）",
    "db_damage": lambda q: f"{p(q['player'])}は{q['n']}ダメージを受けた：ライフ{q['n']}枚を"
                           + ("ドロップへ（≪クリティカル≫）" if q.get("critical") else "手札へ"),
    "db_ko": lambda q: f"{q['card']}はKOされた",
    "db_to_drop": lambda q: f"{q['card']}はドロップに置かれた" + (f"（{WHY_JA.get(q['why'], q['why'])}）" if q.get("why") else ""),
    "db_indestructible": lambda q: f"{q['card']}は≪不死身≫：KOされない",
    "db_power": lambda q: f"{q['card']}は" + ("このバトル中" if q.get("until") == "battle" else "このターン中")
                          + f"パワー{q['n']:+}",
    "db_rest": lambda q: f"{q['card']}はレストモードになった",
    "db_active": lambda q: f"{q['card']}はアクティブモードになった",
    "db_bounce": lambda q: f"{q['card']}は持ち主の手札に戻った",
    "db_warp": lambda q: f"{q['card']}はワープに送られた",
    "db_realm": lambda q: f"{p(q['player'])}はドロップのカード{q['n']}枚をワープに送った",
    "db_remove": lambda q: f"{q['card']}はゲームから除外された",
    "db_energy_active": lambda q: f"{p(q['player'])}はエナジー{q['n']}枚をアクティブモードにした",
    "db_charge_top": lambda q: f"{p(q['player'])}はデッキの上から{q['n']}枚をエナジーエリアに置いた",
    "db_life_add": lambda q: f"{p(q['player'])}はデッキの上から{q['n']}枚をライフに加えた",
    "db_mill": lambda q: f"{p(q['player'])}はデッキの上から{q['n']}枚をドロップに置いた",
    "db_burst": lambda q: f"{q['card']}の≪バースト{q['n']}≫：{p(q['player'])}はデッキの上から{q['n']}枚をドロップに置いた",
    "db_to_hand": lambda q: f"{p(q['player'])}はドロップの{q['card']}を手札に加えた",
    "db_discard": lambda q: f"{p(q['player'])}は手札の{q['card']}をドロップに置いた",
    "db_token": lambda q: f"{p(q['player'])}は{q['card']}（トークン）を登場させた",
    "db_auto": lambda q: f"{q['card']}の【自動】が発動した",
    "db_skill_fails": lambda q: f"{q['card']}のスキルは実行できない",
    "db_revenge": lambda q: f"{GUARD['ja'] if q['card'] == 'the guard card' else q['card']}の≪リベンジ≫：{q['other']}はKOされた",
    "db_dual": lambda q: f"{q['card']}はアクティブモードになった（≪{KW_JA.get(q['kw'], q['kw'])}≫）",
    "db_battle_end": lambda q: "バトル終了",
    "db_combo_drop": lambda q: f"{p(q['player'])}のコンボカードはドロップに置かれた",
    "db_power_zero": lambda q: f"{q['card']}はパワー0以下のためドロップに置かれた（ルール D 9-5）",
    "db_invalid_combo": lambda q: f"{q['card']}はバトル外でコンボエリアにあるためドロップに置かれた（ルール D 9-3）",
    "db_over_realm_end": lambda q: f"{q['card']}は≪オーバーレルム≫で登場したため、ターン終了時にワープに送られる",
    "db_swap": lambda q: f"{q['card']}の≪スワップ≫：{q['other']}を登場させ、{q['card']}は手札に戻った",
    "db_union_drop": lambda q: f"{p(q['player'])}は手札の{q['card']}と{q['other']}をドロップに置いた（≪合体-フュージョン≫）",
    "db_absorb": lambda q: f"{q['card']}を{q['other']}の上に重ねた（≪合体-アブソーブ≫）",
    "db_wish": lambda q: f"{q['other']}の≪ウィッシュ≫：{q['card']}に裏返った",
    "db_control": lambda q: f"{p(q['player'])}は{q['card']}のコントロールを得た",
    "db_look": lambda q: f"{p(q['player'])}はデッキの上から{q['n']}枚を見た",
    "db_reveal": lambda q: f"{p(q['player'])}は{q['card']}を公開して手札に加えた",
    "db_shuffle": lambda q: f"{p(q['player'])}はデッキをシャッフルした",
    "db_choose": lambda q: f"{p(q['player'])}は{_chosen(q, 'ja')}を選んだ",
    "db_end_turn": lambda q: f"{p(q['player'])}のターン終了",
    "db_concede": lambda q: f"{p(q['player'])}は投了した",
    "db_over": _over_ja,
    "db_loop": lambda q: "同じ行動が永遠に繰り返され、どのプレイヤーも止められない（ルール D 11-1-2）",
    "db_ask_mulligan": lambda q: "好きな枚数のカードをデッキに戻して同じ枚数引くか、キープする（ルール D 5-2-1-6）",
    "db_ask_charge": lambda q: "手札のカード1枚をエナジーエリアに置くか、先に進む（ルール D 6-2-5）",
    "db_ask_target": lambda q: f"{q['card']}：{_target(q, TARGET_JA)}を選ぶ",
    "db_ask_option": lambda q: f"{q['card']}：選択肢を{q['n']}つ選ぶ（ルール D 10-27）",
    "db_ask_hidden": lambda q: f"{p(q['player'])}が選択中",
    "db_ask_look": lambda q: f"{q['card']}：{q['names']}を見た。手札に加えるカードを1枚まで選ぶ（ルール D 11-6）",
}

ZH = {
    "db_first": lambda q: f"隨機決定由 {p(q['player'])} 先攻（規則 D 5-2-1-5）",
    "db_first_set": lambda q: f"{p(q['player'])} 先攻",
    "db_leader": lambda q: f"{p(q['player'])} 將 {q['card']} 放置於領袖區",
    "db_draw": lambda q: f"{p(q['player'])} 抽 {q['n']} 張卡",
    "db_mulligan": lambda q: f"{p(q['player'])} 將 {q['n']} 張卡放回牌組，洗牌後抽 {q['n']} 張",
    "db_keep": lambda q: f"{p(q['player'])} 保留手牌",
    "db_life": lambda q: f"{p(q['player'])} 將牌組頂的 {q['n']} 張卡放置於生命區",
    "db_turn": lambda q: f"第 {q['turn']} 回合：{p(q['player'])} 的回合開始",
    "db_phase": lambda q: f"{p(q['player'])} 的{PHASE_ZH.get(q['phase'], q['phase'])}",
    "db_ready": lambda q: f"{p(q['player'])} 將{q.get('n', 0)}張休息狀態的卡轉為活躍狀態",
    "db_no_draw": lambda q: f"{p(q['player'])} 為先攻，第一回合不抽卡（規則 D 6-2-3）",
    "db_charge": lambda q: f"{p(q['player'])} 將 {q['card']} 放置於能源區",
    "db_play": lambda q: f"{p(q['player'])} 使 {q['card']} 登場"
                         + (f"（{MODE_ZH.get(q['how'], q['how'])}）" if q.get("how") else "")
                         + (f"，將 {q['paid']} 張能源轉為休息" if q.get("paid") else ""),
    "db_declare": lambda q: f"{p(q['player'])} 宣言使用 {q['card']}",
    "db_evolve": lambda q: f"{q['card']} 由 {q['other']} 進化",
    "db_activate": lambda q: f"{p(q['player'])} 起動 {q['card']}" + (f"（{q['skill']}）" if q.get("skill") else ""),
    "db_field": lambda q: f"{q['card']} 留在戰鬥區（≪場域≫）",
    "db_awaken": lambda q: f"{p(q['player'])} 的領袖覺醒：{q['other']} 翻面為 {q['card']}",
    "db_attack": lambda q: f"{q['card']} 攻擊 {q['other']}",
    "db_block": lambda q: f"{q['card']} 成為防禦卡（≪阻擋者≫）",
    "db_counter": lambda q: f"{p(q['player'])} 使用 {q['card']}（【反擊：{TIMING_ZH.get(q['timing'], q['timing'])}】）",
    "db_skill_timing": lambda q: f"{q['card']} 的技能{'結算前' if q['stage'] == 'before' else '結算後'}的反擊時機",
    "db_negated": lambda q: f"{q['card']} 的{NEG_ZH.get(q['what'], q['what'])}被無效",
    "db_combo": lambda q: f"{p(q['player'])} 以 {q['card']} 連擊（戰力 +{q['power']}）",
    "db_step": lambda q: f"{PHASE_ZH.get(q['step'], q['step'])}",
    "db_compare": lambda q: f"{q['card']}（{q['a']}）對 {q['other']}（{q['b']}）",
    "db_damage": lambda q: f"{p(q['player'])} 受到 {q['n']} 點傷害：{q['n']} 張生命卡"
                           + ("放入棄牌區（≪致命≫）" if q.get("critical") else "加入手牌"),
    "db_ko": lambda q: f"{q['card']} 被擊倒",
    "db_to_drop": lambda q: f"{q['card']} 被放入棄牌區" + (f"（{WHY_ZH.get(q['why'], q['why'])}）" if q.get("why") else ""),
    "db_indestructible": lambda q: f"{q['card']} 具有≪不死身≫：不會被擊倒",
    "db_power": lambda q: f"{q['card']} " + ("本次戰鬥中" if q.get("until") == "battle" else "本回合中")
                          + f"戰力 {q['n']:+}",
    "db_rest": lambda q: f"{q['card']} 轉為休息狀態",
    "db_active": lambda q: f"{q['card']} 轉為活躍狀態",
    "db_bounce": lambda q: f"{q['card']} 返回持有者的手牌",
    "db_warp": lambda q: f"{q['card']} 被送入時空區",
    "db_realm": lambda q: f"{p(q['player'])} 將棄牌區的 {q['n']} 張卡送入時空區",
    "db_remove": lambda q: f"{q['card']} 被從遊戲中移除",
    "db_energy_active": lambda q: f"{p(q['player'])} 將 {q['n']} 張能源轉為活躍狀態",
    "db_charge_top": lambda q: f"{p(q['player'])} 將牌組頂的 {q['n']} 張卡放置於能源區",
    "db_life_add": lambda q: f"{p(q['player'])} 將牌組頂的 {q['n']} 張卡加入生命",
    "db_mill": lambda q: f"{p(q['player'])} 將牌組頂的 {q['n']} 張卡放入棄牌區",
    "db_burst": lambda q: f"{q['card']} 的≪爆發 {q['n']}≫：{p(q['player'])} 將牌組頂的 {q['n']} 張卡放入棄牌區",
    "db_to_hand": lambda q: f"{p(q['player'])} 將棄牌區的 {q['card']} 加入手牌",
    "db_discard": lambda q: f"{p(q['player'])} 將手牌的 {q['card']} 放入棄牌區",
    "db_token": lambda q: f"{p(q['player'])} 使 {q['card']}（衍生物）登場",
    "db_auto": lambda q: f"{q['card']} 的【自動】發動",
    "db_skill_fails": lambda q: f"{q['card']} 的技能無法執行",
    "db_revenge": lambda q: f"{GUARD['zh-Hant'] if q['card'] == 'the guard card' else q['card']} 的≪復仇≫：{q['other']} 被擊倒",
    "db_dual": lambda q: f"{q['card']} 轉為活躍狀態（≪{KW_ZH.get(q['kw'], q['kw'])}≫）",
    "db_battle_end": lambda q: "戰鬥結束",
    "db_combo_drop": lambda q: f"{p(q['player'])} 的連擊卡被放入棄牌區",
    "db_power_zero": lambda q: f"{q['card']} 戰力為 0 以下，被放入棄牌區（規則 D 9-5）",
    "db_invalid_combo": lambda q: f"{q['card']} 在戰鬥外位於連擊區，被放入棄牌區（規則 D 9-3）",
    "db_over_realm_end": lambda q: f"{q['card']} 以≪超越領域≫登場，於回合結束時被送入時空區",
    "db_swap": lambda q: f"{q['card']} 的≪交換≫：{q['other']} 登場，{q['card']} 返回手牌",
    "db_union_drop": lambda q: f"{p(q['player'])} 將手牌的 {q['card']} 與 {q['other']} 放入棄牌區（≪合體-融合≫）",
    "db_absorb": lambda q: f"{q['card']} 疊放在 {q['other']} 之上（≪合體-吸收≫）",
    "db_wish": lambda q: f"{q['other']} 的≪願望≫：翻面為 {q['card']}",
    "db_control": lambda q: f"{p(q['player'])} 取得 {q['card']} 的控制權",
    "db_look": lambda q: f"{p(q['player'])} 查看牌組頂端的 {q['n']} 張卡",
    "db_reveal": lambda q: f"{p(q['player'])} 公開 {q['card']} 並加入手牌",
    "db_shuffle": lambda q: f"{p(q['player'])} 洗切牌組",
    "db_choose": lambda q: f"{p(q['player'])} 選擇了{_chosen(q, 'zh-Hant')}",
    "db_end_turn": lambda q: f"{p(q['player'])} 的回合結束",
    "db_concede": lambda q: f"{p(q['player'])} 投降",
    "db_over": _over_zh,
    "db_loop": lambda q: "相同的行動將永遠重複，且沒有玩家能停止（規則 D 11-1-2）",
    "db_ask_mulligan": lambda q: "將任意張數的卡放回牌組並抽相同張數，或保留手牌（規則 D 5-2-1-6）",
    "db_ask_charge": lambda q: "將手牌的 1 張卡放置於能源區，或繼續（規則 D 6-2-5）",
    "db_ask_target": lambda q: f"{q['card']}：選擇{_target(q, TARGET_ZH)}",
    "db_ask_option": lambda q: f"{q['card']}：選擇 {q['n']} 個選項（規則 D 10-27）",
    "db_ask_hidden": lambda q: f"{p(q['player'])} 正在選擇",
    "db_ask_look": lambda q: f"{q['card']}：查看了 {q['names']}；選擇至多1張加入手牌（規則 D 11-6）",
}

WORDS = {"en": TEMPLATES, "ja": JA, "zh-Hant": ZH}
en.GAME_STEPS.update({("dbscg", "ja"): PHASE_JA, ("dbscg", "zh-Hant"): PHASE_ZH})  # its phases in other languages
for _lang, _table in WORDS.items():
    if _lang != "en" and _table not in en.GAME_WORDS_BY_LANG.setdefault(_lang, []):
        en.GAME_WORDS_BY_LANG[_lang].append(_table)


from .cardtext import KW_WORDS, TARGET_WORDS, WHEN_WORDS, card_text, op_text, skill_text  # noqa: E402,F401  (their old home)
from . import refusal_words as _refusal_words  # noqa: E402,F401  (the refusals in words, registered)
