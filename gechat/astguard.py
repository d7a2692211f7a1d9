"""One ``ast.parse`` at a time in the process, on the Python versions that need it.

CPython before 3.13 keeps the AST converter's recursion counter in interpreter-wide
state. When two threads convert a parse tree at once (a thread switch inside one
conversion, e.g. a garbage-collector finaliser), one of them fails with
``SystemError: AST constructor recursion depth mismatch`` (CPython gh-106905).
The app has such threads: Streamlit parses the page script on every rerun (its
"magic"), while the warm-up thread loads models (NumPy reads each ``.npy`` header
with ``ast.literal_eval``, pydantic reads signatures through ``inspect``), and a
failed parse there is a page that does not render. ``install()`` wraps ``ast.parse``
(which ``literal_eval``, ``inspect`` and ``traceback`` call) in a re-entrant lock.
Code calling ``compile(..., ast.PyCF_ONLY_AST)`` directly is not covered.
"""

from __future__ import annotations

import ast
import functools
import sys
import threading
from typing import Any

LOCK = threading.RLock()
NEEDED = sys.version_info < (3, 13)


def _serialised(parse: Any) -> Any:
    @functools.wraps(parse)
    def parse_one_at_a_time(*args: Any, **kwargs: Any) -> Any:
        with LOCK:
            return parse(*args, **kwargs)

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
