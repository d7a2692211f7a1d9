"""A question that asks for a person by a role, and whether a name may be a person's (gechat/persons.py)."""

from __future__ import annotations

import gzip
import importlib.util
import random
from pathlib import Path

import pytest

from gechat import persons
from gechat.asked import holds_asked, question_type, value_span
from gechat.declines import states_asked
from gechat.records import Step

ROOT = Path(__file__).resolve().parents[1]
E_GOV = ("The E-Government Act of 2002 (Public Law 107-347), passed by the one hundred and seventh Congress and "
         "signed into law by the President in December 2002, recognized the importance of information security to "
         "the economic and national security interests of the United States.")


@pytest.mark.parametrize("question, role", [
    ("Who was the first President of the United States?", "president"),
    ("Who was the director of NIST when FIPS 199 was issued?", "director"),
    ("Who was Secretary of Commerce when FIPS 199 was issued?", "secretary"),
    ("Who was the housekeeper who showed Elizabeth and the Gardiners around Pemberley?", "housekeeper"),
    ("Who were the ambassadors at the conference?", "ambassadors"),
    # no role: a present one (what it is answers as often), a doer, a name, roles organisations fill as often,
    # machines and programs, "which ROLE"
    ("Who is the authorizing official for the system?", ""),
    ("Who is the housekeeper who shows Elizabeth and the Gardiners around Pemberley?", ""),
    ("Who was the project manager of the Federal CIO Council ZTA project?", ""),
    ("Who issued FIPS 199?", ""),
    ("Who is Mr. Darcy?", ""),
    ("Who are the authors of NIST Special Publication 800-207?", ""),
    ("Who was the trustee for the bonds?", ""),
    ("Who was the winning bidder?", ""),
    ("Who was the interpreter for this script?", ""),
    ("Which US president signed the E-Government Act of 2002 into law?", ""),
    ("Which official signs the form?", ""),
])
def test_the_role_a_who_question_asks_someone_by(question: str, role: str) -> None:
    assert persons.role_asked(question) == role


@pytest.mark.parametrize("name, before, person", [
    ("Public Law", "", False),
    ("Congress", "the one hundred and seventh ", False),
    ("E-Government Act", "The ", False),
    ("United States", "of the ", False),
    ("Department of Commerce", "the ", False),
    ("Telyanin", "a young horse ", True),  # a word WordNet does not know
    ("Evans", "Donald L. ", True),  # a surname WordNet names people by
    ("Jack London", "", True),  # "London" names a writer too
    ("Kitty Bennet", "", True),  # common words, no institution
    ("Frank Little", "chaired by ", True),
    ("Chief Information Officer", "the agency ", True),  # a role: a narrower answer than the question's
    ("Field", "married Mr. ", True),  # a courtesy title before a common word
    ("Mrs", "The housekeeper at Pemberley was ", True),  # the title itself, the name after its full stop
])
def test_a_name_may_be_a_persons_unless_it_names_an_institution_a_document_or_a_place(name: str, before: str,
                                                                                      person: bool) -> None:
    assert persons.may_be_person(name, before) is person


def test_a_question_asking_a_role_is_not_answered_by_a_sentence_that_names_no_one() -> None:
    question = "Who was the first President of the United States?"
    assert question_type(question) == "who"
    assert not holds_asked(E_GOV, question)
    assert value_span(E_GOV, question) is None
    assert not states_asked(question, [Step(id="S1", text=E_GOV)])
    # a doer is no role: the assembly that passed it answers, and so does the role that signed it
    assert holds_asked(E_GOV, "Who passed the E-Government Act of 2002?")
    assert states_asked("Who signed the E-Government Act of 2002 into law?", [Step(id="S1", text=E_GOV)])
    # the person holding the role answers, or a narrower role
    for sentence in ("The document was signed by Arden L. Bement, who was then its director.",
                     "The director at the time was Frank Little.", "The director at the time was Mrs. Reynolds.",
                     "Dr. Patel directed the institute when FIPS 199 was issued.",
                     "The director was then the agency's Chief Information Officer."):
        assert holds_asked(sentence, "Who was the director of NIST when FIPS 199 was issued?"), sentence
    sentence = "George Washington was the first President of the United States."
    start, end = value_span(sentence, question)
    assert sentence[start:end] == "Washington"


def _build_script():
    spec = importlib.util.spec_from_file_location("build_person_words", ROOT / "scripts" / "build_person_words.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_shipped_word_lists_are_what_wordnet_says_of_a_sample_of_words() -> None:
    """The lists in gechat/assets are the build script's reading of WordNet (a seeded sample of each)."""
    build = _build_script()
    from gechat.wordnet import wordnet

    wn = wordnet()
    shipped = {name: set(gzip.decompress((ROOT / "gechat" / "assets" / f"{name}.txt.gz").read_bytes()).decode().split())
               for name in ("person_roles", "institution_words", "common_words")}
    assert not shipped["institution_words"] & shipped["common_words"]
    assert {"president", "director", "lieutenant", "housekeeper", "sister"} <= shipped["person_roles"]
    assert not {"server", "compiler", "trustee", "bidder", "evans"} & shipped["person_roles"]
    assert {"congress", "act", "law", "department"} <= shipped["institution_words"]
    assert {"public", "united", "commerce", "kitty"} <= shipped["common_words"]
    assert not {"evans", "washington", "london", "baker"} & (shipped["common_words"] | shipped["institution_words"])
    rng = random.Random(83)
    for word in rng.sample(sorted(shipped["person_roles"]), 100):
        first = wn.synsets(word, pos="n")[0]
        assert not first.instance_hypernyms() and any(build.is_under(first, k) for k in build.ROLE_KINDS), word
    for word in rng.sample(sorted(shipped["institution_words"]), 150):
        nouns = wn.synsets(word, pos="n")
        assert any(build.is_under(nouns[0], k) for k in build.NO_ONE_KINDS), word
        assert not any(build.is_under(s, "person.n.01") for s in nouns), word
    for word in rng.sample(sorted(shipped["common_words"]), 150):
        nouns = wn.synsets(word, pos="n")
        assert any(wn.synsets(word, pos=p) for p in "nvar"), word
        assert not any(s.instance_hypernyms() or build.is_under(s, "person.n.01") for s in nouns), word
