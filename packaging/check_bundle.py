"""Run a built desktop bundle headless and check it works (``make package-check``).

    python packaging/check_bundle.py dist/spirit-table/spirit-table [--startup N]

From a temporary folder outside the checkout, with its own data and cache folders, the bundle must:
list the cards (``cards --json``, the checkout's set), check a deck, check and apply a position, play an
arena, draw a contact sheet, and draw a board with ``render`` byte for byte as the source does (same
fonts: the bundle ships the DejaVu fonts the faces are designed with), also with every Python and the
system's fonts hidden (as root: a private mount namespace). Then, under Xvfb (when Xvfb and
xdotool are there), the table opens in a real window with its icon, the card face worker renders faces,
and Ctrl+Q closes it cleanly (its autosave marked finished). ``--startup N`` also times N launches to an
interactive window, bundle against source, and prints the medians (the figures in packaging/README.md).
Exit 0 when everything passed; every failure is named.
"""
from __future__ import annotations

import argparse
import json
import os
import select
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
EXAMPLE = os.path.join(ROOT, "docs", "examples", "depletion-while-paying.yaml")
DECK = os.path.join(ROOT, "resources", "decks", "red-blaze.yaml")
FAILED: list[str] = []


def check(ok: bool, what: str, detail: str = "") -> bool:
    print(f"{'ok  ' if ok else 'FAIL'} {what}" + (f": {detail}" if detail and not ok else ""), flush=True)
    if not ok:
        FAILED.append(what)
    return ok


def run(cmd, env, cwd, timeout=300):
    try:
        return subprocess.run(cmd, env=env, cwd=cwd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired as e:
        return subprocess.CompletedProcess(cmd, -1, e.stdout or "", f"timed out after {timeout} s")


def commands(exe: str, tmp: str, env: dict) -> None:
    from engine.cards import builtin_cards

    r = run([exe, "cards", "--json"], env, tmp)
    ids = [c["id"] for c in json.loads(r.stdout)] if r.returncode == 0 else []
    check(ids == [c.id for c in builtin_cards() if c.id != "blank"], "cards --json lists the card set",
          r.stderr[-500:])
    r = run([exe, "deck", "check", DECK], env, tmp)
    check(r.returncode == 0 and "legal for standard" in r.stdout, "deck check", r.stdout + r.stderr[-500:])
    r = run([exe, "position", "check", EXAMPLE], env, tmp)
    check(r.returncode == 0 and r.stdout.startswith("ok:"), "position check", r.stdout + r.stderr[-500:])
    r = run([exe, "position", "apply", EXAMPLE, "--json"], env, tmp)
    check(r.returncode == 0 and json.loads(r.stdout or "{}").get("version") == 1, "position apply --json",
          r.stderr[-500:])
    r = run([exe, "arena", "--games", "4", "--seed", "1", "--json"], env, tmp)
    d = json.loads(r.stdout) if r.returncode == 0 else {}
    check(d.get("games") == 4 and sum(d.get("wins", {}).values()) + d.get("draws", 0) == 4, "arena", r.stderr[-500:])
    sheet = os.path.join(tmp, "sheet.png")
    r = run([exe, "cards", "sheet", "-o", sheet], env, tmp)
    check(r.returncode == 0 and os.path.getsize(sheet) > 100_000, "cards sheet", r.stderr[-500:])
    ours, theirs = os.path.join(tmp, "bundle.png"), os.path.join(tmp, "source.png")
    r = run([exe, "render", EXAMPLE, "-o", ours], env, tmp)
    check(r.returncode == 0 and os.path.getsize(ours) > 100_000, "render", r.stderr[-500:])
    s = run([sys.executable, "-m", "app", "render", EXAMPLE, "-o", theirs], env, ROOT)
    if r.returncode == 0 and s.returncode == 0:
        with open(ours, "rb") as a, open(theirs, "rb") as b:
            check(a.read() == b.read(), "render draws the same bytes as the source")
    opened = ready_line([exe, "--position", EXAMPLE], env, tmp)
    check(opened.startswith("ready"), "--position FILE opens the table (offscreen)", opened)
    r = run([exe, "deck", "check", os.path.join(tmp, "missing.yaml")], env, tmp)
    check(r.returncode == 2 and "Traceback" not in r.stderr, "a bad file is refused with a message", r.stderr[-500:])


HIDE = """
for d in "$HOME/.pyenv" /root/.pyenv /usr/lib/python3 /usr/lib/python3.* /usr/local/lib/python3.* "$VENV" \\
         /usr/share/fonts /usr/local/share/fonts; do
    [ -d "$d" ] && mount -t tmpfs none "$d"
done
for f in /usr/bin/python3* /usr/local/bin/python3*; do [ -f "$f" ] && mount --bind /dev/null "$f"; done
if python3 -c pass 2>/dev/null; then echo "python is still visible" >&2; exit 9; fi
exec "$@"
"""


def without_python(exe: str, tmp: str, env: dict) -> None:
    """The bundle on a machine without Python (nor the system's fonts): every Python and font folder hidden
    in a private mount namespace (``unshare -m``, as root on Linux; skipped elsewhere)."""
    if not (sys.platform.startswith("linux") and os.geteuid() == 0 and shutil.which("unshare")):
        print("skip the run without Python: needs root and unshare (Linux)")
        return
    venv = os.path.dirname(os.path.dirname(sys.executable))
    e = dict(env, VENV=venv if os.path.isfile(os.path.join(venv, "pyvenv.cfg")) else "/nonexistent")
    hide = ["unshare", "-m", "sh", "-c", HIDE, "hide"]
    r = run(hide + [exe, "cards", "--json"], e, tmp)
    check(r.returncode == 0 and len(json.loads(r.stdout or "[]")) > 100, "cards --json without Python", r.stderr[-500:])
    out = os.path.join(tmp, "nopython.png")
    r = run(hide + [exe, "render", EXAMPLE, "-o", out], e, tmp)
    if check(r.returncode == 0, "render without Python or system fonts", r.stderr[-500:]):
        with open(out, "rb") as a, open(os.path.join(tmp, "bundle.png"), "rb") as b:
            check(a.read() == b.read(), "the same picture with the bundled fonts alone")


def ready_line(cmd, env, cwd, timeout=60) -> str:
    """Start the table and return its ``ready`` line (or what it printed instead), then stop it."""
    e = dict(env, SPIRIT_TABLE_READY="1", SPIRIT_TABLE_DATA=tempfile.mkdtemp(prefix="st-ready-"))
    p = subprocess.Popen(cmd, env=e, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        ready, _, _ = select.select([p.stdout], [], [], timeout)
        line = (p.stdout.readline() or "exited") if ready else f"no answer in {timeout} s"
    finally:
        p.kill()
        _, err = p.communicate()
    return line if line.startswith("ready") else f"{line} {err[-800:]}"


def _free_display() -> int | None:
    for n in range(170, 400):
        if not os.path.exists(f"/tmp/.X{n}-lock") and not os.path.exists(f"/tmp/.X11-unix/X{n}"):
            return n
    return None


def _wait(pred, timeout):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        v = pred()
        if v:
            return v
        time.sleep(0.1)
    return None


def window(exe: str, tmp: str, env: dict) -> None:
    if not (shutil.which("Xvfb") and shutil.which("xdotool")):
        print("skip the window: needs Xvfb and xdotool")
        return
    n = _free_display()
    xvfb = subprocess.Popen(["Xvfb", f":{n}", "-screen", "0", "1600x900x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    app = None
    try:
        if not check(bool(_wait(lambda: os.path.exists(f"/tmp/.X11-unix/X{n}"), 10)), "Xvfb starts"):
            return
        data, cache = os.path.join(tmp, "win-data"), os.path.join(tmp, "win-cache")
        wenv = dict(env, DISPLAY=f":{n}", QT_QPA_PLATFORM="xcb", SPIRIT_TABLE_READY="1", SPIRIT_TABLE_DATA=data,
                    SPIRIT_TABLE_CACHE=cache)
        app = subprocess.Popen([exe, "--opponent", "random", "--seed", "5"], env=wenv, cwd=tmp,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        waited, _, _ = select.select([app.stdout], [], [], 60)
        line = app.stdout.readline() if waited else "no window in 60 s"
        if not check(line.startswith("ready"), "the table opens in a window", line + app.stderr.read()[-800:]
                     if app.poll() is not None else line):
            return
        xenv = dict(os.environ, DISPLAY=f":{n}")
        found = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", "Spirit Table"], env=xenv,
                               capture_output=True, text=True, timeout=20).stdout.split()
        check(bool(found), "its window is on the screen")
        faces = os.path.join(cache, "faces")
        check(bool(_wait(lambda: os.path.isdir(faces) and len(os.listdir(faces)) >= 5, 60)),
              "the face worker draws card faces in the bundle")
        if shutil.which("xprop") and found:
            props = " ".join(subprocess.run(["xprop", "-id", w, "WM_CLASS", "_NET_WM_ICON"], env=xenv,
                                            capture_output=True, text=True).stdout[:400] for w in found)
            check("Icon (" in props and '"spirit-table"' in props, "the window has the icon and class", props)
        if shutil.which("import"):
            shot = os.path.join(ROOT, "dist", "package-check-window.png")
            subprocess.run(["import", "-window", "root", shot], env=xenv, timeout=30)
            print(f"     screenshot: {shot}")
        subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "Spirit Table", "windowfocus", "--sync",
                        "%1", "key", "ctrl+q"], env=xenv, capture_output=True, timeout=20)  # (no window manager)
        try:
            code = app.wait(20)
        except subprocess.TimeoutExpired:
            code = None
        check(code == 0, "Ctrl+Q closes the table", f"exit {code}")
        try:
            with open(os.path.join(data, "autosave.json"), encoding="utf-8") as f:
                finished = json.load(f).get("meta", {}).get("finished")
        except (OSError, ValueError):
            finished = None
        check(finished is True, "its autosave is marked finished (a clean exit)")
    finally:
        if app is not None and app.poll() is None:
            app.kill()
            app.wait()
        xvfb.terminate()
        xvfb.wait(10)


def startup(cmd, env, cwd, runs: int) -> float:
    """Median wall seconds from launch to an interactive table (offscreen), after one warm-up launch."""
    times = []
    for _ in range(runs + 1):
        e = dict(env, SPIRIT_TABLE_READY="1", SPIRIT_TABLE_DATA=tempfile.mkdtemp(prefix="st-start-"))
        t0 = time.perf_counter()
        p = subprocess.Popen(cmd, env=e, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        try:
            for line in p.stdout:
                if line.startswith("ready"):
                    times.append(time.perf_counter() - t0)
                    break
        finally:
            p.kill()
            p.wait()
    return statistics.median(times[1:]) if len(times) > 1 else float("nan")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="check a built Spirit Table bundle")
    ap.add_argument("exe", help="the bundle's program, e.g. dist/spirit-table/spirit-table")
    ap.add_argument("--startup", type=int, default=0, metavar="N", help="also time N launches against source")
    args = ap.parse_args(argv)
    exe = os.path.abspath(args.exe)
    if not os.access(exe, os.X_OK):
        print(f"check_bundle: {exe} is not a program (make package first)", file=sys.stderr)
        return 2
    tmp = tempfile.mkdtemp(prefix="spirit-table-bundle-")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "SPIRIT_TABLE_", "VIRTUAL_ENV"))}
    env.update(QT_QPA_PLATFORM="offscreen", SPIRIT_TABLE_DATA=os.path.join(tmp, "data"),
               SPIRIT_TABLE_CACHE=os.path.join(tmp, "cache"))
    t0 = time.perf_counter()
    commands(exe, tmp, env)
    without_python(exe, tmp, env)
    window(exe, tmp, env)
    if args.startup:
        env["SPIRIT_TABLE_CACHE"] = os.path.join(tmp, "start-cache")
        b = startup([exe], env, tmp, args.startup)
        s = startup([sys.executable, "-m", "app"], env, ROOT, args.startup)
        print(f"start-up to an interactive table, median of {args.startup}: bundle {b:.2f} s, source {s:.2f} s")
    shutil.rmtree(tmp, ignore_errors=True)
    print(f"{len(FAILED)} failed" if FAILED else f"bundle checked in {time.perf_counter() - t0:.0f} s: all passed")
    return 1 if FAILED else 0


if __name__ == "__main__":
    sys.exit(main())
