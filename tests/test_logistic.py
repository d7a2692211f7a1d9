from __future__ import annotations

import math

import pytest

from gechat.logistic import EPS, logit, sigmoid


def test_sigmoid_values_and_no_overflow_at_extreme_inputs():
    assert sigmoid(0.0) == 0.5
    assert sigmoid(math.log(3.0)) == pytest.approx(0.75)
    assert sigmoid(1e6) == pytest.approx(1.0) and sigmoid(-1e6) == pytest.approx(0.0, abs=1e-21)
    assert sigmoid(-1e6) == sigmoid(-50.0) > 0.0  # clipped at -50, not an OverflowError


def test_logit_inverts_sigmoid_and_stays_finite_at_0_and_1():
    for p in (0.01, 0.3, 0.5, 0.9):
        assert sigmoid(logit(p)) == pytest.approx(p)
    assert logit(1.0) == pytest.approx(math.log((1 - EPS) / EPS)) == -logit(0.0)
