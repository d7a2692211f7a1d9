"""Session 49's readings: a share written "two in three" against one in words ("about a third of"), a count a share in
words gives of a counted whole ("half of the 40 members"), a gapped clause whose doer comes with a figure ("… and the
council 40 buses"), and a quarter or three quarters of a unit ("three quarters of an hour")
(`gechat.entail.proportions`, `gechat.entail.notation`, `gechat.entail.arithmetic`, `gechat.entail.binding`,
`gechat.entail.numbers`)."""

from __future__ import annotations

import pytest

from gechat.entail.arithmetic import worked_out
from gechat.entail.conflicts import ConflictChecker
from gechat.entail.notation import aligned
from gechat.entail.unstated import unstated_figure
from gechat.entail.proportions import share_conflict, share_range
from gechat.entail.quantities import converts, quantities
from gechat.entail.written import numbers


@pytest.fixture(scope="module")
def check() -> ConflictChecker:
    return ConflictChecker()


TRUSTED = "Two in three respondents said they trusted the local council."


@pytest.mark.parametrize(("step", "conflicts"), [
    ("Around a third of respondents said they trusted the local council.", True),
    ("A third of the respondents said they trusted the local council.", True),
    ("About two thirds of respondents said they trusted the local council.", False),
    ("Roughly half of respondents said they trusted the local council.", True),
    ("Most respondents said they trusted the local council.", False),
    ("More than a third of respondents said they trusted the local council.", False),  # a bound, which holds
])
def test_a_share_in_words_against_so_many_in_so_many(step: str, conflicts: bool) -> None:
    assert bool(share_conflict(TRUSTED, step)) is conflicts


def test_the_share_of_those_who_did_not_is_another_share(check: ConflictChecker) -> None:
    premise = "Two in three respondents said they trusted the council, while one in ten said they did not."
    assert share_conflict(premise, "About a tenth of respondents said they did not trust the council.") == ""
    assert share_conflict("67% of respondents said they trusted the council.",
                          "About a tenth of respondents said they did not trust the council.") == ""
    assert "66.7%" in share_conflict(TRUSTED, "A tenth of the respondents said they trusted the local council.")


def test_about_and_nearly_widen_a_share_in_words_as_a_writer_rounds_it() -> None:
    assert share_conflict("44% of the respondents agreed.", "About half of the respondents agreed.") == ""
    assert share_conflict("30% of the respondents agreed.", "About half of the respondents agreed.") != ""
    assert share_conflict("Nearly two in five patients reported headaches.",
                          "About a third of patients reported headaches.") == ""
    assert share_range(50.0, "nearly ") == (45.0, 50.0)  # the one reading of "nearly" notation and proportions share


def test_a_share_in_words_states_the_same_share_written_so_many_in_so_many() -> None:
    step = "About two thirds of respondents said they trusted the local council."
    assert unstated_figure(TRUSTED, step) == ""
    assert aligned(TRUSTED, step) == "About two in three respondents said they trusted the local council."
    assert unstated_figure("Three in four voters backed the plan.", "Three quarters of the voters backed the plan.") == ""
    assert aligned("Three in four voters backed the plan.", "Three quarters of the voters backed the plan.") \
        == "Three in four of the voters backed the plan."
    assert unstated_figure("One in five voters backed the plan.", "Three quarters of the voters backed the plan.") != ""


@pytest.mark.parametrize(("step", "stated"), [
    ("Twenty members voted for the plan.", True),
    ("Thirty members voted for the plan.", False),
])
def test_a_count_that_a_share_in_words_of_a_counted_whole_gives(check: ConflictChecker, step: str, stated: bool) -> None:
    premise = "Half of the 40 members voted for the plan."
    q = next(q for q in quantities(step) if q.kind == "count")
    assert worked_out(q, premise, step) is stated
    assert (check(premise, step) == "") is stated  # "20 members" no longer conflicts with "40 members"
    other = "Two thirds of the 300 delegates backed the motion."
    assert worked_out(quantities("200 delegates backed the motion.")[0], other, "200 delegates backed the motion.")
    # approximate, or said of another part: not stated by it
    assert not worked_out(q, "About half of the 40 members voted for the plan.", step)
    assert not worked_out(quantities("20 members left.")[0], premise, "20 members left.")


@pytest.mark.parametrize(("premise", "step", "conflicts"), [
    ("The northern plant produced 4,200 tonnes and the southern plant 3,100 tonnes.",
     "The southern plant produced 4,200 tonnes.", True),
    ("The northern plant produced 4,200 tonnes and the southern plant 3,100 tonnes.",
     "The southern plant produced 3,100 tonnes.", False),
    ("The company bought 12 trucks and the council 40 buses.", "The council bought 12 trucks.", True),
    ("The company bought 12 trucks and the council 40 buses.", "The council bought 40 buses.", False),
    ("The company bought 12 trucks and the council's 40 buses.", "The company bought 40 buses.", False),  # one thing
])
def test_a_gapped_clause_with_a_doer_and_its_figure(check: ConflictChecker, premise: str, step: str,
                                                    conflicts: bool) -> None:
    assert bool(check(premise, step)) is conflicts


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("The meeting lasted three quarters of an hour.", 0.75, "hour"),
    ("The oven needs a quarter of an hour to heat up.", 0.25, "hour"),
    ("The shop is three-quarters of a mile away.", 0.75, "mile"),
])
def test_a_quarter_or_three_quarters_of_a_unit(text: str, value: float, unit: str) -> None:
    assert [(q.value, q.unit) for q in quantities(text)] == [(value, unit)]
    assert [(n.value, n.unit) for n in numbers(text)] == [(value, unit)]


def test_three_quarters_of_an_hour_is_45_minutes(check: ConflictChecker) -> None:
    premise = "The meeting lasted three quarters of an hour."
    assert converts(0.75, "hour", 45.0, "minute")
    assert check(premise, "The meeting lasted 45 minutes.") == ""
    assert unstated_figure(premise, "The meeting lasted 45 minutes.") == ""
    assert "30 minute" in check(premise, "The meeting lasted 30 minutes.")
    assert "three quarters" in aligned("The meeting lasted three quarters of an hour.", "The meeting lasted 45 minutes.")


@pytest.mark.parametrize(("premise", "step", "share"), [
    ("Half of the 40 members voted for the plan.", "Twenty members voted for the plan.", "Half of the 40"),
    ("A quarter of the district's 1,600 teachers are due to retire.", "400 teachers in the district are due to retire.",
     "A quarter of the 1,600"),
    ("One in eight of the 2,400 cars tested had defective brake lights.",
     "Three hundred of the cars tested had defective brake lights.", "One in eight of the 2,400"),
    ("Of the 36 patients enrolled, a third reported mild headaches during treatment.",
     "Twelve patients reported mild headaches during treatment.", "a third of the 36"),
])
def test_a_share_of_a_counted_whole_written_for_the_model(check: ConflictChecker, premise: str, step: str,
                                                          share: str) -> None:
    from gechat.entail.wholes import share_of_whole

    q = next(q for q in quantities(step) if q.kind == "count")
    assert share_of_whole(q, premise, step) == share
    assert check(premise, step) == ""
    assert share.lower() in aligned(premise, step).lower()  # the model reads the sentence's own share


@pytest.mark.parametrize(("premise", "step", "conflicts"), [
    ("The firm reported operating margins of 18% in its software division and 9% in its hardware division.",
     "The hardware division achieved an operating margin of 18%.", True),
    ("The firm reported operating margins of 18% in its software division and 9% in its hardware division.",
     "The operating margin in the hardware division was 18%.", True),
    ("The firm reported operating margins of 18% in its software division and 9% in its hardware division.",
     "The software division achieved an operating margin of 18%.", False),
    ("Dr Patel treated 34 patients on Monday and Dr Owens 21.", "Dr Owens treated 34 patients on Monday.", True),
    ("Dr Patel treated 34 patients on Monday and Dr Owens 21.", "Dr Patel treated 34 patients on Monday.", False),
])
def test_a_figure_given_to_the_other_thing(check: ConflictChecker, premise: str, step: str, conflicts: bool) -> None:
    assert bool(check(premise, step)) is conflicts


def test_a_gapped_clause_doer_is_no_participant_of_the_first_clause(check: ConflictChecker) -> None:
    # the parse hangs "Dr Owens" on "Monday"; the doer of the gapped clause did the first clause's act
    premise = "Dr Patel treated 34 patients on Monday and Dr Owens 21."
    assert check.missing(premise, "Dr Owens treated 21 patients on Monday.") == ""
    assert "'Owens'" in check.missing(premise, "Dr Owens saw 34 patients on Monday.")


def test_a_year_the_sentence_gives_a_figure_for_as_the_year_before(check: ConflictChecker) -> None:
    from gechat.entail.changes import years_of_figures

    premise = "Membership stood at 3,200 in 2022 and 2,750 a year earlier."
    assert years_of_figures(premise) == {2022.0, 2021.0}
    assert unstated_figure(premise, "Membership was 2,750 in 2021.") == ""
    assert "3200 for 2021" in check(premise, "Membership was 3,200 in 2021.")  # the figure moved is still a conflict
    fiscal = "Membership of the league stood at 3,200 at the end of fiscal 2022 and 2,750 a year before."
    assert years_of_figures(fiscal) == {2022.0, 2021.0}
    assert check(fiscal, "At the close of fiscal 2021 the league had 2,750 members.") == ""  # no year conflict
    assert "2019" in unstated_figure(premise, "Membership was 2,750 in 2019.")  # no year the sentence gives


@pytest.mark.parametrize(("text", "hours"), [
    ("The battery recharges fully in two and a quarter hours.", 2.25),
    ("The repair took two and three quarters hours.", 2.75),
    ("The flight lasts two and a half hours.", 2.5),
])
def test_a_whole_and_a_part_of_a_unit(check: ConflictChecker, text: str, hours: float) -> None:
    assert [(q.value, q.unit) for q in quantities(text)] == [(hours, "hour")]
    assert [(n.value, n.unit) for n in numbers(text)] == [(hours, "hour")]
    minutes = f"{hours * 60:g} minutes"
    assert unstated_figure(text, f"It takes {minutes}.") == ""


def test_a_figure_moved_to_another_year_in_other_words(check: ConflictChecker) -> None:
    premise = "Rainfall in the catchment was 640 mm in 2019 and 910 mm in 2020."
    assert "910 mm for 2019" in check(premise, "The catchment recorded 910 mm of rain in 2019.")
    assert check(premise, "The catchment recorded 910 mm of rain in 2020.") == ""


def test_a_count_in_a_year_is_no_share(check: ConflictChecker) -> None:
    from gechat.entail.numbers import IN_SHARE, in_share

    def read(text: str) -> list[float | None]:
        return [in_share(m) for m in IN_SHARE.finditer(text)]

    assert read("The county recorded 412 burglaries in 2022 and 355 in 2023.") == [None]  # "355 in 2023"
    assert read("The condition affects about 1 in 2000 people.") == [0.05]  # a share after all
    premise = "The county recorded 412 burglaries in 2022 and 355 in 2023."
    step = "The county recorded 57 fewer burglaries in 2023 than in 2022."
    assert check(premise, step) == "" and check.missing(premise, step) == ""


def test_more_shares_units_and_periods_in_words(check: ConflictChecker) -> None:
    from gechat.entail.changes import years_of_figures
    from gechat.entail.wholes import share_of_whole

    step = "Fifty-one of the bridges in the county were rated in good condition."
    bridges = "Three fifths of the 85 bridges in the county were rated in good condition."
    fifty_one = next(q for q in quantities(step) if q.kind == "count")
    assert share_of_whole(fifty_one, bridges, step) == "Three fifths of the 85"
    # the step's other words must be said of that share: "judged" is a word of its own
    assert share_of_whole(fifty_one, bridges, step.replace("rated", "judged to be")) is None
    assert [(q.value, q.unit) for q in quantities("The ceremony will last an hour and a quarter.")] == [(1.25, "hour")]
    assert unstated_figure("The ceremony will last an hour and a quarter.", "The ceremony runs for 75 minutes.") == ""
    museum = "Visitor numbers at the museum climbed to 310,000 in 2023, from 265,000 the year before."
    assert 2022.0 in years_of_figures(museum)
    assert unstated_figure(museum, "The museum welcomed 265,000 visitors in 2022.") == ""
    pressure = "Mean blood pressure fell by 12 mmHg in the low-salt group and by 5 mmHg in the control group."
    assert "12 to 'low-salt'" in check(pressure, "The control group saw a 12 mmHg drop in mean blood pressure.")
    assert check(pressure, "The low-salt group saw a 12 mmHg drop in mean blood pressure.") == ""


@pytest.mark.parametrize(("text", "read"), [
    ("Counselling sessions run for an hour each.", [(1.0, "hour")]),
    ("The course lasts a week.", [(1.0, "week")]),
    ("It took a year to build the bridge.", [(1.0, "year")]),
    ("The meeting lasted an hour and a half.", [(1.5, "hour")]),  # read whole, as before
    ("The bus runs once an hour.", []),  # a frequency
    ("He was jailed for a year before his release.", []),  # a time before another
    ("Parking costs $2 an hour.", [(2.0, "$")]),  # a rate
])
def test_one_unit_of_time_told_with_an_article(text: str, read: list) -> None:
    assert [(q.value, q.unit) for q in quantities(text)] == read


def test_one_unit_of_time_against_another_span(check: ConflictChecker) -> None:
    assert "1 hour" in check("Each counselling session lasts three quarters of an hour.",
                             "Counselling sessions run for an hour each.")
    assert "1 year" in check("The shop closed for two years.", "The shop closed for a year.")
    assert check("The shop closed for 12 months.", "The shop closed for a year.") == ""
    assert aligned("The shop closed for 12 months.", "The shop closed for a year.") == "The shop closed for 12 months."
    assert unstated_figure("The paint takes 24 hours to dry.", "The paint takes a day to dry.") == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("Of the 36 patients enrolled, a third dropped out and half completed the study.",
     "Twelve patients completed the study."),  # another part of the whole
    ("In 2019, half of the 40 members voted for the plan; in 2021, 30 did.",
     "Twenty members voted for the plan in 2021."),  # a year of another clause
    ("Half of the 40 members voted, and a quarter of them voted for the plan.", "Twenty members voted for the plan."),
    ("A quarter of the 40 members voted against the plan and the rest voted for it.", "Ten members voted for the plan."),
    ("A third of the 36 patients enrolled reported headaches.", "Twelve patients reported nausea."),
])
def test_a_share_of_a_whole_states_no_count_said_of_something_else(premise: str, step: str) -> None:
    from gechat.entail.wholes import share_of_whole

    q = next(q for q in quantities(step) if q.kind == "count")
    assert share_of_whole(q, premise, step) is None
    assert not worked_out(q, premise, step)


def test_second_read_mends(check: ConflictChecker) -> None:
    from gechat.entail.changes import years_of_figures
    from gechat.entail.numbers import IN_SHARE, in_share

    # a figure the step compares with is no figure of its subject
    margins = "Operating margin was 18% in its software division and 9% in its hardware division."
    assert check(margins, "The software division beat the 9% margin of the hardware division.") == ""
    revenue = "Revenue rose 14% in its European business and 6% in its Asian business."
    assert check(revenue, "The Asian business cut its headcount by 14%.") == ""  # another measure
    # "the year before" something else is no year before the one named
    assert years_of_figures("Revenue was $4.2 million in 2023 and $3.1 million the year before last.") == {2023.0}
    assert years_of_figures("Passengers reached 48 million in 2023, against 51 million the year before the "
                            "pandemic.") == {2023.0}
    # a share whose second number looks like a year, with the noun it counts
    assert [in_share(m) for m in IN_SHARE.finditer("The mutation was found in 18 in 2000 participants.")] == [0.9]
    assert [in_share(m) for m in IN_SHARE.finditer("The team won three titles in 2019 and two in 2021.")] == [None]
    # one unit of time with an article: not before "longer", nor with a figure after it in the sentence
    assert quantities("Construction took a year longer than expected.") == []
    assert [(q.value, q.unit) for q in quantities("The journey takes an hour by car and three by train.")] == [(3.0, "")]
    assert check("The journey takes an hour by car and three by train.", "The journey takes three hours by train.") == ""
