"""Position files with ``format: dbscg`` (docs/dbscg-positions.md): load and dump this game's positions.

``engine.position`` hands a file of this format here (``Ruleset.position_module``); playing it, comparing with
``expect`` and the command line are shared.

    turn:    {number, player, first, step: charge | main | end}
    players: p1/p2: leader, deck, hand, life, drop, warp, energy, battle, combo
             an area is a list of card ids; Leader, Energy and Battle entries may be {card, state: active|rest},
             a Battle entry {card, state, under: [ids], turn_power: N}, the Leader {card, state, side: front|back};
             deck and life may be a number N: N filler cards (``blank``);
             once_used: [{card: leader | battle[i], effect: i}] ([Once per Turn] skills used this turn, 10-11-5);
             a token in the Battle Area: {card: token, token: {name: Lantern, power: 5000}} (10-18)
"""
from __future__ import annotations

from ..actions import Action
from ..errors import DataError
from ..yamlio import line_of
from .cards import DbCard, DbCardSet, builtin_cards, card_from_data
from .game import ARG_KEYS, DbGame
from .keywords import power
from .state import PLAYER_NAMES, DbState, Slot

BLANK = DbCard(id="blank", name="Blank", type="battle", power=5000, text="Filler card: a vanilla Battle card.")
TOP_KEYS = {"version", "format", "seed", "cards", "turn", "players", "actions", "expect", "decision", "log",
            "rejected", "annotations"}
TURN_KEYS = {"number", "player", "first", "step", "winner"}
PLAYER_KEYS = {"leader", "deck", "hand", "life", "drop", "warp", "energy", "battle", "combo", "once_used"}
ENTRY_KEYS = {"card", "state", "under", "side", "power", "turn_power", "token", "owner"}
STEPS = ("charge", "main", "end")
VERBS = ("charge", "play", "activate", "attack", "block", "no_block", "combo", "counter", "pass", "end_phase",
         "choose", "keep", "redraw", "concede")


def _fail(path, msg, container=None, key=None):
    raise DataError(path, msg, line_of(container, key) if container is not None else None)


def _keys(d, allowed, path):
    if not isinstance(d, dict):
        _fail(path or "(top)", "must be a mapping")
    for k in d:
        if k not in allowed:
            _fail(f"{path}.{k}" if path else k, "unknown key", d, k)


def _int(d, key, path, default, minimum=0, maximum=100_000):
    v = d.get(key, default)
    if not isinstance(v, int) or isinstance(v, bool) or not minimum <= v <= maximum:
        _fail(path, f"must be a whole number from {minimum} to {maximum}", d, key)
    return v


def parse_position(d):
    from ..position import Position
    from ..annotations import parse_annotations

    _keys(d, TOP_KEYS, "")
    seed = _int(d, "seed", "seed", 0, -(1 << 63), (1 << 63) - 1)
    cs = builtin_cards()
    extra = d.get("cards") or []
    if not isinstance(extra, list):
        _fail("cards", "must be a list of card definitions", d, "cards")
    if extra:
        mine = DbCardSet(list(cs))
        for i, c in enumerate(extra):
            card = card_from_data(c, f"cards[{i}]")
            mine.by_id[card.id] = card
        cs = mine
    for key in ("turn", "players"):
        if key not in d:
            _fail(key, "missing")
    turn = d["turn"]
    _keys(turn, TURN_KEYS, "turn")
    tp, first = turn.get("player"), turn.get("first", "p1")
    for k, v in (("player", tp), ("first", first)):
        if v not in PLAYER_NAMES:
            _fail(f"turn.{k}", "must be p1 or p2", turn, k)
    step = turn.get("step")
    if step not in STEPS:
        _fail("turn.step", f"must be one of {', '.join(STEPS)} (a position starts as a phase begins, or in the "
                           "Main Phase's free timing)", turn, "step")
    players = d["players"]
    _keys(players, set(PLAYER_NAMES), "players")
    cards: list = []
    st = DbState(cards)
    for pi, pn in enumerate(PLAYER_NAMES):
        if pn not in players:
            _fail(f"players.{pn}", "missing", players, None)
        _player(players[pn], f"players.{pn}", cs, st, pi)
    st.turn = _int(turn, "number", "turn.number", 1, 1)
    st.turn_player = PLAYER_NAMES.index(tp)
    st.first_player = PLAYER_NAMES.index(first)
    st.phase = step
    game = DbGame(st, "dbscg", seed, cs)
    if step == "main":
        game.push(("main",), ("checkpoint",))
    elif step == "charge":
        game.push(("turn_start",))
    else:
        game.push(("end_phase",))
    actions = []
    raw = d.get("actions") or []
    if not isinstance(raw, list):
        _fail("actions", "must be a list", d, "actions")
    for i, a in enumerate(raw):
        actions.append(action_from_dict(a, f"actions[{i}]", raw, i))
    expect = d.get("expect")
    if expect is not None and not isinstance(expect, dict):
        _fail("expect", "must be a mapping (a partial position)", d, "expect")
    return Position(game, actions, expect, d, parse_annotations(d.get("annotations")))


def action_from_dict(a, path, container=None, i=None) -> Action:
    if not isinstance(a, dict):
        _fail(path, "an action is a mapping with by and do", container, i)
    if a.get("by") not in PLAYER_NAMES:
        _fail(f"{path}.by", "must be p1 or p2", a, "by")
    do = a.get("do")
    if do not in VERBS:
        _fail(f"{path}.do", f"unknown verb {do!r} (this game's verbs: {', '.join(VERBS)})", a, "do")
    args = {}
    for k, v in a.items():
        if k in ("by", "do"):
            continue
        if k not in ARG_KEYS.get(do, ()):
            _fail(f"{path}.{k}", f"unknown key for {do}", a, k)
        args[k] = v
    return Action(PLAYER_NAMES.index(a["by"]), do, **args)


def _card(cid, path, cs, st, container, key):
    if not isinstance(cid, str) or (cid not in cs and cid != "blank"):
        _fail(path, f"unknown card id {cid!r}", container, key)
    st.cards.append(cs[cid] if cid != "blank" else BLANK)
    return len(st.cards) - 1


def _list(p, key, path, cs, st, allow_n=False):
    v = p.get(key, [])
    if v is None:
        v = []
    if allow_n and isinstance(v, int) and not isinstance(v, bool):
        if not 0 <= v <= 10_000:
            _fail(f"{path}.{key}", "must be from 0 to 10000", p, key)
        return [_card("blank", path, cs, st, p, key) for _ in range(v)]
    if not isinstance(v, list):
        _fail(f"{path}.{key}", "must be a list of card ids" + (" or a number" if allow_n else ""), p, key)
    return [_card(c, f"{path}.{key}[{i}]", cs, st, v, i) for i, c in enumerate(v)]


def _token(e, path, st):
    """A token (10-18): ``{card: token, token: {name: Lantern, power: 5000}}``."""
    t = e.get("token") or {}
    _keys(t, {"name", "power"}, f"{path}.token")
    name, pw = t.get("name", "Fighter"), t.get("power", 5000)
    if not isinstance(name, str) or not isinstance(pw, int) or isinstance(pw, bool):
        _fail(f"{path}.token", "a token has a name (text) and a power (number)", e, "token")
    st.tokens += 1
    st.cards.append(DbCard(id=f"token-{st.tokens}", name=f"{name} Token", type="battle", power=pw,
                           keywords=(("token", None),)))
    return len(st.cards) - 1


def _entry(e, path, cs, st, container, key, kind):
    if isinstance(e, str):
        e = {"card": e}
    _keys(e, ENTRY_KEYS, path)
    if e.get("card") == "token" and kind == "battle":
        uid = _token(e, path, st)
    elif "token" in e:
        _fail(f"{path}.token", "only an entry with card: token is a token", e, "token")
    else:
        uid = _card(e.get("card"), f"{path}.card", cs, st, e, "card")
    card = st.cards[uid]
    state = e.get("state", "active")
    if state not in ("active", "rest"):
        _fail(f"{path}.state", "must be active or rest (4-8-1)", e, "state")
    if kind == "leader" and not card.is_leader:
        _fail(f"{path}.card", f"{card.name} is not a Leader card", e, "card")
    if kind == "battle" and card.is_leader:
        _fail(f"{path}.card", f"{card.name} is a Leader card; it stays in the Leader Area (3-5-3)", e, "card")
    s = Slot(uid, state == "rest", 0 if kind == "leader" else st.new_obj())
    if "under" in e:
        if kind == "energy":
            _fail(f"{path}.under", "energy cards have nothing under them", e, "under")
        s.under = _list(e, "under", path, cs, st)
    side = e.get("side", "front")
    if side not in ("front", "back") or side == "back" and (kind == "energy" or card.back is None):
        _fail(f"{path}.side", "front or back: the side of a Leader or of a card with [Wish] (10-28)", e, "side")
    s.back = side == "back"
    tp = e.get("turn_power", 0)
    if not isinstance(tp, int) or isinstance(tp, bool) or kind == "energy" and tp:
        _fail(f"{path}.turn_power", "a power change until the end of the turn: a whole number (Leader and Battle cards)",
              e, "turn_power")
    s.turn_mod = tp
    if "owner" in e:  # a card taken from the other player (11-5): its owner, p1 or p2 (4-2)
        if kind != "battle" or e["owner"] not in PLAYER_NAMES:
            _fail(f"{path}.owner", "p1 or p2: the owner of a Battle card its player gained control of (11-5)", e, "owner")
        st.owners[uid] = PLAYER_NAMES.index(e["owner"])
    return s


def _player(p, path, cs, st, pi):
    _keys(p, PLAYER_KEYS, path)
    ps = st.players[pi]
    if "leader" not in p:
        _fail(f"{path}.leader", "missing: each player has exactly 1 Leader (5-1-2)", p, None)
    ps.leader = _entry(p["leader"], f"{path}.leader", cs, st, p, "leader", "leader")
    ps.deck = _list(p, "deck", path, cs, st, allow_n=True)
    ps.hand = _list(p, "hand", path, cs, st)
    ps.life = _list(p, "life", path, cs, st, allow_n=True)
    ps.drop = _list(p, "drop", path, cs, st)
    ps.warp = _list(p, "warp", path, cs, st)
    ps.combo = _list(p, "combo", path, cs, st)
    for key in ("energy", "battle"):
        v = p.get(key, []) or []
        if not isinstance(v, list):
            _fail(f"{path}.{key}", "must be a list of entries", p, key)
        setattr(ps, key, [_entry(e, f"{path}.{key}[{i}]", cs, st, v, i, key) for i, e in enumerate(v)])
    used = p.get("once_used", []) or []
    if not isinstance(used, list):
        _fail(f"{path}.once_used", "must be a list of {card: leader or battle[i], effect: i}", p, "once_used")
    for i, u in enumerate(used):  # [Once per Turn] skills already used this turn (10-11-5)
        up = f"{path}.once_used[{i}]"
        _keys(u, {"card", "effect"}, up)
        ref, eff = u.get("card"), u.get("effect", 0)
        if ref == "leader":
            obj = 0
        elif isinstance(ref, str) and ref.startswith("battle[") and ref[7:-1].isdigit() and int(ref[7:-1]) < len(ps.battle):
            obj = ps.battle[int(ref[7:-1])].obj
        else:
            _fail(f"{up}.card", "must be leader or battle[i] of this player", u, "card")
        if not isinstance(eff, int) or isinstance(eff, bool):
            _fail(f"{up}.effect", "the index of the skill", u, "effect")
        ps.used = ps.used + ((obj, eff),)


# ---------------------------------------------------------------------- output
def dump(result, annotations=None) -> dict:
    from ..position_dump import _options

    game = result.game
    st = game.state
    out = {"version": 1, "format": "dbscg", "seed": game.seed}
    w = st.winner
    out["turn"] = {"number": st.turn, "player": PLAYER_NAMES[st.turn_player], "first": PLAYER_NAMES[st.first_player],
                   "step": st.step, "winner": None if w is None else w if w == "draw" else PLAYER_NAMES[w]}
    out["players"] = {PLAYER_NAMES[i]: _dump_player(game, i) for i in (0, 1)}
    d = game.decision
    out["decision"] = None if d is None else {"player": PLAYER_NAMES[d.player], "kind": d.kind,
                                              "options": _options(game.legal_actions())}
    if d is not None and d.kind == "choose" and st.choice is not None:
        out["decision"]["choices"] = list(st.choice.options)
    out["log"] = list(result.log)
    if result.rejected is not None:
        out["rejected"] = dict(result.rejected)
    if annotations:
        out["annotations"] = annotations
    return out


def _dump_player(game, pi: int) -> dict:
    st = game.state
    p = st.players[pi]
    ids = lambda uids: [st.cards[u].id for u in uids]  # noqa: E731

    def entry(s, kind):
        c = st.cards[s.uid]
        e = {"card": c.id, "state": "rest" if s.rest else "active"}
        if c.kw("token"):
            e["card"] = "token"
            e["token"] = {"name": c.name[:-len(" Token")] if c.name.endswith(" Token") else c.name, "power": c.power}
        if kind == "leader":
            e["side"] = "back" if s.back else "front"
        elif s.back:
            e["side"] = "back"
        if st.owner(pi, s.uid) != pi:
            e["owner"] = PLAYER_NAMES[st.owner(pi, s.uid)]
        if kind != "energy":
            e["power"] = power(game, pi, s)
            if s.turn_mod:
                e["turn_power"] = s.turn_mod
        if s.under:
            e["under"] = ids(s.under)
        return e

    deck = ids(p.deck)
    life = ids(p.life)
    used = []
    for obj, eff in p.used:
        if obj == 0:
            used.append({"card": "leader", "effect": eff})
        else:
            at = [i for i, s in enumerate(p.battle) if s.obj == obj]
            if at:
                used.append({"card": f"battle[{at[0]}]", "effect": eff})
    extra = {"once_used": used} if used else {}
    return {**extra, 
        "leader": entry(p.leader, "leader") if p.leader is not None else None,
        "deck": len(deck) if all(c == "blank" for c in deck) and deck else deck,
        "hand": ids(p.hand), "life": len(life) if all(c == "blank" for c in life) and life else life,
        "drop": ids(p.drop), "warp": ids(p.warp),
        "energy": [entry(s, "energy") for s in p.energy],
        "battle": [entry(s, "battle") for s in p.battle],
        "combo": ids(p.combo),
    }
