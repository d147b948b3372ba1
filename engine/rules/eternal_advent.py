"""Battle Spirits Eternal: Advent 煌臨 (E:煌臨 ■煌臨步驟, ■因煌臨而產生的變化; E:FAQ-ADV).

``summon`` with ``onto: field[j]`` of a card with 《煌臨》 (its ``advent.condition``): no cost is paid,
but the Soul Core moves to the Trash, from your Field, Reserve or Life; the card goes on top of the
Spirit (the Advent source), which is not a summon. The card is the same object on the Field: it keeps
the source's cores, received effects, exhausted or refreshed state and attack or block; the source
goes under it (``FieldCard.under``) and its own effects stop. Then 『When this Spirit Advents』
(``when: advented``). An Advent onto an Advented Spirit is allowed: the old card becomes a source too
(FAQ-ADV Q5). When the card leaves, its sources go to the same place (``engine.rules.eternal_leave``).
Refused: onto a Brave in spirit state or a Nexus (FAQ-ADV Q2), or when the cores left after the Soul
Core moves are fewer than the card's Lv1 cost (FAQ-ADV Q1).
"""
from __future__ import annotations

from ..actions import Action, parse_card_ref
from ..errors import IllegalAction
from ..queries.basics import static_matches
from ..events import Cause, Msg, Named
from ..verbs import notice
from ..verbs.leaving import check_depletion, levels_now

R_STEPS = "煌臨 ■煌臨步驟"


def _condition(card):
    a = card.ext.get("advent") if card.ext else None
    if a is None:
        return None
    cond = a.get("condition", {})
    return dict(cond, type=cond.get("type", "spirit"))


def has_advent(card) -> bool:
    return _condition(card) is not None


def _check(game, pi, card, fc):
    """Why this Advent is refused, as (reason, section), or None."""
    src = game.card(fc.uid)
    p = game.state.players[pi]
    if fc.pending is not None:
        return Msg.of("refuse_pending_fight", card=game.named(fc.uid)), "10-2-2-4"
    if src.type == "brave" or src.is_nexus:
        return Msg.of("refuse_advent_brave"), R_STEPS
    if not static_matches(game, _condition(card), src, fc):
        return Msg.of("refuse_advent_condition", card=game.named(fc.uid), other=Named(-1, card.id, card.name)), R_STEPS
    if p.soul_at not in ("reserve", "field", "life"):
        return Msg.of("refuse_advent_soul"), R_STEPS
    left = fc.total_cores - (1 if fc.soul else 0)
    if left < card.lv1_cost:
        return Msg.of("refuse_advent_left", left=left, card=Named(-1, card.id, card.name)), R_STEPS
    return None


def h_advent(game, a: Action) -> None:
    pi = a.by
    rs = game.ruleset
    p = game.state.players[pi]
    owner, area, idx = parse_card_ref(a.get("card"), pi, rs.cite(R_STEPS))
    if owner != pi or area != "hand" or not 0 <= idx < len(p.hand):
        raise IllegalAction.of("refuse_advent_hand", rs.cite(R_STEPS))
    uid = p.hand[idx]
    card = game.card(uid)
    t_owner, t_area, t_idx = parse_card_ref(a.get("onto"), pi, rs.cite(R_STEPS))
    if t_owner != pi or t_area != "field" or not 0 <= t_idx < len(p.field):
        raise IllegalAction.of("refuse_advent_onto", rs.cite(R_STEPS))
    fc = p.field[t_idx]
    why = _check(game, pi, card, fc)
    if why is not None:
        raise IllegalAction(why[0], rs.cite(why[1]) if not why[1][0].isdigit() else why[1])
    # the Advent's own effect: the Soul Core to the Trash (from the Field, the Reserve or Life)
    before = levels_now(game)
    src_place = p.soul_at
    if src_place == "field":
        holder = next(f for f in p.field if f.soul)
        holder.soul = False
    p.soul_at = "trash"
    p.hand.pop(idx)
    source = fc.uid
    fc.under = (source,) + fc.under
    fc.uid = uid
    game.emit("advent", pi, "eternal_advent", cards=(uid, source), card=game.named(uid), other=game.named(source),
              src=src_place, rule=rs.cite(R_STEPS))
    if src_place == "life" and rs.on_notice is not None:  # E:FAQ-ADV Q4: a Life reduction
        rs.on_notice(game, "life_reduced", pi, None, pi)
    notice.card_event(game, pi, fc, "advented")
    from .eternal_nexus import oracle

    oracle(game, "summoned", pi, fc)  # 《Oracle》 counts an Advent (not 《True Oracle》)
    game.phase = "run"
    game.push(("decide", pi, "main"))
    check_depletion(game, Cause("effect", card=game.named(uid)), before, pi)  # the card that held the Soul Core


def legal(game, pi: int) -> list[Action]:
    p = game.state.players[pi]
    out = []
    seen = set()
    for i, uid in enumerate(p.hand):
        card = game.card(uid)
        if card.id in seen or not has_advent(card):
            continue
        seen.add(card.id)
        for j, fc in enumerate(p.field):
            if _check(game, pi, card, fc) is None:
                out.append(Action.raw(pi, "summon", (("card", f"hand[{i}]"), ("onto", f"field[{j}]"))))
    return out
