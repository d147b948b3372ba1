"""The Main Step and Second Main Step (7-6, 7-8): cards from Hand, core moves, ending the step."""
from __future__ import annotations

from ..actions import Action, ActionList, parse_core_place
from ..errors import IllegalAction
from ..events import Cause
from ..places import Place
from ..verbs import notice
from ..verbs.leaving import check_depletion, levels_now
from . import play
from .activate import legal_activations
from .core_moves import CoreMoves

RULE_MOVE = "7-6-1-2-2"


def legal_plays(game) -> list[Action]:
    """End the step, play a card from Hand, activate an effect: every legal action of the Main
    Step but the core moves."""
    pi = game.decider
    return ([Action.raw(pi, "end_step")] + play.affordable_from_hand(game, pi, "main")
            + legal_activations(game, pi, "main"))


def legal(game) -> ActionList:
    """End the step; every card from Hand that can be paid for (automatic payment, one
    action per [Main]/[Flash] timing for Magic); every core move of one core, and of the
    Soul Core; every Soul Core swap (those lazily: ``CoreMoves``)."""
    pi = game.decider
    p = game.state.players[pi]
    fields = []  # indexes of the field cards not in a pending state
    has = [p.reserve > 0]  # per place (the Reserve, then those cards): a normal core there?
    soul = 0 if p.soul_at == "reserve" else -1  # the place of the Soul Core, if it can move
    on_field = p.soul_at == "field"
    for i, fc in enumerate(p.field):
        if fc.pending is None:
            fields.append(i)
            has.append(fc.cores > 0)
            if on_field and fc.soul:
                soul = len(fields)
    key = (pi, tuple(fields), tuple(has), soul)
    moves = _CORE_MOVES.get(key)
    if moves is None:
        if len(_CORE_MOVES) > 10_000:
            _CORE_MOVES.clear()
        moves = _CORE_MOVES[key] = CoreMoves(pi, key[1], key[2], soul)
    return ActionList(legal_plays(game), moves)


_CORE_MOVES: dict[tuple, CoreMoves] = {}  # the moves of a layout, which games meet again and again


def h_play(game, a: Action) -> None:
    pl = play.plan(game, a)
    game.phase = "run"
    game.push(("decide", game.decider, "main"))
    play.execute(game, pl)


def h_end_step(game, a: Action) -> None:
    game.emit("end_step", a.by, step=game.state.step, label=game.ruleset.step_label(game.state.step))
    game.phase = "run"
    game.push(("next", game.state.step))
    notice.timing(game, "step_end", game.state.step)  # 7-6-1-2-4, 7-7-3-2: they resolve before the next step


def _core_place(game, pi, ref):
    """'reserve' -> None; 'field[i]' -> the FieldCard, checked. A core moved by hand goes only
    between one's own Reserve and one's own Spirits and Nexuses (7-6-1-2-2)."""
    try:
        i = parse_core_place(ref, RULE_MOVE)
    except IllegalAction:
        where = Place.parse(ref)
        if where is None:
            raise
        if where.owner(pi) != pi:
            raise IllegalAction.of("refuse_core_places", RULE_MOVE) from None
        if where.zone in ("life", "trash", "void") and where.index is None:
            raise IllegalAction.of("refuse_core_zone", RULE_MOVE, zone=where.zone) from None
        i = parse_core_place(str(where._replace(player=None)), RULE_MOVE)
    if i is None:
        return None
    p = game.state.players[pi]
    if i >= len(p.field):
        raise IllegalAction(f"there is no field[{i}]: you have {len(p.field)} cards on the Field", RULE_MOVE)
    fc = p.field[i]
    if fc.pending is not None:
        raise IllegalAction.of("refuse_pending", "10-2-2-4", card=game.named(fc.uid))
    return fc


def h_move_core(game, a: Action) -> None:
    pi = a.by
    p = game.state.players[pi]
    src_ref, dst_ref = a.get("from"), a.get("to")
    count = a.get("count", 1)
    soul = a.get("soul", False)
    if not isinstance(count, int) or isinstance(count, bool) or count < 0:
        raise IllegalAction("the number of cores to move must be a whole number 0 or more", "1-4-5")
    if not isinstance(soul, bool):
        raise IllegalAction("soul is true or false", RULE_MOVE)
    src = _core_place(game, pi, src_ref)
    dst = _core_place(game, pi, dst_ref)
    if src_ref == dst_ref:
        raise IllegalAction.of("refuse_same_place", "1-4-2-2")
    if count == 0 and not soul:
        raise IllegalAction.of("refuse_zero", "1-4-2-3")
    have = p.reserve if src is None else src.cores
    if count > have:
        raise IllegalAction.of("refuse_too_few_cores", RULE_MOVE, card=None if src is None else game.named(src.uid),
                               have=have, count=count)
    if soul and not (p.soul_at == "reserve" if src is None else src.soul):
        raise IllegalAction.of("refuse_soul_not_there", "5-7-3", card=None if src is None else game.named(src.uid))
    # carry out
    before = levels_now(game)
    if src is None:
        p.reserve -= count
    else:
        src.cores -= count
    if dst is None:
        p.reserve += count
    else:
        dst.cores += count
    if soul:
        if src is not None:
            src.soul = False
        if dst is None:
            p.soul_at = "reserve"
        else:
            dst.soul = True
            p.soul_at = "field"
    game.emit("move_core", pi, cards=tuple(f.uid for f in (src, dst) if f is not None), count=count, soul=soul,
              src=_named(game, src), dst=_named(game, dst))
    game.phase = "run"
    game.push(("decide", pi, "main"))
    check_depletion(game, Cause("core_move", pi), before)


def h_swap_soul(game, a: Action) -> None:
    """7-6-1-2-2: swap the Soul Core with a normal core, both moving at once."""
    pi = a.by
    p = game.state.players[pi]
    other = _core_place(game, pi, a.get("with"))
    if p.soul_at == "reserve":
        soul_fc = None
    elif p.soul_at == "field":
        soul_fc = next(fc for fc in p.field if fc.soul)
        if soul_fc.pending is not None:
            raise IllegalAction.of("refuse_soul_pending", "10-2-2-4")
    else:
        raise IllegalAction.of("refuse_soul_where", RULE_MOVE, zone=p.soul_at)
    if other is soul_fc:
        raise IllegalAction.of("refuse_soul_already", "1-4-2-2")
    have = p.reserve if other is None else other.cores
    if have < 1:
        raise IllegalAction.of("refuse_no_core_swap", RULE_MOVE, card=None if other is None else game.named(other.uid))
    if other is None:
        p.reserve -= 1
        soul_fc.cores += 1
        soul_fc.soul = False
        p.soul_at = "reserve"
    else:
        other.cores -= 1
        other.soul = True
        if soul_fc is None:
            p.reserve += 1
        else:
            soul_fc.cores += 1
            soul_fc.soul = False
        p.soul_at = "field"
    game.emit("swap_soul", pi, cards=tuple(f.uid for f in (soul_fc, other) if f is not None),
              src=_named(game, soul_fc), dst=_named(game, other))
    game.phase = "run"
    game.push(("decide", pi, "main"))


def _named(game, fc):
    """A place of a core move by hand, for an event: the card, or None for the Reserve."""
    return None if fc is None else game.named(fc.uid)


def _place_name(game, fc) -> str:
    return "the Reserve" if fc is None else game.card(fc.uid).name


def task_decide(game, task) -> None:
    game.decide(task[1], task[2])


HANDLERS = {
    ("main", "summon"): h_play, ("main", "deploy"): h_play, ("main", "use"): h_play,
    ("main", "end_step"): h_end_step, ("attack", "end_step"): h_end_step,
    ("main", "move_core"): h_move_core, ("main", "swap_soul"): h_swap_soul,
}
TASKS = {"decide": task_decide}
