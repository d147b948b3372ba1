"""Queries: values read from a state, never changing it (layer 2 of the kernel).

    basics       ranges, sides, Lv, the static card filters, Field symbols
    continuous   BP, cost changes, restrictions and keywords from continuous and duration effects
    selectors    which cards an effect may choose or affects (static filters plus BP)
    cost         what a card costs to play now, and the Magic timings

Static filters (type, colour, family, name, cost, symbols, Lv, state) never read BP, so a
continuous effect's condition can count cards without BP depending on BP; only
``selectors`` adds the live BP filter, for effects that resolve.
"""
