"""The one JSON codec for GE-Chat's records: dataclasses to plain JSON and back.

``encode`` turns a record (nested records, tuples, dicts) into JSON values;
``decode(cls, data)`` rebuilds it from the field types, so every record
round-trips without a hand-written reader: tuples come back as tuples,
nested records as records, ``X | None`` as either. Unknown keys are ignored
(a newer writer), missing keys take the field's default (an older one), and
renamed fields are read under their old names (``RENAMED``).

A ``Document`` is stored without its sentences' text (``document_to_json``):
``Document.text[char_start:char_end]`` restores it.
"""

from __future__ import annotations

import dataclasses
import functools
import types
import typing
from typing import Any, TypeVar, Union, get_args, get_origin, get_type_hints

from gechat.records import Document, EvidenceChoice

T = TypeVar("T")

#: record -> {old field name: current field name}
RENAMED: dict[type, dict[str, str]] = {EvidenceChoice: {"supported": "entailed"}}


def encode(obj: Any) -> Any:
    """JSON values for a record (or any mix of records, tuples, lists and dicts)."""
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: encode(getattr(obj, f.name)) for f in dataclasses.fields(obj)}
    if isinstance(obj, (list, tuple)):
        return [encode(v) for v in obj]
    if isinstance(obj, dict):
        return {str(k): encode(v) for k, v in obj.items()}
    return obj


def decode(cls: type[T], data: Any) -> T:
    """The record of type ``cls`` that ``encode`` turned into ``data``."""
    return _value(cls, data)


@functools.lru_cache(maxsize=None)
def _hints(cls: type) -> dict[str, Any]:
    return get_type_hints(cls)


def _record(cls: type, data: dict[str, Any]) -> Any:
    if not isinstance(data, dict):
        raise TypeError(f"{cls.__name__}: expected an object, found {type(data).__name__}")
    for old, new in RENAMED.get(cls, {}).items():
        if old in data and new not in data:
            data = {**data, new: data[old]}
    hints = _hints(cls)
    values = {f.name: _value(hints[f.name], data[f.name]) for f in dataclasses.fields(cls) if f.name in data}
    return cls(**values)


def _value(tp: Any, data: Any) -> Any:
    if data is None:
        return None
    if dataclasses.is_dataclass(tp):
        return _record(tp, data)
    origin = get_origin(tp)
    if origin in (Union, types.UnionType):
        options = [a for a in get_args(tp) if a is not type(None)]
        return _value(options[0], data) if len(options) == 1 else data
    if origin is tuple:
        args = get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_value(args[0], v) for v in data)
        return tuple(_value(a, v) for a, v in zip(args, data)) if args else tuple(data)
    if origin is list:
        (arg,) = get_args(tp) or (Any,)
        return [_value(arg, v) for v in data]
    if origin is dict:
        args = get_args(tp)
        return {k: _value(args[1], v) for k, v in data.items()} if args else dict(data)
    if origin is typing.Literal or tp is Any:
        return data
    if tp is float and isinstance(data, int):
        return float(data)
    return data


def document_to_json(doc: Document) -> dict[str, Any]:
    data = encode(doc)
    for s in data["sentences"]:
        del s["text"]  # doc.text[char_start:char_end] restores it
    return data


def document_from_json(data: dict[str, Any]) -> Document:
    text = data["text"]
    sentences = [{**s, "text": text[s["char_start"] : s["char_end"]]} for s in data["sentences"]]
    return decode(Document, {**data, "sentences": sentences})
