"""`gechat.astguard`: importing gechat serialises ``ast.parse`` where CPython needs it (gh-106905)."""

from __future__ import annotations

import ast
import threading

import pytest

import gechat  # noqa: F401  (importing the package installs the guard)
from gechat import astguard


def test_importing_gechat_serialises_parse_once():
    assert astguard.install(force=True)
    assert astguard.install(force=True)
    assert ast.parse.gechat_serialised
    assert not getattr(ast.parse.__wrapped__, "gechat_serialised", False), "wrapped twice"
    if astguard.NEEDED:
        assert astguard.install()


def test_a_parse_on_another_thread_waits_for_the_one_in_progress():
    astguard.install(force=True)
    done: list[object] = []
    # The path NumPy takes for every .npy header the warm-up thread reads:
    reader = threading.Thread(target=lambda: done.append(ast.literal_eval("{'descr': '<f4', 'shape': (2, 3)}")))
    with astguard.LOCK:  # as if this thread were inside ast.parse
        reader.start()
        reader.join(timeout=0.3)
        assert reader.is_alive() and not done
    reader.join(timeout=10)
    assert done == [{"descr": "<f4", "shape": (2, 3)}]


def test_the_guarded_parse_behaves_like_the_original():
    astguard.install(force=True)
    with astguard.LOCK:  # re-entrant: a parse while this thread holds the lock does not deadlock
        tree = ast.parse("x = 1  # type: int", type_comments=True)
    assert isinstance(tree, ast.Module) and tree.body[0].type_comment == "int"
    with pytest.raises(SyntaxError):
        ast.parse("x = (")


def test_no_collection_runs_inside_a_parse_and_the_collector_is_left_as_it_was():
    """A finaliser that gives up the GIL mid-conversion is how another thread gets in: none runs during a parse."""
    import gc

    seen = []

    def parse(source, **kwargs):  # stands for ast.parse: notes whether a collection could run inside it
        seen.append((gc.isenabled(), astguard.LOCK._is_owned()))
        return ast.Module(body=[], type_ignores=[])

    guarded = astguard._serialised(parse)
    assert gc.isenabled()
    assert isinstance(guarded("x = 1", mode="exec"), ast.Module)
    assert seen == [(False, True)] and gc.isenabled()
    gc.disable()
    try:
        guarded("x = 1")
        assert not gc.isenabled(), "a collector switched off by its owner stays off"
    finally:
        gc.enable()

