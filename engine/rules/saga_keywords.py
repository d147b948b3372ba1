"""Battle Spirits Saga keyword effects that act (Saga chapter 11); the ones that are values are
read in ``engine.queries.saga_keywords`` (【Armor】) and by the battle (【Confront】).

【Crush: +m】 (Saga 11-11): when the spirit attacks, its owner discards from the top of the
opponent's Deck as many cards as its Lv plus m (only the largest m applies).
【Swift】 (Saga 11-9): the spirit is summoned in a Flash window, its cost paid and its cores placed
from the Reserve only.
"""
from __future__ import annotations

from ..actions import Action, parse_card_ref
from ..errors import IllegalAction
from ..queries.basics import level
from ..queries.saga_keywords import keyword_effects
from . import battle, play
from .priority import hand_over_priority

SWIFT = "Saga 11-9"


def on_attack(game, pi: int, fc) -> None:
    """After the attack is declared (Saga 7-1-1-2): 【Crush】 waits to resolve."""
    crush = keyword_effects(game, fc, "crush")
    if crush:
        m = max(e.get("plus", 0) for e in crush)  # Saga 11-11: only the largest applies
        game.push(("saga_crush", pi, fc.obj, m))


def task_crush(game, task) -> None:
    _, pi, obj, m = task
    owner, fc = game.find_obj(obj)
    if fc is None:  # the spirit has left the Field: its triggered effect does not resolve
        return
    n = level(game, fc) + m
    opp = game.state.players[1 - pi]
    milled = opp.deck[:n]
    del opp.deck[:n]
    opp.trash.extend(milled)  # discarded (Saga 10-2-1)
    game.emit("crush", pi, "saga_crush", cards=tuple(milled), card=game.named(fc.uid), n=len(milled),
              rule=game.ruleset.cite("11-11"))


def has_swift(card) -> bool:
    """Saga 10-13-1: away from the Field a keyword counts at any Lv."""
    return any(e.get("kind") == "keyword" and e.get("name") == "swift" for e in card.effects or ())


def plan_swift(game, a):
    """The plan of a 【Swift】 summon in a Flash window, or IllegalAction citing Saga 11-9."""
    owner, area, idx = parse_card_ref(a.get("card"), a.by, SWIFT)
    p = game.state.players[a.by]
    if owner != a.by or area != "hand" or not 0 <= idx < len(p.hand):
        raise IllegalAction.of("refuse_swift_hand", SWIFT)
    card = game.card(p.hand[idx])
    if not has_swift(card):
        raise IllegalAction.of("refuse_swift_none", SWIFT, card=game.named(p.hand[idx]))
    pl = play.plan(game, a, phase="main")
    for what in (pl.pay, pl.place):
        if what.field or what.soul not in (None, "reserve"):
            raise IllegalAction.of("refuse_swift_reserve", SWIFT)
    return pl


def h_swift_summon(game, a) -> None:
    pl = plan_swift(game, a)
    game.phase = "run"
    hand_over_priority(game, a.by)  # using a Flash effect passes the right to the other player (Saga 7-1-2-1)
    play.execute(game, pl)


def legal_flash(game) -> list:
    """A Flash window's actions, and the 【Swift】 summons payable from the Reserve."""
    out = battle.legal_flash(game)
    pi = game.decider
    p = game.state.players[pi]
    seen = set()
    for i, uid in enumerate(p.hand):
        card = game.card(uid)
        if card.is_spirit and card.id not in seen and has_swift(card):
            seen.add(card.id)
            a = Action.raw(pi, "summon", (("card", f"hand[{i}]"), ("pay", "auto"), ("place", "auto")))
            try:
                plan_swift(game, a)
            except IllegalAction:
                continue
            out.append(a)
    return out


HANDLERS = {("flash", "summon"): h_swift_summon}
TASKS = {"saga_crush": task_crush}
