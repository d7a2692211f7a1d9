"""How-to questions answered with the section that says how ("How do I make corn bread?"), and requests for what a
section says ("Summarize the section on positive pay").

A recipe, a procedure or a short how-to section states its method over several sentences under one heading:

    ### Corn bread (for 15 men).
    Take 2 heaping cups yellow corn meal, 1 cup flour, 3 eggs, … Beat eggs thoroly, whites and yolks separately.
    Sift baking powder with corn meal and flour. Melt lard, add the last. Beat fast and thoroly. Bake ½ hour …

An extractive answer of the two best sentences quoted the ingredients of this recipe and those of another one
("Corn bread (for 20 men)"), and not how to make either. For a question that asks how something is done
(:func:`asks_how_to`: "How do I make …?", "How is … made?", "What's the recipe for …?", "Can you tell me how to
…?") the answer stage looks among its candidates, best first, for one that stands in a short section (or heads
one) whose heading names exactly what the question asks about (:func:`names_exactly`: "Corn bread (for 15 men)."
for "How do I make corn bread?", "Stewed apples or apple sauce" for "… apple sauce?", "Baked beans" for "… baked
beans?"; not "Sauce for apple fritters" for "How do I make apple sauce?", nor "Macaroni and cheese" for "How do I
make cheese?", nor a statute's title "11 U.S.C. § 1326(a) Commencement of Plan Payments: Practice Tips:" for "How
are plan payments made?"), and answers with that section (:func:`section`): each of its sentences in order, an answer item and a step
of its own, the first under the heading. A question with a word the heading does not hold ("How do you check
whether the corn bread is done?", "… corn bread at home?") keeps its quoted sentences, and so does a section longer
than :data:`MAX_SECTION` sentences (a chapter, not a method).

A request for what a section says (:func:`asks_for_section`: "Summarize the section on positive pay", "Explain
agent-based patch management", "Tell me about the operating reserve", "What does the section on bonds say?"; not
"Explain why …", which asks for a reason) is answered the same way when a heading names exactly what it asks about
("7. POSITIVE PAY").

A question that asks something of a thing ("What are the ingredients of the hotcakes?") whose best candidates stand
under other headings reads those under a heading that is a name for the thing instead (:func:`named_first`:
"Buckwheat cakes", a kind of hotcake in WordNet); asking for a list of it, it is answered with that section whole
(:func:`section_at`), and a note says by what name the documents call it (:func:`named_otherwise`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from gechat.answerable import under
from gechat.asked import REQUEST
from gechat.lines import in_capitals, is_contents, is_heading, is_lead_in
from gechat.kinds import kind_named
from gechat.mentioned import forms, mentioned_in, names_thing, names_whole, thing_to_name
from gechat.records import Sentence
from gechat.relevance import question_terms
from gechat.text import content_stems as content_words

#: the sentences a section may hold to be answered whole (a recipe, a procedure; not a chapter)
MAX_SECTION = 10

_HOW_TO = re.compile(
    r"^\s*(?:please\s+)?(?:"
    r"how\s+(?:do|does|did|should|shall|can|could|would|must|to|is|are|was|were)\b"
    r"|(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?(?:tell|show|explain|describe|teach)\s+(?:to\s+)?(?:me\s+|us\s+)?"
    r"how\b"
    r"|(?:what|which)(?:['’]s|\s+(?:is|are|was|were))\s+the\s+(?:best\s+|right\s+|proper\s+)?(?:steps?|procedures?|"
    r"method|recipe|instructions|directions|process|way)\b"
    r"|(?:give|show|tell)\s+(?:me|us)\s+the\s+(?:recipe|steps|method|instructions|directions|procedure)\b)",
    re.IGNORECASE)

#: words that ask how (not what about): "make" in "How do I make corn bread?", "recipe" in "What is the recipe for …?",
#: "best way" in "What is the best way to make …?"
PROCEDURE_WORDS = frozenset(content_words(
    "make makes made making prepare prepares prepared preparing cook cooks cooked cooking bake bakes baked baking "
    "do does done doing recipe recipes step steps procedure procedures method methods instruction instructions "
    "direction directions process way ways best right proper tell show explain describe give teach please go about"))
#: words a request for a section asks with ("Summarize the section on …"), left out of its subject only
REQUEST_WORDS = frozenset(content_words(
    "summarize summarise summary overview outline section sections part chapter paragraph say says more tell explain "
    "describe discuss account give please about"))

#: what a heading says beside its subject: "(for 15 men)", "No. 1"
_ASIDE = re.compile(r"\([^)]*\)|\bno\.?\s*\d+\b|\d+", re.IGNORECASE)
#: a heading that names two things: "Stewed apples or apple sauce", "French toast or fried bread"
_ALTERNATIVES = re.compile(r"\s+or\s+|\s*[;/]\s*", re.IGNORECASE)
#: what a heading's dish is served with, which it does not name: "Beef stew with dumplings" is no dessert
_WITH = re.compile(r"\s+with\s+", re.IGNORECASE)
#: the most words of a heading that names one thing ("Lemon sherbet", "Cheap ice cream"), beside what it says aside
NAME_WORDS = 3


def heading_words(heading: str) -> frozenset[str]:
    """The content words of ``heading`` but what it says aside ("(for 40 men)", "No. 1", numbers): "lemon",
    "sherbet" of "Lemon sherbet (for 40 men)."."""
    return frozenset(content_words(_ASIDE.sub(" ", heading.lstrip("#"))))


def named_first(question: str, scored: list) -> tuple[list, tuple[str, frozenset[str]] | None]:
    """``scored`` (pairs of a score and a :class:`gechat.retrieval.Candidate`, best first) as it is, and None, unless
    the best names nothing of the thing the question asks something of (:func:`gechat.mentioned.thing_to_name`)
    while others stand under a heading that is a name for the whole of it (:func:`gechat.mentioned.names_whole`; of
    "Stewed apples or apple sauce", either): then only those, and the thing.

    "What are the ingredients of the sherbet?" is answered under "Lemon sherbet (for 40 men)", not with another
    recipe's "Put all ingredients in a pan.", which holds more of the question's words; "cornbread" is the recipe
    headed "Corn bread". A heading is a name when it holds at most :data:`NAME_WORDS` words beside what it says
    aside (:func:`heading_words`), and is no lead-in ("This resulted in the following figures: carbetocin versus
    oxytocin: …"): "6.1 ZTA and NIST Risk Management Framework" names a topic that takes in a framework, and what
    it says is no answer to "What is the scope of the framework?"; nor is what a dish is served "with" ("Beef stew
    with dumplings" names no dessert, though WordNet counts a dumpling as one). A sentence that names the thing
    itself is not enough either: "The proportion of subjects with blood loss … oxytocin …" is no answer to "What
    proportion of women in the oxytocin group needed uterine massage?"."""
    thing = thing_to_name(question)
    if thing is None or not scored or names_thing(thing, scored[0][1].sentence.text, under(scored[0][1])):
        return scored, None

    def headed(c) -> bool:
        heading = under(c)
        return heading != c.sentence.text and not is_lead_in(heading) and any(
            len(heading_words(name)) <= NAME_WORDS and names_whole(thing, _WITH.split(name, 1)[0])
            for name in _ALTERNATIVES.split(_ASIDE.sub(" ", heading.lstrip("#"))))

    found = [x for x in scored if headed(x[1])]
    return (found, thing) if found else (scored, None)


def named_otherwise(question: str, answer: str, heading: str = "") -> str:
    """A note for an answer whose first item (``answer``, read with the ``heading`` it stands under) names the thing
    the question asks something of (:func:`gechat.mentioned.thing_to_name`) only by another of WordNet's names for
    it or a kind of it, so that the reader sees why it answers: "hotcakes" answered from "Buckwheat cakes (for 20
    men): …"; "" when it names the thing in its own words, or not at all."""
    thing = thing_to_name(question)
    if thing is None or not answer:
        return ""
    text = f"{heading} {answer}"
    if mentioned_in(thing[0], content_words(text) | forms(text), thing[1]):
        return ""
    name = kind_named(thing[0], text)
    return (f"The documents do not say \u201c{thing[0]}\u201d: the answer is about \u201c{name}\u201d, which WordNet "
            f"counts as another name for {thing[0]} or a kind of it.") if name else ""


def asks_how_to(question: str) -> bool:
    """Does the question ask how something is done ("How do I make …?", "How is … made?", "What's the recipe
    for …?", "Can you tell me how to …?")? "How many", "how long", "how much" ask for a value and are not
    how-to questions."""
    return bool(_HOW_TO.search(question))


def asks_for_section(question: str) -> bool:
    """Is the question answered by a whole section when one is named exactly: a how-to question
    (:func:`asks_how_to`) or a request for what a section says ("Summarize the section on positive pay", "Tell me
    about the operating reserve"; not "Explain why …", which asks for a reason)?"""
    return asks_how_to(question) or bool(REQUEST.search(question))


def subject(question: str) -> frozenset[str]:
    """What a how-to question or a request asks about: its words but the asking ones ("corn", "bread" of "How do I make
    corn bread?"; "positive", "pay" of "Summarize the section on positive pay")."""
    asked = PROCEDURE_WORDS | (REQUEST_WORDS if REQUEST.search(question) and not asks_how_to(question) else set())
    return frozenset(question_terms(question) - asked)


def names_exactly(heading: str, question: str) -> bool:
    """Does ``heading`` name exactly what the how-to ``question`` asks about: every word of its :func:`subject`
    stands in the heading, and every word of the heading (or of one of its alternatives, "X or Y") but what it
    says aside ("(for 15 men)", "No. 1", numbers) stands in the question?"""
    wanted = subject(question)
    if not wanted or not wanted <= content_words(heading):
        return False
    terms = question_terms(question)
    main = _ASIDE.sub(" ", heading.lstrip("#"))
    return any(words and words <= terms for words in (content_words(alt) for alt in _ALTERNATIVES.split(main)))


def section(question: str, doc: Sequence[Sentence], at: int) -> tuple[Sentence, list[Sentence]] | None:
    """The heading above ``doc[at]`` (or ``doc[at]`` itself, when it is one) and the sentences under it, when
    the question asks how or for a section (:func:`asks_for_section`), the heading names exactly what it asks about
    (:func:`names_exactly`), ``doc[at]`` stands in that section and the section holds one to
    :data:`MAX_SECTION` sentences; else None."""
    if not asks_for_section(question):
        return None
    found = section_at(doc, at)
    return found if found is not None and names_exactly(found[0].text, question) else None


def section_at(doc: Sequence[Sentence], at: int) -> tuple[Sentence, list[Sentence]] | None:
    """The heading above ``doc[at]`` (or ``doc[at]`` itself, when it is one) and the sentences under it, when
    ``doc[at]`` stands in a section (no part's title between) of one to :data:`MAX_SECTION` sentences that state
    something (not lead-ins alone); else None."""
    if not 0 <= at < len(doc):
        return None
    start = None
    for i in range(at, max(-1, at - MAX_SECTION - 1), -1):
        if is_heading(doc[i].text):
            start = i
            break
        if _breaks(doc[i].text):  # a part's title between: doc[at] stands in no section
            return None
    if start is None or is_contents(doc[start].text):
        return None
    body: list[Sentence] = []
    for s in doc[start + 1:]:
        if _breaks(s.text):
            break
        body.append(s)
        if len(body) > MAX_SECTION:
            return None
    if not body or all(is_lead_in(s.text) for s in body):
        return None
    return doc[start], body


def _breaks(text: str) -> bool:
    """Does ``text`` end a section: a heading, or a short line in capitals with a full stop (a book's part,
    "MEATS.", "BACON AND PORK.", which :func:`gechat.lines.is_heading` leaves to the sentences it titles)?"""
    if is_heading(text):
        return True
    return len(text.split()) <= 8 and in_capitals(text)


#: a numbered part of a document that a question asks within: "In Example 3, …", "According to Table 2, …"
_PART = re.compile(r"\b(?P<label>(?i:Example|Table|Figure|Fig\.|Exhibit|Appendix|Box|Scenario|Case\s+Study))\s+"
                   r"(?:[0-9]+(?:[.-][0-9]+)*|[A-Z](?:[.-]?[0-9]+)?)\b")
#: how far from a sentence that names a part (before or after) the part's other sentences are looked for
PART_SPAN = 6


def asked_within(question: str) -> str:
    """The numbered part of a document ``question`` names ("Example 3", "Table 2-1", "Appendix B"), or "": none
    when it names two ("Is Scenario 2 riskier than Scenario 1?" is asked of both)."""
    found = {" ".join(m.group(0).split()) for m in _PART.finditer(question)}
    return found.pop() if len(found) == 1 else ""


def within_part(part: str, text: str, heading: str) -> bool:
    """Does ``text``, or the ``heading`` or lead-in it stands under, name ``part`` ("EXAMPLE 3: A financial
    organization …" for "Example 3")? A later answer item to a question asked within a part must, or stand among the
    sentences that follow the one that names it (:func:`part_sentences`): "The security categories are based on the
    potential impact …" answers nothing of Example 3's."""
    said = re.escape(part).replace(r"\ ", r"\s+")
    return re.search(rf"(?<![\w.-]){said}(?![\w-]|\.\d)", f"{heading}\n{text}", re.IGNORECASE) is not None


def part_sentences(part: str, doc: Sequence[Sentence], at: int | None) -> set[str]:
    """The ids of the sentences of ``part`` around ``doc[at]``: from the nearest sentence at or before it that names
    the part in its text ("EXAMPLE 3: A financial organization …") up to the next heading or sentence that names
    another part of its kind ("EXAMPLE 4: …"), at most :data:`PART_SPAN` sentences each way. Empty when none names
    it."""
    if at is None:
        return set()
    label = _PART.match(part)
    start = next((i for i in range(at, max(-1, at - PART_SPAN), -1) if within_part(part, doc[i].text, "")), None)
    if start is None or label is None:
        return set()
    out = {doc[start].id}
    for s in doc[start + 1 : start + 1 + PART_SPAN]:
        other = [m for m in _PART.finditer(s.text) if m.group("label").lower() == label.group("label").lower()
                 and not within_part(part, m.group(0), "")]
        if is_heading(s.text) or other:
            break
        out.add(s.id)
    return out
