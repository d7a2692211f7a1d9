"""`gechat.persons`: the questions that ask for an office's holder, and the runs of capitalised words that name a
person rather than an institution, a law or a place."""

from __future__ import annotations

import pytest

from gechat.persons import PERSON_Q, person_named


@pytest.mark.parametrize(("text", "named"), [
    ("Donald L. Evans, Secretary", True),
    ("Cameron F. Kerry, Acting Secretary", True),
    ("The bill was signed by George Washington.", True),
    ("Mr. Darcy wrote the letter.", True),
    ("signed into law by the President in December 2002", False),
    ("The E-Government Act of 2002 (Public Law 107-347)", False),
    ("U.S. Department of Commerce, National Institute of Standards and Technology", False),
    ("Computer Security Division, Information Technology Laboratory", False),
])
def test_a_person_is_a_name_no_institution_law_or_place_holds(text: str, named: bool) -> None:
    assert person_named(text, {"who", "was", "the", "president", "secretary"}) is named


def test_a_line_that_gives_its_person_another_office_names_no_holder_of_the_office_asked() -> None:
    assert not person_named("Donald L. Evans, Secretary", set(), "president")
    assert person_named("Donald L. Evans, Secretary", set(), "secretary")
    assert person_named("Patrick D. Gallagher, Under Secretary of Commerce for Standards and Technology and Director",
                        set(), "director")
    # inside a longer run of capitalised words, as NIST SP 800-40r3's title page sets it on one line
    assert person_named("National Institute of Standards and Technology Patrick D. Gallagher, Under Secretary of "
                        "Commerce for Standards and Technology and Director", set(), "director")


def test_the_questions_own_words_name_no_one() -> None:
    assert not person_named("George Washington", {"george", "washington"})


@pytest.mark.parametrize(("question", "asks"), [
    ("who was the first president of the united states?", True),
    ("which us president signed the e-government act of 2002 into law?", True),
    ("who was acting secretary of commerce when this guide came out?", True),
    ("which author does the guide cite?", False),  # a calling after "which" is left untyped
    ("who printed the army cooking school recipe book?", False),  # no office: an institution answers it
    ("who was the author of the logic book?", True),
    ("who was nist's director when sp 800-40 revision 3 was released?", True),
    ("who approved the standard?", False),
])
def test_a_question_asks_for_an_office_holder(question: str, asks: bool) -> None:
    assert bool(PERSON_Q.match(question)) is asks


@pytest.mark.parametrize(("text", "named"), [
    ("António Guterres said the talks would resume.", True),  # letters with accents
    ("Charles de Gaulle resigned in 1969.", True),  # a particle between the names
    ("Ursula von der Leyen presented the plan.", True),
    ("Conor O'Brien was elected.", True),  # an apostrophe
    ("The Prime Minister announced the budget in 2010.", False),  # an office, no holder named
    ("The bill was debated in New York.", False),
])
def test_names_as_other_languages_write_them_and_runs_that_name_an_office_or_a_place(text: str, named: bool) -> None:
    assert person_named(text, set(), "") is named
