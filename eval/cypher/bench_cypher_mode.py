"""Cypher mode on MetaQA 1/2/3-hop test questions, with and without the checker (issue 17).

Two parts, so that the checker's uplift shows apart from the LLM's skill:

- **gold**: the gold query of each question's type (``gechat.cypher.metaqa``)
  through the same ``run_query`` path, with and without the checker
  (``--gold-questions`` per hop count, seeded);
- **llm**: every named model writes one query per question and prompt style
  (zero/one/few-shot, schema in the prompt); that same query is then run with
  and without the checker. The checker's outcome on these real errors is
  sorted like the synthetic benchmark's: repaired (changed, now the gold
  query's rows), changed wrongly, refused, left alone (split by whether the
  LLM's query was already right).

A question is answered correctly (hit) when a returned value is a gold answer;
``exact`` when the returned set equals the gold set. Generated queries are
written to ``--record`` (JSON lines) and can be replayed with ``--replay``
instead of calling a model.

    python eval/cypher/bench_cypher_mode.py --gold-questions 200 --llm-questions 10 \\
        --models smollm2 gemma3-270m --out eval/results/cypher_mode.json --record eval/results/cypher_llm_queries.jsonl
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from eval.cypher.datasets import metaqa_questions, metaqa_reachable, open_kg  # noqa: E402
from gechat.cypher.metaqa import gold_query  # noqa: E402
from gechat.cypher.mode import generate, run_query  # noqa: E402
from gechat.cypher.prompts import METAQA_EXAMPLES, STYLES, extract_query  # noqa: E402
from gechat.errors import GraphStoreError, LLMError  # noqa: E402


def score(answers: list[str], gold: frozenset[str]) -> tuple[int, int]:
    got = set(answers)
    return int(bool(got & gold)), int(got == gold)


def gold_part(store, schema, n: int, seed: int) -> dict:
    out = {}
    for hops in (1, 2, 3):
        reach = metaqa_reachable(hops)
        qs = metaqa_questions(hops, "test", n, seed=seed + hops)
        row = {"questions": len(qs), "reachable": sum(q.text in reach for q in qs)}
        for use in (True, False):
            hit = exact = hit_r = 0
            t0 = time.perf_counter()
            for q in qs:
                a = run_query(q.text, gold_query(q.qtype, q.topic).render(), store, schema, use_checker=use)
                h, e = score(a.answers, q.answers)
                hit, exact = hit + h, exact + e
                hit_r += h if q.text in reach else 0
            key = "checked" if use else "unchecked"
            row[key] = {"hit": round(hit / len(qs), 3), "exact": round(exact / len(qs), 3),
                        "hit_reachable": round(hit_r / max(row["reachable"], 1), 3),
                        "ms_per_question": round(1000 * (time.perf_counter() - t0) / len(qs), 2)}
        out[f"{hops}-hop"] = row
    return out


def injected_part(store, schema, n: int, seed: int) -> dict:
    """The gold queries with one error an LLM makes injected (a repairable kind of ``eval/cypher/mutate.py``,
    drawn per question), run with and without the checker: the checker's uplift on MetaQA accuracy."""
    import random

    from eval.cypher.mutate import EXPECT, mutations

    repairable = [k for k, e in EXPECT.items() if e == "repair"]
    out = {}
    for hops in (1, 2, 3):
        rng = random.Random(seed * 100 + hops)
        qs = metaqa_questions(hops, "test", n, seed=seed + hops)
        row: dict = {"questions": len(qs), "kinds": {}}
        for use in (True, False):
            row["checked" if use else "unchecked"] = {"hit": 0, "exact": 0}
        for q in qs:
            options = {k: v for k, v in mutations(gold_query(q.qtype, q.topic), schema, rng).items()
                       if k in repairable and v}
            kind = rng.choice(sorted(options))
            row["kinds"][kind] = row["kinds"].get(kind, 0) + 1
            for use in (True, False):
                h, e = score(run_query(q.text, options[kind], store, schema, use_checker=use).answers, q.answers)
                key = "checked" if use else "unchecked"
                row[key]["hit"] += h
                row[key]["exact"] += e
        for key in ("checked", "unchecked"):
            row[key] = {k: round(v / len(qs), 3) for k, v in row[key].items()}
        out[f"{hops}-hop"] = row
    return out


def rows_of(store, text: str | None):
    if not text:
        return None
    try:
        return store.query(text).as_set()
    except GraphStoreError:
        return None


def recorded(path: Path) -> dict[tuple[str, str, str], dict]:
    """(model, style, question) -> the record of the query generated for it."""
    out = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            r = json.loads(line)
            out[(r["model"], r["style"], r["question"])] = r
    return out


def llm_part(store, schema, models: list[str], n: int, seed: int, record: Path | None, replay: Path | None,
             styles: tuple[str, ...] = STYLES, resume: bool = False) -> dict:
    """``resume``: queries already in ``record`` are reused (not generated again) and new ones appended."""
    from gechat.extkg.models import make_model
    from gechat.settings import Settings

    replayed = recorded(replay) if replay else {}
    done = recorded(record) if resume and record and record.exists() else {}
    settings = Settings.from_env(llm_max_tokens=160, llm_context_tokens=2048, llm_max_retries=0)
    results: dict = {}
    fh = record.open("a" if resume else "w", encoding="utf-8") if record else None
    for model in models:
        llm = None if replay else make_model(settings, model)
        for style in styles:
            acc = defaultdict(Counter)
            fixes = Counter()
            secs = []
            for hops in (1, 2, 3):
                for q in metaqa_questions(hops, "test", n, seed=seed + hops):
                    gold_rows = rows_of(store, gold_query(q.qtype, q.topic).render())
                    if replay:
                        query = extract_query(replayed[(model, style, q.text)]["generated"])
                    elif (model, style, q.text) in done:
                        query = done[(model, style, q.text)]["generated"]
                        if "seconds" in done[(model, style, q.text)]:
                            secs.append(done[(model, style, q.text)]["seconds"])
                    else:
                        t0 = time.perf_counter()
                        try:
                            query = generate(llm, q.text, schema, style, METAQA_EXAMPLES)
                        except LLMError as exc:
                            query = f"-- LLM error: {exc}"
                        secs.append(time.perf_counter() - t0)
                        if fh:
                            fh.write(json.dumps({"model": model, "style": style, "hops": hops, "question": q.text,
                                                 "generated": query, "seconds": round(secs[-1], 2)},
                                                ensure_ascii=False) + "\n")
                            fh.flush()
                    for use in (True, False):
                        a = run_query(q.text, query, store, schema, use_checker=use)
                        h, e = score(a.answers, q.answers)
                        key = f"{hops}-hop/{'checked' if use else 'unchecked'}"
                        acc[key]["hit"] += h
                        acc[key]["exact"] += e
                        acc[key]["n"] += 1
                        if use:
                            fixes[_outcome(a, store, gold_rows)] += 1
            results[f"{model}/{style}"] = {
                "accuracy": {k: {"hit": round(v["hit"] / v["n"], 3), "exact": round(v["exact"] / v["n"], 3), "n": v["n"]}
                             for k, v in acc.items()},
                "checker_on_llm_queries": dict(fixes),
                "s_per_query": round(sum(secs) / len(secs), 2) if secs else None,
            }
            print(model, style, json.dumps(results[f"{model}/{style}"]), flush=True)
    if fh:
        fh.close()
    return results


def _outcome(a, store, gold_rows) -> str:
    c = a.check
    if c is None or not c.accepted:
        return "refused"
    if not c.changed:
        right = rows_of(store, c.query) == gold_rows
        return "left alone (already right)" if right else "left alone (wrong)"
    return "repaired" if rows_of(store, c.query) == gold_rows else "changed wrongly"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--gold-questions", type=int, default=200)
    ap.add_argument("--llm-questions", type=int, default=10, help="questions per hop count for each LLM and style")
    ap.add_argument("--models", nargs="*", default=["smollm2", "gemma3-270m"])
    ap.add_argument("--seed", type=int, default=17)
    ap.add_argument("--cache", type=Path, default=Path("/tmp/gechat-graphdb-cache"))
    ap.add_argument("--record", type=Path, default=None)
    ap.add_argument("--replay", type=Path, default=None)
    ap.add_argument("--out", type=Path, default=None)
    ap.add_argument("--styles", nargs="*", default=list(STYLES), choices=list(STYLES))
    ap.add_argument("--resume", action="store_true",
                    help="reuse the queries already in --record (generate only the missing ones) and append to it")
    args = ap.parse_args()
    if args.replay and not args.out:
        ap.error("--replay needs --out")
    store, schema, _ = open_kg("metaqa", args.cache)
    report = {"seed": args.seed, "gold": gold_part(store, schema, args.gold_questions, args.seed)}
    print(json.dumps(report["gold"]), flush=True)
    report["gold_with_errors"] = injected_part(store, schema, args.gold_questions, args.seed)
    print(json.dumps(report["gold_with_errors"]), flush=True)
    if args.models and args.llm_questions:
        report["llm"] = llm_part(store, schema, args.models, args.llm_questions, args.seed, args.record, args.replay,
                                 tuple(args.styles), args.resume)
    if args.out:
        args.out.write_text(json.dumps(report, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
