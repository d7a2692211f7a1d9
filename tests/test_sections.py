"""How-to questions answered with the section that says how (gechat/sections.py).

Real TXT loader on an excerpt of the Army cookbook (tests/data/gravies_meats_excerpt.txt: three gravies, the
"MEATS." and "BACON AND PORK." part headings, pork and beef recipes) and one of the DOJ Chapter 13 handbook
(tests/data/handbook_positive_pay_excerpt.txt: three numbered sections with "Practice Tips:" labels); the whole
cookbook of sample_docs/ for the answer stage; the real offline pipeline end to end.
"""

from __future__ import annotations

import networkx as nx
import pytest

from gechat import GEChat, extractive, retrieval, sections
from gechat.anchoring import EntityIndex
from gechat.embed import Embedder
from gechat.loaders import load_document
from gechat.settings import Settings


@pytest.fixture(scope="module")
def gravies(test_data):
    return load_document(test_data / "gravies_meats_excerpt.txt").sentences


def _find(doc, text):
    return next(i for i, s in enumerate(doc) if text in s.text)


def test_how_to_questions_are_told_from_questions_for_a_value():
    for q in ("How do I make corn bread?", "How is burnt sugar made?", "How should the beans be soaked?",
              "What is the recipe for lemon sherbet?", "What are the steps to prepare beef a la mode?",
              "Describe how the liver is prepared.", "how to make cream gravy", "What's the recipe for corn bread?",
              "Can you tell me how to make corn bread?", "Please describe how to make corn bread.",
              "Give me the recipe for corn bread.", "What is the best way to make corn bread?"):
        assert sections.asks_how_to(q), q
    for q in ("How many lemons does the lemon sherbet take?", "How long is the ice cream cooked?",
              "How much does the bean soup cost?", "What is burnt sugar?", "Who wrote the cookbook?",
              "Can you tell me who wrote the cookbook?"):
        assert not sections.asks_how_to(q), q
    assert sections.subject("How do I make corn bread?") == {"corn", "bread"}
    assert sections.subject("What is the best way to make corn bread?") == {"corn", "bread"}
    assert sections.subject("What is the recipe for lemon sherbet?") == {"lemon", "sherbet"}


def test_requests_for_what_a_section_says_are_told_from_questions_for_a_reason():
    for q in ("Summarize the section on positive pay", "Explain agent-based patch management",
              "Describe positive pay.", "Tell me about the operating reserve", "Can you summarize the chapter on budgets?",
              "Give me an overview of positive pay", "What does the section on bonds say?",
              "Discuss the operating reserve", "Give me an account of the chapter 13 plan"):
        assert sections.asks_for_section(q) and not sections.asks_how_to(q), q
    assert sections.asks_how_to("Explain to me how a plan is confirmed")  # a how-to question, answered by a section
    assert sections.subject("Give me an account of the operating reserve") == {"operat", "reserve"}
    for q in ("Explain why patches break applications", "Describe what the trustee must file.",
              "What is positive pay?", "Who must use positive pay?"):
        assert not sections.asks_for_section(q), q
    assert sections.asks_for_section("How do I make corn bread?")
    assert sections.subject("Summarize the section on positive pay") == {"positive", "pay"}
    assert sections.subject("Can you summarize the chapter on budgets?") == {"budget"}


def test_a_heading_names_exactly_what_is_asked_about():
    for heading, question in (("### Corn bread (for 15 men).", "How do I make corn bread?"),
                              ("### Stewed apples or apple sauce (for 20 men).", "How do I make apple sauce?"),
                              ("### Baked beans (for 20 men).", "How do I make baked beans?"),  # "baked" in both
                              ("### Rice cakes No. 1 (for 80 men).", "How do I make rice cakes?"),
                              ("### Lemon sherbet (for 40 men).", "How do I make lemon sherbet for 40 men?")):
        assert sections.names_exactly(heading, question), (heading, question)
    for heading, question in (("### Sauce for apple fritters (for 20 men).", "How do I make apple sauce?"),
                              ("### Macaroni and cheese (for 80 men).", "How do I make cheese?"),
                              ("### Creamed salmon on toast with egg sauce (for 20 men).", "How do I make egg sauce?"),
                              ("### Rice cakes No. 1 (for 80 men).", "How do I make rice?"),
                              ("### Lemon sherbet (for 40 men).", "How do I make lemon sherbet for 100 men?"),
                              ("### Corn bread (for 15 men).", "How do I make corn bread at home?"),
                              # a statute's title in the DOJ handbook names more than plan payments
                              ("11 U.S.C. § 1326(a) Commencement of Plan Payments: Practice Tips:",
                               "How are plan payments made?")):
        assert not sections.names_exactly(heading, question), (heading, question)


def test_the_section_under_a_heading_that_names_the_subject_ends_at_the_next_heading(gravies):
    at = _find(gravies, "pour in 1")
    heading, body = sections.section("How is burnt sugar made?", gravies, at)
    assert heading.text.strip() == "### Burnt sugar."
    # the part headings in capitals after it ("MEATS.", "BACON AND PORK.") end it, though they end in a full stop
    assert [s.text.split()[0] for s in body] == ["Made", "Let", "When"]
    # from its heading or its first sentence alike
    assert sections.section("How is burnt sugar made?", gravies, _find(gravies, "Burnt sugar"))[1] == body
    beef = sections.section("How do I make beef a la mode?", gravies, _find(gravies, "browned flour"))
    assert beef[0].text.startswith("### Beef a la mode") and beef[1][0].text.startswith("Take 8 pounds raw beef")


def test_no_section_for_a_detail_another_subject_or_a_value(gravies):
    at = _find(gravies, "pour in 1")
    assert sections.section("How do you check whether the burnt sugar is brown?", gravies, at) is None  # a detail
    assert sections.section("How is burnt toast made?", gravies, at) is None  # the heading does not name "toast"
    assert sections.section("How long is the burnt sugar boiled?", gravies, at) is None  # asks for a value
    # a section longer than MAX_SECTION sentences is a chapter, not a method
    long_doc = [*gravies[: at + 1], *[gravies[at]] * (sections.MAX_SECTION + 1)]
    assert sections.section("How is burnt sugar made?", long_doc, at) is None
    # a sentence after a part's title ("MEATS.") stands in no section of the heading above that title
    assert sections.section("How is burnt sugar made?", gravies, _find(gravies, "MEATS")) is None


@pytest.fixture(scope="module")
def cookbook(sample_docs):
    return load_document(sample_docs / "Gutenberg_US_Army_Cooking_School_Recipes.txt")


def test_a_how_to_question_is_answered_with_the_recipe_in_order(cookbook):
    doc = cookbook
    embedder = Embedder()
    question = "How do I make corn bread?"
    cands = retrieval.retrieve(question, doc.sentences, embedder)
    answers, steps = extractive.reason(question, cands, EntityIndex.build([], embedder), nx.Graph(), embedder,
                                       Settings(), lambda _c, _s: set(), sentences_of=lambda _s: doc.sentences)
    at = next(i for i, s in enumerate(doc.sentences) if s.id == steps[0].sentence_id)
    heading = doc.sentences[at - 1]
    assert heading.text.startswith("### Corn bread (for ")
    assert answers[0].text.startswith(heading.text.lstrip("# ").rstrip(".") + ": Take ")
    body = doc.sentences[heading.index + 1: heading.index + 1 + len(steps)]
    assert [s.sentence_id for s in steps] == [s.id for s in body]  # every sentence of the recipe, in order
    assert any("Bake" in a.text for a in answers) and len(answers) == len(steps) > extractive.MAX_ANSWERS
    # a question about one detail of it keeps its quoted sentences
    detail = "How do you check whether the corn bread for 20 men is done?"
    answers, _ = extractive.reason(detail, retrieval.retrieve(detail, doc.sentences, embedder),
                                   EntityIndex.build([], embedder), nx.Graph(), embedder, Settings(),
                                   lambda _c, _s: set(), sentences_of=lambda _s: doc.sentences)
    assert len(answers) <= extractive.MAX_ANSWERS
    # the best sentence for "apple sauce" stands under "Sauce for apple fritters"; the recipe whose heading names
    # it exactly ("Stewed apples or apple sauce") is among the best and answers
    question = "How do I make apple sauce?"
    cands = retrieval.retrieve(question, doc.sentences, embedder)
    answers, _ = extractive.reason(question, cands, EntityIndex.build([], embedder), nx.Graph(), embedder,
                                   Settings(), lambda _c, _s: set(), sentences_of=lambda _s: doc.sentences)
    assert answers[0].text.startswith("Stewed apples or apple sauce (for 20 men): Take 1 quart water")
    # a document is read only for a candidate whose heading may name the subject: none holds "soak"
    read = []

    def sentences_of(s):
        read.append(s.id)
        return doc.sentences

    question = "How should the beans be soaked?"
    extractive.reason(question, retrieval.retrieve(question, doc.sentences, embedder), EntityIndex.build([], embedder),
                      nx.Graph(), embedder, Settings(), lambda _c, _s: set(), sentences_of=sentences_of)
    assert sections.asks_how_to(question) and read == []
    question = "How do I make corn bread?"  # its candidates under "Corn bread (for 15 men)." are read
    extractive.reason(question, retrieval.retrieve(question, doc.sentences, embedder), EntityIndex.build([], embedder),
                      nx.Graph(), embedder, Settings(), lambda _c, _s: set(), sentences_of=sentences_of)
    assert read


@pytest.fixture(scope="module")
def burnt_sugar(tmp_path_factory, test_data):
    chat = GEChat(Settings(workspace_dir=tmp_path_factory.mktemp("sections") / "ws"), "gravies")
    try:
        assert [r.status for r in chat.index_files([test_data / "gravies_meats_excerpt.txt"])] == ["indexed"]
        yield chat.ask("How is burnt sugar made?")
    finally:
        chat.close()


def test_a_how_to_question_is_answered_with_its_section_through_the_pipeline(burnt_sugar):
    answer = burnt_sugar
    assert answer.outcome == "answered"
    assert [a.text.split()[0] for a in answer.answers] == ["Burnt", "Let", "When"]
    assert answer.answers[0].text.startswith("Burnt sugar: Made by frying")
    # each step is the recipe's own sentence and is judged against it (the quoted item under its heading too)
    assert [s.text.split()[0] for s in answer.steps] == ["Made", "Let", "When"]
    assert all(c.best is not None and c.best.sentence.id == s.sentence_id
               for c, s in zip(answer.evidence, answer.steps, strict=True))
    assert all(c.best.sentence.id == s.sentence_id for c, s in zip(answer.answer_evidence, answer.steps, strict=True))


@pytest.fixture(scope="module")
def handbook(test_data):
    return load_document(test_data / "handbook_positive_pay_excerpt.txt").sentences


def test_a_request_for_a_section_is_answered_with_it_its_label_heading_the_next_item(handbook):
    embedder = Embedder()
    question = "Summarize the section on positive pay"
    answers, steps = extractive.reason(question, retrieval.retrieve(question, handbook, embedder),
                                       EntityIndex.build([], embedder), nx.Graph(), embedder, Settings(),
                                       lambda _c, _s: set(), sentences_of=lambda _s: handbook)
    assert [a.text.split(":")[0] for a in answers] == ["7. POSITIVE PAY", "Practice Tips", "2. Positive pay "
                                                       "arrangement should also verify check number, check amount "
                                                       "and payee name.", "3. Positive pay file should be encrypted "
                                                       "prior to transmission."]
    assert answers[1].text == ("Practice Tips: 1. The standing trustee should have positive pay or reverse positive "
                               "pay for the expense account to increase the protection of the account.")
    # the label states nothing: no step quotes it, every other sentence of the section has one, in order
    body = handbook[_find(handbook, "7. POSITIVE PAY") + 1: _find(handbook, "8. DISBURSEMENTS")]
    assert [s.sentence_id for s in steps] == [s.id for s in body if s.text != "Practice Tips:"]
    # not a section for "why", nor for a name the heading does not hold
    for other in ("Explain why positive pay is required", "Summarize the section on negative pay"):
        answers, _ = extractive.reason(other, retrieval.retrieve(other, handbook, embedder),
                                       EntityIndex.build([], embedder), nx.Graph(), embedder, Settings(),
                                       lambda _c, _s: set(), sentences_of=lambda _s: handbook)
        assert len(answers) <= extractive.MAX_ANSWERS, other


_RECIPES = """### Beef stew with dumplings.

Take 5 pounds raw beef, cut into pieces 1 inch square, 5 pounds potatoes diced about 1 inch square, 1 can
tomatoes, and season with salt and pepper. Put all ingredients in a pan. Place in about 3 quarts beef stock, put
on stove, and let cook for about 1½ hours.

### Buckwheat cakes (for 20 men).

Take 4 pounds self-raising buckwheat flour and mix with cold water till it will pour easily from spoon. Add 1
ounce salt. Have cake griddle well greased and hot. Bake for about 5 minutes. When done on one side turn over and
send to table good and hot. Butter and sirup used to eat with cakes.

### Corn bread (for 15 men).

Take 2 heaping cups yellow corn meal, 1 cup flour, 3 eggs, 2½ cups sweet milk, 1 teaspoonful lard, 2
tablespoonfuls sugar, 3 teaspoonfuls baking powder, 1 teaspoonful salt. Beat eggs thoroly, whites and yolks
separately. Bake ½ hour in greased pan.
"""


def test_a_list_asked_of_a_thing_by_another_name_is_its_section_with_a_note_through_the_pipeline(tmp_path):
    # three of the Army cookbook's recipes: "hotcakes" are the "Buckwheat cakes" (a kind of hotcake in WordNet), not
    # the stew whose "Put all ingredients in a pan." holds more of the question's words; the answer says why
    path = tmp_path / "recipes.txt"
    path.write_text(_RECIPES, encoding="utf-8")
    chat = GEChat(Settings(workspace_dir=tmp_path / "ws"), "recipes")
    try:
        assert chat.index_file(path).status == "indexed"
        answer = chat.ask("What are the ingredients of the hotcakes?")
        assert answer.outcome == "answered", answer.declined_because
        assert answer.answers[0].text.startswith("Buckwheat cakes (for 20 men): Take 4 pounds"), answer.answers
        assert any("\u201cbuckwheat cakes\u201d, which WordNet counts as another name for hotcakes" in n
                   for n in answer.notes), answer.notes
        answer = chat.ask("What are the ingredients of the cornbread?")  # its own name, written apart: no note
        assert answer.answers[0].text.startswith("Corn bread (for 15 men): Take 2 heaping cups"), answer.answers
        assert not any("WordNet" in n for n in answer.notes), answer.notes
    finally:
        chat.close()


def test_a_note_says_when_the_answer_names_the_thing_only_by_another_name():
    question = "What are the ingredients of the hotcakes?"
    assert "buckwheat cakes" in sections.named_otherwise(question, "Buckwheat cakes (for 20 men): Take 4 pounds.")
    assert sections.named_otherwise(question, "Hotcakes (for 20 men): Take 4 pounds.") == ""  # its own name
    assert sections.named_otherwise(question, "Put all ingredients in a pan.") == ""  # nothing of it
    assert "ice cream" in sections.named_otherwise("What is the price of the budget frozen dessert?", "Cost, $1.03.",
                                                   "Cheap ice cream (for 40 men, 6 men to 1 quart ice cream).")


@pytest.mark.parametrize("question, part", [
    ("In Example 3, what security category does the financial organization give to its information?", "Example 3"),
    ("What does Table 2-1 show?", "Table 2-1"),
    ("According to Appendix B, which terms are defined?", "Appendix B"),
    ("What does the table show?", ""),
    ("Is Scenario 2 riskier than Scenario 1?", ""),  # asked of both
])
def test_the_numbered_part_a_question_asks_within(question, part):
    assert sections.asked_within(question) == part


def test_a_later_item_must_stand_in_the_part_the_question_asks_within():
    assert sections.within_part("Example 3", "EXAMPLE 3: A financial organization managing routine …", "")
    assert sections.within_part("Example 3", "The potential impact is low.", "Example 3 Financial records")
    assert not sections.within_part("Example 3", "The security categories are based on the potential impact …", "")
    assert not sections.within_part("Example 3", "See Example 31 for a case of high impact.", "")


def test_the_sentences_of_a_part_labelled_inside_its_first_sentence():
    from gechat.records import Sentence

    texts = ["3. CATEGORIZATION OF INFORMATION SYSTEMS",
             "EXAMPLE 3: A financial organization managing routine administrative information determines that the "
             "potential impact from a loss of confidentiality is low.",
             "The resulting security category, SC, of this information type is expressed as: SC administrative "
             "information = {(confidentiality, LOW), (integrity, LOW), (availability, LOW)}.",
             "EXAMPLE 4: An information system used for large acquisitions contains contract information.",
             "The resulting security category is moderate."]
    doc = [Sentence(id=f"s{i}", doc_id="d", index=i, text=x, char_start=0, char_end=len(x)) for i, x in enumerate(texts)]
    assert sections.part_sentences("Example 3", doc, 1) == {"s1", "s2"}
    assert sections.part_sentences("Example 3", doc, 2) == {"s1", "s2"}  # from a sentence inside it, back to its label
    assert sections.part_sentences("Example 4", doc, 3) == {"s3", "s4"}
    assert sections.part_sentences("Example 5", doc, 3) == set()
    assert sections.part_sentences("Example 3", doc, None) == set()
