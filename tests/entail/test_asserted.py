"""Conflict checks between two sentences of one document: each pair is a quoted sentence and another sentence of the
same sample document that the judge used to read as disputing it (`eval/nli/self_conflicts.py` finds them), and each
rule has a pair that must still conflict."""

from __future__ import annotations

import pytest

from gechat.entail import antonyms
from gechat.entail.conflicts import ConflictChecker


# NIST SP 800-124r1, section 3.2: what a client application manages, under two conditions
ORG_ISSUED = ("If the device is organization issued, the client application typically manages the configuration and "
              "security of the entire device.")
BYOD = ("If the device is BYOD, the client application typically manages only the configuration and security of "
        "itself and its data, not the entire device.")


@pytest.mark.parametrize(("premise", "step"), [
    (BYOD, ORG_ISSUED),
    (ORG_ISSUED, BYOD),
    # a possibility against a condition's consequence (SP 800-124r1)
    ("For example, an organization might permit only organization-owned mobile devices to be used.",
     "If an organization prohibits tethering, then it should configure mobile devices so that they cannot be used for "
     "tethering."),
    # a counterfactual (NIST SP 800-207, section 2)
    ("In the abstract model of access shown in Figure 1, a subject needs access to an enterprise resource.",
     "If it were not for subjects requesting access to enterprise resources, there would be no need to create access "
     "polices."),
    # a general rule's case, which the parse hangs on the wrong verb (the DOJ Chapter 13 handbook)
    ("When the standing trustee becomes aware of a debtor’s physical disability, such as a hearing impairment, that "
     "interferes with the debtor’s ability to attend or participate in a meeting, the standing trustee should notify "
     "the United States Trustee.",
     "The United States Trustee will notify the standing trustee that the audit is closed."),
    # two cases of a list, named and nothing said of them (Boole, The Mathematical Analysis of Logic)
    ("When the result of elimination is reducible by the auxiliary equations to the form 0 = 0.",
     "When the result of elimination is not reducible by the auxiliary equations to the form 0 = 0."),
])
def test_a_word_under_a_condition_or_a_possibility_on_one_side_only_is_no_conflict(
        check: ConflictChecker, premise: str, step: str) -> None:
    assert check(premise, step) == ""


@pytest.mark.parametrize(("premise", "step", "word"), [
    # the same condition on both sides, or none
    ("If it rains, the match will be cancelled.", "If it rains, the match will not be cancelled.", "cancelled"),
    ("The client application manages the entire device.", "The client application does not manage the entire device.",
     "manage"),
    # a "when" of an event told is no condition; a concessive "if not" without a verb neither
    ("When the inspector arrived, the door was not locked.", "When the inspector arrived, the door was locked.",
     "locked"),
    ("If not the cheapest, the hotel is certainly the most comfortable in town.",
     "The hotel is certainly the least comfortable in town.", "least"),
    # the same modal, and inability as a fact
    ("Patrick could explain everything.", "Patrick could not explain everything.", "explain"),
    ("The clerk could not remember the code.", "The clerk remembered the code.", "remember"),
    # what a condition takes for granted: a possessor's thing, what "only" restricts
    ("If Maria's landlord raises the rent, she will move.", "Maria does not have a landlord.", "landlord"),
])
def test_the_same_hold_on_both_sides_still_conflicts(check: ConflictChecker, premise: str, step: str,
                                                     word: str) -> None:
    assert word in check(premise, step)


def test_references_and_table_cells_are_no_claims(check: ConflictChecker) -> None:
    # NIST SP 800-207's references, and SP 800-40r3's comparison table
    assert check("[SWAM] Department of Homeland Security (2015) Software Asset Management (SWAM) Capability "
                 "Description.", "[HWAM] Department of Homeland Security (2015) Hardware Asset Management (HWAM) "
                                 "Capability Description.") == ""
    assert check("Supports remote hosts? | Yes | No | No", "Supports unmanaged hosts? | No | No | Yes") == ""
    # names that differ by an antonym still say two things of one visit, one office
    assert "south" in check("The delegation visited North Korea in May.", "The delegation visited South Korea in May.")
    assert "east" in check("The press office is in the West Wing.", "The press office is in the East Wing.")
    assert "hot" in check("Pour in 1 quart cold water.", "Pour in 1 quart hot water.")
    assert "tickets" in check("The shop sold no tickets on Sunday.", "The shop sold tickets on Sunday.")


def test_a_lead_in_a_restrictive_clause_and_a_manner_deny_nothing_else(check: ConflictChecker) -> None:
    # the DOJ Chapter 13 handbook
    assert check("The standing trustee must deposit all funds to the appropriate bank account promptly upon receipt.",
                 "The standing trustee must not deposit") == ""
    assert "deposit" in check("The standing trustee must deposit funds in a foreign bank.",
                              "The standing trustee must not deposit funds in a foreign bank.")
    assert check("Therefore, the standing trustee must follow controlling legal authority in the jurisdiction as to "
                 "payment of secured creditors who have not filed claims.",
                 "The trustee should be aware of the controlling authority in the jurisdiction as to the requirement "
                 "that secured creditors file proofs of claim.") == ""
    assert "filed" in check("Secured creditors have not filed claims.", "Secured creditors have filed claims.")
    assert check("The standing trustee must administer the oath to each debtor by asking the debtor to raise his or her "
                 "right hand and respond affirmatively to the questions seeking an oath or affirmation.",
                 "603.  The standing trustee shall not administer the oath to debtors collectively.") == ""
    assert "administer" in check("The standing trustee must administer the oath to each debtor.",
                                 "The standing trustee shall not administer the oath.")


def test_neither_nor_with_a_long_second_doer_denies_the_verb(check: ConflictChecker) -> None:
    neither = ("Neither the standing trustee nor any employee of the standing trustee may purchase assets of the "
               "trustee operation without written approval of the United States Trustee.")
    assert check(neither, "b.\tThe standing trustee must have written employee job descriptions.") == ""
    assert "purchase" in check(neither, "The standing trustee may purchase assets of the trustee operation.")


def test_titles_list_items_and_other_things_described_assert_nothing_denied(check: ConflictChecker) -> None:
    assert check("Subject to Rule 1019, the standing trustee must not file a document giving the final accounting of "
                 "receipts and disbursements and requesting a discharge of the trustee’s duties until all checks "
                 "relating to the case have cleared the bank.",
                 "11 U.S.C. § 521(a)(1) \tDebtor’s Duty to File Documents") == ""
    assert check("In any case in which the debtor fails to make any of the scheduled payments on time, the standing "
                 "trustee may seek a voluntary wage order as a condition for not filing a motion to dismiss.",
                 "b.  Filing a motion to dismiss or convert the case; or") == ""
    # FIPS 199: a loss of confidentiality, and what confidentiality preserves
    assert check("CONFIDENTIALITY: Preserving authorized restrictions on information access and disclosure, including "
                 "means for protecting personal privacy and proprietary information.",
                 "A loss of confidentiality is the unauthorized disclosure of information.") == ""
    assert "unauthorized" in check("It was an authorized disclosure of information.",
                                   "It was an unauthorized disclosure of information.")
    assert "large" in check("A small capital in Czechoslovakia", "A large town in Czechoslovakia.")


def test_words_that_carry_no_claim(check: ConflictChecker) -> None:
    # the Army cookbook: "run" and "pass" thru the hash machine are one act
    assert "pass" not in antonyms.antonyms_of("run")
    assert check("Take 3 pounds cold beef, cooked, pass thru hash machine; ¼ pound onions chopped fine.",
                 "Run it thru hash machine.") == ""
    # Pride and Prejudice: a pronoun, and a question word beside the verb
    assert check("“I will go to Meryton,” said she, “as soon as I am dressed.”", "“Nor I, I am sure,” said Miss "
                                                                                  "Bingley.") == ""
    assert check("“If we are ever able to learn what Wickham’s debts have been,” said Elizabeth, “we shall exactly "
                 "know what Mr. Gardiner has done for them.”", "Elizabeth did not know what to make of it.") == ""
    # Boole: a letter's plural
    assert check("2. To express the Proposition, All Xs are Ys.", "3. To express the Proposition, No Xs are Ys.") == ""


@pytest.mark.parametrize(("premise", "step", "word"), [
    # a second read's pairs, written against this module's first version
    ("If the device is lost, the administrator should wipe it remotely.",
     "In case the device is lost, the administrator should not wipe it remotely.", "wipe"),
    ("In the event that the tenant vacates early, the security deposit is not refunded.",
     "If the tenant vacates early, the security deposit is refunded.", "refunded"),
    ("If we are honest, the project did not meet its targets.", "The project met its targets.", "meet"),
    ("When asked about the deal, the minister did not comment.", "The minister commented on the deal.", "comment"),
    ("A malicious app could read the contents of the clipboard.",
     "A malicious app cannot read the contents of the clipboard.", "read"),
    ("From the window, she could see the harbour.", "From the window, she did not see the harbour.", "see"),
    ("Oil Prices Rise After OPEC Cuts Output", "Oil Prices Fall After OPEC Cuts Output", "fall"),
    ("The defendant, who did not attend the hearing, was fined.", "The defendant attended the hearing.", "attend"),
    ("The museum does not open on Sundays, unfortunately.", "The museum opens on Sundays.", "open"),
    ("The trustee did not attend the meeting and quickly left town.", "The trustee attended the meeting.", "attend"),
    ("Firefighters Battling Blaze in Downtown Warehouse",
     "Firefighters are not battling the blaze in the downtown warehouse.", "battling"),
    ("The city has a low unemployment rate.", "The city has high unemployment.", "high"),
    ("Neither does it include a warranty.", "It includes a warranty.", "include"),
])
def test_real_conflicts_in_the_new_rules_shapes_stay(check: ConflictChecker, premise: str, step: str,
                                                     word: str) -> None:
    assert word in check(premise, step)


@pytest.mark.parametrize(("premise", "step"), [
    ("If the motion is granted, the case will be dismissed.", "If the motion is denied, the case will not be dismissed."),
    ("If the patient is not fasting, do not draw blood.", "If the patient is fasting, draw blood."),
    ("If a debtor’s plan is confirmed, the trustee must not return the payments.",
     "Where the plan is not confirmed, the trustee must return the payments to the debtor."),
    ("The court must not grant relief from the automatic stay.", "(ii) Granting relief from the automatic stay"),
])
def test_two_conditions_and_a_list_item_are_no_conflict(check: ConflictChecker, premise: str, step: str) -> None:
    assert check(premise, step) == ""


def test_a_quoted_question_an_archaic_not_and_a_pronoun_assert_nothing(check: ConflictChecker) -> None:
    # Pride and Prejudice
    assert check("Convinced as Elizabeth now was that Miss Bingley’s dislike of her had originated in jealousy, she "
                 "could not help feeling how very unwelcome her appearance at Pemberley must be to her.",
                 "“Who that knows what his misfortunes have been can help feeling an interest in him?”") == ""
    assert check("“As I did the other day,” said Elizabeth, with a conscious smile; “but do not imagine what he "
                 "thinks.”", "She knew not what to think, or how to account for it.") == ""
    assert "her" not in antonyms.antonyms_of("here") or "there" not in antonyms.antonyms_of("her")
    # a question in brackets at a sentence's end leaves the sentence a claim
    assert "in" in check("The lady surely had in mind an about-face (a pun?)",
                         "The lady never had in mind an about-face.")


def test_two_peoples_words_and_a_bare_reply_are_no_dispute(check: ConflictChecker) -> None:
    # Pride and Prejudice: two speakers, and a reply that is only "No"
    assert check("“There _is_ something a little stately in him, to be sure,” replied her aunt; “but it is confined to "
                 "his air.”", "“But perhaps he may be a little whimsical in his civilities,” replied her uncle.") == ""
    assert check("“No,” replied Jane, “I have not forgotten him; but I have nothing satisfactory to tell you.”",
                 "“Not yet,” replied Jane.") == ""
    # a pronoun may name anyone, so "said he" may be Bingley himself
    assert "afraid" in check("“I am exceedingly gratified,” said Bingley, “but I am afraid you are giving it a turn "
                             "which that gentleman did by no means intend.”", "“I am not afraid of you,” said he.")
    # one speaker's two lines, narration, and a quoted term still meet
    assert "afraid" in check("“I am afraid of the dark,” said Bingley.", "“I am not afraid of the dark,” said Bingley.")
    assert "afraid" in check("Bingley was afraid of the dark.", "Bingley was not afraid of the dark.")
    assert "near" in check("The roofs are built in the “pagoda” style near the river.",
                           "The roofs are built in the “pagoda” style far from the river.")


def test_one_speaker_named_before_or_after_the_quote_still_disputes_himself(check: ConflictChecker) -> None:
    assert "close" in check("“The plant will close in March,” the minister said.",
                            "“The plant will not close in March,” the minister said.")
    assert "close" in check("A spokesperson said: “The plant will close in March.”",
                            "“The plant will not close in March,” a spokesperson said.")
    assert check("“The plant will close in March,” the minister said.",
                 "“The plant will not close in March,” the union said.") == ""


def test_no_before_a_figure_is_a_number(check: ConflictChecker) -> None:
    # the Army cookbook's headings
    assert check("### White-bread batter cakes (for 80 men).", "### Rice cakes No. 1 (for 80 men).") == ""
    assert "allowed" in check("No dogs are allowed in the park.", "Dogs are allowed in the park.")


@pytest.mark.parametrize(("premise", "step", "word"), [
    # a second read's pairs against the first version of the rules on speech and questions
    ("“I will sell the house,” Darcy said.", "“I will not sell the house,” said Mr. Darcy.", "sell"),
    ("“We will raise taxes,” said the prime minister.", "“We will not raise taxes,” the prime minister said.", "raise"),
    ("“The vote was unanimous,” Ruiz said.", "“The vote was not unanimous,” said Senator Ruiz.", "unanimous"),
    ("“We have received the payment,” the spokesman said.",
     "“We have not received any payment,” a company spokesman said.", "received"),
    ("The review found the process “fit for purpose in every way”.",
     "The review found the process “not fit for purpose in any way”.", "fit"),
    ("“Let us leave for Pemberley at once,” replied her aunt.", "“Let us leave for Pemberley at once,” replied her uncle.",
     "uncle"),
    ("The council did not approve the plan, leaving residents to ask “what happens now?”",
     "The council approved the plan.", "approve"),
    ("This is how the vaccine works.", "This is not how the vaccine works.", "how"),
])
def test_one_speaker_scare_quotes_and_a_claim_ending_in_a_question_still_conflict(
        check: ConflictChecker, premise: str, step: str, word: str) -> None:
    assert word in check(premise, step)


def test_here_is_no_pronoun(check: ConflictChecker) -> None:
    assert check("She put her letter on the desk.", "She put the letter there on the desk.") == ""
    assert "there" in check("The keys are here.", "The keys are there.")


def test_the_former_and_the_latter_are_two_things(check: ConflictChecker) -> None:
    # Boole, The Mathematical Analysis of Logic
    assert check("In the former case an intellectual discipline of a high order is provided.",
                 "In the latter case there is no mental discipline whatever.") == ""
    # another antonym said of the same case still conflicts
    assert "low" in check("In the former case the fee is high.", "In the former case the fee is low.")


def test_in_a_paragraph_the_sentence_that_holds_the_word_must_be_about_the_same(check: ConflictChecker) -> None:
    # Pride and Prejudice: a paragraph of dialogue whose other sentences made it look like the quote
    darcy = ("It was not till the evening of the dance at Netherfield that I had any apprehension of his feeling a "
             "serious attachment. I had often seen him in love before. At that ball, while I had the honour of dancing "
             "with you, I was first made acquainted with it.")
    assert check(darcy, "“Such very superior dancing is not often seen.”") == ""
    # the sentence of the paragraph that holds the word says the same thing otherwise
    assert "open" in check("The museum was founded in 1901. It is not open on Mondays.", "The museum is open on Mondays.")
