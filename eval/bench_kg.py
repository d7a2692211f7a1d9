"""Benchmark: offline KG build speed (spaCy extraction + LightRAG insert) on NIST SP 800-207.

    python eval/bench_kg.py [--pdf PATH] [--out eval/results/kg.md]

Parses and chunks the PDF with the project's loader and chunker (not timed),
then times, separately, spaCy extraction and the LightRAG insert (merge,
embeddings, storage flush) into a fresh store in a temporary folder, and
writes a markdown table.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from gechat.chunking import chunk_document  # noqa: E402
from gechat.embed import Embedder  # noqa: E402
from gechat.kg.extract_spacy import SpacyExtractor  # noqa: E402
from gechat.kg.lightrag_store import LightRAGStore  # noqa: E402
from gechat.loaders import load_document  # noqa: E402
from gechat.records import Chunk, Document  # noqa: E402
from gechat.settings import Settings  # noqa: E402


class TimedEmbedder(Embedder):
    """The packaged embedder, timing every ``encode`` (to split the insert time)."""

    def __init__(self) -> None:
        super().__init__()
        self.seconds = 0.0
        self.texts = 0

    def encode(self, texts):
        t0 = time.perf_counter()
        out = super().encode(texts)
        self.seconds += time.perf_counter() - t0
        self.texts += len(texts)
        return out


DEFAULT_PDF = REPO / ".." / "shared" / "sample_docs" / "pdf" / "NIST_SP_800-207_zero_trust_architecture_59p.pdf"


def load(pdf: Path, embedder: Embedder) -> tuple[Document, list[Chunk]]:
    settings = Settings()
    doc = load_document(pdf, settings=settings)
    chunks = chunk_document(
        doc, max_tokens=settings.chunk_tokens, overlap_sentences=settings.chunk_overlap_sentences,
        count_tokens=embedder.count_tokens,
    )
    return doc, chunks


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--pdf", type=Path, default=DEFAULT_PDF)
    ap.add_argument("--out", type=Path, default=REPO / "eval" / "results" / "kg.md")
    args = ap.parse_args()
    if not args.pdf.exists():
        print(f"{args.pdf} is absent; nothing to measure.")
        return 1
    embedder = TimedEmbedder()
    embedder.warm_up()
    doc, chunks = load(args.pdf, embedder)
    words = sum(s.n_words for s in doc.sentences)
    extractor = SpacyExtractor()
    extractor.warm_up()
    load0 = os.getloadavg()[0]

    t0 = time.perf_counter()
    extraction = extractor.extract(doc, chunks)
    t_extract = time.perf_counter() - t0
    with tempfile.TemporaryDirectory() as tmp:
        store = LightRAGStore(Path(tmp), embedder=embedder)
        embedder.seconds, embedder.texts = 0.0, 0
        t1 = time.perf_counter()
        counts = store.insert(doc.id, doc.text, chunks, extraction)
        t_insert = time.perf_counter() - t1
        store.close()
    total = t_extract + t_insert
    load1 = os.getloadavg()[0]

    t_embed = embedder.seconds
    rows = [
        ("spaCy extraction", t_extract, words / t_extract),
        ("LightRAG insert (merge + embeddings + flush)", t_insert, words / t_insert),
        (f"- of which MiniLM embeddings ({embedder.texts} texts, {embedder.texts / t_embed:.0f} texts/s)",
         t_embed, words / t_embed),
        ("- of which LightRAG merge and storage", t_insert - t_embed, words / (t_insert - t_embed)),
        ("whole offline KG build", total, words / total),
    ]
    lines = [
        "# Offline KG build speed",
        "",
        f"Document: `{args.pdf.name}` - {len(doc.sentences)} sentences, {words} words, {len(chunks)} chunks "
        "(parsed with gechat.loaders, chunked with gechat.chunking; neither is timed).",
        f"KG: {counts.entities} entities, {counts.relations} relations "
        f"(extractor: {len(extraction.entities)} entities, {len(extraction.relations)} relations).",
        f"Machine: {platform.processor() or platform.machine()}, {os.cpu_count()} CPU cores, "
        f"load average {load0:.1f} before / {load1:.1f} after (the CPU is shared with other jobs).",
        "",
        "| stage | seconds | words/s |",
        "|---|---:|---:|",
        *[f"| {name} | {sec:.2f} | {wps:,.0f} |" for name, sec, wps in rows],
        "",
        "Target: >= 4,000 words/s for the whole offline build.",
        "",
    ]
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("\n".join(lines), encoding="utf-8")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
