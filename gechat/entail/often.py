"""How often, in words: "occasionally", "rarely", "often", "usually", "always", "every spring".

:mod:`gechat.entail.frequencies` reads counted frequencies ("twice a week"); a sentence more often says how often
in an adverb, and a summary raises it: "The ferry is occasionally cancelled when winter storms bring high winds" /
"The ferry is frequently cancelled in winter" (0.97 entailed by the shipped model), "Hikers sometimes see black
bears on the upper trail" / "Black bears are routinely seen …" (0.98), "In a few cases, the update caused older
printers to stop responding" / "The update usually caused …" (0.96), "The river often floods in spring" / "The
river floods every spring" (0.80). Each word of how often is read from spaCy's parse with the word it qualifies
(its head: the verb, or the subject of "are rare") and placed on one scale, :data:`LEVELS` and :data:`PHRASES`:
rarely (1: "seldom", "in a few cases", "on a handful of occasions", "once in a blue moon"), sometimes (2:
"occasionally", "at times", "the occasional outage"), often (3: "frequently", "regularly", "commonly"), usually (4:
"typically", "routinely", "as a rule", "more often than not"), always (5: "invariably", "every spring", "each time").
Two words meet when they qualify the same head and the step's head has no object the sentence's clause lacks
("never took sugar" / "often took milk" are two things).

* :func:`often_conflict`: the sentence says rarely what the step says often, usually or always, or the reverse
  ("rarely reported dizziness" / "dizziness was commonly reported"): a conflict, passed through the antonyms'
  guards by :mod:`gechat.entail.conflicts`;
* :func:`more_often`: the step says it happens more often than the sentence does ("occasionally" / "frequently",
  "often" / "every spring", "usually" / "always"): not stated (a missing reason), and not contested either.

A step that says it less often than the sentence ("frequently" / "sometimes") is left to the model, as is a
frequency word that is denied ("not always"), or that neither side's parse ties to a shared head while either side
has more than one. "Never" is a denial, read by :mod:`gechat.entail.negation` (as a level it set a novel's "I will
never see her again" against another speaker's "they always see each other": ten false conflicts in the
self-conflict sweep).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from gechat.entail.negation import word_denied

RARELY, SOMETIMES, OFTEN, USUALLY, ALWAYS = 1, 2, 3, 4, 5
#: one-word adverbs and predicative adjectives of how often, and their level
LEVELS = {
    **{w: RARELY for w in "rarely seldom infrequently rare uncommon infrequent".split()},
    **{w: SOMETIMES for w in "occasionally sometimes sporadically intermittently occasional sporadic intermittent"
       .split()},
    **{w: OFTEN for w in "often frequently regularly repeatedly commonly frequent common".split()},
    **{w: USUALLY for w in "usually typically generally normally ordinarily customarily routinely habitually usual "
                           "routine".split()},
    **{w: ALWAYS for w in "always invariably constantly continually perpetually".split()},
}
#: phrases of how often, matched in the text and tied to the word the parse hangs their last word on
PHRASES = [
    (re.compile(r"\b(?:hardly|scarcely|almost)\s+ever\b|\bon\s+(?:rare|a\s+few|a\s+handful\s+of)\s+occasions\b|"
                r"\bin\s+(?:rare|a\s+few|very\s+few)\s+(?:cases|instances)\b|\bonce\s+in\s+a\s+blue\s+moon\b",
                re.IGNORECASE), RARELY),
    (re.compile(r"\bat\s+times\b|\bnow\s+and\s+(?:then|again)\b|\bfrom\s+time\s+to\s+time\b|\bon\s+occasion\b|"
                r"\bonce\s+in\s+a\s+while\b|\bevery\s+so\s+often\b|\bin\s+(?:some|certain)\s+(?:cases|instances)\b|"
                r"\bon\s+(?:several|some|occasional)\s+occasions\b",
                re.IGNORECASE), SOMETIMES),
    (re.compile(r"\btime\s+and\s+(?:again|time\s+again)\b|\bin\s+many\s+(?:cases|instances)\b|\bmany\s+times\b",
                re.IGNORECASE), OFTEN),
    (re.compile(r"\bas\s+a\s+(?:rule|matter\s+of\s+course)\b|\bin\s+most\s+(?:cases|instances)\b|\bmore\s+often\s+than\s+"
                r"not\b|\bmost\s+of\s+the\s+time\b", re.IGNORECASE), USUALLY),
    (re.compile(r"\bwithout\s+(?:exception|fail)\b|\b(?:every|each)\s+(?:single\s+)?time\b|\ball\s+the\s+time\b|"
                r"\bin\s+(?:all|every)\s+(?:cases|instances|case|instance)\b|\b(?:every|each)\s+(?:spring|summer|autumn|"
                r"fall|winter|season|year|month|week|day|morning|evening|night|weekend|january|february|march|april|may|"
                r"june|july|august|september|october|november|december)\b", re.IGNORECASE), ALWAYS),
]
#: any word or phrase of how often, to parse only pairs that may hold one
_ANY = re.compile(r"\b(?:" + "|".join(sorted(LEVELS, key=len, reverse=True)) + r")\b|"
                  + "|".join(p.pattern for p, _ in PHRASES), re.IGNORECASE)
#: adjectives that say how often of any noun they stand before ("the occasional outage", "frequent delays")
_OF_EVENTS = frozenset("occasional sporadic intermittent frequent infrequent".split())
#: nouns of what happens, which "a common …" or "a rare …" says how often of ("Dizziness was a common side effect")
_HAPPENINGS = frozenset("effect complication occurrence event problem complaint symptom sight practice error failure "
                        "finding outcome reaction cause".split())


@dataclass(frozen=True)
class _Use:
    words: str  # as written
    level: int
    head: str   # the lemma of what it qualifies
    objects: frozenset[str] = frozenset()  # the head's objects' lemmas ("took *milk*")
    clause: frozenset[str] = frozenset()   # the noun lemmas of the head's clause, and of the noun it describes


def _denied(token) -> bool:
    """Is the word of how often denied ("not always", "isn't often late")?"""
    return word_denied(token, _ON_VERB)


#: how a word of how often hangs on the verb or copula whose denial denies it
_ON_VERB = frozenset({"advmod", "acomp"})


def _head_token(token):
    """The word ``token`` qualifies: the verb or adjective of an adverb ("seldom late", "occasionally cancelled"),
    the subject of a predicative adjective ("Power cuts are rare") or of "a common side effect", the verb a phrase
    hangs on through its preposition ("in rare cases")."""
    head = token.head
    if token.dep_ == "acomp" or (token.dep_ == "amod" and head.dep_ == "attr"):
        be = head if token.dep_ == "acomp" else head.head
        return next((c for c in be.children if c.dep_ in ("nsubj", "nsubjpass")), head)
    while head.pos_ in ("ADP", "ADV") and head.head.i != head.i:
        head = head.head
    return head


def _use(words: str, level: int, token) -> _Use:
    """The word or phrase of how often at ``token``, with what it qualifies, that word's objects and its clause."""
    head = _head_token(token)
    objects = frozenset(c.lemma_.lower() for c in head.children if c.dep_ in ("dobj", "attr") and c.pos_ == "NOUN")
    clause = {t.lemma_.lower() for t in head.subtree if t.pos_ in ("NOUN", "PROPN")}
    if head.dep_ == "relcl":  # "the sugar, which she never took": the sugar is taken
        clause.add(head.head.lemma_.lower())
    return _Use(words, level, head.lemma_.lower(), objects, frozenset(clause))


def _uses(doc) -> list[_Use]:
    """Each word and phrase of how often in ``doc`` that is not denied (a phrase's words are not read again)."""
    out = []
    taken: set[int] = set()
    text = doc.text
    for pattern, level in PHRASES:
        for m in pattern.finditer(text):
            span = doc.char_span(m.start(), m.end(), alignment_mode="expand")
            if span is None or any(t.i in taken for t in span):
                continue
            taken |= {t.i for t in span}
            if not _denied(span[0]):  # the phrase's own head word hangs on what it qualifies ("On a handful of
                out.append(_use(m.group(0), level, span.root))  # occasions, the board overruled …")
    for t in doc:
        level = LEVELS.get(t.lower_)
        if level is None or t.i in taken:
            continue
        if t.pos_ == "ADJ" and t.dep_ != "acomp" and not (t.dep_ == "amod" and t.head.dep_ == "attr"
                                                          and t.head.lemma_.lower() in _HAPPENINGS) \
                and not (t.dep_ == "amod" and t.lower_ in _OF_EVENTS):
            continue  # "a common language", "regular customers": no frequency; "a common side effect", "the
            # occasional outage": one
        if t.pos_ not in ("ADV", "ADJ") or _denied(t):
            continue
        out.append(_use(t.text, level, t))
    return out


def _met(premise: str, hypothesis: str, parse: Callable[[str], object]) -> tuple[_Use, _Use] | None:
    """The step's word of how often and the sentence's for the same head (or the one of each, when each side has
    one), or None."""
    if not (_ANY.search(premise) and _ANY.search(hypothesis)):
        return None
    step, sentence = _uses(parse(hypothesis)), _uses(parse(premise))
    if not step or not sentence:
        return None
    for s in step:
        same = [p for p in sentence if p.head == s.head and s.objects <= p.clause]  # not "never took sugar" /
        # "often took milk"
        if same:
            return s, same[0]
    if len(step) == 1 and len(sentence) == 1 and step[0].objects <= sentence[0].clause \
            and (_said(step[0].head, premise) or _said(sentence[0].head, hypothesis)):
        return step[0], sentence[0]  # the parse hangs them on two words of one claim ("rarely reported dizziness" /
        # "Dizziness was a common side effect")
    return None


def _said(lemma: str, text: str) -> bool:
    return bool(re.search(rf"\b{re.escape(lemma[:-1] if len(lemma) > 4 else lemma)}", text, re.IGNORECASE))


def often_conflict(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason the sentence says rarely what the step says often (or the reverse), or ""."""
    met = _met(premise, hypothesis, parse)
    if met is None:
        return ""
    step, sentence = met
    if (sentence.level == RARELY and step.level >= OFTEN) or (step.level == RARELY and sentence.level >= OFTEN):
        return f"the step says '{step.words}'; the sentence says '{sentence.words}'"
    return ""


def more_often(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason the sentence does not state how often the step says it happens, or ""."""
    met = _met(premise, hypothesis, parse)
    if met is None:
        return ""
    step, sentence = met
    if step.level > sentence.level and not (sentence.level == RARELY and step.level >= OFTEN) \
            and not re.search(rf"\b{re.escape(step.words)}\b", premise, re.IGNORECASE):
        return f"the step says '{step.words}'; the sentence says only '{sentence.words}'"
    return ""
