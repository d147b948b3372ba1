"""Plays a whole game of the Dragon Ball Super Card Game on the real table with the mouse, as a user would,
against the bot: run the app under Xvfb with ``SPIRIT_TABLE_GEOMETRY`` and ``SPIRIT_TABLE_LOG``, then

    DISPLAY=:NN python tools/dbscg_mouse_game.py GEOMETRY.json LOG.txt SHOTS_FOLDER

It reads where things are from the geometry file (``app.dbscg_geometry``) and drives xdotool: picks a hand card
for the mulligan by clicking it, charges the card the table lights for the Energy Area, drags hand cards onto
the Battle Area and confirms the energy the table proposes (once changing it by clicking energy), attacks the
opponent's Leader with every card a drag may take, combos in its Offense and Defense Steps, blocks when it can,
answers choices with the first button, and passes with the mat's button. Once it drops a card the rules refuse
(the snap-back and its rule). Screenshots (``import -window root``) at set-up, charge, payment, battles,
combos, damage, refusals and the end, into SHOTS_FOLDER. ``LIMIT`` (seconds, default 1500) bounds the run.

    Xvfb :71 -screen 0 1600x900x24 -nolisten tcp &
    DISPLAY=:71 QT_QPA_PLATFORM=xcb SPIRIT_TABLE_GEOMETRY=/tmp/geo.json SPIRIT_TABLE_LOG=/tmp/log.txt \\
        SPIRIT_TABLE_BOT_DELAY=250 spirit-table --format dbscg --opponent hard --seed 7 &
    DISPLAY=:71 python tools/dbscg_mouse_game.py /tmp/geo.json /tmp/log.txt /tmp/shots
"""

import json
import os
import subprocess
import sys
import time

GEO, LOG, OUT = sys.argv[1], sys.argv[2], sys.argv[3]
os.makedirs(OUT, exist_ok=True)
shots = 0
seen_shots: dict = {}


def xdo(*args):
    subprocess.run(["xdotool", *map(str, args)], check=False)


def shot(name, most: int = 3):
    """A screenshot named ``name`` (at most ``most`` of a name)."""
    global shots
    if seen_shots.get(name, 0) >= most:
        return
    seen_shots[name] = seen_shots.get(name, 0) + 1
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


def target_point(g, t):
    """The screen point of a drag target ``[kind, player, index?]`` (the viewer is player 1, 0)."""
    kind, player = t[0], t[1]
    mine = player == 0
    if kind == "leader":
        return g["leader"] if mine else g["opponent_leader"]
    if kind == "card":
        return (g["battle"] if mine else g["opponent_battle"])[t[2]]
    zones = g["zones"] if mine else g["opponent_zones"]
    return zones.get("battle" if kind == "side" else kind)


tried = set()
turn_seen = None
last_change = time.time()
last_geo = None
start = time.time()
changed_payment = refused = False
marks = {"damage": False, "awakens": False, "combos": False, "KO": False, "counter": False}
while time.time() - start < float(os.environ.get("LIMIT", "1500")):
    g = geo()
    time.sleep(0.5)
    if g is None or g != geo():  # the table is still moving: wait until where things are is settled
        continue
    text = log_text()
    for word in marks:
        if not marks[word] and word in text:
            marks[word] = True
            time.sleep(0.3)
            shot(f"log-{word.lower()}", 1)
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
    turn = text.count("turn begins")
    if turn != turn_seen:
        turn_seen, tried = turn, set()
    if d["proposal"]:
        shot("payment", 2)
        paying = d.get("paying") or []
        free = [i for i in range(len(g["energy"])) if i not in paying]
        if not changed_payment and paying and free:
            changed_payment = True
            click(g["energy"][paying[0]])  # unpay one: the panel says what is missing
            time.sleep(0.8)
            shot("payment-unpaid", 1)
            click(g["energy"][free[-1]])  # pay with another (the engine says whether it may)
            time.sleep(0.8)
            shot("payment-changed", 1)
            continue
        if "confirm" in b:
            xdo("key", "Return")  # Enter confirms
        elif "cancel" in b:
            click(b["cancel"])
        continue
    if kind == "mulligan":
        shot("setup-mulligan", 1)
        if ("mull",) not in tried and g["hand"]:
            tried.add(("mull",))
            click(g["hand"][-1]["at"])  # pick one card to return
            time.sleep(0.6)
            shot("setup-mulligan-picked", 1)
            continue
        click(b["redraw"] if "redraw" in b else b.get("keep", g["button"]))
        continue
    if kind == "choose":
        shot("choice", 2)
        key = next((k for k in b if k.startswith("choose:")), None)
        if key:
            click(b[key])
        continue
    if kind == "charge":
        cands = [h for h in g["hand"] if "energy" in h["targets"]]
        if cands and ("charge", turn) not in tried:
            tried.add(("charge", turn))
            drag(cands[-1]["at"], g["zones"]["energy"])
            time.sleep(0.8)
            shot("charge", 2)
        else:
            click(g["button"])
        continue
    if kind == "main":
        acted = False
        if not refused and turn >= 3:  # a drop the rules refuse: a card nobody lights, onto the Battle Area
            dark = [h for h in g["hand"] if "battle" not in h["targets"]]
            if dark:
                refused = True
                drag(dark[0]["at"], g["zones"]["battle"])
                time.sleep(0.4)
                shot("refused-drop", 1)
                continue
        for i, h in enumerate(g["hand"]):
            key = ("play", turn, h["name"], i)
            if "battle" in h["targets"] and key not in tried:
                tried.add(key)
                drag(h["at"], g["zones"]["battle"])
                time.sleep(0.8)
                acted = True
                break
        if not acted:
            for m in g["movers"]:
                key = ("atk", turn, m["source"])
                leader_t = [t for t in m["targets"] if t[0] == "leader"]
                if key not in tried and (leader_t or m["targets"]):
                    tried.add(key)
                    drag(m["at"], target_point(g, (leader_t or m["targets"])[0]))
                    time.sleep(0.8)
                    shot("attack", 3)
                    acted = True
                    break
        if not acted:
            click(g["button"])
        continue
    if kind in ("offense", "defense"):
        combos = [h for h in g["hand"] if "combo" in h["targets"]]
        key = (kind, turn, text.count("attacks"))
        if combos and key not in tried:
            tried.add(key)
            drag(combos[0]["at"], g["zones"]["combo"])
            time.sleep(0.8)
            shot(f"combo-{kind}", 2)
        else:
            click(g["button"])
        continue
    if kind == "blocker":
        shot("block", 2)
        if g["movers"] and ("blk", turn, text.count("attacks")) not in tried:
            tried.add(("blk", turn, text.count("attacks")))
            m = g["movers"][0]
            drag(m["at"], target_point(g, m["targets"][0]))
        else:
            click(g["button"])
        continue
    if kind == "counter":
        cands = [h for h in g["hand"] if "battle" in h["targets"]]
        if cands and ("ctr", turn, len(text)) not in tried:
            tried.add(("ctr", turn, len(text)))
            drag(cands[0]["at"], g["zones"]["battle"])
            time.sleep(0.8)
            shot("counter", 2)
        else:
            click(g["button"])
        continue
print("done", flush=True)
