"""Bot moves in plain words, for the table's "why" view: "Summon Ember Drake (3 cores on it)".

A bot's candidates are macro-actions (lists of actions, each naming cards by place). ``describe``
reads each action against the position it applies to (a clone advanced through the macro), and it
never names a card the viewer cannot see: a candidate that was *not* played and would have used a
card from the bot's Hand says "a card from its Hand" (the human must not learn the bot's Hand from
its reasoning). No Qt here.
"""
from __future__ import annotations

from ..actions import Action, parse_card_ref
from ..errors import IllegalAction

PLAIN = {"pass": "Pass", "no_block": "Do not block", "go_first": "Go first", "go_second": "Go second",
         "keep": "Keep the Hand", "redraw": "Redraw the Hand", "concede": "Concede"}
# the same words in Japanese and Traditional Chinese (the terms of engine.words.ja / zh_hant)
WORDS = {
    "ja": {"pass": "パスする", "no_block": "ブロックしない", "go_first": "先攻を選ぶ", "go_second": "後攻を選ぶ",
           "keep": "手札をそのままにする", "redraw": "手札を引き直す", "concede": "投了する", "end_step": "{x}を終了する",
           "summon": "{x}を召喚する", "deploy": "{x}を配置する", "cores_on": "（コア{n}個を置く）", "use": "{x}を使用する",
           "attack": "{x}でアタックする", "block": "{x}でブロックする", "activate": "{x}の効果を使う",
           "move_core": "{what}を{src}から{dst}へ移動する", "soul": "ソウルコア", "core": "コア{n}個",
           "swap_soul": "ソウルコアを{x}のコアと入れ替える", "choose_none": "何も選ばない", "choose": "{x}を選ぶ",
           "hidden": "手札のカード", "reserve": "リザーブ", "trash": "トラッシュ", "then": "、その後", "sep": "、"},
    "zh-Hant": {"pass": "放棄", "no_block": "不阻擋", "go_first": "選擇先攻", "go_second": "選擇後攻", "keep": "保留手牌",
                "redraw": "重抽手牌", "concede": "投降", "end_step": "結束{x}", "summon": "召喚{x}", "deploy": "配置{x}",
                "cores_on": "（放置{n}個能量）", "use": "使用{x}", "attack": "以{x}攻擊", "block": "以{x}阻擋",
                "activate": "使用{x}的效果", "move_core": "將{what}從{src}移到{dst}", "soul": "靈魂能量",
                "core": "{n}個能量", "swap_soul": "將靈魂能量與{x}上的能量交換", "choose_none": "不選擇",
                "choose": "選擇{x}", "hidden": "手牌中的一張卡", "reserve": "預備區", "trash": "廢棄區", "then": "，然後",
                "sep": "、"},
}


def describe(game, acts, viewer: int, revealed: bool = False, lang: str = "en") -> str:
    """``acts`` (one action or a macro) in words of ``lang`` (en, ja, zh-Hant), as ``viewer`` may read
    them in ``game`` (the position before the first action). ``revealed``: the move was played, its cards
    are public."""
    acts = [acts] if isinstance(acts, Action) else list(acts)
    g = game.clone() if len(acts) > 1 else game
    out = []
    for i, a in enumerate(acts):
        out.append(_one(g, a, viewer, revealed) if lang not in WORDS else _one_in(g, a, viewer, revealed, lang))
        if i + 1 < len(acts):
            try:
                g.apply(a)
            except IllegalAction:
                out.extend(x.text() for x in acts[i + 1:])
                break
    if lang in WORDS:
        return WORDS[lang]["then"].join(p for p in out if p)
    return _join(out)


def why_rows(game, cands, action, viewer: int, langs=None):
    """The "why" view's rows for a bot's decision: [(text, score, played, games)], the move
    played first, each text once. ``cands`` are ``Bot.candidates()`` (best first); two
    candidates that read the same to ``viewer`` (two cards hidden in the bot's Hand, or two
    identical Spirits) are one row, the better (or played) one kept. With ``langs``: (rows,
    texts), texts[i] the row's words in each of those languages."""
    rows, seen, macros = [], {}, []
    for acts, score, games in cands or ():
        played = bool(acts) and acts[0] == action
        text = describe(game, acts, viewer, revealed=played)
        if text in seen:
            i = seen[text]
            if played and not rows[i][2]:
                rows[i] = (text, score, True, games)
                macros[i] = acts
            continue
        seen[text] = len(rows)
        rows.append((text, score, played, games))
        macros.append(acts)
    if not any(r[2] for r in rows):
        text = describe(game, [action], viewer, revealed=True)
        keep = [i for i, r in enumerate(rows) if r[0] != text]
        rows = [(text, None, True, 0)] + [rows[i] for i in keep]
        macros = [[action]] + [macros[i] for i in keep]
    order = sorted(range(len(rows)), key=lambda i: not rows[i][2])  # the move played leads
    rows = [rows[i] for i in order]
    if langs is None:
        return rows
    texts = [{lang: describe(game, macros[i], viewer, rows[k][2], lang) for lang in langs}
             for k, i in enumerate(order)]
    return rows, texts
def _one_in(g, a: Action, viewer: int, revealed: bool, lang: str) -> str:
    """One action in the words of ``lang`` (see ``WORDS``)."""
    from ..words import LANGUAGES
    from ..words import cards as cw

    w = WORDS[lang]

    def card(ref) -> str:
        name = _card(g, ref, a.by, viewer, revealed)
        if name == "a card from its Hand":
            return w["hidden"]
        uid = _uid(g, ref, a.by)
        return cw.name(g.card(uid), lang) if uid is not None else name

    def place(ref) -> str:
        if ref in (None, "reserve"):
            return w["reserve"]
        if ref == "trash":
            return w["trash"]
        return card(ref) if isinstance(ref, str) and ref.startswith("field[") else str(ref)

    d = a.do
    if d in ("pass", "no_block", "go_first", "go_second", "keep", "redraw", "concede"):
        return w[d]
    if d == "end_step":
        step = getattr(LANGUAGES[lang], "STEP", {}).get(g.state.step, g.ruleset.step_label(g.state.step))
        return w[d].format(x=step)
    if d in ("summon", "deploy"):
        place_ = a.get("place")
        on = sum(v if isinstance(v, int) else 1 for k, v in place_) if isinstance(place_, tuple) else 0
        return w[d].format(x=card(a.get("card"))) + (w["cores_on"].format(n=on) if on else "")
    if d in ("use", "activate"):
        return w[d].format(x=card(a.get("card")))
    if d in ("attack", "block"):
        return w[d].format(x=card(a.get("with")))
    if d == "move_core":
        n = a.get("count") or 1
        what = w["soul"] if a.get("soul") else w["core"].format(n=n)
        return w[d].format(what=what, src=place(a.get("from")), dst=place(a.get("to")))
    if d == "swap_soul":
        return w[d].format(x=place(a.get("with")))
    if d == "choose":
        picks = a.get("choices") or ()
        if not picks:
            return w["choose_none"]
        return w[d].format(x=w["sep"].join(card(c) if isinstance(c, str) and "[" in c else str(c) for c in picks))
    return a.text()


def _uid(g, ref, by: int):
    try:
        owner, area, i = parse_card_ref(ref, by)
        p = g.state.players[owner]
        return p.field[i].uid if area == "field" else (p.hand if area == "hand" else p.trash if area == "trash"
                                                       else p.removed)[i]
    except (IllegalAction, IndexError):
        return None


def _join(parts: list[str]) -> str:
    parts = [p for p in parts if p]
    if not parts:
        return ""
    text = parts[0]
    for p in parts[1:]:
        text += ", then " + p[0].lower() + p[1:]
    return text


def _one(g, a: Action, viewer: int, revealed: bool) -> str:
    def card(ref) -> str:
        return _card(g, ref, a.by, viewer, revealed)

    d = a.do
    if d in PLAIN:
        return PLAIN[d]
    if d == "end_step":
        return f"End the {g.ruleset.step_label(g.state.step)}"
    if d in ("summon", "deploy"):
        name = card(a.get("card"))
        place = a.get("place")
        on = 0
        if isinstance(place, tuple):  # {reserve: 2, soul: field[0]}: the Soul Core counts as one core
            on = sum(v if isinstance(v, int) else 1 for k, v in place)
        cores = f" with {on} core{'s' if on != 1 else ''} on it" if on else ""
        return f"{'Summon' if d == 'summon' else 'Deploy'} {name}{cores}"
    if d == "use":
        return f"Use {card(a.get('card'))}"
    if d == "attack":
        return f"Attack with {card(a.get('with'))}"
    if d == "block":
        return f"Block with {card(a.get('with'))}"
    if d == "activate":
        return f"Use the effect of {card(a.get('card'))}"
    if d == "move_core":
        n = a.get("count") or 1
        what = "the Soul Core" if a.get("soul") else f"{n} core{'s' if n != 1 else ''}"
        return f"Move {what} from {_place(g, a.get('from'), a.by)} to {_place(g, a.get('to'), a.by)}"
    if d == "swap_soul":
        return f"Swap the Soul Core with a core on {_place(g, a.get('with'), a.by)}"
    if d == "choose":
        picks = a.get("choices") or ()
        if not picks:
            return "Choose nothing"
        names = [card(c) if isinstance(c, str) and "[" in c else str(c) for c in picks]
        return "Choose " + ", ".join(names)
    return a.text()


def _card(g, ref, by: int, viewer: int, revealed: bool) -> str:
    try:
        owner, area, i = parse_card_ref(ref, by)
        p = g.state.players[owner]
        if area == "field":
            uid = p.field[i].uid
        else:
            uid = (p.hand if area == "hand" else p.trash if area == "trash" else p.removed)[i]
    except (IllegalAction, IndexError):
        return str(ref)
    if area == "hand" and owner != viewer and not revealed:
        return "a card from its Hand"
    return g.card(uid).name


def _place(g, ref, by: int) -> str:
    if ref in (None, "reserve"):
        return "the Reserve"
    if ref == "trash":
        return "the Trash"
    if isinstance(ref, str) and ref.startswith("field["):
        return _card(g, ref, by, by, True)
    return str(ref)


def score_text(score: float, unit: str) -> str:
    """A candidate's score as the view shows it: a win chance, or evaluation points."""
    if unit == "win":
        return f"{round(100 * score)}%"
    return f"{score:+.0f}"
