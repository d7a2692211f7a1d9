"""A passive why-question read back as the statement it takes as given (gechat.premises), with the judge's
own spaCy parse, on questions about the sample documents."""

from __future__ import annotations

import pytest

from gechat import presupposed
from gechat.entail.conflicts import ConflictChecker
from gechat.premises import passive_statement
from gechat.settings import Settings


@pytest.fixture(scope="module")
def parse():
    return ConflictChecker(Settings().spacy_model).parse


@pytest.mark.parametrize("question, premise", [
    # the question's own parse takes "antivirus" for its verb
    ("Why must antivirus software and data loss prevention be installed on every organization-issued mobile device?",
     "antivirus software and data loss prevention must be installed on every organization-issued mobile device."),
    ("Why is installing patches without first testing them considered a significant risk?",
     "installing patches without first testing them is considered a significant risk."),  # a clause for subject
    ("Why is the device agent/gateway-based deployment model best suited to enterprises that want a BYOD policy in "
     "place?", "the device agent/gateway-based deployment model is best suited to enterprises that want a BYOD "
     "policy in place."),  # an adverb before the participle stays with it
    ("Why has perimeter-based network security been shown to be insufficient?",
     "perimeter-based network security has been shown to be insufficient."),
    ("Why are agency officials prohibited from developing security designators beyond those defined in FIPS 199?",
     "agency officials are prohibited from developing security designators beyond those defined in FIPS 199."),
    ("For what reason is blacklisting preferred over whitelisting for restricting which applications may be "
     "installed on mobile devices?", "blacklisting is preferred over whitelisting for restricting which applications "
     "may be installed on mobile devices."),
    # adverbs on either side of "be", "being", a list of participles, a noun in "-ly"
    ("Why must patch management software be centrally managed by the agency?",
     "patch management software must be centrally managed by the agency."),
    ("Why are antivirus software and data loss prevention being removed from personal devices?",
     "antivirus software and data loss prevention are being removed from personal devices."),
    ("Why must antivirus software and data loss prevention be installed, configured and tested on every device?",
     "antivirus software and data loss prevention must be installed, configured and tested on every device."),
    ("Why must antivirus software and data loss prevention for the assembly be installed on every device?",
     "antivirus software and data loss prevention for the assembly must be installed on every device."),
    ("Why are antivirus software and data loss prevention for the family being removed from personal devices?",
     "antivirus software and data loss prevention for the family are being removed from personal devices."),
    ("Why are antivirus software and data loss prevention more frequently targeted by attackers?",
     "antivirus software and data loss prevention are more frequently targeted by attackers."),
    # the parse takes "state" for a verb and hangs "Why" and the auxiliary on it, inside the subject's phrase
    ("Why must state, local, and tribal governments apply the FIPS 199 security categorizations to their "
     "information systems?", "state, local, and tribal governments must apply the FIPS 199 security categorizations "
     "to their information systems."),
    # the parse makes the attribute an apposition of the subject
    ("Why is threat intelligence the trust algorithm input that is most likely to remain under the enterprise's own "
     "control?", "threat intelligence is the trust algorithm input that is most likely to remain under the "
     "enterprise's own control."),
    ("Why is FIPS 199 the standard that federal agencies must use?",
     "FIPS 199 is the standard that federal agencies must use."),
    ("Why is Mr. Darcy, the proud man, disliked?", "Mr. Darcy, the proud man, is disliked."),  # an apposition kept
    ("Why is the trust algorithm the core of the policy engine?",
     "the trust algorithm is the core of the policy engine."),  # "algorithm" taken for an apposition: not cut
])
def test_a_question_the_parse_misreads_has_its_premise(parse, question, premise) -> None:
    assert presupposed.premise(question, parse) == premise


@pytest.mark.parametrize("rest", [
    "would the cook be fired for burning the soup",  # a hypothetical
    "is it done before the meat is browned",  # a pronoun subject
    "is the soup thick",  # no participle
    "does the trustee deposit the funds daily",  # not a passive
    "must both of these be installed on every organization-issued mobile device",  # "these" stands for a noun
    "were she and Wickham married at St. Clement's",  # a pronoun subject
])
def test_no_passive_statement_where_the_question_gives_none(parse, rest) -> None:
    assert passive_statement(rest, parse) == ""


def test_the_passive_reading_comes_after_the_question_s_own_parse(parse) -> None:
    # the passive reading alone would take "compared" for the participle; the question's parse reads it right
    question = "Why is data on mobile devices at increased risk of compromise compared with other devices?"
    assert passive_statement(question[4:-1], parse).endswith("is compared with other devices.")
    assert presupposed.premise(question, parse) == ("data on mobile devices is at increased risk of compromise "
                                                    "compared with other devices.")


def test_a_passive_subject_may_hold_a_relative_clause(parse) -> None:
    assert passive_statement("are patches that fix critical flaws installed first", parse) == \
        "patches that fix critical flaws are installed first."
