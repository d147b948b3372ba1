"""Gaining control of cards (D 11-5) and looking at secret areas (D 11-6): two operations of the effect
language (``take_control``, ``look``), registered in ``skills.OPS``.

- ``take_control`` (11-5-1): the chosen Battle card of the opponent moves to the Battle Area of the skill's
  master, who becomes its master; it keeps its position and the effects on it (11-5-1-1), the cards under it
  move with it (11-3-6). Its owner (4-2) does not change: when it leaves the Battle or Combo Area it goes to its
  owner's area (3-1-7, ``DbState.put``).
- ``look`` (11-6): the master looks at the top ``n`` cards of their Deck (11-6-1: only the master; 11-6-2: the
  cards stay in the Deck). With ``take`` the master may add 1 of them that fits to the hand, revealed (11-2-1);
  as nothing more is said of the rest, the Deck is shuffled (11-6-3).
"""
from __future__ import annotations

from ..events import Msg
from .choices import ask


def op_take_control(game, m, uid, op, targets, task):
    st = game.state
    for q, s in targets:
        if q == m or s is st.players[q].leader or s not in st.players[q].battle:
            continue
        st.players[q].battle.remove(s)
        for u in [s.uid] + s.under:  # 11-3-6: what is under it moves with it
            owner = st.owner(q, u)
            if owner == m:
                st.owners.pop(u, None)
            else:
                st.owners[u] = owner
        st.players[m].battle.append(s)  # the same card: its Slot, position and power changes (11-5-1-1)
        game.emit("control", m, "db_control", cards=(s.uid,), card=game.named(s.uid))


def _fits(card, take) -> bool:
    if take.get("type") and card.type != take["type"]:
        return False
    if take.get("character") and take["character"] not in card.character:
        return False
    return take.get("max_cost") is None or card.cost.total <= take["max_cost"]


def op_look(game, m, uid, op, targets, task):
    st = game.state
    p = st.players[m]
    n = min(op.get("n", 1), len(p.deck))
    if n <= 0:
        return
    picks = task[5]
    take = op.get("take")
    if picks is None:
        game.emit("look", m, "db_look", n=n)
        fits = [i for i in range(n) if take is not None and _fits(st.cards[p.deck[i]], take)]
        if fits:  # only the master is asked, and only the master's view names the cards (11-6-1)
            names = ", ".join(st.cards[p.deck[i]].name for i in range(n))
            return ask(game, m, Msg.of("db_ask_look", card=game.named(uid), names=names),
                       tuple(f"deck[{i}]" for i in fits), 1, True, task + (tuple(fits),))
        picks = ()
    fits = task[7] if len(task) > 7 else ()
    for k in picks:
        i = fits[k]
        u = p.deck.pop(i)
        p.hand.append(u)
        game.emit("reveal", m, "db_reveal", cards=(u,), card=game.named(u))  # 11-2-1
    game.rng.shuffle(p.deck)  # 11-6-3
    game.emit("shuffle", m, "db_shuffle")


OPS = {"take_control": op_take_control, "look": op_look}
