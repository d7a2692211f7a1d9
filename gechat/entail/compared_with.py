"""What a sentence says of one thing "compared to" another, given by the step to that other.

"Compared to agentless scanning and passive network monitoring, agent-based patch management technologies are
strongly preferred for hosts that are not on the local network all the time" / "Agentless scanning is strongly
preferred for hosts that are not on the local network all the time" (0.98 entailed by the shipped judge: every word
of the step is the sentence's). The sentence sets the things named after "compared to" ("compared with", "in
comparison to", "relative to", "unlike", "in contrast to") below its subject on a scale ("preferred", "better",
"more …", "faster"); the step puts one of them where the subject stood. :func:`compared_turned` reads the opening
phrase's things (a list cut at commas, "and", "or"), the main clause's subject (its words before the first "is",
"are", "was", "were", "has", "have" or modal) and its predicate after it; a step whose subject is one of those
things and whose predicate is the sentence's (a scale word among it, every other word but "the" the sentence's)
is a conflict. A step that keeps the main clause's subject, or whose predicate is not the sentence's, is left
alone ("Agentless scanning omits hosts not on the local network" says something else of it).
"""

from __future__ import annotations

import re

from gechat.text import stem, word_stems

_OPENING = re.compile(r"^\s*(?:compared\s+(?:to|with)|in\s+comparison\s+(?:to|with)|relative\s+to|unlike|in\s+"
                      r"contrast\s+to)\s+(?P<others>[^,]+(?:,\s*(?:and\s+|or\s+)?[^,]+)*?),\s+(?P<main>.+)$",
                      re.IGNORECASE)
#: the verb after a main clause's subject
_VERB = re.compile(r"\s(?:is|are|was|were|has|have|had|can|could|will|would|should|may|must|tends?\s+to)\s",
                   re.IGNORECASE)
#: words of a scale: the sentence ranks its subject above the things it is compared to
_SCALE = re.compile(r"\b(?:prefer\w*|better|best|worse|worst|superior|inferior|recommended|favou?red|more|less|"
                    r"fewer|\w{3,}er)\b", re.IGNORECASE)
#: how many of the step's predicate words must be the sentence's
_SHARE = 1.0


def _split(text: str) -> tuple[str, str] | None:
    """(subject, predicate) of a clause, cut at its first verb; None when it has none."""
    m = _VERB.search(f" {text} ")
    return (text[: max(m.start() - 1, 0)], text[m.start():]) if m else None


def compared_turned(premise: str, hypothesis: str) -> str:
    """The reason, when the step gives one of the things the sentence compares its subject with what the sentence
    says of its subject; else ""."""
    opening = _OPENING.match(" ".join(premise.split()))
    step = _split(" ".join(hypothesis.split()))
    if opening is None or step is None or not _SCALE.search(step[1]):
        return ""
    main = _split(opening.group("main"))
    if main is None:
        return ""
    subject, predicate = word_stems(step[0]), word_stems(step[1])
    if not subject or not predicate or subject & word_stems(main[0]) or not predicate <= word_stems(main[1]):
        return ""
    for other in re.split(r",\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", opening.group("others")):
        if word_stems(other) and word_stems(other) == subject:
            return (f"the sentence says it of {' '.join(main[0].split()[:6])}, compared to {other.strip()}; the step "
                    f"says it of {other.strip()}")
    return ""


#: a step's doer set against another: "the user, rather than an administrator, must reset …", "X instead of Y"
_RATHER = re.compile(r"^(?P<doer>[^,]+?),?\s+(?:rather\s+than|instead\s+of|and\s+not|not)\s+(?P<other>[^,]+),\s",
                     re.IGNORECASE)


def rather_than_turned(premise: str, hypothesis: str, parse) -> str:
    """The reason, when the step says its doer, "rather than" another, does what the sentence says that other does
    ("If … the device password/passcode is forgotten, an administrator can reset this remotely …" / "the user,
    rather than an administrator, must remotely reset a forgotten device passcode"); else "". The verb is read by
    its lemma and its doers from spaCy's parse (:func:`gechat.entail.roles.clause_roles`); the sentence's doer must
    be the one set aside (its words all the other's) and not the step's."""
    m = _RATHER.match(" ".join(hypothesis.split()))
    if m is None:
        return ""
    from gechat.entail.roles import clause_roles

    other, doer = word_stems(m.group("other")), word_stems(m.group("doer"))
    if not other or not doer or other & doer:
        return ""
    given = clause_roles(parse(premise))
    for verb, (step_doer, _) in clause_roles(parse(hypothesis)).items():
        said = given.get(verb, (None, []))[0]
        if step_doer is not None and said is not None and said.words and \
                {stem(w) for w in said.words} <= other and not {stem(w) for w in said.words} & doer:
            return f"the sentence says {said.name} does it ('{verb}'); the step says {m.group('doer').strip()} does"
    return ""


#: a comparison's rival named at the clause's end: "… a lower bar for authentication … compared with a human user."
_TRAILING = re.compile(r"^(?P<main>.+?),?\s+(?:compared\s+(?:to|with)|in\s+comparison\s+(?:to|with)|relative\s+to)\s+"
                       r"(?P<other>[^,;.]+)[.;]?\s*$", re.IGNORECASE)


def trailing_turned(premise: str, hypothesis: str) -> str:
    """The reason, when the step turns round a comparison whose rival the sentence names at its end: "The software
    agent may have a lower bar for authentication … compared with a human user." / "A human user may have a lower
    bar for authentication compared with a software agent." (0.98 entailed by the shipped judge); else "". The step's
    subject must be the sentence's rival and its rival the sentence's subject, its predicate the sentence's with a
    scale word ("lower", "more", "preferred")."""
    said, step = (_TRAILING.match(" ".join(t.split())) for t in (premise, hypothesis))
    if said is None or step is None:
        return ""
    main, turned = _split(said.group("main")), _split(step.group("main"))
    if main is None or turned is None or not _SCALE.search(turned[1]):
        return ""
    subject, rival = word_stems(main[0]), word_stems(said.group("other"))
    if subject and rival and word_stems(turned[0]) == rival and word_stems(step.group("other")) == subject \
            and word_stems(turned[1]) <= word_stems(main[1]) and not subject & rival:
        return (f"the sentence says it of {' '.join(main[0].split()[:6])}, compared with {said.group('other').strip()}; "
                f"the step the other way round")
    return ""
