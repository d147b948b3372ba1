"""Where things are on the screen in a game of the Dragon Ball Super Card Game, for scripted drivers
(``SPIRIT_TABLE_GEOMETRY``; ``app.geometry`` hands over here): screen points ``[x, y]``.

- ``button``; ``zones`` (the viewer's areas' centres) and ``opponent_zones`` (the opponent's);
- ``hand``: ``{"at", "name", "targets"}`` per hand card (``targets``: the areas a drag of it lights: ``energy``,
  ``battle``, ``combo``, ``card``...);
- ``leader`` / ``opponent_leader``: the Leaders' points; ``battle`` / ``opponent_battle``: the Battle cards'
  points; ``energy``: the viewer's energy points;
- ``movers``: the viewer's cards a drag may take now, each ``{"at", "source": "leader" | "battle[i]", "targets":
  [[kind, player, index?], ...]}`` (attack, block, combo);
- ``buttons``, ``decision`` (with ``proposal`` and ``paying``: the energy indexes lit), ``over``, ``panel``.
"""
from __future__ import annotations


def geometry(table) -> dict:
    w = table.window
    sc, view, c = w.scene, w.view, table.controller
    from PySide6.QtWidgets import QPushButton

    from ui.table import layout as L

    def pt(x, y):
        g = view.scene_to_global(x, y)
        return [g.x(), g.y()]

    def at(uid):
        it = sc.cards.get(uid)
        if it is None:
            return None
        return pt(*sc.targets.get(it, (it.x(), it.y(), 0, 0))[:2])

    lay = sc.layout
    p = sc.viewer
    st = c.game.state
    me, opp = st.players[p], st.players[1 - p]
    out = {"button": pt(*L.center(lay.button)),
           "zones": {n: pt(*L.center(lay.zone_rect(0, n))) for n in lay.zones},
           "opponent_zones": {n: pt(*L.center(lay.zone_rect(1, n))) for n in lay.zones},
           "leader": at(me.leader.uid) if me.leader else None,
           "opponent_leader": at(opp.leader.uid) if opp.leader else None,
           "battle": [at(s.uid) for s in me.battle], "opponent_battle": [at(s.uid) for s in opp.battle],
           "energy": [at(s.uid) for s in me.energy], "hand": [], "movers": []}
    for i, uid in enumerate(me.hand):
        if uid not in sc.cards:
            continue
        zones = sorted({t[0] for t in c.drag_targets(("hand", p, i))}) if c.can_drag(("hand", p, i)) else []
        out["hand"].append({"at": at(uid), "name": c.game.card(uid).name, "targets": zones})
    sources = [(("leader", p, 0), "leader", me.leader.uid if me.leader else None)] + \
        [(("card", p, i), f"battle[{i}]", s.uid) for i, s in enumerate(me.battle)]
    for src, name, uid in sources:
        if uid is None or not c.can_drag(src):
            continue
        targets = c.drag_targets(src)
        if targets:
            out["movers"].append({"at": at(uid), "source": name, "targets": [list(t) for t in targets]})
    buttons = {}
    for parent in (w.panel.box, w.prompt):
        for btn in parent.findChildren(QPushButton):
            if btn.isVisible() and btn.isEnabled() and btn.objectName():
                g = btn.mapToGlobal(btn.rect().center())
                buttons[btn.objectName()] = [g.x(), g.y()]
    out["buttons"] = buttons
    d = c.game.decision
    pr = c.proposal
    out["decision"] = None if d is None else {"kind": d.kind, "mine": c.is_human(d.player),
                                              "proposal": pr is not None,
                                              "paying": list(getattr(pr, "energy", ()) or ())}
    out["over"] = c.game.is_over
    out["panel"] = w.panel.detail.text()
    return out
