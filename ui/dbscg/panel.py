"""The side panel in a game of the Dragon Ball Super Card Game (``ui.panels.decision_panel.DecisionPanel``
hands its refresh here through ``ui.dbscg.table``, ``ui.games``): what the game waits for and the buttons that
answer it, the energy payment being proposed, the battle under way with both cards' power, the Combo Areas, the
timings pending (a counter timing, a declared card waiting, [Counter]s to resolve) and the last damage taken. The
game's own sentences are the engine's (``engine/dbscg/words.py``); the rest is ``ui.dbscg.words``."""
from __future__ import annotations

from engine.dbscg.choices import option_number

from .. import i18n
from ..gestures import cited_rule
from . import control
from . import words as W


def refresh(panel) -> None:
    """Rebuild ``panel`` (a DecisionPanel) from its controller."""
    from ..panels.decision_panel import translate

    c = panel.c
    g = c.game
    st = g.state
    d = g.decision
    if d is not None and d.kind == "mulligan":
        panel.header.setText(translate("DecisionPanel", "Before the game · set-up"))
    else:
        header = (translate("DecisionPanel", "Turn {turn} · Your turn · {step}") if panel.names.get(st.turn_player) == "You"
                  else translate("DecisionPanel", "Turn {turn} · {name}'s turn · {step}"))
        panel.header.setText(header.format(turn=st.turn, name=panel._who(st.turn_player),
                                           step=i18n.step_name(g.ruleset, st.step)))
    panel.error.setVisible(False)
    if c.proposal is not None:
        _payment(panel)
    elif g.is_over:
        w = g.winner
        panel.title.setText(translate("DecisionPanel", "Draw") if w == "draw" else translate("DecisionPanel", "You win!")
                            if panel.names.get(w) == "You" else
                            translate("DecisionPanel", "{name} wins!").format(name=panel._who(w)))
        panel.detail.setText(next((i18n.event_line(e) for e in reversed(c.events) if e.kind == "game_over"), ""))
        from ..panels.decision_panel import _button

        panel._add(_button(translate("DecisionPanel", "New game…"),
                           lambda: panel.on_new_game and panel.on_new_game(), True, "newGame"))
    else:
        _decision(panel)
    _battle(panel, g)
    _pending(panel, g)


def _decision(panel) -> None:
    from ..panels.decision_panel import _button, translate

    c = panel.c
    g = c.game
    d = g.decision
    if d is None:
        panel.title.setText("…")
        panel.detail.setText("")
        return
    what = W.t(W.WHAT.get(d.kind, W.WHAT["choose"]))
    if not c.is_human(d.player):
        panel.title.setText(f"{panel._who(d.player)} — {what}")
        panel.detail.setText(translate("DecisionPanel", "{name} is thinking…").format(name=panel._who(d.player)))
        return
    panel.title.setText(f"{panel._who(d.player)}: {what}" if len(c.humans()) > 1
                        else translate("DecisionPanel", "Your move — {what}").format(what=what))
    hint = W.t(W.HINT.get(d.kind, ""))
    legal = g.legal_actions()
    if d.kind == "choose":
        ch = g.state.choice
        if ch is not None:
            if all(option_number(o) is not None for o in ch.options):  # a "Choose X": no card to click
                hint = W.t(W.HINT["choose_option"])
            hint = i18n.msg_text(ch.prompt) + "\n" + hint
        panel.detail.setText(hint)
        for a in legal:
            picks = list(a.get("choices") or ())
            text = ", ".join(W.option_text(g, a.by, ch.options[k]) for k in picks) if ch is not None and picks \
                else W.t(W.CHOOSE_NONE)
            text = text[:1].upper() + text[1:]  # "Option 2: Switch up to 1 ..."
            panel._add(_button(text, lambda a=a: c.apply(a), not picks, "choose:" + ",".join(map(str, picks))))
        return
    panel.detail.setText(hint)
    if d.kind == "mulligan":
        picked = list(getattr(c, "db_picked", ()))
        b = _button(W.t(W.REDRAW).format(n=len(picked)) if picked else W.t(W.REDRAW_NONE),
                    lambda: control.redraw(c), False, "redraw")
        b.setEnabled(bool(picked))
        panel._add(b)
    quick = control.quick_action(c)
    for a in legal:
        if a.do == "keep":
            panel._add(_button(W.t(W.LABEL["keep"]), lambda a=a: c.apply(a), True, "keep"))
    if quick is not None:
        label = W.t(W.CHARGE_PASS) if d.kind == "charge" else W.t(W.LABEL[quick.do])
        panel._add(_button(f"{label}   [Space]", lambda a=quick: c.apply(a), True, quick.do))


def _payment(panel) -> None:
    from ..panels.decision_panel import QHBoxLayout, _button, translate

    c = panel.c
    g = c.game
    pr = c.proposal
    panel.title.setText(pr.title)
    panel.detail.setText(pr.summary(g) + "\n\n" + W.t(W.PAY_HOW))
    if pr.error is not None:
        panel.error.setText(translate("DecisionPanel", "{reason} (rule {rule})").format(
            reason=i18n.refusal(pr.error), rule=cited_rule(g, pr.error.rule)))
        panel.error.setVisible(True)
    row = QHBoxLayout()
    ok = _button(translate("DecisionPanel", "Confirm") + "   [Enter]", c.confirm, True, "confirm")
    ok.setEnabled(pr.error is None)
    row.addWidget(ok)
    row.addWidget(_button(translate("DecisionPanel", "Cancel") + "   [Esc]", c.cancel, False, "cancel"))
    panel.buttons.addLayout(row)


def _slot_name(g, pi: int, obj: int) -> tuple[str, int]:
    """(name, power) of the Leader (obj of the Leader, or 0) or the Battle card with that object number."""
    from .words import shown_card

    p = g.state.players[pi]
    for s in ([p.leader] if p.leader is not None else []) + list(p.battle):
        if s.obj == obj or (obj == 0 and s is p.leader):
            return i18n.card_name(shown_card(g, s)), g.bp(s)
    return W.t(W.A_CARD), 0


def _battle(panel, g) -> None:
    b = g.state.battle
    lines = []
    if b is not None:
        a_name, a_pow = _slot_name(g, *b.attacker)
        t_name, t_pow = _slot_name(g, *b.guard)
        lines.append("⚔ " + W.t(W.BATTLE).format(card=a_name, power=f"{a_pow:,}", target=t_name, tpower=f"{t_pow:,}"))
        if b.blocked:
            lines.append("◈ " + W.t(W.GUARD).format(card=t_name))
        lines.append(W.t(W.STEP).format(step=i18n.step_name(g.ruleset, b.step)))
    for pi, p in enumerate(g.state.players):
        if p.combo:
            cards = [g.card(u) for u in p.combo]
            lines.append("✚ " + W.t(W.COMBO_LINE).format(name=panel._who(pi), cards=", ".join(
                i18n.card_name(x) for x in cards), power=f"{sum(x.combo_power for x in cards):,}"))
    dmg = _last_damage(panel.c)
    if dmg is not None:
        lines.append("♥ " + W.t(W.DAMAGE_LINE).format(name=panel._who(dmg[0]), n=dmg[1]))
    panel.battle.setText("\n".join(lines))
    panel.battle.setVisible(bool(lines))


def _pending(panel, g) -> None:
    st = g.state
    lines = []
    if st.window is not None:
        lines.append("⏳ " + W.t(W.WINDOW).format(name=panel._who(st.window[1])))
    for pi, uid, *_ in st.held:
        lines.append("… " + W.t(W.HELD).format(card=i18n.card_name(g.card(uid))))
    for pi, uid, *_ in st.counters:
        lines.append("… " + W.t(W.COUNTERS).format(card=i18n.card_name(g.card(uid))))
    panel.pending.setText(W.t(W.WAITING) + "\n" + "\n".join(lines) if lines else "")
    panel.pending.setVisible(bool(lines))


def _last_damage(c):
    """(player, n) of the damage taken this turn into the hand, the latest, or None."""
    g = c.game
    for e in reversed(c.events):
        if e.turn != g.state.turn:
            return None
        if e.kind == "damage" and not e.params.get("critical"):
            return e.player, e.params.get("n", 1)
    return None
