"""The back of a card, for face-down cards: a generated night-blue medallion with the six colours and the
"Spirit Table" mark."""
from __future__ import annotations

import functools
import math

from PIL import Image, ImageDraw

from . import text as T
from .geometry import internal_size, scale_to
from .palette import GOLD, GOLD_DARK, TONES, glow, gradient, radial, rounded_mask

COLOR_ORDER = ("red", "purple", "green", "white", "yellow", "blue")


@functools.lru_cache(maxsize=16)
def card_back(width: int = 372) -> Image.Image:
    """The card back at ``width`` (RGBA, cached: copy it before drawing on it)."""
    width = max(16, int(width))
    w, h = internal_size(width)
    u = w / 100
    img = gradient((w, h), [(0, (30, 22, 74)), (0.5, (14, 16, 44)), (1, (6, 8, 20))], 60)
    d = ImageDraw.Draw(img, "RGBA")
    step = 7 * u  # a diamond lattice
    for k in range(-int(h / step) - 2, int(w / step) + int(h / step) + 2):
        d.line([(k * step, 0), (k * step + h, h)], fill=(150, 130, 255, 18), width=max(1, int(0.25 * u)))
        d.line([(k * step, 0), (k * step - h, h)], fill=(150, 130, 255, 18), width=max(1, int(0.25 * u)))
    cx, cy = w / 2, h * 0.46
    glow(img, radial((w, h), (0.5, 0.46), 0.62), (90, 70, 200), 0, 0.9)
    rays = Image.new("L", (w, h), 0)
    dr = ImageDraw.Draw(rays)
    for i in range(48):
        a = 2 * math.pi * i / 48
        r1 = w * (0.62 if i % 2 else 0.5)
        dr.line([(cx, cy), (cx + math.cos(a) * r1, cy + math.sin(a) * r1)], fill=70, width=max(1, int(0.3 * u)))
    glow(img, rays, (200, 170, 255), u * 0.3, 0.7)
    lw = max(1, int(0.5 * u))
    for r in (34, 31.5, 20):
        d.ellipse((cx - r * u, cy - r * u, cx + r * u, cy + r * u), outline=GOLD, width=lw)
    star = []
    for i in range(24):  # a twelve-pointed star between the rings
        a = math.pi * i / 12 - math.pi / 2
        r = (31.5 if i % 2 == 0 else 22) * u
        star.append((cx + math.cos(a) * r, cy + math.sin(a) * r))
    d.polygon(star, fill=(40, 30, 90, 160), outline=GOLD)
    d.ellipse((cx - 20 * u, cy - 20 * u, cx + 20 * u, cy + 20 * u), fill=(10, 10, 30, 200), outline=GOLD, width=lw)
    orbs = Image.new("L", (w, h), 0)
    do = ImageDraw.Draw(orbs)
    for i, col in enumerate(COLOR_ORDER):  # the six colours on a hexagon
        a = 2 * math.pi * i / 6 - math.pi / 2
        x, y, r = cx + math.cos(a) * 12 * u, cy + math.sin(a) * 12 * u, 4.4 * u
        t = TONES[col]
        orb = Image.new("L", (w, h), 0)
        ImageDraw.Draw(orb).ellipse((x - r, y - r, x + r, y + r), fill=255)
        glow(img, orb, t.glow, 2.2 * u, 1.1)
        img.paste(gradient((int(2 * r), int(2 * r)), [(0, t.light), (0.5, t.base), (1, t.dark)], 60),
                  (int(x - r), int(y - r)), orb.crop((int(x - r), int(y - r), int(x - r) + int(2 * r),
                                                      int(y - r) + int(2 * r))))
        d.ellipse((x - r, y - r, x + r, y + r), outline=GOLD, width=max(1, int(0.35 * u)))
        do.ellipse((x - r * 0.5, y - r * 0.7, x + r * 0.1, y - r * 0.2), fill=120)
    img.paste((255, 255, 255), (0, 0), orbs)
    core = Image.new("L", (w, h), 0)
    ImageDraw.Draw(core).ellipse((cx - 3.2 * u, cy - 3.2 * u, cx + 3.2 * u, cy + 3.2 * u), fill=255)
    glow(img, core, (255, 220, 150), 3 * u, 1.6)
    img.paste((255, 246, 220), (0, 0), core)
    T.draw_line_fit(img, (12 * u, 104 * u, 88 * u, 116 * u), "S P I R I T   T A B L E", "serif_bold", int(6.2 * u),
                    int(3 * u), GOLD, "center", max(1, int(0.35 * u)), GOLD_DARK)
    d.line([(24 * u, 118.5 * u), (76 * u, 118.5 * u)], fill=GOLD + (200,), width=max(1, int(0.3 * u)))
    d.polygon([(50 * u, 116.8 * u), (51.7 * u, 118.5 * u), (50 * u, 120.2 * u), (48.3 * u, 118.5 * u)], fill=GOLD)
    d.rounded_rectangle((0, 0, w - 1, h - 1), radius=4.2 * u, outline=(10, 10, 14), width=int(1.3 * u))
    d.rounded_rectangle((3 * u, 3 * u, w - 3 * u, h - 3 * u), radius=2.6 * u, outline=GOLD, width=lw)
    d.rounded_rectangle((4.3 * u, 4.3 * u, w - 4.3 * u, h - 4.3 * u), radius=2 * u, outline=GOLD + (110,),
                        width=max(1, int(0.25 * u)))
    out = img.convert("RGBA")
    out.putalpha(rounded_mask((w, h), 4.2 * u))
    return scale_to(out, width)
