"""A target said to be met (or missed) against the outcome and the target's figures the sentence gives.

"Ambulances took an average of 32 minutes 44 seconds to reach category 2 patients in June, against a target of 18
minutes" / "Ambulances met the 18-minute target …" (0.96 entailed before); "The trust answered 88% of calls within a
minute, against a target of 95%" / "The trust met its 95% target" (0.89). :func:`gechat.entail.eligibility.
side_of_target` reads a side told in words ("short of the 95 percent target"); here the side is the figures'.

:func:`target_met_otherwise` reads the sentence's target ("against a target of T", "compared with a target of T",
"the T target", "its target of T", "a T-minute target") and its outcome, the nearest figure of the target's kind
before it in its clause; a target of time is met at or under it (a wait, a response time), any other at or over it (a
share, a count). It returns the reason when the step says the target was met, hit, achieved, reached, beaten or
exceeded and the figures say it was not, or says it was missed or fell short and they say it was met. Not read
where the target is of a thing kept low (emissions, deaths, costs, cases, waits told as a count), where the
sentence gives two targets, or where the step's target figure is not the sentence's.
"""

from __future__ import annotations

import re

from gechat.entail.changed_by import contrast_span
from gechat.entail.proportions import SHARE_WORD_RE, allows, share_word, share_word_span
from gechat.entail.quantities import Quantity, quantities
from gechat.text import content_stems, said_as_noun

_FIG = r"[$€£]?\d[\d,]*(?:\.\d+)?(?:bn\b|m\b|k\b)?(?:\s*%|\s*per\s+cent\b|\s*percent\b|-[a-z]+\b|\s+[a-z]+\b)?"
_TARGET = re.compile(rf"\b(?:the|its|their|a|an)\s+(?:(?:[\w'’-]+\s+){{0,3}}?(?:target|goal|pledge)\s+of\s+(?P<a>{_FIG})|"
                     rf"(?P<b>{_FIG})\s+(?:[\w'’-]+\s+){{0,2}}?(?:target|goal|pledge)\b)", re.IGNORECASE)
#: things a target keeps low, whose figure is met under it whatever its kind
_KEPT_LOW = re.compile(r"\b(?:emission\w*|carbon|pollut\w*|deaths?|cost\w*|spend\w*|debt|deficit|borrowing|cases|"
                       r"infections?|waiting|wait|delays?|vacanc\w*|errors?|absence|complaints?|accidents?|injur\w*|"
                       r"ceiling|limit|cap|budget)\b", re.IGNORECASE)
_MET = re.compile(r"\b(?:met|meets|meeting|hit|hits|achieved|achieves|reached|reaches|beat|beats|exceeded|exceeds|"
                  r"surpassed|surpasses|topped)\s+(?:\S+\s+){0,5}?(?:target|goal|pledge)\b", re.IGNORECASE)
#: the same told of the target: "The 93% target was met"
_MET_TARGET = re.compile(r"\b(?:target|goal|pledge)\s+(?:[\w'’-]+\s+){0,3}?(?:was|were|has\s+been|had\s+been|is)\s+(?:met|hit|"
                         r"achieved|reached|beaten|exceeded|surpassed)\b", re.IGNORECASE)
_MISSED = re.compile(r"\b(?:missed|misses|fell\s+short\s+of|falls\s+short\s+of|failed\s+to\s+(?:meet|reach|hit|achieve)|"
                     r"did\s+not\s+(?:meet|reach|hit|achieve)|short\s+of)\s+(?:\S+\s+){0,5}?(?:target|goal|pledge)\b",
                     re.IGNORECASE)
SHARE_WORD = re.compile(SHARE_WORD_RE, re.IGNORECASE)
#: the kinds of figure a target may be set in: a share, a time, a count, a sum, a measure in its unit ("27 km of
#: segregated cycle lanes in 2023 against a target of 40 km")
_KINDS = ("percent", "time", "count", "money", "length", "mass", "power", "energy", "volume", "area")
_DENIED = re.compile(r"\b(?:not|never|no)\b|n't\b", re.IGNORECASE)


def _outcome(premise: str, at: int, target: Quantity) -> Quantity | None:
    """The nearest figure of the target's kind before ``at`` in its clause: the outcome the target is set against (not
    a season's tail, "2023-24")."""
    start = max(premise.rfind(";", 0, at) + 1, 0)
    before = premise[start:at]
    found = [q for q in quantities(before) if q.kind == target.kind and q.kind in _KINDS
             and (q.kind in ("percent", "count") or q.unit == target.unit)
             and not re.search(rf"\b(?:19|20)\d\d[-/–]{re.escape(q.text)}\b", before)]
    return found[-1] if found else None


def _shown(q: Quantity) -> str:
    """A figure as the reason shows it: "88%", "32 minute"."""
    return f"{q.text}%" if q.kind == "percent" else q.text if q.kind in ("count", "money") else f"{q.text} {q.unit}".strip()


def _said(words: str) -> str:
    """The step's verb of reaching a target, as a participle ("met", "exceeded")."""
    verb = next((w for w in words.lower().split() if w in _PARTICIPLES), words.split()[0].lower())
    return _PARTICIPLES.get(verb, verb)


_PARTICIPLES = {"met": "met", "meets": "met", "meeting": "met", "hit": "hit", "hits": "hit", "achieved": "achieved",
                "achieves": "achieved", "reached": "reached", "reaches": "reached", "beat": "beaten", "beats": "beaten",
                "beaten": "beaten", "exceeded": "exceeded", "exceeds": "exceeded", "surpassed": "surpassed",
                "surpasses": "surpassed", "topped": "topped"}


def _reading(premise: str, hypothesis: str) -> tuple[re.Match | None, re.Match | None, Quantity, Quantity, bool] | None:
    """The step's words of meeting (or missing) the sentence's one target, the sentence's outcome and target, and
    whether the figures say it was reached; None where the pair is not read (see the module's text)."""
    met, missed = _MET.search(hypothesis) or _MET_TARGET.search(hypothesis), _MISSED.search(hypothesis)
    if bool(met) == bool(missed) or (met and _DENIED.search(hypothesis[: met.end()])):
        return None
    told = list(_TARGET.finditer(premise))
    if len(told) != 1 or _KEPT_LOW.search(premise) or _KEPT_LOW.search(hypothesis) \
            or _MET.search(premise) or _MET_TARGET.search(premise) or _MISSED.search(premise) \
            or re.search(r"\b(?:meeting|missing|beating|exceeding|surpassing)\s+(?:\S+\s+){0,5}?(?:target|goal|pledge)\b",
                         premise, re.IGNORECASE):
        return None  # the sentence tells the outcome against the target in words: eligibility's, not the figures'
        # (not another's "achieved": "…, while neighbouring Sutton achieved 97.8%")
    m = told[0]
    target = next(iter(quantities(m.group("a") or m.group("b"))), None)
    if target is None or target.kind not in _KINDS:
        return None
    outcome = _outcome(premise, m.start(), target)
    if outcome is None or outcome.value == target.value:
        return None
    stepped = [q for q in quantities(hypothesis) if q.kind == target.kind]
    if stepped and not any(q.value == target.value for q in stepped):
        return None  # another target
    named = content_stems(re.sub(r"\S*\d\S*", " ", (met or missed).group(0))) - _TARGET_WORDS
    stems = content_stems(premise)
    if any(w not in stems and not said_as_noun(w, stems) for w in named):
        return None  # "met its volunteer recruitment goal": another goal than the sentence's
    reached = outcome.value <= target.value if target.kind == "time" else outcome.value >= target.value
    return met, missed, outcome, target, reached


_TARGET_WORDS = content_stems(" ".join(_PARTICIPLES) + " meet achieve reach exceed surpass top miss missed misses fell "
                              "falls short fail failed target goal was were been")


def target_met_otherwise(premise: str, hypothesis: str) -> str:
    """The reason the step says a target was met where the sentence's figures say it was missed, or the other way;
    or ""."""
    read = _reading(premise, hypothesis)
    if read is None:
        return ""
    met, missed, outcome, target, reached = read
    if met and not reached:
        return f"the step says the target was {_said(met.group(0))}; the sentence gives {_shown(outcome)} " \
               f"against a target of {_shown(target)}"
    if missed and reached:
        return f"the step says the target was missed; the sentence gives {_shown(outcome)} against a target of " \
               f"{_shown(target)}"
    return ""


def target_met_kept(premise: str, hypothesis: str) -> bool:
    """Does the step say the target was met (or missed) as the sentence's figures say, with no word of its own
    ("Croydon collected 97.1% of its council tax in 2023-24 against a target of 96.5%" / "Croydon met its council
    tax collection target in 2023-24")? A restatement."""
    read = _reading(premise, hypothesis)
    if read is None or bool(read[0]) != read[4]:
        return False
    target = _TARGET.search(premise)
    start = max(premise.rfind(";", 0, target.start()) + 1, 0)
    if len([q for q in quantities(premise[start:target.start()]) if q.kind == read[3].kind]) != 1:
        return False  # "96.1% …, against 97.8% in Sutton and a target of 96.5%": which figure is the outcome is unsure
    stems = content_stems(premise)
    return all(w in stems or said_as_noun(w, stems) for w in content_stems(hypothesis) - _TARGET_WORDS)


#: a share of a target the step says was reached: "England achieved more than two-thirds of its installation target"
_SHARE_OF_TARGET = re.compile(rf"\b(?:achieved|achieves|reached|reaches|delivered|delivers|met|meets|hit|hits|managed|"
                              rf"raised|collected|recruited|fitted|installed|built|sold|secured|completed)\s+(?:only\s+|"
                              rf"just\s+)?(?P<word>(?:(?:well\s+)?(?:more|less|fewer)\s+than\s+|over\s+|under\s+|nearly\s+|"
                              rf"almost\s+|about\s+|around\s+|roughly\s+)?{SHARE_WORD_RE})\s*(?:of\s+)?(?:the|its|their)\s+"
                              rf"(?P<named>(?:[\w'’-]+\s+){{0,3}}?)(?:target|goal|pledge)\b", re.IGNORECASE)
_YEARS = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")
#: words before a figure that make it an earlier level, not the outcome: "up from 36,000 in 2022"
_EARLIER_LEVEL = re.compile(r"\b(?:from|than|compared\s+with|against|since)\s+(?:about\s+|around\s+)?[$€£]?\s*$",
                            re.IGNORECASE)


def _said_loosely(word: str, stems: set[str]) -> bool:
    """Is the stem ``word`` among ``stems``, or sharing its first six letters with one ("installation" and
    "installers", "recruitment" and "recruited")?"""
    return word in stems or any(len(x) >= 6 and len(word) >= 6 and x[:6] == word[:6] for x in stems) or \
        any(len(x) >= 3 and (x.startswith(word) or word.startswith(x)) for x in stems if len(word) >= 3)  # "tree"
    # and "trees" (light stem "tre")


def target_share_otherwise(premise: str, hypothesis: str) -> str:
    """The reason the share of a target the step says was reached is not the share the sentence's outcome is of its
    one target (a count or a sum), or "": "Installers fitted 52,400 heat pumps in England in 2023, against a
    government target of 90,000" / "England achieved more than two-thirds of its 2023 installation target" (58 %)."""
    m = _SHARE_OF_TARGET.search(hypothesis)
    if m is None or _DENIED.search(hypothesis) or re.search(r"\b(?:may|might|could|would|will|expected|last|previous|"
                                                           r"earlier|before|prior|next)\b", hypothesis, re.IGNORECASE):
        return ""  # "Last quarter, the company achieved …": another outcome than the one set against the target
    told = list(_TARGET.finditer(premise))
    if len(told) != 1 or _MET.search(premise) or _MISSED.search(premise) \
            or not set(_YEARS.findall(hypothesis)) <= set(_YEARS.findall(premise)):
        return ""
    target = next(iter(quantities(told[0].group("a") or told[0].group("b"))), None)
    if target is None or target.kind not in _KINDS or target.kind in ("percent", "time") or not target.value:
        return ""
    start = max([premise.rfind(x, 0, told[0].start()) + len(x) for x in (";", " while ", " whereas ", ", and ")
                 if premise.rfind(x, 0, told[0].start()) >= 0] + [0])
    clause = premise[start:told[0].end()]
    outcomes = [q for q in quantities(clause) if q.kind == target.kind and q.value != target.value
                and (q.kind == "count" or q.unit == target.unit)
                and not _EARLIER_LEVEL.search(clause[: clause.find(q.text)] if q.text in clause else "")]
    said = content_stems(clause)
    doer = content_stems(re.sub(r"\S*\d\S*", " ", hypothesis[: m.start()]))
    named = content_stems(re.sub(r"\S*\d\S*|-", " ", m.group("named")))
    if len(outcomes) != 1 or not all(_said_loosely(w, said) for w in doer) \
            or not set(_YEARS.findall(hypothesis)) <= set(_YEARS.findall(clause)) \
            or not all(_said_loosely(w, content_stems(premise)) for w in named):
        return ""  # "Scotland installed 9,000 …, while England fitted 52,400 against a target of 90,000" / "Scotland
        # achieved …": another's outcome; "bringing the total to 250,000": two outcomes; "its annual target" of a
        # "five-year target": another target
    outcome = outcomes[0]
    word = SHARE_WORD.search(m.group("word"))
    inner = share_word(word.group(1))
    span = share_word_span(inner, m.group("word")[: word.start()]) if inner else None
    if span is None or inner in ("all", "every"):
        return ""
    share = 100 * outcome.value / target.value
    if span[1] >= 100:
        share = min(share, 100.0)  # 105% of a target is more than half of it
    if allows(span, share, 0.5):
        return ""
    return f"the step gives the outcome as {m.group('word')} of the target; the sentence gives {_shown(outcome)} " \
           f"against a target of {_shown(target)} ({share:.0f}%)"


#: the step's gap between an outcome and its target: "fell 13 km short of its target", "was still 1,600 members short
#: of its 30,000 target", "came in 40,000 trees below the government's target", "missed the club's target by 350"
_GAP_SHORT = re.compile(rf"(?P<n>{_FIG})\s+(?:[a-z]+\s+)?(?:short\s+of|below|under|shy\s+of|behind)\s+(?:the|its|their)\s+"
                        rf"(?:[\w'’,-]+\s+){{0,4}}?(?:target|goal|pledge)\b|\bmiss(?:ed|es)\s+(?:the|its|their)\s+"
                        rf"(?:[\w'’,-]+\s+){{0,4}}?(?:target|goal|pledge)\s+by\s+(?P<m>{_FIG})", re.IGNORECASE)
_GAP_OVER = re.compile(rf"(?P<n>{_FIG})\s+(?:[a-z]+\s+)?(?:above|over|ahead\s+of|beyond)\s+(?:the|its|their)\s+"
                       rf"(?:[\w'’,-]+\s+){{0,4}}?(?:target|goal|pledge)\b|\b(?:beat|exceeded|surpassed|overshot)\s+"
                       rf"(?:the|its|their)\s+(?:[\w'’,-]+\s+){{0,4}}?(?:target|goal|pledge)\s+by\s+(?P<m>{_FIG})",
                       re.IGNORECASE)
#: words before a step's gap that name no doer: "Nationally, councils came in …", "was still …"
_PLAIN_VERBS = content_stems("came come comes was were is are still nationally overall ended end ends finished stood "
                             "remained sat landed fell falls")


def target_gap(premise: str, hypothesis: str) -> tuple[bool, str]:
    """(kept, reason): the gap the step gives between an outcome and its target ("Greater Manchester delivered 27 km
    … against a target of 40 km" / "Greater Manchester fell 13 km short of its target"; "… season-ticket sales of
    2,400 fell short of the club's target of 2,750" / "… missed the club's target by 350") against the sentence's
    one target and the outcome before it in its clause: kept where the figures give that gap on that side, a reason
    where they give another gap or the other side. The step's doer must be named in the target's clause; a denied or
    hedged step, a target kept low (costs, emissions) or a time target is not read."""
    short, over = _GAP_SHORT.search(hypothesis), _GAP_OVER.search(hypothesis)
    told = list(_TARGET.finditer(premise))
    if bool(short) == bool(over) or len(told) != 1 or _DENIED.search(hypothesis) or _KEPT_LOW.search(premise) \
            or re.search(r"\b(?:may|might|could|would|will|expected|likely)\b", hypothesis):
        return False, ""
    m = short or over
    gap = next(iter(quantities(m.group("n") or m.group("m"))), None)
    target = next(iter(quantities(told[0].group("a") or told[0].group("b"))), None)
    if gap is None or target is None or target.kind not in _KINDS or target.kind == "time":
        return False, ""
    outcome = _outcome(premise, told[0].start(), target)
    if outcome is not None and gap.unit and outcome.unit and outcome.unit != gap.unit and target.kind == "count":
        start = max(premise.rfind(";", 0, told[0].start()) + 1, 0)
        same = [q for q in quantities(premise[start : told[0].start()]) if q.kind == "count" and q.unit == gap.unit]
        outcome = same[-1] if same else None  # "1.9 million trees across 1,200 hectares": the trees, the step's count
    if outcome is None or outcome.value == target.value or (gap.kind != target.kind and gap.kind != "count"):
        return False, ""
    start, end = contrast_span(premise, told[0].start(), told[0].end())
    clause = content_stems(premise[start:end])
    doer = content_stems(re.sub(r"\S*\d\S*", " ", hypothesis[: m.start()])) - _TARGET_WORDS - _PLAIN_VERBS
    if not all(w in clause or said_as_noun(w, clause) for w in doer):
        return False, ""  # another doer's target ("…, while West Yorkshire completed 31 km of a planned 30 km")
    if doer - content_stems(premise[: told[0].end()].replace("-", " ")) - content_stems(premise[: told[0].end()]):
        return False, ""  # "the force's total strength" of "recruited 640 officers against a target of 800, bringing
        # its total strength to 7,350": the step's doer is told of after the target, another figure's
    named = re.search(r"\b(?:the|its|their)\s+((?:[\w'’,-]+\s+){0,4}?)(?:target|goal|pledge)\b", m.group(0), re.IGNORECASE)
    own_noun = re.match(r"\s*(?:[a-z-]+\s+){0,3}?([a-z-]+)\b", premise[told[0].end():])
    near = content_stems(premise[start : told[0].end()])
    if own_noun and not re.match(r"\s*(?:for|by|in|on|at|and|but|while|which|to|was|is|set|,|\.)", premise[told[0].end():]):
        near = content_stems(premise[told[0].start() : told[0].end() + len(own_noun.group(0))])  # "a target of 4,000
        # new blood donors": the target's own noun names it
    if named and not all(w in near or said_as_noun(w, near) for w in content_stems(
            re.sub(r"\S*\d\S*|\S+['’]s\b", " ", named.group(1)))):
        return False, ""  # "its overall target" of "a target of £4 million for its first phase; the overall target …"
    reached = outcome.value >= target.value
    if bool(short) == reached:
        side = "short of" if short else "above"
        return False, f"the step puts the outcome {side} the target; the sentence gives {_shown(outcome)} against " \
                      f"a target of {_shown(target)}"
    if abs(abs(target.value - outcome.value) - gap.value) <= max(0.005 * gap.value, 0.05):
        return True, ""
    return False, f"the step gives a gap of {_shown(gap)} to the target; the sentence gives {_shown(outcome)} against " \
                  f"a target of {_shown(target)}"


def target_gap_kept(premise: str, hypothesis: str) -> bool:
    return target_gap(premise, hypothesis)[0]


def target_gap_otherwise(premise: str, hypothesis: str) -> str:
    return target_gap(premise, hypothesis)[1]
