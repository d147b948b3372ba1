"""The evaluation's weights per ruleset, as data: ``resources/bots/<ruleset>.yaml``.

A file is a mapping::

    ruleset: standard
    fitted: "the command that made it"
    value: {life: 1.1, core: 20, ...}     # the search's leaf value: fitted to self-play outcomes
    weights: {life: 1.0, core: 14, ...}   # the moves' one-ply evaluation (optional)

with the keys of ``evaluate.Weights``. ``value`` is a logistic model of the win chance (350
points a logistic unit, ``search.SCALE``) written by ``bench/tune.py``; ``weights`` (the
greedy choices, the playout policy and the search's candidates) default to the hand-written
ones. A missing file means the defaults; a damaged one raises ``DataError`` naming the key
and line in ``load_weights``, and ``weights_for``/``value_for`` (what the bots call) then fall
back to the defaults, so a bad file never stops a game.
"""
from __future__ import annotations

import os
import warnings

from ..errors import DataError
from ..yamlio import line_of, load_file
from .evaluate import DEFAULT, Weights

_CACHE: dict = {}


def weights_path(ruleset: str) -> str:
    from ..cards import resource_path

    return resource_path("bots", f"{ruleset}.yaml")


SECTIONS = ("weights", "value")


def _section(name: str, data, key: str) -> Weights:
    ws = data.get(key)
    if ws is None:
        return DEFAULT
    if not isinstance(ws, dict):
        raise DataError(f"{name}: {key}", "a mapping of weights (names to numbers)", line_of(data, key))
    known = set(Weights.__slots__)
    kw = {}
    for k, v in ws.items():
        if k not in known:
            raise DataError(f"{name}: {key}.{k}", f"unknown weight (known: {', '.join(sorted(known))})",
                            line_of(ws, k))
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            raise DataError(f"{name}: {key}.{k}", f"a weight is a number (got {v!r})", line_of(ws, k))
        kw[k] = int(v) if k == "hand_cap" else float(v)
    return Weights(**kw)


def load_weights(path) -> dict:
    """{"weights": Weights, "value": Weights} from a file (a section it lacks: the defaults);
    ``DataError`` (key and line) when it is malformed."""
    data = load_file(path)
    name = os.path.basename(str(path))
    if not isinstance(data, dict) or not any(k in data for k in SECTIONS):
        raise DataError(name, "a bot weights file is a mapping with 'value:' and/or 'weights:'")
    for k in data:
        if k not in SECTIONS + ("ruleset", "fitted"):
            raise DataError(f"{name}: {k}", "unknown key (known: ruleset, fitted, value, weights)", line_of(data, k))
    return {k: _section(name, data, k) for k in SECTIONS}


def _for(ruleset: str) -> dict:
    got = _CACHE.get(ruleset)
    if got is None:
        path = weights_path(ruleset)
        got = {k: DEFAULT for k in SECTIONS}
        if os.path.exists(path):
            try:
                got = load_weights(path)
            except DataError as e:
                warnings.warn(f"bot weights ignored: {e}")
        _CACHE[ruleset] = got
    return got


def weights_for(ruleset: str) -> Weights:
    """The one-ply weights of a ruleset (cached), else the hand-written defaults."""
    return _for(ruleset)["weights"]


def value_for(ruleset: str) -> Weights:
    """The leaf value model of a ruleset (cached), else the hand-written defaults."""
    return _for(ruleset)["value"]
