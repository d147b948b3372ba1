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


def describe(game, acts, viewer: int, revealed: bool = False) -> str:
    """``acts`` (one action or a macro) in words, as ``viewer`` may read them in ``game`` (the
    position before the first action). ``revealed``: the move was played, its cards are public."""
    acts = [acts] if isinstance(acts, Action) else list(acts)
    g = game.clone() if len(acts) > 1 else game
    out = []
    for i, a in enumerate(acts):
        out.append(_one(g, a, viewer, revealed))
        if i + 1 < len(acts):
            try:
                g.apply(a)
            except IllegalAction:
                out.extend(x.text() for x in acts[i + 1:])
                break
    return _join(out)


def why_rows(game, cands, action, viewer: int) -> list[tuple]:
    """The "why" view's rows for a bot's decision: [(text, score, played, games)], the move
    played first, each text once. ``cands`` are ``Bot.candidates()`` (best first); two
    candidates that read the same to ``viewer`` (two cards hidden in the bot's Hand, or two
    identical Spirits) are one row, the better (or played) one kept."""
    rows, seen = [], {}
    for acts, score, games in cands or ():
        played = bool(acts) and acts[0] == action
        text = describe(game, acts, viewer, revealed=played)
        if text in seen:
            i = seen[text]
            if played and not rows[i][2]:
                rows[i] = (text, score, True, games)
            continue
        seen[text] = len(rows)
        rows.append((text, score, played, games))
    if not any(r[2] for r in rows):
        text = describe(game, [action], viewer, revealed=True)
        rows = [r for r in rows if r[0] != text]
        rows.insert(0, (text, None, True, 0))
    rows.sort(key=lambda r: not r[2])  # the move played leads
    return rows


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
