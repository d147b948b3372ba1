"""Position files, version 1 (../shared/spec/position-format.md): load, play, dump, check.

    pos = load_position_file(path)       # raises DataError (key path + line) on a bad file
    result = play_position(pos)          # plays its actions; stops at a rejected one
    dump(result)                         # the output mapping (every key, derived fields)
    diffs = compare(pos.expect, dump(result))

Derived output fields (``level``, ``bp``, ``turn.winner``, ``decision``, ``log``,
``rejected``) are accepted on input and ignored, so an output can be loaded again.
"""
from __future__ import annotations

import re
from importlib import import_module

from .actions import action_from_dict
from .cards import CardSet, builtin_cards, card_from_data
from .errors import DataError, IllegalAction
from .rulesets import RULESETS, get_ruleset
from .game import Game
from .state import PLAYER_NAMES, SOUL_PLACES, STATES, FieldCard, GameState
from .position_state import EXTRA_KEYS, parse_extra
from .position_dump import card_to_data, dump  # noqa: F401  (this module's API: load, play, dump, check)
from .yamlio import line_of, load_file, loads

TOP_KEYS = {"version", "format", "seed", "cards", "turn", "players", "actions", "expect",
            "decision", "log", "rejected", "annotations"} | set(EXTRA_KEYS)
TURN_KEYS = {"number", "player", "first", "step", "winner"}
PLAYER_KEYS = {"life", "reserve", "trash_cores", "soul_core", "hand", "deck", "trash", "removed", "field"}
FIELD_KEYS = {"card", "cores", "state", "level", "bp"}
_FIELD_REF = re.compile(r"^field\[(\d+)\]$")


class Position:
    """A loaded position: the game at that moment, plus the file's actions and expect."""

    def __init__(self, game: Game, actions: list, expect, raw, annotations=None):
        self.game = game
        self.actions = actions
        self.expect = expect
        self.raw = raw
        self.annotations = annotations


class Result:
    def __init__(self, game: Game, log: list[str], rejected: dict | None, events: list | None = None):
        self.game = game
        self.log = log
        self.events = events if events is not None else []  # the log's events (other languages render them)
        self.rejected = rejected


# ---------------------------------------------------------------------- loading
def _fail(path, msg, container=None, key=None):
    raise DataError(path, msg, line_of(container, key) if container is not None else None)


def _check_keys(d, allowed, path):
    if not isinstance(d, dict):
        _fail(path or "(top)", "must be a mapping")
    for k in d:
        if k not in allowed:
            _fail(f"{path}.{k}" if path else k, "unknown key", d, k)


MAX_COUNT = 100_000  # cores, Life, turn number: far more than a game reaches, small enough to draw and count


def _int(d, key, path, default, minimum=0, maximum=MAX_COUNT):
    v = d.get(key, default)
    if not isinstance(v, int) or isinstance(v, bool):
        _fail(path, "must be a whole number", d, key)
    if v < minimum:
        _fail(path, f"must be {minimum} or more", d, key)
    if v > maximum:
        _fail(path, f"must be at most {maximum:,}", d, key)
    return v


def load_position_file(path, library=()) -> Position:
    return parse_position(load_file(path), library)


def load_position_text(text: str, library=()) -> Position:
    return parse_position(loads(text), library)


def parse_position(d, library=()) -> Position:
    """A position from its parsed file. ``library``: more card definitions the caller adds to the built-in
    cards (a card library kept outside ``resources``, such as the tests' rule test cards); the file's own
    ``cards`` still win over both."""
    _check_keys(d, TOP_KEYS, "")
    if "version" not in d:
        _fail("version", "missing (write version: 1)")
    if type(d["version"]) is not int or d["version"] != 1:  # `true` is not 1
        _fail("version", "only version 1 is known", d, "version")
    fmt_name = d.get("format", "standard")
    if not isinstance(fmt_name, str) or fmt_name not in RULESETS:
        _fail("format", f"unknown format (known: {', '.join(RULESETS)})", d, "format")
    own = get_ruleset(fmt_name).position_module
    if own:  # a second game reads its own positions (docs/dbscg-positions.md)
        return import_module(own).parse_position(d)
    seed = _int(d, "seed", "seed", 0, minimum=-(1 << 63), maximum=(1 << 63) - 1)
    cardset = builtin_cards()
    if library:
        cardset = cardset.extended(library)
    extra = d.get("cards", []) or []
    if not isinstance(extra, list):
        _fail("cards", "must be a list of card definitions", d, "cards")
    if extra:
        defs = []
        seen: dict = {}
        for i, c in enumerate(extra):
            defs.append(card_from_data(c, f"cards[{i}]"))
            first = seen.setdefault(defs[-1].id, i)
            if first != i:
                at = [f"cards[{k}]" + (f" (line {line_of(extra, k)})" if line_of(extra, k) else "") for k in (first, i)]
                _fail(f"cards[{i}].id", f"card id {defs[-1].id!r} is defined twice: {at[0]} and {at[1]}", extra, i)
        base = cardset
        cardset = CardSet()
        cardset.by_id = dict(base.by_id)
        for i, c in enumerate(defs):
            cardset.by_id[c.id] = c  # a file's own definition wins over the built-in one
    for key in ("turn", "players"):
        if key not in d:
            _fail(key, "missing")
    turn = d["turn"]
    _check_keys(turn, TURN_KEYS, "turn")
    for key in ("number", "player", "step"):
        if key not in turn:
            _fail(f"turn.{key}", "missing", turn, None)
    number = _int(turn, "number", "turn.number", 1, minimum=1)
    tp = turn["player"]
    if tp not in PLAYER_NAMES:
        _fail("turn.player", "must be p1 or p2", turn, "player")
    first = turn.get("first", "p1")
    if first not in PLAYER_NAMES:
        _fail("turn.first", "must be p1 or p2", turn, "first")
    step = turn["step"]
    steps = get_ruleset(fmt_name).step_names
    if not isinstance(step, str) or step not in steps:
        _fail("turn.step", f"must be one of {', '.join(steps)}", turn, "step")
    players = d["players"]
    _check_keys(players, {"p1", "p2"}, "players")
    cards: list = []
    built = []
    for pn in PLAYER_NAMES:
        if pn not in players:
            _fail(f"players.{pn}", "missing", players, None)
        built.append(_parse_player(players[pn], f"players.{pn}", cardset, cards, get_ruleset(fmt_name)))
    state = GameState(cards)
    state.players = built
    state.turn = number
    state.turn_player = PLAYER_NAMES.index(tp)
    state.first_player = PLAYER_NAMES.index(first)
    state.step = step
    obj = 1
    for p in built:
        for fc in p.field:
            fc.obj = obj
            obj += 1
    state.next_obj = obj
    game = Game(state, get_ruleset(fmt_name), seed, cardset)
    if step in ("main", "second_main"):
        game.decide(state.turn_player, "main")
    elif step == "attack":
        game.decide(state.turn_player, "attack")
    else:
        game.push(("step", step))
    try:  # duration effects, [Once per turn] uses, a battle, waiting effects (docs/positions.md)
        parse_extra(d, game)
    except DataError as e:
        key = e.path.split("[", 1)[0].split(".", 1)[0]
        raise DataError(e.path, e.message, line_of(d, key)) from None
    actions = []
    raw_actions = d.get("actions", []) or []
    if not isinstance(raw_actions, list):
        _fail("actions", "must be a list", d, "actions")
    for i, a in enumerate(raw_actions):
        try:
            actions.append(action_from_dict(a, f"actions[{i}]"))
        except DataError as e:
            raise DataError(e.path, e.message, line_of(raw_actions, i)) from None
    expect = d.get("expect")
    if expect is not None and not isinstance(expect, dict):
        _fail("expect", "must be a mapping (a partial position)", d, "expect")
    if expect is not None and "log_includes" in expect:
        li = expect["log_includes"]
        if not isinstance(li, list) or not all(isinstance(x, str) for x in li):
            _fail("expect.log_includes", "must be a list of strings", expect, "log_includes")
    from .annotations import parse_annotations

    return Position(game, actions, expect, d, parse_annotations(d.get("annotations")))


def _card_list(p, key, path, cardset, cards) -> list[int]:
    v = p.get(key, [])
    if v is None:
        v = []
    if not isinstance(v, list):
        _fail(f"{path}.{key}", "must be a list of card ids", p, key)
    out = []
    for i, cid in enumerate(v):
        if not isinstance(cid, str) or cid not in cardset:
            _fail(f"{path}.{key}[{i}]", f"unknown card id {cid!r}", v, i)
        cards.append(cardset[cid])
        out.append(len(cards) - 1)
    return out


def _parse_player(p, path, cardset, cards, rs=None):
    from .state import PlayerState

    rs = rs or get_ruleset("standard")
    zones = rs.position_zones  # the ruleset's other card zones: "removed" (Standard), "burst" (Saga)
    _check_keys(p, (PLAYER_KEYS - {"removed"}) | set(zones), path)
    ps = PlayerState()
    ps.life = _int(p, "life", f"{path}.life", 5)
    ps.reserve = _int(p, "reserve", f"{path}.reserve", 0)
    ps.trash_cores = _int(p, "trash_cores", f"{path}.trash_cores", 0)
    deck = p.get("deck", [])
    if isinstance(deck, int) and not isinstance(deck, bool):
        if deck < 0:
            _fail(f"{path}.deck", "must be 0 or more", p, "deck")
        if deck > 10000:
            _fail(f"{path}.deck", "more than 10000 cards", p, "deck")
        ps.deck = []
        for _ in range(deck):
            cards.append(cardset["blank"])
            ps.deck.append(len(cards) - 1)
    else:
        ps.deck = _card_list(p, "deck", path, cardset, cards)
    ps.hand = _card_list(p, "hand", path, cardset, cards)
    ps.trash = _card_list(p, "trash", path, cardset, cards)
    for name, shape in zones.items():
        if shape == "cores":  # a number of cores (Eternal's Count Area)
            ps.set_zone(name, _int(p, name, f"{path}.{name}", 0))
        elif shape == "one":  # one card or null (Saga's Burst Area, 3-8)
            one = p.get(name)
            ps.set_zone(name, [] if one is None else _card_list({name: [one]}, name, path, cardset, cards))
        else:
            ps.set_zone(name, _card_list(p, name, path, cardset, cards))
    field = p.get("field", []) or []
    if not isinstance(field, list):
        _fail(f"{path}.field", "must be a list of field entries", p, "field")
    for i, e in enumerate(field):
        fp = f"{path}.field[{i}]"
        _check_keys(e, FIELD_KEYS | set(rs.field_keys), fp)
        cid = e.get("card")
        if not isinstance(cid, str) or cid not in cardset:
            _fail(f"{fp}.card", f"unknown card id {cid!r}", e, "card")
        card = cardset[cid]
        if card.is_magic:
            _fail(f"{fp}.card", f"{card.name} is a Magic card; only Spirits and Nexuses are on the Field", e, "card")
        state = e.get("state", "refresh")
        if state not in rs.states:
            _fail(f"{fp}.state", f"must be one of {', '.join(rs.states)}", e, "state")
        cores = _int(e, "cores", f"{fp}.cores", 0)
        cards.append(card)
        ps.field.append(FieldCard(len(cards) - 1, cores, False, state))
        if rs.field_keys:  # a ruleset's keys of a field entry (Eternal: a fused Brave)
            rs.parse_field_entry(e, ps.field[-1], fp, cardset, cards)
    if rs.field_keys and hasattr(rs, "after_field_entries"):  # keys read across entries (Eternal: a Demon-God's sides)
        rs.after_field_entries(ps, field, path)
    soul = p.get("soul_core", "reserve")
    m = _FIELD_REF.match(soul) if isinstance(soul, str) else None
    if m:
        i = int(m.group(1))
        if i >= len(ps.field):
            _fail(f"{path}.soul_core", f"there is no field[{i}]", p, "soul_core")
        ps.field[i].soul = True
        ps.soul_at = "field"
    elif soul in SOUL_PLACES and soul != "field":
        ps.soul_at = soul
    else:
        _fail(f"{path}.soul_core", "must be reserve, trash, life, void or field[i]", p, "soul_core")
    for i, fc in enumerate(ps.field):
        card = cards[fc.uid]
        if fc.total_cores < card.lv1_cost:
            _fail(f"{path}.field[{i}].cores", f"{card.name} needs at least its Lv1 cost of {card.lv1_cost} "
                                              f"core{'s' if card.lv1_cost != 1 else ''} on the Field (3-2-5-4)",
                  field[i], "cores")
    return ps


# ---------------------------------------------------------------------- playing
def play_position(pos: Position) -> Result:
    game = pos.game
    log: list[str] = []
    game.events = []
    game.run()
    played = list(game.events)
    log.extend(e.text for e in game.events)
    for i, action in enumerate(pos.actions):
        before = game.clone()
        try:
            events = game.apply(action)
        except IllegalAction as e:
            result = Result(before, log, {"action": i, "reason": e.reason, "rule": e.rule}, played)
            result.error = e  # the refusal as structure (``position apply --lang`` words it)
            return result
        played.extend(events)
        log.extend(ev.text for ev in events)
    return Result(game, log, None, played)


# ---------------------------------------------------------------------- expectations
def compare(expected, actual, path: str = "") -> list[tuple[str, object, object]]:
    """Partial comparison (position-format.md, Expectations): [(path, expected, actual)]."""
    diffs: list = []
    _cmp(expected, actual, path, diffs)
    return diffs


def _cmp(e, a, path, diffs):
    if isinstance(e, dict):
        if not isinstance(a, dict):
            diffs.append((path or "(top)", e, a))
            return
        for k, v in e.items():
            sub = f"{path}.{k}" if path else k
            if k not in a:
                diffs.append((sub, v, None))
            else:
                _cmp(v, a[k], sub, diffs)
    elif isinstance(e, list):
        if not isinstance(a, list) or len(a) != len(e):
            diffs.append((path, e, a))
            return
        for i, (x, y) in enumerate(zip(e, a)):
            _cmp(x, y, f"{path}[{i}]", diffs)
    elif e != a or type(e) is bool and type(a) is not bool:
        diffs.append((path, e, a))


def check(pos: Position, output: dict) -> list:
    """Differences between the file's ``expect`` and the output. A rejection nobody expected,
    or an expected one that did not happen, is a difference too."""
    expect = dict(pos.expect or {})
    wanted = expect.pop("log_includes", None)
    diffs = compare(expect, output)
    if "rejected" in output and "rejected" not in expect:
        diffs.append(("rejected", None, output["rejected"]))
    if wanted is not None:
        diffs.extend(log_includes(wanted, output.get("log", [])))
    return diffs


def log_includes(wanted, log) -> list:
    """``expect.log_includes``: each string occurs, case-insensitively, in some line of the log,
    in the given order (each in the line the one before it was found in, or a later one)."""
    if not isinstance(wanted, list) or not all(isinstance(w, str) for w in wanted):
        return [("log_includes", wanted, "a list of strings")]
    lines = [str(x).lower() for x in log]
    at = 0
    for i, w in enumerate(wanted):
        needle = w.lower()
        for j in range(at, len(lines)):
            if needle in lines[j]:
                at = j
                break
        else:
            return [(f"log_includes[{i}]", w, "not found in the log" + (" at or after the line of the one before"
                                                                        if i else ""))]
    return []
