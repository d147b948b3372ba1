"""Core moves are offered compactly (#12): the sequence computes each move instead of listing every pair,
keeps the order and contents of the full list, and a Field of thousands of Spirits is fine."""
from __future__ import annotations

import tracemalloc

from engine.actions import Action
from engine.position import dump, parse_position, play_position
from engine.rules.core_moves import CoreMoves


def _full(pi, fields, has, soul):
    """The list the engine used to build: every pair, in order."""
    places = ["reserve"] + [f"field[{i}]" for i in fields]
    out = []
    for s, src in enumerate(places):
        for d, dst in enumerate(places):
            if s == d:
                continue
            if has[s]:
                out.append(Action(pi, "move_core", **{"count": 1, "from": src, "to": dst}))
            if s == soul:
                out.append(Action(pi, "move_core", **{"count": 0, "from": src, "soul": True, "to": dst}))
    if soul >= 0:
        out.extend(Action(pi, "swap_soul", **{"with": p}) for k, p in enumerate(places) if k != soul and has[k])
    return out


def test_the_lazy_sequence_is_the_full_list():
    for fields, has, soul in [((), (True,), 0), ((0, 1, 3), (True, False, True, True), 2),
                              ((0, 1), (False, False, False), -1), ((0, 2, 5), (False, True, False, True), 0),
                              ((1,), (True, True), -1)]:
        cm = CoreMoves(1, fields, has, soul)
        full = _full(1, fields, has, soul)
        assert len(cm) == len(full)
        assert [cm[i] for i in range(len(cm))] == full  # indexing
        assert list(cm) == full  # iteration
        assert all(a in cm for a in full)
        assert Action(1, "move_core", **{"count": 2, "from": "reserve", "to": "field[0]"}) not in cm
        assert Action(0, "end_step") not in cm


def _big_position(n: int) -> dict:
    field = [{"card": "ST-R01", "cores": 1} for _ in range(n)]
    return {"version": 1, "turn": {"number": 3, "player": "p1", "step": "main"},
            "players": {"p1": {"reserve": 3, "deck": 5, "field": field}, "p2": {"deck": 5}}}


def test_a_field_of_2500_spirits_applies_with_bounded_memory():
    tracemalloc.start()
    result = play_position(parse_position(_big_position(2500)))
    legal = result.game.legal_actions()
    n = len(legal)
    assert n > 2500 * 2500  # millions of moves are legal ...
    assert legal[n - 1].do in ("move_core", "swap_soul") and legal[n // 2] in legal
    out = dump(result)  # ... and the output names them compactly
    moves = [o for o in out["decision"]["options"] if o["do"] == "move_core"]
    assert len(out["decision"]["options"]) < 50 and len(moves[0]["to"]) == 2501
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert peak < 200 * 2**20, peak  # no list of millions of actions was built
