"""The game log as plain text (File → Export log): grouped by turn and step as the log panel shows it.
No Qt here."""
from __future__ import annotations

from engine.rulesets import STANDARD


# the counts of a turn's routine that may all be 0, by message: a Refresh Step that refreshed no card and moved no
# core (7-5-2), a DBSCG Charge Phase with no Rest Mode card to switch (D 6-2-2)
ROUTINE = {"refresh_step": ("cards_n", "cores_n"), "db_ready": ("n",)}


def nothing_moved(e) -> bool:
    """A routine of the turn that moved nothing, as every turn early in a game: the log shows the step's heading
    without a line saying that nothing moved."""
    counts = ROUTINE.get(e.msg)
    return counts is not None and not any(e.params.get(k) for k in counts)


def log_text(events, names: dict | None = None, title: str = "", ruleset=None, turn: str = "Turn {n}",
             setup: str = "Set-up", line=None) -> str:
    """``ruleset``: the game's (it names the steps; Standard when not given). ``turn`` / ``setup``: the
    headings in the chosen language (the Qt callers translate them; English by default). ``line(event)``: an
    event's sentence (the window's, in its language and with the players' names; the engine's English words,
    with p1/p2, when not given)."""
    line = line or (lambda e: e.text)
    ruleset = ruleset or STANDARD
    names = names or {0: "p1", 1: "p2"}
    out = []
    if title:
        out += [title, ""]
    group = None
    for e in events:
        if ruleset.is_preparation(e):
            key = ("setup",)
            if key != group:
                group = key
                out.append(setup)
            out.append(f"  {line(e)}")
            continue
        key = ("turn", e.turn)
        if key != group:
            group = key
            who = ""
            if e.kind == "turn" and e.player is not None:
                tag = f"p{e.player + 1}"
                name = names.get(e.player, tag)
                who = f" — {name}" + (f" ({tag})" if name != tag else "")
            out.append("")
            out.append(turn.format(n=e.turn) + who)
        if e.kind == "turn":
            continue
        if e.kind == "step":
            out.append(f"  {ruleset.step_label(e.step)}")
            continue
        if not nothing_moved(e):
            out.append(f"    {line(e)}")
    return "\n".join(out).rstrip() + "\n"
