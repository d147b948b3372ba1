"""Faces of the Dragon Ball Super Card Game's cards, in that game's own frame (not Battle Spirits'): the
energy cost with its coloured pips top left, the name band, the power banner, the combo column, the keyword
chips and the skill box, the card number below. ``card_face.render_card`` draws with it the cards whose game
names this table face template (``TableSpec.face == "dbscg"``).

Every word is in the face's language: the card's name, its text (``DbCard.text_in``: its own translation, or
the text written from its skills in that language), the type line (type word and traits) and the labels
(``WORDS``, ``TRAITS``); English faces are drawn exactly as before the other languages came.
"""
from __future__ import annotations

from types import SimpleNamespace

from PIL import Image, ImageDraw

from engine.dbscg.cardtext import character_name

from . import text as T
from .art import render_art
from .geometry import internal_size, scale_to
from .palette import Tones, gradient, lerp, rounded_mask, shade

TONES = {
    "red": Tones((60, 6, 10), (200, 36, 40), (250, 120, 80), (255, 180, 90), (150, 22, 24)),
    "blue": Tones((6, 24, 70), (30, 100, 200), (120, 190, 255), (150, 230, 255), (18, 70, 160)),
    "green": Tones((8, 40, 20), (36, 140, 70), (140, 214, 110), (190, 255, 140), (22, 104, 50)),
    "yellow": Tones((90, 60, 0), (226, 170, 20), (255, 228, 120), (255, 240, 160), (150, 100, 0)),
    "black": Tones((10, 10, 14), (58, 52, 70), (150, 140, 170), (210, 160, 255), (40, 36, 50)),
    "none": Tones((40, 42, 48), (120, 124, 132), (200, 204, 210), (226, 230, 236), (70, 72, 78)),
}
ART_COLOR = {"black": "purple"}  # the shared art's palettes: black skies are drawn with its darkest one
TYPE_WORD = {"leader": "LEADER", "battle": "BATTLE", "extra": "EXTRA"}
WHITE = (250, 250, 250)
INK = (24, 24, 28)
# the face's own words per language: the type word (2-3), the awakened side's mark, the power and combo labels,
# the separators of the type line; Japanese and Chinese in the game's terms (engine/dbscg/words.py)
WORDS = {
    "en": {"type": TYPE_WORD, "awakened": " · AWAKENED", "power": "POWER", "combo": "COMBO", "sep": "  ·  ",
           "and": " / ", "no_skills": "A fighter without skills."},
    "ja": {"type": {"leader": "リーダー", "battle": "バトル", "extra": "エクストラ"}, "awakened": "・覚醒",
           "power": "パワー", "combo": "コンボ", "sep": "  ・  ", "and": "／", "no_skills": "スキルを持たない戦士。"},
    "zh-Hant": {"type": {"leader": "領袖", "battle": "戰鬥", "extra": "額外"}, "awakened": " · 覺醒",
                "power": "戰力", "combo": "連擊", "sep": "  ·  ", "and": "／", "no_skills": "沒有技能的戰士。"},
}
# the traits of the built-in cards (2-6); another trait is shown as the card gives it
TRAITS = {
    "ja": {"Earthling": "地球人", "Universe 7": "第7宇宙", "Forge Clan": "鍛冶の一族", "Beast": "獣",
           "Oceanid": "海精", "Leviathan": "海獣", "Tideborn": "潮の民", "Sylvan": "森人", "Voidborn": "虚無の民",
           "Dragon": "竜", "Guardian": "守護者", "Construct": "魔導人形"},
    "zh-Hant": {"Earthling": "地球人", "Universe 7": "第7宇宙", "Forge Clan": "鍛造氏族", "Beast": "獸",
                "Oceanid": "海精", "Leviathan": "海獸", "Tideborn": "潮生族", "Sylvan": "森民", "Voidborn": "虛空族",
                "Dragon": "龍", "Guardian": "守護者", "Construct": "魔像"},
}
# Japanese and Chinese texts write keywords in ≪≫ (engine/dbscg/cardtext.py); the face draws them as its keyword
# pills (《》, ui/render/text.py): one unbreakable keyword, like [Blocker] on an English face
PILLS = str.maketrans("≪≫", "《》")


def words(lang: str) -> dict:
    """The face's words in ``lang`` (English for a language it does not know)."""
    return WORDS.get(lang, WORDS["en"])


def trait(t: str, lang: str = "en") -> str:
    """A trait (2-6) as the face's type line says it in ``lang``."""
    return TRAITS.get(lang, {}).get(t, t)


def draw(card, width: int = 372, lang: str = "en", back: bool = False) -> Image.Image:
    """The face of a card of this game (a Leader's back side with ``back``)."""
    width = max(16, int(width))
    iw, ih = internal_size(width)
    side = card.back if back and getattr(card, "back", None) is not None else card
    with T.fonts.glyphs_for(lang):  # Chinese words in Chinese glyph forms
        big = _Face(side, iw, ih, lang, back and card.back is not None).draw()
    return scale_to(big, width)


class _Face:
    def __init__(self, card, w, h, lang, awakened):
        self.c, self.w, self.h, self.lang, self.awakened = card, w, h, lang, awakened
        self.words = words(lang)
        self.u = w / 100
        self.t = TONES.get(card.colors[0] if card.colors else "none", TONES["none"])
        self.img = Image.new("RGB", (w, h), (8, 8, 10))
        self.d = ImageDraw.Draw(self.img, "RGBA")

    def box(self, x0, y0, x1, y1):
        u = self.u
        return (x0 * u, y0 * u, x1 * u, y1 * u)

    def draw(self) -> Image.Image:
        self.frame()
        self.art()
        self.name_band()
        self.cost()
        self.power()
        self.combo()
        self.keywords_and_text()
        self.footer()
        out = self.img.convert("RGBA")
        out.putalpha(rounded_mask((self.w, self.h), 3.4 * self.u))
        return out

    def frame(self):
        t, u = self.t, self.u
        g = gradient((self.w, self.h), [(0, shade(t.dark, -0.3)), (0.5, t.dark), (1, shade(t.base, -0.5))], angle=120)
        self.img.paste(g, (0, 0))
        self.d.rounded_rectangle(self.box(1.6, 1.6, 98.4, 137.9), radius=2.6 * u, outline=t.light + (200,),
                                 width=max(1, int(0.6 * u)))

    def art(self):
        u = self.u
        box = self.box(4, 15, 96, 78)
        aw, ah = int(box[2] - box[0]), int(box[3] - box[1])
        colors = tuple(ART_COLOR.get(x, x) for x in self.c.colors)
        proxy = SimpleNamespace(id=self.c.id + ("-back" if self.awakened else ""), colors=colors,
                                families=self.c.traits, type="magic" if self.c.type == "extra" else "spirit")
        art = render_art(proxy, aw, ah)
        if self.c.type == "extra":  # an Extra card's art is washed in its colour: it is an event, not a fighter
            art = Image.blend(art, Image.new("RGB", art.size, self.t.base), 0.18)
        self.img.paste(art, (int(box[0]), int(box[1])), rounded_mask((aw, ah), 1.2 * u))
        self.d.rounded_rectangle(box, radius=1.2 * u, outline=(0, 0, 0), width=max(1, int(0.5 * u)))

    def name_band(self):
        t, u = self.t, self.u
        box = self.box(20, 3.2, 96.5, 13.6)
        bw, bh = int(box[2] - box[0]), int(box[3] - box[1])
        band = gradient((bw, bh), [(0, t.base), (1, shade(t.base, -0.45))], angle=0)
        self.img.paste(band, (int(box[0]), int(box[1])), rounded_mask((bw, bh), 1.4 * u))
        T.draw_line_fit(self.img, (box[0] + 2.4 * u, box[1], box[2] - 2 * u, box[1] + bh * 0.62), self.c.name_in(self.lang)
                        if hasattr(self.c, "name_in") else self.c.name, "bold", int(5.2 * u), int(3 * u), WHITE,
                        stroke=max(1, int(0.35 * u)), stroke_fill=(0, 0, 0))
        wd = self.words
        word = wd["type"].get(self.c.type, self.c.type.upper())
        if self.awakened:
            word += wd["awakened"]
        sub = word + (wd["sep"] + wd["and"].join(trait(x, self.lang) for x in self.c.traits) if self.c.traits else "")
        T.draw_line_fit(self.img, (box[0] + 2.4 * u, box[1] + bh * 0.58, box[2] - 2 * u, box[3] - 0.4 * u), sub,
                        "bold", int(2.6 * u), int(1.8 * u), lerp(WHITE, t.light, 0.4))

    def cost(self):
        u, c = self.u, self.c
        cx, cy, r = 10.5 * u, 8.6 * u, 7 * u
        if c.type == "leader":  # a Leader has no cost: its emblem shows the side
            self.d.regular_polygon((cx, cy, r), 6, fill=shade(self.t.base, -0.3), outline=WHITE, width=max(1, int(0.5 * u)))
            T.draw_line_fit(self.img, (cx - r, cy - r, cx + r, cy + r), "L" if not self.awakened else "A", "bold",
                            int(7 * u), int(4 * u), WHITE, align="center")
            return
        self.d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(16, 16, 20), outline=self.t.light, width=max(1, int(0.7 * u)))
        T.draw_line_fit(self.img, (cx - r, cy - r * 0.95, cx + r, cy + r * 0.8), str(c.cost.total), "bold", int(8 * u),
                        int(4 * u), WHITE, align="center")
        pips = [col for col, n in c.cost.spec for _ in range(n)]
        for i, col in enumerate(pips[:6]):  # the specified cost: one pip of its colour each (D 2-11-1)
            px = cx - (len(pips[:6]) - 1) * 1.6 * u + i * 3.2 * u
            py = cy + r + 2.2 * u
            tt = TONES.get(col, TONES["none"])
            self.d.ellipse((px - 1.4 * u, py - 1.4 * u, px + 1.4 * u, py + 1.4 * u), fill=tt.base, outline=WHITE,
                           width=max(1, int(0.25 * u)))

    def power(self):
        c, u = self.c, self.u
        if c.type == "extra":
            return
        box = self.box(56, 16.5, 95, 24.5)
        self.d.polygon([(box[0] + 3 * u, box[1]), (box[2], box[1]), (box[2], box[3]), (box[0], box[3])],
                       fill=(0, 0, 0, 190))
        T.draw_line_fit(self.img, (box[0] + 4 * u, box[1], box[2] - 1.6 * u, box[3]), f"{c.power:,}", "bold",
                        int(6 * u), int(3.4 * u), (255, 236, 140), align="right", stroke=max(1, int(0.3 * u)),
                        stroke_fill=(0, 0, 0))
        T.draw_line_fit(self.img, (box[0] + 3.6 * u, box[1], box[0] + 14 * u, box[3]), self.words["power"], "bold",
                        int(2.4 * u), int(1.6 * u), (220, 220, 220))

    def combo(self):
        c, u = self.c, self.u
        if not c.is_battle or c.combo_cost is None:
            return
        box = self.box(4, 58, 17, 78)
        self.d.rounded_rectangle(box, radius=1 * u, fill=(0, 0, 0, 185), outline=self.t.light + (220,),
                                 width=max(1, int(0.35 * u)))
        x0, y0, x1, y1 = box
        T.draw_line_fit(self.img, (x0, y0 + 0.6 * u, x1, y0 + 4 * u), self.words["combo"], "bold", int(2.3 * u),
                        int(1.4 * u), (230, 230, 230), align="center")
        T.draw_line_fit(self.img, (x0 + 0.5 * u, y0 + 4 * u, x1 - 0.5 * u, y0 + 10 * u), f"+{c.combo_power // 1000}k",
                        "bold", int(4.2 * u), int(2.4 * u), (255, 236, 140), align="center")
        cx, cy, r = (x0 + x1) / 2, y1 - 4.6 * u, 3 * u
        self.d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(20, 20, 24), outline=WHITE, width=max(1, int(0.3 * u)))
        T.draw_line_fit(self.img, (cx - r, cy - r, cx + r, cy + r * 0.9), str(c.combo_cost), "bold", int(3.8 * u),
                        int(2 * u), WHITE, align="center")

    def keywords_and_text(self):
        c, u, t = self.c, self.u, self.t
        box = self.box(4, 80, 96, 129.5)
        bw, bh = int(box[2] - box[0]), int(box[3] - box[1])
        paper = gradient((bw, bh), [(0, (244, 244, 246)), (1, lerp((226, 228, 234), t.light, 0.18))])
        self.img.paste(paper, (int(box[0]), int(box[1])), rounded_mask((bw, bh), 1.4 * u))
        self.d.rounded_rectangle(box, radius=1.4 * u, outline=t.base + (230,), width=max(1, int(0.45 * u)))
        text = c.text_in(self.lang) if hasattr(c, "text_in") else c.text
        if self.lang != "en":
            text = text.translate(PILLS)
        pad = 2.2 * u
        x0, y0, x1, y1 = box[0] + pad, box[1] + pad * 0.8, box[2] - pad, box[3] - pad * 0.8
        if text.strip():
            lay = T.fit(text, x1 - x0, y1 - y0, int(3.6 * u), int(2.1 * u))
            T.draw_layout(self.img, x0, y0, lay, INK)
        else:
            flav = (c.flavor_in(self.lang) if hasattr(c, "flavor_in") else getattr(c, "flavor", "")) \
                or self.words["no_skills"]
            T.draw_line_fit(self.img, (x0, y0, x1, y1), flav, "regular", int(3 * u), int(2 * u), (90, 90, 100),
                            align="center")

    def footer(self):
        c, u = self.c, self.u
        who = " · ".join(character_name(ch, self.lang) for ch in c.character) if c.character else ""
        T.draw_line_fit(self.img, self.box(5, 130.6, 70, 136.4), who, "bold", int(2.8 * u), int(1.8 * u), WHITE)
        T.draw_line_fit(self.img, self.box(70, 130.6, 95.5, 136.4), c.id, "bold", int(2.6 * u), int(1.8 * u),
                        (210, 210, 210), align="right")
