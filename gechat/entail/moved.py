"""A time the step gives a verb that the sentence gives a verb of another clause.

"The Brennock Hawks, who beat the Tilbury Foxes twice last season, face them again in Sunday's opener" does not say
"The Brennock Hawks beat the Tilbury Foxes in Sunday's opener": the sentence dates the win last season and gives
Sunday's opener to the match ahead. A step that joins one clause's act with another clause's time reads to the small
NLI model as a restatement (0.98; "The company, which cut 200 jobs in 2020, plans to hire 50 engineers next year" /
"The company will cut 200 jobs next year", 0.98). :func:`moved_time` names such a step's phrase, read from the
parse: the step's verb has a phrase of time whose words the sentence gives only to another verb, of another clause
(a relative, adverbial or reported clause, not a verb joined by "and", whose time may be shared), while the
sentence's own verb of that lemma has a time of its own.
"""

from __future__ import annotations

from collections.abc import Callable

from gechat.entail.opposed import TIME_WORDS
from gechat.entail.roles import SAME_ROLES

#: days named from today ("criticised it yesterday")
_DAYS_NEAR = frozenset({"yesterday", "today", "tomorrow", "tonight"})
#: the clauses a verb may stand in apart from the verb it hangs on
_OWN_CLAUSE = frozenset({"relcl", "advcl", "ccomp", "acl", "xcomp", "parataxis"})


def _timed(tok) -> bool:
    return tok.lemma_.lower() in TIME_WORDS or tok.lower_ in _DAYS_NEAR or tok.like_num and len(tok.text) == 4 \
        and tok.text[:2] in ("19", "20")


def _times(verb) -> list[tuple[frozenset[str], str]]:
    """The verb's phrases of time, each as its content words' lemmas and its text: "in Sunday's opener", "in March",
    "next year", "last season" (a preposition's phrase, or a bare noun of time)."""
    out = []
    for c in verb.children:
        if c.dep_ in ("prep", "npadvmod") and any(_timed(t) for t in c.subtree):
            words = frozenset(t.lemma_.lower() for t in c.subtree if t.pos_ in ("NOUN", "PROPN", "NUM", "ADJ"))
            out.append((words, c.doc[c.left_edge.i : c.right_edge.i + 1].text))
    return out


#: clauses that hang on a verb and may share its time: "… and opened", "…, initially operating three flights", "to
#: hire"
_SHARED = frozenset({"conj", "advcl", "xcomp"})


def _apart(a, b) -> bool:
    """Do the verbs ``a`` and ``b`` stand in two clauses, neither joined to the other by "and" nor hung on it as a
    participle or infinitive ("launched its service on May 15, initially operating three flights a week")?"""
    joined = (a.dep_ in _SHARED and a.head.i == b.i) or (b.dep_ in _SHARED and b.head.i == a.i)
    return not joined and (a.dep_ in _OWN_CLAUSE or b.dep_ in _OWN_CLAUSE)


def _same_object(verb, step_verb) -> bool:
    """Is the other clause's verb the step's act in other words, on the same thing ("who defeated the Tilbury Foxes
    twice last season" / "beat the Tilbury Foxes last season"; not "will face the Foxes in Sunday's opener")?"""
    def objects(v) -> set[str]:
        return {t.lemma_.lower() for c in v.children if c.dep_ in ("dobj", "nsubjpass", "attr") for t in c.subtree
                if t.pos_ in ("NOUN", "PROPN")}
    lemma = step_verb.lemma_.lower()
    return verb.lemma_.lower() in SAME_ROLES.get(lemma, ()) and bool(objects(verb) & objects(step_verb))


def moved_time(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason the step gives its verb a time that the sentence gives a verb of another clause, where the sentence
    gives its own verb of that lemma a time of its own, or ""."""
    p_doc = None
    for h in parse(hypothesis):
        if h.pos_ != "VERB" or h.dep_ in ("xcomp", "advcl") or not (h_times := _times(h)):
            continue  # "The route began operating on May 15": the time of "began"
        p_doc = p_doc if p_doc is not None else parse(premise)
        same = [p for p in p_doc if p.pos_ == "VERB" and p.lemma_.lower() == h.lemma_.lower()]
        if len(same) != 1 or not (own := _times(same[0])):
            continue
        verb = same[0]
        for words, text in h_times:
            if any(words <= mine for mine, _ in own):
                continue  # the sentence gives its verb this time too
            other = next((v for v in p_doc if v.pos_ in ("VERB", "AUX") and v.i != verb.i and _apart(verb, v)
                          and any(words and words <= theirs for theirs, _ in _times(v))
                          and not _same_object(v, h)), None)
            if other is not None:
                return (f"the step gives '{h.text}' the time '{text}', which the sentence gives '{other.text}'; it "
                        f"gives '{verb.text}' '{own[0][1]}'")
    return ""
