"""A denial that leaves its verb to the clause before it: "While unpaid expenses may be carried over to the next
fiscal year, unpaid compensation may not." says that unpaid compensation may not be carried over. A step that says it
may ("a standing trustee's unpaid compensation can be carried over to the next fiscal year when unpaid expenses
cannot") turns the two round; the NLI model reads the pair as entailed (0.93) and no other check reads the second
clause, whose verb is left out.

:func:`elided_denial` reads the sentence's clause that is only a subject, an auxiliary and "not" (spaCy's parse: an
auxiliary with a subject and a negation of its own and no verb), takes its verb from the clause it stands beside (the
affirmed one, of another subject), and finds a step clause that affirms that verb (the same lemma, no negation) of a
subject with the denied subject's head noun.
"""

from __future__ import annotations

import re
from collections.abc import Callable

#: an auxiliary and its negation before a stop: the denial whose verb is left out ("…, unpaid compensation may not.")
_ELIDED = re.compile(r"\b(?:(?:may|can|must|should|will|shall|could|would|do|does|did|is|are|was|were|has|have|had)"
                     r"\s+not|cannot|can't|won't|don't|doesn't|didn't|isn't|aren't|wasn't|weren't|hasn't|haven't|"
                     r"hadn't|shouldn't|mustn't|couldn't|wouldn't)\s*(?:[.;,)!]|$)", re.IGNORECASE)
_SUBJECTS = ("nsubj", "nsubjpass")


def _subject(token):
    return next((c for c in token.children if c.dep_ in _SUBJECTS), None)


def _denied(token) -> bool:
    return any(c.dep_ == "neg" for c in token.children) or any(
        c.dep_ in ("aux", "auxpass") and c.lower_ in ("cannot",) for c in token.children)


def _elided_clauses(doc) -> list[tuple]:
    """The denials of ``doc`` whose verb is left out, each as (its subject, the affirmed verb it borrows, that verb's
    subject)."""
    out = []
    for t in doc:
        if t.pos_ not in ("AUX", "VERB") or t.tag_ not in ("MD", "VBZ", "VBP", "VBD") or not _denied(t):
            continue
        if any(c.pos_ == "VERB" and (c.dep_ in ("xcomp", "dobj", "acomp", "attr") or c.dep_ == "ccomp" and c.i > t.i)
               for c in t.children):
            continue  # a verb of its own (a clause before it is another: "The tenant may sublet the garage; the
            # landlord may not.")
        if t.pos_ == "VERB" and t.lemma_ not in ("be", "have", "do", "can", "may", "must", "will", "shall"):
            continue
        subject = _subject(t)
        if subject is None:
            continue
        other = t.head if t.dep_ in ("advcl", "conj", "ccomp", "parataxis") else next(
            (c for c in t.children if c.dep_ in ("advcl", "conj", "parataxis", "ccomp") and c.pos_ == "VERB"), None)
        if other is None or other.pos_ != "VERB" or _denied(other):
            continue
        affirmed = _subject(other)
        if affirmed is None or affirmed.lemma_.lower() == subject.lemma_.lower():
            continue
        out.append((subject, other, affirmed))
    return out


#: what a verb says its act is done to or where: "carried over *to the next fiscal year*", "likes *jazz*"
_OBJECTS = ("dobj", "attr", "oprd", "dative", "pobj")


def _objects(verb) -> set[str]:
    """The lemmas of the nouns and numbers ``verb`` takes as objects, directly or through a preposition of its own."""
    out = set()
    for c in verb.children:
        found = [c] if c.dep_ in _OBJECTS else [g for g in c.children if g.dep_ == "pobj"] if c.dep_ in (
            "prep", "agent") else []
        out.update(w.lemma_.lower() for w in found if w.pos_ in ("NOUN", "PROPN", "NUM"))
    return out


def _borrowed(verb, affirmed) -> set[str]:
    """The lemmas of the words of ``verb``'s clause but its subject's: what the denial leaves to it."""
    skip = {w.i for w in affirmed.subtree}
    return {w.lemma_.lower() for w in verb.subtree if w.i not in skip}


def _phrase(token) -> str:
    return " ".join(w.text for w in token.subtree if w.dep_ not in ("relcl", "acl", "punct")
                    or w.i == token.i).strip()


def elided_denial(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason ``hypothesis`` affirms what ``premise`` denies in a clause whose verb it leaves to another clause,
    or ""."""
    if not _ELIDED.search(premise):
        return ""
    clauses = _elided_clauses(parse(premise))
    if not clauses:
        return ""
    step = list(parse(hypothesis))
    for subject, verb, affirmed in clauses:
        for t in step:
            if t.pos_ != "VERB" or t.lemma_.lower() != verb.lemma_.lower() or _denied(t):
                continue
            said = _subject(t)
            if said is None or said.lemma_.lower() != subject.lemma_.lower() \
                    or not _objects(t) <= _borrowed(verb, affirmed):
                continue  # another subject, or the act done to another thing ("Mary likes classical music")
            return (f"the sentence says '{_phrase(subject)} {subject.head.text} not' ({verb.lemma_}), which it says "
                    f"only of '{_phrase(affirmed)}'; the step says it of {_phrase(said)}")
    return ""
