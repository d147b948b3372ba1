"""Keyword and power queries (D 2-8, 8-8, chapter 10): values read, never written."""
from __future__ import annotations

LEADER = 0  # the object reference of a player's Leader in attack and guard references


def face(game, slot):
    """The side of a card that counts (2-3-2-1-2): a Leader's back once it has awakened."""
    c = game.state.cards[slot.uid]
    return c.back if slot.back and c.back is not None else c


def slot_of(game, pi: int, obj: int):
    """The Leader (obj 0) or the Battle Area card with this object number, or None."""
    p = game.state.players[pi]
    if obj == LEADER:
        return p.leader
    for s in p.battle:
        if s.obj == obj:
            return s
    return None


def has(game, slot, name: str) -> bool:
    if slot is None:
        return False
    if name in face(game, slot).kws:
        return True
    return bool(slot.flags) and any(name in f for f in slot.flags if f.startswith("kw:"))


def in_play_keyword(game, pi: int, name: str) -> bool:
    p = game.state.players[pi]
    return has(game, p.leader, name) or any(has(game, s, name) for s in p.battle)


def skill_live(game, pi: int, slot, sk: dict) -> bool:
    """Whether a skill's conditions hold now: [Bond X] (10-23), [Sparking X] (10-29), Life at most N,
    awakened Leader."""
    p = game.state.players[pi]
    b = sk.get("bond")
    if b is not None and len(p.battle) < b:
        return False
    sp = sk.get("sparking")
    if sp is not None and len(p.drop) < sp:
        return False
    life = sk.get("life_at_most")
    if life is not None and len(p.life) > life:
        return False
    if sk.get("if_awakened") and not (p.leader is not None and p.leader.back):
        return False
    return True


def permanent_bonus(game, pi: int, slot, is_leader: bool) -> int:
    """Power from [Permanent] skills (8-8-1-3): the card's own, its Leader's and [Field] Extra cards' for all."""
    p = game.state.players[pi]
    total = 0
    for sk in face(game, slot).perm:
        if sk.get("target", "self") == "self" and skill_live(game, pi, slot, sk):
            total += sk["power"]
    sources = [p.leader] if p.leader is not None else []
    sources += [s for s in p.battle if s is not slot]
    for src in sources:
        for sk in face(game, src).perm:
            if not skill_live(game, pi, src, sk):
                continue
            t = sk.get("target", "self")
            if t == "own_all" and not is_leader and src is not slot:
                total += sk["power"]
            elif t == "leader" and is_leader:
                total += sk["power"]
    return total


def power(game, pi: int, slot) -> int:
    """A Leader's or Battle card's power now (2-8; it may be negative, 2-8-3), combo power not counted."""
    is_leader = slot is game.state.players[pi].leader
    return face(game, slot).power + slot.turn_mod + slot.battle_mod + permanent_bonus(game, pi, slot, is_leader)


def combo_power(game, pi: int) -> int:
    cards = game.state.cards
    return sum(cards[u].combo_power for u in game.state.players[pi].combo)


def battle_power(game, pi: int, obj: int) -> int:
    """Power in the Damage Step: the card's power with its side's combo power (7-4-1-2, 7-4-1-3)."""
    s = slot_of(game, pi, obj)
    return (power(game, pi, s) if s is not None else 0) + combo_power(game, pi)


def strike(game, slot) -> int:
    """Damage an attack deals ([Double/Triple/Quadruple Strike], 10-7)."""
    for n, kw in ((4, "quadruple_strike"), (3, "triple_strike"), (2, "double_strike")):
        if has(game, slot, kw):
            return n
    return 1


def attacks_allowed(game, slot) -> int:
    """[Dual Attack] / [Triple Attack] (10-8): the card may switch to Active after X-1 battles a turn."""
    if has(game, slot, "triple_attack"):
        return 3
    if has(game, slot, "dual_attack"):
        return 2
    return 1


def barrier(game, slot) -> bool:
    return has(game, slot, "barrier")
