"""What a why-question takes as given, and whether the documents state it.

"Why does FIPS 199 require encryption of all federal data?" asks for a reason, but first it takes as given that
FIPS 199 requires encryption of all federal data. When the documents never say so, any sentence quoted as the
answer answers another question, and a badge beside it would tell the reader only that the sentence stands in the
documents. :func:`premise` writes what the question takes as given ("FIPS 199 does require encryption of all
federal data.") from spaCy's parse of it; :func:`judged` reads it against the sentences most about the question
(:func:`gechat.slots.about`), each alone and with the heading or lead-in it stands under, as a step is judged.
The premise is not stated when no sentence entails it, even where the NLI model alone reads the statement as
saying more than the sentence (a paraphrase, "should not be used as a substitute for legal research" for "warns
against relying on it in place of legal research": a lenient reading, since declining an answerable question
costs the reader its answer; a figure no sentence gives, "in 2015", is not let pass). The pipeline then declines
the question, naming the premise and a sentence a conflict check reads as saying otherwise ("Bacon should be
soaked in cold water …" against "… soaked in hot water …").

Only questions that ask why (and "how come", "for what reason") are read: their premise is a whole statement. A
question the parse cannot turn into one has none, and is answered as before: no subject straight after the
auxiliary, a subject and predicate that are not whole phrases, a pronoun subject ("Why does this happen?", "Why
did he leave?"), a hypothetical ("Why would anyone …"), a second question or a condition after it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from gechat import slots
from gechat.claimed import AUXILIARIES, FINITE, SUBJECTS, joined, span_text
from gechat.entail.combined import model_doubt
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
    #: the best entailment among the sentences read, counting those the NLI model alone doubts (0 when none was read)
    entailment: float
    #: the text of the sentence that entails it best
    best: str = ""
    #: when no sentence states the premise, one that a deterministic conflict check reads as saying otherwise
    #: (``Judgment.conflict``), named in the reason; else ""
    against: str = ""

    def stated(self, threshold: float) -> bool:
        """Does some sentence entail the premise (:func:`judged`'s lenient reading)?"""
        return self.entailment >= threshold


def read(question: str, ranked: Sequence, judge, spacy_model: str, threshold: float) -> Premise | None:
    """What ``question`` takes as given, judged against the sentences most about it in ``ranked`` (retrieval's
    candidates); None for a question that does not ask why, one whose premise the parse cannot read, no sentence
    about it that states something (headings only), or no spaCy pipeline."""
    if not ranked or not asks_why(question):
        return None
    try:
        statement = premise(question, slots.parser(judge, spacy_model))
    except ModelNotFoundError:
        return None
    near = slots.about(question, ranked) if statement else []
    return judged(statement, near, judge, threshold) if near else None


def asks_why(question: str) -> bool:
    return bool(_WHY.match(question) or _HOW_COME.match(question))


#: a question that goes on with another question or sentence ("…, and how long does it take?", "… 800-40? Was it
#: replaced?"), or sets a condition on what it asks ("…, if the market grew?"): its premise is no one statement
_MORE = re.compile(r"[?!]\s*\S|[a-z]{4,}\.\s+[A-Z]|,?\s+(?:and|or|but)\s+(?:how|what|why|when|where|who|which|is|are|does|do|did)\b"
                   r"|,\s*(?:if|unless|given|assuming|provided|supposing)\b", re.IGNORECASE)
#: an attribution at the end names where the premise is said, not part of it ("…, according to the report?")
_ATTRIBUTED = re.compile(r",\s*(?:according\s+to|as\s+(?:stated|said|reported)\s+(?:in|by))\b[^,]*$", re.IGNORECASE)
#: subjects that stand for something said before ("Why does this happen?", "Why did he leave?"), or no one in
#: particular, "Why is it that …": no sentence can state such a premise by itself
_PRONOUNS = frozenset("it this that these those he she they him her them i we you one".split())


def premise(question: str, parse: Callable[[str], object]) -> str:
    """The statement ``question`` takes as given when it asks why, else ``""``."""
    question = " ".join(question.split()).rstrip(" ?.!")
    if _MORE.search(question):
        return ""
    question = _ATTRIBUTED.sub("", question)
    come = _HOW_COME.match(question)
    if come:
        rest = question[come.end():]
        return joined(rest) if _whole(parse(rest)) else ""
    why = _WHY.match(question)
    if not why:
        return ""
    rest = question[why.end():]
    return _uninverted(list(parse(rest[:1].upper() + rest[1:])))


def shown(statement: str) -> str:
    """``statement`` as a reader would write it: "FIPS 199 does require encryption …" → "FIPS 199 requires encryption
    …", "the cooks do add burnt sugar …" → "the cooks add burnt sugar …" (the judge reads the statement as
    :func:`premise` writes it; "did" and a denial are kept: "NIST did withdraw …", "… does not cover …")."""
    m = _DO_SUPPORT.search(statement)
    if not m:
        return statement
    verb = m.group("verb")
    said = _third_person(verb) if m.group("do") == "does" else verb
    return f"{statement[:m.start()]} {said}{statement[m.end():]}"


_DO_SUPPORT = re.compile(r" (?P<do>does|do) (?!not\b|never\b)(?P<verb>[a-z]+)\b(?!')")
_IRREGULAR = {"have": "has", "be": "is", "do": "does", "go": "goes"}


def _third_person(verb: str) -> str:
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    if len(verb) > 1 and verb.endswith("y") and verb[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


def _whole(doc) -> bool:
    """Does ``doc`` have a subject, no pronoun, before its main verb?"""
    return any(t.dep_ in SUBJECTS and t.head.dep_ == "ROOT" and t.i < t.head.i and t.lower_ not in _PRONOUNS
               for t in doc)


def _uninverted(tokens) -> str:
    """ "Does the Handbook warn against …" → "the Handbook does warn against …"; "" when the parse does not give a
    subject right after the auxiliary and a predicate after the subject, each a whole phrase."""
    if len(tokens) < 3:
        return ""
    aux = tokens[0]
    word = _CONTRACTED.get(aux.lower_, aux.lower_)  # "ca" of "can't" is "can", "wo" of "won't" "will"
    if aux.lemma_.lower() not in AUXILIARIES or aux.tag_ not in FINITE or word in _HYPOTHETICAL:
        return ""
    start = 1
    negation = ""
    if tokens[1].dep_ == "neg":  # "Why shouldn't bits of fritter be left …"
        negation, start = " not", 2
    subject = next((t for t in tokens[start:] if t.dep_ in SUBJECTS
                    and (t.head.dep_ == "ROOT" or t.head.pos_ in ("VERB", "AUX"))), None)
    if subject is None or subject.left_edge.i != start or subject.lower_ in _PRONOUNS:
        return ""
    if subject.head.i == aux.i and aux.lemma_.lower() != "be":  # "Does | 11 U.S.C. § 1302 incorporate …" misread
        return ""
    end = subject.right_edge.i + 1
    if aux.dep_ == "ROOT":  # "Are the apple rolls painted with beaten egg": the parse hung the predicate on the subject
        hung = [t.i for t in subject.subtree if t.right_edge.i == subject.right_edge.i and t.i > subject.i
                and (t.dep_ == "acl" and t.tag_ in _PARTICIPLES or t.dep_ == "amod" and t.pos_ == "ADJ")]
        end = max(hung, default=end)
    if end >= len(tokens) or end <= start or not _apart(tokens, start, end, subject):
        return ""
    if tokens[end].dep_ == "neg" and not negation and tokens[end].lower_ in ("not", "n't"):
        negation, predicate = " not", span_text(tokens[end + 1:])  # "Why does the standard not cover …"
    elif tokens[end].dep_ == "neg" or tokens[end].lower_ == "never":  # "do never categorize": no statement says so
        return ""
    else:
        predicate = span_text(tokens[end:])
    if not predicate[:1].islower():  # "FIPS | is 199 mandatory", "NIST and … issue | did FIPS 199": a name cut
        return ""
    subject_text = span_text(tokens[start:end])
    if subject_text.count("'") % 2 or subject_text.count('"') % 2:  # "the value 'not | applicable'": a quote cut
        return ""
    return joined(subject_text, word + negation, predicate)


#: the auxiliary of a contraction as spaCy splits it ("ca" + "n't")
_CONTRACTED = {"ca": "can", "wo": "will", "sha": "shall"}
#: modals that ask about a case, not a fact ("Why would anyone soak bacon in water?")
_HYPOTHETICAL = frozenset({"would", "could", "might"})


def _apart(tokens, start: int, end: int, subject) -> bool:
    """Are the subject (``tokens[start:end]``) and the predicate after it each whole: no word of the subject hangs
    on a word after it, nor one after it on the subject (but the predicate's first word, which the parse hung on the
    subject: "Are the apple rolls | painted …")? Not "FIPS | is 199 mandatory", "the standard not | is applied"."""
    inside = range(start, end)
    return all(t.i == subject.i or t.head.i in inside for t in tokens[start:end]) and \
        all(t.head.i not in inside for t in tokens[end + 1:])


def judged(statement: str, near: Sequence, judge, threshold: float) -> Premise:
    """``statement`` read against ``near`` (:class:`gechat.retrieval.Candidate` s, each alone and with its
    context): its best entailment, and a sentence a conflict check reads as saying otherwise. The best entailment
    counts a pair that the NLI model alone reads as the statement saying more than the sentence
    (:func:`gechat.entail.combined.model_doubt`), which keeps such a sentence from supporting a step: a premise is
    declined only when not even that reading states it; not a pair whose sentence gives none of the statement's
    figure ("in 2015", "30 days") or only hedges it. A sentence that a conflict check reads as saying otherwise is
    named only when no sentence states the premise: a conflict about something else (another version, another
    recipe) declines nothing."""
    if not statement or not near:
        return Premise(statement, 0.0)
    texts = [c.sentence.text for c in near]
    with_context = [i for i, c in enumerate(near) if c.context]
    premises = texts + [f"{near[i].context} {texts[i]}" for i in with_context]
    owners = list(range(len(near))) + with_context
    judgments = judge.judge(premises, [statement] * len(premises))
    best, best_text, against, against_score = 0.0, "", "", threshold
    for owner, j in zip(owners, judgments):
        if j.entailment > best and (not j.missing or model_doubt(j.missing)):
            best, best_text = j.entailment, texts[owner]
        if j.conflict and j.contradiction >= against_score:
            against, against_score = texts[owner], j.contradiction
    return Premise(statement, best, best_text, against if best < threshold else "")


#: a sentence that opens by pointing back to the reason for what it says ("To address these concerns, …", "For
#: this reason, …", "Therefore, …"; not "Thus" (a summing-up more often than a reason), "As a result of the audit, …")
_BECAUSE_BEFORE = re.compile(r"\s*(?:to\s+(?:address|remedy|resolve|meet|avoid|prevent|counter)\s+(?:these|this|those|that|"
                             r"such)\b|for\s+(?:this|these|that|those)\s+reasons?\b|because\s+of\s+(?:this|these|that)\b|"
                             r"(?:therefore|hence|consequently|accordingly|as\s+a\s+result),)", re.IGNORECASE)
#: a sentence that opens by pointing back to what the one before says with what that brings about ("This will
#: cause them to spread …", "This prevents lumping", "This is because …"; not "It will take about 2 hours", "It
#: makes about 3 cups", "This means …")
_BECAUSE_AFTER = re.compile(r"\s*(?:(?:this|that|it|they|doing\s+so)\s+(?:(?:will|would|should|can)\s+)?(?:helps?|"
                            r"prevents?|causes?|allows?|ensures?|stops?|avoids?|reduces?|protects?|enables?|lets?)\b|"
                            r"this\s+is\s+because\b)", re.IGNORECASE)


def reason_beside(doc: Sequence, at: int):
    """The sentence beside ``doc[at]`` (a document's sentences in order) that gives the reason for what it states, or
    None: the one before when ``doc[at]`` opens by pointing back to a reason ("To address these concerns, judicial
    and administrative functions … were bifurcated." after the concerns), the one after when it opens by pointing
    back to ``doc[at]`` with what that does ("When about to put in the oven cover the tops … with a wet cloth." /
    "This will cause them to spread and present a fine appearance.")."""
    if _BECAUSE_BEFORE.match(doc[at].text) and at > 0:
        return doc[at - 1]
    if at + 1 < len(doc) and _BECAUSE_AFTER.match(doc[at + 1].text):
        return doc[at + 1]
    return None

