"""A step that binds what one of a sentence's parallel clauses says to another clause's participant
(`gechat.entail.binding`): a conflict when the clauses say the same thing of their participants, "not stated" when
they say different things, nothing when the step keeps each clause's words together."""

from __future__ import annotations

import pytest

from gechat.entail.binding import bound_across, clauses

#: sentences of randomised-trial reports (Evidence Inference validation articles: PMC2869037, PMC5735483,
#: PMC5704406, PMC4681166, PMC3691744, PMC1978057)
PREFERRED = "Thirty-four percent of patients preferred F while 43% preferred Z (p = NS)."
RSS = ("Seven patients in the buprenorphine group had an RSS of 3 at all times while the remaining 13 patients had an "
       "RSS of 2.")
SEXES = "Group 1 (IVCP) had 17 males and 8 females whereas Group 2 (OCP) had 14 males and 11 females."
TRUNK = "Trunk FM was unchanged following RT (P = 0.07) whereas android FM decreased due to RT (P < 0.001) (Fig. 2)."
AZD = "COPD symptom scores and reliever use were reduced with AZD3199, while FEV1 reversibility was unaltered."


@pytest.mark.parametrize(("premise", "step"), [
    ("Alice works in Paris and Bob works in Berlin.", "Bob works in Paris."),
    ("Alice works in Paris and Bob in Berlin.", "Bob works in Paris."),  # the second clause's verb left out
    ("The red car belongs to Tom and the blue car belongs to Sara.", "The blue car belongs to Tom."),
    ("The factory in Ohio employs 300 people and the one in Texas employs 500.", "The factory in Texas employs 300 "
                                                                                 "people."),
    ("The hotel is closed in winter and open in summer.", "The hotel is open in winter."),
    ("Sales in Europe fell, while sales in Asia grew.", "Sales in Asia fell."),
    ("Oxygen levels were high in the morning but low at night.", "Oxygen levels were low in the morning."),
    ("The bill passed the House in May and the Senate in June.", "The bill passed the Senate in May."),
    ("The first bridge was built in 1890 and the second in 1920.", "The second bridge was built in 1890."),  # an
    # ordinal that stands for its noun
    ("Of the 1,240 homes surveyed, 310 had damp problems and 95 had faulty wiring, the council's housing report found.",
     "The survey found faulty wiring in 310 of the 1,240 homes."),  # what the report found is every clause's
    ("Unemployment in Spain remained high, while unemployment in Germany stayed low.", "Unemployment in Germany "
                                                                                       "remained high."),
    ("Anna lives in Oslo, Ben lives in Bergen, and Carl lives in Tromsø.", "Carl lives in Bergen."),
    (PREFERRED, "43% of patients preferred F."),
    (RSS, "Thirteen patients had an RSS of 3."),
    (SEXES, "Group 2 had 17 males."),
])
def test_a_step_that_binds_across_clauses_saying_the_same_conflicts(check, premise, step):
    kind, reason = bound_across(premise, step, check.parse)
    assert kind == "conflict", reason
    assert check(premise, step)  # the verdict's conflict reason


@pytest.mark.parametrize(("premise", "step"), [
    ("The report was written by Smith in 2019 and revised by Jones in 2021.", "Smith revised the report."),
    ("The committee approved the budget and the council discussed it.", "The council approved the budget."),
    ("The museum opens at 9 am and the gift shop closes at 5 pm.", "The museum closes at 5 pm."),  # both may hold
    ("Alice works in Paris and Bob works in Berlin.", "Bob visited Paris."),  # a verb the sentence never uses
    ("The committee requires a written report, but the chair does not require a presentation.",
     "The committee requires a presentation."),  # one clause denies: no rival value
    (TRUNK, "Trunk FM decreased due to RT."),
    (AZD, "FEV1 reversibility was reduced with AZD3199."),
    # one clause's verb given the other's place: the two clauses share their subject
    ("The novel was written in Paris and published in London.", "The novel was published in Paris."),
    ("The vaccine was developed in Oxford and manufactured in Pune.", "The vaccine was developed in Pune."),
    ("Ingrid Lindqvist completed her doctorate at Uppsala, then taught for a decade at Lund before moving to Oslo.",
     "Ingrid Lindqvist taught at Uppsala."),
])
def test_a_step_that_binds_across_clauses_saying_different_things_is_not_stated(check, premise, step):
    kind, reason = bound_across(premise, step, check.parse)
    assert kind == "unstated", reason
    assert not check(premise, step)
    assert check.missing(premise, step) == reason


@pytest.mark.parametrize(("premise", "step"), [
    ("Alice works in Paris and Bob works in Berlin.", "Alice and Bob work in different cities."),  # one pair whole
    ("Alice works in Paris and Bob works in Berlin.", "Alice works in Paris."),
    ("Alice moved to Paris in 2010 and started a bakery there.", "Alice started a bakery in Paris."),
    ("The report was written by Smith in 2019 and revised by Jones in 2021.", "Jones revised the report in 2021."),
    ("John was born in Leeds in 1950 and moved to York in 1975.", "John moved to York in 1975."),
    ("Of the 1,240 homes surveyed, 310 had damp problems and 95 had faulty wiring, the council's housing report found.",
     "The survey found faulty wiring in 95 of the 1,240 homes."),  # the source named at the end is no clause of its own
    ("The novel was written by Inês Carvalho and translated into English by Peter Holm, whose version won the 2018 "
     "Dryden Translation Prize.", "Peter Holm's English translation of the novel won the 2018 Dryden Translation "
                                  "Prize."),  # a relative clause describes, it is no parallel fact
    # a shared setting is no place of one clause when the second clause has its own subject
    ("Floodwaters covered much of the town on Sunday, and about 2,300 residents were moved to temporary shelters.",
     "About 2,300 residents were moved to temporary shelters on Sunday."),
    # a pronoun that is the subject of a clause the second clause embeds may stand for the first clause's doer
    ("Hackers tried to access the billing system in April, and the company's investigation later confirmed that "
     "they had obtained the names of about 8,000 customers.", "Hackers obtained the names of about 8,000 customers."),
    (TRUNK, "Android FM decreased due to RT."),
    (AZD, "Reliever use was reduced with AZD3199."),
    (SEXES, "Group 2 had 14 males and 11 females."),
    # a list's "and" before a phrase with an adjective is no gapped clause (NIST SP 800-207)
    ("Policy administrator (PA): This component is responsible for establishing and/or shutting down the communication "
     "path between a subject and a resource (via commands to relevant PEPs).", "The policy administrator is "
     "responsible for establishing and/or shutting down the communication path between a subject and a resource."),
    ("The wild-type mice gained weight on the high-fat diet, but the knockout mice lost weight.",
     "The knockout mice did not gain weight on the high-fat diet."),  # a denial agrees with the antonym
    ("Thus, in our study, overall, more than half of SRNS patients showed initial response to cyclophosphamide, but "
     "only one-fourth patients had sustained remission on follow-up.",
     "More than half of the patients responded initially to cyclophosphamide, but only about a quarter stayed in "
     "sustained remission."),  # a step of two clauses, each the sentence's own
])
def test_a_step_that_keeps_each_clause_together_binds_nothing(check, premise, step):
    assert bound_across(premise, step, check.parse) == ("", ""), step


@pytest.mark.parametrize(("sentence", "parts"), [
    ("The group returned €600 million to shareholders through a combination of dividends and share buybacks.", 1),
    ("Alice and Bob work in Paris.", 1),  # "Alice" alone has no verb
    ("Meanwhile, the addition of telemonitoring for pain did not show further improvement of psychiatric and other "
     "outcomes involving anxiety and depression.", 1),  # a participle that qualifies a noun heads no clause
    ("The hotel is closed in winter and open in summer.", 2),
    (RSS, 2),
    ("Anna lives in Oslo, Ben lives in Bergen, and Carl lives in Tromsø.", 3),
])
def test_clauses_are_cut_where_each_side_has_its_own_predicate(check, sentence, parts):
    assert len(clauses(check.parse(sentence))) == parts
