"""Pack a document's sentences into retrieval chunks.

A chunk is a run of whole sentences: ``Chunk.text`` is the slice
``doc.text[char_start:char_end]`` from its first sentence's start to its last
sentence's end (so headings or bullets between them are kept, never
dropped), and ``count_tokens(chunk.text) <= max_tokens`` holds for every
chunk of two or more sentences. Consecutive chunks share the last
``overlap_sentences`` sentences of the previous chunk when that still fits.

A single sentence longer than ``max_tokens`` becomes a chunk of its own with
its full text and its real ``n_tokens`` (> ``max_tokens``); an embedder that
reads at most ``max_tokens`` tokens then sees only its beginning
(truncation), but the text is kept whole for display and for the KG (the
loaders cut lines over ``max_line_chars``, so no sentence is longer).

A document packed into more than ``max_chunks`` chunks is refused
(:class:`~gechat.errors.UnsafeDocumentError` naming the limit and the count).
"""

from __future__ import annotations

from collections.abc import Callable

from gechat.errors import UnsafeDocumentError
from gechat.ids import chunk_id
from gechat.records import Chunk, Document, Sentence
from gechat.settings import Settings

#: the default bound (``Settings.max_chunks``) for callers that pass none
DEFAULT_MAX_CHUNKS: int = Settings.model_fields["max_chunks"].default


def chunk_document(
    doc: Document,
    *,
    max_tokens: int,
    overlap_sentences: int,
    count_tokens: Callable[[str], int],
    max_chunks: int = DEFAULT_MAX_CHUNKS,
) -> list[Chunk]:
    """Chunks of whole sentences, each at most ``max_tokens`` tokens (see module doc)."""
    if max_tokens < 1:
        raise ValueError("max_tokens must be >= 1")
    if overlap_sentences < 0:
        raise ValueError("overlap_sentences must be >= 0")
    sents = doc.sentences
    if not sents:
        return []
    sizes = [count_tokens(s.text) for s in sents]
    chunks: list[Chunk] = []
    i = 0
    n = len(sents)
    while i < n:
        j = i + 1  # exclusive end; a chunk always holds sentence i
        total = sizes[i]
        while j < n and total + sizes[j] <= max_tokens:
            total += sizes[j]
            j += 1
        # the slice may count differently from the sum (text between sentences, joins): shrink until it fits
        text, n_tokens = _slice(doc, sents[i], sents[j - 1], count_tokens)
        while n_tokens > max_tokens and j - 1 > i:
            j -= 1
            text, n_tokens = _slice(doc, sents[i], sents[j - 1], count_tokens)
        chunks.append(
            Chunk(
                id=chunk_id(doc.id, text),
                doc_id=doc.id,
                index=len(chunks),
                text=text,
                char_start=sents[i].char_start,
                char_end=sents[j - 1].char_end,
                sentence_ids=tuple(s.id for s in sents[i:j]),
                n_tokens=n_tokens,
            )
        )
        if j >= n:
            break
        i = _next_start(i, j, sizes, overlap_sentences, max_tokens)
    if len(chunks) > max_chunks:
        raise UnsafeDocumentError(
            doc.name, f"it packs into {len(chunks):,} chunks, over the limit of {max_chunks:,}",
            hint="Split the document, or raise GECHAT_MAX_CHUNKS to accept it.",
        )
    return chunks


def _slice(doc: Document, first: Sentence, last: Sentence, count_tokens: Callable[[str], int]) -> tuple[str, int]:
    text = doc.text[first.char_start : last.char_end]
    return text, count_tokens(text)


def _next_start(i: int, j: int, sizes: list[int], overlap: int, max_tokens: int) -> int:
    """Start of the next chunk: back up ``overlap`` sentences, as far as the next new sentence still fits."""
    k = j
    budget = max_tokens - sizes[j]
    while k > max(i + 1, j - overlap) and sizes[k - 1] <= budget:
        budget -= sizes[k - 1]
        k -= 1
    return k
