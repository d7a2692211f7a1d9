"""Causes and effects: a cause turned round, a "despite" told as a "because", and a cause the sentence says was not
established (a cause where the sentence gives only an order of events: :func:`gechat.entail.stronger.cause_from_order`).

A small NLI model reads the words two sentences share and misses which side of "led to" each one stands on: "The
closure of the Pellham paper mill in 2019 led to a sharp rise in unemployment in the surrounding district" / "Rising
unemployment in the district caused the Pellham paper mill to close" (0.93 entailed), "Despite a 12% increase in
ticket prices, attendance … rose to a record 410,000 visitors" / "Attendance … rose because ticket prices increased"
(0.94), "… found that regular coffee drinkers had lower rates of liver disease, though the authors stressed that the
data showed an association and could not establish causation" / "The study established that drinking coffee lowers
the risk of liver disease" (0.91). Three conflicts, for :func:`gechat.entail.conflicts.find_conflict`:

* :func:`cause_turned`: the step gives the sentence's effect as the cause of the sentence's cause, each side's words
  standing on the other side of the sentence's link ("led to", "caused", "resulted in", "because of", "due to", "as a
  result of", "Because A, B"): a conflict;
* :func:`despite_as_cause`: the sentence says B happened "despite" A (or "in spite of", "even though") and the step
  says B happened because of A, or that A led to B: a conflict;
* :func:`causation_denied`: the sentence says a cause could not be established ("could not establish causation",
  "an association, not causation", "does not prove that") and the step states one, or that it was established: a
  conflict;
* :func:`sole_cause`: the step gives one cause as the only one ("the only cause", "solely", "entirely") where the
  sentence says it was one of several ("partly", "in part", "also contributed"): a conflict.

Each side of a link is its content words; a step's side stands on a sentence's side when most of its words are
that side's, compared by their first letters ("closure" / "close", "rise" / "rising"), and each step's side must
stand on one side only.
"""

from __future__ import annotations

import re

from gechat.text import content_stems

#: a cause, then its effect: "A led to B", "A caused B", "A resulted in B"
_FORWARD = re.compile(r"\b(?:led|leads|lead|leading)\s+to\b|(?<!\bthe )(?<!\ba )(?<!\bonly )(?<!\bsole )(?<!\bmain )(?<!\broot )"
                      r"\b(?:caused|causes|cause|causing)\b(?!\s+(?:of|for|by)\b)|"
                      r"\bresult(?:ed|s|ing)?\s+in\b|\b(?:triggered|triggers|prompted|prompts|sparked|sparks)\b"
                      r"(?!\s+by\b)|\bbr(?:ought|ings|ing)\s+about\b|\bg(?:ave|ives|ive)\s+rise\s+to\b", re.IGNORECASE)
#: an effect, then its cause: "B because of A", "B due to A", "B was caused by A", "B as a result of A"
_BACKWARD = re.compile(r"\bbecause(?:\s+of)?\b|\bdue\s+to\b|\bowing\s+to\b|\bas\s+a\s+(?:direct\s+)?result\s+of\b|"
                       r"\b(?:was|were|is|are|been)\s+(?:caused|triggered|prompted|sparked|driven|brought\s+about)\s+by\b|"
                       r"\bresult(?:ed|s)?\s+from\b|\bst(?:emmed|ems)\s+from\b|\bthanks\s+to\b", re.IGNORECASE)
#: "Because A, B": the cause first
_OPENING_BECAUSE = re.compile(r"^\s*(?:Because(?:\s+of)?|Due\s+to|Owing\s+to|As\s+a\s+result\s+of)\s+([^,]{3,}),\s*(.+)$",
                              re.IGNORECASE)
#: "despite A", "in spite of A", "even though A", "notwithstanding A"
_DESPITE = re.compile(r"\b(?:despite|in\s+spite\s+of|even\s+though|notwithstanding|regardless\s+of)\b", re.IGNORECASE)
#: a sentence that says no cause was established
_NOT_ESTABLISHED = re.compile(
    r"\b(?:could\s+not|cannot|can\s*not|can't|did\s+not|does\s+not|do\s+not|doesn't|don't|didn't|unable\s+to|failed\s+to)"
    r"\s+(?:establish|prove|show|demonstrate|determine|confirm)\s+(?:a\s+)?(?:causation|causality|causal|cause|that)\b|"
    r"\b(?:association|correlation|link),?\s+(?:and\s+)?not\s+(?:causation|a\s+cause)\b|"
    r"\b(?:not|no)\s+(?:evidence\s+of\s+)?(?:a\s+)?causal\b|\bcorrelation\s+(?:does\s+not|doesn't)\s+(?:imply|mean|prove)\b",
    re.IGNORECASE)
#: a step that states a cause or its proof
_STEP_CAUSE = re.compile(r"\b(?:establish\w*|prov\w+|show\w*|demonstrat\w+|confirm\w*)\s+that\b|"
                         r"\b(?:caus\w*|lowers?|lowered|reduces?|reduced|prevents?|protects?|raises?|increases?)\s+"
                         r"(?:the\s+)?(?:risk|rates?|chances?|odds|incidence)\b|\bprotects?\s+against\b|"
                         r"\b(?:causes?|caused|leads?\s+to|led\s+to|prevents?|prevented)\b", re.IGNORECASE)


def meets(word: str, words: set[str]) -> bool:
    """``word`` among ``words``, or one with the same first letters ("closure" / "close", "rise" / "ris")."""
    for w in words:
        if w == word:
            return True
        short, long_ = sorted((w, word), key=len)
        if len(short) >= 3 and long_.startswith(short):
            return True
        common = len(short) - next((i for i, (a, b) in enumerate(zip(short, long_)) if a != b), len(short))
        if len(short) - common >= 4 and len(short) - common >= len(short) - 2:
            return True
    return False


def share_of(a: set[str], b: set[str]) -> float:
    """The share of ``a``'s words that :func:`meets` finds among ``b``."""
    return sum(meets(w, b) for w in a) / len(a) if a else 0.0


def _clause_end(text: str) -> str:
    """``text`` up to the end of its clause: a semicolon, a relative clause or a ", and" / ", but"."""
    return re.split(r"[;:]|,\s*(?:which|who|where|and|but|while|whereas|though|although|as)\b|\s+\bwhich\b", text)[0]


def _clause_start(text: str) -> str:
    """``text`` from the start of its last clause."""
    return re.split(r"[;:]|,\s*(?:and|but|while|whereas|though|although)\b", text)[-1]


def link(text: str) -> tuple[set[str], set[str]] | None:
    """(the cause's words, the effect's) of the one link of cause in ``text``, else None."""
    found = link_text(text)
    return _sides(*found) if found else None


def link_text(text: str) -> tuple[str, str] | None:
    """(the cause, the effect) as written, of the one link of cause in ``text``, else None."""
    if m := _OPENING_BECAUSE.match(text):
        return m.group(1), _clause_end(m.group(2))
    found = [(m, True) for m in _FORWARD.finditer(text)] + [(m, False) for m in _BACKWARD.finditer(text)]
    if len(found) != 1:
        return None
    m, forward = found[0]
    before, after = _clause_start(text[: m.start()]), _clause_end(text[m.end():])
    return (before, after) if forward else (after, before)


def _sides(cause: str, effect: str) -> tuple[set[str], set[str]] | None:
    c, e = content_stems(cause), content_stems(effect)
    return (c, e) if c and e else None


def cause_turned(premise: str, hypothesis: str) -> str:
    """The reason the step turns the sentence's cause and effect round, or ""."""
    said, stated = link(premise), link(hypothesis)
    if said is None or stated is None:
        return ""
    (pc, pe), (hc, he) = said, stated
    if share_of(hc, pe) >= 0.5 and share_of(he, pc) >= 0.5 and share_of(hc, pe) > share_of(hc, pc) \
            and share_of(he, pc) > share_of(he, pe) and share_of(content_stems(hypothesis), content_stems(premise)) >= 0.6:
        return "the step turns the sentence's cause and effect round"
    return ""


def despite_as_cause(premise: str, hypothesis: str) -> str:
    """The reason the step gives as a cause what the sentence says the outcome came despite, or ""."""
    m = _DESPITE.search(premise)
    stated = link(hypothesis)
    if m is None or stated is None or _DESPITE.search(hypothesis):
        return ""
    if m.start() < 3 or premise[: m.start()].strip() == "":  # "Despite A, B"
        rest = premise[m.end():]
        cut = rest.find(",")
        if cut < 0:
            return ""
        against, outcome = rest[:cut], _clause_end(rest[cut + 1:])
    else:  # "B despite A"
        against, outcome = _clause_end(premise[m.end():]), _clause_start(premise[: m.start()])
    a, o = content_stems(against), content_stems(outcome)
    hc, he = stated
    if a and o and share_of(hc, a) >= 0.5 and share_of(he, o) >= 0.5 and share_of(hc, a) > share_of(hc, o):
        return f"the sentence says it happened despite {against.strip()}; the step gives that as its cause"
    return ""


def causation_denied(premise: str, hypothesis: str) -> str:
    """The reason the step states a cause the sentence says was not established, or ""."""
    if not _NOT_ESTABLISHED.search(premise) or _NOT_ESTABLISHED.search(hypothesis) \
            or not _STEP_CAUSE.search(hypothesis) or re.search(r"\b(?:not|no|n't|never|may|might|could)\b", hypothesis,
                                                               re.IGNORECASE):
        return ""
    if share_of(content_stems(hypothesis), content_stems(premise)) < 0.5:
        return ""
    return "the sentence says a cause was not established; the step states one"



#: a step's one cause: "the only cause", "the sole reason", "solely", "entirely because of"
_SOLE = re.compile(r"\b(?:only|sole|single|one\s+and\s+only)\s+(?:cause|reason|factor|explanation)\b|"
                   r"\b(?:solely|entirely|wholly|purely|exclusively)\s+(?:to|due|because|caused|responsible|the\s+result)\b",
                   re.IGNORECASE)
#: a sentence's cause among others: "partly to corrosion", "in part because", "also contributed", "one of the causes"
_SHARED = re.compile(r"\b(?:partly|partially|in\s+part|also\s+contributed|contributing\s+factors?|"
                     r"one\s+of\s+(?:the|several|many|a\s+number\s+of)\s+(?:causes|reasons|factors)|"
                     r"among\s+(?:the|several|other)\s+(?:causes|reasons|factors)|together\s+with|along\s+with)\b",
                     re.IGNORECASE)


def sole_cause(premise: str, hypothesis: str) -> str:
    """The reason the step makes one of the sentence's causes the only one, or ""."""
    if not _SOLE.search(hypothesis) or not (m := _SHARED.search(premise)) or _SOLE.search(premise) \
            or re.search(r"\b(?:not|n't|never)\b", hypothesis, re.IGNORECASE):
        return ""
    if share_of(content_stems(_SOLE.sub(" ", hypothesis)), content_stems(premise)) < 0.7:
        return ""
    return f"the sentence says '{m.group(0)}'; the step gives the only cause"
