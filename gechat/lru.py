"""The one least-recently-used map of GE-Chat's in-process caches (records read from PostgreSQL, decoded documents)."""

from __future__ import annotations

from collections import OrderedDict


class LRU(OrderedDict):
    """A dict that drops its least recently put or touched entries past ``size`` (``None``: never). Not locked:
    its owner holds its own lock around it."""

    def __init__(self, size: int | None) -> None:
        super().__init__()
        self.size = size

    def take(self, key, default=None):
        """The entry for ``key``, marked as the most recently used; ``default`` when there is none."""
        if key not in self:
            return default
        self.move_to_end(key)
        return self[key]

    def put(self, key, value) -> None:
        self[key] = value
        self.move_to_end(key)
        while self.size is not None and len(self) > self.size:
            self.popitem(last=False)
