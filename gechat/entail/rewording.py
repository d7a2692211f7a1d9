"""A step's denial written as the sentence's antonym, for the NLI model to read.

The small NLI model reads a "not" on one side only as a contradiction, even where the step says what the sentence
says: "The committee rejected the proposal by a wide margin." / "The committee did not accept the proposal." (0.78
contradiction), "The defendant was acquitted on both counts" / "... was not convicted on either count" (0.98),
"The road was closed to traffic" / "The road was not open to traffic" (0.98). Such a red badge on a true step is
the judge claiming more than it knows.

:func:`denial_as_antonym` rewrites the step's denied word into the antonym the sentence asserts in the same frame
("did not accept" -> "rejected", "was not open" -> "was closed") before the model reads the pair (with
:func:`gechat.entail.notation.aligned`, through :meth:`gechat.entail.conflicts.ConflictChecker.aligned`). The
rewritten step says more than the step (what is rejected is not accepted; "not open" need not be "closed" where a
third state exists), so a sentence that entails it entails the step; the conflict checks read the step as written.
"""

from __future__ import annotations

import re

from gechat.entail import antonyms
from gechat.entail.negation import DO, negation_marks
from gechat.entail.word_frames import same_frame
from gechat.entail.quantities import words
from gechat.text import content_stems

_WORD = re.compile(r"n't|[A-Za-z]+")
#: a sentence that conditions, attributes or hedges what it says: its antonym is not asserted
_OPEN_CLAUSE = re.compile(r"\b(?:if|unless|whether|claim\w*|alleg\w*|say|said|says|report\w*|suggest\w*|"
                          r"believ\w*|may|might|could|would|should)\b", re.IGNORECASE)
#: the source a sentence names at its end ("…, the national statistics office said."), which reports what the
#: sentence asserts rather than opening it to doubt
_CLOSING_SOURCE = re.compile(r",\s+(?:(?:the|its|a|an)\s+)?(?:[A-Z]?[\w'’.&-]+\s+){0,5}(?:said|says|reported|reports|"
                             r"announced|noted|stated|added|confirmed)(?:\s+on\s+\w+)?\s*\.?\s*$")
#: words by which a sentence says a state held all along, which a step's "never" may deny the opposite of ("stayed
#: open throughout the heatwave" / "never closed during the heatwave"; not "Sales rose in the fourth quarter" / "Sales
#: never fell during the year")
_ALWAYS = re.compile(r"\b(?:throughout|during)\s+(?:the\s+|its\s+|their\s+)?(?P<scope>\w+)", re.IGNORECASE)
#: modals before "not": "would not open", "cannot accept" deny an ability or a will, not the act
_MODALS = frozenset("would could can ca will wo should must may might shall".split())
#: words that may stand between "not" and the denied word, kept as they are ("was not *been* ..." never; "has not
#: *been* approved" -> "has been rejected")
_BETWEEN = frozenset("be been being".split())


def denial_as_antonym(premise: str, hypothesis: str) -> str:
    """``hypothesis`` with each word it denies by "not" written as the antonym ``premise`` asserts in the same
    frame (in the premise's form), the "not" and a "do" before it dropped (or "far from": "far from brief" /
    "lengthy"); ``hypothesis`` itself when none."""
    if not re.search(r"\bnot\b|n't|\bnever\b|\bfar from\b", hypothesis, re.IGNORECASE):
        return hypothesis
    pw = words(premise)
    said = words(_CLOSING_SOURCE.sub("", premise))
    opened = [k for k, w in enumerate(said) if _OPEN_CLAUSE.fullmatch(w) and not (
        w in ("report", "reports", "claim", "claims") and said[k + 1 : k + 2] != ["that"]) and not (
        w in _MODALS and any(x in ("who", "what", "which", "how", "whom") for x in said[max(0, k - 2) : k]))]
    # "the committee's report was vague": a noun, no report that something holds; "vague about who would pay": a
    # modal of the question, not of the sentence
    p_first, p_scope = negation_marks(pw)
    spans = [(m.start(), m.end()) for m in _WORD.finditer(hypothesis.replace("n't", " n't"))]
    hw = [w.lower() for w in _WORD.findall(hypothesis.replace("n't", " n't"))]
    if len(hw) != len(words(hypothesis)):
        return hypothesis  # a tokenisation the two readers do not share: leave the step alone
    h_first, _ = negation_marks(hw)
    text = hypothesis.replace("n't", " n't")
    edits: list[tuple[int, int, str]] = []
    for i in sorted(h_first):
        cue = max((k for k in range(i) if hw[k] in ("not", "n't") or (hw[k] == "never" and _always(premise, hw))
                   or hw[k - 1 : k + 1] == ["far", "from"]), default=None)
        if hw[i] == "found" and i + 1 < len(hw):  # "was not found guilty" / "was acquitted": the verdict's word
            if re.search(r"\b(?:convict\w*|guilty|(?:\w+|\d+)\s+of\s+the)\b", premise, re.IGNORECASE):
                continue  # "acquitted of assault but convicted of theft", "acquitted two of the five defendants"
            i += 1
        if cue is None or any(w not in _BETWEEN | {"found"} for w in hw[cue + 1 : i]) \
                or (cue and hw[cue - 1] in _MODALS):
            continue  # "never", "no", "refused to", words between that change the claim ("not yet open"), or a
            # modal whose denial is another claim ("would not open": could not be opened)
        found = next((j for j, x in enumerate(pw) if j not in p_scope and j not in p_first
                      and antonyms.stem(x) in antonyms.antonyms_of(hw[i]) and _frame_met(hw, i, pw, j)), None)
        if found is not None and opened:
            continue  # "If the committee rejects ...", "Critics claimed that the panel had rejected ...", "will
            # reject the plan if residents object": the sentence does not assert the antonym
        if found is None or any(antonyms.stem(x) == antonyms.stem(hw[i]) for x in pw):
            continue  # the sentence says the denied word too ("rejected the first proposal and accepted the
            # second", "failed twice before passing"): which it says of what is the model's to read
        start = spans[cue - 1][0] if cue and (hw[cue - 1] in DO or hw[cue] == "from") else spans[cue][0]
        between = " ".join(text[spans[k][0] : spans[k][1]] for k in range(cue + 1, i) if hw[k] != "found")
        surface = _surface(premise, found)
        edits.append((start, spans[i][1], f"{between} {surface}".strip() if between else surface))
    if not edits:
        return hypothesis
    out, last = [], 0
    for start, end, new in edits:
        out += [text[last:start], new]
        last = end
    return re.sub(r"\s+n't", "n't", "".join(out) + text[last:])


def _always(premise: str, step_words: list[str]) -> bool:
    """Does the sentence say a state held throughout a time the step's "never" names ("stayed open throughout the
    heatwave" / "never closed during the heatwave"; not "stayed open on Christmas Day" / "never closes")?"""
    return any(m.group("scope").lower() in step_words for m in _ALWAYS.finditer(premise))


def _frame_met(a: list[str], i: int, b: list[str], j: int) -> bool:
    """The two words' frames meet (:func:`gechat.entail.word_frames.same_frame`), or, the voice turned ("acquitted the
    former treasurer" / "the former treasurer was found not guilty"), the words near the one are near the other."""
    if same_frame(a, i, b, j):
        return True
    near = lambda w, k: {antonyms.stem(x) for x in w[max(0, k - 6) : k + 7] if len(x) > 3} - {antonyms.stem(w[k])}  # noqa: E731
    return len(near(a, i) & near(b, j)) >= 2


def _surface(text: str, k: int) -> str:
    """The ``k``-th word of ``text`` (as :func:`gechat.entail.quantities.words` counts them) as written."""
    return [m.group(0) for m in _WORD.finditer(text.replace("n't", " n't"))][k]


#: a step's "none" or "no" before what it says of a group ("None of the samples", "No member of the board"), and a
#: sentence's "all" or "every" ("All 48 water samples", "Every member")
_NONE = re.compile(r"\b(?P<q>none\s+of(?:\s+the)?|no|not\s+one\s+of(?:\s+the)?)\s+(?!(?:longer|more|fewer|less|later|"
                   r"sooner|one|doubt)\b)", re.IGNORECASE)
_ALL = re.compile(r"\b(?P<q>all(?:\s+of)?(?:\s+the)?|every|each)\s+(?!(?:but|too|along|over|told|year|day|week|"
                  r"month|time)\b)", re.IGNORECASE)
#: tests, whose two results are one either/or ("tested positive" / "tested negative")
_EITHER = {"positive": "negative", "negative": "positive"}
#: the two sides of a vote, not an either/or (one may abstain): "no member voted against" says less than "every
#: member voted in favour", so only that way
_VOTE = {"against": "in favour", "favour": "against", "favor": "against"}


def none_as_all(premise: str, hypothesis: str) -> str:
    """``hypothesis`` with "none of the X … W" written as the sentence's "all X … A", where A is the antonym of W
    the sentence says of all of them ("All 48 samples tested negative" / "None of the samples tested positive":
    "All of the samples tested negative"), and, for an either/or pair only, "all X … W" as the sentence's "none of
    the X … A"; ``hypothesis`` itself when none. As with :func:`denial_as_antonym`, the rewritten step says no
    less than the step (what all tested negative, none tested positive), so that a sentence that entails it
    entails the step."""
    if _OPEN_CLAUSE.search(_CLOSING_SOURCE.sub("", premise)):
        return hypothesis  # "If all samples test negative, …": the sentence does not assert it
    for mine, theirs, either_only in ((_NONE, _ALL, False), (_ALL, _NONE, True)):
        m, t = mine.search(hypothesis), theirs.search(premise)
        if m is None or t is None or hypothesis[: m.start()].strip() and not hypothesis[: m.start()].rstrip().endswith(","):
            continue  # the step's quantifier opens its claim: "None of the samples …", "According to …, none of …"
        rest = hypothesis[m.end():]
        for w in _WORD.finditer(rest):
            found = _said_instead(w.group(0).lower(), premise[t.end():], either_only)
            if found is None:
                continue
            if re.search(rf"\b{re.escape(w.group(0))}\b", premise, re.IGNORECASE) or not _same_group(
                    premise[t.end():], rest[: w.start()]):
                break  # "All 48 samples from the north well tested negative, but … the south well tested positive";
                # "All patients in the placebo group improved" / "No patients worsened": another group
            if found.lower() in ("in favour", "in favor"):
                found += " of"  # "voted against the budget": "voted in favour of the budget"
            body = rest[: w.start()] + found + rest[w.end():]
            if either_only:
                quantifier, body = "None of the", re.sub(r"^(?:of\s+)?(?:the\s+)?", "", body)
            elif m.group("q").lower() == "no" and not re.match(r"(?:\d[\d,]*\s+)?\w+s\b", rest):
                quantifier = "Every"  # "No member of the board": "Every member of the board"
            else:
                quantifier = "All of the" if m.group("q").lower() != "no" else "All"
            return hypothesis[: m.start()] + (quantifier if m.start() == 0 else quantifier.lower()) + " " + body
    return hypothesis


def _same_group(said: str, step: str) -> bool:
    """Does the step's group ("of the water samples from the reservoir") name no more than the sentence's ("48 water
    samples collected from the reservoir last week") and the sentence's no part of it the step leaves out ("samples
    from the north well", "patients in the placebo group")?"""
    theirs = set(content_stems(said))
    mine = set(content_stems(step))
    if re.match(r"[^,;]*?\b(?:who|that|which|whose)\b", said) and not re.search(r"\b(?:who|that|which|whose)\b", step):
        return False  # "All patients who completed the trial improved": a part of the patients
    head = re.split(r"\b(?:tested|were|was|are|is|voted|had|have|has)\b", said, maxsplit=1)[0]
    restricting = set(content_stems(head)) - mine
    return mine <= theirs and not restricting & {"group", "well", "arm", "site", "cohort", "ward", "north", "south",
                                                  "east", "west", "placebo", "control"}


def _said_instead(word: str, said: str, either_only: bool) -> str | None:
    """The word of ``said`` that is ``word``'s antonym (an either/or one only where ``either_only``), as written."""
    pairs = _EITHER if either_only else {**_EITHER, **_VOTE}
    if (other := pairs.get(word)) and re.search(rf"\b{other}\b", said, re.IGNORECASE):
        return re.search(rf"\b{other}\b", said, re.IGNORECASE).group(0)
    if either_only:
        return next((x.group(0) for x in _WORD.finditer(said) if antonyms.complementary(x.group(0), word)), None)
    wanted = antonyms.antonyms_of(word)
    return next((x.group(0) for x in _WORD.finditer(said) if antonyms.stem(x.group(0)) in wanted), None) \
        if wanted else None


#: a sentence's verb that says its "to" clause did not happen ("failed to complete", "declined to comment")
_FAILED_TO = re.compile(r"\b(?P<verb>failed|declined|refused|neglected|omitted)\s+to\s+(?P<act>[a-z]+)\b", re.IGNORECASE)
#: a step's plain denial of a past act ("did not finish", "didn't comment")
_DID_NOT = re.compile(r"\b(?:did\s+not|didn't)\s+(?P<act>[a-z]+)\b", re.IGNORECASE)


def denial_as_failure(premise: str, hypothesis: str) -> str:
    """``hypothesis`` with its "did not V" written as the sentence's "failed to V" or "declined to V" where the
    sentence says it so of the act the step denies ("failed to complete the renovation" / "did not finish the
    renovation": "failed to finish the renovation"), ``hypothesis`` itself otherwise. What one failed or declined to
    do one did not do, so that a sentence that entails the rewritten step entails the step; the model reads the two
    denials as opposites (0.98 contradiction)."""
    failed = list(_FAILED_TO.finditer(premise))
    if len(failed) != 1:
        return hypothesis
    m = failed[0]
    if _OPEN_CLAUSE.search(premise[: m.start()]):
        return hypothesis  # "Critics say the council failed to …": not asserted
    act = antonyms.stem(m.group("act"))
    if any(antonyms.stem(w) == act for w in words(premise[m.end():]) + words(premise[: m.start()])):
        return hypothesis  # "failed to pass the Senate in 2019 but passed in 2021": which the step denies is open
    after, doer = set(content_stems(premise[m.end():])), set(content_stems(premise[: m.start()]))
    for d in _DID_NOT.finditer(hypothesis):
        if not set(content_stems(hypothesis[: d.start()])) & doer:
            continue  # another doer: "The architect did not approve …" / "The contractor failed to complete …"
        if set(content_stems(hypothesis[d.end():])) <= after:  # "did not meet its profit target" / "failed to meet
            # its sales target": another target
            return hypothesis[: d.start()] + f"{m.group('verb').lower()} to {d.group('act')}" + hypothesis[d.end():]
    return hypothesis


#: a step's denial of a side taken ("did not vote against"), and a sentence's side taken ("voted in favour of")
_NOT_AGAINST = re.compile(r"\b(?:did\s+not|didn't|never)\s+(?P<verb>vote|speak|argue|campaign|rule|lobby)\s+against\b",
                          re.IGNORECASE)
_IN_FAVOUR = re.compile(r"\b(?P<verb>vot|spok|speak|argu|campaign|rul|lobb)\w*\s+(?:in\s+favou?r\s+of|for)\b",
                        re.IGNORECASE)
#: "free of" a thing, which the sentence says the subject has none of ("had no outstanding debt")
_FREE_OF = re.compile(r"\b(?P<be>is|are|was|were)\s+free\s+of\s+(?P<thing>\w+)", re.IGNORECASE)
_HAS = {"is": "has no", "are": "have no", "was": "had no", "were": "had no"}


def plain_denials(premise: str, hypothesis: str) -> str:
    """``hypothesis`` with a denial the sentence says plainly written as the sentence says it: "did not vote
    against" as its "voted in favour of", "was free of outstanding debt" as "had no outstanding debt" where the
    sentence gives "no outstanding debt"; ``hypothesis`` itself otherwise. Read by the model and by the denial
    checks, which would set "did not vote" against "voted"."""
    side = _IN_FAVOUR.search(premise)
    m = _NOT_AGAINST.search(hypothesis)
    if side and m and m.group("verb").lower()[:3] == side.group("verb").lower()[:3] \
            and not re.search(r"\bagainst\b", premise, re.IGNORECASE) \
            and set(content_stems(hypothesis[: m.start()])) & set(content_stems(premise[: side.start()])):
        said = premise[side.start():side.end()]
        hypothesis = hypothesis[: m.start()] + said[0].lower() + said[1:] + hypothesis[m.end():]
    f = _FREE_OF.search(hypothesis)
    if f and re.search(rf"\bno\s+{re.escape(f.group('thing'))}\b", premise, re.IGNORECASE):
        hypothesis = hypothesis[: f.start()] + f"{_HAS[f.group('be').lower()]} {f.group('thing')}" + hypothesis[f.end():]
    return hypothesis
