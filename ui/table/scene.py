"""The table scene: the mat and its items, laid out from the engine's state.

``sync(game, proposal)`` re-reads the whole state after every change and moves each item to where
the state says it is ("the view sends a command, the state changes, the view follows"). Items are
keyed by the engine's card numbers (uids) and, for cores, by place; nothing here decides anything.
"""
from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPixmapCache
from PySide6.QtWidgets import QGraphicsScene

from engine.places import index_in

from . import cores as C
from . import layout as L
from . import zvalues as Z
from .faces import FaceCache
from .items import CardItem, CoreItem
from .mat import (BannerItem, ButtonItem, DeckItem, PlateItem, PreviewItem, TrackerItem, ZoneItem,
                  felt_pixmap)
from .tween import Tweener

ROT = {"refresh": 0.0, "exhausted": 90.0, "heavy_exhausted": 180.0}


class TableScene(QGraphicsScene):
    def __init__(self, faces: FaceCache | None = None, parent=None):
        super().__init__(parent)
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), 160 * 1024))  # KB: every item cached
        self.setSceneRect(QRectF(0, 0, L.SCENE_W, L.SCENE_H))
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.faces = faces or FaceCache()
        self.faces.ready.connect(self._face_ready)
        self.theme = "dark"  # or "light" (ui.table.mat.THEMES)
        self.felt = felt_pixmap(self.theme)
        self.tween = Tweener(self)
        self.anim_ms = 260
        self.viewer = 0
        self.reveal = {0}
        self.game = None
        self.proposal = None
        self.cards: dict[int, CardItem] = {}
        self.cores: dict[int, list[CoreItem]] = {0: [], 1: []}
        self.souls: dict[int, CoreItem] = {}
        self.targets: dict = {}  # item -> (x, y, rot, z) from the last sync
        self.zones: dict = {}
        self.decks = {}
        self.plates = {}
        self.ghost = None  # the CardItem being paid for
        self.lunging: set = set()  # items leaping toward the opponent (an attack shown), back to targets after
        self._synced = False
        self._lit = []
        self._dimmed = []
        self._marked = []
        for seat in (0, 1):
            for name in L.ZONES:
                z = ZoneItem(seat, name, L.TITLES[name])
                self.addItem(z)
                self.zones[(seat, name)] = z
            self.decks[seat] = DeckItem(seat, self.faces)
            self.addItem(self.decks[seat])
            self.plates[seat] = PlateItem(seat)
            self.addItem(self.plates[seat])
        self.tracker = TrackerItem()
        self.button = ButtonItem()
        self.preview = PreviewItem(self.faces)
        self.banner = BannerItem()
        for it in (self.tracker, self.button, self.preview, self.banner):
            self.addItem(it)
        from .annotations import AnnotationLayer

        self.annot = AnnotationLayer(self)  # arrows, labels, rings and markers drawn over the table

    def drawBackground(self, painter, rect) -> None:
        from .mat import THEMES

        painter.fillRect(rect, THEMES.get(self.theme, THEMES["dark"])["outside"])
        r = self.sceneRect()
        src = rect.intersected(r)
        if not src.isEmpty():
            painter.drawPixmap(src, self.felt, src.translated(-r.x(), -r.y()))

    def set_theme(self, theme: str) -> None:
        """Switch the mat between "dark" (the table's felt) and "light" (a pale mat for print)."""
        if theme != self.theme:
            self.theme = theme
            self.felt = felt_pixmap(theme)
            for it in self.items():
                it.update()
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    # ------------------------------------------------------------------ annotations
    def annotations(self) -> list[dict]:
        """The annotations on the table, as the position file keeps them (engine.annotations)."""
        return self.annot.to_list()

    def set_annotations(self, annotations) -> None:
        """Replace the annotations (dicts in the schema of engine.annotations)."""
        self.annot.set_list(annotations or [])

    # ------------------------------------------------------------------ seats
    def seat(self, player: int) -> int:
        return 0 if player == self.viewer else 1

    def player_at(self, seat: int) -> int:
        return self.viewer if seat == 0 else 1 - self.viewer

    # ------------------------------------------------------------------ a new game
    def clear_game(self) -> None:
        """A new game is put on the table: every card and core item of the old one leaves the scene.

        Items are keyed by the engine's card numbers, which name other cards in another game: reusing
        them would fly the old game's cards around (and, after a modal dialog, leave their old pixels
        on screen). The next ``sync`` lays the new game out without animation, and the whole table is
        repainted."""
        for it in [it for it in self.items() if isinstance(it, (CardItem, CoreItem))]:
            self.tween.stop(it)
            if it.scene() is self:
                self.removeItem(it)
        self.cards, self.cores, self.souls, self.targets = {}, {0: [], 1: []}, {}, {}
        self.ghost, self._lit, self._dimmed, self._marked = None, [], [], []
        self.lunging = set()
        self.game = self.proposal = None
        self._synced = False
        self.preview.setVisible(False)
        self.update()  # everything: no region of the old game may stay painted

    # ------------------------------------------------------------------ sync
    def sync(self, game, proposal=None, animate: bool = True) -> None:
        """Lay every item out from ``game`` (and the payment ``proposal`` being shown, if any)."""
        self.game, self.proposal = game, proposal
        ms = self.anim_ms if animate and self._synced else 0
        st = game.state
        seen = set()
        self.ghost = None
        battle = st.battle
        for p in (0, 1):
            s = self.seat(p)
            ps = st.players[p]
            ghost_uid = None
            if proposal is not None and proposal.player == p and proposal.hand_index < len(ps.hand):
                ghost_uid = ps.hand[proposal.hand_index]
            hand = [(i, u) for i, u in enumerate(ps.hand) if u != ghost_uid]
            for k, ((i, uid), (x, y, rot)) in enumerate(zip(hand, L.hand_slots(s, len(hand)))):
                it = self._card(uid, p, s)
                it.zone, it.owner, it.index = "hand", p, i
                it.set_face(st.cards[uid], p in self.reveal)
                it.set_marks()
                self._place(it, x, y, rot, Z.HAND + k, ms)
                seen.add(uid)
            n = len(ps.field) + (ghost_uid is not None)
            slots = L.field_slots(s, n)
            card_pos = {}
            for i, fc in enumerate(ps.field):
                it = self._card(fc.uid, p, s)
                card = st.cards[fc.uid]
                it.zone, it.owner, it.index = "field", p, i
                it.set_face(card, True)
                glow = None
                if battle is not None:
                    glow = "attacker" if fc.obj == battle.attacker else "blocker" if fc.obj == battle.blocker else None
                lv = game.level(fc)
                it.set_marks(level=lv, bp=_bp(game, fc) if card.is_spirit else None, pending=fc.pending, glow=glow)
                rot = ROT.get(fc.state, 0.0)
                x, y = slots[i]
                card_pos[fc.obj] = (x, y, rot)
                self._place(it, x, y, rot, Z.CARD + i, ms)
                seen.add(fc.uid)
            ghost_pos = None
            if ghost_uid is not None:
                it = self._card(ghost_uid, p, s)
                it.zone, it.owner, it.index = "ghost", p, proposal.hand_index
                it.set_face(st.cards[ghost_uid], True)
                word = {"summon": "SUMMONING", "deploy": "DEPLOYING", "use": "USING"}[proposal.verb]
                it.set_marks(ghost_text=word, glow="target")
                x, y = slots[-1] if proposal.verb != "use" else L.center(L.zone_rect(s, "field"))
                ghost_pos = (x, y)
                self._place(it, x, y, 0.0, Z.CARD + 50, ms)
                self.ghost = it
                seen.add(ghost_uid)
            for zone, uids in (("trash", ps.trash), ("removed", ps.removed)):
                cx, cy = L.pile_center(s, zone)
                for i, uid in enumerate(uids):
                    it = self._card(uid, p, s)
                    it.zone, it.owner, it.index = zone, p, i
                    it.set_face(st.cards[uid], True)
                    it.set_marks()
                    it.setVisible(i >= len(uids) - 2)
                    d = min(i, 6) * 0.8
                    self._place(it, cx - d * 0.3, cy - d, 0.0, Z.PILE + 1 + i * 0.01, ms)
                    seen.add(uid)
            self._sync_cores(p, s, ps, card_pos, proposal if ghost_uid is not None else None, ghost_pos, ms)
            self._counts(p, s, ps)
            if ghost_uid is not None:  # a payment shown: the Reserve counts what it keeps
                self.zones[(s, "reserve")].set_count(str(_reserve_left(ps, proposal)))
        for uid, it in self.cards.items():  # cards now in a Deck (or gone): into the deck pile, then hidden
            if uid not in seen and it.isVisible() and it.zone != "deck":
                it.zone = "deck"
                cx, cy = L.pile_center(self.seat(it.owner), "deck")
                self._place(it, cx, cy, 0.0, Z.PILE + 5, ms, done=lambda it=it: it.setVisible(it.zone != "deck"))
        self._synced = True
        self.annot.relayout()

    def relayout(self, ms: int | None = None) -> None:
        """Send every item back to where the last sync put it (a snap-back)."""
        for it, (x, y, rot, z) in self.targets.items():
            if it.scene() is self:
                it.setZValue(z)
                self.tween.move(it, x, y, rot, self.anim_ms if ms is None else ms)

    def _card(self, uid: int, owner: int, seat: int) -> CardItem:
        it = self.cards.get(uid)
        if it is None:
            it = CardItem(uid, self.game.state.cards[uid], self.faces)
            it.owner = owner
            x, y = L.pile_center(seat, "deck")
            it.setPos(x, y)
            self.addItem(it)
            self.cards[uid] = it
        if not it.isVisible() and it.zone == "deck":
            it.setPos(*L.pile_center(seat, "deck"))
        it.setVisible(True)
        it.owner = owner
        return it

    def _place(self, it, x, y, rot, z, ms, done=None) -> None:
        self.targets[it] = (x, y, rot, z)
        if it in self.lunging:
            return  # it comes back to its (new) target when the lunge ends
        it.setZValue(z)
        self.tween.move(it, x, y, rot, ms, done)

    def _sync_cores(self, p, s, ps, card_pos, proposal, ghost_pos, ms) -> None:
        groups, (soul_key, soul_pos, soul_void) = C.plan_cores(ps, s, card_pos, proposal, ghost_pos)
        assigned, missing, leftover = C.match(self.cores[p], groups)
        void = L.zone_cores(s, "void", 1)[0]
        for key, n in missing.items():
            for _ in range(n):
                it = CoreItem(p)
                it.setPos(*void)
                self.addItem(it)
                assigned[key].append(it)
        items = []
        for key, its in assigned.items():
            for it, pos in zip(its, groups.get(key, ())):
                it.place = key[0]
                it.set_role(key[1])
                it.setVisible(True)
                self._place(it, pos[0], pos[1], 0.0, Z.CORE, ms)
                items.append(it)
        for it in leftover:  # back to the Void
            self.targets.pop(it, None)
            self.tween.move(it, void[0], void[1], 0.0, ms, done=lambda it=it: self._drop_core(it))
        self.cores[p] = items
        soul = self.souls.get(p)
        if soul is None:
            soul = self.souls[p] = CoreItem(p, soul=True)
            soul.setPos(*soul_pos)
            self.addItem(soul)
        soul.place = soul_key[0]
        soul.set_role(soul_key[1])
        soul.setVisible(True)
        self._place(soul, soul_pos[0], soul_pos[1], 0.0, Z.SOUL, ms,
                    done=(lambda: soul.setVisible(False)) if soul_void else None)

    def lunge(self, uid: int, ms: int | None = None) -> bool:
        """An attack shown: the attacking card (with the cores on it) leaps a third of the way toward the
        opponent's Field and back to where the last sync put it."""
        it = self.cards.get(uid)
        ms = (self.anim_ms + 60) if ms is None else ms
        if it is None or ms <= 0 or it not in self.targets or not it.isVisible() or it in self.lunging:
            return False
        x, y = self.targets[it][:2]
        ox, oy = L.center(L.zone_rect(1 - self.seat(it.owner), "field"))
        dx, dy = (ox - x) * 0.33, (oy - y) * 0.33
        group = [it] + [c for c in self.riders(it) if c in self.targets]

        def back(item):
            self.lunging.discard(item)
            if item.scene() is self and item in self.targets:
                tx, ty, trot, tz = self.targets[item]
                item.setZValue(tz)
                self.tween.move(item, tx, ty, trot, ms)

        for item in group:
            tx, ty, trot, tz = self.targets[item]
            self.lunging.add(item)
            item.setZValue(tz + 100)
            self.tween.move(item, tx + dx, ty + dy, trot, ms, done=lambda item=item: back(item))
        return True

    def _drop_core(self, it) -> None:
        if it.scene() is self and it not in self.cores.get(it.owner, ()):
            self.removeItem(it)

    def _counts(self, p, s, ps) -> None:
        z = self.zones
        z[(s, "life")].set_count(str(ps.life_count()))
        z[(s, "reserve")].set_count(str(ps.reserve_count()))
        z[(s, "deck")].set_count(str(len(ps.deck)))
        z[(s, "hand")].set_count(str(len(ps.hand)))
        z[(s, "removed")].set_count(str(len(ps.removed)) if ps.removed else "")
        z[(s, "trash")].set_count(f"{len(ps.trash)}")
        z[(s, "field")].set_count(str(len(ps.field)) if ps.field else "")
        self.decks[s].set_count(len(ps.deck))

    def _face_ready(self, card_id: str) -> None:
        back = card_id == "#back"
        for it in self.cards.values():
            if it.isVisible() and ((not it.face_up) if back else it.card.id == card_id):
                it.update()
        if back:
            for d in self.decks.values():
                d.update()
        if self.preview.isVisible():
            self.preview.update()

    # ------------------------------------------------------------------ what is where
    def field_item(self, player: int, index: int):
        fc = self.game.state.players[player].field[index]
        return self.cards.get(fc.uid)

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
        if not isinstance(item, CardItem) or item.zone != "field":
            return []
        field = self.game.state.players[item.owner].field
        if item.index >= len(field):
            return []
        key = ("field", field[item.index].obj)
        out = [c for c in self.cores[item.owner] if c.place == key]
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
            if item.zone == "hand":
                return ("hand", item.owner, item.index)
            if item.zone == "field":
                return ("card", item.owner, item.index)
        return None

    def target_at(self, pos, exclude=None):
        """The most specific drop target under a scene point (not counting the dragged item), or None."""
        pt = (pos.x(), pos.y())
        if self.ghost is not None and self.ghost.sceneBoundingRect().adjusted(26, 26, -26, -26).contains(pos):
            return ("new",)
        for it in self.items(pos):
            if isinstance(it, CardItem) and it.zone == "field" and it.isVisible() and it is not exclude:
                return ("card", it.owner, it.index)
        for name in ("reserve", "trash", "field", "life", "hand", "deck"):
            for seat in (0, 1):
                if L.contains(L.zone_rect(seat, name), pt):
                    return (name, self.player_at(seat))
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
            elif t[0] in ("reserve", "field", "trash", "side"):
                z = self.zones[(self.seat(t[1]), "field" if t[0] == "side" else t[0])]
                z.set_lit(True)
                self._lit.append((z, None))
        for it in self.cards.values():
            if it.isVisible() and it not in lit_cards and it not in keep and it.zone in ("hand", "field"):
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
        if isinstance(item, CardItem) and item.zone in ("field", "hand", "trash", "removed"):
            return f"p{item.owner + 1}.{item.zone}[{item.index}]"
        return None

    def mark_choices(self, refs) -> None:
        """Light the cards a choice may pick (clicking one answers it)."""
        refs = set(refs)
        for it in self.cards.values():
            if it.isVisible() and it.zone in ("field", "hand", "trash"):
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


def _reserve_left(ps, proposal) -> int:
    """The Reserve's cores, the Soul Core included, less those the proposal pays or places."""
    taken = 0
    for spec in (proposal.pay, proposal.place or {}):
        taken += spec.get("reserve", 0) + (spec.get("soul") == "reserve")
    return ps.reserve_count() - taken


def _bp(game, fc):
    return game.bp(fc)
