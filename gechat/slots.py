"""Does a sentence show that a short answer item answers its question?

A phrase ("PEP", "4 hours") claims nothing of its own (:mod:`gechat.claimed`): a sentence that names it shows
no more than that the documents name it. So a short answer item is judged only against the sentences most
about its question (:func:`about`: the first ``ABOUT_TOP`` that retrieval ranks for the question, headings,
lead-ins and titles read with them). An item that only repeats the question's words, holds no value of the kind
asked for, or whose claim could not be read from the question, is supported by none (:func:`unclaimed`); of the
others a sentence supports it only if it entails the item, does not name it in another role than the doer of
the question's verb (:func:`other_place`: "The United States Trustee appoints and supervises standing trustees
and monitors and supervises cases …" names "cases", but not as the one who appoints, for "Who appoints and
supervises standing trustees?"), and, read with its heading or lead-in, entails the claim too (:func:`reader`).
"Yes" and "No" are judged as the question's statement, affirmed or denied (:func:`readings`). A bare number ("3" for
"How many security objectives does FISMA define …?") reads as nothing the model can judge alone: a sentence whose
one count of what the question counts it is, in digits or words ("defines three security objectives", :func:`counts`),
supports it when it entails its claim. An item that is a sentence of its own ("The potential impact is LOW if—" for
"What is a loss of confidentiality?") is judged as it stands, but when its words are not about the question only a
sentence about the question may support it (:func:`off_question`).

On ``eval/answers/bench_claims.py`` (the answer benchmark's questions, each judged against the sentence that holds
its gold): right answers Supported 78 → 63 of 85, wrong ones from that sentence 166 → 50 of 188, the answers to
other questions on the same document 235 → 20 of 255.

The sentence's own readings (entailment, neutral, contradiction) are the judge's, as for any step; a sentence
that cannot support the item keeps them and says why (``ScoredSentence.missing``), as a sentence that lacks a
step's figure does.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace

from gechat.answerable import for_subject, may_answer, off_subject, one_section, question_subject, typed_top
from gechat.asked import AUXILIARIES, question_type
from gechat.values import holds_asked
from gechat.claimed import is_phrase, is_yes_no, statement
from gechat.declines import ASKED
from gechat.entail.numbers import number
from gechat.entail.base import Entailer
from gechat.records import ScoredSentence, Sentence, Step
from gechat.relevance import DEFAULT
from gechat.retrieval import Candidate, introduces
from gechat.text import content_stems, content_words, stem

#: how many of the sentences retrieval ranks best for the question a short answer is judged against: more than
#: the eight passages RAG mode shows the model (a heading takes a place), the ten the "not answered" decision
#: reads for a value of the asked type. On ``eval/answers/bench_claims.py`` the gold sentence of an answerable
#: question is among its first 10 for 70 of 78 questions (5: 67); another question's answer sentence for 23 of
#: 234 (5: 10).
ABOUT_TOP = 10

#: the relevance (:func:`gechat.relevance.text_relevance`) under which an answer item that is a sentence of its own
#: is not about its question: the threshold at which a sentence of the documents is relevant to a question
RELEVANT = DEFAULT.threshold
#: an item that opens with a word standing for something said before ("It is …", "They …", "This …") leaves
#: its subject to the question, so its words cannot be set against the question's
_REFERS_BACK = re.compile(r"\s*(?:it|its|they|their|them|he|she|his|her|this|these|that|those|the latter|the former)\b",
                          re.IGNORECASE)



@dataclass(frozen=True)
class Reading:
    """How one answer item is judged: ``step`` (the item, or for "Yes" / "No" the question's statement), the only
    sentences to judge it against (``offer``; None: the KG's, as for a step), what each judged sentence goes
    through (``read``), and the claim shown beside it."""

    step: Step
    offer: tuple[Sentence, ...] | None = None
    read: Callable[[ScoredSentence], ScoredSentence] | None = None
    claim: str = ""


def readings(question: str, items: Sequence[Step], ranked: Sequence[Candidate], parse: Callable[[str], object],
             judge: Entailer, threshold: float, alpha: float = 0.5,
             relevance: Callable[[str, str], float] | None = None) -> list[Reading]:
    """How each of ``items`` is judged as an answer to ``question`` (:class:`Reading`). An item that quotes the
    documents or is a sentence of its own is judged as it stands; ``judge`` and ``threshold`` read a short item's
    claim (``alpha``: the evidence score's weight of entailment, for a bare number's readings). A generated item that
    is a sentence of its own is judged as it stands, but when ``relevance`` (question, item) is under ``RELEVANT``
    only a sentence among those most about the question may support it (:func:`off_question`). The sentences most
    about the question are found once, when the first item needs them."""
    near: list[Candidate] | None = None
    out = []
    for item in items:
        if not question or item.origin != "generated":
            out.append(Reading(item))
            continue
        if not is_phrase(item.text, parse):
            score = relevance(question, item.text) if relevance and not _REFERS_BACK.match(item.text) else 1.0
            if score >= RELEVANT:
                out.append(Reading(item))
                continue
            near = about(question, ranked) if near is None else near
            out.append(Reading(item, read=off_question(score, {c.sentence.id for c in near})))
            continue
        claim = statement(question, item.text, parse)
        if claim and (is_yes_no(item.text) or asks_yes_no(question)):
            # "No" to "Does the Handbook create …?": "the Handbook does not create …", judged as it stands
            out.append(Reading(Step(item.id, claim, "generated"), claim=claim))
            continue
        near = about(question, ranked) if near is None else near
        contexts = {c.sentence.id: c.context for c in near}
        out.append(Reading(item, tuple(c.sentence for c in near),
                           reader(question, item.text, claim, contexts, judge, threshold, parse, alpha), claim))
    return out


def off_question(score: float, near: frozenset[str] | set[str]) -> Callable[[ScoredSentence], ScoredSentence]:
    """What :func:`gechat.pipeline.step_evidence` does to each judged sentence of an answer item that is a sentence
    of its own but whose words are not about the question (relevance ``score``): only a sentence among those most
    about the question (the ids ``near``, :func:`about`) may support it ("a software component does not need to be
    installed on all client devices" for "What is the primary benefit of the resource portal model?", from the
    sentence that names that benefit), no other ("The potential impact is LOW if—" for "What is a loss of
    confidentiality?"); a contradiction still shows."""
    why = (f"the answer item is not about the question (relevance {score:.2f}, under {RELEVANT:.2f}), nor is this "
           "sentence among those most about it")
    return lambda s: s if s.conflict or s.missing or s.sentence.id in near else replace(s, missing=why)


def asks_yes_no(question: str) -> bool:
    """Does ``question`` open with an auxiliary ("Does …?", "Is …?", "Can …?")?"""
    return bool(_YES_NO_QUESTION.match(question))


def parser(entailer, model: str) -> Callable[[str], object]:
    """The judge's conflict checks' cached spaCy parse, or one of ``model`` (the settings' spaCy pipeline) for a
    judge without them."""
    parse = getattr(getattr(entailer, "conflicts", None), "parse", None)
    if parse is None:
        from gechat.entail.conflicts import ConflictChecker

        parse = ConflictChecker(model).parse
    return parse


_YES_NO_QUESTION = re.compile(rf"\s*(?:am|{AUXILIARIES})\b", re.IGNORECASE)


def about(question: str, ranked: Sequence[Candidate], top: int = ABOUT_TOP) -> list:
    """The sentences most about ``question``, best first, from retrieval's ranking as the decision and the extractive
    answer read it: none under a heading that names another subject ("Rice soup" for the bean soup's boiling time,
    :func:`gechat.answerable.off_subject`), for a typed question whose subject names one section those that may
    speak of it (:func:`gechat.answerable.for_subject`), then the first ``top`` that state something
    (:func:`gechat.answerable.typed_top`: headings and lead-ins ranked among them but not counted, questions in the
    text and tables of contents left out), a title page's line only for a question about the document itself, a
    heading only when it holds the value a typed question asks for ("Cheap ice cream (for 40 men, 6 men to 1 quart
    ice cream)"): a heading names a topic, it states no answer ("3.3 Trust Algorithm")."""
    topic = question_subject(question, ranked)
    pool = [c for c in ranked if not off_subject(topic, c)] or list(ranked)
    qtype = question_type(question)
    if qtype and one_section(topic, ranked):
        pool = [c for c in pool if for_subject(topic, question, c)] or pool
    return [c for c in typed_top(pool, top, question, qtype) if may_answer(c, question)
            and (not introduces(c) or bool(qtype) and holds_asked(c.sentence.text, question, qtype))]


def reader(question: str, item: str, claim: str, contexts: Mapping[str, str], judge: Entailer, threshold: float,
           parse: Callable[[str], object], alpha: float = 0.5) -> Callable[[ScoredSentence], ScoredSentence]:
    """What :func:`gechat.pipeline.step_evidence` does to each judged sentence of a short answer item: no sentence
    supports an item whose claim could not be read from the question, one that holds no value of the kind asked
    for, or one that only repeats the question's words (:func:`unclaimed`); a sentence that entails the item
    supports it only if it names the item as the doer of the question's verb when the claim makes it one
    (:func:`other_place`) and, read with the heading or lead-in it stands under (``contexts``), entails the claim
    too ("Bean soup (for 20 men): … let boil for about 2 hours …" entails "the bean soup should boil about 2
    hours"; "A loss of confidentiality is the unauthorized disclosure of information." names "information" but does
    not make it the answer)."""
    item = " ".join(item.split())
    reason = unclaimed(question, item, claim)
    verbs = _verbs(question, parse)
    count = bare_number(item) if _COUNT_QUESTION.search(question) else None  # "1998" for "When …?" as before
    counted = counted_stems(question, parse) if count is not None else frozenset()

    def read(s: ScoredSentence) -> ScoredSentence:
        if count is not None and not s.conflict and not reason:
            # "3" for "How many security objectives …?": a bare number entails nothing the model can read; the
            # sentence must state it as its one count of what the question counts ("defines three security
            # objectives"; not "TIC 3.0", "bake about 2 hours", nor "7 members, including 5 voting members") and
            # the claim is judged in its place
            if counts(s.sentence.text, counted, parse) == {count}:
                return _as_answer(s, judged(s), bare=True)
            return s if s.missing else replace(s, missing=f"the sentence does not state {item}")
        if s.missing or s.conflict:
            return s
        if reason:
            return replace(s, missing=reason)
        if not s.reads_as_entailing(threshold):
            return s
        word = other_place(claim, item, s.sentence.text)
        if word in verbs:
            return replace(s, missing=f"the sentence names '{item}', but not as the doer of '{word}' the question "
                                      "asks about")
        return _as_answer(s, judged(s), bare=False)

    def judged(s: ScoredSentence):
        context = contexts.get(s.sentence.id, "")
        (j,) = judge.judge([f"{context}: {s.sentence.text}" if context else s.sentence.text], [claim])
        return j

    def _as_answer(s: ScoredSentence, j, *, bare: bool) -> ScoredSentence:
        if j.entailment >= threshold and not j.conflict and not j.missing:
            if bare:  # the claim's readings are the only ones a bare number has, and its score moves with them
                return replace(s, entailment=j.entailment, neutral=j.neutral, contradiction=j.contradiction,
                               missing="", score=s.score + alpha * (j.entailment - s.entailment))
            return s
        why = j.conflict or j.missing or f"entailment {j.entailment:.2f}"
        return replace(s, missing=f"the sentence names '{item}', but does not state it as the answer ({why})")

    return read


def bare_number(item: str) -> float | None:
    """The number ``item`` is when it is nothing else ("3", "three", "12."), else None."""
    words = item.rstrip(" .;:!?,").split()
    value = number(words[0]) if len(words) == 1 else None
    return value if value is not None and math.isfinite(value) else None  # not "NaN" or "inf"


def counts(text: str, counted: set[str] | frozenset[str], parse: Callable[[str], object]) -> set[float]:
    """The values ``text`` states, in digits or words, as counts of one of the words ``counted`` (stems): the noun the
    number modifies in the parse or the first noun after it ("three security objectives" → {3}; "7 members,
    including 5 voting members" → {7, 5}; not "3 dashes red pepper" for peppers); a whole number written with a
    decimal point ("TIC 3.0") counts nothing."""
    out = set()
    for t in parse(text):
        value = number(t.text)
        if value is None or "." in t.text and value == int(value):
            continue
        nouns = [t.head] if t.dep_ == "nummod" and t.head.i != t.i else []  # and the first noun after it: the
        # parse may tie "3" to "beans" in "Take 3 pounds beans"
        for x in t.doc[t.i + 1:t.i + 1 + COUNTED_WITHIN]:
            if x.pos_ in ("VERB", "AUX", "NUM") or x.is_punct:
                break  # "FIPS Publication 199 defines three levels": 199 counts no levels
            if x.pos_ in ("NOUN", "PROPN"):
                nouns.append(x)
                break
        if any(stem(noun.lower_) in counted for noun in nouns):
            out.add(value)
    return out


def counted_stems(question: str, parse: Callable[[str], object]) -> frozenset[str]:
    """The stem of what a "how many" question counts, the noun "many" describes in the parse ("How many *pounds* of
    cooked meat …", "How many *members* sit on the board?"), or, for another question, of each of its content
    words."""
    for t in parse(question):
        if t.lower_ == "many" and t.head.pos_ in ("NOUN", "PROPN") and t.head.i != t.i:
            return frozenset({stem(t.head.lower_)})
    return frozenset(content_stems(question))


#: how far after a number the noun it counts may stand when the parse does not tie them ("4 hard-boiled eggs")
COUNTED_WITHIN = 3
#: a question that asks for a count, which a bare number answers
_COUNT_QUESTION = re.compile(r"\bhow\s+many\b|\bnumber\s+of\b", re.IGNORECASE)


def _verbs(question: str, parse: Callable[[str], object]) -> frozenset[str]:
    """The question's verbs, as :func:`other_place` words them (stemmed)."""
    return frozenset(stem(t.text) for t in parse(question) if t.tag_.startswith("VB") and t.pos_ != "AUX")


#: the answers a question offers ("Which mobile operating system, iOS or Android, …?"): an item may repeat one
_CHOICE = re.compile(r"\b[\w-]+(?:,\s*[\w-]+)*,?\s+or\s+[\w-]+", re.IGNORECASE)


#: the asked-for values an answer item must hold when the question asks for one (:func:`gechat.asked.question_type`);
#: not a name or a date, which an answer may give in words a type test does not know ("the court", "before baking")
VALUES = frozenset({"quantity", "duration", "frequency", "money", "temperature", "percent", "email", "web", "age"})


def unclaimed(question: str, item: str, claim: str) -> str:
    """Why ``item`` claims nothing as an answer to ``question``, or "": its claim could not be read, it holds no
    value of the kind asked for ("2 quarts" for "How long should the bean soup boil?"), or it only repeats the
    question's words."""
    if not claim:
        return "what this short answer claims could not be read from the question"
    qtype = question_type(question)
    if qtype in VALUES and not holds_asked(item, question, qtype) and not holds_asked(claim, question, qtype) \
            and not (qtype == "quantity" and bare_number(item) is not None):  # "eighteen" for "How many eggs …?"
        return f"the answer is not {ASKED[qtype]}, which the question asks for"
    words = content_stems(item)
    offered = any(words <= content_stems(m.group(0)) for m in _CHOICE.finditer(question))
    if words and words <= content_stems(question) and not offered:
        return "the answer only repeats words of the question"
    return ""




def other_place(claim: str, item: str, sentence: str) -> str:
    """For a claim that puts ``item`` first, as the doer of the question's verb ("cases appoints and supervises
    standing trustees"): that verb, when ``sentence`` names the item and the verb but not the item as its doer (the
    verb within ``AFTER`` content words after the item, or, in the passive, two before it: "appointed by the United
    States Trustee"); "" otherwise, and for any other claim: the sentence lacks one of them (a paraphrase is the
    judge's to read), or the claim's other places are where the small parser misreads questions most. Read over the
    words, not a parse: spaCy's small model parses "The United States Trustee appoints and supervises …" with
    "appoints" as a plural noun."""
    said = content_words(claim, stem)
    mine = content_words(item, stem)
    if not mine or said[:len(mine)] != mine or len(said) == len(mine) or not claim.startswith(item):
        return ""
    between = claim[len(item):].split()
    verb = said[len(mine)]
    if next((w for w in between if content_words(w, stem)), None) is None or \
            any(w.lower() not in _LINKS for w in between[:between.index(next(w for w in between
                                                                               if content_words(w, stem)))]):
        return ""  # "M-19-17 is on improving …": what follows the item is no verb of it
    words = content_words(sentence, stem)
    places = [i for i in range(len(words)) if words[i:i + len(mine)] == mine]
    if not places or verb not in words or verb in mine:
        return ""
    for i in places:
        if verb in words[i + len(mine):i + len(mine) + AFTER] or verb in words[max(0, i - 2):i]:
            return ""
    return verb


#: the words that may stand between the item and its verb in the claim ("… now handles", "… does not appoint")
_LINKS = frozenset("is are was were be been has have had do does did will would can could should shall may might "
                   "must not also now then first still".split())

#: how many content words may stand between the item and its verb ("The Defense Information Systems Agency (DISA)
#: and the Department of Defense published …": 3)
AFTER = 4
