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
#: a figure two or more sides hold together: "9,300 trees between them", "combined"
_JOINT = re.compile(r"\bbetween\s+them\b|\bcombined\b|\btogether\b|\bjointly\b|\beach\b", re.IGNORECASE)
#: words that set a figure at a time
_TIME = re.compile(r"\b(?:19|20)\d\d\b|\b(?:last|this|next|previous)\s+(?:year|season|winter|summer|spring|autumn|month|"
                   r"week|quarter)\b")
#: the words that open a part set against the step's side's: "compared with", "against", "ahead of"
_PEER = re.compile(r".*\b(?:compared\s+with|against|ahead\s+of|behind|versus|than)\b", re.IGNORECASE | re.DOTALL)
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
    if re.search(r"\b(?:improved|rose|grew|increased|fell|dropped|declined|gained|lost|climbed|jumped)\b",
                 step.group("verb"), re.IGNORECASE) or re.match(r"(?:in|at|on|by|for)\b", step.group("measure")):
        return ""  # "Leeds improved the most in reading": a first place of a change, or of no measured thing
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
    parts = _parts(compared._JOINED_NAMES.sub(r"\1 & \2", premise))
    at = [k for k, (_, part) in enumerate(parts) if mine & set(content_words(part, stem))]
    if len(at) != 1 or _JOINT.search(parts[at[0]][1]):
        return ""  # the step's side in no part, in several, or with a joint figure ("… between them")
    own = parts[at[0]][1]
    named = _names(premise)
    for k, (_, part) in enumerate(parts):
        if k == at[0] or _WHOLE.search(part) or _JOINT.search(part) or _CHANGE.search(part) \
                or compared._FORECAST.search(part) or _other_time(part, own) \
                or (k + 1 < len(parts) and _BREAKDOWN.match(parts[k + 1][1])) or len(compared._own_figures(part)) != 1:
            continue  # a whole, a joint or planned figure, a change, another time
        if k == 0 and at[0] > 0 and not _PEER.match(parts[at[0]][0]):
            continue  # "Lancashire recorded 4,100 burglaries, while Blackpool recorded 1,300 …": the first part may be
            # the whole the others are parts of, unless the step's side is set against it ("compared with 640 in
            # London")
        names = [w for w in re.findall(r"[A-Za-z][\w'’&-]*", part) if stem(w.lower()) not in _NOT_SIDE
                 and stem(w.lower()) not in compared._GENERIC and not w.lower().endswith("ing")
                 and content_words(w, stem) and not compared._units_named(w)]
        capital = [w for w in names if w[:1].isupper() and part.strip().find(w) != 0 or w in named]
        other = " ".join(capital) if capital else (" ".join(names) if len(names) == 1 else "")
        if not other or not _noun_fits(part, hypothesis, own, measure):
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


def _parts(premise: str) -> list[tuple[str, str]]:
    """The sentence's parts as :mod:`gechat.entail.compared` cuts them, each with the words that open it ("while",
    "compared with", ", and")."""
    out, start = [], 0
    for cut in list(CLAUSES.finditer(premise)) + [None]:
        end = cut.start() if cut else len(premise)
        piece = premise[start:end]
        opener = premise[max(0, start - 12) : start] + " " + piece[:20]
        if piece.strip():
            out.append((opener, piece))
        start = cut.end() if cut else len(premise)
    return out


def _names(premise: str) -> set[str]:
    """The capitalised words of the sentence that are not its first word."""
    return set(re.findall(r"(?<!^)(?<![.!?]\s)\b[A-Z][\w'’&-]*", premise.strip()))


def _other_time(part: str, own: str) -> bool:
    """Does ``part`` give its figure another time than the step's side's part ("compared with 12,000 planted by
    Lowmoor in 2021")?"""
    when = lambda text: set(_TIME.findall(text.lower()))  # noqa: E731
    return bool(when(part) - when(own))


def _noun_fits(part: str, hypothesis: str, own: str, measure: str = "") -> bool:
    """Do the words right after the part's figure name what the step measures, or what the step's side's figure
    measures ("1,200 licensed boats" is no count of boats "without a licence")?"""
    figure = compared._own_figures(part)[0]
    after = re.search(rf"(?<![\w.,]){re.escape(figure.text)}\s*(?:million|billion|thousand|bn|m|k)?\s+"
                      r"((?:[a-z-]+\s+){0,2}?[a-z-]+)\b(?=\s+(?:in|at|on|for|by|from|across|during|last|this|and|,)|"
                      r"\s*[,.;]|\s*$)", part)
    if re.search(r"\bof\s+all\s+kinds\b|\bin\s+all\b|\bin\s+total\b|\ball\s+told\b", part, re.IGNORECASE):
        return False  # "12,000 trees of all kinds": a wider count than the step's
    if after is None:
        return True
    said = set(content_words(hypothesis, stem)) | set(content_words(own, stem))
    theirs = set(content_words(part, stem))
    step_nouns = {w for w in content_words(measure, stem) if not compared._units_named(w)}
    return all(w in said for w in content_words(after.group(1), stem)
               if not compared._units_named(w) and stem(w) not in compared._GENERIC) and step_nouns <= theirs | {
        w for w in step_nouns if w not in set(content_words(own, stem))}  # "9,300 oak trees" / "12,000 trees": the
    # step's "oak" told of its own side must be told of the rival's too
