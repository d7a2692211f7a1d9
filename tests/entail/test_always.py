"""A step that denies for all time ("never") against a sentence of one time or of now (`gechat.entail.always`), and
the judge's reading of such pairs: never supported; contradicted where the sentence says the act happened."""

from __future__ import annotations

import pytest

from gechat.entail.always import denied_for_all_time, never_unstated, speaks_of_every_time
from gechat.entail.conflicts import ConflictChecker
from gechat.entail.denials_reworded import polarity_agreement


@pytest.mark.parametrize(("step", "word"), [
    ("The store never closed.", "closed"),
    ("The road was never closed to traffic.", "closed"),
    ("The museum has never once lent the painting abroad.", "lent"),
    ("The economy was never weak.", "weak"),
    ("The store closed in 2015.", ""),
])
def test_the_word_never_denies(step: str, word: str) -> None:
    assert denied_for_all_time(step) == word


@pytest.mark.parametrize(("text", "every"), [
    ("The company has never lost a contract.", True),
    ("Not once did Sarah miss a rehearsal.", True),
    ("At no point did the bridge close.", True),
    ("The library stayed open throughout the heatwave.", True),
    ("The road has always been open.", True),
    ("The store opened in 2010.", False),
    ("The museum did not lend the painting abroad in 2019.", False),
])
def test_a_sentence_that_speaks_of_every_time(text: str, every: bool) -> None:
    assert speaks_of_every_time(text) is every


@pytest.mark.parametrize(("premise", "hypothesis"), [
    ("The store opened in 2010.", "The store never closed."),
    ("The road is open to traffic.", "The road was never closed to traffic."),
    ("The economy remained strong in 2019.", "The economy was never weak."),
    ("The museum did not lend the painting abroad in 2019.", "The museum never lent the painting abroad."),
    ("Marsh did not marry.", "Marsh never married."),
])
def test_one_time_does_not_say_never(check: ConflictChecker, premise: str, hypothesis: str) -> None:
    assert "'never " in never_unstated(premise, hypothesis)
    assert "'never " in check.missing(premise, hypothesis)
    assert not check.restates(premise, hypothesis)  # "opened" is no "never closed", as "is open" is "is not closed"


@pytest.mark.parametrize(("premise", "hypothesis"), [
    ("The company won the contract in 2019 but lost it in 2022.", "The company never lost the contract."),  # the
    # sentence says it happened: it may contradict the step
    ("The company has never lost a contract.", "The company never lost a contract."),
    ("Not once did Sarah miss a rehearsal.", "Sarah never missed a rehearsal."),
    ("The Wexley public library stayed open throughout the heatwave.", "The library never closed during the heatwave."),
    ("The board approved the budget.", "The council never met in May."),  # not the sentence's matter
    ("The defendant had no previous convictions.", "The defendant had never been convicted before."),
    ("The safe must be kept locked at all times.", "The safe must never be left unlocked."),
    ("She remained unmarried all her life.", "She never married."),
])
def test_never_is_left_to_other_readings(premise: str, hypothesis: str) -> None:
    assert never_unstated(premise, hypothesis) == ""


def test_what_the_sentence_says_once_was_so_is_held_back_but_contestable(check: ConflictChecker) -> None:
    premise, step = "The factory no longer produces cars.", "The factory never produced cars."
    assert "once did" in never_unstated(premise, step)
    assert check.can_contest(premise, step)  # it used to: the model may read the contradiction
    # "a single" within a year the sentence names is no "never"
    assert "'never won'" in never_unstated("The company did not win a single contract in 2021.",
                                           "The company never won a contract.")


def test_an_antonym_denied_for_all_time_is_no_restatement() -> None:
    assert polarity_agreement("The tunnel is narrow.", "The tunnel is not wide.")  # one time, both sides
    assert not polarity_agreement("The store opened in 2010.", "The store never closed.")
    assert polarity_agreement("The bridge did not close.", "The bridge stayed open.")


def test_the_judge_does_not_support_never_with_one_time() -> None:
    from gechat.entail.factory import make_entailer
    from gechat.settings import Settings

    settings = Settings()
    judge = make_entailer(settings)
    premises = ["The store opened in 2010.", "The company won the contract in 2019 but lost it in 2022.",
                "The store closed in 2015."]
    steps = ["The store never closed.", "The company never lost the contract.", "The store never closed."]
    opened, lost, closed = judge.judge(premises, steps)
    assert opened.missing and "'never closed'" in opened.missing  # not supported, whatever the model reads
    assert lost.contradiction >= settings.contradiction_threshold or lost.conflict
    assert closed.conflict  # the step denies what the sentence states
