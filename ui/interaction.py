"""What the view's gestures do (drags, clicks, double-clicks, context menus) and the payment being
proposed: the part of the controller that turns gestures into engine actions. No Qt and no rules here:
the engine says what is legal (``legal_actions``, ``why_illegal``, ``plan``); the host class
(``app.controller.Controller``) supplies ``game``, ``apply``, ``refuse``, ``is_human`` and the
``changed`` signal."""
from __future__ import annotations

from engine.actions import Action
from engine.errors import IllegalAction
from engine.places import index_in

from . import gestures as G
from .games import own_table
from .payment import Proposal


def translate(context: str, text: str) -> str:
    """Qt's translation of a menu text (context ``Interaction``; pyside6-lupdate finds the calls)."""
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate(context, text)


class Interaction:
    cards_over_cores = True  # a press on a Spirit that can attack or block takes the card, not its cores

    # ------------------------------------------------------------------ gestures
    def can_drag(self, source) -> bool:
        return self.game is not None and not self.game.is_over and self.is_human(source[1])

    def cores_at(self, player: int, place: str) -> int:
        p = self.game.state.players[player]
        return p.reserve if place == "reserve" else p.field[index_in(place, "field")].cores

    def drag_targets(self, source) -> list:
        if (t := own_table(self.game)) is not None:  # another game's drops (ui.games)
            return t.drag_targets(self, source)
        if self.proposal is not None:
            if source[0] != "core" or source[1] != self.proposal.player:
                return []
            out = [("trash", source[1])]
            if self.proposal.place is not None:
                out.append(("new",))
            src = source[2]
            out.append(("reserve", source[1]) if src == "reserve" else ("card", source[1], index_in(src, "field")))
            return out
        return G.legal_targets(self.game, source)

    def drop(self, source, target, count: int = 1) -> str:
        """A drop: "applied", "payment" (a payment is proposed), "rejected" or "noop"."""
        if (t := own_table(self.game)) is not None:
            return t.drop(self, source, target)
        if self.proposal is not None:
            return self._adjust(source, target)
        res = G.intent(self.game, source, target, count)
        if res[0] == "noop":
            return "noop"
        if res[0] == "refuse":
            self.refuse(res[1], res[2])
            return "rejected"
        if res[0] == "hint":  # the drop means nothing: say what would
            from PySide6.QtCore import QCoreApplication

            self.message.emit(QCoreApplication.translate("Gestures", res[1]), "error")
            return "rejected"
        action = res[1]
        if action.do in ("summon", "deploy", "use") and action.get("onto") is None:  # a direct fusion pays at once
            return self.propose(action)
        return "applied" if self.apply(action) else "rejected"

    def propose(self, action: Action) -> str:
        """Check a card play with the automatic payment, then show the payment for confirmation."""
        if action.do == "use" and self.game.decision is not None and self.game.decision.kind == "main":
            timings = self.game.magic_timings(self.game.card(self.game.state.players[action.by].hand[
                index_in(action.get("card"), "hand")]))
            if len(timings) > 1:
                t = self.ask_timing(timings) if self.ask_timing else timings[0]
                if t is None:
                    return "noop"
                action = Action(action.by, "use", card=action.get("card"), pay="auto", timing=t)
        err = self.game.why_illegal(action)
        if err is not None:
            self.refuse(err)
            return "rejected"
        self.proposal = Proposal(self.game, action, self.game.plan(action))
        self.changed.emit()
        return "payment"

    def _adjust(self, source, target) -> str:
        pr = self.proposal
        if source[0] != "core" or source[1] != pr.player:
            return "noop"
        _, _, place, soul, role = source
        dst = "place" if target == ("new",) else "pay" if target == ("trash", pr.player) else None
        if not pr.move(place, soul, role, dst):
            return "noop"
        self._check_proposal()
        return "payment"

    def why_no_quick_action(self):
        """Why Space and the big button cannot pass now, as the engine's IllegalAction (a forced block:
        [Clash], 12-1-1), or None."""
        d = self.game.decision if self.game is not None else None
        if d is None or d.kind != "block" or not self.is_human(d.player) or self.proposal is not None:
            return None
        if any(a.do == "no_block" for a in self.game.legal_actions()):
            return None
        return self.game.why_illegal(Action(d.player, "no_block"))

    def click(self, source) -> None:
        pr = self.proposal
        if pr is not None and source[0] == "core" and source[1] == pr.player:
            if pr.cycle(source[2], source[3], source[4]):
                self._check_proposal()

    def choice_refs(self) -> list:
        """The cards the current choice may pick, as position refs ("p2.field[0]"), for a human chooser."""
        if (t := own_table(self.game)) is not None:
            return t.choice_refs(self)
        d = self.game.decision
        if d is None or d.kind != "choose" or not self.is_human(d.player):
            return []
        return [str(a.get("choices")[0]) for a in self.game.legal_actions() if a.get("choices")]

    def click_card(self, ref: str) -> bool:
        """A click on a card: answers a choice that offers it."""
        if (t := own_table(self.game)) is not None:
            return t.click_card(self, ref)
        if self.proposal is not None or ref not in self.choice_refs():
            return False
        d = self.game.decision
        return self.apply(Action(d.player, "choose", choices=[ref]))

    def double_click(self, source) -> None:
        """Double-click: play a card from Hand; activate a field card's only activated effect."""
        if (t := own_table(self.game)) is not None:
            return t.double_click(self, source)
        if self.proposal is not None or not self.is_human(source[1]):
            return
        if source[0] == "hand":
            self.drop(source, ("field", source[1]))
        elif source[0] == "card":
            acts = self._activations(source) + self._flips(source)
            if len(acts) == 1:
                self.apply(acts[0])

    def _activations(self, source) -> list:
        if self.game.decision is None:
            return []
        ref = f"field[{source[2]}]"
        return [a for a in self.game.legal_actions() if a.do == "activate" and a.by == source[1]
                and a.get("card") == ref]

    def _flips(self, source) -> list:
        """A field card's 《Awaken》 flip (Eternal, E:轉醒), when the engine offers it."""
        if self.game.decision is None:
            return []
        ref = f"field[{source[2]}]"
        return [a for a in self.game.legal_actions() if a.do == "awaken" and a.by == source[1] and a.get("card") == ref]

    def context_actions(self, source) -> list:
        if (t := own_table(self.game)) is not None:
            return t.context_actions(self, source)
        out = []
        if self.proposal is None and source[0] == "hand" and self.game.decision is not None:
            ref = f"hand[{source[2]}]"  # a hand card's own actions besides a play (a burst set, Saga 6-6-1-2-2)
            name = self.game.card(self.game.state.players[source[1]].hand[source[2]]).name
            for a in self.game.legal_actions():
                if a.by == source[1] and a.get("card") == ref and G.card_verb(self.game, _zone_of(self.game, a.do)):
                    out.append((translate("Interaction", "Set {name} as your burst (face down)").format(name=name)
                                if a.do == "set_burst" else translate("Interaction", "{verb}: {name}").format(
                                    verb=a.do.replace('_', ' ').capitalize(), name=name),
                                lambda a=a: self.apply(a)))
        if self.proposal is None and source[0] == "card":
            card = self.game.card(self.game.state.players[source[1]].field[source[2]].uid)
            for a in self._activations(source):
                out.append((translate("Interaction", "Activate {card}'s effect {n}").format(
                    card=card.name, n=a.get('effect') + 1),
                            lambda a=a: self.apply(a)))
            for a in self._flips(source):  # the engine's words for the action, in the table's language
                from engine.words.actions import action_in

                from .i18n import language

                words = action_in(self.game, a, language())
                out.append((words[:1].upper() + words[1:], lambda a=a: self.apply(a)))
        if self.proposal is None and source[0] == "core":
            for a in G.swap_actions(self.game, source):
                where = a.get("with")
                out.append((translate("Interaction", "Swap the Soul Core with a core in the Reserve") if where == "reserve"
                            else translate("Interaction", "Swap the Soul Core with a core on {name}").format(
                                name=self._field_name(a.by, where)), lambda a=a: self.apply(a)))
        return out

    def _field_name(self, p, ref) -> str:
        fc = self.game.state.players[p].field[index_in(ref, "field")]
        return self.game.card(fc.uid).name

    # ------------------------------------------------------------------ payment
    def _check_proposal(self) -> None:
        pr = self.proposal
        pr.error = self.game.why_illegal(pr.action())
        self.changed.emit()

    def confirm(self) -> bool:
        if (t := own_table(self.game)) is not None:
            return t.confirm(self)
        pr = self.proposal
        if pr is None:
            return False
        action = pr.action()
        try:
            self._apply(action, "human")
        except IllegalAction as e:
            pr.error = e
            self.refuse(e)
            self.changed.emit()
            return False
        self._after_change()
        return True

    def cancel(self) -> bool:
        if self.proposal is None:
            return False
        self.proposal = None
        self.changed.emit()
        return True

    def soul_magic(self) -> None:
        pr = self.proposal
        p = self.game.state.players[pr.player]
        where = "reserve" if p.soul_at == "reserve" else next(
            (f"field[{i}]" for i, fc in enumerate(p.field) if fc.soul), None)
        if where is not None:
            pr.use_soul_magic(where)
            self._check_proposal()

    def toggle_succession(self, trash_index: int) -> None:
        pr = self.proposal
        succ = sorted(set(pr.succession) ^ {trash_index})
        args = {k: v for k, v in pr.base.to_dict().items() if k not in ("by", "do", "succession")}
        args.update(pay="auto", succession=succ or None)
        if pr.verb != "use":
            args["place"] = "auto"
        self.proposal = None
        res = self.propose(Action(pr.player, pr.verb, **args))
        if res != "payment":
            self.proposal = pr
            self.changed.emit()


def _zone_of(game, verb: str):
    """The zone the ruleset's table drops a hand card on for ``verb`` (the Burst Area for ``set_burst``)."""
    drags = getattr(getattr(game.ruleset, "table", None), "drags", None) or {}
    return next((zone for (frm, zone), v in drags.items() if frm == "hand" and v == verb), "")
