"""Battle Spirits Eternal: Grand Walker Nexuses' 《Oracle》 神託 (E:創界神核心卡 ■以《神託》累積能量).

A Grand Walker receives cores only through 《Oracle》 and effects naming it (its cores cannot pay or be
moved by hand: ``engine.verbs.payment.locked``; they go to the Void when it leaves:
``engine.rules.eternal_leave``):

- when its owner summons a card meeting its Oracle condition (a Spirit, unless the condition names
  Braves or Ultimates), 1 core from the Void onto it;
- when it is deployed with no card of the same name on its owner's Field, the top 3 cards of the Deck
  go to the Trash, and 1 core from the Void onto it for each of them meeting the condition.

"是否發揮《神諭》，可由玩家任意選擇": 《Oracle》 is optional. On a summon the engine takes it (a core more on
one's own Grand Walker is never worse under the rules the engine plays); on a deploy, which puts Deck
cards into the Trash, the owner is asked (``choose`` yes / no; not asked with an empty Deck).
"""
from __future__ import annotations

from typing import NamedTuple

from ..effects.choices import ChoiceRequest, ask
from ..events import Msg
from ..queries.basics import static_matches

R_ORACLE = "創界神核心卡 ■以《神託》累積能量"


def _condition(card):
    sel = card.ext.get("oracle") if card.ext else None
    if sel is None:
        return None
    return dict(sel, type=sel.get("type", "spirit"))


def summon_cores(game, pi: int, fc, condition, msg: str, rule: str, **extra) -> None:
    """The summon part of 《Oracle》 and 《True Oracle》: each other Grand Walker of the summoning player whose
    condition (``condition(card)``: a selector, or None) the summoned card meets gets 1 core from the Void."""
    st = game.state
    arrived = st.cards[fc.uid]
    for gw in st.players[pi].field:
        if gw is fc or gw.pending is not None:
            continue
        sel = condition(st.cards[gw.uid])
        if sel is not None and static_matches(game, sel, arrived):
            gw.cores += 1
            game.emit("cores", pi, msg, cards=(gw.uid, fc.uid), void=1, card=game.named(gw.uid),
                      other=game.named(fc.uid), rule=game.ruleset.cite(rule), **extra)


def _gw_condition(card):
    return _condition(card) if "grand_walker" in card.kinds else None


def oracle(game, when: str, pi: int, fc) -> None:
    st = game.state
    p = st.players[pi]
    arrived = st.cards[fc.uid]
    if when == "summoned":
        summon_cores(game, pi, fc, _gw_condition, "eternal_oracle", R_ORACLE, n=1)
        return
    sel = _condition(arrived)
    if sel is None or "grand_walker" not in arrived.kinds:
        return
    if any(o is not fc and o.pending is None and st.cards[o.uid].base_name == arrived.base_name for o in p.field):
        return
    offer_deploy(game, pi, fc)


class OracleAsk(NamedTuple):
    player: int
    obj: int
    picks: tuple | None = None


def offer_deploy(game, pi: int, fc, rule: str = R_ORACLE) -> None:
    """The deploy part of 《Oracle》 (or 《True Oracle》): the owner chooses whether to trash the top 3."""
    p = game.state.players[pi]
    if not p.deck:
        return
    ask(game, ChoiceRequest(pi, "may", Msg.of("eternal_ask_oracle_deploy", card=game.named(fc.uid), n=min(3, len(p.deck)),
                                              true=rule != R_ORACLE),
                            (("yes", "Yes", True), ("no", "No", False)), 1, 1, (),
                            ("eternal_oracle_deploy", OracleAsk(pi, fc.obj), "picks")))


def task_oracle_deploy(game, task) -> None:
    o: OracleAsk = task[1]
    pi, fc = game.find_obj(o.obj)
    if fc is None or fc.pending is not None:
        return
    st = game.state
    p = st.players[pi]
    arrived = st.cards[fc.uid]
    if arrived.ext and "true_oracle" in arrived.ext:  # 〔每回合 1 次：同名〕 once used (engine.rules.eternal_contract_gw)
        if o.picks and o.picks[0]:
            st.once_used.append(("eternal_true_oracle", pi, arrived.base_name))
    if not (o.picks and o.picks[0]):
        game.emit("cores", pi, "eternal_oracle_declined", cards=(fc.uid,), card=game.named(fc.uid),
                  rule=game.ruleset.cite(R_ORACLE))
        return
    sel = _condition(arrived)
    if sel is None:  # a Contract Grand Walker's 《True Oracle》 (engine.rules.eternal_contract_gw)
        t = arrived.ext.get("true_oracle") if arrived.ext else None
        sel = dict(t, type=t.get("type", "spirit")) if t is not None else {}
    top = p.deck[:3]
    del p.deck[:3]
    p.trash.extend(top)
    n = sum(1 for u in top if static_matches(game, sel, st.cards[u]))
    fc.cores += n
    true = bool(arrived.ext and "true_oracle" in arrived.ext)
    game.emit("cores", pi, "eternal_oracle_deploy", cards=(fc.uid,) + tuple(top), void=n, card=game.named(fc.uid),
              names=tuple(game.named(u) for u in top), n=n, true=true,
              rule=game.ruleset.cite("契約創界神核心卡 ■以《真・神託》儲存能量" if true else R_ORACLE))


TASKS = {"eternal_oracle_deploy": task_oracle_deploy}
