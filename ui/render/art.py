"""Generated art for the art window: a landscape chosen by the card's colour (volcanic peaks and flames,
night spires, forest hills, snowy crystals, radiant sky islands, waves), under an emblem chosen by its type
and families.  Deterministic: everything random comes from a hash of the card id.  No image files."""
from __future__ import annotations

import hashlib
import math
import random

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from . import emblems
from .palette import Tones, blur, card_tones, glow, gradient, lerp, paint, radial, ramp, shade


def seed_of(card_id: str) -> int:
    return int.from_bytes(hashlib.sha256(card_id.encode("utf-8")).digest()[:8], "big")


def render_art(card, w: int, h: int) -> Image.Image:
    """The art of ``card`` at w x h pixels (RGB)."""
    rng = random.Random(seed_of(card.id))
    pal = card_tones(card.colors)
    theme = card.colors[0] if card.colors else "none"
    img = _sky(w, h, pal, rng)
    sun = (rng.uniform(0.22, 0.78), rng.uniform(0.16, 0.4))
    _celestial(img, pal[0], theme, sun, rng)
    _LANDS.get(theme, _land_none)(img, pal, sun, rng)
    emblems.draw(img, card, pal, rng)
    _particles(img, pal[-1], theme, rng)
    _vignette(img)
    return img


# -- sky and light ------------------------------------------------------------------------------------------

def _sky_one(w, h, t: Tones, rng) -> Image.Image:
    top = shade(t.dark, -0.35)
    mid = lerp(t.dark, t.base, rng.uniform(0.45, 0.7))
    hor = lerp(t.base, t.light, rng.uniform(0.4, 0.8))
    return gradient((w, h), [(0, top), (0.45, mid), (0.78, hor), (1, t.light)])


def _sky(w, h, pal, rng) -> Image.Image:
    img = _sky_one(w, h, pal[0], rng)
    for i, t in enumerate(pal[1:], 1):  # further colours take over from the left, softly
        other = _sky_one(w, h, t, rng)
        m = ramp((w, h), 0).point(lambda v, k=i / len(pal): max(0, min(255, int((v / 255 - k) * 3 * 255 + 128))))
        img = Image.composite(other, img, m)
    return img


def _celestial(img, t: Tones, theme, sun, rng):
    w, h = img.size
    glow(img, radial((w, h), sun, rng.uniform(0.45, 0.7)), t.glow, 0, 0.75)
    r = w * rng.uniform(0.05, 0.085)
    cx, cy = sun[0] * w, sun[1] * h
    disc = Image.new("L", (w, h), 0)
    d = ImageDraw.Draw(disc)
    d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=255)
    if theme in ("purple", "blue", "none") and rng.random() < 0.75:  # a crescent moon
        off = r * rng.uniform(0.35, 0.6)
        d.ellipse((cx - r + off, cy - r - off * 0.4, cx + r + off, cy + r - off * 0.4), fill=0)
    glow(img, disc, t.glow, r * 0.9, 1.2)
    paint(img, shade(t.glow, 0.55), disc)


def _particles(img, t: Tones, theme, rng):
    w, h = img.size
    m = Image.new("L", (w, h), 0)
    d = ImageDraw.Draw(m)
    n = {"purple": 90, "blue": 40, "white": 70, "none": 30}.get(theme, 45)
    for _ in range(n):
        x, y = rng.uniform(0, w), rng.uniform(0, h) * (0.6 if theme in ("purple", "blue") else 1)
        r = w * rng.uniform(0.002, 0.006)
        d.ellipse((x - r, y - r, x + r, y + r), fill=rng.randint(120, 255))
    glow(img, m, t.glow, w * 0.006, 1.6)
    glow(img, m, (255, 255, 255), 0, 0.8)


def _vignette(img):
    w, h = img.size
    v = radial((w, h), (0.5, 0.45), 0.95, 0.7)
    img.paste((0, 0, 0), (0, 0), v.point([(255 - x) * 165 // 255 for x in range(256)]))


# -- terrain ------------------------------------------------------------------------------------------------

def _jagged(w, h, base, amp, rng, rough=0.55, levels=7):
    """A ridge line by midpoint displacement: y values at 2**levels + 1 points across the width."""
    pts = [base + rng.uniform(-amp, amp) * 0.5, base + rng.uniform(-amp, amp) * 0.5]
    a = amp
    for _ in range(levels):
        nxt = []
        for p, q in zip(pts, pts[1:]):
            nxt += [p, (p + q) / 2 + rng.uniform(-a, a)]
        pts = nxt + [pts[-1]]
        a *= rough
    return [(i * w / (len(pts) - 1), y * h) for i, y in enumerate(pts)]


def _smooth(w, h, base, amp, rng, waves=3):
    ph = [rng.uniform(0, 6.3) for _ in range(waves)]
    fr = [rng.uniform(0.6, 1.6) * (k + 1) for k in range(waves)]
    n = 64
    return [(i * w / n, h * (base + amp * sum(math.sin(fr[k] * i / n * 6.28 + ph[k]) / (k + 1)
                                              for k in range(waves)) / 1.6)) for i in range(n + 1)]


def _fill_below(img, line, color, extra=None):
    w, h = img.size
    ImageDraw.Draw(img).polygon(line + [(w, h + 2), (0, h + 2)], fill=color)
    if extra:
        extra(line)


def _haze(img, y0, color, alpha=110):
    """A band of mist from y0 (fraction) downwards, fading out."""
    w, h = img.size
    m = ramp((w, h), 90).point(lambda v: max(0, min(alpha, int(alpha * (1 - abs(v / 255 - y0) * 6)))))
    paint(img, color, m)


def _layers(img, pal, lines, near=0.15):
    """Ridges from far (hazy, light) to near (dark), with mist between them."""
    t0, t1 = pal[0], pal[-1]
    far = lerp(t0.base, t0.light, 0.35)
    for i, (line, extra) in enumerate(lines):
        k = (i + 1) / len(lines)
        col = lerp(far, shade(t1.dark, -0.5 - near), k ** 0.8)
        _fill_below(img, line, col, extra)
        if i < len(lines) - 1:
            _haze(img, min(y for _, y in line) / img.size[1] + 0.06, lerp(t0.light, t0.glow, 0.5), 70)


def _flame(x, y, s, rng):
    """Outline of a flame tongue rising from (x, y), ``s`` tall-ish, leaning and flickering."""
    lean, ph = rng.uniform(-0.35, 0.35) * s, rng.uniform(0, 6.3)
    tall = s * rng.uniform(1.0, 1.6)
    left, right = [], []
    for i in range(25):
        u = i / 24
        hw = s * 0.3 * (1 - u) ** 1.3 * min(1.0, u * 5 + 0.25) ** 0.5
        cx = x + lean * u * u + s * 0.06 * math.sin(u * 7 + ph) * u
        left.append((cx - hw, y - u * tall))
        right.append((cx + hw, y - u * tall))
    return left + right[::-1]


def _land_red(img, pal, sun, rng):
    w, h = img.size
    t = pal[0]
    peaks = _jagged(w, h, 0.58, 0.22, rng, 0.5)
    cx = rng.uniform(0.3, 0.7) * w  # the volcano
    peaks = [(x, min(y, h * (0.34 + abs(x - cx) / w * 0.9))) if abs(x - cx) < w * 0.25 else (x, y) for x, y in peaks]

    def lava(line):
        m = Image.new("L", (w, h), 0)
        ImageDraw.Draw(m).ellipse((cx - w * 0.05, h * 0.3, cx + w * 0.05, h * 0.4), fill=255)
        glow(img, m, t.glow, w * 0.05, 2.0)

    _layers(img, pal, [(_jagged(w, h, 0.55, 0.14, rng), None), (peaks, lava), (_jagged(w, h, 0.82, 0.08, rng), None)])
    outer, inner = Image.new("L", (w, h), 0), Image.new("L", (w, h), 0)
    do, di = ImageDraw.Draw(outer), ImageDraw.Draw(inner)
    for _ in range(rng.randint(7, 11)):
        x, y, s = rng.uniform(-0.05, 1.05) * w, h * rng.uniform(1.0, 1.08), w * rng.uniform(0.1, 0.22)
        state = rng.getstate()
        do.polygon(_flame(x, y, s, rng), fill=255)
        rng.setstate(state)
        di.polygon(_flame(x, y, s * 0.6, rng), fill=255)
    glow(img, outer, t.glow, w * 0.035, 1.6)
    paint(img, lerp(t.base, t.glow, 0.55), outer)
    paint(img, t.glow, blur(outer, w * 0.004).point([max(0, v - 60) * 255 // 195 for v in range(256)]))
    paint(img, (255, 244, 200), blur(inner, w * 0.006))


def _land_blue(img, pal, sun, rng):
    w, h = img.size
    t = pal[0]
    _layers(img, pal, [(_jagged(w, h, 0.6, 0.07, rng, 0.55), None)])
    for i in range(5):
        k = i / 4
        y0 = 0.62 + 0.09 * i
        line = _smooth(w, h, y0, 0.02 + 0.02 * k, rng, 3)
        col = lerp(lerp(t.base, t.light, 0.3), shade(t.dark, -0.4), k)
        ImageDraw.Draw(img).polygon(line + [(w, h + 2), (0, h + 2)], fill=col)
        foam = Image.new("L", (w, h), 0)
        ImageDraw.Draw(foam).line(line, fill=200, width=max(1, int(w * 0.006)))
        glow(img, foam, t.glow, w * 0.004, 1.2)
    m = Image.new("L", (w, h), 0)  # the sun's path on the water
    ImageDraw.Draw(m).polygon([(sun[0] * w - w * 0.02, h * 0.62), (sun[0] * w + w * 0.02, h * 0.62),
                               (sun[0] * w + w * 0.16, h), (sun[0] * w - w * 0.16, h)], fill=90)
    glow(img, m, t.glow, w * 0.03)


def _tree(d, x, y, s, rng, color):
    if rng.random() < 0.6:  # conifer
        for k in range(3):
            yy = y - s * (0.25 + 0.28 * k)
            ww = s * (0.34 - 0.08 * k)
            d.polygon([(x - ww, yy + s * 0.12), (x + ww, yy + s * 0.12), (x, yy - s * 0.3)], fill=color)
        d.rectangle((x - s * 0.04, y - s * 0.3, x + s * 0.04, y + 2), fill=color)
    else:  # round canopy
        d.rectangle((x - s * 0.04, y - s * 0.5, x + s * 0.04, y + 2), fill=color)
        for _ in range(4):
            r = s * rng.uniform(0.16, 0.26)
            ox, oy = rng.uniform(-0.15, 0.15) * s, -s * rng.uniform(0.5, 0.8)
            d.ellipse((x + ox - r, y + oy - r, x + ox + r, y + oy + r), fill=color)


def _land_green(img, pal, sun, rng):
    w, h = img.size
    lines = [(_smooth(w, h, b, a, rng), None) for b, a in ((0.55, 0.06), (0.68, 0.07), (0.84, 0.05))]

    def forest(line, near):
        d = ImageDraw.Draw(img)
        col = img.getpixel((int(w / 2), min(h - 1, int(line[32][1]) + 3)))
        for _ in range(rng.randint(8, 16) if near else rng.randint(14, 24)):
            i = rng.randrange(len(line))
            x, y = line[i]
            _tree(d, x, y + w * 0.01, w * rng.uniform(0.08, 0.16) * (1.6 if near else 0.8), rng, col)

    lines[1] = (lines[1][0], lambda l: forest(l, False))
    lines[2] = (lines[2][0], lambda l: forest(l, True))
    _layers(img, pal, lines)


def _land_white(img, pal, sun, rng):
    w, h = img.size
    t = pal[0]

    def snow(line):
        m = Image.new("L", (w, h), 0)
        top = min(y for _, y in line)
        ImageDraw.Draw(m).polygon(line + [(w, h), (0, h)], fill=255)
        cap = ramp((w, h), 90).point(lambda v: 255 if v / 255 < top / h + 0.09 else 0)
        m = ImageChops.multiply(m, cap)
        paint(img, (248, 252, 255), m.filter(ImageFilter.GaussianBlur(w * 0.002)))

    _layers(img, pal, [(_jagged(w, h, 0.5, 0.2, rng, 0.52), snow), (_jagged(w, h, 0.7, 0.12, rng), snow)], near=-0.2)
    d = ImageDraw.Draw(img)
    m = Image.new("L", (w, h), 0)
    dm = ImageDraw.Draw(m)
    for _ in range(rng.randint(3, 6)):  # crystals in the foreground
        x, s = rng.uniform(0.05, 0.95) * w, w * rng.uniform(0.07, 0.14)
        y, tall = h * rng.uniform(0.98, 1.06), s * rng.uniform(2.0, 3.6)
        lean = rng.uniform(-0.3, 0.3) * s
        left = [(x - s / 2, y), (x - s / 2 + lean, y - tall), (x + lean, y - tall - s * 0.6), (x, y)]
        right = [(x, y), (x + lean, y - tall - s * 0.6), (x + s / 2 + lean, y - tall), (x + s / 2, y)]
        d.polygon(left, fill=lerp(t.light, t.glow, 0.4))
        d.polygon(right, fill=lerp(t.base, t.dark, 0.3))
        dm.polygon(left + right, fill=120)
    glow(img, m, t.glow, w * 0.03, 0.8)


def _land_yellow(img, pal, sun, rng):
    w, h = img.size
    t = pal[0]
    rays = Image.new("L", (w, h), 0)
    d = ImageDraw.Draw(rays)
    sx, sy = sun[0] * w, sun[1] * h
    for k in range(rng.randint(9, 14)):
        a = rng.uniform(0, 2 * math.pi)
        da = rng.uniform(0.03, 0.08)
        d.polygon([(sx, sy), (sx + math.cos(a) * w * 2, sy + math.sin(a) * w * 2),
                   (sx + math.cos(a + da) * w * 2, sy + math.sin(a + da) * w * 2)], fill=rng.randint(40, 90))
    glow(img, rays, t.glow, w * 0.01)
    _layers(img, pal, [(_smooth(w, h, 0.78, 0.04, rng), None), (_smooth(w, h, 0.92, 0.03, rng), None)])
    for _ in range(rng.randint(2, 3)):  # floating islands
        x, y, s = rng.uniform(0.1, 0.9) * w, rng.uniform(0.35, 0.62) * h, w * rng.uniform(0.1, 0.2)
        rock = [(x - s, y), (x + s, y)] + [(x + s * (1 - 2 * i / 6) * 0.8, y + s * rng.uniform(0.4, 0.9) * math.sin(
            math.pi * (i + 0.5) / 7) + s * 0.1) for i in range(7)]
        ImageDraw.Draw(img).polygon(rock, fill=shade(t.dark, -0.2))
        ImageDraw.Draw(img).polygon([(x - s, y), (x + s, y), (x + s * 0.9, y + s * 0.1), (x - s * 0.9, y + s * 0.1)],
                                    fill=lerp(t.base, t.light, 0.3))
    for _ in range(rng.randint(3, 5)):  # clouds
        m = Image.new("L", (w, h), 0)
        cx, cy, s = rng.uniform(0, w), rng.uniform(0.2, 0.75) * h, w * rng.uniform(0.06, 0.12)
        for _ in range(6):
            ox, oy, r = rng.uniform(-2, 2) * s, rng.uniform(-0.4, 0.3) * s, s * rng.uniform(0.5, 1)
            ImageDraw.Draw(m).ellipse((cx + ox - r, cy + oy - r * 0.6, cx + ox + r, cy + oy + r * 0.6), fill=150)
        paint(img, lerp(t.light, (255, 255, 255), 0.6), blur(m, s * 0.25))


def _land_purple(img, pal, sun, rng):
    w, h = img.size
    t = pal[0]

    def spires(line):
        d = ImageDraw.Draw(img)
        col = img.getpixel((w // 2, h - 2))
        for _ in range(rng.randint(3, 6)):
            x, s = rng.uniform(0.05, 0.95) * w, w * rng.uniform(0.025, 0.05)
            tall = h * rng.uniform(0.35, 0.65)
            bend = rng.uniform(-1, 1) * s * 2
            pts = [(x - s, h), (x - s * 0.6 + bend * 0.3, h - tall * 0.5), (x + bend, h - tall),
                   (x + s * 0.6 + bend * 0.3, h - tall * 0.5), (x + s, h)]
            d.polygon(pts, fill=col)

    _layers(img, pal, [(_jagged(w, h, 0.62, 0.1, rng), None), (_jagged(w, h, 0.86, 0.05, rng), spires)])
    _haze(img, 0.95, t.glow, 90)


def _land_none(img, pal, sun, rng):
    w, h = img.size
    _layers(img, pal, [(_smooth(w, h, 0.66, 0.04, rng), None), (_smooth(w, h, 0.86, 0.03, rng), None)])
    _haze(img, 0.75, pal[0].light, 120)


_LANDS = {"red": _land_red, "blue": _land_blue, "green": _land_green, "white": _land_white,
          "yellow": _land_yellow, "purple": _land_purple}
