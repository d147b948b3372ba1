"""繁體中文: the events, labels and prompts in the words of the Traditional Chinese manual
(../shared/rules/eternal-17.0-zh.txt; DIGEST's translator's warning): 能量 = core, 靈魂能量 = Soul
Core, 核心卡 = Nexus, 空間 = Void, 預備區 = Reserve, 廢棄區 = Trash, 生命值 = Life, 靈動 = Flash,
主要 = Main, 待機狀態 = pending state, 消滅 = Depletion. Rule numbers stay as they are."""
from __future__ import annotations

from . import en

STEP = {"start": "開始階段", "core": "能量階段", "draw": "抽牌階段", "refresh": "回復階段", "main": "主要階段",
        "attack": "攻擊階段", "second_main": "第二主要階段", "end": "結束階段"}
WHEN = {
    "summoned": "召喚時", "deployed": "配置時", "attacking": "攻擊時", "blocking": "阻擋時", "destroyed": "破壞時",
    "destroyed_by_opponent": "被對手破壞時", "exhausted": "疲勞時", "refreshed": "回復時", "leaves_field": "離場時",
    "main_start": "主要階段開始時", "end_step": "結束階段", "battle_end": "戰鬥結束時", "spirit_summoned": "靈魂卡召喚時",
    "spirit_destroyed": "靈魂卡破壞時", "spirit_returned": "靈魂卡返回時", "threshold": "門檻", "depleted": "消滅時",
    "depleted_by_opponent": "被對手消滅時", "destroyed_in_battle": "因BP比較破壞時", "battle_resolution": "戰鬥處理中",
    "turn_end": "回合結束時",
}
PENDING = {"destroyed": "破壞", "depleted": "消滅", "to_hand": "返回手牌", "to_deck": "返回牌組頂端",
           "to_deck_bottom": "返回牌組底部"}
ZONE = {"trash": "廢棄區", "hand": "手牌", "deck": "牌組", "reserve": "預備區", "life": "生命值", "void": "空間", "deck_bottom": "牌組底部", "deck_top": "牌組頂端"}
# what a restriction keeps a card from doing (``fx_restrict``: attack | block | be_chosen | be_returned)
RESTRICT = {"attack": "攻擊", "block": "阻擋", "be_chosen": "被選擇", "be_returned": "被返回"}
STATE_VERB = {"exhaust": "使疲勞", "heavy_exhaust": "使重疲勞", "refresh": "使回復"}
# what an effect's target choice is for (an operation's name, ``ask_target``'s ``what``), in words
OP_WHAT = {"destroy": "予以破壞", "exhaust": "使其疲勞", "heavy exhaust": "使其重疲勞", "refresh": "使其回復",
           "return": "使其返回", "bp": "改變其BP", "restrict": "加以限制", "negate": "使其效果無法發揮",
           "lv cost": "改變其Lv費用", "symbol": "追加標誌", "select": "", "cores": "移動其能量", "exchange": "交換",
           "attack spirit": "攻擊", "summon": "召喚", "deploy": "配置"}
HOW = {"concession": "投降", "life_zero": "生命值0", "deck_out": "牌組耗盡", "endless_loop": "無人能停止的循環"}
P = en.pname


def step(q) -> str:
    return STEP.get(q.get("step") or q.get("name"), q.get("label", ""))


def label_text(label) -> str:
    kind, detail, card = label
    of = f"{card}的" if card is not None else ""
    if kind == "step_start":
        return f"{of}{STEP.get(detail, detail)}開始時效果"
    if kind == "step_end":
        return f"{of}{STEP.get(detail, detail)}結束時效果"
    if kind == "activate":
        return f"{of}【起動：{'主要' if detail == 'Main' else '靈動'}】"
    if kind == "declared":
        return f"{of}【{'主要' if detail == 'main' else '靈動'}】"
    if kind == "replacement":
        return f"{of}替代效果"
    return f"{of}{WHEN.get(kind, kind)}效果"


def cause_text(c) -> str:
    if c.kind == "core_move":
        return f"因{P(c.player)}移動能量"
    if c.kind == "payment":
        return f"因{P(c.player)}支付費用"
    if c.kind == "effect":
        return f"因{c.card}的效果"
    if c.kind == "bp":
        return f"BP {c.a} 對 {c.b}，8-1-6-1"
    return str(c.card) if c.card is not None else c.kind


def how(q) -> str:
    return f"{q.get('card')}的效果" if q["how"] == "effect" else HOW.get(q["how"], q["how"])


def place(p) -> str:
    kind = p[0]
    if kind == "void":
        return "空間"
    if kind == "zone":
        return f"{P(p[1])}的{ZONE.get(p[2], p[2])}"
    if kind == "cards":
        return "、".join(str(c) for c in p[1]) or "卡片"
    return "這張卡" if p[1] == "this" else "那張卡"


def card_or_reserve(c) -> str:
    return "預備區" if c is None else str(c)


def payment(parts) -> str:
    out = []
    for part in parts:
        if part[0] == "reserve":
            out.append(f"預備區{part[1]}個")
        elif part[0] == "field":
            out.append(f"{part[2]}上{part[3]}個")
        else:
            out.append("靈魂能量")
    return "、".join(out) if out else "無"


def played_how(q) -> str:
    return "只以靈魂能量支付（《靈魂魔法》）" if q["soul_magic"] else f"支付費用{q['cost']}（{payment(q['pay'])}）"


def move_what(q) -> str:
    n, soul = q["count"], q["soul"]
    if soul and not n:
        return "靈魂能量"
    return f"{n}個能量" + ("與靈魂能量" if soul and n else "")


def L(q) -> str:
    return label_text(q["label"])


TEMPLATES = {
    "concede": lambda q: f"{P(q['player'])}投降",
    "game_over": lambda q: f"{P(q['player'])}獲勝（{how(q)}，{q['rule']}）",
    "game_draw": lambda q: f"平手（{how(q)}，{q['rule']}）",
    "setup": lambda q: (f"各玩家洗牌，將{q['life']}個能量放置於生命值，{q['reserve']}個能量與靈魂能量放置於預備區，"
                        f"並抽{q['hand']}張牌"),
    "setup_rps": lambda q: f"{P(q['player'])}猜拳獲勝，選擇先攻或後攻（6-2-1-6）",
    "setup_first": lambda q: f"{P(q['player'])}先攻",
    "redraw": lambda q: f"{P(q['player'])}重抽手牌（6-2-1-8）",
    "keep": lambda q: f"{P(q['player'])}保留手牌",
    "first_turn": lambda q: f"第1回合：由{P(q['player'])}開始（6-2-1-9）",
    "turn": lambda q: f"第{q['turn']}回合：{P(q['player'])}的回合",
    "from_position": lambda q: f"從局面開始：第{q['turn']}回合，{P(q['turn_player'])}，{q['label']}",
    "position_opened": lambda q: f"開啟局面 {q['name']}：第{q['turn']}回合，{P(q['turn_player'])}，{en.game_step(q, 'zh-Hant', STEP)}",
    "step": lambda q: f"{step(q)}（{q['rule']}）",
    "deck_out": lambda q: f"{P(q['player'])}在開始階段開始時牌組中沒有卡片",
    "core_step": lambda q: f"{P(q['player'])}從空間將1個能量放置於預備區（7-3-2）",
    "draw_step": lambda q: f"{P(q['player'])}抽1張牌（7-4-2）",
    "draw_empty": lambda q: f"{P(q['player'])}無法抽牌：牌組已空（1-4-2）",
    "refresh_step": lambda q: f"{P(q['player'])}使{q['cards_n']}張卡回復，並將廢棄區的{q['cores_n']}個能量移至預備區（7-5-2）",
    "end_step": lambda q: f"{P(q['player'])}結束{step(q)}",
    "move_core": lambda q: f"{P(q['player'])}將{move_what(q)}從{card_or_reserve(q['src'])}移至{card_or_reserve(q['dst'])}",
    "swap_soul": lambda q: f"{P(q['player'])}將{card_or_reserve(q['src'])}上的靈魂能量與{card_or_reserve(q['dst'])}上的能量交換",
    "succession": lambda q: f"為了《繼承》將{q['card']}從遊戲中除外（12-2-1-3）",
    "use": lambda q: f"{P(q['player'])}以【{'主要' if q['timing'] == 'main' else '靈動'}】使用{q['card']}，{played_how(q)}",
    "play": lambda q: (f"{P(q['player'])}{'召喚' if q['verb'] == 'summon' else '配置'}{q['card']}，{played_how(q)}；"
                       f"放置{q['placed']}個能量，Lv{q['level']}"),
    "activate": lambda q: f"{P(q['player'])}起動{L(q)}",
    "attack": lambda q: f"{P(q['player'])}以{q['card']}（BP {q['bp']}）攻擊（8-1-1）",
    "pass": lambda q: f"{P(q['player'])}放棄",
    "block": lambda q: f"{P(q['player'])}以{q['card']}（BP {q['bp']}）阻擋（8-1-3）",
    "no_block": lambda q: f"{P(q['player'])}不阻擋；阻擋後沒有靈動時機（8-1-3-1）",
    "battle_no_attacker": lambda q: "攻擊中的靈魂卡已離場：不減少生命值",
    "battle_left": lambda q: "戰鬥中的靈魂卡已離場：什麼都不會發生（8-1-5-2-1）",
    "bp_compare": lambda q: f"BP比較：{q['card']} {q['bp']} 對 {q['other']} {q['other_bp']}（8-1-5-2）",
    "life": lambda q: f"{P(q['player'])}的生命值因{q['source']}減少{q['n']}：剩餘{q['left']}（8-1-5-1）",
    "pending": lambda q: (f"{q['card']}進入待機狀態（{PENDING[q['state']]}）"
                          + (f"（{cause_text(q['cause'])}）" if q.get("cause") else "")),
    "pending_change": lambda q: f"{q['card']}的待機狀態從（{PENDING[q['old']]}）變為（{PENDING[q['state']]}）（10-2-2-6）",
    "leave": lambda q: (f"{q['card']}離開待機狀態並移至{ZONE[q['to']]}"
                        + (f"；{q['cores_n']}個能量移至預備區" if q['cores_n'] else "") + "（10-2-2-5）"),
    "effect_resolves": lambda q: f"{L(q)}處理",
    "effect_rest_lapses": lambda q: f"{L(q)}：之後的效果不發揮（5-19-3）",
    "effect_not_fully": lambda q: f"{L(q)}：「{en.step_text(q['step'])}」無法完全執行，因此效果不發揮（5-19-5）",
    "fizzle_left": lambda q: f"{L(q)}無法發揮：卡片已離場（9-1-5-5）",
    "fizzle_once": lambda q: f"{L(q)}為【每回合1次】，本回合已使用（12-3-1-1）",
    "fizzle_unstackable": lambda q: f"{L(q)}為【不可重複】：此時機只發揮一個（12-3-2-1）",
    "replace": lambda q: f"{L(q)}：代替{q['card'] if q['card'] is not None else '卡片'}被{q['event']}（9-1-8）",
    "fx_draw": lambda q: f"{L(q)}：{P(q['player'])}抽{q['n']}張牌",
    "fx_discard": lambda q: f"{L(q)}：{P(q['player'])}捨棄{'、'.join(map(str, q['cards_named']))}",
    "fx_state": lambda q: f"{L(q)}{STATE_VERB[q['op']]}{q['card']}",
    "cannot_return": lambda q: f"{q['card']}無法返回",
    "fx_bp": lambda q: f"{L(q)}：{q['card']}在本{'回合' if q['until'] == 'turn' else '戰鬥'}中BP{q['amount']:+d}",
    "fx_restrict": lambda q: f"{L(q)}：{q['card']}在本{'回合' if q['until'] == 'turn' else '戰鬥'}中無法{RESTRICT.get(q['what'], q['what'])}",
    "fx_cores": lambda q: (f"{L(q)}：{q['n']}個能量{'（含靈魂能量）' if q['soul'] else ''}從{place(q['src'])}"
                           f"移至{place(q['dst'])}"),
    "fx_no_cores": lambda q: f"{L(q)}：能量不足，無法讓{q['card']}登場",
    "fx_play": lambda q: (f"{L(q)}：{P(q['player'])}從{ZONE.get(q['zone'], q['zone'])}"
                          f"{'召喚' if q['verb'] == 'summon' else '配置'}{q['card']}，"
                          + (f"支付費用{q['cost']}" if q['paid'] else "不支付費用")),
    "reveal": lambda q: f"{L(q)}：{P(q['player'])}公開{'、'.join(map(str, q['cards_named']))}",
    "take": lambda q: f"{L(q)}：{P(q['player'])}將{'、'.join(map(str, q['cards_named']))}加入手牌",
    "reveal_rest": lambda q: f"{L(q)}：其餘{q['n']}張移至{ZONE.get(q['to'], q['to'])}",
    "fizzle_refreshed": lambda q: f"{L(q)}無法發揮：處理前靈魂卡已回復（5-15-2）",
    "replace_declined": lambda q: f"{L(q)}未使用，因此不替代（9-1-2）",
    "replace_cannot": lambda q: f"{L(q)}：「{en.step_text(q['step'])}」無法完全執行，因此不替代（5-19-5、9-1-8-1）",
    "fx_no_battle": lambda q: f"{L(q)}：不在戰鬥中，「本戰鬥中」立即結束（9-1-5-6）",
    "fx_pay": lambda q: f"{L(q)}：{P(q['player'])}將{q['n']}個能量支付至廢棄區",
    "fx_negate": lambda q: f"{L(q)}：本{'回合' if q['until'] == 'turn' else '戰鬥'}中{q['card']}的效果無效",
    "fx_lv_cost": lambda q: f"{L(q)}：本{'回合' if q['until'] == 'turn' else '戰鬥'}中{q['card']}的Lv費用{q['amount']:+d}",
    "fx_symbol": lambda q: f"{L(q)}：本{'回合' if q['until'] == 'turn' else '戰鬥'}中{q['card']}增加1個標誌",
    "ask_place_order": lambda q: f"{label_text(q['label']) if q['label'] else '同時離場的卡片'}：選擇{q['n']}張的順序（4-1-5）",
    "endless_loop": lambda q: "沒有玩家能停止的效果循環：遊戲平手",
    "ask_order": lambda q: "選擇接下來處理的效果（9-1-5-7、9-1-5-8）",
    "ask_replacement": lambda q: "選擇要適用的替代效果（9-1-8-1-3）",
    "ask_may": lambda q: f"{L(q)}：可以「{q['text'] or en.step_text(q['step'])}」。要執行嗎？",
    "ask_discard": lambda q: f"{L(q)}：捨棄{q['n']}張",
    "ask_put": lambda q: (f"{L(q)}：選擇要從{ZONE.get(q['zone'], q['zone'])}"
                          f"{'召喚' if q['verb'] == 'summon' else '配置'}的卡片（也可不選）"),
    "ask_take": lambda q: f"{L(q)}：最多將{q['n']}張加入手牌",
    "ask_hidden": lambda q: f"{P(q['player'])}正在選擇",
    "ask_target": lambda q: f"{L(q)}：選擇{'最多' if q['up_to'] else ''}{q['n']}個對象{OP_WHAT.get(q['what'], q['what'])}",
}


# Battle Spirits Saga: its own events (the Chinese manual's terms)
TEMPLATES.update({
    "saga_setup_random": lambda q: f"{P(q['player'])}贏得抽選，決定先攻玩家（{q['rule']}）",
    "saga_mulligan": lambda q: (f"{P(q['player'])}重新調度：將{q['n']}張手牌置於牌組底部，抽{q['n']}張後洗牌"
                                f"（{q['rule']}）"),
    "saga_keep": lambda q: f"{P(q['player'])}保留手牌並多抽1張（{q['rule']}）",
    "saga_first_turn": lambda q: f"第1回合：先攻的{P(q['player'])}開始（{q['rule']}）",
    "saga_expire": lambda q: f"本回合的{q['n']}個效果結束（{q['rule']}）",
    "saga_too_few_cores": lambda q: (f"{q['card']}上有{q['n']}個能量，少於Lv1費用{q['cost']}"
                                     + (f"（{cause_text(q['cause'])}）" if q.get("cause") else "")
                                     + ("：自毀" if q["own"] else "：被破壞") + f"（{q['rule']}）"),
    "saga_bp_zero": lambda q: f"{q['card']}的BP為{q['bp']}：BP 0以下的靈魂卡被破壞（{q['rule']}）",
    "saga_destroyed": lambda q: (f"{q['card']}被破壞" + (f"（{cause_text(q['cause'])}）" if q.get("cause") else "")
                                 + f"並移至{ZONE[q['to']]}"
                                 + (f"；{q['cores_n']}個能量移至預備區" if q['cores_n'] else "") + f"（{q['rule']}）"),
    "saga_self_destroyed": lambda q: (f"{q['card']}自毀並移至{ZONE[q['to']]}（不發動破壞時效果）"
                                      + (f"；{q['cores_n']}個能量移至預備區" if q['cores_n'] else "")
                                      + f"（{q['rule']}）"),
    "saga_returned": lambda q: (f"{q['card']}移至{ZONE[q['to']]}"
                                + (f"；{q['cores_n']}個能量移至預備區" if q['cores_n'] else "") + f"（{q['rule']}）"),
})

TEMPLATES.update({
    "saga_burst_set": lambda q: f"{P(q['player'])}將爆發卡背面朝上設置（{q['rule']}）",
    "saga_burst_discarded": lambda q: f"先前設置的爆發卡{q['card']}被捨棄至廢棄區（{q['rule']}）",
    "saga_burst_activated": lambda q: f"{P(q['player'])}翻開爆發卡{q['card']}，不支付費用發動（{q['rule']}）",
    "saga_ask_burst": lambda q: f"是否發動爆發卡{q['card']}？",
})
WHEN["burst"] = "爆發"

TEMPLATES["saga_crush"] = lambda q: f"{q['card']}的【粉碎】：{P(q['player'])}從對手牌組頂端捨棄{q['n']}張卡（{q['rule']}）"
TEMPLATES["saga_gale"] = lambda q: f"{q['card']}的【疾風】：{P(q['player'])}使{q['n']}張回復狀態的靈魂卡疲勞（{q['rule']}）"
TEMPLATES["saga_ask_gale"] = lambda q: f"{q['card']}的【疾風】：選擇{q['n']}張自己回復狀態的靈魂卡使其疲勞"
TEMPLATES["saga_blessed"] = lambda q: f"{q['card']}的【祝福】：{P(q['player'])}從空間將1個能量放置到生命值，生命值為{q['left']}（{q['rule']}）"
TEMPLATES["saga_curse"] = lambda q: f"{q['card']}的【詛咒】：阻擋它的{q['other']}將在戰鬥結束時被破壞（{q['rule']}）"
TEMPLATES["saga_raid"] = lambda q: f"{q['card']}的【強襲】：{P(q['player'])}使{q['other']}疲勞，並使{q['card']}回復（{q['rule']}）"
TEMPLATES["saga_ask_raid"] = lambda q: f"{q['card']}的【強襲】：選擇1張自己的核心卡使其疲勞以回復此卡，或不選擇"
TEMPLATES["saga_at_field"] = lambda q: f"{q['card']}的【A.T.力場】：其上有靈魂能量，不會被{q['other']}的效果破壞（{q['rule']}）"
TEMPLATES["saga_luster"] = lambda q: f"{q['card']}的【光輝】：此戰鬥中使用的{q['n']}張魔法卡從廢棄區回到{P(q['player'])}的手牌（{q['rule']}）"
WHEN["immortal"] = "【不死】"
