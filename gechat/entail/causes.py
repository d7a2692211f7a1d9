"""Causes and effects: a cause turned round, a "despite" told as a "because", and a cause the sentence says was not
established (a cause where the sentence gives only an order of events: :func:`gechat.entail.stronger.cause_from_order`).

A small NLI model reads the words two sentences share and misses which side of "led to" each one stands on: "The
closure of the Pellham paper mill in 2019 led to a sharp rise in unemployment in the surrounding district" / "Rising
unemployment in the district caused the Pellham paper mill to close" (0.93 entailed), "Despite a 12% increase in
ticket prices, attendance … rose to a record 410,000 visitors" / "Attendance … rose because ticket prices increased"
(0.94), "… found that regular coffee drinkers had lower rates of liver disease, though the authors stressed that the
data showed an association and could not establish causation" / "The study established that drinking coffee lowers
the risk of liver disease" (0.91). Conflicts, for :func:`gechat.entail.conflicts.find_conflict`:

* :func:`cause_turned`: the step gives the sentence's effect as the cause of the sentence's cause, each side's words
  standing on the other side of the sentence's link ("led to", "caused", "resulted in", "because of", "due to", "as a
  result of", "Because A, B"): a conflict;
* :func:`despite_as_cause`: the sentence says B happened "despite" A (or "in spite of", "even though") and the step
  says B happened because of A, or that A led to B: a conflict;
* :func:`causation_denied`: the sentence says a cause could not be established ("could not establish causation",
  "an association, not causation", "did not show that the trees themselves reduced admissions") and the step says it
  was shown ("established that", "concluded that"; the one the sentence names, where it names one): a conflict;
* :func:`other_cause`: the step gives as the cause of the sentence's effect another thing the sentence names ("was
  caused by faulty wiring, and … blocked fire exits worsened the damage" / "blocked fire exits caused the fire"): a
  conflict;
and, in :mod:`gechat.entail.solely`, the step's "only cause" against a sentence that names others
(:data:`SHARED`).

Each side of a link is its content words, stemmed (:func:`stems`: "closure" -> "closur", "rose" -> "ris"); a step's
side stands on a sentence's side when its words are that side's, a stem another extends by a letter or two counting
as the same (:func:`meets`: "clos" / "closur").
"""

from __future__ import annotations

import re

from gechat.entail.antonyms import stem
from gechat.text import content_words

#: a cause, then its effect: "A led to B", "A caused B", "A resulted in B"
_FORWARD = re.compile(r"\b(?:led|leads|lead|leading)\s+to\b|(?<!\bthe )(?<!\ba )(?<!\bonly )(?<!\bsole )(?<!\bmain )(?<!\broot )"
                      r"(?<!\bwas )(?<!\bwere )(?<!\bis )(?<!\bare )(?<!\bbeen )(?<!\bbe )"
                      r"\b(?:caused|causes|cause|causing)\b(?!\s+(?:of|for|by)\b)(?!\s+(?:\w+ly|not)\s+by\b)|"
                      r"\bresult(?:ed|s|ing)?\s+in\b|(?<!\bwas )(?<!\bwere )\b(?:triggered|triggers|prompted|prompts|sparked|"
                      r"sparks|boosted|boosts|fuelled|fueled|fuels|spurred|spurs)\b(?!\s+by\b)(?!\s+(?:\w+ly|not)\s+by\b)|\bbr(?:ought|ings|ing)\s+about\b(?!\s+by\b)|"
                      r"\bg(?:ave|ives|ive)\s+rise\s+to\b", re.IGNORECASE)
#: an effect, then its cause: "B because of A", "B due to A", "B was caused by A", "B as a result of A"
_BACKWARD = re.compile(r"\bbecause(?:\s+of)?\b|\bdue\s+to\b(?!\s+(?:be|open|start|begin|close|end|launch|arrive|take|"
                       r"come|finish|expire|return|report|meet|run|go|resume|reopen|publish|complete|appear|retire|leave)\b)|"
                       r"\bowing\s+to\b|\bas\s+a\s+(?:direct\s+)?result\s+of\b|"
                       r"\b(?:was|were|is|are|been)\s+(?:\w+ly\s+)?(?:caused|triggered|prompted|sparked|driven|brought\s+about)"
                       r"\s+(?:\w+ly\s+)?by\b|"
                       r"\bresult(?:ed|s)?\s+from\b|\bst(?:emmed|ems)\s+from\b|\bthanks\s+to\b", re.IGNORECASE)
#: "Because A, B": the cause first
_OPENING_BECAUSE = re.compile(r"^\s*(?:Because(?:\s+of)?|Due\s+to|Owing\s+to|As\s+a\s+result\s+of)\s+([^,]{3,}),\s*(.+)$",
                              re.IGNORECASE)
#: "despite A", "in spite of A", "even though A", "notwithstanding A"
_DESPITE = re.compile(r"\b(?:despite|in\s+spite\s+of|even\s+though|notwithstanding|regardless\s+of)\b", re.IGNORECASE)
#: a sentence that says no cause was established: "could not establish causation", "did not show that the trees
#: themselves reduced admissions" (its clause), "an association, not causation"
_NOT_ESTABLISHED = re.compile(
    r"\b(?:could\s+not|cannot|can\s*not|can't|did\s+not|does\s+not|do\s+not|doesn't|don't|didn't|unable\s+to|failed\s+to)"
    r"\s+(?:establish|prove|show|demonstrate|determine|confirm)\s+(?:a\s+)?(?:causation|causality|causal\s+\w+|"
    r"that\s+(?P<what>[^;,.]+))|"
    r"\b(?:association|correlation|link),?\s+(?:and\s+)?not\s+(?:causation|a\s+cause)\b|"
    r"\b(?:not|no)\s+(?:evidence\s+of\s+)?(?:a\s+)?causal\b|\bcorrelation\s+(?:does\s+not|doesn't)\s+(?:imply|mean|prove)\b",
    re.IGNORECASE)
#: a step that says a cause was shown: "The study established that …", "The authors concluded that …" (a cause stated
#: plainly is only not stated where the sentence says it was not established; the model reads it)
_PROVED = re.compile(r"\b(?:establish\w*|prov\w+|show\w*|demonstrat\w+|confirm\w*|conclud\w*|found)\s+that\b",
                     re.IGNORECASE)
#: a step that states a cause: a verb of causing, or one thing acting on the risk or rate of another
_STEP_CAUSE = re.compile(r"\b(?:caus\w*|lowers|lowered|reduces?|reduced|prevents?|protects?|raises|raised|increases|"
                         r"increased)\s+(?:the\s+)?(?:risk|rates?|chances?|odds|incidence)\b|\bprotects?\s+against\b|"
                         r"\b(?:causes?|caused|leads?\s+to|led\s+to|prevents?|prevented|reduces?|reduced|lowers|"
                         r"lowered)\b", re.IGNORECASE)  # not "had lower rates": an adjective


def stems(text: str) -> set[str]:
    """The stems of ``text``'s content words ("closure" -> "closur", "rose" -> "ris"), as the readings here compare
    them."""
    return set(content_words(text, stem))


def meets(word: str, words: set[str]) -> bool:
    """``word`` among ``words``, or a stem of four letters or more that another extends by one or two ("clos" /
    "closur", "approv" / "approval"; not "stat" / "station", "mill" / "million")."""
    for w in words:
        if w == word:
            return True
        short, long_ = sorted((w, word), key=len)
        if len(short) >= 4 and long_.startswith(short) and len(long_) - len(short) <= 2:
            return True
    return False


def denies(text: str) -> bool:
    """Does ``text`` say "not", "n't", "never" or "no" (a step that denies, which the session's readings leave to the
    others)?"""
    return bool(_DENIES.search(text))


_DENIES = re.compile(r"\b(?:not|n't|never|no)\b", re.IGNORECASE)


def share_of(a: set[str], b: set[str]) -> float:
    """The share of ``a``'s words that :func:`meets` finds among ``b``."""
    return sum(meets(w, b) for w in a) / len(a) if a else 0.0


def _clause_end(text: str) -> str:
    """``text`` up to the end of its clause: a semicolon, a relative clause or a ", and" / ", but"."""
    return re.split(r"[;:]|,\s*(?:which|who|where|and|but|while|whereas|though|although|as)\b|\s+\bwhich\b", text)[0]


def _clause_start(text: str) -> str:
    """``text`` from the start of its last clause ("The inquiry found that the fire": the fire)."""
    return re.split(r"[;:]|,\s*(?:and|but|while|whereas|though|although)\b|\bthat\b", text)[-1]


def link(text: str) -> tuple[set[str], set[str]] | None:
    """(the cause's words, the effect's) of the one link of cause in ``text``, else None."""
    found = link_text(text)
    return _sides(*found) if found else None


def link_text(text: str) -> tuple[str, str] | None:
    """(the cause, the effect) as written, of the one link of cause in ``text``, else None."""
    if m := _OPENING_BECAUSE.match(text):
        return m.group(1), _clause_end(m.group(2))
    found = [(m, True) for m in _FORWARD.finditer(text)] + [(m, False) for m in _BACKWARD.finditer(text)]
    if len(found) != 1 or re.search(r"\bnot\s+(?:by|because|due)\b", text, re.IGNORECASE):
        return None  # "was caused not by the storm but by a fallen tree": two causes set against each other
    m, forward = found[0]
    before, after = _clause_start(text[: m.start()]), _clause_end(text[m.end():])
    return (before, after) if forward else (after, before)


def _sides(cause: str, effect: str) -> tuple[set[str], set[str]] | None:
    c, e = stems(cause), stems(effect)
    return (c, e) if c and e else None


def cause_turned(premise: str, hypothesis: str) -> str:
    """The reason the step turns the sentence's cause and effect round, or ""."""
    said, stated = link(premise), link(hypothesis)
    if said is None or stated is None:
        return ""
    (pc, pe), (hc, he) = said, stated
    if share_of(hc, pe) == 1 and share_of(he, pc) == 1 and share_of(hc, pe) > share_of(hc, pc) \
            and share_of(he, pc) > share_of(he, pe):  # every word of each side of the step on the other side of the
        # sentence's: not "Long delays … led to a strike by workers at the plant" for "A dock workers' strike led to
        # delays … to the plant" (another strike)
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
    a, o = stems(against), stems(outcome)
    hc, he = stated
    if (said := link(premise)) and share_of(hc, said[0]) >= 0.5:
        return ""  # "…, while its rivals cut staff because of the recession": the sentence gives that cause too
    told = {w for w in o if not w[:1].isdigit()} - stems("million billion thousand record")  # the outcome's words
    if a and o and share_of(hc, a) == 1 and share_of(he, o) >= 0.6 and share_of(told, he) >= 0.5 \
            and share_of(hc, a) > share_of(hc, o):  # the step's cause all the sentence's "despite": not "because of
        # rising sales" for "Despite rising costs"
        return f"the sentence says it happened despite {against.strip().rstrip('.')}; the step gives that as its cause"
    return ""


def causation_denied(premise: str, hypothesis: str) -> str:
    """The reason the step states a cause the sentence says was not established, or "": where the sentence names
    what it did not show ("did not show that the trees themselves reduced admissions"), the step must say it."""
    m = _unestablished_cause(premise, hypothesis)
    if m is None or _NOT_ESTABLISHED.search(hypothesis) or not _PROVED.search(hypothesis):
        return ""
    step = stems(hypothesis)
    if m.group("what") is not None:
        if share_of(stems(m.group("what")) - stems("themselves itself"), step) < 0.6:
            return ""  # "could not establish that driver fatigue played any part" / "Poor maintenance caused it"
        return f"the sentence says it did not show that {m.group('what').strip()}; the step states it"
    if share_of(step, stems(premise)) < 0.6:
        return ""
    return "the sentence says a cause was not established; the step states one"


def _unestablished_cause(premise: str, hypothesis: str) -> re.Match | None:
    """Where the sentence says a cause was not established and the step states one, undenied and unhedged: the
    sentence's words that say so."""
    m = _NOT_ESTABLISHED.search(premise)
    if m is None or not _STEP_CAUSE.search(hypothesis) \
            or re.search(r"\b(?:not|no|n't|never|may|might|could)\b", hypothesis, re.IGNORECASE):
        return None
    return m


def causation_unstated(premise: str, hypothesis: str) -> str:
    """The reason the sentence does not state the step's cause, or "": it says a cause was not established, and the
    step states one plainly ("… showed an association and could not establish causation" / "Drinking coffee lowers
    the risk of liver disease"): not stated, where a step that says it was shown conflicts (:func:`causation_denied`)."""
    m = _unestablished_cause(premise, hypothesis)
    if m is None or m.group("what") is not None or _PROVED.search(hypothesis):
        return ""
    if share_of(stems(hypothesis), stems(premise)) < 0.5:
        return ""
    return "the sentence says a cause was not established; the step states one"


#: a sentence's cause among others: "partly to corrosion", "blamed in part on", "also contributed", "one of the causes"
SHARED = re.compile(r"\b(?:partly|partially|in\s+part)\s+(?:\w+\s+){0,2}?(?:to|on|due|because|blamed|attributed|caused|"
                    r"responsible|explained|driven)\b|\b(?:blamed|attributed|caused|explained|driven)\s+(?:\w+\s+){0,3}?"
                    r"(?:partly|partially|in\s+part)\b|\balso\s+contributed\b|\bcontributing\s+factors?\b|"
                    r"\bone\s+of\s+(?:the|several|many|a\s+number\s+of)\s+(?:causes|reasons|factors)\b|"
                    r"\bamong\s+(?:the|several|other)\s+(?:causes|reasons|factors)\b", re.IGNORECASE)


def other_cause(premise: str, hypothesis: str) -> str:
    """The reason the step gives another thing the sentence names as the cause of the effect whose cause the sentence
    gives, or "": "The inquiry found that the warehouse fire was caused by faulty wiring, and that blocked fire exits
    … worsened the damage" / "The inquiry found that blocked fire exits caused the warehouse fire" (0.93 entailed before
    this check). Not where the sentence gives its cause as one of several ("partly", "also contributed")."""
    said, stated = link(premise), link(hypothesis)
    if said is None or stated is None or SHARED.search(premise) or re.search(r"\b(?:not|n't|never|may|might|could)\b",
                                                                               hypothesis, re.IGNORECASE):
        return ""
    (pc, pe), (hc, he) = said, stated
    words = stems(premise)
    if share_of(he, pe) >= 0.6 and not share_of(hc, pc) and share_of(hc, pe) < 0.5 and share_of(hc, words) == 1 \
            and share_of(stems(hypothesis), words) >= 0.9:
        return "the sentence gives another cause of it"
    return ""
