"""The two logistic maps every fitted score in GE-Chat uses (one implementation each).

``sigmoid`` clips its input to ±50 so that no weight or feature can overflow ``math.exp``;
``logit`` clips its probability to [``EPS``, 1 − ``EPS``] so that a judge's 0 or 1 stays finite
(the calibrated judge, the ``fitted`` evidence ranking and their fitting scripts read the same value).
"""

from __future__ import annotations

import math

EPS = 1e-4


def sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(min(z, 50.0), -50.0)))


def logit(p: float) -> float:
    p = min(max(p, EPS), 1.0 - EPS)
    return math.log(p / (1.0 - p))
