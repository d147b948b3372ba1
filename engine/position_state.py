"""Position keys for a game caught in the middle of something (docs/positions.md): duration
effects in force, [Once per turn] uses, a battle in progress and triggered effects waiting.

They are optional top-level keys of a position file; a version 1 file without them means what it
always meant. Cards are named by place, ``p1.field[0]``, in the order of the position's lists.

    durations:  [{card: p2.field[0], bp: -3000, until: turn, source: p1.field[1]}, ...]
    once_used:  [{card: p1.field[0], effect: 1}, {mark: saga_burst_set, player: p1},
                 {mark: saga_raid, player: p1, card: p1.field[0]}]
    battle:     {attacker: p1.field[0], blocker: p2.field[0], stage: after_block}
    waiting:    [{card: p1.field[1], effect: 0, that: p2.field[0]}]
"""
from __future__ import annotations

import re

from .effects.batches import Batch
from .errors import DataError
from .state import Battle
from .verbs.notice import Trigger, label

EXTRA_KEYS = ("durations", "once_used", "battle", "waiting")
DURATION_KINDS = ("bp", "restrict", "negate", "lv_cost", "symbol")
RESTRICTS = ("attack", "block", "be_chosen", "be_returned")
STAGES = {"before_block": "pre_flash", "block": "block", "after_block": "post_flash"}  # 8-1-2, 8-1-3, 8-1-4
_REF = re.compile(r"^(p[12])\.field\[(\d+)\]$")


def _fail(path, msg):
    raise DataError(path, msg)


def _field_card(game, ref, path):
    """(player, FieldCard) named by ``p1.field[i]``."""
    m = _REF.match(ref) if isinstance(ref, str) else None
    if not m:
        _fail(path, "must name a card on the Field as p1.field[i] or p2.field[i]")
    pi = 0 if m.group(1) == "p1" else 1
    i = int(m.group(2))
    field = game.state.players[pi].field
    if i >= len(field):
        _fail(path, f"there is no {ref}")
    return pi, field[i]


def _ref(game, obj) -> str:
    pi, fc = game.find_obj(obj)
    return f"p{pi + 1}.field[{game.state.players[pi].field.index(fc)}]"


def _keys(d, allowed, path):
    if not isinstance(d, dict):
        _fail(path, "must be a mapping")
    for k in d:
        if k not in allowed:
            _fail(f"{path}.{k}", f"unknown key (allowed: {', '.join(sorted(allowed))})")


def parse_extra(d: dict, game) -> None:
    """Apply the in-progress keys of a position file to its freshly built game."""
    st = game.state
    for i, e in enumerate(_list(d, "durations")):
        path = f"durations[{i}]"
        if isinstance(e, dict) and "all" in e:  # Eternal E15: an "all ... this turn" BP change, read live
            _keys(e, {"all", "bp", "player", "until"}, path)
            if not isinstance(e["all"], dict) or e.get("player") not in ("p1", "p2") or type(e.get("bp")) is not int:
                _fail(path, "an 'all' duration is {all: {selector}, bp: N, player: p1|p2, until: turn|battle}")
            sel = tuple(sorted((k, tuple(v) if isinstance(v, list) else v) for k, v in e["all"].items()))
            st.mods.append((0, "bp_all", (sel, e["bp"], 0 if e["player"] == "p1" else 1, 0), e.get("until", "turn"), 0))
            continue
        _keys(e, {"card", "until", "source"} | set(DURATION_KINDS), path)
        _, fc = _field_card(game, e.get("card"), f"{path}.card")
        kinds = [k for k in DURATION_KINDS if k in e]
        if len(kinds) != 1:
            _fail(path, f"give exactly one of {', '.join(DURATION_KINDS)}")
        kind = kinds[0]
        v = e[kind]
        until = e.get("until", "turn")
        if until not in ("turn", "battle"):
            _fail(f"{path}.until", "must be turn or battle")
        src = _field_card(game, e["source"], f"{path}.source")[1].uid if "source" in e else fc.uid
        if kind in ("bp", "lv_cost"):
            if not isinstance(v, int) or isinstance(v, bool):
                _fail(f"{path}.{kind}", "must be a whole number (may be negative)")
            st.mods.append((fc.obj, kind, v, until, src))
        elif kind == "restrict":
            if v not in RESTRICTS:
                _fail(f"{path}.restrict", f"must be one of {', '.join(RESTRICTS)}")
            st.mods.append((fc.obj, "no_" + v, 0, until, src))
        elif kind == "negate":
            if v is not True:
                _fail(f"{path}.negate", "must be true")
            st.mods.append((fc.obj, "negated", 0, until, src))
        else:
            from .cards import COLORS

            if v not in COLORS:
                _fail(f"{path}.symbol", f"must be a colour ({', '.join(COLORS)})")
            st.mods.append((fc.obj, "symbol", v, until, src))
    for i, e in enumerate(_list(d, "once_used")):
        path = f"once_used[{i}]"
        if isinstance(e, dict) and "limit" in e:  # Eternal E18: once per turn per name, once per game
            _keys(e, {"limit", "player", "name", "effect"}, path)
            if e["limit"] not in ("once_per_turn_name", "once_per_game") or e.get("player") not in ("p1", "p2") \
                    or not isinstance(e.get("name"), str) or type(e.get("effect", 0)) is not int:
                _fail(path, "is {limit: once_per_turn_name|once_per_game, player: p1|p2, name: NAME, effect: N}")
            st.once_used.append(("name" if e["limit"] == "once_per_turn_name" else "game",
                                 0 if e["player"] == "p1" else 1, e["name"], e.get("effect", 0)))
            continue
        if isinstance(e, dict) and "mark" in e:  # a ruleset's once-per-turn action (Saga: a Burst set this turn)
            _keys(e, {"mark", "player", "card"}, path)
            if not isinstance(e["mark"], str) or e.get("player") not in ("p1", "p2"):
                _fail(path, "a mark is {mark: NAME, player: p1|p2} (and the card it counts for: card: REF)")
            who = 0 if e["player"] == "p1" else 1
            if "card" in e:  # a mark counted per card (Saga 【Raid】's uses this turn)
                _, fc = _field_card(game, e["card"], f"{path}.card")
                st.once_used.append((e["mark"], who, fc.obj))
            else:
                st.once_used.append((e["mark"], who))
            continue
        _keys(e, {"card", "effect"}, path)
        own = game.ruleset.parse_used(game, e, path)  # a card of the ruleset's own place (Eternal: souls[0])
        if own is not None:
            st.once_used.append(own)
            continue
        _, fc = _field_card(game, e.get("card"), f"{path}.card")
        k = e.get("effect", 0)
        if not isinstance(k, int) or isinstance(k, bool) or not 0 <= k < len(game.card(fc.uid).effects):
            _fail(f"{path}.effect", f"{game.card(fc.uid).name} has no effect number {k}")
        st.once_used.append((fc.obj, k))
    battle = d.get("battle")
    if battle is not None:
        _battle(game, battle)
    waiting = _list(d, "waiting")
    if waiting:
        _waiting(game, waiting)


def _list(d, key):
    v = d.get(key) or []
    if not isinstance(v, list):
        _fail(key, "must be a list")
    return v


def _battle(game, b) -> None:
    """A battle in progress (8-1): the moment a Flash Timing or the block decision begins."""
    st = game.state
    _keys(b, {"attacker", "blocker", "stage"}, "battle")
    if st.step != "attack":
        _fail("battle", "a battle is in progress only in the Attack Step (turn.step: attack)")
    tp = st.turn_player
    api, att = _field_card(game, b.get("attacker"), "battle.attacker")
    if api != tp or not game.card(att.uid).is_spirit:
        _fail("battle.attacker", "the attacker is a Spirit of the turn player")
    stage = b.get("stage", "before_block" if b.get("blocker") is None else "after_block")
    if stage not in STAGES:
        _fail("battle.stage", f"must be one of {', '.join(STAGES)}")
    battle = Battle(att.obj)
    if b.get("blocker") is not None:
        dpi, blk = _field_card(game, b["blocker"], "battle.blocker")
        if dpi == tp or not game.card(blk.uid).is_spirit:
            _fail("battle.blocker", "the blocker is a Spirit of the defending player")
        if stage != "after_block":
            _fail("battle.stage", "with a blocker, the stage is after_block")
        battle.blocker = blk.obj
    elif stage == "after_block":
        _fail("battle.blocker", "after_block needs the blocker")
    st.battle = battle
    game.phase = "run"
    game.agenda[:] = []
    game.push(("decide", tp, "attack"), ("battle_end",), ("battle_resolve",))
    if stage == "before_block":
        game.push(("block",), ("flash", "pre_flash"))
    elif stage == "block":
        game.push(("block",))
    else:
        game.push(("flash", "post_flash"))


def _waiting(game, waiting) -> None:
    """Triggered effects that met their timing together and wait to resolve: one batch, on top
    of whatever the game would do next (9-1-5, 9-4-1)."""
    st = game.state
    triggers = []
    for i, e in enumerate(waiting):
        path = f"waiting[{i}]"
        _keys(e, {"card", "effect", "that"}, path)
        pi, fc = _field_card(game, e.get("card"), f"{path}.card")
        k = e.get("effect", 0)
        effs = game.card(fc.uid).effects
        if not isinstance(k, int) or isinstance(k, bool) or not 0 <= k < len(effs) or effs[k].get("kind") != "triggered":
            _fail(f"{path}.effect", f"{game.card(fc.uid).name} has no triggered effect number {k}")
        that = None
        if "that" in e:
            tpi, tfc = _field_card(game, e["that"], f"{path}.that")
            that = (tpi, "field", tfc.obj)
        triggers.append(Trigger(fc.uid, fc.obj, pi, k, that, label(game, fc.uid, effs[k])))
    if game.phase != "run":  # the turn player's decision comes after the waiting effects
        game.push(("decide", game.decider, game.phase))
        game.phase = "run"
    game.push(("batch", Batch(tuple(triggers))))


def dump_extra(game) -> dict:
    """The in-progress keys of a game, for ``position apply`` (only those that are set)."""
    st = game.state
    out: dict = {}
    durs = []
    for obj, kind, v, until, src in st.mods:
        if obj == 0 and kind == "bp_all":  # Eternal E15
            durs.append({"all": {k: list(x) if isinstance(x, tuple) else x for k, x in v[0]},
                         "bp": v[1], "player": "p1" if v[2] == 0 else "p2", "until": until})
            continue
        if game.find_obj(obj)[1] is None:
            continue
        e = {"card": _ref(game, obj)}
        if kind.startswith("no_"):
            e["restrict"] = kind[3:]
        elif kind == "negated":
            e["negate"] = True
        else:
            e[kind] = v
        e["until"] = until
        durs.append(e)
    if durs:
        out["durations"] = durs
    used = [{"mark": m[0], "player": "p1" if m[1] == 0 else "p2"} if isinstance(m[0], str)
            else {"card": _ref(game, m[0]), "effect": m[1]}
            for m in st.once_used if len(m) == 2 and (isinstance(m[0], str) or game.find_obj(m[0])[1] is not None)]
    used += [{"mark": m[0], "player": "p1" if m[1] == 0 else "p2", "card": _ref(game, m[2])}
             for m in st.once_used if len(m) == 3 and isinstance(m[2], int) and game.find_obj(m[2])[1] is not None]
    used += [{"limit": "once_per_turn_name" if m[0] == "name" else "once_per_game", "player": "p1" if m[1] == 0 else "p2",
              "name": m[2], "effect": m[3]} for m in st.once_used if len(m) == 4 and m[0] in ("name", "game")]
    used += game.ruleset.dump_used(game)  # the ruleset's own (Eternal: the uses of soul-state cards, E:FAQ-CON Q3)
    # (a battle's own marks, Saga 【Curse】 and 【Luster】, last only the battle and are not written)
    if used:
        out["once_used"] = used
    b = st.battle
    if b is not None and game.find_obj(b.attacker)[1] is not None and game.phase in ("flash", "block"):
        e = {"attacker": _ref(game, b.attacker)}
        if b.blocker is not None and game.find_obj(b.blocker)[1] is not None:
            e["blocker"] = _ref(game, b.blocker)
        e["stage"] = "block" if game.phase == "block" else "after_block" if b.stage == "post_flash" else "before_block"
        out["battle"] = e
    return out
