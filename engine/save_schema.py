"""The schema of a saved game (engine/save.py), checked before anything is built from it.

A save comes from the user's disk: it may be truncated, edited by hand, written by a later
version (a card renamed), or hostile. ``check_save(d)`` checks every key's type and range and
raises ``DataError`` naming the key, so that reading a save either gives a game or a sentence,
never a traceback. The limits are far above any real game.
"""
from __future__ import annotations

from .errors import DataError

MAX_BYTES = 64 << 20  # a save of 10,000 actions is about 1 MiB
MAX_DEPTH = 64  # nesting of mappings and lists; a real save uses fewer than 10
MAX_ACTIONS = 200_000
MAX_DECK = 10_000
TOP_KEYS = {"app", "kind", "version", "format", "seed", "start", "meta", "actions", "snapshot"}
META_TYPES = {"finished": bool, "time": str, "seats": list, "how": list, "setup": dict}


def _whole(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def depth_ok(obj, limit: int = MAX_DEPTH) -> bool:
    """Whether ``obj`` (parsed JSON) nests at most ``limit`` mappings and lists (iteratively: no recursion)."""
    stack = [(obj, 1)]
    while stack:
        x, d = stack.pop()
        if isinstance(x, dict):
            x = x.values()
        elif not isinstance(x, list):
            continue
        if d > limit:
            return False
        stack.extend((v, d + 1) for v in x if isinstance(v, (dict, list)))
    return True


def check_save(d, version: int) -> None:
    """Check a parsed save; raise DataError naming the first bad key."""
    if not isinstance(d, dict) or d.get("app") != "spirit-table" or d.get("kind") != "game":
        raise DataError("(top)", "this is not a Spirit Table saved game")
    if not depth_ok(d):
        raise DataError("(top)", f"nested more than {MAX_DEPTH} levels deep")
    v = d.get("version")
    if not _whole(v) or v < 1:
        raise DataError("version", f"must be a whole number 1 or more, not {_show(v)}")
    if v > version:
        raise DataError("version", f"this save was written by a newer Spirit Table (version {v}); "
                                   f"this one reads version {version}")
    for key in d:
        if key not in TOP_KEYS:
            raise DataError(str(key)[:60], "unknown key in a saved game")
    for key in ("seed", "start", "actions"):
        if key not in d:
            raise DataError(key, "missing: the saved game is incomplete")
    from .rulesets import RULESETS as FORMATS

    fmt = d.get("format", "standard")
    if not isinstance(fmt, str) or fmt not in FORMATS:
        raise DataError("format", f"unknown format {_show(fmt)} (known: {', '.join(FORMATS)})")
    seed = d["seed"]
    if not _whole(seed) or not -(1 << 63) <= seed < (1 << 64):
        raise DataError("seed", f"must be a whole number (a game's seed), not {_show(seed)}")
    _check_start(d["start"], FORMATS[fmt])
    meta = d.get("meta")
    if meta is not None:
        if not isinstance(meta, dict):
            raise DataError("meta", f"must be a mapping, not {_show(meta)}")
        for k, t in META_TYPES.items():
            if meta.get(k) is not None and not isinstance(meta[k], t):
                raise DataError(f"meta.{k}", f"must be {_TYPE_WORDS[t]}, not {_show(meta[k])}")
        for k in ("seats", "how"):
            if any(not isinstance(x, str) for x in meta.get(k) or ()):
                raise DataError(f"meta.{k}", "must be a list of texts")
        _check_setup(meta.get("setup") or {})
    actions = d["actions"]
    if not isinstance(actions, list):
        raise DataError("actions", "must be a list")
    if len(actions) > MAX_ACTIONS:
        raise DataError("actions", f"more than {MAX_ACTIONS:,} actions")
    if "snapshot" in d and not isinstance(d["snapshot"], dict):
        raise DataError("snapshot", "must be a mapping")


SETUP_TYPES = {"position": str, "position_name": str, "deck1": str, "deck2": str, "opponent": str, "seed": int,
               "first": int, "editor": bool, "annotations": list}


def _check_setup(setup: dict) -> None:
    """How the game was started (the table shows it and starts from it again): known keys have their type."""
    for k, t in SETUP_TYPES.items():
        v = setup.get(k)
        if v is None:
            continue
        if not isinstance(v, t) or (t is int and isinstance(v, bool)):
            raise DataError(f"meta.setup.{k}", f"must be {_TYPE_WORDS.get(t, 'a whole number')}, not {_show(v)}")
    if setup.get("first") not in (None, 0, 1):
        raise DataError("meta.setup.first", "must be 0, 1 or null")
    if setup.get("annotations"):
        from .annotations import parse_annotations

        try:
            parse_annotations(setup["annotations"])
        except DataError as e:
            raise DataError(f"meta.setup.{e.path}", e.message) from None


def _check_start(start, ruleset=None) -> None:
    if not isinstance(start, dict) or not ("decks" in start or "position" in start):
        raise DataError("start", "must hold the decks or the starting position")
    if "position" in start:
        if set(start) != {"position"}:
            raise DataError("start", "holds either the position or the decks, not both")
        if not isinstance(start["position"], dict):
            raise DataError("start.position", "must be a mapping (a position)")
        return
    for k in start:
        if k not in ("decks", "first"):
            raise DataError(f"start.{str(k)[:60]}", "unknown key")
    first = start.get("first")
    if first is not None and (not _whole(first) or first not in (0, 1)):
        raise DataError("start.first", f"must be 0 (p1), 1 (p2) or null, not {_show(first)}")
    decks = start["decks"]
    if not isinstance(decks, list) or len(decks) != 2:
        raise DataError("start.decks", "must be a list of two decks")
    from .cards import builtin_cards

    cards = ruleset.deck_cards() if ruleset is not None else builtin_cards()  # a second game's: its own cards
    for i, deck in enumerate(decks):
        if not isinstance(deck, list) or len(deck) > MAX_DECK:
            raise DataError(f"start.decks[{i}]", f"must be a list of at most {MAX_DECK:,} card ids")
        for j, cid in enumerate(deck):
            if not isinstance(cid, str):
                raise DataError(f"start.decks[{i}][{j}]", f"must be a card id, not {_show(cid)}")
            if cid not in cards or cid == "blank":
                raise DataError(f"start.decks[{i}][{j}]", f"the card {cid[:40]!r} is not known to this version "
                                                          f"(renamed or removed)")


_TYPE_WORDS = {bool: "true or false", str: "a text", list: "a list", dict: "a mapping"}


def _show(v) -> str:
    """A short description of a bad value, for messages."""
    if isinstance(v, bool) or v is None:
        return {True: "true", False: "false", None: "null"}[v]
    if isinstance(v, (int, float)):
        s = repr(v)
        return s if len(s) <= 24 else f"a number of {len(s)} digits"
    if isinstance(v, str):
        return repr(v) if len(v) <= 40 else repr(v[:37] + "...")
    return {dict: "a mapping", list: "a list"}.get(type(v), type(v).__name__)
