"""``python -m app`` does what the ``spirit-table`` command does."""
import sys

from app.cli import main

sys.exit(main())
