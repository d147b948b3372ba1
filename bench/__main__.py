"""``python -m bench``: every benchmark that exists, one after the other."""
import importlib
import sys

for name in ("engine", "table", "bots", "playouts"):
    try:
        mod = importlib.import_module(f"bench.{name}")
    except ImportError as e:
        if e.name != f"bench.{name}":
            raise
        continue
    print(f"== bench.{name}")
    mod.main([])
    sys.stdout.flush()
