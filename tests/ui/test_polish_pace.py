"""The bot's turn can be followed (issue 13): each of its attacks is shown (the attacker leaps toward you),
a battle's result stays in view before the bot moves on, at the chosen pace."""
from __future__ import annotations

import time

from PySide6.QtCore import QDeadlineTimer
from PySide6.QtWidgets import QApplication

BOT_ATTACKS = """
version: 1
seed: 3
turn: {number: 4, player: p1, step: second_main}
players:
  p1: {life: 5, reserve: 0, hand: [], deck: 30}
  p2: {life: 5, reserve: 0, hand: [], deck: 30,
       field: [{card: ST-R02, cores: 3}, {card: ST-R01, cores: 1}]}
"""


def test_the_bots_attacks_are_shown_and_their_results_stay_in_view(table):
    t = table(BOT_ATTACKS, seats=("human", "greedy"), auto_pass=True)
    w, c = t.window, t.controller
    w.scene.anim_ms = 200
    c.bot_delay_ms = 300
    seen = []  # (seconds, kind, by whom, lunging?)

    def record(events):
        for e in events:
            seen.append((time.monotonic(), e.kind, e.player))

    lunges = []
    real_lunge = w.scene.lunge
    w.scene.lunge = lambda uid, ms=None: lunges.append(uid) or real_lunge(uid, ms)
    c.log_added.connect(record)
    c.apply(c.quick_action())  # p1 ends the Second Main Step: the bot's turn comes
    dl = QDeadlineTimer(25000)
    while not dl.hasExpired():
        QApplication.processEvents()
        if sum(1 for _, k, _ in seen if k == "life") >= 2 or c.game.is_over:
            break
        time.sleep(0.002)
    c.log_added.disconnect(record)
    attacks = [s for s in seen if s[1] == "attack" and s[2] == 1]
    lifes = [i for i, s in enumerate(seen) if s[1] == "life"]
    assert len(attacks) >= 2 and lifes, [k for _, k, _ in seen]
    assert len(lunges) == len(attacks)  # each attack shown
    for i in lifes:
        later = [s for s in seen[i + 1:] if s[2] == 1 and s[1] != "life"]
        if later:  # the bot's next move waits while the result is shown (2.5 times the pace)
            assert later[0][0] - seen[i][0] >= 0.7, (seen[i][1], later[0][1], later[0][0] - seen[i][0])
    for t_attack, _, _ in attacks:  # an attack stays in view for at least the pace before Life is lost
        nxt = [s for s in seen if s[0] > t_attack and s[1] == "life"]
        assert not nxt or nxt[0][0] - t_attack >= 0.3


def test_a_lunge_goes_toward_the_opponent_and_back(table):
    t = table(BOT_ATTACKS, seats=("human", "human"))
    sc = t.window.scene
    sc.anim_ms = 200
    it = sc.field_item(1, 0)
    x, y = sc.targets[it][:2]
    assert sc.lunge(it.uid)
    assert it in sc.lunging
    sc.tween._tick()
    for _ in range(20):  # part of the way: toward the bottom (the viewer's side)
        QApplication.processEvents()
        time.sleep(0.01)
    assert it.y() > y + 5 or it not in sc.lunging
    sc.tween.finish()
    assert it not in sc.lunging and (it.x(), it.y()) == (x, y)
