"""What a question names or asks something of that no sentence mentions (gechat.mentioned)."""

from __future__ import annotations

import pytest

from gechat.mentioned import (
    asked_of, compared_things, links_thing, missing_names, missing_things, names_thing, names_whole, said_in_passing,
    speaks_of_asked, thing_asked, thing_to_name, unmentioned,
)
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


@pytest.mark.parametrize("question, asked", [
    ("What is the elimination half-life of carbetocin?", {"elimination", "half-life"}),
    ("What are the main ingredients of guacamole?", {"main", "ingredient"}),
    ("How many lemons does the lemon sherbet take?", set()),  # no thing asked of
    ("What is the name of the author?", set()),  # a role is no thing
])
def test_what_a_question_asks_of_its_thing_is_its_other_words(question, asked):
    assert asked_of(question) == asked


@pytest.mark.parametrize("question, text, heading, speaks", [
    # the second read (session 87): a recipe's lines under its name answer without the word "ingredient"
    ("What are the ingredients of the pea soup?", "Take 2 quarts peas, 3 quarts of water, salt and pepper.",
     "Pea soup (for 20 men).", True),
    ("What is the elimination half-life of carbetocin?",
     "The aimed number of patients treated with carbetocin was 500.", "ABSTRACT.METHODS:", False),
    ("What is the elimination half-life of carbetocin?",
     "Carbetocin has an elimination half-life of about 40 minutes.", "", True),
    ("What are the features of the app?", "One feature is that it works offline.", "", True),  # any form
    ("How many patients were treated?", "The aimed number was 500.", "", True),  # nothing asked of a thing
])
def test_a_later_item_speaks_of_what_is_asked_of_the_thing_or_stands_under_it(question, text, heading, speaks):
    assert speaks_of_asked(question, text, heading) is speaks


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
        for question in ("How many lemons does the lemon sherbet take?",  # on the same page, still answered
                         "How many lemons does the lemon sherbet take? Thanks!"):  # a sentence's first word names nothing
            answer = chat.ask(question)
            assert answer.outcome == "answered", answer.declined_because
            assert any("12 lemons" in item.text for item in answer.answers), [item.text for item in answer.answers]
    finally:
        chat.close()


@pytest.mark.parametrize(("question", "written"), [
    # a second read's probes, each once declined: other endings, irregular plurals, acronyms, joined and split words,
    # other spellings, accents, a name the question gives beside the thing
    ("What is the cost of the service?", "Our services cost $50 a month."),
    ("What is the resolution of the images?", "Each image is 1024 pixels wide."),
    ("What is the goal of the installation?", "Install the patch within 30 days."),
    ("What is the aim of the treatment?", "Patients were treated with carbetocin."),
    ("What is the average age of the children?", "Each child was 8 years old on average."),
    ("What is the role of the criteria?", "The criterion is used to rank vendors."),
    ("What is the purpose of the KPIs?", "Each KPI is reviewed monthly."),
    ("What is the capacity of the data base?", "The database holds 10 TB."),
    ("What is the role of the bookkeeper?", "The book keeper records transactions."),
    ("What is the size of the tyres?", "The tires are 17 inches."),
    ("What is the cost of the programme?", "The program costs $400."),
    ("What is the career of the protégé?", "The protege became a judge."),
    ("What is the dose of paracetamol (acetaminophen)?", "Acetaminophen 1 g every 6 hours."),
    ("What is the dose of paracetamol/acetaminophen?", "Acetaminophen 1 g every 6 hours."),
    ("What is the cost of the Wi-Fi?", "WiFi costs $5 a day."),
    ("What did Pfizer report?", "The Pfizer-BioNTech vaccine was approved."),
])
def test_a_thing_or_name_is_mentioned_in_its_other_forms(question: str, written: str):
    assert unmentioned(question, content_stems(written)) == ()


@pytest.mark.parametrize("question", [
    "What are the limitations of the study?",  # the document itself
    "Why use oxytocin instead of carbetocin?",  # no "of" that asks of a thing
    "Was the trial stopped because of safety concerns?",
    "Who signs on behalf of the company?",
    "Of course, what is the deadline?",
    "Who approves expenses? Thanks!",  # a word that opens a sentence names nothing
    "What Is The Dose Of Oxytocin?",  # capitals throughout
    "Did Dr Smith approve it?",  # a title
])
def test_the_document_a_fixed_of_an_opening_word_or_a_title_is_not_asked_of(question: str):
    said = content_stems("The dose of oxytocin is 10 IU. Smith approved it. Expenses are approved by the trial lead.")
    assert unmentioned(question, said) == ()


@pytest.mark.parametrize("question", [
    # a count's "of" asks of nothing: "machines" of the SP 800-40r3 probe was required of the answer, and a
    # sentence about "hosts" declined as not about machines
    "How can we keep hundreds of machines from downloading a big update at the same time?",
    "Why should bacon be soaked in hot water for a couple of hours before it is cut?",
])
def test_a_count_s_of_asks_of_no_thing(question: str):
    assert thing_asked(question) is None


def test_the_thing_named_stops_before_a_verb_and_a_possessive():
    assert thing_asked("What share of patients developed sepsis?")[0] == "patients"
    assert thing_asked("What is the capital of France's neighbour?")[0] == "France"


@pytest.mark.parametrize(("question", "passing"), [
    # answerable s78 Y24: asked of the privilege, and declined when no sentence named "creditors"
    ("Why can't a debtor make a blanket assertion of the Fifth Amendment privilege at the meeting of creditors?", True),
    ("What is the recommended dose for the treatment of malaria?", True),
    ("What is the elimination half-life of carbetocin?", False),
    ("What proportion of women in the oxytocin group needed uterine massage?", False),
    ("How long is the half-life?", False),  # no "of"
])
def test_a_thing_in_a_phrase_of_where_or_when_is_said_in_passing(question: str, passing: bool):
    assert said_in_passing(question) is passing


def test_a_later_sentence_links_the_first_to_the_thing_when_it_names_the_first_s_word_then_the_thing():
    # a second read's probe: the answer quotes carbetocin, the question calls it "the oxytocin analogue"
    onset = "Carbetocin has a rapid onset of action (within 1–2 min)."
    assert links_thing("What is the onset of action of the oxytocin analogue?",
                       "Carbetocin (Pabal®) is a long-acting oxytocin analogue.", onset)
    half_life = "A disadvantage of oxytocin is its short half-life of 4–10 min."
    question = "What is the elimination half-life of carbetocin?"
    assert not links_thing(question, "Carbetocin is a long-acting synthetic analogue of oxytocin.", half_life)
    assert not links_thing(question, "The aimed number of patients treated with carbetocin was 500.", half_life)
    assert not links_thing("How long is the half-life?", "Carbetocin is an analogue of oxytocin.", half_life)


@pytest.mark.parametrize(("question", "thing"), [
    ("What are the ingredients of the sherbet?", "sherbet"),
    ("What is the elimination half-life of carbetocin?", "carbetocin"),
    # said in passing, or described rather than named: an answer need not name it
    ("Why can't a debtor make a blanket assertion of the Fifth Amendment privilege at the meeting of creditors?", None),
    ("What is the responsibility of the official who supervises chapter 13 trustees?", None),
    ("How long is the half-life?", None),  # no "of"
])
def test_the_thing_an_answer_must_name(question: str, thing: str | None):
    found = thing_to_name(question)
    assert (found[0] if found else None) == thing


@pytest.mark.parametrize(("thing_of", "text", "heading", "names"), [
    ("cornbread", "Take 2 heaping cups yellow corn meal, 1 cup flour, 3 eggs.", "Corn bread (for 15 men).", True),
    ("sherbet", "Take 25 lemons, 6 pounds granulated sugar.", "Lemon sherbet (for 40 men).", True),
    ("sherbet", "Put all ingredients in a pan.", "Beef stew with dumplings.", False),
    ("budget frozen dessert", "Cost, $1.03.", "Cheap ice cream (for 40 men).", True),  # a kind of it
    ("carbetocin", "A disadvantage of oxytocin is its short half-life of 4–10 min.", "", False),
])
def test_a_sentence_or_its_heading_names_the_thing(thing_of: str, text: str, heading: str, names: bool):
    thing = thing_to_name(f"What are the ingredients of the {thing_of}?")
    assert thing is not None and names_thing(thing, text, heading) is names


@pytest.mark.parametrize(("thing_of", "heading", "names"), [
    ("cornbread", "Corn bread", True),  # written apart
    ("corn bread", "Cornbread", True),  # written together
    ("applesauce", "Stewed apples or apple sauce", True),
    ("sherbet", "Lemon sherbet", True),
    ("hotcakes", "Buckwheat cakes", True),  # a kind of hotcake, in WordNet
    ("frozen dessert", "Cheap ice cream", True),
    # a second read's probes: a word of the thing alone, or another ending of a shared stem, is no name for it
    ("lemonade", "Lemon sherbet", False),
    ("gingersnaps", "Ginger cakes", False),
    ("gingersnaps", "Ginger snaps", True),
    ("hot beverage", "Hot muffins", False),
    ("potato chips", "Mashed potatoes", False),
    ("fruitcake", "Fruit puddings", False),
    ("applesauce", "Apple pie", False),
    ("frozen dessert", "Beef stew with dumplings", False),  # a dumpling is a dessert, not a frozen one
])
def test_a_heading_names_the_whole_thing(thing_of: str, heading: str, names: bool):
    thing = thing_to_name(f"What are the ingredients of the {thing_of}?")
    assert thing is not None and names_whole(thing, heading) is names


@pytest.mark.parametrize("question, things", [
    ("What is the difference between a computer virus and a worm?", ["computer virus", "worm"]),
    ("How does a virus differ from a worm?", ["virus", "worm"]),
    ("Compare the low impact level with the high impact level.", ["low impact level", "high impact level"]),
    ("pea soup vs bean soup: which is cheaper?", ["pea soup", "bean soup"]),
    ("What are the differences between confidentiality and integrity in FIPS 199?", ["confidentiality", "integrity"]),
    ("Is Darcy richer than Bingley?", []),
    ("What is the difference between the two versions?", []),  # a measure and a role: nothing to mention
    ("What are the pros vs cons of filing under chapter 13?", []),  # sides of any comparison
    ("How does the outcome in the carbetocin arm differ from that in the oxytocin arm?", []),
    ("Compare and contrast Elizabeth and Charlotte.", []),  # names: missing_names reads them
    ("How would you distinguish between a virus and a worm?", ["virus", "worm"]),
])
def test_the_things_a_question_compares(question, things):
    assert compared_things(question) == things


def test_a_comparison_with_a_thing_no_sentence_mentions_is_unmentioned():
    found = set(content_stems("Defects such as a computer virus may damage your equipment."))
    asked = "What is the difference between a computer virus and a worm?"
    assert unmentioned(asked, found) == ("worm",)
    assert unmentioned(asked, found | {"worm"}) == ()
    assert unmentioned(asked.replace("a worm", "a computer worm"), found) == ("computer worm",)  # its head unsaid
    cooked = set(content_stems("Bake the pudding for an hour. Boil the pudding in a cloth. The debtor may file."))
    assert unmentioned("What is the difference between baking and boiling the pudding?", cooked) == ()
    assert unmentioned("Is filing under chapter 7 different from filing under chapter 13?", cooked) == ()
    trial = set(content_stems("The primary end point in the carbetocin arm and the oxytocin arm was blood loss."))
    assert unmentioned("How does the result in the carbetocin group differ from that in the oxytocin group?",
                       trial) == ()
