"""Attacks and battles (8-1): declaration, Flash Timings, block, BP comparison, Life."""
from __future__ import annotations

from ..actions import Action, parse_card_ref
from ..errors import IllegalAction
from ..events import Cause
from ..queries import continuous
from ..queries import eternal, eternal_mech
from ..queries.basics import extra_symbols
from ..state import EXHAUSTED, REFRESH, Battle
from ..verbs import notice
from ..verbs.leaving import destroy
from ..verbs.life import reduce_life
from . import play
from .activate import legal_activations
from .priority import hand_over_priority


def bp(game, fc) -> int:
    """Current BP: the BP of the current Lv (2-8-4) with continuous and duration effects."""
    return continuous.bp(game, fc)


def symbols(game, fc) -> int:
    """Symbols on a Spirit, EX symbols included (2-10, DIGEST A14), and those effects give it."""
    base = len(game.card(fc.uid).symbols) if not fc.under else len(eternal.symbols(game, fc))  # a fused Brave's (Eternal)
    return base + (len(extra_symbols(game, fc)) if game.state.mods else 0)


def _can_fight(game, pi, fc, what: str) -> bool:
    return (fc.state == REFRESH and fc.pending is None and _fighter(game, fc)
            and not continuous.restricted(game, pi, fc, what))


def _fighter(game, fc) -> bool:
    """A Spirit (an Ultimate, a Brave in spirit state), or an Eternal Grand Walker in 【轉神】."""
    card = game.card(fc.uid)
    if card.kinds and eternal_mech.demon_spirit_state(game, fc):
        return False  # a Demon-God Brave in spirit state neither attacks nor blocks (E:異魔神合體卡)
    return card.is_spirit or (bool(card.ext) and "divine" in card.ext and eternal_mech.divine_active(game, fc))


# ---------------------------------------------------------------------- attack step decisions
def legal_attack(game) -> list[Action]:
    pi = game.decider
    out = [Action.raw(pi, "end_step")]
    for i, fc in enumerate(game.state.players[pi].field):
        if _can_fight(game, pi, fc, "attack"):
            out.append(Action.raw(pi, "attack", (("with", f"field[{i}]"),)))
    return out


def _own_spirit(game, a, verb: str, rule: str):
    owner, area, idx = parse_card_ref(a.get("with"), a.by, rule)
    p = game.state.players[a.by]
    if owner != a.by or area != "field":
        raise IllegalAction.of("refuse_not_own_spirit", rule, verb=verb)
    if idx >= len(p.field):
        raise IllegalAction(f"there is no field[{idx}]", rule)
    fc = p.field[idx]
    card = game.card(fc.uid)
    if not _fighter(game, fc):
        raise IllegalAction.of("refuse_nexus_fight", "3-2-3", card=game.named(fc.uid), verb=verb)
    if fc.pending is not None:
        raise IllegalAction.of("refuse_pending_fight", "10-2-2-4", card=game.named(fc.uid))
    if fc.state != REFRESH:
        raise IllegalAction.of("refuse_not_refreshed", rule, card=game.named(fc.uid), state=fc.state, verb=verb)
    if continuous.restricted(game, a.by, fc, verb):
        raise IllegalAction.of("refuse_restricted", "9-2-3", card=game.named(fc.uid), verb=verb)
    return fc


def h_attack(game, a: Action) -> None:
    fc = _own_spirit(game, a, "attack", "8-1-1-1")
    fc.state = EXHAUSTED  # 8-1-1-1: exhaust, then declare
    st = game.state
    st.battle = Battle(fc.obj)
    card = game.card(fc.uid)
    game.emit("attack", a.by, cards=(fc.uid,), card=game.named(fc.uid), bp=bp(game, fc))
    notice.card_event(game, a.by, fc, "attacking")  # 8-1-1-2
    notice.card_event(game, a.by, fc, "exhausted")
    game.phase = "run"
    game.push(("decide", a.by, "attack"), ("battle_end",), ("battle_resolve",), ("block",), ("flash", "pre_flash"))
    game.ruleset.on_attack(game, a.by, fc)  # a ruleset's own attack effects (Saga 【Crush】)


def task_flash(game, task) -> None:
    """8-1-2-1 / 8-1-4-1: the defending player has the right first."""
    b = game.state.battle
    b.stage = task[1]
    b.priority = 1 - game.state.turn_player
    b.passes = 0
    game.decide(b.priority, "flash")


def legal_flash(game) -> list[Action]:
    pi = game.decider
    return [Action.raw(pi, "pass")] + play.affordable_from_hand(game, pi, "flash") + legal_activations(game, pi, "flash")


def h_pass(game, a: Action) -> None:
    b = game.state.battle
    b.passes += 1
    game.emit("pass", a.by)
    if b.passes >= 2:  # two consecutive passes end the Flash Timing
        game.phase = "run"
    else:
        b.priority = 1 - b.priority
        game.decide(b.priority, "flash")


def h_flash_use(game, a: Action) -> None:
    pl = play.plan(game, a)
    game.phase = "run"
    hand_over_priority(game, a.by)
    play.execute(game, pl)


def task_block(game, task) -> None:
    game.decide(1 - game.state.turn_player, "block")


def legal_block(game) -> list[Action]:
    pi = game.decider
    out = []
    for i, fc in enumerate(game.state.players[pi].field):
        if _can_fight(game, pi, fc, "block") and game.ruleset.block_refusal(game, fc) is None:
            out.append(Action.raw(pi, "block", (("with", f"field[{i}]"),)))
    if not (out and _clash(game)):
        out.insert(0, Action.raw(pi, "no_block"))
    return out


def _clash(game) -> bool:
    """[Clash] (DIGEST A13): while a Spirit with it attacks, the opponent must block if able (the
    ruleset names the keyword: ``Ruleset.must_block``)."""
    _, att = game.find_obj(game.state.battle.attacker)
    return (att is not None and att.pending is None
            and continuous.has_keyword(game, att, game.ruleset.must_block[0]))


def h_block(game, a: Action) -> None:
    fc = _own_spirit(game, a, "block", "8-1-3-1")
    refusal = game.ruleset.block_refusal(game, fc)
    if refusal is not None:
        raise IllegalAction(*refusal)
    fc.state = EXHAUSTED
    game.state.battle.blocker = fc.obj
    game.emit("block", a.by, cards=(fc.uid,), card=game.named(fc.uid), bp=bp(game, fc))
    notice.card_event(game, a.by, fc, "blocking")  # 8-1-3-2
    notice.card_event(game, a.by, fc, "exhausted")
    game.phase = "run"
    game.push(("flash", "post_flash"))
    _, att = game.find_obj(game.state.battle.attacker)
    if att is not None:
        game.ruleset.on_block(game, a.by, att, fc)  # a ruleset's own block effects (Saga 【Gale】)


def h_no_block(game, a: Action) -> None:
    if _clash(game) and any(x.do == "block" for x in legal_block(game)):
        _kw, words, rule = game.ruleset.must_block
        raise IllegalAction.of("refuse_must_block", rule, keyword=words)
    game.emit("no_block", a.by)
    game.phase = "run"


def task_resolve(game, task) -> None:
    """8-1-5: 'During Battle Resolution' effects activate first (8-1-5-1); then, unblocked,
    Life is reduced by the attacker's symbols; blocked, BP are compared."""
    if len(task) == 1:
        game.push(("battle_resolve", "result"))
        notice.timing(game, "battle_resolution")
        return
    st = game.state
    b = st.battle
    tp = st.turn_player
    ap, att = game.find_obj(b.attacker)
    attacker_here = att is not None and att.pending is None
    if b.blocker is None:
        if not attacker_here:  # DIGEST A3: no attacker, no symbols to count
            game.emit("battle", tp, "battle_no_attacker")
            return
        before = st.players[1 - tp].life_count()
        reduce_life(game, 1 - tp, symbols(game, att), Cause("attack", tp, game.named(att.uid)))
        game.ruleset.after_damage(game, tp, att, before - st.players[1 - tp].life_count())  # Saga 【Blessed】
        return
    dp, blk = game.find_obj(b.blocker)
    if not attacker_here or blk is None or blk.pending is not None:  # 8-1-5-2-1
        game.emit("battle", tp, "battle_left")
        return
    game.ruleset.on_blocked_resolution(game, tp, att, blk)  # a ruleset's own effects (Saga 【Curse】)
    abp, dbp = bp(game, att), bp(game, blk)
    game.emit("battle", tp, "bp_compare", cards=(att.uid, blk.uid), card=game.named(att.uid), bp=abp,
              other=game.named(blk.uid), other_bp=dbp)
    if abp <= dbp:
        destroy(game, tp, att, 1 - tp, Cause("bp", a=abp, b=dbp))
    if dbp <= abp:
        destroy(game, 1 - tp, blk, tp, Cause("bp", a=dbp, b=abp))


def task_battle_end(game, task) -> None:
    """8-1-7: end-of-battle effects trigger; 'during this battle' effects end; the turn
    player acts again."""
    if task[1:] == ():
        notice.timing(game, "battle_end")
        game.push(("battle_end", "over"))
        game.ruleset.at_battle_end(game)  # a ruleset's own end-of-battle effects (Saga 【Curse】)
        return
    st = game.state
    st.battle = None
    if st.mods:
        st.mods = [m for m in st.mods if m[3] != "battle"]
    game.ruleset.after_battle(game)  # a ruleset's "after the battle" effects (Eternal E26)


HANDLERS = {
    ("attack", "attack"): h_attack,
    ("flash", "pass"): h_pass, ("flash", "use"): h_flash_use,
    ("block", "block"): h_block, ("block", "no_block"): h_no_block,
}
TASKS = {"flash": task_flash, "block": task_block, "battle_resolve": task_resolve, "battle_end": task_battle_end}
