"""Eternal card faces (ui.render.eternal_face): each Eternal type drawn recognisably, the card's words
in the face's language, and the template chosen through the ruleset's table (ui.render.templates)."""
from __future__ import annotations

from PIL import ImageChops

from engine.cards import builtin_cards, card_from_data
from engine.rulesets import STANDARD, register, unregister
from engine.rulesets.standard import Standard
from ui.render import templates
from ui.render.eternal_face import Localized, draw_eternal, render_eternal, ribbons, type_key

W = 372


class Eternalish:
    """A card with Eternal's attributes (type, kinds, ext, min_level) over a plain CardDef."""

    def __init__(self, card, **over):
        self._card, self._over = card, over

    def __getattr__(self, key):
        if key in self._over:
            return self._over[key]
        return getattr(self._card, key)


def _spirit(colors=("red",)):
    return card_from_data({"id": "T-ULT", "name": "Test Sovereign", "type": "spirit", "colors": list(colors), "cost": 6,
                           "reduction": ["red"], "families": ["Dragon"],
                           "levels": [{"cores": 3, "bp": 9000}, {"cores": 5, "bp": 13000}], "symbols": ["red"],
                           "text": "『When Summoned』 Draw 1.",
                           "i18n": {"zh-Hant": {"name": "測試君主", "text": "『召喚時』自己從牌組抽 1 張卡。"}}})


def _diff(a, b, box) -> int:
    return ImageChops.difference(a.convert("RGB").crop(box), b.convert("RGB").crop(box)).getbbox() is not None


def test_an_ultimate_has_a_gold_frame_and_its_rows_start_at_lv3():
    base = _spirit()
    ult = Eternalish(base, type="ultimate", min_level=3, kinds=(), ext={"summon_condition": {"your_life": {"max": 5}}})
    a, b = draw_eternal(ult, W), draw_eternal(base, W)
    h = a.size[1]
    r, g, bl = a.convert("RGB").getpixel((5, h // 2))
    assert r > 170 and g > 120 and bl < 140 and abs(r - g) < 90, (r, g, bl)  # gold, not the red frame
    r2, g2, _ = b.convert("RGB").getpixel((5, h // 2))
    assert r2 - g2 > 60  # the Spirit keeps its colour frame
    u = W / 100
    assert _diff(a, b, (int(5 * u), int(82 * u), int(31 * u), int(128 * u)))  # the Lv table reads Lv3 / Lv4


def test_a_brave_shows_its_fusion_band_and_a_grand_walker_its_halo():
    base = _spirit()
    brave = Eternalish(base, type="brave", kinds=(), ext={"brave": {"bp": 3000, "condition": {"cost": {"min": 3}}}})
    a, b = draw_eternal(brave, W), draw_eternal(base, W)
    u = W / 100
    assert _diff(a, b, (int(5 * u), int(74.8 * u), int(95 * u), int(80 * u)))
    assert type_key(brave) == "brave"
    gw = Eternalish(base, type="nexus", kinds=("grand_walker",), ext={"oracle": {"family": "Dragon"}})
    assert type_key(gw) == "grand_walker"
    c, d = draw_eternal(gw, W), draw_eternal(Eternalish(base, type="nexus", kinds=(), ext=None), W)
    assert _diff(c, d, (0, 0, int(24 * u), int(24 * u)))  # the halo around the cost gem


def test_ribbons_name_the_mechanics():
    base = _spirit()
    burst = Eternalish(base, effects=({"kind": "burst", "when": "spirit_destroyed", "do": ()},), kinds=("contract",),
                       ext={"awaken": object()}, type="magic")
    assert ribbons(burst) == ["burst", "awaken", "contract"]
    assert ribbons(Eternalish(base, kinds=("contract",), ext=None)) == []  # its type line says Contract
    assert ribbons(base) == []


def test_the_face_is_in_the_chosen_language():
    card = _spirit()
    zh = Localized(card, "zh-Hant")
    assert zh.name == "測試君主" and zh.text.startswith("『召喚時』") and zh.cost == card.cost
    assert Localized(card, "ja").name == "Test Sovereign"  # no Japanese words: English
    en, ch = draw_eternal(card, W), draw_eternal(card, W, "zh-Hant")
    u = W / 100
    assert _diff(en, ch, (int(17 * u), int(3 * u), int(95 * u), int(13 * u)))  # the name plate
    assert _diff(en, ch, (int(32 * u), int(82 * u), int(95 * u), int(128 * u)))  # the text box


def test_the_template_comes_from_the_rulesets_table():
    class FaceTest(Standard):
        name = "facetest"

        def __init__(self):
            super().__init__()
            self.table = self.table._replace(face="eternal")

    assert templates.face_for_format("standard") == STANDARD.table.face == "battle-spirits"
    brave = Eternalish(_spirit(), type="brave", kinds=(), ext={"brave": {"bp": 3000, "condition": {}}},
                       format="facetest")
    plain = templates.render_face(brave, W)  # no ruleset plays that card set: the Battle Spirits face
    register(FaceTest())
    try:
        assert templates.face_for_format("facetest") == "eternal"
        own = templates.render_face(brave, W)  # its card set's template: the Eternal face (a fusion band)
        assert own.tobytes() == render_eternal(brave, W).tobytes() != plain.tobytes()
        assert templates.render_face(brave, W, template="battle-spirits").tobytes() == plain.tobytes()
    finally:
        unregister("facetest")


def test_every_eternal_card_draws_in_both_languages():
    cards = [c for c in builtin_cards().for_format("eternal") if c.id != "blank"]
    assert cards
    for c in cards[::15]:
        for lang in ("en", "zh-Hant"):
            img = draw_eternal(c, 120, lang)
            assert img.size[0] == 120 and img.getbbox() is not None
