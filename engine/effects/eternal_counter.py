"""Battle Spirits Eternal: 【Trigger Counter】 觸發反擊, "an effect that prevents a U-Trigger's Hit"
(E:用語集 觸發反擊; E:終極靈魂卡 ■U（終極）觸發).

The manual defines Trigger Counter only in its glossary. The project's reading (docs/eternal-effects.md,
docs/eternal-coverage.md): a card in the Hand with the keyword ``{kind: keyword, name: trigger_counter}``
(a Magic card) may be used when an opposing 【U-Trigger】 Hits, by paying its cost as any card from the
Hand (reduction by its owner's Field symbols). The Hit becomes a Guard: the "on Hit" part does not
resolve. Then the card's [Flash] effect (its ``declared`` effect, [Main] if it has no [Flash]) resolves
and the card goes to the Trash, as a used Magic card. Its owner is asked (``choose``: a card, or ``no``)
only when such a card can be paid for.
"""
from __future__ import annotations

from typing import NamedTuple

from ..events import Cause, Msg
from ..queries.cost import cost_to_pay, magic_timings
from ..verbs.leaving import check_depletion, levels_now
from ..verbs.payment import auto_pay, pay_cost
from .choices import ChoiceRequest, ask
from .frames import start_effect

R_COUNTER = "用語集 觸發反擊"
KEYWORD = "trigger_counter"


class CounterAsk(NamedTuple):
    player: int  # the player who may counter
    uid: int  # the Ultimate whose U-Trigger hit
    obj: int
    ctl: int
    label: object
    hit: tuple  # the "on Hit" steps
    that: object
    picks: tuple | None = None


def has_counter(card) -> bool:
    return any(e.get("kind") == "keyword" and e.get("name") == KEYWORD for e in card.effects or ())


def counters(game, pi: int) -> list[tuple[int, int]]:
    """(hand index, uid) of the cards in ``pi``'s Hand with 【Trigger Counter】 whose cost can be paid now."""
    p = game.state.players[pi]
    out = []
    for i, uid in enumerate(p.hand):
        card = game.card(uid)
        if has_counter(card) and auto_pay(game, pi, cost_to_pay(game, pi, card), 0) is not None:
            out.append((i, uid))
    return out


def offer(game, fr, hit_steps) -> bool:
    """A U-Trigger of ``fr`` hit: ask its opponent whether to answer with a Trigger Counter. True if asked
    (the answer resolves the Hit or the counter), False if no counter can be used."""
    opp = 1 - fr.ctl
    mine = counters(game, opp)
    if not mine:
        return False
    options = tuple((f"hand[{i}]", game.card(uid).name, uid) for i, uid in mine) + (("no", "no counter", -1),)
    ask(game, ChoiceRequest(opp, "may", Msg.of("eternal_ask_trigger_counter", card=game.named(fr.uid)),
                            options, 1, 1, (),
                            ("eternal_trigger_counter", CounterAsk(opp, fr.uid, fr.obj, fr.ctl, fr.label,
                                                                   tuple(hit_steps), fr.that), "picks")))
    return True


def task_counter(game, task) -> None:
    c: CounterAsk = task[1]
    pick = c.picks[0] if c.picks else -1
    p = game.state.players[c.player]
    if pick == -1 or pick not in p.hand:
        start_effect(game, c.uid, c.obj, c.ctl, c.label, c.hit, that=c.that)
        return
    card = game.card(pick)
    cost = cost_to_pay(game, c.player, card)
    pay = auto_pay(game, c.player, cost, 0)
    if pay is None:  # nothing changed since the question; kept for safety: the Hit stands
        start_effect(game, c.uid, c.obj, c.ctl, c.label, c.hit, that=c.that)
        return
    p.hand.remove(pick)
    before = levels_now(game)
    pay_cost(game, c.player, list(p.field), pay)
    game.emit("effect", c.player, "eternal_trigger_counter", cards=(pick, c.uid), card=game.named(pick),
              other=game.named(c.uid), n=cost, rule=game.ruleset.cite(R_COUNTER))
    timings = magic_timings(card) if card.is_magic else ()
    if timings:
        from .interpreter import start_magic

        start_magic(game, c.player, pick, "flash" if "flash" in timings else timings[0])
    else:
        p.trash.append(pick)
    check_depletion(game, Cause("payment", c.player), before)


TASKS = {"eternal_trigger_counter": task_counter}
