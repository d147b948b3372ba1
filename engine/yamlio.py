"""Safe YAML reading for every data file the engine accepts (cards, decks, positions).

Files are untrusted: they come from users and from the internet. So this module
- reads with PyYAML's *safe* composer only (no tag ever builds a Python object),
- refuses files over ``MAX_BYTES`` and any anchor/alias (no "billion laughs"),
- remembers the line of every mapping key and list item, so that errors can name
  both the key path and the line.

The result is made of ``LDict`` / ``LList`` (plain dict/list subclasses that carry
``lines``) and scalars.
"""
from __future__ import annotations

import re

import yaml

from .errors import DataError

MAX_BYTES = 1 << 20  # 1 MiB is far more than any honest position, card or deck file


class LDict(dict):
    """A mapping that remembers the line of each key (1-based)."""

    __slots__ = ("lines", "line")


class LList(list):
    """A list that remembers the line of each item (1-based)."""

    __slots__ = ("lines", "line")


_SCALAR_TAGS = {
    "tag:yaml.org,2002:str",
    "tag:yaml.org,2002:int",
    "tag:yaml.org,2002:float",
    "tag:yaml.org,2002:bool",
    "tag:yaml.org,2002:null",
}


def _convert(node, path: str):
    if isinstance(node, yaml.MappingNode):
        if node.tag != "tag:yaml.org,2002:map":
            raise DataError(path or "(top)", f"tag {node.tag} is not allowed", node.start_mark.line + 1)
        out = LDict()
        out.lines = {}
        out.line = node.start_mark.line + 1
        for knode, vnode in node.value:
            if not isinstance(knode, yaml.ScalarNode):
                raise DataError(path or "(top)", "keys must be plain words", knode.start_mark.line + 1)
            key = _scalar(knode, path)
            if not isinstance(key, str):
                key = str(key)
            sub = f"{path}.{key}" if path else key
            if key in out:
                raise DataError(sub, "key given twice", knode.start_mark.line + 1)
            out[key] = _convert(vnode, sub)
            out.lines[key] = knode.start_mark.line + 1
        return out
    if isinstance(node, yaml.SequenceNode):
        if node.tag != "tag:yaml.org,2002:seq":
            raise DataError(path or "(top)", f"tag {node.tag} is not allowed", node.start_mark.line + 1)
        out = LList()
        out.lines = []
        out.line = node.start_mark.line + 1
        for i, item in enumerate(node.value):
            out.append(_convert(item, f"{path}[{i}]"))
            out.lines.append(item.start_mark.line + 1)
        return out
    return _scalar(node, path)


def _scalar(node, path):
    if node.tag not in _SCALAR_TAGS:
        raise DataError(path or "(top)", f"tag {node.tag} is not allowed", node.start_mark.line + 1)
    return yaml.SafeLoader.yaml_constructors[node.tag](_CONSTRUCTOR, node)


_CONSTRUCTOR = yaml.SafeLoader("")
# libyaml's parser when PyYAML has it (about 15 times faster); both build only safe nodes
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


MAX_DEPTH = 64  # nesting of mappings and lists; honest files use fewer than 10


def _check_no_alias(text: str, where: str) -> None:
    """Refuse aliases (no "billion laughs") and deep nesting (the composer recurses)."""
    depth = 0
    for event in yaml.parse(text, Loader=_LOADER):
        if isinstance(event, yaml.AliasEvent):
            raise DataError(where, "YAML anchors and aliases are not allowed", event.start_mark.line + 1)
        if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
            depth += 1
            if depth > MAX_DEPTH:
                raise DataError(where, f"nested more than {MAX_DEPTH} levels deep", event.start_mark.line + 1)
        elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
            depth -= 1


_REF = re.compile(r"(?<![\w.\"'])((?:p[12]\.)?(?:hand|field|trash|removed|battle|energy|drop)\[\d+\])(?![\w\"'])")


def quote_place_refs(text: str) -> str:
    """Quote card places such as ``hand[0]`` outside quoted strings and comments.

    The position format writes actions in flow style (``{by: p1, card: hand[0]}``), where a
    strict YAML parser reads ``[`` as the start of a list. Quoting them first makes the
    format's own examples parse, and keeps every line number.
    """
    if "[" not in text or not _REF.search(text):
        return text
    out = []
    for line in text.split("\n"):
        if "[" not in line:
            out.append(line)
            continue
        pieces, start, quote, i = [], 0, None, 0
        while i < len(line):
            ch = line[i]
            if quote:
                if ch == quote:
                    if quote == "'" and line[i + 1:i + 2] == "'":
                        i += 1
                    else:
                        pieces.append(line[start:i + 1])
                        start, quote = i + 1, None
                elif ch == "\\" and quote == '"':
                    i += 1
            elif ch in "\"'":
                pieces.append(_REF.sub(r'"\1"', line[start:i]))
                start, quote = i, ch
            elif ch == "#" and (i == 0 or line[i - 1] in " \t"):
                break
            i += 1
        if quote:
            pieces.append(line[start:])
        else:
            pieces.append(_REF.sub(r'"\1"', line[start:i]) + line[i:])
        out.append("".join(pieces))
    return "\n".join(out)


def loads(text: str, where: str = "(top)"):
    """Parse YAML (or JSON) text safely. Raises DataError with a line on any problem."""
    if len(text.encode("utf-8", "replace")) > MAX_BYTES:
        raise DataError(where, f"file is larger than {MAX_BYTES} bytes (too large)")
    text = quote_place_refs(text)
    try:
        _check_no_alias(text, where)
        node = yaml.compose(text, Loader=_LOADER)
    except yaml.MarkedYAMLError as e:
        line = e.problem_mark.line + 1 if e.problem_mark else None
        if "nesting depth" in str(e.problem):  # libyaml's own limit, met before ours
            raise DataError(where, f"nested more than {MAX_DEPTH} levels deep", line) from None
        raise DataError(where, f"not valid YAML: {e.problem}", line) from None
    except yaml.YAMLError as e:
        raise DataError(where, f"not valid YAML: {e}") from None
    except RecursionError:
        raise DataError(where, "nested too deeply") from None
    if node is None:
        return None
    return _convert(node, "")


def load_file(path) -> object:
    """Read and parse a file: a regular file only, its size checked before reading (engine.safeio)."""
    from .safeio import read_text

    return loads(read_text(path, MAX_BYTES, "data file"))


def line_of(container, key):
    """Best-effort line of ``container[key]`` (None when unknown)."""
    lines = getattr(container, "lines", None)
    if lines is None:
        return None
    try:
        return lines[key]
    except (KeyError, IndexError, TypeError):
        return getattr(container, "line", None)
