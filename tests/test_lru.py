"""The one LRU map of the in-process caches (gechat/lru.py)."""

from gechat.lru import LRU


def test_take_marks_an_entry_used_so_the_oldest_untouched_one_goes_first():
    cache = LRU(2)
    cache.put("a", 1)
    cache.put("b", 2)
    assert cache.take("a") == 1  # "a" is now the most recently used
    cache.put("c", 3)
    assert list(cache) == ["a", "c"], "the untouched 'b' went"
    assert cache.take("b") is None and cache.take("b", 0) == 0
