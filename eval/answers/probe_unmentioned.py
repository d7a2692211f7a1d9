"""Would "the documents never mention X" be a good reason to decline? A probe over the kept question sets.

A reading tried in session 76 and not shipped: a question is declined when it holds a noun that the documents
never use in any form: not its light stem (:func:`gechat.text.stem`), no stem it is a prefix of or that is a
prefix of it (:func:`gechat.text.stem_among`), not its hyphen-joined or hyphen-split parts, and none of its
WordNet synonyms or derivations ("approval" of "approve"). The noun a question asks for is left out ("What brand
name ...", "Which composer ...", "What is the ratio ...": the answer fills it, the documents need not name it),
and so is a root word (spaCy's small model tags some verbs as nouns). Answerable questions it fires on would be
declined, so each fire among them is a loss; among the off-topic and near-miss questions the decision does not
decline today, a fire is a gain.

    .venv/bin/python eval/answers/probe_unmentioned.py [--md PATH]

Question sets: every ``eval/results/near_miss*.md`` (its documents and each question's recorded outcome),
``eval/answers/questions.jsonl`` on its four sample documents with the outcomes of
``eval/results/answers/default.jsonl``, and the HotpotQA dev sample under ``../shared/data/hotpotqa_sample``
(every question answerable from its ten paragraphs). Reads documents with the product's loaders; runs no model
but spaCy's parse of each question.
"""

from __future__ import annotations

import argparse
import collections
import json
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from gechat.entail.conflicts import ConflictChecker  # noqa: E402
from gechat.extkg import relwords  # noqa: E402
from gechat.wordnet import wordnet  # noqa: E402
from gechat.loaders import load_document  # noqa: E402
from gechat.settings import Settings  # noqa: E402
from gechat.text import content_stems, stem, stem_among  # noqa: E402

HOTPOT = REPO.parent / "shared" / "data" / "hotpotqa_sample" / "hotpot_dev_distractor_sample100.jsonl"
ANSWER_DOCS = ("NIST_SP_800-207_zero_trust_architecture_59p.pdf", "NIST_FIPS_199_security_categorization_13p.pdf",
               "USDOJ_Handbook_Chapter13_Standing_Trustees_2012_1page.docx", "Gutenberg_US_Army_Cooking_School_Recipes.txt")
_WH = {"what", "which", "whose"}
_ROW = re.compile(r"^\| (\w+) \| (\w+) \| (.*?) \| (.*?) \| [\d.]+ \|$", re.M)


def asked_for(tok) -> bool:
    """Is ``tok`` the noun the question asks for ("what brand", "which composer", "what is the ratio")?"""
    if any(c.lower_ in _WH for c in tok.children if c.dep_ in ("det", "attr", "nsubj")):
        return True
    return tok.head.lemma_ == "be" and tok.dep_ in ("nsubj", "attr") and any(c.lower_ in _WH for c in tok.head.children)


def used(word: str, vocab: set[str]) -> bool:
    """Do the documents (their stems ``vocab``) use ``word`` in some form?"""
    s = stem(word)
    if s in vocab or stem_among(s, vocab):
        return True
    if "-" in word:
        parts = [p for p in word.split("-") if p]
        return stem(word.replace("-", "")) in vocab or all(used(p, vocab) for p in parts)
    return False


def related(lemma: str) -> set[str]:
    """WordNet's synonyms and derivations of the noun ``lemma`` (its three most frequent senses)."""
    wn, out = wordnet(), set()
    try:
        senses = wn.synsets(lemma.lower(), pos="n")[:3]
    except Exception:  # noqa: BLE001 - a word WordNet cannot read has no relatives
        return out
    for sense in senses:
        for name in sense.lemma_names():
            out.update(name.lower().split("_"))
        for lem in sense.lemmas():
            out.update(relwords._derivations(wn, lem))
    return out - {lemma.lower()}


def unmentioned(question: str, vocab: set[str], parse) -> list[str]:
    """The question's nouns the documents never use, nor a synonym or derivation of them."""
    out = []
    for tok in parse(question):
        if tok.pos_ != "NOUN" or tok.tag_ not in ("NN", "NNS") or tok.dep_ == "ROOT" or asked_for(tok):
            continue
        if used(tok.text, vocab) or used(tok.lemma_, vocab):
            continue
        if any(len(r) > 2 and stem(r) in vocab for r in related(tok.lemma_)):
            continue
        out.append(tok.text)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--md", type=Path, help="also write the tables here")
    args = ap.parse_args()
    parse = ConflictChecker(Settings().spacy_model).parse
    stems: dict[str, set[str]] = {}

    def vocab_of(paths: list[str]) -> set[str]:
        out: set[str] = set()
        for p in paths:
            if p not in stems:
                stems[p] = set().union(*(content_stems(s.text) for s in load_document(REPO / p).sentences))
            out |= stems[p]
        return out

    counts: collections.Counter = collections.Counter()
    fires: list[str] = []
    for md in sorted((REPO / "eval" / "results").glob("near_miss*.md")):
        text = md.read_text(encoding="utf-8")
        docs = re.findall(r"`([^`]+)`", re.search(r"^Documents: (.*)$", text, re.M).group(1))
        found = re.search(r"questions: `([^`]+)`", text)
        qfile = REPO / (found.group(1) if found else "eval/answers/near_miss_questions.jsonl")
        questions = {q["id"]: q["question"] for q in map(json.loads, qfile.read_text().splitlines()) if q}
        vocab = vocab_of(docs)
        for qid, kind, _, outcome in _ROW.findall(text):
            if qid in questions:
                state = outcome.split(" ")[0]  # declined / answered / hit / miss
                hit = unmentioned(questions[qid], vocab, parse)
                counts[(kind, state, bool(hit))] += 1
                if hit:
                    fires.append(f"| {md.stem} {qid} | {kind} | {state} | {', '.join(hit)} | {questions[qid]} |")
    records = REPO / "eval" / "results" / "answers" / "default.jsonl"
    outcome = {r["id"]: r for r in map(json.loads, records.read_text().splitlines()) if "id" in r}
    vocab = vocab_of([f"sample_docs/{d}" for d in ANSWER_DOCS])
    for q in map(json.loads, (REPO / "eval" / "answers" / "questions.jsonl").read_text().splitlines()):
        r = outcome.get(q["id"], {})
        kind = "answerable" if q["answerable"] else "off_topic"
        state = "hit" if r.get("hit") else "declined" if r.get("outcome") == "not_covered" else "answered"
        hit = unmentioned(q["question"], vocab, parse)
        counts[(kind, state, bool(hit))] += 1
        if hit:
            fires.append(f"| questions {q['id']} | {kind} | {state} | {', '.join(hit)} | {q['question']} |")
    if HOTPOT.exists():
        for row in map(json.loads, HOTPOT.read_text().splitlines()):
            vocab = set().union(*(content_stems(s) for para in row["context"]["sentences"] for s in para),
                                *(content_stems(t) for t in row["context"]["title"]))
            hit = unmentioned(row["question"], vocab, parse)
            counts[("hotpotqa answerable", "—", bool(hit))] += 1
            if hit:
                fires.append(f"| hotpotqa {row['id'][:8]} | answerable | — | {', '.join(hit)} | {row['question']} |")
    lines = ["| kind | outcome today | questions | the probe fires |", "|---|---|---:|---:|"]
    for kind, state in sorted({(k, s) for k, s, _ in counts}):
        total = counts[(kind, state, True)] + counts[(kind, state, False)]
        lines.append(f"| {kind} | {state} | {total} | {counts[(kind, state, True)]} |")
    lines += ["", "| question | kind | outcome today | nouns never used | text |", "|---|---|---|---|---|", *fires]
    print("\n".join(lines))
    if args.md:
        args.md.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
