"""The real window under Xvfb, driven by xdotool like a user: drag a core from the Reserve onto a Spirit,
then click the mat's end-step button. The result is read from the log file the app appends to
(``SPIRIT_TABLE_LOG``); where to click comes from ``SPIRIT_TABLE_GEOMETRY``."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
POSITION = """
version: 1
seed: 11
turn: {number: 3, player: p1, step: main}
players:
  p1: {life: 5, reserve: 4, soul_core: reserve, hand: [ST-R03, ST-R01], deck: 30, field: [{card: ST-R02, cores: 1}]}
  p2: {life: 5, reserve: 4, hand: [ST-B01], deck: 30, field: [{card: ST-B02, cores: 1}]}
"""

pytestmark = pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xdotool")),
                                reason="needs Xvfb and xdotool")


def _free_display() -> int:
    for n in range(140, 400):
        if not os.path.exists(f"/tmp/.X{n}-lock") and not os.path.exists(f"/tmp/.X11-unix/X{n}"):
            return n
    pytest.skip("no free X display number")


def _wait(pred, timeout: float, what: str):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        v = pred()
        if v:
            return v
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")


def _read(path) -> str:
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except OSError:
        return ""


@pytest.fixture
def xvfb():
    n = _free_display()
    proc = subprocess.Popen(["Xvfb", f":{n}", "-screen", "0", "1600x900x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        _wait(lambda: os.path.exists(f"/tmp/.X11-unix/X{n}"), 10, "Xvfb")
        yield f":{n}"
    finally:
        proc.terminate()  # Xvfb removes its lock file on SIGTERM
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def test_drag_a_core_and_end_the_step_in_the_real_window(xvfb, tmp_path):
    pos = tmp_path / "main.yaml"
    pos.write_text(POSITION)
    log, geo = tmp_path / "log.txt", tmp_path / "geometry.json"
    env = dict(os.environ, DISPLAY=xvfb, QT_QPA_PLATFORM="xcb", SPIRIT_TABLE_LOG=str(log),
               SPIRIT_TABLE_GEOMETRY=str(geo), SPIRIT_TABLE_CACHE=str(tmp_path / "cache"),
               SPIRIT_TABLE_DATA=str(tmp_path / "data"))
    app = subprocess.Popen([sys.executable, "-m", "app", "--position", str(pos)], cwd=ROOT, env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    xenv = dict(os.environ, DISPLAY=xvfb)

    def xdo(*args):
        subprocess.run(["xdotool", *map(str, args)], env=xenv, check=True, timeout=20)

    try:
        _wait(lambda: _read(geo), 20, "the window (geometry file)")
        subprocess.run(["xdotool", "search", "--sync", "--name", "Spirit Table"], env=xenv, check=True,
                       timeout=20, stdout=subprocess.DEVNULL)
        time.sleep(0.5)
        g = json.loads(_read(geo))
        (x, y), (x2, y2) = g["reserve_cores"][0], g["field"][0]
        y2 -= 30  # onto the card, above the core already lying on it
        xdo("mousemove", x, y)
        time.sleep(0.2)
        xdo("mousedown", 1)
        for k in range(1, 11):
            xdo("mousemove", x + (x2 - x) * k // 10, y + (y2 - y) * k // 10)
            time.sleep(0.03)
        xdo("mouseup", 1)
        _wait(lambda: "p1 moves 1 core from the Reserve to Cinder Drakeling [2]" in _read(log), 10, "the core move")
        time.sleep(0.4)  # let the table settle (animations)
        bx, by = json.loads(_read(geo))["button"]
        xdo("mousemove", bx, by)
        time.sleep(0.2)
        xdo("click", 1)
        _wait(lambda: "p1 ends the Main Step" in _read(log), 10, "the end of the Main Step")
        assert app.poll() is None, "the app is still running"
    finally:
        app.kill()
        app.wait()
