"""Where everything lies on the play mat: pure geometry, no Qt, no game rules.

The scene is a fixed logical surface (``SCENE_W`` x ``SCENE_H`` units) that the view fits to
the window. Seat 0 is the bottom half (the player the table is shown to), seat 1 the top half:
the top half is the bottom half turned 180 degrees (point mirror), but cards stay upright so
their text stays readable, as on a real table seen from one side.

Which zones there are, where they lie and how each is drawn come from the ruleset's table
description (``engine.rulesets.table.TableSpec``); this module holds no list of zones. The pure
functions take a zone's rect (``row_slots``, ``fan_slots``, ``pile_point``, ``grid``...);
``TableLayout`` binds them to one TableSpec and both seats.

Rects are ``(x, y, w, h)``; points ``(x, y)``; every function is a pure function of counts.
"""
from __future__ import annotations

import math

SCENE_W, SCENE_H = 1440.0, 1000.0
CARD_W, CARD_H = 100.0, 140.0  # 63 x 88 mm
CORE_R = 9.0  # radius of a normal core
SOUL_R = 12.0  # half-size of the Soul Core
LABEL_H = 24.0  # zone label band
CARD_KINDS = ("pile", "fan", "row", "stack")  # layout kinds that hold cards


def mirror_rect(r):
    x, y, w, h = r
    return (SCENE_W - x - w, SCENE_H - y - h, w, h)


def mirror_point(p):
    return (SCENE_W - p[0], SCENE_H - p[1])


def half_rect(seat: int):
    """The whole half of the mat a seat sits at."""
    return (0.0, SCENE_H / 2, SCENE_W, SCENE_H / 2) if seat == 0 else (0.0, 0.0, SCENE_W, SCENE_H / 2)


def center(r):
    return (r[0] + r[2] / 2, r[1] + r[3] / 2)


def contains(r, p) -> bool:
    return r[0] <= p[0] <= r[0] + r[2] and r[1] <= p[1] <= r[1] + r[3]


def _seat(seat: int, p):
    return p if seat == 0 else mirror_point(p)


# ---------------------------------------------------------------------- cards (bottom-seat rects)
def row_slots(rect, seat: int, n: int) -> list[tuple[float, float]]:
    """Centres of n cards in a row zone (the Field), left to right from the seat's point of view."""
    x, y, w, h = rect
    if n <= 0:
        return []
    step = min(150.0, (w - 150.0) / max(1, n - 1)) if n > 1 else 0.0
    x0 = x + w / 2 - step * (n - 1) / 2
    cy = y + LABEL_H / 2 + h / 2
    return [_seat(seat, (x0 + i * step, cy)) for i in range(n)]


def fan_slots(rect, seat: int, n: int) -> list[tuple[float, float, float]]:
    """(x, y, rotation) of n cards in a gentle fan (the Hand)."""
    x, y, w, h = rect
    if n <= 0:
        return []
    step = min(108.0, (w - CARD_W - 20.0) / max(1, n - 1)) if n > 1 else 0.0
    mid = (n - 1) / 2
    cx0 = x + w / 2
    base_y = y + 28 + CARD_H / 2
    out = []
    for i in range(n):
        k = i - mid
        spread = k / max(1.0, mid) if n > 1 else 0.0
        rot = 5.0 * spread
        px, py = cx0 + k * step, base_y + 10.0 * spread * spread
        if seat == 1:
            px, py = mirror_point((px, py))
        out.append((px, py, rot))
    return out


def pile_point(rect):
    """Centre of the card shown in a pile zone (Deck, Trash, Removed Area): the same arrangement in
    both seats, label, card, cores, count (``rect`` is the seat's own rect)."""
    x, y, w, h = rect
    return (x + w / 2, y + LABEL_H + 4 + CARD_H / 2)


def pile_core_rect(rect):
    """The band under a pile's card where cores lying in that zone are drawn (the Trash's cores)."""
    x, y, w, h = rect
    return (x, y + LABEL_H + CARD_H + 6, w, 48.0)


# ---------------------------------------------------------------------- cores
def grid(rect, n: int, spacing: float, top: float = LABEL_H, cols: int | None = None):
    """n points in rows inside rect (below its label band), centred horizontally."""
    x, y, w, h = rect
    if n <= 0:
        return []
    inner_w = w - 12
    cols = cols or max(1, int(inner_w // spacing))
    rows = math.ceil(n / cols)
    avail_h = h - top - 8
    vstep = min(spacing, avail_h / rows) if rows > 1 else spacing
    out = []
    for i in range(n):
        r, c = divmod(i, cols)
        in_row = min(cols, n - r * cols)
        px = x + w / 2 + (c - (in_row - 1) / 2) * spacing
        py = y + top + 4 + spacing / 2 + r * vstep
        out.append((px, py))
    return out


def heap_spacing(rect) -> float:
    """Core spacing in a cores zone: a low band (one row, like Life) spreads its cores wider than a
    tall heap (the Reserve)."""
    return 30.0 if rect[3] < 120.0 else 25.0


def card_core_offsets(n: int, landscape: bool = False) -> list[tuple[float, float]]:
    """Offsets from a field card's centre of n cores, laid out upright on the card's footprint
    (``landscape`` for a card turned 90 degrees)."""
    if n <= 0:
        return []
    cols = 5 if landscape else 4
    spacing = 21.0
    rows = math.ceil(n / cols)
    room = 50.0 if landscape else 75.0
    y0 = -22.0 if landscape else -6.0
    vstep = min(spacing, room / max(1, rows - 1)) if rows > 1 else spacing
    out = []
    for i in range(n):
        r, c = divmod(i, cols)
        in_row = min(cols, n - r * cols)
        out.append(((c - (in_row - 1) / 2) * spacing, y0 + r * vstep))
    return out


def rotate(offset, degrees: float):
    a = math.radians(degrees)
    ca, sa = math.cos(a), math.sin(a)
    return (offset[0] * ca - offset[1] * sa, offset[0] * sa + offset[1] * ca)


def preview_rect(anchor_x: float):
    """Where the large preview shows: on the side of the table away from the hovered card."""
    w, h = 340.0, 340.0 * 88 / 63
    y = (SCENE_H - h) / 2
    return (SCENE_W - w - 30, y, w, h) if anchor_x < SCENE_W / 2 else (30.0, y, w, h)


# ---------------------------------------------------------------------- one table
class TableLayout:
    """The geometry of one table description (a ``TableSpec``) for both seats: each zone's rect,
    title and layout kind, the tracker and the button, and where cards and cores lie in a zone.

    ``visibility`` maps a zone name to the ruleset's visibility (``hidden`` piles are drawn as a
    face-down stack). Zones are looked up by the names the ruleset gives them."""

    def __init__(self, spec, visibility: dict | None = None):
        self.spec = spec
        self.rects = {z.name: tuple(float(v) for v in z.rect) for z in spec.zones}
        self.zones = tuple(z.name for z in spec.zones)
        self.titles = {z.name: z.title for z in spec.zones}
        self.kinds = {z.name: z.layout for z in spec.zones}
        self.visibility = dict(visibility or {})
        self.tracker = tuple(spec.tracker)
        self.button = tuple(spec.button)
        self.steps = tuple(spec.steps)
        play = [k for k, v in spec.drags.items() if v == "play"]
        # where a card is played from and to (the Hand and the Field in Battle Spirits)
        self.play_from, self.play_to = play[0] if play else (self.first("fan"), self.first("row"))
        piles = [n for n in self.zones if self.kinds[n] == "pile"]
        hidden = [n for n in piles if self.visibility.get(n) == "hidden"]
        hidden.sort(key=lambda n: n != "deck")  # a zone named Deck first (DBSCG lists its Life pile before it)
        self.deck = (hidden or piles or [None])[0]  # where unseen cards come from and go
        self.void = self.first("void")
        self.plate = self.first("plate")

    @classmethod
    def of(cls, ruleset) -> "TableLayout":
        """The layout of a ruleset's table (``game.ruleset``)."""
        return cls(ruleset.table, {z.name: z.visibility for z in ruleset.zones})

    def first(self, kind: str):
        return next((n for n in self.zones if self.kinds[n] == kind), None)

    def of_kind(self, *kinds) -> list[str]:
        return [n for n in self.zones if self.kinds[n] in kinds]

    def zone_rect(self, seat: int, name: str):
        r = self.rects[name]
        return r if seat == 0 else mirror_rect(r)

    def zone_at(self, pt, kinds=None):
        """(seat, zone name) of the zone under a scene point (only zones of ``kinds`` if given)."""
        for name in self.zones:
            if kinds is not None and self.kinds[name] not in kinds:
                continue
            for seat in (0, 1):
                if contains(self.zone_rect(seat, name), pt):
                    return seat, name
        return None

    def field_slots(self, seat: int, n: int, zone: str | None = None):
        return row_slots(self.rects[zone or self.play_to], seat, n)

    def hand_slots(self, seat: int, n: int, zone: str | None = None):
        return fan_slots(self.rects[zone or self.play_from], seat, n)

    def pile_center(self, seat: int, name: str):
        return pile_point(self.zone_rect(seat, name))

    def deck_center(self, seat: int):
        """Where a card comes from when it appears without a known origin (the Deck)."""
        if self.deck is None:
            return center(half_rect(seat))
        return self.pile_center(seat, self.deck)

    def void_center(self, seat: int):
        return center(self.zone_rect(seat, self.void)) if self.void else center(half_rect(seat))

    def zone_cores(self, seat: int, name: str, n: int):
        """Positions of n cores (Soul Core first when present) in a zone: a heap in a cores zone,
        a band under the card of a pile (the Trash), the centre of the Void."""
        kind = self.kinds.get(name)
        if kind == "void" or kind is None:
            return [self.void_center(seat)] * n
        r = self.zone_rect(seat, name)
        if kind in ("pile", "stack"):
            return grid(pile_core_rect(r), n, 22.0, top=0.0)
        return grid(r, n, heap_spacing(r))


_DEFAULT: TableLayout | None = None


def default_layout() -> TableLayout:
    """The Battle Spirits Standard table (for tools and tests with no game at hand; the table
    itself lays out from ``TableLayout.of(game.ruleset)``)."""
    global _DEFAULT
    if _DEFAULT is None:
        from engine.rulesets import STANDARD

        _DEFAULT = TableLayout.of(STANDARD)
    return _DEFAULT


def zone_rect(seat: int, name: str):
    """A zone's rect on the Standard table (see ``default_layout``)."""
    return default_layout().zone_rect(seat, name)


def pile_center(seat: int, name: str):
    """The card spot of a pile zone on the Standard table (see ``default_layout``)."""
    return default_layout().pile_center(seat, name)
