"""Benchmark: short answer items, right and wrong, judged as answers through the offline pipeline (issue 12: a
Supported badge on a phrase that only names something the documents name).

    .venv/bin/python eval/answers/bench_short_items.py [--items eval/answers/short_items_s37.jsonl]
        [--out eval/results/short_items_s37.md] [--jsonl FILE]

The item sets were written by a helper that had not read the code: questions on four sample documents (the DOJ
handbook page, FIPS 199, NIST SP 800-207, the Army recipes), each with two to four short items an LLM might give,
right ("United States Trustee", "two hours", "No") or wrong in a known way (another phrase of the sentence that
answers, the answer to something else the document states, words of the question, an invented value; "kind"),
checked by hand against the document text. ``short_items_s37.jsonl`` (130 items) was read while the judging of
short items was built; ``short_items_s37b.jsonl`` (137, the rest of the helper's pool) first after its first
version. ``short_items_s38.jsonl`` (40 items, written in session 38 by another helper that had not read the code)
probes that session's rules: bare numbers for "how many" questions (K001–K020) and answer items that are sentences
of their own, some without the question's words (K021–K040); read while the rules were mended.

Indexes the four documents into a fresh workspace in a temporary folder and, per question, gives its items as the
answer of a scripted LLM (a real ``LLM`` subclass) in RAG mode; everything else is the shipped offline pipeline.
An item counts as *green* when a sentence the judge reads as entailing it is shown (verdict Supported or Knowledge
gap, not Contradicted): what a reviewer would take as the documents backing it.
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from gechat import GEChat  # noqa: E402
from gechat.llm.scripted import ScriptedLLM  # noqa: E402
from gechat.pipeline import answer_question  # noqa: E402
from gechat.settings import Settings  # noqa: E402

ITEMS = REPO / "eval" / "answers" / "short_items_s37.jsonl"
RIGHT = ("right", "right_paraphrase", "yes_no right")


def kind(row: dict) -> str:
    return f"yes_no {'right' if row['correct'] else 'wrong'}" if row["kind"] == "yes_no" else row["kind"]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--items", type=Path, default=ITEMS)
    ap.add_argument("--out", type=Path, default=None)
    ap.add_argument("--jsonl", type=Path, default=None)
    args = ap.parse_args(argv)
    args.items = args.items.resolve()
    items = [json.loads(line) for line in args.items.read_text().splitlines() if line.strip()]
    by_question: dict[str, list[dict]] = collections.OrderedDict()
    for row in items:
        by_question.setdefault(row["question"], []).append(row)
    out = []
    t0 = time.time()
    with tempfile.TemporaryDirectory(prefix="gechat_short_") as tmp:
        chat = GEChat(Settings(workspace_dir=Path(tmp)), "short-items")
        try:
            docs = sorted({r["doc"] for r in items})
            reports = chat.index_files([REPO / "sample_docs" / d for d in docs])
            assert all(r.status == "indexed" for r in reports), [r.reason for r in reports]
            for question, rows in by_question.items():
                llm = ScriptedLLM([{"answers": [r["item"] for r in rows], "steps": [rows[0]["item"]]}])
                answer = answer_question(question, chat.workspace, replace(chat.models(), llm=llm), chat.settings,
                                         mode="rag")
                for n, row in enumerate(rows, 1):
                    ev = answer.evidence_for(f"A{n}") if answer.outcome != "not_covered" else None
                    out.append(dict(row, verdict=ev.verdict if ev else "declined",
                                    green=bool(ev and ev.entailed and ev.verdict != "contradicted"),
                                    claim=getattr(ev, "claim", ""), evidence=ev.best.sentence.text if ev and ev.best else "",
                                    missing=ev.best.missing if ev and ev.best else ""))
        finally:
            chat.close()
    if args.jsonl:
        args.jsonl.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in out))
    text = report(out, args.items, time.time() - t0)
    if args.out:
        args.out.write_text(text)
    print(text)
    return 0


def report(rows: list[dict], items: Path, seconds: float) -> str:
    counts: dict[str, list[int]] = collections.defaultdict(lambda: [0, 0])
    for r in rows:
        counts[kind(r)][0] += r["green"]
        counts[kind(r)][1] += 1
    right = [r for r in rows if kind(r) in RIGHT]
    wrong = [r for r in rows if kind(r) not in RIGHT]
    greens = sum(r["green"] for r in rows)
    lines = [
        "# Short answer items judged as answers",
        "",
        f"Generated by `python eval/answers/bench_short_items.py --items {_shown(items)}` "
        f"({len(rows)} items, {seconds:.0f} s).",
        "",
        "| items | green (Supported or Knowledge gap) |",
        "|---|---:|",
        f"| right | {sum(r['green'] for r in right)}/{len(right)} |",
        f"| wrong | {sum(r['green'] for r in wrong)}/{len(wrong)} |",
        f"| greens that are right | {sum(r['green'] for r in right)}/{greens} |",
        *[f"| … {k} | {v[0]}/{v[1]} |" for k, v in sorted(counts.items())],
        "",
        "## Wrong items shown green",
        "",
        *[f"- {r['id']} ({r['kind']}) \"{r['question']}\" — \"{r['item']}\": \"{' '.join(r['evidence'].split())[:150]}\""
          for r in wrong if r["green"]],
        "",
        "## Right items not shown green",
        "",
        *[f"- {r['id']} ({r['kind']}) \"{r['question']}\" — \"{r['item']}\" ({r['verdict']}): "
          f"{r['missing'] or 'no sentence entails it'}" for r in right if not r["green"]],
    ]
    return "\n".join(lines) + "\n"


def _shown(path: Path) -> str:
    """``path`` as the command line gave it: relative to the repository when inside it."""
    return str(path.relative_to(REPO)) if path.is_relative_to(REPO) else str(path)


if __name__ == "__main__":
    raise SystemExit(main())
