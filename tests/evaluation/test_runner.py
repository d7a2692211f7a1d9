"""The run loop on a tiny test-built dataset: per-case JSONL, resume, costs, report."""

from __future__ import annotations

import json

import pytest

from gechat.embed import Embedder
from gechat.evaluation import runner
from gechat.evaluation.baselines import Resources
from gechat.evaluation.cases import CaseDocument, EvalCase, ReferenceEvidence
from gechat.evaluation.report import summarise, write_report
from gechat.settings import Settings

SENTENCES = (
    "The reactor was shut down in 1986 after the accident.",
    "Tourists visit the exclusion zone every summer.",
    "Wolves and horses now roam the abandoned villages.",
    "The new safe confinement was finished in 2016.",
)


def _case(i: int, claim: str, gold: int | None) -> EvalCase:
    return EvalCase(
        case_id=f"case-{i}", category="supported" if gold is not None else "not_supported",
        documents=(CaseDocument(name="zone", sentences=SENTENCES),),
        question_or_claim=claim,
        reference_evidence=ReferenceEvidence(sentence_sets=((gold,),) if gold is not None else ()),
        kind="claim", supported=gold is not None,
    )


CASES = [
    _case(1, "The reactor was shut down in 1986.", 0),
    _case(2, "Wolves roam the abandoned villages.", 2),
    _case(3, "The zone has a casino built in 1990.", None),
    _case(4, "The new safe confinement was finished in 2016.", 3),
]


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    return Embedder()


@pytest.fixture
def resources(embedder, overlap_entailer) -> Resources:
    return Resources(settings=Settings(), embedder=embedder, entailer=overlap_entailer, seed=7)


def test_second_run_skips_done_cases(tmp_path, resources):
    out = tmp_path / "cases.jsonl"
    methods = runner.make_methods(["random", "bm25", "cosine", "nli_all"], resources)
    first = runner.run_cases(CASES[:3], methods, resources, out, progress=False)
    assert (first.done, first.skipped) == (3, 0)
    pairs_before = resources.entailer.pairs_scored
    second = runner.run_cases(CASES, methods, resources, out, progress=False)
    assert (second.done, second.skipped) == (1, 3)
    # only the new case was scored by NLI: 4 sentences, one pair each
    assert resources.entailer.pairs_scored - pairs_before == 4
    rows = runner.read_rows(out)
    assert [r["case_id"] for r in rows] == ["case-1", "case-2", "case-3", "case-4"]
    by_id = {r["case_id"]: r for r in rows}
    nli = by_id["case-1"]["methods"]["nli_all"]
    assert nli["metrics"]["hit1"] == 1.0 and nli["top"][0] == [0]
    assert nli["cost"]["nli_pairs"] == 4 and nli["cost"]["llm_calls"] == 0
    assert by_id["case-1"]["methods"]["bm25"]["cost"]["nli_pairs"] == 0
    # the unsupported claim has no evidence metrics but a support score and a flag
    unsupp = by_id["case-3"]["methods"]["nli_all"]
    assert unsupp["metrics"] == {} and unsupp["flagged_unsupported"] is True
    assert by_id["case-4"]["methods"]["nli_all"]["flagged_unsupported"] is False


def test_half_written_line_is_redone(tmp_path, resources):
    out = tmp_path / "cases.jsonl"
    methods = runner.make_methods(["bm25"], resources)
    runner.run_cases(CASES[:1], methods, resources, out, progress=False)
    with out.open("a") as fh:
        fh.write('{"case_id": "case-2", "meth')  # interrupted mid-write
    assert runner.done_case_ids(out) == {"case-1"}


def test_seeded_sample_is_stable_and_extends():
    a = runner.select_cases(CASES, limit=2, seed=3)
    b = runner.select_cases(CASES, limit=3, seed=3)
    assert [c.case_id for c in b[:2]] == [c.case_id for c in a]
    assert len(runner.select_cases(CASES, limit=None, seed=3)) == 4


def test_report_tables_and_plots(tmp_path, resources):
    out = tmp_path / "cases.jsonl"
    methods = runner.make_methods(["random", "nli_all"], resources)
    runner.run_cases(CASES, methods, resources, out, progress=False)
    rows = runner.read_rows(out)
    summary = summarise(rows)
    assert summary["nli_all"]["hit1"] == 1.0
    assert summary["nli_all"]["n_hit1"] == 3  # the unsupported claim is left out of evidence metrics
    assert summary["nli_all"]["auroc"] == 1.0  # overlap is lowest for the invented claim
    assert summary["nli_all"]["flag_recall"] == 1.0
    assert summary["nli_all"]["nli_pairs"] == 4
    path = write_report(rows, tmp_path / "report", title="tiny")
    text = path.read_text()
    assert "| nli_all | 4 |" in text
    assert (tmp_path / "report" / "metrics.png").stat().st_size > 1000
    assert (tmp_path / "report" / "cost_vs_accuracy.png").stat().st_size > 1000
    assert json.loads(out.read_text().splitlines()[0])["mode"] == "oracle"


def test_a_method_added_later_runs_alone_and_redo_replaces(tmp_path, resources):
    out = tmp_path / "cases.jsonl"
    runner.run_cases(CASES[:2], runner.make_methods(["bm25"], resources), resources, out, progress=False)
    pairs0 = resources.entailer.pairs_scored
    again = runner.run_cases(CASES[:2], runner.make_methods(["bm25", "nli_all"], resources), resources, out,
                             progress=False)
    assert again.done == 2 and resources.entailer.pairs_scored - pairs0 == 8
    rows = runner.read_rows(out)
    assert len(rows) == 2 and all(set(r["methods"]) == {"bm25", "nli_all"} for r in rows)
    assert rows[0]["methods"]["nli_all"]["entailer"] == "overlap-fake [similarity]"
    assert "entailer" not in rows[0]["methods"]["bm25"]
    # nothing left to do ...
    assert runner.run_cases(CASES[:2], runner.make_methods(["bm25", "nli_all"], resources), resources, out,
                            progress=False).done == 0
    # ... unless a method is redone
    pairs1 = resources.entailer.pairs_scored
    redo = runner.run_cases(CASES[:2], runner.make_methods(["bm25", "nli_all"], resources), resources, out,
                            progress=False, redo=["nli_all"])
    assert redo.done == 2 and resources.entailer.pairs_scored - pairs1 == 8
    assert len(out.read_text().splitlines()) == 6 and len(runner.read_rows(out)) == 2
