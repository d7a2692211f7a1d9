"""Benchmark: how-to questions on the Army cookbook are answered with the recipe, in order.

    nice -n 10 .venv/bin/python eval/answers/bench_howto.py [--limit N] [--out eval/results/howto.md]
        [--workspace DIR]

Reads the recipe names from the cookbook's headings (``### Corn bread (for 15 men).`` gives "corn bread"),
indexes the cookbook (``sample_docs/``) into a fresh workspace in a temporary folder (offline defaults; or asks
an existing workspace folder holding it, ``--workspace``, named "nm") and asks "How do I make <name>?" for every
distinct name (``--limit N``: the first N in a fixed shuffled order). For each answer:

- *whole recipe*: its answer items quote, in order, every sentence of one recipe that bears the name (a recipe is
  the sentences after its ``###`` heading up to the next ``###`` line or line in capitals: read here from the
  text, not by the code under test);
- *part of it*: some items quote sentences of such a recipe, not all of them or not only them;
- *other*: no item quotes one; *declined*: "The documents do not answer this";
- *Contradicted items*: items badged Contradicted (every item quotes the cookbook, so such a badge says the
  cookbook disputes its own recipe).
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

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from gechat import GEChat  # noqa: E402
from gechat.loaders import load_document  # noqa: E402
from gechat.settings import Settings  # noqa: E402

COOKBOOK = REPO / "sample_docs" / "Gutenberg_US_Army_Cooking_School_Recipes.txt"


def recipes(sentences) -> dict[str, list[list[str]]]:
    """Recipe name -> the recipes that bear it, each as the texts of its sentences (whitespace collapsed)."""
    out: dict[str, list[list[str]]] = {}
    name, body = None, []

    def close() -> None:
        if name and body:
            out.setdefault(name, []).append(body)

    for s in sentences:
        text = " ".join(s.text.split())
        letters = [c for c in text if c.isalpha()]
        if text.startswith("###") or (letters and all(c.isupper() for c in letters) and len(text.split()) <= 8):
            close()
            name = re.sub(r"\s*\(.*$", "", text.lstrip("# ")).rstrip(".").strip().lower() if text.startswith("###") else None
            body = []
        elif name:
            body.append(text)
    close()
    return out


def grade(items: list[str], bodies: list[list[str]]) -> str:
    """'whole', 'part' or 'other' (see the module docstring)."""
    def quotes(item: str, t: str) -> bool:  # the whole sentence, or a window of it ("… part …")
        return t in item or item.strip("… ") in t

    quoted = [next((t for b in bodies for t in b if quotes(i, t)), None) for i in items]
    for body in bodies:
        if len(items) == len(body) and all(quotes(i, t) for t, i in zip(body, items, strict=True)):
            return "whole"
    return "part" if any(quoted) else "other"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("--out", type=Path, default=None, help="Markdown report (default: print only)")
    ap.add_argument("--jsonl", type=Path, default=None, help="per-question records")
    ap.add_argument("--workspace", type=Path, default=None, help="an existing workspace folder holding the cookbook")
    args = ap.parse_args()

    book = recipes(load_document(COOKBOOK).sentences)
    names = sorted(book)
    random.Random(3).shuffle(names)
    names = names[: args.limit or None]
    with tempfile.TemporaryDirectory() as tmp:
        if args.workspace:
            chat = GEChat(Settings(workspace_dir=args.workspace), "nm", create_workspace=False)
        else:
            chat = GEChat(Settings(workspace_dir=Path(tmp) / "ws"), "howto")
            chat.index_files([COOKBOOK])
        counts = {"whole": 0, "part": 0, "other": 0, "declined": 0}
        contradicted = items_total = 0
        rows = []
        t0 = time.perf_counter()
        try:
            for name in names:
                answer = chat.ask(f"How do I make {name}?")
                items = [" ".join(i.text.split()) for i in answer.answers]
                kind = "declined" if answer.outcome == "not_covered" else grade(items, book[name])
                verdicts = [c.verdict for c in answer.answer_evidence]
                counts[kind] += 1
                contradicted += verdicts.count("contradicted")
                items_total += len(items)
                rows.append({"name": name, "kind": kind, "items": items, "verdicts": verdicts})
                print(f"{kind:9s} {len(items):2d} items {verdicts.count('contradicted')} contradicted  {name}", flush=True)
        finally:
            chat.close()
    seconds = time.perf_counter() - t0
    n = len(names)
    lines = [
        "# How-to questions on the Army cookbook", "",
        f"`python eval/answers/bench_howto.py{f' --limit {args.limit}' if args.limit else ''}`: \"How do I make "
        f"<name>?\" for {n} recipe names of `sample_docs/{COOKBOOK.name}`, offline defaults, {seconds / max(n, 1):.1f} s "
        "a question.", "",
        "| answered with | questions |", "|---|---:|",
        *(f"| {label} | {counts[key]} |" for key, label in (
            ("whole", "the whole recipe, in order"), ("part", "part of the recipe"), ("other", "other sentences"),
            ("declined", "declined"))),
        "", f"Answer items: {items_total}, of them Contradicted: {contradicted}.", ""]
    text = "\n".join(lines)
    print(text)
    if args.out:
        args.out.write_text(text)
    if args.jsonl:
        args.jsonl.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
