"""Plays a whole game on the real table with the mouse, as a user would, against the bot: run the app under
Xvfb with ``SPIRIT_TABLE_GEOMETRY`` and ``SPIRIT_TABLE_LOG``, then

    DISPLAY=:NN python tools/mouse_game.py GEOMETRY.json LOG.txt SHOTS_FOLDER

It reads where things are from the geometry file (``app.geometry``) and drives xdotool: keeps its Hand, drags
a burst onto the Burst Area once a turn, drags hand cards the table lights onto the Field and confirms the
payment (cancels one that would destroy a spirit), attacks with every spirit a drag may take, blocks when it
can, answers choices with the first offered, and passes. It takes screenshots (``import -window root``) at
set-up, payments, bursts, tokens, checkpoint destructions, battles and the end, into SHOTS_FOLDER.
``LIMIT`` (seconds, default 1500) bounds the run. Example (a Saga game):

    Xvfb :61 -screen 0 1600x900x24 -nolisten tcp &
    DISPLAY=:61 QT_QPA_PLATFORM=xcb SPIRIT_TABLE_GEOMETRY=/tmp/geo.json SPIRIT_TABLE_LOG=/tmp/log.txt \
        SPIRIT_TABLE_BOT_DELAY=250 spirit-table --format saga --opponent greedy --seed 52 --first me &
    DISPLAY=:61 python tools/mouse_game.py /tmp/geo.json /tmp/log.txt /tmp/shots
"""

import json
import os
import subprocess
import sys
import time

GEO, LOG, OUT = sys.argv[1], sys.argv[2], sys.argv[3]
os.makedirs(OUT, exist_ok=True)
shots = 0


def xdo(*args):
    subprocess.run(["xdotool", *map(str, args)], check=False)


def shot(name):
    global shots
    shots += 1
    path = os.path.join(OUT, f"{shots:03d}-{name}.png")
    subprocess.run(["import", "-window", "root", path], check=False)
    print("shot", path, flush=True)


def geo():
    try:
        with open(GEO) as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def click(p):
    xdo("mousemove", p[0], p[1])
    time.sleep(0.15)
    xdo("click", 1)


def drag(a, b):
    xdo("mousemove", a[0], a[1])
    time.sleep(0.2)
    xdo("mousedown", 1)
    for k in range(1, 9):
        xdo("mousemove", a[0] + (b[0] - a[0]) * k // 8, a[1] + (b[1] - a[1]) * k // 8)
        time.sleep(0.03)
    time.sleep(0.2)
    xdo("mouseup", 1)


def log_text():
    try:
        with open(LOG) as f:
            return f.read()
    except OSError:
        return ""


tried = set()
turn_seen = None
last_change = time.time()
last_geo = None
start = time.time()
burst_shot = token_shot = destroy_shot = gone_shot = False
while time.time() - start < float(os.environ.get("LIMIT", "1500")):
    g = geo()
    time.sleep(0.5)
    if g is None or g != geo():  # the table is still moving: wait until where things are is settled
        continue
    text = log_text()
    if not burst_shot and "activates the burst" in text:
        burst_shot = True
        shot("burst-activated")
    if not token_shot and "summons the token" in text:
        token_shot = True
        shot("token")
    if not gone_shot and "removed from the game" in text:
        gone_shot = True
        time.sleep(0.15)
        shot("token-gone")
    if not destroy_shot and ("fewer than its Lv1 cost" in text or "BP 0 or less" in text):
        destroy_shot = True
        shot("checkpoint-destruction")
    if g.get("over"):
        time.sleep(1.5)
        shot("game-over")
        break
    d = g.get("decision")
    if d is None or not d["mine"]:
        continue
    if g == last_geo and time.time() - last_change < 1.2:
        continue
    last_geo, last_change = g, time.time()
    b = g["buttons"]
    kind = d["kind"]
    turn = text.count("'s turn")
    if turn != turn_seen:
        turn_seen, tried = turn, set()
    if d["proposal"]:
        if "destroy itself" in g.get("panel", "") and "cancel" in b:
            shot("payment-warning")
            click(b["cancel"])
        elif "confirm" in b:  # the big button says "Confirm payment" (the panel's own may be scrolled away)
            click(g["button"])
        elif "cancel" in b:
            click(b["cancel"])
        continue
    if kind in ("first", "redraw"):
        shot(f"setup-{kind}")
        key = next((k for k in ("prompt:go_first", "prompt:keep", "go_first", "keep") if k in b), None)
        if key:
            click(b[key])
        continue
    if kind == "choose":
        shot("choice")
        key = next((k for k in b if k == "choose:yes"), None) or next((k for k in b if k.startswith("choose:")), None) \
            or ("chooseDone" if "chooseDone" in b else None)
        if key:
            click(b[key])
        continue
    if kind == "main":
        acted = False
        for i, h in enumerate(g["hand"]):
            key = ("burst", turn, h["name"])
            if "burst" in h["targets"] and key not in tried:
                tried.add(key)
                drag(h["at"], g["zones"]["burst"])
                time.sleep(1.0)
                shot("burst-set")
                acted = True
                break
            key = ("play", turn, h["name"], i)
            if "field" in h["targets"] and key not in tried:
                tried.add(key)
                drag(h["at"], g["zones"]["field"])
                time.sleep(0.8)
                shot("payment")
                acted = True
                break
        if not acted:
            click(g["button"])
        continue
    if kind == "attack":
        atk = [i for i in g["attackers"] if ("atk", turn, i) not in tried]
        if atk:
            i = atk[0]
            tried.add(("atk", turn, i))
            drag(g["field"][i], g["opponent_field"])
            time.sleep(0.8)
            shot("attack")
        else:
            click(g["button"])
        continue
    if kind == "block":
        shot("block")
        key = ("blk", turn, len(text))  # each attack of the turn once ([Clash] may force a second block)
        if g["attackers"] and g["attacker"] and key not in tried:
            tried.add(key)
            drag(g["field"][g["attackers"][0]], g["attacker"])
        elif "no_block" in b:
            click(b["no_block"])
        else:
            click(g["button"])
        continue
    if kind == "flash":
        click(g["button"])
        continue
print("done", flush=True)
