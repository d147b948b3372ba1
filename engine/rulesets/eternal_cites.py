"""The rule numbers in an Eternal game's log lines: a shared procedure's words cite Standard's numbers
("p1 draws 1 card (7-4-2)"); in an Eternal game each is cited by the Eternal manual's section where the
manual has one (the turn's steps, E:回合流程 ①-⑦; the battle, E:戰鬥步驟 ①-⑦; the procedures of
``ETERNAL_RULE_FOR``), and kept as it is where the manual defers to Standard."""
from __future__ import annotations

import re

_CITED = re.compile(r"(?<![\w:-])(\d+(?:-\d+)+)(?=[)）])")
_CIRCLED = "①②③④⑤⑥⑦"
# Standard's steps (7-2 Start ... 7-9 End, 7-8 the Second Main Step Eternal has not) and the manual's ①-⑦
_STEP = {"7-2": 1, "7-3": 2, "7-4": 3, "7-5": 4, "7-6": 5, "7-7": 6, "7-9": 7}


def section_for(number: str, exact: dict) -> str | None:
    """The Eternal section for a Standard number, or None (the manual defers to Standard)."""
    if number in exact:
        return exact[number]
    parts = number.split("-")
    if parts[0] == "7" and len(parts) >= 2 and "-".join(parts[:2]) in _STEP:
        return f"回合流程 {_CIRCLED[_STEP['-'.join(parts[:2])] - 1]}"
    if parts[:2] == ["8", "1"] and len(parts) >= 3 and parts[2].isdigit() and 1 <= int(parts[2]) <= 7:
        return f"戰鬥步驟 {_CIRCLED[int(parts[2]) - 1]}"
    return None


def eternal_cites(text: str) -> str:
    from .eternal import ETERNAL_RULE_FOR

    def one(m):
        sec = section_for(m.group(1), ETERNAL_RULE_FOR)
        return m.group(0) if sec is None else f"E:{sec}"
    return _CITED.sub(one, text)
