"""A payment proposal shown on the table before a card is summoned, deployed or used (no rules; Qt only translates
its words, in the table's language).

It starts as the engine's automatic payment (``engine.rules.play.plan``) and is adjusted core by core;
``action()`` is the engine action it stands for, which the engine validates (``why_illegal``) before
the player may confirm it. Specs use the position-format form: ``{"reserve": 2, "field[0]": 1,
"soul": "reserve"}``.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from engine.actions import Action

translate = QCoreApplication.translate
_VERB_NAME = {"summon": QT_TRANSLATE_NOOP("Payment", "Summon {card}"), "deploy": QT_TRANSLATE_NOOP("Payment", "Deploy {card}"),
              "use": QT_TRANSLATE_NOOP("Payment", "Use {card}")}


def _name(card) -> str:
    from . import i18n

    return i18n.card_name(card)


class Proposal:
    def __init__(self, game, base: Action, plan):
        self.player = base.by
        self.verb = base.do
        self.base = base
        self.hand_index = plan.hand_index
        self.uid = plan.uid
        self.card = game.card(plan.uid)
        self.cost = plan.cost
        self.lv1 = self.card.lv1_cost if self.verb != "use" else 0
        self.timing = base.get("timing")
        self.succession = list(base.get("succession") or ())
        self.pay = plan.pay.as_spec()
        self.place = plan.place.as_spec() if self.verb != "use" else None
        self.auto = (dict(self.pay), dict(self.place or {}))
        self.soul_magic = bool(plan.soul_magic)
        self.error = None  # the engine's IllegalAction for the current spec, if any

    @property
    def title(self) -> str:
        return translate("Payment", _VERB_NAME[self.verb]).format(card=_name(self.card))

    def changed(self) -> bool:
        return (self.pay, self.place or {}) != self.auto

    def action(self) -> Action:
        if not self.changed():
            return self.base
        args = {"card": f"hand[{self.hand_index}]", "pay": dict(self.pay)}
        if self.verb != "use":
            args["place"] = dict(self.place)
        if self.timing:
            args["timing"] = self.timing
        if self.succession:
            args["succession"] = list(self.succession)
        return Action(self.player, self.verb, **args)

    # ------------------------------------------------------------------ adjusting
    def _spec(self, role):
        return self.pay if role == "pay" else self.place if role == "place" else None

    def move(self, place: str, soul: bool, src_role, dst_role) -> bool:
        """Move one core of ``place`` from one role (None, "pay", "place") to another."""
        if src_role == dst_role or (dst_role == "place" and self.place is None):
            return False
        src, dst = self._spec(src_role), self._spec(dst_role)
        if src is not None:
            if soul:
                if src.get("soul") != place:
                    return False
                del src["soul"]
            else:
                if src.get(place, 0) <= 0:
                    return False
                src[place] -= 1
                if not src[place]:
                    del src[place]
        if dst is not None:
            if soul:
                dst["soul"] = place
            else:
                dst[place] = dst.get(place, 0) + 1
        self.soul_magic = False
        return True

    def cycle(self, place: str, soul: bool, role) -> bool:
        """A click on a core: kept -> paid -> placed on the new card -> kept."""
        order = [None, "pay"] + (["place"] if self.place is not None else [])
        nxt = order[(order.index(role) + 1) % len(order)]
        return self.move(place, soul, role, nxt)

    def use_soul_magic(self, soul_place: str) -> None:
        """《Soul Magic》: pay only with the Soul Core."""
        self.pay = {"soul": soul_place}
        self.soul_magic = True

    # ------------------------------------------------------------------ text
    def summary(self, place_name=lambda ref: ref) -> str:
        """The proposal in words; ``place_name`` names a ``field[i]`` place (e.g. by its card)."""
        paid = cores_in(self.pay)
        text = translate("Payment", "Cost {cost} after reduction. To the Trash ({n}): {what}.").format(
            cost=self.cost, n=paid, what=describe(self.pay, place_name))
        if self.place is not None:
            text += "\n" + translate("Payment", "Onto {card} ({n}, at least {lv1}): {what}.").format(
                card=_name(self.card), n=cores_in(self.place), lv1=self.lv1, what=describe(self.place, place_name))
        return text


def cores_in(spec: dict) -> int:
    """Cores a pay/place mapping moves, the Soul Core included."""
    return sum(v for k, v in spec.items() if k != "soul") + ("soul" in spec)


def describe(spec: dict, place_name=lambda ref: ref) -> str:
    parts = []
    for k, v in spec.items():
        if k == "soul":
            parts.append(translate("Payment", "the Soul Core"))
        elif k == "reserve":
            parts.append(translate("Payment", "{n} from the Reserve").format(n=v))
        else:
            parts.append(translate("Payment", "{n} from {place}").format(n=v, place=place_name(k)))
    return translate("Payment", ", ").join(parts) or translate("Payment", "nothing")
