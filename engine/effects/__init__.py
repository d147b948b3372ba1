"""The effect language: card effects as data, interpreted by the engine (docs/effects.md).
Layer 4 of the kernel: it builds on the queries and the verbs, and the rule procedures build
on it.

    schema       the language's vocabulary and the validation of card files (data: the model
                 layer may import it)
    frames       a resolving effect as a value
    choices      questions an effect asks, and the ``choose`` action
    targets      which cards a step acts on
    ops          what each step does (summon, deploy and reveal in ``summon``)
    interpreter  running frames step by step; connectives; Magic resolving in no area
    batches      triggered effects resolving in batches
    replacement  resolving a replacement effect in place of an event

Nothing is imported here, so importing ``engine.effects.schema`` loads no interpreter.
"""
