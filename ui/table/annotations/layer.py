"""The annotation layer of a scene: makes the items from a list of dicts and reads them back, and
turns places (``p1.field[0]``, ``p2.life``, ``void``, ``{x, y}``) into points on the mat and back."""
from __future__ import annotations

import math

from PySide6.QtCore import QObject, QPointF, QRectF, Signal

from .. import contents as K
from .. import layout as L
from .items import ITEM_CLASS, Anchor, AnnotationItem

SMALL_KINDS = ("cores", "pile")  # the zones an arrow or a ring may name as a whole (Reserve, Life, Trash...)


def missing_cards(game, annotations) -> list[tuple[str, str]]:
    """(key path, place) of each card place that names no card in ``game`` (drawn at its area instead)."""
    out = []
    for i, a in enumerate(annotations or ()):
        for key in ("from", "to", "at"):
            place = a.get(key)
            if not isinstance(place, str) or "[" not in place:
                continue
            who, rest = place.split(".", 1)
            zone, index = rest[:-1].split("[")
            ps = game.state.players[int(who[1]) - 1]
            if int(index) >= len(getattr(ps, zone)):
                out.append((f"annotations[{i}].{key}", place))
    return out


# ---------------------------------------------------------------------- the layer
class AnnotationLayer(QObject):
    """The annotations of one scene: creates their items, finds their places, reads them back."""

    changed = Signal()  # an annotation was added, edited or deleted by the user

    def __init__(self, scene):
        super().__init__(scene)
        self.scene = scene
        self.items: list[AnnotationItem] = []
        self.editable = False

    # ------------------------------------------------------------------ the list
    def to_list(self) -> list[dict]:
        out = []
        for it in self.items:
            d = {}
            for k, v in it.data.items():
                d[k] = dict(v) if isinstance(v, dict) else v
            out.append(d)
        return out

    def set_list(self, annotations) -> None:
        from engine.annotations import parse_annotations

        parsed = parse_annotations(list(annotations))  # a bad list raises DataError, changing nothing
        for it in list(self.items):
            self._drop(it)
        for d in parsed:
            self.add(d, notify=False)

    def add(self, data: dict, notify: bool = True) -> AnnotationItem:
        it = ITEM_CLASS[data["kind"]](self, data)
        it.set_editable(self.editable)
        self.scene.addItem(it)
        self.items.append(it)
        it.relayout()
        if notify:
            self.changed.emit()
        return it

    def remove(self, it: AnnotationItem, notify: bool = True) -> None:
        if it in self.items:
            self._drop(it)
            if notify:
                self.changed.emit()

    def _drop(self, it) -> None:
        self.items.remove(it)
        if it.scene() is self.scene:
            self.scene.removeItem(it)

    def selected(self) -> list[AnnotationItem]:
        return [it for it in self.items if it.isSelected()]

    def delete_selected(self) -> int:
        sel = self.selected()
        for it in sel:
            self.remove(it, notify=False)
        if sel:
            self.changed.emit()
        return len(sel)

    def update_data(self, it: AnnotationItem, **changes) -> None:
        for k, v in changes.items():
            if v is None or v == "":
                it.data.pop(k, None)
            else:
                it.data[k] = v
        it.relayout()
        self.changed.emit()

    def set_editable(self, on: bool) -> None:
        self.editable = on
        for it in self.items:
            it.set_editable(on)

    def relayout(self) -> None:
        for it in self.items:
            it.relayout()

    # ------------------------------------------------------------------ places
    def anchor(self, place) -> Anchor:
        """Where ``place`` is on the mat now."""
        sc = self.scene
        if isinstance(place, dict):
            return Anchor(QPointF(place["x"] * L.SCENE_W, place["y"] * L.SCENE_H), None, "point")
        if place == "void":
            game = sc.game
            p = game.state.turn_player if game is not None else sc.viewer
            r = QRectF(*sc.layout.zone_rect(sc.seat(p), sc.layout.void))
            c = r.center()
            return Anchor(c, QRectF(c.x() - 62, c.y() - 62, 124, 124), "area")
        who, rest = place.split(".", 1)
        p = int(who[1]) - 1
        zone, index = rest, None
        if "[" in rest:
            zone, index = rest[:-1].split("[")
            index = int(index)
        if index is not None:
            it = self._card_item(p, zone, index)
            if it is not None:
                x, y, rot = self._card_pos(it)
                w, h = (L.CARD_H, L.CARD_W) if round(rot / 90) % 2 else (L.CARD_W, L.CARD_H)
                return Anchor(QPointF(x, y), QRectF(x - w / 2, y - h / 2, w, h), "card")
        r = QRectF(*sc.layout.zone_rect(sc.seat(p), zone))
        return Anchor(r.center(), r, "area")

    def _card_item(self, p: int, zone: str, index: int):
        game = self.scene.game
        if game is None:
            return None
        uids = [K.uid(e) for e in K.cards(game.state.players[p], zone)]
        if not 0 <= index < len(uids):
            return None
        it = self.scene.cards.get(uids[index])
        return it if it is not None and it.isVisible() else None

    def _card_pos(self, it):
        t = self.scene.targets.get(it)
        if t is not None:
            return t[0], t[1], t[2]
        return it.x(), it.y(), it.rotation()

    def place_at(self, pos: QPointF, kind: str):
        """The place a click at scene ``pos`` names, for an annotation of ``kind``: the card under it,
        else (arrows and rings) a small area (Reserve, Life, Trash, Deck, Removed, Void), else the point."""
        from ..items import CardItem

        sc = self.scene
        for it in sc.items(pos):
            if isinstance(it, CardItem) and it.isVisible() and sc.shown_zone(it.zone):
                return f"p{it.owner + 1}.{it.zone}[{it.index}]"
        pt = (pos.x(), pos.y())
        if kind in ("arrow", "ring"):
            for seat in (0, 1):
                p = sc.player_at(seat)
                for name in sc.layout.of_kind(*SMALL_KINDS):
                    if L.contains(sc.layout.zone_rect(seat, name), pt):
                        return f"p{p + 1}.{name}"
                vc = sc.layout.void_center(seat)
                if math.hypot(pt[0] - vc[0], pt[1] - vc[1]) <= 62:
                    return "void"
        return {"x": round(min(1.0, max(0.0, pos.x() / L.SCENE_W)), 4),
                "y": round(min(1.0, max(0.0, pos.y() / L.SCENE_H)), 4)}

    def item_at(self, pos: QPointF):
        for it in self.scene.items(pos):
            if isinstance(it, AnnotationItem) and it in self.items:
                return it
        return None

