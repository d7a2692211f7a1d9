"""Which party a text makes answer for a cost or a duty, and which party alone holds a right.

Contracts, leases and policies give each cost to one party: "The Seller shall pay all shipping and insurance costs
…" / "The buyer is responsible for the cost of shipping"; "The Landlord shall pay the council tax …, while the Tenant
shall be responsible for electricity …" / "council tax is the tenant's responsibility". The small NLI model reads
these as entailed (0.95): the two texts share every word but the party.

:func:`duties` reads each (party, things) a text gives: a party noun of :data:`PARTIES` as the subject of a verb of
paying or bearing (:data:`_PAYING`: "shall pay", "has to pay", "bears"), of "responsible for" or "liable for", or
as the possessor of "responsibility" or "expense" ("is the tenant's responsibility", "at the Buyer's expense").
:func:`duty_conflict` names a step that gives a thing the sentence gives one party to another party the sentence
names, where the sentence gives that other party less of it, names every word of it, and splits or moves no cost
(:data:`_SPLIT`: a case, a share, "until then", "reimburse"). :func:`only_holder` reads "Only the Licensor may
terminate …" against a step that gives another named party that right.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gechat.text import content_words

#: nouns of the parties to a contract, a lease, a policy or a job
PARTIES = frozenset(
    "seller buyer vendor purchaser landlord tenant lessor lessee licensor licensee employer employee contractor "
    "subcontractor client customer supplier insurer policyholder insured borrower lender guarantor owner occupier "
    "agent principal consultant subscriber member provider user company manufacturer distributor retailer carrier "
    "shipper consignee buyer's seller's hirer renter operator publisher author".split())
#: verbs by which a party answers for a cost ("shall pay all shipping costs", "bears the cost of", "covers")
_PAYING = frozenset("pay bear finance shoulder absorb".split())
#: objects of "pay" that are no cost ("pay attention", "pay tribute")
_NOT_COSTS = frozenset("attention tribute visit respect heed compliment homage court lip".split())
#: adjectives by which a party answers for a thing ("responsible for", "liable for")
_ANSWERING = frozenset("responsible liable accountable".split())
#: nouns by which a thing is a party's to answer for ("the tenant's responsibility", "at the Buyer's expense")
_ANSWER_NOUNS = frozenset("responsibility liability expense cost obligation duty".split())
#: words of a cost that say nothing of which cost it is
_GENERIC = frozenset("cost costs charge charges fee fees expense expenses amount amounts sum sums payment payments "
                     "bill bills part all any other such reasonable full whole relevant applicable first second third "
                     "further additional subsequent later earlier initial final".split())
#: words by which a text splits a cost between the parties by time, case or share, or moves it from one to the
#: other: which party answers for which case is more than a bag of words can tell
_SPLIT = re.compile(r"\b(?:until\s+then|if|unless|otherwise|except|whereas|each|half|share|shared|jointly|both|either|"
                    r"neither|no\s+longer|reimburs\w*|repa(?:y|id|ys)|refund\w*|recover\w*|indemnif\w*|compensat\w*|"
                    r"initially|ultimately|may|might|can|could)\b", re.IGNORECASE)
#: a verb's dependents that open another clause, whose words are not the thing paid for
_OTHER_CLAUSE = frozenset("advcl relcl ccomp conj cc mark punct".split())
#: verbs of a right that "only" may give one party ("Only the Licensor may terminate")
_RIGHT_MODALS = frozenset("may can might".split())


def _party(tok) -> str | None:
    """The party noun ``tok`` is ("the Seller", "the buyer", "Landlord"), lower-cased, or None."""
    lemma = tok.lemma_.lower()
    return lemma if tok.pos_ in ("NOUN", "PROPN") and lemma in PARTIES else None


def _subject(verb):
    """A verb's subject, or the subject of what governs it: "has to pay", "agrees to pay", "has the right to end",
    "is entitled to end", the first of two verbs joined by "and"."""
    tok = verb
    for _ in range(3):
        subject = next((c for c in tok.children if c.dep_ == "nsubj"), None)
        if subject is not None:
            return subject
        if tok.dep_ not in ("xcomp", "conj", "acl", "dobj", "acomp") or tok.head.i == tok.i:
            return None
        tok = tok.head
    return None


def _joint(subject) -> bool:
    """Is the subject one of two or more parties ("The Landlord and the Tenant shall each pay half")?"""
    return any(c.dep_ in ("conj", "cc") for c in subject.children)


def _things(tok) -> frozenset[str]:
    """The content words of what ``tok`` names, its own clause only, generic words of a cost aside."""
    text = " ".join(t.text for t in sorted(_own_subtree(tok), key=lambda t: t.i))
    return frozenset(w for w in content_words(text) if w not in _GENERIC)  # "the transfer agent's charges": agent


def _own_subtree(tok) -> list:
    out = [tok]
    for c in tok.children:
        if c.dep_ not in _OTHER_CLAUSE or (c.dep_ in ("conj", "cc") and tok.pos_ in ("NOUN", "PROPN")):
            out += _own_subtree(c)  # "shipping and insurance costs": a list of things is the thing's
    return out


def duties(doc, keep_empty: bool = False) -> list[tuple[str, frozenset[str]]]:
    """Each (party, content words of the thing) ``doc`` makes a party answer for (``keep_empty``: also where the
    thing has no words of its own, "the Seller bears it")."""
    out = []
    for tok in doc:
        lemma = tok.lemma_.lower()
        if lemma in _PAYING and tok.pos_ == "VERB" and not any(c.dep_ in ("auxpass", "neg") for c in tok.children):
            subject = _subject(tok)
            who = _party(subject) if subject is not None and not _joint(subject) else None
            thing = next((c for c in tok.children if c.dep_ == "dobj"), None) or next(
                (p for c in tok.children if c.dep_ == "prep" and c.lower_ == "for" for p in c.children
                 if p.dep_ == "pobj"), None)
            if who and thing is not None and not any(c.dep_ == "dative" for c in tok.children) \
                    and thing.lemma_.lower() not in _NOT_COSTS:
                more = [p for c in tok.children if c.dep_ == "prep" and c.lower_ in ("to", "of", "on")
                        for p in c.children if p.dep_ == "pobj" and not _party(p)]  # "bears the cost of repairs
                # to the roof": the parse may hang the thing's words on the verb
                more += [c for c in tok.children if c.dep_ == "dobj" and c.i != thing.i]  # "pay the registration
                # fee and the transfer agent's charges": the parse may give the verb two objects
                out.append((who, _things(thing).union(*(_things(p) for p in more))))  # "shall pay the Landlord
                # rent": a payee, no cost borne
        elif lemma in _ANSWERING and tok.dep_ in ("acomp", "amod", "attr"):
            subject = _subject(tok.head) if tok.dep_ == "acomp" and not any(
                c.dep_ == "neg" for c in tok.head.children) else None
            who = _party(subject) if subject is not None and not _joint(subject) else None
            thing = next((p for c in tok.children if c.dep_ == "prep" and c.lower_ == "for" for p in c.children
                          if p.dep_ == "pobj"), None)
            if who and thing is not None:
                out.append((who, _things(thing)))
        elif lemma in _ANSWER_NOUNS and tok.pos_ == "NOUN":
            owner = next((c for c in tok.children if c.dep_ == "poss"), None) or next(
                (p for c in tok.children if c.dep_ == "prep" and c.lower_ == "of" for p in c.children
                 if p.dep_ == "pobj"), None)
            who = _party(owner) if owner is not None else None
            if who is None:
                continue
            if tok.dep_ == "attr":  # "council tax … is the tenant's responsibility"
                thing = next((c for c in tok.head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
            elif tok.dep_ == "pobj" and tok.head.lower_ == "at":  # "… shall be carried out at the Buyer's expense"
                verb = tok.head.head
                thing = next((c for c in verb.children if c.dep_ in ("nsubjpass", "dobj", "nsubj")), None)
            else:
                continue
            if thing is not None and _party(thing) is None:
                out.append((who, _things(thing)))
    return [(who, things) for who, things in out if things or keep_empty]


def _words(doc) -> frozenset[str]:
    return frozenset(content_words(doc.text))


def _named(doc) -> set[str]:
    return {t.lemma_.lower() for t in doc if _party(t)}


def duty_conflict(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason the step makes a party answer for a thing the sentence makes another party answer for, or ""."""
    if not any(w in hypothesis.lower() for w in ("pay", "responsib", "liab", "bear", "cover", "expense", "cost",
                                                  "fund", "meet", "settle", "accountab", "shoulder", "absorb")) \
            or _SPLIT.search(premise) or _SPLIT.search(hypothesis):
        return ""  # "The Buyer shall bear the risk once the goods are delivered; until then, the Seller bears it"
    h_doc = parse(hypothesis)
    mine = duties(h_doc)
    if not mine:
        return ""
    p_doc = parse(premise)
    theirs, named = duties(p_doc), _named(p_doc)
    unsaid = {w for w, t in duties(p_doc, keep_empty=True) if not t}  # "until then, the Seller bears it"
    for who, things in mine:
        if who not in named or who in unsaid or not things <= _words(p_doc):
            continue  # a party the sentence does not name, or gives a cost it names only by a pronoun; a thing it does
            # not name ("pays the salary of his assistant")
        own = max((len(t & things) for w, t in theirs if w == who), default=0)
        other = next((w for w, t in theirs if w != who and len(t & things) > own), None)
        if other is not None:  # the thing is more the other party's than this one's: "repairs to the roof … at the
            # Landlord's expense, and the Tenant shall pay for the repair of any damage the Tenant causes"
            return f"the step makes the {who} answer for it; the sentence makes the {other} answer for it"
    return ""


def only_holder(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason a step gives a right to a party where the sentence says "Only the Licensor may terminate …" and
    names that party too ("The licensee has the right to end the licence early"), or ""."""
    if "only" not in premise.lower():
        return ""
    p_doc = parse(premise)
    held = [(_party(s), v.lemma_.lower(), _objects(v)) for v in p_doc for s in v.children
            if v.pos_ == "VERB" and s.dep_ == "nsubj" and _party(s) and not _joint(s)
            and any(c.lower_ == "only" for c in s.children)
            and any(c.dep_ == "aux" and c.lower_ in _RIGHT_MODALS for c in v.children)]
    if not held:
        return ""
    granted = {(_party(s), v.lemma_.lower()) for v in p_doc if v.pos_ == "VERB" for s in v.children
               if s.dep_ == "nsubj" and _party(s) and not any(c.lower_ == "only" for c in s.children)}
    named = _named(p_doc)
    h_doc = parse(hypothesis)
    for v in h_doc:
        subject = _subject(v) if v.pos_ == "VERB" else None
        who = _party(subject) if subject is not None else None
        if who is None or who not in named or any(c.dep_ == "neg" for c in (*v.children, *v.head.children)):
            continue
        for holder, verb, objects in held:
            if holder != who and _same_act(v, verb) and objects & _objects(v) \
                    and not any(p == who and _same_act(v, g) for p, g in granted):  # "after dispatch, the Seller may
                # also cancel it"; "Only the Landlord may renew the lease, and the Tenant may renew its parking permit"
                return f"the step gives the {who} a right the sentence gives only the {holder}"
    return ""


def _objects(verb) -> frozenset[str]:
    """The content words of what a verb acts on ("terminate this licence": "licence")."""
    return frozenset(w for c in verb.children if c.dep_ in ("dobj", "nsubjpass")
                     for w in content_words(" ".join(t.text for t in c.subtree)) if w not in PARTIES)


#: verbs of one act, for :func:`only_holder` ("terminate" / "end" / "cancel")
_SAME_ACTS = tuple(frozenset(group.split()) for group in (
    "terminate end cancel", "amend change modify alter vary", "assign transfer", "renew extend"))


def _same_act(verb, lemma: str) -> bool:
    own = verb.lemma_.lower()
    return own == lemma or any(own in group and lemma in group for group in _SAME_ACTS)
