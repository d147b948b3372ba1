"""The table scene: the mat and its items, laid out from the engine's state.

``sync(game, proposal)`` re-reads the whole state after every change and moves each item to where
the state says it is ("the view sends a command, the state changes, the view follows"). Items are
keyed by the engine's card numbers (uids) and, for cores, by place; nothing here decides anything.

The mat is built from the game's ruleset (``game.ruleset.table``, see ``ui.table.layout``): one zone
item per zone of the table, of the class of its layout kind (``ui.table.zones``), and the zones' cards
and cores are read by zone name (``ui.table.contents``). A game of another ruleset rebuilds the mat.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QPixmapCache
from PySide6.QtWidgets import QGraphicsScene

from ..games import own_table
from . import contents as K
from . import cores as C
from . import layout as L
from . import zvalues as Z
from .faces import FaceCache
from .items import CardItem, CoreItem
from .lookup import SceneLookup
from .scene_cards import ROT, UNDER_STEP, CardSync  # noqa: F401 (ROT, UNDER_STEP: the scene's names)
from .mat import BannerItem, ButtonItem, PlateItem, PreviewItem, TrackerItem, felt_pixmap
from .tokens import appear, is_token, revealed_uids, vanish
from .tween import Tweener
from .zones import DeckItem, make_zone

translate = QCoreApplication.translate



class TableScene(CardSync, SceneLookup, QGraphicsScene):
    def __init__(self, faces: FaceCache | None = None, parent=None, ruleset=None):
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
        self.zones: dict = {}  # (seat, zone name) -> zone item
        self.decks = {}  # (seat, zone name) -> the face-down stack of a hidden pile
        self.plates = {}
        self.ghost = None  # the CardItem being paid for
        self.lunging: set = set()  # items leaping toward the opponent (an attack shown), back to targets after
        self.revealed: set = set()  # uids shown face up wherever they lie (their effect is resolving)
        self.turned_up: set = set()  # uids an event turned face up for good (ui.table.moments)
        self._synced = False
        self._lit = []
        self._dimmed = []
        self._marked = []
        self._row_slots = {}
        self.ruleset = None
        self.layout = L.default_layout() if ruleset is None else L.TableLayout.of(ruleset)
        self.tracker = TrackerItem(self.layout)
        self.button = ButtonItem(self.layout)
        self.preview = PreviewItem(self.faces)
        self.banner = BannerItem(self.layout)
        for it in (self.tracker, self.button, self.preview, self.banner):
            self.addItem(it)
        self._build_mat()
        self.ruleset = ruleset
        self._set_face_template(ruleset)
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

    # ------------------------------------------------------------------ the mat from the rules
    def set_ruleset(self, ruleset) -> None:
        """Lay the mat out for ``ruleset``'s table (its zones, step tracker and button)."""
        if ruleset is self.ruleset:
            return
        self.ruleset = ruleset
        self._set_face_template(ruleset)
        lay = L.TableLayout.of(ruleset)
        if lay.spec == self.layout.spec and lay.visibility == self.layout.visibility:
            return
        self.layout = lay
        for it in list(self.zones.values()) + list(self.decks.values()) + list(self.plates.values()):
            self.removeItem(it)
        self.zones, self.decks, self.plates = {}, {}, {}
        for it in list(self.cards.values()) + [c for cs in self.cores.values() for c in cs] + list(self.souls.values()):
            self.removeItem(it)
        self.cards, self.cores, self.souls, self.targets = {}, {0: [], 1: []}, {}, {}
        self._lit, self._dimmed, self._marked, self.ghost = [], [], [], None
        self._synced = False
        self.tracker.set_layout(lay)
        self.button.set_layout(lay)
        self.banner.set_layout(lay)
        self._build_mat()

    def _set_face_template(self, ruleset) -> None:
        """Card faces in the template of the rules' table (Saga's frame for a Saga game)."""
        set_template = getattr(self.faces, "set_template", None)
        if set_template is not None and ruleset is not None:
            set_template(getattr(ruleset.table, "face", None))
            for it in self.cards.values():
                it.update()
            self.preview.update()

    def _build_mat(self) -> None:
        lay = self.layout
        for seat in (0, 1):
            for name in lay.zones:
                z = make_zone(seat, name, lay)
                self.addItem(z)
                self.zones[(seat, name)] = z
            for name in lay.zones:  # face-down stacks, then the name plate, over their zones
                if lay.kinds[name] in ("pile", "stack") and lay.visibility.get(name) == "hidden":
                    self.decks[(seat, name)] = DeckItem(seat, name, self.faces, lay)
                    self.addItem(self.decks[(seat, name)])
            # the name plate (a table without a plate spot keeps one, never shown: callers set it alike)
            self.plates[seat] = PlateItem(seat, lay.zone_rect(seat, lay.plate) if lay.plate else (0, 0, 0, 0))
            self.plates[seat].setVisible(lay.plate is not None)
            self.addItem(self.plates[seat])

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
        self.turned_up = set()
        self.game = self.proposal = None
        self._synced = False
        self.preview.setVisible(False)
        self.update()  # everything: no region of the old game may stay painted

    # ------------------------------------------------------------------ sync
    def sync(self, game, proposal=None, animate: bool = True) -> None:
        """Lay every item out from ``game`` (and the payment ``proposal`` being shown, if any)."""
        self.set_ruleset(game.ruleset)
        self.game, self.proposal = game, proposal
        lay = self.layout
        ms = self.anim_ms if animate and self._synced else 0
        st = game.state
        seen = set()
        self.ghost = None
        self.revealed = revealed_uids(game)  # cards whose effect resolves now: face up (a burst turned over)
        other = own_table(game)  # another game's own marks (the DBSCG: Life cards taken as damage, ui.dbscg)
        if other is not None:
            other.before_sync(self, game)
        for p in (0, 1):
            s = self.seat(p)
            ps = st.players[p]
            ghost_uid = None
            played_from = K.cards(ps, lay.play_from) if lay.play_from else []
            if proposal is not None and proposal.player == p and proposal.hand_index < len(played_from):
                ghost_uid = K.uid(played_from[proposal.hand_index])
            card_pos = {}
            for name in lay.zones:
                kind = lay.kinds[name]
                entries = K.cards(ps, name)
                if kind == "fan":
                    self._sync_fan(p, s, name, entries, ghost_uid, ms, seen)
                elif kind == "row":
                    card_pos.update(self._sync_row(game, p, s, name, entries,
                                                   ghost_uid is not None and name == lay.play_to, ms, seen))
                elif kind in ("pile", "stack") and lay.visibility.get(name) != "hidden":
                    self._sync_pile(p, s, name, entries, ms, seen)
            ghost_pos = None
            if ghost_uid is not None:
                ghost_pos = self._sync_ghost(p, s, ghost_uid, proposal, ms)
                seen.add(ghost_uid)
            self._sync_cores(p, s, ps, card_pos, proposal if ghost_uid is not None else None, ghost_pos, ms)
            self._counts(p, s, ps)
            if ghost_uid is not None and (s, "reserve") in self.zones:  # a payment shown: what the Reserve keeps
                self.zones[(s, "reserve")].set_count(str(_reserve_left(ps, proposal)))
        for uid, it in list(self.cards.items()):  # cards now in a hidden pile (or gone): onto the Deck, then hidden
            if uid not in seen and is_token(it.card):  # a token removed from the game fades out (Saga 4-12)
                vanish(self, uid, it, ms)
                continue
            if uid not in seen and it.isVisible() and it.zone != "deck":
                it.zone = "deck"
                cx, cy = lay.deck_center(self.seat(it.owner))
                self._place(it, cx, cy, 0.0, Z.PILE + 5, ms, done=lambda it=it: it.setVisible(it.zone != "deck"))
        if other is not None:  # (the DBSCG: DAMAGE on Life cards taken, the energy a payment proposes)
            other.after_sync(self, game, proposal)
        self._synced = True
        self.annot.relayout()

    def _face_up(self, p: int, name: str) -> bool:
        vis = self.layout.visibility.get(name, "public")
        return vis == "public" or (vis == "owner" and p in self.reveal)

    def _sync_ghost(self, p, s, uid, proposal, ms):
        """The card being paid for, shown where it is going (a free slot of the Field; its middle
        for a Magic card)."""
        lay = self.layout
        it = self._card(uid, p, s)
        it.zone, it.owner, it.index = "ghost", p, proposal.hand_index
        it.set_face(self.game.state.cards[uid], True)
        word = getattr(proposal, "ghost_word", None) or {
            "summon": translate("TableItems", "SUMMONING"), "deploy": translate("TableItems", "DEPLOYING"),
            "use": translate("TableItems", "USING")}[proposal.verb]
        it.set_marks(ghost_text=word, glow="target")
        slots = self._row_slots.get((s, lay.play_to)) or [(*L.center(lay.zone_rect(s, lay.play_to)), 0.0)]
        x, y = slots[-1][:2] if proposal.verb != "use" else L.center(lay.zone_rect(s, lay.play_to))
        zone = getattr(proposal, "ghost_zone", None)  # a combo: shown in the Combo Area
        if zone is not None and zone in lay.rects:
            x, y = L.center(lay.zone_rect(s, zone))
        self._place(it, x, y, 0.0, Z.CARD + 50, ms)
        self.ghost = it
        return (x, y)

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
            x, y = self.layout.deck_center(seat)
            it.setPos(x, y)
            it.appearing = self._synced and is_token(it.card)  # made by an effect: fades in where it lies
            self.addItem(it)
            self.cards[uid] = it
        if not it.isVisible() and it.zone == "deck":
            it.setPos(*self.layout.deck_center(seat))
        it.setVisible(True)
        it.owner = owner
        return it

    def _place(self, it, x, y, rot, z, ms, done=None) -> None:
        self.targets[it] = (x, y, rot, z)
        if getattr(it, "appearing", False):
            it.appearing = False
            it.setRotation(rot)
            appear(self, it, x, y, ms)
        if it in self.lunging:
            return  # it comes back to its (new) target when the lunge ends
        it.setZValue(z)
        self.tween.move(it, x, y, rot, ms, done)

    def _sync_cores(self, p, s, ps, card_pos, proposal, ghost_pos, ms) -> None:
        groups, (soul_key, soul_pos, soul_void) = C.plan_cores(ps, s, card_pos, proposal, ghost_pos, self.layout)
        assigned, missing, leftover = C.match(self.cores[p], groups)
        void = self.layout.void_center(s)
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
        if getattr(ps, "soul_at", "reserve") is None:  # a game without a Soul Core
            return
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
        ox, oy = L.center(self.layout.zone_rect(1 - self.seat(it.owner), self.layout.play_to))
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
        """Each zone's badge (each kind says what it counts) and the thickness of the face-down stacks."""
        lay = self.layout
        for name in lay.zones:
            steady = lay.visibility.get(name) == "hidden" or K.holds_cores(ps, name)
            n_cards = len(K.cards(ps, name))
            self.zones[(s, name)].set_count(self.zones[(s, name)].count_for(n_cards, K.core_count(ps, name), steady))
            deck = self.decks.get((s, name))
            if deck is not None:
                deck.set_count(n_cards)

    def _face_ready(self, card_id: str) -> None:
        back = card_id == "#back"
        every = card_id == "*"  # a new language: every face
        for it in self.cards.values():
            if it.isVisible() and (every or ((not it.face_up) if back else it.card.id == card_id)):
                it.update()
        if back:
            for d in self.decks.values():
                d.update()
        if self.preview.isVisible():
            self.preview.update()


def _reserve_left(ps, proposal) -> int:
    """The Reserve's cores, the Soul Core included, less those the proposal pays or places."""
    taken = 0
    for spec in (proposal.pay, proposal.place or {}):
        taken += spec.get("reserve", 0) + (spec.get("soul") == "reserve")
    return ps.reserve_count() - taken
