"""GE-Chat: chat with your documents, every answer step tied to one exact source sentence.

The public facade is :class:`GEChat`; records live in :mod:`gechat.records`,
settings in :class:`Settings`. Heavy modules import lazily.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gechat import astguard
from gechat.records import (
    Anchor,
    Answer,
    AnswerItem,
    Chunk,
    Document,
    Entity,
    EvidenceChoice,
    Relation,
    ScoredSentence,
    Sentence,
    Step,
    Subgraph,
)
from gechat.settings import Settings

astguard.install()  # the app parses on several threads; CPython 3.11 < 3.11.8 and 3.12 < 3.12.2 cannot (gh-106905)

if TYPE_CHECKING:
    from gechat.chat import GEChat, answer_question
    from gechat.loaders import load_document

__all__ = [
    "Anchor", "Answer", "AnswerItem", "Chunk", "Document", "Entity", "EvidenceChoice", "GEChat",
    "Relation", "ScoredSentence", "Sentence", "Settings", "Step", "Subgraph", "answer_question", "load_document",
]

_LAZY = {"GEChat": "gechat.chat", "answer_question": "gechat.chat", "load_document": "gechat.loaders"}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'gechat' has no attribute {name!r}")
