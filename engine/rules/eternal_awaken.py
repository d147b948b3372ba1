"""Battle Spirits Eternal: Awaken 轉醒, double-faced cards (E:轉醒 ■轉醒步驟, ■其他規則).

A double-faced card shows side A everywhere but on the Field (the flip itself: ``engine.verbs.awaken``).
Flipping:

- is free, adds no cores, and keeps the card's cores, exhausted or refreshed state and battle (the same
  object); only the visible face exists for effects (E:轉醒 ■其他規則);
- happens one card at a time: the ``awaken`` action in the Main Step, or the ``awaken`` op;
- then side B's 『When this Spirit Awakens』 (``when: awakened``) effects trigger; if its cores are below
  side B's minimum Lv, it is depleted (E:轉醒 ■轉醒步驟);
- leaving the Field, it is side A again (``front``).
"""
from __future__ import annotations

from ..actions import Action, parse_card_ref
from ..errors import IllegalAction
from ..verbs.awaken import R_STEPS, add_backs, back_uid, flip, front, prepare

__all__ = ["prepare", "add_backs", "front", "h_awaken", "legal"]


def h_awaken(game, a: Action) -> None:
    pi = a.by
    rs = game.ruleset
    owner, area, idx = parse_card_ref(a.get("card"), pi, rs.cite(R_STEPS))
    p = game.state.players[pi]
    if owner != pi or area != "field" or not 0 <= idx < len(p.field):
        raise IllegalAction.of("refuse_awaken_own", rs.cite(R_STEPS))
    fc = p.field[idx]
    if fc.pending is not None:
        raise IllegalAction.of("refuse_pending_fight", "10-2-2-4", card=game.named(fc.uid))
    if fc.face != 0 or back_uid(game, fc.uid) is None:
        raise IllegalAction.of("refuse_awaken_no_b", rs.cite(R_STEPS), card=game.named(fc.uid))
    flip(game, pi, fc)
    game.phase = "run"
    game.push(("decide", pi, "main"))


def legal(game, pi: int) -> list[Action]:
    p = game.state.players[pi]
    return [Action.raw(pi, "awaken", (("card", f"field[{i}]"),)) for i, fc in enumerate(p.field)
            if fc.pending is None and fc.face == 0 and game.card(fc.uid).ext and "awaken" in game.card(fc.uid).ext]


HANDLERS = {("main", "awaken"): h_awaken}
