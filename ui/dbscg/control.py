"""The controller's gestures, clicks and keys in a game of the Dragon Ball Super Card Game (no Qt widgets, no
rules): ``ui.interaction.Interaction`` hands its calls here through ``ui.dbscg.table`` (``ui.games``). ``c`` is
the controller (it supplies ``game``, ``apply``, ``_apply``, ``refuse``, ``is_human``, ``changed`` and ``message``).

A drop becomes an engine action (``gestures.intent``); one that costs energy is shown first as a payment the
engine proposes (``proposal``), which the player may change by clicking energy and confirms with Enter. The
partial mulligan (5-2-1-6) is answered by clicking the hand cards to return, then the panel's button."""
from __future__ import annotations

from engine.actions import Action
from engine.errors import IllegalAction

from . import gestures as G
from . import words as W
from .proposal import DbProposal, paid_energy

QUICK = ("end_phase", "pass", "no_block")  # the big button and Space


def drag_targets(c, source) -> list:
    if c.proposal is not None:
        return []
    return G.legal_targets(c.game, source)


def drop(c, source, target) -> str:
    """A drop: "applied", "payment" (a payment is proposed), "rejected" or "noop"."""
    if c.proposal is not None:
        return "noop"
    res = G.intent(c.game, source, target)
    if res[0] == "noop":
        return "noop"
    if res[0] == "refuse":
        c.refuse(res[1])
        return "rejected"
    if res[0] == "hint":
        c.message.emit(W.t(W.DROP_HINT[res[1]]), "error")
        return "rejected"
    return propose(c, res[1])


def propose(c, action) -> str:
    """Apply ``action`` at once when it costs no energy; else show the engine's proposed payment."""
    try:
        energy = paid_energy(c.game, action)
    except IllegalAction as e:
        c.refuse(e)
        return "rejected"
    if not energy:
        return "applied" if c.apply(action) else "rejected"
    c.proposal = DbProposal(c.game, action, energy)
    c.changed.emit()
    return "payment"


def click_card(c, ref: str) -> bool:
    """A click on a card ("p1.energy[2]", "p1.hand[0]", "p2.battle[1]"): energy changes the payment shown; a
    hand card is picked for the mulligan; a card an effect's choice offers answers it."""
    g = c.game
    pr = c.proposal
    who, _, rest = ref.partition(".")
    pi = int(who[1:]) - 1 if who[:1] == "p" and who[1:].isdigit() else None
    if pr is not None:
        if pi == pr.player and rest.startswith("energy["):
            pr.toggle(int(rest[7:-1]))
            pr.error = g.why_illegal(pr.action())
            c.changed.emit()
            return True
        return False
    d = g.decision
    if d is None or not c.is_human(d.player):
        return False
    if d.kind == "mulligan" and pi == d.player and rest.startswith("hand["):
        i = int(rest[5:-1])
        c.db_picked = sorted(set(getattr(c, "db_picked", ())) ^ {i})
        c.changed.emit()
        return True
    if d.kind == "choose":
        k = choice_index(c, ref)
        if k is not None:
            for a in g.legal_actions():
                if list(a.get("choices") or ()) == [k]:
                    return c.apply(a)
    return False


def choice_index(c, ref: str):
    """The option of the effect's choice that a card stands for (its place, seen by the chooser), or None."""
    ch = getattr(c.game.state, "choice", None)
    if ch is None:
        return None
    for k, opt in enumerate(ch.options):
        if _same_place(str(opt), ref, ch.player):
            return k
    return None


def _same_place(opt: str, ref: str, chooser: int) -> bool:
    full = opt if opt.startswith("p") and "." in opt else f"p{chooser + 1}.{opt}"
    return full == ref


def choice_refs(c) -> list:
    """The cards to light: the energy a payment proposes, the hand cards picked for the mulligan, the cards a
    human's current choice may pick."""
    pr = c.proposal
    if pr is not None:
        return [f"p{pr.player + 1}.energy[{i}]" for i in pr.energy]
    d = c.game.decision
    if d is None or not c.is_human(d.player):
        return []
    if d.kind == "mulligan":
        return [f"p{d.player + 1}.hand[{i}]" for i in getattr(c, "db_picked", ())]
    ch = getattr(c.game.state, "choice", None)
    if d.kind != "choose" or ch is None:
        return []
    out = []
    for opt in ch.options:
        opt = str(opt)
        if "[" in opt or opt.endswith("leader"):
            out.append(opt if opt.startswith("p") and "." in opt else f"p{ch.player + 1}.{opt}")
    return out


def redraw(c) -> bool:
    """The partial mulligan with the hand cards picked (5-2-1-6)."""
    d = c.game.decision
    picked = list(getattr(c, "db_picked", ()))
    if d is None or d.kind != "mulligan" or not picked:
        return False
    c.db_picked = []
    return c.apply(Action(d.player, "redraw", cards=[f"hand[{i}]" for i in picked]))


def double_click(c, source) -> None:
    """A double-click: a hand card is played (as a drop on the Battle Area); the Leader or a Battle card with
    one skill to activate now activates it ([Awaken] on the Leader)."""
    if c.proposal is not None or not c.is_human(source[1]):
        return
    if source[0] == "hand":
        drop(c, source, ("battle", source[1]))
    elif source[0] in ("card", "leader"):
        acts = activations(c, source)
        if len(acts) == 1:
            propose(c, acts[0])


def activations(c, source) -> list:
    g = c.game
    if g.decision is None or source[0] not in ("card", "leader"):
        return []
    place = "leader" if source[0] == "leader" else f"battle[{source[2]}]"
    return [a for a in g.legal_actions() if a.do == "activate" and a.by == source[1] and a.get("card") == place]


def context_actions(c, source) -> list:
    """The right-click menu: a hand card's plays in another mode ([Evolve], [Over Realm], [Union-Potara]: a drag
    takes the plain play first), the Leader's and a Battle card's skills to activate."""
    out = []
    if c.proposal is None and source[0] == "hand":
        for a in G.actions_of(c.game, source):
            mode = a.get("mode")
            if mode is not None:
                label = W.action_text(c.game, a) + f" ({W.mode_word(mode)}" + (
                    f" → {W.card_at(c.game, a.by, a.get('onto'))})" if a.get("onto") else ")")
                out.append((label[:1].upper() + label[1:], lambda a=a: propose(c, a)))
    if c.proposal is None:
        for a in activations(c, source):
            label = W.action_text(c.game, a)
            if a.get("effect") is not None:
                label += f" ({a.get('effect')})"
            out.append((label[:1].upper() + label[1:], lambda a=a: propose(c, a)))
    return out


def confirm(c) -> bool:
    pr = c.proposal
    if pr is None:
        return False
    try:
        c._apply(pr.action(), "human")
    except IllegalAction as e:
        pr.error = e
        c.refuse(e)
        c.changed.emit()
        return False
    c._after_change()
    return True


def quick_action(c):
    """The action of the big button and Space: end the Main Phase, pass a timing, don't charge, don't block."""
    for a in c.game.legal_actions():
        if a.do in QUICK:
            return a
    return None
