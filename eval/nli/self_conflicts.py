"""Sentences of one document that the judge reads as disputing each other (a benchmark, not part of CI).

An answer item that quotes a sentence of the document is entailed by that sentence; it is still shown Contradicted
when another candidate sentence is in deterministic conflict with it by a negation, an antonym or a role swap
(:func:`gechat.selection.choose`; a differing figure does not overrule an entailing sentence). A document seldom
disputes itself, so every such pair between two sentences of one sample document is, almost always, a red badge on
a true quote. This benchmark takes every sentence of each sample document as the quoted item and its ``--k`` most
overlapping sentences of the same document (by the number of content words they share, words in more than
``COMMON`` sentences left out; a stand-in for the pipeline's pre-rank, not the pre-rank itself) as the candidates,
and counts the pairs the conflict checks flag, by document and by kind of reason.

    python eval/nli/self_conflicts.py --out eval/results/self_conflicts.md --jsonl /tmp/self_conflicts.jsonl

Reads ``../shared/sample_docs`` (the nine sample documents but War and Peace, whose 3 MB the other novel stands
for). The counts are of ordered pairs (item, candidate), each pair of texts once.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from gechat.entail.conflicts import ConflictChecker  # noqa: E402
from gechat.entail.quantities import is_quantity_reason  # noqa: E402
from gechat.loaders import load_document  # noqa: E402
from gechat.settings import Settings  # noqa: E402
from gechat.text import content_stems  # noqa: E402

SAMPLES = ROOT.parent / "shared" / "sample_docs"
DOCUMENTS = (
    "pdf/NIST_FIPS_199_security_categorization_13p.pdf",
    "pdf/NIST_SP_800-207_zero_trust_architecture_59p.pdf",
    "pdf/NIST_SP_800-40r3_patch_management_26p.pdf",
    "pdf/NIST_SP_800-124r1_mobile_device_security_30p.pdf",
    "pdf/Gutenberg_Boole_Mathematical_Analysis_of_Logic_101p.pdf",
    "docx/USDOJ_Handbook_Chapter13_Standing_Trustees_2012_full.docx",
    "txt/Gutenberg_US_Army_Cooking_School_Recipes.txt",
    "txt/Gutenberg_Austen_Pride_and_Prejudice_pg1342.txt",
)
#: a word in more sentences than this picks no candidates ("trustee" in the handbook)
COMMON = 300


def candidates(bags: list[frozenset[str]], k: int) -> list[list[int]]:
    """For each sentence, the ``k`` other sentences sharing the largest share of its content words."""
    index: dict[str, set[int]] = defaultdict(set)
    for i, bag in enumerate(bags):
        for w in bag:
            index[w].add(i)
    out = []
    for i, bag in enumerate(bags):
        shared: Counter[int] = Counter()
        for w in bag:
            if len(index[w]) <= COMMON:
                shared.update(j for j in index[w] if j != i)
        out.append(sorted(shared, key=lambda j: (-shared[j], j))[:k] if len(bag) >= 3 else [])
    return out


def sweep(path: Path, k: int, check: ConflictChecker) -> tuple[int, int, dict[tuple[str, str], str]]:
    """Sentences, pairs checked and the flagged pairs ``{(item, candidate): reason}`` of one document."""
    texts = [s.text for s in load_document(path, settings=Settings()).sentences]
    bags = [frozenset(content_stems(t)) for t in texts]
    flagged: dict[tuple[str, str], str] = {}
    pairs = 0
    for i, cands in enumerate(candidates(bags, k)):
        for j in cands:
            pairs += 1
            reason = check(texts[j], texts[i])
            if reason and not is_quantity_reason(reason):
                flagged[(texts[i], texts[j])] = reason
    return len(texts), pairs, flagged


def kind(reason: str) -> str:
    if "denies" in reason:
        return "negation"
    if reason.startswith("the step says"):
        return "antonym"
    if "swaps" in reason:
        return "role swap"
    return "other"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--k", type=int, default=24, help="candidates per sentence (the pipeline's default)")
    ap.add_argument("--out", type=Path, help="Markdown report (default: print only)")
    ap.add_argument("--jsonl", type=Path, help="every flagged pair")
    args = ap.parse_args()
    check = ConflictChecker()
    rows, lines = [], ["| document | sentences | pairs checked | flagged | negation | antonym | role swap | other |",
                       "|---|---:|---:|---:|---:|---:|---:|---:|"]
    total = Counter()
    for rel in DOCUMENTS:
        t = time.perf_counter()
        n, pairs, flagged = sweep(SAMPLES / rel, args.k, check)
        kinds = Counter(kind(r) for r in flagged.values())
        total.update({"sentences": n, "pairs": pairs, "flagged": len(flagged), **kinds})
        name = Path(rel).name
        lines.append(f"| {name} | {n:,} | {pairs:,} | {len(flagged)} | {kinds['negation']} | {kinds['antonym']} | "
                     f"{kinds['role swap']} | {kinds['other']} |")
        rows += [{"document": name, "item": item, "candidate": cand, "reason": reason}
                 for (item, cand), reason in flagged.items()]
        print(f"{name}: {n} sentences, {pairs} pairs, {len(flagged)} flagged ({time.perf_counter() - t:.1f} s)",
              flush=True)
    lines.append(f"| all | {total['sentences']:,} | {total['pairs']:,} | {total['flagged']} | {total['negation']} | "
                 f"{total['antonym']} | {total['role swap']} | {total['other']} |")
    report = "\n".join(lines)
    print(report)
    if args.out:
        args.out.write_text(report + "\n", encoding="utf-8")
    if args.jsonl:
        args.jsonl.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
