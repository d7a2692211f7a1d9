"""Benchmark: does the judge read a short answer item with its question? (issue 12: a Supported badge on a
phrase that only names something the sentence names)

    .venv/bin/python eval/answers/bench_claims.py [--out eval/results/claims.md] [--jsonl FILE]

For every answerable question of ``eval/answers/questions.jsonl`` whose gold string stands in a sentence
of its sample document, that sentence (the one holding the gold with most of the question's words) is the
premise, and the hypotheses are:

- the right answer: the gold string, as a short answer item of an LLM gives it ("United States Trustee");
- wrong answers: the other noun phrases of the same sentence (spaCy's noun chunks, the gold's words and the
  question's own phrases left out), the wrong answers a small LLM gives from the passage it was shown
  ("PEP" for "Which component is responsible for establishing … the communication path …?").

Each is judged twice by the shipped offline judge (NLI + overlap, with the conflict checks): as the item
alone (how items were judged before ``gechat/claimed.py``), and as the pipeline now judges an answer item
(``gechat.slots.readings``: "Yes" / "No" as the question's statement; any other phrase only against the sentences
most about the question, ranked by ``retrieval.retrieve`` over the document, and through ``Reading.read``). A pair
counts as Supported when the judge's entailment reaches the pipeline's threshold (0.5), no conflict check fires
and nothing is missing, which is what a Supported badge needs of its sentence. Reported: right answers Supported
(kept) and wrong answers Supported (false greens), each way.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(HERE))

from goldmatch import contains, normalise  # noqa: E402

from gechat.embed import Embedder  # noqa: E402
from gechat.slots import readings  # noqa: E402
from gechat.entail.conflicts import ConflictChecker  # noqa: E402
from gechat.entail.factory import make_offline_entailer, with_conflict_checks  # noqa: E402
from gechat.loaders import load_document  # noqa: E402
from gechat.retrieval import retrieve  # noqa: E402
from gechat.records import ScoredSentence, Step  # noqa: E402
from gechat.settings import Settings  # noqa: E402
from gechat.text import content_words  # noqa: E402

QUESTIONS = HERE / "questions.jsonl"
THRESHOLD = 0.5
WRONG_PER_QUESTION = 3


def gold_sentence(doc, question: str, gold: list[str]):
    """The sentence that holds a gold string with most of the question's words, and that gold string."""
    asked = set(content_words(question))
    best = None
    for s in doc.sentences:
        g = next((g for g in gold if contains(s.text, g)), None)
        if g is None or len(s.text.split()) > 80:
            continue
        key = len(asked & set(content_words(s.text)))
        if best is None or key > best[0]:
            best = (key, s, g)
    return (best[1], best[2]) if best else None


def wrong_answers(parse, sentence: str, question: str, gold: str) -> list[str]:
    """Noun phrases of the sentence that are not the answer: none overlapping the gold's words."""
    gold_words = set(content_words(gold))
    out: list[str] = []
    for chunk in parse(sentence).noun_chunks:
        text = chunk.text.strip()
        words = set(content_words(text))
        if not words or words & gold_words or normalise(text) in normalise(gold) or text.lower() in ("it", "they"):
            continue
        if text not in out:
            out.append(text)
    return out[:WRONG_PER_QUESTION]


def judge(entailer, premises: list[str], hypotheses: list[str]) -> list[bool]:
    """Would each pair make a Supported badge: entailment at the threshold, no conflict, nothing missing?"""
    js = entailer.judge(premises, hypotheses) if hypotheses else []
    return [j.entailment >= THRESHOLD and not j.conflict and not j.missing for j in js]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=str(REPO / "eval" / "results" / "claims.md"))
    ap.add_argument("--jsonl", default="")
    args = ap.parse_args(argv)
    settings = Settings()
    entailer = with_conflict_checks(make_offline_entailer(settings=settings), settings)
    parse = ConflictChecker(settings.spacy_model).parse
    embedder = Embedder()
    docs: dict[str, object] = {}
    questions = [q for q in map(json.loads, QUESTIONS.read_text().splitlines()) if q.get("answerable")]
    found: dict[str, tuple] = {}
    for q in questions:
        if q["doc"] not in docs:
            docs[q["doc"]] = load_document(REPO / "sample_docs" / q["doc"])
        got = gold_sentence(docs[q["doc"]], q["question"], q["gold"])
        if got is not None:
            found[q["id"]] = (got[0], got[1])
    rows = []
    t0 = time.time()
    for n, q in enumerate(questions):
        if q["id"] not in found:
            continue
        sentence, gold = found[q["id"]]
        cases = [("right", gold, sentence)]
        cases += [("same sentence", w, sentence) for w in wrong_answers(parse, sentence.text, q["question"], gold)]
        others = [o for o in questions[n + 1:] + questions[:n] if o["doc"] == q["doc"] and o["id"] in found
                  and not any(contains(found[o["id"]][1], g) or contains(g, found[o["id"]][1]) for g in q["gold"])
                  and found[o["id"]][0].id != sentence.id]
        cases += [("other sentence", found[o["id"]][1], found[o["id"]][0]) for o in others[:WRONG_PER_QUESTION]]
        ranked = retrieve(q["question"], docs[q["doc"]].sentences, embedder)
        alone = judge(entailer, [c[2].text for c in cases], [c[1] for c in cases])
        items = []
        for (kind, item, sent), a in zip(cases, alone):
            (r,) = readings(q["question"], [Step("A1", item, "generated")], ranked, parse, entailer, THRESHOLD)
            why = ""
            if r.offer is not None and sent.id not in {s.id for s in r.offer}:
                why = "not among the sentences most about the question"
            else:
                (j,) = entailer.judge([sent.text], [r.step.text])
                scored = ScoredSentence(sent, j.entailment, 0.0, 0.0, j.neutral, j.contradiction, j.conflict,
                                        missing=j.missing, unstated=j.unstated)
                scored = r.read(scored) if r.read else scored
                why = "" if scored.entails(THRESHOLD) else (scored.missing or scored.conflict or "not entailed")
            items.append({"kind": kind, "item": item, "sentence": sent.text, "statement": r.claim,
                          "alone": a, "with_question": not why, "why": why})
        rows.append({"id": q["id"], "question": q["question"], "items": items})
    seconds = time.time() - t0
    if args.jsonl:
        Path(args.jsonl).write_text("".join(json.dumps(r) + "\n" for r in rows))
    Path(args.out).write_text(report(rows, seconds))
    print(Path(args.out).read_text())
    return 0


def report(rows: list[dict], seconds: float) -> str:
    items = [i for r in rows for i in r["items"]]

    def count(kind, key):
        group = [i for i in items if i["kind"] == kind]
        return f"{sum(i[key] for i in group)}/{len(group)}"

    lines = [
        "# Short answer items read with their question",
        "",
        f"Generated by `python eval/answers/bench_claims.py` ({len(rows)} answerable questions of "
        f"`eval/answers/questions.jsonl` whose gold string stands in a sentence of its document; {seconds:.0f} s).",
        "",
        "| answer item, and the sentence it is judged against | Supported, item alone | Supported, item read "
        "with its question |",
        "|---|---:|---:|",
        f"| right: the gold string, the sentence that holds it | {count('right', 'alone')} | "
        f"{count('right', 'with_question')} |",
        f"| wrong: another noun phrase of that sentence | {count('same sentence', 'alone')} | "
        f"{count('same sentence', 'with_question')} |",
        f"| wrong: the answer to another question on the same document, its sentence | "
        f"{count('other sentence', 'alone')} | {count('other sentence', 'with_question')} |",
        "",
    ]
    for kind, title in (("right", "Right answers no longer Supported"),
                        ("same sentence", "Wrong answers from the same sentence still Supported"),
                        ("other sentence", "Wrong answers from another sentence still Supported")):
        lines += [f"## {title}", ""]
        for r in rows:
            for i in r["items"]:
                if i["kind"] != kind or not i["alone"] or (i["with_question"] != (kind != "right")):
                    continue
                lines.append(f"- {r['id']} \"{r['question']}\" — \"{i['item']}\" (read as \"{i['statement']}\"; "
                             f"sentence: \"{' '.join(i['sentence'].split())[:140]}\")"
                             + (f": {i['why']}" if i["why"] else ""))
        lines.append("")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    raise SystemExit(main())
