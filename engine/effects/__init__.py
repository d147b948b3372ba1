"""The effect language: card effects as data, interpreted by the engine (docs/effects.md).

    schema       validation of card files against the language
    selectors    which cards an effect may choose or affects
    continuous   BP, cost and restrictions from continuous and duration effects
    triggers     noticing triggered effects and resolving them in batches
    resolve      frames, steps, connectives and choices
    ops          what each step does; summon/replacement/activated: the rest
"""
from . import activated, replacement, resolve, triggers

TASKS = {**triggers.TASKS, **resolve.TASKS, **replacement.TASKS, **activated.TASKS}
HANDLERS = {**resolve.HANDLERS, **activated.HANDLERS}
