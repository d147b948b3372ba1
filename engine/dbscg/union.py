"""[Union-Fusion] (D 10-13-3), [Union-Absorb] (D 10-13-5) and [Wish] (D 10-28): the procedures ``play.py``
calls for them. Each check validates fully before anything changes, and every refusal cites its rule.

- [Union-Fusion] <A> and <B>: a play from the hand (mode ``union_fusion``) whose cost also places 1 <A> and 1
  <B> Battle card of equal power from the hand in the Drop Area (10-13-3-1, 10-13-3-4); the card is played in
  Active Mode. Which two: ``fuse: [hand[i], hand[j]]``, else the first pair of the hand.
- [Union-Absorb]: an [Activate: Main] skill of a card in the Battle Area (10-13-5-2): pay its skill cost and place
  a specified card of a specified area (its ``from``: hand, drop) on top of it (10-13-5-1, 10-13-5-4); the
  card on top keeps the position and power changes of the card below (10-13-5-4-1) and is played
  ("when you play" skills trigger, 10-13-1). Which card: ``target: hand[i]`` or ``drop[i]``.
- [Wish]: an [Activate] skill (6-3-1-2-2-2, 7-2-1-2-3-2) of a card with two sides: when its condition holds, pay
  its cost, turn the card over (10-28-3; the same card, its position and power changes kept, 10-28-5) and
  carry out its effect.
"""
from __future__ import annotations

from ..errors import IllegalAction
from .refusal_words import named
from .cards import Cost
from .keywords import face
from .refs import parse
from .state import Slot

R_FUSION = "D 10-13-3-1"
R_ABSORB = "D 10-13-5-1"
R_WISH = "D 10-28-1"


# ---------------------------------------------------------------------- [Union-Fusion] (10-13-3)
def fusion_pairs(game, pi: int, i: int, names) -> list:
    """Every (j, k) of hand indexes: a <A> and a <B> Battle card (not the card at ``i``) of equal power."""
    p = game.state.players[pi]
    cards = game.state.cards
    a_name, b_name = names
    out = []
    for j, u in enumerate(p.hand):
        cj = cards[u]
        if j == i or not cj.is_battle or a_name not in cj.character:
            continue
        for k, v in enumerate(p.hand):
            ck = cards[v]
            if k in (i, j) or not ck.is_battle or b_name not in ck.character or ck.power != cj.power:
                continue
            out.append((j, k))
    return out


def check_fusion(game, pi: int, i: int, card, names, fuse) -> list:
    """The two hand indexes the fusion places in the Drop Area."""
    got = []
    for ref in (fuse if isinstance(fuse, (list, tuple)) else [fuse]) if fuse is not None else ():
        who, area, j = parse(ref, pi, R_FUSION)
        if who != pi or area != "hand":
            raise IllegalAction.of("refuse_db_fusion_hand", "D 10-13-3-2", ref=ref)
        got.append(j)
    pairs = fusion_pairs(game, pi, i, names)
    if not pairs:
        raise IllegalAction.of("refuse_db_fusion_none", R_FUSION, a=names[0], b=names[1])
    if fuse is None:
        return list(pairs[0])
    if tuple(got) not in pairs and tuple(reversed(got)) not in pairs:
        raise IllegalAction.of("refuse_db_fusion_fuse", R_FUSION, a=names[0], b=names[1])
    return got


def fuse_to_drop(game, pi: int, uids) -> None:
    """10-13-3-4: the two cards go from the hand to the Drop Area as the skill is activated."""
    p = game.state.players[pi]
    for u in uids:
        p.hand.remove(u)
        p.drop.append(u)
    game.emit("union_drop", pi, "db_union_drop", cards=tuple(uids), card=game.named(uids[0]),
              other=game.named(uids[1]))


# ---------------------------------------------------------------------- [Union-Absorb] (10-13-5)
def absorb_rule(card):
    """The [Union-Absorb] of a card: {from: [areas], character, max_cost, cost} or None."""
    v = card.kw("union_absorb")
    return dict(v) if v is not None else None


def absorb_cost(rule) -> Cost:
    c = rule.get("cost", 0)
    if isinstance(c, int):
        return Cost(c)
    c = dict(c)
    return Cost(c.get("total", 0), tuple((k, n) for k, n in c.items() if k != "total" and n))


def absorb_fits(game, rule, uid) -> bool:
    c = game.state.cards[uid]
    if not c.is_battle:
        return False
    if rule.get("character") and rule["character"] not in c.character:
        return False
    return rule.get("max_cost") is None or c.cost.total <= rule["max_cost"]


def absorb_candidates(game, pi: int, rule) -> list:
    """Refs (hand[i], drop[i]) of the cards the skill may place on top."""
    p = game.state.players[pi]
    out, seen = [], set()
    for area in rule.get("from", ("hand",)):
        for i, u in enumerate(getattr(p, area)):
            key = (area, game.state.cards[u].id)
            if key not in seen and absorb_fits(game, rule, u):
                seen.add(key)
                out.append(f"{area}[{i}]")
    return out


def check_absorb(game, pi: int, slot, target) -> tuple:
    """(area, index) of the card to place on top of ``slot``."""
    card = face(game, slot)
    rule = absorb_rule(card)
    if rule is None or slot is game.state.players[pi].leader:
        raise IllegalAction.of("refuse_db_no_absorb", "D 10-13-5-2", card=named(card, slot.uid))
    if target is None:
        raise IllegalAction.of("refuse_db_absorb_target", R_ABSORB)
    who, area, i = parse(target, pi, R_ABSORB)
    p = game.state.players[pi]
    froms = tuple(rule.get("from", ("hand",)))
    if who != pi or area not in froms or not 0 <= i < len(getattr(p, area)):
        raise IllegalAction.of("refuse_db_absorb_from", R_ABSORB, ref=target, card=named(card, slot.uid), froms=froms)
    if not absorb_fits(game, rule, getattr(p, area)[i]):
        raise IllegalAction.of("refuse_db_absorb_want", R_ABSORB, card=named(card, slot.uid),
                               character=rule.get("character"), max_cost=rule.get("max_cost"))
    return area, i


def do_absorb(game, pi: int, slot, area: str, i: int) -> Slot:
    """10-13-5-4: the chosen card on top of ``slot``; position and power changes carried over (10-13-5-4-1)."""
    st = game.state
    p = st.players[pi]
    uid = getattr(p, area).pop(i)
    top = Slot(uid, slot.rest, st.new_obj())
    top.turn_mod, top.battle_mod = slot.turn_mod, slot.battle_mod
    top.under = [slot.uid] + slot.under  # 11-3-4: the card below keeps what was under it, below it
    at = p.battle.index(slot)
    p.battle[at] = top
    b = st.battle  # a card in a battle stays in it: the same card (11-3-2)
    if b is not None:
        if b.attacker == (pi, slot.obj):
            b.attacker = (pi, top.obj)
        if b.guard == (pi, slot.obj):
            b.guard = (pi, top.obj)
    game.emit("absorb", pi, "db_absorb", cards=(uid, slot.uid), card=game.named(uid), other=game.named(slot.uid))
    return top


# ---------------------------------------------------------------------- [Wish] (10-28)
def wish_skill(card):
    """(index, skill) of the card's [Wish], or None."""
    for j, s in enumerate(card.skills):
        if s["kind"] == "wish":
            return j, s
    return None


def dragon_balls(game, pi: int) -> int:
    """Different card numbers with [Dragon Ball] in the player's Drop Area (a [Wish] condition of our cards)."""
    cards = game.state.cards
    return len({cards[u].id for u in game.state.players[pi].drop if "dragon_ball" in cards[u].kws})


def flip(game, pi: int, slot) -> None:
    """10-28-3 .. 10-28-5: turned over, the same card (its object number, position and power changes stay)."""
    before = game.named_face(slot.uid, slot.back)
    slot.back = not slot.back
    game.emit("wish", pi, "db_wish", cards=(slot.uid,), card=game.named_face(slot.uid, slot.back), other=before)
