"""A short answer item read with its question (gechat/claimed.py), on the questions of the answer benchmark
and the near-miss sets and the real spaCy pipeline."""

from __future__ import annotations

import pytest

from gechat.claimed import is_clause, is_phrase, is_yes_no, statement
from gechat.entail.conflicts import default_parse as parse


@pytest.mark.parametrize("question, item, claim", [
    # the wh-phrase is the subject: the item takes its place
    ("Who appoints and supervises standing trustees?", "United States Trustee",
     "United States Trustee appoints and supervises standing trustees."),
    ("Which component is responsible for establishing and shutting down the communication path?", "PEP",
     "PEP is responsible for establishing and shutting down the communication path."),
    ("Which planet is known as the Red Planet?", "Mars", "Mars is known as the Red Planet."),
    ("Which institution is the central bank of the United States?", "the Federal Reserve",
     "the Federal Reserve is the central bank of the United States."),
    ("What percentage of an agency's information system budget should be devoted to patch management?", "5%",
     "5% of an agency's information system budget should be devoted to patch management."),
    # the subject first, the item where the wh-phrase left its gap
    ("What is a loss of confidentiality?", "the unauthorized disclosure of information",
     "a loss of confidentiality is the unauthorized disclosure of information."),
    ("Who was the first President of the United States?", "George Washington",
     "the first President of the United States was George Washington."),
    ("Who was the Director of NIST's Computer Security Division when SP 800-40 Revision 3 was published?",
     "Donna Dodson", "the Director of NIST's Computer Security Division was Donna Dodson when SP 800-40 "
     "Revision 3 was published."),
    ("In FIPS 199 terms, what kind of loss is it when users are cut off from a system?", "loss of availability",
     "In FIPS 199 terms, it is loss of availability when users are cut off from a system."),
    ("What is the policy engine responsible for?", "the ultimate decision to grant access",
     "the policy engine is responsible for the ultimate decision to grant access."),
    ("To what does the standing trustee have a fiduciary responsibility?", "the bankruptcy estate",
     "the standing trustee does have a fiduciary responsibility to the bankruptcy estate."),
    ("To which security objective does the potential impact value of not applicable apply?", "confidentiality",
     "the potential impact value of not applicable does apply to confidentiality."),
    ("How many players does a basketball team have on the court?", "five",
     "a basketball team does have five players on the court."),
    ("How many lemons does the lemon sherbet take?", "25", "the lemon sherbet does take 25 lemons."),
    ("How many lemons does the lemon sherbet take?", "about 20 to 30", "the lemon sherbet does take about 20 to 30 lemons."),
    ("What percentage fee has the Director fixed for chapter 13 standing trustees?", "10 percent",
     "the Director has fixed 10 percent for chapter 13 standing trustees."),
    # a time, a place, a reason, a duration, a manner
    ("When was FIPS Publication 199 issued?", "February 2004", "FIPS Publication 199 was issued in February 2004."),
    ("When was the ebook released?", "May 4, 2021", "the ebook was released on May 4, 2021."),
    ("In which city was the U.S. Army cooking school located?", "Washington",
     "the U.S. Army cooking school was located in Washington."),
    ("Where can ammonia for baker's use be had?", "any drug store", "ammonia for baker's use can be had at any drug store."),
    ("Why did NIST withdraw SP 800-40 Version 2 in 2013?", "the release of Revision 3",
     "NIST did withdraw SP 800-40 Version 2 in 2013 because the release of Revision 3."),
    ("Why did NIST withdraw SP 800-40 Version 2 in 2013?", "to make room for Revision 3",
     "NIST did withdraw SP 800-40 Version 2 in 2013 to make room for Revision 3."),
    ("How long should soldier coffee boil?", "about 5 minutes", "soldier coffee should boil about 5 minutes."),
    ("How is burnt sugar made?", "by frying sugar in a pan", "burnt sugar is made by frying sugar in a pan."),
    # yes / no, and a yes/no question answered with its predicate
    ("Does the Handbook create additional rights against the standing trustee?", "No",
     "the Handbook does not create additional rights against the standing trustee."),
    ("Does the Handbook create additional rights against the standing trustee?", "Yes.",
     "the Handbook does create additional rights against the standing trustee."),
    ("Is thickening used in the soups?", "No", "thickening is not used in the soups."),
    ("Is the entire enterprise private network considered an implicit trust zone?",
     "not considered an implicit trust zone",
     "the entire enterprise private network is not considered an implicit trust zone."),
    ("Can the value not applicable be assigned to a security objective?", "cannot be assigned",
     "the value not applicable cannot be assigned."),
    ("What should the Handbook not be used as a substitute for?", "legal research",
     "the Handbook should not be used as a substitute for legal research."),
    ("To what do all statutory references in the Handbook refer, unless otherwise indicated?", "the Bankruptcy Code",
     "all statutory references in the Handbook do refer to the Bankruptcy Code, unless otherwise indicated."),
    ("What size balls are codfish balls rolled into?", "2-ounce balls", "codfish balls are rolled into 2-ounce balls."),
    ("How thick should the beef be sliced?", "½ inch thick", "the beef should be sliced ½ inch thick."),
    # where the small parser misreads the question: a participle it hangs on the subject, a relative clause it cuts
    # off, a verb it calls a noun, a verb that leads to another ("need to file")
    ("What is Army sauce used over?", "fish, steaks, and chops", "Army sauce is used over fish, steaks, and chops."),
    ("Why are laptops left out of the scope of the publication?", "different security controls",
     "laptops are left out of the scope of the publication because different security controls."),
    ("Where were many administrative functions formerly performed by the court placed?", "the Department of Justice",
     "many administrative functions formerly performed by the court were placed at the Department of Justice."),
    ("Who was the Secretary of Commerce named in FIPS 199?", "Donald L. Evans",
     "the Secretary of Commerce named in FIPS 199 was Donald L. Evans."),
    ("At which research firm was the person who named this security model working?", "Forrester",
     "the person who named this security model was working at Forrester."),
    ("What system should an enterprise implementing a ZTA establish to monitor the state of devices and applications?",
     "CDM", "an enterprise implementing a ZTA should establish CDM to monitor the state of devices and applications."),
    ("What security category does FIPS 199 assign to medical information?", "MODERATE",
     "FIPS 199 does assign MODERATE to medical information."),
    ("What does a singular trust algorithm not take into consideration?", "past behavior",
     "a singular trust algorithm does not take past behavior into consideration."),
    ("What does the standing trustee need to file?", "a final report", "the standing trustee does need to file a final "
                                                                       "report."),
    ("Which plane do the ZTA logical components use to communicate?", "the control plane",
     "the ZTA logical components do use the control plane to communicate."),
    # a request for a name
    ("Name the component that forwards requests to the policy engine.", "the PEP",
     "the PEP is the component that forwards requests to the policy engine."),
])
def test_a_phrase_is_the_question_answered_with_it(question, item, claim):
    assert is_phrase(item, parse)
    assert statement(question, item, parse) == claim


def test_an_item_that_is_a_sentence_of_its_own_is_its_own_claim():
    item = "The United States Trustee appoints standing trustees."
    assert statement("Who appoints standing trustees?", item, parse) == item
    assert is_clause(parse(item)) and not is_phrase(item, parse)
    assert is_clause(parse("Bake for about 5 minutes."))  # an instruction
    assert not is_clause(parse("fries with bacon")) and not is_clause(parse("the bankruptcy estate"))


@pytest.mark.parametrize("question", [
    "In what year did Leo Tolstoy die, and at which railway station?",  # two questions in one
    "Tell me about the standing trustee.",  # no question word: nothing to put the item in
    "What is the capital of France?",  # "Yes" answers no wh-question
])
def test_a_question_it_cannot_be_read_with_gives_no_claim(question):
    item = "Yes" if question.startswith("What") else "Astapovo"
    assert statement(question, item, parse) == ""


def test_yes_and_no_are_told_apart_from_words_that_begin_with_them():
    assert is_yes_no("Yes") and is_yes_no("No, it does not.") and is_yes_no("no")
    assert not is_yes_no("Nothing in the Handbook") and not is_yes_no("No thickening is used in any of the soups")
