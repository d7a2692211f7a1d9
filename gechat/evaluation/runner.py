"""The evaluation loop: cases x methods -> one JSON line per case, resumable.

Each line holds the case's identity and gold summary, the index-time costs
of its document (only on the first case that built them), and per method:
its metrics (:mod:`gechat.evaluation.scoring`), its support score and flag,
the top sentences it returned, and its cost (NLI pairs, LLM calls, prompt
and completion tokens, seconds), measured from the shared entailer's and
LLM's counters around the method's ``predict``. The query's embedding is
computed once per case before the methods run (recorded as
``query_embedding_seconds``), so no embedding method is charged for it.

A run appends to its JSONL file and skips (case, method) pairs already
there, so an interrupted run resumes where it stopped and a method added
later runs alone; readers merge a case's lines (later methods win).
"""

from __future__ import annotations

import hashlib
import json
import random
import time
import traceback
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from gechat.evaluation.baselines import IndexedDocument, Method, MethodOutput, Query, Resources, method_class
from gechat.evaluation.cases import EvalCase
from gechat.evaluation.documents import build_document
from gechat.evaluation.gold import Gold, resolve_gold
from gechat.evaluation.scoring import gold_vectors, score_output

Mode = Literal["oracle", "e2e"]
DOC_CACHE = 4  # documents kept indexed at once (Evidence Inference prompts share papers)
TOP_KEPT = 5


@dataclass
class RunSummary:
    done: int
    skipped: int
    failed_methods: int
    path: Path


def case_half(case_id: str) -> str:
    """"fit" or "report": tuning uses the fit half only, and figures are reported on the other."""
    return "fit" if int(hashlib.sha1(case_id.encode("utf-8")).hexdigest(), 16) % 2 == 0 else "report"


def select_cases(
    cases: Sequence[EvalCase], *, limit: int | None, seed: int, shuffle: bool = True, half: str | None = None
) -> list[EvalCase]:
    """A seeded sample: the same seed gives the same order, and a larger limit extends a smaller one.

    ``half`` keeps only the cases of one half (:func:`case_half`)."""
    out = [c for c in cases if half is None or case_half(c.case_id) == half]
    if shuffle:
        random.Random(seed).shuffle(out)
    return out[:limit] if limit is not None else out


def _raw_rows(path: Path) -> list[dict[str, Any]]:
    rows = []
    if path.is_file():
        with path.open(encoding="utf-8") as fh:
            for line in fh:
                line = line.strip()
                if not line:
                    continue
                try:
                    row = json.loads(line)
                except json.JSONDecodeError:
                    continue  # a half-written last line from an interrupted run: that work is redone
                if isinstance(row, dict) and "case_id" in row:
                    rows.append(row)
    return rows


def done_methods(path: Path) -> dict[str, set[str]]:
    """case id -> methods already recorded for it."""
    out: dict[str, set[str]] = {}
    for row in _raw_rows(path):
        out.setdefault(row["case_id"], set()).update(row.get("methods", {}))
    return out


def done_case_ids(path: Path) -> set[str]:
    return set(done_methods(path))


def read_rows(path: Path) -> list[dict[str, Any]]:
    """One row per case: later lines for a case add (or replace) methods and add index time."""
    merged: dict[str, dict[str, Any]] = {}
    for row in _raw_rows(path):
        prev = merged.get(row["case_id"])
        if prev is None:
            merged[row["case_id"]] = row
            continue
        prev.setdefault("methods", {}).update(row.get("methods", {}))
        for k, v in (row.get("index_seconds") or {}).items():
            prev.setdefault("index_seconds", {})[k] = round(prev["index_seconds"].get(k, 0.0) + v, 4)
    return list(merged.values())


def make_methods(names: Iterable[str], resources: Resources) -> list[Method]:
    return [method_class(n)(resources) for n in names]


def run_cases(
    cases: Sequence[EvalCase],
    methods: Sequence[Method],
    resources: Resources,
    out_path: Path,
    *,
    mode: Mode = "oracle",
    dataset: str = "",
    progress: bool = True,
    redo: Iterable[str] = (),
) -> RunSummary:
    """Run every method on every case, skipping (case, method) pairs already in ``out_path``
    unless the method is named in ``redo`` (its new results then replace the old ones)."""
    out_path.parent.mkdir(parents=True, exist_ok=True)
    done = done_methods(out_path)
    redo = set(redo)
    plan = []
    for c in cases:
        have = done.get(c.case_id, set()) - redo
        missing = [m for m in methods if m.name not in have]
        if missing:
            plan.append((c, missing))
    docs: OrderedDict[str, IndexedDocument] = OrderedDict()
    failed = 0
    bar = _bar(len(plan), dataset or out_path.stem, progress)
    with out_path.open("a", encoding="utf-8") as fh:
        for case, todo in plan:
            row = _run_case(case, todo, resources, docs, mode, dataset)
            failed += sum(1 for m in row["methods"].values() if "error" in m)
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
            fh.flush()
            if bar is not None:
                bar.update(1)
    if bar is not None:
        bar.close()
    return RunSummary(len(plan), len(cases) - len(plan), failed, out_path)


def _bar(total: int, desc: str, enabled: bool):
    if not enabled:
        return None
    from tqdm import tqdm

    return tqdm(total=total, desc=desc, unit="case")


def _indexed(case: EvalCase, resources: Resources, docs: OrderedDict[str, IndexedDocument]) -> IndexedDocument:
    key = case.document.cache_key
    if key in docs:
        docs.move_to_end(key)
        return docs[key]
    t0 = time.perf_counter()
    built = build_document(case.document, resources.settings)
    doc = IndexedDocument(built, resources)
    doc.index_seconds["load"] = round(time.perf_counter() - t0, 4)
    docs[key] = doc
    while len(docs) > DOC_CACHE:
        _, old = docs.popitem(last=False)
        ws = old._cache.get("workspace")
        if ws is not None and hasattr(ws, "close"):
            ws.close()
    return doc


def _run_case(case: EvalCase, methods: Sequence[Method], res: Resources,
              docs: OrderedDict[str, IndexedDocument], mode: Mode, dataset: str) -> dict[str, Any]:
    row: dict[str, Any] = {
        "case_id": case.case_id, "dataset": dataset, "mode": mode, "category": case.category,
        "kind": case.kind, "supported": case.supported, "has_evidence": case.has_evidence,
    }
    try:
        doc = _indexed(case, res, docs)
    except Exception as exc:  # an unreadable document fails the case, not the run
        row.update(error=f"{type(exc).__name__}: {exc}", methods={})
        return row
    before = dict(doc.index_seconds)
    gold = resolve_gold(case, doc.built)
    text = case.oracle_step if mode == "oracle" else case.question_or_claim
    query = Query(text=text, question=case.question_or_claim, doc=doc, case_id=case.case_id)
    row.update(
        query=text, n_sentences=len(doc.document.sentences),
        gold={"alternatives": len(gold.alternatives), "sentences": sorted(gold.sentence_union),
              "spans": [list(s) for s in gold.spans], "pages": sorted(gold.pages), "unresolved": gold.unresolved},
    )
    # the query is embedded once, before any method: the embedder's LRU cache would otherwise charge
    # it to whichever embedding method runs first
    t0 = time.perf_counter()
    res.embedder.encode([text])
    row["query_embedding_seconds"] = round(time.perf_counter() - t0, 4)
    gvecs = gold_vectors(gold, res.embedder) if gold.alternatives else None
    row["methods"] = {m.name: _run_method(m, query, gold, res, gvecs) for m in methods}
    # index work done for this case (first case of a document, or lazily by a method)
    row["index_seconds"] = {k: round(v - before.get(k, 0.0), 4) for k, v in doc.index_seconds.items()
                            if v - before.get(k, 0.0) > 0 or k not in before}
    return row


def _run_method(method: Method, query: Query, gold: Gold, res: Resources, gold_vecs=None) -> dict[str, Any]:
    pairs0 = res.entailer.pairs_scored
    usage0 = _usage(res)
    index0 = sum(query.doc.index_seconds.values())
    t0 = time.perf_counter()
    try:
        out: MethodOutput = method.predict(query)
    except Exception as exc:
        return {"error": f"{type(exc).__name__}: {exc}", "trace": traceback.format_exc(limit=3)[-600:],
                "cost": _cost(res, pairs0, usage0, t0)}
    cost = _cost(res, pairs0, usage0, t0)
    # per-document index work a method triggered lazily is index time, not query time
    cost["seconds"] = round(max(0.0, cost["seconds"] - (sum(query.doc.index_seconds.values()) - index0)), 4)
    result: dict[str, Any] = {
        "metrics": score_output(out, gold, query.doc.document, res.embedder, gold_vecs),
        "support_score": out.support_score,
        "flagged_unsupported": out.flagged_unsupported,
        "top": [sorted(g) for g in out.ranking[:TOP_KEPT]],
        "evidence": out.evidence_text[:400],
        "cost": cost,
        "settings": res.selection_label,
    }
    if out.info:
        result["info"] = out.info
    if cost["nli_pairs"]:
        result["entailer"] = res.entailer_label or f"{res.entailer.name} [{res.entailer.kind}]"
    return result


def _usage(res: Resources) -> tuple[int, int, int]:
    llm = res.llm_loaded
    if llm is None:
        return (0, 0, 0)
    return (llm.usage.calls, llm.usage.prompt_tokens, llm.usage.completion_tokens)


def _cost(res: Resources, pairs0: int, usage0: tuple[int, int, int], t0: float) -> dict[str, Any]:
    u = _usage(res)
    return {
        "seconds": round(time.perf_counter() - t0, 4),
        "nli_pairs": res.entailer.pairs_scored - pairs0,
        "llm_calls": u[0] - usage0[0],
        "prompt_tokens": u[1] - usage0[1],
        "completion_tokens": u[2] - usage0[2],
    }
