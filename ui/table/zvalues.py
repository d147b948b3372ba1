"""Every z-value of the table in one place (Cockatrice keeps them together too)."""
MAT = -100.0
ZONE = -50.0
PILE = 0.0  # deck stack, trash and removed piles
CARD = 10.0  # + index inside its zone
HAND = 100.0  # + index in the hand fan
HAND_HOVER = 190.0
CORE = 200.0  # cores lie on cards and zones
SOUL = 210.0
BUTTON = 300.0
BANNER = 400.0
DRAG = 800.0  # the item being dragged
PREVIEW = 900.0  # the large hover preview
