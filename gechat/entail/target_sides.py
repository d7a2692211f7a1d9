"""An outcome the sentence tells against a target in words, against a step that puts it on the other side.

:func:`side_of_target` reads "78 percent of children …, short of the 95 percent target" (a side: short of, below,
above, ahead of …) or, where the sentence has no such words, a verb ("though it missed its target of opening three
new shops", "the trust met its 95% target") against a step that says the target was met, beaten or missed the
other way; not another doer's outcome, a part's ("in 29 of London's 33 boroughs"), another target or a hedged one.
:func:`target_side_kept` is the kept reading (the step tells the sentence's side in its words), and
:func:`target_figure_otherwise` a target's figure the step gives otherwise. :mod:`gechat.entail.targets` reads a
side from the outcome's and the target's figures.
"""

from __future__ import annotations

import re

from gechat.entail.changed_by import CONTRAST, contrast_span
from gechat.entail.compared import _YEARS
from gechat.entail.quantities import quantities
from gechat.text import content_words, stem

#: a step's words of beating or missing an outcome's forecast or target (also read by
#: :func:`gechat.entail.eligibility.outcome_against_forecast`)
BEAT = re.compile(r"\b(?:beat|beats|exceeded|exceeds|topped|surpassed|outperformed|above)\b", re.IGNORECASE)
MISSED = re.compile(r"\b(?:missed|misses|fell\s+short|falls\s+short|below|under(?:shot)?|disappointed)\b", re.IGNORECASE)


#: a sentence's outcome told against a target it names after it: "78 percent …, short of the 95 percent target set by
#: the World Health Organization", "ahead of its 2030 goal"
_SIDE = r"\b(?P<side>(?:well\s+|far\s+|just\s+)?(?:short\s+of|below|under|beneath|shy\s+of|missing|above|ahead\s+of|" \
        r"beyond|exceeding|surpassing|over))\s+(?:the|its|their|a|an)\s+(?:[£$€]?[\w'’.,{pct}-]+\s+){{0,4}}?(?:target|goal|" \
        r"pledge|forecasts?|threshold|benchmark|expectations?)\b"
_AGAINST_TARGET = re.compile(_SIDE.format(pct=""), re.IGNORECASE)
#: the same with a percentage among the target's words ("short of its 55% target"), for the conflict only: a kept
#: reading would take the step's figure for the target's ("… 48%, short of the 55% target" / "… short of the 48% target")
_AGAINST_TARGET_PCT = re.compile(_SIDE.format(pct="%"), re.IGNORECASE)
#: a sentence's outcome told by a verb of meeting or missing its target: "though it missed its target of opening three
#: new shops", "the trust met its 95% target" (not "hoped to meet", "almost met")
_TOLD_BY_VERB = re.compile(r"(?<!\bto\s)(?<!\bnearly\s)(?<!\balmost\s)\b(?P<side>missed|misses|failed\s+to\s+(?:meet|reach|hit|"
                           r"achieve)|did\s+not\s+(?:meet|reach|hit|achieve)|met|meets|reached|achieved)\s+(?:the|its|their|"
                           r"a|an)\s+(?:[£$€]?[\w'’.,%&-]+\s+){0,4}?(?:target|goal|pledge)\b", re.IGNORECASE)
#: a sentence whose verb of meeting or missing is no plain outcome of its subject: a hedge or a condition ("would
#: have met", "all but met", "if", "whether"), a claim ("critics said", "claims to have met"), a denial ("has never
#: missed"), a quantified or contrasted subject ("most trusts", "neither council", "unlike Bedford"), a part ("a
#: third of its target", "but not for A&E waits"), another time ("until March", "a year late", "after it missed …")
_VERB_UNSURE = re.compile(r"\?|n't\b|\b(?:would|could|might|should|may|must|will|all\s+but|claim\w*|said|says|say|"
                          r"confident|believ\w*|think|thought|fear\w*|hope\w*|if|whether|unless|unclear|"
                          r"critics?|accus\w*|alleg\w*|den(?:y|ies|ied)|never|neither|nor|none|no|unlike|until|most|some|"
                          r"many|several|few|all|each|every|half|third|quarter|part|partly|late|early|after|before|since|"
                          r"yet)\b", re.IGNORECASE)
_TIMES = frozenset({"year", "date", "clock", "weekday"})
#: an outcome told of a part only, after the target: "… in 29 of London's 33 boroughs", "at 12 of the 28 trusts"
_PART_OF = re.compile(r"[^,;.]{0,60}?\b(?:in|at|for|across|among)\s+(?:\d[\d,]*|one|two|three|four|five|six|seven|eight|"
                      r"nine|ten|most|some|half|many|several|a\s+(?:few|number|third|quarter|majority))\s+of\b", re.IGNORECASE)
#: a step's words of missing a target, for a sentence that says it was met (not "below": an emissions target is met
#: below it)
_MISSED_TARGET = re.compile(r"\b(?:missed|misses|fell\s+short|falls\s+short|failed\s+to\s+(?:meet|reach|hit|achieve)|"
                            r"did\s+not\s+(?:meet|reach|hit|achieve))\b", re.IGNORECASE)
#: a step's words of reaching a target
_REACHED_TARGET = re.compile(r"\b(?:met|meets|reached|reaches|hit|hits|achieved|achieves|attained)\b", re.IGNORECASE)
_TARGET = re.compile(r"\b(?:target|goal|pledge|forecasts?|threshold|benchmark|expectations?)\b", re.IGNORECASE)


def side_of_target(premise: str, hypothesis: str) -> str:
    """The reason the step puts an outcome on the other side of a target than the sentence does, or "": "78 percent of
    children … had received both doses …, short of the 95 percent target" / "The district exceeded the WHO's 95
    percent MMR target" (0.50 entailed before this check). The sentence gives one such target; a figure the step
    gives it must be the sentence's."""
    told = list(_AGAINST_TARGET_PCT.finditer(premise))
    if told and re.search(r"\b(?:reached|met|hit|achieved|exceeded|beat|surpassed)\s+(?:[\w'’-]+\s+){0,4}?(?:target|"
                          r"goal|pledge|forecasts?|threshold|benchmark|expectations?)\b", premise, re.IGNORECASE):
        return ""  # "… short of the EU target, though the country met its national goal": another target or time
    if not told:  # "…, though it missed its target of opening three new shops": told by a verb, a plain outcome
        told = list(_TOLD_BY_VERB.finditer(premise))
        if len(told) != 1:
            return ""
        rest = premise[: told[0].start()] + premise[told[0].end():]
        if _NOT_PLAIN_OUTCOME.search(premise) or _VERB_UNSURE.search(rest) or re.search(r"\bnot\b", rest, re.I) \
                or _VERB_UNSURE.search(told[0].group(0)) \
                or not set(_YEARS.findall(hypothesis)) <= set(_YEARS.findall(premise)) \
                or not _target_named(premise, told[0], _NAMED_TARGET.search(hypothesis)):
            return ""
    if len(told) != 1 or not _TARGET.search(hypothesis) or re.search(r"\b(?:not|n't|never|nearly|almost)\b",
                                                                       hypothesis, re.IGNORECASE):
        return ""
    mine = quantities(hypothesis)
    if _PART_OF.match(premise, told[0].end()) or {(q.kind, q.value) for q in mine if q.kind not in _TIMES} - {
            (q.kind, q.value) for q in quantities(premise)}:
        return ""  # "… met its response target in 29 of London's 33 boroughs" / "… missed it in four boroughs": a
        # part's outcome; a figure of the step's own (a year may be the sentence's time told)
    side = told[0].group("side").lower()
    if re.search(r"short|shy|miss|fail|not", side):  # fell short, missed: neither beaten nor met
        claimed = BEAT.search(hypothesis) or _REACHED_TARGET.search(hypothesis)
    elif re.search(r"^(?:met|meets|reached|achieved)$", side):  # told by its verb (_TOLD_BY_VERB)
        claimed = _MISSED_TARGET.search(hypothesis)
    elif re.search(r"below|under|beneath", side):  # a side only: "below an emissions target" may be meeting it
        claimed = re.search(r"\b(?:exceeded|exceeds|topped|surpassed|above)\b", hypothesis, re.IGNORECASE)
    elif re.search(r"ahead|beyond|exceed|surpass", side):
        claimed = MISSED.search(hypothesis)
    else:  # "above", "over": for a cost or emissions that may be a target missed
        claimed = re.search(r"\b(?:below|under|fell\s+below)\b", hypothesis, re.IGNORECASE)
    if claimed is None or (BEAT.search(hypothesis) and MISSED.search(hypothesis)):
        return ""
    theirs = {q.value for q in quantities(told[0].group(0))}
    if theirs and not theirs & {q.value for q in mine} and mine:
        return ""  # another target
    named = _NAMED_TARGET.search(hypothesis)
    said = set(content_words(premise, stem))
    after = re.match(r"\s+(?:on|for|to|of)\s+((?:[^,;.]|(?<=\d)[,.](?=\d))+)", hypothesis[named.end():]) if named else None
    if named and (any(w not in said for w in content_words(re.sub(r"\S*\d\S*|\b[A-Z]\S*", " ", named.group(1)), stem))
                  and not ("-" in named.group(1) and _target_named(premise, told[0], named))  # "street-tree" of
                  # "210,000 street trees, short of the government's target"
                  or (after and not set(content_words(re.sub(r"\S*\d\S*", " ", after.group(1)), stem)) <= said)):
        return ""  # "The Marsh Trust met its volunteer recruitment goal" of "… short of its £3 million goal": another
        # (names aside: "the WHO's 95 percent MMR target"); "met its pledge on NHS nurses" of another pledge
    if _another_doer(premise, told[0], hypothesis[: claimed.start()]):
        return ""  # "Bedford council planted 640 trees, short of its street-tree target, while Luton council planted
        # 1,100" / "Luton council met its street-tree target": another doer's outcome
    if told[0].re is _TOLD_BY_VERB:
        return f"the sentence says it {' '.join(told[0].group('side').split())} the target; the step says it " \
               f"{claimed.group(0)} it"
    return f"the sentence says the outcome was {' '.join(told[0].group('side').split())} the target; the step says " \
           f"it {claimed.group(0)} it"


def _target_named(premise: str, told: re.Match, named: re.Match | None) -> bool:
    """Do the words the step names its target by fit the sentence's target: the target's own words where it has
    them ("short of the hedge-planting target" is no street-tree target), else the words of the outcome before it
    ("210,000 street trees, short of the government's target" is the street-tree target)? Owners ("the
    government's") and figures aside."""
    if named is None:
        return True
    plain = lambda text: [w for w in content_words(re.sub(r"\S*\d\S*|\b[A-Z]\S*|\S+['’]s\b", " ", text)  # noqa: E731
                                                     .replace("-", " "))]
    mine = plain(named.group(1))
    own = [w for w in plain(told.group(0)[told.end("side") - told.start():]) if not _TARGET.fullmatch(w)]
    allowed = own or content_words(_ASIDE.sub(" ", premise[: told.end()]).replace("-", " "))  # the outcome's words,
    # not an aside's ("Councils, which also had a hedge-planting plan, planted 210,000 street trees, short of …")
    said = {stem(w) for w in allowed} | {stem(w + "s") for w in allowed}
    return all(stem(w) in said or stem(w + "s") in said for w in mine)


_ASIDE = re.compile(r",\s*(?:which|who|whose|whom)\b[^,]*,", re.IGNORECASE)


def _told_clause(premise: str, told: re.Match) -> str:
    """The clause of the sentence that tells the outcome against its target: from the last "while", "whereas",
    "but" or ";" before it to the next after it."""
    start, end = contrast_span(premise, told.start(), told.end())
    return premise[start:end]


def _another_doer(premise: str, told: re.Match, before: str) -> bool:
    """Is the outcome told against the target another doer's than the one the step's words ``before`` its verb name:
    the local clause's own named subject is not the step's ("Bedford council planted 640 trees, short of its
    target"), or the step's doer is told of in a contrasting clause after the target's ("…, while Luton council
    planted 1,100")? A clause with no named subject of its own ("…, and the governing body awarded £650,000, short of
    its £1m pledge"; "… but still short of its 30,000 target") is the step's doer's."""
    doer = set(content_words(re.sub(r"\S*\d\S*", " ", before).replace("-", " "), stem))
    if not doer or not CONTRAST.search(premise):
        return False  # one clause, one doer
    cuts = [0] + [c.end() for c in _LOCAL_CUT.finditer(premise) if c.end() <= told.start()]
    local = premise[max(cuts) : told.start()]
    names = {stem(w.lower()) for w in re.findall(r"\b[A-Z][\w'’-]*", local)
             if w not in ("The", "A", "An", "In", "On", "At", "Of", "By", "For", "From", "Last", "This", "Its")}
    if names and not names & doer:
        return True
    later = [c.end() for c in CONTRAST.finditer(premise) if c.start() >= told.end()]
    before_words = set(content_words(premise[: told.start()].replace("-", " "), stem))
    return not doer <= before_words and any(doer <= set(content_words(premise[at:].replace("-", " "), stem))
                                            for at in later[:1])  # named only after, in a contrasting clause


#: a sentence whose outcome against a target is no plain fact: denied, at risk, or a target since changed
_NOT_PLAIN_OUTCOME = re.compile(r"\b(?:far\s+from|risks?|risking|avoid\w*|(?:not|n't|never)\s+\w+\s+(?:short|below)|"
                                r"originally|later|revised|cut\s+to|lowered|raised|interim|joint|between\s+them|"
                                r"combined|expected|forecast|on\s+(?:course|track))\b", re.IGNORECASE)
#: times an outcome may be set at
_TIME_SET = re.compile(r"\b(?:last|this|next|previous)\s+(?:year|season|month|week|quarter)\b", re.IGNORECASE)
#: where the clause an outcome is told in begins
_LOCAL_CUT = re.compile(r";|\b(?:while|whereas|but|although|though)\b|,\s*and\b", re.IGNORECASE)


def target_side_kept(premise: str, hypothesis: str) -> bool:
    """Does the step put the outcome on the side of the target the sentence puts it, in the sentence's words ("…
    210,000 street trees, short of the government's target of 250,000" / "Councils fell short of the government's
    street-tree target")? The sentence tells one outcome against one target; the step's figures are the sentence's."""
    told = list(_AGAINST_TARGET.finditer(premise))
    if len(told) != 1 or not _TARGET.search(hypothesis) or re.search(r"\b(?:not|n't|never|nearly|almost|no)\b",
                                                                       hypothesis, re.IGNORECASE) \
            or _NOT_PLAIN_OUTCOME.search(premise) or _LOCAL_CUT.search(premise, told[0].end()) \
            or len(_TIME_SET.findall(premise)) > 1 or len(re.findall(r"\b(?:19|20)\d\d\b", premise)) > 1:
        return False  # a kept reading asks for one plain outcome: not "far from falling short", "risk falling short",
        # a target "originally set" or "later cut", another clause after the target ("…, and Luton planted 1,100",
        # "but this year they beat it"), nor outcomes of two times
    side = told[0].group("side").lower()
    missed = bool(re.search(r"short|shy|missing|below|under|beneath", side))
    if missed != bool(MISSED.search(hypothesis)) or (missed and (BEAT.search(hypothesis)
                                                                   or _REACHED_TARGET.search(hypothesis))) \
            or (not missed and not re.search(r"\b(?:beat|exceeded|surpassed|topped)\b", hypothesis, re.IGNORECASE)):
        return False
    named = _NAMED_TARGET.search(hypothesis)
    if not {q.value for q in quantities(hypothesis)} <= {q.value for q in quantities(premise)} \
            or not _target_named(premise, told[0], named) or (named and re.search(r"\d", named.group(1))
                                                               and not set(re.findall(r"\d[\d,.]*", named.group(1)))
                                                               <= set(re.findall(r"\d[\d,.]*", told[0].group(0)))):
        return False  # "the 2030 target" of "short of the interim target of 250,000"
    clause = _told_clause(premise, told[0])  # the step's words the outcome's own clause's: not the Forestry
    # Commission's when "…, short of the government's target, while the Forestry Commission beat its own"
    said = set(content_words(clause, stem)) | set(content_words(clause.replace("-", " "), stem))
    rest = re.sub(r"\b(?:fell|falls|short|missed|misses|below|under|beat|exceeded|surpassed|topped)\b", " ",
                  hypothesis.replace("-", " "), flags=re.IGNORECASE)
    return all(stem(w) in said or stem(w + "s") in said for w in content_words(re.sub(r"\S*\d\S*", " ", rest)))


#: the words a step names its target by: "its *volunteer recruitment* goal", "the *WHO's 95 percent MMR* target"
_NAMED_TARGET = re.compile(r"\b(?:the|its|their|a|an)\s+((?:(?!(?:the|its|their|a|an)\s)[£$€]?[\w'’.,-]+\s+){0,4}?)"
                           r"(?:target|goal|pledge|forecasts?|threshold|benchmark|expectations?)\b", re.IGNORECASE)
_GOAL = r"(?:target|goal|threshold|benchmark)"
_TARGET_FIG = r"\d[\d,.]*\s*(?:%|percent\b|per\s+cent\b)?"
#: the sentence's figure of a target: "the 93% target", "a target of 18 minutes"
_TARGET_FIGURE = re.compile(rf"\b(?:the|its|their|a|an)\s+(?P<a>{_TARGET_FIG})[\s-]+(?:[\w'’-]+\s+){{0,2}}?{_GOAL}\b|"
                            rf"\b{_GOAL}\s+of\s+(?P<b>{_TARGET_FIG})", re.IGNORECASE)
#: the step's figure of a target: "Ofcom's target … was 74.7%", "the target was set at 80 percent"
_STEP_TARGET = re.compile(rf"\b{_GOAL}\b[^.;]{{0,50}}?\b(?:was|is|were|are|stood\s+at|set\s+at|of)\s+"
                          rf"(?P<fig>{_TARGET_FIG})", re.IGNORECASE)


def target_figure_otherwise(premise: str, hypothesis: str) -> str:
    """The reason the step gives a target another of the sentence's figures than the one the sentence gives it, or
    "": "74.7% of first-class letters arrived on time …, well below the 93% target set by … Ofcom" / "Ofcom's target
    for first-class letters arriving on time was 74.7%" (0.99 entailed before this reading). The sentence gives one
    figure of a target; the step's is another figure of the sentence."""
    targets = {q.value: (m.group("a") or m.group("b")).strip() for m in _TARGET_FIGURE.finditer(premise)
               for q in quantities(m.group("a") or m.group("b"))}
    goals = list(re.finditer(rf"\b{_GOAL}s?\b", premise, re.IGNORECASE))
    if len(targets) != 1 or len(goals) != 1:
        return ""  # two targets ("the 50% target set by the council, while the national goal is 65%")
    after = premise[goals[0].end() : goals[0].end() + 60]  # "a target of 95%, which will be lowered to 78%"
    given = {q.value for q in quantities(premise)} - {q.value for q in quantities(after)} | set(targets)
    for m in _STEP_TARGET.finditer(hypothesis):
        mine = [q.value for q in quantities(m.group("fig"))]
        if mine and mine[0] not in targets and mine[0] in given:
            return (f"the step gives the target as {m.group('fig').strip()}; the sentence gives it as "
                    f"{next(iter(targets.values()))}")
    return ""
