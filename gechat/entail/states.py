"""A state a sentence says has held since a time, against a step that gives its opposite in that time.

"The Kelso Road branch library has been closed since January 2024 for roof repairs and is scheduled to reopen in
September 2025" contradicts "The Kelso Road branch library was open throughout 2024" (0.75 entailed before this
check) and "The library is open": :func:`since_conflict` reads "closed", "shut", "suspended", "out of service" or
"out of use" since a month or a year, with no reopening told, against a step that says the thing is open, running or
in service now, or in or throughout a year from the closure's on; the step's subject must be the closed thing.
"""

from __future__ import annotations

import re

from gechat.entail.causes import share_of, stems

_CLOSED_SINCE = re.compile(r"\b(?:has|have)\s+(?:been|remained|stayed)\s+(?:closed|shut(?:\s+down)?|suspended|out\s+of\s+(?:service|use|action))"
                           r"(?:\s+\w+){0,4}?\s+since\s+(?:(?:early|late|mid-?)\s*)?(?:[A-Z][a-z]+\s+)?(?P<year>(?:1[89]|20)\d\d)\b")
_REOPENED = re.compile(r"\b(?:reopen(?:ed|s)|resumed|restored|back\s+in\s+service|open\s+again|(?:was|were|been)\s+opened)\b",
                       re.IGNORECASE)
#: a step's opposite state: "was open throughout 2024", "is open", "operated normally in 2025", "remains in service"
_OPEN = re.compile(r"\b(?:open|opened|operat\w*|running|ran|in\s+service|in\s+use|available)\b", re.IGNORECASE)
_WHEN = re.compile(r"\b(?:throughout|all\s+(?:of\s+)?|the\s+whole\s+of|during|in|for)\s+(?P<year>(?:1[89]|20)\d\d)\b",
                   re.IGNORECASE)


def since_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step gives a thing the sentence says has been closed since a time its opposite state then, or
    ""."""
    m = _CLOSED_SINCE.search(premise)
    if m is None or _REOPENED.search(premise) or not _OPEN.search(hypothesis) \
            or re.search(r"\b(?:not|n't|never|closed|shut|until|before|scheduled|will|reopen\w*)\b", hypothesis,
                         re.IGNORECASE):
        return ""
    told = {w for w in stems(_WHEN.sub(" ", _OPEN.sub(" ", hypothesis))) if not w[:1].isdigit()}
    if share_of(told, stems(premise)) < 0.8:
        return ""
    closed = stems(re.split(r"[;:]|,\s*(?:and|but|while)\b", premise[: m.start()])[-1])  # what has been closed
    subject = stems(hypothesis[: _OPEN.search(hypothesis).start()]) - stems("is are was were remains remained stays")
    if not closed or share_of(subject, closed) < 1:
        return ""  # "The library's services are available at the Main Street branch": another thing
    when = _WHEN.search(hypothesis)
    present = re.search(r"\b(?:is|are|remains?|stays?)\b", hypothesis, re.IGNORECASE)
    due = re.search(r"\b(?:will|(?:is|are)\s+(?:due|expected|set|scheduled|slated)\s+to)\s+reopen\b[^;.]*?\b(?P<year>(?:1[89]|20)\d\d)\b",
                    premise, re.IGNORECASE)
    if due and when and int(when.group("year")) >= int(due.group("year")):
        return ""  # "… and will reopen in September 2025" / "The library was open in 2026": after the reopening
    if (when and int(when.group("year")) >= int(m.group("year"))) or (present and not when):
        return f"the sentence says '{m.group(0).strip()}'; the step says it is open or running then"
    return ""
