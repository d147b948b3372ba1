"""The deck window: build, check and test decks (Game → Decks…)."""
