"""The two sides of a relation as nouns of their parties, read from either text, however the texts tell them.

A step may name a party's side where the sentence gives it by a verb or by the other side's noun: "Marigold Foods
sold its division to Halvorsen Capital" / "Halvorsen Capital was the seller"; "Renata Voss succeeded Alan Pierce" /
"Voss was Pierce's predecessor"; "Anneliese Park reports directly to Daniel Mwangi" / "Mwangi is one of Park's
direct reports"; "Brennan Holdings, as landlord, … from its tenant, Ortega Grill" / "Ortega Grill was the landlord".
The role-swap check (:mod:`gechat.entail.roles`) reads one verb's doer against the same verb's; the small NLI model
reads these swaps as entailed (0.90–0.99).

:func:`sides` reads each party a text gives a side of a relation of :data:`SIDES`: by a noun of that side said of it
("X is the landlord", "X, the defendant", "X served as deputy to Y", "X is one of Y's direct reports", "Y's
predecessor, X") or by a verb of :data:`VERB_SIDES` ("sold … to", "sued", "succeeded", and the converse verbs and
nouns of an act that :func:`gechat.entail.converse.derived_roles` reads). :func:`side_conflict` names a party the step
gives the side the sentence gives its other party, or the other side the sentence gives it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from gechat.entail import converse
from gechat.entail.roles import Participant, participant

#: two-sided relations, each a pair of the nouns of its first side and of its second
SIDES: tuple[tuple[str, str], ...] = (
    ("landlord lessor", "tenant lessee"),
    ("creditor lender", "debtor borrower"),
    ("plaintiff claimant", "defendant"),
    ("seller vendor", "buyer purchaser"),
    ("employer", "employee"),
    ("supervisor manager boss", "report subordinate supervisee"),
    ("teacher tutor instructor mentor adviser advisor", "student pupil mentee protege trainee apprentice advisee"),
    ("predecessor", "successor"),
    ("parent owner", "subsidiary"),
    ("father mother parent", "child son daughter"),
    ("licensor", "licensee"),
    ("winner victor", "loser"),
    ("principal", "deputy"),
)
_SIDE_OF: dict[str, list[tuple[int, int]]] = {}
for _g, _pair in enumerate(SIDES):
    for _s, _nouns in enumerate(_pair):
        for _noun in _nouns.split():
            _SIDE_OF.setdefault(_noun, []).append((_g, _s))
_GROUP = {first.split()[0]: g for g, (first, _) in enumerate(SIDES)}

#: verb lemma -> (its relation, the doer's side, how the other party is given: "dobj" or a preposition)
VERB_SIDES: dict[str, tuple[int, int, str]] = {
    "sell": (_GROUP["seller"], 0, "to"), "lend": (_GROUP["creditor"], 0, "to"), "loan": (_GROUP["creditor"], 0, "to"),
    "borrow": (_GROUP["creditor"], 1, "from"), "sue": (_GROUP["plaintiff"], 0, "dobj"),
    "employ": (_GROUP["employer"], 0, "dobj"), "hire": (_GROUP["employer"], 0, "dobj"),
    "fire": (_GROUP["employer"], 0, "dobj"), "dismiss": (_GROUP["employer"], 0, "dobj"),
    "contract": (_GROUP["employer"], 0, "dobj"),
    "supervise": (_GROUP["supervisor"], 0, "dobj"), "oversee": (_GROUP["supervisor"], 0, "dobj"),
    "manage": (_GROUP["supervisor"], 0, "dobj"),
    "teach": (_GROUP["teacher"], 0, "dobj"), "mentor": (_GROUP["teacher"], 0, "dobj"),
    "tutor": (_GROUP["teacher"], 0, "dobj"), "train": (_GROUP["teacher"], 0, "dobj"),
    "succeed": (_GROUP["predecessor"], 1, "dobj"), "replace": (_GROUP["predecessor"], 1, "dobj"),
    "precede": (_GROUP["predecessor"], 0, "dobj"),
    "acquire": (_GROUP["parent"], 0, "dobj"), "own": (_GROUP["parent"], 0, "dobj"),
    "file": (_GROUP["plaintiff"], 0, "against"), "bring": (_GROUP["plaintiff"], 0, "against"),
    "license": (_GROUP["licensor"], 0, "to"), "licence": (_GROUP["licensor"], 0, "to"),
    "beat": (_GROUP["winner"], 0, "dobj"), "defeat": (_GROUP["winner"], 0, "dobj"),
    "eliminate": (_GROUP["winner"], 0, "dobj"), "outscore": (_GROUP["winner"], 0, "dobj"),
}
#: verbs of being that give their subject the noun after them ("was the seller", "served as deputy")
_BEING = frozenset("be become remain serve act work".split())
#: words that a relation noun's phrase may carry before it ("the largest creditor", "direct reports")
_REPORTS = re.compile(r"\bdirect\s+reports?\b", re.IGNORECASE)


@dataclass(frozen=True)
class Side:
    party: Participant
    group: int
    side: int
    other: Participant | None
    word: str


def _noun_sides(tok) -> list[tuple[int, int]]:
    lemma = tok.lemma_.lower()
    if lemma == "report" and not (tok.pos_ == "NOUN" and _REPORTS.search(tok.sent.text)):
        return []  # a report is a document, but for "direct reports"
    if lemma == "parent" and any(c.lower_ in ("company", "firm", "group") for c in (*tok.children, tok.head)):
        return [(_GROUP["parent"], 0)]
    return _SIDE_OF.get(lemma, []) if tok.pos_ in ("NOUN", "PROPN") else []


def _other_of(tok) -> Participant | None:
    """The party a relation noun is of: "Pierce's predecessor", "the largest creditor of Fenwick", "deputy to Ibsen"."""
    for c in tok.children:
        if c.dep_ == "poss" and c.pos_ != "PRON":
            return participant(c)
        if c.dep_ == "prep" and c.lower_ in ("of", "to", "for"):
            obj = next((p for p in c.children if p.dep_ == "pobj"), None)
            if obj is not None and obj.pos_ != "PRON":
                return participant(obj)
    return None


def _holder(tok):
    """The token of the party a relation noun is said of, or None: the subject of "is the seller", "served as
    deputy", "is one of Park's direct reports"; the name it stands in apposition to ("Graham Tillery, the
    defendant"; "its tenant, the restaurant chain Ortega Grill")."""
    head, at = tok.head, tok
    if at.dep_ == "pobj" and head.lower_ == "of" and head.head.lower_ in ("one", "among"):  # "one of Park's reports"
        at, head = head.head, head.head.head
    if at.dep_ == "pobj" and head.lower_ == "as":  # "served as deputy", "Brennan Holdings, as landlord, was …"
        at, head = head, head.head
    if at.dep_ in ("attr", "prep") and head.lemma_.lower() in _BEING or at.dep_ == "prep" and head.pos_ == "VERB":
        return next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if tok.dep_ == "appos" and tok.head.pos_ in ("PROPN", "NOUN"):
        return tok.head
    return next((c for c in tok.children if c.dep_ == "appos" and c.pos_ in ("PROPN", "NOUN")), None)


def _verb_sides(doc) -> list[Side]:
    out = []
    for tok in doc:
        spec = VERB_SIDES.get(tok.lemma_.lower())
        if spec is None or tok.pos_ != "VERB":
            continue
        group, side, how = spec
        passive = any(c.dep_ == "auxpass" for c in tok.children)
        doer = next((p for c in tok.children if c.dep_ == "agent" for p in c.children if p.dep_ == "pobj"), None) \
            if passive else next((c for c in tok.children if c.dep_ == "nsubj"), None)
        if how == "dobj":
            other = next((c for c in tok.children if c.dep_ == ("nsubjpass" if passive else "dobj")), None)
        else:  # "sold its division to Halvorsen" (the parse's "to" a dative), "lent Dunmore Shipping $40 million"
            other = next((p for c in tok.children if c.dep_ in ("prep", "dative") and c.lower_ == how
                          for p in c.children if p.dep_ == "pobj"), None)
            if other is None and how == "to":
                other = next((c for c in tok.children if c.dep_ in ("dative", "dobj") and c.pos_ == "PROPN"), None)
        if doer is not None and other is not None and _named(doer) and _named(other):
            d, o = participant(doer), participant(other)
            out += [Side(d, group, side, o, tok.text), Side(o, group, 1 - side, d, tok.text)]
    for verb, doer, others in converse.derived_roles(doc, participant):  # "lost to", "studied under", "X's
        # acquisition of Y"
        if (spec := VERB_SIDES.get(verb)) is not None:
            for o in others:
                out += [Side(doer, spec[0], spec[1], o, verb), Side(o, spec[0], 1 - spec[1], doer, verb)]
    return out


def _named(tok) -> bool:
    """Is a party's phrase a named one (a proper noun in it): "a federal judge dismissed the lawsuit" names none."""
    return tok.pos_ != "PRON" and any(t.pos_ == "PROPN" or t.pos_ == "NOUN" and t.text[:1].isupper()
                                      for t in tok.subtree)  # "Voss was …": a name the parse may tag a noun


#: nouns of a relation a party works "under" ("under the supervision of Dr. Ferreira"): the first side's
_UNDER = {"supervision": "supervisor", "guidance": "teacher", "tutelage": "teacher", "mentorship": "teacher",
          "direction": "supervisor"}


def _under(tok) -> list[Side]:
    """"X performed the procedure under the supervision of Y": Y the supervisor, X the one supervised."""
    group = _UNDER.get(tok.lemma_.lower())
    if group is None or tok.dep_ != "pobj" or tok.head.lower_ != "under":
        return []
    over = next((t for t in tok.subtree if t.i > tok.i and t.pos_ == "PROPN" and t.dep_ not in ("compound", "flat")),
                None)
    under = next((c for c in tok.head.head.children if c.dep_ == "nsubj"), None)
    if over is None or under is None or not _named(under):
        return []
    a, b = participant(over), participant(under)
    return [Side(a, _GROUP[group], 0, b, tok.text), Side(b, _GROUP[group], 1, a, tok.text)]


def sides(doc) -> list[Side]:
    """Each party ``doc`` gives a side of a relation of :data:`SIDES`, by a noun of that side or by a verb."""
    out = []
    for tok in doc:
        out += _under(tok)
        for group, side in _noun_sides(tok):
            noun = tok.head if tok.dep_ == "compound" else tok  # "the parent company of Brightway"
            holder = _holder(noun)
            if holder is not None and _named(holder):
                out.append(Side(participant(holder), group, side, _other_of(noun), tok.text))
    return out + _verb_sides(doc)


def _names(doc) -> frozenset[str]:
    """The words ``doc`` writes capitalised as names ("Voss", which the parse may tag a noun), lower-cased."""
    return frozenset("".join(ch for ch in t.text.lower() if ch.isalnum()) for t in doc
                     if t.text[:1].isupper() and t.pos_ in ("PROPN", "NOUN") and t.lower_ not in ("the", "a", "an"))


def side_conflict(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason the step gives a party the other side of a relation than the sentence gives it, or the side the
    sentence gives the step's other party ("sold … to Halvorsen Capital" / "Halvorsen Capital was the seller"), or
    ""; parties are matched by a name they share."""
    p_doc, h_doc = parse(premise), parse(hypothesis)
    names = _names(p_doc) & _names(h_doc)

    def one(a: Participant | None, b: Participant | None) -> bool:  # "Dr. Ferreira's work" and "Dr. Luis
        # Ferreira" are one; "Samuel Morrow" and "Ada Morrow" are two
        x, y = (a.words & names if a else frozenset()), (b.words & names if b else frozenset())
        return bool(x) and bool(y) and (x <= y or y <= x)

    theirs = sides(p_doc)
    for m in sides(h_doc):
        mine = [t for t in theirs if t.group == m.group]
        if not mine or any(t.side == m.side and one(t.party, m.party) for t in mine):
            continue  # the sentence gives the party that side too
        for t in mine:
            swapped = t.side != m.side and one(t.party, m.party) and (
                m.other is None or t.other is None or one(t.other, m.other))
            given_other = t.side == m.side and one(t.party, m.other) and (t.other is None or one(t.other, m.party))
            if swapped or given_other:
                noun = SIDES[m.group][m.side].split()[0]
                return (f"the step makes {m.party.name} the {noun}; the sentence makes "
                        f"{(t.party if given_other else t.other or t.party).name} the {noun} ('{t.word}')") \
                    if given_other or t.other is not None else \
                    (f"the step makes {m.party.name} the {noun}; the sentence makes it the "
                     f"{SIDES[t.group][t.side].split()[0]} ('{t.word}')")
    return ""
