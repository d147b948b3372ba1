"""Operations Battle Spirits Eternal adds to the effect language (docs/eternal-effects.md).

- ``count`` (``amount`` ±): Count +X moves X cores from the Void to your Count Area, Count −X back
  (E:計數); neither is "increasing cores from the Void";
- ``seal``: your Soul Core moves from your Reserve or this card into your Life: 《封印》 (E:封印);
- ``u_trigger`` (``hit``: steps): 【U觸發】: the top card of the opponent's Deck goes to their Trash;
  if this card's cost is higher it is a Hit and ``hit`` resolves, else a Guard (E:終極靈魂卡 ■U（終極）觸發);
- ``token`` with ``card`` (and ``cores``): a Token card comes onto your Field, with ``cores`` from the Void;
  it is neither summoned nor deployed, and leaves the game when it leaves the Field (E:衍生物);
- ``hand_side`` (``count``): the top cards of your Deck go face up to your hand-side 手元 (E:手元).

Each returns ``(ok, memo)`` as ``engine.effects.ops`` steps do.
"""
from __future__ import annotations

from ..events import Cause
from ..queries.eternal import count as count_of
from ..state import FieldCard
from ..verbs.awaken import op_awaken
from ..verbs.leaving import check_depletion, levels_now


def _rule(game, section: str) -> str:
    return game.ruleset.cite(section)


def op_count(game, fr, step):
    p = game.state.players[fr.ctl]
    n = step["amount"]
    have = count_of(p)
    moved = n if n >= 0 else -min(have, -n)
    p.set_zone("count", have + moved)
    game.emit("cores", fr.ctl, "eternal_count", cards=(fr.uid,), void=moved, label=fr.label, n=moved,
              total=have + moved, rule=_rule(game, "計數"))
    return moved == n, ()


def op_seal(game, fr, step):
    """《封印》: the Soul Core from the Reserve, or from this card, into Life (optional when ``may``)."""
    st = game.state
    p = st.players[fr.ctl]
    pi, fc = game.find_obj(fr.obj) if fr.obj else (None, None)
    before = levels_now(game)
    if p.soul_at == "reserve":
        pass
    elif p.soul_at == "field" and fc is not None and fc.soul and pi == fr.ctl:
        fc.soul = False
    else:
        game.emit("effect", fr.ctl, "eternal_seal_cannot", cards=(fr.uid,), label=fr.label, rule=_rule(game, "封印"))
        return False, ()
    p.soul_at = "life"
    game.emit("cores", fr.ctl, "eternal_seal", cards=(fr.uid,), label=fr.label, rule=_rule(game, "封印"))
    check_depletion(game, Cause("effect", card=game.named(fr.uid)), before, fr.ctl)
    return True, ()


def op_u_trigger(game, fr, step):
    st = game.state
    opp = st.players[1 - fr.ctl]
    if not opp.deck:
        game.emit("effect", fr.ctl, "eternal_u_trigger_empty", cards=(fr.uid,), label=fr.label,
                  rule=_rule(game, "終極靈魂卡 ■U（終極）觸發"))
        return False, ()
    top = opp.deck.pop(0)
    opp.trash.append(top)
    mine = st.cards[fr.uid].cost
    theirs = st.cards[top].cost
    hit = mine > theirs
    game.emit("effect", fr.ctl, "eternal_u_trigger", cards=(fr.uid, top), label=fr.label, card=game.named(top),
              cost=mine, other_cost=theirs, hit=hit, rule=_rule(game, "終極靈魂卡 ■U（終極）觸發"))
    if hit:
        from .eternal_counter import offer
        from .frames import start_effect

        if not offer(game, fr, step["hit"]):  # 【Trigger Counter】 may turn the Hit into a Guard
            start_effect(game, fr.uid, fr.obj, fr.ctl, fr.label, tuple(step["hit"]), that=fr.that)
    return hit, ()


def op_token_card(game, fr, step):
    st = game.state
    cs = game.cardset
    cid = step["card"]
    if cs is None or cid not in cs:
        game.emit("effect", fr.ctl, "eternal_token_unknown", cards=(fr.uid,), label=fr.label, what=cid,
                  rule=_rule(game, "衍生物"))
        return False, ()
    uid = game.add_cards([cs[cid]])
    fc = FieldCard(uid, step.get("cores", 0), obj=st.next_obj)
    st.next_obj += 1
    st.players[fr.ctl].field.append(fc)
    game.emit("token_created", fr.ctl, "eternal_token", cards=(uid,), void=fc.cores, label=fr.label, card=game.named(uid),
              n=fc.cores, rule=_rule(game, "衍生物"))
    check_depletion(game, Cause("effect", card=game.named(fr.uid)), {}, fr.ctl)
    return True, ((fr.ctl, "field", fc.obj),)


def op_hand_side(game, fr, step):
    p = game.state.players[fr.ctl]
    n = min(step.get("count", 1), len(p.deck))
    moved = p.deck[:n]
    del p.deck[:n]
    side = list(p.zone("hand_side")) + moved
    p.set_zone("hand_side", side)
    game.emit("effect", fr.ctl, "eternal_hand_side", cards=tuple(moved), label=fr.label, n=n,
              names=tuple(game.named(u) for u in moved), rule=_rule(game, "手元"))
    return n == step.get("count", 1), ()


def bp_all(game, fr, step):
    """E15 (E:FAQ-TGT Q4, FAQ-BP Q3): an untargeted "all ... BP±N this turn" does not target: it is one
    duration effect whose selector is read live, so a Spirit that comes onto the Field later that turn
    gets it too. Kept in ``GameState.mods`` as (0, "bp_all", (selector, amount, player, source object))."""
    from ..queries import selectors

    sel = step.get("target", {})
    until = step.get("duration", "turn")
    if until == "battle" and game.state.battle is None:
        game.emit("effect", fr.ctl, "fx_no_battle", cards=(fr.uid,), label=fr.label)
        return False, ()
    frozen = tuple(sorted((k, v) for k, v in sel.items() if k != "who"))
    game.state.mods.append((0, "bp_all", (frozen, step["amount"], fr.ctl, fr.obj), until, fr.uid))
    now = selectors.candidates(game, fr.ctl, dict(sel), fr.obj, choosing=False)
    game.emit("bp", fr.ctl, "eternal_bp_all", cards=(fr.uid,), label=fr.label, amount=step["amount"], n=len(now),
              until=until, rule=_rule(game, "FAQ-TGT Q4"))
    return True, tuple(now)


from .eternal_general import GENERAL_OPS  # noqa: E402  (E14, E19, FAQ-STATE Q3)

ETERNAL_OPS = {**GENERAL_OPS, "awaken": op_awaken, "count": op_count, "seal": op_seal, "u_trigger": op_u_trigger,
               "hand_side": op_hand_side}  # a Token card by id (``token`` with ``card``): engine.effects.tokens