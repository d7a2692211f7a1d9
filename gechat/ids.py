"""Content-hash identifiers: the same content always gets the same id."""

from __future__ import annotations

import hashlib


def content_id(*parts: str | bytes, prefix: str = "", length: int = 16) -> str:
    """Hash ``parts`` (joined unambiguously) into a short hex id."""
    h = hashlib.sha256()
    for p in parts:
        b = p.encode("utf-8") if isinstance(p, str) else p
        h.update(len(b).to_bytes(8, "big"))
        h.update(b)
    return prefix + h.hexdigest()[:length]


def document_id(data: bytes) -> str:
    return content_id(data, prefix="doc-")


def sentence_id(doc_id: str, char_start: int, char_end: int) -> str:
    return content_id(doc_id, str(char_start), str(char_end), prefix="sent-")


def chunk_id(doc_id: str, text: str) -> str:
    # LightRAG keys its chunks "chunk-<md5>"; ours are sha256-based, doc-scoped.
    return content_id(doc_id, text, prefix="chunk-")
