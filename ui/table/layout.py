"""Where everything lies on the play mat: pure geometry, no Qt, no game rules.

The scene is a fixed logical surface (``SCENE_W`` x ``SCENE_H`` units) that the view fits to
the window. Seat 0 is the bottom half (the player the table is shown to), seat 1 the top half:
the top half is the bottom half turned 180 degrees (point mirror), but cards stay upright so
their text stays readable, as on a real table seen from one side.

Rects are ``(x, y, w, h)``; points ``(x, y)``; every function is a pure function of counts.
"""
from __future__ import annotations

import math

SCENE_W, SCENE_H = 1440.0, 1000.0
CARD_W, CARD_H = 100.0, 140.0  # 63 x 88 mm
CORE_R = 9.0  # radius of a normal core
SOUL_R = 12.0  # half-size of the Soul Core
LABEL_H = 24.0  # zone label band

# the bottom seat's zones; the top seat's are their point mirrors
_BOTTOM = {
    "life": (20.0, 525.0, 180.0, 95.0),
    "reserve": (20.0, 628.0, 180.0, 147.0),
    "field": (215.0, 525.0, 870.0, 250.0),
    "deck": (1100.0, 525.0, 106.0, 250.0),
    "trash": (1214.0, 525.0, 106.0, 250.0),
    "removed": (1328.0, 525.0, 106.0, 250.0),
    "hand": (215.0, 790.0, 870.0, 205.0),
    "plate": (20.0, 790.0, 180.0, 205.0),
    "void": (1100.0, 790.0, 334.0, 205.0),
}
ZONES = tuple(_BOTTOM)
# the band between the halves: step tracker and the big action button
TRACKER = (215.0, 479.0, 870.0, 42.0)
BUTTON = (1100.0, 478.0, 334.0, 44.0)
TITLES = {"life": "Life", "reserve": "Reserve", "field": "Field", "deck": "Deck", "trash": "Trash",
          "removed": "Removed", "hand": "Hand", "plate": "", "void": "Void"}


def mirror_rect(r):
    x, y, w, h = r
    return (SCENE_W - x - w, SCENE_H - y - h, w, h)


def mirror_point(p):
    return (SCENE_W - p[0], SCENE_H - p[1])


def zone_rect(seat: int, name: str):
    r = _BOTTOM[name]
    return r if seat == 0 else mirror_rect(r)


def half_rect(seat: int):
    """The whole half of the mat a seat sits at."""
    return (0.0, SCENE_H / 2, SCENE_W, SCENE_H / 2) if seat == 0 else (0.0, 0.0, SCENE_W, SCENE_H / 2)


def center(r):
    return (r[0] + r[2] / 2, r[1] + r[3] / 2)


def contains(r, p) -> bool:
    return r[0] <= p[0] <= r[0] + r[2] and r[1] <= p[1] <= r[1] + r[3]


def _seat(seat: int, p):
    return p if seat == 0 else mirror_point(p)


# ---------------------------------------------------------------------- cards
def field_slots(seat: int, n: int) -> list[tuple[float, float]]:
    """Centres of n field cards, left to right from the seat's point of view."""
    x, y, w, h = _BOTTOM["field"]
    if n <= 0:
        return []
    step = min(150.0, (w - 150.0) / max(1, n - 1)) if n > 1 else 0.0
    x0 = x + w / 2 - step * (n - 1) / 2
    cy = y + LABEL_H / 2 + h / 2
    return [_seat(seat, (x0 + i * step, cy)) for i in range(n)]


def hand_slots(seat: int, n: int) -> list[tuple[float, float, float]]:
    """(x, y, rotation) of n hand cards in a gentle fan."""
    x, y, w, h = _BOTTOM["hand"]
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


def pile_center(seat: int, name: str):
    """Centre of the card shown in the deck, trash or removed zone."""
    x, y, w, h = zone_rect(seat, name)  # the same arrangement in both seats: label, card, cores, count
    return (x + w / 2, y + LABEL_H + 4 + CARD_H / 2)


def offscreen_center(seat: int):
    """Where a card comes from when it appears without a known origin (the deck)."""
    return pile_center(seat, "deck")


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


def zone_cores(seat: int, name: str, n: int):
    """Positions of n cores (Soul Core first when present) in Life, Reserve or Trash cores."""
    if name == "trash":
        x, y, w, h = zone_rect(seat, "trash")
        rect = (x, y + LABEL_H + CARD_H + 6, w, 48.0)
        return grid(rect, n, 22.0, top=0.0)
    if name == "void":
        return [center(zone_rect(seat, "void"))] * n
    return grid(zone_rect(seat, name), n, 25.0 if name == "reserve" else 30.0)


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
