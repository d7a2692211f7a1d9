"""Keep Python's cyclic garbage collector off the long-lived heap during a burst of allocations.

A full collection walks every object in the process, the loaded spaCy and
MiniLM models included. Building a document's KG makes hundreds of
thousands of short-lived objects, so full collections fire again and again:
measured on a 59-page PDF, they took 0.35-0.45 s of a 2.5 s LightRAG insert
and up to 0.3 s of the spaCy extraction.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def old_objects_frozen() -> Iterator[None]:
    """Inside the block the collector sees only objects created inside it.

    ``gc.freeze()`` sets every object alive at entry aside until
    ``gc.unfreeze()`` at exit, which hands them back to the oldest
    generation. Garbage made inside the block is still collected, so nothing
    leaks. Process-wide: a thread that overlaps another's block only loses
    the speed-up, never correctness.
    """
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()
