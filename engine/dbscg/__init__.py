"""The Dragon Ball Super Card Game (``../shared/rules/dbscg-en.txt``, cited ``D 7-4-1-4``): a second game
on the Spirit Table kernel (docs/architecture.md, "Where a new ruleset's code goes", point 3).

It shares the kernel's model (``Action``, ``Event``/``Msg``/``Named``, ``Rng``, ``IllegalAction``), the
decision interface (``decision``, ``legal_actions``, ``apply``, ``clone``, ``view_for``), the agenda of small
tasks, the bots, the arena and the position runner; it shares no Battle Spirits rule procedure. Its modules,
by layer (tests/engine/test_layers.py):

    model     cards (card data: Leader two sides, energy cost with colours, combo cost/power, keywords),
              state (areas: Deck, Hand, Drop, Leader, Battle, Combo, Energy, Life, Warp; Active/Rest; owners),
              words (the sentences of its message keys), refusal_words (its refusals in words), cardtext (a card's text from its skills), schema, refs
    queries   energy (costs and payment with coloured energy, 2-11), keywords (power, keyword queries)
    effects   skills (the effect language: ops, targets, choices, conditions), control (gaining control 11-5,
              looking at the Deck 11-6)
    rules     turn (set-up 5-2, phases 6, checkpoints 4-5, rule processing 9), play (6-3-1-2-1: Battle cards,
              [Evolve], [Over Realm], [Union-Potara], [Union-Fusion]), activate ([Activate] skills, Extra cards,
              [Field], [Awaken], [Wish], [Union-Absorb], [Swap]), union (the [Union] and [Wish] procedures),
              counter (counter timing 4-7), battle (7)
    rulesets  ruleset (the ``Ruleset`` subclass: name ``dbscg``, zones, table, deck rules 5-1)
    game      game (``DbGame``), position (position files with ``format: dbscg``)
    bots      bots (greedy and search), bot_eval (the evaluations and the fitted value model), bot_policy (quick
              replies, one-ply scoring, playout policies)
"""
