"""Writes the six built-in decks of this game (resources/decks/dbscg/*.yaml): a Leader and 50 cards each."""
from __future__ import annotations

import os

OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "resources", "decks", "dbscg")
DECKS = {
    "red-ember-rush": ("Ember Rush", "DB-R-L1", "Rukka's fighters hit hard and often: [Critical], [Strike], [Dual Attack].",
                       {"DB-R-01": 4, "DB-R-02": 4, "DB-R-03": 4, "DB-R-04": 4, "DB-R-05": 4, "DB-R-06": 4, "DB-R-07": 4,
                        "DB-R-08": 2, "DB-R-09": 1, "DB-R-10": 4, "DB-R-11": 4, "DB-R-13": 3, "DB-R-14": 4, "DB-R-17": 4}),
    "blue-tide-control": ("Tide Control", "DB-U-L1", "Seraine draws, returns and denies: [Barrier], [Swap], [Counter].",
                          {"DB-U-01": 4, "DB-U-02": 4, "DB-U-03": 4, "DB-U-04": 4, "DB-U-05": 4, "DB-U-06": 3, "DB-U-07": 3,
                           "DB-U-08": 4, "DB-U-09": 4, "DB-U-10": 4, "DB-U-11": 4, "DB-U-12": 2, "DB-U-16": 2, "DB-U-13": 4}),
    "green-grove-ramp": ("Grove Ramp", "DB-G-L2", "Twin Roots grow energy and fuse: [Union-Potara], [Bond], [Blocker].",
                         {"DB-G-01": 4, "DB-G-02": 4, "DB-G-04": 4, "DB-G-05": 4, "DB-G-06": 4, "DB-G-07": 4, "DB-G-08": 4,
                          "DB-G-09": 2, "DB-G-10": 4, "DB-G-11": 4, "DB-G-12": 4, "DB-G-13": 4, "DB-G-17": 4}),
    "yellow-seventh-shield": ("Seventh Shield", "DB-Y-L1", "Halden's Universe 7 guard: [Blocker], [Indestructible], [Revenge].",
                              {"DB-Y-01": 4, "DB-Y-02": 4, "DB-Y-03": 4, "DB-Y-04": 4, "DB-Y-05": 4, "DB-Y-06": 4,
                               "DB-Y-07": 2, "DB-Y-08": 4, "DB-Y-09": 4, "DB-Y-11": 4, "DB-Y-12": 2, "DB-Y-13": 4,
                               "DB-Y-14": 2, "DB-Y-17": 4}),
    "black-warp-realm": ("Warp Realm", "DB-K-L1", "Nox fills the Drop and tears into the Warp: [Over Realm], [Sparking], [Burst].",
                         {"DB-K-01": 4, "DB-K-02": 4, "DB-K-03": 4, "DB-K-04": 2, "DB-K-05": 2, "DB-K-06": 2, "DB-K-07": 4,
                          "DB-K-08": 4, "DB-K-09": 4, "DB-K-10": 4, "DB-K-11": 4, "DB-K-12": 3, "DB-K-13": 4, "DB-K-17": 4,
                          "DB-K-14": 1}),
    "red-yellow-lanterns": ("Lantern Blaze", "DB-Y-L2", "Lumi's tokens and Rukka's fire: two colours of energy.",
                            {"DB-Y-01": 4, "DB-Y-06": 4, "DB-Y-09": 4, "DB-Y-10": 2, "DB-Y-15": 4, "DB-Y-16": 4,
                             "DB-R-01": 4, "DB-R-02": 4, "DB-R-05": 4, "DB-R-06": 4, "DB-R-11": 4, "DB-R-16": 4,
                             "DB-R-18": 4}),
}
for stem, (name, leader, desc, cards) in DECKS.items():
    n = sum(cards.values())
    assert n == 50, (stem, n)
    with open(os.path.join(OUT, stem + ".yaml"), "w", encoding="utf-8") as f:
        f.write(f"name: {name}\nformat: dbscg\ndescription: \"{desc}\"\ncards:\n  {leader}: 1  # the Leader (D 5-1-2)\n")
        for cid, k in cards.items():
            f.write(f"  {cid}: {k}\n")
