"""The Dragon Ball Super Card Game's table in a real window under Xvfb, driven by xdotool like a user: a hand card
dragged onto the Battle Area shows the energy the table proposes, Enter plays it (D 6-3-1-2-1, 2-11-1-1); a card
that costs more than the Active energy, dropped there, is refused (nothing is logged); the Leader dragged onto the
opponent's Leader attacks (D 7-1-1). Where to drag comes from ``SPIRIT_TABLE_GEOMETRY`` (``app.dbscg_geometry``),
the result from the log the app appends to (``SPIRIT_TABLE_LOG``)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time

from .test_real_window import ROOT, _read, _tools, _wait, xvfb  # noqa: F401 (fixtures)

POSITION = """
version: 1
format: dbscg
seed: 3
turn: {number: 3, player: p1, step: main}
players:
  p1:
    leader: DB-R-L1
    deck: 20
    life: 8
    hand: [DB-R-02, DB-R-09]
    energy: [DB-R-01, DB-R-04]
  p2:
    leader: DB-U-L1
    deck: 20
    life: 8
"""


def test_play_and_attack_by_dragging_in_the_real_window(xvfb, tmp_path):
    pos = tmp_path / "db.yaml"
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
        assert [h["targets"] for h in g["hand"]] == [["battle", "side"], []]  # what a drag lights
        drag(g["hand"][1]["at"], g["zones"]["battle"])  # 6 energy with 2 Active: refused, snaps back
        time.sleep(1.0)
        g = json.loads(_read(geo))
        assert not g["decision"]["proposal"] and len(g["hand"]) == 2 and "plays" not in _read(log)
        drag(g["hand"][0]["at"], g["zones"]["battle"])
        _wait(lambda: json.loads(_read(geo))["decision"]["proposal"], 10, "the proposed energy")
        assert json.loads(_read(geo))["decision"]["paying"] == [0, 1]
        xdo("key", "Return")
        _wait(lambda: "p1 plays" in _read(log), 10, "the card played")
        time.sleep(0.5)
        g = json.loads(_read(geo))
        leader = next(m for m in g["movers"] if m["source"] == "leader")
        assert ["leader", 1] in leader["targets"]  # the opponent's Leader lights
        drag(leader["at"], g["opponent_leader"])
        _wait(lambda: "attacks" in _read(log), 10, "the attack")
        assert app.poll() is None, "the app is still running"
    finally:
        app.kill()
        app.wait()
