"""Desktop integration: the icon's PNGs are those of its SVG, and ``make install-desktop`` (packaging/desktop.sh)
installs a valid menu entry, the icons and the AppStream metainfo with screenshots drawn by ``render``, for
one user, and removes exactly that again."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest
from PIL import Image

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(ROOT, "packaging", "desktop.sh")
sys.path.insert(0, os.path.join(ROOT, "packaging"))
import icons  # noqa: E402  (packaging/icons.py)


def test_committed_pngs_are_drawn_from_the_svg(qapp):
    for size in icons.SIZES:
        assert not icons.differs(icons.png_path(size), icons.render(size)), f"run `make icons` ({size})"
        with Image.open(icons.png_path(size)) as im:
            assert im.size == (size, size) and im.mode == "RGBA"
            assert im.getpixel((0, 0))[3] == 0 and im.getpixel((size // 2, size // 2))[3] == 255  # round corners


def test_a_changed_svg_is_noticed(qapp, tmp_path, monkeypatch):
    svg = open(icons.SVG, encoding="utf-8").read().replace("#2f7a62", "#d01010").replace("#17483a", "#a00000")
    (tmp_path / "spirit-table.svg").write_text(svg, encoding="utf-8")
    monkeypatch.setattr(icons, "SVG", str(tmp_path / "spirit-table.svg"))
    assert icons.differs(icons.png_path(64), icons.render(64))


def _exec_path() -> str:
    exe = os.path.join(os.path.dirname(sys.executable), "spirit-table")
    if not os.access(exe, os.X_OK):
        pytest.skip("no spirit-table command beside this Python (make .venv)")
    return exe


def _sh(*args, data):
    env = dict(os.environ, XDG_DATA_HOME=str(data), QT_QPA_PLATFORM="offscreen")
    env.pop("SCREENSHOTS_URL", None)
    return subprocess.run(["sh", SCRIPT, *args], env=env, capture_output=True, text=True, timeout=300)


def test_install_and_uninstall_for_one_user(tmp_path):
    exe = _exec_path()
    data = tmp_path / "share"
    (data / "applications").mkdir(parents=True)
    (data / "applications" / "other.desktop").write_text("[Desktop Entry]\nName=Other\n")  # not ours
    r = _sh("install", exe, data=data)
    assert r.returncode == 0, r.stderr
    desktop = data / "applications" / "spirit-table.desktop"
    entry = dict(line.split("=", 1) for line in desktop.read_text().splitlines() if "=" in line)
    assert entry["Exec"] == f'"{exe}"' and entry["TryExec"] == exe and entry["Icon"] == "spirit-table"
    assert entry["StartupWMClass"] == "spirit-table"  # as app.gui.identify names the windows
    if shutil.which("desktop-file-validate"):
        v = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True, text=True)
        assert v.returncode == 0 and not v.stdout.strip(), v.stdout
    for s in icons.SIZES:
        assert (data / "icons" / "hicolor" / f"{s}x{s}" / "apps" / "spirit-table.png").is_file()
    assert (data / "icons" / "hicolor" / "scalable" / "apps" / "spirit-table.svg").is_file()
    meta = ET.parse(data / "metainfo" / "spirit-table.metainfo.xml").getroot()
    assert meta.findtext("launchable") == "spirit-table.desktop"
    images = meta.findall("screenshots/screenshot/image")
    assert len(images) == 2
    for img in images:  # drawn by `spirit-table render`, at the size the metadata announces
        assert img.text.startswith("file://")
        with Image.open(img.text[len("file://"):]) as shot:
            assert shot.size == (int(img.get("width")), int(img.get("height")))

    r = _sh("uninstall", data=data)
    assert r.returncode == 0, r.stderr
    left = sorted(str(p.relative_to(data)) for p in data.rglob("*") if p.is_file())
    assert [p for p in left if "spirit-table" in p] == []
    assert "applications/other.desktop" in left


def test_install_without_a_program_says_what_to_do(tmp_path):
    r = _sh("install", str(tmp_path / "nothing"), data=tmp_path / "share")
    assert r.returncode == 1 and "pipx install ." in r.stderr
    assert not (tmp_path / "share" / "applications" / "spirit-table.desktop").exists()
