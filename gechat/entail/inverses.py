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
from gechat.entail.ranks import OPEN_AFTER, ORDINALS
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
    return _capital_of_another(p_doc, h_doc) or _first_of_another(p_doc, h_doc) or _agent_of_other(premise, h_doc) \
        or _setting_of_other(p_doc, h_doc) or _object_of_other(p_doc, h_doc)


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


def _superlative(noun) -> str:
    """The superlative that puts ``noun`` first ("largest", "most populous"), or "" (also for "second largest")."""
    for a in noun.children:
        if a.dep_ != "amod" or any(t.lower_ in ORDINALS for t in a.subtree):
            continue
        if a.tag_ == "JJS":
            return a.lower_
        most = next((m for m in a.children if m.dep_ == "advmod" and m.lower_ in {"most", "least"}), None)
        if most is not None:
            return f"{most.lower_} {a.lower_}"
    return ""


def _name(tok) -> tuple[str, frozenset[str]]:
    """A proper name with its compounds ("Port Caldera") and its words, lower-cased."""
    parts = [t for t in tok.subtree if t.pos_ == "PROPN" and (t.i == tok.i or t.head.i == tok.i)]
    return " ".join(t.text for t in parts), frozenset(t.lower_ for t in parts)


def _firsts(doc) -> list[tuple[str, str, frozenset[str], str, frozenset[str]]]:
    """(superlative, noun, the scope's words, holder's name, its words) of every "X is the largest N (in Y)", "the
    most populous N is X" and "X, the largest N" of ``doc`` that no negation, ordinal or "after …" leaves open."""
    out = []
    for tok in doc:
        pairs = []
        if tok.lemma_ == "be" and tok.dep_ in {"ROOT", "conj", "advcl", "ccomp"} \
                and not any(c.dep_ == "neg" for c in tok.children):
            subject = next((c for c in tok.children if c.dep_ in {"nsubj", "nsubjpass"}), None)
            attribute = next((c for c in tok.children if c.dep_ in {"attr", "acomp"}), None)
            if subject is not None and attribute is not None:
                pairs = [(attribute, subject), (subject, attribute)]
        elif tok.dep_ == "appos":
            pairs = [(tok, tok.head), (tok.head, tok)]
        for noun, holder in pairs:
            if noun.pos_ != "NOUN" or holder.pos_ != "PROPN" or not (sup := _superlative(noun)):
                continue
            preps = [c for c in noun.children if c.dep_ == "prep"]
            if any(c.lower_ in OPEN_AFTER for c in preps):
                continue  # "the largest city after London"
            scope = frozenset(t.lemma_.lower() for c in noun.children if c.dep_ == "poss" or c in preps
                              for t in c.subtree if t.is_alpha and (not t.is_stop or t.lower_ in _OWN))
            out.append((sup, noun.lemma_.lower(), scope, *_name(holder)))
    return out


def _first_of_another(p_doc, h_doc) -> str:
    """The reason the step puts first ("the largest city in the province") another name the sentence gives, where the
    sentence puts one name first and never the step's, or ""."""
    if any(_FORMER.search(d.text) for d in (p_doc, h_doc)) or _MEASURED_BY.search(p_doc.text) \
            or set(_YEAR.findall(p_doc.text)) - set(_YEAR.findall(h_doc.text)):
        return ""  # "Caldera, which was the largest city until 1910"; "By area, Tarsk is the largest …; by population,
        # Belmore is"; "According to the 1900 census, Tarsk was …": a first place of its measure or its time
    theirs = _firsts(p_doc)
    if not theirs:
        return ""
    said = {t.lower_ for t in p_doc}
    framed = frozenset().union(*(t[2] for t in theirs))  # "Although Marlow is the largest city in the region, the most
    # populous district is Eastfield": the region frames both
    for sup, noun, scope, name, words in _firsts(h_doc):
        same_first = [t for t in theirs if t[:2] == (sup, noun)]
        if len(same_first) != 1 or sum(t.lower_ == sup.split()[-1] for t in p_doc) != 1 or not words <= said:
            continue  # two holders or two scopes ("the largest city in the north, … in the south"), an unnamed place
        _, _, p_scope, p_name, p_words = same_first[0]
        if words & p_words or (scope and not scope <= (p_scope or framed)) or p_scope & _OWN:
            continue  # the same place, or first among other things ("in the country" / "in the province"; "on the
            # men's team" where the sentence names no team; "in its province": its holder's own)
        return f"the sentence gives {p_name} as the {sup} {noun}; the step gives {name}"
    return ""


#: a first place by a measure the sentence names ("by area", "by population") and a year
_MEASURED_BY = re.compile(r"\bby\s+(?:area|population|size|volume|revenue|sales|value|number|weight|length|height|"
                          r"capacity|tonnage|traffic|passengers|enrolment|enrollment|\w+\s+count)\b", re.IGNORECASE)
_YEAR = re.compile(r"\b(?:1[5-9]|20)\d\d\b")
#: a scope's words that make it its holder's own ("the largest city in its province")
_OWN = frozenset("its their his her own".split())


#: prepositions of the setting an act is told in: "activated the receptor in cell line A"
_SETTING = frozenset("in at on among during under for within".split())


def _setting(*heads) -> frozenset[str]:
    """The content words of the phrases of setting of ``heads`` (a verb, and the "effect" of "had no effect"): "in
    cell line A" gives {"cell", "line", "a"}."""
    return frozenset(t.lower_ for h in heads for c in h.children if c.dep_ == "prep" and c.lower_ in _SETTING
                     for t in c.subtree if t.i != c.i and (t.is_alpha or t.like_num) and not t.is_stop
                     or t.i != c.i and t.pos_ == "PROPN")


def _setting_of_other(p_doc, h_doc) -> str:
    """The reason the step tells an act in the setting where the sentence tells its opposite, or "": "Compound B
    activated the receptor in cell line A but suppressed it in cell line C" / "Compound B activated the receptor in
    cell line C" (0.74 entailed before this check). The sentence tells each of the two acts once, each with a setting
    of its own; the step's setting is all in the opposite act's."""
    verb = next((t for t in h_doc if t.dep_ == "ROOT" and t.pos_ == "VERB"), None)
    if verb is None or any(c.dep_ == "neg" for c in verb.children) or not (mine := _setting(verb)):
        return ""
    lemma = verb.lemma_.lower()
    opposite = antonyms_of(lemma)
    same = [t for t in p_doc if t.pos_ == "VERB" and t.lemma_.lower() == lemma]
    other = [t for t in p_doc if t.pos_ == "VERB" and stem(t.lemma_.lower()) in opposite]
    if len(same) == 1 and not other:  # "suppressed tumour growth in the lung cell line but had no measurable effect in
        # the liver cell line": no effect is the act's opposite where the two share their doer
        other = [t for t in p_doc if _no_effect(t) and (t.head.i == same[0].i or same[0].head.i == t.i)]
    if len(same) != 1 or len(other) != 1 or any(c.dep_ == "neg" for t in same + other for c in t.children):
        return ""
    objects = [next((c for c in t.children if c.dep_ in ("dobj", "nsubjpass")), None) for t in same + other]
    effect = _no_effect(other[0])
    if effect is None and all(o is not None and o.pos_ != "PRON" for o in objects) \
            and objects[0].lemma_.lower() != objects[1].lemma_.lower():
        return ""  # "suppressed appetite in adults but activated the reward pathway in adolescents": two things
    theirs, its = _setting(same[0]), _setting(*_heads(other[0]))
    if not theirs or not its or theirs == its or not mine <= its or mine <= theirs:
        return ""
    act = other[0].text if effect is None else " ".join([other[0].text] + [t.text for t in effect.subtree
                                                                            if t.i <= effect.i])
    return f"the sentence says '{act}' {_setting_text(other[0])} and '{same[0].text}' {_setting_text(same[0])}"


def _object_words(verb) -> frozenset[str]:
    """The content words of ``verb``'s object, with what the object's own phrases say ("a €4.2 million fine against
    Vintra Logistics" gives {"fine", "vintra", "logistics", …})."""
    obj = next((c for c in verb.children if c.dep_ in ("dobj", "nsubjpass")), None)
    return frozenset(t.lemma_.lower() for t in obj.subtree if (t.is_alpha and not t.is_stop) or t.pos_ == "PROPN") \
        if obj is not None else frozenset()


def _object_of_other(p_doc, h_doc) -> str:
    """The reason the step does to a thing what the sentence does to another while doing the opposite to the step's,
    or "": "The Competition Tribunal upheld a €4.2 million fine against Vintra Logistics … but overturned the €1.1
    million penalty imposed on its partner, Brask Freight" / "The tribunal overturned the fine against Vintra
    Logistics" (0.96 entailed before this check). Each act is told once; the step's object's words are all the
    opposite act's object's and not all its own verb's."""
    verb = next((t for t in h_doc if t.dep_ == "ROOT" and t.pos_ == "VERB"), None)
    if verb is None or any(c.dep_ == "neg" for c in verb.children) or not (mine := _object_words(verb)):
        return ""
    lemma = verb.lemma_.lower()
    same = [t for t in p_doc if t.pos_ == "VERB" and t.lemma_.lower() == lemma]
    other = [t for t in p_doc if t.pos_ == "VERB" and stem(t.lemma_.lower()) in antonyms_of(lemma)]
    if len(same) != 1 or len(other) != 1 or any(c.dep_ == "neg" for t in same + other for c in t.children):
        return ""
    theirs, its = _object_words(same[0]), _object_words(other[0])
    head = _object(verb).lemma_.lower()
    said = {t.lemma_.lower() for t in p_doc}
    if len(mine) < 2 or not theirs or mine <= theirs or not (
            mine <= its or (head in its and head not in theirs and len(mine & its) >= 2 and mine <= said)):
        return ""  # "is stimulated by glucagon and inhibited by insulin": one thing, which the second act has through
        # the first; "The opposition amendment to exempt rural households from the Renewable Heat Bill was passed"
        # names the bill the sentence says passed, of the amendment it says was defeated
    return f"the sentence says '{other[0].text}' of {' '.join(t.text for t in _object(other[0]).subtree)} and " \
           f"'{same[0].text}' of another thing"


def _object(verb):
    return next(c for c in verb.children if c.dep_ in ("dobj", "nsubjpass"))


def _no_effect(verb):
    """The "effect" of "had no effect", "had no measurable impact" (whose phrases of setting are the act's), or None."""
    if verb.lemma_.lower() != "have":
        return None
    return next((c for c in verb.children if c.dep_ == "dobj" and c.lemma_.lower() in ("effect", "impact", "influence")
                 and any(d.dep_ == "det" and d.lower_ == "no" for d in c.children)), None)


def _heads(verb) -> list:
    """``verb`` and, for "had no effect", its "effect": the words its phrases of setting hang on."""
    return [verb] + ([effect] if (effect := _no_effect(verb)) is not None else [])


def _setting_text(verb) -> str:
    """``verb``'s phrases of setting as the text gives them ("in cell line A")."""
    return " ".join(" ".join(t.text for t in c.subtree) for h in _heads(verb) for c in h.children
                    if c.dep_ == "prep" and c.lower_ in _SETTING).rstrip(".")


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
