"""Readings added in session 30 for the results trial reports state, each on sentences other than the probe
tables' (shaped after the medical papers of Evidence Inference)."""

from __future__ import annotations

import pytest

from gechat.entail import findings
from gechat.entail.conflicts import ConflictChecker, find_conflict
from gechat.entail.notation import aligned
from gechat.entail.unstated import unstated_figure
from gechat.entail.respective import paired_otherwise, sized_otherwise
from gechat.entail.stronger import other_baseline
from gechat.entail.units import converts


@pytest.fixture(scope="module")
def checker() -> ConflictChecker:
    return ConflictChecker()


def test_figures_given_respectively_belong_to_their_own_items(checker):
    premise = "Median survival was 14 and 9 months with the high-dose and low-dose regimens, respectively."
    parse = checker._parse
    assert "respectively" in paired_otherwise(premise, "Median survival was 9 months with the high-dose regimen.",
                                              parse)
    assert paired_otherwise(premise, "Median survival was 14 months with the high-dose regimen.", parse) == ""
    assert paired_otherwise(premise, "Median survival was nine months with the low-dose regimen.", parse) == ""
    # three items; the step names its group by the word that sets it apart ("placebo")
    three = "Response rates were 52%, 41% and 18% in the twice-daily, once-daily and placebo groups, respectively."
    assert paired_otherwise(three, "The response rate was 41% in the twice-daily group.", parse)
    assert paired_otherwise(three, "The response rate was 18% in the placebo group.", parse) == ""
    # without "respectively" nothing is paired; a figure at two places of its list pairs with neither
    assert paired_otherwise("Median survival was 14 months with the high-dose regimen and 9 months with the "
                            "low-dose one.", "Median survival was 9 months with the high-dose regimen.", parse) == ""
    assert paired_otherwise("The two vans and the bus seat 12, 12 and 40 passengers respectively.",
                            "The bus seats 12 passengers.", parse) == ""
    # through the checker: a conflict
    assert "respectively" in find_conflict(premise, "Median survival was 9 months with the high-dose regimen.",
                                           parse=parse)


def test_a_group_size_belongs_to_its_group():
    premise = "Participants were allocated to an exercise group (n=62) or to a waiting-list group (n=58)."
    assert "exercise group" in sized_otherwise(premise, "Of the participants, 58 were allocated to the exercise group.")
    assert sized_otherwise(premise, "The exercise group had 62 participants and the waiting-list group 58.") == ""
    assert sized_otherwise(premise, "Sixty-two participants exercised.") == ""  # names no group
    assert sized_otherwise("The exercise group (n=62) trained twice a week.", "58 participants trained.") == ""


def test_a_claim_of_significance_needs_a_test():
    premise = "Headache was reported by 12.4% of patients on the new drug and 9.8% of those on placebo."
    step = "Headache was significantly more frequent with the new drug than with placebo."
    assert findings.untested(premise, step)
    assert findings.untested(premise + " (p = 0.03)", step) == ""  # a p-value tests it
    assert findings.untested("Headache was as frequent with the new drug as with placebo (similar rates).",
                             "Headache did not differ significantly between the new drug and placebo.") == ""
    assert findings.untested(premise, "Headache was more frequent with the new drug.") == ""  # no test claimed


def test_a_null_result_contradicts_a_significant_one(checker):
    premise = "The lower dose did not reach statistical significance over placebo in patients older than 70."
    step = "The lower dose achieved a statistically significant improvement over placebo in patients older than 70."
    assert findings.opposite_finding(premise, step)
    assert checker(premise, step)
    # a sentence that contrasts a null result with another one may speak of the step's result in its other part
    both = ("No difference was found in mean blood loss, but transfusions were needed only in the control group.")
    assert findings.opposite_finding(both, "Transfusions were needed only in the control group, a statistically "
                                           "significant difference.") == ""
    # another time point is another result
    assert find_conflict("Pain was significantly lower with the drug at week 12.",
                         "At week 4, pain did not differ significantly between the drug and placebo.") == ""


def test_a_value_after_versus_is_no_comparison_group():
    premise = ("Blood loss was lower in the restricted group (410 ± 120 versus 530 ± 150 ml) than in the control "
               "group.")
    assert other_baseline(premise, "Compared with the control group, blood loss was lower.") == ""
    assert other_baseline("Sales rose 12% versus the same period last year.",
                          "Sales rose 12% compared with the previous month.")


def test_weeks_and_days_read_as_months_they_span():
    assert converts(12, "week", 3, "month") is True
    assert converts(26, "week", 6, "month") is True
    assert converts(90, "day", 3, "month") is True
    assert converts(10, "week", 2, "month") is None  # not near: unstated, never a conflict
    premise = "Patients applied the gel each night for 12 weeks."
    assert unstated_figure(premise, "Patients applied the gel each night for three months.") == ""
    assert "3 month" in unstated_figure("Patients applied the gel each night for 8 weeks.",
                                        "Patients applied the gel each night for three months.")


def test_so_many_in_so_many_is_a_share():
    premise = "About 25% of the nurses reported burnout."
    assert unstated_figure(premise, "About one in four nurses reported burnout.") == ""
    assert aligned(premise, "About one in four nurses reported burnout.") == "About 25% of nurses reported burnout."
    assert unstated_figure("About 60% of the nurses reported burnout.", "About one in four nurses reported burnout.")


def test_a_sentence_about_one_arm_does_not_support_a_step_about_another(checker):
    from gechat.entail.respective import arms_named, other_arm

    premise = "Three patients in the ketamine group reported vivid dreams on the first night."
    assert "morphine group" in other_arm(premise, "Three patients in the morphine group reported vivid dreams.")
    assert other_arm(premise, "Three patients in the ketamine group reported vivid dreams.") == ""
    assert other_arm(premise, "Three patients in the treatment group reported vivid dreams.") == ""  # no arm's name
    # an adjective names no arm: "a small group" / "a tiny group" (a Breaking NLI entailment)
    assert checker.missing("A small group of three boys and two girls is standing on the beach.",
                           "A tiny group of three boys and two girls is standing on the beach.") == ""
    assert "morphine group" in checker.missing(premise, "Three patients in the morphine group reported vivid dreams.")
    # how many arms a sentence names: by name or label, or listed with the noun they share
    assert arms_named("Scores were 4.1 (Group A), 3.8 (Group B) and 2.9 (Group C).") == 3
    assert arms_named("Rates were 12%, 9% and 30% in saline, ketamine and morphine groups, respectively.") == 3
    assert unstated_figure("Scores were 4.1 (Group A), 3.8 (Group B) and 2.9 (Group C).",
                           "Scores differed among the three groups.") == ""


def test_a_count_the_sentence_gives_bare_is_no_rival():
    premise = ("Wound infections occurred in nine patients, six in the open-surgery group and three in the keyhole "
               "group.")
    assert find_conflict(premise, "Six patients in the open-surgery group had wound infections.") == ""
    assert "nine" in find_conflict(premise, "Four patients had wound infections.") or \
        find_conflict(premise, "Four patients had wound infections.")


def test_second_read_mends(checker):
    """Faults a second read (adversarial pairs written against this session's rules) found, mended."""
    from gechat.entail.respective import attached_otherwise, sized_otherwise

    # a figure given to one arm with "versus" and no "respectively"
    premise = "Median time to healing was 21 days with the hydrocolloid dressing versus 28 days with gauze."
    assert attached_otherwise(premise, "Median time to healing with the hydrocolloid dressing was 28 days.")
    assert attached_otherwise(premise, "Median time to healing was 21 days with the hydrocolloid dressing.") == ""
    # a group's figure read in the step's own clause; figures in brackets together go to no group
    sizes = "Patients were randomized into a yoga group (n=40) or a stretching group (n=36)."
    assert sized_otherwise(sizes, "Unlike the stretching group, 40 patients in the yoga group practised daily.") == ""
    assert sized_otherwise(sizes, "The stretching group had four fewer patients than the yoga group (36 vs 40).") == ""
    assert sized_otherwise(sizes, "Unlike the yoga group, 40 patients in the stretching group practised daily.")
    # "respectively" says nothing of a measure the sentence does not give
    assert find_conflict("Median follow-up was 14 and 16 months in the surgery and radiotherapy arms, respectively.",
                         "Median survival in the surgery arm was 16 months.", parse=checker._parse) == ""
    # "one in ten shoppers" is a share, not ten shoppers; "one in five" states 20%, nearly so with "roughly"
    assert unstated_figure("One in ten shoppers used the self-checkout.", "Ten shoppers used the self-checkout.")
    assert unstated_figure("One in five patients stopped early.", "20% of patients stopped early.") == ""
    assert unstated_figure("Roughly two out of three were women.", "About 65% were women.") == ""
    assert unstated_figure("One in four patients needed a transfusion.", "30% of patients needed a transfusion.")
    assert find_conflict("Roughly two out of three were women.", "About 65% were women.") == ""
    # a contrasted sentence: the part that holds the step's figures
    contrasted = ("Pain was significantly lower with ketorolac than with placebo at 2 hours (p=0.01), but no significant "
                  "difference was seen at 24 hours.")
    step = "Ketorolac significantly lowered pain compared with placebo at {} hours."
    assert findings.opposite_finding(contrasted, step.format(24))
    assert findings.opposite_finding(contrasted, step.format(2)) == ""


def test_third_read_mends(checker):
    """Faults a reader of the whole change found, mended: each rule misfired on ordinary sentences."""
    from gechat.values import holds_asked
    from gechat.entail.quantities import quantities
    from gechat.entail.respective import sized_otherwise
    from gechat.sentences import split_text

    # "one in 2,500" is 0.04%, not "one in 2" (50%)
    assert [(q.kind, q.value) for q in quantities("The condition affects one in 2,500 births.")] == [("percent", 0.04)]
    # a group is named by the word before "group", not by the verb before it
    sizes = "Patients were randomized to metformin group (n=49) or placebo group (n=50)."
    assert sized_otherwise(sizes, "Fifty patients were randomized to the placebo group.") == ""
    assert sized_otherwise(sizes, "Fifty patients were randomized to the metformin group.")
    # a figure the sentence gives twice, or one that counts no people, is no group's size
    assert find_conflict("The yoga group (n=40) and the stretching group (n=36) met weekly for 36 weeks.",
                         "The yoga group met for 36 weeks.") == ""
    assert find_conflict("The men and women earned $50 and $40 respectively, and women worked 50 hours.",
                         "Women worked 50 hours.", parse=checker._parse) == ""
    # "the same region" is no null result; "significantly" outside a trial is no claim of a test
    assert findings.opposite_finding("Stores in the same region reported sales that were 40% higher than last year.",
                                     "Sales in the region were significantly higher than last year.") == ""
    assert findings.untested("Sales were 40% higher than last year.",
                             "Sales were significantly higher than last year.") == ""
    # a year after "compared with" or "versus" is a thing compared with
    assert other_baseline("Sales rose 12% versus 2019.", "Sales rose 12% compared with the previous month.")
    # 48 weeks are no year
    assert converts(48, "week", 1, "year") is None and converts(52, "week", 1, "year") is True
    # initials in brackets are no brand
    assert not holds_asked("The World Health Organization (WHO) recommends oxytocin.",
                           "Under what brand name is carbetocin marketed?")
    # a label that leads into a sentence on the next line is no heading
    text = "The Board of Directors:\nhas resolved that the fee is waived."
    assert [text[s:e] for s, e in split_text(text)] == [text]
    assert checker("She speaks French fluently.", "She writes French fluently.") == ""
