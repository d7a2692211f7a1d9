"""Where a text gives the reason for what it says (gechat/reasons.py), on sentences of the sample documents and
the reference documents: NIST SP 800-40r3 and SP 800-124r1, the DOJ handbook, the Army cookbook."""

from __future__ import annotations

import pytest

from gechat import reasons
from gechat.records import Sentence


def _doc(*texts: str) -> list[Sentence]:
    return [Sentence(id=f"r{i}", doc_id="d", index=i, text=t, char_start=0, char_end=len(t)) for i, t in enumerate(texts)]


def test_the_reason_beside_a_sentence_is_the_one_it_points_back_to_or_the_one_that_points_back_to_it():
    doc = _doc("Parties were concerned that the court would not impartially adjudicate their rights.",
               "To address these concerns, judicial and administrative functions were bifurcated.",
               "The Program was created in 1986.")
    assert reasons.reason_beside(doc, 1) is doc[0]
    doc = _doc("When about to put in the oven cover the tops of the cakes with a wet cloth.",
               "This will cause them to spread and present a fine appearance.")
    assert reasons.reason_beside(doc, 0) is doc[1]
    # an item that opens by bringing about what it says from the sentence before (NIST SP 800-40r3)
    doc = _doc("A common example is the installation inadvertently altering existing security configuration settings "
               "or adding new settings.",
               "This may create a new security problem in the process of fixing the original vulnerability via patching.")
    assert reasons.reason_beside(doc, 1) is doc[0]
    # "This approach allows …" after the item points back to it as "This allows …" does
    doc = _doc("Organizations should deploy enterprise patch management tools using a phased approach.",
               "This approach allows process and user communication issues to be addressed with a small group before "
               "deploying the patch application universally.")
    assert reasons.reason_beside(doc, 0) is doc[1]
    # a purpose said first by the sentence after the rule, for what that rule brings (the trustee handbook)
    doc = _doc("The standing trustee must implement a vacation policy which provides that employees be absent from "
               "their duties for an uninterrupted period of not less than one week.",
               "To provide an effective internal control, another employee must assume the duties performed by the "
               "absent individual.")
    assert reasons.reason_beside(doc, 0) is doc[1]
    doc = _doc("The debtor filed a plan.", "To file a plan, a debtor must complete a form.")
    assert reasons.reason_beside(doc, 0) is None  # an act, not a purpose
    doc = _doc("Preheat the oven to 350 degrees.", "To prevent the cake from sticking, the pan should be greased.")
    assert reasons.reason_beside(doc, 0) is None  # the purpose of another step (a second read's probe)
    # a lead-in after the item that announces the problems with it: the first of them (NIST SP 800-124r1)
    doc = _doc("If there is not a centralized management solution, or certain mobile devices cannot use it, then mobile "
               "devices have to be managed individually and manually.",
               "In addition to the additional resources expended, there are two major security problems with this:",
               "The security controls provided by a mobile device often lack the rigor of those provided by a "
               "centralized mobile device management client application.")
    assert reasons.reason_beside(doc, 0) is doc[2]
    # the demonstrative must be the subject, its verb agreeing: a noun after it brings nothing about (second read)
    for opening in ("These results in Table 3 show that energy use fell by 12 percent.",
                    "This produce comes from farms within fifty miles of the city.",
                    "This introduces the second part of the report, on current operations."):
        assert reasons.reason_beside(_doc("We surveyed 400 households in 2021 and 2023.", opening), 1) is None
    for lead in ("The steps to fix these problems are as follows:", "Please contact HR about the following concerns:"):
        assert reasons.reason_beside(_doc("Patch the servers monthly.", lead, "Open a ticket."), 0) is None
    # "it" and "they" only with a verb that says what it brings about (second read)
    assert reasons.reason_beside(_doc("The number 5 bus runs every ten minutes.",
                                      "It stops at the library and the hospital."), 0) is None
    assert reasons.reason_beside(_doc("Mr. Collins knocked at the door of Longbourn.",
                                      "They let him in without a word."), 0) is None
    doc = _doc("Brown the butter over medium heat.", "This gives the cookies a nutty flavour.")
    assert reasons.reason_beside(doc, 0) is doc[1]
    # the sentence before that says what doing the thing gains, sharing its words (the DOJ handbook's practice tip)
    doc = _doc("1. Wage Orders: A debtor is more likely to successfully complete a plan if payments are made through "
               "voluntary wage orders.",
               "The standing trustee should encourage voluntary wage orders in all cases where appropriate.")
    assert reasons.reason_beside(doc, 1) is doc[0]
    # a gain of something else, or sharing too few words, gives no reason
    assert reasons.reason_beside(_doc("Patients who smoke are more likely to develop lung cancer.",
                                      "Smokers should be screened every year."), 1) is None
    # a sentence that tells what happened, not what should be done, takes no gain as its reason
    assert reasons.reason_beside(_doc("Mr. Bingley was more likely to propose to Jane at the ball.",
                                      "Jane Bennet danced with Mr. Bingley twice at the ball."), 1) is None
    assert reasons.reason_beside(_doc("Debtors with wage orders are more likely to finish.",
                                      "The standing trustee should meet every debtor."), 1) is None
    # a lead-in of anything else announces no reason
    doc = _doc("Make the sauce a day ahead.", "The ingredients are as follows:", "Two pounds of tomatoes.")
    assert reasons.reason_beside(doc, 0) is None
    # "This means …", "This is …" and a noun of the verb's family bring nothing about
    for opening in ("This means that the patch was late.", "This is the last step.", "This creation was late."):
        assert reasons.reason_beside(_doc("The patch was applied.", opening), 1) is None
    # a next sentence that only goes on with the recipe, or says how long or how much, gives no reason
    doc = _doc("Cover the tops with a wet cloth.", "This is done just before baking.", "Bake 20 minutes.")
    assert reasons.reason_beside(doc, 0) is None and reasons.reason_beside(doc, 2) is None
    for after in ("It will take about 2 hours to double in size.", "It makes about 3 cups.", "This means nothing.",
                  "These causes must be stated."):
        assert reasons.reason_beside(_doc("Let the dough rise in a warm place.", after), 0) is None
    # "Thus" sums up more often than it points back to a reason; "As a result of …" carries its own
    for opening in ("Thus, until each publication is completed, current requirements remain operative.",
                    "As a result of the audit, the fee was reduced."):
        assert reasons.reason_beside(_doc("NIST is working on the guidance.", opening), 1) is None


@pytest.mark.parametrize("question, asks", [
    ("Why do the cooks soak the bacon?", True),
    ("How does receiving patches in a single vendor bundle make patch management more efficient for an organization?",
     True),
    ("How does a hybrid deployment help an enterprise move to zero trust?", True),
    # a way or a means, not a reason
    ("How did Elizabeth make her way to Netherfield when Jane was ill there?", False),
    ("How can an enterprise reduce the risk of a denial-of-service attack on its policy enforcement?", False),
    # people as the doers, "help" a noun, a verb inside a clause of the subject's (second read)
    ("How did Mr. Darcy help Lydia and Wickham?", False),
    ("How do bakers make the crumb more tender?", False),
    ("How can organizations improve their incident response process?", False),
    ("How does the help desk reset a forgotten password?", False),
    ("How do staff request leave to care for a relative whose condition does not improve?", False),
    ("How do I make corn bread?", False),
    ("How many days does the debtor have?", False),
])
def test_a_question_that_asks_how_one_thing_brings_about_another_asks_for_a_reason(question, asks):
    assert reasons.asks_reason(question) is asks
    assert reasons.asks_why(question) is question.startswith("Why")  # only a why-question's premise is read


@pytest.mark.parametrize("text, gives", [
    ("Each agent runs with administrator privileges so it can perform these actions.", True),
    ("Logs are kept, so the audit log can attribute every action.", True),
    ("The delay was due to the storm.", True),
    # "since" tells a time as often as a reason: not read
    ("Since the network is untrusted, all traffic is encrypted.", False),
    ("Attendance has doubled since the new director was appointed.", False),
    # "due to" of a schedule, "to …" after a verb of wanting, deciding or having to (second read)
    ("The train is due to arrive at platform 4 at 09:15.", False),
    ("Tasks are due to be completed by the end of Q3.", False),
    ("The council voted to limit parking on Main Street.", False),
    ("Users are advised to enable two-factor authentication on all accounts.", False),
    ("The landlord declined to allow pets in the building.", False),
    ("Learn how to keep bread fresh for a week.", False),
    ("Employees are required to ensure that their badges are visible at all times.", False),
    ("Debtors are encouraged to use wage orders in order to complete their plans.", True),
    ("Resources are hidden behind a PEP to prevent scanning.", True),
    ("The standard has been in force since 2004.", False),  # "since" of a time
    ("Since then the program has grown.", False),
    ("There were so many patches that testing lagged.", False),  # "so" of degree
    ("Organizations should deploy patch management tools using a phased approach.", False),
])
def test_a_sentence_that_gives_a_reason_in_so_many_words(text, gives):
    assert reasons.gives_reason(text) is gives


def test_a_sentence_after_that_says_what_the_rule_is_in_recognition_of_gives_its_reason():
    rule = ("Note that the value of not applicable cannot be assigned to any security objective in the context of "
            "establishing a security category for an information system.")
    for after in ("This is in recognition that there is a low minimum potential impact (i.e., low water mark) on the "
                  "loss of confidentiality, integrity, and availability for an information system.",
                  "The reason for this is that every system needs its processing functions.",
                  "This is due to the fundamental requirement to protect the system-level processing functions."):
        doc = _doc(rule, after)
        assert reasons.reason_beside(doc, 0) is doc[1]
    doc = _doc(rule, "This is a standard for federal agencies.")
    assert reasons.reason_beside(doc, 0) is None
