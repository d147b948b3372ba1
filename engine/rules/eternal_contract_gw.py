"""Battle Spirits Eternal: Contract Grand Walker Nexuses 契約創界神 (E:契約創界神核心卡).

A Contract card (one kind a deck, the opening option, the soul state: ``engine.rules.eternal_leave``) that
is also a Grand Walker (locked cores, immune but to its own and Grand-Walker effects, cores to the Void).
Its card keys (``engine.eternal_mech_cards``):

- ``true_oracle``: 《真・神託》 instead of 《Oracle》 (it counts as 《Oracle》):
  - when its owner **summons** a card meeting it (a Spirit unless it names others), 1 core from the Void
    onto it; an Advent does not count ("與《神託》不同，在《真・神託》中，煌臨時無法放置能量");
  - 〔每回合 1 次：同名〕 when it is **deployed**, even with a card of the same name on the Field, its owner
    may put the top 3 cards of the Deck into the Trash and it gets 1 core per card meeting the condition;
    once done, no card of that name does it again that turn (declined, it is not used);
- its Lv2 (and up) is judged by its owner's Count, not by its cores (``engine.queries.eternal_mech``);
- ``revive: true``: 【復活】: in its owner's Main Step, a card of it in the soul state is deployed by paying
  its cost (the action ``{do: revive, card: souls[i], pay: auto}``); it is a deploy, so 《True Oracle》's
  deploy part follows.
"""
from __future__ import annotations

import re

from ..actions import Action
from ..costs import Pay, parse_pay
from ..errors import IllegalAction
from ..events import Cause
from ..queries.cost import cost_to_pay
from ..verbs import notice
from ..verbs.field import put_onto_field
from ..verbs.leaving import check_depletion, levels_now
from ..verbs.payment import auto_pay, check_sources, pay_cost
from .eternal_nexus import offer_deploy, summon_cores

R_TRUE = "契約創界神核心卡 ■以《真・神託》儲存能量"
R_REVIVE = "契約創界神核心卡"
_SOULS = re.compile(r"^souls\[(\d+)\]$")


def mark(pi: int, card) -> tuple:
    """``GameState.once_used`` (cleared every turn): 《True Oracle》's deploy part was used for this name."""
    return ("eternal_true_oracle", pi, card.base_name)


def _condition(card):
    t = card.ext.get("true_oracle") if card.ext else None
    return None if t is None else dict(t, type=t.get("type", "spirit"))


def true_oracle(game, when: str, pi: int, fc) -> None:
    st = game.state
    arrived = st.cards[fc.uid]
    if when == "summoned":
        summon_cores(game, pi, fc, _condition, "eternal_true_oracle", R_TRUE)
        return
    if when == "deployed" and _condition(arrived) is not None and mark(pi, arrived) not in st.once_used:
        offer_deploy(game, pi, fc, R_TRUE)


def _soul_card(game, pi, ref, rule):
    m = _SOULS.match(ref) if isinstance(ref, str) else None
    souls = list(game.state.players[pi].zone("souls"))
    if m is None or int(m.group(1)) >= len(souls):
        raise IllegalAction.of("refuse_revive_where", rule, n=len(souls))
    return int(m.group(1)), souls


def h_revive(game, a: Action) -> None:
    pi = a.by
    rs = game.ruleset
    rule = rs.cite(R_REVIVE)
    st = game.state
    if st.step != "main" or st.turn_player != pi:
        raise IllegalAction.of("refuse_revive_main", rule)
    i, souls = _soul_card(game, pi, a.get("card"), rule)
    uid = souls[i]
    card = game.card(uid)
    if not (card.ext and card.ext.get("revive")):
        raise IllegalAction.of("refuse_revive_none", rule, card=game.named(uid))
    cost = cost_to_pay(game, pi, card)
    spec = a.get("pay", "auto")
    if spec in ("auto", None):
        pay = auto_pay(game, pi, cost, 0)
        if pay is None:
            raise IllegalAction.of("refuse_revive_cost", rule, card=game.named(uid), cost=cost)
    else:
        pay = parse_pay(spec, rule)
        if pay.total != cost:
            raise IllegalAction.of("refuse_revive_cost", rule, card=game.named(uid), cost=cost)
    check_sources(game, pi, pay, Pay(), rule)
    p = st.players[pi]
    game.phase = "run"
    game.push(("decide", pi, "main"))
    del souls[i]
    p.set_zone("souls", souls)
    objs = list(p.zone("soul_objs"))
    if i < len(objs):  # kept beside ``souls`` (engine.rules.eternal_soul)
        del objs[i]
        p.set_zone("soul_objs", objs)
    fields = list(p.field)
    before = levels_now(game)
    pay_cost(game, pi, fields, pay)
    fc = put_onto_field(game, pi, uid, fields, Pay())
    game.emit("deploy", pi, "eternal_revive", cards=(uid,), card=game.named(uid), cost=cost, rule=rule)
    notice.card_arrived(game, pi, fc, "deployed")
    check_depletion(game, Cause("payment", pi), before)


def legal(game, pi: int) -> list[Action]:
    st = game.state
    if st.step != "main" or st.turn_player != pi:
        return []
    out = []
    for i, uid in enumerate(st.players[pi].zone("souls")):
        card = game.card(uid)
        if card.ext and card.ext.get("revive") and auto_pay(game, pi, cost_to_pay(game, pi, card), 0) is not None:
            out.append(Action.raw(pi, "revive", (("card", f"souls[{i}]"), ("pay", "auto"))))
    return out


HANDLERS = {("main", "revive"): h_revive}
