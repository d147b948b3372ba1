"""What lies where on the table scene, and the highlights: the scene's items as the gestures and the
engine name them (a card's place "p1.hand[3]", a core's place "reserve" / "field[i]", the drop target
under a point) and the lit targets, dimmed cards and marked choices. Mixed into ``TableScene``; zone names
and kinds come from the scene's ``layout`` (the ruleset's table)."""
from __future__ import annotations

from engine.places import index_in

from . import layout as L
from .items import CardItem, CoreItem


class SceneLookup:
    """Queries and highlights of ``TableScene`` (see the module docstring)."""

    # ------------------------------------------------------------------ what is where
    def field_item(self, player: int, index: int):
        ps = self.game.state.players[player]
        row = ps.field if ps.field or not hasattr(ps, "zone_cards") else ps.zone_cards(self.layout.play_to)
        if not 0 <= index < len(row):
            return None
        return self.cards.get(row[index].uid)

    def hand_item(self, player: int, index: int):
        return self.cards.get(self.game.state.players[player].hand[index])

    def core_items(self, player: int, place, role=None) -> list:
        """Normal core items drawn at ``place`` ("reserve", "life", "trash" or "field[i]")."""
        key = self._place_key(player, place)
        return [it for it in self.cores[player] if it.place == key and it.role == role]

    def _place_key(self, player, place):
        if isinstance(place, str) and place.startswith("field["):
            return ("field", self.game.state.players[player].field[index_in(place, "field")].obj)
        return place

    def place_ref(self, player: int, key):
        """A core item's place as the engine names it: "reserve", "field[i]", or None (not movable)."""
        if key == "reserve":
            return "reserve"
        if isinstance(key, tuple):
            for i, fc in enumerate(self.game.state.players[player].field):
                if fc.obj == key[1]:
                    return f"field[{i}]"
        return None

    def riders(self, item) -> list:
        """The cores lying on a field card (they travel with it while it is dragged)."""
        if not isinstance(item, CardItem) or item.zone != self.layout.play_to:
            return []
        field = self.game.state.players[item.owner].field
        if item.index >= len(field):
            return []
        key = ("field", field[item.index].obj)
        out = [c for c in self.cores[item.owner] if c.place == key]
        out += [c for c in self.cards.values() if c.zone == "under" and c.owner == item.owner
                and c.index == item.index and c.isVisible()]  # the cards stacked under it
        soul = self.souls.get(item.owner)
        if soul is not None and soul.place == key and soul.isVisible():
            out.append(soul)
        return out

    def source_of(self, item):
        """The gesture source an item stands for, or None."""
        if isinstance(item, CoreItem):
            ref = self.place_ref(item.owner, item.place)
            return None if ref is None else ("core", item.owner, ref, item.soul, item.role)
        if isinstance(item, CardItem):
            if item.zone == self.layout.play_from:
                return ("hand", item.owner, item.index)
            if item.zone == self.layout.play_to:
                return ("card", item.owner, item.index)
            if item.zone in self.layout.kinds and item.zone in ("leader", "energy"):  # DBSCG: the Leader, energy
                return (item.zone, item.owner, item.index)
            if item.zone == "under" and getattr(item.card, "type", None) == "brave":
                return ("under", item.owner, item.index)  # the Brave of a Brave Spirit: drag it off to separate
        return None

    def target_at(self, pos, exclude=None):
        """The most specific drop target under a scene point (not counting the dragged item), or None."""
        pt = (pos.x(), pos.y())
        if self.ghost is not None and self.ghost.sceneBoundingRect().adjusted(26, 26, -26, -26).contains(pos):
            return ("new",)
        lay = self.layout
        for it in self.items(pos):
            if isinstance(it, CardItem) and it.zone == lay.play_to and it.isVisible() and it is not exclude:
                return ("card", it.owner, it.index)
            if isinstance(it, CardItem) and it.zone == "leader" and it.isVisible() and it is not exclude:
                return ("leader", it.owner)  # a Leader card (DBSCG): the Leader Area
        hit = lay.zone_at(pt, kinds=L.CARD_KINDS + ("cores",))  # the Void and the plates count as the side
        if hit is not None:
            return (hit[1], self.player_at(hit[0]))
        for seat in (0, 1):
            if L.contains(L.half_rect(seat), pt):
                return ("side", self.player_at(seat))
        return None

    # ------------------------------------------------------------------ highlights
    def light(self, targets, keep=()) -> None:
        """Light the legal drop targets and dim the other cards."""
        self.unlight()
        lit_cards = set()
        for t in targets:
            if t[0] == "card":
                it = self.field_item(t[1], t[2])
                if it is not None:
                    self._lit.append((it, it.glow))
                    it.set_glow("target")
                    lit_cards.add(it)
            elif t[0] == "new" and self.ghost is not None:
                lit_cards.add(self.ghost)
            elif len(t) > 1:  # a zone, or a player's side (lit as their Field)
                z = self.zones.get((self.seat(t[1]), self.layout.play_to if t[0] == "side" else t[0]))
                if z is not None:
                    z.set_lit(True)
                    self._lit.append((z, None))
        for it in self.cards.values():
            if (it.isVisible() and it not in lit_cards and it not in keep
                    and it.zone in (self.layout.play_from, self.layout.play_to)):
                it.setOpacity(0.45)
                self._dimmed.append(it)

    def unlight(self) -> None:
        for it, old in reversed(self._lit):
            if isinstance(it, CardItem):
                it.set_glow(old)
            else:
                it.set_lit(False)
        for it in self._dimmed:
            it.setOpacity(1.0)
        self._lit, self._dimmed = [], []

    def card_ref(self, item):
        """A card item's place as the engine names it in choices: "p2.field[0]", "p1.hand[3]"."""
        if isinstance(item, CardItem) and self.shown_zone(item.zone):
            return f"p{item.owner + 1}.{item.zone}[{item.index}]"
        return None

    def shown_zone(self, name) -> bool:
        """A zone whose cards lie on the table one by one (not a face-down stack, the ghost...)."""
        lay = self.layout
        return lay.kinds.get(name) in L.CARD_KINDS and lay.visibility.get(name) != "hidden"

    def mark_choices(self, refs) -> None:
        """Light the cards a choice may pick (clicking one answers it)."""
        refs = set(refs)
        for it in self.cards.values():
            if it.isVisible() and self.shown_zone(it.zone):
                want = "target" if self.card_ref(it) in refs else (it.glow if it.glow != "target" else None)
                it.set_glow(want)

    def mark_uids(self, uids) -> None:
        """Highlight the cards a log line names (hovering the log)."""
        for it in self._marked:
            it.set_glow(None)
        self._marked = []
        for u in uids or ():
            it = self.cards.get(u)
            if it is not None and it.isVisible() and it.glow is None:
                it.set_glow("log")
                self._marked.append(it)

    def show_preview(self, item) -> None:
        if isinstance(item, CardItem) and item.face_up and item.card.id not in ("hidden", "blank"):
            self.preview.show_card(item.card, item.scenePos().x())
        else:
            self.preview.setVisible(False)
