"""The wheel, installed like any other program: built from a copy of the checkout, installed (not
editable) into a fresh virtual environment in a temporary folder, and run from a folder outside the
checkout. Its cards, decks and icons must come from the installed package data, never from the checkout.

No network: the wheel is built with this environment's setuptools (``--no-build-isolation``) and
installed ``--no-deps``; the fresh environment sees the dependencies this one already has (PySide6,
pillow, ...) through a ``.pth`` file naming only the folders those packages live in, so the project
itself can only come from the wheel.
"""
from __future__ import annotations

import importlib
import json
import os
import shutil
import subprocess
import sys
import zipfile

import pytest
from PIL import Image

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLE = os.path.join(ROOT, "docs", "examples", "depletion-while-paying.yaml")
DEPS = ("PySide6", "shiboken6", "PIL", "yaml", "platformdirs", "filelock")
SKIP = ("*.egg-info", ".git", ".venv", "__pycache__", "build", "dist", ".hypothesis", ".pytest_cache", "shots",
        "tests")


def _run(cmd, **kw):
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=300, **kw)
    assert r.returncode == 0, f"{cmd} exited {r.returncode}\n{r.stdout[-2000:]}\n{r.stderr[-4000:]}"
    return r


def _dep_folders() -> list[str]:
    """The site folders the dependencies were imported from (never the checkout)."""
    out = []
    for name in DEPS:
        mod = importlib.import_module(name)
        folder = os.path.dirname(os.path.dirname(os.path.abspath(mod.__file__)))
        assert not folder.startswith(ROOT + os.sep) or "site-packages" in folder, folder
        if folder not in out:
            out.append(folder)
    return out


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("wheel")
    src, wheels, venv, cwd = tmp / "src", tmp / "wheels", tmp / "venv", tmp / "elsewhere"
    shutil.copytree(ROOT, src, ignore=shutil.ignore_patterns(*SKIP))
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-index", "-q",
          "-w", str(wheels), str(src)], cwd=str(tmp))
    (wheel,) = wheels.glob("spirit_table-*.whl")
    _run([sys.executable, "-m", "venv", "--without-pip", str(venv)])
    _run([sys.executable, "-m", "pip", "--python", str(venv / "bin" / "python"), "install", "--no-deps",
          "--no-index", "-q", str(wheel)])
    site = _run([str(venv / "bin" / "python"), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"])
    site_dir = site.stdout.strip()
    with open(os.path.join(site_dir, "_spirit_table_test_deps.pth"), "w", encoding="utf-8") as f:
        f.write("\n".join(_dep_folders()) + "\n")
    cwd.mkdir()
    shutil.copy(EXAMPLE, cwd / "example.yaml")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "SPIRIT_TABLE_", "VIRTUAL_ENV"))}
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(tmp / "home"), XDG_DATA_HOME=str(tmp / "home" / "data"),
               XDG_CACHE_HOME=str(tmp / "home" / "cache"))
    return {"wheel": wheel, "venv": venv, "site": site_dir, "cwd": cwd, "env": env,
            "exe": str(venv / "bin" / "spirit-table")}


def _cli(inst, *args):
    return _run([inst["exe"], *args], cwd=str(inst["cwd"]), env=inst["env"])


def test_the_wheel_holds_the_data_files(installed):
    with zipfile.ZipFile(installed["wheel"]) as z:
        names = set(z.namelist())
    data = [os.path.relpath(os.path.join(d, n), ROOT).replace(os.sep, "/")  # every data file of every folder
            for d, _, files in os.walk(os.path.join(ROOT, "resources")) for n in files if n.endswith(".yaml")]
    assert len(data) > 50 and not set(data) - names, sorted(set(data) - names)
    assert "resources/icons/spirit-table.svg" in names
    assert {f"resources/icons/spirit-table-{s}.png" for s in (16, 32, 48, 64, 128, 256, 512)} <= names
    assert {"resources/i18n/spirit_table_ja.qm", "resources/i18n/spirit_table_zh_Hant.qm"} <= names  # translations
    assert not [n for n in names if n.startswith("tests/")]


def test_the_code_and_data_come_from_the_installed_package(installed):
    r = _run([str(installed["venv"] / "bin" / "python"), "-c",
              "import engine, resources, app, ui; from engine.cards import resource_path; "
              "print(engine.__file__); print(app.__file__); print(ui.__file__); print(resource_path('cards'))"],
             cwd=str(installed["cwd"]), env=installed["env"])
    for line in r.stdout.split():
        assert line.startswith(installed["site"] + os.sep), line


def test_cards_json_from_outside_the_checkout(installed):
    from engine.rulesets import get_ruleset

    cards = json.loads(_cli(installed, "cards", "--json").stdout)
    assert [c["id"] for c in cards] == [c.id for c in get_ruleset("standard").card_set() if c.id != "blank"]
    assert len(cards) > 100
    assert {"id", "name", "type"} <= set(cards[0])


def test_position_check_from_outside_the_checkout(installed):
    r = _cli(installed, "position", "check", "example.yaml")  # exit 0: the file's expect is met
    assert r.stdout.startswith("ok: example.yaml")


def test_render_from_outside_the_checkout(installed, tmp_path):
    _cli(installed, "render", "example.yaml", "-o", "board.png", "--scale", "1")
    with Image.open(installed["cwd"] / "board.png") as im:
        assert im.width > 800 and im.height > 400
        assert len(im.convert("RGB").resize((64, 32)).getcolors(4096)) > 20  # a drawn table, not a blank
    # the very picture the checkout draws (render gives the same bytes for the same file and fonts)
    _run([sys.executable, "-m", "app", "render", EXAMPLE, "-o", str(tmp_path / "source.png")], cwd=ROOT,
         env=dict(installed["env"], PYTHONPATH=ROOT))
    assert (installed["cwd"] / "board.png").read_bytes() == (tmp_path / "source.png").read_bytes()


def test_arena_with_the_built_in_decks(installed):
    d = json.loads(_cli(installed, "arena", "--games", "2", "--seed", "3", "--json").stdout)
    assert d["games"] == 2 and sum(d["wins"].values()) + d["draws"] == 2 and d["decisions"] > 50
