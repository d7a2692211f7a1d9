"""Turn a case's document into a :class:`gechat.records.Document`.

- a file path goes through our loaders (``gechat.loaders.load_document``),
  so its sentences come from our sentence splitter, exactly as in the app;
- in-memory text is split by the same splitter;
- a dataset's own sentence list (WiCE, HotpotQA) is joined with ``"\\n"``
  (paragraph breaks with a blank line and an optional heading) and every
  sentence keeps its exact offsets, so the dataset's gold indices stay valid
  through ``index_map`` (dataset index -> Document sentence index; blank
  dataset sentences map to ``None``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from gechat.evaluation.cases import CaseDocument
from gechat.ids import document_id, sentence_id
from gechat.records import Document, Sentence
from gechat.settings import Settings


@dataclass(frozen=True)
class BuiltDocument:
    document: Document
    #: dataset sentence index -> Document sentence index (only for sentence-list documents)
    index_map: dict[int, int | None] = field(default_factory=dict)
    #: the file's raw text when the document came from a text file (gold char spans index into it)
    raw_text: str | None = None

    def sentence_index(self, dataset_index: int) -> int | None:
        if not self.index_map:
            return dataset_index
        return self.index_map.get(dataset_index)


def document_from_sentences(
    name: str,
    sentences: Sequence[str],
    *,
    paragraphs: Sequence[tuple[str, int]] = (),
) -> tuple[Document, dict[int, int | None]]:
    """A txt-kind Document whose sentences are exactly ``sentences`` (blank ones skipped).

    ``paragraphs`` optionally lists ``(heading, first_sentence_index)``: a blank
    line and the heading are written before that sentence (the heading is text
    but not a sentence).
    """
    heads = {first: heading for heading, first in paragraphs}
    parts: list[str] = []
    spans: list[tuple[int, int, int]] = []  # (dataset index, start, end)
    pos = 0

    def add(piece: str) -> None:
        nonlocal pos
        parts.append(piece)
        pos += len(piece)

    for i, raw in enumerate(sentences):
        if i in heads:
            if pos:
                add("\n\n")
            if heads[i]:
                add(heads[i] + "\n")
        elif pos:
            add("\n")
        lead = len(raw) - len(raw.lstrip())
        body = raw.strip()
        add(raw.replace("\n", " "))
        if body:
            start = pos - len(raw) + lead
            spans.append((i, start, start + len(body)))
    text = "".join(parts)
    doc_id = document_id(text.encode("utf-8"))
    sents = []
    index_map: dict[int, int | None] = {i: None for i in range(len(sentences))}
    for j, (i, s, e) in enumerate(spans):
        sents.append(Sentence(sentence_id(doc_id, s, e), doc_id, j, text[s:e], s, e))
        index_map[i] = j
    doc = Document(doc_id, name, "txt", text, tuple(sents), meta={"source": "dataset sentence list"})
    return doc, index_map


def document_from_text(name: str, text: str, settings: Settings | None = None) -> Document:
    """Split in-memory text with our loaders' sentence splitter."""
    from gechat.loaders import load_document

    filename = name if name.lower().endswith(".txt") else name + ".txt"
    return load_document(text.encode("utf-8"), filename=filename, settings=settings or Settings())


def build_document(spec: CaseDocument, settings: Settings | None = None) -> BuiltDocument:
    settings = settings or Settings()
    if spec.sentences is not None:
        doc, index_map = document_from_sentences(spec.name, spec.sentences, paragraphs=spec.paragraphs)
        return BuiltDocument(doc, index_map)
    if spec.text is not None:
        return BuiltDocument(document_from_text(spec.name, spec.text, settings), raw_text=spec.text)
    from gechat.loaders import load_document

    path = Path(spec.path or "")
    doc = load_document(path, settings=settings)
    raw = None
    if path.suffix.lower() == ".txt":
        raw = path.read_bytes().decode("utf-8", errors="replace")
    return BuiltDocument(doc, raw_text=raw)
