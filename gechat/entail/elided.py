"""A denial that leaves its verb to the clause beside it: "While unpaid expenses may be carried over to the next
fiscal year, unpaid compensation may not." says that unpaid compensation may not be carried over. A step that says it
may ("a standing trustee's unpaid compensation can be carried over to the next fiscal year when unpaid expenses
cannot") turns the two round; the NLI model reads the pair as entailed (0.93) and no other check reads the second
clause, whose verb is left out.

:func:`elided_denial` reads the sentence's clause that is only a subject, an auxiliary and "not" (spaCy's parse: an
auxiliary with a subject and a negation of its own and nothing else, not under "if", "where", "unless" …), takes its
verb, or "be" and what it says ("Aspirin is safe for adults, but ibuprofen is not."), from the clause it stands
beside (the affirmed one, of another subject, whose verb governs no clause of its own: "wanted Darcy to apologise"
lends no verb), and finds the step's main clause (not a question, not under "if" or "that", no denying word outside
a clause that denies the other side: "… when unpaid expenses cannot") affirming that verb, in the same voice, of a
subject with the denied subject's head noun and its modifiers (a possessive may be added: "a standing trustee's
unpaid compensation"). The step's clause must say no word the borrowed clause does not (its objects, prepositions,
adverbs: "voted against the motion", "later", "at the next meeting" are other acts), but in that clause about the
other side, and leave none of its nouns out ("The chairman voted." for "… did not [vote for the motion]"). A step
that says what may be done is no opposite of a denial of what is done ("…, but children do not." / "Children may pay
the entry fee."), nor is one with a modal of a denial without one ("did not" / "will vote for the motion").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gechat.claimed import FINITE

#: an auxiliary and its negation before a stop: the denial whose verb is left out ("…, unpaid compensation may not.")
_ELIDED = re.compile(r"\b(?:(?:may|can|must|should|will|shall|could|would|do|does|did|is|are|was|were|has|have|had)"
                     r"\s+not|cannot|can't|won't|don't|doesn't|didn't|isn't|aren't|wasn't|weren't|hasn't|haven't|"
                     r"hadn't|shouldn't|mustn't|couldn't|wouldn't)\s*(?:[.;,)!]|$)", re.IGNORECASE)
_SUBJECTS = ("nsubj", "nsubjpass")
#: words that make a step deny, ask or suppose what its verb says ("No dog can climb trees", "Dogs can hardly …")
_DENYING = frozenset("no not n't never nobody none neither nor hardly scarcely barely false untrue without".split())
#: what a clause may open with that makes it a case, not a statement ("If guests may vote …", "Where the employer has
#: not, …", "Whether guests may vote …")
_SUPPOSED = frozenset("if unless whether where once until lest that".split())
#: modals of what may be done, not what is done or must be
_POSSIBLE = frozenset({"may", "can", "might", "could", "ca"})
_MODALS = _POSSIBLE | frozenset({"must", "should", "shall", "will", "would", "wo", "sha"})


def _norm(word) -> str:
    """A word as the two sentences are compared: its lemma, or for a name its singular ("Dogs", which the parse may
    take for a name at a sentence's start)."""
    if word.pos_ != "PROPN":
        return word.lemma_.lower()
    w = word.lower_
    return w[:-1] if w.endswith("s") and not w.endswith("ss") and len(w) > 3 else w


def _subject(token):
    return next((c for c in token.children if c.dep_ in _SUBJECTS), None)


def _denied(token) -> bool:
    return any(c.dep_ == "neg" for c in token.children) or any(
        c.dep_ in ("aux", "auxpass") and c.lower_ == "cannot" for c in token.children)


def _supposed(token) -> bool:
    """Is ``token``'s clause a case or a report ("if …", "where …", "whether …", "that …")?"""
    return any(c.dep_ == "mark" and c.lower_ in _SUPPOSED for c in token.children)


#: what a clause whose verb is left out may hold beside its subject and its denial
_BARE = frozenset({"nsubj", "nsubjpass", "neg", "punct", "cc", "mark", "aux", "advmod"})


def _copula(token) -> bool:
    """Is ``token`` "be" with what it says of its subject ("Aspirin *is* safe for adults")?"""
    return token.lemma_.lower() == "be" and any(c.dep_ in ("acomp", "attr") for c in token.children)


def _modal(token) -> str:
    return next((c.lower_ for c in token.children if c.dep_ == "aux" and c.lower_ in _MODALS), "")


def _elided_clauses(doc) -> list[tuple]:
    """The denials of ``doc`` whose verb is left out, each as (its subject, its auxiliary, the affirmed verb it
    borrows, that verb's subject)."""
    out = []
    for t in doc:
        if t.pos_ not in ("AUX", "VERB") or t.tag_ not in FINITE or not _denied(t) \
                or _supposed(t):
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
            (c for c in t.children if c.dep_ in ("advcl", "conj", "parataxis", "ccomp")
             and (c.pos_ == "VERB" or _copula(c))), None)
        if any(c.dep_ not in _BARE and (other is None or c.i != other.i) for c in t.children):
            continue  # more than a subject and its denial: "… but it is not for children"
        if other is None or not (other.pos_ == "VERB" or _copula(other)) or _denied(other) or _supposed(other) or any(
                c.dep_ in ("xcomp", "ccomp") for c in other.children):
            continue  # "Elizabeth wanted Darcy to apologise, but Darcy did not.": which verb is left out is unsure
        affirmed = _subject(other)
        if affirmed is None or _norm(affirmed) == _norm(subject):
            continue
        out.append((subject, t, other, affirmed))
    return out


def _named(noun) -> set[str]:
    """The content words of the phrase ``noun`` heads, but a possessive's ("a standing trustee's")."""
    owner = {w.i for c in noun.children if c.dep_ == "poss" for w in c.subtree}
    return {_norm(w) for w in noun.subtree if w.i not in owner
            and w.pos_ in ("NOUN", "PROPN", "NUM", "ADJ", "ADV", "VERB", "PRON")}


#: the words a clause's content is compared by, and its nouns among them
_CONTENT = frozenset({"NOUN", "PROPN", "NUM", "ADJ", "ADV", "ADP", "VERB"})
_NOUNS = frozenset({"NOUN", "PROPN", "NUM"})


def _clause_words(verb, skip: set[int], kinds: frozenset[str] = _CONTENT) -> set[str]:
    """The lemmas of the words of ``verb``'s clause of the parts of speech ``kinds`` (content and relation words),
    leaving out the tokens in ``skip``."""
    return {_norm(w) for w in verb.subtree if w.i not in skip and w.i != verb.i and w.pos_ in kinds}


def elided_denial(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason ``hypothesis`` affirms what ``premise`` denies in a clause whose verb it leaves to another clause,
    or ""."""
    if not _ELIDED.search(premise) or hypothesis.rstrip().endswith("?"):
        return ""
    clauses = _elided_clauses(parse(premise))
    if not clauses:
        return ""
    step = list(parse(hypothesis))
    for subject, aux, verb, affirmed in clauses:
        own = {w.i for w in verb.subtree}
        denial = {w.i for w in aux.subtree} - own if aux.i not in own else {w.i for w in aux.subtree}
        lent = {w.i for w in affirmed.subtree} | denial  # the borrowed clause, not its subject nor the denial
        borrowed, needed = _clause_words(verb, lent), _clause_words(verb, lent, _NOUNS)
        for t in step:
            said = _subject(t)
            if not (t.pos_ == "VERB" or _copula(t)) or t.lemma_.lower() != verb.lemma_.lower() or said is None \
                    or t.dep_ not in ("ROOT", "conj") or _supposed(t) \
                    or _norm(said) != _norm(subject) or _named(said) != _named(subject) \
                    or said.dep_ != _subject(verb).dep_:
                continue  # another act, a case, another subject ("Deferred compensation"), another voice
            contrast = {w.i for c in t.subtree if c.dep_ in ("advcl", "relcl", "conj", "ccomp") and c.i != t.i
                        and _denied(c) and any(_norm(w) == _norm(affirmed) for w in c.subtree)
                        for w in c.subtree}  # "… when unpaid expenses cannot": the other side, denied
            if any(w.lower_ in _DENYING for w in step if w.i not in contrast):
                continue  # "No dog can climb trees", "Dogs can hardly …" (the contrast may deny: "… cannot")
            words = _clause_words(t, {w.i for w in said.subtree} | contrast)
            if not words <= borrowed or not needed <= words:
                continue  # the step says more ("voted against the motion", "later", "if their manager agrees") or
                # less ("The chairman voted." for "… did not [vote for the motion]")
            if _modal(t) in _POSSIBLE and aux.lower_ not in _POSSIBLE or _modal(t) and aux.lower_ not in _MODALS:
                continue  # "children do not [pay]" / "Children may pay the entry fee."; "did not" / "will vote"
            return (f"the sentence says '{' '.join(w.text for w in subject.subtree)} {aux.text} not' "
                    f"({verb.lemma_}), which it says only of '{' '.join(w.text for w in affirmed.subtree)}'; the "
                    f"step says it of {' '.join(w.text for w in said.subtree)}")
    return ""
