"""What a sentence says is still to come, which a step states as done.

A small NLI model reads "The new terminal will open in 2026" as entailing "The new terminal opened in 2026" (0.99
with the shipped judge), "The road will reopen once repairs are finished" as entailing "The road has reopened"
(0.99), and "The museum is going to close for renovation" as entailing "The museum closed for renovation": the
words are all shared, and only the tense tells the plan from the deed. An answer written later than its source
makes exactly this slip.

:func:`yet_to_come` reads both parses. The step's main verb must state a deed: past tense ("opened", "was
closed"), or present perfect ("has reopened"), undenied and with no modal of its own. Every use of that verb in
the sentence must then be still to come: governed by "will", "shall" or "'ll" ("won't" too), by the "must" of a
ruling ("ruled that the association must repay"), or the "to" clause of "is going to", "is about to", "was about
to", "is to", "was to be" ("was to be completed"), "due to", "slated to", "poised to", "scheduled to" or "set to"
(not "set out to"), climbing through verbs joined by "and" without a subject of their own and through "begin",
"start" or "continue" ("will begin to fall"); "was to" in the active counts only where the sentence says the plan
came to nothing ("was to resign but changed her mind"; not "He was to become the first president"). A use the
sentence asserts anywhere ("The plant, which closed in 2019, will reopen in 2025" / "The plant closed in 2019"), or
a sentence that goes on to say it happened ("… and has since reopened"), leaves the step to the other readings.

A present-tense step is a deed only where the sentence ties the future to a time the step leaves out ("which will
employ about 300 people when fully operational" / "employs about 300 people"): otherwise it may state what holds in
general or by schedule ("Water will boil at 100 °C" / "Water boils at 100 °C"), or a rule ("must wear badges" /
"wear badges"). A step that keeps the future ("will open", "is set to open") is left alone. Nothing is
contradicted here: a plan may have been carried out; the reason is returned for
:meth:`gechat.entail.conflicts.ConflictChecker.missing`. :data:`FAILED` lists the words by which a sentence says a
plan came to nothing, which :mod:`gechat.entail.undone` reads.
"""

from __future__ import annotations

import re
from collections.abc import Callable

#: auxiliaries of the future, as spaCy writes them ("wo" and "sha" of "won't" and "shan't")
FUTURE_AUX = frozenset({"will", "shall", "'ll", "wo", "sha"})
#: words whose "to" clause is still to come, however the parse tags them ("originally due to open in 2021", "is
#: slated to handle its first passengers next spring")
_SOON = frozenset("due slated poised scheduled set".split())
#: what a ruling or a rule requires is not yet done either ("The High Court ruled that the association must repay
#: £84,000" / "The association repaid £84,000"); a present-tense step may state the rule ("Staff must wear badges" /
#: "Staff wear badges")
_OBLIGED = frozenset({"must"})
#: verbs a future climbs through to the verb it governs ("will begin to fall")
_ASPECT = frozenset("begin start continue resume".split())
#: auxiliaries and modals that make a step's own verb no deed ("could have opened", "will open")
_NOT_DONE = frozenset("will shall 'll wo sha would may might could should can must ought".split())
#: a cheap first test: a sentence without any of these words says nothing is still to come
_WORDS = re.compile(r"\b(?:will|shall|wo|sha|must|going|about|is|are|am|was|were|due|slated|poised|scheduled|set)\b|'ll\b",
                    re.IGNORECASE)
#: a sentence that goes on to say the thing happened
_HAPPENED = re.compile(r"\b(?:ha(?:s|ve|d)\s+since|did\s+so)\b", re.IGNORECASE)
#: words of a particular time to come, under a future verb: a present-tense step without them states it already holds
#: ("which will employ about 300 people when fully operational" / "employs about 300 people")
_COMING = frozenset("next soon eventually coming future operational complete completed finished built open opened ready "
                    "approved".split())


def yet_to_come(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """Why ``premise`` does not state the deed ``hypothesis`` makes of what it says is still to come, or ""."""
    if not _WORDS.search(premise) or premise.rstrip().endswith("?") or hypothesis.rstrip().endswith("?") \
            or _HAPPENED.search(premise):
        return ""
    verb = next((t for t in parse(hypothesis) if t.dep_ == "ROOT"), None)
    told = deed(verb) if verb is not None and verb.pos_ == "VERB" else None
    if told is None:
        return ""
    sentence = parse(premise)
    uses = [t for t in sentence if t.lemma_.lower() == verb.lemma_.lower() and t.pos_ == "VERB"]
    marks = [_future(t) for t in uses]
    if not uses or not all(marks):
        return ""
    if told == "now" and (any(m.lower_ in _OBLIGED for m in marks)
                          or not any(_coming(t) - {w.lower_ for w in verb.doc} for t in uses)):
        return ""  # "The store will close at 9 pm on Fridays" / "The store closes at 9 pm on Fridays": a rule or a
        # schedule, not a time to come
    mark, use = marks[0], uses[0]
    lo, hi = min(mark.i, use.i), max(mark.i, use.i)
    return f"the sentence says it is still to come ('{sentence[lo:hi + 1].text}'); the step says it has happened"


def deed(verb) -> str | None:
    """What the step's main verb states, undenied and with no modal: "done" (past tense or present perfect), "now"
    (present tense), or None."""
    aux = [c for c in verb.children if c.dep_ in ("aux", "auxpass")]
    if any(c.dep_ == "neg" for c in verb.children) or any(a.lower_ in _NOT_DONE for a in aux) \
            or any(a.lower_ == "to" for a in aux):
        return None
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if verb.tag_ == "VBD" and verb.lower_ == verb.lemma_.lower() and (
            subject is None or subject.tag_ in ("NNS", "NNPS") or subject.lower_ in ("i", "you", "we", "they")):
        return "now"  # "Sometimes I put the eggs in the same dish": "put", "cut" and "set" may be present tense
    if verb.tag_ == "VBD" or (verb.tag_ == "VBN" and not aux and subject is not None):
        return "done"  # "opened", "The company cut"; the tagger's "reopened" as a participle with a subject
    if verb.tag_ == "VBN" and any(a.lemma_.lower() == "have" or (a.dep_ == "auxpass" and a.tag_ == "VBD")
                                  for a in aux):
        return "done"  # "has reopened", "was closed", "has been closed"
    return "now" if verb.tag_ in ("VBZ", "VBP") and not aux else None


def _coming(verb) -> set[str]:
    """The words of a particular time to come under ``verb`` ("in 2026", "next year", "when fully operational")."""
    out = set()
    for t in verb.subtree:
        if t.lower_ in _COMING or (t.like_num and len(t.text) == 4 and t.text.isdigit() and 1900 < int(t.text) < 2200):
            out.add(t.lower_)
    return out


def _future(t):
    """The word that puts ``t`` (a verb of the sentence) still to come, climbing through the clauses that carry it;
    None when none does."""
    x = t
    for _ in range(6):
        future = next((c for c in x.children if c.dep_ in ("aux", "auxpass") and c.lower_ in FUTURE_AUX | _OBLIGED),
                      None)
        if future is not None:
            return future
        head = x.head
        if head.i == x.i:
            return None
        if x.dep_ == "xcomp" and any(c.dep_ == "aux" and c.lower_ == "to" for c in x.children):
            if _going(head) or (head.lower_ == "about" and head.dep_ == "acomp") \
                    or (head.lower_ in _SOON and not any(c.dep_ == "prt" for c in head.children)) \
                    or (head.lemma_ == "be" and (head.tag_ in ("VBZ", "VBP") or any(c.dep_ == "auxpass"
                                                                                  for c in x.children)
                                                 or FAILED.search(head.doc.text))):
                return head  # "is going to close", "was about to launch", "is to open", "was to be completed"; "was
                # to resign but changed her mind" (not "He was to become the first president", which he became)
            if head.lemma_.lower() in _ASPECT:
                x = head  # "will begin to fall"
                continue
            return None
        if x.dep_ == "conj" and not any(c.dep_ in ("nsubj", "nsubjpass") for c in x.children):
            x = head  # "will close the plant and sell the land"
            continue
        return None
    return None


def _going(verb) -> bool:
    """Is ``verb`` the "going" of "is going to", with its form of "be"?"""
    return verb.lemma_ == "go" and verb.tag_ == "VBG" and any(c.dep_ == "aux" and c.lemma_ == "be"
                                                              for c in verb.children)


#: words by which a sentence says a plan, a request or a candidacy came to nothing: "but lost to the incumbent", "but
#: the county council refused the application", "collapsed after regulators raised concerns", "has yet to leave"
FAILED = re.compile(
    r"\b(?:but|yet|however|instead|only\s+to)\b[^.;]*?\b(?:lost|refused|rejected|denied|turned\s+down|failed|"
    r"scrubbed|cancell?ed|called\s+off|abandoned|scrapped|shelved|blocked|vetoed|overturned|withdrawn|withdrew|"
    r"postponed|delayed|delays|changed\s+(?:his|her|their|its)\s+mind|pushed(?:\s+\w+){0,3}\s+back|reversed|"
    r"pulled\s+out|backed\s+out|veto)\b|\bcollapsed\b|\bfell\s+(?:through|apart)\b|\binstead\b(?!\s+of)|"
    r"\b(?:has|have|had)\s+yet\s+to\b|\bnever\s+(?:happened|took\s+place|materiali[sz]ed|went\s+ahead|"
    r"(?:was|were)\s+carried\s+out)\b|\bremains?\s+(?:closed|shut|unfinished|incomplete|on\s+hold)\b",
    re.IGNORECASE)
