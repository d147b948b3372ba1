"""The game's own data, installed with the code as package data (``importlib.resources``):

    cards/*.yaml    the card sets (engine.cards.builtin_cards)
    decks/*.yaml    the preconstructed decks (engine.deck.builtin_decks)
    icons/          the application icon: spirit-table.svg and PNGs at the usual sizes
    fonts/          TrueType fonts a desktop bundle ships for the card faces (empty in the checkout:
                    the faces use the system's fonts, see ui/render/fonts.py)

No code lives here: ``engine.cards.resource_path`` finds these files, from the checkout, an installed
wheel or a PyInstaller bundle alike.
"""
