"""The offline answer quotes the sentence that answers, not the heading that names the topic.

Real TXT loader on an excerpt of the Army cookbook (tests/data/recipes_excerpt.txt),
real packaged MiniLM; the KG is empty (no neighbourhood bonus), which the
extractive mode must handle.
"""

from __future__ import annotations

import networkx as nx
import pytest

from gechat import extractive, lists, quoting, retrieval, sections
from gechat.anchoring import EntityIndex
from gechat.embed import Embedder
from gechat.loaders import load_document
from gechat.retrieval import Candidate
from gechat.lines import titles
from gechat.records import Sentence
from gechat.settings import Settings


def _loaded(path):
    """The document read by its real loader, the packaged MiniLM, an empty KG index."""
    embedder = Embedder()
    return load_document(path), embedder, EntityIndex.build([], embedder)


@pytest.fixture(scope="module")
def setup(test_data):
    return _loaded(test_data / "recipes_excerpt.txt")


def _answer(question, setup):
    doc, embedder, index = setup
    cands = retrieval.retrieve(question, doc.sentences, embedder)
    return extractive.reason(question, cands, index, nx.Graph(), embedder, Settings(), lambda _c, _s: set())


def test_the_step_under_the_heading_is_the_answer(setup):
    answers, steps = _answer("How many lemons does lemon sherbet for 40 men take?", setup)
    assert answers[0].text.startswith("Take 25 lemons")
    assert not any(a.text.startswith("###") for a in answers)


def test_a_title_page_fact_is_answered_from_its_line(setup):
    answers, _ = _answer("When was the Project Gutenberg ebook of the Army recipes released?", setup)
    assert "May 4, 2021" in answers[0].text


def test_items_and_steps_are_the_documents_own_sentences(setup):
    doc = setup[0]
    answers, steps = _answer("What does the frozen dessert with cornstarch cost?", setup)
    by_id = {s.id: s for s in doc.sentences}
    for step in steps:
        assert step.origin == "retrieved" and step.text == " ".join(by_id[step.sentence_id].text.split())
        assert "mentioned together" not in step.text
    for a in answers:
        assert any(a.text.strip("… ") in s.text for s in steps)


@pytest.fixture(scope="module")
def cookbook(sample_docs):
    return _loaded(sample_docs / "Gutenberg_US_Army_Cooking_School_Recipes.txt")


def test_later_items_stay_on_the_subject_the_first_ones_heading_names(cookbook):
    # the whole cookbook: the stewed beef's "cooked beef ... mixture ... 1 hour" scores next after the ice
    # cream's own sentence, and was its second answer and step
    doc = cookbook[0]
    answers, steps = _answer("How long is the ice cream mixture cooked?", cookbook)
    assert "cook 20 minutes" in answers[0].text
    under = {s.id: s for s in doc.sentences}
    ctx, _ = retrieval.contexts(doc.sentences)
    assert len(steps) == 3 and len(answers) == 2
    for step in steps:
        assert "ice cream" in ctx[step.sentence_id].lower(), (step.text, ctx[step.sentence_id])
        assert "beef" not in under[step.sentence_id].text


@pytest.mark.parametrize(("question", "named"), [
    ("What are the ingredients of the sherbet?", "sherbet"),  # two recipes are headed "... sherbet"
    ("What are the ingredients of the cornbread?", "corn bread"),
])
def test_a_thing_asked_of_is_answered_under_the_heading_that_names_it(cookbook, question, named):
    # the beef stew's "Put all ingredients in a pan." and other recipes' lines hold more of the question's words,
    # and were the answer (then declined: not about the sherbet); the thing's own recipe is answered instead
    ctx, _ = retrieval.contexts(cookbook[0].sentences)
    answers, steps = _answer(question, cookbook)
    assert answers and steps
    for step in steps:
        assert named in ctx[step.sentence_id].lower(), (step.text, ctx[step.sentence_id])


@pytest.mark.parametrize(("question", "heading"), [
    ("What are the ingredients of the hotcakes?", "Buckwheat cakes"),  # a kind of hotcake, in WordNet
    # no sentence says "pancake", nor shares a word with the question: "griddlecake" is WordNet's other name
    ("What are the ingredients of the pancakes?", "Griddle cakes"),
    ("What are the ingredients of the cornbread?", "Corn bread"),
])
def test_a_list_asked_of_a_thing_is_the_section_a_name_for_it_heads(cookbook, question, heading):
    # the recipe whole, from its list of what goes in: before, one of its later lines or another recipe's
    doc, embedder, index = cookbook
    cands = retrieval.retrieve(question, doc.sentences, embedder)
    answers, steps = extractive.reason(question, cands, index, nx.Graph(), embedder, Settings(), lambda _c, _s: set(),
                                       sentences_of=lambda _s: doc.sentences)
    assert answers[0].text.startswith(f"{heading} (for ") and ": Take " in answers[0].text, answers[0].text
    assert len(steps) == len(answers) > 2


def test_a_heading_that_names_a_topic_taking_in_the_thing_does_not_put_its_sentences_first():
    # NIST SP 800-207: the best holds "scope" and no framework; the section "6.1 ZTA and NIST Risk Management
    # Framework" takes in a framework but is not named for one, and says nothing of a scope
    scope = _candidate("By publication, no position is taken with respect to the validity or scope of any patent "
                       "claims.", "")
    rmf = _candidate("To assist in this, the NIST Risk Management Framework (RMF) was developed.",
                     "6.1 ZTA and NIST Risk Management Framework")
    ranked = [scope, rmf]
    assert sections.named_first("What is the scope of the framework?", [(0.9, c) for c in ranked]) == \
        ([(0.9, c) for c in ranked], None)
    # a heading that is the thing's name does
    sherbet = _candidate("Take 25 lemons, 6 pounds granulated sugar, 8 quarts boiling water.",
                         "Lemon sherbet (for 40 men).")
    stew = _candidate("Put all ingredients in a pan.", "Beef stew with dumplings.")
    scored = [(0.9, stew), (0.8, sherbet)]
    found, thing = sections.named_first("What are the ingredients of the sherbet?", scored)
    assert [c for _, c in found] == [sherbet] and thing[0] == "sherbet"
    # what a dish is served with is not its name: WordNet counts a dumpling (its second sense) as a dessert
    pudding = _candidate("Beat these ingredients all well together.", "Bread pudding.")
    first = [(0.9, _candidate("Serve cold.", "")), (0.8, stew), (0.7, pudding)]
    found, _ = sections.named_first("What are the ingredients of the dessert?", first)
    assert [c for _, c in found] == [pudding]


def test_a_first_answer_without_a_heading_keeps_every_candidate(setup):
    doc, embedder, _ = setup
    cands = retrieval.retrieve("How long is the ice cream mixture cooked?", doc.sentences, embedder)
    bare = [c for c in cands if not c.context and not c.heading]
    assert bare and all(extractive.on_subject("How long is the ice cream mixture cooked?", bare[0])(c) for c in cands)
    headed = next(c for c in cands if "ice cream" in c.context.lower())
    on = extractive.on_subject("How long is the ice cream mixture cooked?", headed)
    assert on(headed) and not all(on(c) for c in cands)


def _candidate(text: str, context: str, doc_id: str = "d1", heading: bool = False) -> retrieval.Candidate:
    from gechat.records import Sentence

    sentence = Sentence(id=f"{doc_id}:{text}", doc_id=doc_id, index=0, text=text, char_start=0, char_end=len(text))
    return retrieval.Candidate(sentence, 0.9, 0.5, 0.5, 0.5, context, heading)


def test_a_subsection_of_the_first_answers_section_is_on_its_subject():
    # NIST SP 800-207: section 3.4.1 lies inside section 3, whose title names the question's words
    question = "Which plane do the ZTA logical components use to communicate?"
    first = _candidate("The ZTA logical components use a separate control plane to communicate.",
                       "3 Logical Components of Zero Trust Architecture")
    on = extractive.on_subject(question, first)
    assert on(_candidate("The policy engine and PEPs use the control plane to communicate.",
                         "3.4.1 Network Requirements to Support ZTA"))
    assert not on(_candidate("The policy engine and PEPs use the control plane to communicate.",
                             "3.4.1 Network Requirements to Support ZTA", doc_id="d2"))
    assert not on(_candidate("Agencies use the control plane to communicate.", "4 Deployment Scenarios"))
    assert not on(_candidate("Agencies use the control plane to communicate.", "31 Appendix"))


def test_a_subject_the_documents_title_holds_is_the_whole_documents():
    # a trial paper (Evidence Inference, PMC5313491): the abstract stands under the paper's title, the results under
    # "BODY.RESULTS:"; "A total of 150 patients were randomized (75 in each group)." is on the trial's subject
    from dataclasses import replace

    question = "How many patients were randomized in total in the brain surgery trial?"
    title = "TITLE: Goal-directed fluid restriction during brain surgery: a prospective randomized controlled trial"
    first = replace(_candidate("Trial registration Chinese Clinical Trial Registry ChiCTR-TRC-13003583", title),
                    title=title)
    on = extractive.on_subject(question, first, titled=True)
    results = _candidate("A total of 150 patients were randomized (75 in each group).", "BODY.RESULTS:")
    assert on(results)
    assert not on(replace(results, sentence=replace(results.sentence, doc_id="d2")))  # another paper is not
    # read so only where the answer lacks the value: the items themselves stay under the first one's heading
    assert not extractive.on_subject(question, first)(results)
    # a recipe's heading is no title: the other recipes of the book stay off its subject
    soup = replace(_candidate("Mix 4 quarts of this stock with the potato cream.", "Potato soup (for 20 men)."),
                   title="Recipes Used in the Cooking Schools, U. S. Army")
    on_soup = extractive.on_subject("How many eggs go into the potato soup?", soup, titled=True)
    assert not on_soup(_candidate("Take 4 cans salmon, 4 pounds cold boiled potatoes, 2 eggs.", "Fish cakes (for 20 men)."))


def test_a_heading_that_holds_the_asked_for_type_still_ranks_below_what_it_introduces(cookbook):
    # the heading holds a number ("for 80 men") and was the first answer to a question about the eggs
    answers, steps = _answer("How many eggs go into the New England corn johnnycake?", cookbook)
    assert answers[0].text.startswith("Take 7 pounds corn meal") and "eggs" in answers[0].text
    assert steps[0].text.startswith("Take 7 pounds corn meal")


def test_a_heading_stands_for_its_own_section_not_the_one_before(cookbook):
    # a heading's context is the section before it: "### Lemon sherbet" stands under "Cheap ice cream"
    doc, embedder, _ = cookbook
    question = "How long is the ice cream mixture cooked?"
    cands = {c.sentence.text: c for c in retrieval.retrieve(question, doc.sentences, embedder, lexical_top=400)}
    first = next(c for t, c in cands.items() if "cook 20" in t)
    on = extractive.on_subject(question, first)
    sherbet = cands.get("### Lemon sherbet (for 40 men).") or _candidate(
        "### Lemon sherbet (for 40 men).", "Cheap ice cream (for 40 men, 6 men to 1 quart ice cream).", heading=True)
    assert sherbet.heading and "ice cream" in sherbet.context.lower()
    assert not on(sherbet), "the next section's heading is another dish"
    heading = next(c for t, c in cands.items() if t.startswith("### Cheap ice cream"))
    assert heading.heading and on(heading), "the first one's own heading is on its subject"
    # and a heading as the first item: the sentences under it pass, those of the section before it do not
    under = extractive.on_subject(question, heading)
    assert under(first)
    assert not under(_candidate("Bake in a slow oven.", "Rice cakes No. 1 (for 80 men)."))


def test_the_kg_bonus_asks_which_ranked_candidates_lie_in_the_questions_chunks(setup):
    doc, embedder, _ = setup
    from gechat.records import Entity

    chunk = "chunk-ice"
    index = EntityIndex.build([Entity("ice cream", "food", "ice cream", (chunk,))], embedder)
    graph = nx.Graph()
    graph.add_node("ice cream", entity_type="food", description="ice cream", source_id=chunk)
    question = "How long is the ice cream mixture cooked?"
    cands = retrieval.retrieve(question, doc.sentences, embedder)
    calls = []

    def in_chunks(chunk_ids, sentences):
        calls.append((list(chunk_ids), list(sentences)))
        return {sentences[-1].id}

    answers, steps = extractive.reason(question, cands, index, graph, embedder, Settings(), in_chunks)
    assert calls == [([chunk], [c.sentence for c in cands])], "one lookup: the one-hop chunks, the ranked sentences"
    assert answers and steps


@pytest.fixture(scope="module")
def zta(sample_docs):
    return _loaded(sample_docs / "NIST_SP_800-207_zero_trust_architecture_59p.pdf")


def test_a_question_asking_for_a_list_is_answered_by_the_lead_in_and_its_items(zta):
    doc, embedder, index = zta
    question = "What are the tenets of zero trust?"
    assert quoting.asks_for_list(question) and not quoting.asks_for_list("How many tenets are there?")
    cands = retrieval.retrieve(question, doc.sentences, embedder)
    before, _ = extractive.reason(question, cands, index, nx.Graph(), embedder, Settings(), lambda _c, _s: set())
    assert not before[0].text.endswith(":")  # without the document's following sentences: no list
    answers, steps = extractive.reason(question, cands, index, nx.Graph(), embedder, Settings(),
                                       lambda _c, _s: set(), sentences_of=lambda _s: doc.sentences)
    assert answers[0].text.endswith("the following zero trust basic tenets:")
    assert [a.text.split(".")[0] for a in answers[1:]] == ["1", "2", "3", "4", "5", "6", "7"]
    by_id = {s.id: s for s in doc.sentences}
    assert all(s.text == " ".join(by_id[s.sentence_id].text.split()) for s in steps)  # each quotes its sentence
    # a question that does not ask for a list keeps its quoted sentences
    answers, _ = extractive.reason("Is every enterprise asset inherently trusted?", retrieval.retrieve(
        "Is every enterprise asset inherently trusted?", doc.sentences, embedder), index, nx.Graph(), embedder,
        Settings(), lambda _c, _s: set(), sentences_of=lambda _s: doc.sentences)
    assert not answers[0].text.endswith(":") and len(answers) <= extractive.MAX_ANSWERS


def test_a_why_question_takes_the_reason_beside_a_later_item_when_the_first_has_none(zta):
    # the first item only restates the rule; the reason follows another item that says the same ("This prevents …")
    doc, embedder, index = zta
    question = "Why are enterprise resources kept from being reachable or discoverable without accessing a PEP?"
    answers, _ = extractive.reason(question, retrieval.retrieve(question, doc.sentences, embedder), index, nx.Graph(),
                                   embedder, Settings(), lambda _c, _s: set(), sentences_of=lambda _s: doc.sentences)
    texts = [" ".join(a.text.split()) for a in answers]
    assert any(t.startswith("This prevents attackers from identifying targets via scanning") for t in texts), texts
    assert not texts[0].startswith("This prevents")  # the reason follows what it is the reason for


def test_a_why_question_is_answered_first_by_a_near_tie_that_gives_a_reason(tmp_path):
    # NIST SP 800-40r3, section 4.1.1, read by the real loader; the scores are set to the near tie the 1,200-sentence
    # workspace gives them (logic only): the sentence that says why comes first for a why-question alone
    path = tmp_path / "agents.txt"
    path.write_text(
        "An agent-based patch management technology requires an agent to be running on each host to be patched, "
        "with one or more servers that manage the patching process and coordinate with the agents. Each agent runs "
        "with administrator privileges so it can perform these actions.\n", encoding="utf-8")
    doc, embedder, index = _loaded(path)
    first, reason = doc.sentences
    near = extractive.REASON_BONUS / 2
    ranked = [Candidate(first, 0.999, 0.8, 0.8, 0.70), Candidate(reason, 0.998, 0.8, 0.8, 0.70 - near)]

    def answer(question):
        answers, _ = extractive.reason(question, ranked, index, nx.Graph(), embedder, Settings(),
                                       lambda _c, _s: set())
        return " ".join(answers[0].text.split())

    assert answer("Why does each agent in an agent-based patch management technology run with administrator "
                  "privileges?") == "Each agent runs with administrator privileges so it can perform these actions."
    assert answer("Does each agent in an agent-based patch management technology run with administrator "
                  "privileges?").startswith("An agent-based patch management technology requires")


def test_the_reason_beside_a_later_item_about_something_else_is_not_the_question_s(tmp_path):
    # second read, session 81: the reason after the second item is that item's, which holds none of the question's words
    path = tmp_path / "site.txt"
    path.write_text("All visitors must wear a visible badge while on site.\n\nContractors must sign in at the "
                    "security desk each morning. This process allows security to know who is in the building.\n",
                    encoding="utf-8")
    doc, embedder, index = _loaded(path)
    badge, desk, _ = doc.sentences
    ranked = [Candidate(badge, 0.99, 0.8, 0.8, 0.70), Candidate(desk, 0.98, 0.8, 0.8, 0.69)]
    answers, _ = extractive.reason("Why must visitors wear a badge on site?", ranked, index, nx.Graph(), embedder,
                                   Settings(), lambda _c, _s: set(), sentences_of=lambda _s: doc.sentences)
    assert not any(a.text.startswith("This process allows") for a in answers)


def test_a_later_item_must_hold_what_the_question_asks_of_its_thing(tmp_path):
    # a trial paper's sentences (session 87): "What is the elimination half-life of carbetocin?" had a second item
    # that names carbetocin and nothing the question asks of it, badged Supported beside the first
    (oxytocin, aimed, half_life), reasoned = _trial(tmp_path, "A disadvantage of oxytocin is its short half-life of "
                                                    "4-10 min.", "The aimed number of patients treated with carbetocin "
                                                    "was 500.", "Carbetocin has an elimination half-life of about 40 "
                                                    "minutes.")

    def items(question, *ranked):
        return [a.text for a in reasoned(question, *ranked)[0]]

    def steps(question, *ranked):
        return [s.sentence_id for s in reasoned(question, *ranked)[1]]

    question = "What is the elimination half-life of carbetocin?"
    assert items(question, oxytocin, aimed) == [oxytocin.text]
    assert items(question, oxytocin, half_life) == [oxytocin.text, half_life.text]
    # nor is that sentence a reasoning step (it was S2, badged Supported: a true quote, but no step toward the answer)
    assert steps(question, oxytocin, aimed, half_life) == [oxytocin.id, half_life.id]
    # without a thing asked of ("How many patients were aimed for?") a later item is judged by its relevance alone
    assert items("How many patients were treated?", oxytocin, aimed) == [oxytocin.text, aimed.text]
    assert steps("How many patients were treated?", oxytocin, aimed) == [oxytocin.id, aimed.id]


def test_a_later_step_that_says_what_the_first_is_about_stays(tmp_path):
    # a second read's probe: the question calls carbetocin "the oxytocin analogue"; the sentence saying so holds no
    # word of "onset of action", yet without it no step names what is asked of, and the answer was declined
    (onset, aimed, analogue), reasoned = _trial(tmp_path, "Carbetocin has a rapid onset of action (within 1–2 min).",
                                                "The aimed number of patients treated with carbetocin was 500.",
                                                "Carbetocin (Pabal®) is a long-acting oxytocin analogue.")
    _, steps = reasoned("What is the onset of action of the oxytocin analogue?", onset, aimed, analogue)
    assert [s.sentence_id for s in steps] == [onset.id, analogue.id]


def _trial(tmp_path, *texts: str):
    """The sentences of a document of ``texts``, and the extractive reasoning over them ranked in the order given."""
    path = tmp_path / "trial.txt"
    path.write_text("\n\n".join(texts) + "\n", encoding="utf-8")
    doc, embedder, index = _loaded(path)

    def reasoned(question, *ranked):
        return extractive.reason(question, [Candidate(s, 0.7 - k / 100, 0.8, 0.8, 0.7 - k / 100)
                                            for k, s in enumerate(ranked)],
                                 index, nx.Graph(), embedder, Settings(), lambda _c, _s: set())
    return doc.sentences, reasoned


def test_a_why_questions_later_item_need_not_restate_what_it_gives_the_reason_for(tmp_path):
    # near-miss s25 P43 (answerable): the reason after the Army cookbook's ginger snaps step names none of the step's words
    path = tmp_path / "snaps.txt"
    path.write_text("When about to put in the oven cover the tops of the cakes with a wet cloth.\n\n"
                    "This will cause them to spread and present a fine appearance.\n", encoding="utf-8")
    doc, embedder, index = _loaded(path)
    cover, spread = doc.sentences
    answers, _ = extractive.reason("Why should the tops of the ginger snaps be covered with a wet cloth?",
                                   [Candidate(cover, 0.7, 0.8, 0.8, 0.7), Candidate(spread, 0.6, 0.8, 0.8, 0.6)],
                                   index, nx.Graph(), embedder, Settings(), lambda _c, _s: set())
    assert [a.text for a in answers] == [cover.text, spread.text]


def test_an_item_that_opens_with_a_clause_about_it_comes_after_the_sentence_that_says_what_it_is(sample_docs):
    # "If it comes out clean and dry it is done; …" quoted alone does not say what "it" is: the broom straw
    doc, embedder, index = _loaded(sample_docs / "Gutenberg_US_Army_Cooking_School_Recipes.txt")
    question = "How do you check whether the corn bread for 20 men is done?"
    answers, _ = extractive.reason(question, retrieval.retrieve(question, doc.sentences, embedder), index, nx.Graph(),
                                   embedder, Settings(), lambda _c, _s: set(), sentences_of=lambda _s: doc.sentences)
    texts = [" ".join(a.text.split()) for a in answers]
    assert texts[:2] == ["Test with a broom straw into center of cake.",
                         "If it comes out clean and dry it is done; if wet or stuff sticks, not done."], texts


def test_a_contents_line_or_a_question_in_the_text_is_never_an_answer_item():
    # the cookbook's own contents and a question it asks sit among the best candidates for "how long ... boil"
    text = ("SOUPS:\n    Bean 7\n    Beef 7\n    Rice 8\n    Tomato 8\n\n"
            "How long should rice soup boil?\n\n"
            "### Rice soup (for 20 men).\n\nTake 4 pounds rice, 5 gallons beef stock, salt and pepper to taste.\n\n"
            "Boil for 4 hours.\n")
    setup = _loaded_text(text)
    answers, _ = _answer("How long should rice soup boil?", setup)
    assert answers[0].text == "Boil for 4 hours."
    assert not any("Bean 7" in a.text or a.text.endswith("?") for a in answers), answers


def _loaded_text(text: str):
    embedder = Embedder()
    return load_document(text.encode(), filename="soups.txt"), embedder, EntityIndex.build([], embedder)


def test_the_subjects_own_section_answers_when_it_states_what_is_asked(cookbook):
    # "Beef stock." says "At end of about 6 hours strain"; other recipes add beef stock and simmer it for "about 2
    # hours" or "about 1 hour" in sentences that hold more of the question's words
    answers, steps = _answer("How long should the beef stock simmer before it is strained?", cookbook)
    assert "about 6 hours" in answers[0].text
    # a subject whose own section states no such value keeps the candidates that may speak of it
    answers, _ = _answer("How long should the bean soup boil?", cookbook)
    assert "about 2 hours" in answers[0].text


def test_an_age_held_by_a_sentence_that_names_the_person_comes_first():
    # a novel's paragraph: the words of the question are in the sentences around the age, not in it
    text = ("Dolokhov was betting with Stevens, an English naval officer, that he would drink a bottle of rum sitting on "
            "the outer ledge of the third floor window with his legs hanging out.\n\n"
            "Dolokhov was a man of medium height, with curly hair and light-blue eyes. He was about twenty-five.\n\n"
            "Pierre watched Dolokhov take the bet about drinking rum on the window ledge, and he laughed.\n")
    answers, _ = _answer("Roughly how old was Dolokhov when Pierre watched him take the bet about drinking rum on the "
                         "window ledge?", _loaded_text(text))
    assert answers[0].text == "He was about twenty-five."


def test_titles_and_repeats_are_told_by_their_words():
    # title lines of the DOJ handbook and NIST SP 800-124r1 / 800-40r3, against list items in sentence case
    for line in ("Summary of Standing Trustee Duties", "WPAN Wireless Personal Area Network",
                 "CHAPTER 2 – APPOINTMENT, QUALIFICATIONS, PERCENTAGE FEE AND COMPENSATION OF THE STANDING TRUSTEE",
                 "Characteristic | Agent-Based | Agentless Scanning | Passive Network Monitoring",
                 "BY GEORGE BOOLE.", "PREFACE."):
        assert titles(line), line
    for line in ("Integrity—detect any intentional or unintentional changes to transmitted and stored data",
                 "The standing trustee has a fiduciary responsibility to the bankruptcy estate.", "2 cups flour",
                 "THE SOFTWARE IS PROVIDED AS IS, WITHOUT WARRANTY OF ANY KIND.",
                 "NIST SP 800-53 CONTROLS ARE LISTED IN APPENDIX D, WHICH GIVES EACH CONTROL'S BASELINE, ITS "
                 "ENHANCEMENTS AND THE PRIVACY CONTROLS THAT GO WITH IT."):
        assert not titles(line), line
    # NIST SP 800-40r3 says one thing twice, in its summary and in its body; a denial makes another thing
    summary = ("Organizations that do not overcome these challenges will be unable to patch systems effectively and "
               "efficiently, leading to compromises that are easily preventable.")
    assert extractive.said(summary) == extractive.said(summary.replace("that are easily", "that were easily"))
    assert extractive.said("Also, organizations should periodically perform assessments.") == extractive.said(
        "Organizations should also periodically perform assessments.")
    for one, other in (("The standing trustee must be personally involved.",
                        "The standing trustee must not be personally involved."),
                       ("File the claim before the hearing.", "File the claim after the hearing."),
                       ("The trustee must file the report.", "The trustee may file the report."),
                       ("All creditors must be paid.", "Some creditors must be paid."),
                       ("The debtor pays the trustee.", "The trustee pays the debtor.")):
        assert extractive.said(one) != extractive.said(other), (one, other)


def test_a_title_line_and_a_repeat_are_no_answer_items(test_data):
    doc = load_document(test_data / "handbook_duties_excerpt.txt")
    embedder = Embedder()
    by_text = {s.text: s for s in doc.sentences}
    title = by_text["Summary of Standing Trustee Responsibilities"]
    fiduciary = by_text["The standing trustee has a fiduciary responsibility to the bankruptcy estate."]
    agent = by_text["The standing trustee is more than a mere disbursing agent."]
    again = Sentence("again", doc.id, 99, fiduciary.text.replace("has a", "also has a"), 0, 0)
    ranked = [retrieval.Candidate(s, 0.8, 0.5, 0.5, score) for s, score in
              ((title, 0.7), (fiduciary, 0.65), (again, 0.64), (agent, 0.6))]
    # the excerpt is short: its title line is placed in the body, past a title page's lines
    ranked[0] = retrieval.Candidate(Sentence(title.id, doc.id, retrieval.FRONT_SENTENCES + 304, title.text, 0, 0),
                                    0.8, 0.5, 0.5, 0.7)
    answers, steps = extractive.reason("What is a standing trustee?", ranked, EntityIndex.build([], embedder),
                                       nx.Graph(), embedder, Settings(), lambda _c, _s: set())
    # the title names a topic as a heading does; the sentence said again in other function words is quoted once
    assert [a.text for a in answers] == [fiduciary.text, agent.text]
    assert [s.sentence_id for s in steps] == [fiduciary.id, agent.id, title.id]
    # on a title page such a line names and dates: "Who published …?" is answered by "MACMILLAN, BARCLAY, & MACMILLAN;"
    front = [retrieval.Candidate(Sentence(f"t{i}", "boole", i, text, 0, 0), 0.8, 0.5, 0.5, score)
             for i, (text, score) in enumerate((("MACMILLAN, BARCLAY, & MACMILLAN;", 0.7), ("1847", 0.62)))]
    answers, _ = extractive.reason("Which firm published the essay in Cambridge?", front,
                                   EntityIndex.build([], embedder), nx.Graph(), embedder, Settings(),
                                   lambda _c, _s: set())
    assert answers[0].text == "MACMILLAN, BARCLAY, & MACMILLAN;"


def test_a_typed_questions_answer_shows_a_sentence_that_states_the_value():
    # the DOJ Chapter 13 handbook: the best-ranked sentences say nothing of how long; the retention rule does
    embedder = Embedder()
    texts = [("The standing trustee’s financial record keeping and reporting system must reflect accurately the "
              "results of operation.", 0.82),
             ("At the meeting of creditors, the standing trustee must advise the debtor of the debtor’s duty under "
              "Bankruptcy Rule 2015 to keep records, make reports and give notice of the case.", 0.8),
             ("The standing trustee must maintain all bank records, including bank statements, separate from "
              "individual case files and in chronological order, for a period of not less than seven years.", 0.58)]
    ranked = [retrieval.Candidate(Sentence(f"s{i}", "d", i, t, 0, len(t)), 0.4, 0.5, 0.5, score)
              for i, (t, score) in enumerate(texts)]
    answers, steps = extractive.reason("How long must the trustee keep records?", ranked,
                                       EntityIndex.build([], embedder), nx.Graph(), embedder, Settings(),
                                       lambda _c, _s: set())
    # the first item stays the best-ranked; the second is the sentence that states a duration, shown though it
    # ranks below the second item's relevance floor
    assert [a.text for a in answers] == [texts[0][0], texts[2][0]]
    assert [s.sentence_id for s in steps] == ["s0", "s2", "s1"]
    # a question with no type keeps its order
    answers, _ = extractive.reason("What must the trustee's record keeping system do?", ranked,
                                   EntityIndex.build([], embedder), nx.Graph(), embedder, Settings(),
                                   lambda _c, _s: set())
    assert answers[0].text == texts[0][0] and texts[2][0] not in [a.text for a in answers]


def test_a_heading_after_the_first_answer_is_no_step(test_data):
    # the policy's title line "Section 2. Subletting" names the rule's topic; after the rule itself it would stand as
    # a step of its own that no sentence supports (it is the title line)
    setup = _loaded(test_data / "tenancy_policy.txt")
    answers, steps = _answer("May tenants sublet their flat during the fixed term?", setup)
    assert answers[0].text == "Under no circumstances may tenants sublet their flat during the fixed term."
    assert steps and all(not s.text.startswith("Section") for s in steps)


def _with_bullets(question, test_data, read=True):
    """The extractive answer on NIST SP 800-40r3's section 4.3.1, its document read for lists (and its bullets, a glyph
    the text leaves out, when ``read``)."""
    doc, embedder, index = _loaded(test_data / "nist_800_40r3_tool_risks_excerpt.txt")
    cands = retrieval.retrieve(question, doc.sentences, embedder)
    marks = {"marks_of": lambda _s: lists.set_off(doc.text, doc.sentences)} if read else {}
    return extractive.reason(question, cands, index, nx.Graph(), embedder, Settings(), lambda _c, _s: set(),
                             sentences_of=lambda _s: doc.sentences, **marks)


def test_a_list_asked_for_is_the_bulleted_list_a_lead_in_that_takes_up_the_tools_introduces(test_data):
    # NIST SP 800-40r3, section 4.3.1: the lead-in says "these tools" of "enterprise patch management tools" two
    # sentences before, and its items' bullets are a glyph their text leaves out; before, it ranked far below the
    # sentences that say "enterprise patch management tools", and the answer quoted two of those
    answers, steps = _with_bullets("What are the risks of using enterprise patch management tools?", test_data)
    assert [a.text for a in answers] == [
        "The following are some risks with using these tools:",
        "A patch may have been altered (inadvertently or intentionally).", "Credentials may be misused.",
        "Vulnerabilities in the solution components (including agents) may be exploited.",
        "An entity could monitor tool communications to identify vulnerabilities (particularly when the host is on an "
        "external network)."]
    assert len(steps) == len(answers)


def test_a_bulleted_item_quoted_alone_says_what_it_is_a_case_of(test_data):
    # the same list: a question one item answers quotes that item after its lead-in, as a numbered or dashed item
    # is quoted; its bullet is a glyph the text leaves out, so before, the item stood alone ("Credentials may be
    # misused." says nothing of what may misuse them)
    answers, steps = _with_bullets("May credentials be misused?", test_data)
    assert answers[0].text == "The following are some risks with using these tools: Credentials may be misused."
    assert steps[0].text == "Credentials may be misused."  # the step quotes the item's own sentence
    answers, _ = _with_bullets("May credentials be misused?", test_data, read=False)
    assert answers[0].text == "Credentials may be misused."  # without the bullets read, as before


def test_a_line_of_no_word_the_question_lacks_is_no_answer(tmp_path):
    # NIST SP 800-40r3 beside a Gutenberg licence: "Section 3." (the licence's heading, not marked as one) holds
    # every word it has in the question and ranked first for "What does Section 3 examine?"
    path = tmp_path / "sections.txt"
    path.write_text("This document is organized into the following sections and appendices:\n"
                    "Section 2 explains the importance of patch management.\n"
                    "Section 3 examines the challenges inherent in performing patch management.\n\n"
                    "Section 3.\n\nInformation about donations to the Project Gutenberg Literary Archive Foundation\n",
                    encoding="utf-8")
    setup = _loaded(path)
    answers, _ = _answer("What does Section 3 examine?", setup)
    assert answers[0].text == "Section 3 examines the challenges inherent in performing patch management."
    # its stop words count: "No fee …" answers "What fee …?" (a second read found such answers dropped)
    fees = tmp_path / "fees.txt"
    fees.write_text("A late payment fee of 25 pounds is charged for each missed month.\n"
                    "No fee is charged for early termination.\n", encoding="utf-8")
    answers, _ = _answer("What fee is charged for early termination?", _loaded(fees))
    assert answers[0].text == "No fee is charged for early termination."
    # a sentence, not a label, may say no more than the question: a why-question's premise, the reason beside it
    rule = tmp_path / "rule.txt"
    rule.write_text("Bank records are kept in chronological order.\n"
                    "The standing trustee must keep bank records separate from case files.\n"
                    "This prevents commingling of funds.\n", encoding="utf-8")
    answers, _ = _answer("Why must the standing trustee keep bank records separate from case files?", _loaded(rule))
    assert answers[0].text == "The standing trustee must keep bank records separate from case files."
    # a yes-or-no question may be answered by a sentence that says no more than it asks
    answers, _ = _answer("Does Section 3 examine the challenges inherent in performing patch management?", setup)
    assert answers[0].text == "Section 3 examines the challenges inherent in performing patch management."


def _scored(text: str, context: str, score: float, heading: bool = False) -> retrieval.Candidate:
    sentence = Sentence(id=f"h:{text}", doc_id="h", index=40, text=text, char_start=0, char_end=len(text))
    return retrieval.Candidate(sentence, 0.9, 0.5, 0.5, score, context, heading)


def test_a_title_pages_line_answers_no_question_but_one_about_the_documents_making(setup):
    # SP 800-124r1: the title page's line holds every word of the publication the question names
    _, embedder, index = setup
    title = Sentence(id="t:0", doc_id="t", index=1, text="National Institute of Standards and Technology Special "
                     "Publication 800-124 Revision 1", char_start=0, char_end=80)
    line = retrieval.Candidate(title, 0.95, 0.9, 0.6, 0.95)
    scope = _scored("Classified systems, devices, data, applications, etc. are out of the scope of this publication.",
                    "1.1 Purpose and Scope", 0.85)

    def first(q: str) -> str:
        answers, _ = extractive.reason(q, [line, scope], index, nx.Graph(), embedder, Settings(), lambda _c, _s: set())
        return answers[0].text

    assert first("Are classified systems and data covered by SP 800-124 Revision 1?").startswith("Classified systems")
    assert first("Which institute published SP 800-124 Revision 1?").startswith("National Institute")
