"""A sentence that only names two things together does not state a relation between them
(`gechat.entail.together`): the document-side twin of "steps that restate co-occurrence are never supported"."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker
from gechat.entail.together import only_coordinated, only_together


@pytest.mark.parametrize(("premise", "step"), [
    ("The annual report mentions both the Brennan Street depot and the fleet electrification programme in its "
     "section on capital commitments.", "The fleet electrification programme will be based at the Brennan Street depot."),
    ("Dr. Lena Fischer and Dr. Marco Bianchi are listed among the investigators at the Munich site of the trial.",
     "Dr. Lena Fischer supervises Dr. Marco Bianchi at the Munich site."),
    ("The health ministry's report discusses both aspirin and ibuprofen in its section on pain relief.",
     "The health ministry's report recommends ibuprofen over aspirin for pain relief."),
])
def test_things_named_together_are_no_relation(check: ConflictChecker, premise: str, step: str) -> None:
    reason = only_together(premise, step, check.parse)
    assert reason.startswith("the sentence only names them together (")
    assert check.missing(premise, step) == reason


@pytest.mark.parametrize(("premise", "step"), [
    ("The annual report mentions both the Brennan Street depot and the fleet electrification programme.",
     "The annual report mentions the fleet electrification programme."),  # naming, stated
    ("The report discusses both aspirin and ibuprofen and recommends ibuprofen for children.",
     "The report recommends ibuprofen for children."),  # the sentence says the relation too
    ("The depot will house both the electric buses and the charging equipment.",
     "The depot will house the electric buses."),  # no naming: a relation of its own
    ("Smith was named as chief executive in 2019.", "Smith became chief executive in 2019."),  # no two things
    ("The report, which mentions both the mayor and the council, found that crime fell by 10%.",
     "Crime dropped by 10%."),  # the sentence's own finding
])
def test_a_step_that_names_them_or_a_relation_the_sentence_gives_is_left_alone(check: ConflictChecker, premise: str,
                                                                               step: str) -> None:
    assert only_together(premise, step, check.parse) == ""


def test_a_step_root_with_a_subject_is_its_verb_however_tagged(check: ConflictChecker) -> None:
    assert only_together("The Halden Energy annual report lists both the Stavik wind farm and the Rensmoor gas plant "
                         "among the company's operating assets in 2022.",
                         "The Stavik wind farm supplies power to the Rensmoor gas plant.", check.parse)


@pytest.mark.parametrize(("premise", "step"), [
    ("President Ana Kovac and Chancellor Tomas Reiner shook hands at the start of the summit.", "Kovac met Reiner."),
    ("Ana Kovac and Tomas Reiner divorced in 2015 after twelve years of marriage.", "Kovac had been married to Reiner."),
    ("Ana Kovac and Tomas Reiner are first cousins.", "Kovac is related to Reiner."),
    ("The final between Ana Kovac and Tomas Reiner lasted four hours.", "Kovac played Reiner in the final."),
])
def test_two_names_of_the_sentences_own_relation_are_left_alone(check: ConflictChecker, premise: str,
                                                                 step: str) -> None:
    assert only_coordinated(premise, step, check.parse) == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("Prime Minister Ana Kovac and Chancellor Tomas Reiner both attended the energy summit in Riga.",
     "Ana Kovac met Tomas Reiner in Riga."),
    ("The sponsors of this year's Westbrook Marathon include Nordic Sportswear and Calder Bank.",
     "Calder Bank finances Nordic Sportswear."),
    ("The Greyfield neighbourhood is home to Linden Primary School and the Marsh Road fire station.",
     "The Marsh Road fire station is next to Linden Primary School."),
    ("Dr. Lena Voss and Dr. Amar Kettle both presented papers at the Geneva symposium.",
     "Dr. Lena Voss and Dr. Amar Kettle co-authored a paper."),
])
def test_names_side_by_side_state_no_relation(check: ConflictChecker, premise: str, step: str) -> None:
    assert only_coordinated(premise, step, check.parse)


@pytest.mark.parametrize(("premise", "step"), [
    ("Kovac and Reiner met in Riga on Tuesday.", "Kovac met Reiner."),
    ("Acme and Birch merged in 2010.", "Acme merged with Birch."),
    ("Prior to its acquisition of Delmar Foods, Ostrow Group sold its dairy division.",
     "Ostrow Group acquired Delmar Foods."),  # a comma alone ends a clause
    ("Dr. Lena Voss and Dr. Amar Kettle both presented papers at the Geneva symposium.",
     "Dr. Lena Voss and Dr. Amar Kettle presented papers."),
])
def test_a_relation_the_sentence_gives_is_left_alone(check: ConflictChecker, premise: str, step: str) -> None:
    assert only_coordinated(premise, step, check.parse) == ""
