"""Fonts and text: CJK glyphs, keyword runs, wrapping and shrink-to-fit."""
import pytest
from PIL import Image

from render_samples import differs

from ui.render import card_face as cf
from ui.render import fonts
from ui.render import text as T

JA_NAME = "紅蓮の竜騎士 [3]"
ZH_TEXT = "这张精灵攻击时，破坏对手一只精灵。【主要】抽一张卡。"


def _need_cjk():
    if not fonts.covers("cjk", "竜") or not fonts.covers("cjk_bold", "灵"):
        pytest.fail(f"no CJK font found ({fonts.describe()}): apt-get install fonts-noto-cjk (or fonts-wqy-microhei)")


def test_fonts_found():
    roles = fonts.describe()
    assert set(roles) >= {"regular", "bold", "cjk", "cjk_bold"}
    for role in ("regular", "bold", "cjk", "cjk_bold", "serif_bold"):
        assert fonts.font(role, 14).getlength("Ab") > 0
    assert fonts.font("bold", 14) is fonts.font("bold", 14)


def test_cjk_characters_use_a_font_that_has_them():
    _need_cjk()
    for ch in set(JA_NAME + ZH_TEXT) - set(" [3]"):
        role = fonts.pick("bold", ch)
        assert role == "cjk_bold", ch
        assert fonts.covers(role, ch), ch
        f = fonts.font(role, 24)
        assert f.getmask(ch).getbbox() is not None
    if fonts.font_file("bold") and "DejaVu" in fonts.font_file("bold")[0]:
        assert not fonts.covers("bold", "竜")  # the tofu test tells a missing glyph
        assert fonts.covers("bold", "A")
    assert fonts.runs("Lv 竜騎士", "bold") == [("Lv ", "bold"), ("竜騎士", "cjk_bold")]


def test_cjk_card_renders_real_glyphs(make_card, monkeypatch):
    _need_cjk()
    c = make_card(id="CJK-1", name=JA_NAME, text=ZH_TEXT)
    good = cf.draw_card(c, 372)
    name_box = (86, 12, 350, 48)
    text_box = (122, 308, 352, 470)
    monkeypatch.setattr(fonts, "pick", lambda role, ch: "bold" if role.startswith("cjk") else role)
    monkeypatch.setattr(fonts, "runs", lambda text, role: [(text, "bold" if role.startswith("cjk") else role)])
    tofu = cf.draw_card(c, 372)
    for box in (name_box, text_box):
        assert differs(good.crop(box), tofu.crop(box))


def test_keywords_are_set_apart():
    atoms = T.atoms("【Activate: Main】 Destroy a Spirit. [Flash] 《Super Unleash》『When Summoned』draw.")
    styled = [(a.text, a.style) for a in atoms if a.style]
    assert styled == [("【Activate: Main】", "【"), ("[Flash]", "["), ("《Super Unleash》", "《"),
                      ("『When Summoned』", "『")]
    assert T.atoms("攻撃時、破壊する。")[0].text == "攻"
    assert all(not a.text.startswith(("、", "。")) for a in T.atoms("攻撃時、破壊する。"))


def test_keyword_is_drawn_in_colour():
    img = Image.new("RGB", (300, 40), (255, 255, 255))
    T.draw_layout(img, 4, 4, T.layout("[Flash] go", 290, 16), (0, 0, 0), pills=False)
    colours = {img.getpixel((x, y)) for x in range(300) for y in range(40)} - {(255, 255, 255)}
    assert any(b > r + 40 for r, g, b in colours)  # the keyword's blue ink


@pytest.mark.parametrize("text", ["word " * 80, ZH_TEXT * 6, "【" + "Long keyword " * 10 + "】 then text"])
def test_wrap_stays_inside_and_clips(text):
    lay = T.fit(text, 150, 60, 14, 8)
    assert lay.height <= 60 + 1e-6
    for line in lay.lines:
        for x, a in line:
            assert x + T.width(a.text, "bold" if a.style else "regular", lay.size) <= 150 + 1
    assert lay.clipped and lay.lines[-1][-1][1].text == "…"


def test_one_line_fit_shrinks_then_squeezes():
    img = Image.new("RGBA", (200, 40))
    assert T.draw_line_fit(img, (0, 0, 200, 40), "Short", "bold", 20, 8, (255, 255, 255)) == 20
    long = "An Extraordinarily Long Card Name Indeed [12]"
    size = T.draw_line_fit(img, (0, 0, 200, 40), long, "bold", 20, 8, (255, 255, 255))
    assert 8 <= size < 20
    img = Image.new("RGBA", (100, 40))
    T.draw_line_fit(img, (10, 0, 90, 40), long * 2, "bold", 20, 10, (255, 255, 255))
    bbox = img.getbbox()
    assert bbox and bbox[0] >= 9 and bbox[2] <= 91  # squeezed into the box, not cut


def test_without_any_truetype_font_pil_default_is_used(make_card, monkeypatch):
    monkeypatch.setattr(fonts, "font_file", lambda role: None)
    for fn in (fonts.font, fonts.covers):
        fn.cache_clear()
    try:
        img = cf.draw_card(make_card(id="NOFONT", name="竜 Plain", text="【Main】 Draw."), 120)
        assert img.size == (120, cf.card_height(120))
    finally:
        monkeypatch.undo()
        for fn in (fonts.font, fonts.covers):
            fn.cache_clear()
