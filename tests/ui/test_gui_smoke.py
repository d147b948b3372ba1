from app.gui import make_main_window


def test_main_window_starts_a_game_against_the_bot(qtbot):
    window = make_main_window(controller_kw={"bot_delay_ms": 0})
    qtbot.addWidget(window)
    window.show()
    assert window.windowTitle() == "Spirit Table"
    assert (window.width(), window.height()) == (1280, 800)
    c = window.c
    assert c.seats[0] == "human" and c.seats[1] != "human"
    assert c.game is not None and not c.game.is_over
    # both players' hands are on the table; the opponent's face down
    sc = window.scene
    hands = {p: [it for it in sc.cards.values() if it.zone == "hand" and it.owner == p] for p in (0, 1)}
    assert len(hands[0]) == 4 and all(it.face_up for it in hands[0])
    assert len(hands[1]) == 4 and not any(it.face_up for it in hands[1])
    assert window.panel.title.text()  # the panel says what the game waits for
