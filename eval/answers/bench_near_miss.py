"""Benchmark: off-topic and near-miss questions must be declined, not answered with a Supported badge.

    nice -n 10 .venv/bin/python eval/answers/bench_near_miss.py [--out eval/results/near_miss.md]
        [--questions PATH] [--docs PATH [PATH ...]]

Indexes three sample documents (the Army recipes TXT, the DOJ handbook DOCX, FIPS 199 PDF; or the files
given with ``--docs``) into a fresh workspace in a temporary folder (offline defaults) and asks every
question of ``eval/answers/near_miss_questions.jsonl`` (written in session 24 before any of them was asked;
or the file given with ``--questions``):

- ``off_topic``: general knowledge the documents do not hold;
- ``near_miss``: the documents' own words and entities, asking a fact they do not give (a penalty, a
  compensation, a category of something they never categorise, the bean soup's cost where only other soups
  give one) or presupposing a false one;
- ``answerable``: with a gold string that the documents hold.

A question the documents do not answer should be declined ("The documents do not answer this"); one that is
not declined has every answer item of its answer counted, and each Supported badge among them is a badge on
an item that does not answer (the item quotes the documents, so the badge says only that they state it). An
answerable question is a hit when a gold string is in an answer item (``goldmatch.contains``). An answer that
carries the caveat of a why-question whose premise no sentence states in so many words
(``gechat.presupposed.caveat``) is counted apart: a warning on the answer, wanted on a near-miss, noise on an
answerable question.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from goldmatch import contains  # noqa: E402

from gechat import GEChat  # noqa: E402
from gechat.settings import Settings  # noqa: E402

QUESTIONS = Path(__file__).resolve().parent / "near_miss_questions.jsonl"
#: how the note of an answer whose question's premise is stated only loosely opens (gechat.presupposed.caveat)
CAVEAT = "The question takes as given that"
DOCS = tuple(REPO / "sample_docs" / d for d in (
    "Gutenberg_US_Army_Cooking_School_Recipes.txt", "USDOJ_Handbook_Chapter13_Standing_Trustees_2012_1page.docx",
    "NIST_FIPS_199_security_categorization_13p.pdf"))


def shown(path: Path) -> str:
    """``path`` relative to the repository when it lies inside it or beside it (``../shared/...``), else absolute."""
    path = path.resolve()
    if path.is_relative_to(REPO):
        return str(path.relative_to(REPO))
    return f"../{path.relative_to(REPO.parent)}" if path.is_relative_to(REPO.parent) else str(path)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=REPO / "eval" / "results" / "near_miss.md")
    ap.add_argument("--questions", type=Path, default=QUESTIONS, metavar="PATH",
                    help="JSONL question file (default: %(default)s)")
    ap.add_argument("--docs", type=Path, nargs="+", default=list(DOCS), metavar="PATH",
                    help="documents to index (default: the three sample documents named above)")
    args = ap.parse_args()
    rows = [json.loads(line) for line in args.questions.read_text(encoding="utf-8").splitlines() if line.strip()]
    lines = []
    tally: Counter = Counter()
    with tempfile.TemporaryDirectory(prefix="gechat-near-miss-") as tmp:
        chat = GEChat(Settings(workspace_dir=tmp), "near-miss")
        try:
            reports = chat.index_files(args.docs)
            assert [r.status for r in reports] == ["indexed"] * len(args.docs), reports
            for row in rows:
                t0 = time.perf_counter()
                a = chat.ask(row["question"])
                secs = time.perf_counter() - t0
                kind, declined = row["kind"], a.outcome == "not_covered"
                cautioned = not declined and any(n.startswith(CAVEAT) for n in a.notes)  # premise stated only loosely
                tally[kind, "caveat"] += cautioned
                verdicts = [c.verdict for c in a.answer_evidence]
                tally[kind, "asked"] += 1
                if kind == "answerable":
                    golds = [row["gold"]] if isinstance(row["gold"], str) else row["gold"]  # one gold string or several
                    hit = any(contains(item.text, g) for item in a.answers for g in golds)
                    tally[kind, "hit"] += hit
                    tally[kind, "declined"] += declined
                    result = "hit" if hit else "declined" if declined else "miss"
                else:
                    tally[kind, "declined"] += declined
                    tally[kind, "supported items"] += verdicts.count("supported")
                    tally[kind, "answered with a Supported item"] += "supported" in verdicts
                    result = "declined" if declined else f"answered ({', '.join(verdicts)})"
                result += "; premise caveat" if cautioned else ""
                lines.append(f"| {row['id']} | {kind} | {row['question']} | {result} | {secs:.1f} |")
                print(lines[-1], flush=True)
        finally:
            chat.close()
    summary = [f"| {kind} | {tally[kind, 'asked']} | {tally[kind, 'declined']} | "
               + (f"{tally[kind, 'hit']} hits | — |" if kind == "answerable" else
                  f"— | {tally[kind, 'answered with a Supported item']} ({tally[kind, 'supported items']} items) |")
               + f" {tally[kind, 'caveat']} |" for kind in ("off_topic", "near_miss", "answerable")]
    text = "\n".join([
        "# Off-topic and near-miss questions", "",
        f"Generated by `python {Path(__file__).relative_to(REPO)}` (questions: "
        f"`{shown(args.questions)}`), offline defaults, {time.strftime('%Y-%m-%d %H:%M')}.", "",
        "Documents: " + ", ".join(f"`{shown(d)}`" for d in args.docs) + ".", "",
        "| kind | asked | declined | answerable: gold in an item | answered with a Supported item (items) | "
        "answered with the premise caveat |",
        "|---|---:|---:|---:|---:|---:|", *summary, "",
        "| id | kind | question | outcome (answer items' verdicts) | seconds |", "|---|---|---|---|---:|", *lines, "",
    ])
    args.out.write_text(text, encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
