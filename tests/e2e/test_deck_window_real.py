"""The deck window under Xvfb, driven by xdotool like a user: drag a card from the pool onto the deck, then
drag it out of the deck onto the charts (QDrag needs a real window system: offscreen drags end at once)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pytest

from .test_real_window import _free_display, _read, _tools, _wait  # noqa: F401  (_tools: Xvfb and xdotool needed)

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


@pytest.fixture
def display():
    n = _free_display()
    proc = subprocess.Popen(["Xvfb", f":{n}", "-screen", "0", "1600x900x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        _wait(lambda: os.path.exists(f"/tmp/.X11-unix/X{n}"), 10, "Xvfb")
        yield f":{n}"
    finally:
        proc.terminate()
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def test_drag_a_card_into_the_deck_and_out_again(display, tmp_path):
    geo, state = str(tmp_path / "geo.json"), str(tmp_path / "state.json")
    env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb", SPIRIT_TABLE_CACHE=str(tmp_path / "cache"))
    app = subprocess.Popen([sys.executable, os.path.join(HERE, "deck_window_driver.py"), geo, state,
                            str(tmp_path / "decks")], cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL)
    xenv = dict(os.environ, DISPLAY=display)

    def xdo(*args):
        subprocess.run(["xdotool", *map(str, args)], env=xenv, check=True, timeout=20)

    def drag(a, b):
        (x, y), (x2, y2) = a, b
        xdo("mousemove", x, y)
        time.sleep(0.2)
        xdo("mousedown", 1)
        for k in range(1, 13):
            xdo("mousemove", x + (x2 - x) * k // 12, y + (y2 - y) * k // 12)
            time.sleep(0.04)
        xdo("mouseup", 1)

    def counts():
        text = _read(state)
        return json.loads(text) if text else None

    try:
        _wait(lambda: _read(geo), 20, "the deck window")
        time.sleep(0.5)
        g = json.loads(_read(geo))
        drag(g["pool_card"], g["deck"])
        _wait(lambda: counts() == {"ST-R03": 1}, 10, "the card dropped on the deck")
        time.sleep(0.3)
        g = json.loads(_read(geo))
        drag(g["deck_card"], g["charts"])
        _wait(lambda: counts() == {}, 10, "the card dragged out of the deck")
        assert app.poll() is None, "the window is still open"
    finally:
        app.kill()
        app.wait()
