"""Where each player's cores are drawn, as groups keyed by (place, role), and the matching of existing
core items to those groups so that a core that moves in the game flies from its old spot.

Places: "life", "reserve", "trash", "void" or ("field", object number). Roles: None, or "pay" /
"place" while a payment is proposed (a "pay" core is drawn in the Trash, a "place" core on the new
card, but keeps its place of origin so dragging it back adjusts the payment).
"""
from __future__ import annotations

from engine.places import index_in

from . import contents as C
from . import layout as L


def _spec_counts(spec: dict | None, p, objs) -> tuple[dict, object]:
    """A pay/place spec ({"reserve": 2, "field[0]": 1, "soul": "reserve"}) -> ({place: n}, soul place)."""
    out: dict = {}
    soul = None
    for k, v in (spec or {}).items():
        if k == "soul":
            soul = "reserve" if v == "reserve" else ("field", objs[index_in(v, "field")])
        elif k == "reserve":
            out["reserve"] = out.get("reserve", 0) + v
        else:
            key = ("field", objs[index_in(k, "field")])
            out[key] = out.get(key, 0) + v
    return out, soul


def plan_cores(p, seat: int, card_pos: dict, proposal=None, ghost_pos=None, layout: L.TableLayout | None = None):
    """Return ({(place, role): [positions]} for normal cores, (soul key, soul position)).

    ``card_pos`` maps a field card's object number to (x, y, rotation) of its card on the mat;
    ``ghost_pos`` is where the card being paid for is shown (payments only). ``layout`` is the
    table's (its zones of kind ``cores`` hold heaps, its piles that hold cores a band of them)."""
    lay = layout or L.default_layout()
    objs = [fc.obj for fc in p.field]
    pay, pay_soul = _spec_counts(proposal.pay if proposal else None, p, objs)
    place, place_soul = _spec_counts(proposal.place if proposal else None, p, objs)
    # the cards on the table that carry cores (the Field's), whatever row zones hold them
    carriers = [fc for z in lay.of_kind("row") for fc in C.cards(p, z) if hasattr(fc, "cores")]
    soul_place = p.soul_at
    for fc in carriers:
        if fc.soul:
            soul_place = ("field", fc.obj)
    soul_role = "pay" if pay_soul is not None else "place" if place_soul is not None else None
    groups: dict = {}
    soul_pos = None

    def stays(key, total):
        return total - pay.get(key, 0) - place.get(key, 0)

    # core heaps (Life, Reserve), then piles holding cores (the Trash): the Soul Core first when it is there
    for zone in lay.of_kind("cores"):
        n = stays(zone, C.cores(p, zone))
        has_soul = soul_place == zone and soul_role is None
        pts = lay.zone_cores(seat, zone, n + has_soul)
        if has_soul:
            soul_pos = pts[0]
            pts = pts[1:]
        groups[(zone, None)] = pts
    paid = [(k, n) for k, n in pay.items() if n]
    n_paid = sum(n for _, n in paid) + (soul_role == "pay")
    piles = [z for z in lay.of_kind("pile", "stack") if C.holds_cores(p, z)]
    rest = lay.zone_cores(seat, lay.void, n_paid) if not piles else []
    for k, zone in enumerate(piles):  # cores being paid are drawn in the first (the Trash)
        here = C.cores(p, zone)
        soul_in = soul_place == zone
        extra = n_paid if k == 0 else 0
        pts = lay.zone_cores(seat, zone, here + soul_in + extra)
        if soul_in:
            soul_pos = pts[0]
            pts = pts[1:]
        groups[(zone, None)] = pts[:here]
        if k == 0:
            rest = pts[here:]
    if soul_role == "pay":
        soul_pos, rest = rest[0], rest[1:]
    for k, n in paid:
        groups[(k, "pay")], rest = rest[:n], rest[n:]
    # field cards
    for fc in carriers:
        key = ("field", fc.obj)
        x, y, rot = card_pos[fc.obj]
        n = stays(key, fc.cores)
        has_soul = fc.soul and soul_role is None
        offs = L.card_core_offsets(n + has_soul, landscape=round(rot / 90) % 2 == 1)
        pts = [(x + ox, y + oy) for ox, oy in offs]
        if has_soul:
            soul_pos, pts = pts[0], pts[1:]
        groups[(key, None)] = pts
    # the new card
    if ghost_pos is not None:
        placed = [(k, n) for k, n in place.items() if n]
        total = sum(n for _, n in placed) + (soul_role == "place")
        pts = [(ghost_pos[0] + ox, ghost_pos[1] + oy) for ox, oy in L.card_core_offsets(total)]
        if soul_role == "place":
            soul_pos, pts = pts[0], pts[1:]
        for k, n in placed:
            groups[(k, "place")], pts = pts[:n], pts[n:]
    if soul_pos is None:  # in the Void (or nowhere shown)
        soul_pos = lay.zone_cores(seat, lay.void, 1)[0]
    origin = soul_place if soul_role is None else (pay_soul if soul_role == "pay" else place_soul)
    return groups, ((origin, soul_role), soul_pos, soul_place == "void")


def match(items, groups: dict):
    """Assign existing core items to groups. Returns (assigned {key: [items]}, missing {key: n}, leftover).

    Items already in a group stay in it; the rest go to a pool and are handed out to groups that
    lack cores, preferring a core from the same place (a payment role change) over any other."""
    by_key: dict = {}
    for it in items:
        by_key.setdefault((it.place, it.role), []).append(it)
    assigned: dict = {}
    pool = []
    for key, its in by_key.items():
        n = len(groups.get(key, ()))
        assigned[key] = its[:n]
        pool.extend(its[n:])
    missing = {}
    for key, pts in groups.items():
        have = assigned.setdefault(key, [])
        need = len(pts) - len(have)
        if need <= 0:
            continue
        same = [it for it in pool if it.place == key[0]]
        for it in same[:need]:
            pool.remove(it)
            have.append(it)
        need = len(pts) - len(have)
        take = pool[:need]
        del pool[:need]
        have.extend(take)
        if len(pts) > len(have):
            missing[key] = len(pts) - len(have)
    return assigned, missing, pool
