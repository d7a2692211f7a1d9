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
from collections.abc import Callable
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
    read = _reader(cls)
    return data if read is None else read(data)


Reader = Callable[[Any], Any]


@functools.lru_cache(maxsize=None)
def _reader(tp: Any) -> Reader | None:
    """The function that rebuilds a value of type ``tp`` from its JSON values, made once per type from the type
    alone (a question reads thousands of records); None where the JSON value is the value (strings, numbers
    other than a float written as an integer, ``Literal``, ``Any``, a union of several types)."""
    if dataclasses.is_dataclass(tp):
        return _record_reader(tp)
    origin = get_origin(tp)
    if origin in (Union, types.UnionType):
        options = [a for a in get_args(tp) if a is not type(None)]
        return _reader(options[0]) if len(options) == 1 else None
    if origin is tuple:
        args = get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            item = _reader(args[0])
            return _none_kept(tuple if item is None else lambda data: tuple(map(item, data)))
        if not args:
            return _none_kept(tuple)
        parts = [_reader(a) or _same for a in args]
        return _none_kept(lambda data: tuple(read(v) for read, v in zip(parts, data)))
    if origin is list:
        item = _reader((get_args(tp) or (Any,))[0])
        return _none_kept(list if item is None else lambda data: [item(v) for v in data])
    if origin is dict:
        args = get_args(tp)
        value = _reader(args[1]) if args else None
        return _none_kept(lambda data: {k: v if value is None else value(v) for k, v in data.items()})
    if tp is float:
        return _float
    return None


def _same(data: Any) -> Any:
    return data


def _float(data: Any) -> Any:
    return float(data) if isinstance(data, int) else data


def _none_kept(read: Reader) -> Reader:
    """``read``, except that a JSON null stays None."""
    return lambda data: None if data is None else read(data)


def _record_reader(cls: type) -> Reader:
    fields: list[tuple[str, Reader | None]] = []  # made on the first read: a record type may refer to itself
    renamed = RENAMED.get(cls, {})

    def read(data: Any) -> Any:
        if data is None:
            return None
        if not isinstance(data, dict):
            raise TypeError(f"{cls.__name__}: expected an object, found {type(data).__name__}")
        if not fields:  # built aside, then put in place at once: another thread may be reading the same type
            hints = _hints(cls)
            fields[:] = [(f.name, _reader(hints[f.name])) for f in dataclasses.fields(cls)]
        for old, new in renamed.items():
            if old in data and new not in data:
                data = {**data, new: data[old]}
        values = {}
        for name, field_reader in fields:
            if name in data:
                value = data[name]
                values[name] = value if field_reader is None or value is None else field_reader(value)
        return cls(**values)

    return read


@functools.lru_cache(maxsize=None)
def _hints(cls: type) -> dict[str, Any]:
    return get_type_hints(cls)


def document_to_json(doc: Document) -> dict[str, Any]:
    data = encode(doc)
    for s in data["sentences"]:
        del s["text"]  # doc.text[char_start:char_end] restores it
    return data


def document_from_json(data: dict[str, Any]) -> Document:
    text = data["text"]
    sentences = [{**s, "text": text[s["char_start"] : s["char_end"]]} for s in data["sentences"]]
    return decode(Document, {**data, "sentences": sentences})
