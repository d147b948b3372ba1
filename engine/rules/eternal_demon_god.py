"""Battle Spirits Eternal: Demon-God Braves 異魔神合體卡 (E:異魔神合體卡; E:FAQ-BRAVE Q3-Q7).

A Brave with ``kinds: [demon_god]`` and two fusion conditions, ``brave.left`` and ``brave.right``, fuses
with up to 2 Spirits, one on each side. Each Spirit is its own Brave Spirit (its cores, exhausted or
refreshed state, attack or block): the Brave's BP+, cost, colours and symbols go to **both**, its
【左合體中】 / 【右合體中】 effects (``brave: left`` / ``brave: right``) to the Spirit of that side. The Brave's
uid is in ``under`` of each Spirit it is fused to; the side of a Spirit is kept in its owner's
``demon_left`` (the uids of the Spirits on the left; the others are on the right).

Main Step actions (``fuse`` and ``separate`` with a ``side``):

- ``fuse brave: field[i] onto: field[j] side: left|right``: the Brave in spirit state fuses to ``j`` on that
  side (its cores move onto ``j``: cores are never on the Brave); from a Brave Spirit ``i``, it fuses to
  ``j`` on its free side (``i`` keeps its own: a second fusion), or, on ``i``'s own side, moves from ``i`` to
  ``j`` (a swap); ``onto: field[i]`` itself with the other side: the sides are exchanged, the other Spirit
  (if any) taking ``i``'s side, without the Brave ever being a Spirit (FAQ-BRAVE Q6). One Spirit at a time
  (FAQ-BRAVE Q5). Direct fusion: ``summon card: hand[i] onto: field[j] side: ...``.
- ``separate brave: field[i]``: the Brave leaves that Spirit; fused to no other, it stays in spirit state
  (its Lv1 cost is 0: no core is needed).

In spirit state it neither attacks nor blocks and effects never exhaust it (E:異魔神合體卡). When a
Spirit it is fused to leaves the Field, the Brave stays with the other one; fused to no other, it may
stay in spirit state, but never continues that Spirit's attack or block, and the other Spirit is not the
attacker (FAQ-BRAVE Q3, Q4).
"""
from __future__ import annotations

from ..actions import Action, parse_card_ref
from ..errors import IllegalAction
from ..queries.eternal_mech import SIDES, demon_meets, hosts, is_demon, side_of
from ..state import EXHAUSTED, REFRESH, FieldCard

R_DEMON = "異魔神合體卡 ■異魔神合體卡的合體"


def _cite(game):
    return game.ruleset.cite(R_DEMON)


def set_side(game, pi: int, fc, side: str) -> None:
    p = game.state.players[pi]
    left = [u for u in ((p.extra or {}).get("demon_left") or ()) if u != fc.uid]
    if side == "left":
        left.append(fc.uid)
    p.set_zone("demon_left", left)


def forget(game, pi: int, fc) -> None:
    p = game.state.players[pi]
    left = (p.extra or {}).get("demon_left")
    if left and fc.uid in left:
        p.set_zone("demon_left", [u for u in left if u != fc.uid])


def _free_sides(game, pi, brave_uid) -> list[str]:
    taken = {side_of(game, h) for h in hosts(game, pi, brave_uid)}
    return [s for s in SIDES if s not in taken]


def _field(game, pi, ref, what):
    try:
        owner, area, idx = parse_card_ref(ref, pi, _cite(game))
    except IllegalAction:
        raise IllegalAction.of("refuse_demon_ref", _cite(game), what=what) from None
    p = game.state.players[pi]
    if owner != pi or area != "field" or not 0 <= idx < len(p.field) or p.field[idx].pending is not None:
        raise IllegalAction.of("refuse_demon_ref", _cite(game), what=what)
    return p.field[idx]


def _attach(game, pi, brave_uid, fc, side, cores=0, soul=False, exhausted=False) -> None:
    fc.under = (brave_uid,) + fc.under
    fc.cores += cores
    if soul:
        fc.soul = True
    if exhausted and fc.state == REFRESH:
        fc.state = EXHAUSTED
    set_side(game, pi, fc, side)


def _detach(game, pi, brave_uid, fc) -> None:
    fc.under = tuple(u for u in fc.under if u != brave_uid)
    forget(game, pi, fc)


def _need(game, brave, fc, side, uid=None) -> None:
    if side not in SIDES:
        raise IllegalAction.of("refuse_demon_side", _cite(game))
    if not demon_meets(game, brave, fc, side, uid):
        raise IllegalAction.of("refuse_demon_condition", _cite(game), card=game.named(fc.uid), side=side,
                               brave=brave.name)


def demon_of(game, fc):
    """The Demon-God Brave uid of a Brave Spirit or of a Demon-God in spirit state, or None."""
    if is_demon(game.card(fc.uid)) and not fc.under:
        return fc.uid
    for u in fc.under:
        if is_demon(game.card(u)):
            return u
    return None


def h_fuse(game, a: Action) -> None:
    pi = a.by
    src = _field(game, pi, a.get("brave"), "Brave")
    dst = _field(game, pi, a.get("onto"), "Spirit")
    uid = demon_of(game, src)
    brave = game.card(uid)
    p = game.state.players[pi]
    side = a.get("side")
    if src.uid == uid:  # in spirit state: it fuses to one Spirit (FAQ-BRAVE Q5: one at a time)
        side = side or next((s for s in SIDES if demon_meets(game, brave, dst, s, uid)), "left")
        if dst is src:
            raise IllegalAction.of("refuse_brave_onto_other", _cite(game))
        _need(game, brave, dst, side, uid)
        p.field.remove(src)
        _attach(game, pi, uid, dst, side, src.cores, src.soul, src.state != REFRESH)
        game.emit("fuse", pi, "eternal_demon_fuse", cards=(uid, dst.uid), card=game.named(uid),
                  other=game.named(dst.uid), side=side, rule=_cite(game))
    elif dst is src:  # FAQ-BRAVE Q6: the sides are exchanged, the Brave never a Spirit meanwhile
        old = side_of(game, src)
        new = side or ("right" if old == "left" else "left")
        if new == old:
            raise IllegalAction.of("refuse_demon_same_side", _cite(game), card=game.named(src.uid), side=old)
        other = next((h for h in hosts(game, pi, uid) if h is not src), None)
        _need(game, brave, src, new, uid)
        if other is not None:
            _need(game, brave, other, old, uid)
            set_side(game, pi, other, old)
        set_side(game, pi, src, new)
        game.emit("fuse", pi, "eternal_demon_sides", cards=(uid, src.uid), card=game.named(uid),
                  other=game.named(src.uid), side=new, rule=_cite(game))
    else:
        free = _free_sides(game, pi, uid)
        own = side_of(game, src)
        side = side or next((s for s in free if demon_meets(game, brave, dst, s, uid)), own)
        if uid in dst.under:
            raise IllegalAction.of("refuse_demon_already", _cite(game), card=game.named(dst.uid))
        _need(game, brave, dst, side, uid)
        if side in free:  # a second Spirit, on the free side
            _attach(game, pi, uid, dst, side)
            game.emit("fuse", pi, "eternal_demon_fuse", cards=(uid, dst.uid), card=game.named(uid),
                      other=game.named(dst.uid), side=side, rule=_cite(game))
        elif side == own:  # a swap: this side moves from src to dst
            _detach(game, pi, uid, src)
            _attach(game, pi, uid, dst, side)
            game.emit("fuse", pi, "eternal_swap", cards=(uid, src.uid, dst.uid), card=game.named(uid),
                      other=game.named(dst.uid), src=game.named(src.uid), rule=game.ruleset.cite("合體卡 ■合體卡的交換"))
        else:
            raise IllegalAction.of("refuse_demon_side_taken", _cite(game), side=side)
    from .eternal_brave import fused_triggers

    if dst is not src:
        fused_triggers(game, pi, uid, dst)
    game.phase = "run"
    game.push(("decide", pi, "main"))


def h_separate(game, a: Action) -> None:
    """The Brave leaves this Spirit; fused to no other Spirit it stays in spirit state (Lv1 cost 0)."""
    pi = a.by
    host = _field(game, pi, a.get("brave"), "Brave Spirit")
    uid = demon_of(game, host)
    p = game.state.players[pi]
    _detach(game, pi, uid, host)
    if not hosts(game, pi, uid):
        nfc = FieldCard(uid, 0, False, REFRESH, obj=game.state.next_obj)
        game.state.next_obj += 1
        p.field.append(nfc)
    game.emit("separate", pi, "eternal_demon_separate", cards=(uid, host.uid), card=game.named(uid),
              other=game.named(host.uid), alone=not hosts(game, pi, uid), rule=_cite(game))
    game.phase = "run"
    game.push(("decide", pi, "main"))


def legal(game, pi: int) -> list[Action]:
    p = game.state.players[pi]
    out = []
    seen = set()
    for i, fc in enumerate(p.field):
        if fc.pending is not None:
            continue
        uid = demon_of(game, fc)
        if uid is None:
            continue
        brave = game.card(uid)
        alone = fc.uid == uid
        if not alone:
            out.append(Action.raw(pi, "separate", (("brave", f"field[{i}]"),)))
        if uid in seen:
            continue
        seen.add(uid)
        sides = list(SIDES) if alone else _free_sides(game, pi, uid)
        for j, dst in enumerate(p.field):
            if j == i or dst.pending is not None or uid in dst.under:
                continue
            for s in sides:
                if demon_meets(game, brave, dst, s, uid):
                    out.append(Action.raw(pi, "fuse", (("brave", f"field[{i}]"), ("onto", f"field[{j}]"), ("side", s))))
    return out


def release(game, pi: int, fc) -> None:
    """A Spirit a Demon-God Brave is fused to leaves the Field: the Brave stays with the other Spirit it is
    fused to (it neither leaves nor becomes a Spirit); fused to no other, the leaving rules of Braves
    apply to it (``engine.rules.eternal_leave``), without continuing the battle (FAQ-BRAVE Q3, Q4)."""
    for u in [u for u in fc.under if is_demon(game.card(u))]:
        others = [h for h in hosts(game, pi, u) if h is not fc and h.pending is None]
        if others:
            fc.under = tuple(x for x in fc.under if x != u)
            game.emit("separate", pi, "eternal_demon_stays_fused", cards=(u, others[0].uid), card=game.named(u),
                      other=game.named(others[0].uid), rule=_cite(game))
    forget(game, pi, fc)


def continues_battle(game, brave_uid: int) -> bool:
    """FAQ-BRAVE Q3: a Brave left on the Field as a Spirit continues the battle, a Demon-God Brave never."""
    return not is_demon(game.card(brave_uid))


def parse_sides(ps, entries: list, path: str) -> None:
    """Position files: ``brave_side: left|right`` on a field entry whose ``brave`` is a Demon-God Brave (default
    right). A Demon-God named on a left and on a right Spirit of the same player is one card fused to both
    (the second entry's copy is dropped); written for each Spirit it is fused to."""
    from ..errors import DataError

    left, seen = [], {}
    for i, (e, fc) in enumerate(zip(entries, ps.field)):
        side = e.get("brave_side") if isinstance(e, dict) else None
        if side is None:
            continue
        if side not in SIDES:
            raise DataError(f"{path}.field[{i}].brave_side", "must be left or right")
        if not e.get("brave"):
            raise DataError(f"{path}.field[{i}].brave_side", "a side is given only with the Demon-God Brave (brave)")
        if side == "left":
            left.append(fc.uid)
        other = seen.get((e["brave"], "right" if side == "left" else "left"))
        if other is not None:  # one card fused to both Spirits
            mine = fc.under[0]
            fc.under = (other.under[0],) + fc.under[1:]
            del seen[(e["brave"], "right" if side == "left" else "left")]
            _ = mine
        else:
            seen[(e["brave"], side)] = fc
    if left:
        ps.set_zone("demon_left", left)
