"""Table speed: start-up to an interactive table, and the cost of one frame while dragging with a
full board.

    python -m bench.table [--runs 3] [--frames 120]

Start-up is wall time from launching ``python -m app`` until the app reports ``ready`` (its first frame
painted, the game on the table, the event loop running). The first launch is a warm-up (it may write
the bytecode and card-face caches, as an installation would); the figure is the median of the rest.
A drag frame is one mouse move processed plus the repaint it causes (offscreen raster, 1280x720), on a
board with five cards a side, full hands and cores everywhere. Targets: start-up <= 1.5 s,
<= 4 ms per frame.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FULL_BOARD = """
version: 1
seed: 7
turn: {number: 6, player: p1, step: main}
players:
  p1:
    life: 3
    reserve: 4
    trash_cores: 2
    soul_core: field[1]
    hand: [ST-R03, ST-R05, ST-Y03, ST-R07, ST-Y01, ST-R02, ST-Y04]
    deck: 22
    trash: [ST-R01, ST-Y02]
    field:
      - {card: ST-R04, cores: 3}
      - {card: ST-R05, cores: 1, state: exhausted}
      - {card: ST-Y03, cores: 2}
      - {card: ST-R07, cores: 0}
      - {card: ST-Y01, cores: 5, state: heavy_exhausted}
  p2:
    life: 4
    reserve: 3
    trash_cores: 1
    hand: [ST-B01, ST-B02, ST-B03, ST-B04, ST-G01, ST-G02]
    deck: 24
    trash: [ST-B05, ST-G03, ST-B01]
    removed: [ST-G04]
    field:
      - {card: ST-B03, cores: 2}
      - {card: ST-G05, cores: 3, state: exhausted}
      - {card: ST-B07, cores: 1}
      - {card: ST-G02, cores: 1}
      - {card: ST-B04, cores: 4}
"""


def startup(runs: int) -> list[tuple[float, float]]:
    """(wall seconds from launch to 'ready', CPU seconds the app used by then), one per run (warm-up first)."""
    import tempfile

    env = dict(os.environ, SPIRIT_TABLE_READY="1", QT_QPA_PLATFORM=os.environ.get("BENCH_QPA", "offscreen"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed app has its bytecode cached
    out = []
    for _ in range(runs + 1):
        # a fresh data folder each launch: the killed launch before leaves a game to resume
        env["SPIRIT_TABLE_DATA"] = tempfile.mkdtemp(prefix="spirit-table-bench-")
        t0 = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-m", "app"], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.DEVNULL, text=True)
        try:
            for line in proc.stdout:
                if line.startswith("ready"):
                    parts = line.split()
                    cpu = float(parts[3]) if len(parts) > 3 else float("nan")
                    out.append((time.perf_counter() - t0, cpu))
                    break
        finally:
            proc.kill()
            proc.wait()
    return out


def drag_frames(frames: int) -> dict:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QPoint, QPointF, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(["bench"])
    from app.gui import Table
    from engine.position import load_position_text

    table = Table(controller_kw={"bot_delay_ms": 0})
    pos = load_position_text(FULL_BOARD)
    table.start_game(pos.game, ("human", "human"), pos.actions)
    w = table.window
    w.resize(1280, 720)
    w.show()
    QTest.qWaitForWindowExposed(w)
    table.prefetch_faces()
    w.faces.wait_idle(120)
    for _ in range(20):
        app.processEvents()
    sc, view = w.scene, w.view
    vp = view.viewport()
    result = {}
    for name, item, dest in (("card", sc.hand_item(0, 3), (720.0, 420.0)),
                             ("core", sc.core_items(0, "reserve")[0], (650.0, 640.0))):
        sc.tween.finish()
        start = view.mapFromScene(QPointF(item.x(), item.y()))
        end = view.mapFromScene(QPointF(*dest))
        QTest.mouseMove(vp, start)
        app.processEvents()
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        times = []
        for i in range(1, frames + 1):
            k = i / frames
            p = QPoint(round(start.x() + (end.x() - start.x()) * k), round(start.y() + (end.y() - start.y()) * k))
            t0 = time.perf_counter()
            QTest.mouseMove(vp, p)
            app.processEvents()  # the repaint of what the move changed
            times.append((time.perf_counter() - t0) * 1000)
        QTest.keyClick(w, Qt.Key.Key_Escape)  # cancel: nothing is played
        app.processEvents()
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
        sc.tween.finish()
        result[name] = {"mean": statistics.fmean(times), "median": statistics.median(times),
                        "p95": sorted(times)[int(0.95 * (len(times) - 1))], "max": max(times)}
    w.faces.close()
    w.close()
    return result


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.table")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--frames", type=int, default=120)
    a = ap.parse_args(argv)
    runs = startup(a.runs)
    measured = runs[1:] or runs
    wall = [w for w, _ in measured]
    cpu = [c for _, c in measured]
    try:
        load = os.getloadavg()[0]
    except OSError:
        load = float("nan")
    print(f"start-up to interactive: median {statistics.median(wall):.3f} s, best {min(wall):.3f} s, "
          f"{statistics.median(cpu):.3f} s of CPU (first launch {runs[0][0]:.3f} s; load average {load:.1f}; "
          f"target <= 1.5 s)")
    for name, r in drag_frames(a.frames).items():
        print(f"drag a {name} with a full board: {r['mean']:.2f} ms/frame mean, {r['median']:.2f} median, "
              f"{r['p95']:.2f} p95, {r['max']:.2f} max (the first frame lights the targets; target <= 4 ms)")
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
