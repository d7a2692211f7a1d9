"""Does a sentence show that a short answer item answers its question?

A phrase ("PEP", "4 hours") claims nothing of its own (:mod:`gechat.claimed`): a sentence that names it shows
no more than that the documents name it. So a short answer item is judged only against the sentences most
about its question (:func:`about`: the first ``ABOUT_TOP`` that retrieval ranks for the question, headings,
lead-ins and titles read with them). An item that only repeats the question's words, or whose claim could not
be read from the question, is supported by none (:func:`unclaimed`); of the others a sentence supports it only
if it puts the item where the question's answer stands (:func:`other_place`: "The United States Trustee
appoints and supervises standing trustees and monitors and supervises cases …" names "cases", but not as the
one who appoints, for "Who appoints and supervises standing trustees?"). "Yes" and "No" are judged as the question's
statement, affirmed or denied (:func:`reading`).

The sentence's own readings (entailment, neutral, contradiction) are the judge's, as for any step; a sentence
that cannot support the item keeps them and says why (``ScoredSentence.missing``), as a sentence that lacks a
step's figure does.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from gechat.answerable import may_answer, typed_top
from gechat.claimed import is_phrase, is_yes_no, statement
from gechat.records import ScoredSentence, Sentence, Step
from gechat.retrieval import Candidate
from gechat.text import content_stems, content_words, stem

#: how many of the sentences retrieval ranks best for the question a short answer is judged against: more than
#: the eight passages RAG mode shows the model (a heading takes a place), the ten the "not answered" decision
#: reads for a value of the asked type. On ``eval/answers/bench_claims.py`` the gold sentence of an answerable
#: question is among its first 10 for 70 of 78 questions (5: 67); another question's answer sentence for 23 of
#: 234 (5: 10).
ABOUT_TOP = 10



@dataclass(frozen=True)
class Reading:
    """How one answer item is judged: ``step`` (the item, or for "Yes" / "No" the question's statement), the only
    sentences to judge it against (``offer``; None: the KG's, as for a step), what each judged sentence goes
    through (``read``), and the claim shown beside it."""

    step: Step
    offer: tuple[Sentence, ...] | None = None
    read: Callable[[ScoredSentence], ScoredSentence] | None = None
    claim: str = ""


def reading(question: str, item: Step, ranked: Sequence[Candidate], parse: Callable[[str], object]) -> Reading:
    """How ``item`` is judged as an answer to ``question`` (:class:`Reading`). An item that quotes the documents
    or is a sentence of its own is judged as it stands."""
    if not question or item.origin != "generated" or not is_phrase(item.text, parse):
        return Reading(item)
    claim = statement(question, item.text, parse)
    if claim and (is_yes_no(item.text) or asks_yes_no(question)):
        # "No" to "Does the Handbook create …?": "the Handbook does not create …", judged as it stands
        return Reading(Step(item.id, claim, "generated"), claim=claim)
    near = tuple(about(question, ranked))
    return Reading(item, near, reader(question, item.text, claim), claim)


def asks_yes_no(question: str) -> bool:
    """Does ``question`` open with an auxiliary ("Does …?", "Is …?", "Can …?")?"""
    return bool(_YES_NO_QUESTION.match(question))


def parser(entailer) -> Callable[[str], object]:
    """The judge's conflict checks' cached spaCy parse (the default checker's for a judge without them)."""
    parse = getattr(getattr(entailer, "conflicts", None), "parse", None)
    if parse is None:
        from gechat.entail.conflicts import default_parse

        parse = default_parse
    return parse


_YES_NO_QUESTION = re.compile(r"\s*(?:is|are|was|were|am|do|does|did|has|have|had|can|could|will|would|shall|should|"
                              r"may|might|must)\b", re.IGNORECASE)


def about(question: str, ranked: Sequence[Candidate], top: int = ABOUT_TOP) -> list:
    """The sentences most about ``question``, best first, from retrieval's ranking as the "not answered" decision
    reads it (:func:`gechat.answerable.typed_top`: headings and lead-ins ranked among them but not counted,
    questions in the text and tables of contents left out; a title page's line only for a question about the
    document itself)."""
    return [c.sentence for c in typed_top(ranked, top, question) if may_answer(c, question)]


def reader(question: str, item: str, claim: str) -> Callable[[ScoredSentence], ScoredSentence]:
    """What :func:`gechat.pipeline.step_evidence` does to each judged sentence of a short answer item: no sentence
    supports an item whose claim could not be read from the question, nor one that only repeats the question's
    words ("policy engine" for "What is the policy engine responsible for?"); one that gives something else where
    ``claim`` puts ``item`` cannot support it."""
    item = " ".join(item.split())
    reason = unclaimed(question, item, claim)

    def read(s: ScoredSentence) -> ScoredSentence:
        if s.missing or s.conflict:
            return s
        if reason:
            return replace(s, missing=reason)
        word = other_place(claim, item, s.sentence.text)
        if not word:
            return s
        return replace(s, missing=f"the sentence names '{item}', but not as the doer of '{word}' the question "
                                  "asks about")

    return read


#: the answers a question offers ("Which mobile operating system, iOS or Android, …?"): an item may repeat one
_CHOICE = re.compile(r"\b[\w-]+(?:,\s*[\w-]+)*,?\s+or\s+[\w-]+", re.IGNORECASE)


def unclaimed(question: str, item: str, claim: str) -> str:
    """Why ``item`` claims nothing as an answer to ``question``, or ""."""
    if not claim:
        return "what this short answer claims could not be read from the question"
    words = content_stems(item)
    offered = any(words <= content_stems(m.group(0)) for m in _CHOICE.finditer(question))
    if words and words <= content_stems(question) and not offered:
        return "the answer only repeats words of the question"
    return ""




def other_place(claim: str, item: str, sentence: str) -> str:
    """For a claim that puts ``item`` first, as the doer of the question's verb ("cases appoints and supervises
    standing trustees"): that verb, when ``sentence`` names the item and the verb but not the item as its doer (the
    verb within ``AFTER`` content words after the item, or, in the passive, just before it: "appointed by the United
    States Trustee"); "" otherwise, and for any other claim: the sentence lacks one of them (a paraphrase is the
    judge's to read), or the claim's other places are where the small parser misreads questions most. Read over the
    words, not a parse: spaCy's small model parses "The United States Trustee appoints and supervises …" with
    "appoints" as a plural noun."""
    said = content_words(claim, stem)
    mine = content_words(item, stem)
    if not mine or said[:len(mine)] != mine or len(said) == len(mine):
        return ""
    verb = said[len(mine)]
    words = content_words(sentence, stem)
    places = [i for i in range(len(words)) if words[i:i + len(mine)] == mine]
    if not places or verb not in words or verb in mine:
        return ""
    for i in places:
        if verb in words[i + len(mine):i + len(mine) + AFTER] or verb in words[max(0, i - 1):i]:
            return ""
    return verb


#: how many content words may stand between the item and its verb ("The Defense Information Systems Agency (DISA)
#: and the Department of Defense published …": 3)
AFTER = 4


def _find(words: list[str], part: list[str]) -> int | None:
    return next((i for i in range(len(words) - len(part) + 1) if words[i:i + len(part)] == part), None)
