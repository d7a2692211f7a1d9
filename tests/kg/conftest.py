"""KG test fixtures: the packaged embedder and two real chapters of Pride and Prejudice."""

from __future__ import annotations

from pathlib import Path

import pytest

from gechat.chunking import chunk_document
from gechat.embed import Embedder
from gechat.loaders import load_document
from gechat.records import Chunk, Document
from gechat.settings import Settings

CHAPTERS = {"chapter1.txt": (216, 353), "chapter2.txt": (353, 474)}  # line ranges of the book (and of its excerpt)


@pytest.fixture(scope="session")
def embedder() -> Embedder:
    emb = Embedder()
    emb.warm_up()
    return emb


def load_chapters(embedder: Embedder, book: Path) -> dict[str, tuple[Document, list[Chunk]]]:
    lines = book.read_text(encoding="utf-8").splitlines()
    settings = Settings()
    out = {}
    for name, (a, b) in CHAPTERS.items():
        doc = load_document("\n".join(lines[a:b]).encode("utf-8"), filename=name, settings=settings)
        chunks = chunk_document(doc, max_tokens=settings.chunk_tokens, overlap_sentences=1,
                                count_tokens=embedder.count_tokens)
        out[name] = (doc, chunks)
    return out


@pytest.fixture(scope="session")
def chapters(embedder: Embedder, austen_txt: Path) -> dict[str, tuple[Document, list[Chunk]]]:
    return load_chapters(embedder, austen_txt)
