"""Where things are on the screen, for scripted drivers such as xdotool (``SPIRIT_TABLE_GEOMETRY=path``):
written after every change as JSON. Screen points are ``[x, y]`` in global (screen) pixels.

- ``button``: the mat's big button; ``reserve_zone``, ``reserve_cores``, ``field``: the viewer's
  Reserve and field cards (their places when the animations end);
- ``hand``: the viewer's hand cards, each ``{"at": point, "name": ..., "targets": [zone names]}`` where
  ``targets`` are the zones a drag of it lights (``field``, ``burst``: what a player sees while dragging);
- ``attackers``: indexes of the viewer's field cards a drag may take now (an attack or a block), and
  ``attacker``: the attacking card's point in a battle;
- ``zones``: the centre of each of the viewer's zones, and ``opponent_field`` the opponent's Field;
- ``buttons``: the visible answer buttons of the side panel and of the prompt over the table, by object
  name (``keep``, ``end_step``, ``prompt:keep``, ``choose:yes`` ...);
- ``decision``: the kind of decision and whether it is the viewer's, ``panel`` the side panel's words.
"""
from __future__ import annotations

import json


GAME_GEOMETRY = {"dbscg": "app.dbscg_geometry"}  # Ruleset.game -> the module that writes another game's areas


def geometry(table) -> dict:
    other = GAME_GEOMETRY.get(getattr(table.controller.game.ruleset, "game", None))
    if other is not None:  # another game's areas (the DBSCG: app.dbscg_geometry)
        from importlib import import_module

        return import_module(other).geometry(table)
    w = table.window
    sc, view, c = w.scene, w.view, table.controller
    from PySide6.QtWidgets import QPushButton

    from ui.table import layout as L

    def pt(x, y):
        g = view.scene_to_global(x, y)
        return [g.x(), g.y()]

    def target(it):
        return sc.targets.get(it, (it.x(), it.y(), 0, 0))[:2]

    lay = sc.layout
    p = sc.viewer
    st = c.game.state
    out = {"button": pt(*L.center(lay.button)), "reserve_zone": pt(*L.center(lay.zone_rect(0, "reserve"))),
           "reserve_cores": [pt(it.x(), it.y()) for it in sc.core_items(p, "reserve")], "field": [], "hand": [],
           "attackers": [], "attacker": None,
           "zones": {n: pt(*L.center(lay.zone_rect(0, n))) for n in lay.zones},
           "opponent_field": pt(*L.center(lay.zone_rect(1, lay.play_to))) if lay.play_to else None}
    for i in range(len(st.players[p].field)):
        it = sc.field_item(p, i)
        out["field"].append(pt(*target(it)))
        if c.can_drag(("card", p, i)) and c.drag_targets(("card", p, i)):
            out["attackers"].append(i)
    for i, uid in enumerate(st.players[p].hand):
        it = sc.cards.get(uid)
        if it is None:
            continue
        zones = sorted({t[0] for t in c.drag_targets(("hand", p, i))}) if c.can_drag(("hand", p, i)) else []
        out["hand"].append({"at": pt(*target(it)), "name": c.game.card(uid).name, "targets": zones})
    b = st.battle
    if b is not None:
        ap, fc = c.game.find_obj(b.attacker)
        if fc is not None and fc.uid in sc.cards:
            out["attacker"] = pt(*target(sc.cards[fc.uid]))
    buttons = {}
    for parent in (w.panel.box, w.prompt):
        for btn in parent.findChildren(QPushButton):
            if btn.isVisible() and btn.isEnabled() and btn.objectName():
                g = btn.mapToGlobal(btn.rect().center())
                buttons[btn.objectName()] = [g.x(), g.y()]
    out["buttons"] = buttons
    d = c.game.decision
    out["decision"] = None if d is None else {"kind": d.kind, "mine": c.is_human(d.player),
                                              "proposal": c.proposal is not None}
    out["over"] = c.game.is_over
    out["panel"] = w.panel.detail.text()  # the side panel's words (a payment's summary and its warnings)
    return out


def write(table, path: str) -> None:
    try:
        data = geometry(table)
        with open(path + ".tmp", "w") as f:
            json.dump(data, f)
        import os

        os.replace(path + ".tmp", path)
    except (OSError, RuntimeError, AttributeError):
        pass
