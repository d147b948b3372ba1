"""Battle Spirits Saga: gameplay management of the cards on the Field (Saga 9, 10-1).

Saga has no pending state and no depletion (DIGEST G35-G39):

- a card that is destroyed or returned leaves *at once* (Saga 10-1-3): substitutions are offered
  first (``engine.verbs.leaving.destroy``), then its destroy triggers are collected, then the card
  goes to its owner's Trash and its cores to the Reserve of its controller together (Saga 10-1-3-4,
  3-5-5). So a destroyed card is in the Trash when its triggers resolve, which use its last known
  state (Saga 8-10);
- at a checkpoint (Saga 4-7) a spirit or nexus with fewer cores than its Lv1 cost is destroyed
  (Saga 9-3): *self-destroyed*, with no destroy triggers and no substitution, when its owner's
  action or cost payment caused it (Saga 9-3-2, 10-1-1-1); destroyed by the effect, with its
  triggers, when an effect did (Saga 9-3-2-1, DIGEST R1);
- a spirit with BP 0 or less is destroyed (Saga 9-4-2), by the effect that changed it.
"""
from __future__ import annotations

from ..queries.continuous import any_continuous, bp
from ..events import Label
from . import notice
from .leaving import DESTINATION, destroy

LEAVING_OWN = frozenset({"destroyed", "destroyed_by_opponent", "leaves_field"})
BURST_OBJ = -1  # the object number of a burst waiting or resolving: it is in no field
FACE_UP = "saga_burst_face_up"  # in GameState.once_used: (FACE_UP, uid), a burst activated and resolving


def notice_burst(game, pi: int, when: str) -> None:
    """A set burst whose condition is met waits (Saga 10-9-1), as a collected trigger from the
    Burst Area (``engine.rules.saga_burst`` asks its owner)."""
    st = game.state
    burst = st.players[pi].zone("burst")
    if not burst:
        return
    uid = burst[0]
    if (FACE_UP, uid) in st.once_used:
        return  # turned face up and resolving: no longer a set burst (Saga 10-9-1, 10-9-4)
    for i, eff in enumerate(st.cards[uid].effects or ()):
        if eff.get("kind") == "burst" and eff["when"] == when:
            if not any(t.obj == BURST_OBJ and t.uid == uid for t in st.collected):
                st.collected.append(notice.Trigger(uid, BURST_OBJ, pi, i, None,
                                                   Label("burst", "", game.named(uid))))
            return


def leave_now(game, pi: int, fc, kind: str, cause, by, triggers: bool = True) -> bool:
    """Saga 10-1-3-3, 10-1-3-4: the destruction (or return) is confirmed, the effects it triggers
    wait, and the card and its cores move at the same time. ``triggers=False``: a
    self-destruction, which triggers nothing (Saga 10-1-1-1)."""
    p = game.state.players[pi]
    if fc not in p.field:
        return False
    if triggers:
        notice.card_leaving(game, pi, fc, kind, by)
        if kind == "destroyed" and st_card_is_spirit(game, fc):
            notice_burst(game, pi, "spirit_destroyed")
            if by is not None and by != pi:  # "when your opponent destroys your spirit" (Saga 10-15-1)
                notice_burst(game, pi, "spirit_destroyed_by_opponent")
    p.field.remove(fc)
    p.reserve += fc.cores
    if fc.soul:
        p.soul_at = "reserve"
    dest = DESTINATION[kind]
    rs = game.ruleset
    if game.state.cards[fc.uid].token:  # Saga 4-12: a token that leaves the Field is removed from the game
        _links_broken(game, fc)
        if triggers and kind == "destroyed":
            rs.spirit_destroyed(game, pi, fc)  # a destroyed token is destroyed first (Saga 11-4-1, 10-15)
        game.emit("token_removed", pi, "saga_token_removed", cards=(fc.uid,), card=game.named(fc.uid), how=kind,
                  cores_n=fc.total_cores, own=not triggers, rule=rs.cite("4-12-3"))
        return True
    _links_broken(game, fc)
    if dest == "trash":
        p.trash.append(fc.uid)
    elif dest == "hand":
        p.hand.append(fc.uid)
    elif kind == "to_deck":
        p.deck.insert(0, fc.uid)
    else:
        p.deck.append(fc.uid)
    if triggers and kind == "destroyed" and st_card_is_spirit(game, fc):
        rs.spirit_destroyed(game, pi, fc)  # Saga 11-4-1: 【Immortal】 in the Trash
    if not triggers:
        key, rule = "saga_self_destroyed", rs.cite("10-1-1-1")
    elif kind == "destroyed":
        key, rule = "saga_destroyed", rs.cite("10-1-3-4")
    else:
        key, rule = "saga_returned", rs.cite("3-5-5")
    game.emit("leave", pi, key, cards=(fc.uid,), card=game.named(fc.uid), to=dest, how=kind,
              cores_n=fc.total_cores, cause=cause, rule=rule)
    return True


def _links_broken(game, fc) -> None:
    """Saga 11-18-4: a linked or linking spirit that leaves the Field ends the link (the attacker's
    BP and symbols return)."""
    st = game.state
    marks = [m for m in st.once_used if isinstance(m, tuple) and m and m[0] == LINK_MARK and fc.obj in m[2:4]]
    for m in marks:
        st.once_used.remove(m)
        st.mods = [x for x in st.mods if not (x[0] == m[2] and x[3] == "battle" and x[4] == m[4])]
        game.emit("link", m[1], "saga_link_broken", cards=(m[4],), card=game.named(m[4]),
                  rule=game.ruleset.cite("11-18-4"))


LINK_MARK = "saga_link"  # in GameState.once_used during a battle: (mark, player, attacker obj, link obj, link uid)


def st_card_is_spirit(game, fc) -> bool:
    return game.state.cards[fc.uid].is_spirit


def trigger_lapses(game, t, fc, eff) -> bool:
    """A card's own destroy and leave triggers activate though it has left the Field (it is in
    the Trash, Saga 10-1-3-3 with 8-10); every other triggered effect of a card that has left
    does not."""
    return fc is None and eff["when"] not in LEAVING_OWN


def _self_caused(cause, pi: int) -> bool:
    """Saga 9-3-2, 10-1-1-1: the owner's own action (a Main Step core move) or cost payment."""
    return cause is not None and cause.kind in ("core_move", "payment") and cause.player == pi


def _destroy_once_substituted(game, pi: int, fc, cause) -> None:
    """A checkpoint destruction (Saga 9-3, 9-4) is offered substitutions (Saga 10-1-3-2) once: if
    the condition still holds after one was applied, it is the same event and the card is
    destroyed (Saga 8-9-3: one substitution per event). The mark lasts the turn."""
    mark = ("saga_substituted", fc.obj)
    st = game.state
    if mark in st.once_used:
        leave_now(game, pi, fc, "destroyed", cause, None)
    elif not destroy(game, pi, fc, None, cause) and fc in st.players[pi].field:
        st.once_used.append(mark)


def _substituting(game) -> set:
    """Field objects whose destruction waits for a substitution choice (a ``replace`` task)."""
    return {t[1].target[2] for t in game.agenda if t[0] == "replace"}


def too_few_cores(game, cause=None) -> bool:
    """Saga 9-3: every spirit or nexus with fewer cores than its Lv1 cost is destroyed, all at
    once (Saga 9-1-2-3). True if any was."""
    st = game.state
    cards = st.cards
    low = [(pi, fc) for pi, p in enumerate(st.players) for fc in p.field
           if fc.cores + fc.soul < cards[fc.uid].lv1_cost]
    if low:
        waiting = _substituting(game)
        low = [(pi, fc) for pi, fc in low if fc.obj not in waiting]
    rs = game.ruleset
    for pi, fc in low:
        own = _self_caused(cause, pi)
        card = cards[fc.uid]
        game.emit("checkpoint", pi, "saga_too_few_cores", cards=(fc.uid,), card=game.named(fc.uid),
                  n=fc.total_cores, cost=card.lv1_cost, own=own, cause=cause,
                  rule=rs.cite("9-3-2" if own else "9-3-2-1"))
        if own:
            leave_now(game, pi, fc, "destroyed", cause, None, triggers=False)
        else:
            _destroy_once_substituted(game, pi, fc, cause)
    return bool(low)


def _bp_lowered(game) -> bool:
    """Is any BP lowered: a duration effect of negative BP, or a continuous one on the Field?"""
    st = game.state
    for _obj, kind, amount, _until, _src in st.mods:
        if kind == "bp" and amount < 0:
            return True
    if not any_continuous(game):
        return False
    fx = game.fx
    for p in st.players:
        for fc in p.field:
            idx = fx[fc.uid]
            for _i, eff in idx.get("continuous", ()) if idx is not None else ():
                if eff["apply"]["op"] == "bp" and eff["apply"]["amount"] < 0:
                    return True
    return False


def bp_zero(game) -> bool:
    """Saga 9-4-2: every spirit with BP 0 or less is destroyed (an effect changed its BP, 9-4-2-1).
    Only effects that lower BP take it below a level's printed value, so without any the check is
    skipped (a BP bonus never destroys)."""
    st = game.state
    if not _bp_lowered(game):
        return False
    low = [(pi, fc, v) for pi, p in enumerate(st.players) for fc in p.field
           if st.cards[fc.uid].is_spirit and (v := bp(game, fc)) <= 0]
    if low:
        waiting = _substituting(game)
        low = [x for x in low if x[1].obj not in waiting]
    for pi, fc, v in low:
        game.emit("checkpoint", pi, "saga_bp_zero", cards=(fc.uid,), card=game.named(fc.uid), bp=v,
                  rule=game.ruleset.cite("9-4-2"))
        _destroy_once_substituted(game, pi, fc, None)
    return bool(low)


def core_loss(game, cause) -> None:
    """After a payment, a core move or an effect's step (DIGEST R8: a checkpoint, Saga 4-7-2),
    where the cause of a core loss is known (Saga 9-3-2). BP is checked at the checkpoint
    between tasks (``checkpoint``), never in the middle of an effect."""
    too_few_cores(game, cause)


def checkpoint(game) -> bool:
    """The checkpoint between tasks (Saga 4-7-2, 9-1-2-2): the conditions are checked again and
    managed only if they still hold. True if anything was destroyed."""
    return too_few_cores(game) | bp_zero(game)
