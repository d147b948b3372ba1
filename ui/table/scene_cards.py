"""How the table scene lays out the cards of each kind of zone (a mixin of ``TableScene``): a fan (the
Hand), a row (the Field, with the cards stacked under a field card), a face-up pile (the Trash, the Burst
Area), and the card being paid for. Nothing here decides anything: the state says where each card is."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from . import contents as K
from . import layout as L
from . import zvalues as Z

ROT = {"refresh": 0.0, "exhausted": 90.0, "heavy_exhausted": 180.0}
UNDER_STEP = 16.0  # how far each card stacked under a field card peeks out
SET_WORD = QT_TRANSLATE_NOOP("TableScene", "SET")  # a burst its owner has set face down (Saga 3-8)


class CardSync:
    """The card layouts of ``TableScene.sync`` (see the module docstring)."""

    def _sync_fan(self, p, s, name, entries, ghost_uid, ms, seen) -> None:
        """A fan (the Hand): its cards but the one being paid for, face up to whoever may see them."""
        st = self.game.state
        cards = [(i, K.uid(e)) for i, e in enumerate(entries) if K.uid(e) != ghost_uid]
        up = self._face_up(p, name)
        for k, ((i, uid), (x, y, rot)) in enumerate(zip(cards, self.zones[(s, name)].card_slots(len(cards)))):
            it = self._card(uid, p, s)
            it.zone, it.owner, it.index = name, p, i
            it.set_face(st.cards[uid], up)
            it.set_marks()
            self._place(it, x, y, rot, Z.HAND + k, ms)
            seen.add(uid)

    def _sync_row(self, game, p, s, name, entries, room_for_ghost, ms, seen) -> dict:
        """A row (the Field): its cards turned as their state says, with Lv, BP and pending marks; a
        slot kept free at the end for a card being paid for. Returns {object number: (x, y, rot)}."""
        st = game.state
        battle = st.battle
        slots = self.zones[(s, name)].card_slots(len(entries) + room_for_ghost)
        self._row_slots[(s, name)] = slots
        card_pos = {}
        for i, fc in enumerate(entries):
            uid = K.uid(fc)
            it = self._card(uid, p, s)
            card = st.cards[uid]
            if getattr(fc, "back", False):  # an awakened Leader shows its back side (DBSCG 10-2)
                from ..dbscg.scene import shown

                card = shown(fc, card)
            it.zone, it.owner, it.index = name, p, i
            x, y, _ = slots[i]
            if not hasattr(fc, "obj"):  # a plain card lying in a row zone
                it.set_face(card, self._face_up(p, name))
                it.set_marks()
                self._place(it, x, y, 0.0, Z.CARD + i, ms)
                seen.add(uid)
                continue
            it.set_face(card, True)
            glow = None
            if hasattr(game, "glow"):  # a second game says which of its cards fight
                glow = game.glow(fc)
            elif battle is not None:
                glow = "attacker" if fc.obj == battle.attacker else "blocker" if fc.obj == battle.blocker else None
            lv = game.level(fc)
            if lv:  # the printed Lv: an Ultimate's first row is its Lv3 (Eternal E27)
                lv += getattr(card, "min_level", 1) - 1
            powered = card.is_spirit and (name == self.layout.play_to or name == "leader")  # not on energy
            it.set_marks(level=lv, bp=_bp(game, fc) if powered else None, pending=fc.pending, glow=glow)
            rot = ROT.get(fc.state, 0.0)
            card_pos[fc.obj] = (x, y, rot)
            self._place(it, x, y, rot, Z.CARD + i, ms)
            seen.add(uid)
            self._sync_under(p, s, i, fc, (x, y, rot), ms, seen)
        return card_pos

    def _sync_under(self, p, s, i, fc, pos, ms, seen) -> None:
        """The cards stacked under a field card (a fusion, an Advent: ``FieldCard.under``, top first),
        each peeking out a little further above it, turned with it."""
        x, y, rot = pos
        for k, uid in enumerate(getattr(fc, "under", ()) or ()):
            it = self._card(uid, p, s)
            it.zone, it.owner, it.index = "under", p, i
            it.set_face(self.game.state.cards[uid], True)
            it.set_marks()
            dx, dy = L.rotate((0.0, -UNDER_STEP * (k + 1)), rot)
            self._place(it, x + dx, y + dy, rot, Z.CARD + i - 0.1 * (k + 1), ms)
            seen.add(uid)

    def _sync_pile(self, p, s, name, entries, ms, seen) -> None:
        """A face-up pile (Trash, Removed Area): the last cards on top, only the top two drawn (a
        stack: every card, overlapping)."""
        st = self.game.state
        up = self._face_up(p, name)
        n = len(entries)
        zone = self.zones[(s, name)]
        hidden_below = n - zone.shown if zone.shown else 0
        private = self.layout.visibility.get(name) == "owner"  # a Burst Area: set face down (Saga 3-8)
        for i, ((x, y, _), e) in enumerate(zip(zone.card_slots(n), entries)):
            uid = K.uid(e)
            it = self._card(uid, p, s)
            it.zone, it.owner, it.index = name, p, i
            shown = uid in self.revealed  # turned over as its effect resolves
            turned = uid in self.turned_up  # turned face up for good (a set burst after the game, Saga 3-8-5)
            it.set_face(st.cards[uid], up or shown or turned)
            it.set_marks(ghost_text=QCoreApplication.translate("TableScene", SET_WORD)
                         if private and up and not (shown or turned) else "",
                         glow="attacker" if private and shown else None)
            it.setVisible(i >= hidden_below)
            self._place(it, x, y, 0.0, Z.PILE + 1 + i * 0.01, ms)
            seen.add(uid)


def _bp(game, fc):
    return game.bp(fc)
