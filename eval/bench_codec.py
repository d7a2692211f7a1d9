"""How long reading stored records takes (``gechat.codec``): JSON text to typed records.

Not part of CI. Loads real documents with the real loaders (the PDFs of ``../shared/sample_docs`` by default, so
sentences carry their boxes), stores them as the workspaces do (``document_to_json``, each sentence and chunk as
its own record the way PostgreSQL's search tables hold them), and times reading them back: the whole document,
sentence records one by one (what a question's evidence offer reads), and the JSON parsing alone. Best of
``--repeat`` passes; run the same command on two commits to compare them.

    .venv/bin/python eval/bench_codec.py --out eval/results/codec.json
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from gechat.chunking import chunk_document  # noqa: E402
from gechat.codec import decode, document_from_json, document_to_json, encode  # noqa: E402
from gechat.loaders import load_document  # noqa: E402
from gechat.records import Chunk, Sentence  # noqa: E402


def best(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        fn()
        times.append(time.perf_counter() - started)
    return min(times)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="*", type=Path)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    files = args.files or sorted((REPO.parent / "shared" / "sample_docs" / "pdf").glob("*.pdf"))
    docs = [load_document(f) for f in files]
    doc_texts = [json.dumps(document_to_json(d)) for d in docs]
    sentence_texts = [json.dumps(encode(s)) for d in docs for s in d.sentences]
    chunk_texts = [json.dumps(encode(c)) for d in docs for c in chunk_document(
        d, max_tokens=200, overlap_sentences=1, count_tokens=lambda t: len(t.split()))]  # word counts stand in for tokens
    sentence_json = [json.loads(t) for t in sentence_texts]
    chunk_json = [json.loads(t) for t in chunk_texts]
    rows = {
        "documents (document_from_json, JSON parsed)": (len(docs), lambda: [document_from_json(json.loads(t))
                                                                            for t in doc_texts]),
        "sentence records: JSON parsing alone": (len(sentence_texts), lambda: [json.loads(t) for t in sentence_texts]),
        "sentence records: decode alone": (len(sentence_json), lambda: [decode(Sentence, j) for j in sentence_json]),
        "chunk records: decode alone": (len(chunk_json), lambda: [decode(Chunk, j) for j in chunk_json]),
    }
    result = {"files": [f.name for f in files], "sentences": len(sentence_texts), "chunks": len(chunk_texts),
              "bytes_of_sentence_records": sum(map(len, sentence_texts)), "best_of": args.repeat, "rows": {}}
    for name, (count, fn) in rows.items():
        seconds = best(fn, args.repeat)
        result["rows"][name] = {"records": count, "ms": round(1000 * seconds, 1),
                                "us_per_record": round(1e6 * seconds / count, 2)}
        print(f"{name:48s} {count:6d} records {1000 * seconds:8.1f} ms {1e6 * seconds / count:8.2f} µs each")
    if args.out:
        args.out.write_text(json.dumps(result, indent=2) + "\n")


if __name__ == "__main__":
    main()
