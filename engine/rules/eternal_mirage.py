"""Battle Spirits Eternal: Mirages 幻象 (E:幻象, E:主要階段的行動 設置幻影).

- Setting: in the Main Step, once per turn, a card with 《幻象》 goes face up from the Hand (never the
  hand-side) to the Burst Area, paying its Mirage cost (reduced by the Field's symbols as any cost),
  with no cores on it (E:幻象 ■幻象的設置).
- One Mirage at a time: setting another returns the old one to the Hand after the new one is paid
  (E:幻象 ■替換幻象卡); a set Mirage cannot be removed otherwise.
- Its 【設置中】 effects (``set: true`` continuous effects) work while it is set; its symbols do not
  count for reduction and effects on field cards do not reach it (E:幻象 ■爆烈區與幻象卡).
"""
from __future__ import annotations

from ..actions import Action, parse_card_ref
from ..costs import parse_pay, reduced_cost
from ..errors import IllegalAction
from ..events import Cause, Named
from ..queries.basics import field_symbols
from ..verbs.leaving import check_depletion, levels_now
from ..verbs.payment import auto_pay, check_sources, pay_cost

SET_MARK = "eternal_mirage_set"
R_SET = "幻象 ■幻象的設置"
R_SWAP = "幻象 ■替換幻象卡"


def _mirage(card):
    return card.ext.get("mirage") if card.ext else None


def mirage_cost(game, pi: int, card) -> int:
    m = _mirage(card)
    return reduced_cost(m["cost"], tuple(m.get("reduction", ())), field_symbols(game, pi))


def legal_set(game) -> list[Action]:
    pi = game.decider
    if (SET_MARK, pi) in game.state.once_used:
        return []
    p = game.state.players[pi]
    out, seen = [], set()
    for i, uid in enumerate(p.hand):
        card = game.card(uid)
        if card.id in seen or _mirage(card) is None:
            continue
        seen.add(card.id)
        if auto_pay(game, pi, mirage_cost(game, pi, card), 0) is not None:
            out.append(Action.raw(pi, "set_mirage", (("card", f"hand[{i}]"), ("pay", "auto"))))
    return out


def h_set_mirage(game, a: Action) -> None:
    pi = a.by
    rs = game.ruleset
    p = game.state.players[pi]
    owner, area, idx = parse_card_ref(a.get("card"), pi, rs.cite(R_SET))
    if owner != pi or area != "hand" or not 0 <= idx < len(p.hand):
        raise IllegalAction.of("refuse_mirage_hand", rs.cite(R_SET))
    uid = p.hand[idx]
    card = game.card(uid)
    if _mirage(card) is None:
        raise IllegalAction.of("refuse_mirage_none", rs.cite(R_SET), card=Named(-1, card.id, card.name))
    if (SET_MARK, pi) in game.state.once_used:
        raise IllegalAction.of("refuse_mirage_once", rs.cite("主要階段的行動"))
    cost = mirage_cost(game, pi, card)
    spec = a.get("pay", "auto")
    rule = rs.rejection_rule("11-1-1-5")
    if spec == "auto":
        pay = auto_pay(game, pi, cost, 0)
        if pay is None:
            raise IllegalAction.of("refuse_mirage_cost", rule, card=Named(-1, card.id, card.name), cost=cost)
    else:
        pay = parse_pay(spec, rule)
        if pay.total != cost:
            raise IllegalAction.of("refuse_mirage_offered", rule, cost=cost, offered=pay.total)
    from ..costs import Pay

    check_sources(game, pi, pay, Pay(), rule)
    old = list(p.zone("mirage"))
    p.hand.pop(idx)
    before = levels_now(game)
    pay_cost(game, pi, list(p.field), pay)
    if old:  # ③ the old Mirage returns to the Hand, ④ the new one is set
        p.hand.extend(old)
        game.emit("mirage", pi, "eternal_mirage_returned", cards=tuple(old), card=game.named(old[0]),
                  rule=rs.cite(R_SWAP))
    p.set_zone("mirage", [uid])
    game.state.once_used.append((SET_MARK, pi))
    game.emit("mirage", pi, "eternal_mirage_set", cards=(uid,), card=game.named(uid), cost=cost, rule=rs.cite(R_SET))
    game.phase = "run"
    game.push(("decide", pi, "main"))
    check_depletion(game, Cause("payment", pi), before)


HANDLERS = {("main", "set_mirage"): h_set_mirage}
