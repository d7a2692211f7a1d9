"""Deterministic conflict checks, each on sentences from the sample documents and the issue's reports."""

from __future__ import annotations

import pytest

from gechat.entail import antonyms
from gechat.entail.polarity import denied_contrary
from gechat.entail.quantities import is_quantity_reason
from gechat.entail.conflicts import (
    ConflictChecker,
    antonym_conflict,
    find_conflict,
    negation_conflict,
    quantities,
    quantity_conflict,
)
from gechat.entail.restatements import restatement
from gechat.entail.unstated import unstated_figure

TRUSTEE = "The United States Trustee appoints and supervises standing trustees and monitors and supervises cases under chapter 13 of title 11 of the United States Code."
HANDBOOK = "The Handbook does not present a full and complete statement of the law; it should not be used as a substitute for legal research and analysis."
BEANS = "Take 3 pounds beans and soak overnight in about 2 quarts of water."
RICE = "Take 4 pounds rice, 5 gallons beef stock, salt and pepper to taste."
BOIL = "Boil for 4 hours."


def test_quantities_read_units_money_percent_dates() -> None:
    got = {(q.kind, q.unit, q.value) for q in quantities("Revenue rose 9% to $5.4 billion on 12 March 1998, with 240 beds.")}
    assert ("percent", "%", 9.0) in got
    assert ("money", "$", 5.4e9) in got
    assert ("date", "y1998", 312.0) in got
    assert ("count", "bed", 240.0) in got
    assert {(q.kind, q.unit) for q in quantities(BEANS)} >= {("mass", "pound")}
    assert [q.value for q in quantities("I spent twenty two dollars on the parts.")] == [22.0]


@pytest.mark.parametrize(
    ("premise", "step", "said"),
    [
        (BEANS, "Take 5 pounds beans and soak overnight.", "5 pound"),
        (BOIL, "Boil for 4 minutes.", "4 minute"),
        (RICE, "Take 4 pounds rice and 9 gallons beef stock.", "9 gallon"),
        (TRUSTEE, "The United States Trustee supervises cases under chapter 7 of title 11.", "chapter 7"),
        ("The company was founded in 2014 in Tallinn.", "The company was founded in 2017.", "2017"),
        ("The new policy takes effect on January 1, 2025.", "The new policy takes effect on July 1, 2025.", "July"),
        # the same month in another year
        ("The plant was commissioned in October 2011 after two years of delays.",
         "The plant was commissioned in October 2013.", "October 2013"),
        ("The report is due on 15 January 2026.", "The report is due on 15 January 2027.", "2027"),
        ("The ridge trail is 12 kilometres long.", "The ridge trail is 12 miles long.", "12 mile"),
    ],
)
def test_quantity_conflicts_name_both_values(premise: str, step: str, said: str) -> None:
    reason = quantity_conflict(premise, step)
    assert reason.startswith("the step says ")
    assert said.split()[0] in reason


@pytest.mark.parametrize(
    ("premise", "step"),
    [
        (BEANS, "Soak 3 pounds of beans overnight."),
        (RICE, "The rice is cooked in 5 gallons of beef stock."),
        ("Revenue rose to $6.7 billion in 2023, up from $6.1 billion a year earlier.", "Revenue rose to $6.7 billion."),
        ("The committee has seven members, all appointed by the mayor.", "The mayor appoints the 7 members."),
        ("At least six people were lying on the floor.", "Four people were lying on the floor."),  # a bound, not a value
        ("Texas attorneys contributed $1 million this year.", "Texas attorneys contributed $500,000 more this year."),
        # one unit under two names
        ("The ridge trail is 12 kilometres long.", "The ridge trail is 12 km long."),
        ("Each capsule holds 250 milligrams of the active substance.", "Each capsule holds 250 mg of the substance."),
        ("The tank holds 40 litres of water.", "The tank holds 40 l of water."),
        # a date stated anywhere in the sentence fits
        ("Prices were stable between March 2019 and April 2021.", "Prices were stable in April 2021."),
        ("The plant was commissioned in October 2011 after two years of delays.", "The plant was commissioned in 2011."),
    ],
)
def test_quantities_that_agree_or_are_bounds_do_not_conflict(premise: str, step: str) -> None:
    assert quantity_conflict(premise, step) == ""


def test_a_number_about_something_else_is_no_conflict() -> None:
    # 4 hours of boiling says nothing about 2 quarts of water
    assert find_conflict(BOIL, "Soak the beans in 2 quarts of water.") == ""


def test_negation_on_one_side_only() -> None:
    assert "denies" in negation_conflict(HANDBOOK, "The Handbook presents a full and complete statement of the law.")
    assert "denies" in negation_conflict(TRUSTEE, "The United States Trustee does not supervise standing trustees.")
    assert negation_conflict(HANDBOOK, "The Handbook does not present a complete statement of the law.") == ""
    # a negation elsewhere in the sentence governs another word
    assert "denies" in negation_conflict(HANDBOOK, "The Handbook should be used as a substitute for legal research.")


def test_negation_ignores_questions_and_conditionals() -> None:
    assert negation_conflict("Why isn't a lookalike good enough for them?", "A lookalike is good enough.") == ""
    assert negation_conflict("If not the most beautiful, the chateau is the most formidable.",
                             "The chateau is the most beautiful.") == ""


# NIST SP 800-40r3 says it twice, once with "if" (section 2) and once with "that" (the executive summary)
IF_NOT_OVERCOME = ("If organizations do not overcome these challenges, they will be unable to patch systems effectively "
                   "and efficiently, leading to easily preventable compromises.")
THAT_DO_NOT_OVERCOME = ("Organizations that do not overcome these challenges will be unable to patch systems "
                        "effectively and efficiently, leading to compromises that are easily preventable.")


def test_a_word_denied_under_an_if_is_not_stated(check: ConflictChecker) -> None:
    # the sentence's "overcome" is denied in a condition: it does not state it, so the step's denial meets no claim
    assert negation_conflict(IF_NOT_OVERCOME, THAT_DO_NOT_OVERCOME) == ""
    assert check(IF_NOT_OVERCOME, THAT_DO_NOT_OVERCOME) == ""
    assert check(THAT_DO_NOT_OVERCOME, IF_NOT_OVERCOME) == ""
    # a denial outside the condition still meets the word stated
    assert "overcome" in negation_conflict("Organizations overcome these challenges.",
                                           "Organizations do not overcome these challenges.")
    assert "resolve" in negation_conflict("Organizations did not resolve these challenges.",
                                          "Organizations resolved these challenges.")


def test_two_pronouns_said_to_be_one_name_need_not_be_one_thing() -> None:
    # Pride and Prejudice: two women at a carriage window; the answer quoted "It was Lady Catherine de Bourgh."
    maria = ("“La! my dear,” said Maria, quite shocked at the mistake, “it is not Lady Catherine. The old lady is "
             "Mrs. Jenkinson, who lives with them.”")
    assert negation_conflict(maria, "It was Lady Catherine de Bourgh.") == ""
    assert "denies" in negation_conflict("The visitor was not Lady Catherine.", "The visitor was Lady Catherine.")
    assert "denies" in negation_conflict("It is not safe to drink the water.", "It is safe to drink the water.")
    assert "denies" in negation_conflict("She was not elected.", "She was elected.")


def test_antonyms_from_wordnet_and_the_extra_list() -> None:
    assert "reject" in antonym_conflict("The council approved the new bridge on Monday.", "The council rejected the new bridge.")
    assert "closed" in antonym_conflict("The museum is open on Sundays.", "The museum is closed on Sundays.")
    assert "lost" in antonym_conflict("The team won the final match.", "The team lost the final match.")
    assert "died" in antonym_conflict("All the seedlings survived the frost.", "All the seedlings died in the frost.")
    # both words present in the sentence: no conflict; antonym next to other words: no conflict
    assert antonym_conflict("The museum is open on Sundays and closed on Mondays.", "The museum is open on Sundays.") == ""
    assert antonym_conflict("A big brown dog plays with a small white dog.", "A big brown dog plays with a little white dog.") == ""
    assert antonyms.stem("approved") == antonyms.stem("approve")
    assert antonyms.antonyms_of("in") == frozenset()  # too common to signal anything


def test_comparatives_meet_their_antonyms() -> None:
    assert "heavier" in antonym_conflict("The new bicycle frame is lighter than the steel one.",
                                         "The new bicycle frame is heavier than the steel one.")
    assert "narrower" in antonym_conflict("The north channel is wider than the south channel.",
                                          "The north channel is narrower than the south channel.")
    assert antonym_conflict("The north channel is wider than the south channel.",
                            "The north channel is wider than the old canal.") == ""
    assert antonyms.stem("heavier") == antonyms.stem("heavy")


def test_role_swaps_use_the_parse(check: ConflictChecker) -> None:
    assert "swaps" in check("Maria Lopez reports to David Chen.", "David Chen reports to Maria Lopez.")
    assert "swaps" in check("At Brenner Logistics, Chief Financial Officer Maria Delgado reports directly to Chief "
                            "Executive Jonas Weber.", "At Brenner Logistics, Jonas Weber reports directly to Maria "
                            "Delgado.")  # the parse hangs the subject on the opening phrase's noun
    assert "swaps" in check("The Eagles defeated the Tigers in the final.", "The Tigers defeated the Eagles.")
    assert check("The Eagles defeated the Tigers in the final.", "The Tigers were defeated by the Eagles.") == ""
    supervises = "The United States Trustee supervises standing trustees in each region."
    assert check(supervises, "The United States Trustee supervises standing trustees.") == ""
    assert "swaps" in check(supervises, "Standing trustees supervise the United States Trustee.")


@pytest.mark.parametrize(
    ("premise", "step", "restated"),
    [
        ("The Eagles defeated the Tigers in the final.", "The Tigers were defeated by the Eagles in the final.", True),
        ("The contract was signed by both parties in Geneva.", "Both parties signed the contract in Geneva.", True),
        ("Helix Corp married its research arm with the sales team.", "Helix Corp married the sales team with its research arm.", False),
        ("Anna Berg met the mayor at the station.", "The mayor met Anna Berg at the station.", True),  # a symmetric verb
        ("The Eagles defeated the Tigers in the final.", "The Tigers defeated the Eagles in the final.", False),  # a swap
        ("The Tigers were defeated by the Eagles.", "The Tigers defeated the Eagles.", False),  # passive read as active
        ("The council approved the bridge.", "The bridge was not approved by the council.", False),  # a negation
        ("Prices rose from 5 euros to 6 euros.", "Prices rose from 6 euros to 5 euros.", False),  # numbers reordered
        ("The council approved the bridge.", "The council approved the bridge.", False),  # the same words in order
    ],
)
def test_restatements_move_participants_without_changing_roles(
    check: ConflictChecker, premise: str, step: str, restated: bool
) -> None:
    assert check.restates(premise, step) is restated
    assert restatement(premise, step) is restated


def test_judge_takes_a_restatement_as_entailed_whatever_the_model_says() -> None:
    from gechat.entail.base import SELF_EVIDENT, Entailer

    class Doubting(Entailer):  # a model that reads any reordering as a contradiction
        def _judge(self, premises, hypotheses):
            from gechat.entail.base import judgment

            return [judgment(0.1, 0.8) for _ in premises]

        def _score(self, premises, hypotheses):
            return [0.1] * len(premises)

    judge = Doubting()
    judge.conflicts = ConflictChecker()
    passive, swap = judge.judge(["The cat was chased by the dog.", "The dog chased the cat."],
                                ["The dog chased the cat.", "The cat chased the dog."])
    assert passive == SELF_EVIDENT
    assert swap.conflict and swap.contradiction >= 0.95


def test_unrelated_sentences_never_conflict(check: ConflictChecker) -> None:
    assert check(BEANS, "The United States Trustee appoints 5 standing trustees.") == ""
    assert check(HANDBOOK, "Boil the rice for 2 hours.") == ""


def test_judge_applies_the_check_whatever_the_model_says() -> None:
    from gechat.entail.base import CONFLICT_CONTRADICTION, Entailer

    class Sure(Entailer):
        def _score(self, premises, hypotheses):
            return [0.99] * len(premises)

    judge = Sure()
    judge.conflicts = ConflictChecker()
    j_conflict, j_fine = judge.judge([BOIL, BOIL], ["Boil for 6 hours.", "Boil it for 4 hours."])
    assert j_conflict.contradiction >= CONFLICT_CONTRADICTION and "6 hour" in j_conflict.conflict
    assert abs(j_conflict.entailment + j_conflict.neutral + j_conflict.contradiction - 1) < 1e-9
    assert j_fine.conflict == "" and j_fine.entailment == pytest.approx(0.99)


def test_words_in_other_frames_do_not_conflict() -> None:
    # the recipes: a hot oven and cold water; a sentence that says "no X" for one thing and "a moderate X" for another
    assert find_conflict("Take 3 pounds codfish, put in cold water and soak overnight before being used.",
                         "Put in a very hot oven and bake 20 minutes.") == ""
    fips = ("An organization determines that there is no potential impact from a loss of confidentiality, "
            "a moderate potential impact from a loss of integrity, and a moderate potential impact from a loss of availability.")
    assert negation_conflict(fips, "The potential impact is moderate.") == ""


def test_quantity_reasons_are_told_apart_from_the_others() -> None:
    from gechat.entail.conflicts import is_quantity_reason

    assert is_quantity_reason(quantity_conflict(BOIL, "Boil for 6 hours."))
    assert not is_quantity_reason(antonym_conflict("The team won the final match.", "The team lost the final match."))
    assert not is_quantity_reason(negation_conflict(HANDBOOK, "The Handbook presents a full and complete statement of the law."))


def test_a_conflict_between_different_doers_is_none(check: ConflictChecker) -> None:
    # FIPS 199's examples: one organization's impact is high, another's low
    assert check("A financial organization determines that the potential impact from a loss of confidentiality is low.",
                 "A law enforcement organization determines that the potential impact from a loss of confidentiality is high.") == ""
    assert check("The senator supported the amendment.", "The governor opposed the amendment.") == ""
    assert "opposed" in check("The senator supported the amendment.", "The senator opposed the amendment.")


# FIPS 199's definitions of a serious and of a severe adverse effect (page 6 and 7): the same enumeration said of
# two levels, one with "is able", the other with "is not able"; a quote of one was badged Contradicted by the other
SERIOUS = ("AMPLIFICATION: A serious adverse effect means that, for example, the loss of confidentiality, integrity, or "
           "availability might: (i) cause a significant degradation in mission capability to an extent and duration "
           "that the organization is able to perform its primary functions, but the effectiveness of the functions is "
           "significantly reduced; (ii) result in significant damage to organizational assets; (iii) result in "
           "significant financial loss; or (iv) result in significant harm to individuals that does not involve loss "
           "of life or serious life threatening injuries.")
SEVERE = ("AMPLIFICATION: A severe or catastrophic adverse effect means that, for example, the loss of confidentiality, "
          "integrity, or availability might: (i) cause a severe degradation in or loss of mission capability to an "
          "extent and duration that the organization is not able to perform one or more of its primary functions; (ii) "
          "result in major damage to organizational assets; (iii) result in major financial loss; or (iv) result in "
          "severe or catastrophic harm to individuals involving loss of life or serious life threatening injuries.")


def test_parallel_definitions_of_other_things_do_not_conflict(check: ConflictChecker) -> None:
    assert negation_conflict(SERIOUS, SEVERE)  # the words alone: "is able" / "is not able" in the same frame
    assert check(SERIOUS, SEVERE) == "" and check(SEVERE, SERIOUS) == ""  # said of another kind of effect
    # the same definition negated is still a conflict
    assert "able" in check(SEVERE.replace("is not able", "is able"), SEVERE)
    assert "able" in check("A severe adverse effect means that the organization is not able to perform its functions.",
                           "A severe adverse effect means that the organization is able to perform its functions.")
    # a subject the small parser names wrongly ("cook" as the subject of "going") is no other kind of guest
    assert check("Both guests that cook weren't going fishing.", "Both guests that cook were going fishing.")
    # subjects that differ by the antonym itself are the same thing said otherwise (ConjNLI dev)
    assert "high" in check("It was to be followed by a television series, but low ratings canceled those plans.",
                           "It was to be followed by a television series, but high ratings canceled those plans.")


LOW = "The potential impact is LOW if—"  # FIPS 199, each followed by its condition as a list item
HIGH = "The potential impact is HIGH if—"


def test_sentences_that_open_a_condition_conflict_with_nothing(check: ConflictChecker) -> None:
    assert antonym_conflict(LOW, HIGH)  # the words alone
    assert check(LOW, HIGH) == "" and check(HIGH, LOW) == ""
    assert check("The fee is $5 when:", "The fee is $10 when:") == ""
    assert check(LOW, "The potential impact is HIGH.") == ""  # a case of a list is no claim to deny
    # a condition stated in the sentence itself is read as before
    assert "high" in check("The potential impact is LOW if the loss has a limited adverse effect.",
                           "The potential impact is HIGH if the loss has a limited adverse effect.")
    assert check("The potential impact is LOW:", "The potential impact is HIGH:")  # a lead-in that opens no condition


@pytest.mark.parametrize(("premise", "step", "said"), [
    ("The new cable transfers data at 10 gigabits per second.", "The cable transfers data at 10 megabits per second.",
     "10 mbit"),
    ("The processor runs at 3 GHz.", "The processor runs at 3 MHz.", "3 mhz"),
    ("The link runs at 10 Gbps.", "The link runs at 10 Mbps.", "10 mbps"),
    ("The plant produces 40 MW of power.", "The plant produces 40 kW of power.", "40 kw"),
])
def test_data_frequency_and_power_units_conflict(premise: str, step: str, said: str) -> None:
    assert said in quantity_conflict(premise, step)


def test_the_same_unit_by_another_name_agrees() -> None:
    assert quantity_conflict("The plant produces 40 MW of power.", "The plant produces 40 megawatts of power.") == ""
    assert quantity_conflict("The fee is 10 GBP a month.", "The fee is 10 USD a month.")  # currencies, not "gbp(s)"


def test_a_denied_antonym_agrees_with_the_asserted_one() -> None:
    assert antonym_conflict("The tunnel is narrow and poorly lit.", "The tunnel is not wide.") == ""
    assert antonym_conflict("The bridge did not close during the storm.", "The bridge stayed open during the storm.") == ""
    assert "wide" in antonym_conflict("The tunnel is narrow and poorly lit.", "The tunnel is wide.")
    assert "open" in antonym_conflict("The bridge did not close during the storm.",
                                      "The bridge did not stay open during the storm.")


def test_verbs_that_deny_what_follows_their_to() -> None:
    assert negation_conflict("The minister refused to comment on the report.",
                             "The minister did not comment on the report.") == ""
    assert "comment" in negation_conflict("The minister refused to comment on the report.",
                                          "The minister commented on the report.")
    assert negation_conflict("The team failed to qualify for the tournament.",
                             "The team did not qualify for the tournament.") == ""


def test_a_repeated_denial_is_one_denial() -> None:
    assert negation_conflict("The station never closed, not even during the war.",
                             "The station stayed open during the war.") == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("The professor supervised the student's thesis.", "The student supervised the professor's thesis."),
    ("The editor criticised the reporter's article.", "The reporter criticised the editor's article."),
    ("Chelsea beat Arsenal 2-1 in the final.", "Arsenal beat Chelsea 2-1 in the final."),
])
def test_role_swaps_through_possessors_and_scores(check: ConflictChecker, premise: str, step: str) -> None:
    assert "swaps who does what" in check(premise, step)


@pytest.mark.parametrize(("premise", "step", "said"), [
    ("The company's revenue grew by 12% while costs rose by 3%.", "The company's revenue grew by 3%.", "12%"),
    ("Women made up 48% of the workforce and 21% of the managers.", "Women made up 21% of the workforce.", "48%"),
])
def test_a_value_the_sentence_gives_to_something_else(check: ConflictChecker, premise: str, step: str,
                                                      said: str) -> None:
    assert check(premise, step).endswith(f"the sentence says {said}")


@pytest.mark.parametrize(("premise", "step"), [
    ("The company's revenue grew by 12% while costs rose by 3%.", "The company's revenue grew by 12%."),
    ("Women made up 48% of the workforce and 21% of the managers.", "Women made up 21% of the managers."),
    ("Revenue rose 8% in the first half and 12% over the year.", "Revenue rose 12%."),
])
def test_a_value_given_to_the_same_thing_is_no_conflict(check: ConflictChecker, premise: str, step: str) -> None:
    assert check(premise, step) == ""


@pytest.mark.parametrize(("premise", "step", "agrees"), [
    ("The tunnel is narrow and poorly lit.", "The tunnel is not wide.", True),
    ("The bridge did not close during the storm, although traffic was slowed.",
     "The bridge stayed open during the storm.", True),
    ("The price of wheat rose in April.", "The price of wheat did not fall in April.", True),
    ("The station never closed, not even during the war.", "The station stayed open during the war.", True),
    ("The defendant declined to testify at the trial.", "The defendant did not testify at the trial.", True),
    ("The witness could not identify the driver.", "The witness was unable to identify the driver.", True),
    ("The clerk could not find the file.", "The clerk did not find the file.", True),
    ("The clerk did not find the file.", "The clerk could not find the file.", False),
    ("Tenants cannot be evicted during the winter.", "Tenants were not evicted during the winter.", False),  # a rule
    ("The dam could not withstand a large flood.", "The dam did not withstand a large flood.", False),  # a judgment
    ("None of the samples contained lead.", "The samples did not contain lead.", True),
    ("No survivors were found at the site.", "Survivors were not found at the site.", True),
    ("None of the samples contained lead.", "The samples did not contain mercury.", False),
    # a phrase dropped under a denial claims more; another month; the same word on both sides
    ("The drug did not reduce pain in children.", "The drug did not reduce pain.", False),
    ("The price of wheat rose in April.", "The price of wheat did not fall.", False),
    ("The price of wheat rose in April.", "The price of wheat did not fall in May.", False),
    ("The tunnel is wide.", "The tunnel is not wide.", False),
    ("The minister refused to comment on the report.", "The minister commented on the report.", False),
])
def test_denials_put_another_way_are_restatements(check: ConflictChecker, premise: str, step: str,
                                                  agrees: bool) -> None:
    assert check.restates(premise, step) is agrees


def test_the_judge_takes_a_denial_put_another_way_as_entailed() -> None:
    from gechat.entail.base import SELF_EVIDENT, Entailer, judgment

    class Literal(Entailer):  # a model that reads "not wide" against "narrow" as a contradiction
        def _judge(self, premises, hypotheses):
            return [judgment(0.02, 0.98) for _ in premises]

        def _score(self, premises, hypotheses):
            return [0.02] * len(premises)

    judge = Literal()
    judge.conflicts = ConflictChecker()
    agreed, against = judge.judge(["The tunnel is narrow and poorly lit."] * 2,
                                  ["The tunnel is not wide.", "The tunnel is wide."])
    assert agreed == SELF_EVIDENT
    assert against.conflict and against.contradiction >= 0.95


def test_ceed_verbs_keep_their_stem() -> None:
    assert antonyms.stem("succeed") == antonyms.stem("succeeded") == antonyms.stem("succeeds") == "succeed"
    assert antonyms.stem("failed") in antonyms.antonyms_of("succeeded")


@pytest.mark.parametrize(("premise", "step"), [
    ("Keith hadn't only broken those skateboards.", "Keith hadn't broken those skateboards."),  # he broke them
    ("This door might have opened.", "This door wasn't closed."),  # a hedge is not a statement
    ("If the bridge did not close, traffic was slowed.", "The bridge stayed open."),
])
def test_not_only_hedges_and_conditions_are_no_restatement(check: ConflictChecker, premise: str, step: str) -> None:
    assert not check.restates(premise, step)


def test_a_value_in_a_sentence_without_a_verb_is_nobodys(check: ConflictChecker) -> None:
    # the parse's root is its own head: the search for the verb above a number must stop there
    assert check("Revenue: 12% in 2019, costs: 3%.", "Revenue: 3% in 2019.") == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("It is false that the bridge did not close.", "The bridge did not close."),
    ("The minister denied that the bridge did not close.", "The bridge did not close."),
    ("Critics claimed that the drug did not work.", "The drug did not work."),
    ("The alarm does not sound when the door opens.", "The alarm does not sound."),
    ("Some patients did not respond to the drug.", "Patients did not respond to the drug."),
    ("The drug did not reduce pain and nausea.", "The drug did not reduce pain."),
    ("The company will not hire staff.", "The company did not hire staff."),
    ("The bridge has not closed yet.", "The bridge never closed."),
    ("Prices did not rise last year.", "Prices fell last year."),  # a scale: neither may hold
    ("The room is not hot.", "The room is cold."),
    ("The committee did not reject the proposal.", "The committee approved the proposal."),
    ("This door could have opened.", "This door wasn't closed."),
])
def test_denials_that_do_not_say_the_same(check: ConflictChecker, premise: str, step: str) -> None:
    assert not check.restates(premise, step)


def test_two_denied_sides_conflict_only_for_either_or_pairs() -> None:
    assert antonym_conflict("The road is not wide.", "The road is not narrow.") == ""
    assert antonym_conflict("Prices did not rise in March.", "Prices did not fall in March.") == ""
    assert "closed" in antonym_conflict("The museum is not open on Sundays.", "The museum is not closed on Sundays.")


def test_a_value_written_twice_for_different_owners_is_nobodys(check: ConflictChecker) -> None:
    premise = "Costs rose 3% in January, profit rose 12% in February and profit rose 3% in March."
    assert check(premise, "Profit rose 3% in March.") == ""


@pytest.mark.parametrize(
    ("premise", "swap", "faithful"),
    [
        ("The subsidiary was acquired by the parent company in 2015.", "The subsidiary acquired the parent company in 2015.",
         "The parent company acquired the subsidiary in 2015."),
        ("The parent company acquired the subsidiary in 2015.", "The parent company was acquired by the subsidiary in 2015.",
         "The subsidiary was acquired by the parent company in 2015."),
        ("The bridge was designed by Brunel.", "The bridge designed Brunel.", "Brunel designed the bridge."),
    ],
)
def test_role_swaps_across_voices_keeping_the_word_order(check: ConflictChecker, premise: str, swap: str,
                                                         faithful: str) -> None:
    # the participants stand where they stood; only the voice turns them round
    assert "swaps" in check(premise, swap)
    assert check(premise, faithful) == ""


@pytest.mark.parametrize(
    ("premise", "step", "restated"),
    [
        ("The northern route is shorter than the southern route.", "The southern route is longer than the northern route.", True),
        ("The river is wider than the canal.", "The canal is narrower than the river.", True),
        ("The northern route is shorter than the southern route.", "The northern route is longer than the southern route.", False),
        ("The northern route is shorter than the southern route.", "The southern route is shorter than the northern route.", False),
        ("The river is wider than the canal.", "The canal is narrower than the lake.", False),  # another comparison
        ("The river is wider than the canal.", "The canal is not narrower than the river.", False),  # a denial
        ("The boy is faster than the tall girl.", "The girl is slower than the tall boy.", False),  # a modifier moved
        ("Revenue is higher than domestic costs.", "Costs are lower than domestic revenue.", False),
    ],
)
def test_a_comparison_turned_round_with_its_antonym_is_a_restatement(premise: str, step: str, restated: bool) -> None:
    assert restatement(premise, step) is restated


def test_formula_lines_about_different_things_do_not_conflict() -> None:
    # FIPS 199's worked examples: each line gives the category of another system
    scada = "SC SCADA system = {(confidentiality, MODERATE), (integrity, HIGH), (availability, HIGH)}."
    contract = "SC contract information = {(confidentiality, MODERATE), (integrity, MODERATE), (availability, LOW)}, and"
    assert find_conflict(contract, scada) == ""
    assert "low" in find_conflict(contract.replace("contract information", "SCADA system"), scada)  # the same system
    assert "low" in find_conflict("Integrity impact: HIGH.", "Integrity impact: LOW.")
    assert find_conflict("Integrity impact: HIGH.", "Availability impact: LOW.") == ""
    # a colon in a time, a score or before a clause makes no label line
    assert find_conflict("The server was unavailable at 10:15 on Monday.", "The server was available at 10:15 on Monday.")
    assert find_conflict("The council rejected the proposal in a 5:4 vote.", "The council approved the proposal in a 5:4 vote.")
    assert find_conflict("Result: the drug did not reduce mortality in the trial.",
                         "Finding: the drug reduced mortality in the trial.")


def test_hundreds_written_out_are_one_number() -> None:
    assert [q.value for q in quantities("The county employs nine hundred teachers.")] == [900.0]
    assert [q.value for q in quantities("Three hundred and twelve votes were cast.")] == [312.0]
    assert [(q.value, q.kind) for q in quantities("It cost five hundred dollars.")] == [(500.0, "money")]
    assert [q.value for q in quantities("Nine hundred thousand people live there.")] == [900000.0]
    assert find_conflict("The county employs nine hundred teachers across its schools.", "The county employs 900 teachers.") == ""
    assert "800" in find_conflict("The county employs nine hundred teachers across its schools.",
                                  "The county employs 800 teachers.")


@pytest.mark.parametrize(
    ("premise", "step", "conflicts"),
    [
        ("The virus was transmitted from bats to humans.", "The virus was transmitted from humans to bats.", True),
        ("The price rose from $5 to $6.50 last year.", "The price rose from $6.50 to $5 last year.", True),
        ("The rate fell from 5% to 3% in May.", "The rate fell from 3% to 5% in May.", True),
        ("The road runs from the old mill to the church.", "The road runs from the church to the old mill.", True),
        ("The team flew from London to Paris on Monday.", "The team flew from London to Paris.", False),
        ("The team flew from London to Paris and back to London.", "The team flew from London to Paris.", False),
        # the step names a place in fewer words than the sentence
        ("Stock was moved from the north warehouse to the city depot.",
         "Stock was moved from the city depot into the north warehouse.", True),
        ("Stock was moved from the north warehouse to the city depot.",
         "Stock was moved from the north warehouse to the depot.", False),
        ("Stock was moved from the north warehouse to the city depot.",
         "Stock was moved from the depot to the harbour.", False),
    ],
)
def test_from_and_to_turned_round_conflict(premise: str, step: str, conflicts: bool) -> None:
    reason = find_conflict(premise, step)
    assert reason.startswith("the step turns round") if conflicts else reason == ""


@pytest.mark.parametrize(
    ("premise", "step", "restated"),
    [
        ("All of the trains were delayed on Monday.", "The trains were delayed on Monday.", True),
        ("We lost all of the data in the fire.", "We lost the data in the fire.", True),
        ("All 12 trains were delayed.", "The 12 trains were delayed.", True),
        ("Not all of the trains were delayed.", "The trains were delayed.", False),
        ("All of the trains were delayed.", "The trains were not delayed.", False),
        ("All of the trains were delayed.", "The buses were delayed.", False),
    ],
)
def test_what_holds_of_all_holds_of_them(premise: str, step: str, restated: bool) -> None:
    assert restatement(premise, step) is restated


def test_irregular_pasts_meet_their_verbs_in_denials(check: ConflictChecker) -> None:
    assert antonyms.stem("paid") == antonyms.stem("pay") and antonyms.stem("written") == antonyms.stem("write")
    assert restatement("None of the tenants paid rent in March.", "The tenants did not pay rent in March.")
    assert "denies" in check("The board paid the invoice.", "The board did not pay the invoice.")


@pytest.mark.parametrize(("premise", "step", "said"), [
    ("The outage lasted two hours before service returned.", "The outage lasted 90 minutes.", "90 minute"),
    ("Each tablet contains 0.5 g of paracetamol.", "Each tablet contains 400 mg of paracetamol.", "400 mg"),
])
def test_another_unit_of_the_same_scale_is_converted(premise: str, step: str, said: str) -> None:
    assert quantity_conflict(premise, step).startswith(f"the step says {said};")
    assert quantity_conflict(premise, step.replace(said.split()[0], "120" if "hours" in premise else "500")) == ""


def test_a_step_that_adds_a_detail_is_neither_supported_nor_contested(check: ConflictChecker) -> None:
    from gechat.entail.conflicts import added_detail

    lane = "The council approved a new cycle lane on the bridge."
    assert added_detail(lane, "The council approved a new segregated cycle lane on the bridge.") == "segregated"
    assert "segregated" in check.missing(lane, "The council approved a new segregated cycle lane on the bridge.")
    assert not check.can_contest(lane, "The council approved a new segregated cycle lane on the bridge.")
    # the words in another order, a figure written otherwise, or an exclusive sentence: not a detail added
    assert added_detail("The discount is 15 per cent for members.", "Members get a 15% discount.") == ""
    assert added_detail("Roughly 55% of the staff cycle.", "Roughly 55 percent of the staff cycle.") == ""
    assert added_detail("The shop sells only new phones.", "The shop sells only new and used phones.") == ""
    # a verb or noun that says the same in other words is no detail: "a woman with a bag" / "holding a bag"
    assert added_detail("A woman with a bag waits at the corner.", "A woman holding a bag waits at the corner.",
                        check._parse) == ""


def test_what_a_sentence_denies_of_a_narrower_thing_is_not_denied_of_the_thing(check: ConflictChecker) -> None:
    from gechat.entail.conflicts import denied_narrower

    assert denied_narrower("The library does not lend rare maps.", "The library does not lend maps.") == "rare"
    assert "rare" in check.missing("The library does not lend rare maps.", "The library does not lend maps.")
    # a word outside the denial, or an asserted sentence (what holds of maps holds of rare maps' library), is not
    assert denied_narrower("Sadly, the library does not lend maps.", "The library does not lend maps.") == ""
    assert denied_narrower("The library lends rare maps.", "The library lends maps.") == ""


def test_a_verb_given_to_another_doer_does_not_support(check: ConflictChecker) -> None:
    reason = check.missing("Dr. Okafor reviewed Professor Lind's grant application.",
                           "Professor Lind reviewed a grant application.")
    assert reason.startswith("the sentence gives 'review' to") and "okafor" in reason.lower()
    assert check.missing("Dr. Okafor reviewed Professor Lind's grant application.",
                         "Dr. Okafor reviewed a grant application.") == ""
    # a step that opens with the name it gives the verb to
    assert check.missing("Sofia Lind won the final at Greywater Arena against Mei Tanaka.",
                         "Tanaka won the final.") == "the sentence gives 'win' to sofia lind, not to tanaka"
    assert check.missing("Sofia Lind won the final at Greywater Arena against Mei Tanaka.", "Lind won the final.") == ""


def test_a_phrasal_passive_turned_active_is_a_restatement(check: ConflictChecker) -> None:
    assert restatement("The regional airline was taken over by Finnair in 2019.",
                       "Finnair took over the regional airline in 2019.", parse=check._parse)
    assert not restatement("The regional airline was taken over by Finnair in 2019.",
                           "The regional airline took over Finnair in 2019.", parse=check._parse)


def test_narrowing_under_a_denial_or_an_all_and_privative_words_are_no_added_detail(check: ConflictChecker) -> None:
    # what is denied or said of all laptops holds of refurbished ones: the step may follow, the model may contest
    assert check.missing("The shop does not sell laptops.", "The shop does not sell refurbished laptops.") == ""
    assert check.missing("All employees must wear badges.", "All new employees must wear badges.") == ""
    assert check.can_contest("The board appointed a chief executive.", "The board appointed a former chief executive.")
    assert check.missing("The chief executive did not actually resign.", "The chief executive did not resign.") == ""


def test_rates_and_working_weeks_are_not_converted(check: ConflictChecker) -> None:
    from gechat.entail.notation import aligned

    assert find_conflict("Staff get 20 days of annual leave.", "Staff get 4 weeks of annual leave.") == ""
    step = "The office is open 168 hours a week."
    assert aligned("The office is open 8 hours a day, 7 days a week.", step) == step


def test_another_doer_reads_each_use_of_the_verb(check: ConflictChecker) -> None:
    assert check.missing("Google hired Dr. Lee in 2019, and Dr. Lee hired three engineers in 2020.",
                         "Dr. Lee hired three engineers in 2020.") == ""


def test_a_limit_worded_otherwise_in_the_step_is_a_limit_both_ways(check: ConflictChecker) -> None:
    assert check.missing("Passwords must be at least 12 characters long.",
                         "Passwords must have a minimum of 12 characters.") == ""
    assert check.missing("The fine can be at most $5,000.", "The maximum fine is $5,000.") == ""


def test_a_narrower_denial_is_not_contested_and_an_all_elsewhere_does_not_block_a_detail(check: ConflictChecker) -> None:
    assert not check.can_contest("The court did not convict the driver of dangerous driving.",
                                 "The court did not convict the driver of driving.")
    # "all" says something of the guests, not of the parking the step narrows
    assert "covered" in check.missing("The inn offers free parking to all visitors.",
                                      "The inn offers free covered parking to all visitors.")


def test_an_all_blocks_a_detail_only_on_its_own_noun(check: ConflictChecker) -> None:
    assert "large" in check.missing("All rooms have a television.", "All rooms have a large television.")
    assert check.missing("All rooms have a television.", "All large rooms have a television.") == ""
    # "not merely" says the rest holds: not a narrower denial
    assert check.missing("The shop does not merely sell laptops.", "The shop does not sell laptops.") == ""


@pytest.mark.parametrize(("premise", "step"), [
    # the recipe book's fractions: "2½ hours", "1 1/2 hours", "half a dozen" (read as 2, 2 and 12 before)
    ("Let the pudding boil 2½ hours.", "Let the pudding boil 2.5 hours."),
    ("Boil the beef 1 1/2 hours.", "Boil the beef 90 minutes."),
    ("Beat in half a dozen eggs.", "Beat in 6 eggs."),
    ("Add ¾ pound of sugar.", "Add 0.75 pound of sugar."),
])
def test_fractions_are_read_whole(premise: str, step: str) -> None:
    from gechat.entail.unstated import unstated_figure

    assert find_conflict(premise, step) == "" and unstated_figure(premise, step) == ""
    assert find_conflict(premise, step.replace("2.5", "3").replace("90", "60").replace("6 eggs", "12 eggs")
                         .replace("0.75", "0.5")).startswith("the step says ")


def test_a_date_or_round_the_clock_is_no_fraction() -> None:
    assert [q.value for q in quantities("The notice was filed on 1/2/2020.")] == [1.0, 2.0, 2020.0]
    assert [q.value for q in quantities("The desk offers 24/7 support.")] == [24.0, 7.0]


@pytest.mark.parametrize(("premise", "step", "word"), [
    ("No visitor may be admitted to the ward after 8 pm.", "Visitors may be admitted to the ward after 8 pm.", "admitted"),
    ("No employee is eligible for the bonus in the first year.", "Employees are eligible for the bonus in the first year.",
     "eligible"),
])
def test_no_before_a_subject_denies_its_verb(premise: str, step: str, word: str) -> None:
    assert find_conflict(premise, step) == f"the sentence denies what the step states ('{word}')"


def test_no_before_a_subject_with_a_condition_still_conflicts_with_the_plain_opposite() -> None:
    # "No X may be Y without Z": a step that does Y without Z breaks the rule
    assert find_conflict("No patient may be discharged without a follow-up appointment.",
                         "Patients may be discharged without a follow-up appointment.") != ""


@pytest.mark.parametrize(("premise", "step"), [
    ("The new wing adds 90 beds, bringing the hospital's capacity to 430.", "The hospital has 430 beds."),
    ("Eleven of the fifteen members voted for the motion.", "Four members did not vote for the motion."),
    ("The fleet grew from 28 buses to 40 buses.", "The fleet gained 12 buses."),
])
def test_a_figure_the_sentence_gives_bare_or_by_sum_or_difference_is_no_conflict(premise: str, step: str) -> None:
    assert not is_quantity_reason(find_conflict(premise, step))


def test_a_contrary_of_what_the_sentence_only_denies_is_neither_stated_nor_contested() -> None:
    checker = ConflictChecker()
    premise = "The landlord has not refused the tenants' request for repairs."
    step = "The landlord has granted the tenants' request for repairs."
    assert denied_contrary(premise, step) == "granted" and not checker.can_contest(premise, step)
    # an either/or pair says the other side ("did not close" / "stayed open"), and a plain antonym conflicts
    assert denied_contrary("The gate did not close overnight.", "The gate stayed open overnight.") == ""
    assert find_conflict("The landlord refused the request.", "The landlord granted the request.") != ""


@pytest.mark.parametrize(("premise", "step"), [
    ("The two turbines together generate 3.2 megawatts.", "Each of the two turbines generates 1.6 megawatts."),
    ("Registration opens on 1 September and the course starts in October.", "Registration closes on 15 September."),
])
def test_a_figure_shared_by_a_count_or_a_date_of_the_opposite_event_is_no_conflict(premise: str, step: str) -> None:
    assert not is_quantity_reason(find_conflict(premise, step))


def test_a_day_the_sentence_does_not_speak_of_cannot_be_contested() -> None:
    assert not ConflictChecker().can_contest("The pool is open on weekdays from 7 am.", "The pool opens on Sundays at 7 am.")


@pytest.mark.parametrize(("premise", "step"), [
    # without a word that adds up or shares, a sum or difference of two figures is no excuse
    ("The warranty lasts 2 years, or 3 years if you register.", "The warranty lasts 1 year."),
    ("The team scored 3 goals in the first half and 2 in the second.", "The team scored 1 goal in the first half."),
    ("The price rose from $40 to $50.", "The price rose by $90."),
])
def test_a_figure_that_only_happens_to_be_a_sum_or_difference_still_conflicts(premise: str, step: str) -> None:
    assert is_quantity_reason(find_conflict(premise, step))
    assert find_conflict("The price rose from $40 to $50.", "The price rose by $10.") == ""


def test_a_time_of_the_opposite_event_and_a_comparison_in_other_words_turned_round() -> None:
    assert find_conflict("The clinic opens at 8 a.m. on weekdays and at 10 a.m. on Saturdays.",
                         "The clinic closes at 8 p.m. on weekdays.") == ""
    assert find_conflict("Solar panels now supply more of the town's power than its gas plant does.",
                         "The gas plant still provides a larger share of the town's electricity than solar panels.") \
        == "the step turns the sentence's comparison round"


def test_a_step_that_meets_the_condition_of_a_no_is_not_contradicted() -> None:
    assert find_conflict("No visitor may be admitted to the ward without a pass.",
                         "Visitors with a pass may be admitted to the ward.") == ""


@pytest.mark.parametrize(("premise", "step", "conflicts"), [
    ("Brightwell Foods bought the bakery chain Crumbs for £12 million.", "Crumbs acquired Brightwell Foods.", True),
    ("The home side beat the visitors 3-1 on Saturday.", "The visitors defeated the home side on Saturday.", True),
    ("Brightwell Foods bought the bakery chain Crumbs for £12 million.", "Brightwell Foods purchased Crumbs.", False),
])
def test_a_role_swap_around_a_verb_of_the_same_roles_conflicts(premise: str, step: str, conflicts: bool) -> None:
    assert find_conflict(premise, step).startswith("the step swaps who does what") == conflicts


def test_none_against_all_with_antonyms_is_no_antonym_conflict() -> None:
    assert find_conflict("None of the passengers on the ferry was injured.",
                         "All the passengers on the ferry were uninjured.") == ""
    assert find_conflict("All of the passengers on the ferry were injured.",
                         "All the passengers on the ferry were uninjured.") != ""


def test_a_sentence_that_goes_both_ways_turns_nothing_round() -> None:
    premise = "Trains run from York to Leeds and from Leeds to York every hour."
    assert find_conflict(premise, "Trains run from Leeds to York every hour.") == ""
    water = "Water is pumped from the lower reservoir to the upper reservoir at night and back by day."
    assert find_conflict(water, "At night water is pumped from the lower reservoir to the upper one.") == ""


@pytest.mark.parametrize(("premise", "step", "conflicts"), [
    ("Average waiting times fell from 14 weeks to 9 weeks last year.", "Average waiting times fell to 14 weeks.", True),
    ("The firm moved its headquarters from Leeds to York in 2019.", "The firm moved its headquarters to Leeds.", True),
    ("The firm moved its headquarters from Leeds to York in 2019.", "The firm moved its headquarters to York.", False),
    ("She travelled from Rome to Milan by train.", "She returned to Rome by train.", False),  # another doing
    ("He walked from the station to the hotel and back to the station.", "He walked back to the station.", False),
])
def test_the_start_given_as_the_end_conflicts(premise: str, step: str, conflicts: bool) -> None:
    assert find_conflict(premise, step).endswith("as where it started") == conflicts


# the DOJ Chapter 13 handbook: a bold title line between sections, and a sentence of chapter 3
NO_DUTY = ("Although the standing trustee has no duty to independently verify the factual accuracy of the debtor’s "
           "documents, the trustee should review them.")


def test_a_title_asserts_nothing_a_denial_could_contradict(check: ConflictChecker) -> None:
    assert negation_conflict(NO_DUTY, "Summary of Standing Trustee Duties")  # the words alone
    assert check(NO_DUTY, "Summary of Standing Trustee Duties") == ""
    assert check("Summary of Standing Trustee Duties", "The standing trustee has no duty to verify the documents.") == ""
    # a phrase in sentence case still describes: "A small village in Norway" / "A large city in Norway."
    assert "large" in check("A small village in Norway", "A large city in Norway.")
    # a statement of the same words is still denied
    assert "duty" in check(NO_DUTY, "The standing trustee has a duty to independently verify the factual accuracy of "
                                    "the debtor’s documents.")


def test_a_not_that_says_which_things_are_meant_denies_nothing(check: ConflictChecker) -> None:
    # NIST SP 800-40r3, section 4.1: agentless scanning's limits, then passive network monitoring's
    omits = ("One of the primary limitations of agentless scanning is that it omits hosts not on the local network, "
             "such as telecommuter laptops and mobile devices.")
    assert check(omits, "Also, of course, it only works with hosts on the local network.") == ""
    assert check("Files not in the archive were lost.", "The files in the archive were lost.") == ""
    preferred = ("Compared to agentless scanning and passive network monitoring, agent-based patch management "
                 "technologies are strongly preferred for hosts that are not on the local network all the time, such "
                 "as telecommuter laptops and smartphones.")
    assert check(preferred, "Also, of course, it only works with hosts on the local network.") == ""
    # a "not" after a verb or a subject's "is" still denies
    assert "on" in check("The meeting was not on Monday.", "The meeting was on Monday.")
    assert "in" in check("The keys are not in the drawer.", "The keys are in the drawer.")
    assert "in" in check("We are in the process of hiring a director.", "We are currently not in the process of "
                                                                          "hiring a director.")


def test_a_not_that_names_a_value_denies_nothing(check: ConflictChecker) -> None:
    # FIPS 199, section 3: "NOT APPLICABLE" is a value of potential impact; the sentence's denial is its "cannot"
    note = ("Note that the value of not applicable cannot be assigned to any security objective in the context of "
            "establishing a security category for an information system.")
    assert "assigned" in check(note, "the value not applicable can be assigned to a security objective of an "
                                     "information system.")
    assert check(note, "The value not applicable cannot be assigned to a security objective of an information "
                       "system.") == ""
    assert check("The inspector gave the kitchen a rating of not satisfactory.",
                 "The inspector gave the kitchen a rating of not satisfactory last year.") == ""
    # a note's subject and its denial: no value's name
    assert "final" in check("Status not final until the board votes.", "The status is final.")
    # "not" before a noun phrase after a value noun still denies it
    assert "brand" in check("The product category, not the brand, determines the tax rate.",
                            "The brand determines the tax rate.")
    # a "not" after the value's own verb, or before a place, still denies or restricts as before
    assert "disclosed" in check("The value of the contract was not disclosed.", "The value of the contract was "
                                                                               "disclosed.")
    assert "disclosed" in check("The value not disclosed in the filing was large.", "The value was disclosed.")


def test_the_doer_is_read_in_the_clause_that_holds_the_conflict(check: ConflictChecker) -> None:
    # the DOJ Chapter 13 handbook: the main clause's doer is the standing trustees, the denial's is "these" (the tips)
    tips = ("Standing trustees are encouraged to follow Practice Tips identified in this Handbook but these are not "
            "considered mandatory.")
    assert "not required" in check(tips, "The Practice Tips in the Handbook are mandatory.")
    assert "not required" in check(tips, "Standing trustees are required to follow the Practice Tips.")
    # another doer in the clause that holds the word still keeps the two apart, a pronoun in another clause or not
    assert check("The council approved the new bridge on Monday, but it was delayed.", "The mayor rejected the new "
                                                                                        "bridge.") == ""
    assert "approved" in check("The council approved the new bridge on Monday, but it was delayed.",
                               "The council rejected the new bridge.")
    # every clause that holds the word has its doer: the team lost too
    assert "won" in check("The team lost the final, and the coach lost his job.", "The team won the final.")
    assert "accepted" in check("When the committee rejected the proposal, the chair resigned.",
                               "When the committee accepted the proposal, the chair resigned.")
    # a clause that only reports another's words is read as the clause above it: the minister's, not the factory's
    assert check("The minister did not confirm that the factory would close at the end of the year.",
                 "The factory will not close at the end of the year.") == ""
    # a denial said of another doer in its own clause is no conflict, and no support either
    signed = "The council approved the bridge funding, but the mayor did not sign the bill."
    assert check(signed, "The council signed the bill.") == ""
    assert "another doer" in check.missing(signed, "The council signed the bill.")
    heater = "Although the landlord did not repair the heater, the tenant paid the full rent."
    assert check(heater, "The tenant repaired the heater.") == ""
    assert "another doer" in check.missing(heater, "The tenant repaired the heater.")
    assert check.missing("The council signed the bill, but the mayor did not sign it.", "The council signed the "
                                                                                       "bill.") == ""
    # a pronoun object stands for what the step names
    assert "approved" in check("The contractor submitted the revised drawings on Monday, but the city has not "
                               "approved them.", "The city has approved the revised drawings.")


def test_an_inverted_denial_denies_no_named_subject(check: ConflictChecker) -> None:
    # Pride and Prejudice, chapter 22: Sir William's persuasion did not shake Elizabeth; he was delighted with Collins
    nor = "Elizabeth was determined; nor did Sir William at all shake her purpose by his attempt at persuasion."
    assert check(nor, "Sir William had been delighted with him.") == ""
    # past a pronoun the verb is found and denied, as before
    assert "include" in check("Neither does it include a warranty.", "It includes a warranty.")


def test_neither_nor_denies_the_verb_not_the_doers(check: ConflictChecker) -> None:
    # the DOJ Chapter 13 handbook, chapter 3: the meeting of creditors
    neither = ("Neither the standing trustee nor the United States Trustee may waive the requirement for the "
               "appearance of the debtor at the meeting.")
    assert check(neither, "The standing trustee, as designee of the United States Trustee, is the presiding officer "
                          "at the meeting of creditors.") == ""
    assert "waive" in check(neither, "The standing trustee may waive the requirement for the appearance of the debtor "
                                     "at the meeting.")
    assert "waive" in check(neither, "The United States Trustee may waive the requirement for the appearance of the "
                                     "debtor at the meeting.")


def test_a_question_left_open_asserts_nothing_to_conflict_with(check: ConflictChecker) -> None:
    # the DOJ Chapter 13 handbook says courts are divided on two questions, one of the debtor, one of the creditor
    debtor = "Courts are divided as to whether the debtor has authority to file avoidance actions."
    creditor = "Courts are divided as to whether a secured creditor must file a proof of claim."
    assert antonym_conflict("The debtor must file a proof of claim.", "A secured creditor must file a proof of claim.")
    assert check(debtor, creditor) == "" and check(creditor, debtor) == ""
    assert "debtor" in check("The court ruled that the creditor must file a proof of claim.",
                             "The court ruled that the debtor must file a proof of claim.")


@pytest.mark.parametrize(("premise", "step", "word"), [
    # a "not" after a verb, a subject's "am", an adverb or a non-restrictive "which" still denies
    ("I am not in the office today.", "I am in the office today.", "in"),
    ("The debtor is therefore not in default.", "The debtor is in default.", "in"),
    ("The claim, which is not in dispute, must be paid in full.", "The claim is in dispute.", "in"),
    ("The server seems not on the local network.", "The server is on the local network.", "on"),
    # "neither … nor" denies the verb of its own clause only, not one after "so" or "and"
    ("Neither the debtor nor the trustee objected, so the court may confirm the plan.",
     "The debtor objected to the plan.", "debtor"),
    ("The report is neither complete nor accurate, and it must be revised.", "The report is complete.", "complete"),
    # "whether or not" leaves nothing open; nor does a clause after "and"
    ("Whether or not the debtor objects, the trustee must not file the report.",
     "Whether or not the debtor objects, the trustee must file the report.", "file"),
    ("The court considered whether the plan was feasible and did not confirm the plan.",
     "The court considered whether the plan was feasible and confirmed the plan.", "confirm"),
    # an "if" clause's denial reaches no word of the main clause after it
    ("Call us if you don't hear back; the office is open on Sundays.", "The office is not open on Sundays.", "open"),
    # a notice that denies is a claim, title or not
    ("NO SMOKING IN THE BUILDING.", "Smoking is allowed in the building.", "smoking"),
    ("Late Fees Not Refundable", "Late fees are refundable.", "refundable"),
])
def test_the_new_readings_leave_real_denials_alone(check: ConflictChecker, premise: str, step: str, word: str) -> None:
    assert word in check(premise, step)


def test_a_step_that_requires_what_the_sentence_says_is_not_mandatory_is_in_conflict_with_it():
    from gechat.entail.requirements import denied_requirement

    tips = ("Standing trustees are encouraged to follow Practice Tips identified in this Handbook but these are not "
            "considered mandatory.")  # the DOJ handbook, read by the claim of a "Yes" to "Are … required to follow …?"
    assert "not required ('are not considered mandatory')" in find_conflict(
        tips, "standing trustees are required to follow the Practice Tips in the Handbook.")
    assert find_conflict(tips, "Standing trustees are encouraged to follow Practice Tips.") == ""
    assert find_conflict(tips, "Standing trustees are not required to follow the Practice Tips.") == ""
    # a sentence that also requires something, or excepts from what it does not require, denies no requirement
    assert denied_requirement("Registration is not required for children; adults must register.",
                              "Adults are required to register.") == ""
    assert denied_requirement("Registration is not required unless you are over 18.", "Registration is required.") == ""
    assert denied_requirement("The form need not be signed unless otherwise indicated.",
                              "The form must be signed.").startswith("the sentence says it is not required")
    # what the sentence does not require is another thing than what the step requires
    assert denied_requirement("Applicants are not required to submit transcripts with the application form.",
                              "Applicants must submit the application form.") == ""


@pytest.mark.parametrize(("premise", "step", "figure"), [
    ("The study enrolled 1,248 adults aged 50 to 75 across nine hospitals in northern Portugal between 2016 and 2019.",
     "The study enrolled adults aged 40 to 75 from nine hospitals in northern Portugal.", "40"),
    ("The study enrolled 1,248 adults aged 50 to 75 across nine hospitals.", "The study enrolled adults aged 50 to 80.",
     "80"),
    ("Participants were adults between the ages of 18 and 30 recruited from two universities.",
     "Participants were aged 20 to 30.", "20"),
])
def test_an_age_the_sentence_does_not_give_is_not_stated(premise: str, step: str, figure: str) -> None:
    assert unstated_figure(premise, step) == f"the step gives {figure}; the sentence states no such figure"


def test_an_age_the_sentence_gives_is_stated() -> None:
    assert unstated_figure("Participants were adults between the ages of 18 and 30 recruited from two universities.",
                           "Participants were aged 18 to 30.") == ""
    assert unstated_figure("Children aged five to 11 will be offered the vaccine from next month.",
                           "Children aged 5 to 11 will be offered the vaccine.") == ""
