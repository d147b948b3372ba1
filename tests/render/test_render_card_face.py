"""Card faces: sizes, cache, art, contact sheets (pure pillow, no Qt)."""
import os
import subprocess
import sys

import pytest
from PIL import Image, ImageChops, ImageStat

from render_samples import differs

from ui.render import card_face as cf
from ui.render.art import render_art


@pytest.mark.parametrize("width", [372, 150])
def test_size_and_aspect(make_card, width):
    img = cf.render_card(make_card(), width)
    assert img.mode == "RGBA"
    assert img.size == (width, round(width * 88 / 63))
    assert img.getpixel((0, 0))[3] == 0  # rounded corner
    assert img.getpixel((width // 2, img.size[1] // 2))[3] == 255


def test_every_kind_of_card_draws(samples):
    for c in samples:
        for w in (16, 60, 248):
            assert cf.draw_card(c, w).size == (w, cf.card_height(w))


@pytest.mark.parametrize("ctype", ["spirit", "nexus", "magic"])
def test_art_for_every_colour_and_many_ids(make_card, ctype):
    families = [[], ["Dragon"], ["Beast"], ["Machine"], ["Fairy"], ["Undead"], ["Insect"], ["Warrior"], ["Zzz"]]
    levels = {"spirit": [{"cores": 1, "bp": 1000}], "nexus": [{"cores": 0}], "magic": []}[ctype]
    for colors in ([], ["red"], ["purple"], ["green"], ["white"], ["yellow"], ["blue"], ["red", "blue", "white"]):
        for i, fam in enumerate(families):
            c = make_card(id=f"{ctype}-{colors}-{i}", type=ctype, colors=colors, families=fam, levels=levels)
            assert render_art(c, 90, 60).size == (90, 60)


def test_cache_returns_same_object(make_card):
    c = make_card(id="CACHE-1")
    a = cf.render_card(c, 200)
    assert cf.render_card(c, 200) is a
    assert cf.render_card(make_card(id="CACHE-1"), 200) is a  # equal card, same face
    assert cf.render_card(c, 201) is not a
    assert cf.render_card(c, 200, "ja") is not a
    assert cf.render_card(make_card(id="CACHE-1", name="Renamed"), 200) is not a  # content is in the key
    cf.clear_cache()
    assert cf.render_card(c, 200) is not a


def test_different_ids_give_different_art(make_card):
    a, b = make_card(id="ART-A"), make_card(id="ART-B")
    art_a, art_b = render_art(a, 200, 130), render_art(b, 200, 130)
    diff = ImageStat.Stat(ImageChops.difference(art_a, art_b)).mean
    assert sum(diff) / 3 > 4, diff
    assert not differs(art_a, render_art(make_card(id="ART-A"), 200, 130))
    face_a, face_b = cf.draw_card(a, 150), cf.draw_card(b, 150)
    assert differs(face_a, face_b)


def test_ex_symbol_is_marked(make_card):
    plain = cf.draw_card(make_card(id="EX", symbols=["red"]), 200)
    ex = cf.draw_card(make_card(id="EX", symbols=["ex-red"]), 200)
    h = plain.size[1]
    corner = (100, int(h * 0.9), 200, h)
    assert differs(plain.crop(corner), ex.crop(corner))


def test_card_back(make_card):
    back = cf.card_back(180)
    assert back.size == (180, cf.card_height(180)) and back.mode == "RGBA"
    assert cf.card_back(180) is back
    assert differs(back, cf.render_card(make_card(), 180))


@pytest.mark.parametrize("n,columns", [(5, 3), (8, 8), (1, 8), (17, 8)])
def test_contact_sheet_size(make_card, n, columns):
    cards = [make_card(id=f"SHEET-{i}", colors=[["red", "blue", "green"][i % 3]]) for i in range(n)]
    width = 100
    sheet = cf.contact_sheet(cards, columns=columns, width=width)
    cols = min(columns, n)
    rows = -(-n // cols)
    gap = 6  # 6 % of the width
    assert sheet.size == (cols * width + (cols + 1) * gap, rows * 140 + (rows + 1) * gap)
    assert sheet.size == cf.sheet_size(n, columns, width)


def test_save_contact_sheet(make_card, tmp_path):
    cards = [make_card(id=f"S-{i}") for i in range(3)]
    path = cf.save_contact_sheet(cards, tmp_path / "sheet.png")
    with Image.open(path) as img:
        assert img.format == "PNG"
        assert img.size == cf.sheet_size(3, 8, 248)


def test_bench_render():
    ms = cf.bench_render(120, repeat=1)
    assert isinstance(ms, float) and ms > 0


def test_no_qt_imported():
    code = ("import sys, ui.render.card_face as m; m.draw_card; "
            "qt = [k for k in sys.modules if k.split('.')[0] in ('PyQt5', 'PyQt6', 'PySide2', 'PySide6')]; "
            "print(qt); sys.exit(1 if qt else 0)")
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(cf.__file__))))
    r = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
