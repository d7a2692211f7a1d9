"""The collector sees only young objects inside ``old_objects_frozen``; garbage made there is still collected."""

from __future__ import annotations

import gc
import weakref

import pytest

from gechat.heap import old_objects_frozen


class Node:
    pass


def test_old_objects_are_set_aside_and_handed_back():
    before = gc.get_freeze_count()
    with old_objects_frozen():
        assert gc.get_freeze_count() > before
    assert gc.get_freeze_count() == 0


def test_cycles_made_inside_are_still_collected():
    with old_objects_frozen():
        a, b = Node(), Node()
        a.other, b.other = b, a
        ref = weakref.ref(a)
        del a, b
        gc.collect()
        assert ref() is None


def test_an_error_inside_still_unfreezes():
    with pytest.raises(RuntimeError), old_objects_frozen():
        raise RuntimeError("boom")
    assert gc.get_freeze_count() == 0
