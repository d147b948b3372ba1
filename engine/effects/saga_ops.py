"""Steps of the effect language that Saga's rules need (Saga 4-6, 10-10, 12-2, 12-3).

- ``{op: x, max: N}`` (and ``min``): the effect's controller chooses X (Saga 4-6); every later
  step of the effect whose ``count`` or ``amount`` is ``x`` uses that number, the same value
  throughout the effect.
- ``{op: view, count: N, take: {selector}}``: the controller views the top N cards of their Deck
  (only they see them, Saga 12-3-1); a card meeting ``take`` may go to the Hand, and is revealed as
  it moves between the two private areas (Saga 12-2-1); the viewed cards stay in the Deck, which
  is then shuffled (Saga 12-3-2, 12-3-3).
- ``{op: attack_spirit, target: {...}}``: the attacking spirit (the effect's own card) attacks an
  opposing spirit, which blocks at once: its "when blocks" effects activate, and the battle
  goes on to the Flash window after the block (Saga 10-10-1).
"""
from __future__ import annotations

from typing import NamedTuple

from ..events import Msg
from ..queries import selectors
from ..state import EXHAUSTED, REFRESH
from ..verbs import notice
from .choices import ChoiceRequest, ask
from .targets import choose_targets


class Rewrite(NamedTuple):
    """A step's result that rewrites the rest of its effect (X chosen: ``count: x`` becomes a number)."""

    steps: tuple


def op_x(game, fr, step):
    lo, hi = step.get("min", 0), step["max"]
    if fr.picks is None:
        opts = tuple((str(n), str(n), n) for n in range(lo, hi + 1))
        ask(game, ChoiceRequest(fr.ctl, "x", Msg.of("saga_ask_x", label=fr.label), opts, 1, 1, (), ("fx", fr, "picks")))
        return None
    x = fr.picks[0]
    game.emit("effect", fr.ctl, "saga_x", cards=(fr.uid,), label=fr.label, x=x, rule=game.ruleset.cite("4-6"))
    later = tuple({**s, **{k: x for k in ("count", "amount") if s.get(k) == "x"}} for s in fr.steps[fr.pc + 1:])
    return True, Rewrite(fr.steps[:fr.pc + 1] + later)


def op_view(game, fr, step):
    pi = fr.ctl
    p = game.state.players[pi]
    n = min(step.get("count", 1), len(p.deck))
    if n == 0:
        return False, None
    viewed = p.deck[:n]
    take = step.get("take")
    if take is not None and fr.picks is None:
        match = [u for u in viewed if selectors.card_matches(game, take, game.card(u))]
        game.emit("view", pi, "saga_view", n=n, rule=game.ruleset.cite("12-3-1"))
        if match:
            opts = tuple((f"deck[{viewed.index(u)}]", game.card(u).name, (pi, "deck", u)) for u in match)
            ask(game, ChoiceRequest(pi, "take", Msg.of("ask_take", label=fr.label, n=1), opts, 0, 1, (),
                                    ("fx", fr, "picks")))
            return None
    taken = [t[2] for t in (fr.picks or ()) if t[2] in p.deck]
    for u in taken:  # Saga 12-2-1: moving between private areas on a condition, the card is revealed
        p.deck.remove(u)
        p.hand.append(u)
        game.emit("reveal", pi, "saga_reveal", cards=(u,), card=game.named(u), rule=game.ruleset.cite("12-2-1"))
    game.rng.shuffle(p.deck)  # Saga 12-3-3: the viewed area is shuffled
    if take is None:
        game.emit("view", pi, "saga_view", n=n, rule=game.ruleset.cite("12-3-3"))
    return bool(taken) or take is None, None


def op_attack_spirit(game, fr, step):
    b = game.state.battle
    ap, att = game.find_obj(b.attacker) if b is not None else (None, None)
    if att is None or att.obj != fr.obj or b.blocker is not None:
        return False, None  # only the attacking spirit's own effect, before a block
    sel = dict(step.get("target", {}), owner="opponent", type="spirit")
    targets = choose_targets(game, fr, sel, step)
    if targets is None:
        return None
    if not targets:
        return False, ()
    dp, blk = game.find_obj(targets[0][2])
    if blk is None:
        return False, ()
    agenda = game.agenda
    for t in [t for t in agenda if t in (("block",), ("flash", "pre_flash")) or (t[0] == "decide" and t[2] == "flash")]:
        agenda.remove(t)
    at = agenda.index(("battle_resolve",)) if ("battle_resolve",) in agenda else 0
    agenda.insert(at + 1, ("flash", "post_flash"))  # Saga 10-10-1: on to the Flash window after the block
    if blk.state == REFRESH:
        blk.state = EXHAUSTED
        notice.card_event(game, dp, blk, "exhausted")
    b.blocker = blk.obj
    game.emit("block", dp, "saga_attacks_spirit", cards=(att.uid, blk.uid), card=game.named(att.uid),
              other=game.named(blk.uid), rule=game.ruleset.cite("10-10-1"))
    notice.card_event(game, dp, blk, "blocking")  # "when blocks" effects activate as at a block
    game.ruleset.on_block(game, dp, att, blk)
    return True, (targets[0],)
