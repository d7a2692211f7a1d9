"""The shipped offline judge on the hand-written contradiction/entailment table (tests/data/judge_pairs.jsonl).

A pair is judged right when the judge reads it the way the verdict stage would:
a contradiction when a conflict check fires or its contradiction reaches the
contradiction threshold; an entailment when entailment reaches the entailment
threshold and nothing contradicts. The table was written before the judge was
tuned; the issue asks for >= 90 % overall and >= 85 % of the role swaps.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gechat.entail.factory import make_entailer
from gechat.settings import Settings

TABLE = Path(__file__).resolve().parents[1] / "data" / "judge_pairs.jsonl"
ROWS = [json.loads(line) for line in TABLE.read_text().splitlines() if line.strip()]


@pytest.fixture(scope="module")
def verdicts() -> list[tuple[dict, bool]]:
    settings = Settings()
    judge = make_entailer(settings)
    out = []
    for row, j in zip(ROWS, judge.judge([r["premise"] for r in ROWS], [r["hypothesis"] for r in ROWS]), strict=True):
        contradicted = bool(j.conflict) or j.contradiction >= settings.contradiction_threshold
        entailed = j.entailment >= settings.entail_threshold and not contradicted
        out.append((row, contradicted if row["label"] == "contradiction" else entailed))
    return out


def test_table_covers_every_kind() -> None:
    kinds = {r["kind"] for r in ROWS}
    assert len(ROWS) >= 48
    assert kinds >= {"number", "date", "percentage", "unit", "negation", "antonym", "role_swap", "paraphrase"}
    assert {"The council approved the new bridge on Monday.", "Maria Lopez reports to David Chen."} <= {r["premise"] for r in ROWS}


def test_shipped_judge_gets_90_percent_right(verdicts: list[tuple[dict, bool]]) -> None:
    wrong = [r for r, ok in verdicts if not ok]
    assert sum(ok for _, ok in verdicts) / len(verdicts) >= 0.90, wrong


def test_shipped_judge_gets_85_percent_of_role_swaps(verdicts: list[tuple[dict, bool]]) -> None:
    swaps = [ok for r, ok in verdicts if r["kind"] == "role_swap"]
    assert len(swaps) >= 10
    assert sum(swaps) / len(swaps) >= 0.85


def test_every_contradiction_kind_is_caught_at_least_once(verdicts: list[tuple[dict, bool]]) -> None:
    caught = {r["kind"] for r, ok in verdicts if ok and r["label"] == "contradiction"}
    assert caught >= {"number", "date", "percentage", "unit", "negation", "antonym", "role_swap"}
