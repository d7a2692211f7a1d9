"""Relations told the other way round, or given to another: a conversion's from and into, a place's one capital, the
doers of two opposite acts.

A small NLI model reads the same words in another order as the same claim: "a generator that converts mechanical
energy into electrical energy" / "the generator converts electrical energy into mechanical energy" (0.99 entailed
before this check), "Although Marsona is the capital of the province, its largest city is the port of Caldera" /
"Caldera is the capital of the province" (0.99), "a step that is stimulated by glucagon and inhibited by insulin" /
"insulin stimulates the breakdown of glycogen" (0.93). :func:`turned` reads the thing a verb of conversion acts on and
the thing it makes ("into", "to") from the words; a capital, a seat or a headquarters (one to a place) from
:func:`gechat.entail.relations.relations`, given by the step to another name the sentence gives; and the doer of each
act of "stimulated by A and inhibited by B", a pair of antonyms, where the step speaks of the sentence's thing. Both
sides asserted; a capital of another time ("which was the capital until 1910") is not read. A relation's two
sides traded ("X is a subcategory of Y" / "Y is a subcategory of X") is :func:`gechat.entail.relations.traded`'s.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gechat.entail.antonyms import antonyms_of, stem
from gechat.entail.causes import denies, share_of, stems
from gechat.entail.relations import relations
from gechat.entail.roles import same

#: verbs of conversion, "converts A into B", which does not hold of B into A: "converts direct current into alternating
#: current", "is broken down into glucose" (read from the words: a parse may read "converts" as a noun)
_CONVERTS = re.compile(r"\b(?P<verb>convert|turn|transform|chang|break\w*\s+down|reduc|split|process)(?:s|es|ed|ing|e|en)?\s+"
                       r"(?P<a>(?:(?!into\b|to\b|back\b)[\w-]+\s+){1,5}?)(?:back\s+)?(?:into|to)\s+(?P<b>[\w-]+(?:\s+[\w-]+){0,4}?)"
                       r"(?=[,.;:]|\s+(?:for|by|in|at|with|using|through|when|which|that|and|before|after|so)\b|$)",
                       re.IGNORECASE)
_CONVERTED = re.compile(r"(?P<b0>\b[\w-]+(?:\s+[\w-]+){0,3}?)\s+(?:is|are|was|were|gets|get)\s+(?P<verb>convert|turn|"
                        r"transform|chang|broken\s+down|reduc|split|process)(?:ed|en)?\s+(?:into|to)\s+"
                        r"(?P<b>[\w-]+(?:\s+[\w-]+){0,4}?)(?=[,.;:]|\s+(?:for|by|in|at|with|using|through|when|which|that|and)\b|$)",
                        re.IGNORECASE)


def _conversions(text: str) -> list[tuple[set[str], set[str], str]]:
    """(what is converted, what it becomes, the verb) for each "converts A into B", "A is turned into B" in ``text``."""
    out = [(stems(m.group("a")), stems(m.group("b")), m.group("verb").lower()[:5]) for m in _CONVERTS.finditer(text)]
    out += [(stems(m.group("b0")), stems(m.group("b")), m.group("verb").lower()[:5].replace("broke", "break"))
            for m in _CONVERTED.finditer(text)]
    return [(a, b, v) for a, b, v in out if a and b and not denies(text)]


def _toward(a: set[str], b: set[str], other: set[str]) -> bool:
    """Do the step's words ``a`` name the sentence's thing ``b`` (most of them among its words), rather than its thing
    ``other``?"""
    return share_of(a, b) >= 0.5 and len(a & b) > len(a & other)


def turned(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason the step turns a conversion of the sentence round, gives its capital to another place it names, or
    gives one doer the opposite act the sentence gives it, or ""."""
    p_doc, h_doc = parse(premise), parse(hypothesis)
    said = _conversions(premise)
    for x, y, v in _conversions(hypothesis):
        if any(pv == v and _toward(x, px, py) and _toward(y, py, px) for px, py, pv in said):
            continue  # "A generator converts mechanical energy into electrical energy, whereas a motor converts
            # electrical energy into mechanical energy": the sentence also says it the step's way
        for px, py, pv in said:
            if pv == v and _toward(x, py, px) and _toward(y, px, py):
                return f"the step turns round what is converted and into what: the sentence has " \
                       f"{' '.join(sorted(px))} into {' '.join(sorted(py))}"
    return _capital_of_another(p_doc, h_doc) or _agent_of_other(premise, h_doc)


#: relational nouns of which a place has one: "Marsona is the capital of the province"
_ONE_HOLDER = frozenset({"capital", "seat", "headquarters", "county seat"})
_FORMER = re.compile(r"\b(?:until|before|former(?:ly)?|once|previous(?:ly)?|used\s+to|no\s+longer|was\s+the|were\s+the|"
                     r"became|will\s+become)\b", re.IGNORECASE)


def _capital_of_another(p_doc, h_doc) -> str:
    """The reason the step gives a place's capital, seat or headquarters to another name the sentence gives, where the
    sentence gives it to one name and never to the step's, or ""."""
    if any(_FORMER.search(d.text) for d in (p_doc, h_doc)):
        return ""  # "Caldera, which was the capital until 1910": a capital of another time
    said = {t.lemma_.lower() for t in p_doc}
    theirs = [r for r in relations(p_doc) if r[0] in _ONE_HOLDER]
    for noun, holder, of in (r for r in relations(h_doc) if r[0] in _ONE_HOLDER and theirs):
        words = {w.lower() for w in holder.name.split()}
        named = re.search(rf"\b{re.escape(holder.name)}\b", h_doc.text, re.IGNORECASE)
        if not named or not named.group(0)[:1].isupper() or not words <= said:
            continue  # "the city", or a place the sentence does not name: left to the model
        if any(p_noun == noun and same(p_holder, holder) for p_noun, p_holder, _ in theirs):
            continue  # "Pretoria is the administrative capital …, while Cape Town is the legislative capital …"
        for p_noun, p_holder, p_of in theirs:
            if p_noun == noun and same(p_of, of) and not same(p_holder, holder):
                return f"the sentence gives {p_holder.name} as the {noun}; the step gives {holder.name}"
    return ""


#: "stimulated by glucagon and inhibited by insulin": two acts, each with its doer
_BY = re.compile(r"\b(?P<verb>[a-z]+ed)\s+by\s+(?P<doer>(?:(?!and\b|or\b|but\b)[\w-]+\s*){1,4}?)(?=\s*(?:,|;|\.|$|\band\b|"
                 r"\bor\b|\bbut\b|\bwhile\b))", re.IGNORECASE)


def _agent_of_other(premise: str, h_doc) -> str:
    """The reason the step gives one doer of the sentence the act the sentence gives another, where the sentence gives
    the first the opposite act, or "". The step's act and doer are read from its words (a parse may read "insulin
    stimulates" as one noun): "V-ed by D", or "D V-s" after the last comma."""
    acts = [(stem(m.group("verb").lower()), {w.lower() for w in m.group("doer").split()}, m.group("verb"))
            for m in _BY.finditer(premise)]
    step = h_doc.text
    if len(acts) < 2 or denies(step) or "cannot" in step.lower():
        return ""
    if share_of(stems(step) - set().union(*(stems(" ".join(a[1])) for a in acts)) - {a[0] for a in acts},
                stems(premise)) < 0.7:
        return ""  # "Adrenaline stimulates glucagon secretion" for "Insulin secretion is stimulated by …": another thing
    told = [(stem(m.group("verb").lower()), {w.lower() for w in m.group("doer").split()} - _FUNCTION)
            for m in _BY.finditer(step)]
    for m in re.finditer(r"[A-Za-z-]+", step):
        s = stem(m.group(0).lower())
        if any(s == a[0] for a in acts) and not re.match(r"\s+by\b", step[m.end():]):
            before = re.split(r"[,;:]", step[: m.start()])[-1]
            told.append((s, {w.lower() for w in re.findall(r"[\w-]+", before)} - _FUNCTION))
    for act, mine in told:
        given = [a for a in acts if a[1] & mine]
        other = [a for a in acts if a[0] == act and not a[1] & mine]
        if len(given) == 1 and other and given[0][0] in antonyms_of(other[0][2].lower()):
            return f"the sentence gives '{other[0][2]}' to {' '.join(sorted(other[0][1]))} and '{given[0][2]}' to " \
                   f"{' '.join(sorted(given[0][1]))}"
    return ""


_FUNCTION = frozenset("the a an in of its their this that these those and also both".split())


#: a thing of a kind with what a relative clause says of it: "Kowalski chaired the audit committee, which met six
#: times that year"
_WHICH = re.compile(r"\b(?:the\s+)?(?P<mod>[\w-]+)\s+(?P<noun>[a-z]{3,}),\s+(?:which|who)\s+(?P<said>[^,;.]+)",
                    re.IGNORECASE)
_NOT_KINDS = frozenset("the a an this that its their his her our each every one other same".split())


def relative_of_another(premise: str, hypothesis: str) -> str:
    """What the sentence says in a relative clause of one thing of a kind ("Mendez chaired the finance committee and
    Kowalski chaired the audit committee, which met six times that year"), given by the step to another of that kind
    the sentence names ("The finance committee met six times that year"): the reason the sentence does not state
    it, or ""."""
    for m in _WHICH.finditer(premise):
        mod, noun = m.group("mod").lower(), m.group("noun").lower()
        if mod in _NOT_KINDS:
            continue
        others = {x.group(1).lower() for x in re.finditer(rf"\b([\w-]+)\s+{noun}\b", premise, re.IGNORECASE)} \
            - _NOT_KINDS - {mod}
        step = re.match(rf"\s*(?:the\s+)?(?P<mod>[\w-]+)\s+{noun}\s+(?P<said>.+)", hypothesis, re.IGNORECASE)
        if step and step.group("mod").lower() in others and len(stems(m.group("said"))) >= 2 \
                and stems(m.group("said")) <= stems(step.group("said")):
            return f"the sentence says '{m.group('said').strip()}' of the {mod} {noun}, not the " \
                   f"{step.group('mod').lower()} {noun}"
    return ""
