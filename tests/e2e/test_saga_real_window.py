"""The Saga table in a real window under Xvfb, driven by xdotool like a user: a burst is dragged from the Hand
to the Burst Area and set face down (Saga 6-6-1-2-2); a second one the same turn is refused (the log has no
second set), and the mat's button ends the step. Where to drag comes from ``SPIRIT_TABLE_GEOMETRY``, the result
from the log the app appends to (``SPIRIT_TABLE_LOG``)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time

from .test_real_window import ROOT, _read, _tools, _wait, xvfb  # noqa: F401 (fixtures)

POSITION = """
version: 1
format: saga
seed: 11
cards:
  - {id: T-REQUIEM, name: Ashen Requiem, type: magic, colors: [purple], cost: 4, text: "[Main] Draw 1. Burst (when one of your spirits is destroyed): draw 2.", effects: [{kind: declared, timing: [main], do: [{op: draw, count: 1}]}, {kind: burst, when: spirit_destroyed, do: [{op: draw, count: 2}]}]}
  - {id: T-VIGIL, name: Ember Vigil, type: magic, colors: [red], cost: 3, text: "Burst (when one of your spirits is destroyed): draw 1.", effects: [{kind: burst, when: spirit_destroyed, do: [{op: draw, count: 1}]}]}
turn: {number: 3, player: p1, step: main}
players:
  p1: {reserve: 4, hand: [T-REQUIEM, T-VIGIL], deck: 10}
  p2: {reserve: 4, deck: 10}
"""


def test_set_a_burst_by_dragging_it_in_the_real_window(xvfb, tmp_path):
    pos = tmp_path / "saga.yaml"
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

    def drag(a, b):
        xdo("mousemove", a[0], a[1])
        time.sleep(0.2)
        xdo("mousedown", 1)
        for k in range(1, 11):
            xdo("mousemove", a[0] + (b[0] - a[0]) * k // 10, a[1] + (b[1] - a[1]) * k // 10)
            time.sleep(0.03)
        xdo("mouseup", 1)

    try:
        _wait(lambda: _read(geo) or app.poll() is not None, 30, "the window (geometry file)")
        assert app.poll() is None, app.stderr.read().decode(errors="replace")[-2000:]
        subprocess.run(["xdotool", "search", "--sync", "--name", "Spirit Table"], env=xenv, check=True,
                       timeout=20, stdout=subprocess.DEVNULL)
        time.sleep(0.5)
        g = json.loads(_read(geo))
        assert all("burst" in h["targets"] for h in g["hand"]) and len(g["hand"]) == 2  # what a drag lights
        drag(g["hand"][0]["at"], g["zones"]["burst"])
        _wait(lambda: "p1 sets a burst face down (Saga 6-6-1-2-2)" in _read(log), 10, "the burst set")
        time.sleep(0.5)
        g = json.loads(_read(geo))
        assert len(g["hand"]) == 1 and "burst" not in g["hand"][0]["targets"]  # one burst a turn
        drag(g["hand"][0]["at"], g["zones"]["burst"])  # refused: the card goes back, nothing is logged
        time.sleep(1.0)
        assert _read(log).count("sets a burst") == 1
        bx, by = json.loads(_read(geo))["button"]
        xdo("mousemove", bx, by)
        time.sleep(0.2)
        xdo("click", 1)
        _wait(lambda: "p1 ends the Main Step" in _read(log), 10, "the end of the Main Step")
        assert app.poll() is None, "the app is still running"
    finally:
        app.kill()
        app.wait()
