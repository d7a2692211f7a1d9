"""Extractive reasoning: a question-focused answer quoted from the documents, no LLM at all.

The honest mode for the embedded demo model, and the offline default. It answers
the way a careful reader would:

  1. the candidate sentences come from :func:`gechat.retrieval.retrieve` (word
     rarity-weighted overlap + MiniLM cosine, each sentence read with its heading
     or lead-in), ranked by their unsaturated ``score``;
  2. sentences in the chunks behind the question's KG neighbourhood (its anchored
     entities, one hop) get ``KG_BONUS``;
  3. sentences that hold what the question asks for, a value the question does
     not state itself (a name for "who", a date for "when", a number for "how
     many", a duration for "how long", an amount for "what ... cost")
     get ``TYPE_BONUS``, and ``NAMED_BONUS`` more when they name what the question names; for a value a sentence
     seldom holds by chance (an age, an email address: :data:`gechat.values.SPECIFIC`) such a sentence comes
     first (``SPECIFIC_FIRST``); a heading or lead-in loses ``HEADING_PENALTY`` (as does a question the text asks:
     "What percentage of the budget is devoted to patch management?" answers nothing), even one
     that holds such a value (the sentences under it state the facts: "New England
     corn johnnycake (for 80 men)" holds a number, the recipe's eggs are in the
     sentence under it; "FIPS PUB 199" reads as a name to "who" questions);
  4. the best sentences (never a table of contents, nor a question the text asks) become the answer items,
     quoted verbatim (a sentence over
     :data:`gechat.quoting.MAX_ANSWER_WORDS` words is trimmed to its densest window of question
     words, marked with "…"), and the best few are the steps, labelled
     ``origin="retrieved"`` and tied to their sentence (``Step.sentence_id``), so
     each is judged against the sentence it states and its neighbours;
  5. when the best sentence is a lead-in ("The FISMA defines three security objectives …:"), or the question
     asks for a list and a lead-in among the best candidates introduces two items or more, the answer is
     the lead-in and the items it introduces (:mod:`gechat.lists`: "CONFIDENTIALITY: “Preserving authorized
     restrictions …”", …), each an answer item and a step quoting the sentence that states it;
  6. when a heading among the best candidates names the question's subject
     (:func:`gechat.answerable.question_subject`: two question words or more,
     "Bean soup" for "What does the bean soup cost?"), the answer does not
     come from a sentence under a heading that names another subject
     (:func:`gechat.answerable.off_subject`: an amount under "Potato soup"); for a typed question whose subject
     names one section (:func:`gechat.answerable.one_section`), the sentences that may speak of it come first
     (:func:`gechat.answerable.for_subject`: they name some of it, or their heading names only what is asked,
     "Cost"; not "Bake for about 5 minutes" under "Buckwheat cakes" for the ginger snaps), and of those the ones
     under the subject's own heading when they state what is asked ("At end of about 6 hours strain" under
     "Beef stock"); the "not answered" decision reads the same rules, and a typed question whose answer
     sentences hold no value of its type is declined (:func:`gechat.declines.states_asked`);
  6b. a question that asks how something is done ("How do I make corn bread?"), or a request for what a section
     says ("Summarize the section on positive pay"), is answered with the section of the best of its candidates
     (the heading itself among them) whose heading names exactly what it asks about, each sentence in order an
     answer item and a step (:mod:`gechat.sections`: "Corn bread (for 15 men): Take 2 heaping cups …", then how to
     mix and bake it; a label such as "Practice Tips:" heads the item after it);
  7. every item after the first stays on the subject that the first one's
     heading names, when that heading holds question words (:func:`on_subject`).
     In a large collection, "How long is the ice cream mixture cooked?" otherwise
     drew the stewed beef recipe as its second answer and step: a duration,
     "cooked", "mixture", but another dish.

Steps never restate KG co-occurrence ("X is mentioned together with Y").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace

import networkx as nx

from gechat import anchoring, lists, quoting, reasons, sections
from gechat.asked import question_type
from gechat.values import SPECIFIC, holds_asked, holds_type, value_span
from gechat.embed import Embedder
from gechat.text import all_stems, content_stems as content_words
from gechat.slots import asks_yes_no
from gechat.records import AnswerItem, Sentence, Step
from gechat.referents import pointed_back_to, points_back
from gechat.repeats import fuller_first, said
from gechat.relevance import question_names, question_terms
from gechat.answerable import (
    TYPE_BONUS, TYPED_TOP, about_document, for_subject, holds_subject, may_answer, off_subject, one_section,
    question_subject, under, unnamed_in,
)
from gechat.defines import asked_term, defines, explained_by
from gechat.lines import asks, is_heading, is_reference_entry, states_nothing, titles
from gechat.mentioned import links_thing, names_whole, speaks_of_asked
from gechat.retrieval import FRONT_SENTENCES, Candidate, introduces
from gechat.settings import Settings

MAX_STEPS = 3
MAX_ANSWERS = 2
KG_BONUS = 0.05
#: for a typed question, a sentence that holds the value and names what the question names ("Arden L. Bement, Jr.,
#: Director" under "FIPS PUB 199" for "Who was the director of NIST when FIPS 199 was issued?")
NAMED_BONUS = 0.1
#: for a question that asks for a value a sentence seldom holds by chance (:data:`gechat.values.SPECIFIC`), a sentence
#: that holds it and names what the question names ranks above every other
SPECIFIC_FIRST = 1.0
#: for a question that asks for a reason (:func:`gechat.reasons.asks_reason`), a sentence that gives one in so many words
#: (:func:`gechat.reasons.gives_reason`: "Each agent runs with administrator privileges so it can perform these
#: actions.") ranks above the near ties that do not
REASON_BONUS = 0.05
#: for "What is X?", a sentence that says what X is (:func:`gechat.defines.defines`): "… wireless personal area networks
#: (WPAN), which are small-scale wireless networks …" before "Examples of WPAN technologies are …"
DEFINES_BONUS = 0.1
#: a later answer item's reason is the question's only when the item holds at least this share of the question's words
#: that the first item holds ("Why must visitors wear a badge on site?": not the reason for "2. Contractors must sign
#: in at the security desk each morning.")
LATER_REASON_SHARE = 0.75
#: a heading or lead-in names a topic; the sentences under it state the facts
HEADING_PENALTY = 0.15
#: an answer item below this relevance is not offered (the best one always is, once the question is covered)
SECOND_ANSWER_MIN = 0.5

def reason(
    question: str,
    ranked: Sequence[Candidate],
    index: anchoring.Anchorable,
    graph: nx.Graph,
    embedder: Embedder,
    settings: Settings,
    in_chunks: Callable[[Sequence[str], Sequence[Sentence]], set[str]],
    sentences_of: Callable[[Sentence], Sequence[Sentence]] | None = None,
    marks_of: Callable[[Sentence], lists.SetOff] | None = None,
) -> tuple[tuple[AnswerItem, ...], tuple[Step, ...]]:
    """``in_chunks(chunk_ids, sentences)``: the ids of ``sentences`` that lie in those chunks
    (:meth:`gechat.workspace.Workspace.in_chunks`); ``sentences_of(sentence)``: every sentence of its document,
    in order (read for the lists that lead-ins introduce; without it there are none); ``marks_of(sentence)``: how
    its document sets its sentences off (:func:`gechat.lists.set_off`: the bullets their text no longer holds)."""
    if not ranked:
        return (), ()
    near = _near_sentences(question, ranked, index, graph, embedder, settings, in_chunks)
    qtype = question_type(question)
    scored = []
    named = question_names(question)
    why = reasons.asks_reason(question)
    about = about_document(question)  # a title page's lines answer a question about the document's making only
    term = () if qtype else asked_term(question)  # "What is a WPAN?": the sentence that says what one is
    for r in ranked:
        typed = bool(qtype) and holds_type(r.sentence.text, qtype, question) and may_answer(r, question)
        bonus = KG_BONUS if r.sentence.id in near else 0.0
        bonus += TYPE_BONUS if typed else 0.0
        bonus += REASON_BONUS if why and reasons.gives_reason(r.sentence.text) else 0.0
        bonus += DEFINES_BONUS if term and defines(r.sentence.text, term) else 0.0
        # the sentence the decision takes as the answer: it holds the value and names what the question names; for a
        # value a sentence seldom holds by chance (an age, an email address), such a sentence comes first ("He was
        # about twenty-five." read with "Dolokhov" for "Roughly how old was Dolokhov when ...?")
        if typed and not (named and unnamed_in(question, r)):
            bonus += (NAMED_BONUS if named else 0.0) + (SPECIFIC_FIRST if qtype in SPECIFIC else 0.0)
        # a question states nothing; a title line the layout did not mark ("Summary of Standing Trustee Duties", bold
        # text in a word processor) names a topic as a heading does, unless it holds the value asked for or stands
        # on a title page for a question about the document's making, whose lines name and date ("MACMILLAN,
        # BARCLAY, & MACMILLAN;" for "Who published …?"; not "National Institute of Standards and Technology Special
        # Publication 800-124 Revision 1" for "Are classified systems covered by SP 800-124 Revision 1?")
        title = not typed and (r.sentence.index >= FRONT_SENTENCES or not about) and titles(r.sentence.text)
        bonus -= HEADING_PENALTY if introduces(r) or asks(r.sentence.text) or title else 0.0
        scored.append((r.score + bonus, r))
    scored.sort(key=lambda x: (-x[0], x[1].sentence.n_words))
    topic = question_subject(question, ranked)
    # not a sentence under another subject's heading, unless every one is; never a table of contents or a question
    # the text asks ("SOUPS: Bean 7 Beef 7 ...", "What percentage of the budget ...?"), which state nothing
    scored = [x for x in scored if not off_subject(topic, x[1])] or scored
    scored = [x for x in scored if not states_nothing(x[1].sentence.text)] or scored
    if not qtype:  # a reference list's entry cites a work and answers no question that asks for no value
        scored = [x for x in scored if not is_reference_entry(x[1].sentence.text)] or scored
    if not asks_yes_no(question):  # nor a short line of no word the question lacks, a label or a title ("Section 3."
        # for "What does Section 3 examine?"); its stop words count ("No fee is charged …" answers "What fee …?"); a
        # sentence may restate a why-question's premise, the reason beside it; a yes-or-no question's answer may say
        # no more than the question does
        asked_words = all_stems(question)
        scored = [x for x in scored if len(x[1].sentence.text.split()) > quoting.LABEL_WORDS
                  or not all_stems(x[1].sentence.text) <= asked_words] or scored
    scored, named = sections.named_first(question, scored)
    if qtype and one_section(topic, ranked):  # for a typed question, the sentences of the subject's section first
        scored = [x for x in scored if for_subject(topic, question, x[1])] or scored
        # and of those, the ones under its own heading when they state what is asked ("Beef stock": "At end of
        # about 6 hours strain ...", not another recipe's "add 1 pint beef stock ... simmer for about 2 hours")
        own = [x for x in scored if topic <= content_words(under(x[1]))]
        if own and any(holds_asked(x[1].sentence.text, question, qtype) for x in own):
            scored = own
    chosen = []
    seen: set[tuple[str, ...]] = set()
    subject = None
    for score, r in scored:
        key = said(r.sentence.text)
        if key in seen or (subject is not None and not subject(r)) or (chosen and introduces(r)):
            continue  # a heading after the first answer names a topic and supports no step ("Section 2. Subletting")
        seen.add(key)
        chosen.append((score, r))
        subject = subject or on_subject(question, r)
        if len(chosen) == MAX_STEPS:
            break
    chosen = fuller_first(chosen)
    wide = on_subject(question, chosen[0][1], titled=True) if chosen else None
    holder = _value_holder(question, qtype, chosen, scored, wide) or _reason(question, chosen, ranked, sentences_of)
    if holder is not None:  # the answer shows what the question asks for when a candidate states it
        chosen = [chosen[0], holder, *[x for x in chosen[1:] if x[1] is not holder[1]]][:MAX_STEPS]
    elif (before := _pointed_back_to(chosen, ranked, sentences_of)) is not None:  # what "it" is comes first
        chosen = [before, *[x for x in chosen if x[1].sentence.id != before[1].sentence.id]][:MAX_STEPS]
    elif term and chosen and sentences_of and not defines(chosen[0][1].sentence.text, term) and (
            (at := quoting.placed(chosen[0][1].sentence, sentences_of))[1] is not None
            and (meant := explained_by(at[0], at[1])) is not None):  # "This means that …" says what the term is
        holder = (chosen[0][0], _candidate(meant, chosen[0][1], ranked, context=chosen[0][1].context))
        chosen = [chosen[0], holder, *[x for x in chosen[1:] if x[1].sentence.id != meant.id]][:MAX_STEPS]
    terms = question_terms(question)
    if named is not None and sentences_of and quoting.asks_for_list(question) and not qtype:
        # "What are the ingredients of the hotcakes?": the recipe headed by a name for them, whole, in order
        doc, at = quoting.placed(chosen[0][1].sentence, sentences_of)
        found = sections.section_at(doc, at) if at is not None else None
        if found is not None and names_whole(named, found[0].text):
            return quoting.sectioned(*found, terms)
    marks = quoting.marks_reader(marks_of)
    lead, items = quoting.lead_in(question, chosen[0][1], ranked, sentences_of, marks) if sentences_of else (None, [])
    if lead is not None:
        return quoting.listed(lead.sentence, items, terms)
    if sentences_of and sections.asks_for_section(question) and (wanted := sections.subject(question)):
        for _, r in scored:  # the best that stands in a section its heading names exactly; a document is read only
            # for a candidate whose heading (in its context) may name the subject ("How should the beans be
            # soaked?": no heading holds "soak", so no document is read, in a collection of 1,000 alike)
            if wanted <= content_words(under(r)):
                doc, at = quoting.placed(r.sentence, sentences_of)
                if at is not None and (found := sections.section(question, doc, at)) is not None:
                    return quoting.sectioned(*found, terms)

    led: set[str] = set()  # the lead-ins an item is quoted after: each once

    def quoted(s: Sentence) -> str:  # a long sentence cut to the part richest in the question's words, keeping the
        # value asked for ("… found that the chimney-piece alone had cost eight hundred pounds …")
        return quoting.quote(s, terms, sentences_of, value_span(s.text, question, qtype) if qtype else None, marks,
                             led)

    def held(r: Candidate) -> bool:
        return holder is not None and r is holder[1]

    def speaks(r: Candidate) -> bool:  # a why-question's reason seldom restates what it is the reason for
        return why or speaks_of_asked(question, r.sentence.text, under(r))

    # after the first, a sentence is an answer item or a step only when it speaks of what the question asks of its
    # thing (or holds the value asked for): "The aimed number of patients treated with carbetocin was 500." is no
    # step toward carbetocin's half-life, though it is true
    first = chosen[0][1].sentence.text  # a later step also stays when it says what the first is about
    kept = [r for i, (_, r) in enumerate(chosen)
            if i == 0 or held(r) or speaks(r) or links_thing(question, r.sentence.text, first)]
    answers = [AnswerItem("A1", quoted(kept[0].sentence))]
    part = sections.asked_within(question)  # "In Example 3, …": a later item must stand in that part too
    inside = sections.part_sentences(part, *quoting.placed(chosen[0][1].sentence, sentences_of)) if part else set()
    for _, r in chosen[1:MAX_ANSWERS]:
        if part and not (sections.within_part(part, r.sentence.text, under(r)) or r.sentence.id in inside):
            continue
        if held(r) or r.relevance >= SECOND_ANSWER_MIN and speaks(r):
            answers.append(AnswerItem(f"A{len(answers) + 1}", quoted(r.sentence)))
    return tuple(answers), quoting.steps_quoting([r.sentence for r in kept])


def _value_holder(question: str, qtype: str, chosen: list, scored: list, subject) -> tuple | None:
    """For a typed question whose answer items would hold no value of its type ("How long must the trustee keep
    records?" answered with "The standing trustee's financial record keeping … must reflect accurately …"), the
    best-ranked of the ``TYPED_TOP`` best candidates that holds one, may answer and stays on the first item's subject
    ("… must be retained in electronic format for at least two years after …"), the whole document's when its title
    names it ("A total of 150 patients were randomized (75 in each group)." under a trial paper's results for "How
    many patients were randomized in total in the brain surgery trial?", the first item from its abstract); else
    None."""
    if not qtype or not chosen or any(holds_asked(r.sentence.text, question, qtype) for _, r in chosen[:MAX_ANSWERS]):
        return None
    shown = {said(r.sentence.text) for _, r in chosen[:MAX_ANSWERS]}
    for score, r in scored[:TYPED_TOP]:
        if said(r.sentence.text) not in shown and (subject is None or subject(r)) and may_answer(r, question) \
                and not introduces(r) and not states_nothing(r.sentence.text) \
                and holds_asked(r.sentence.text, question, qtype):
            return score, r
    return None


def _reason(question: str, chosen: list, ranked: Sequence[Candidate], sentences_of) -> tuple | None:
    """For a question that asks for a reason (:func:`gechat.reasons.asks_reason`), the sentence beside an answer
    item that gives its reason
    (:func:`gechat.reasons.reason_beside`: "This will cause them to spread …" after "… cover the tops of the
    cakes with a wet cloth."), as a candidate, when the items do not already quote it; else None. The first item's
    is taken first; when it has none, the next item's ("Resources may not even be discoverable without accessing a
    PEP." / "This prevents attackers from identifying targets via scanning …", where the first item only restates
    the rule: "4. Enterprise resources should not be reachable without accessing a PEP."), when that item holds at
    least ``LATER_REASON_SHARE`` as many of the question's words as the first."""
    if not chosen or not sentences_of or not reasons.asks_reason(question):
        return None
    shown = {said(r.sentence.text) for _, r in chosen[:MAX_ANSWERS]}
    asked_words = content_words(question)
    held = len(asked_words & content_words(chosen[0][1].sentence.text))
    for k, (score, item) in enumerate(chosen[:MAX_ANSWERS]):
        if k and len(asked_words & content_words(item.sentence.text)) < LATER_REASON_SHARE * held:
            continue  # a later item about something else: its reason is not the question's ("2. Contractors must …")
        doc, at = quoting.placed(item.sentence, sentences_of)
        beside = reasons.reason_beside(doc, at) if at is not None else None
        if beside is None or len(beside.text.split()) < 4 or states_nothing(beside.text) or said(beside.text) in shown:
            continue  # a citation ("28 U.S.C. § 586(e)(2).") or a repeat of an item gives no reason
        found = _candidate(beside, item, ranked, context="")  # not among the candidates: no context of its own
        if not found.heading:
            return score, found
    return None


def _pointed_back_to(chosen: list, ranked: Sequence[Candidate], sentences_of) -> tuple | None:
    """The sentence before the first item when the item opens with a clause about what that one speaks of
    (:func:`gechat.referents.pointed_back_to`: "Test with a broom straw into center of cake." before "If it comes out
    clean and dry it is done; …"), as a candidate, unless it is a heading or states nothing; else None."""
    if not chosen or not sentences_of or not points_back(chosen[0][1].sentence.text):
        return None  # the document is read only for an item that points back
    doc, at = quoting.placed(chosen[0][1].sentence, sentences_of)
    before = pointed_back_to(doc, at) if at is not None else None
    if before is None or is_heading(before.text) or states_nothing(before.text):
        return None
    return chosen[0][0], _candidate(before, chosen[0][1], ranked, context=chosen[0][1].context)


def _candidate(sentence: Sentence, item: Candidate, ranked: Sequence[Candidate], context: str) -> Candidate:
    """``sentence`` as retrieval ranked it, or, not among the candidates (with PostgreSQL, only a pool is), with the
    scores of the answer item ``item`` it stands beside and ``context``."""
    found = next((r for r in ranked if r.sentence.id == sentence.id), None)
    return found or replace(item, sentence=sentence, heading=False, context=context)


def on_subject(question: str, first: Candidate, *, titled: bool = False) -> Callable[[Candidate], bool]:
    """Whether a candidate is on the subject that the first answer's heading names.

    The subject is the question words that the heading or lead-in of ``first`` holds ("Cheap ice cream" for
    "How long is the ice cream mixture cooked?"), or its own text when it is a heading or lead-in itself; a
    candidate passes when its text and the heading it stands under (or is) hold them all, or when it sits
    in the same document under a subsection of the first one's numbered section ("3.4.1 ..." under "3
    Logical Components ..."). When that heading holds no question word (or there is none), every candidate
    passes. With ``titled``, a subject that the document's title holds is the whole document's: every candidate of
    that document passes (read only when looking for a value the answer lacks, :func:`_value_holder`).
    """
    subject = frozenset(question_terms(question) & content_words(under(first)))
    section = _SECTION.match(under(first))
    # a subject the document's title holds is the whole document's ("Goal-directed fluid restriction during brain
    # surgery: a prospective randomized controlled trial" over the abstract): its results section is on it too
    titled = titled and bool(subject) and subject <= content_words(first.title)

    def passes(c: Candidate) -> bool:
        if holds_subject(subject, c) or (titled and c.sentence.doc_id == first.sentence.doc_id):
            return True
        number = _SECTION.match(under(c))
        return (bool(section and number) and c.sentence.doc_id == first.sentence.doc_id
                and f"{number.group(1)}.".startswith(f"{section.group(1)}."))

    return passes


#: a numbered section's title ("3 Logical ...", "3.4.1 Network ...", "2. Scope"): its number
_SECTION = re.compile(r"(\d+(?:\.\d+)*)\.?\s+[^\W\d_]")


def _near_sentences(question: str, ranked: Sequence[Candidate], index, graph: nx.Graph, embedder: Embedder,
                    settings: Settings, in_chunks: Callable[[Sequence[str], Sequence[Sentence]], set[str]]) -> set[str]:
    """The ids of the ranked sentences that lie in the chunks behind the question's anchored entities (one hop).

    Only the candidates are looked up: in a large workspace the one-hop chunks number thousands (copies of a
    document share its entities), and reading them all cost up to half a second and filled the record caches.
    """
    if len(index) == 0:
        return set()
    qvec = embedder.encode([question])[0]
    anchors = anchoring.anchor("Q", question, qvec, index, top_n=settings.anchors_per_step,
                               min_score=settings.anchor_min_similarity,
                               min_unnamed=settings.anchor_min_unnamed)
    if not anchors:
        return set()
    sub = anchoring.subgraph("Q", graph, anchors, 1)
    return in_chunks(list(sub.chunk_ids), [r.sentence for r in ranked]) if sub.chunk_ids else set()
