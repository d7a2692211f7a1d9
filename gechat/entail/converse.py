"""One relation told from either side, and an act told as a noun, read as the verb whose roles they give.

"The Gulls lost to the Foxes" gives the Foxes the doer's role of "beat"; "Wren borrowed £3,000 from Hale" makes Hale
the one who lent; "Ambler worked for Kett" makes Kett the employer; "Ilse studied under Renko" makes Renko the
teacher ("studied with" is no such reading: it is often "alongside"); "bought the mill from the Ashby family" makes
the family the seller; "Maritec's acquisition of Sundvall" makes Maritec the one who acquired. :func:`derived_roles`
gives these as further entries of :func:`gechat.entail.roles.clause_roles` (verb lemma -> doer, other participants),
so that the role-swap check (:func:`gechat.entail.roles.swapped`) reads "The Gulls beat the Foxes" against "The
Gulls lost to the Foxes" as the swap it is, and "The Foxes beat the Gulls" as no swap. :func:`told_otherwise` says
when a step tells the sentence's relation from its other side and adds nothing ("Marta Kovac beat Elise Durand in
straight sets" / "Elise Durand lost to Marta Kovac"): a restatement, which the small NLI model reads as a
contradiction (0.81). A restatement is read only for :data:`RESTATED` (not selling, nor an act a noun names) and
only where neither side holds the relation under a condition, a modal, a report or a time it ended
(:data:`UNASSERTED`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

#: (verb lemma, preposition) -> the verb whose doer is the preposition's object and whose other participant is the
#: verb's subject
CONVERSE: dict[tuple[str, str], str] = {
    ("lose", "to"): "beat", ("fall", "to"): "beat",
    ("borrow", "from"): "lend",
    ("work", "for"): "employ",
    ("study", "under"): "teach", ("train", "under"): "teach", ("learn", "from"): "teach",
    ("buy", "from"): "sell", ("purchase", "from"): "sell", ("acquire", "from"): "sell",
    ("report", "to"): "supervise",
    ("lease", "from"): "lease", ("rent", "from"): "rent", ("charter", "from"): "charter",  # "leased four A320s from
    # Skyreach" / "Skyreach leased four A320s to Delmont": one lease told from either side
}
#: verbs that take "from" for the other side of the same verb ("leased four A320s from Skyreach": Skyreach leased them)
SELF_CONVERSE = frozenset(verb for (lemma, _), verb in CONVERSE.items() if lemma == verb)
#: nouns of an act -> its verb: "Maritec's acquisition of Sundvall", "the takeover of Sundvall by Maritec"
NOMINAL: dict[str, str] = {"acquisition": "acquire", "takeover": "acquire", "purchase": "buy", "defeat": "beat",
                           "supervision": "supervise", "employment": "employ", "dismissal": "dismiss"}


#: the words by which a text may tell a relation from the other side or as a noun, read before any parse
CUES = re.compile(r"\b(?:(?:lo(?:se|ses|st|sing)|f[ae]ll|falls|falling|report\w*)\s+to|"
                  r"work\w*\s+for|stud(?:y|ies|ied|ying)\s+(?:under|with)|train\w*\s+under|"
                  r"(?:borrow\w*|b(?:uy|uys|ought|uying)|purchas\w*|acquir\w*|inherit\w*|learn\w*|leas\w*|rent\w*|charter\w*)"
                  r"\b[^.;]{0,60}?\bfrom|"
                  r"(?:acquisition|takeover|purchase|defeat|supervision|employment|dismissal)\s+of|t(?:ake|akes|aken|ook|aking)\s+over)\b",
                  re.IGNORECASE)


def derived_roles(doc, participant: Callable) -> list[tuple[str, object, list]]:
    """(verb, doer, others) for each converse verb and each noun of an act in ``doc`` whose two sides it names."""
    out = []
    for tok in doc:
        lemma = tok.lemma_.lower()
        if lemma == "take" and any(c.dep_ == "prt" and c.lower_ == "over" for c in tok.children):  # "was taken over
            # by Brandt", "Brandt took over Ostera": "acquire"
            passive = any(c.dep_ == "auxpass" for c in tok.children)
            doer = next((p for c in tok.children if c.dep_ == "agent" for p in c.children if p.dep_ == "pobj"), None) \
                if passive else next((c for c in tok.children if c.dep_ == "nsubj"), None)
            other = next((c for c in tok.children if c.dep_ == ("nsubjpass" if passive else "dobj")), None)
            if doer is not None and other is not None:
                out.append(("acquire", participant(doer), [participant(other)]))
        elif tok.pos_ == "VERB" and not any(c.dep_ == "auxpass" for c in tok.children):
            subject = next((c for c in tok.children if c.dep_ == "nsubj"), None)
            preps = [c for c in tok.children if c.dep_ == "prep"]
            if lemma == "learn":  # the parse hangs "from" on what was learned: "learned [the trade from her uncle]"
                if not _learned_skill(tok):
                    continue  # "learned from the filing that …" is finding out, not being taught
                preps += [p for c in tok.children if c.dep_ in ("dobj", "xcomp") for p in c.children
                          if p.dep_ == "prep" and p.lower_ == "from"]
            for prep in preps:
                verb = CONVERSE.get((lemma, prep.lower_))
                obj = next((p for p in prep.children if p.dep_ == "pobj"), None)
                if verb in SELF_CONVERSE and not _other_side(tok, obj):
                    continue  # "leased the hangar to Orbis from 2015": a time, not the lessor
                if verb and subject is not None and obj is not None:
                    out.append((verb, participant(obj), [participant(subject)]))
        elif tok.pos_ == "NOUN" and lemma in NOMINAL:
            doer = next((c for c in tok.children if c.dep_ == "poss"), None)
            of = _object_of(tok, "of")
            doer = doer if doer is not None else _object_of(tok, "by")
            if doer is None and tok.dep_ == "dobj" and tok.head.lemma_.lower() in _CARRIED_OUT:  # "the Company
                # completed the acquisition of Pellory Systems"
                doer = next((c for c in tok.head.children if c.dep_ == "nsubj"), None)
            if doer is not None and of is not None:
                out.append((NOMINAL[lemma], participant(doer), [participant(of)]))
    return out


def _other_side(verb, obj) -> bool:
    """Is ``obj``, the "from" of a verb of :data:`SELF_CONVERSE`, the other side of it (a named party, where the verb
    gives no party of its own after "to")?"""
    named = obj is not None and obj.lower_ not in _TIMES and (obj.pos_ == "PROPN" or any(
        c.dep_ in ("appos", "compound") and c.pos_ == "PROPN" for c in obj.children))  # "from the lessor Skyreach"
    return named and not any(c.dep_ == "dative" or c.dep_ == "prep" and c.lower_ == "to" for c in verb.children)


#: names of months and days, which a "from" of time gives ("leased the hangar from March")
_TIMES = frozenset("january february march april may june july august september october november december monday "
                   "tuesday wednesday thursday friday saturday sunday".split())


def self_converse_from(verb) -> bool:
    """Does ``verb`` tell its act from the other side ("Delmont leased four A320s from Skyreach")?"""
    return verb.lemma_.lower() in SELF_CONVERSE and any(
        c.dep_ == "prep" and c.lower_ == "from" and _other_side(verb, next((p for p in c.children if p.dep_ == "pobj"),
                                                                            None)) for c in verb.children)


def _learned_skill(tok) -> bool:
    """Does "learn" take what was learned as its object or a "to" clause ("learned the trade from her uncle",
    "learned to paint from Erik Berg"), not a clause of what was found out ("learned from the filing that …")?"""
    deps = {c.dep_ for c in tok.children}
    if any(c.dep_ == "dobj" and c.lemma_.lower() in _INFORMATION for c in tok.children):
        return False  # "learned the identity of the buyer from a reporter": told, not taught
    return bool(deps & {"dobj", "xcomp"}) and "ccomp" not in deps


#: what one learns by being told, not taught: "learned the name of the suspect from a neighbour"
_INFORMATION = frozenset("identity name news truth detail details fact facts result results outcome whereabouts "
                         "location cause reason content contents secret information date time address number "
                         "answer".split())


#: verbs whose subject carries out the act a noun names as their object ("completed the acquisition of")
_CARRIED_OUT = frozenset("complete finalise finalize close make announce".split())


def _object_of(tok, preposition: str):
    return next((p for c in tok.children if c.dep_ == "prep" and c.lower_ == preposition
                 for p in c.children if p.dep_ == "pobj"), None)


#: the words of the relations above, which a step that tells one from its other side may use where the sentence does
#: not
RELATION_WORDS = frozenset({w for (verb, prep) in CONVERSE for w in (verb, prep)} | set(CONVERSE.values())
                           | set(NOMINAL) | set(NOMINAL.values()) | {"of", "by"})


#: the relations whose other side restates them: not selling ("bought steel from China" / "China sold the company"
#: names the thing sold as the buyer), nor an act a noun names ("the acquisition of Sundvall by Maritec was blocked")
RESTATED = frozenset({"beat", "lend", "employ", "teach", "supervise"})
#: verbs of one relation of :data:`RESTATED` ("Varga defeated Lasko" / "Lasko lost to Varga")
_ONE_VERB = {"defeat": "beat"}
#: words by which a sentence does not state its relation as a fact of now: a modal, a condition, a report, a time it
#: ended ("If the Gulls lose to the Foxes …", "could lose", "Analysts say …", "until 2015", "a former subsidiary")
UNASSERTED = re.compile(r"\b(?:if|unless|whether|could|would|might|may|should|will|can|say|says|said|expect\w*|"
                        r"until|former|formerly|once|propos\w*|plann\w*|block\w*|talks)\b", re.IGNORECASE)


def told_otherwise(premise_roles: dict, hypothesis_roles: dict, same: Callable) -> bool:
    """Does the step give a relation of :data:`CONVERSE` or :data:`NOMINAL` the sentence gives, with the same doer
    and other participant, in another form (the roles of :func:`gechat.entail.roles.clause_roles`)?"""
    premise_roles = {_ONE_VERB.get(v, v): roles for v, roles in premise_roles.items()}  # "defeated" / "lost to"
    for verb, (doer, others) in hypothesis_roles.items():
        verb = _ONE_VERB.get(verb, verb)
        if verb not in RESTATED or doer is None or verb not in premise_roles:
            continue
        p_doer, p_others = premise_roles[verb]
        if p_doer is not None and same(doer, p_doer) and any(same(o, q) for o in others for q in p_others):
            return True
    return False
