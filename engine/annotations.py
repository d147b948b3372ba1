"""Annotations kept in a position file, for boards in rules articles (an extension of the
position format: the optional top-level key ``annotations``).

    annotations:
      - {kind: arrow, from: p1.field[0], to: p2.field[1], label: attacks, color: red}
      - {kind: label, at: p2.field[0], text: "pending (destroyed)"}
      - {kind: label, at: {x: 0.5, y: 0.1}, text: "Turn 3"}       # a point on the board, 0..1
      - {kind: ring, at: p1.reserve}
      - {kind: marker, at: p2.life, number: 1}

A place is a card (``p1.field[0]``, ``p2.hand[1]``, ``p1.trash[0]``) or an area
(``p1.reserve``, ``p1.life``, ``p1.trash``, ``p1.deck``, ``p1.hand``, ``p1.field``, ``void``), or a
point ``{x, y}`` in fractions of the board.
"""
from __future__ import annotations

import re

from .errors import DataError
from .yamlio import line_of

KINDS = {"arrow": {"from", "to"}, "label": {"at", "text"}, "ring": {"at"}, "marker": {"at", "number"}}
OPTIONAL = {"label", "color", "text", "number"}
COLORS = ("red", "orange", "yellow", "green", "blue", "purple", "white", "black")
_PLACE = re.compile(r"^(void|p[12]\.(reserve|life|trash|deck|hand|field|removed)"
                    r"|p[12]\.(field|hand|trash|removed)\[\d+\])$")


def _place(v, path, container, key):
    if isinstance(v, dict):
        if set(v) != {"x", "y"} or not all(isinstance(v[k], (int, float)) and 0 <= v[k] <= 1 for k in v):
            raise DataError(path, "a point is {x: 0..1, y: 0..1}", line_of(container, key))
        return {"x": float(v["x"]), "y": float(v["y"])}
    if not isinstance(v, str) or not _PLACE.match(v):
        raise DataError(path, "must be a card (p1.field[0]), an area (p2.life, p1.reserve, void) or {x, y}",
                        line_of(container, key))
    return v


def parse_annotations(raw) -> list[dict]:
    if raw is None:
        return []
    if not isinstance(raw, list):
        raise DataError("annotations", "must be a list")
    out = []
    for i, a in enumerate(raw):
        path = f"annotations[{i}]"
        if not isinstance(a, dict) or a.get("kind") not in KINDS:
            raise DataError(f"{path}.kind", f"must be one of {', '.join(KINDS)}", line_of(raw, i))
        need = KINDS[a["kind"]]
        for k in a:
            if k != "kind" and k not in need | OPTIONAL:
                raise DataError(f"{path}.{k}", "unknown key", line_of(a, k))
        for k in need:
            if k not in a:
                raise DataError(f"{path}.{k}", "missing", line_of(raw, i))
        item = {"kind": a["kind"]}
        for k in ("from", "to", "at"):
            if k in a:
                item[k] = _place(a[k], f"{path}.{k}", a, k)
        for k in ("text", "label"):
            if k in a:
                if not isinstance(a[k], str) or len(a[k]) > 200:
                    raise DataError(f"{path}.{k}", "must be a text of at most 200 characters", line_of(a, k))
                item[k] = a[k]
        if "number" in a:
            if not isinstance(a["number"], int) or isinstance(a["number"], bool) or not 0 <= a["number"] <= 99:
                raise DataError(f"{path}.number", "must be a whole number 0..99", line_of(a, "number"))
            item["number"] = a["number"]
        if "color" in a:
            if a["color"] not in COLORS:
                raise DataError(f"{path}.color", f"must be one of {', '.join(COLORS)}", line_of(a, "color"))
            item["color"] = a["color"]
        out.append(item)
    return out
