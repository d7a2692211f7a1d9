"""A first place the step claims for one side, against the figures the sentence gives each side.

"In the Kennet and Avon region 1,120 boats were found unlicensed, compared with 640 in London" / "London had the
highest number of unlicensed boats" (0.71 entailed by the model); "… with sheep making up 1,020 of the total and
cattle 640" / "Cattle made up the largest share of the livestock entries"; "Castlebury planted 14,200 street trees,
ahead of Wendlesford's 11,600 and Millport's 9,800" / "Millport planted the most street trees".

:func:`top_by_figures` reads a step with one superlative of size ("the highest", "the largest", "the most", "the
lowest", "the fewest" …; not "best" or "worst", which may run either way) after its side ("London had …"), and the
thing it measures after it. Each other side is a part of the sentence (cut as :mod:`gechat.entail.compared` cuts
it) with one figure of its own; the step's side set against each is read as :func:`gechat.entail.compared` reads a
comparison ("London had more unlicensed boats than Kennet Avon region"), so each side's figure, its kind and unit,
and the words beside it measuring what the step measures are checked there. A side whose figure goes past the
step's side's, the way the superlative says it should not, is a conflict. Not read: a hedged or denied step, a
rank ("the second highest"), a part that gives a whole ("a total of", "overall"), the breakdown that follows it
("Lancashire had 41 halls, with Blackpool 12 and Preston 9": Lancashire's 41 is not a side), a change ("up from
1,012"), another time, or a forecast.
"""

from __future__ import annotations

import re

from gechat.entail import compared
from gechat.entail.changed_by import CLAUSES
from gechat.text import content_words, stem

#: superlatives of size: True for the largest side, False for the smallest
_TOPS = {"highest": True, "largest": True, "biggest": True, "greatest": True, "most": True,
         "lowest": False, "smallest": False, "fewest": False, "least": False}
_STEP = re.compile(r"^(?P<side>.+?)\s+(?P<verb>(?:[a-z]+\s+){0,2}?)the\s+(?P<top>" + "|".join(_TOPS) + r")\s+"
                   r"(?P<measure>[^.;]+)", re.IGNORECASE)
_UNSURE = re.compile(r"\b(?:not|n't|never|no|may|might|could|would|will|likely|expected|forecast|second|third|one\s+of|"
                     r"among\s+the|if|whether|nearly|almost)\b", re.IGNORECASE)
#: a part that gives a whole, not a side: "a total of", "overall", "nationally"; not "of the total"
_WHOLE = re.compile(r"(?<!of\sthe\s)\btotal\b|\boverall\b|\bnationally\b|\baltogether\b|\bin\s+all\b|\bcombined\b",
                    re.IGNORECASE)
#: a part that breaks down the part before it: "…, with Blackpool 12", "…, of which 3,120", "including"
_BREAKDOWN = re.compile(r"^\s*(?:with|of\s+which|of\s+whom|including)\b", re.IGNORECASE)
#: a part that gives an earlier level or a change: "up from 1,012", "down 6% on 2022", "a year earlier"
_CHANGE = re.compile(r"\b(?:up|down)\s+(?:from|on)\b|\bfrom\s+[£$€]?\d|\b(?:rise|fall|increase|decrease|drop|jump)\s+of\b|"
                     r"\b(?:earlier|previous|before|last\s+year)\b|\b(?:rose|fell|grew|dropped|climbed|declined)\b",
                     re.IGNORECASE)
#: the words that close what the step measures: "… of the regions mentioned", "in the 2023 season"
_SCOPE = re.compile(r"\s+(?:of|in|among|across|at)\s+(?:the|any|all)\b.*$", re.IGNORECASE)
#: a part's words that name no side
_NOT_SIDE = frozenset(stem(w) for w in "compared against versus with while whereas ahead behind followed by in at on "
                      "of the a an its their and but".split())


def top_by_figures(premise: str, hypothesis: str) -> str:
    """The reason a side the sentence gives a larger (or smaller) figure than the step's side contradicts the first
    place the step claims for it, or "" (module text)."""
    step = _STEP.match(hypothesis.strip())
    if step is None or _UNSURE.search(hypothesis) or len(re.findall(r"\b(?:" + "|".join(_TOPS) + r")\b",
                                                                      hypothesis, re.IGNORECASE)) != 1:
        return ""
    if any(y not in premise for y in re.findall(r"\b(?:19|20)\d\d\b", hypothesis)):
        return ""  # another time
    more = _TOPS[step.group("top").lower()]
    scope = _SCOPE.search(step.group("measure"))
    measure = _SCOPE.sub("", step.group("measure")).strip()
    if re.fullmatch(r"(?:share|proportion|part)", measure, re.IGNORECASE) and scope:
        measure = re.sub(r"^\s*\w+\s+(?:the|any|all)\s+", "", scope.group(0))  # "the largest share of the craft
        # entries": a count of the entries
    measure = re.sub(r"^(?:number|share|amount|proportion|count)\s+of\s+(?:the\s+)?", "", measure, flags=re.IGNORECASE)
    if not measure or re.search(r"\d", measure):
        return ""
    side = step.group("side").strip()
    mine = set(content_words(side, stem))
    parts = [p for p in CLAUSES.split(premise) if p and p.strip()]
    for k, part in enumerate(parts):
        if mine & set(content_words(part, stem)) or _WHOLE.search(part) or _CHANGE.search(part) \
                or (k + 1 < len(parts) and _BREAKDOWN.match(parts[k + 1])) or len(compared._own_figures(part)) != 1:
            continue
        names = [w for w in re.findall(r"[A-Za-z][\w'’-]*", part) if stem(w.lower()) not in _NOT_SIDE
                 and content_words(w, stem) and not compared._units_named(w)]
        other = " ".join(w for w in names if w[:1].isupper()) or " ".join(names)
        if not other:
            continue
        cmp = "more" if more else "fewer"
        read = compared._reading(premise, f"{side} {step.group('verb')}{cmp} {measure} than {other}")
        if read is None:
            continue
        _, a, b, _, _ = read
        if (compared.size(b) > compared.size(a)) if more else (compared.size(b) < compared.size(a)):
            return (f"the step says '{step.group('top')}'; the sentence gives {compared._shown(a)} to the step's side "
                    f"and {compared._shown(b)} to {other}")
    return ""
