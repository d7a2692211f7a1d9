"""A title the sentence gives a named person only with a qualifier (`gechat.entail.titles`, session 53)."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker
from gechat.entail.titles import qualified_title

TOLLAND = ("Deputy police commissioner Grace Tolland, speaking on behalf of Commissioner Alan Rudd, who is on leave, "
           "confirmed that three officers had been suspended.")
THIEL = ("Vice-chancellor designate Marcus Thiel, who formally takes office on 1 August, has already met staff "
         "unions to discuss the university's planned restructuring.")


@pytest.mark.parametrize(("premise", "step", "left_out"), [
    (TOLLAND, "Police commissioner Grace Tolland confirmed that three officers had been suspended.", "deputy"),
    (THIEL, "Vice-chancellor Marcus Thiel met staff unions.", "designate"),
    (THIEL, "Marcus Thiel has already taken office as vice-chancellor.", "designate"),
    ("Former finance minister Ana Roth said the plan would fail.", "Finance minister Ana Roth said the plan would "
     "fail.", "former"),
    ("President-elect Joe Cole met the outgoing president.", "President Joe Cole met his predecessor.", "elect"),
    ("The deputy director, Anna Berg, resigned.", "Director Anna Berg resigned.", "deputy"),
])
def test_a_title_without_its_qualifier_is_not_stated(check: ConflictChecker, premise: str, step: str,
                                                     left_out: str) -> None:
    assert qualified_title(premise, step).endswith(f"the step leaves out '{left_out}'")
    assert check.missing(premise, step) == qualified_title(premise, step)


@pytest.mark.parametrize(("premise", "step"), [
    ("Former finance minister Ana Roth said the plan would fail.", "Former finance minister Ana Roth criticised it."),
    ("Vice President Kamala Harris visited the plant.", "Kamala Harris visited the plant."),
    ("Vice President Kamala Harris visited the plant.", "Vice President Kamala Harris toured the plant."),
    ("Deputy mayor Ivo Lind met Mayor Sara Lind.", "Mayor Sara Lind met Ivo Lind."),
    ("Acting director Paula Kerr thanked her predecessor, Director Ian Holt.", "Director Ian Holt was thanked."),
])
def test_a_kept_qualifier_another_person_or_a_plain_title_is_no_reason(premise: str, step: str) -> None:
    assert qualified_title(premise, step) == ""
