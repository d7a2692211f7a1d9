"""Check eval/answers/questions.jsonl against the sample documents' extracted text.

    .venv/bin/python eval/answers/check_questions.py

Every gold string of an answerable question must occur in its document's text as
GE-Chat extracts it (gechat.loaders.load_document), matched the way the
benchmark matches answers (eval/answers/goldmatch.py: case-insensitive,
whitespace-normalised, not inside a longer word). Also checks the row schema and
prints the set's make-up and, as a check on the "paraphrased" labels, how many of
a question's content words occur in the document sentence that holds its gold
(the best such sentence; 1.0 = every content word). Exit status 1 on any problem.
"""

from __future__ import annotations

import collections
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(HERE))

from goldmatch import contains  # noqa: E402

from gechat.loaders import load_document  # noqa: E402

QUESTIONS = HERE / "questions.jsonl"
DOCS = REPO / "sample_docs"
TYPES = {"who", "when", "how_many", "how_long", "what", "yes_no"}
KEYS = {"id", "doc", "question", "gold", "type", "paraphrased", "answerable"}
STOP = set("""a an the of to in on for and or is are was were be been by with from at as that this these those
what which who whom whose when where how many much long does do did can could should would may might must will
it its their there they them into than then after before about not no yes any every all each if so""".split())


def content(text: str) -> set[str]:
    words = (w.strip(".,;:!?()[]\"'’‘“”").casefold() for w in text.split())
    return {w for w in words if len(w) > 2 and w not in STOP}


def overlap(question: str, sentences: list[str]) -> float:
    """Largest share of the question's content words found in one of ``sentences`` (exact word forms)."""
    q = content(question)
    return max((len(q & content(s)) / len(q) for s in sentences), default=0.0) if q else 0.0


def load_rows(path: Path = QUESTIONS) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def main() -> int:
    rows = load_rows()
    problems: list[str] = []
    texts: dict[str, str] = {}
    sentences: dict[str, list[str]] = {}
    overlaps: dict[bool, list[float]] = {True: [], False: []}
    ids = collections.Counter(r.get("id") for r in rows)
    problems += [f"duplicate id {i}" for i, n in ids.items() if n > 1]
    for r in rows:
        rid = r.get("id")
        if set(r) != KEYS:
            problems.append(f"{rid}: keys {sorted(r)}")
            continue
        if r["type"] not in TYPES:
            problems.append(f"{rid}: type {r['type']!r}")
        if not r["answerable"]:
            if r["doc"] is not None or r["gold"] or r["paraphrased"]:
                problems.append(f"{rid}: an unanswerable row has doc null, no gold, paraphrased false")
            continue
        if not r["gold"]:
            problems.append(f"{rid}: no gold string")
        if r["doc"] not in texts:
            doc = load_document(DOCS / r["doc"])
            texts[r["doc"]] = doc.text
            sentences[r["doc"]] = [s.text for s in doc.sentences]
        for g in r["gold"]:
            if not contains(texts[r["doc"]], g):
                problems.append(f"{rid}: gold {g!r} not in {r['doc']}")
        holding = [s for s in sentences[r["doc"]] if any(contains(s, g) for g in r["gold"])]
        if holding:
            overlaps[r["paraphrased"]].append(overlap(r["question"], holding))
    on = [r for r in rows if r.get("answerable")]
    print(f"{len(rows)} questions: {len(on)} answerable ({sum(r['paraphrased'] for r in on)} paraphrased), "
          f"{len(rows) - len(on)} not answerable")
    print("answerable by document:", dict(collections.Counter(r["doc"] for r in on)))
    print("answerable by type:", dict(collections.Counter(r["type"] for r in on)))
    for flag, label in ((True, "paraphrased"), (False, "not paraphrased")):
        vals = overlaps[flag]
        if vals:
            print(f"question content words in the gold sentence, {label}: mean {sum(vals) / len(vals):.2f}, "
                  f"max {max(vals):.2f} ({len(vals)} with the gold inside one sentence)")
    for p in problems:
        print("PROBLEM", p)
    print("OK: every gold string occurs in its document" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
