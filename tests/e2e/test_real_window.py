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

# On CI (``CI=true``; .ci/run sets it after installing Xvfb and xdotool) this test must run: a skip there
# would hide a broken window. Elsewhere it is skipped, visibly, only when the tools are not installed; when
# they are, a window that cannot start fails the test.
REQUIRED = os.environ.get("CI", "").strip().lower() in ("1", "true", "yes")
TOOLS = bool(shutil.which("Xvfb") and shutil.which("xdotool"))


@pytest.fixture(autouse=True)
def _tools():
    if TOOLS:
        return
    if REQUIRED:
        pytest.fail("CI=true but Xvfb or xdotool is missing: the real-window test must run on CI "
                    "(.ci/run installs them)", pytrace=False)
    pytest.skip("needs Xvfb and xdotool (sudo apt-get install xvfb xdotool); on CI this is a failure")


def _free_display() -> int:
    for n in range(140, 400):
        if not os.path.exists(f"/tmp/.X{n}-lock") and not os.path.exists(f"/tmp/.X11-unix/X{n}"):
            return n
    pytest.fail("no free X display number (140-399): the real window cannot start", pytrace=False)


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
    proc = None
    for _ in range(3):  # another Xvfb may take the same free number at the same moment: try the next
        n = _free_display()
        proc = subprocess.Popen(["Xvfb", f":{n}", "-screen", "0", "1600x900x24", "-nolisten", "tcp"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        end = time.monotonic() + 10
        while time.monotonic() < end and proc.poll() is None and not os.path.exists(f"/tmp/.X11-unix/X{n}"):
            time.sleep(0.1)
        if proc.poll() is None and os.path.exists(f"/tmp/.X11-unix/X{n}"):
            break
        _stop(proc)
        proc = None
    if proc is None:
        pytest.fail("Xvfb is installed but did not start (three display numbers tried)", pytrace=False)
    try:
        yield f":{n}"
    finally:
        _stop(proc)


def _stop(proc) -> None:
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
        try:
            _wait(lambda: _read(geo) or app.poll() is not None, 30, "the window (geometry file)")
        except AssertionError:
            pytest.fail("Xvfb is installed but the window did not start in 30 s", pytrace=False)
        if app.poll() is not None:
            pytest.fail(f"Xvfb is installed but the window did not start (exit {app.returncode}):\n"
                        f"{app.stderr.read().decode(errors='replace')[-2000:]}", pytrace=False)
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
