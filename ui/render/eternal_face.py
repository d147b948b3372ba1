"""Battle Spirits Eternal card faces: the Battle Spirits face of ``card_face`` with what Eternal adds
(E:卡牌種類, DIGEST E3/E4), so that each card type reads at a glance on the table and on a sheet:

- **Ultimate** 終極靈魂卡: a gold frame, the Ultimate crest on the art and its Lv rows numbered from Lv3 (E27);
  its Summon Condition in a gold band;
- **Brave** 合體卡: a fusion band under the art with its BP+ and its fusion condition; Demon-God and Myth
  Braves name themselves on the type line;
- **Grand Walker** 創界神 / **Grand Stone** 創界石 Nexus: a halo around the cost gem and a God (神) / stone
  seal on the art, their 《Oracle》 / 《Unseal》 condition on the band;
- God (神) and Ultimate (究) symbols and the six-colour reduction symbol in the footer and around the gem;
- ribbons on the art for Burst 爆裂, Mirage 幻象, Awaken 轉醒, Advent 煌臨, Contract 契約, Token 衍生物, OC.

Every word comes from the card in the face's language (``CardDef.name_in`` / ``text_in``; families from
``eternal_words``). Chosen by the Eternal ruleset's table ``face`` template (``ui.render.templates``).
"""
from __future__ import annotations

import math
import threading
from collections import OrderedDict

from PIL import Image, ImageDraw

from . import eternal_words as W
from . import text as T
from .card_face import CACHE_SIZE, _disc, _Face, _fingerprint
from .palette import GOLD, GOLD_DARK, gradient, lerp, rounded_mask, shade

ULTIMATE_GOLD = ((255, 240, 190), (226, 186, 92), (132, 92, 28))


class Localized:
    """A card seen in one language: its name, text and flavour in that language (English where the
    card gives none); every other attribute is the card's own."""

    __slots__ = ("_card", "name", "text", "flavor")

    def __init__(self, card, lang: str):
        self._card = card
        get = getattr(card, "name_in", None)
        self.name = card.name_in(lang) if get else card.name
        self.text = card.text_in(lang) if get else card.text
        self.flavor = card.flavor_in(lang) if get else card.flavor

    def __getattr__(self, key):
        return getattr(self._card, key)

    def __repr__(self):
        return f"Localized({self._card.id}, {self.name!r})"


def kinds(card) -> tuple:
    return tuple(getattr(card, "kinds", ()) or ())


def ext(card, key, default=None):
    e = getattr(card, "ext", None)
    return e.get(key, default) if e else default


def type_key(card) -> str:
    """The type line's key: the most specific kind a player names the card by."""
    ks = kinds(card)
    for k in ("grand_walker", "grand_stone", "demon_god", "myth", "token"):
        if k in ks:
            return k
    return card.type


def ribbons(card) -> list[str]:
    """The mechanic ribbons of a card, in a fixed order."""
    out = []
    effects = getattr(card, "effects", ()) or ()
    if any(e.get("kind") == "burst" for e in effects):
        out.append("burst")
    for key in ("mirage", "awaken", "advent", "oc", "manifest", "divine", "revive"):
        if ext(card, key) is not None:
            out.append(key)
    if any(e.get("kind") == "keyword" and e.get("name") == "trigger_counter" for e in effects):
        out.append("trigger_counter")
    ks = kinds(card)
    if "contract" in ks and card.type == "magic":  # a Contract Spirit / Nexus says so on its type line
        out.append("contract")
    if "token" in ks and type_key(card) != "token":
        out.append("token")
    return out


def labels(lang: str) -> dict:
    lk = W.lang_key(lang)
    lb = dict(W.TYPE[lk])
    r = W.RIBBON[lk]
    lb.update(lv=r["lv"], su=r["su"], bp=r["bp"], soul_magic=r["soul_magic"], succession=r["succession"])
    return lb


class EternalFace(_Face):
    def __init__(self, card, w, h, lang: str = "en"):
        super().__init__(Localized(card, lang), w, h, lang)
        self.lb = labels(lang)  # Eternal's own type words (Ultimate, Brave, Grand Walker ...) and badges
        self.lang = lang
        self.raw = card
        self.kind = type_key(card)

    def draw(self) -> Image.Image:
        self.frame()
        if self.raw.type == "ultimate":
            self.ultimate_frame()
        self.art()
        self.ribbon_row()
        self.name_plate()
        self.text_area()
        self.band()
        self.footer()
        self.cost_gem()
        if self.kind in ("grand_walker", "grand_stone"):
            self.halo()
        out = self.img.convert("RGBA")
        out.putalpha(rounded_mask((self.w, self.h), 4.2 * self.u))
        return out

    # -- the type line: Eternal's types and kinds, the families in the face's language -----------------------
    def name_plate(self):
        u, c = self.u, self.card
        box = self.box(17, 3.4, 95.6, 12.8)
        self._panel_shadow(box, 2 * u)
        top = [(0, (52, 54, 62)), (0.5, (26, 27, 32)), (1, (14, 14, 18))]
        if self.raw.type == "ultimate":
            top = [(0, (96, 74, 30)), (0.5, (52, 38, 12)), (1, (28, 20, 6))]
        plate = gradient((int(box[2] - box[0]), int(box[3] - box[1])), top)
        self.img.paste(plate, (int(box[0]), int(box[1])), rounded_mask(plate.size, 2 * u))
        self.d.rounded_rectangle(box, radius=2 * u, outline=GOLD, width=max(1, int(0.45 * u)))
        role = "cjk_bold" if T.fonts.has_cjk(c.name) else "serif_bold"
        T.draw_line_fit(self.img, self.box(23, 3.4, 93.8, 12.8), c.name, role, int(5.4 * u), int(3.8 * u),
                        (250, 244, 228))
        label = W.type_line(self.kind, self.lang)
        if "contract" in kinds(self.raw) and self.kind != "contract":
            label = f"{W.type_line('contract', self.lang)} {label}" if W.lang_key(self.lang) != "en" else f"CONTRACT {label}"
        fams = [W.family(f, self.lang) for f in c.families]
        sep = "・" if W.lang_key(self.lang) != "en" else " / "
        line = label + ("  —  " + sep.join(fams) if fams else "")
        tb = self.box(24.6, 13.6, 94.6, 18.2)
        self.d.rounded_rectangle(tb, radius=2.3 * u, fill=(10, 10, 14, 150))
        role = "cjk_bold" if T.fonts.has_cjk(line) else "bold"
        T.draw_line_fit(self.img, (tb[0] + 1.6 * u, tb[1], tb[2] - 1.6 * u, tb[3]), line, role, int(3.1 * u),
                        int(2 * u), (255, 226, 150) if self.raw.type in ("ultimate", "brave") else (240, 232, 210))

    # -- Ultimate: a gold frame (E:終極靈魂卡) -----------------------------------------------------------------
    def ultimate_frame(self):
        u, w, h = self.u, self.w, self.h
        ring = Image.new("L", (w, h), 0)
        rd = ImageDraw.Draw(ring)
        rd.rounded_rectangle((0, 0, w - 1, h - 1), radius=4.2 * u, fill=255)
        rd.rounded_rectangle((3.2 * u, 3.2 * u, w - 3.2 * u, h - 3.2 * u), radius=2.6 * u, fill=0)
        gold = gradient((w, h), [(0, ULTIMATE_GOLD[0]), (0.35, ULTIMATE_GOLD[1]), (0.7, ULTIMATE_GOLD[2]),
                                 (1, ULTIMATE_GOLD[1])], 60)
        self.img.paste(gold, (0, 0), ring)
        self.d.rounded_rectangle((3.2 * u, 3.2 * u, w - 3.2 * u, h - 3.2 * u), radius=2.6 * u,
                                 outline=(90, 60, 14), width=max(1, int(0.35 * u)))

    # -- the art: the crest of an Ultimate, the seal of a Grand Walker / Grand Stone --------------------------
    def art(self):
        super().art()
        u = self.u
        if self.raw.type == "ultimate":
            self.crest(50 * u, 24.5 * u, 4.6 * u, W.ribbon("ultimate_sym", self.lang), ULTIMATE_GOLD)
        elif self.kind == "grand_walker":
            self.crest(50 * u, 24.5 * u, 4.6 * u, W.ribbon("god", self.lang), ((255, 250, 235), (236, 214, 150), (150, 110, 40)))
        elif self.kind == "grand_stone":
            self.stone(50 * u, 25 * u, 4.6 * u)

    def crest(self, cx, cy, r, glyph, tones):
        """A round gold seal with one glyph (究 / 神 / U / G)."""
        u = self.u
        self.d.ellipse((cx - r - 0.6 * u, cy - r - 0.6 * u, cx + r + 0.6 * u, cy + r + 0.6 * u), fill=(20, 14, 6, 220))
        g = gradient((int(2 * r), int(2 * r)), [(0, tones[0]), (0.5, tones[1]), (1, tones[2])], 60)
        self.img.paste(g, (int(cx - r), int(cy - r)), _disc(2 * r))
        self.d.ellipse((cx - r, cy - r, cx + r, cy + r), outline=(255, 248, 220), width=max(1, int(0.35 * u)))
        role = "cjk_bold" if T.fonts.has_cjk(glyph) else "bold"
        T.draw_line_fit(self.img, (cx - r, cy - r, cx + r, cy + r), glyph, role, int(r * 1.25), int(r * 0.6),
                        (70, 40, 4), "center")

    def stone(self, cx, cy, r):
        u = self.u
        pts = [(cx + r * math.cos(math.radians(90 + 60 * i)), cy - r * math.sin(math.radians(90 + 60 * i)))
               for i in range(6)]
        self.d.polygon(pts, fill=(60, 66, 80, 230), outline=(220, 230, 255))
        inner = [(cx + (x - cx) * 0.55, cy + (y - cy) * 0.55) for x, y in pts]
        self.d.polygon(inner, fill=(150, 170, 210, 230))
        self.d.line([pts[0], pts[3]], fill=(230, 240, 255, 160), width=max(1, int(0.25 * u)))

    # -- ribbons: Burst, Mirage, Awaken, Advent, Contract, Token, OC -------------------------------------------
    def ribbon_row(self):
        u = self.u
        items = [W.ribbon(k, self.lang) for k in ribbons(self.raw)]
        x1 = 94.0 * u
        y0, y1 = 21.0 * u, 26.2 * u
        for label in items:
            role = "cjk_bold" if T.fonts.has_cjk(label) else "bold"
            size = int(3.0 * u)
            tw = T.width(label, role, size)
            x0 = x1 - tw - 3.6 * u
            self.d.rounded_rectangle((x0, y0, x1, y1), radius=1.2 * u, fill=(150, 20, 30, 230) if label in
                                     (W.ribbon("burst", "en"), W.ribbon("burst", "zh-Hant"), W.ribbon("burst", "ja"))
                                     else (20, 22, 36, 225), outline=GOLD, width=max(1, int(0.3 * u)))
            T.draw_line_fit(self.img, (x0 + 1.8 * u, y0, x1 - 1.6 * u, y1), label, role, size, size // 2,
                            (255, 238, 200))
            x1 = x0 - 1.2 * u

    # -- the band under the art: a Brave's fusion, an Ultimate's condition, a Grand Walker's Oracle ------------
    def band(self):
        u = self.u
        brave = ext(self.raw, "brave")
        if brave is not None:
            bp = brave.get("bp", 0)
            cond = W.fusion_condition(brave.get("condition", {}) or {}, self.lang)
            if "left" in brave:  # a Demon-God Brave: its left and right conditions
                cond = (f"{W.ribbon('left', self.lang)} {W.fusion_condition(brave['left'], self.lang)} · "
                        f"{W.ribbon('right', self.lang)} {W.fusion_condition(brave['right'], self.lang)}")
            elif brave.get("grand_walker"):  # a Myth Brave: a Spirit or a Grand Walker
                cond = f"{cond} / {W.type_line('grand_walker', self.lang)}"
            right = f"{W.ribbon('fusion_with', self.lang)}: {cond}" if cond else ""
            self._band_bar(f"{W.ribbon('fusion', self.lang)} +{bp} BP" if bp else W.ribbon("fusion", self.lang), right,
                           ((255, 170, 90), (200, 80, 20), (90, 30, 6)))
        elif self.raw.type == "ultimate" and ext(self.raw, "summon_condition") is not None:
            self._band_bar(W.ribbon("condition", self.lang), "", ULTIMATE_GOLD)
        elif self.kind in ("grand_walker", "grand_stone"):
            key = "oracle" if self.kind == "grand_walker" else "unseal"
            if ext(self.raw, "true_oracle") is not None:  # a Contract Grand Walker's 《True Oracle》
                key = "true_oracle"
            cond = ext(self.raw, key)
            self._band_bar(f"《{W.ribbon(key, self.lang)}》", W.fusion_condition(cond or {}, self.lang),
                           ((250, 246, 230), (200, 190, 160), (90, 80, 60)))
        elif ext(self.raw, "oc") is not None:
            oc = ext(self.raw, "oc")
            self._band_bar(f"《OC》 {W.ribbon('count', self.lang)} {oc.get('count')}+", f"+{oc.get('bp', 0)} BP",
                           ((200, 240, 255), (80, 160, 220), (20, 50, 90)))

    def _band_bar(self, left, right, tones):
        u = self.u
        box = self.box(4.6, 74.6, 95.4, 80.2)
        bw, bh = int(box[2] - box[0]), int(box[3] - box[1])
        self.img.paste(gradient((bw, bh), [(0, tones[2]), (0.5, tones[1]), (1, tones[2])], 0), (int(box[0]), int(box[1])),
                       rounded_mask((bw, bh), 1.2 * u))
        self.d.rounded_rectangle(box, radius=1.2 * u, outline=tones[0], width=max(1, int(0.3 * u)))
        role = "cjk_bold" if T.fonts.has_cjk(left) else "bold"
        half = box[0] + (box[2] - box[0]) * (0.46 if right else 0.98)
        T.draw_line_fit(self.img, (box[0] + 1.6 * u, box[1], half, box[3]), left, role, int(3.3 * u), int(2 * u),
                        (255, 255, 255), stroke=max(1, int(0.3 * u)), stroke_fill=(30, 14, 4))
        if right:
            role = "cjk_bold" if T.fonts.has_cjk(right) else "bold"
            T.draw_line_fit(self.img, (half, box[1], box[2] - 1.6 * u, box[3]), right, role, int(2.9 * u), int(1.8 * u),
                            (255, 246, 226), "right", max(1, int(0.3 * u)), (30, 14, 4))

    # -- Grand Walker / Grand Stone: a halo around the cost gem -----------------------------------------------
    def halo(self):
        u = self.u
        cx, cy, r = 12.2 * u, 10.8 * u, 9.6 * u
        for i in range(12):
            a = math.radians(i * 30)
            x0, y0 = cx + math.cos(a) * r, cy + math.sin(a) * r
            x1, y1 = cx + math.cos(a) * (r + 1.6 * u), cy + math.sin(a) * (r + 1.6 * u)
            self.d.line([(x0, y0), (x1, y1)], fill=(255, 240, 190, 220), width=max(1, int(0.5 * u)))

    # -- symbols: God 神, Ultimate 究, colours, EX; the six-colour reduction symbol --------------------------
    def footer(self):
        u, c = self.u, self.card
        cy, r = 133.2 * u, 3.3 * u
        x = 95.4 * u - r
        for sym in reversed(c.symbols):
            kind = getattr(sym, "kind", "")
            if kind in ("god", "ultimate"):
                glyph = W.ribbon("god" if kind == "god" else "ultimate_sym", self.lang)
                if sym.color in ("god", "ultimate"):
                    self.crest(x, cy, r, glyph, ULTIMATE_GOLD if kind == "ultimate" else ((255, 250, 235), (236, 214, 150), (150, 110, 40)))
                else:
                    self.jewel(x, cy, r, sym.color, rim=GOLD)
                    role = "cjk_bold" if T.fonts.has_cjk(glyph) else "bold"
                    T.draw_line_fit(self.img, (x - r, cy - r, x + r, cy + r), glyph, role, int(2.8 * u), int(1.5 * u),
                                    (255, 255, 255), "center", max(1, int(0.35 * u)), (30, 20, 0))
            elif sym.ex:
                self.jewel(x, cy, r, sym.color, rim=GOLD)
                T.draw_line_fit(self.img, (x - r, cy - r, x + r, cy + r), "EX", "bold", int(2.5 * u), int(1.5 * u),
                                (255, 255, 255), "center", max(1, int(0.35 * u)), (30, 20, 0))
            else:
                self.jewel(x, cy, r, sym.color)
            x -= 2 * r + 1.4 * u
        T.draw_line_fit(self.img, self.box(5, 130.2, 50, 136.2), c.id, "bold", int(2.6 * u), int(1.6 * u),
                        (255, 255, 255, 190), stroke=max(1, int(0.25 * u)), stroke_fill=(0, 0, 0, 120))

    def jewel(self, x, y, r, color, rim=(250, 246, 236)):
        """A symbol jewel; the reduction symbols of Eternal that are no colour: ``any`` (six colours),
        ``god`` (神) and ``ultimate`` (究)."""
        if color == "any":
            u = self.u
            self.d.ellipse((x - r - 0.35 * u, y - r - 0.35 * u, x + r + 0.35 * u, y + r + 0.35 * u), fill=(12, 12, 16))
            from .palette import tones as color_tones

            for i, col in enumerate(("red", "purple", "green", "white", "yellow", "blue")):
                t = color_tones(col)
                self.d.pieslice((x - r, y - r, x + r, y + r), -90 + 60 * i, -30 + 60 * i, fill=t.base)
            self.d.ellipse((x - r, y - r, x + r, y + r), outline=rim, width=max(1, int(r * 0.16)))
            return
        if color in ("god", "ultimate"):
            glyph = W.ribbon("god" if color == "god" else "ultimate_sym", self.lang)
            self.crest(x, y, r, glyph, ULTIMATE_GOLD if color == "ultimate" else ((255, 250, 235), (236, 214, 150), (150, 110, 40)))
            return
        super().jewel(x, y, r, color, rim)


_CACHE: OrderedDict = OrderedDict()
_LOCK = threading.Lock()  # the Qt table may draw from worker threads


def render_eternal(card, width: int = 372, lang: str = "en") -> Image.Image:
    """The Eternal face of ``card``, drawn once per (id, width, lang, content), then from an LRU cache
    (``ui.render.templates.render_face(..., "eternal")``). Returned images are shared: copy before drawing."""
    key = (card.id, int(width), lang, _fingerprint(card, lang), tuple(kinds(card)), repr(ext(card, "brave")))
    with _LOCK:
        img = _CACHE.get(key)
        if img is not None:
            _CACHE.move_to_end(key)
            return img
    img = draw_eternal(card, width, lang)
    with _LOCK:
        img = _CACHE.setdefault(key, img)
        while len(_CACHE) > CACHE_SIZE:
            _CACHE.popitem(last=False)
    return img


def draw_eternal(card, width: int = 372, lang: str = "en") -> Image.Image:
    """An Eternal face without the cache."""
    from .geometry import internal_size, scale_to

    width = max(16, int(width))
    iw, ih = internal_size(width)
    with T.fonts.glyphs_for(lang):  # Chinese words in Traditional Chinese glyph forms
        big = EternalFace(card, iw, ih, lang).draw()
    return scale_to(big, width)
