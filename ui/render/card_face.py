"""Card faces drawn from card data with pillow (no Qt, no image files): the renderer used by the Qt table,
``spirit-table cards sheet`` and the board renderer.

    render_card(card, width=372, lang="en") -> RGBA image, width x round(width * 88 / 63), cached
    card_back(width=372) -> RGBA image of a face-down card
    contact_sheet(cards, columns=8, width=248) / save_contact_sheet(cards, path)
    bench_render(width=372) -> ms to draw one face, uncached

Images returned from the caches are shared: ``.copy()`` one before drawing on it.
Every measure is a fraction of the width (``u`` = 1 % of the card width); faces are drawn at twice the size
and scaled down, which smooths every edge.
"""
from __future__ import annotations

import math
import statistics
import threading
import time
from collections import OrderedDict

from PIL import Image, ImageDraw

from engine.words import cards as cw

from . import text as T
from .art import render_art
from .templates import GAME_FACES
from .back import card_back
from .geometry import card_height, internal_size, scale_to
from .palette import (CORE, GOLD, GOLD_DARK, INK, PARCHMENT, card_tones, gradient, lerp, luminance, radial,
                      rounded_mask, shade, shadow)
from .palette import tones as color_tones
from .sheet import contact_sheet, save_contact_sheet, sheet_size

__all__ = ["render_card", "draw_card", "card_back", "card_height", "contact_sheet", "save_contact_sheet",
           "sheet_size", "bench_render", "clear_cache", "face_words"]

LANGS = ("en", "ja", "zh-Hant")  # a face's words: the card's own (CardDef.i18n), else English
CACHE_SIZE = 384
_CACHE: OrderedDict = OrderedDict()
_LOCK = threading.Lock()  # the Qt table may draw from worker threads
_VERSION = 3  # bump when the look changes, so long-lived caches keyed elsewhere can tell


def _fingerprint(card, lang: str = "en") -> tuple:
    """What a face shows (CardDef.effects may hold dicts, so the card itself is not hashable)."""
    return (card.type, card.colors, card.cost, card.reduction, card.families, card.levels, card.symbols,
            card.soul_magic, card.succession) + face_words(card, lang)


def face_words(card, lang: str = "en") -> tuple[str, str, str]:
    """(name, text, flavour) as the face of ``card`` shows them in ``lang``: the card's own words in that
    language, English for what it lacks."""
    return cw.name(card, lang), cw.text(card, lang), cw.flavor(card, lang)


FACES = GAME_FACES  # another game's cards -> the module that draws them (``templates.GAME_FACES``)


def _fingerprint_other(card) -> tuple:
    return (card.name, card.type, card.colors, card.text, repr(getattr(card, "cost", None)), getattr(card, "power", 0))


def render_card(card, width: int = 372, lang: str = "en") -> Image.Image:
    """The face of ``card``, drawn once per (id, width, lang, content) and then served from an LRU cache. A card
    of another game is drawn in that game's frame: its ``game`` names its ruleset's table face template."""
    other = FACES.get(getattr(card, "game", ""))
    key = (card.id, int(width), lang, _VERSION, _fingerprint_other(card) if other else _fingerprint(card, lang))
    with _LOCK:
        img = _CACHE.get(key)
        if img is not None:
            _CACHE.move_to_end(key)
            return img
    img = draw_card(card, width, lang)
    with _LOCK:
        img = _CACHE.setdefault(key, img)  # another thread may have drawn it meanwhile
        while len(_CACHE) > CACHE_SIZE:
            _CACHE.popitem(last=False)
    return img


def clear_cache() -> None:
    with _LOCK:
        _CACHE.clear()
    card_back.cache_clear()


def draw_card(card, width: int = 372, lang: str = "en") -> Image.Image:
    """Draw a face without the cache."""
    other = FACES.get(getattr(card, "game", ""))
    if other:
        from importlib import import_module

        return import_module(other).draw(card, width, lang)
    width = max(16, int(width))
    iw, ih = internal_size(width)  # drawn large and scaled down: smooth edges, and tiny sizes stay sane
    lang = lang if lang in LANGS else "en"
    with T.fonts.glyphs_for(lang):  # Chinese words in Chinese glyph forms
        big = _Face(card, iw, ih, lang).draw()
    return scale_to(big, width)


class _Face:
    def __init__(self, card, w, h, lang="en"):
        self.card, self.w, self.h, self.lang = card, w, h, lang
        self.lb = {k: cw.face_word(k, lang) for k in cw.FACE["en"]}
        self.lb.update({t: (w.upper() if lang == "en" else w) for t, w in cw.TYPE.get(lang, cw.TYPE["en"]).items()})
        self.name, self.text, self.flavor = face_words(card, lang)
        self.u = w / 100
        self.pal = card_tones(card.colors)
        self.img = Image.new("RGB", (w, h))
        self.d = ImageDraw.Draw(self.img, "RGBA")

    def box(self, x0, y0, x1, y1):
        u = self.u
        return (x0 * u, y0 * u, x1 * u, y1 * u)

    def draw(self) -> Image.Image:
        self.frame()
        self.art()
        self.name_plate()
        self.text_area()
        self.footer()
        self.cost_gem()
        out = self.img.convert("RGBA")
        out.putalpha(rounded_mask((self.w, self.h), 4.2 * self.u))
        return out

    # -- frame ----------------------------------------------------------------------------------------------
    def frame(self):
        u, w, h, pal = self.u, self.w, self.h, self.pal
        if len(pal) == 1:
            t = pal[0]
            stops = [(0, lerp(t.base, t.light, 0.35)), (0.45, t.base), (1, shade(t.dark, -0.15))]
        else:
            n = len(pal)
            stops = []
            for i, t in enumerate(pal):
                a, b = i / n, (i + 1) / n
                stops += [(a + 0.04, lerp(t.base, t.light, 0.15)), (b - 0.04, shade(t.base, -0.25))]
        self.img.paste(gradient((w, h), stops, 55 if len(pal) > 1 else 70), (0, 0))
        sheen = radial((w, h), (0.2, 0.1), 0.9, power=2.2).point(lambda v: v * 70 // 255)
        self.img.paste((255, 255, 255), (0, 0), sheen)
        step = max(2, int(1.1 * u))
        for x in range(-h, w, step):  # a fine engraved hatching
            self.d.line([(x, 0), (x + h, h)], fill=(0, 0, 0, 16), width=max(1, int(u * 0.25)))
        self.d.rounded_rectangle((0, 0, w - 1, h - 1), radius=4.2 * u, outline=(16, 16, 20), width=int(1.3 * u))
        self.d.rounded_rectangle((1.3 * u, 1.3 * u, w - 1.3 * u, h - 1.3 * u), radius=3 * u,
                                 outline=(255, 255, 255, 90), width=max(1, int(0.3 * u)))

    def _panel_shadow(self, box, radius, blur=1.2, alpha=150):
        shadow(self.img, box, radius, blur * self.u, alpha, 0.6 * self.u)

    # -- top ------------------------------------------------------------------------------------------------
    def name_plate(self):
        u, c = self.u, self.card
        box = self.box(17, 3.4, 95.6, 12.8)
        self._panel_shadow(box, 2 * u)
        plate = gradient((box[2] - box[0], box[3] - box[1]),
                         [(0, (52, 54, 62)), (0.5, (26, 27, 32)), (1, (14, 14, 18))])
        self.img.paste(plate, (int(box[0]), int(box[1])), rounded_mask(plate.size, 2 * u))
        self.d.rounded_rectangle(box, radius=2 * u, outline=GOLD, width=max(1, int(0.45 * u)))
        role = "cjk_bold" if T.fonts.has_cjk(self.name) else "serif_bold"
        T.draw_line_fit(self.img, self.box(23, 3.4, 93.8, 12.8), self.name, role, int(5.4 * u), int(3.8 * u),
                        (250, 244, 228))
        label = cw.type_word(c.type, self.lang)
        if self.lang == "en":
            label = label.upper()
            line = label + ("  —  " + " / ".join(c.families) if c.families else "")
        else:  # スピリット ／ 竜・翼竜
            line = label + ("　／　" + "・".join(cw.families(c, self.lang)) if c.families else "")
        tb = self.box(24.6, 13.6, 94.6, 18.2)
        self.d.rounded_rectangle(tb, radius=2.3 * u, fill=(10, 10, 14, 150))
        T.draw_line_fit(self.img, (tb[0] + 1.6 * u, tb[1], tb[2] - 1.6 * u, tb[3]), line, "bold", int(3.1 * u),
                        int(2 * u), (240, 232, 210))

    def cost_gem(self):
        u, c, pal = self.u, self.card, self.pal
        cx, cy, r = 12.2 * u, 10.8 * u, 8.4 * u
        shadow(self.img, (cx - r, cy - r, cx + r, cy + r), r, 1.2 * u, 190, u)
        ring = gradient((2 * r, 2 * r), [(0, (255, 236, 170)), (0.5, GOLD), (1, GOLD_DARK)], 60)
        self.img.paste(ring, (int(cx - r), int(cy - r)), _disc(2 * r))
        ri = r * 0.8
        n = len(pal)
        for i, t in enumerate(pal):  # one slice per colour
            disc = gradient((2 * ri, 2 * ri), [(0, t.light), (0.45, t.base), (1, t.dark)], 60)
            mask = Image.new("L", disc.size, 0)
            a0 = -90 + 360 * i / n - (0 if n == 1 else 45)
            ImageDraw.Draw(mask).pieslice((0, 0, disc.size[0] - 1, disc.size[1] - 1), a0, a0 + 360 / n, fill=255)
            self.img.paste(disc, (int(cx - ri), int(cy - ri)), mask)
        self.d.ellipse((cx - ri * 0.78, cy - ri * 0.9, cx + ri * 0.78, cy + ri * 0.05), fill=(255, 255, 255, 40))
        self.d.ellipse((cx - ri, cy - ri, cx + ri, cy + ri), outline=(20, 16, 10, 200), width=max(1, int(0.4 * u)))
        fsz = int((8.6 if c.cost < 10 else 7.0) * u)
        T.draw_line_fit(self.img, (cx - ri, cy - ri, cx + ri, cy + ri + 0.4 * u), str(c.cost), "bold", fsz,
                        fsz // 2, (255, 255, 255), "center", max(1, int(0.6 * u)), (20, 12, 8))
        k = len(c.reduction)
        for i, col in enumerate(c.reduction):  # reduction symbols around the lower rim
            a = math.radians(80 + (i - (k - 1) / 2) * 36)
            self.jewel(cx + math.cos(a) * r * 1.08, cy + math.sin(a) * r * 1.08, 2.3 * u, col)

    def jewel(self, x, y, r, color, rim=(250, 246, 236)):
        t = color_tones(color)
        u = self.u
        self.d.ellipse((x - r - 0.35 * u, y - r - 0.35 * u, x + r + 0.35 * u, y + r + 0.35 * u), fill=(12, 12, 16))
        g = gradient((2 * r, 2 * r), [(0, t.light), (0.5, t.base), (1, t.dark)], 60)
        self.img.paste(g, (int(x - r), int(y - r)), _disc(2 * r))
        self.d.ellipse((x - r, y - r, x + r, y + r), outline=rim, width=max(1, int(r * 0.16)))
        self.d.ellipse((x - r * 0.5, y - r * 0.62, x + r * 0.2, y - r * 0.1), fill=(255, 255, 255, 110))

    # -- middle ---------------------------------------------------------------------------------------------
    def art(self):
        u = self.u
        box = self.box(4.6, 19.4, 95.4, 80.2)
        self._panel_shadow(box, 1.4 * u)
        aw, ah = int(box[2] - box[0]), int(box[3] - box[1])
        art = render_art(self.card, aw, ah)
        self.img.paste(art, (int(box[0]), int(box[1])), rounded_mask((aw, ah), 1.4 * u))
        self.d.rounded_rectangle(box, radius=1.4 * u, outline=(12, 12, 16), width=max(1, int(0.55 * u)))
        inner = (box[0] + 0.55 * u, box[1] + 0.55 * u, box[2] - 0.55 * u, box[3] - 0.55 * u)
        self.d.rounded_rectangle(inner, radius=1 * u, outline=GOLD + (150,), width=max(1, int(0.22 * u)))
        self.badges(box)

    def badges(self, art_box):
        u, c, lb = self.u, self.card, self.lb
        items = []
        if c.soul_magic:
            items.append((lb["soul_magic"], c.soul_magic))
        if c.succession:
            items.append((lb["succession"], None))
        x = art_box[0] + 1.8 * u
        y1 = art_box[3] - 1.8 * u
        y0 = y1 - 5.2 * u
        for label, col in items:
            role = "cjk_bold" if T.fonts.has_cjk(label) else "bold"
            size = int(2.9 * u)
            tw = T.width(label, role, size)
            dot = 4.2 * u if col else 0
            x1 = x + tw + dot + 3.4 * u
            self.d.rounded_rectangle((x, y0, x1, y1), radius=2.6 * u, fill=(14, 12, 20, 215), outline=GOLD,
                                     width=max(1, int(0.35 * u)))
            if col:
                self.jewel(x + 3.2 * u, (y0 + y1) / 2, 1.5 * u, col)
            T.draw_line_fit(self.img, (x + 1.7 * u + dot, y0, x1, y1), label, role, size, size, (255, 232, 170))
            x = x1 + 1.4 * u

    def text_area(self):
        u, c = self.u, self.card
        top, bottom = 81.8, 128.4
        left = 4.6
        if c.levels:
            self.level_table(self.box(4.6, top, 30.8, bottom))
            left = 32.2
        box = self.box(left, top, 95.4, bottom)
        self._panel_shadow(box, 1.6 * u, 1.0, 120)
        bw, bh = int(box[2] - box[0]), int(box[3] - box[1])
        tint = self.pal[0].light
        paper = gradient((bw, bh), [(0, lerp(PARCHMENT[0], tint, 0.1)), (1, lerp(PARCHMENT[1], tint, 0.14))])
        self.img.paste(paper, (int(box[0]), int(box[1])), rounded_mask((bw, bh), 1.6 * u))
        self.d.rounded_rectangle(box, radius=1.6 * u, outline=(40, 32, 20, 170), width=max(1, int(0.35 * u)))
        pad = 2.2 * u
        x0, y0, x1, y1 = box[0] + pad, box[1] + pad * 0.8, box[2] - pad, box[3] - pad * 0.8
        avail = y1 - y0
        flav = None
        text, flavor = self.text, self.flavor
        if flavor:
            flav = T.fit(flavor, x1 - x0, 2 * 3.8 * u, int(2.9 * u), int(2.4 * u))
            if text.strip():
                avail -= flav.height + 1.6 * u
        if text.strip():
            lay = T.fit(text, x1 - x0, avail, int(3.7 * u), int(2.3 * u))
            T.draw_layout(self.img, x0, y0, lay, INK)
        elif not flavor:
            self.ornament((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
        if flav is not None:
            fy = y1 - flav.height if text.strip() else y0
            if text.strip():
                self.d.line([(x0 + 8 * u, fy - 0.9 * u), (x1 - 8 * u, fy - 0.9 * u)], fill=(60, 50, 30, 90),
                            width=max(1, int(0.2 * u)))
            for line in flav.lines:
                for ax, a in line:
                    a.style = ""
            _italic(self.img, x0, fy, flav, 0.0 if T.fonts.has_cjk(flavor) else 0.2)  # CJK is never slanted

    def ornament(self, cx, cy):
        """A quiet flourish for a card without text."""
        u = self.u
        ink = self.pal[0].ink + (70,)
        self.d.line([(cx - 12 * u, cy), (cx - 2.2 * u, cy)], fill=ink, width=max(1, int(0.3 * u)))
        self.d.line([(cx + 2.2 * u, cy), (cx + 12 * u, cy)], fill=ink, width=max(1, int(0.3 * u)))
        self.d.polygon([(cx, cy - 1.6 * u), (cx + 1.6 * u, cy), (cx, cy + 1.6 * u), (cx - 1.6 * u, cy)], fill=ink)
        for k in (-1, 1):
            x = cx + k * 13.2 * u
            self.d.ellipse((x - 0.6 * u, cy - 0.6 * u, x + 0.6 * u, cy + 0.6 * u), fill=ink)

    def level_table(self, box):
        u, c, lb = self.u, self.card, self.lb
        self._panel_shadow(box, 1.6 * u, 1.0, 120)
        x0, y0, x1, y1 = box
        self.img.paste(gradient((int(x1 - x0), int(y1 - y0)), [(0, (38, 40, 48)), (1, (16, 16, 20))]),
                       (int(x0), int(y0)), rounded_mask((int(x1 - x0), int(y1 - y0)), 1.6 * u))
        self.d.rounded_rectangle(box, radius=1.6 * u, outline=GOLD + (200,), width=max(1, int(0.35 * u)))
        n = len(c.levels)
        spirit = c.is_spirit or any(lv.bp for lv in c.levels)  # Eternal: a Grand Walker's 【轉神】 BP
        row_h = min((y1 - y0 - 1.6 * u) / n, (15.5 if spirit else 9.5) * u)
        ry = y0 + ((y1 - y0) - row_h * n) / 2
        t = self.pal[0]
        for i, lv in enumerate(c.levels):
            top = ry + i * row_h
            if i:
                self.d.line([(x0 + 1.6 * u, top), (x1 - 1.6 * u, top)], fill=GOLD + (90,), width=max(1, int(0.2 * u)))
            line1 = top + (row_h * 0.3 if spirit else row_h / 2)
            chip = (x0 + 1.4 * u, line1 - 2.5 * u, x0 + 10.6 * u, line1 + 2.5 * u)
            su = lv.super_unleash
            face = [(0, (255, 236, 160)), (1, GOLD_DARK)] if su else [(0, t.light), (0.5, t.base), (1, t.dark)]
            cw, chh = int(chip[2] - chip[0]), int(chip[3] - chip[1])
            self.img.paste(gradient((cw, chh), face), (int(chip[0]), int(chip[1])), rounded_mask((cw, chh), 1.2 * u))
            label = lb["su"] if su else f"{lb['lv']}{i + getattr(c, 'min_level', 1)}"  # an Ultimate's rows start at Lv3
            dark = su or luminance(t.base) > 150
            T.draw_line_fit(self.img, chip, label, "bold", int(2.9 * u), int(2 * u),
                            (36, 26, 6) if dark else (255, 255, 255), "center", 0 if dark else max(1, int(0.25 * u)),
                            (0, 0, 0))
            cx, r = x0 + 14.6 * u, 2.1 * u
            self.img.paste(gradient((2 * r, 2 * r), [(0, (255, 200, 140)), (0.5, CORE), (1, (120, 40, 10))], 60),
                           (int(cx - r), int(line1 - r)), _disc(2 * r))
            self.d.ellipse((cx - r, line1 - r, cx + r, line1 + r), outline=(255, 240, 220), width=max(1, int(0.3 * u)))
            star = lv.cores >= 99  # "Super Unleash" only: Lv2 through the Soul Core alone
            T.draw_line_fit(self.img, (cx + r + 1 * u, line1 - 3 * u, x1 - 1.2 * u, line1 + 3 * u),
                            "★" if star else str(lv.cores), "bold", int((5.2 if star else 3.8) * u), int(2.4 * u),
                            (255, 214, 90) if star else (250, 246, 236))
            if spirit and (c.is_spirit or lv.bp):
                line2 = top + row_h * 0.72
                bp_box = (x0 + 1.4 * u, line2 - 3.2 * u, x1 - 5.6 * u, line2 + 3.2 * u)
                T.draw_line_fit(self.img, bp_box, str(lv.bp), "bold", int(5 * u), int(2.6 * u), (255, 255, 255),
                                "right")
                T.draw_line_fit(self.img, (x1 - 5.2 * u, line2 - 2 * u, x1 - 1 * u, line2 + 2.4 * u), lb["bp"],
                                "bold", int(2.4 * u), int(1.6 * u), GOLD)

    # -- bottom ---------------------------------------------------------------------------------------------
    def footer(self):
        u, c = self.u, self.card
        cy, r = 133.2 * u, 3.3 * u
        x = 95.4 * u - r
        for sym in reversed(c.symbols):
            if sym.ex:
                self.jewel(x, cy, r, sym.color, rim=GOLD)
                T.draw_line_fit(self.img, (x - r, cy - r, x + r, cy + r), "EX", "bold", int(2.5 * u), int(1.5 * u),
                                (255, 255, 255), "center", max(1, int(0.35 * u)), (30, 20, 0))
            else:
                self.jewel(x, cy, r, sym.color)
            x -= 2 * r + 1.4 * u
        T.draw_line_fit(self.img, self.box(5, 130.2, 50, 136.2), c.id, "bold", int(2.6 * u), int(1.6 * u),
                        (255, 255, 255, 190), stroke=max(1, int(0.25 * u)), stroke_fill=(0, 0, 0, 120))


def _disc(d: float) -> Image.Image:
    m = Image.new("L", (int(d), int(d)), 0)
    ImageDraw.Draw(m).ellipse((0, 0, int(d) - 1, int(d) - 1), fill=255)
    return m


def _italic(img, x, y, lay, sh: float = 0.2):
    """Flavour text, slanted by a shear (so it needs no italic font); Japanese and Chinese stay upright."""
    pad = int(lay.size)
    layer = Image.new("RGBA", (int(img.size[0] - x) + pad, int(lay.height + pad)), (0, 0, 0, 0))
    T.draw_layout(layer, pad / 2, 0, lay, (84, 72, 56), pills=False)
    layer = layer.transform(layer.size, Image.AFFINE, (1, sh, -sh * layer.size[1] / 2, 0, 1, 0), Image.BICUBIC)
    img.paste(layer, (int(x - pad / 2), int(y)), layer)


def bench_render(width: int = 372, repeat: int = 5) -> float:
    """Milliseconds to draw one face at ``width`` without the cache (median of ``repeat`` runs)."""
    from engine.cards import card_from_data

    times = []
    for i in range(max(1, repeat)):
        card = card_from_data({
            "id": f"BENCH-{i}", "name": "Ember Wyvern [2]", "type": "spirit", "colors": ["red", "blue"],
            "cost": 5, "reduction": ["red", "red", "blue"], "families": ["Dragon", "Beast"],
            "levels": [{"cores": 1, "bp": 4000}, {"cores": 3, "bp": 6000, "super_unleash": True},
                       {"cores": 5, "bp": 9000}], "symbols": ["red", "ex-blue"],
            "text": "【Activate: Main】 [Flash] When this Spirit attacks, destroy an opposing Spirit with 5000 BP "
                    "or less. 《Super Unleash》 『When Summoned』 Draw a card.",
            "flavor": "Its wings kindle dawn."})
        t0 = time.perf_counter()
        draw_card(card, width)
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)
