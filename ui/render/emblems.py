"""The luminous emblem at the heart of a card's art: a sigil chosen by a Spirit's families (wings for
dragons, claws for beasts, a gear for machines...), a building for a Nexus, a magic circle for a Magic."""
from __future__ import annotations

import math

from PIL import Image, ImageDraw

from .palette import glow, gradient, lerp, paint, shade

# family keyword -> sigil
_FAMILY_SIGIL = (
    (("dragon", "drake", "wyvern", "bird", "phoenix", "wing", "sky", "竜", "龍", "龙", "鳥", "鸟"), "wings"),
    (("beast", "fang", "wolf", "lion", "tiger", "hound", "獣", "兽", "牙"), "claws"),
    (("machine", "mech", "armor", "armour", "golem", "gear", "機", "机", "装"), "gear"),
    (("fairy", "angel", "god", "star", "saint", "light", "妖精", "天使", "星", "神"), "star"),
    (("undead", "demon", "ghost", "shadow", "night", "fiend", "vampire", "魔", "霊", "灵", "死"), "eye"),
    (("insect", "bug", "hive", "bee", "虫", "蟲"), "hive"),
    (("warrior", "knight", "blade", "sword", "samurai", "soldier", "戦", "战", "剣", "剑", "士"), "blades"),
)
_SIGILS = ("wings", "claws", "gear", "star", "eye", "hive", "blades")


def sigil_for(card, rng) -> str:
    for fam in card.families:
        low = fam.lower()
        for words, sigil in _FAMILY_SIGIL:
            if any(wd in low for wd in words):
                return sigil
    return _SIGILS[rng.randrange(len(_SIGILS))]


def draw(img: Image.Image, card, pal, rng) -> None:
    w, h = img.size
    t = pal[0]
    accent = pal[-1]
    if card.type == "nexus":
        _building(img, t, accent, rng)
        return
    m = Image.new("L", (w, h), 0)
    d = ImageDraw.Draw(m)
    s = min(w, h) * 0.36
    cx, cy = w * 0.5, h * 0.5
    if card.type == "magic":
        _circle(d, cx, cy, s * 1.1, rng)
        sq = m.resize((w, max(1, int(h * 0.42))), Image.LANCZOS)  # lie the circle on the ground
        m = Image.new("L", (w, h), 0)
        m.paste(sq, (0, int(h * 0.62) - sq.size[1] // 2))
        beam = Image.new("L", (w, h), 0)
        ImageDraw.Draw(beam).polygon([(cx - s * 0.5, h * 0.64), (cx + s * 0.5, h * 0.64), (cx + s * 0.15, 0),
                                      (cx - s * 0.15, 0)], fill=70)
        glow(img, beam, accent.glow, w * 0.04)
    else:
        globals()["_" + sigil_for(card, rng)](d, cx, cy, s, rng)
    glow(img, m, t.glow, w * 0.05, 1.3)
    glow(img, m, accent.glow, w * 0.012, 1.0)
    fill = gradient((w, h), [(0.2, (255, 255, 255)), (0.6, lerp(t.glow, (255, 255, 255), 0.4)), (1, accent.glow)])
    paint(img, fill, m.point(lambda v: v * 235 // 255))


def _poly(d, pts, fill=255):
    d.polygon([(float(x), float(y)) for x, y in pts], fill=fill)


def _feather(d, base, angle, length, width):
    dx, dy = math.cos(angle), math.sin(angle)
    tip = (base[0] + dx * length, base[1] + dy * length)
    nx, ny = -dy * width, dx * width
    mid = (base[0] + dx * length * 0.55, base[1] + dy * length * 0.55)
    _poly(d, [base, (mid[0] + nx, mid[1] + ny), tip, (mid[0] - nx, mid[1] - ny)])


def _wings(d, cx, cy, s, rng):
    n = rng.randint(6, 8)
    lift = rng.uniform(-0.15, 0.2)
    for side in (-1, 1):
        shoulder = (cx + side * s * 0.14, cy - s * 0.22)
        wrist = (cx + side * s * 0.85, cy - s * (0.62 + lift))
        _poly(d, [shoulder, wrist, (wrist[0] - side * s * 0.05, wrist[1] + s * 0.12), (shoulder[0], cy + s * 0.05)])
        for i in range(n):  # primaries from the wrist, secondaries along the arm
            k = i / (n - 1)
            a = math.radians(-28 + 105 * k)
            base = (shoulder[0] + (wrist[0] - shoulder[0]) * (1 - 0.75 * k),
                    shoulder[1] + (wrist[1] - shoulder[1]) * (1 - 0.75 * k))
            ang = a if side > 0 else math.pi - a
            _feather(d, base, ang, s * (0.85 - 0.35 * k) * rng.uniform(0.92, 1.08), s * 0.075)
    _poly(d, [(cx, cy - s * 0.5), (cx + s * 0.17, cy - s * 0.1), (cx + s * 0.08, cy + s * 0.55), (cx, cy + s * 0.85),
              (cx - s * 0.08, cy + s * 0.55), (cx - s * 0.17, cy - s * 0.1)])
    _poly(d, [(cx - s * 0.1, cy - s * 0.45), (cx, cy - s * 0.78), (cx + s * 0.1, cy - s * 0.45)])


def _claws(d, cx, cy, s, rng):
    tilt = rng.uniform(-0.35, 0.35)
    for k in (-1, 0, 1):
        pts_l, pts_r = [], []
        for i in range(17):
            u = i / 16
            x = cx + k * s * 0.42 + (u - 0.5) * s * 1.2 * math.sin(tilt + 0.5) + math.sin(u * 3.1) * s * 0.15
            y = cy + (u - 0.5) * s * 1.9
            wdt = s * 0.11 * math.sin(math.pi * u) ** 0.7
            pts_l.append((x - wdt, y))
            pts_r.append((x + wdt, y))
        _poly(d, pts_l + pts_r[::-1])


def _gear(d, cx, cy, s, rng):
    teeth = rng.randint(8, 12)
    r0, r1 = s * 0.78, s * 0.98
    pts = []
    for i in range(teeth * 4):
        a = 2 * math.pi * i / (teeth * 4)
        r = r1 if i % 4 in (1, 2) else r0
        pts.append((cx + math.cos(a) * r, cy + math.sin(a) * r))
    _poly(d, pts)
    d.ellipse((cx - s * 0.6, cy - s * 0.6, cx + s * 0.6, cy + s * 0.6), fill=0)
    d.ellipse((cx - s * 0.42, cy - s * 0.42, cx + s * 0.42, cy + s * 0.42), fill=255)
    d.ellipse((cx - s * 0.2, cy - s * 0.2, cx + s * 0.2, cy + s * 0.2), fill=0)


def _star(d, cx, cy, s, rng):
    points = rng.choice((4, 6, 8))
    for scale, rot in ((1.0, 0), (0.55, math.pi / points)):
        pts = []
        for i in range(points * 2):
            a = math.pi * i / points + rot - math.pi / 2
            r = s * scale * (1 if i % 2 == 0 else 0.2)
            pts.append((cx + math.cos(a) * r, cy + math.sin(a) * r))
        _poly(d, pts)
    for _ in range(4):
        x, y, r = cx + rng.uniform(-1.3, 1.3) * s, cy + rng.uniform(-0.9, 0.9) * s, s * rng.uniform(0.08, 0.16)
        _poly(d, [(x, y - r), (x + r * 0.25, y), (x, y + r), (x - r * 0.25, y)])
        _poly(d, [(x - r, y), (x, y + r * 0.25), (x + r, y), (x, y - r * 0.25)])


def _eye(d, cx, cy, s, rng):
    angles = [2 * math.pi * i / 48 for i in range(48)]
    pts = [(cx + math.cos(a) * s * 1.1, cy + math.copysign(abs(math.sin(a)) ** 1.6, math.sin(a)) * s * 0.5)
           for a in angles]
    _poly(d, pts)
    r = s * 0.36
    d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=0)
    d.ellipse((cx - r * 0.7, cy - r * 0.7, cx + r * 0.7, cy + r * 0.7), fill=255)
    _poly(d, [(cx, cy - r * 0.65), (cx + r * 0.14, cy), (cx, cy + r * 0.65), (cx - r * 0.14, cy)], fill=0)
    for k in (-1, 1):  # horns of a crescent above
        _poly(d, [(cx + k * s * 0.2, cy - s * 0.5), (cx + k * s * 0.9, cy - s * 1.05),
                  (cx + k * s * 0.5, cy - s * 0.45)])


def _hive(d, cx, cy, s, rng):
    r = s * 0.32
    for q, rr in ((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)):
        x = cx + r * 1.8 * (q + rr / 2)
        y = cy + r * 1.56 * rr
        pts = [(x + math.cos(math.pi / 3 * i + math.pi / 6) * r, y + math.sin(math.pi / 3 * i + math.pi / 6) * r)
               for i in range(6)]
        _poly(d, pts)
        d.polygon([(x + (px - x) * 0.55, y + (py - y) * 0.55) for px, py in pts], fill=0 if rng.random() < 0.5 else 255)


def _blades(d, cx, cy, s, rng):
    for k in (-1, 1):
        a = math.radians(90 + k * rng.uniform(28, 40))
        dx, dy = math.cos(a), math.sin(a)
        tip = (cx + dx * s * 1.2, cy - dy * s * 1.2)
        hilt = (cx - dx * s * 0.9, cy + dy * s * 0.9)
        nx, ny = dy * s * 0.07, dx * s * 0.07
        _poly(d, [tip, (cx + nx, cy + ny), hilt, (cx - nx, cy - ny)])
        gx, gy = cx - dx * s * 0.55, cy + dy * s * 0.55
        _poly(d, [(gx + nx * 3.5, gy + ny * 3.5), (gx - nx * 3.5, gy - ny * 3.5),
                  (gx - nx * 3.5 - dx * s * 0.05, gy - ny * 3.5 + dy * s * 0.05),
                  (gx + nx * 3.5 - dx * s * 0.05, gy + ny * 3.5 + dy * s * 0.05)])


def _circle(d, cx, cy, s, rng):
    lw = max(1, int(s * 0.035))
    for r in (s, s * 0.86, s * 0.5):
        d.ellipse((cx - r, cy - r, cx + r, cy + r), outline=255, width=lw)
    n = rng.choice((5, 6, 7, 8))
    step = 2 if n != 6 else 1
    pts = [(cx + math.cos(2 * math.pi * i / n - math.pi / 2) * s * 0.86,
            cy + math.sin(2 * math.pi * i / n - math.pi / 2) * s * 0.86) for i in range(n)]
    for i in range(n):
        d.line([pts[i], pts[(i + step + (1 if n == 6 else 0)) % n]], fill=255, width=lw)
    for i in range(36):  # runes between the outer rings
        a = 2 * math.pi * i / 36
        r0, r1 = s * 0.89, s * (0.97 if i % 3 else 0.93)
        d.line([(cx + math.cos(a) * r0, cy + math.sin(a) * r0), (cx + math.cos(a) * r1, cy + math.sin(a) * r1)],
               fill=255, width=lw)


def _building(img, t, accent, rng):
    w, h = img.size
    d = ImageDraw.Draw(img)
    lit = Image.new("L", (w, h), 0)
    dl = ImageDraw.Draw(lit)
    col = shade(t.dark, -0.55)
    kind = rng.choice(("tower", "temple", "gate"))
    cx, base = w * rng.uniform(0.4, 0.6), h * 1.01
    if kind == "tower":
        tw, th = w * 0.13, h * 0.62
        d.rectangle((cx - tw / 2, base - th, cx + tw / 2, base), fill=col)
        d.polygon([(cx - tw * 0.75, base - th), (cx + tw * 0.75, base - th), (cx, base - th - h * 0.2)], fill=col)
        for side in (-1, 1):
            xa, xb = sorted((cx + side * tw * 0.5, cx + side * tw * 1.2))
            d.rectangle((xa, base - th * 0.45, xb, base), fill=col)
        for i in range(4):
            y = base - th * (0.2 + 0.2 * i)
            dl.rectangle((cx - tw * 0.12, y - th * 0.07, cx + tw * 0.12, y), fill=255)
    elif kind == "temple":
        tw, th = w * 0.5, h * 0.36
        d.rectangle((cx - tw / 2, base - h * 0.06, cx + tw / 2, base), fill=col)
        d.polygon([(cx - tw * 0.56, base - th), (cx + tw * 0.56, base - th), (cx, base - th - h * 0.14)], fill=col)
        for i in range(6):
            x = cx - tw / 2 + tw * (i + 0.5) / 6
            d.rectangle((x - tw * 0.03, base - th, x + tw * 0.03, base), fill=col)
        for i in range(5):  # light between the columns
            x = cx - tw / 2 + tw * (i + 1) / 6
            dl.rectangle((x - tw * 0.045, base - th * 0.9, x + tw * 0.045, base - h * 0.07), fill=200)
    else:
        gw, gh = w * 0.42, h * 0.55
        d.rectangle((cx - gw / 2, base - gh, cx + gw / 2, base), fill=col)
        d.rectangle((cx - gw * 0.62, base - gh - h * 0.05, cx + gw * 0.62, base - gh + h * 0.02), fill=col)
        dl.rectangle((cx - gw * 0.28, base - gh * 0.62, cx + gw * 0.28, base), fill=255)
        dl.ellipse((cx - gw * 0.28, base - gh * 0.8, cx + gw * 0.28, base - gh * 0.44), fill=255)
    glow(img, lit, t.glow, w * 0.05, 1.4)
    glow(img, lit, accent.glow, w * 0.006, 1.0)
    paint(img, lerp(t.glow, (255, 255, 255), 0.5), lit.point(lambda v: v * 3 // 4))
