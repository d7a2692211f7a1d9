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


@pytest.mark.parametrize(("premise", "step"), [
    ("Former prosecutor turned judge Nadia Ferro dismissed the case.", "Judge Nadia Ferro dismissed the case."),
    ("Acting chief executive Maria Lopez was confirmed as permanent chief executive on Friday.",
     "Chief executive Maria Lopez was confirmed on Friday."),
    ("Deputy editor Ruth Gale, who was appointed editor last week, wrote the column.", "Editor Ruth Gale wrote the "
     "column."),
    ("Former finance minister Raj Patel warned that rates could rise.", "Raj Patel, who was previously finance "
     "minister, warned that rates could rise."),
    ("Vice-chancellor designate Marcus Thiel met student leaders.", "Marcus Thiel, who is due to become "
     "vice-chancellor, met student leaders."),
    ("Assistant professor Lin Wei published the study.", "Lin Wei, a professor of chemistry, published the study."),
    ("Former governor Tom Haas endorsed Governor Ana Brill's opponent.", "Governor Ana Brill's opponent was endorsed "
     "by Haas."),
])
def test_a_later_title_a_paraphrased_qualifier_or_no_title_of_the_person_is_no_reason(premise: str, step: str) -> None:
    assert qualified_title(premise, step) == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("Grace Tolland, the deputy police commissioner, confirmed two arrests.", "Police commissioner Grace Tolland "
     "confirmed two arrests."),
    ("Marcus Thiel, the vice-chancellor designate, met student leaders.", "Vice-chancellor Marcus Thiel met student "
     "leaders."),
])
def test_a_qualified_title_in_an_apposition_is_read(premise: str, step: str) -> None:
    assert "the step leaves out" in qualified_title(premise, step)


@pytest.mark.parametrize(("premise", "step", "reason"), [
    ("Visitors toured the former home of President Lincoln.", "Visitors toured the home of President Lincoln.", ""),
    ("Acting on behalf of President Ana Brill, the envoy signed the accord.", "The envoy signed the accord for "
     "President Ana Brill.", ""),
    ("Deputy Police Commissioner Grace Tolland, speaking for Commissioner Alan Rudd, confirmed arrests.",
     "Police Commissioner Grace Tolland confirmed arrests.", "the sentence calls Grace Tolland 'Deputy Police "
     "Commissioner'; the step leaves out 'deputy'"),
])
def test_function_words_end_a_title_and_title_case_is_read(premise: str, step: str, reason: str) -> None:
    assert qualified_title(premise, step) == reason
