"""The "not answered" decision's name check on real sentences of the sample documents.

The sentences are copied from sample_docs/ (the DOJ handbook DOCX, FIPS 199, NIST SP 800-207,
the Army recipes TXT); the retrieval test runs the real TXT loader and the packaged MiniLM
over tests/data/recipes_excerpt.txt.
"""

from __future__ import annotations

import pytest

from gechat import answerable, retrieval
from gechat.embed import Embedder
from gechat.loaders import load_document
from gechat.relevance import (
    DECLINE, Coverage, answers_question, names_in, question_names, setting_names, unnamed,
)

DOJ = ("Although this Handbook is not intended to be a complete statutory reference, the standing trustee's primary "
       "statutory duties are set forth in 11 U.S.C. § 1302, which incorporates by reference some of the duties of "
       "chapter 7 trustees found in 11 U.S.C. § 704.")
E_GOV = ("The E-Government Act of 2002 (Public Law 107-347), passed by the one hundred and seventh Congress and signed "
         "into law by the President in December 2002, recognized the importance of information security to the "
         "economic and national security interests of the United States.")
REFERENCE = ("(National Institute of Standards and Technology, Gaithersburg, MD), NIST Special Publication (SP) 800-63A, "
             "Includes updates as of March 2, 2020.")
LICENCE = ("You provide, in accordance with paragraph 1.F.3, a full refund of any money paid for a work or a replacement "
           "copy, if a defect in the electronic work is discovered and reported to you within 90 days of receipt of the work.")


def test_a_question_names_runs_of_capitalised_words_acronyms_and_numbers():
    assert question_names("Who was the President of the United States when FIPS 199 was approved?") == [
        "President", "United States", "FIPS 199"]
    assert question_names("How many days does a debtor have to file a chapter 13 plan?") == ["13"]
    assert question_names("When will NIST publish the next revision of Special Publication 800-207?") == [
        "NIST", "Special Publication 800-207"]
    assert question_names("How long should the beans soak?") == []  # the first word is no name
    assert question_names("NIST recommends what?") == ["NIST"]  # unless it is an acronym
    # where case says nothing (title case, capitals), only numbers and codes are names
    assert question_names("What Is The Policy Engine Responsible For?") == []
    assert question_names("HOW MANY DAYS DOES A DEBTOR HAVE TO FILE A CHAPTER 13 PLAN?") == ["13"]
    assert question_names("Did NIST SP 800-207 cite the DHS CDM Program?") == ["NIST SP 800-207", "DHS CDM Program"]
    assert question_names("Which Executive Order amended Executive Order 12958?") == [
        "Executive Order", "Executive Order 12958"]


def test_a_title_alone_names_no_one():
    assert question_names("On what street do Mr. and Mrs. Gardiner live in London?") == ["Mrs. Gardiner", "London"]


def test_a_name_is_named_by_its_words_its_acronym_or_its_identifiers():
    assert names_in("United States Code", DOJ)  # "U.S.C."
    assert names_in("NIST", "National Institute of Standards and Technology, Gaithersburg, MD")  # spelt out
    assert names_in("FIPS Publication 199", "FIPS PUB 199 ____")  # the identifiers name it
    assert names_in("7", DOJ) and names_in("chapter", DOJ)
    assert not names_in("800-207", REFERENCE)  # a code is matched whole: 800-63A is another publication
    # a number must be there whatever the initials say: SP 800-121 is another publication than SP 800-124
    assert not names_in("NIST SP 800-124", "[SP800-121] NIST SP 800-121 Revision 1, Guide to Bluetooth Security, 2012.")
    assert names_in("Revision 1", "800-124 Rev. 1, 29 pages (June 2013)")  # a word cut short with its full stop
    assert names_in("NIST SP 800-124", "800-124 Rev. 1, 29 pages (June 2013)")  # a code names its series' letters
    assert not names_in("FIPS 199", "See page 199 of the report.")  # a short number does not
    assert not names_in("Revision 2", "800-124 Rev. 1, 29 pages (June 2013)")
    # the title page's line names the revision a question gives in full, series letters and all ...
    assert names_in("SP 800-124 Revision 1", "800-124 Rev. 1, 29 pages (June 2013)")
    assert names_in("SP 800-124 Revision 1", "NIST Special Publication 800-124 Revision 1")
    # ... but a revision is named by its own number, not by a number elsewhere
    assert not names_in("SP 800-124 Revision 1", "NIST SP 800-124, Table 1")
    assert not names_in("SP 800-124 Revision 2", "800-124 Rev. 1, 29 pages (June 2013), Figure 2")
    assert not names_in("FIPS 199", E_GOV)
    assert not names_in("13", LICENCE)
    assert not names_in("NIST", "PDP | Policy Decision Point 2. https://doi.org/10.6028/NIST.SP.800-160v2")  # a web address names nothing
    # an organisation's initials name its publications, not its every work
    assert names_in("NIST Special Publication", "NIST SP 800-40 Revision 3")
    assert not names_in("NIST Cybersecurity Framework", "NIST Special Publication 800-40 Revision 3")
    # what a question sets aside is not what it asks about
    assert question_names("Apart from the Federal Reserve and the Treasury, which agency audits the fund?") == []
    assert question_names("Which agency audits the fund, other than the Treasury?") == ["Treasury"]
    assert question_names("Besides Mr. Okafor, who else signed the lease?") == ["Mr. Okafor"]


def test_a_person_with_a_title_is_named_by_the_name_alone_but_not_under_another_title():
    # Pride and Prejudice calls Mr. Darcy "Darcy" as often as not, and Lady Catherine de Bourgh "Lady Catherine"
    assert names_in("Mr. Darcy", "Darcy, as he looked at the plate, said nothing.")
    assert names_in("Mr. Darcy’s", "I can only say that Darcy was there.")
    assert names_in("Lady Catherine de Bourgh", "“Lady Catherine,” said she, “has been very kind.”")
    assert not names_in("Mrs. Bennet", "Mr. Bennet made no answer.")  # another person, the same surname
    assert names_in("Mrs. Bennet", "Mr. Bennet made no answer, and Mrs. Bennet went on.")
    assert not names_in("Mr. Darcy", "The town of Darcyville lies to the north.")


def test_a_two_word_name_given_without_an_article_is_named_by_either_word_written_as_a_name():
    assert unnamed("Which lieutenant had sold Nicholas Rostov his horse Rook?",
                   "(Rook was a young horse Telyanin had sold to Rostov.)") == []
    assert unnamed("Where was Lydia going with Harriet Forster?", "Lydia wrote to Mrs. Forster.") == []
    # where a sentence opens, any word is capitalised; with an article, a name is no person's
    assert unnamed("Who is Nicholas Rostov?", "Nicholas said nothing.") == ["Nicholas Rostov"]
    # a given name is many people's: Jane Austen is not the novel's Jane
    assert unnamed("What was the name of Jane Austen's elder sister?",
                   "Their arrival was dreaded by the elder Miss Bennets--and Jane more especially.") == ["Jane Austen's"]
    assert unnamed("Who signed the Privacy Act?", "The President signed an Act that year.") == ["Privacy Act"]


def test_the_sentence_that_would_answer_must_name_what_the_question_names():
    assert unnamed("Who was the President of the United States when FIPS 199 was approved?", E_GOV) == ["FIPS 199"]
    assert unnamed("Which section of the United States Code sets forth the standing trustee's duties?", DOJ) == []
    on_topic = Coverage(best=0.92, typed=0.92, named=0.0, missing=("FIPS 199",))
    assert not answers_question(on_topic, DECLINE)
    assert answers_question(Coverage(best=0.92, typed=0.92, named=0.92), DECLINE)


@pytest.fixture(scope="module")
def recipes(test_data):
    return load_document(test_data / "recipes_excerpt.txt")


def test_a_count_for_another_number_of_men_is_declined_the_asked_one_answered(recipes):
    embedder = Embedder()
    asked = "How many lemons does lemon sherbet for 40 men take?"
    other = "How many lemons does lemon sherbet for 60 men take?"  # the recipe is for 40 men
    cov = answerable.coverage(asked, retrieval.retrieve(asked, recipes.sentences, embedder))
    assert answers_question(cov, DECLINE) and cov.missing == ()
    cov = answerable.coverage(other, retrieval.retrieve(other, recipes.sentences, embedder))
    assert cov.best >= DECLINE.min_best and cov.typed > 0  # on topic, and a count of lemons is there
    assert not answers_question(cov, DECLINE) and cov.missing == ("60",)


def test_the_time_a_question_sets_need_not_be_named_by_the_sentence_that_answers():
    lydia = "Where does Lydia go with Colonel and Mrs. Forster when the regiment leaves Meryton?"
    assert setting_names(lydia) == {"Meryton"}
    said = ("But the gloom of Lydia's prospect was shortly cleared away; for she received an invitation from Mrs. "
            "Forster, the wife of the colonel of the regiment, to accompany her to Brighton.")
    assert unnamed(lydia, said) == []
    assert unnamed(lydia, "The regiment left Meryton in May.") == ["Lydia", "Colonel", "Mrs. Forster"]  # only the time
    # a number or a code pins the time down: the E-Government Act's President is not FIPS 199's
    assert setting_names("Who was the President of the United States when FIPS 199 was approved?") == set()
    assert setting_names("When did Mr. Bingley come to Netherfield?") == set()  # its own "When" asks
    # "after", "before", "according to" relate what is asked to the name: it must be named
    assert setting_names("Who ruled England after Henry VIII?") == set()
    assert unnamed("According to Reuters, how many people died?", "According to AP, 12 people died.") == ["Reuters"]


def test_a_documents_making_pins_the_time_down():
    # the DOJ handbook names its Director by title only: "when this Handbook was issued" must be named
    asked = "Who was the Director of the Executive Office for United States Trustees when this Handbook was issued?"
    assert setting_names(asked) == set()
    assert unnamed(asked, "The United States Trustee consults the Director of the Executive Office for United States "
                          "Trustees.") == ["Handbook"]


def test_a_capitalised_article_of_a_title_is_no_name_the_documents_lack():
    from gechat.mentioned import missing_names
    from gechat.text import content_stems

    said = content_stems("The Chronicle of Philanthropy was founded in 1988 by editor Phil Semas.")
    assert missing_names("Who founded The Chronicle of Philanthropy?", said) == []
    assert missing_names("What did The Guardian report about the merger?", said) == ["Guardian"]  # a name it lacks


def test_a_question_about_a_title_with_the_is_answered_through_the_real_pipeline(tmp_path):
    from gechat import GEChat
    from gechat.settings import Settings

    doc = tmp_path / "chronicle.txt"
    doc.write_text("The Chronicle of Philanthropy\n\nThe Chronicle of Philanthropy is a magazine that covers the "
                   "nonprofit world. It was founded in 1988 by editor Phil Semas and then managing editor Stacy "
                   "Palmer. It is based in Washington, D.C.\n", encoding="utf-8")
    chat = GEChat(Settings(workspace_dir=str(tmp_path / "ws")), "titles")
    try:
        assert [r.status for r in chat.index_files([doc])] == ["indexed"]
        answer = chat.ask("What does The Chronicle of Philanthropy cover?")
        assert answer.outcome == "answered"
        assert any("nonprofit world" in item.text for item in answer.answers)
    finally:
        chat.close()


def test_the_first_word_of_a_later_sentence_of_the_question_is_no_name():
    from gechat.relevance import question_names

    assert question_names("Who approves expenses? Thanks!") == []
    assert question_names("What is the dose of carbetocin? Answer briefly.") == []
    assert question_names("What does FIPS 199 say? NIST?") == ["FIPS 199", "NIST"]  # an acronym still names
    assert question_names("Who is Mr. Darcy? Is he rich?") == ["Mr. Darcy"]


def test_a_name_spelt_out_in_capitals_spells_its_acronym_past_its_connectors():
    line = "NATIONAL INSTITUTE OF STANDARDS AND TECHNOLOGY Arden L. Bement, Jr., Director"
    assert unnamed("Who was the Director of NIST?", line) == []
    assert unnamed("Who was the Director of NIST?", "INSTITUTE OF STANDARDS AND TECHNOLOGY Director") == ["NIST"]
    assert unnamed("Who was the Director of NIST?", "the National Institute of Standards and Technology Director") == []
