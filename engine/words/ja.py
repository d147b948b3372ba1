"""日本語: the events, labels and prompts in the words of the Japanese Standard text
(../shared/rules/standard-1.0-ja.txt): コア, ソウルコア, リザーブ, ライフ, トラッシュ, ボイド,
待機状態, 破壊, 疲労/回復, 召喚/配置/使用. Rule numbers stay as they are."""
from __future__ import annotations

from . import en

STEP = {"start": "スタートステップ", "core": "コアステップ", "draw": "ドローステップ", "refresh": "リフレッシュステップ",
        "main": "メインステップ", "attack": "アタックステップ", "second_main": "第2メインステップ", "end": "エンドステップ"}
WHEN = {
    "summoned": "召喚時", "deployed": "配置時", "attacking": "アタック時", "blocking": "ブロック時", "destroyed": "破壊時",
    "destroyed_by_opponent": "相手による破壊時", "exhausted": "疲労時", "refreshed": "回復時",
    "leaves_field": "フィールドを離れる時", "main_start": "メインステップ開始時", "end_step": "エンドステップ",
    "battle_end": "バトル終了時", "spirit_summoned": "スピリットの召喚時", "spirit_destroyed": "スピリットの破壊時",
    "spirit_returned": "スピリットが戻る時", "threshold": "しきい値", "depleted": "消滅時",
    "depleted_by_opponent": "相手による消滅時", "destroyed_in_battle": "BP比較による破壊時",
    "battle_resolution": "バトル解決中", "turn_end": "ターン終了時",
}
PENDING = {"destroyed": "破壊", "depleted": "消滅", "to_hand": "手札に戻る", "to_deck": "デッキの上に戻る",
           "to_deck_bottom": "デッキの下に戻る"}
ZONE = {"trash": "トラッシュ", "hand": "手札", "deck": "デッキ", "reserve": "リザーブ", "life": "ライフ", "void": "ボイド", "deck_bottom": "デッキの下", "deck_top": "デッキの上"}
# what a restriction keeps a card from doing (``fx_restrict``: attack | block | be_chosen | be_returned)
RESTRICT = {"attack": "アタック", "block": "ブロック", "be_chosen": "選ばれることが", "be_returned": "戻されることが"}
STATE_VERB = {"exhaust": "疲労させる", "heavy_exhaust": "重疲労させる", "refresh": "回復させる"}
# what an effect's target choice is for (an operation's name, ``ask_target``'s ``what``), in words
OP_WHAT = {"destroy": "破壊する", "exhaust": "疲労させる", "heavy exhaust": "重疲労させる", "refresh": "回復させる",
           "return": "戻す", "bp": "BPを変える", "restrict": "制限する", "negate": "効果を無効にする",
           "lv cost": "Lvコストを変える", "symbol": "シンボルを加える", "select": "", "cores": "コアを動かす",
           "exchange": "入れ替える", "attack spirit": "アタックする", "summon": "召喚する", "deploy": "配置する"}
HOW = {"concession": "投了", "life_zero": "ライフ0", "deck_out": "デッキ切れ", "endless_loop": "誰も止められないループ"}
P = en.pname


def step(q) -> str:
    return STEP.get(q.get("step") or q.get("name"), q.get("label", ""))


def label_text(label) -> str:
    kind, detail, card = label
    of = f"{card}の" if card is not None else ""
    if kind == "step_start":
        return f"{of}{STEP.get(detail, detail)}開始時効果"
    if kind == "step_end":
        return f"{of}{STEP.get(detail, detail)}終了時効果"
    if kind == "activate":
        return f"{of}【起動：{'メイン' if detail == 'Main' else 'フラッシュ'}】"
    if kind == "declared":
        return f"{of}【{'メイン' if detail == 'main' else 'フラッシュ'}】"
    if kind == "replacement":
        return f"{of}置換効果"
    return f"{of}{WHEN.get(kind, kind)}効果"


def cause_text(c) -> str:
    if c.kind == "core_move":
        return f"{P(c.player)}のコアの移動による"
    if c.kind == "payment":
        return f"{P(c.player)}のコストの支払いによる"
    if c.kind == "effect":
        return f"{c.card}の効果による"
    if c.kind == "bp":
        return f"BP {c.a} 対 {c.b}、8-1-6-1"
    return str(c.card) if c.card is not None else c.kind


def how(q) -> str:
    return f"{q.get('card')}の効果" if q["how"] == "effect" else HOW.get(q["how"], q["how"])


def place(p) -> str:
    kind = p[0]
    if kind == "void":
        return "ボイド"
    if kind == "zone":
        return f"{P(p[1])}の{ZONE.get(p[2], p[2])}"
    if kind == "cards":
        return "、".join(str(c) for c in p[1]) or "カード"
    return "このカード" if p[1] == "this" else "そのカード"


def card_or_reserve(c) -> str:
    return "リザーブ" if c is None else str(c)


def payment(parts) -> str:
    out = []
    for part in parts:
        if part[0] == "reserve":
            out.append(f"リザーブから{part[1]}")
        elif part[0] == "field":
            out.append(f"{part[2]}から{part[3]}")
        else:
            out.append("ソウルコア")
    return "、".join(out) if out else "なし"


def played_how(q) -> str:
    return "ソウルコアのみで支払い（《ソウルマジック》）" if q["soul_magic"] else f"{q['cost']}コストを支払い（{payment(q['pay'])}）"


def move_what(q) -> str:
    n, soul = q["count"], q["soul"]
    if soul and not n:
        return "ソウルコア"
    return f"コア{n}個" + ("とソウルコア" if soul and n else "")


def L(q) -> str:
    return label_text(q["label"])


TEMPLATES = {
    "concede": lambda q: f"{P(q['player'])}が投了した",
    "game_over": lambda q: f"{P(q['player'])}の勝利（{how(q)}、{q['rule']}）",
    "game_draw": lambda q: f"引き分け（{how(q)}、{q['rule']}）",
    "setup": lambda q: (f"各プレイヤーはデッキをシャッフルし、ライフにコア{q['life']}個、リザーブにコア{q['reserve']}個と"
                        f"ソウルコアを置き、{q['hand']}枚ドローする"),
    "setup_rps": lambda q: f"{P(q['player'])}がじゃんけんに勝ち、先攻か後攻かを選ぶ（6-2-1-6）",
    "setup_first": lambda q: f"{P(q['player'])}が先攻",
    "redraw": lambda q: f"{P(q['player'])}は手札を引き直す（6-2-1-8）",
    "keep": lambda q: f"{P(q['player'])}は手札をそのままにする",
    "first_turn": lambda q: f"ターン1：{P(q['player'])}から始まる（6-2-1-9）",
    "turn": lambda q: f"ターン{q['turn']}：{P(q['player'])}のターン",
    "from_position": lambda q: f"局面から開始：ターン{q['turn']}、{P(q['turn_player'])}、{STEP.get(q.get('step', ''), q['label'])}",
    "position_opened": lambda q: f"局面 {q['name']} を開いた：ターン{q['turn']}、{P(q['turn_player'])}、{en.game_step(q, 'ja', STEP)}",
    "step": lambda q: f"{step(q)}（{q['rule']}）",
    "deck_out": lambda q: f"{P(q['player'])}はスタートステップの開始時にデッキが0枚",
    "core_step": lambda q: f"{P(q['player'])}はボイドからコア1個をリザーブに置く（7-3-2）",
    "draw_step": lambda q: f"{P(q['player'])}は1枚ドローする（7-4-2）",
    "draw_empty": lambda q: f"{P(q['player'])}はドローできない：デッキが0枚（1-4-2）",
    "refresh_step": lambda q: (f"{P(q['player'])}はカード{q['cards_n']}枚を回復させ、トラッシュのコア{q['cores_n']}個を"
                               "リザーブに置く（7-5-2）"),
    "end_step": lambda q: f"{P(q['player'])}は{step(q)}を終了する",
    "move_core": lambda q: (f"{P(q['player'])}は{move_what(q)}を{card_or_reserve(q['src'])}から"
                            f"{card_or_reserve(q['dst'])}へ移動する"),
    "swap_soul": lambda q: (f"{P(q['player'])}は{card_or_reserve(q['src'])}のソウルコアを"
                            f"{card_or_reserve(q['dst'])}のコアと入れ替える"),
    "succession": lambda q: f"《継召》のため{q['card']}をゲームから除外する（12-2-1-3）",
    "use": lambda q: (f"{P(q['player'])}は{q['card']}を【{'メイン' if q['timing'] == 'main' else 'フラッシュ'}】で使用する、"
                      f"{played_how(q)}"),
    "play": lambda q: (f"{P(q['player'])}は{q['card']}を{'召喚' if q['verb'] == 'summon' else '配置'}する、{played_how(q)}；"
                       f"コア{q['placed']}個を置き、Lv{q['level']}"),
    "activate": lambda q: f"{P(q['player'])}は{L(q)}を起動する",
    "attack": lambda q: f"{P(q['player'])}は{q['card']}（BP {q['bp']}）でアタックする（8-1-1）",
    "pass": lambda q: f"{P(q['player'])}はパスする",
    "block": lambda q: f"{P(q['player'])}は{q['card']}（BP {q['bp']}）でブロックする（8-1-3）",
    "no_block": lambda q: f"{P(q['player'])}はブロックしない；ブロック後のフラッシュタイミングはない（8-1-3-1）",
    "battle_no_attacker": lambda q: "アタックしているスピリットがフィールドを離れた：ライフは減らない",
    "battle_left": lambda q: "バトル中のスピリットがフィールドを離れた：何も起きない（8-1-5-2-1）",
    "bp_compare": lambda q: f"BP比較：{q['card']} {q['bp']} 対 {q['other']} {q['other_bp']}（8-1-5-2）",
    "life": lambda q: f"{P(q['player'])}のライフが{q['source']}により{q['n']}減る：残り{q['left']}（8-1-5-1）",
    "pending": lambda q: (f"{q['card']}は待機状態（{PENDING[q['state']]}）になる"
                          + (f"（{cause_text(q['cause'])}）" if q.get("cause") else "")),
    "pending_change": lambda q: (f"{q['card']}の待機状態が（{PENDING[q['old']]}）から（{PENDING[q['state']]}）に"
                                 "変わる（10-2-2-6）"),
    "leave": lambda q: (f"{q['card']}は待機状態を離れ{ZONE[q['to']]}へ移動する"
                        + (f"；コア{q['cores_n']}個はリザーブへ" if q['cores_n'] else "") + "（10-2-2-5）"),
    "effect_resolves": lambda q: f"{L(q)}を解決する",
    "effect_rest_lapses": lambda q: f"{L(q)}：以降の効果は発揮しない（5-19-3）",
    "effect_not_fully": lambda q: f"{L(q)}：「{en.step_text(q['step'])}」をすべては行えないため、効果は発揮しない（5-19-5）",
    "fizzle_left": lambda q: f"{L(q)}は発揮できない：カードがフィールドを離れた（9-1-5-5）",
    "fizzle_once": lambda q: f"{L(q)}は【ターンに1回】で、このターンすでに使われた（12-3-1-1）",
    "fizzle_unstackable": lambda q: f"{L(q)}は【重複不可】：このタイミングでは1つだけ発揮する（12-3-2-1）",
    "replace": lambda q: f"{L(q)}：{q['card'] if q['card'] is not None else 'カード'}が{q['event']}される代わりに（9-1-8）",
    "fx_draw": lambda q: f"{L(q)}：{P(q['player'])}は{q['n']}枚ドローする",
    "fx_discard": lambda q: f"{L(q)}：{P(q['player'])}は{'、'.join(map(str, q['cards_named']))}を破棄する",
    "fx_state": lambda q: f"{L(q)}は{q['card']}を{STATE_VERB[q['op']]}",
    "cannot_return": lambda q: f"{q['card']}は戻せない",
    "fx_bp": lambda q: f"{L(q)}：{q['card']}はこの{'ターン' if q['until'] == 'turn' else 'バトル'}の間BP{q['amount']:+d}",
    "fx_restrict": lambda q: f"{L(q)}：{q['card']}はこの{'ターン' if q['until'] == 'turn' else 'バトル'}の間{RESTRICT.get(q['what'], q['what'])}できない",
    "fx_cores": lambda q: (f"{L(q)}：コア{q['n']}個{'（ソウルコアを含む）' if q['soul'] else ''}が{place(q['src'])}から"
                           f"{place(q['dst'])}へ移動する"),
    "fx_no_cores": lambda q: f"{L(q)}：{q['card']}を出すためのコアが足りない",
    "fx_play": lambda q: (f"{L(q)}：{P(q['player'])}は{q['card']}を{ZONE.get(q['zone'], q['zone'])}から"
                          f"{'召喚' if q['verb'] == 'summon' else '配置'}する、"
                          + (f"{q['cost']}コストを支払う" if q['paid'] else "コストを支払わずに")),
    "reveal": lambda q: f"{L(q)}：{P(q['player'])}は{'、'.join(map(str, q['cards_named']))}を公開する",
    "take": lambda q: f"{L(q)}：{P(q['player'])}は{'、'.join(map(str, q['cards_named']))}を手札に加える",
    "reveal_rest": lambda q: f"{L(q)}：残りの{q['n']}枚は{ZONE.get(q['to'], q['to'])}へ",
    "fizzle_refreshed": lambda q: f"{L(q)}は発揮できない：解決前にスピリットが回復した（5-15-2）",
    "replace_declined": lambda q: f"{L(q)}は使われないため、置き換えない（9-1-2）",
    "replace_cannot": lambda q: f"{L(q)}：「{en.step_text(q['step'])}」をすべては行えないため、置き換えない（5-19-5、9-1-8-1）",
    "fx_no_battle": lambda q: f"{L(q)}：バトル中ではないため、「このバトルの間」はすぐに終わる（9-1-5-6）",
    "fx_pay": lambda q: f"{L(q)}：{P(q['player'])}はコア{q['n']}個をトラッシュに支払う",
    "fx_negate": lambda q: f"{L(q)}：この{'ターン' if q['until'] == 'turn' else 'バトル'}の間、{q['card']}の効果は無効",
    "fx_lv_cost": lambda q: (f"{L(q)}：この{'ターン' if q['until'] == 'turn' else 'バトル'}の間、{q['card']}のLvコストが"
                             f"{q['amount']:+d}"),
    "fx_symbol": lambda q: f"{L(q)}：この{'ターン' if q['until'] == 'turn' else 'バトル'}の間、{q['card']}のシンボルが1つ増える",
    "ask_place_order": lambda q: f"{label_text(q['label']) if q['label'] else '同時に離れるカード'}：{q['n']}枚の順番を選ぶ（4-1-5）",
    "endless_loop": lambda q: "誰も止められない効果のループ：ゲームは引き分け",
    "ask_order": lambda q: "次に解決する効果を選ぶ（9-1-5-7、9-1-5-8）",
    "ask_replacement": lambda q: "適用する置換効果を選ぶ（9-1-8-1-3）",
    "ask_may": lambda q: f"{L(q)}：「{q['text'] or en.step_text(q['step'])}」を行ってもよい。行う？",
    "ask_discard": lambda q: f"{L(q)}：{q['n']}枚破棄する",
    "ask_put": lambda q: f"{L(q)}：{ZONE.get(q['zone'], q['zone'])}から{'召喚' if q['verb'] == 'summon' else '配置'}するカードを選ぶ（選ばなくてもよい）",
    "ask_take": lambda q: f"{L(q)}：{q['n']}枚まで手札に加える",
    "ask_hidden": lambda q: f"{P(q['player'])}が選択中",
    "ask_target": lambda q: f"{L(q)}：{OP_WHAT.get(q['what'], q['what'])}対象を{q['n']}{'枚まで' if q['up_to'] else '枚'}選ぶ",
}


# Battle Spirits Saga: its own events (the Japanese Standard text's terms)
TEMPLATES.update({
    "saga_setup_random": lambda q: f"{P(q['player'])}が抽選に勝ち、先攻プレイヤーを決める（{q['rule']}）",
    "saga_mulligan": lambda q: (f"{P(q['player'])}はマリガンする：手札{q['n']}枚をデッキの下に置き、{q['n']}枚引いて"
                                f"シャッフルする（{q['rule']}）"),
    "saga_keep": lambda q: f"{P(q['player'])}は手札をそのままにし、1枚多く引く（{q['rule']}）",
    "saga_first_turn": lambda q: f"第1ターン：先攻の{P(q['player'])}から始める（{q['rule']}）",
    "saga_expire": lambda q: f"このターンの効果{q['n']}個が終わる（{q['rule']}）",
    "saga_too_few_cores": lambda q: (f"{q['card']}のコアは{q['n']}個でLv1コスト{q['cost']}に足りない"
                                     + (f"（{cause_text(q['cause'])}）" if q.get("cause") else "")
                                     + ("：自壊する" if q["own"] else "：破壊される") + f"（{q['rule']}）"),
    "saga_bp_zero": lambda q: f"{q['card']}のBPは{q['bp']}：BP0以下のスピリットは破壊される（{q['rule']}）",
    "saga_destroyed": lambda q: (f"{q['card']}は破壊され" + (f"（{cause_text(q['cause'])}）" if q.get("cause") else "")
                                 + f"{ZONE[q['to']]}へ移動する"
                                 + (f"；コア{q['cores_n']}個はリザーブへ" if q['cores_n'] else "") + f"（{q['rule']}）"),
    "saga_self_destroyed": lambda q: (f"{q['card']}は自壊し{ZONE[q['to']]}へ移動する（破壊時効果なし）"
                                      + (f"；コア{q['cores_n']}個はリザーブへ" if q['cores_n'] else "")
                                      + f"（{q['rule']}）"),
    "saga_returned": lambda q: (f"{q['card']}は{ZONE[q['to']]}へ移動する"
                                + (f"；コア{q['cores_n']}個はリザーブへ" if q['cores_n'] else "") + f"（{q['rule']}）"),
})

TEMPLATES.update({
    "saga_burst_set": lambda q: f"{P(q['player'])}はバーストを裏向きでセットする（{q['rule']}）",
    "saga_burst_discarded": lambda q: f"先にセットされていたバースト{q['card']}は破棄されトラッシュへ（{q['rule']}）",
    "saga_burst_activated": lambda q: f"{P(q['player'])}はバースト{q['card']}を表にし、コストを支払わずに発動する（{q['rule']}）",
    "saga_ask_burst": lambda q: f"バースト{q['card']}を発動しますか？",
})
WHEN["burst"] = "バースト"

TEMPLATES["saga_crush"] = lambda q: f"{q['card']}の【粉砕】：{P(q['player'])}は相手のデッキの上から{q['n']}枚を破棄する（{q['rule']}）"
TEMPLATES["saga_gale"] = lambda q: f"{q['card']}の【疾風】：{P(q['player'])}は回復状態のスピリット{q['n']}体を疲労させる（{q['rule']}）"
TEMPLATES["saga_ask_gale"] = lambda q: f"{q['card']}の【疾風】：疲労させる回復状態の自分のスピリットを{q['n']}体選んでください"
TEMPLATES["saga_blessed"] = lambda q: f"{q['card']}の【祝福】：{P(q['player'])}はボイドからコア1個をライフに置く。ライフは{q['left']}（{q['rule']}）"
TEMPLATES["saga_curse"] = lambda q: f"{q['card']}の【呪詛】：ブロックした{q['other']}はバトル終了時に破壊される（{q['rule']}）"
TEMPLATES["saga_raid"] = lambda q: f"{q['card']}の【強襲】：{P(q['player'])}は{q['other']}を疲労させ、{q['card']}を回復させる（{q['rule']}）"
TEMPLATES["saga_ask_raid"] = lambda q: f"{q['card']}の【強襲】：疲労させて回復する自分のネクサスを1つ選ぶか、選ばないでください"
TEMPLATES["saga_at_field"] = lambda q: f"{q['card']}の【A.T.フィールド】：ソウルコアが置かれているので、{q['other']}の効果では破壊されない（{q['rule']}）"
TEMPLATES["saga_luster"] = lambda q: f"{q['card']}の【輝煌】：このバトル中に使用したマジック{q['n']}枚がトラッシュから{P(q['player'])}の手札に戻る（{q['rule']}）"
WHEN["immortal"] = "【不死】"
