"""Whom or where a step widens a claim to: part of a group made the whole, one place made the country, mice made people.

A summary widens what a sentence says as readily as it strengthens it, and a small model reads the widened step
as entailed: "Some participants in the 12-week trial reported mild dizziness" / "Participants in the trial reported
mild dizziness" (0.99), "Most of the 230 schools inspected had adequate procedures" / "All of the inspected schools
…" (0.75), "Staff at Royal Wexford Hospital recorded a 20 percent drop in missed appointments" / "Hospitals across
the country saw a 20 percent drop …" (0.95), "The compound reduced tumour growth by 40 percent in mice" / "… in
humans" (0.98). Three readings, for :meth:`gechat.entail.conflicts.ConflictChecker.missing` (the step is not
supported; nothing is contradicted):

* :func:`larger_share`: the sentence's subject is part of a group ("some", "several", "a few", "many", "a number
  of", "two of the five"; or "most") and the step's subject is more of the same group ("most", "all", "every",
  "the participants"), read from spaCy's parse. A bare plural ("Participants reported …") may say it of some of
  them ("Women in headscarves stand in a courtyard" for "Several women …"), and is left to the model;
* :func:`wider_reach`: the step gives a reach the sentence does not ("across the country", "nationwide",
  "worldwide", "throughout Europe", "at all sites");
* :func:`other_population`: the sentence tells of animals or cells ("in mice", "in vitro"), the step of people
  ("in humans", "in patients").
"""

from __future__ import annotations

import re
from collections.abc import Callable

#: tiers of how much of a group a subject covers
PART, MOST, ALL = 1, 2, 3
#: quantifiers before a plural noun, or heads of "… of the N", and the share they cover
_QUANTIFIERS = {
    **{w: PART for w in "some several many few numerous certain various number minority handful couple share fraction "
                        "proportion portion part".split()},
    **{w: MOST for w in "most majority".split()},
    **{w: ALL for w in "all every each both".split()},
}
#: heads of "… of the N" that name part of one thing or of a mass ("part of the roof", "much of the forest", "the
#: bulk of the budget"), or all of it ("all of the funding"), and the share they cover
_PARTS_OF_ONE = {**{w: PART for w in "part portion section segment piece stretch area corner half third quarter some "
                                     "fraction share wing floor storey story side end edge deck level tier stand "
                                     "basement".split()},
                 **{w: MOST for w in "much most bulk majority".split()}, "all": ALL, "whole": ALL, "entirety": ALL}
#: sizes that make a part much of the whole ("large parts of the archive")
_LARGE = frozenset("large big major substantial vast huge considerable significant".split())
#: a step's own word for a part: "The roof partly collapsed"
_PARTLY = re.compile(r"\b(?:partly|partially|in\s+part|part\s+of|parts\s+of|some\s+of|sections?\s+of|portions?\s+of)\b",
                     re.IGNORECASE)
#: a sentence that goes on to tell of the rest of the group or thing
_REST = re.compile(r"\bthe\s+(?:rest|remainder|remaining|others)\b|\ball\s+the\s+others\b", re.IGNORECASE)
#: determiners by which a plural names the whole group: "the participants" (and any possessor: "the region's vineyards")
_DEFINITE = frozenset("the these those its their our his her".split())
#: a step's reach that a sentence about one place or one group does not give
_REACH = re.compile(r"\b(?:around|across)\s+the\s+(?:world|globe)|\binternationally|\bthe\s+world\s+over|"
                    r"\b(?:in|to)\s+(?:every|all)\s+countr(?:y|ies)|"
                    r"\b(?i:across\s+(?:the\s+(?:(?:whole|entire)\s+)?(?:country|nation|world|globe|continent|region|board|sector|industry|"
                    r"uk|us|city|county|district|state|province|borough|area|company|group|organi[sz]ation|firm|network|"
                    r"system|fleet|estate|campus)|"
                    r"all\s+\w+)|(?-i:[Aa]cross\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)|nationwide|nationally|worldwide|"
                    r"globally|throughout\s+(?:the\s+)?(?:country|nation|world)|(?-i:throughout\s+[A-Z][a-z]+)|"
                    r"all\s+over\s+(?:the\s+)?\w+|everywhere|(?:in|at)\s+(?:all|every)\s+(?:\w+\s+)?(?:sites?|"
                    r"hospitals?|schools?|branches|stores|regions?|countries|states|areas|locations|offices|plants|"
                    r"centres|centers|clinics))\b", re.IGNORECASE)
#: a sentence's own words for a wide reach: then the step's is the model's to read
_OWN_REACH = re.compile(r"\b(?:across|nationwide|national|nationally|worldwide|global|globally|throughout|all\s+over|"
                        r"everywhere|every|all|international\w*|around\s+the\s+(?:world|globe))\b", re.IGNORECASE)
#: populations of laboratory studies, and of people
_LAB = re.compile(r"\b(?:in|on|of|using|protected|treated)\s+(?:\w+\s+){0,2}(?:mice|mouse|rats?|rodents?|animals?|dogs|"
                  r"pigs|monkeys|macaques|ferrets|hamsters|rabbits|guinea\s+pigs|primates|zebrafish|yeast|"
                  r"cell\s+(?:lines?|cultures?)|cultured\s+cells|tissue\s+samples?|organoids|petri\s+dishes)\b|"
                  r"\bin\s+vitro\b|\bpreclinical\b|\b(?:animal|rodent|mouse|murine)\s+(?:models?|studies|experiments)\b",
                  re.IGNORECASE)
_PEOPLE = re.compile(r"\b(humans|people|patients|adults|children|men|women|volunteers|infants|the\s+elderly|"
                     r"older\s+adults)\b", re.IGNORECASE)


def _group(token) -> tuple[str, int, str, bool] | None:
    """A subject or object as (the group's noun lemma, its tier, its quantifier and noun as written, whether it is one
    thing or a mass: "part of the roof", "most of the funding", "the roof"), or None when it names no group of many
    and no part of one thing (a pronoun, a name, a singular noun the sentence gives no part of)."""
    word = token.lower_
    if word in _QUANTIFIERS or token.pos_ == "NUM" or word in ("half", "third", "quarter") or token.lemma_.lower() \
            in _PARTS_OF_ONE:
        of = next((c for c in token.children if c.dep_ == "prep" and c.lower_ == "of"), None)
        noun = next((g for g in of.children if g.dep_ == "pobj"), None) if of is not None else None
        if noun is None or (noun.tag_ != "NNS" and not (token.lemma_.lower() in _PARTS_OF_ONE
                                                        and any(c.dep_ in ("det", "poss") for c in noun.children))):
            return None
        if noun.tag_ != "NNS":  # "part of the roof", "much of the forest", "all of the funding"
            tier = _PARTS_OF_ONE[token.lemma_.lower()]
            if tier == PART and any(c.dep_ == "amod" and c.lower_ in _LARGE for c in token.children):
                tier = MOST  # "Large parts of the county archive": much of it
            return noun.lemma_.lower(), tier, f"{token.text.lower()} of the {noun.lower_}", True
        if token.i and token.doc[token.i - 1].lower_ in ("not", "n't"):
            return None  # "Not all of the boys play": some
        tier = _QUANTIFIERS.get(word, PART)
        if token.pos_ == "NUM" and any(c.dep_ == "nummod" and c.lower_ == word for c in noun.children):
            tier = ALL  # "all five of the five bridges": every one
        if word == "one" and any(c.lower_ in ("every", "each") for c in token.children):
            tier = ALL  # "Every one of the 14 schools"
        return noun.lemma_.lower(), tier, f"{word} of the {noun.lower_}", False
    if token.pos_ in ("NOUN", "PROPN") and token.tag_ in ("NN", "NNP") \
            and any((c.dep_ == "det" and c.lower_ in _DEFINITE) or c.dep_ == "poss" for c in token.children):
        whole = any(c.lower_ in ("entire", "whole") for c in token.children)  # "the roof", "the entire wall"
        return token.lemma_.lower(), ALL, f"the {'whole ' if whole else ''}{token.lower_}", True
    if token.pos_ != "NOUN" or (token.tag_ != "NNS" and not any(c.lower_ in ("every", "each") for c in token.children)):
        return None  # a singular noun names a group only after "every" or "each"
    for c in token.children:
        if c.dep_ in ("det", "amod", "quantmod", "predet", "nummod") and c.lower_ in _QUANTIFIERS:
            if c.lower_ == "few" and not any(x.lower_ == "a" for x in token.children):
                return None  # "few voters turned out": a denial, the model's to read
            if c.i and token.doc[c.i - 1].lower_ in ("not", "n't"):
                return None  # "Not all boys play": some
            return token.lemma_.lower(), _QUANTIFIERS[c.lower_], f"{c.lower_} {token.lower_}", False
    if any((c.dep_ == "det" and c.lower_ in _DEFINITE) or c.dep_ == "poss" for c in token.children):
        return token.lemma_.lower(), ALL, f"the {token.lower_}", False
    return None  # a bare plural: "Women stand in a courtyard" may say it of some (the model's to read)


def _subjects(doc, undenied: bool = False) -> list[tuple[str, int, str, bool]]:
    """The groups and parts of one thing that the subjects and objects of ``doc`` name (with ``undenied``, of a verb
    not denied)."""
    return [g for t in doc if (t.dep_ in ("nsubj", "nsubjpass", "dobj") or (t.dep_ == "ROOT" and t.pos_ == "NOUN"))
            and not (undenied and _denied(t)) and (g := _group(t)) is not None]  # a noun as root: a verb the parse
    # misread ("… cut staff hours")


def _denied(token) -> bool:
    """Is the verb whose subject or object ``token`` is denied ("Thomas didn't reveal all gates": not every one)?"""
    return token.dep_ != "ROOT" and any(c.dep_ == "neg" for c in token.head.children)


def larger_share(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason the sentence does not state the step's share of a group, or "": the sentence's subject is part of
    the group the step's subject covers more of, and the sentence gives that group no larger share elsewhere."""
    step = _subjects(parse(hypothesis), undenied=True)
    if not step:
        return ""
    given = _subjects(parse(premise))
    if _REST.search(premise):
        return ""  # "Most of the funding came from private donors, and the rest from the city": the whole is told
    for noun, tier, mine, one in step:
        theirs = [(t, q) for n, t, q, o in given if n == noun and o == one]
        if theirs and max(t for t, _ in theirs) < tier:
            said = next(q for t, q in theirs if t == max(x for x, _ in theirs))
            if one:
                if _PARTLY.search(hypothesis):
                    continue  # "The roof partly collapsed": the step keeps the part
                return f"the sentence says it of '{said}'; the step says it of '{mine}'"
            whole = "most" if tier == MOST else "all"
            return f"the sentence says it of '{said}'; the step says it of {whole} of them"
    return ""


def wider_reach(premise: str, hypothesis: str) -> str:
    """The step's reach ("across the country") as the reason when the sentence gives none, or ""."""
    m = _REACH.search(hypothesis)
    if m is None or _OWN_REACH.search(premise):
        return ""
    return f"the step says '{m.group(0)}'; the sentence gives no such reach"


def other_population(premise: str, hypothesis: str) -> str:
    """The reason the step tells of people what the sentence tells of animals or cells, or ""."""
    m = _PEOPLE.search(hypothesis)
    lab = _LAB.search(premise)
    if m is None or lab is None or _LAB.search(hypothesis) or re.search(rf"\b{re.escape(m.group(1))}\b", premise,
                                                                        re.IGNORECASE):
        return ""
    return f"the sentence tells of it {lab.group(0).strip()}; the step says {m.group(0)}"
