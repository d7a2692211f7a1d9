"""Denials that open their clause and put an auxiliary before the subject ("Never had …", "At no point did …"):
which word they deny (`gechat.entail.negation`), and the conflicts they make or do not make."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker
from gechat.entail.negation import fronted_inversion, negation_marks, verb_finder
from gechat.entail.quantities import words

#: Pride and Prejudice, chapter 58: a denial that compares ("so little agreeable"), said of that occasion
WIT = "Never had his wit been directed in a manner so little agreeable to her."
#: War and Peace, book 4: a denial that compares ("never … so … as at this holiday time") says it was so then
AMOROUS = ("Never had love been so much in the air, and never had the amorous atmosphere made itself so strongly felt "
           "in the Rostovs' house as at this holiday time.")
#: Pride and Prejudice, chapter 43
GENTLENESS = ("Never in her life had she seen his manners so little dignified, never had he spoken with such gentleness "
              "as on this unexpected meeting.")


def _aux(sentence: str) -> str | None:
    ws = words(sentence)
    k = next((fronted_inversion(ws, i) for i in range(len(ws)) if fronted_inversion(ws, i) is not None), None)
    return None if k is None else ws[k]


@pytest.mark.parametrize(("sentence", "aux"), [
    ("Never before had the board rejected a candidate.", "had"),
    ("At no point did the company admit liability.", "did"),
    ("Not once did the witness mention the car.", "did"),
    ("Under no circumstances may the tenant sublet the flat.", "may"),
    ("Never in its history has the club won the cup.", "has"),
    ("Nowhere does the report mention the budget.", "does"),
    ("The offer was refused, and never again did the firm bid for a contract.", "did"),
    ("At no point in her twenty-two years on the city council did Councillor Reyes vote against it.", "did"),
    (WIT, "had"),
    # no inversion: the denial does not open its clause, opens none, or asserts ("until", "only")
    ("The firm has never sold printers.", None),
    ("Not until 1990 did the firm sell printers.", None),
    ("Not only did the firm sell printers, it also repaired them.", None),
    ("Never eat fish you have caught in the canal.", None),
    ("No member may vote twice.", None),
    ("The price was agreed, but not at the level that was first proposed.", None),
])
def test_a_fronted_denial_is_found_with_the_auxiliary_it_inverts(sentence: str, aux: str | None) -> None:
    assert _aux(sentence) == aux


def test_the_parse_gives_the_verb_past_the_subject(check: ConflictChecker) -> None:
    for sentence, verb in [("At no point did the company admit liability.", "admit"),
                           ("Never before had the board rejected a candidate.", "rejected"),
                           ("The rent was not paid, nor was the fee paid.", "paid")]:
        ws = words(sentence)
        first, _ = negation_marks(ws, verb_after=verb_finder(sentence, ws, check.parse))
        assert verb in {ws[i] for i in first}, sentence
    ws = words("At no point did the company admit liability.")  # the words alone: the subject, as before
    assert {ws[i] for i in negation_marks(ws)[0]} == {"point"}


def test_a_denial_said_in_other_words_is_no_conflict(check: ConflictChecker) -> None:
    # a long phrase after "At no point", and "None of the … patients" denying their verb past eight words
    assert check("At no point in her twenty-two years on the city council did Councillor Reyes vote against a "
                 "library funding measure.", "Councillor Reyes never voted against a library funding measure.") == ""
    assert check("None of the 412 patients enrolled in the trial experienced a serious allergic reaction over the "
                 "full eighteen-month follow-up.", "Patients enrolled in the trial never had a serious allergic "
                 "reaction during the follow-up period.") == ""
    assert check("All 412 patients enrolled in the trial experienced a serious allergic reaction.",
                 "Patients enrolled in the trial never had a serious allergic reaction.")


@pytest.mark.parametrize(("premise", "step", "word"), [
    ("Never before had the board rejected a candidate.", "The board rejected a candidate before.", "rejected"),
    ("At no point in his ten years as chairman did Ruiz sell a share.", "Ruiz sold a share.", "sell"),
    ("At no point in the long and often bitter negotiations did the union reject the offer.",
     "The union rejected the offer.", "reject"),
])
def test_a_long_fronted_denial_conflicts_too(check: ConflictChecker, premise: str, step: str, word: str) -> None:
    assert check(premise, step) == f"the sentence denies what the step states ('{word}')"


@pytest.mark.parametrize(("premise", "step", "word"), [
    ("Never before had the board rejected a candidate.", "The board rejected a candidate before.", "rejected"),
    ("At no point did the company admit liability.", "The company admitted liability.", "admit"),
    ("Not once did the witness mention the car.", "The witness mentioned the car.", "mention"),
    ("Nowhere does the report mention the budget.", "The report mentions the budget.", "mention"),
    ("Nor had the Minister signed the order.", "The Minister signed the order.", "signed"),
    # the clause of the conflict holds its own subject: "fee", not the rent of the clause before
    ("The rent was not paid, nor was the fee paid.", "The fee was paid.", "paid"),
    # Boole, Mathematical Analysis of Logic: a long subject between the auxiliary and what is denied
    ("Nor are the form and character of the method, apart from all regard to its interpretation, undeserving of "
     "notice.", "The form and character of the method are undeserving of notice.", "undeserving"),
])
def test_a_fronted_denial_conflicts_with_its_verb_stated(check: ConflictChecker, premise: str, step: str,
                                                         word: str) -> None:
    assert check(premise, step) == f"the sentence denies what the step states ('{word}')"


@pytest.mark.parametrize(("premise", "step"), [
    (AMOROUS, "The amorous atmosphere made itself strongly felt in the Rostovs' house at this holiday time."),
    # "so little agreeable": his wit was directed so, then, as never before
    (WIT, "His wit was directed in a manner little agreeable to her."),
    ("Never before had the museum attracted more visitors.", "The museum attracted more visitors."),
    ("Never before had the court ruled so quickly.", "The court ruled quickly."),
    (GENTLENESS, "He had spoken with such gentleness on this unexpected meeting."),
    ("No sooner had the guests arrived than the lights went out.", "The guests arrived."),
    ("Not until 1990 did the firm sell printers.", "The firm sold printers."),
])
def test_a_fronted_denial_that_compares_or_times_denies_nothing(check: ConflictChecker, premise: str,
                                                                step: str) -> None:
    assert check(premise, step) == ""
    assert check.missing(premise, step) == ""


@pytest.mark.parametrize(("premise", "step", "restates"), [
    ("Under no circumstances may employees share their passwords with contractors.",
     "Employees may not share their passwords with contractors.", True),
    ("Never before had the museum lent the painting abroad.",
     "The museum had not previously lent the painting abroad.", True),
    ("In no event will the bank refund the arrangement fee.", "The bank will not refund the arrangement fee.", True),
    # the step denies more widely than the sentence, or states what it denies
    ("Under no circumstances may employees share their passwords with contractors.",
     "Employees may not share their passwords.", False),
    ("Under no circumstances may employees share their passwords with contractors.",
     "Employees may share their passwords with contractors.", False),
])
def test_a_plain_denial_restates_a_fronted_one(check: ConflictChecker, premise: str, step: str,
                                               restates: bool) -> None:
    assert check.restates(premise, step) is restates


@pytest.mark.parametrize(("premise", "step", "word"), [
    # a report said after the clause does not make the reporter the doer
    ("At no point did the contractor inspect the roof, the inquiry found.", "The contractor inspected the roof.",
     "inspect"),
    # "nowhere" with its place before the auxiliary, and a pronoun subject
    ("The company paid its taxes, and nowhere in its accounts did it record the loan.",
     "The company recorded the loan in its accounts.", "record"),
])
def test_more_fronted_denials_conflict(check: ConflictChecker, premise: str, step: str, word: str) -> None:
    assert check(premise, step) == f"the sentence denies what the step states ('{word}')"


@pytest.mark.parametrize(("premise", "step", "word"), [
    # a plain denial in mid-sentence, before another clause's inversion, denies its own word
    ("The mayor was not at the meeting, nor was his deputy informed.", "The mayor was at the meeting.", "at"),
    ("The mayor was not at the meeting, nor was his deputy informed.", "The deputy was informed.", "informed"),
    # a rule's comparison is no "never … than", nor a "so" that opens the next clause
    ("Under no circumstances may tenants keep more than two pets.", "Tenants may keep more than two pets.", "keep"),
    ("At no point did the company admit liability, so the claim was dropped as a result.",
     "The company admitted liability.", "admit"),
    # the words keep "cannot" whole, the parse splits it
    ("The tenant cannot sublet, nor can the landlord enter the flat.", "The landlord can enter the flat.", "enter"),
])
def test_the_review_s_cases_deny_their_own_word(check: ConflictChecker, premise: str, step: str, word: str) -> None:
    assert check(premise, step) == f"the sentence denies what the step states ('{word}')"


@pytest.mark.parametrize("premise", ["Not since the war has the city held a parade.",
                                     "No longer do residents of the estate pay the levy."])
def test_a_denial_from_a_time_on_is_no_denial_for_all_time(check: ConflictChecker, premise: str) -> None:
    step = "The city has never held a parade." if "city" in premise else "Residents of the estate never paid the levy."
    assert not check.restates(premise, step)


def test_nowhere_to_be_found_is_no_statement_a_plain_denial_disputes(check: ConflictChecker) -> None:
    premise = "We searched the archive twice; nowhere was the original deed to be found."
    assert check(premise, "The original deed could not be found.") == ""
    ws = words(premise)
    first, _ = negation_marks(ws, verb_after=verb_finder(premise, ws, check.parse))
    assert {ws[i] for i in first} == {"found"}


def test_where_the_parse_shows_no_verb_no_word_is_denied() -> None:
    ws = words("Never had the committee approved a budget this large.")
    first, scope = negation_marks(ws, verb_after=lambda k: None)  # a parse that finds no verb past the subject
    assert not first and ws.index("committee") in scope
    assert {ws[i] for i in negation_marks(ws)[0]} == {"committee"}  # without a parse: the first word, as before


def test_a_verb_whose_object_is_denied_is_denied(check: ConflictChecker) -> None:
    premise = "The auditors found no evidence that Crestmoor's executives had altered the quarterly figures."
    assert not check(premise, "The auditors did not find evidence that Crestmoor executives tampered with the figures.")
    assert check("The auditors found evidence that the executives had altered the figures.",
                 "The auditors did not find evidence that the executives altered the figures.")
