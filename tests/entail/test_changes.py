"""The same figure or event told in other words (session 45): a change "by" a figure against the "from … to" the
sentence gives (`gechat.entail.changes`), counted nouns of one set ("staff" / "employees"), one event's date under
another verb ("concluded" / "ended"), a time a doing is spread "over", a share written "one in five" against a
percentage, and "without" read within its own clause."""

from __future__ import annotations

import pytest

from gechat.entail import changes
from gechat.entail.conflicts import ConflictChecker, find_conflict
from gechat.entail.dates import same_event
from gechat.entail.quantities import quantities
from gechat.entail.rewording import denial_as_antonym
from gechat.entail.units import over_a_span

RATE = "The unemployment rate in the county fell from 6.2% to 5.7% over the year, the lowest level since 2008."
FUND = "The fund's assets under management grew from $200 million to $250 million during the year."


@pytest.mark.parametrize(("premise", "step", "conflict"), [
    (RATE, "The county's unemployment rate fell by 5 percentage points over the year.", True),
    (RATE, "The county's unemployment rate fell by 0.5 percentage points over the year.", False),
    (FUND, "The fund's assets under management grew by 20% during the year.", True),
    (FUND, "The fund's assets under management grew by 25% during the year.", False),
    (FUND, "The fund's assets under management grew by about 24% during the year.", False),  # "about": rounding
    (FUND, "The fund's assets under management grew by $50 million during the year.", False),
    ("Membership rose from 800 in 2022 to 1,000 in 2023.", "Membership rose by 300 between 2022 and 2023.", True),
    ("The rate rose from 4% to 5% in a year.", "The rate rose by 1% in a year.", False),  # the points, loosely said
    ("The rate rose from 4% to 5% in a year.", "The rate rose by 25% in a year.", False),  # the share
    ("The rate rose from 4% to 5% in a year.", "The rate rose by 10% in a year.", True),  # neither
])
def test_a_change_by_a_figure_is_held_against_the_sentences_from_and_to(premise: str, step: str,
                                                                        conflict: bool) -> None:
    assert bool(changes.change_conflict(premise, step)) is conflict


def test_two_changes_in_the_sentence_or_a_from_in_the_step_leave_the_change_alone() -> None:
    both = "Sales rose from 40 to 50 units in May and from 50 to 80 units in June."
    assert changes.change_conflict(both, "Sales rose by 20 units in May.") == ""
    assert changes.change_conflict(FUND, "The assets grew from $210 million by 20%.") == ""


def test_the_model_reads_a_stated_change_as_the_sentence_gives_it(check: ConflictChecker) -> None:
    premise = ("The unemployment rate in the Kessing region fell from 6.2% in January to 5.4% in June, the regional "
               "statistics bureau reported.")
    assert check.aligned(premise, "Unemployment in the Kessing region dropped by 0.8 percentage points.") == \
        "Unemployment in the Kessing region dropped from 6.2% in January to 5.4%."
    assert check.aligned(FUND, "The fund's assets grew by $50 million.") == \
        "The fund's assets grew from $200 million to $250 million."


@pytest.mark.parametrize(("premise", "step", "conflict"), [
    ("Orlent Health currently employs 1,200 staff across its three regional hospitals.",
     "Orlent Health has 2,100 employees at its regional hospitals.", True),
    ("Orlent Health currently employs 1,200 staff across its three regional hospitals.",
     "Orlent Health has 1,200 employees at its regional hospitals.", False),
    ("The recall covers 14,600 vehicles sold between 2019 and 2021.", "Around 46,000 cars are affected by the recall.",
     True),
    ("Kestrel Motors will cut 1,200 jobs at its Ohio plant.", "1,500 positions at the Ohio plant will be eliminated.",
     True),
    ("The town has 35,000 residents and 2,000 hotel beds.", "The town has 35,000 visitors.", False),  # no one set
])
def test_counted_nouns_of_one_set_state_or_contest_a_count(check: ConflictChecker, premise: str, step: str,
                                                           conflict: bool) -> None:
    assert bool(find_conflict(premise, step, parse=check.parse)) is conflict


def test_a_counted_noun_of_a_group_is_read_though_it_does_not_end_in_s() -> None:
    assert quantities("It employs 1,200 staff across three sites.")[0].unit == "employee"
    assert quantities("It employs 1,200 people.")[0].unit == "people"


@pytest.mark.parametrize(("premise", "step", "conflict"), [
    ("Patient follow-up concluded on 30 June 2022, and the database was locked two weeks later.",
     "Patient follow-up in the trial ended on 30 July 2022.", True),
    ("The company's annual shareholder meeting will be held on Thursday, May 16, 2024, at its Denver headquarters.",
     "The annual shareholder meeting is scheduled for May 17, 2024, at the Denver headquarters.", True),
    ("The mayor took office on 4 January 2021.", "The mayor was sworn in on 4 February 2021.", True),
    ("Applications open on 3 June.", "Applications close on 3 August.", False),  # two events, not one
])
def test_one_events_date_under_another_verb_is_contested(check: ConflictChecker, premise: str, step: str,
                                                         conflict: bool) -> None:
    assert bool(find_conflict(premise, step, parse=check.parse)) is conflict


def test_same_event_reads_shared_words_or_one_group() -> None:
    assert same_event(frozenset({"conclud"}), frozenset({"end"}))
    assert same_event(frozenset({"trial"}), frozenset({"trial", "begin"}))
    assert not same_event(frozenset({"begin"}), frozenset({"end"}))


@pytest.mark.parametrize(("before", "unit", "span"), [
    ("administered", "minute", True), ("repaid", "year", True), ("infusion", "minute", True),
    ("lasted", "minute", False), ("took", "hour", False), ("administered", "kg", False),
])
def test_over_and_a_time_after_a_doing_is_a_span(before: str, unit: str, span: bool) -> None:
    assert over_a_span(before, unit) is span


def test_a_span_over_a_time_is_the_time_and_a_bound_stays_a_bound(check: ConflictChecker) -> None:
    infusion = "The trial's infusion was administered over 90 minutes, with vital signs checked every fifteen minutes."
    assert find_conflict(infusion, "The trial infusion was given over 90 seconds.", parse=check.parse)
    assert not find_conflict("The meeting lasted over 90 minutes.", "The meeting lasted more than an hour.",
                             parse=check.parse)


@pytest.mark.parametrize(("premise", "step", "conflict"), [
    ("Only one in five applicants to the fellowship was accepted this cycle.",
     "The fellowship accepted 25% of its applicants this cycle.", True),
    ("Only one in five applicants to the fellowship was accepted this cycle.",
     "The fellowship accepted 20% of its applicants this cycle.", False),
    ("Roughly three out of every four survey respondents said they were satisfied with the portal.",
     "About 40% of survey respondents were satisfied with the portal.", True),
    ("Roughly three out of every four survey respondents said they were satisfied with the portal.",
     "About 70% of survey respondents were satisfied with the portal.", False),  # "roughly": the share's margin
])
def test_a_percentage_is_held_against_a_share_written_one_in_five(check: ConflictChecker, premise: str, step: str,
                                                                  conflict: bool) -> None:
    assert bool(find_conflict(premise, step, parse=check.parse)) is conflict


def test_a_weekday_with_a_possessive_is_read() -> None:
    assert [q.kind for q in quantities("The bank raised its rate at Thursday's policy meeting.")] == ["weekday"]


@pytest.mark.parametrize(("premise", "step", "conflict"), [
    ("The Calloway Street bridge was reopened without any weight restrictions after the inspection found no "
     "structural damage.", "Weight restrictions were imposed on the Calloway Street bridge when it reopened.", True),
    ("The council did not reject the zoning variance; it was approved without conditions.",
     "Conditions were attached to the zoning variance.", True),
    ("Without a licence, the plant cannot operate.", "The plant had a licence.", False),  # a condition
    ("The scholarship would not have been available without contributions from alumni.",
     "Alumni contributed to the scholarship.", False),
])
def test_without_is_read_with_the_words_of_its_own_clause(check: ConflictChecker, premise: str, step: str,
                                                          conflict: bool) -> None:
    assert bool(find_conflict(premise, step, parse=check.parse)) is conflict


def test_a_source_named_at_the_end_does_not_keep_the_antonym_from_the_model() -> None:
    premise = "Inflation accelerated in March, driven by higher food prices, the national statistics office said."
    assert denial_as_antonym(premise, "Inflation did not slow in March.") == "Inflation accelerated in March."
    assert denial_as_antonym("Critics claimed that inflation accelerated in March.",
                             "Inflation did not slow in March.") == "Inflation did not slow in March."


def test_trend_verbs_of_a_market_are_antonyms(check: ConflictChecker) -> None:
    assert find_conflict("Shares of Melrose Bank plunged 18% on Monday.", "Shares of Melrose Bank surged on Monday.",
                         parse=check.parse)


@pytest.mark.parametrize(("premise", "step"), [
    ("Revenue at Kestrel Foods grew from $200 million to $250 million in 2022, and the company's headcount rose by "
     "10% as it opened two new bakeries.", "Kestrel Foods increased its headcount by 10% in 2022."),
    ("Quarterly sales at Pellin Motors climbed from 80,000 to 92,000 units, driven by 3 new hybrid models.",
     "Pellin Motors' sales growth was driven by 3 new hybrid models."),
    ("Unemployment in Varnia fell from 6.2% to 5.7% over the year, while youth unemployment fell by 2 percentage "
     "points.", "Youth unemployment in Varnia fell by 2 percentage points."),
])
def test_a_by_that_is_no_change_of_the_sentences_change_is_left_alone(premise: str, step: str) -> None:
    assert changes.change_conflict(premise, step) == ""


def test_a_change_written_to_one_figure_from_another_is_read() -> None:
    premise = "The retailer cut the price of its basic tablet to $40 from $50 ahead of the holiday season."
    assert changes.change_conflict(premise, "The retailer cut the price of its basic tablet by 10%.")
    assert not changes.change_conflict(premise, "The retailer cut the price of its basic tablet by 20%.")


def test_a_count_after_a_form_of_be_counts_the_noun_after_it(check: ConflictChecker) -> None:
    premise = "The recall covers 12,000 vehicles sold in Europe since 2021, of which 4,500 are electric cars."
    assert not find_conflict(premise, "4,500 electric cars are included in the recall.", parse=check.parse)


@pytest.mark.parametrize(("premise", "step", "conflict"), [
    ("Harlow Engineering shipped 1,240 turbine blades in the third quarter, up from 980 in the second quarter.",
     "Harlow Engineering shipped 980 turbine blades in the third quarter.", True),
    ("Revenue reached $4.2 million in 2023, up from $3.1 million in 2022.", "Revenue reached $3.1 million in 2023.",
     True),
    ("Revenue reached $4.2 million in 2023, up from $3.1 million in 2022.", "Revenue reached $3.1 million in 2022.",
     False),
    ("The bridge deck is supported by 18 steel cables on each side, giving 36 cables in all.",
     "The bridge deck is supported by a total of 18 steel cables.", True),
    ("The bridge deck is supported by 18 steel cables on each side, giving 36 cables in all.",
     "The bridge deck is supported by 36 steel cables in total.", False),
])
def test_a_figure_given_another_period_or_made_the_total(check: ConflictChecker, premise: str, step: str,
                                                         conflict: bool) -> None:
    assert bool(find_conflict(premise, step, parse=check.parse)) is conflict


def test_a_number_in_thousands_and_hundreds_written_out_is_one_number() -> None:
    assert [q.value for q in quantities("By year-end, Halden Foods had three thousand two hundred staff.")] == [3200.0]
    assert [q.value for q in quantities("forty-two thousand five hundred fans")] == [42500.0]
    assert [q.value for q in quantities("twenty thousand people")] == [20000.0]


@pytest.mark.parametrize(("premise", "step", "conflict"), [
    ("Each tablet contains 250 mg of the active ingredient, and patients should not exceed four tablets a day.",
     "Each pill holds 2.5 grams of the active compound.", False),  # another figure: maybe another thing, unread
    ("Each tablet contains 250 mg of paracetamol.", "Each capsule of the cold remedy contains 500 mg of ibuprofen.",
     False),
    ("Preheat the oven to 180 °C and bake the loaf for 35 minutes, or until the crust is golden.",
     "The recipe says to bake the bread at 180 °F.", True),
    ("Preheat the oven to 180 °C and bake the loaf for 35 minutes, or until the crust is golden.",
     "The recipe says to bake the bread at 356 °F.", False),
])
def test_one_figure_in_another_unit_is_read_though_the_rest_is_worded_apart(check: ConflictChecker, premise: str,
                                                                          step: str, conflict: bool) -> None:
    assert bool(find_conflict(premise, step, parse=check.parse)) is conflict


@pytest.mark.parametrize(("premise", "step", "conflict"), [
    ("The rural clinic lacks a functioning X-ray machine, so patients are referred to the district hospital.",
     "The clinic has a working X-ray machine.", True),
    ("The rural clinic lacks a functioning X-ray machine, so patients are referred to the district hospital.",
     "The district hospital has an X-ray machine.", False),  # another subject
    ("After the merger, the company lacked a chief financial officer for six months.",
     "The company had a chief financial officer.", True),
    ("The plan lacks detail.", "The plan has a budget.", False),
])
def test_what_a_subject_lacks_it_does_not_have(check: ConflictChecker, premise: str, step: str,
                                               conflict: bool) -> None:
    assert bool(find_conflict(premise, step, parse=check.parse)) is conflict


@pytest.mark.parametrize(("premise", "step", "conflict"), [
    ("The hangar at Felling airfield was built without prior approval from the planning authority.",
     "The planning authority approved the hangar before it was built.", True),
    ("The bridging loan was issued to the developer free of any collateral requirement.",
     "The bank required collateral for the bridging loan.", True),
    ("Under the deal, Ostera Group will be taken over by Brandt Holdings in an all-share transaction.",
     "Ostera Group will acquire Brandt Holdings.", True),
    ("Under the deal, Ostera Group will be taken over by Brandt Holdings in an all-share transaction.",
     "Brandt Holdings will acquire Ostera Group.", False),
    ("Container shipping costs skyrocketed in the second half of the year.",
     "Container shipping costs dropped in the second half of the year.", True),
    ("Chemist Rahul Patel was born in 1962 and joined the university's faculty in 1990.",
     "Patel's year of birth is 1965.", True),
    ("Arden Valley School enrols 1,150 learners aged 11 to 18.", "Arden Valley School has 1,510 students.", True),
])
def test_other_words_for_without_taking_over_trends_births_and_learners(check: ConflictChecker, premise: str,
                                                                        step: str, conflict: bool) -> None:
    assert bool(find_conflict(premise, step, parse=check.parse)) is conflict


def test_a_change_to_a_figure_at_the_end_of_a_period_up_from_another_is_read() -> None:
    premise = "Streaming service Lumo said subscribers increased to 1.5 million at the end of March, up from 1.2 million."
    assert changes.change_conflict(premise, "Lumo's subscribers increased by 50% over the year.")
    assert not changes.change_conflict(premise, "Lumo's subscribers increased by 25% over the year.")


def test_iso_dates_and_speeds_are_read() -> None:
    assert [(q.kind, q.value, q.unit) for q in quantities("The data cut-off date was 2021-08-31.")] == \
        [("date", 831.0, "y2021")]
    assert [(q.kind, q.unit) for q in quantities("The speed limit is 20 km/h.")] == [("speed", "kmh")]
    assert [(q.kind, q.unit) for q in quantities("The limit is 30 miles per hour.")] == [("speed", "mph")]


def test_the_model_reads_a_date_as_the_sentence_writes_it(check: ConflictChecker) -> None:
    assert check.aligned("The treaty, signed on 17 September 1783, ended the war.",
                         "The treaty was signed on 1783-09-17.") == "The treaty was signed on 17 September 1783."
    assert check.aligned("The analysis used data available as of the cut-off date of 2021-08-31.",
                         "The data cut-off was August 31, 2021.") == "The data cut-off was 2021-08-31."


@pytest.mark.parametrize(("premise", "step", "conflict"), [
    ("The speed limit on the estate roads is 20 km/h.", "The speed limit on the estate roads is 20 mph.", True),
    ("The speed limit on the estate roads is 20 mph.", "The speed limit on the estate roads is 32 km/h.", False),
    ("Every guard rail shall have a top rail not less than 1,100 mm above the working platform and an intermediate "
     "rail such that no unprotected gap exceeds 470 mm.", "The top rail must be at least 1.1 metres above the "
     "platform.", False),  # "no gap exceeds": no lower limit of 470 mm
    ("On 3 May 2023 the Company completed the acquisition of Pellory Systems Ltd for £48.0 million.",
     "Pellory Systems acquired the Company in May 2023.", True),
])
def test_speeds_denied_limits_and_an_act_a_subject_completes(check: ConflictChecker, premise: str, step: str,
                                                             conflict: bool) -> None:
    assert bool(find_conflict(premise, step, parse=check.parse)) is conflict


@pytest.mark.parametrize(("premise", "step"), [
    ("Shares of Kestrel fell 8% on Tuesday after the company cut its annual earnings forecast from $2.10 to $1.80.",
     "Shares of Kestrel fell by 8% on Tuesday."),
    ("Revenue rose from $3.75 billion to $4.2 billion, while operating costs increased 4%.",
     "Operating costs increased by 4%."),
    ("Class sizes at the school range from 20 to 30 pupils.", "Class sizes increased by 10%."),
])
def test_a_stated_change_another_clauses_change_or_a_range_is_no_rival(premise: str, step: str) -> None:
    assert changes.change_conflict(premise, step) == ""


def test_a_stated_change_is_written_for_the_model_only_for_its_own_subject(check: ConflictChecker) -> None:
    premise = "Revenue rose from $200 million to $250 million, while net profit doubled."
    assert check.aligned(premise, "Net profit rose by 25%.") == "Net profit rose by 25%."


@pytest.mark.parametrize(("premise", "step"), [
    ("The hospital has a total of 450 beds.", "The hospital employs a total of 1,200 staff."),
    ("The chain has stores in all 50 states.", "The chain operates a total of 1,200 stores."),
    ("The airline carried 5 million passengers in 2023 and operated 120 aircraft in 2022.",
     "The airline operated 120 aircraft in 2023."),
    ("One in five patients experienced nausea.", "30% of patients experienced headaches."),
    ("Researchers observed over 50 hours of classroom teaching.", "Researchers observed 60 hours of teaching."),
    ("The rural clinic lacks a working X-ray machine.", "The clinic has a broken X-ray machine."),
    ("The school lacks teachers for its 400 students.", "The school has 400 students."),
    ("Delivery is free of charge for orders over £50.", "The retailer charges for delivery on smaller orders."),
    ("The drug was approved without conditions in the US, and conditions were attached to its approval in the EU.",
     "Conditions were attached to the drug's approval in the EU."),
    ("The plane crashed into the sea after take-off.", "The plane climbed steeply after take-off."),
    ("Under the agreement, the borrower owes the bank £3,000 a year in interest.", "The bank paid the borrower £50,000."),
])
def test_the_second_reads_misfires_are_no_conflict(check: ConflictChecker, premise: str, step: str) -> None:
    assert not find_conflict(premise, step, parse=check.parse)


def test_a_count_of_one_group_word_that_modifies_another_noun_counts_that_noun(check: ConflictChecker) -> None:
    assert [q.unit for q in quantities("The chain employs 45 store managers.")] == ["manager"]
    assert find_conflict("The chain has 300 stores and employs 45 store managers in the region.",
                         "The chain has 45 stores in the region.", parse=check.parse)
    assert [q.value for q in quantities("Between one thousand and two thousand people attended.")] == [1000.0, 2000.0]


@pytest.mark.parametrize(("premise", "step", "conflict"), [
    ("The Halden reservoir has a capacity of 4.2 million cubic metres and supplies water to 60,000 households.",
     "The Halden reservoir can hold 4.2 million litres of water.", True),
    ("The Halden reservoir has a capacity of 4.2 million cubic metres and supplies water to 60,000 households.",
     "The Halden reservoir can hold 4.2 billion litres of water.", False),
    ("The Torvan 3 hiking tent weighs 1.8 kg packed and pitches to a peak height of 105 cm.",
     "Packed, the Torvan 3 tent has a weight of 1.8 lb.", True),
])
def test_cubic_metres_and_a_unit_swapped_on_a_pair_about_one_thing(check: ConflictChecker, premise: str, step: str,
                                                                   conflict: bool) -> None:
    assert bool(find_conflict(premise, step, parse=check.parse)) is conflict
