"""Findings: a step that reports a statistical result needs a sentence that reports one.

"There was no significant difference in pain between botulinum toxin and placebo"
and "Drug A significantly reduced pain compared with placebo" state a *finding*:
the result of a comparison. A sentence that only names the same things ("40
patients were randomly assigned to botulinum toxin or placebo") says nothing about
any result, yet it shares most of the step's words, and a judge that leans on word
overlap reads it as entailing. On Evidence Inference's validation data such methods
sentences were the evidence of most Supported badges that were not on the result
sentence (``eval/results/trust.md``).

``unstated(premise, hypothesis)`` returns the reason ("the step reports a
finding; the sentence reports no result") when

* the step states a statistical finding (:data:`STEP_FINDING`: *significantly*
  with a direction and something compared, or with a comparative; *no
  significant difference*; *did not differ between*; *was not significant*), and
* the sentence holds no result word at all (:data:`RESULT_CUE`: a p-value or an
  interval, *significant*, a difference or a likeness, a direction of change
  such as *higher*, *reduced*, *improved*, *no effect*, *failed to*, *vs*, or a
  measured value: "was 53.00 ± 26.75 days", "were 72 h and 24 h", two percentages).

Both lists are deliberately narrow on the step's side and broad on the
sentence's: "a significant figure of the Renaissance", "significantly affected
by the letter" and "no difference in the end" are no findings, and any
sentence that reports any result, even another one, passes. Such a sentence can
neither state the step's finding nor state another one, so the judge
(:meth:`gechat.entail.base.Entailer.judge`) reads the pair as neutral: entailment
and contradiction each at most :data:`UNSTATED_CAP` (the NLI model read the
methods sentence above as contradicting the "no significant difference" step,
0.86). The ``fitted`` ranking (:mod:`gechat.selection`) places such sentences
after those that report a result.

To say otherwise than a finding a sentence must state one of the other polarity
(``can_contest``): "This study examined the neural adaptations associated with
HIIT" states no finding and cannot contradict "there was no significant
difference in MVC between HIIT and control", though the NLI model read it so
(0.95); a "no significant difference" step is contested only by a significant
result, a significant one only by a null result. For other pairs only the
contradiction is capped at :data:`UNSTATED_CAP`; the entailment stands, and the
deterministic conflict checks (an antonym, a number) still apply. On the fit half
of Evidence Inference validation, where every step is a true finding, these rules
showed 26 of 112 steps as Contradicted instead of 44 (``eval/results/trust.md``).
"""

from __future__ import annotations

import re
from functools import lru_cache

from gechat import caches
from gechat.text import content_words

#: the most a sentence that reports no result can entail, or contradict, a step that states a finding
UNSTATED_CAP = 0.1

_DIRECTION = (r"(?:higher|lower(?:s|ed|ing)?|greater|smaller|larger|fewer|less|more|better|worse|shorter|longer"
              r"|faster|slower|increas\w*|decreas\w*|reduc\w*|improv\w*|rais\w*|elevat\w*|declin\w*|diminish\w*"
              r"|lessen\w*|shorten\w*|lengthen\w*|differ\w*|associat\w*|correlat\w*|chang(?:e|es|ed|ing)"
              r"|affect(?:s|ed|ing)?|alter(?:s|ed|ing)?|benefi\w*|superior|inferior|prolong(?:s|ed|ing)?"
              r"|delay(?:s|ed)?|enhanc(?:e|es|ed|ing)|attenuat(?:e|es|ed|ing)|inhibit(?:s|ed|ing)?|prevent(?:s|ed)?"
              r"|boost(?:s|ed)?|worsen(?:s|ed|ing)?|extend(?:s|ed)?)")

#: a comparative: "significantly lower" compares by itself
_COMPARATIVE = (r"(?:higher|lower|greater|smaller|larger|fewer|less|more|better|worse|shorter|longer|faster|slower"
                r"|superior|inferior)")

#: words that name what a statistical finding compares (a finding is stated between groups, arms, times)
_COMPARED = (r"\b(?:between|among|across|compared|comparison|than|versus|vs\b|relative\s+to|placebo|control"
             r"|groups?|arms?|baseline)\b|\bp\s*[<>=≤≥]")
_FINDING_NOUN = r"(?:difference|effect|change|association|interaction|trend|increase|decrease|reduction|improvement|correlation|benefit)s?"

#: a step that states the result of a comparison (a statistical finding)
STEP_FINDING = re.compile(
    r"\bsignificant(?:ly)?\s+(?:\w+\s+){0,2}?" + _DIRECTION + r"\b(?=.*?(?:" + _COMPARED + r"))"
    r"|\b(?:was|were|is|are|remained|became)\s+significantly\s+" + _COMPARATIVE + r"\b"
    r"|\b(?:no|not|non|without)[\s-]+(?:statistically\s+)?significant(?:ly)?\s+(?:\w+\s+)?(?:"
    + _DIRECTION + r"|" + _FINDING_NOUN + r")\b"
    r"|\bnot\s+(?:statistically\s+)?significant(?=\s*(?:[.,;:()\[]|$|at\b|for\b|in\b|between\b|among\b))"
    r"|\b(?:in|non-?)significant\s+(?:\w+\s+)?(?:" + _DIRECTION + r"|" + _FINDING_NOUN + r")\b"
    r"|\b" + _FINDING_NOUN + r"\s+(?:[\w-]+\s+){0,6}?(?:was|were|is|are|remained)\s+(?:statistically\s+)?"
    r"(?:in|non-?)significant\b"
    r"|\bdid\s+not\s+(?:significantly\s+)?differ\s+(?:significantly\s+)?(?:between|among|across|from|in|by|with)\b"
    r"|\bno\s+(?:\w+\s+)?differences?\s+in\s+.+?\s(?:between|among|across)\b"
    r"|\bstatistically\s+significant",
    re.IGNORECASE,
)

#: a sentence that reports some result (any one of these words or marks is enough)
RESULT_CUE = re.compile(
    r"\bp\s*(?:value|[<>=≤≥])|\bp\s*\.\s*\d|\b\d+\s*%\s*ci\b|\bci\b|confidence\s+interval|odds\s+ratio"
    r"|hazard\s+ratio|relative\s+risk|risk\s+ratio|\w*significan\w*|\bns\b|\bn\.s\."
    r"|\bdiffer\w*|\bsimilar\w*|\bidentical\b|\b(?:was|were|is|are|remained)\s+(?:\w+\s+)?the\s+same\b|\bequal\w*|\bimpact\w*|\bfavou?r\w*"
    r"|\b(?:was|were|averaged|reached|remained|measured)\s+(?:\w+\s+)?[<>≤≥~]?\s*\d|±|\+/-|\bsd\b|\bmedian\b"
    r"|\d\s*%.*\d\s*%|\bin\s+\d+\s+(?:of|out\s+of)\s+\d+\b"
    r"|\bcomparab\w*|\bequivalen\w*|\bunchanged\b|\bno\s+effect|\beffect(?:s|ive|iveness)?\b|\bfailed\s+to\b"
    r"|\bvs\b\.?|\bversus\b|\bcompared\b|\brelative\s+to\b|\bthan\b|\brose\b|\bfell\b|\bdropp?\w*|\bsuperior|\binferior"
    r"|\b(?:cut|halved|doubled|tripled|grew|gained|lost|jumped|climbed|surged|plunged|slashed|outperform\w*)\b"
    r"|\bfrom\s+\d[\d.,]*\S{0,3}\s+(?:\S+\s+){0,2}?to\s+\S{0,3}\d"
    r"|\b" + _DIRECTION + r"\b",
    re.IGNORECASE,
)
#: ratios as trials report them: "OR 0.81 (0.62-1.05)", "RR = 0.8", "HR: 1.2" (capitals: "or 3 times" is no ratio)
RATIO = re.compile(r"\b(?:a?OR|RR|HR|IRR)\s*[=:]?\s*\(?\d")


@lru_cache(maxsize=caches.TEXTS)  # a step's text is read once per candidate sentence
def states_finding(text: str) -> bool:
    """Whether ``text`` states the result of a comparison (see :data:`STEP_FINDING`)."""
    return bool(STEP_FINDING.search(text))


def reports_result(text: str) -> bool:
    """Whether ``text`` reports any result at all (see :data:`RESULT_CUE` and :data:`RATIO`)."""
    return bool(RESULT_CUE.search(text) or RATIO.search(text))


def unstated(premise: str, hypothesis: str) -> str:
    """The reason ``premise`` cannot state the finding ``hypothesis`` reports, or "" (see the module docstring)."""
    if states_finding(hypothesis) and not reports_result(premise):
        return "the step reports a finding; the sentence reports no result"
    return ""


#: a null result: no (significant) difference, similar, comparable, unchanged, p at or above 0.05, "NS"
NULL_RESULT = re.compile(
    r"\b(?:no|not|non|without)[\s-]+(?:statistically\s+)?significan\w*|\b(?:in|non-?)significan\w*"
    r"|\b(?:did\s+not|does\s+not|failed\s+to)\s+(?:reach|achieve|attain|show)\s+(?:statistical\s+)?significance|\blost\s+(?:statistical\s+)?significance"
    r"|\bdid\s+not\s+(?:\w+\s+)?differ\b(?:\s+(?:statistically\s+)?significantly)?|\bno\s+(?:\w+\s+)?differences?\b|\bsimilar\w*|\bcomparab\w*|\bsame\b|\bequal\w*"
    r"|\bp\s*[>≥]\s*0?\.(?:0[5-9]|[1-9])|\bp\s*=\s*0?\.(?:0[5-9]|[1-9])|\bns\b|\bn\.s\.|\bno\s+(?:\w+\s+)?(?:effect|impact)"
    r"|\bunchanged\b|\bfailed\s+to\b|\bdid\s+not\s+(?:\w+\s+)?(?:" + _DIRECTION + r")",
    re.IGNORECASE,
)
#: a significant result, read once the null results are taken out
SIGNIFICANT_RESULT = re.compile(r"\bsignifican\w*|\bp\s*[<≤]\s*0?\.0[0-5]|\bp\s*=\s*0?\.0[0-4]", re.IGNORECASE)


def polarity(text: str) -> tuple[bool, bool]:
    """(states a null result, states a significant one); a sentence about several outcomes may state both."""
    return bool(NULL_RESULT.search(text)), bool(SIGNIFICANT_RESULT.search(NULL_RESULT.sub(" ", text)))


def can_contest(premise: str, hypothesis: str) -> bool:
    """Whether the judge's reading of ``premise`` may say otherwise than ``hypothesis``.

    Always, unless the step states a finding. Then the sentence must state a result with a polarity (a null
    one: no difference, similar, unchanged, p above 0.05; or a significant one), and the other polarity: a
    null result ("no significant difference") is contested only by a significant one, a significant result
    only by a null one. Two significant results are not compared by the model: it cannot tell which arm is
    which (it read "F had a significantly lower rate of adverse events than Z" as contradicting "F
    significantly decreased adverse events compared with Z", 0.96); an opposite direction in the same words
    is the antonym check's. Known cost: "A significantly reduced pain" against "pain was significantly higher
    with A" is not shown as a contradiction by this path.
    """
    if not states_finding(hypothesis):
        return True
    step_null, step_sig = polarity(hypothesis)
    null, sig = polarity(premise)
    if not (null or sig):
        return False
    if step_null and not step_sig:
        return sig
    if step_sig and not step_null:
        return null
    return True


#: a step's word for a test's outcome: "statistically significant", "not significant", a p-value; "significantly"
#: alone only in a trial's report (:data:`_TRIAL_WORDS`): "sales were significantly higher" means "much" as often
_TESTED = re.compile(r"\bstatistical\w*\s+significan\w*|\b(?:not|non|in|no)[\s-]*significan\w*|\bp\s*[<>=≤≥]\s*0?\.\d",
                     re.IGNORECASE)
_SIGNIFICANTLY = re.compile(r"\bsignifican\w*", re.IGNORECASE)
_TRIAL_WORDS = re.compile(r"\b(?:patients?|participants?|subjects?|randomi[sz]\w*|placebo|trial|treatment|therapy|"
                          r"intervention|control\s+group|dose|outcome)\b", re.IGNORECASE)
#: a sentence that gives what a test rests on: an interval or a ratio with one
_INTERVAL = re.compile(r"\b(?:95\s*%\s*)?ci\b|confidence\s+interval", re.IGNORECASE)


def untested(premise: str, hypothesis: str) -> str:
    """The reason ``premise`` cannot support a step that says a result was (or was not) significant: the
    sentence gives values but no test of them ("Serious AEs occurred in 5.2% of placebo recipients and 7.1% of
    patients taking 40 mg" / "the difference ... was not statistically significant"), neither a significant
    nor a null result (:func:`polarity`: "similar", "no difference", a p-value), an interval nor a ratio; ""
    otherwise. Whether 5.2% and 7.1% differ significantly depends on numbers the sentence does not give."""
    if not states_finding(hypothesis) or not (_TESTED.search(hypothesis) or (
            _SIGNIFICANTLY.search(hypothesis) and _TRIAL_WORDS.search(f"{premise} {hypothesis}"))):
        return ""
    clause = step_clause(premise, hypothesis)
    if any(polarity(clause)) or _INTERVAL.search(clause) or RATIO.search(clause):
        return ""
    return "the step says whether the result was significant; the sentence reports no test of it"


#: where a sentence's contrasted results part: "no difference in X, but Y only in the CPA group"
_CONTRAST = re.compile(r",?\s*\b(?:but|whereas|while|although|though|however|yet)\b|;", re.IGNORECASE)


def step_clause(premise: str, hypothesis: str) -> str:
    """The part of ``premise`` between contrast words ("but", "although", ";") that shares the most of the step's
    content words: the result the step speaks of, when the sentence contrasts two."""
    parts = [p for p in _CONTRAST.split(premise) if p.strip()]
    if len(parts) < 2:
        return premise
    step = set(content_words(hypothesis))
    return max(parts, key=lambda p: len(step & set(content_words(p))))


#: a null result said as a test's: "no (statistically) significant", "not significant", "did not reach significance",
#: "did not differ", "no difference", p at or above 0.05, "NS" (not "similar", "the same", "failed to": the same
#: words say other things outside a trial report)
STRICT_NULL = re.compile(
    r"\b(?:no|not|non|without)[\s-]+(?:statistically\s+)?significan\w*|\b(?:in|non-?)significan\w*"
    r"|\b(?:did\s+not|does\s+not|failed\s+to)\s+(?:reach|achieve|attain|show)\s+(?:statistical\s+)?significance"
    r"|\bdid\s+not\s+(?:\w+\s+)?differ\b(?:\s+(?:statistically\s+)?significantly)?|\bno\s+(?:\w+\s+)?differences?\b"
    r"|\bp\s*[>≥]\s*0?\.(?:0[5-9]|[1-9])|\bp\s*=\s*0?\.(?:0[5-9]|[1-9])|\bns\b|\bn\.s\.",
    re.IGNORECASE,
)


#: "similar", "comparable" as a null result where a trial's arms or groups are compared ("similar in the two arms")
_ALIKE = re.compile(r"\b(?:similar\w*|comparab\w*)\b", re.IGNORECASE)
_ARMS = re.compile(r"\b(?:arms?|groups?)\b", re.IGNORECASE)


def _strict_polarity(text: str) -> tuple[bool, bool]:
    """:func:`polarity` with :data:`STRICT_NULL` for the null results (and "similar" between arms or groups)."""
    null = bool(STRICT_NULL.search(text)) or bool(_ALIKE.search(text) and _ARMS.search(text))
    return null, bool(SIGNIFICANT_RESULT.search(STRICT_NULL.sub(" ", _ALIKE.sub(" ", text))))


#: a gain called significant: a finding only beside a sentence that reports a test
_SIGNIFICANT_GAIN = re.compile(r"\bsignificant(?:ly)?\s+(?:\w+\s+)?gains?\b", re.IGNORECASE)


def opposite_finding(premise: str, hypothesis: str) -> str:
    """The reason a sentence that reports only a null result contradicts a step that reports only a significant
    one ("esomeprazole 20 mg did not achieve statistical significance over placebo within the COX-2 group" /
    "esomeprazole 20 mg achieved a statistically significant reduction ... in the COX-2 subgroup": 0.95 entailed
    by the model, which reads the shared words), or the other way round; "" otherwise. Only for a step that
    states a finding and the sentence's polarity alone, a null result only as a test's (:data:`STRICT_NULL`: "in
    the same region … 40% higher" says nothing of a test) (a sentence with both, "reduced pain significantly but
    not fatigue", may speak of another outcome), in each of its contrasted parts ("no difference in the share
    with >25% reduction, but >50% reductions only in the CPA group" reports no test of the second) unless the
    step's figures stand in one part only ("... at 2 hours (p=0.01), but no significant difference was seen at 24
    hours" / "... at 24 hours": that part's); the caller asks that the two speak of the same things."""
    if not states_finding(hypothesis) and not (_SIGNIFICANT_GAIN.search(hypothesis) and states_finding(premise)):
        return ""  # "produced a significant gain in reading scores over comparison schools" against a sentence that
        # reports a test ("the difference … was not statistically significant"); not "made significant gains" in seats
    step_null, step_sig = _strict_polarity(hypothesis)
    parts = [part for part in _CONTRAST.split(premise) if part.strip()]
    figures = re.findall(r"\d+(?:\.\d+)?", hypothesis)
    anchored = [p for p in parts if figures and all(re.search(rf"(?<![\d.]){re.escape(f)}(?![\d.])", p) for f in figures)]
    readings = {_strict_polarity(part) for part in (anchored if len(anchored) == 1 else parts)}
    if len(readings) != 1:
        return ""  # "no difference in X, but Y only in the CPA group": two results, the step may speak of the other
    null, sig = readings.pop()
    if step_sig and not step_null and null and not sig:
        return "the sentence reports no significant result; the step reports a significant one"
    if step_null and not step_sig and sig and not null:
        return "the sentence reports a significant result; the step reports none"
    return ""
