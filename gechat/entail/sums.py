"""A sum of money or a percentage the step gives to one party that the sentence's own phrase gives to another.

"… funded by a £13.9 million Levelling Up grant and £2.1 million raised by volunteers" / "Volunteers raised
£13.9 million towards the restoration" (0.98 entailed before; "The Levelling Up grant provided £2.1 million", 0.97):
both sums hang on one verb, "funded", so :func:`gechat.entail.roles.value_of_another`, which asks that verb's
subject, finds one owner for both. Here each sum's source is its own phrase's: the thing it is the sum of ("a
£13.9 million *grant*", "£4.6 million *of council borrowing*") or the doer of a participle after it ("£2.1 million *raised by volunteers*", "coming
*from* a grant").

:func:`sum_of_another` reads, for each of the step's sums, its source the same way or else the subject of the verb
above it ("*Volunteers* raised £13.9 million"), and returns the reason when the sentence's phrase gives that sum to
another source while it gives another sum in the same currency to the step's source; "" otherwise. A sum written
more than once, or whose places have different sources, is not read.

Percentages the same way, where a change's noun names its party: "supported bus patronage fell 6 per cent …,
compared with a 2 per cent rise on commercial routes" / "Patronage on the supported network rose by 2 per cent"
(0.73 entailed before) and "… commercial routes saw a 6 per cent fall" (0.95). A figure without a phrase of its own
has the subject of its verb for party, in the sentence too.
"""

from __future__ import annotations

from collections.abc import Callable

from gechat.entail.quantities import close, quantities, quantity_reason
from gechat.entail.roles import participant, same

_KINDS = ("money", "percent", "count")

#: nouns a sum may count that name no source: the unit or its scale ("£2.1 million", "a sum of £5")
_NOT_SOURCES = frozenset("million billion thousand bn m k pounds pound euros euro dollars dollar pence p sum total "
                         "amount figure cost costs value year years month months week weeks per cent percent %".split())
#: nouns of a change, whose party is their "on", "in", "for" or "among": "a 2 per cent rise on commercial routes"
_CHANGES = frozenset("rise rises fall falls increase increases decrease decreases drop drops decline declines growth "
                     "cut cuts reduction reductions gain gains loss losses jump jumps dip dips slump surge climb".split())


def _source(num):
    """The source a sum's own phrase names, as a participant, or None."""
    tok = num
    while tok.dep_ in ("compound", "quantmod", "nummod", "nmod") and tok.head.i != tok.i:
        up = tok.head
        if up.lower_ in _CHANGES:  # "a 2 per cent rise on commercial routes", "a 9 per cent fall"
            party = next((p for prep in up.children if prep.dep_ == "prep" and prep.lower_ in ("on", "in", "for",
                          "among", "at") for p in prep.children if p.dep_ == "pobj" and p.pos_ in ("NOUN", "PROPN")),
                         None)
            return participant(party) if party is not None else None
        if tok.dep_ == "nummod" and up.pos_ in ("NOUN", "PROPN") and up.lower_ not in _NOT_SOURCES:
            return participant(up)  # "a £13.9 million Levelling Up grant"
        tok = up
    for prep in tok.children:  # "£4.6 million of council borrowing": what the sum is of
        if prep.dep_ == "prep" and prep.lower_ == "of" and tok.pos_ == "NUM" and _of_kind(num, "money"):  # not
            # "4,100 of the bank's applicants": a part of a whole
            obj = next((p for p in prep.children if p.dep_ == "pobj"), None)
            if obj is not None and obj.pos_ in ("NOUN", "PROPN") and obj.lower_ not in _NOT_SOURCES:
                return participant(obj)
    for acl in tok.children:
        if acl.dep_ != "acl" or acl.pos_ != "VERB":
            continue
        for prep in acl.children:  # "£2.1 million raised by volunteers", "£2.1 million coming from a grant"
            if prep.dep_ == "agent" or (prep.dep_ == "prep" and prep.lower_ == "from"):
                obj = next((p for p in prep.children if p.dep_ == "pobj"), None)
                if obj is not None and obj.pos_ in ("NOUN", "PROPN"):
                    return participant(obj)
    return None


def _verb_above(tok):
    """The verb a token hangs on (itself if a verb), or None where the parse gives none up to the root."""
    while tok.pos_ not in ("VERB", "AUX") and tok.head.i != tok.i:
        tok = tok.head
    return tok if tok.pos_ in ("VERB", "AUX") else None


def _subject(num):
    """The subject of the verb above a figure, as a participant, or None."""
    verb = _verb_above(num)
    subj = next((c for c in verb.children if c.dep_ == "nsubj"), None) if verb is not None else None
    return participant(subj) if subj is not None and subj.pos_ in ("NOUN", "PROPN") else None


def _party(num):
    """A figure's party: its own phrase's source, else its verb's subject."""
    return _source(num) or _subject(num)


def _of_kind(tok, kind: str) -> bool:
    """Is the number token ``tok`` a figure of ``kind``: money after its currency sign, a percentage before "%" or
    "per cent"? ("the £2 fare cap" is no "2 per cent")"""
    if kind == "money":
        return tok.i > 0 and tok.doc[tok.i - 1].text in ("$", "€", "£")
    nxt = tok.doc[tok.i + 1].lower_ if tok.i + 1 < len(tok.doc) else ""
    if kind == "count":  # a plain count, not a name's number ("the Boeing 777-300ER")
        before = tok.doc[tok.i - 1].text if tok.i > 0 else ""
        return nxt not in ("%", "per", "percent", "-") and before not in ("$", "€", "£", "-") and tok.pos_ == "NUM" \
            and tok.dep_ not in ("compound", "appos") and tok.head.pos_ != "PROPN"
    return nxt in ("%", "per", "percent")


def _one(doc, text: str, find, kind: str):
    """What ``find`` reads of the figure of ``kind`` written ``text``, where every place of it reads the same; else
    None."""
    found = [find(t) for t in doc if t.text == text and _of_kind(t, kind)]
    if not found or any(f is None or not same(f, found[0]) for f in found):
        return None
    return found[0]


def sum_of_another(premise: str, hypothesis: str, parse: Callable[[str], list]) -> str:
    """The reason the step gives one of the sentence's sums to the source the sentence's phrase gives another, or
    ""."""
    sums = [q for q in quantities(premise) if q.kind in _KINDS]
    if len(sums) < 2:
        return ""
    p_doc = h_doc = None
    for q in quantities(hypothesis):
        if q.kind not in _KINDS:
            continue
        mine = [p for p in sums if p.key() == q.key() and close(p.value, q.value)]
        rivals = [p for p in sums if p.key() == q.key() and not close(p.value, q.value)]
        if not mine or not rivals:
            continue
        p_doc, h_doc = p_doc or parse(premise), h_doc or parse(hypothesis)
        owner = _one(h_doc, q.text, _party, q.kind)
        if owner is None:
            continue
        theirs = [_one(p_doc, p.text, _party, q.kind) for p in mine]
        if any(o is None or same(o, owner) for o in theirs):
            continue
        own = any(_one(p_doc, p.text, _source, q.kind) is not None for p in mine)
        told = _verb_of(h_doc, q.text) in {t.lemma_.lower() for t in p_doc if t.pos_ in ("VERB", "AUX")}
        for r in rivals:  # one of the two sums has a source of its own phrase: two verbs' subjects alone may be
            # one deal's two sides ("The bank lent the club £12 million …, and the club spent £3 million")
            if (o := _one(p_doc, r.text, _party, q.kind)) is None:
                continue
            if same(o, owner) and (own or _one(p_doc, r.text, _source, q.kind) is not None):
                return quantity_reason(q, r)
            if told and len(theirs) == 1 and _names_side(owner, o, theirs[0]):
                return quantity_reason(q, r)  # "Electric car registrations reached 315,000 in 2023, while hybrid
                # sales totalled 180,000" / "Electric car sales totalled 180,000": a verb the sentence uses
    return ""


def _names_side(owner, rival, mine) -> bool:
    """Does the step's party hold a word before its head that sets the rival's party apart and none that sets the
    party of the step's figure apart ("electric car sales": "electric", not "hybrid"; the heads, "sales" and
    "registrations", may be one measure in two words)?"""
    def marks(party) -> set[str]:
        return set(party.words) - {party.name.split()[-1]} if party.name else set(party.words)
    own, theirs, other = marks(owner), marks(mine), marks(rival)
    return bool(own & (other - theirs)) and not own & (theirs - other) and bool(theirs - other)


def _verb_of(doc, text: str) -> str:
    """The lemma of the verb above the figure written ``text`` in ``doc``, or ""."""
    tok = next((t for t in doc if t.text == text), None)
    verb = _verb_above(tok) if tok is not None else None
    return verb.lemma_.lower() if verb is not None else ""
