"""Readings of session 63: a code with a decimal point is a name ("PM2.5"), not a date's day; "it" in a report of
one's own is the one who reports, and "agreed to be bought by" gives the buyer; where a thing came from told as where
it was going; a share in words written as the sentence's two counts where they count what the step says; a pollutant's
formula as the sentence names it. And what a reviewer's second read of the first readings showed they must not do."""

from __future__ import annotations

import pytest

from gechat.entail import bound
from gechat.entail.conflicts import default_parse, find_conflict
from gechat.entail.quantities import quantities
from gechat.entail.roles import clause_roles

HARLOW = ("Harlow Foods, which listed on the Oslo exchange in 2015, said on 4 March that it had agreed to be bought by "
          "US rival Grantham Brands for 2.1 billion dollars and would leave the market once the deal closed.")
SEIZURE = ("Customs officers at the Port of Serrano seized 1.8 tonnes of cocaine hidden in a shipment of bananas from "
           "Ecuador on 2 February, the finance ministry said, the largest single haul at the port since 2019.")
KARVIK = ("The Port of Karvik handled 3.2 million containers in 2023, 400,000 more than in 2022, the port authority said "
          "on Monday, adding that its new eastern terminal would open in September 2025.")
CARVER = ("Nitrogen dioxide levels on Carver Street in Ellsmere fell by 22 percent in the 12 months after the council "
          "banned diesel lorries from the city centre in March 2022, according to data released on Monday.")
AIR = ("Monitoring stations in Dravograd recorded an average PM2.5 concentration of 45 micrograms per cubic metre in "
       "January, three times the city's annual target of 15 and the highest monthly reading since 2017.")


@pytest.mark.parametrize(("premise", "step", "conflicts"), [
    (HARLOW, "Harlow Foods has agreed to buy its US rival Grantham Brands for 2.1 billion dollars.", True),
    (HARLOW, "Grantham Brands has agreed to buy Harlow Foods.", False),
    ("Kell Ltd agreed to be acquired by Norra Group in May.", "Kell Ltd agreed to acquire Norra Group in May.", True),
    (SEIZURE, "The cocaine was hidden in a shipment of bananas bound for Ecuador.", True),
    (SEIZURE, "The cocaine was found in bananas shipped from Ecuador.", False),
    ("Police stopped a lorry bound for Rotterdam with 40 migrants on board.",
     "Police stopped a lorry from Rotterdam.", True),
    ("The ferry from Dover to Calais was cancelled.", "The ferry bound for Calais was cancelled.", False),
    # a journey there and back, a distance, another thing's origin (the second read)
    ("The aid ship Marisol returned from Tarsa on Monday.", "The aid ship Marisol had been sent to Tarsa.", False),
    ("The aid convoy stopped 30 km from Tarsa.", "The aid convoy was headed for Tarsa.", False),
    ("A cargo ship carrying coffee beans from Colombia docked in Hamburg.", "The cargo ship is bound for Colombia.", False),
    ("The hospital said the two nurses had been suspended and that they were being investigated by police.",
     "The hospital is investigating the police.", False),
])
def test_session63_conflicts(premise: str, step: str, conflicts: bool) -> None:
    assert bool(find_conflict(premise, step)) is conflicts


def test_a_code_with_a_decimal_point_is_no_day_of_a_month() -> None:
    assert [q.kind for q in quantities("Dravograd's January PM2.5 average exceeded the target by 30 micrograms.")] \
        == ["date", "mass"]
    assert next(q for q in quantities("Dravograd's January PM2.5 average was high.") if q.kind == "date").value == 100


def test_it_in_a_report_of_its_own_is_the_reporter() -> None:
    roles = clause_roles(default_parse(HARLOW))
    doer, others = roles["buy"]
    assert doer.name == "us rival grantham brands" and others[0].name == "harlow foods"
    # not a pronoun of another clause: "The board said the company would sell it"
    assert clause_roles(default_parse("The board said the firm would sell it."))["sell"][1][0].name == "it"


def test_where_a_thing_came_from_told_as_where_it_was_going() -> None:
    assert bound.origin_turned(SEIZURE, "A cargo of coffee bound for Ecuador was late.") == ""  # another thing
    assert bound.origin_turned(SEIZURE, "The bananas bound for Ecuador hid it.") == \
        "the step says 'bananas bound for Ecuador'; the sentence says 'bananas from Ecuador'"


def test_a_share_in_words_is_written_as_the_two_counts_it_is() -> None:
    from gechat.entail.notation import aligned

    belts = "A report found that 1,250 of the 5,000 drivers stopped at roadside checks last year were not belted."
    assert aligned(belts, "A quarter of the drivers stopped were not belted.") == \
        "1,250 of the 5,000 drivers stopped were not belted."
    assert aligned(belts, "One in four drivers stopped was not belted.") == "1,250 of the 5,000 drivers stopped was not belted."
    assert aligned(belts, "A third of the drivers were not belted.") == "A third of the drivers were not belted."
    assert aligned(belts, "Nearly a quarter of the drivers were not belted.") == \
        "Nearly a quarter of the drivers were not belted."  # a share said to be near is left as it is


def test_a_formula_is_written_as_the_sentence_names_it() -> None:
    from gechat.entail.notation import aligned

    assert aligned(CARVER, "NO2 concentrations on Carver Street declined after the ban.") == \
        "Nitrogen dioxide concentrations on Carver Street declined after the ban."
    assert aligned("CO2 emissions fell by 4 percent.", "Carbon dioxide emissions fell.") == "CO2 emissions fell."
    assert aligned("Ozone levels rose.", "The NO2 level rose.") == "The NO2 level rose."  # another pollutant
    assert aligned("The CO chief executive resigned.", "The CO chief executive left.") == "The CO chief executive left."


def test_a_share_is_written_as_counts_only_of_what_the_step_says_of_them() -> None:
    from gechat.entail.notation import aligned

    over = ("Of the 5,000 drivers stopped at checks, 1,250 were from outside the county, and 300 were over the "
            "drink-drive limit.")
    assert aligned(over, "A quarter of the drivers stopped were over the drink-drive limit.") == \
        "A quarter of the drivers stopped were over the drink-drive limit."
    radon = "Kelby Council tested 5,000 homes for radon; 1,250 of the 5,000 were built before 1950."
    assert aligned(radon, "A quarter of the homes tested had high radon levels.").startswith("A quarter")
    assert aligned("Of the 40 members, 10 voted against.", "A quarter of the members voted against.") == \
        "10 of the 40 members voted against."


def test_a_formula_is_no_proper_names_word() -> None:
    from gechat.entail.notation import aligned

    landfill = "Kelby Methane Services said its CO2 emissions fell 4 percent."
    assert aligned(landfill, "The landfill site's CH4 emissions fell 4 percent.").endswith("CH4 emissions fell 4 percent.")


def test_a_part_of_a_year_is_not_the_whole_year() -> None:
    from gechat.entail.periods import other_period_unstated

    coffee = "Coffee exports reached 1.2 million tonnes in the first nine months of 2024, worth $4.8 billion."
    assert other_period_unstated(coffee, "The $4.8 billion figure covered coffee exports for the whole of 2024.")
    assert other_period_unstated("Coffee exports reached 1.2 million tonnes in the first half of 2024.",
                                 "Coffee exports reached 1.2 million tonnes in 2024.")
    assert other_period_unstated("Coffee exports reached 1.2 million tonnes in the first half of 2024.",
                                 "Coffee exports reached 1.2 million tonnes in the first half of 2024.") == ""
    assert other_period_unstated("Revenue was $5 million in the fourth quarter of 2023, and full-year revenue was "
                                 "$18 million.", "Revenue was $18 million in 2023.") == ""  # the year's own figure
