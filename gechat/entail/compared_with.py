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
        return _agent_turned(premise, hypothesis, parse)
    from gechat.entail.roles import clause_roles

    other, doer = word_stems(m.group("other")), word_stems(m.group("doer"))
    if not other or not doer or other == doer:
        return ""
    said_of = _said_of(" ".join(hypothesis.split())[m.end():], premise, parse)
    if said_of and said_of <= other and not said_of <= doer:  # "the policy administrator, rather than the policy
        # engine, is responsible for …" / "The policy engine is responsible for …": the two may share a word
        return f"the sentence says it of {m.group('other').strip()}; the step says it of {m.group('doer').strip()}"
    if other & doer:
        return ""
    given = clause_roles(parse(premise))
    for verb, (step_doer, _) in clause_roles(parse(hypothesis)).items():
        said = given.get(verb, (None, []))[0]
        if step_doer is not None and said is not None and said.words and \
                {stem(w) for w in said.words} <= other and not {stem(w) for w in said.words} & doer:
            return f"the sentence says {said.name} does it ('{verb}'); the step says {m.group('doer').strip()} does"
    return ""


#: what a predicate opens with when its subject is said to be something: "is responsible for …", "are liable for …"
_BE = re.compile(r"^(?:is|are|was|were|remains?|remained)\s+(?P<what>\S.*?)[.;]?$", re.IGNORECASE)
#: a label before a colon that a demonstrative subject after it stands for: "Policy engine (PE): This component is
#: responsible for …" (its bracketed acronym left out)
_LABEL = re.compile(r"(?:^|[:.]\s*)(?P<label>[^:.]+?)\s*(?:\([^)]*\))?\s*:\s*(?:this|that|it)\b[^:]*$", re.IGNORECASE)


def _said_of(predicate: str, premise: str, parse) -> set[str]:
    """The stems of the subject the sentence says ``predicate`` of ("is responsible for the ultimate decision …",
    a copula and what follows, all its words the sentence's predicate's), by spaCy's parse; a demonstrative subject
    ("This component") read as the label before the colon it follows; an empty set when the sentence says it of
    nothing ("The policy engine is responsible for the ultimate decision to grant access …" / "the policy
    administrator, rather than the policy engine, is responsible for …": the policy engine)."""
    be = _BE.match(predicate)
    if be is None or not (asked := word_stems(be.group("what"))):
        return set()
    for t in parse(premise):
        subject = next((c for c in t.children if c.dep_ == "nsubj"), None)
        if t.lemma_ != "be" or subject is None or not any(c.dep_ in ("acomp", "attr") for c in t.children):
            continue
        if _conditional(t) or any(c.dep_ in ("neg", "aux") for c in t.children):
            continue  # denied, hedged or under a condition ("The landlord is not responsible …", "may be", "If the
            # lease says so, …"): no claim the step's turns round
        said = [w for c in t.children if c.dep_ in ("acomp", "attr", "prep") for w in _unjoined(c)]
        words = word_stems(" ".join(w.text for w in said))
        if not asked <= words or len(words - asked) > 1 or any(w.dep_ == "neg" for w in said):
            continue  # the sentence's predicate is the step's, a word at most added: not "responsible for checking
            # that the tenant pays …" for "responsible for paying …", nor "responsible for …, not for paying …"
        named = " ".join(w.text for w in subject.subtree)
        if subject.lower_ in ("this", "that", "it") or any(c.lower_ in ("this", "that") for c in subject.children):
            label = _LABEL.search(premise[: subject.idx + len(named) + 1])
            named = label.group("label") if label else ""
        return word_stems(named)
    return set()


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


def _unjoined(token) -> list:
    """``token``'s subtree without what a coordination joins to it ("responsible for repairs to the roof and the
    tenant for the garden": not the tenant's garden)."""
    out = [token]
    for c in token.children:
        if c.dep_ not in ("cc", "conj"):
            out += _unjoined(c)
    return out


#: a passive's doer set against another: "… are issued by the Secretary of Commerce rather than by NIST"
_BY_RATHER = re.compile(r"\bby\s+(?P<doer>[^,;]+?),?\s+(?:rather\s+than|instead\s+of|and\s+not|not)\s+(?:by\s+)?"
                        r"(?P<other>[^,;.]+)", re.IGNORECASE)


def _agent_turned(premise: str, hypothesis: str, parse) -> str:
    """The reason, when the step's passive gives its act to one doer "rather than by" another and the sentence's same
    passive verb, said of the same thing, gives it to that other ("Federal Information Processing Standards
    Publications (FIPS PUBS) are issued by the National Institute of Standards and Technology (NIST) after approval
    by the Secretary of Commerce …" / "… are issued by the Secretary of Commerce rather than by NIST"); else "". The
    sentence's doer must name the other (a bracketed acronym counts) and none of the step's, its verb be neither
    denied, hedged nor conditional."""
    m = _BY_RATHER.search(" ".join(hypothesis.split()))
    if m is None:
        return ""
    doer, other = word_stems(m.group("doer")), word_stems(m.group("other"))
    step = next(((t.head.lemma_.lower(), _subject(t.head)) for t in parse(hypothesis)
                 if t.dep_ == "agent" and t.head.pos_ in ("VERB", "AUX")), None)
    if not doer or not other or doer & other or step is None or not step[1]:
        return ""
    for t in parse(premise):
        agent = next((c for c in t.children if c.dep_ == "agent"), None)
        if agent is None or t.lemma_.lower() != step[0] or not _subject(t) & step[1]:
            continue
        if _conditional(t) or any(c.dep_ == "neg" or c.dep_ == "aux" and c.tag_ == "MD" for c in t.children):
            return ""  # "may be issued by …", "are not issued by …", "if …": no plain act to turn round
        subject = _subject(t)
        if not (subject <= step[1] or step[1] <= subject):
            continue  # another thing's doer: "Planning applications are decided by the local council" for licence
            # applications, "The first edition was illustrated by Phiz" for the second
        said = set().union(*(word_stems(" ".join(w.text for w in a.subtree)) for a in t.children if a.dep_ == "agent"))
        said |= word_stems(" ".join(w.text for c in t.children if c.dep_ in ("cc", "conj", "prep") and any(
            g.dep_ == "agent" or g.lower_ == "by" for g in c.subtree) for w in c.subtree))  # "by the insurer as well
        # as by an independent loss adjuster": both doers
        if said & other and not said & doer:
            named = t.doc[agent.i + 1: agent.right_edge.i + 1].text
            return f"the sentence says it is {t.text} by {named}; the step says by {m.group('doer').strip()}"
    return ""


def _subject(verb) -> set[str]:
    """The stems of a verb's subject, passive or active."""
    return next((word_stems(" ".join(w.text for w in c.subtree)) for c in verb.children
                 if c.dep_ in ("nsubjpass", "nsubj")), set())


#: what opens a clause that sets a condition
_IF = frozenset("if unless provided providing when whenever once where".split())
#: a phrase that sets a condition: "In the event of a breach, …", "in case of loss"
_IN_EVENT = re.compile(r"^in (?:the )?(?:event|case)\b", re.IGNORECASE)


def _conditional(verb) -> bool:
    """Is ``verb`` said under a condition: a clause of its own that opens with "if", "unless", "when" …, or the
    verb itself inside such a clause?"""
    def opens_if(v) -> bool:
        return any(m.dep_ in ("mark", "advmod") and m.lower_ in _IF for m in v.children)
    return verb.dep_ == "advcl" and opens_if(verb) or any(
        c.dep_ == "advcl" and opens_if(c) or c.dep_ == "prep" and _IN_EVENT.match(" ".join(w.text for w in c.subtree))
        for c in verb.children)
