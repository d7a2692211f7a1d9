"""Years as spans: a decade, a bound ("after 2020", "since 2015") or a range holds the years inside it."""

from __future__ import annotations

import pytest

from gechat.entail import years
from gechat.entail.conflicts import find_conflict
from gechat.entail.notation import aligned
from gechat.entail.unstated import unstated_figure
from gechat.entail.quantities import quantities


def test_years_are_read_with_their_bounds() -> None:
    read = {(q.value, q.unit) for q in quantities(
        "The pier, built in the 1890s, was closed after 2019 and has been listed since 1985; repairs ran "
        "between 2001 and 2004.") if q.kind == "year"}
    assert read == {(1890.0, "s"), (2019.0, ">"), (1985.0, ">="), (2001.0, "-2004")}
    assert years.span(1890, "s") == (1890, 1899) and years.span(2019, ">")[0] == 2020
    assert years.show(2001, "-2004") == "between 2001 and 2004" and years.show(1890, "s") == "the 1890s"


@pytest.mark.parametrize(("premise", "step"), [
    ("The lighthouse was first lit in 1874 by the harbour board.", "The lighthouse was first lit in the 1870s."),
    ("Every lease signed after 2018 carries a break clause.", "Leases signed in 2021 carry a break clause."),
    ("The archive has been closed to researchers since 2016.", "The archive was closed to researchers in 2019."),
    ("The tram line was extended between 1996 and 2003.", "The tram line was extended in 1999."),
])
def test_a_year_inside_the_span_is_no_conflict(premise: str, step: str) -> None:
    assert find_conflict(premise, step) == ""


@pytest.mark.parametrize(("premise", "step", "said"), [
    ("The lighthouse was first lit in 1874 by the harbour board.", "The lighthouse was first lit in the 1880s.",
     "the 1880s"),
    ("Every lease signed after 2018 carries a break clause.", "Leases signed in 2016 carry a break clause.", "2016"),
    ("The tram line was extended between 1996 and 2003.", "The tram line was extended in 2007.", "2007"),
    ("The company was founded in 2014 in Tallinn.", "The company was founded in 2017.", "2017"),
])
def test_a_year_outside_the_span_conflicts(premise: str, step: str, said: str) -> None:
    assert find_conflict(premise, step).startswith(f"the step says {said};")


def test_a_span_states_only_the_years_it_holds() -> None:
    # "in 1874" states "in the 1870s"; "after 2018" does not state "in 2021" (it allows it)
    assert unstated_figure("The lighthouse was first lit in 1874.", "The lighthouse was first lit in the 1870s.") == ""
    assert unstated_figure("The museum reopened in 2022.", "The museum reopened after 2020.") == ""
    assert "2021" in unstated_figure("Every lease signed after 2018 carries a break clause.",
                                     "Leases signed in 2021 carry a break clause.")
    assert "no such year" in unstated_figure("The lighthouse was first lit in 1874.", "It was first lit in the 1860s.")


@pytest.mark.parametrize(("premise", "step"), [
    # a number that counts something is no year, and the word before it no bound
    ("The battery keeps 80% of its capacity after 1500 charge cycles.", "The battery keeps 80% of its capacity "
     "after 1000 charge cycles."),
    ("The plant cut its workforce by 1200 jobs.", "The plant cut its workforce by 1800 jobs."),
])
def test_a_count_after_a_bound_word_is_still_a_count(premise: str, step: str) -> None:
    assert find_conflict(premise, step).startswith("the step says ")


def test_a_start_is_said_only_by_the_same_start() -> None:
    assert "since 1990" in unstated_figure("The firm was founded in 1998.", "The firm has existed since 1990.")
    assert unstated_figure("The archive has been closed since 2016.", "The archive has been closed since 2016.") == ""
    assert quantities("The figures come from 2015.")[0].unit == ""  # "from 2015" alone is the year


@pytest.mark.parametrize(("premise", "step", "written"), [
    ("Since 2016 the depot has repaired the region's trams, the operator's 2023 report says.",
     "The depot repaired the region's trams in 2019.", "since 2016"),
    ("The harbour wall was rebuilt between 1996 and 2003.", "The harbour wall was rebuilt in 1999.", "between 1996 and 2003"),
])
def test_a_year_inside_a_since_or_between_span_is_stated_and_read_as_the_span(premise: str, step: str,
                                                                              written: str) -> None:
    assert unstated_figure(premise, step) == ""
    assert written in aligned(premise, step)


def test_a_span_holds_no_year_the_sentence_gives_the_same_thing_otherwise() -> None:
    premise = "The bakery opened in 2010 and has made a profit since 2015."
    assert unstated_figure(premise, "The bakery opened in 2016.") == "the step gives 2016; the sentence states no such figure"
    assert not years.during(2022, 2020, ">")  # "after 2020" says nothing of any one year


@pytest.mark.parametrize(("premise", "step"), [
    # an onset, another predicate, a passive against "since", or a figure over the span: not said of that year
    ("She has been chief executive since 2018.", "She became chief executive in 2020."),
    ("The band has toured every year since 2008.", "The band formed in 2011."),
    ("The company has been listed on the stock exchange since 2004.", "The company was listed on the stock exchange in 2010."),
    ("The survey was conducted between 2019 and 2021.", "The survey was published in 2020."),
    ("Since 2015 the city has planted 10,000 trees.", "The city planted 10,000 trees in 2019."),
])
def test_a_span_does_not_date_an_onset_another_predicate_or_a_total(premise: str, step: str) -> None:
    assert unstated_figure(premise, step).startswith("the step gives ")
    assert aligned(premise, step) == step


def test_a_year_a_full_date_gives_is_stated() -> None:
    # "October 2019" gives the year 2019: the decade of another event in the sentence is no rival
    premise = ("The bridge, which the provincial government had planned since the early 1990s, was finally opened to "
               "traffic in October 2019 after repeated delays.")
    assert find_conflict(premise, "The bridge opened to traffic in 2019.") == ""
    assert "2018" in find_conflict(premise, "The bridge opened to traffic in 2018.")


@pytest.mark.parametrize(("premise", "step"), [
    ("The vaccine was approved by regulators on 3 February 2021.", "The vaccine was approved before March 2021."),
    ("Construction of the new terminal was finished in May, several weeks ahead of schedule.",
     "The new terminal was finished by June."),
    ("The factory operated continuously from 1952 until it closed in 1998.", "The factory operated in 1970."),
])
def test_a_steps_bound_holds_the_sentences_date(premise: str, step: str) -> None:
    assert find_conflict(premise, step) == ""
    assert unstated_figure(premise, step) == ""


@pytest.mark.parametrize(("premise", "step", "said"), [
    ("The vaccine was approved by regulators on 3 April 2021.", "The vaccine was approved before March 2021.",
     "3 April"),
    ("Construction of the new terminal was finished in July.", "The new terminal was finished by June.", "July"),
    ("Applications must be submitted by 30 June; late entries are not accepted.",
     "Applications must be submitted by 30 July.", "30 June"),  # two deadlines: the sentence's is a bound too
    ("The factory operated continuously from 1952 until it closed in 1998.", "The factory operated in 2001.", "1952"),
])
def test_a_date_outside_the_steps_bound_conflicts(premise: str, step: str, said: str) -> None:
    assert said in find_conflict(premise, step)


def test_a_span_holds_a_state_said_to_go_on() -> None:
    premise = "The chemical plant operated from 1952 until it closed in 1998 after a series of safety violations."
    assert unstated_figure(premise, "The chemical plant was still operating in 1997.") == ""


def test_a_year_counted_from_a_year_the_sentence_gives_is_stated() -> None:
    premise = "The Kessler Bridge opened to traffic in 1937, four years after construction began on its span."
    step = "Construction of the Kessler Bridge started in 1933."
    assert years.apart(premise, [1937.0], 1933.0, step) == ("four years", 1937.0)
    assert years.apart(premise, [1937.0], 1932.0, step) is None
    assert years.apart("The railway line opened in 1872, four years after work started.", [1872.0], 1868.0,
                       "The railway line opened in 1868.") is None  # the counted year is the other event's
    assert not find_conflict(premise, step) and unstated_figure(premise, step) == ""
    assert aligned(premise, step) == "Construction of the Kessler Bridge started four years before 1937."
    assert unstated_figure(premise, "Construction of the Kessler Bridge started in 1931.")  # another year


@pytest.mark.parametrize(("premise", "step"), [
    ("The bridge opened in 1937, four years after construction began.", "Construction began in 1941."),
    ("The bridge opened in 1937, two years before the war began.", "The war began in 1935."),
])
def test_a_count_of_years_is_read_in_its_direction(premise: str, step: str) -> None:
    assert unstated_figure(premise, step)  # after: the other event four years earlier; before: two years later
