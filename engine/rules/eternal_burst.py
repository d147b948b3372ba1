"""Battle Spirits Eternal: the Burst Area (E:爆烈, E:主要階段的行動 設置爆裂, DIGEST E7/E8).

- Setting: in the Main Step, once per turn, a card with a Burst effect goes from the Hand (never the
  hand-side) face down into the Burst Area, at no cost; one already set is discarded to the Trash first
  (E:爆烈 ■爆烈的設置).
- Activation: when its condition happens (``Eternal.on_notice``), the set Burst waits; at the same
  timing as the effects that event triggers, the defending player's Bursts are asked first
  (E:FAQ-BURST Q5); its owner may activate it (or not, and use it when the condition happens again,
  Q2): it turns face up and its Burst effect resolves without paying its cost; a Magic Burst may then
  pay the card's cost to use its [Main] or [Flash] effect too; then it goes to the Trash
  (E:爆烈 ■爆烈的發動, ■其他效果的發揮（僅限魔法卡）).
- A Burst set while its condition's event resolves cannot use that event (Q4): only conditions that
  happen after it is set wake it.
- In a Flash Timing, Main effects cannot be used and Bursts are not activated at will (E:靈動時機的攻防).
"""
from __future__ import annotations

from typing import NamedTuple

from ..actions import Action, parse_card_ref
from ..effects.choices import ChoiceRequest, ask
from ..effects.frames import Frame
from ..effects.interpreter import start_magic
from ..errors import IllegalAction
from ..events import Cause, Label, Msg
from ..queries.cost import cost_to_pay, magic_timings
from ..verbs.leaving import check_depletion, levels_now
from ..verbs.notice import Trigger
from ..verbs.payment import auto_pay, pay_cost
from . import battle

BURST_OBJ = -1  # the object number of a Burst waiting or resolving: it is in no field
SET_MARK = "eternal_burst_set"  # GameState.once_used (cleared every turn): a Burst was set this turn
RULE_SET = "爆烈 ■爆烈的設置"
RULE_ACT = "爆烈 ■爆烈的發動"


class BurstAsk(NamedTuple):
    player: int
    uid: int
    index: int
    picks: tuple | None = None
    magic: tuple | None = None  # a Magic Burst's answer: pay the cost and use its effect too


def burst_effect(card):
    for i, eff in enumerate(card.effects or ()):
        if eff.get("kind") == "burst":
            return i, eff
    return None


def legal_set(game) -> list[Action]:
    pi = game.decider
    if (SET_MARK, pi) in game.state.once_used:
        return []
    p = game.state.players[pi]
    out, seen = [], set()
    for i, uid in enumerate(p.hand):
        card = game.card(uid)
        if card.id not in seen and burst_effect(card) is not None:
            seen.add(card.id)
            out.append(Action.raw(pi, "set_burst", (("card", f"hand[{i}]"),)))
    return out


def h_set_burst(game, a: Action) -> None:
    pi = a.by
    rs = game.ruleset
    owner, area, idx = parse_card_ref(a.get("card"), pi, rs.cite(RULE_SET))
    p = game.state.players[pi]
    if owner != pi or area != "hand":
        raise IllegalAction.of("refuse_eburst_hand", rs.cite(RULE_SET))
    if not 0 <= idx < len(p.hand):
        raise IllegalAction.of("refuse_et_no_hand", rs.cite(RULE_SET), i=idx, n=len(p.hand))
    uid = p.hand[idx]
    if burst_effect(game.card(uid)) is None:
        raise IllegalAction.of("refuse_eburst_none", rs.cite(RULE_SET), card=game.named(uid))
    if (SET_MARK, pi) in game.state.once_used:
        raise IllegalAction.of("refuse_eburst_once", rs.cite("主要階段的行動"))
    old = list(p.zone("burst"))
    p.hand.pop(idx)
    if old:  # ① the old one is discarded to the Trash, ② the new one is set
        p.trash.extend(old)
        game.emit("burst", pi, "eternal_burst_discarded", cards=tuple(old), card=game.named(old[0]),
                  rule=rs.cite(RULE_SET))
    p.set_zone("burst", [uid])
    game.state.once_used.append((SET_MARK, pi))
    game.emit("burst", pi, "eternal_burst_set", rule=rs.cite(RULE_SET))  # face down: not named
    game.phase = "run"
    game.push(("decide", pi, "main"))


# ---------------------------------------------------------------------- conditions
def notice(game, when: str, pi: int, fc, by) -> None:
    """An event happened to player ``pi`` (``when``: life_reduced, destroyed, summoned, attacking ...):
    the set Bursts whose condition it meets wait (``Trigger`` with ``BURST_OBJ``)."""
    st = game.state
    for bpi in (0, 1):
        burst = st.players[bpi].zone("burst")
        if not burst:
            continue
        uid = burst[0]
        found = burst_effect(st.cards[uid])
        if found is None:
            continue
        i, eff = found
        if _meets(game, eff["when"], bpi, when, pi, fc, by) and \
                not any(t.obj == BURST_OBJ and t.uid == uid for t in st.collected):
            st.collected.append(Trigger(uid, BURST_OBJ, bpi, i, None, Label("burst", "", game.named(uid)), st.moment))


def _meets(game, cond: str, bpi: int, when: str, pi: int, fc, by) -> bool:
    spirit = fc is not None and game.card(fc.uid).is_spirit
    if cond == "life_reduced":  # 自己的生命值減少後
        return when == "life_reduced" and pi == bpi
    if cond == "spirit_destroyed_by_opponent":  # 對手破壞自己的靈魂卡後 (BP comparison too, E:戰鬥步驟 ⑥)
        return when == "destroyed" and pi == bpi and spirit and by is not None and by != bpi
    if cond == "spirit_destroyed":  # 自己的靈魂卡被破壞後
        return when == "destroyed" and pi == bpi and spirit
    if cond == "opponent_attacks":  # 對手的靈魂卡攻擊後
        return when == "attacking" and pi != bpi
    if cond == "opponent_summons":  # 對手召喚靈魂卡後
        return when == "summoned" and pi != bpi and spirit
    return False


def rule_processing(game, flush) -> None:
    """Bursts are declared at the same timing as the effects their event triggered, the defending
    player's first (E:FAQ-BURST Q5); each declared one resolves before those effects."""
    st = game.state
    bursts = [t for t in st.collected if t.obj == BURST_OBJ]
    if bursts:
        st.collected = [t for t in st.collected if t.obj != BURST_OBJ]
    flush(game)
    if bursts:
        tp = st.turn_player
        bursts.sort(key=lambda t: t.player == tp)  # the defending player first
        for t in reversed(bursts):
            game.push(("eternal_burst", BurstAsk(t.player, t.uid, t.index)))


def task_burst(game, task) -> None:
    """E:爆烈 ■爆烈的發動: its owner decides whether to activate the waiting Burst (Q2: it is optional)."""
    b: BurstAsk = task[1]
    p = game.state.players[b.player]
    if b.uid not in p.zone("burst"):
        return
    named = game.named(b.uid)
    if b.picks is None:
        ask(game, ChoiceRequest(b.player, "may", Msg.of("eternal_ask_burst", card=named),
                                (("yes", "activate", True), ("no", "do not activate", False)), 1, 1, (),
                                ("eternal_burst", b, "picks")))
        return
    if not b.picks[0]:
        return
    eff = game.card(b.uid).effects[b.index]
    game.emit("burst", b.player, "eternal_burst_activated", cards=(b.uid,), card=named, rule=game.ruleset.cite(RULE_ACT))
    label = Label("burst", "", named)
    game.push(("eternal_burst_done", b), ("fx_start", Frame(b.uid, BURST_OBJ, b.player, label, tuple(eff["do"]))))


def task_burst_done(game, task) -> None:
    """After the Burst effect: a Magic Burst may pay its cost to use its [Main] or [Flash] effect too;
    either way the card goes to the Trash (E:爆烈 ■其他效果的發揮（僅限魔法卡）)."""
    b: BurstAsk = task[1]
    st = game.state
    p = st.players[b.player]
    if b.uid not in p.zone("burst"):
        return
    card = game.card(b.uid)
    has_effect = card.is_magic and any(e.get("kind") == "declared" for e in card.effects)
    pay = auto_pay(game, b.player, cost_to_pay(game, b.player, card), 0) if has_effect else None
    if pay is not None and b.magic is None:
        ask(game, ChoiceRequest(b.player, "may", Msg.of("eternal_ask_magic_burst", card=game.named(b.uid),
                                                        n=cost_to_pay(game, b.player, card)),
                                (("yes", "pay and use", True), ("no", "do not", False)), 1, 1, (),
                                ("eternal_burst_done", b, "magic")))
        return
    p.zone("burst").remove(b.uid)
    if pay is not None and b.magic and b.magic[0]:
        timing = "main" if "main" in magic_timings(card) else "flash"
        before = levels_now(game)
        pay_cost(game, b.player, list(p.field), pay)
        check_depletion(game, Cause("payment", b.player), before)
        game.emit("burst", b.player, "eternal_magic_burst", cards=(b.uid,), card=game.named(b.uid),
                  n=cost_to_pay(game, b.player, card), rule=game.ruleset.cite("爆烈 ■其他效果的發揮（僅限魔法卡）"))
        start_magic(game, b.player, b.uid, timing)
        return
    p.trash.append(b.uid)


def legal_flash(game) -> list:
    """A Flash Timing's actions (E:靈動時機的攻防): Standard's, and Magic at the hand-side (E:手元)."""
    from .eternal_hand_side import legal as hand_side
    from .eternal_manifest import legal as manifest

    from .eternal_soul import legal as souls

    return (battle.legal_flash(game) + hand_side(game, game.decider, "flash") + manifest(game, game.decider)
            + souls(game, game.decider, "flash"))


HANDLERS = {("main", "set_burst"): h_set_burst}
TASKS = {"eternal_burst": task_burst, "eternal_burst_done": task_burst_done}
