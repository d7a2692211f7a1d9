"""What a question names or asks something of that no sentence mentions (gechat.mentioned)."""

from __future__ import annotations

import pytest

from gechat.mentioned import missing_names, missing_things, thing_asked, unmentioned
from gechat.text import content_stems

# sentences of the carbetocin trial (Evidence Inference) the off-topic question was answered from
TRIAL = content_stems(
    "Postpartum haemorrhage (PPH) is defined as a blood loss >500 ml and serious PPH as a blood loss >1,000 ml. "
    "Carbetocin is a long-acting synthetic analogue of oxytocin. A disadvantage of oxytocin is its short half-life "
    "of 4–10 min. Use of carbetocin did result in a reduction in the need for therapeutic uterotonics. "
    "Of the carbetocin-treated women, 3.4 % needed uterine massage.")


@pytest.mark.parametrize("question, thing", [
    ("What is the recommended dose of tranexamic acid for treating postpartum haemorrhage?", "tranexamic acid"),
    ("What is the main ingredient of guacamole?", "guacamole"),
    ("What is the mechanism of action of lithium in treating mania?", "lithium"),  # the last "of"
    ("Which chapter of the Bankruptcy Code applies?", "Bankruptcy Code"),
])
def test_the_thing_asked_of_is_read_after_the_last_of(question, thing):
    assert thing_asked(question)[0] == thing


@pytest.mark.parametrize("question", [
    "What is the name of the author?",  # a role: the documents may say "written by"
    "What did the author of it say?",  # a pronoun
    "Which of the following is true?",
    "How long should the eggs be boiled?",  # no "of"
    "What is the point of brushing the apple rolls with a beaten egg?",  # a verb's: "brush" where "brushing" is not
])
def test_a_role_a_measure_or_no_of_is_no_thing_asked(question):
    assert thing_asked(question) is None


def test_what_a_question_asks_something_of_that_no_sentence_mentions():
    assert missing_things("What is the recommended dose of tranexamic acid for treating postpartum haemorrhage?",
                          TRIAL) == ["tranexamic acid"]
    assert missing_things("What is the elimination half-life of carbetocin?", TRIAL) == []
    assert missing_things("What is the plasma half-life of oxytocin in pregnant women?", TRIAL) == []  # to "in"
    # a hyphenated word counts for its parts, in the question and in the documents ("carbetocin-treated")
    assert missing_things("What proportion of carbetocin subjects needed massage?", TRIAL) == []
    assert missing_things("What share of placebo-fed volunteers?", TRIAL) == ["placebo-fed volunteers"]


@pytest.mark.parametrize(("asked", "written"), [
    ("hemorrhage", "Postpartum haemorrhage (PPH) is defined as a blood loss >500 ml."),
    ("edema", "Pulmonary oedema was seen in two women."),
    ("tumor", "The tumour was removed in 2019."),
    ("organization", "The organisation must keep an inventory."),
    ("center", "Cook until the centre is firm."),
    ("catalog", "The catalogue lists every patch."),
    ("licenses", "Licences are issued by the council."),
    ("candor", "She had a candour of mind."),
])
def test_a_thing_is_mentioned_in_either_spelling(asked: str, written: str):
    assert missing_things(f"What is the cause of the {asked}?", content_stems(written)) == []
    assert missing_things(f"What is the cause of the {asked}?", content_stems("The cake was baked.")) != []


def test_names_are_listed_as_the_question_writes_them():
    said = content_stems("The Chronicle of Philanthropy was founded in 1988 by editor Phil Semas. The world cup.")
    assert missing_names("Who won the 2018 FIFA World Cup?", said) == ["FIFA"]
    assert unmentioned("Who won the 2018 FIFA World Cup?", said) == ("FIFA World Cup",)
    assert unmentioned("Who founded The Chronicle of Philanthropy?", said) == ()
    assert unmentioned("What is the population of New South Wales?", said) == ("New South Wales",)  # once
    assert unmentioned("What is the main ingredient of guacamole?", said) == ("guacamole",)


def test_an_unmentioned_thing_is_declined_and_named_through_the_real_pipeline(tmp_path, test_data):
    from gechat import GEChat
    from gechat.settings import Settings

    chat = GEChat(Settings(workspace_dir=str(tmp_path / "ws")), "mentioned")
    try:
        assert chat.index_file(test_data / "recipes_excerpt.txt").status == "indexed"
        answer = chat.ask("What is the main ingredient of guacamole?")
        assert answer.outcome == "not_covered"
        assert answer.answers == () and answer.steps == ()
        assert "never mention guacamole" in answer.declined_because, answer.declined_because
        answer = chat.ask("How many lemons does the lemon sherbet take?")  # on the same page, still answered
        assert answer.outcome == "answered"
        assert any("12 lemons" in item.text for item in answer.answers), [item.text for item in answer.answers]
    finally:
        chat.close()
