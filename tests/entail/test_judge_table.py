"""The shipped offline judge on the hand-written contradiction/entailment table (tests/data/judge_pairs.jsonl).

A pair is judged right when the judge reads it the way the verdict stage would:
a contradiction when a conflict check fires or its contradiction reaches the
contradiction threshold; an entailment when entailment reaches the entailment
threshold and nothing contradicts. The table was written before the judge was
tuned; the issue asks for >= 90 % overall and >= 85 % of the role swaps.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from gechat.entail.factory import make_entailer
from gechat.settings import Settings

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "eval" / "nli"))
from judge_table import right  # noqa: E402  (the verdict rule, shared with the report)

TABLE = Path(__file__).resolve().parents[1] / "data" / "judge_pairs.jsonl"
ROWS = [json.loads(line) for line in TABLE.read_text().splitlines() if line.strip()]


@pytest.fixture(scope="module")
def verdicts() -> list[tuple[dict, bool]]:
    settings = Settings()
    judge = make_entailer(settings)
    judged = judge.judge([r["premise"] for r in ROWS], [r["hypothesis"] for r in ROWS])
    return [(row, right(row, j, settings)) for row, j in zip(ROWS, judged, strict=True)]


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
