"""The position editor's right-click menus: the entries for a card (cores, Soul Core, state, moves), a
core and an area, and the menu shown at the mouse. Mixed into ``PositionEditor`` (ui.editor.editor)."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QMenu

from .. import i18n
from ..table.items import CardItem, CoreItem

translate = QCoreApplication.translate
STATE_LABELS = (("refresh", QT_TRANSLATE_NOOP("EditorMenu", "Refreshed")), ("exhausted", QT_TRANSLATE_NOOP("EditorMenu", "Exhausted")),
                ("heavy_exhausted", QT_TRANSLATE_NOOP("EditorMenu", "Heavy exhausted")))
AREA_WORDS = {"hand": QT_TRANSLATE_NOOP("EditorMenu", "Hand"), "field": QT_TRANSLATE_NOOP("EditorMenu", "Field"), "trash": QT_TRANSLATE_NOOP("EditorMenu", "Trash"),
              "removed": QT_TRANSLATE_NOOP("EditorMenu", "Removed Area"), "deck": QT_TRANSLATE_NOOP("EditorMenu", "Deck"), "reserve": QT_TRANSLATE_NOOP("EditorMenu", "Reserve"),
              "life": QT_TRANSLATE_NOOP("EditorMenu", "Life"), "void": QT_TRANSLATE_NOOP("EditorMenu", "Void")}


def _area(name: str) -> str:
    return i18n.zone_title(name, translate("EditorMenu", AREA_WORDS.get(name, name)))


class ContextMenuMixin:
    """The right-click menus of cards, cores and areas while editing (part of ``PositionEditor``)."""

    # ------------------------------------------------------------------ context menus
    def context_entries(self, item=None, zone=None) -> list:
        """[(label, callable or None)] for a card item, a core item, or an area ``zone`` = (name, player).
        A None callable is a disabled line (a heading)."""
        b = self.board
        if isinstance(item, CoreItem):
            return self._core_entries(item)
        if isinstance(item, CardItem):
            where = b.where(item.uid)
            if where is None:
                return []
            p, area, i = where
            return self._card_entries(p, area, i)
        if zone is not None:
            return self._zone_entries(*zone[:2])
        return []

    def _card_entries(self, p, area, i) -> list:
        b = self.board
        side = b.sides[p]
        uid = side.field[i].uid if area == "field" else side.area(area)[i]
        card = b.card(uid)
        out = [(translate("EditorMenu", "{card}  ({area} of P{n})").format(card=i18n.card_name(card), area=_area(area), n=p + 1),
                None)]
        if area == "field":
            e = side.field[i]
            lv = card.level_for(e.cores + (1 if side.soul == uid else 0), side.soul == uid)
            out.append((translate("EditorMenu", "Cores: {n}").format(n=e.cores) + (" + " + translate("EditorMenu", "Soul Core") if side.soul == uid else "")
                        + f"  (Lv{lv})", None))
            out.append((translate("EditorMenu", "Add a core (+)"), lambda: self._do(b.add_cores, p, i, 1)))
            out.append((translate("EditorMenu", "Remove a core (−)"), (lambda: self._do(b.add_cores, p, i, -1)) if e.cores > 0 else None))
            for n in sorted({card.lv1_cost, *(lv_.cores for lv_ in card.levels if lv_.cores < 20)}):
                if card.levels and n != e.cores:
                    out.append((translate("EditorMenu", "Set {n} cores").format(n=n), lambda n=n: self._do(b.set_cores, p, i, n)))
            if side.soul != uid:
                out.append((translate("EditorMenu", "Move the Soul Core here"), lambda: self._do(b.set_soul, p, f"field[{i}]")))
            else:
                out.append((translate("EditorMenu", "Move the Soul Core to the {area}").format(area=_area("reserve")),
                            lambda: self._do(b.set_soul, p, "reserve")))
            for st, label in STATE_LABELS:
                out.append((("✓ " if e.state == st else "    ") + translate("EditorMenu", label),
                            (lambda st=st: self._do(b.set_state, p, i, st)) if e.state != st else None))
        for to_area in ("hand", "field", "trash", "removed", "deck"):
            if to_area == area or (to_area == "field" and card.is_magic):
                continue
            label = (translate("EditorMenu", "Put on top of the Deck") if to_area == "deck"
                     else translate("EditorMenu", "Move to the {area}").format(area=_area(to_area)))
            out.append((label, lambda a=to_area: self._do(b.move_card, p, area, i, p, a)))
        if not (area == "field" and card.is_magic):
            other = 1 - p
            out.append((translate("EditorMenu", "Give to P{n} ({area})").format(n=other + 1, area=_area(area)),
                        lambda: self._do(b.move_card, p, area, i, other, area)))
        out.append((translate("EditorMenu", "Remove the card"), lambda: self._do(b.remove, p, area, i)))
        return out

    def _core_entries(self, item) -> list:
        b = self.board
        p = item.owner
        place = item.place
        if isinstance(place, tuple) and place[0] == "field":
            i = b.sides[p].field_index(place[1] - 1)
            return self._card_entries(p, "field", i) if i is not None else []
        if item.soul:
            out = [(translate("EditorMenu", "P{n}'s Soul Core").format(n=p + 1), None)]
            for spot in ("reserve", "life", "trash", "void"):
                if spot != b.sides[p].soul:
                    out.append((translate("EditorMenu", "Move the Soul Core to the {area}").format(area=_area(spot)),
                                lambda s=spot: self._do(b.set_soul, p, s)))
            return out
        if place in ("reserve", "life", "trash"):
            return self._zone_entries(place, p)
        return []

    def _zone_entries(self, name, p) -> list:
        b = self.board
        side = b.sides[p]
        key = {"reserve": "reserve", "life": "life", "trash": "trash_cores"}.get(name)
        if key is not None:
            n = getattr(side, key)
            title = _area({"reserve": "reserve", "life": "life", "trash_cores": "trash"}[key])
            out = [(translate("EditorMenu", "P{n}'s {area}: {cores} cores").format(n=p + 1, area=title, cores=n), None),
                   (translate("EditorMenu", "Add a core (+)"), lambda: self._do(b.set_count, p, key, n + 1)),
                   (translate("EditorMenu", "Remove a core (−)"), (lambda: self._do(b.set_count, p, key, n - 1)) if n > 0 else None)]
            if side.soul != name and name in ("reserve", "life", "trash"):
                out.append((translate("EditorMenu", "Move the Soul Core here"), lambda: self._do(b.set_soul, p, name)))
            return out
        if name == "deck":
            out = [(translate("EditorMenu", "P{n}'s Deck: {cards} cards + {blanks} blank").format(n=p + 1, cards=len(side.deck),
                                                                                 blanks=side.blanks), None),
                   (translate("EditorMenu", "Add 10 blank cards"), lambda: self._do(b.set_count, p, "blanks", side.blanks + 10)),
                   (translate("EditorMenu", "Remove 10 blank cards"), (lambda: self._do(b.set_count, p, "blanks", side.blanks - 10))
                    if side.blanks else None)]
            if side.deck:
                out.append((translate("EditorMenu", "Remove the top card"), lambda: self._do(b.remove, p, "deck", 0)))
            return out
        if name in ("trash", "removed", "hand") and side.area(name):
            lst = side.area(name)
            return [(translate("EditorMenu", "P{n}'s {area}: {cards} cards").format(n=p + 1, area=_area(name), cards=len(lst)), None),
                    (translate("EditorMenu", "Remove the top card ({card})").format(card=i18n.card_name(b.card(lst[-1]))),
                     lambda: self._do(b.remove, p, name, len(lst) - 1))]
        return []

    def _context_menu(self, vpos, gpos) -> None:
        scene_pos = self.view.mapToScene(vpos)
        item = None
        for it in self.view.items(vpos):
            if isinstance(it, (CoreItem, CardItem)) and it.isVisible():
                item = it
                break
        entries = self.context_entries(item) if item is not None else []
        if not entries:
            z = self.zone_at(scene_pos)
            entries = self.context_entries(zone=z) if z is not None else []
        if not entries:
            return
        self.scene.preview.setVisible(False)
        menu = QMenu(self.view)
        menu.setObjectName("editorMenu")
        menu.setStyleSheet("QMenu::item:disabled { color: #9a9486; }")
        for label, fn in entries:
            a = menu.addAction(label)
            if fn is None:
                a.setEnabled(False)
            else:
                a.triggered.connect(lambda _=False, fn=fn: fn())
        menu.exec(gpos)
