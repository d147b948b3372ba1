"""Battle Spirits Eternal: Braves 合體卡 (E:合體卡, DIGEST E8 and the mechanics table).

A Brave fused to a Spirit is held in the Spirit's ``FieldCard.under``; the two are one Brave Spirit,
with the Brave's BP+, cost, colours and symbols added (``engine.queries.eternal``). In the Main Step,
for free (E:合體卡 ■合體與分離, ■合體卡的交換):

- ``summon`` with ``onto: field[j]``: direct fusion (E:■召喚與直接合體): the cost is paid, no cores are
  placed on the Brave;
- ``fuse`` ``brave: field[i]`` ``onto: field[j]``: a Brave in spirit state fuses (its cores move onto the
  Spirit), or a Brave Spirit's Brave moves to another Spirit (a swap: it never becomes a Spirit meanwhile);
- ``separate`` ``brave: field[i]`` (``place``): the Brave leaves the Brave Spirit as a Spirit with at
  least its Lv1 cost placed on it, or goes to the Trash without destroy or deplete effects.

A Brave Spirit is exhausted if either card was (E:■合體與分離). When it leaves the Field: see
``engine.rules.eternal_leave``.
"""
from __future__ import annotations

from ..actions import Action, parse_card_ref
from ..costs import Pay, parse_pay, surplus
from ..errors import IllegalAction
from ..events import Cause, Msg, Named
from ..queries.cost import cost_to_pay
from ..queries.eternal import can_fuse, fused_braves
from ..queries.eternal_mech import SIDES, demon_meets, is_demon
from ..state import EXHAUSTED, REFRESH, FieldCard
from ..verbs.leaving import check_depletion, levels_now
from ..verbs.payment import auto_pay, check_sources, locked, pay_cost, take
from . import eternal_demon_god

R_FUSE = "合體卡 ■合體與分離"
R_SWAP = "合體卡 ■合體卡的交換"
R_DIRECT = "合體卡 ■召喚與直接合體"
R_LEAVE = "合體卡 ■合體靈魂卡離開場地時"


def _field_card(game, pi, ref, rule, what="card"):
    rs = game.ruleset
    try:
        owner, area, idx = parse_card_ref(ref, pi, rs.cite(rule))
    except IllegalAction:
        raise IllegalAction.of("refuse_et_field_ref", rs.cite(rule), what=what) from None
    p = game.state.players[pi]
    if owner != pi or area != "field" or not 0 <= idx < len(p.field):
        raise IllegalAction.of("refuse_et_no_field", rs.cite(rule), ref=str(ref))
    fc = p.field[idx]
    if fc.pending is not None:
        raise IllegalAction.of("refuse_pending", "10-2-2-4", card=game.named(fc.uid))
    return fc


def _need_main(game, pi):
    if game.state.step != "main" or game.state.turn_player != pi:
        raise IllegalAction.of("refuse_brave_main", game.ruleset.cite("主要階段的行動"))


def _check_target(game, brave_card, target, rule):
    card = game.card(target.uid)
    if not can_fuse(game, brave_card, target):
        named = game.named(target.uid)
        why = (Msg.of("refuse_brave_onto_brave") if card.type == "brave"
               else Msg.of("refuse_brave_second", card=named) if fused_braves(game, target)
               else Msg.of("refuse_brave_condition", card=named, brave=Named(-1, brave_card.id, brave_card.name)))
        raise IllegalAction(why, game.ruleset.cite(rule))


def _fuse_into(game, pi, brave_uid, target, cores=0, soul=False, exhausted=False) -> None:
    target.under = (brave_uid,) + target.under
    target.cores += cores
    if soul:
        target.soul = True
    if exhausted and target.state == REFRESH:
        target.state = EXHAUSTED  # E:■合體與分離: exhausted if either card was


# ---------------------------------------------------------------------- direct fusion (summon onto)
def plan_direct(game, a: Action):
    """E:■召喚與直接合體: summon a Brave fused to a Spirit that meets its condition; the cost is paid,
    no cores are placed on it. Returns (hand index, uid, target, pay, cost)."""
    pi = a.by
    rs = game.ruleset
    p = game.state.players[pi]
    owner, area, idx = parse_card_ref(a.get("card"), pi, rs.cite(R_DIRECT))
    if owner != pi or area != "hand" or not 0 <= idx < len(p.hand):
        raise IllegalAction.of("refuse_brave_hand", rs.cite(R_DIRECT))
    uid = p.hand[idx]
    card = game.card(uid)
    if card.type != "brave":
        raise IllegalAction.of("refuse_not_brave", rs.cite(R_DIRECT), card=game.named(uid))
    target = _field_card(game, pi, a.get("onto"), R_DIRECT, "Spirit")
    _check_target(game, card, target, R_DIRECT)
    if is_demon(card):  # a Demon-God Brave fuses on one side (E:異魔神合體卡)
        side = a.get("side") or next(s for s in SIDES if demon_meets(game, card, target, s))
        eternal_demon_god._need(game, card, target, side)
    cost = cost_to_pay(game, pi, card)
    spec = a.get("pay", "auto")
    rule = "11-1-1-5"
    if spec == "auto":
        pay = auto_pay(game, pi, cost, 0)
        if pay is None:
            raise IllegalAction.of("refuse_et_cost_short", rs.rejection_rule(rule), card=game.named(uid), cost=cost)
    else:
        pay = parse_pay(spec, rs.rejection_rule(rule))
        if pay.total != cost:
            raise IllegalAction.of("refuse_cost_offered", rs.rejection_rule(rule), cost=cost, offered=pay.total)
    if a.get("place", "auto") not in ("auto", None, ()):
        raise IllegalAction.of("refuse_brave_no_place", rs.cite(R_DIRECT))
    check_sources(game, pi, pay, Pay(), rs.rejection_rule(rule))
    return idx, uid, target, pay, cost


def h_summon_onto(game, a: Action) -> None:
    idx, uid, target, pay, cost = plan_direct(game, a)
    pi = a.by
    p = game.state.players[pi]
    del p.hand[idx]
    fields = list(p.field)
    before = levels_now(game)
    pay_cost(game, pi, fields, pay)
    _fuse_into(game, pi, uid, target)
    if is_demon(game.card(uid)):
        eternal_demon_god.set_side(game, pi, target, a.get("side") or next(
            s for s in SIDES if demon_meets(game, game.card(uid), target, s, uid)))
    game.emit("fuse", pi, "eternal_direct_fusion", cards=(uid, target.uid), card=game.named(uid),
              other=game.named(target.uid), cost=cost, rule=game.ruleset.cite(R_DIRECT))
    fused_triggers(game, pi, uid, target, ("fused", "summoned"))
    game.phase = "run"
    game.push(("decide", pi, "main"))
    check_depletion(game, Cause("payment", pi), before)


# ---------------------------------------------------------------------- fuse, swap, separate
def h_fuse(game, a: Action) -> None:
    pi = a.by
    _need_main(game, pi)
    src = _field_card(game, pi, a.get("brave"), R_FUSE, "Brave")
    if eternal_demon_god.demon_of(game, src) is not None:  # a Demon-God Brave: its sides
        return eternal_demon_god.h_fuse(game, a)
    dst = _field_card(game, pi, a.get("onto"), R_FUSE, "Spirit")
    if src is dst:
        raise IllegalAction.of("refuse_brave_onto_other", game.ruleset.cite(R_FUSE))
    p = game.state.players[pi]
    if game.card(src.uid).type == "brave" and not src.under:  # a Brave in spirit state fuses
        brave = game.card(src.uid)
        _check_target(game, brave, dst, R_FUSE)
        p.field.remove(src)
        if "grand_walker" in game.card(dst.uid).kinds:  # E:神話合體卡: its cores return to the Reserve first
            p.reserve += src.cores
            if src.soul:
                p.soul_at = "reserve"
            _fuse_into(game, pi, src.uid, dst)
        else:
            _fuse_into(game, pi, src.uid, dst, src.cores, src.soul, src.state != REFRESH)
        game.emit("fuse", pi, "eternal_fuse", cards=(src.uid, dst.uid), card=game.named(src.uid),
                  other=game.named(dst.uid), rule=game.ruleset.cite(R_FUSE))
        fused_triggers(game, pi, src.uid, dst)
    else:  # a swap: the Brave of a Brave Spirit moves to another Spirit, never a Spirit meanwhile
        braves = fused_braves(game, src)
        if not braves:
            raise IllegalAction.of("refuse_no_brave", game.ruleset.cite(R_FUSE), card=game.named(src.uid))
        brave_uid = braves[0]
        _check_target(game, game.card(brave_uid), dst, R_SWAP)
        src.under = tuple(u for u in src.under if u != brave_uid)
        _fuse_into(game, pi, brave_uid, dst)
        game.emit("fuse", pi, "eternal_swap", cards=(brave_uid, src.uid, dst.uid), card=game.named(brave_uid),
                  other=game.named(dst.uid), src=game.named(src.uid), rule=game.ruleset.cite(R_SWAP))
        fused_triggers(game, pi, brave_uid, dst)
    game.phase = "run"
    game.push(("decide", pi, "main"))


def _placement(game, pi, host, spec, lv1, rule):
    """The cores placed on a separated Brave: ``auto`` = its Lv1 cost from the Reserve, then from the
    Brave Spirit's spare cores; a mapping as for a summon's ``place``. None if it cannot be done."""
    p = game.state.players[pi]
    field = game.state.players[pi].field
    if spec in (None, "auto"):
        from_res = min(p.reserve, lv1)
        rest = lv1 - from_res
        spare = 0 if locked(game, host) else surplus(host, game.card(host.uid).lv1_cost)  # not a Grand Walker's cores
        if rest > spare:
            return None
        place = Pay(from_res, {field.index(host): rest} if rest else {})
        return place
    place = parse_pay(spec, game.ruleset.cite(rule))
    check_sources(game, pi, place, Pay(), game.ruleset.cite(rule))
    return place


def h_separate(game, a: Action) -> None:
    """E:■合體與分離: the Brave leaves as a Spirit with at least its Lv1 cost, or goes to the Trash with
    no destroy or deplete effect (``place: {}``, or too few cores)."""
    pi = a.by
    _need_main(game, pi)
    host = _field_card(game, pi, a.get("brave"), R_FUSE, "Brave Spirit")
    if host.under and eternal_demon_god.demon_of(game, host) is not None:  # a Demon-God Brave: this side only
        return eternal_demon_god.h_separate(game, a)
    braves = fused_braves(game, host)
    if not braves:
        raise IllegalAction.of("refuse_no_fused", game.ruleset.cite(R_FUSE), card=game.named(host.uid))
    brave_uid = braves[0]
    brave = game.card(brave_uid)
    p = game.state.players[pi]
    place = _placement(game, pi, host, a.get("place", "auto"), brave.lv1_cost, R_FUSE)
    before = levels_now(game)
    host.under = tuple(u for u in host.under if u != brave_uid)
    if place is None or place.total < brave.lv1_cost:
        p.trash.append(brave_uid)
        game.emit("separate", pi, "eternal_separate_trash", cards=(brave_uid,), card=game.named(brave_uid),
                  rule=game.ruleset.cite(R_FUSE))
    else:
        fields = list(p.field)
        take(p, fields, place)
        st = game.state
        fc = FieldCard(brave_uid, place.reserve + sum(place.field.values()), place.soul is not None,
                       host.state, obj=st.next_obj)
        st.next_obj += 1
        p.field.append(fc)
        if fc.soul:
            p.soul_at = "field"
        game.emit("separate", pi, "eternal_separate", cards=(brave_uid, host.uid), card=game.named(brave_uid),
                  other=game.named(host.uid), n=fc.total_cores, rule=game.ruleset.cite(R_FUSE))
    game.phase = "run"
    game.push(("decide", pi, "main"))
    check_depletion(game, Cause("core_move", pi), before)


def legal(game, pi: int) -> list[Action]:
    """Fuse and separate actions of the Main Step (swaps are ``fuse`` with a Brave Spirit)."""
    p = game.state.players[pi]
    out = []
    for i, fc in enumerate(p.field):
        if fc.pending is not None or eternal_demon_god.demon_of(game, fc) is not None:
            continue  # a Demon-God Brave's actions: engine.rules.eternal_demon_god
        card = game.card(fc.uid)
        mover = card if card.type == "brave" and not fc.under else None
        braves = fused_braves(game, fc) if fc.under else []
        if braves:
            out.append(Action.raw(pi, "separate", (("brave", f"field[{i}]"),)))
            mover = game.card(braves[0])
        if mover is None:
            continue
        for j, dst in enumerate(p.field):
            if j != i and dst.pending is None and can_fuse(game, mover, dst):
                out.append(Action.raw(pi, "fuse", (("brave", f"field[{i}]"), ("onto", f"field[{j}]"))))
    for i, uid in enumerate(p.hand):
        card = game.card(uid)
        if card.type != "brave":
            continue
        cost = cost_to_pay(game, pi, card)
        if auto_pay(game, pi, cost, 0) is None:
            continue
        for j, dst in enumerate(p.field):
            if dst.pending is None and can_fuse(game, card, dst):
                out.append(Action.raw(pi, "summon", (("card", f"hand[{i}]"), ("onto", f"field[{j}]"), ("pay", "auto"))))
    return out + eternal_demon_god.legal(game, pi)


def fused_triggers(game, pi: int, brave_uid: int, host, whens=("fused",)) -> None:
    """A Brave's own "when this Brave fuses" (合體時) effects, and on a direct fusion its "when this Brave
    is summoned" ones (E:■召喚與直接合體): they resolve for the Brave Spirit."""
    from ..verbs.notice import collect_from

    for i, eff in (game.fx[brave_uid] or {}).get("triggered", ()):
        if eff["when"] in whens:
            collect_from(game, pi, brave_uid, host.obj, i, eff, (pi, "field", host.obj))


def task_fusion_check(game, task=None) -> bool:
    """E:■合體與分離: a Brave Spirit that no longer meets its Brave's condition separates at once (the
    Brave goes to the Trash unless it can keep its Lv1 cost from the Spirit's cores: here it goes to
    the Trash when its Lv1 cost is more than 0, as no placement is asked)."""
    changed = False
    for pi, p in enumerate(game.state.players):
        for fc in list(p.field):
            if fc.pending is not None or not fc.under:
                continue
            for u in fused_braves(game, fc):
                brave = game.card(u)
                saved, fc.under = fc.under, tuple(x for x in fc.under if x != u)
                ok = can_fuse(game, brave, fc)
                fc.under = saved
                if ok:
                    continue
                fc.under = tuple(x for x in fc.under if x != u)
                changed = True
                if brave.lv1_cost == 0:
                    nfc = FieldCard(u, 0, False, fc.state, obj=game.state.next_obj)
                    game.state.next_obj += 1
                    p.field.append(nfc)
                    game.emit("separate", pi, "eternal_separate", cards=(u, fc.uid), card=game.named(u),
                              other=game.named(fc.uid), n=0, rule=game.ruleset.cite(R_FUSE))
                else:
                    p.trash.append(u)
                    game.emit("separate", pi, "eternal_separate_trash", cards=(u,), card=game.named(u),
                              rule=game.ruleset.cite(R_FUSE))
    return changed


HANDLERS = {("main", "fuse"): h_fuse, ("main", "separate"): h_separate}
