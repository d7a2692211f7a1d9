"""What a step makes sole: "mainly" made "only", one of several reasons made the reason.

A summary drops the hedge of a share as readily as a qualifier: "The forest in the reserve is predominantly beech,
with scattered stands of oak and ash" / "The reserve's forest consists entirely of beech trees" (0.89 entailed by
the shipped model), "The grant funds primarily research on malaria" / "The grant funds research exclusively on
malaria" (0.71), "Rising rents are one of several reasons young families have been leaving the city centre" /
"Rising rents are the reason young families are leaving …" (0.99), "Smoking is one of the causes of lung cancer" /
"Smoking is the cause of lung cancer" (0.98). Two readings, for
:meth:`gechat.entail.conflicts.ConflictChecker.missing` (not supported; the model still reads the pair, and
"mainly" / "only" may be read as the contradiction it often is):

* :func:`made_exclusive`: the sentence says "mainly", "largely", "predominantly", "for the most part" and the step
  "only", "solely", "entirely", "exclusively", "nothing but", words the sentence does not use;
* :func:`made_the_one`: the sentence makes something one of several reasons, causes, factors, sources or drivers
  ("one of the reasons", "among the main drivers", "a contributing factor", "one source"), read from spaCy's parse,
  and the step the one ("the reason", "the main driver", "its primary source"), where the sentence names no such
  one itself ("the leading cause"). Reasons, causes, factors, drivers and explanations count as one kind.

:func:`sole_cause_conflict` is the stronger case, a conflict for :func:`gechat.entail.conflicts.find_conflict`: the
step says "the only cause" or "solely" in so many words, and the sentence names the others' part ("partly to
corrosion", "also contributed"). So is :func:`only_other_conflict`: the act the sentence gives "only the white variety"
given to the red one it names.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gechat.entail import antonyms
from gechat.entail.causes import SHARED, denies, share_of, stems
from gechat.text import content_words

#: a share that leaves room for the rest
MOSTLY = re.compile(r"\b(?:mainly|mostly|largely|primarily|chiefly|predominantly|principally|overwhelmingly|"
                    r"in\s+(?:large|good)\s+part|for\s+the\s+most\s+part|in\s+the\s+main|the\s+bulk\s+of|"
                    r"the\s+(?:vast\s+)?majority\s+of|the\s+lion's\s+share\s+of)\b", re.IGNORECASE)
#: a share that leaves none
ONLY = re.compile(r"\b(?:only|solely|exclusively|entirely|wholly|purely|nothing\s+but|none\s+but|no\s+other)\b|"
                  r"\b100\s*(?:%|percent\b|per\s+cent\b)", re.IGNORECASE)
#: a figure after "only", which it makes small, not sole ("administration was only 6%")
_COUNTED = re.compile(r"\s+(?:\d|(?:a\s+few|one|two|three|four|five|six|seven|eight|nine|ten|a\s+handful|half)\b)",
                      re.IGNORECASE)
#: nouns of one of several things an outcome or a whole has
ROLES = frozenset("reason cause factor driver explanation contributor culprit trigger source obstacle barrier "
                  "challenge threat risk concern problem benefit advantage goal priority aim objective motive "
                  "influence determinant predictor ingredient component supplier sponsor funder partner".split())
_ROLE_WORD = re.compile(r"\b(?:" + "|".join(sorted(ROLES)) + r")s?\b", re.IGNORECASE)
#: roles that name one kind: a reason for an outcome is one of its causes
_KIND = {"reason": "cause", "factor": "cause", "driver": "cause", "explanation": "cause", "contributor": "cause",
         "culprit": "cause", "trigger": "cause", "motive": "cause"}
#: quantifiers of several: "one of the reasons", "some of the causes"
_SEVERAL = frozenset("one some several many two three among".split())


def made_exclusive(premise: str, hypothesis: str) -> str:
    """The reason the sentence's "mainly" does not state the step's "only", or ""."""
    mostly = MOSTLY.search(premise)
    only = next((m for m in ONLY.finditer(hypothesis) if not _COUNTED.match(hypothesis, m.end())), None)
    if mostly is None or only is None or MOSTLY.search(hypothesis) or re.search(r"\bnot\s+(?:only|solely|just)\b",
                                                                               hypothesis, re.IGNORECASE):
        return ""
    if ONLY.search(premise):
        return ""  # the sentence's own "only" ("sells mainly to hospitals, and only in Europe"; "feeds mainly on
        # insects, but in captivity it is fed exclusively on crickets")
    return f"the sentence says '{mostly.group(0)}'; the step says '{only.group(0)}'"


def _kind(token) -> str:
    lemma = token.lemma_.lower()
    return _KIND.get(lemma, lemma)


def _one_of_several(token) -> bool:
    """Is ``token``, a role noun, one of several: "one of the reasons", "among the drivers", "a factor", "one
    source", "another cause"?"""
    if token.tag_ == "NNS":
        if token.dep_ in ("attr", "oprd") or (token.dep_ == "pobj" and token.head.lower_ == "as"):
            return True  # "Smoking, hypertension and high cholesterol were each identified as risk factors"
        up = token.head
        if token.dep_ == "pobj" and up.lower_ == "of" and up.head.lower_ in _SEVERAL:
            return True
        return token.dep_ == "pobj" and up.lower_ in ("among", "amongst")
    return any(c.dep_ in ("det", "nummod") and c.lower_ in ("a", "an", "another", "one") for c in token.children)


def _the_one(token) -> bool:
    """Is ``token``, a singular role noun, the one: "the reason", "the main driver", "its primary source"?"""
    return token.tag_ == "NN" and any((c.dep_ == "det" and c.lower_ in ("the", "this", "that")) or c.dep_ == "poss"
                                      for c in token.children) \
        and not (token.dep_ == "pobj" and token.head.lower_ == "of" and token.head.head.lower_ in _SEVERAL)


def made_the_one(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason the sentence's one of several does not state the step's one, or ""."""
    if not _ROLE_WORD.search(hypothesis):
        return ""
    ones = [t for t in parse(hypothesis) if t.lemma_.lower() in ROLES and _the_one(t)]
    if not ones:
        return ""
    p_doc = parse(premise)
    roles = [t for t in p_doc if t.lemma_.lower() in ROLES]
    for one in ones:
        if any(_kind(t) == _kind(one) and _the_one(t) for t in roles):
            continue  # the sentence names the one too ("the leading cause")
        shared = next((t for t in roles if _kind(t) == _kind(one) and _one_of_several(t)), None)
        if shared is not None:
            start = shared.head.i if shared.head.lower_ in ("among", "amongst") else shared.head.head.i
            said = p_doc[start : shared.i + 1] if shared.dep_ == "pobj" else \
                p_doc[min(c.i for c in shared.children if c.dep_ in ("det", "nummod", "amod")) : shared.i + 1]
            return f"the sentence says '{said.text}'; the step says '{_phrase(one)}'"
    return ""


def _phrase(token) -> str:
    first = min([token.i, *(c.i for c in token.children if c.dep_ in ("det", "poss", "amod", "compound"))])
    return token.doc[first : token.i + 1].text


#: a step's one cause: "the only cause", "the sole reason", "solely", "entirely because of"
_SOLE = re.compile(r"\b(?:only|sole|single|one\s+and\s+only)\s+(?:cause|reason|factor|explanation)\b|"
                   r"\b(?:solely|entirely|wholly|purely|exclusively)\s+(?:to|due|because|caused|responsible|the\s+result)\b",
                   re.IGNORECASE)


def sole_cause_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step calls one cause the only one where the sentence names it as one of several, or "":
    "Engineers attributed the cable failure partly to corrosion, noting that an overweight load … also contributed" /
    "Corrosion was the only cause engineers identified" (0.58 entailed before this check). A conflict, not the
    missing reason of :func:`made_the_one`: the step says "only" in so many words and the sentence names the others'
    part (:data:`gechat.entail.causes.SHARED`)."""
    if not _SOLE.search(hypothesis) or not (m := SHARED.search(premise)) or _SOLE.search(premise) \
            or re.search(r"\b(?:not|n't|never)\b", hypothesis, re.IGNORECASE):
        return ""
    if share_of(stems(_SOLE.sub(" ", hypothesis)), stems(premise)) < 0.7:
        return ""
    return f"the sentence says '{m.group(0)}'; the step gives the only cause"


#: "only the white variety showed resistance": the one of a kind an act is given to
_ONLY_ONE = re.compile(r"\bonly\s+(?:the\s+)?(?P<mod>[\w-]+)\s+(?P<noun>[a-z]{3,})\s+(?P<act>(?:[\w'-]+\s*){1,8})",
                       re.IGNORECASE)


#: words after "only" that name no kind of thing: verbs of saying how, times, determiners
_NOT_NOUNS = frozenset("is are was were be been has have had can could may might must shall should will would do does "
                       "did then now when once after before if where while the a an this that these those one two "
                       "three some".split())


def only_other_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step gives the act the sentence gives only one of a kind to another of that kind the sentence
    names, or "": "the red variety yielded 4.1 tonnes per hectare and the white variety 3.4 tonnes, but only the white
    variety showed resistance to blight" / "the red variety showed resistance to blight" (0.93 entailed before this
    check)."""
    if denies(hypothesis) or re.search(r"\b(?:also|too|as\s+well)\b", hypothesis, re.IGNORECASE):
        return ""
    for m in _ONLY_ONE.finditer(premise):
        mod, noun = m.group("mod").lower(), m.group("noun").lower()
        if noun in _NOT_NOUNS or mod in _NOT_NOUNS or mod.endswith("ly") \
                or not set(re.findall(r"\b(?:19|20)\d\d\b", hypothesis)) <= set(re.findall(r"\b(?:19|20)\d\d\b", m.group(0))):
            continue  # "only then was he questioned", "Only the Buyer may cancel", "only recently opened": no kind
            # named; "In 2020 only the north campus had a library" / "The south campus had a library in 2023"
        act = stems(m.group("act"))
        others = {x.group(1).lower() for x in re.finditer(rf"\b([\w-]+)\s+{noun}\b", premise, re.IGNORECASE)} \
            - {mod, "only", "the", "a", "an", "each", "every", "all", "both", "other", "one", "this", "that"}
        step = re.search(rf"\b(?P<mod>[\w-]+)\s+{noun}\s+(?P<act>.*)", hypothesis, re.IGNORECASE)
        if step and step.group("mod").lower() in others and act \
                and act <= stems(step.group("act")):
            return f"the sentence says only the {mod} {noun} {m.group('act').strip()}; the step gives it to the " \
                   f"{step.group('mod').lower()} {noun}"
    return ""


#: the sentence's one of a kind: "Hartwell was the only candidate from a minor party to win a seat", "the only port in
#: the region that can handle …"
_THE_ONLY = re.compile(r"\b(?:the|its|their)\s+only\s+(?P<words>[\w-]+(?:\s+[\w-]+){0,2}?)\s+(?=(?:that|who|which|to|in|"
                       r"from|of|with|on|at)\b)", re.IGNORECASE)
#: the step's several of that kind: "Several minor-party candidates won seats", "Two ports … can handle …"
_SEVERAL_OF_KIND = r"\b(?:several|many|multiple|numerous|a\s+number\s+of|two|three|four|five|six|seven|eight|nine|ten|both|all|" \
           r"[2-9]|\d\d+)\s+(?:[\w-]+\s+){{0,2}}?(?:{plural})(?![\w-])"


#: verbs that only link a kind to its state, which a step may use for the sentence's own ("went unbeaten")
_LIGHT = frozenset(content_words("go went gone goes be been was were is are get got become became remain remained stay "
                                 "stayed all", antonyms.stem))


def _kind_words(text: str) -> set[str]:
    """The content words of ``text`` as stems that read irregular pasts as their verb ("won" as "win")."""
    return set(content_words(text.replace("-", " "), antonyms.stem))


def only_one_of_many(premise: str, hypothesis: str) -> str:
    """The reason the step gives several of a kind what the sentence says only one of that kind did, or "":
    "Hartwell was the only candidate from a minor party to win a seat in the 1998 election" / "Several minor-party
    candidates won seats in the 1998 election" (0.63 entailed before this check). The step's noun is the sentence's
    kind in the plural, and every other word of the step is the sentence's; no denial, no "other"."""
    if denies(hypothesis) or re.search(r"\b(?:other|others|also|too|besides|apart\s+from|except)\b", hypothesis,
                                       re.IGNORECASE):
        return ""
    for m in _THE_ONLY.finditer(premise):
        kind = m.group("words").split()[-1].lower()
        if kind in _NOT_NOUNS:
            continue
        plural = "|".join(re.escape(p) for p in (kind + "s", kind + "es", kind[:-1] + "ies") if p)
        for s in re.finditer(_SEVERAL_OF_KIND.format(plural=plural), hypothesis, re.IGNORECASE):
            rest = _kind_words(hypothesis[: s.start()] + " " + hypothesis[s.end():])
            if rest and rest - _LIGHT <= _kind_words(premise):  # "went unbeaten" for "finish … unbeaten"
                return f"the sentence says '{m.group(0).strip()}'; the step says '{s.group(0)}'"
    return ""
