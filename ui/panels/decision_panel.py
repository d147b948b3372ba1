"""What the game waits for, from whom, with the buttons that answer it; the payment being proposed;
the battle in progress; the cards in a pending state. Rebuilt from the controller after every change, in the
current language (``ui.i18n``): fixed texts are Qt translations (context ``DecisionPanel``), prompts and
effect labels the engine's words. A payment's summary and rejection reasons are English still."""
from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from engine.actions import Action
from engine import words
from engine.places import index_in

from .. import i18n
from ..gestures import cited_rule
from .ruleset_words import word
from .wrap_button import WrapButton

C = "DecisionPanel"  # the translation context
PENDING = {"destroyed": QT_TRANSLATE_NOOP("DecisionPanel", "destroyed"),
           "depleted": QT_TRANSLATE_NOOP("DecisionPanel", "depleted"),
           "to_hand": QT_TRANSLATE_NOOP("DecisionPanel", "returning to Hand"),
           "to_deck": QT_TRANSLATE_NOOP("DecisionPanel", "returning to Deck")}
HINT = {
    "main": QT_TRANSLATE_NOOP("DecisionPanel", "Drag a card from your Hand onto your Field to summon, deploy or "
                              "use it. Drag cores between your Reserve and your cards (Shift: all, Ctrl: how "
                              "many; right-click the Soul Core to swap it)."),
    "attack": QT_TRANSLATE_NOOP("DecisionPanel", "Drag a refreshed Spirit toward your opponent's side to attack "
                                "with it (press anywhere on the card, its cores too)."),
    "flash": QT_TRANSLATE_NOOP("DecisionPanel", "Flash Timing: drag a Magic card with [Flash] onto the table to "
                               "use it, or pass."),
    "block": QT_TRANSLATE_NOOP("DecisionPanel", "Drag one of your refreshed Spirits onto the attacker to block, "
                               "or don't block."),
    "first": QT_TRANSLATE_NOOP("DecisionPanel", "You won rock-paper-scissors: choose to go first or second."),
    "redraw": QT_TRANSLATE_NOOP("DecisionPanel", "Keep this Hand, or shuffle it back and draw a new one (once)."),
    "choose": QT_TRANSLATE_NOOP("DecisionPanel", "Choose an answer."),
}
LABEL = {"end_step": QT_TRANSLATE_NOOP("DecisionPanel", "End step"), "pass": QT_TRANSLATE_NOOP("DecisionPanel", "Pass"),
         "no_block": QT_TRANSLATE_NOOP("DecisionPanel", "No block"),
         "go_first": QT_TRANSLATE_NOOP("DecisionPanel", "Go first"),
         "go_second": QT_TRANSLATE_NOOP("DecisionPanel", "Go second"),
         "keep": QT_TRANSLATE_NOOP("DecisionPanel", "Keep hand"),
         "redraw": QT_TRANSLATE_NOOP("DecisionPanel", "Redraw hand")}
KEY = {"end_step": "Space", "pass": "Space", "no_block": "Space"}
ZONE_WORD = {"hand": QT_TRANSLATE_NOOP("DecisionPanel", "Hand"), "field": QT_TRANSLATE_NOOP("DecisionPanel", "Field"),
             "trash": QT_TRANSLATE_NOOP("DecisionPanel", "Trash"),
             "removed": QT_TRANSLATE_NOOP("DecisionPanel", "Removed cards"),
             "deck": QT_TRANSLATE_NOOP("DecisionPanel", "Deck"), "life": QT_TRANSLATE_NOOP("DecisionPanel", "Life"),
             "reserve": QT_TRANSLATE_NOOP("DecisionPanel", "Reserve")}
WHAT = {"flash": QT_TRANSLATE_NOOP("DecisionPanel", "Flash Timing"),
        "block": QT_TRANSLATE_NOOP("DecisionPanel", "Block?"),
        "first": QT_TRANSLATE_NOOP("DecisionPanel", "Who goes first?"),
        "redraw": QT_TRANSLATE_NOOP("DecisionPanel", "Redraw?"), "choose": QT_TRANSLATE_NOOP("DecisionPanel", "Choose")}


translate = QCoreApplication.translate  # translate("DecisionPanel", "literal"): pyside6-lupdate finds it


def _t(source: str) -> str:
    """A text marked with QT_TRANSLATE_NOOP above, translated now."""
    return QCoreApplication.translate(C, source)


def _button(text: str, slot, primary: bool = False, name: str = "") -> QPushButton:
    b = WrapButton(text)  # a long label wraps: it never widens the side panel
    b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    b.setCursor(Qt.CursorShape.PointingHandCursor)
    b.setProperty("primary", primary)
    b.setObjectName(name or text)
    b.clicked.connect(lambda _=False: slot())
    return b


class DecisionPanel(QWidget):
    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.c = controller
        self.names = {0: "p1", 1: "p2"}
        self.on_new_game = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(8)
        self.header = QLabel()
        self.header.setObjectName("header")
        self.header.setWordWrap(True)  # "Turn 12 · Bot (strong)'s turn · Second Main Step" fits too
        self.box = QFrame()
        self.box.setObjectName("decision")
        bl = QVBoxLayout(self.box)
        bl.setContentsMargins(12, 10, 12, 12)
        self.title = QLabel()
        self.title.setObjectName("title")
        self.title.setWordWrap(True)
        self.detail = QLabel()
        self.detail.setObjectName("detail")
        self.detail.setWordWrap(True)
        self.error = QLabel()
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.buttons = QVBoxLayout()
        self.buttons.setSpacing(6)
        for w in (self.title, self.detail, self.error):
            bl.addWidget(w)
        bl.addLayout(self.buttons)
        self.battle = QLabel()
        self.battle.setObjectName("battle")
        self.battle.setWordWrap(True)
        self.pending = QLabel()
        self.pending.setObjectName("pending")
        self.pending.setWordWrap(True)
        for w in (self.header, self.box, self.battle, self.pending):
            lay.addWidget(w)
        lay.addStretch(1)  # room the scroll area has beyond its content stays below it: the header keeps its place

    # ------------------------------------------------------------------ refresh
    def refresh(self) -> None:
        c = self.c
        g = c.game
        st = g.state
        self._clear()
        from ..games import own_table

        if (t := own_table(g)) is not None:  # another game's own panel (the DBSCG: ui.dbscg.panel)
            t.refresh_panel(self)
            return
        who = self._who(st.turn_player)
        if g.ruleset.in_preparation(g):
            self.header.setText(translate("DecisionPanel", "Before the game · set-up"))
        else:
            header = (translate("DecisionPanel", "Turn {turn} · Your turn · {step}") if self.names.get(st.turn_player) == "You" else
                      translate("DecisionPanel", "Turn {turn} · {name}'s turn · {step}"))
            self.header.setText(header.format(turn=st.turn, name=who, step=i18n.step_name(g.ruleset, st.step)))
        self.error.setVisible(False)
        if c.proposal is not None:
            self._payment()
        elif g.is_over:
            w = g.winner
            draw, you_win = translate("DecisionPanel", "Draw"), translate("DecisionPanel", "You win!")
            self.title.setText(draw if w == "draw" else you_win if self.names.get(w) == "You"
                               else translate("DecisionPanel", "{name} wins!").format(name=self._who(w)))
            self.detail.setText(next((i18n.event_line(e) for e in reversed(c.events) if e.kind == "game_over"), ""))
            self._add(_button(translate("DecisionPanel", "New game…"),
                              lambda: self.on_new_game and self.on_new_game(), True, "newGame"))
        else:
            self._decision()
        self._battle(g)
        self._pending(g)

    def _who(self, p) -> str:
        return i18n.who(self.names.get(p, f"p{p + 1}"))

    def _object(self, p) -> str:
        """A player's name where a sentence ends on it ("... attacks you"; "You" is a name only at the start)."""
        name = self._who(p)
        return "you" if name == "You" else name

    def _decision(self) -> None:
        g = self.c.game
        d = g.decision
        if d is None:
            self.title.setText("…")
            self.detail.setText("")
            return
        kind = d.kind
        what = (i18n.step_name(g.ruleset, g.state.step) if kind in ("main", "attack")
                else word(g.ruleset, f"{kind}_what") or _t(WHAT[kind]))
        if kind == "flash" and g.state.battle is not None:
            after = g.state.battle.stage == "post_flash"
            what += (translate("DecisionPanel", " (after the block)") if after
                     else translate("DecisionPanel", " (before the block)"))
        if not self.c.is_human(d.player):
            self.title.setText(f"{self._who(d.player)} — {what}")
            self.detail.setText(translate("DecisionPanel", "{name} is thinking…").format(name=self._who(d.player)))
            return
        self.title.setText(f"{self._who(d.player)}: {what}" if len(self.c.humans()) > 1
                           else translate("DecisionPanel", "Your move — {what}").format(what=what))
        self.detail.setText(word(g.ruleset, f"{kind}_hint") or (_t(HINT[kind]) if kind in HINT else ""))
        legal = g.legal_actions()
        if kind == "choose":
            self._choose(g, legal)
            return
        seen = set()
        for a in legal:
            if a.do in LABEL and a.do not in seen:
                seen.add(a.do)
                text = word(g.ruleset, a.do) or _t(LABEL[a.do])
                if a.do == "end_step":
                    text = translate("DecisionPanel", "End {step}").format(step=i18n.step_name(g.ruleset,
                                                                                                   g.state.step))
                if a.do in KEY:
                    text += f"   [{KEY[a.do]}]"
                self._add(_button(text, lambda a=a: self.c.apply(a), a.do in KEY or a.do == "keep",
                                  a.do))
            elif a.do not in LABEL and word(g.ruleset, a.do):  # a choice of the ruleset's own (Eternal's Contract)
                cid = a.get("card")
                name = g.cardset[cid].name_in(i18n.language()) if cid and g.cardset and cid in g.cardset else ""
                self._add(_button(word(g.ruleset, a.do).format(card=name), lambda a=a: self.c.apply(a), False,
                                  f"{a.do}:{cid}" if cid else a.do))
        self._forced_block()

    def _forced_block(self) -> None:
        """A block the rules force ([Clash]): say why, and show No block as not possible."""
        err = self.c.why_no_quick_action()
        if err is None:
            return
        reason = i18n.refusal(err)
        why = translate("DecisionPanel", "{reason} (rule {rule}).").format(reason=reason[0].upper() + reason[1:],
                                                                           rule=cited_rule(self.c.game, err.rule))
        self.title.setText(self.title.text().replace(_t(WHAT["block"]), translate("DecisionPanel", "You must block")))
        self.detail.setText(why + " " + translate("DecisionPanel",
                                                  "Drag one of your refreshed Spirits onto the attacker."))
        b = _button(f"{_t(LABEL['no_block'])}   [{KEY['no_block']}]", lambda: None, False, "no_block")
        b.setEnabled(False)
        b.setToolTip(why)
        self._add(b)

    def _choose(self, g, legal) -> None:
        """An effect's question: its prompt, a button per option, and Done when enough are chosen."""
        req = getattr(g.state, "choice", None)
        labels = {str(v): i18n.option_label(g, lab) for v, lab, _ in req.options} if req is not None else {}
        if req is not None:
            picked = [lab for v, lab, pay in req.options if pay in req.picked]
            chosen = translate("DecisionPanel", "Chosen: {cards}").format(cards=", ".join(picked))
            prompt = word(g.ruleset, f"prompt:{getattr(req.prompt, 'msg', '')}") or i18n.msg_text(req.prompt)
            self.detail.setText(prompt + (f"\n{chosen}" if picked else "")
                                + ("\n" + translate("DecisionPanel", "Click a highlighted card, or a button below.")
                                   if req.kind == "target"
                                   else ""))
        for a in legal:
            values = a.get("choices", ())
            if not values:
                done, none = translate("DecisionPanel", "Done"), translate("DecisionPanel", "Choose none")
                text = done if req is None or req.picked else none
                self._add(_button(text, lambda a=a: self.c.apply(a), True, "chooseDone"))
                continue
            v = str(values[0])
            where = self._where(v, a.by)
            if not where and req is not None and list(labels.values()).count(labels.get(v)) > 1:
                ref = _place_of(g, next((pay for o, _l, pay in req.options if str(o) == v), None))
                where = self._where(ref, a.by) + (f" #{index_in(ref.split('.')[1], 'field') + 1}" if ref else "")
            self._add(_button(f"{labels.get(v, v)}{where}", lambda a=a: self.c.apply(a), False, f"choose:{v}"))

    def _where(self, ref: str, chooser: int) -> str:
        """Where an option's card lies, in words ("  · your Hand"), from its place ("p1.hand[0]")."""
        m = re.fullmatch(r"p([12])\.(\w+)\[\d+\]", ref)
        if m is None:
            return ""
        owner, zone = int(m.group(1)) - 1, m.group(2)
        z = _t(ZONE_WORD[zone]) if zone in ZONE_WORD else zone.title()
        if owner == chooser:
            return "  · " + translate("DecisionPanel", "your {zone}").format(zone=z)
        return "  · " + translate("DecisionPanel", "{name}'s {zone}").format(name=self._who(owner), zone=z)

    def _payment(self) -> None:
        pr = self.c.proposal
        g = self.c.game
        self.title.setText(pr.title)
        self.detail.setText(self._pay_text(pr) + "\n\n" + translate(
            "DecisionPanel", "Confirm, or adjust: click a core to pay it / place it / keep it, or drag it onto the "
                             "Trash or the new card."))
        if pr.error is not None:
            self.error.setText(translate("DecisionPanel", "{reason} (rule {rule})").format(
                reason=i18n.refusal(pr.error), rule=cited_rule(g, pr.error.rule)))
            self.error.setVisible(True)
        row = QHBoxLayout()
        ok = _button(translate("DecisionPanel", "Confirm") + "   [Enter]", self.c.confirm, True, "confirm")
        ok.setEnabled(pr.error is None)
        row.addWidget(ok)
        row.addWidget(_button(translate("DecisionPanel", "Cancel") + "   [Esc]", self.c.cancel, False, "cancel"))
        self.buttons.addLayout(row)
        p = g.state.players[pr.player]
        options = g.payment_options(pr.base)
        if options["soul_magic"] and not pr.soul_magic:
            self._add(_button(translate("DecisionPanel", "《Soul Magic》: pay with the Soul Core only"),
                              self.c.soul_magic, False, "soulMagic"))
        for i in options["succession"]:
            on = i in pr.succession
            text = translate("DecisionPanel", "《Succession》: remove {card} from the Trash").format(
                card=i18n.card_name(g.card(p.trash[i])))
            self._add(_button(("✓ " if on else "") + text,
                              lambda i=i: self.c.toggle_succession(i), False, "succession"))

    def _pay_text(self, pr) -> str:
        g = self.c.game
        p = g.state.players[pr.player]
        text = pr.summary(lambda ref: i18n.card_name(g.card(p.field[index_in(ref, "field")].uid)))
        warn = word(g.ruleset, "too_few_cores")  # a card the payment leaves below its Lv1 cost
        for i, fc in enumerate(p.field if warn else ()):
            ref = f"field[{i}]"
            left = fc.cores + bool(fc.soul) - pr.pay.get(ref, 0) - (pr.place or {}).get(ref, 0) \
                - (pr.pay.get("soul") == ref) - ((pr.place or {}).get("soul") == ref)
            cost = g.card(fc.uid).lv1_cost
            if left < cost and (pr.pay.get(ref) or (pr.place or {}).get(ref) or ref in (pr.pay.get("soul"),)):
                text += "\n" + warn.format(card=i18n.card_name(g.card(fc.uid)), n=left, cost=cost)
        return text

    def _battle(self, g) -> None:
        b = g.state.battle
        if b is None:
            self.battle.setVisible(False)
            return
        bp = g.bp
        ap, att = g.find_obj(b.attacker)
        text = "⚔ " + (translate("DecisionPanel", "Battle: {card} (BP {bp}) attacks {name}").format(
            card=i18n.card_name(g.card(att.uid)), bp=bp(att), name=self._object(1 - ap)) if att
            else translate("DecisionPanel", "Battle: the attacker left"))
        if b.blocker is not None:
            dp, blk = g.find_obj(b.blocker)
            if blk is not None:
                text += "\n◈ " + translate("DecisionPanel", "Blocked by {card} (BP {bp})").format(
                    card=i18n.card_name(g.card(blk.uid)), bp=bp(blk))
        self.battle.setText(text)
        self.battle.setVisible(True)

    def _pending(self, g) -> None:
        lines = []
        for pi, p in enumerate(g.state.players):
            for fc in p.field:
                if fc.pending:
                    state = _t(PENDING[fc.pending]) if fc.pending in PENDING else fc.pending
                    lines.append("☠ " + translate("DecisionPanel", "{card} ({name}): pending — {state}").format(
                        card=i18n.card_name(g.card(fc.uid)), name=self._who(pi), state=state))
        resolving, waiting = _effects(g)
        order = word(g.ruleset, "waiting_order") if waiting else None  # numbered as they will resolve (LIFO)
        lines += (["▶ " + translate("DecisionPanel", "resolving: {effect}").format(effect=x) for x in resolving]
                  + [(f"{i}. " if order else "… ") + translate("DecisionPanel", "waiting: {effect}").format(effect=x)
                     for i, x in enumerate(waiting, 1)] + ([order] if order else []))
        title = translate("DecisionPanel", "Pending states and effects")
        self.pending.setText(title + "\n" + "\n".join(lines) if lines else "")
        self.pending.setVisible(bool(lines))

    # ------------------------------------------------------------------ helpers
    def _add(self, w) -> None:
        self.buttons.addWidget(w)

    def _clear(self) -> None:
        def wipe(layout):
            while layout.count():
                item = layout.takeAt(0)
                if item.widget() is not None:
                    w = item.widget()
                    w.setParent(None)
                    w.deleteLater()
                elif item.layout() is not None:
                    wipe(item.layout())
        wipe(self.buttons)

    def find_button(self, name: str):
        """The answer button with this object name (tests)."""
        return self.box.findChild(QPushButton, name)


def _place_of(g, payload) -> str:
    """Where the card an option stands for lies ("p2.field[1]"), to tell apart two options of the same name
    (two copies' effects): the option's object, as a trigger or a (player, object, ...) tuple carries it."""
    obj = getattr(payload, "obj", None)
    if obj is None and isinstance(payload, tuple) and len(payload) > 1 and isinstance(payload[1], int):
        obj = payload[1]
    pi, fc = g.find_obj(obj) if isinstance(obj, int) else (None, None)
    if fc is None:
        return ""
    return f"p{pi + 1}.field[{g.state.players[pi].field.index(fc)}]"


def _effects(g) -> tuple[list, list]:
    """Labels of the effects resolving now and of the triggered effects waiting to resolve."""
    resolving, waiting = g.effects_in_progress()
    return [i18n.label_text(x) for x in resolving], [i18n.label_text(x) for x in waiting]


__all__ = ["DecisionPanel", "Action"]
