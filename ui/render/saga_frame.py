"""The Battle Spirits Saga card face (the ruleset's table ``face: saga``), drawn from card data with
pillow like the Standard face (``ui.render.card_face``) but in a frame of its own, so a Saga card is
told from a Standard one at a glance:

- a slate frame with the card's colours in a band down its left edge (two bands for a two-colour card);
- the cost in a hexagon at the top right, the reduction symbols under it;
- the name on a banner across the top, the type and families on a ribbon under the art;
- the card's keywords (【Confront】, 【Armor: red】 ...) as chips over the text box, in the order the
  text gives them (their reminder text is on the table's hover preview, ``ui.render.keywords``);
- a BURST seal on a card with a burst effect (Saga 10-9), a TOKEN ribbon on a token (Saga 4-12);
- a symbol of two colours drawn split (double-colour symbols, Saga 2-8-2).

    render_saga(card, width=372, lang="en", token=None) -> RGBA image, cached like ``render_card``
"""
from __future__ import annotations

import math
import re
import threading
from collections import OrderedDict

from PIL import Image, ImageDraw

from . import text as T
from .card_face import _Face, _disc, _fingerprint
from .eternal_words import family
from .geometry import internal_size, scale_to
from .palette import GOLD, gradient, lerp, rounded_mask, shade
from .palette import tones as color_tones

KEYWORD = re.compile(r"【([^】:：]+)(?:[:：]\s*([^】]*))?】")
SLATE = ((46, 50, 60), (24, 26, 32), (12, 13, 17))
SILVER = (206, 212, 222)
_VERSION = 4  # bump when the look of the Saga face changes (it names the cached faces)
SEALS = {"en": {"burst": "BURST", "token": "TOKEN"}, "ja": {"burst": "バースト", "token": "トークン"},
         "zh-Hant": {"burst": "爆裂", "token": "衍生物"}}
_CACHE: OrderedDict = OrderedDict()
_LOCK = threading.Lock()


def keywords_of(card, lang: str = "en", text: str | None = None) -> list[str]:
    """The keyword marks a Saga card's text carries, each once, in the text's order ("【Armor: red】"). In
    another language, each as the card's ``text`` in that language writes it ("【装甲：赤/紫】"), found by the
    keyword's name there (``saga_keywords.SAGA_NAMES``); a mark that text lacks stays in English."""
    seen, out = set(), []
    for m in KEYWORD.finditer(getattr(card, "text", "") or ""):
        name = m.group(1).strip()
        if name.lower().startswith(("activate", "flash", "main")) or name in seen:
            continue  # 【Activate: Main】 is a timing, not a keyword
        seen.add(name)
        out.append(m.group(0) if lang == "en" or not text else _mark_in(m.group(0), name, lang, text))
    return out


def _mark_in(mark: str, name: str, lang: str, text: str) -> str:
    from .saga_keywords import name_in

    word = name_in(name, lang)
    for m in KEYWORD.finditer(text):
        if m.group(1).strip() == word:
            return m.group(0)
    return mark


def has_burst(card) -> bool:
    return any(isinstance(e, dict) and e.get("kind") == "burst" for e in (getattr(card, "effects", ()) or ()))


def render_saga(card, width: int = 372, lang: str = "en", token: bool | None = None) -> Image.Image:
    """The Saga face of ``card`` (``token``: draw the token ribbon; None reads the card's ``token`` flag)."""
    token = bool(getattr(card, "token", False)) if token is None else bool(token)
    key = (card.id, int(width), lang, token, _VERSION, _fingerprint(card, lang), has_burst(card))
    with _LOCK:
        img = _CACHE.get(key)
        if img is not None:
            _CACHE.move_to_end(key)
            return img
    width = max(16, int(width))
    iw, ih = internal_size(width)
    lang = lang if lang in ("en", "ja", "zh-Hant") else "en"
    with T.fonts.glyphs_for(lang):  # Chinese words in Chinese glyph forms
        img = scale_to(_SagaFace(card, iw, ih, lang, token).draw(), width)
    with _LOCK:
        img = _CACHE.setdefault(key, img)
        while len(_CACHE) > 256:
            _CACHE.popitem(last=False)
    return img


class _SagaFace(_Face):
    def __init__(self, card, w, h, lang, token: bool):
        super().__init__(card, w, h, lang)  # the card's words in ``lang`` (self.name, self.text, self.flavor)
        self.seals = SEALS.get(lang, SEALS["en"])
        self.token = token
        self.keywords = keywords_of(card, lang, self.text)

    def draw(self) -> Image.Image:
        self.frame()
        self.art()
        self.name_plate()
        self.type_ribbon()
        self.text_area()
        self.keyword_chips()
        self.footer()
        self.cost_gem()
        if has_burst(self.card):
            self.burst_seal()
        if self.token:
            self.token_ribbon()
        out = self.img.convert("RGBA")
        out.putalpha(rounded_mask((self.w, self.h), 3.2 * self.u))
        return out

    # -- frame: slate, with the colour band down the left edge --------------------------------------------
    def frame(self):
        u, w, h = self.u, self.w, self.h
        base = [(0, SLATE[0]), (0.5, SLATE[1]), (1, SLATE[2])]
        if self.token:  # a token: a pale silver frame (it is no card of a deck)
            base = [(0, (214, 218, 226)), (0.5, (168, 174, 186)), (1, (110, 116, 128))]
        self.img.paste(gradient((w, h), base, 80), (0, 0))
        n = len(self.pal)
        band = 4.2 * u
        for i, t in enumerate(self.pal):
            y0, y1 = h * i / n, h * (i + 1) / n
            strip = gradient((int(band), int(y1 - y0) + 1), [(0, t.light), (0.5, t.base), (1, t.dark)], 0)
            self.img.paste(strip, (0, int(y0)))
        for x in range(int(band), w, max(2, int(2.4 * u))):  # fine vertical rules: Saga's frame texture
            self.d.line([(x, 0), (x, h)], fill=(255, 255, 255, 7), width=max(1, int(0.2 * u)))
        self.d.rounded_rectangle((0, 0, w - 1, h - 1), radius=3.2 * u, outline=(8, 8, 10), width=int(1.1 * u))
        t = self.pal[0]
        self.d.rounded_rectangle((band + 0.8 * u, 1.2 * u, w - 1.2 * u, h - 1.2 * u), radius=2.2 * u,
                                 outline=t.light + (150,), width=max(1, int(0.35 * u)))

    # -- top: the name banner and the hexagonal cost ------------------------------------------------------
    def name_plate(self):
        u, c = self.u, self.card
        box = self.box(6.4, 2.6, 79.6, 12.4)
        self._panel_shadow(box, 0.8 * u)
        t = self.pal[0]
        bw, bh = int(box[2] - box[0]), int(box[3] - box[1])
        plate = gradient((bw, bh), [(0, lerp(t.base, (255, 255, 255), 0.12)), (1, shade(t.dark, -0.3))], 0)
        mask = Image.new("L", (bw, bh), 0)
        cut = 2.6 * u  # a banner: its right end cut to a point
        ImageDraw.Draw(mask).polygon([(0, 0), (bw - cut, 0), (bw, bh / 2), (bw - cut, bh), (0, bh)], fill=255)
        self.img.paste(plate, (int(box[0]), int(box[1])), mask)
        self.d.line([(box[0], box[3]), (box[2] - cut, box[3])], fill=SILVER, width=max(1, int(0.4 * u)))
        role = "cjk_bold" if T.fonts.has_cjk(self.name) else "serif_bold"
        T.draw_line_fit(self.img, (box[0] + 2 * u, box[1], box[2] - cut - 0.6 * u, box[3]), self.name, role,
                        int(5.2 * u), int(3.6 * u), (255, 255, 255), stroke=max(1, int(0.3 * u)),
                        stroke_fill=(0, 0, 0, 160))

    def cost_gem(self):
        u, c = self.u, self.card
        cx, cy, r = 89.2 * u, 8.6 * u, 7.6 * u
        pts = [(cx + r * math.cos(math.radians(30 + 60 * k)), cy + r * math.sin(math.radians(30 + 60 * k)))
               for k in range(6)]
        self.d.polygon([(x, y + 0.8 * u) for x, y in pts], fill=(0, 0, 0, 140))
        self.d.polygon(pts, fill=SLATE[2], outline=SILVER, width=max(1, int(0.6 * u)))
        inner = [(cx + (x - cx) * 0.8, cy + (y - cy) * 0.8) for x, y in pts]
        t = self.pal[0]
        self.d.polygon(inner, fill=t.base)
        self.d.polygon(inner[3:] + inner[:1], fill=lerp(t.base, (255, 255, 255), 0.25))
        fsz = int((8.2 if c.cost < 10 else 6.6) * u)
        T.draw_line_fit(self.img, (cx - r, cy - r, cx + r, cy + r + 0.4 * u), str(c.cost), "bold", fsz,
                        fsz // 2, (255, 255, 255), "center", max(1, int(0.6 * u)), (10, 10, 14))
        k = len(c.reduction)
        for i, col in enumerate(c.reduction):  # reduction symbols in a row under the cost
            self.jewel(cx + (i - (k - 1) / 2) * 4.6 * u, cy + r + 3.2 * u, 2.0 * u, col, rim=SILVER)

    # -- middle -------------------------------------------------------------------------------------------
    def art(self):
        u = self.u
        from .art import render_art

        box = self.box(6.4, 14.0, 96.4, 76.0)
        self._panel_shadow(box, 0.6 * u)
        aw, ah = int(box[2] - box[0]), int(box[3] - box[1])
        art = render_art(self.card, aw, ah)
        self.img.paste(art, (int(box[0]), int(box[1])), rounded_mask((aw, ah), 0.6 * u))
        self.d.rectangle(box, outline=SILVER + (200,), width=max(1, int(0.4 * u)))
        self.badges(box)

    def type_ribbon(self):
        u, c = self.u, self.card
        label = self.lb.get(c.type, c.type.upper())
        line = label + ("  ·  " + " / ".join(family(f, self.lang) for f in c.families) if c.families else "")
        box = self.box(6.4, 76.0, 96.4, 81.4)
        self.d.rectangle(box, fill=(10, 11, 14, 235))
        self.d.line([(box[0], box[3]), (box[2], box[3])], fill=self.pal[0].light + (200,), width=max(1, int(0.3 * u)))
        T.draw_line_fit(self.img, (box[0] + 2 * u, box[1], box[2] - 2 * u, box[3]), line, "bold", int(3.0 * u),
                        int(2 * u), SILVER)

    def text_area(self):
        # the Standard text box, a little lower: the keyword chips sit on its top edge
        u, c = self.u, self.card
        top, bottom = 83.0 + (6.4 if self.keywords else 0.0), 128.4
        left = 6.4
        if c.levels:
            self.level_table(self.box(6.4, 83.0, 31.6, bottom))
            left = 33.0
        box = self.box(left, top, 96.4, bottom)
        bw, bh = int(box[2] - box[0]), int(box[3] - box[1])
        paper = gradient((bw, bh), [(0, (240, 242, 246)), (1, (218, 222, 230))])
        self.img.paste(paper, (int(box[0]), int(box[1])), rounded_mask((bw, bh), 0.8 * u))
        self.d.rounded_rectangle(box, radius=0.8 * u, outline=(20, 22, 28, 200), width=max(1, int(0.35 * u)))
        pad = 2.0 * u
        x0, y0, x1, y1 = box[0] + pad, box[1] + pad * 0.7, box[2] - pad, box[3] - pad * 0.7
        if self.text.strip():
            lay = T.fit(self.text, x1 - x0, y1 - y0, int(3.5 * u), int(2.1 * u))
            T.draw_layout(self.img, x0, y0, lay, (24, 26, 32))
        elif self.flavor:
            flav = T.fit(self.flavor, x1 - x0, y1 - y0, int(2.9 * u), int(2.2 * u))
            T.draw_layout(self.img, x0, y0, flav, (70, 74, 84), pills=False)
        self._text_left = left

    def keyword_chips(self):
        """The keywords, as chips along the top of the text box (as many as fit)."""
        if not self.keywords:
            return
        u = self.u
        x, x_end = getattr(self, "_text_left", 6.4) * u, 96.4 * u
        y0, y1 = 83.0 * u, 88.6 * u
        size = int(3.2 * u)
        for kw in self.keywords:
            role = "cjk_bold" if T.fonts.has_cjk(kw.strip("【】")) else "bold"
            tw = T.width(kw, role, size)
            if x + tw + 2.4 * u > x_end:
                break
            t = self.pal[0]
            self.d.rounded_rectangle((x, y0, x + tw + 2.4 * u, y1), radius=2.2 * u, fill=shade(t.dark, -0.2) + (240,),
                                     outline=t.light, width=max(1, int(0.3 * u)))
            T.draw_line_fit(self.img, (x + 1.2 * u, y0, x + tw + 1.4 * u, y1), kw, role, size, size, (255, 246, 214))
            x += tw + 3.4 * u

    # -- seals ----------------------------------------------------------------------------------------------
    def burst_seal(self):
        """A card with a burst effect (Saga 10-9): a flame-red seal on the art's top left corner."""
        u = self.u
        cx, cy, r = 13.6 * u, 20.8 * u, 5.4 * u
        pts = []
        for k in range(16):  # a starburst
            rr = r if k % 2 == 0 else r * 0.72
            a = math.radians(k * 22.5 - 90)
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        self.d.polygon(pts, fill=(214, 48, 36), outline=(255, 214, 120), width=max(1, int(0.35 * u)))
        word = self.seals["burst"]
        T.draw_line_fit(self.img, (cx - r, cy - r, cx + r, cy + r), word, "cjk_bold" if T.fonts.has_cjk(word) else "bold",
                        int(2.2 * u), int(1.2 * u),
                        (255, 255, 255), "center", max(1, int(0.25 * u)), (80, 10, 0))

    def token_ribbon(self):
        """A token (Saga 4-12): a silver band across the foot of the art, TOKEN on it."""
        u = self.u
        box = self.box(6.4, 68.6, 96.4, 75.0)
        self.d.rectangle(box, fill=(232, 236, 244, 235))
        for y in (box[1], box[3]):
            self.d.line([(box[0], y), (box[2], y)], fill=(40, 44, 56), width=max(1, int(0.35 * u)))
        word = self.seals["token"]
        T.draw_line_fit(self.img, box, word, "cjk_bold" if T.fonts.has_cjk(word) else "bold", int(4.0 * u),
                        int(2 * u), (30, 34, 44), "center")

    # -- bottom ---------------------------------------------------------------------------------------------
    def footer(self):
        u, c = self.u, self.card
        cy, r = 133.2 * u, 3.1 * u
        x = 95.4 * u - r
        for sym in reversed(c.symbols):
            cols = (sym.color, sym.alt) if getattr(sym, "alt", None) else ()
            if len(cols) == 2:  # a double-colour symbol "red/white": either colour (Saga 2-8-2-1)
                self.split_jewel(x, cy, r, cols)
            else:
                self.jewel(x, cy, r, sym.color, rim=GOLD if sym.ex else SILVER)
            x -= 2 * r + 1.4 * u
        ink = (34, 38, 48) if self.token else (230, 232, 238, 200)  # dark on a token's silver frame
        T.draw_line_fit(self.img, self.box(7, 130.2, 40, 136.2), c.id, "bold", int(2.5 * u), int(1.6 * u), ink,
                        stroke=0 if self.token else max(1, int(0.25 * u)), stroke_fill=(0, 0, 0, 120))
        T.draw_line_fit(self.img, self.box(40, 130.2, 62, 136.2), "SAGA", "bold", int(2.4 * u), int(1.6 * u),
                        (60, 66, 80) if self.token else SILVER + (170,), "center")

    def split_jewel(self, x, y, r, cols):
        u = self.u
        self.d.ellipse((x - r - 0.35 * u, y - r - 0.35 * u, x + r + 0.35 * u, y + r + 0.35 * u), fill=(12, 12, 16))
        for k, col in enumerate(cols):
            t = color_tones(col)
            g = gradient((int(2 * r), int(2 * r)), [(0, t.light), (0.5, t.base), (1, t.dark)], 60)
            mask = Image.new("L", g.size, 0)
            ImageDraw.Draw(mask).pieslice((0, 0, g.size[0] - 1, g.size[1] - 1), 135 + 180 * k, 315 + 180 * k, fill=255)
            self.img.paste(g, (int(x - r), int(y - r)), mask)
        self.d.ellipse((x - r, y - r, x + r, y + r), outline=SILVER, width=max(1, int(r * 0.16)))
        self.d.line([(x - r * 0.7, y + r * 0.7), (x + r * 0.7, y - r * 0.7)], fill=(250, 250, 250), width=max(1, int(r * 0.12)))


__all__ = ["render_saga", "keywords_of", "has_burst", "_disc"]
