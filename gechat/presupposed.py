"""What a why-question takes as given, and whether the documents state it.

"Why does FIPS 199 require encryption of all federal data?" asks for a reason, but first it takes as given that
FIPS 199 requires encryption of all federal data. When the documents never say so, any sentence quoted as the
answer answers another question, and a badge beside it would tell the reader only that the sentence stands in the
documents. :func:`premise` writes what the question takes as given ("FIPS 199 does require encryption of all
federal data.") from spaCy's parse of it; :func:`judged` reads it against the sentences most about the question
(:func:`gechat.slots.about`), each alone and with the heading or lead-in it stands under, as a step is judged.
The premise is not stated when no sentence entails it even where the judge finds the sentence leaving a detail
out (a heading's "for 20 men", a paraphrase the model reads as saying more: a lenient reading, since declining an
answerable question costs the reader its answer), or when a deterministic conflict check reads a sentence as
saying otherwise ("Bacon should be soaked in cold water …" against "… soaked in hot water …") and none entails it
in full. The pipeline then declines the question, naming the premise and the sentence that says otherwise.

Only questions that ask why (and "how come", "for what reason") are read: their premise is a whole statement. A
question the parse cannot turn into one (no subject straight after the auxiliary, a subject that runs to the end)
has none, and is answered as before.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from gechat import slots
from gechat.claimed import AUXILIARIES, FINITE, SUBJECTS
from gechat.errors import ModelNotFoundError

#: the words that open a question asking why, with the question that follows them inverted ("Why does …")
_WHY = re.compile(r"\s*(?:why|for\s+what\s+reason)\s+(?=\w)", re.IGNORECASE)
#: "How come …" asks why with the statement that follows it as it stands ("How come the soup is thickened?")
_HOW_COME = re.compile(r"\s*how\s+come\s+(?=\w)", re.IGNORECASE)
#: a participle after the subject that the parse hung on it is the predicate ("Are the rolls | painted …")
_PARTICIPLES = frozenset({"VBN", "VBG"})


@dataclass(frozen=True)
class Premise:
    """What a question takes as given and how well the sentences most about it state it."""

    #: the statement ("bacon should be soaked in hot water …")
    statement: str
    #: the best entailment among the sentences read, whatever they leave out (0 when none was read)
    entailment: float
    #: the text of the sentence that entails it best
    best: str = ""
    #: a sentence that a deterministic conflict check reads as saying otherwise (``Judgment.conflict``), when no
    #: sentence entails the statement in full; else ""
    against: str = ""

    def stated(self, threshold: float) -> bool:
        """Some sentence entails the premise, leaving out at most a detail the question adds (a heading's "for 20
        men", a paraphrase the model reads as saying more), and none that fails to entail it says otherwise."""
        return self.entailment >= threshold and not self.against


def read(question: str, ranked: Sequence, judge, spacy_model: str, threshold: float) -> Premise | None:
    """What ``question`` takes as given, judged against the sentences most about it in ``ranked`` (retrieval's
    candidates); None for a question that does not ask why, one whose premise the parse cannot read, no candidates
    or no spaCy pipeline."""
    if not ranked or not asks_why(question):
        return None
    try:
        statement = premise(question, slots.parser(judge, spacy_model))
    except ModelNotFoundError:
        return None
    return judged(statement, slots.about(question, ranked), judge, threshold) if statement else None


def asks_why(question: str) -> bool:
    return bool(_WHY.match(question) or _HOW_COME.match(question))


def premise(question: str, parse: Callable[[str], object]) -> str:
    """The statement ``question`` takes as given when it asks why, else ``""``."""
    question = " ".join(question.split()).rstrip(" ?.!")
    come = _HOW_COME.match(question)
    if come:
        rest = question[come.end():]
        return _sentence(rest) if _whole(parse(rest)) else ""
    why = _WHY.match(question)
    if not why:
        return ""
    rest = question[why.end():]
    return _uninverted(list(parse(rest[:1].upper() + rest[1:])))


def _whole(doc) -> bool:
    """Does ``doc`` have a subject before its main verb?"""
    return any(t.dep_ in SUBJECTS and t.head.dep_ == "ROOT" and t.i < t.head.i for t in doc)


def _uninverted(tokens) -> str:
    """ "Does the Handbook warn against …" → "the Handbook does warn against …"; "" when the parse does not give a
    subject right after the auxiliary and a predicate after the subject."""
    if len(tokens) < 3:
        return ""
    aux = tokens[0]
    if aux.lemma_.lower() not in AUXILIARIES or aux.tag_ not in FINITE:
        return ""
    start = 1
    negation = ""
    if tokens[1].dep_ == "neg":  # "Why shouldn't bits of fritter be left …"
        negation, start = " not", 2
    subject = next((t for t in tokens[start:] if t.dep_ in SUBJECTS
                    and (t.head.dep_ == "ROOT" or t.head.pos_ in ("VERB", "AUX"))), None)
    if subject is None or subject.left_edge.i != start:
        return ""
    if subject.head.i == aux.i and aux.lemma_.lower() != "be":  # "Does | 11 U.S.C. § 1302 incorporate …" misread
        return ""
    end = subject.right_edge.i + 1
    if aux.dep_ == "ROOT":  # "Are the apple rolls painted with beaten egg": the parse hung the predicate on the subject
        hung = [t.i for t in subject.subtree if t.right_edge.i == subject.right_edge.i and t.i > subject.i
                and (t.dep_ == "acl" and t.tag_ in _PARTICIPLES or t.dep_ == "amod" and t.pos_ == "ADJ")]
        end = max(hung, default=end)
    if end >= len(tokens) or end <= start:
        return ""
    subject_text = _text(tokens[start:end])
    if subject_text.count("'") % 2 or subject_text.count('"') % 2:  # "the value 'not | applicable'": a quote cut
        return ""
    predicate = _text(tokens[end:])
    return _sentence(f"{subject_text} {aux.text.lower()}{negation} {predicate}")


def _text(tokens) -> str:
    return "".join(t.text_with_ws for t in tokens).strip()


def _sentence(text: str) -> str:
    text = " ".join(text.split()).rstrip(" ,;:")
    return text + "." if text else ""


def judged(statement: str, near: Sequence, judge, threshold: float) -> Premise:
    """``statement`` read against ``near`` (:class:`gechat.retrieval.Candidate` s, each alone and with its
    context): its best entailment, and a sentence a conflict check reads as saying otherwise. The best entailment
    counts a pair whose sentence the judge finds leaving something out (``Judgment.missing``), which keeps such a
    sentence from supporting a step: a premise is only declined when not even that reading states it; but a
    conflict counts only when no sentence entails the statement in full."""
    if not statement or not near:
        return Premise(statement, 0.0)
    texts = [c.sentence.text for c in near]
    with_context = [i for i, c in enumerate(near) if c.context]
    premises = texts + [f"{near[i].context} {texts[i]}" for i in with_context]
    owners = list(range(len(near))) + with_context
    judgments = judge.judge(premises, [statement] * len(premises))
    best, best_text, full, against, against_score = 0.0, "", 0.0, "", threshold
    for owner, j in zip(owners, judgments):
        if j.entailment > best:
            best, best_text = j.entailment, texts[owner]
        if not j.missing:
            full = max(full, j.entailment)
        if j.conflict and j.contradiction >= against_score:
            against, against_score = texts[owner], j.contradiction
    return Premise(statement, best, best_text, against if full < threshold else "")
