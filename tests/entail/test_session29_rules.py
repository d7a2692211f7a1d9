"""Readings added in session 29, each on sentences other than the probe tables'."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker, find_conflict
from gechat.entail.limits import limit_unstated
from gechat.entail.unstated import unstated_figure
from gechat.entail.qualifiers import restricted_universal
from gechat.entail.quantities import quantities
from gechat.entail.rewording import denial_as_antonym
from gechat.entail.roles import latter_doer


@pytest.fixture(scope="module")
def checker() -> ConflictChecker:
    return ConflictChecker()


def test_ordinals_read_the_same_in_words_and_digits():
    assert [(q.kind, q.value, q.unit) for q in quantities("The abbey was rebuilt in the twelfth century.")] == [
        ("ordinal", 12.0, "century")]
    assert [(q.kind, q.value, q.unit) for q in quantities("She lives on the 21st floor.")] == [
        ("ordinal", 21.0, "floor")]
    assert [(q.kind, q.value, q.unit) for q in quantities("the twenty-third amendment")] == [
        ("ordinal", 23.0, "amendment")]
    # fractions and dates are no ranks: "a fifth of", "two fifths", "the fifth of May"
    assert quantities("A fifth of the budget went on fuel.") == []
    assert all(q.kind != "ordinal" for q in quantities("Two fifths of the crew were ill."))
    assert all(q.kind != "ordinal" for q in quantities("The fair opens on the fifth of May."))
    premise = "The chapel, consecrated in the eleventh century, holds forty pews."
    assert unstated_figure(premise, "The chapel was consecrated in the 11th century.") == ""
    assert "12th century" in unstated_figure(premise, "The chapel was consecrated in the 12th century.")
    # a rank names a thing: another rank is another thing ("the 12th floor" / "the 13th floor"), no conflict
    assert find_conflict("Water damaged the twelfth floor.", "Water damaged the 13th floor.") == ""
    assert [(q.kind, q.value) for q in quantities("The town marked its one hundred and fiftieth anniversary.")] == [
        ("ordinal", 150.0)]
    # "first" and "second" are ranks after "the" or a possessive only
    assert [q.value for q in quantities("The shop opened its first branch in 1990.") if q.kind == "ordinal"] == [1.0]
    assert quantities("At first the plan failed.") == [] and quantities("Wait a second.") == []


def test_a_date_with_its_day_in_words():
    assert [(q.kind, q.value) for q in quantities("The fair opened on the fifth of May.")] == [("date", 505.0)]
    assert [(q.kind, q.value, q.unit) for q in quantities("The fair opened on May 5th, 2021.")] == [
        ("date", 505.0, "y2021")]
    assert [(q.kind, q.value) for q in quantities("The fair opened on the 12th of March.")] == [("date", 312.0)]
    assert unstated_figure("The fair opened on the fifth of May.", "The fair opened on 5 May.") == ""
    assert "6 May" in find_conflict("The fair opened on the fifth of May.", "The fair opened on 6 May.")
    assert quantities("You may of course leave.") == []


def test_within_gives_a_limit_not_a_case():
    premise = "Complaints must be lodged within 60 days of the decision."
    # a plain figure of one case is no conflict: the rule says nothing of when this one was lodged
    assert find_conflict(premise, "A complaint lodged 90 days after the decision was too late.") == ""
    assert "only as a limit" in unstated_figure(premise, "Complaints must be lodged 60 days after the decision.")
    assert unstated_figure(premise, "A complaint lodged after 60 days is too late.") == ""
    assert unstated_figure(premise, "Complaints must be lodged within sixty days of the decision.") == ""
    # two rules' limits still conflict
    assert "90 day" in find_conflict(premise, "Complaints must be lodged within 90 days of the decision.")
    # limits in days and weeks compare without a crash (the calendar's units)
    assert limit_unstated("Orders may take up to 14 days.", "Orders may take up to two weeks.") == ""
    assert limit_unstated("Orders may take up to 14 days.", "Orders may take up to three weeks.") == ""
    assert limit_unstated("Orders may take up to three weeks.", "Orders may take up to 14 days.")


def test_a_universal_over_a_restricted_group_does_not_state_it_of_the_whole(checker):
    premise = "All drivers who failed the eyesight test had their licences suspended."
    assert "drivers who failed the eyesight test" in checker.missing(premise, "All drivers had their licences suspended.")
    assert restricted_universal(premise, "Drivers had their licences suspended.", checker._parse)
    # the restriction kept, or part of the group only: nothing left out
    assert restricted_universal(premise, "Drivers who failed the eyesight test had their licences suspended.",
                                checker._parse) == ""
    assert restricted_universal(premise, "Some drivers had their licences suspended.", checker._parse) == ""
    # a clause set off by a comma describes the whole group
    assert restricted_universal("All the hikers, who had set out at dawn, reached the summit.",
                                "All the hikers reached the summit.", checker._parse) == ""
    assert restricted_universal("Every lorry with a diesel engine must be inspected twice a year.",
                                "Every lorry must be inspected twice a year.", checker._parse)


def test_a_denied_word_is_read_as_the_antonym_the_sentence_asserts():
    assert denial_as_antonym("The jury acquitted the two brothers.", "The jury did not convict the two brothers.") \
        == "The jury acquitted the two brothers."
    assert denial_as_antonym("The museum was closed to visitors on Monday.",
                             "The museum wasn't open to visitors on Monday.") == "The museum was closed to visitors on Monday."
    assert denial_as_antonym("The permit application has been rejected.",
                             "The permit application has not been approved.") == "The permit application has been rejected."
    # no antonym asserted in the same frame, or words between that change the claim: left as written
    assert denial_as_antonym("The jury convicted the two brothers.", "The jury did not convict the two brothers.") \
        == "The jury did not convict the two brothers."
    assert denial_as_antonym("The museum was closed to visitors.", "The museum is not yet open to visitors.") \
        == "The museum is not yet open to visitors."


def test_the_model_reads_the_rewritten_denial(checker):
    from gechat.entail.factory import make_entailer
    from gechat.settings import Settings

    judge = make_entailer(Settings())
    out = judge.judge(["The tribunal rejected the appeal by four votes to one."],
                      ["The tribunal did not accept the appeal."])[0]
    assert out.entailment >= 0.5 and out.contradiction < 0.5 and not out.conflict
    # the conflict checks read the step as written: an asserted word against its denial still conflicts
    out = judge.judge(["The tribunal accepted the appeal."], ["The tribunal did not accept the appeal."])[0]
    assert out.conflict


def test_the_latter_and_the_former_name_their_doer(checker):
    parse = checker._parse
    premise = "Omar sold the van to his cousin, and the latter crashed it within a week."
    assert "cousin" in latter_doer(parse(premise), parse("Omar crashed the van."))
    assert latter_doer(parse(premise), parse("Omar's cousin crashed the van.")) == ""
    premise = "Patel and Owen both applied, but the former withdrew before the interview."
    assert "patel" in latter_doer(parse(premise), parse("Owen withdrew before the interview."))
    assert latter_doer(parse(premise), parse("Patel withdrew before the interview.")) == ""
    assert "not to owen" in checker.missing(premise, "Owen withdrew before the interview.")


def test_the_model_reads_ordinals_and_hundreds_as_the_sentence_writes_them():
    from gechat.entail.notation import aligned, numbers

    assert [(n.value, n.unit) for n in numbers("The wall rises nearly three hundred feet.")] == [(300.0, "foot")]
    assert [n.value for n in numbers("nine hundred and twelve delegates")] == [912.0]
    premise = "The wall, built in the twelfth century, rises nearly three hundred feet."
    assert aligned(premise, "The wall was built in the 12th century and is almost 300 feet high.") == \
        "The wall was built in the twelfth century and is almost three hundred feet high."
    # a fraction in words is no rank
    assert aligned("It was the 3rd attempt.", "A third of the attempts failed.") == "A third of the attempts failed."


def test_a_list_that_need_not_be_whole_denies_nothing_beyond_it(checker):
    premise = "The hamper included smoked salmon, oatcakes, two cheeses and a bottle of cider."
    assert not checker.can_contest(premise, "The hamper held no chocolate.")
    # an item the list names, or a sentence that denies it itself, still contests
    assert checker.can_contest(premise, "The hamper held no oatcakes.")
    assert checker.can_contest("The hamper included oatcakes but no chocolate.", "The hamper held no cheese.")


def test_advice_is_no_requirement_and_no_fact(checker):
    premise = "Cyclists are advised to wear helmets on the canal towpath."
    assert not checker.can_contest(premise, "Cyclists are required to wear helmets on the canal towpath.")
    assert "not state it as a fact" in checker.missing(premise, "Cyclists are required to wear helmets on the canal towpath.")
    assert "not state it as a fact" in checker.missing("Members are encouraged to vote early.", "Members must vote early.")
    # a denial of the advice is still contested
    assert checker.can_contest("Cyclists should wear helmets.", "Cyclists must not wear helmets.")


def test_a_step_that_widens_one_past_case_to_any_case_is_not_stated(checker):
    premise = "The tribunal found that the employer had acted unfairly by dismissing the nurse without a hearing."
    assert "any dismissal" in checker.missing(premise, "The tribunal found that any dismissal without a hearing is unfair.")
    # a rule in the present, a denial's "any", or a sentence that speaks of every case: not this reading
    assert "any" not in checker.missing("Refunds over $50 need a receipt.", "Any refund over $50 needs a receipt.")
    assert "any" not in checker.missing("The auditors found no errors.", "The auditors did not find any errors.")


def test_what_the_sentence_excludes_by_name_is_not_supported(checker):
    from gechat.entail.exclusions import asserts_excluded, excluded

    premise = "The allowance covers meals and local transport; alcohol, hotel minibars and taxis abroad are excluded."
    assert excluded(premise)[-3:] == ["alcohol", "hotel minibars", "taxis abroad"]
    assert "taxis abroad" in checker.missing(premise, "The allowance pays for taxis abroad.")
    assert asserts_excluded(premise, "The allowance does not pay for taxis abroad.") == ""  # says so itself
    assert asserts_excluded(premise, "The allowance pays for meals.") == ""
    assert "a felony" in asserts_excluded("A misdemeanour is any offence other than a felony.",
                                          "A misdemeanour is a kind of felony.").replace("'", " a ")


def test_done_without_an_event_conflicts_with_the_event():
    from gechat.entail.exclusions import without_conflict

    assert "delay" in find_conflict("The ferry sailed without delay.", "The ferry was delayed.")
    assert "paying" in without_conflict("The guest left without paying the bill.", "The guest paid the bill.")
    # the same noun is no event; a denial agrees; another subject is another event
    assert without_conflict("She entered without a badge.", "She showed a badge at the gate.") == ""
    assert without_conflict("The ferry sailed without delay.", "The ferry was not delayed.") == ""
    assert find_conflict("The ferry sailed without delay.", "The train was delayed at the border.") == ""


def test_the_second_read_s_traps_for_exclusions_lists_and_advice(checker):
    from gechat.entail.exclusions import asserts_excluded, without_conflict
    from gechat.entail.hedges import hedged, open_list

    # what the sentence itself says of the excluded thing, in its own phrase, clause or a clause after "but"
    assert asserts_excluded("Apart from the porch, which was repainted in June, the house is unchanged.",
                            "The porch was repainted in June.") == ""
    assert asserts_excluded("Interns are not eligible for the bonus but receive a travel card.",
                            "Interns receive a travel card.") == ""
    assert asserts_excluded("Except for a short delay at noon, the line ran normally.",
                            "There was a short delay at noon.") == ""
    assert asserts_excluded("Apart from being quiet, the fan is also cheap to run.", "The fan is quiet.") == ""
    assert asserts_excluded("None other than the mayor opened the fair.", "The mayor opened the fair.") == ""
    # another clause may say the event happened after all
    assert without_conflict("She left without paying, but returned the next day and paid in full.",
                            "She paid in full.") == ""
    # denying the kind the items are of is the model's to read
    assert not open_list("The crates held apples, pears and plums.", "The crates held no fruit.")
    # advice that was then followed, and a requirement beside advice
    assert hedged("The auditor advised that the ledger be corrected, and the clerk did so.",
                  "The ledger was corrected.", checker._parse) == ""
    assert hedged("Gloves are required in the lab; goggles are recommended.", "Gloves are mandatory in the lab.",
                  checker._parse) == ""


def test_temperatures_halves_and_a_hundred_from_the_sealed_read():
    assert [(q.kind, q.value, q.unit) for q in quantities("Roast at 200°C for 40 minutes.")][0] == (
        "temperature", 200.0, "degc")
    assert "°C" in find_conflict("Hold the syrup at 240 degrees Fahrenheit.", "Hold the syrup at 240 degrees Celsius.")
    assert find_conflict("Roast at 400 degrees Fahrenheit.", "Roast at 400°F.") == ""
    assert "no such temperature" in unstated_figure("Roast at 400 degrees Fahrenheit.", "Roast at 400 degrees Celsius.")
    # "N and a half" of a unit, and "a hundred" as 100 ("over a hundred" a bound)
    assert [(q.value, q.unit) for q in quantities("The hearing lasted three and a half hours.")] == [(3.5, "hour")]
    assert unstated_figure("The hearing lasted three and a half hours.", "The hearing lasted 210 minutes.") == ""
    assert find_conflict("Over a hundred volunteers turned up.", "Exactly 130 volunteers turned up.") == ""
    assert [q.value for q in quantities("The bridge is a hundred years old.")] == [100.0]


def test_the_latter_and_the_former_of_a_pair_set_against_each_other(checker):
    parse = checker._parse
    premise = "The prize went to Okafor rather than to Lindqvist, because the former had finished the course first."
    assert latter_doer(parse(premise), parse("Okafor finished the course first.")) == ""
    assert "okafor" in latter_doer(parse(premise), parse("Lindqvist finished the course first."))
    # a time is no participant; without a pair, "the former" is left alone
    premise = "The mayor met the harbour master on Monday; the latter proposed the new fees."
    assert "harbour master" in latter_doer(parse(premise), parse("The mayor proposed the new fees."))
    premise = "Although the treasurer opposed the plan that the chair had drafted, the former later voted for it."
    assert latter_doer(parse(premise), parse("The chair voted for the plan.")) == ""
