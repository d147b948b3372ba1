"""Writes resources/dbscg/cards/<colour>.yaml: the project's own Dragon Ball Super Card Game card set (names,
characters and texts of our own). Run once when the set changes; the YAML files are the data."""
from __future__ import annotations

import os
import sys

import yaml

OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "resources", "dbscg", "cards")
L = "C"  # set code


def cost(total, **spec):
    return {"total": total, **spec} if spec else total


def leader(cid, name, color, char, traits, power, skills, back_name, back_power, back_skills, awaken_life=4,
           awaken_do=None):
    aw = {"kind": "awaken", "life_at_most": awaken_life, "do": awaken_do or [{"op": "draw", "n": 2}]}
    return {"id": cid, "name": name, "type": "leader", "colors": [color], "character": [char], "traits": traits,
            "power": power, "skills": skills + [aw],
            "back": {"name": back_name, "character": [char], "traits": traits, "power": back_power, "skills": back_skills}}


def battle(cid, name, color, char, c, power, cp=5000, cc=0, kws=(), skills=(), traits=()):
    d = {"id": cid, "name": name, "type": "battle", "colors": [color], "character": [char], "traits": list(traits),
         "cost": c, "power": power}
    if cp:
        d["combo_power"] = cp
        d["combo_cost"] = cc
    if kws:
        d["keywords"] = list(kws)
    if skills:
        d["skills"] = list(skills)
    return d


def extra(cid, name, color, c, skills=(), kws=()):
    d = {"id": cid, "name": name, "type": "extra", "colors": [color], "cost": c}
    if kws:
        d["keywords"] = list(kws)
    if skills:
        d["skills"] = list(skills)
    return d


def auto(when, *ops, **kw):
    return {"kind": "auto", "when": when, "do": list(ops), **kw}


def act(timing, *ops, **kw):
    return {"kind": "activate", "timing": timing, "do": list(ops), **kw}


def counter(kind, *ops, **kw):
    return {"kind": "counter", "counter": kind, "do": list(ops), **kw}


def perm(power, target="self", **kw):
    return {"kind": "permanent", "power": power, "target": target, **kw}


def op(_op, **kw):
    return {"op": _op, **kw}


RED = [
    leader("DB-R-L1", "Rukka, Ember Pupil", "red", "Rukka", ["Earthling", "Universe 7"], 10000,
           [auto("attack", op("power", n=5000, until="battle"), once_per_turn=True)],
           "Rukka, Ember Unbound", 15000, [auto("attack", op("power", n=10000, until="battle"))]),
    leader("DB-R-L2", "Brannoch, Furnace King", "red", "Brannoch", ["Forge Clan"], 10000,
           [perm(5000, "leader", bond=3)],
           "Brannoch, Molten Tyrant", 15000, [auto("damage", op("draw", n=1), once_per_turn=True)],
           awaken_do=[op("draw", n=1), op("power", target="leader", n=5000)]),
    battle("DB-R-01", "Rukka, Spark Kid", "red", "Rukka", cost(1, red=1), 10000, traits=["Earthling", "Universe 7"]),
    battle("DB-R-02", "Rukka, Rising Fist", "red", "Rukka", cost(2, red=1), 15000, kws=["dual_attack"],
           traits=["Earthling", "Universe 7"]),
    battle("DB-R-03", "Rukka, Inferno Form", "red", "Rukka", cost(4, red=2), 25000, kws=["critical", {"evolve": "Rukka"}],
           traits=["Earthling", "Universe 7"]),
    battle("DB-R-04", "Brannoch's Anvil Guard", "red", "Anvil Guard", cost(2, red=1), 15000,
           skills=[auto("play", op("power", target="leader", n=5000))], traits=["Forge Clan"]),
    battle("DB-R-05", "Cinder Hound", "red", "Cinder Hound", cost(1, red=1), 5000, cp=10000, traits=["Beast"],
           skills=[auto("combo", op("draw", n=1))]),
    battle("DB-R-06", "Scorch Duelist Vell", "red", "Vell", cost(3, red=1), 20000, kws=["double_strike"],
           traits=["Forge Clan"]),
    battle("DB-R-07", "Blaze Charger", "red", "Blaze Charger", cost(3, red=2), 20000, kws=["triple_attack"],
           traits=["Beast"]),
    battle("DB-R-08", "Magma Colossus Orr", "red", "Orr", cost(5, red=2), 30000, kws=["triple_strike", "critical"],
           traits=["Forge Clan"]),
    battle("DB-R-09", "Rukka, Sun-Splitter", "red", "Rukka", cost(6, red=3), 35000,
           kws=["quadruple_strike", "victory_strike", "ultimate"], traits=["Earthling", "Universe 7"]),
    battle("DB-R-10", "Ember Sparring Partner", "red", "Ember Partner", cost(1, red=1), 5000, cp=10000, cc=1,
           kws=["super_combo"], traits=["Earthling"]),
    battle("DB-R-11", "Flare Lancer Dova", "red", "Dova", cost(2, red=1), 15000,
           skills=[auto("attack", op("power", n=5000, until="battle"))], traits=["Forge Clan"]),
    battle("DB-R-12", "Brannoch's Ember Twin", "red", "Ember Twin", cost(3, red=1), 20000,
           skills=[act("battle", op("power", target="own_one", n=10000, until="battle"), once_per_turn=True)],
           traits=["Forge Clan"]),
    extra("DB-R-13", "Furnace Rush", "red", cost(1, red=1), [act("main", op("power", target="own_one", n=10000))]),
    extra("DB-R-14", "Burning Retort", "red", cost(2, red=1), [counter("attack", op("power", target="leader", n=15000, until="battle"))]),
    extra("DB-R-15", "Meteor Palm", "red", cost(2, red=1), [act("battle", op("power", target="attacker", n=15000, until="battle"))]),
    extra("DB-R-16", "Crater Strike", "red", cost(3, red=2), [act("main", op("ko", max_power=20000))]),
    battle("DB-R-17", "Kiln Brawler", "red", "Kiln Brawler", cost(2, red=1), 15000, traits=["Beast"],
           skills=[auto("ko", op("draw", n=1))]),
    battle("DB-R-18", "Furnace Warden", "red", "Furnace Warden", cost(4, red=1), 25000, kws=["blocker"],
           traits=["Forge Clan"]),
]
BLUE = [
    leader("DB-U-L1", "Seraine, Tide Scholar", "blue", "Seraine", ["Oceanid"], 10000,
           [act("main", op("draw", n=1), once_per_turn=True, cost=cost(1))],
           "Seraine, Tidecaller", 15000, [auto("attack", op("draw", n=1), once_per_turn=True)]),
    leader("DB-U-L2", "Marrow, Frost Sage", "blue", "Marrow", ["Oceanid", "Universe 7"], 10000,
           [auto("attack", op("draw", n=1), once_per_turn=True, bond=2)],
           "Marrow, Glacier Sage", 15000, [auto("attack", op("rest", max_power=15000), once_per_turn=True)]),
    battle("DB-U-01", "Seraine's Ripple Page", "blue", "Ripple Page", cost(1, blue=1), 10000, traits=["Oceanid"],
           skills=[auto("play", op("draw", n=1))]),
    battle("DB-U-02", "Seraine, Wave Apprentice", "blue", "Seraine", cost(2, blue=1), 15000, kws=["barrier"],
           traits=["Oceanid"]),
    battle("DB-U-03", "Seraine, Maelstrom Mind", "blue", "Seraine", cost(4, blue=2), 25000,
           kws=[{"evolve": "Seraine"}], skills=[auto("play", op("bounce", max_power=20000))], traits=["Oceanid"]),
    battle("DB-U-04", "Coral Sentinel", "blue", "Coral Sentinel", cost(2, blue=1), 15000, kws=["blocker"],
           traits=["Oceanid"]),
    battle("DB-U-05", "Tidepool Scout", "blue", "Tidepool Scout", cost(1, blue=1), 5000, cp=10000, traits=["Oceanid"]),
    battle("DB-U-06", "Marrow, Rime Walker", "blue", "Marrow", cost(3, blue=1), 20000, kws=[{"swap": 2}],
           traits=["Oceanid", "Universe 7"]),
    battle("DB-U-07", "Abyss Leviathan Quor", "blue", "Quor", cost(5, blue=2), 30000, kws=["barrier"],
           skills=[auto("play", op("bounce", max_power=25000), op("draw", n=1))], traits=["Leviathan"]),
    battle("DB-U-08", "Undertow Oracle", "blue", "Undertow Oracle", cost(3, blue=1), 20000,
           skills=[{"kind": "auto", "when": "play", "choose": 1,
                    "options": [[op("draw", n=2)], [op("rest", max_power=25000)]]}], traits=["Oceanid"]),
    battle("DB-U-09", "Marrow's Frost Familiar", "blue", "Frost Familiar", cost(2, blue=1), 15000,
           skills=[auto("attack", op("rest", max_power=15000), once_per_turn=True)], traits=["Beast"]),
    battle("DB-U-10", "Shoal Runner", "blue", "Shoal Runner", cost(1, blue=1), 10000, cp=5000, cc=0,
           traits=["Oceanid"]),
    extra("DB-U-11", "Riptide Denial", "blue", cost(2, blue=1), [counter("attack", op("negate_attack"))]),
    extra("DB-U-12", "Counter-Current", "blue", cost(1, blue=1), [counter("counter", op("negate_counter"))]),
    extra("DB-U-13", "Ebb and Flow", "blue", cost(2, blue=1), [act("main", op("draw", n=2))]),
    extra("DB-U-14", "Tidal Return", "blue", cost(2, blue=1), [act("main", op("bounce", max_cost=3))]),
    extra("DB-U-15", "Mist Veil", "blue", cost(1, blue=1), [act("battle", op("power", target="guard", n=10000, until="battle"))]),
    battle("DB-U-16", "Glacier Warden Hesk", "blue", "Hesk", cost(4, blue=1), 25000, kws=["blocker"],
           skills=[auto("attacked", op("draw", n=1), once_per_turn=True)], traits=["Leviathan"]),
    battle("DB-U-17", "Deepwater Tactician", "blue", "Tactician", cost(3, blue=2), 20000,
           skills=[act("main", op("draw", n=1), once_per_turn=True, cost=cost(1))], traits=["Oceanid"]),
    battle("DB-U-18", "Brine Spirit", "blue", "Brine Spirit", cost(2, blue=1), 10000, cp=10000, cc=1,
           kws=["super_combo"], traits=["Oceanid"]),
]
GREEN = [
    leader("DB-G-L1", "Tamsk, Grove Warden", "green", "Tamsk", ["Sylvan"], 10000,
           [perm(5000, "leader", bond=4)],
           "Tamsk, Ancient Grove", 15000, [auto("attack", op("energy_active", n=1), once_per_turn=True)],
           awaken_do=[op("charge_top", n=1), op("draw", n=1)]),
    leader("DB-G-L2", "Ivra and Oko, Twin Roots", "green", "Ivra", ["Sylvan"], 10000,
           [perm(5000, "own_all", bond=4)],
           "Ivrok, Fused Root", 15000, [perm(5000, "own_all", bond=2)]),
    battle("DB-G-01", "Tamsk, Sapling", "green", "Tamsk", cost(1, green=1), 10000, traits=["Sylvan"]),
    battle("DB-G-02", "Tamsk, Bramble Guard", "green", "Tamsk", cost(2, green=1), 15000, kws=["blocker"],
           traits=["Sylvan"]),
    battle("DB-G-03", "Tamsk, Elder Oak", "green", "Tamsk", cost(4, green=2), 25000,
           kws=[{"ex_evolve": "Tamsk"}], skills=[auto("play", op("charge_top", n=1))], traits=["Sylvan"]),
    battle("DB-G-04", "Ivra, Seed Dancer", "green", "Ivra", cost(2, green=1), 15000, traits=["Sylvan"],
           skills=[auto("play", op("energy_active", n=1))]),
    battle("DB-G-05", "Oko, Root Brute", "green", "Oko", cost(2, green=1), 15000, traits=["Sylvan"],
           skills=[perm(5000, bond=3)]),
    battle("DB-G-06", "Ivrok, Fused Guardian", "green", "Ivrok", cost(4, green=2), 35000,
           kws=[{"union_potara": ["Ivra", "Oko"]}, "double_strike"], traits=["Sylvan"]),
    battle("DB-G-07", "Mossback Tortoise", "green", "Mossback", cost(3, green=1), 20000, kws=["blocker"],
           skills=[auto("ko", op("life_add", n=1))], traits=["Beast"]),
    battle("DB-G-08", "Thornfield Stalker", "green", "Stalker", cost(1, green=1), 5000, cp=10000, traits=["Beast"]),
    battle("DB-G-09", "Canopy Titan", "green", "Canopy Titan", cost(5, green=2), 30000,
           skills=[auto("play", op("charge_top", n=2))], traits=["Sylvan"]),
    battle("DB-G-10", "Sprout Courier", "green", "Sprout Courier", cost(1, green=1), 10000, cp=5000,
           skills=[auto("play", op("charge_top", n=1))], traits=["Sylvan"]),
    battle("DB-G-11", "Grove Herald", "green", "Grove Herald", cost(3, green=1), 20000,
           skills=[perm(5000, bond=4)], traits=["Sylvan"]),
    extra("DB-G-12", "Verdant Surge", "green", cost(1, green=1), [act("main", op("charge_top", n=1), op("draw", n=1))]),
    extra("DB-G-13", "Bark Skin", "green", cost(1, green=1), [counter("attack", op("power", target="guard", n=15000, until="battle"))]),
    extra("DB-G-14", "Rootbind", "green", cost(2, green=1), [act("main", op("rest", max_power=25000))]),
    extra("DB-G-15", "Spring of Renewal", "green", cost(3, green=2), [act("main", op("life_add", n=1), op("energy_active", n=2))]),
    battle("DB-G-16", "Twin Roots Acolyte", "green", "Acolyte", cost(2, green=1), 10000, cp=10000, cc=1,
           traits=["Sylvan"]),
    battle("DB-G-17", "Wildwood Charger", "green", "Wildwood Charger", cost(3, green=1), 20000, kws=["dual_attack"],
           traits=["Beast"]),
    battle("DB-G-18", "Elder Stag Ruun", "green", "Ruun", cost(4, green=1), 25000,
           skills=[auto("attack", op("power", n=10000, until="battle"), bond=3)], traits=["Beast"]),
]
YELLOW = [
    leader("DB-Y-L1", "Captain Halden, Seventh Shield", "yellow", "Halden", ["Universe 7", "Guardian"], 10000,
           [perm(5000, "leader", life_at_most=3)],
           "Halden, Unbreakable Bulwark", 15000, [auto("attacked", op("power", target="leader", n=5000, until="battle"), once_per_turn=True)]),
    leader("DB-Y-L2", "Lumi, Lantern Keeper", "yellow", "Lumi", ["Guardian"], 10000,
           [act("main", op("token", name="Lantern", power=5000), once_per_turn=True, cost=cost(2))],
           "Lumi, Radiant Keeper", 15000, [act("main", op("token", name="Lantern", power=10000), once_per_turn=True, cost=cost(1))]),
    battle("DB-Y-01", "Halden's Recruit", "yellow", "Recruit", cost(1, yellow=1), 10000, traits=["Universe 7", "Guardian"]),
    battle("DB-Y-02", "Shieldbearer Ost", "yellow", "Ost", cost(2, yellow=1), 15000, kws=["blocker"],
           traits=["Universe 7", "Guardian"]),
    battle("DB-Y-03", "Bastion Golem", "yellow", "Bastion Golem", cost(3, yellow=1), 20000, kws=["indestructible"],
           traits=["Construct"]),
    battle("DB-Y-04", "Vengeful Sentry", "yellow", "Sentry", cost(2, yellow=1), 15000, kws=["revenge"],
           traits=["Guardian"]),
    battle("DB-Y-05", "Halden, Seventh Champion", "yellow", "Halden", cost(4, yellow=2), 25000,
           kws=["warrior_of_universe_7"], traits=["Universe 7", "Guardian"]),
    battle("DB-Y-06", "Lantern Acolyte", "yellow", "Lantern Acolyte", cost(2, yellow=1), 10000,
           skills=[auto("play", op("token", name="Lantern", power=5000))], traits=["Guardian"]),
    battle("DB-Y-07", "Unyielding Paladin", "yellow", "Paladin", cost(4, yellow=2), 25000, kws=["deflect", "blocker"],
           traits=["Universe 7", "Guardian"]),
    battle("DB-Y-08", "Gatekeeper Mira", "yellow", "Mira", cost(3, yellow=2), 20000, kws=["revenge", "blocker"],
           traits=["Universe 7", "Guardian"]),
    battle("DB-Y-09", "Radiant Squire", "yellow", "Squire", cost(1, yellow=1), 5000, cp=10000, traits=["Universe 7"]),
    battle("DB-Y-10", "Seventh Legion Captain", "yellow", "Legion Captain", cost(5, yellow=3), 30000,
           kws=["indestructible"], skills=[auto("play", op("token", name="Legionnaire", power=10000, n=2))],
           traits=["Universe 7", "Guardian"]),
    battle("DB-Y-11", "Beacon Runner", "yellow", "Beacon Runner", cost(1, yellow=1), 10000, cp=5000,
           traits=["Universe 7"]),
    extra("DB-Y-12", "Halt the Summoning", "yellow", cost(2, yellow=1), [counter("play", op("negate_play"))]),
    extra("DB-Y-13", "Wall of Light", "yellow", cost(2, yellow=1), [counter("attack", op("negate_attack"))]),
    extra("DB-Y-14", "Seventh Banner", "yellow", cost(2, yellow=1), [perm(5000, "own_all")], kws=["field"]),
    extra("DB-Y-15", "Lantern Festival", "yellow", cost(3, yellow=1), [act("main", op("token", name="Lantern", power=5000, n=2))]),
    battle("DB-Y-16", "Aegis Twin", "yellow", "Aegis Twin", cost(2, yellow=1), 10000, cp=10000, cc=1,
           kws=["super_combo"], traits=["Guardian"]),
    battle("DB-Y-17", "Halden's Quartermaster", "yellow", "Quartermaster", cost(3, yellow=1), 20000,
           skills=[auto("turn_start", op("draw", n=1), once_per_turn=True)], traits=["Universe 7", "Guardian"]),
    battle("DB-Y-18", "Sunward Lancer", "yellow", "Sunward Lancer", cost(3, yellow=1), 20000,
           skills=[auto("damage", op("life_add", n=1), once_per_turn=True)], traits=["Guardian"]),
]
BLACK = [
    leader("DB-K-L1", "Nox, Gravewind Tyrant", "black", "Nox", ["Voidborn"], 10000,
           [auto("attack", op("mill", n=1), once_per_turn=True)],
           "Nox, Lord of the Warp", 15000, [perm(5000, "leader", sparking=10)]),
    leader("DB-K-L2", "Vesper, Wish Seeker", "black", "Vesper", ["Voidborn"], 10000,
           [act("main", op("drop_to_hand", type="battle", max_cost=2), once_per_turn=True, cost=cost(2), sparking=5)],
           "Vesper, Wish Granted", 15000, [auto("attack", op("opp_discard", n=1), once_per_turn=True)]),
    battle("DB-K-01", "Gravewind Imp", "black", "Imp", cost(1, black=1), 10000, traits=["Voidborn"],
           skills=[auto("ko", op("mill", n=2))]),
    battle("DB-K-02", "Nox, Shade Adept", "black", "Nox", cost(2, black=1), 15000, traits=["Voidborn"],
           skills=[act("main", op("power", n=10000), burst=2, once_per_turn=True)]),
    battle("DB-K-03", "Nox, Abyssal Rebirth", "black", "Nox", cost(4, black=2), 30000,
           kws=[{"xeno_evolve": "Nox"}, "critical"], traits=["Voidborn"]),
    battle("DB-K-04", "Warp Horror Zehl", "black", "Zehl", cost(5, black=2), 35000,
           kws=[{"over_realm": 7}, "double_strike"], traits=["Voidborn"]),
    battle("DB-K-05", "Umbral Devourer", "black", "Devourer", cost(6, black=3), 40000,
           kws=[{"dark_over_realm": 5}, "barrier"], skills=[auto("play", op("ko", max_power=30000))],
           traits=["Voidborn"]),
    battle("DB-K-06", "Rift Keeper Ansa", "black", "Ansa", cost(3, black=1), 20000, kws=["wormhole"],
           traits=["Voidborn"]),
    battle("DB-K-07", "Graveyard Scholar", "black", "Scholar", cost(2, black=1), 15000,
           skills=[auto("play", op("drop_to_hand", type="battle", max_cost=3), sparking=5)], traits=["Voidborn"]),
    battle("DB-K-08", "Night Prowler", "black", "Night Prowler", cost(1, black=1), 5000, cp=10000, traits=["Beast"]),
    battle("DB-K-09", "Soul Reaper Kesh", "black", "Kesh", cost(4, black=2), 25000,
           skills=[auto("play", op("ko", max_power=15000)), perm(10000, sparking=10)], traits=["Voidborn"]),
    battle("DB-K-10", "Whispering Shade", "black", "Shade", cost(2, black=1), 15000,
           skills=[auto("attack", op("opp_discard", n=1), sparking=8)], traits=["Voidborn"]),
    extra("DB-K-11", "Wish Orb of Dusk", "black", cost(1, black=1), [act("main", op("draw", n=1), op("mill", n=1))],
          kws=["dragon_ball"]),
    extra("DB-K-12", "Wish Orb of Dawn", "black", cost(1, black=1), [act("main", op("life_add", n=1))],
          kws=["dragon_ball"]),
    extra("DB-K-13", "Void Grasp", "black", cost(2, black=1), [act("main", op("ko", max_power=15000))]),
    extra("DB-K-14", "Shadow Throne", "black", cost(2, black=1), [perm(5000, "leader")], kws=["field"]),
    extra("DB-K-15", "Dark Unmaking", "black", cost(3, black=2), [counter("play", op("negate_play"))]),
    battle("DB-K-16", "Gloom Twin", "black", "Gloom Twin", cost(2, black=1), 10000, cp=10000, cc=1,
           kws=["super_combo"], traits=["Voidborn"]),
    battle("DB-K-17", "Hollow Sentinel", "black", "Hollow Sentinel", cost(3, black=1), 20000, kws=["blocker"],
           skills=[auto("ko", op("mill", n=1))], traits=["Voidborn"]),
    battle("DB-K-18", "Abyss Caller", "black", "Abyss Caller", cost(3, black=1), 20000,
           skills=[act("battle", op("power", target="attacker", n=10000, until="battle"), burst=3, once_per_turn=True)],
           traits=["Voidborn"]),
    extra("DB-K-19", "Grave Riposte", "black", cost(2, black=1), [counter("attack", op("ko", target="attacker"))]),
]

class NoAlias(yaml.SafeDumper):
    def ignore_aliases(self, data):
        return True


for color, cards in (("red", RED), ("blue", BLUE), ("green", GREEN), ("yellow", YELLOW), ("black", BLACK)):
    path = os.path.join(OUT, f"{color}.yaml")
    with open(path, "w", encoding="utf-8") as f:
        f.write(f"# Dragon Ball Super Card Game: the project's own {color} cards (docs/dbscg-effects.md)\n")
        yaml.dump({"format": "dbscg", "cards": cards}, f, Dumper=NoAlias, sort_keys=False, allow_unicode=True, width=120)
    print(path, len(cards), file=sys.stderr)
