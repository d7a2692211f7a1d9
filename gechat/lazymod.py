"""Imports that a dependency would make but this program does not need.

Two tools, used where GE-Chat imports the libraries concerned:

- :func:`defer` puts a stand-in for a module in ``sys.modules``; the real
  import happens when an attribute of the module is first read. lightrag
  imports ``pypinyin`` (55 MiB, up to 1 s) for a sort order only its web API
  uses; the conflict checks' first parse imports spaCy through a stand-in
  (:func:`defer_spacy`), so that it comes without PyTorch.
- :func:`hidden` makes ``import`` of named modules fail, in the calling thread
  only and only for modules not yet imported, while a library that treats
  them as optional is imported. spaCy's machine-learning library, thinc,
  imports PyTorch whenever it is installed (3-12 s on a cold start) although
  spaCy's CNN pipelines never run it: :func:`import_spacy` imports spaCy with
  ``torch`` hidden. When PyTorch is already imported nothing is hidden, and a
  later ``import torch`` (the one-time ONNX export, the PyTorch runtime)
  works as usual; thinc then simply does not know about it, which none of
  GE-Chat's spaCy pipelines needs.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
import threading
import types
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

#: what spaCy is imported without (thinc imports it when it can; spaCy's CNN pipelines never use it)
SPACY_WITHOUT = ("torch",)

_local = threading.local()
_finder_lock = threading.Lock()
_import_lock = threading.RLock()


class _HiddenFinder:
    """On ``sys.meta_path``: refuses the modules :func:`hidden` names in the current thread; inert otherwise."""

    def find_spec(self, name: str, path: Any = None, target: Any = None) -> None:
        if name.partition(".")[0] in getattr(_local, "names", ()):
            raise ModuleNotFoundError(f"No module named {name!r} (hidden by gechat.lazymod)", name=name)
        return None


_FINDER = _HiddenFinder()


@contextmanager
def hidden(*names: str) -> Iterator[None]:
    """While the block runs, in this thread, ``import`` of ``names`` (not yet imported) raises ModuleNotFoundError."""
    with _finder_lock:
        if _FINDER not in sys.meta_path:
            sys.meta_path.insert(0, _FINDER)
    before = getattr(_local, "names", frozenset())
    _local.names = before | frozenset(names)
    try:
        yield
    finally:
        _local.names = before


def import_without(name: str, without: tuple[str, ...]) -> types.ModuleType:
    """``importlib.import_module(name)`` with ``without`` hidden (see :func:`hidden`) if it is not imported yet."""
    with _import_lock:  # two threads (the app's warm-up and an indexing job) may ask at once
        module = sys.modules.get(name)
        if isinstance(module, _Deferred):
            return module._load(without)
        if module is not None:
            # importlib waits while another thread is still running the module's body
            # (sys.modules holds the module half-built until then)
            return importlib.import_module(name)
        with hidden(*without):
            return importlib.import_module(name)


def import_spacy() -> types.ModuleType:
    """spaCy, imported without PyTorch unless PyTorch is already loaded."""
    return import_without("spacy", SPACY_WITHOUT)


def defer_spacy() -> None:
    """Make the next ``import spacy`` (e.g. inside a checker that imports it itself) free and torch-free."""
    defer("spacy", without=SPACY_WITHOUT)


class _Deferred(types.ModuleType):
    """Stands in for a module until one of its attributes is read; then imports it for real."""

    _without: tuple[str, ...] = ()

    def __getattr__(self, attr: str) -> Any:  # called only for attributes the stand-in lacks
        return getattr(self._load(), attr)

    def _load(self, without: tuple[str, ...] = ()) -> types.ModuleType:
        if sys.modules.get(self.__name__) is self:
            del sys.modules[self.__name__]
        with hidden(*self._without, *without):
            real = importlib.import_module(self.__name__)
        self.__dict__.update(real.__dict__)
        return real


def defer(name: str, *, without: tuple[str, ...] = ()) -> None:
    """Make the next ``import name`` nearly free: the module is imported when an attribute of it is first read.

    That import hides ``without`` (see :func:`hidden`). Does nothing when the
    module is already imported (or deferred) or not installed (an ``import``
    of it then behaves as usual). Unlike :class:`importlib.util.LazyLoader`, a
    plain ``import name`` statement does not trigger the real import; importing
    a submodule (``import name.sub``) does.
    """
    if name in sys.modules or "." in name:
        return
    spec = importlib.util.find_spec(name)
    if spec is None:
        return
    stub = _Deferred(name)
    stub.__spec__ = spec
    stub.__file__ = spec.origin
    stub._without = tuple(without)
    sys.modules[name] = stub
