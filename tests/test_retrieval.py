"""Retrieval reads a sentence in its place: headings, lead-ins, title pages; what a question asks for.

The recipe excerpt (tests/data/recipes_excerpt.txt) is the start and two
recipes of the Army cookbook in sample_docs/, loaded with the real TXT loader;
the embedder is the real packaged MiniLM.
"""

from __future__ import annotations

import pytest

from gechat import answerable, asked, lines, referents, retrieval, values
from gechat.embed import Embedder
from gechat.loaders import load_document
from gechat.records import Sentence
from gechat.relevance import DECLINE, answers_question


@pytest.fixture(scope="module")
def recipes(test_data):
    return load_document(test_data / "recipes_excerpt.txt")


@pytest.fixture(scope="module")
def embedder():
    return Embedder()


def _sentence(doc, start: str) -> Sentence:
    return next(s for s in doc.sentences if s.text.startswith(start))


def test_headings_lead_ins_and_contents_are_told_from_sentences():
    assert lines.is_heading("### Lemon sherbet (for 40 men).")
    assert lines.is_heading("### Cheap ice cream (for 40 men, 6 men to 1 quart ice cream).")  # 13 words
    # a sentence that runs on past a heading line, or starts with "#" without being one, states something
    assert not lines.is_heading("# Retention policy\nThe archive keeps every customer invoice for seven years "
                                    "after the end of the contract, then deletes it.")
    assert not lines.is_heading("#1 priority for the operations team this year is to move the two data centres "
                                    "from Manchester to a single site near Leeds.")
    assert lines.is_heading("3.3.1 Algorithm Inputs") and lines.is_heading("A.\tPURPOSE")
    assert lines.is_heading("FOREWORD")
    assert lines.is_heading("SOUPS:\n    Bean      7\n    Beef      7\n    Bouillon      8")
    assert not lines.is_heading("February 2004")  # a title-page line, and an answer to "when"
    assert not lines.is_heading("-- SUSAN ZEVIN, ACTING DIRECTOR INFORMATION TECHNOLOGY LABORATORY")
    assert not lines.is_heading("1. Take the beef and cut it into pieces.")
    assert lines.is_lead_in("The potential impact is MODERATE if—")
    assert lines.is_lead_in("There are two other major characteristics that can be used to differentiate TAs.")
    assert not lines.is_lead_in("Take 25 lemons, 6 pounds granulated sugar, 8 quarts boiling water.")
    assert lines.is_lead_in("There are a few limitations to agent-based patch management technologies.")
    assert lines.is_lead_in("The following reports must be run and reviewed monthly.")
    assert lines.is_lead_in("Make a French dressing as follows:")


def test_an_announcement_that_gives_its_own_items_or_a_time_is_no_lead_in():
    # the items after the colon: the sentence answers "What are the two basic approaches ...?" itself
    assert not lines.is_lead_in(
        "There are two basic approaches to centralized mobile device management: use a messaging server’s management "
        "capabilities (often from the same vendor that makes a particular brand of mobile device operating system), "
        "or use a product from a third party, which is designed to manage one or more brands of mobile device "
        "operating systems.")
    assert not lines.is_lead_in("Make crust as follows: Take 3 pounds flour, 1 pound lard, 2 ounces baking powder, "
                                "2 ounces salt, and water enough to make a stiff dough.")
    assert not lines.is_lead_in("There are several other criminal statutes that may be relevant to bankruptcy "
                                "related crimes including those relating to bank fraud, tax fraud, mail and wire fraud.")
    # "the following" of a time points at no text
    assert not lines.is_lead_in("On the following Monday, Mrs. Bennet had the pleasure of receiving her brother and "
                                "his wife, who came, as usual, to spend the Christmas at Longbourn.")
    assert not lines.is_lead_in("But on the following morning every hope of this kind was done away.")
    # two words after the colon are no items: "There are three grades: see below."
    assert lines.is_lead_in("There are three grades of membership: see below.")
    # a clock's colon and an "including" inside the subject give no items
    assert lines.is_lead_in("The following steps must be completed by 5:00 p.m. on the day before the hearing.")
    assert lines.is_lead_in("The following information, including supporting documentation, must be provided to the "
                            "trustee.")
    for when in ("the following fiscal year", "the following business day", "the following months",
                 "the following March"):
        assert not lines.is_lead_in(f"Any unused funds must be returned by the end of {when}."), when
    assert lines.is_lead_in("The following may also apply to trustees.")  # "may" the verb, not the month


def test_fragments_are_told_from_whole_sentences():
    # whole statements, however they close: quotes, brackets, an exclamation
    assert not lines.is_fragment("Take the beef and cut it into pieces.")
    assert not lines.is_fragment('He said the route "would provide that extra connectivity."')
    assert not lines.is_fragment("Charlotte Crosby has been crowned the winner (the fourth woman to win).")
    assert not lines.is_fragment("Keep the mixture stirring!")
    assert not lines.is_fragment("Does the archive keep every invoice?")
    assert not lines.is_fragment("There are 25 members of the council.")  # a count, not a lead-in
    assert not lines.is_fragment("The drug was stopped in the following week.")
    for cited in ("It ended in 1932.[4]", "Rates fell by 20%.(12)", "It is common in adults.12", "It was 2016.¹",
                  "Doses were 5 mg.[3,4]", "He said “yes.”", "And then…"):
        assert not lines.is_fragment(cited), cited
    # headings, lead-ins, captions, bylines and lines cut short
    assert lines.is_fragment("### Lemon sherbet (for 40 men).")  # a heading even with its full stop
    assert lines.is_fragment("3.3.1 Algorithm Inputs")
    assert lines.is_fragment("The ingredients are as follows:")
    assert lines.is_fragment("Parliament moves to Wellington")
    assert lines.is_fragment("Published October 3, 2016")
    assert lines.is_fragment("When the Museum opened in November of 1974,")
    assert lines.is_fragment("Release 2.1") and lines.is_fragment("Figure 2 (a)")
    assert lines.is_fragment("")


def test_a_recipe_step_is_read_under_its_heading_and_a_title_page_line_under_the_title(recipes):
    ctx, intro = retrieval.contexts(recipes.sentences)
    step = _sentence(recipes, "Take 25 lemons")
    heading = _sentence(recipes, "### Lemon sherbet")
    assert ctx[step.id] == "Lemon sherbet (for 40 men)."
    assert heading.id in intro and step.id not in intro
    release = _sentence(recipes, "Release date")
    assert ctx[release.id].startswith("The Project Gutenberg eBook of Recipes")


def test_a_sentence_that_opens_with_a_pronoun_is_read_with_the_names_before_it(test_data):
    book = load_document(test_data / "docs" / "austen_pride_and_prejudice_ch1-5.txt")
    ctx, _ = retrieval.contexts(book.sentences)
    assert ctx[_sentence(book, "He was the proudest").id].endswith("Mr. Darcy")
    assert ctx[_sentence(book, "She told the story").id].endswith("Elizabeth")
    # "She" does not stand for the "Mr. Bennet" of the sentence before
    assert "Bennet" not in ctx[_sentence(book, "She was a woman of mean understanding").id]
    # a sentence that names no one and says "he" further on: he may be the Mr. Bingley of the sentences before
    assert ctx[_sentence(book, "The ladies were somewhat more").id].endswith("Mr. Bingley Mr. Bennet’s")
    # a sentence that names its own subject is read as before, its "his" too
    assert ctx[_sentence(book, "Mr. Bennet was so odd a mixture").id] == "Chapter I.]"  # its chapter
    assert referents.referents("“Oh! Single, my dear,” said Mrs. Bennet to Mr. Bennet.") == ["Mrs. Bennet", "Mr. Bennet"]


def test_a_sentence_that_opens_with_a_clause_about_it_points_back_to_the_one_before():
    sents = [Sentence(id=f"s{i}", doc_id="d", index=i, text=t, char_start=0, char_end=len(t)) for i, t in enumerate((
        "Test with a broom straw into center of cake.",
        "If it comes out clean and dry it is done; if wet or stuff sticks, not done.",
        "It is important to use fresh eggs.",  # "it" of "it is important to …" points nowhere
        "When the dough is ready, cut it."))]
    assert referents.pointed_back_to(sents, 1) is sents[0]
    assert referents.pointed_back_to(sents, 2) is None and referents.pointed_back_to(sents, 3) is None
    assert referents.pointed_back_to(sents, 0) is None
    # the "it" of the weather or of a situation, and a "this" that names the document, point nowhere (second read)
    for opening in ("If it rains, the game will be moved to Sunday.",
                    "If it is necessary to evacuate the building, use the stairs, not the lifts.",
                    "When it comes to passwords, length matters more than complexity.",
                    "If this policy conflicts with a collective agreement, the agreement prevails."):
        pair = [sents[0], Sentence(id="x", doc_id="d", index=1, text=opening, char_start=0, char_end=len(opening))]
        assert referents.pointed_back_to(pair, 1) is None, opening


def test_the_asked_for_value_must_be_new_to_the_question():
    q = "How many lemons does lemon sherbet for 40 men take?"
    assert asked.question_type(q) == "quantity"
    assert not values.holds_type("### Lemon sherbet (for 40 men).", "quantity", q)  # 40 is the question's own
    assert values.holds_type("Take 25 lemons, 6 pounds granulated sugar.", "quantity", q)
    assert values.counts_asked("Take 25 lemons, 6 pounds granulated sugar.", q)
    assert not values.counts_asked("Cut the lemons in half.", q)
    assert asked.question_type("When was NIST Special Publication 800-207 published?") == "when"
    assert asked.question_type("When is the potential impact MODERATE?") == ""  # a condition, not a date
    assert asked.question_type("What does seven quarts of potato soup cost?") == "money"
    assert asked.question_type("How long may workflows coexist?") == "duration"
    assert values.holds_type("for as long as the session lasts", "duration", "How long should it go on?")
    assert asked.question_type("At which research firm did he work?") == "who"
    assert asked.question_type("How old is Mr. Collins when he first visits Longbourn?") == "age"
    assert values.holds_type("He was a tall, heavy-looking young man of five-and-twenty.", "age",
                            "How old is Mr. Collins?")


def test_the_sentence_under_the_heading_is_found_and_the_heading_is_marked(recipes, embedder):
    cands = retrieval.retrieve("How many lemons does lemon sherbet for 40 men take?", recipes.sentences, embedder)
    stating = [c for c in cands if not c.heading]
    assert stating[0].sentence.text.startswith("Take 25 lemons")
    assert any(c.heading and c.sentence.text.startswith("### Lemon sherbet") for c in cands)


def test_a_paraphrase_finds_its_sentence_through_the_embedding(recipes, embedder):
    cands = retrieval.retrieve("What is the price of the frozen dessert made with cornstarch?", recipes.sentences, embedder)
    assert any("Cost, $1.03" in c.sentence.text for c in cands[:10])


def test_an_on_topic_question_whose_fact_is_absent_is_not_answered(recipes, embedder):
    ok = "How many lemons does lemon sherbet for 40 men take?"
    absent = "How many calories are in the lemon sherbet?"
    for q, expected in ((ok, True), (absent, False)):
        cov = answerable.coverage(q, retrieval.retrieve(q, recipes.sentences, embedder))
        assert answers_question(cov, DECLINE) is expected, (q, cov)
    cov = answerable.coverage(absent, retrieval.retrieve(absent, recipes.sentences, embedder))
    assert cov.best >= DECLINE.min_best and cov.typed == 0.0  # on topic, but no count of calories
    assert cov.named < DECLINE.min_named


def test_passages_carry_the_context_and_leave_headings_out(recipes, embedder):
    cands = retrieval.retrieve("How many lemons does lemon sherbet for 40 men take?", recipes.sentences, embedder)
    texts = retrieval.passages(cands, 3)
    assert len(texts) == 3 and not any(t.startswith("###") for t in texts)
    assert "Lemon sherbet (for 40 men).: Take 25 lemons" in texts[0]


def test_copies_of_a_document_are_one_candidate_each_and_leave_room_for_the_answer(test_data, embedder):
    """A collection holding the same recipes a dozen times over (copies, versions): each sentence is one
    candidate, so the sentence with the duration asked for stays among those the decision reads."""
    text = (test_data / "recipes_excerpt.txt").read_text(encoding="utf-8")
    docs = [load_document(f"Copy {i} of the cookbook.\n\n{text}".encode(), filename=f"copy{i}.txt") for i in range(12)]
    sentences = [s for d in docs for s in d.sentences]
    q = "How long is the ice cream mixture cooked?"
    cands = retrieval.retrieve(q, sentences, embedder)
    keys = [retrieval.copy_key(c.sentence, c.context) for c in cands]
    assert len(keys) == len(set(keys))
    top = cands[:answerable.TYPED_TOP]
    assert any("cook 20" in c.sentence.text.replace("\n", " ") for c in top), [c.sentence.text for c in top]
    assert answers_question(answerable.coverage(q, cands), DECLINE)
    one = retrieval.retrieve(q, docs[0].sentences, embedder)  # the copies change no answer
    assert cands[0].sentence.text == one[0].sentence.text


@pytest.fixture(scope="module")
def soups(test_data):
    return load_document(test_data / "soups_excerpt.txt")


def _coverage(q: str, doc, embedder):
    return answerable.coverage(q, retrieval.retrieve(q, doc.sentences, embedder))


def test_an_amount_under_another_recipe_does_not_answer_for_this_one(soups, embedder):
    # two soups give "Cost of 7 quarts, 40 cents."; the bean soup gives none
    asked = "What does the bean soup for 20 men cost?"
    cands = retrieval.retrieve(asked, soups.sentences, embedder)
    assert answerable.question_subject(asked, cands) == {"bean", "soup", "men"}  # "Bean soup (for 20 men)"
    cov = answerable.coverage(asked, cands)
    assert not answers_question(cov, DECLINE) and cov.missing == ("bean",)
    for q in ("What does the potato soup for 20 men cost?", "What does the corn and tomato soup cost?"):
        assert answers_question(_coverage(q, soups, embedder), DECLINE), q
    # a subject no heading names (one question word) leaves the rule out
    rice = "How long should the rice boil?"
    assert answerable.question_subject(rice, retrieval.retrieve(rice, soups.sentences, embedder)) == frozenset()


def test_money_words_and_the_numbers_of_sections_and_titles():
    assert asked.question_type("How much compensation does a standing trustee receive per year?") == "money"
    assert asked.question_type("How much income did the fund earn?") == "money"
    q = "How much of the duties does the trustee perform?"
    assert not values.holds_type("The duties are set forth in 11 U.S.C. § 1302, which incorporates § 704.", "quantity", q)
    assert not values.holds_type("See chapter 13 of title 11 and 28 C.F.R. § 58.4(b).", "quantity", q)
    assert values.holds_type("The trustee performs 10 of the duties under chapter 13.", "quantity", q)


def test_a_heading_that_names_nothing_of_the_subject_does_not_decline(embedder):
    # the subject's heading sits above the nearest one, or the answer stands under another word for it
    text = ("## Bean soup\n\nTake 3 pounds beans and soak them overnight.\n\n### Cost\n\nThe whole pot costs 40 cents.\n\n"
            "## Potato soup\n\nTake 10 potatoes and boil them.\n\n"
            "## Premium plan features\n\nThe premium plan adds support by phone.\n\n"
            "## Pricing\n\nThe premium tier is billed at $30 a month.\n")
    doc = load_document(text.encode(), filename="menu.txt")
    for q in ("What does the bean soup cost?", "How much does the premium plan cost?"):
        cov = _coverage(q, doc, embedder)
        assert answers_question(cov, DECLINE), (q, cov)


def test_a_question_in_the_text_answers_nothing(embedder):
    # a guide that lists the questions an agency might ask itself; "A-130" is the name of a circular, no share
    text = ("## Metrics\n\nWhat percentage of the agency's information system budget is devoted to patch "
            "management?\n\nThe agency's information system budget follows OMB Circular A-130.\n")
    q = "What percentage of the agency's information system budget is devoted to patch management?"
    assert not answers_question(_coverage(q, load_document(text.encode(), filename="metrics.txt"), embedder), DECLINE)
    stated = text.replace("follows OMB Circular A-130", "is about 4 percent devoted to patch management")
    assert answers_question(_coverage(q, load_document(stated.encode(), filename="metrics.txt"), embedder), DECLINE)


def test_a_value_under_a_heading_that_names_none_of_the_subject_does_not_answer_for_it(soups, embedder):
    # the bouillon soup's own sentences give no time; "about 6 hours" is the beef stock's, whose heading names
    # neither "bouillon" nor "soup"
    asked = "How many hours should the bouillon soup simmer?"
    cands = retrieval.retrieve(asked, soups.sentences, embedder)
    assert answerable.question_subject(asked, cands) == {"bouillon", "soup"}
    assert not answers_question(answerable.coverage(asked, cands), DECLINE)
    assert answers_question(_coverage("How many hours should the rice soup boil?", soups, embedder), DECLINE)


def test_a_table_of_contents_names_no_subject(embedder):
    contents = Sentence("s0", "d", 0, "SOUPS:\n  Bean    7\n  Potato    8\nEGGS:\n  Omelet    12\n", 0, 60)
    body = Sentence("s1", "d", 1, "### Potato soup (for 20 men).", 61, 90)
    asked = "How many eggs go into the potato soup?"
    cands = retrieval.retrieve(asked, [contents, body], embedder)
    assert answerable.question_subject(asked, cands) == {"potato", "soup"}  # not the contents' "eggs potato soup"


def test_a_subject_that_runs_through_many_headings_names_no_one_section(soups, embedder):
    asked = "How long should the bean soup boil?"
    assert answerable.one_section(answerable.question_subject(asked, retrieval.retrieve(asked, soups.sentences, embedder)),
                                 retrieval.retrieve(asked, soups.sentences, embedder))
    text = ("## Zero trust basics\n\nZero trust assumes no implicit trust.\n\n## Zero trust components\n\n"
            "A policy engine decides on access.\n\n## Threats\n\nBotnets such as Mirai produce massive DoS attacks.\n")
    doc = load_document(text.encode(), filename="zt.txt")
    asked = "Which botnet does the zero trust guide cite for DoS attacks?"
    cands = retrieval.retrieve(asked, doc.sentences, embedder)
    assert answerable.question_subject(asked, cands) == {"zero", "trust"}
    assert not answerable.one_section({"zero", "trust"}, cands)  # a theme of the document, not one section


def test_a_sentence_that_only_points_to_what_follows_states_nothing() -> None:
    from gechat.lines import states_nothing

    assert states_nothing("Selected acronyms and abbreviations used in the guide are defined below.")
    assert states_nothing("The key terms are listed below")
    assert not states_nothing("Temperatures fell below zero.")
    assert not states_nothing("The steps are as follows:")  # a lead-in: its items answer


def test_a_books_divisions_are_headings_and_a_quoted_signature_is_not():
    for heading in ("CHAPTER XV.", "Chapter I.]", "Chapter 3", "BOOK ONE: 1805", "Part two", "CHAPTER TWENTY-ONE"):
        assert lines.is_heading(heading), heading
    # the signature under a letter in a novel, which had made "M. GARDINER" the context of a dozen chapters
    assert not lines.is_heading("“M. GARDINER.”") and not lines.is_heading('"FITZWILLIAM DARCY."')
    assert lines.is_heading("“THE RAVEN”") and lines.is_heading('"SAFE HARBOR" PROVISIONS')  # quoted, no full stop
    assert not lines.is_heading("Chapter and verse.") and not lines.is_heading("Part of it.")
    assert not lines.is_heading("Act civil.") and not lines.is_heading("Part mix.")  # no Roman numeral in lower case


def test_each_sentence_of_a_book_is_read_under_its_own_chapter(test_data):
    book = load_document(test_data / "docs" / "austen_pride_and_prejudice_ch1-5.txt")
    ctx, intro = retrieval.contexts(book.sentences)
    assert ctx[_sentence(book, "Lady Lucas was a very good kind of woman").id].startswith("CHAPTER V.")
    assert _sentence(book, "CHAPTER V.").id in intro


def test_an_announcement_with_its_own_items_answers_and_is_still_read_before_what_follows(tmp_path):
    path = tmp_path / "mdm.txt"
    path.write_text("3.1 Components and Architectures\n\nThere are two basic approaches to centralized mobile device "
                    "management: use a messaging server's management capabilities, or use a product from a third "
                    "party. Architecturally, both approaches are quite similar. It is outside the scope of this "
                    "publication to recommend one approach over the other.\n", encoding="utf-8")
    doc = load_document(path)
    ctx, intro = retrieval.contexts(doc.sentences)
    two = _sentence(doc, "There are two basic approaches")
    assert two.id not in intro and lines.announces(two.text) and not lines.is_lead_in(two.text)
    # "one approach over the other": of the two the announcement names
    assert "There are two basic approaches" in ctx[_sentence(doc, "It is outside the scope").id]


def test_a_sentence_that_says_the_following_day_introduces_nothing(test_data):
    # it had been read as a lead-in: never an answer, and the context of the sentences after it
    book = load_document(test_data / "docs" / "austen_pride_and_prejudice_ch1-5.txt")
    ctx, intro = retrieval.contexts(book.sentences)
    away = _sentence(book, "Mr. Bingley\nwas obliged to be in town the following day")
    assert away.id not in intro
    assert "following day" not in ctx[_sentence(book, "Mrs. Bennet was quite\ndisconcerted.").id]


def test_a_sentence_that_counts_what_the_one_before_names_is_read_with_it(test_data, embedder):
    doc = load_document(test_data / "nist_800_40r3_architecture_excerpt.txt")
    ctx, _ = retrieval.contexts(doc.sentences)
    three = _sentence(doc, "The three techniques are")
    assert "techniques they use to identify missing patches" in ctx[three.id]
    assert "Components and Architecture" in ctx[three.id]  # beside its heading
    assert "techniques they use" not in ctx[_sentence(doc, "Many products support").id]  # "these techniques": no count
    assert referents.counted_back("Both approaches can provide the necessary functionality.",
                                  "There are two basic approaches to centralized management.") is False  # no count
    assert referents.counted_back("The two ladies were delighted to see their dear friend again.",
                                  "The ball at Netherfield was fixed for the following Tuesday.") is False
    # the items the question asks for are in the sentence that counts them, which names none of the question's words
    question = ("How many techniques do enterprise patch management technologies use to identify missing patches, "
                "and what are they?")
    cands = retrieval.retrieve(question, doc.sentences, embedder)
    assert three.id in {c.sentence.id for c in cands[:2]}


def test_a_noun_taken_up_is_read_with_the_phrase_it_stands_for(test_data):
    doc = load_document(test_data / "nist_800_40r3_tool_risks_excerpt.txt")
    ctx, intro = retrieval.contexts(doc.sentences)
    # "these tools", three sentences after "Deploying enterprise patch management tools …" ("Such tools" and "the
    # tools" between name no phrase); "Deploying" is no word of the phrase
    lead = _sentence(doc, "The following are some risks with using these tools:")
    assert ctx[lead.id].endswith(" enterprise patch management tools")
    assert ctx[_sentence(doc, "Such tools usually").id].endswith(" enterprise patch management tools")
    # "these risks": "security risks" of the first sentence is past the list's lead-in, which ends the search
    assert "security risks" not in ctx[_sentence(doc, "Organizations should reduce these risks").id]
    assert not ctx[_sentence(doc, "Credentials may be misused.").id].endswith("management tools")  # takes up nothing
    # only the sentence before is read: the list item before names no hosts, the one before it does
    hosts = "On such hosts, it’s often not possible to patch individual applications independently."
    assert referents.stands_for(hosts, "Non-standard IT components (e.g., appliances).", "") == ""
    assert referents.stands_for(hosts, "Patch the out-of-office hosts first.", "") == "out-of-office hosts"
    assert referents.stands_for("Such tools help.", "Deploying patch tools is easy.", "") == "patch tools"  # no verb
    assert referents.stands_for("These tools reduce risk.", "Organizations must deploy patch management tools on every "
                                "host.", "") == "patch management tools"  # "deploy" after "must" is a verb
    assert referents.stands_for("Those fields were muddy.", "Elizabeth liked to walk across fields.", "") == ""
    assert referents.stands_for("It is such as these.", "Such as tools.", "") == ""  # "such as" takes up nothing


def test_a_typed_question_pools_the_sentences_that_hold_its_value(test_data, embedder):
    book = load_document(test_data / "docs" / "austen_pride_and_prejudice_ch1-5.txt")
    question = "How old is Elizabeth's intimate friend?"
    age = _sentence(book, "The eldest").id  # "... a sensible, intelligent young woman, about twenty-seven, was ..."
    small = retrieval.retrieve(question, book.sentences, embedder, lexical_top=1, dense_top=1)
    assert age in {c.sentence.id for c in small}  # through the typed pool, not the two others
    texts = [s.text for s in book.sentences]
    first = retrieval.typed_first(question, texts, k=3)  # in the book's order here, the first three ages
    assert len(first) == 3 and all(values.holds_asked(texts[p], question) for p in first)
    assert "The eldest" in " ".join(texts[p] for p in retrieval.typed_first(question, texts, k=len(texts)))
    assert retrieval.typed_first("Why did Mr. Bingley take Netherfield?", texts) == []  # an untyped one: nothing


def test_a_rule_under_a_numbered_title_is_read_under_it(test_data):
    # a plain-text policy whose section titles stand on their own line with no blank line under them: each title
    # is a sentence of its own (not "Subletting Under no circumstances …") and the context of the rules below it
    policy = load_document(test_data / "tenancy_policy.txt")
    ctx, intro = retrieval.contexts(policy.sentences)
    rule = _sentence(policy, "Under no circumstances")
    assert rule.text == "Under no circumstances may tenants sublet their flat during the fixed term."
    assert ctx[rule.id] == "Section 2. Subletting"
    assert ctx[_sentence(policy, "Rent is due").id] == "Section 1. Rent"  # the first section is no title line
    assert ctx[_sentence(policy, "Dogs are not").id] == "PETS"
    titles = [s for s in policy.sentences if s.id in intro]
    assert [s.text for s in titles] == ["Riverside Housing Association\nTenancy Policy for Assured Tenancies",
                                        "Section 1. Rent", "Section 2. Subletting",
                                        "Section 3. Repairs and Maintenance", "PETS"]
    assert lines.numbers_a_section("Section 2. Subletting") and lines.numbers_a_section("3.1 Scope")
    assert not lines.numbers_a_section("FEDERAL INFORMATION PROCESSING STANDARDS PUBLICATION")
    assert not lines.numbers_a_section("Chapter 13")  # may be part of a title ("Handbook for\nChapter 13\n…")


def test_a_thing_no_sentence_mentions_is_looked_for_under_its_other_names(recipes, embedder):
    # "sherbert" is WordNet's other spelling of sherbet: the recipes headed "... sherbet" join the pool, under their
    # heading first, and the thing is no longer missing (the candidates keep their relevance)
    cands = retrieval.retrieve("What are the ingredients of the sherbert?", recipes.sentences, embedder)
    ctx, _ = retrieval.contexts(recipes.sentences)
    assert all(c.unmentioned == () for c in cands)
    under = [c for c in cands if "sherbet" in ctx[c.sentence.id].lower()]
    assert any(c.sentence.text.startswith("Take 25 lemons") for c in under)
    # a thing WordNet gives no name the documents use stays missing, and nothing joins the pool for it
    cands = retrieval.retrieve("What are the ingredients of the lasagna?", recipes.sentences, embedder)
    assert all(c.unmentioned == ("lasagna",) for c in cands)


def test_the_sentences_named_otherwise_are_distinct_those_under_a_naming_heading_first():
    rows = [("a", "Serve hot with the cake.", "### Rice cakes"),  # "hot" and "cake", not "hot cake"
            ("b", "Fry them as hot cakes.", "### Rice cakes"),  # in passing
            ("c", "Take 3 pounds flour.", "### Griddle cakes (for 20 men)."),
            ("c", "Take 3 pounds flour.", "### Griddle cakes (for 20 men)."),  # a copy
            ("d", "Mix to a thick batter.", "### Griddle cakes (for 20 men).")]
    assert retrieval.named_pool("pancakes", rows) == [2, 4]  # "as hot cakes" in passing is not read
    rows.append(("e", "### Hot cakes", "### Rice cakes"))  # a heading that names it is
    assert retrieval.named_pool("pancakes", rows) == [2, 4, 5]
    # a name used in passing, in another sense: "major" names an officer only as a noun
    assert retrieval.named_pool("officer", [("f", "A major change to the plan requires notice.", "### Changes")]) == []
