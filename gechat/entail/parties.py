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

from gechat.entail import contests, converse
from gechat.entail.roles import fronted_name, participant

#: two-sided relations, each a pair of the nouns of its first side and of its second
SIDES: tuple[tuple[str, str], ...] = (
    ("landlord lessor", "tenant lessee"),
    ("creditor lender", "debtor borrower"),
    ("plaintiff claimant", "defendant"),
    ("seller vendor", "buyer purchaser"),
    ("employer", "employee"),
    ("supervisor manager boss", "report subordinate supervisee"),
    ("teacher tutor instructor mentor coach", "student pupil mentee protege trainee apprentice"),
    ("predecessor", "successor"),
    ("parent owner", "subsidiary unit arm division"),
    ("father mother parent", "child son daughter"),
    ("licensor", "licensee"),
    ("winner victor", "loser runner-up"),
    ("principal", "deputy"),
    ("donor grantor giver", "recipient beneficiary"),
    ("host", "guest visitor"),
    ("doctor physician surgeon", "patient"),
    ("lawyer attorney solicitor barrister", "client"),
    ("adviser advisor", "advisee"),
    ("interviewer", "interviewee"),
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
    "precede": (_GROUP["predecessor"], 0, "dobj"), "supersede": (_GROUP["predecessor"], 1, "dobj"),
    "acquire": (_GROUP["parent"], 0, "dobj"), "own": (_GROUP["parent"], 0, "dobj"),
    "buy": (_GROUP["parent"], 0, "dobj"), "purchase": (_GROUP["parent"], 0, "dobj"),  # "Brandt bought Ostrander"
    "file": (_GROUP["plaintiff"], 0, "against"), "bring": (_GROUP["plaintiff"], 0, "against"),
    "license": (_GROUP["licensor"], 0, "to"), "licence": (_GROUP["licensor"], 0, "to"),
    "beat": (_GROUP["winner"], 0, "dobj"), "defeat": (_GROUP["winner"], 0, "dobj"),
    "eliminate": (_GROUP["winner"], 0, "dobj"), "outscore": (_GROUP["winner"], 0, "dobj"),
    "win": (_GROUP["winner"], 0, "against"), "advance": (_GROUP["winner"], 0, "past"),
    "unseat": (_GROUP["winner"], 0, "dobj"), "oust": (_GROUP["winner"], 0, "dobj"),
    "rout": (_GROUP["winner"], 0, "dobj"), "topple": (_GROUP["winner"], 0, "dobj"),
    "surrender": (_GROUP["winner"], 1, "to"), "capitulate": (_GROUP["winner"], 1, "to"),
    "knock": (_GROUP["winner"], 0, "dobj"),  # only "knocked out" (:func:`_verb_sides`)
    "edge": (_GROUP["winner"], 0, "dobj"),  # only "edged out"
    "take": (_GROUP["predecessor"], 1, "from"),  # only "took over from" (:func:`_verb_sides`)
    "learn": (_GROUP["teacher"], 1, "from"),
    "cede": (_GROUP["donor"], 0, "to"), "donate": (_GROUP["donor"], 0, "to"), "hand": (_GROUP["donor"], 0, "to"),
    "transfer": (_GROUP["donor"], 0, "to"), "bequeath": (_GROUP["donor"], 0, "to"),
    "countersue": (_GROUP["plaintiff"], 0, "dobj"), "offload": (_GROUP["seller"], 0, "to"),
    "divest": (_GROUP["seller"], 0, "to"),
    "prosecute": (_GROUP["plaintiff"], 0, "dobj"),
    "outperform": (_GROUP["winner"], 0, "dobj"), "outpoll": (_GROUP["winner"], 0, "dobj"),
    "outsell": (_GROUP["winner"], 0, "dobj"), "outvote": (_GROUP["winner"], 0, "dobj"),
    "overtake": (_GROUP["winner"], 0, "dobj"),
    "give": (_GROUP["donor"], 0, "to"), "award": (_GROUP["donor"], 0, "to"), "grant": (_GROUP["donor"], 0, "to"),
    "present": (_GROUP["donor"], 0, "to"),
    "inherit": (_GROUP["donor"], 1, "from"), "receive": (_GROUP["donor"], 1, "from"),
    "represent": (_GROUP["lawyer"], 0, "dobj"),
    "advise": (_GROUP["adviser"], 0, "dobj"), "interview": (_GROUP["interviewer"], 0, "dobj"),
}
#: verbs of :data:`VERB_SIDES` that give a side only with their particle ("knocked out", "took over from")
_PARTICLE = {"knock": "out", "take": "over", "edge": "out"}
#: nouns of a defeat whose winner stands after "to" ("suffered a 2-0 loss to Coldstream")
_LOSS = frozenset("loss defeat".split())
#: verbs of being that give their subject the noun after them ("was the seller", "served as deputy")
_BEING = frozenset("be become remain serve act work".split())
#: words that a relation noun's phrase may carry before it ("the largest creditor", "direct reports")
_REPORTS = re.compile(r"\bdirect\s+reports?\b", re.IGNORECASE)


@dataclass(frozen=True)
class Party:
    name: str
    names: frozenset[str]  # its name's words, lower-cased, titles aside


@dataclass(frozen=True)
class Side:
    party: Party
    group: int
    side: int
    other: Party | None
    word: str
    by_noun: bool = False  # told by a noun of the side ("was the borrower"), not by a verb ("supervised a thesis")
    event: str = ""  # the contest a verb of winning or losing names and no other party ("won the final")
    at: int = -1  # the index of the word that tells the side (the verb of "lost to", the noun "runner-up"), if known


#: titles before a name, no part of it ("Dr. Ferreira's work" is Dr. Luis Ferreira's)
_TITLES = frozenset("dr prof professor mr mrs ms sir dame".split())
#: the parts of a phrase that name another party ("Ridgeway Bank, Dunmore Shipping's largest creditor, …"; "…, who in
#: turn …"; "Voss and Kettle")
_OWN_PHRASE_ONLY = frozenset("appos relcl acl conj cc".split())


#: nouns of a thing whose possessor is the party the step speaks of ("oversaw Dr. Ferreira's work")
_THINGS_OF = frozenset("work thesis dissertation research study project lab laboratory team career training".split())


def opposite_sides(a: str, b: str) -> bool:
    """Are the nouns ``a`` and ``b`` (lemmas) the two sides of one relation ("landlord" / "tenant", "buyer" /
    "seller")?"""
    return any(g == h and s != t for g, s in _SIDE_OF.get(a, []) for h, t in _SIDE_OF.get(b, []))


def _resolved(tok):
    """A relative pronoun as the noun its clause hangs on ("Hale, who in turn mentored Marsh": Hale); ``tok``
    otherwise."""
    if tok.lower_ in ("who", "whom", "that", "which") and tok.head.dep_ == "relcl":
        noun = tok.head.head
        if noun.dep_ == "attr" and noun.head.lemma_.lower() == "be":  # "Tillery was the party who brought …"
            return next((c for c in noun.head.children if c.dep_ == "nsubj"), noun)
        return noun
    if tok.lower_ in ("its", "his", "her", "their") and tok.dep_ == "poss" and tok.head.head.pos_ == "VERB":
        return next((c for c in tok.head.head.children if c.dep_ == "nsubj"), tok)  # "Harwell completed its
        # acquisition of Denmore": Harwell's
    return tok


#: common nouns whose "of" phrase names them ("the city of Port Alder"); any other's names another thing ("a
#: compilation copyright in the collection of Project Gutenberg")
_NAMED_BY_OF = frozenset("city town village county state province republic kingdom university college school "
                         "department ministry government bank board council".split())


def _words_of(tok, skip: frozenset[str]) -> list:
    out = [tok]
    for c in tok.children:
        if c.dep_ not in skip and (c.dep_ != "prep" or tok.text[:1].isupper()
                                   or tok.lemma_.lower() in _NAMED_BY_OF | _THINGS_OF):  # "the thesis of Oyelaran"
            out += _words_of(c, skip)
    return out


def party(tok) -> Party | None:
    """The named party ``tok`` stands for, or None (a pronoun, a phrase that names none: "a federal judge")."""
    tok = _resolved(tok)
    if tok.pos_ == "PRON":
        return None
    skip = _OWN_PHRASE_ONLY if tok.lemma_.lower() in _THINGS_OF else _OWN_PHRASE_ONLY | {"poss"}
    # "Mr. Patel's former apprentice", "Kell Mining's shareholders" are not Mr. Patel, Kell Mining; "Dr. Ferreira's
    # work" is his
    names = _capitalised(_words_of(tok, skip))
    if not names:  # "the chemical maker Trenholm Corp.", "Tom Hale's former employer, Kell Mining": the name in
        # apposition is the party's own, without the possessor
        names = _capitalised(t for c in tok.children if c.dep_ == "appos" for t in _words_of(c, skip))
    return Party(participant(tok).name, names) if names else None


def _capitalised(tokens) -> frozenset[str]:
    words = ("".join(ch for ch in t.text.lower() if ch.isalnum()) for t in tokens
             if t.text[:1].isupper() and t.pos_ in ("PROPN", "NOUN"))  # "Voss was …": a name the parse may tag a noun
    return frozenset(w for w in words if w and w not in _TITLES)


def _noun_sides(tok) -> list[tuple[int, int]]:
    lemma = _RUNNER_UP if _runner_up(tok) else tok.lemma_.lower()
    if lemma == "division" and (tok.dep_ == "compound" or tok.text[0].isupper()):
        return []  # "a Second Division club": a league, no subsidiary
    if lemma == "report" and not (tok.pos_ == "NOUN" and _REPORTS.search(tok.sent.text)):
        return []  # a report is a document, but for "direct reports"
    if lemma == "parent" and any(c.lower_ in ("company", "firm", "group") for c in (*tok.children, tok.head)):
        return [(_GROUP["parent"], 0)]
    return _SIDE_OF.get(lemma, []) if tok.pos_ in ("NOUN", "PROPN") else []


_RUNNER_UP = "runner-up"
#: verbs of a place in a contest's table that give their subject the noun after them ("finished runner-up to Corvo")
_PLACING = frozenset("finish end come".split())


def _runner_up(tok) -> bool:
    """Is ``tok`` the "up" of "runner-up" (the parse splits it into three words, "runner" a compound of "up")?"""
    doc = tok.doc
    return tok.lower_ in ("up", "ups") and tok.i >= 2 and doc[tok.i - 1].text == "-" \
        and doc[tok.i - 2].lower_ in ("runner", "runners")


def _other_of(tok) -> Party | None:
    """The party a relation noun is of: "Pierce's predecessor", "the largest creditor of Fenwick", "deputy to Ibsen"."""
    for c in tok.children:
        if c.dep_ == "poss":
            return party(c)
        if c.dep_ == "prep" and c.lower_ in ("of", "to", "for"):
            obj = next((p for p in c.children if p.dep_ == "pobj"), None)
            if obj is not None:
                return party(obj)
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
        if head.pos_ == "VERB" and head.lemma_.lower() not in _BEING:  # "appointed Olsen as his deputy": Olsen
            obj = next((c for c in head.children if c.dep_ in ("dobj", "nsubjpass")), None)
            if obj is not None:
                return obj
    if at.dep_ in ("attr", "prep") and head.lemma_.lower() in _BEING or at.dep_ == "prep" and head.pos_ == "VERB" \
            or at.dep_ in ("dobj", "oprd", "attr", "acomp") and head.lemma_.lower() in _PLACING and _runner_up(tok):
        # "finished runner-up to Corvo"
        return next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if tok.dep_ == "appos" and tok.head.pos_ in ("PROPN", "NOUN"):
        return tok.head
    return next((c for c in tok.children if c.dep_ == "appos" and c.pos_ in ("PROPN", "NOUN")), None)


def _verb_sides(doc) -> list[Side]:
    out = []
    for tok in doc:
        spec = VERB_SIDES.get(tok.lemma_.lower())
        if spec is None or tok.pos_ != "VERB" or tok.lemma_.lower() in _PARTICLE and not any(
                c.dep_ == "prt" and c.lower_ == _PARTICLE[tok.lemma_.lower()] for c in tok.children) and not (
                tok.lemma_.lower() == "edge" and any(c.dep_ in ("dobj", "npadvmod") and c.pos_ == "PROPN"
                                                    for c in tok.children)):  # "Kelso edged Dunmore 2-1"
            continue
        group, side, how = spec
        if group == _GROUP["donor"] and not any(c.dep_ in ("dobj", "nsubjpass") or c.text[:1].isupper() and c.dep_ in (
                "advmod", "npadvmod") for c in tok.children):  # "handed Varn over": a name the parse reads as an adverb
            continue  # "transferred to Linton University": no thing given
        passive = any(c.dep_ == "auxpass" for c in tok.children)
        doer = next((p for c in tok.children if c.dep_ == "agent" for p in c.children if p.dep_ == "pobj"), None) \
            if passive else _subject_of(tok) or fronted_name(tok)
        if how == "dobj":
            other = next((c for c in tok.children if c.dep_ == ("nsubjpass" if passive else "dobj")), None) or next(
                (c for c in tok.children if c.dep_ == "npadvmod" and c.pos_ == "PROPN" and c.i > tok.i), None) or (
                fronted_name(tok) if passive else None)  # "In the final, Sofia Lind was beaten by …"
            # "beat Lindqvist United 3-1": the parse reads the name before a score as an adverbial
        else:  # "sold its division to Halvorsen" (the parse's "to" a dative), "lent Dunmore Shipping $40 million";
            # "won the cup final against Ostrava" (the "against" hung on the object)
            # "won the final at Greywater Arena against Mei Tanaka" (hung on the place)
            other = next((p for c in tok.subtree if c.dep_ in ("prep", "dative") and c.lower_ == how
                          and _verb_of(c).i == tok.i for p in c.children if p.dep_ == "pobj"), None)
            if other is None and how == "to":
                other = next((c for c in tok.children if c.dep_ in ("dative", "dobj") and c.pos_ == "PROPN"), None)
        if tok.lemma_.lower() == "hand" and any(c.dep_ == "dobj" and c.lemma_.lower() in _LOSS for c in tok.children):
            group, side = _GROUP["winner"], 0  # "Redbridge handed Coldstream their first defeat"
            other = next((c for c in tok.children if c.dep_ == "dative"), other)
        if doer is not None and other is not None:
            out += _both(party(doer), party(other), group, side, tok.text, tok.i)
    for verb, doer, others in converse.derived_roles(doc, _token):  # "lost to", "studied under", "X's acquisition
        # of Y"
        if (spec := VERB_SIDES.get(verb)) is not None:
            for o in others:
                told = next((a for a in (doer, *doer.ancestors) if a.pos_ == "VERB"), None)  # "lost" of "lost to"
                out += _both(party(doer), party(o), spec[0], spec[1], verb, told.i if told is not None else -1)
    return out


def _verb_of(tok):
    """The nearest verb above ``tok``: the verb of its clause."""
    head = tok.head
    while head.pos_ not in ("VERB", "AUX") and head.head is not head:
        head = head.head
    return head


def _subject_of(tok):
    """A verb's subject, or, for the second of two verbs joined by "and", the first one's ("bought the plant … and
    offloaded it to Corvid")."""
    subject = next((c for c in tok.children if c.dep_ == "nsubj"), None)
    if subject is None and tok.dep_ == "conj" and tok.head.pos_ == "VERB":
        subject = next((c for c in tok.head.children if c.dep_ == "nsubj"), None)
    return subject


def _token(tok):
    return tok


def _both(a: Party | None, b: Party | None, group: int, side: int, word: str, at: int = -1) -> list[Side]:
    """The two sides a relation gives its two parties, each where it is named ("defeated him": the doer's only)."""
    return ([Side(a, group, side, b, word, at=at)] if a else []) + ([Side(b, group, 1 - side, a, word, at=at)] if b
                                                                   else [])


#: nouns of a relation a party works "under" ("under the supervision of Dr. Ferreira"): the first side's
_UNDER = {"supervision": "supervisor", "guidance": "teacher", "tutelage": "teacher", "mentorship": "teacher",
          "direction": "supervisor"}


def _loss(tok) -> list[Side]:
    """"Redbridge suffered a 2-0 loss to Coldstream": Coldstream the winner, Redbridge the loser."""
    if tok.lemma_.lower() not in _LOSS or tok.pos_ != "NOUN" or tok.dep_ != "dobj":
        return []
    winner = next((p for c in tok.children if c.dep_ == "prep" and c.lower_ == "to" for p in c.children
                   if p.dep_ == "pobj"), None)
    loser = next((c for c in tok.head.children if c.dep_ == "nsubj"), None)
    if winner is None or loser is None:
        return []
    return _both(party(winner), party(loser), _GROUP["winner"], 0, tok.text, tok.head.i)


def _contest(tok) -> list[Side]:
    """The sides of a contest the verb ``tok`` tells (:func:`gechat.entail.contests.outcome`: "Serena Williams won the
    final", "The final was won by Osaka", "Dunmore drew 1-1 with Kelso in the cup final"), each of a named party."""
    read = contests.outcome(tok, _subject_of)
    named = party(read[1]) if read is not None else None
    if named is None:
        return []
    side, _, others, event = read
    return [Side(x, _GROUP["winner"], side, None, tok.text, event=event, at=tok.i)
            for x in [named, *filter(None, map(party, others))]]


def _under(tok) -> list[Side]:
    """"X performed the procedure under the supervision of Y": Y the supervisor, X the one supervised."""
    group = _UNDER.get(tok.lemma_.lower())
    if group is None or tok.dep_ != "pobj" or tok.head.lower_ != "under":
        return []
    over = next((t for t in tok.subtree if t.i > tok.i and t.pos_ == "PROPN" and t.dep_ not in ("compound", "flat")),
                None)
    under = next((c for c in tok.head.head.children if c.dep_ == "nsubj"), None)
    if over is None or under is None:
        return []
    return _both(party(over), party(under), _GROUP[group], 0, tok.text)


#: verbs that put someone in an office ("has been appointed interim chief financial officer in place of Daniel Roe")
_APPOINTING = frozenset("appoint name elect install hire nominate promote confirm recruit".split())


def _in_place(tok) -> list[Side]:
    """"Greta Vollmer has been appointed interim chief financial officer in place of Daniel Roe": Vollmer the
    successor, Roe the predecessor (the one put in place is the verb's object, or its subject in the passive)."""
    if tok.lower_ != "place" or tok.dep_ != "pobj" or tok.head.lower_ != "in" or tok.head.head.pos_ != "VERB":
        return []
    before = next((p for c in tok.children if c.dep_ == "prep" and c.lower_ == "of" for p in c.children
                   if p.dep_ == "pobj"), None)
    verb = tok.head.head
    if verb.lemma_.lower() not in _APPOINTING:
        return []  # "took charge of the team in place of head coach Mark Doyle, who was serving a touchline ban": a
        # stand-in for a match, no successor
    put = next((c for c in verb.children if c.dep_ in ("nsubjpass", "dobj")), None) or _subject_of(verb)
    named = (party(before), party(put)) if before is not None and put is not None else (None, None)
    if None in named:
        return []  # "appointed an interim chief executive in place of Maria Lund": no successor named
    return _both(*named, _GROUP["predecessor"], 0, "in place of", verb.i)


def sides(doc) -> list[Side]:
    """Each party ``doc`` gives a side of a relation of :data:`SIDES`, by a noun of that side or by a verb."""
    out = []
    for tok in doc:
        out += _under(tok) + _loss(tok) + _contest(tok) + _in_place(tok)
        for group, side in _noun_sides(tok):
            noun = tok.head if tok.dep_ == "compound" else tok  # "the parent company of Brightway"
            holder = _holder(noun)
            if holder is not None and (named := party(holder)) is not None:
                placed = _runner_up(noun) and noun.head.lemma_.lower() in _PLACING  # "finished runner-up in the cup"
                out.append(Side(named, group, side, _other_of(noun), _RUNNER_UP if _runner_up(noun) else tok.text,
                                by_noun=True, at=noun.head.i if placed else noun.i))
    return [x for x in out + _verb_sides(doc) if not _denied_at(doc, x.at)]


def _denied_at(doc, at: int) -> bool:
    """Is the verb at ``at`` denied ("have never lost to Ostwick", "has never lost a Grand Slam final": no side of a
    defeat)?"""
    return 0 <= at < len(doc) and denied(doc[at])


denied = contests.denied  # "have never lost to Ostwick": one reading of a denied verb for both modules


def _own_acts(doc, who: Party, read: list[Side]) -> bool:
    """Does ``doc`` give the party an act of its own that no side is read from (``read``: "Olsen … now teaches at
    Linton High", "Brandt countersued", "later offloaded it to Corvid")?"""
    for tok in doc:
        if tok.pos_ == "VERB" and tok.lemma_.lower() not in _BEING and not any(
                x.word == tok.text and _one(x.party, who) for x in read):
            subject = _subject_of(tok)
            if subject is not None and (p := party(subject)) is not None and _one(p, who):
                return True
    return False


def _one(a: Party | None, b: Party | None) -> bool:
    """One party: the words of one's name among the other's ("Voss" / "Renata Voss"; "Samuel Morrow" and "Ada
    Morrow" are two)."""
    return a is not None and b is not None and (a.names <= b.names or b.names <= a.names)


def side_conflict(premise: str, hypothesis: str, parse: Callable[[str], object], named: bool = False) -> str:
    """The reason the step gives a party the other side of a relation than the sentence gives it, or the side the
    sentence gives the step's other party ("sold … to Halvorsen Capital" / "Halvorsen Capital was the seller"), or
    "". A step that names no other party is read against a sentence that gives the party no act of its own; with
    ``named`` (two sentences that share few words) only a relation whose two parties both sides name is read."""
    p_doc, h_doc = parse(premise), parse(hypothesis)
    theirs = sides(p_doc)
    for tok in h_doc:  # "The derby was won by Moss's side" / "The derby ended 2-2": whoever the step names
        told = contests.outcome(tok, _subject_of)
        if told is not None and told[0] < 2 and not denied(tok) and (level := contests.ended_level(
                p_doc, told[3], {t.lemma_.lower() for t in h_doc})):
            return f"the step says the {told[3]} was {('won', 'lost')[told[0]]}; the sentence says it was a draw " \
                   f"('{level}')"
    for m in sides(h_doc):
        mine = [t for t in theirs if t.group == m.group]
        if not mine or any(t.side == m.side and _one(t.party, m.party) for t in mine):
            continue  # the sentence gives the party that side too
        if m.event:  # "won the final" / "lost to Naomi Osaka in the final", "drew with Kelso in the final"
            t = next((t for t in mine if t.side != m.side and _one(t.party, m.party) and m.side < 2
                      and contests.names_contest(p_doc, t.at, m.event)
                      and not (t.word == _RUNNER_UP and contests.won_in(p_doc))), None)  # "twice runner-up before
            # winning it", "runner-up in the 2022 final, went one better this year"
            if t is not None:
                won, other = ("won", "loser") if m.side == 0 else ("lost", "winner")
                told = "says it was a draw" if t.side == 2 else f"makes {m.party.name} the {other}"
                return f"the step says {m.party.name} {won} the {m.event}; the sentence {told} ('{t.word}')"
            continue
        mine = [t for t in mine if t.side < 2]
        for t in mine:
            if named and (t.other is None or m.other is None):
                continue  # "Kelso Rovers, a Second Division club, …" / "Kelso Rovers owns Dunmore Athletic"
            swapped = t.side != m.side and _one(t.party, m.party) and (
                _one(t.other, m.other) if m.other is not None and t.other is not None
                else (m.other is not None or m.by_noun) and not _own_acts(p_doc, m.party, theirs))
            # "Dr. Mensah supervised a doctoral thesis": an act with another party unnamed, no side of this one
            given_other = t.side == m.side and t.other is not None and _one(t.party, m.other) and _one(t.other, m.party)
            if swapped or given_other:
                noun = SIDES[m.group][m.side].split()[0]
                return (f"the step makes {m.party.name} the {noun}; the sentence makes "
                        f"{(t.party if given_other else t.other or t.party).name} the {noun} ('{t.word}')") \
                    if given_other or t.other is not None else \
                    (f"the step makes {m.party.name} the {noun}; the sentence makes it the "
                     f"{SIDES[t.group][t.side].split()[0]} ('{t.word}')")
    return ""
