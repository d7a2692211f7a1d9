"""Who speaks a quotation (gechat/speakers.py), on real novel text and on small cases of the rules."""

from __future__ import annotations

import pytest

from gechat import answerable, lines, retrieval, speakers
from gechat.embed import Embedder
from gechat.loaders import load_document


@pytest.fixture(scope="module")
def embedder():
    return Embedder()


def _sentence(doc, start):
    return next(s for s in doc.sentences if " ".join(s.text.split()).startswith(start))


def _said(doc):
    return speakers.speakers(doc.sentences, lines.is_heading)


def _doc(tmp_path, text, name="story.txt"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return load_document(path)


def test_the_sentences_of_a_speech_are_said_by_the_speaker_its_attribution_names(test_data):
    book = load_document(test_data / "docs" / "austen_pride_and_prejudice_ch1-5.txt")
    said = _said(book)
    # "“Pride,” observed Mary, who piqued herself upon the solidity of her reflections, “is a very common failing, …"
    for start in ("Vanity and pride are different things", "A person may be proud without being vain",
                  "Pride relates more to our opinion"):
        assert said[_sentence(book, start).id] == "Mary", start
    # the sentence that holds the attribution names the speaker itself; narration names no speaker
    assert _sentence(book, "“Pride,” observed Mary").id not in said
    assert _sentence(book, "It is a truth universally acknowledged").id not in said
    # "“He is also handsome,” replied Elizabeth, “which a young man ought likewise to be …"
    assert said[_sentence(book, "His character is thereby complete").id] == "Elizabeth"


#: a line written for these tests, set before the chapter: the book names "Charlotte Lucas" in full only elsewhere
_NAMED = "Sir William Lucas had several children. The eldest of them was Charlotte Lucas.\r\n\r\n"


def _chapter(test_data, tmp_path, named=True):
    text = (test_data / "docs" / "austen_pride_and_prejudice_ch22.txt").read_text(encoding="utf-8")
    return _doc(tmp_path, (_NAMED if named else "") + text, "ch22.txt")


def test_a_speaker_called_by_a_given_name_is_given_the_surname_named_near(test_data, tmp_path):
    chapter = _chapter(test_data, tmp_path)
    said = _said(chapter)
    # "“I see what you are feeling,” replied Charlotte; …": "Miss Lucas" stands a few sentences before, and "Lucas" is
    # the one name the document writes after "Charlotte"
    for start in ("I am not romantic, you know", "I ask only a comfortable home"):
        assert said[_sentence(chapter, start).id] == "Charlotte Lucas", start
    # the chapter alone never writes her surname after her given name: she is "Charlotte"
    alone = _chapter(test_data, tmp_path, named=False)
    assert _said(alone)[_sentence(alone, "I am not romantic, you know").id] == "Charlotte"


def test_a_given_name_keeps_no_surname_that_is_not_near(tmp_path):
    filler = " ".join(f"The {n} candle burnt low." for n in ("first", "second", "third", "fourth", "fifth", "sixth"))
    doc = _doc(tmp_path, f"Mary King had ten thousand pounds.\n\n{filler}\n\n“I have read it,” said Mary; “it is a "
                         "good book. I shall read it again.”\n")
    said = _said(doc)
    assert said[_sentence(doc, "I shall read it again").id] == "Mary"


def test_two_speakers_a_pronoun_or_a_new_paragraph_give_no_speaker(tmp_path):
    doc = _doc(tmp_path, "“Yes,” said Jane; “no,” cried Lydia, “it is not so. We went to town.”\n\n"
                         "“I am tired,” said he; “it is late. Let us go home.”\n\n"
                         "“Come down this moment, for there is such a sight to be seen. Make haste, and come down at once.”\n\n"
                         "Elizabeth asked questions in vain. She ran down.\n")
    said = _said(doc)
    assert _sentence(doc, "We went to town").id not in said  # Jane and Lydia both speak in it
    assert _sentence(doc, "Let us go home").id not in said  # "said he": a pronoun is not resolved
    # a name and a verb after a speech's full stop and a blank line open the narration, they attribute nothing
    assert _sentence(doc, "Make haste").id not in said
    assert speakers.attributed("“… this moment.”\n\nElizabeth asked questions in vain") == []
    assert speakers.attributed("“… this moment,” Elizabeth replied") == ["Elizabeth"]
    assert speakers.attributed("“Oh! Single, my dear,” said Mrs. Bennet to Mr. Bennet.") == ["Mrs. Bennet"]


def test_a_stray_quotation_mark_gives_its_speaker_to_no_more_than_a_few_sentences(tmp_path):
    narration = " ".join(f"The {n} field was wet." for n in ("first", "second", "third", "fourth", "fifth", "sixth",
                                                              "seventh", "eighth", "ninth", "tenth", "last"))
    doc = _doc(tmp_path, f"“Look,” cried Kitty, “the rain. {narration} After that the sun came out.\n")
    said = _said(doc)
    assert said[_sentence(doc, "The first field").id] == "Kitty"
    assert len(said) < speakers.MAX_RUN
    assert _sentence(doc, "After that the sun came out").id not in said


def test_a_speech_is_read_with_its_speaker_so_a_question_that_names_her_finds_it(test_data, tmp_path, embedder):
    chapter = _chapter(test_data, tmp_path)
    ctx, _ = retrieval.contexts(chapter.sentences)
    home = _sentence(chapter, "I ask only a comfortable home")
    assert ctx[home.id].endswith("Charlotte Lucas")
    question = "Why does Charlotte Lucas say she accepted Mr. Collins's proposal?"
    ranked = retrieval.retrieve(question, chapter.sentences, embedder)
    found = next(c for c in ranked if c.sentence.id == home.id)
    assert answerable.unnamed_in(question, found) == []  # Mr. Collins in the sentence, Charlotte Lucas as its speaker


def test_second_read_an_inch_mark_a_possessive_a_pronoun_speaker_and_a_lost_quotation(tmp_path):
    # an inch mark after a figure opens no quotation: the speaker does not pass to the sentences after the speech
    doc = _doc(tmp_path, 'The screen measures 6.1" diagonally. "It is the brightest panel we have tested," said Dr. '
                         'Patel, who led the review. The battery lasts two days. The phone weighs 170 grams.\n')
    assert _said(doc) == {}
    # a possessive names no speaker; a speech with a named and a pronoun speaker has none
    doc = _doc(tmp_path, "“You must not go out in this weather,” said Elizabeth’s father; “the roads are flooded. "
                         "The bridge at Meryton is down.”\n\n“You must go,” said Jane; “no,” he replied, “I will stay. "
                         "It is too late to travel.”\n")
    assert _said(doc) == {}
    # a straight-quoted speech longer than MAX_RUN: the rest of its paragraph is not read, so its closing mark does
    # not open a quotation over the narration after it
    speech = " ".join(f"Line {n} of the speech goes on here." for n in range(1, 15))
    doc = _doc(tmp_path, f'"Listen," said Rostov, "to me. {speech} That is right!" His head sank to the horse\'s '
                         'neck. The fog rolled over the valley.\n')
    said = _said(doc)
    assert _sentence(doc, "Line 1 of the speech").id in said
    assert _sentence(doc, "His head sank").id not in said and _sentence(doc, "The fog rolled").id not in said
    # a name the document writes after a title is a surname: "said Fitzwilliam" of Colonel Fitzwilliam
    filler = " ".join(f"The {n} guest arrived." for n in ("first", "second", "third", "fourth", "fifth", "sixth"))
    doc = _doc(tmp_path, f"Colonel Fitzwilliam came in with Fitzwilliam Darcy. Mr. Darcy sat down.\n\n{filler}\n\n"
                         "“I can answer your question,” said Fitzwilliam, “without applying to him. He will not give "
                         "himself the trouble.”\n")
    assert _said(doc)[_sentence(doc, "He will not give himself").id] == "Fitzwilliam"
