"""Keep a session's memory-mapped weights from counting towards the process's RSS (issue 18).

ONNX Runtime memory-maps an exported model's weights file (``<key>.onnx.data``, :mod:`gechat.onnxrt`) and reads
most weights once into its own memory, but the word-embedding table (30,522 x 384 float32, 45 MiB of the file)
it reads in place: each token a run looks up faults in the page that holds its row, and the page then stays in
the process's resident set. So the RSS grew with the vocabulary the process had ever embedded or judged (a
larger workspace has more distinct words): 21 MiB of the two models' files resident after the benchmark's
questions on a 1-document workspace, 47 MiB on a 100-document one (eval/results/bench_scale.md, fifth
measurement).

:class:`MappedWeights` finds the session's own mappings of the file (those that appeared while the session
loaded) and, after each run, tells the kernel the process no longer needs their pages
(``madvise(MADV_DONTNEED)``). The pages are the file's own (checked when the session loads, and in
``/proc/self/pagemap`` before every release: a mapping holding a page written by the process is left alone
from then on, since releasing a private copy would lose the write), so the next lookup faults the same bytes in
again from the page cache, without reading the disk; what a run keeps resident is then what that run looked
up, at most one page per token of its batch. Linux only; elsewhere (or where ``/proc`` or ``madvise`` is
missing) it does nothing.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import logging
import mmap
import sys
from pathlib import Path

import numpy as np

log = logging.getLogger(__name__)

MADV_DONTNEED = 4  # Linux
PAGE = mmap.PAGESIZE
MIN_BYTES = 1 << 20  # smaller mappings (single weights of a few pages) are not worth a call per run


@functools.lru_cache(maxsize=1)
def _madvise():
    """libc's ``madvise`` (``None`` off Linux or where it cannot be loaded)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        fn = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True).madvise
    except (OSError, AttributeError):
        return None
    fn.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
    fn.restype = ctypes.c_int
    return fn


def mappings(path: Path) -> dict[tuple[int, int], bool]:
    """This process's mappings of the file at ``path``: ``(start, length) -> clean`` (no page of it written by
    the process: ``Anonymous`` is 0, for a write to a private mapping copies the page into an anonymous one;
    ``Private_Dirty`` also counts the file's own pages not yet written back, as after an export in this
    process). Empty where ``/proc/self/smaps`` cannot be read."""
    name = str(Path(path).resolve())
    out: dict[tuple[int, int], bool] = {}
    current: tuple[int, int] | None = None
    try:
        with open("/proc/self/smaps", encoding="utf-8", errors="replace") as smaps:
            for line in smaps:
                head, _, rest = line.partition(" ")
                if not head.endswith(":"):  # a mapping's first line: "start-end perms offset dev inode path"
                    fields = rest.split(None, 4)
                    current = None
                    if len(fields) == 5 and fields[4].rstrip("\n") == name:
                        start, end = (int(x, 16) for x in head.split("-"))
                        current = (start, end - start)
                        out[current] = True
                elif current is not None and head == "Anonymous:" and int(rest.split()[0]):
                    out[current] = False
    except (OSError, ValueError):
        return {}
    return out


def written(start: int, length: int) -> bool | None:
    """Does the mapping at ``start`` hold a page the process wrote into? (``/proc/self/pagemap``: a present
    page that is not the file's own is a private copy.) None where the check cannot be made."""
    try:
        with open("/proc/self/pagemap", "rb") as pagemap:
            pagemap.seek(start // PAGE * 8)
            entries = np.frombuffer(pagemap.read(length // PAGE * 8), dtype=np.uint64)
    except (OSError, ValueError):
        return None
    present, file_page = (entries >> np.uint64(63)) & np.uint64(1), (entries >> np.uint64(61)) & np.uint64(1)
    return bool(np.any(present & ~file_page & np.uint64(1)))


class MappedWeights:
    """The mappings of a weights file that one session made; :meth:`drop` releases their pages after a run.

    Make it with the mappings that existed before the session loaded (``before``), then call :meth:`find`
    once the session has loaded.
    """

    def __init__(self, path: Path, before: dict[tuple[int, int], bool] | None = None) -> None:
        self.path = Path(path)
        self._before = set(before or ())
        self.regions: list[tuple[int, int]] = []

    @classmethod
    def before_loading(cls, path: Path) -> MappedWeights:
        return cls(path, mappings(path) if _madvise() is not None and Path(path).exists() else {})

    def find(self) -> MappedWeights:
        """Keep the clean mappings of at least :data:`MIN_BYTES` that appeared since ``before``."""
        if _madvise() is not None and self.path.exists():
            self.regions = [r for r, clean in mappings(self.path).items()
                            if clean and r[1] >= MIN_BYTES and r not in self._before]
        return self

    def drop(self) -> None:
        """Release the resident pages of the session's mappings (they fault in again from the page cache).

        Before each release every region is checked again (:func:`written`): one holding a page the process
        wrote into (a private copy, which the release would discard) is left alone from then on, and so is
        every region when the check cannot be made.
        """
        if not self.regions:
            return
        self.regions = [r for r in self.regions if written(*r) is False]
        madvise = _madvise()
        for start, length in self.regions:
            if madvise(start, length, MADV_DONTNEED) != 0:
                log.debug("madvise failed on %s (errno %d); its pages stay resident", self.path, ctypes.get_errno())
                self.regions = []
                return
