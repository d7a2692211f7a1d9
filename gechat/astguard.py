"""``ast.parse`` made safe to call from several threads at once, on the Python versions that need it.

CPython 3.11 before 3.11.8 and 3.12 before 3.12.2 keep the AST converter's recursion
counter in interpreter-wide state (CPython gh-106905). When another thread runs in the
middle of one conversion, one of them fails with ``SystemError: AST constructor
recursion depth mismatch``. The converter runs no Python code of its own, so the only
way another thread gets in is a garbage collection set off by one of its allocations,
running finalisers that give up the GIL. The app has such threads: Streamlit parses the
page script on every rerun (its "magic"), while the warm-up thread loads models (NumPy
reads each ``.npy`` header with ``ast.literal_eval``, pydantic reads signatures through
``inspect``), and a failed parse there is a page that does not render.

``install()`` wraps ``ast.parse`` (which ``literal_eval``, ``inspect`` and ``traceback``
look up at each call): one parse at a time (``LOCK``), with the garbage collector off
while it runs. With no collection, the thread holding the lock runs no Python code until
the parse ends, so it can neither let another thread into the conversion nor wait on
anything while holding the lock. Code calling ``compile(..., ast.PyCF_ONLY_AST)``
directly is not covered.
"""

from __future__ import annotations

import ast
import functools
import gc
import sys
import threading
from typing import Any

LOCK = threading.RLock()
NEEDED = sys.version_info[:3] < (3, 11, 8) or (3, 12) <= sys.version_info[:3] < (3, 12, 2)


def _serialised(parse: Any) -> Any:
    @functools.wraps(parse)
    def parse_one_at_a_time(*args: Any, **kwargs: Any) -> Any:
        with LOCK:
            collecting = gc.isenabled()
            gc.disable()
            try:
                return parse(*args, **kwargs)
            finally:
                if collecting:
                    gc.enable()

    parse_one_at_a_time.gechat_serialised = True  # type: ignore[attr-defined]
    return parse_one_at_a_time


def install(force: bool = False) -> bool:
    """Serialise ``ast.parse`` (once; idempotent). Returns whether it is in place."""
    if not (NEEDED or force):
        return False
    with LOCK:
        if not getattr(ast.parse, "gechat_serialised", False):
            ast.parse = _serialised(ast.parse)
    return True
