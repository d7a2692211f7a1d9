"""Benchmark: requests for what a section says, and the Contradicted badges on the sentences they quote.

Asks "Summarize the section on <heading>" for the numbered headings in capitals of the DOJ Chapter 13 handbook
(`sample_docs/USDOJ_Handbook_Chapter13_Standing_Trustees_2012_full.docx`, read with python-docx by this script,
not by the code under test) and "Tell me about <heading>" for the numbered section titles of NIST SP 800-40r3
(read with PyMuPDF), on one workspace holding both documents, offline defaults. Reports how many are answered
with a whole section (more items than a quoted answer has), how many quote sentences, how many are declined, and
every step badged Contradicted with the sentence and the reason: each step quotes a sentence of the documents
word for word, so a Contradicted badge on it says that another sentence disputes it, which a reader checks.

    python eval/answers/bench_sections.py [--limit N] [--workspace DIR] [--out eval/results/sections.md]
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from gechat import GEChat, extractive  # noqa: E402
from gechat.settings import Settings  # noqa: E402

DOCS = ROOT.parent / "shared" / "sample_docs"
HANDBOOK = DOCS / "docx" / "USDOJ_Handbook_Chapter13_Standing_Trustees_2012_full.docx"
PATCHING = DOCS / "pdf" / "NIST_SP_800-40r3_patch_management_26p.pdf"
#: "7. POSITIVE PAY", "M. RETENTION OF RECORDS" (not a contents line, which ends in a page number)
_DOCX_HEADING = re.compile(r"^(?:[A-Z0-9]{1,3}\.)\s+([A-Z][A-Z ,'’-]{5,60})$")
#: "4.1.3 Passive Network Monitoring" on a line of its own
_PDF_HEADING = re.compile(r"\n\d\.\d(?:\.\d)? +([A-Z][A-Za-z ,-]{5,60})\n")


def questions(limit: int, seed: int = 7) -> list[str]:
    """The requests, in a seeded order: the handbook's headings first, then the guide's."""
    import docx
    import pymupdf

    heads = set()
    for p in docx.Document(str(HANDBOOK)).paragraphs:
        m = _DOCX_HEADING.match(" ".join(p.text.split()))
        if m:
            heads.add(m.group(1).strip().lower())
    handbook = sorted(heads)
    random.Random(seed).shuffle(handbook)
    text = " ".join(page.get_text() for page in pymupdf.open(str(PATCHING)))
    guide = sorted({m.group(1).strip().lower() for m in _PDF_HEADING.finditer(text)})
    asked = [f"Summarize the section on {h}" for h in handbook] + [f"Tell me about {h}" for h in guide]
    return asked[:limit] if limit else asked


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--limit", type=int, default=90, help="ask the first N requests (0: all)")
    ap.add_argument("--workspace", type=Path, help="an existing workspace folder holding both documents")
    ap.add_argument("--out", type=Path, help="Markdown report (default: print only)")
    ap.add_argument("--jsonl", type=Path, help="per-request records")
    args = ap.parse_args()
    asked = questions(args.limit)
    folder = args.workspace or Path(tempfile.mkdtemp(prefix="gechat-sections-"))
    chat = GEChat(Settings(workspace_dir=folder), "sections", create_workspace=args.workspace is None)
    rows, t0 = [], time.perf_counter()
    try:
        if args.workspace is None:
            chat.index_files([HANDBOOK, PATCHING])
        for q in asked:
            a = chat.ask(q)
            kind = ("declined" if a.outcome == "not_covered"
                    else "section" if len(a.answers) > extractive.MAX_ANSWERS else "quoted")
            disputed = [{"step": s.text, "sentence": c.contradicting.sentence.text if c.contradicting else "",
                         "reason": c.contradicting.conflict if c.contradicting else ""}
                        for s, c in zip(a.steps, a.evidence) if c.verdict == "contradicted"]
            rows.append({"question": q, "kind": kind, "items": len(a.answers), "steps": len(a.steps),
                         "contradicted": disputed})
    finally:
        chat.close()
    seconds = (time.perf_counter() - t0) / max(1, len(rows))
    if args.jsonl:
        args.jsonl.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    count = {k: sum(r["kind"] == k for r in rows) for k in ("section", "quoted", "declined")}
    steps = sum(r["steps"] for r in rows)
    disputed = [(r["question"], d) for r in rows for d in r["contradicted"]]
    lines = ["# Requests for what a section says (DOJ Chapter 13 handbook, NIST SP 800-40r3)", "",
             f"`python eval/answers/bench_sections.py --limit {args.limit}`: {len(rows)} requests, offline defaults, "
             f"{seconds:.1f} s a request (indexing included).", "",
             "| answered with | requests |", "|---|---:|",
             *(f"| {k} | {v} |" for k, v in (("a whole section", count["section"]), ("quoted sentences",
                                                                                   count["quoted"]),
                                             ("declined", count["declined"]))),
             "", f"Steps (each quotes a sentence word for word): {steps}, Contradicted: {len(disputed)}.", ""]
    lines += [f"- {q}: \"{d['step'][:120]}\" against \"{d['sentence'][:120]}\" ({d['reason']})" for q, d in disputed]
    report = "\n".join(lines) + "\n"
    print(report)
    if args.out:
        args.out.write_text(report, encoding="utf-8")


if __name__ == "__main__":
    main()
