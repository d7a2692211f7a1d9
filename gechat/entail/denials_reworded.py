"""A denial put another way: the step says what the sentence's main clause says, in other words of denial.

Part of the restatement check (:mod:`gechat.entail.restatements`), which takes such a step as entailed:
"declined to testify" / "did not testify", "narrow" / "not wide", "did not close" / "stayed open". Which words a
sentence denies is read by :func:`gechat.entail.negation.negation_marks`; the frame two words share by
:func:`gechat.entail.word_frames.same_frame`, beside the conflicts that denials and antonyms make.
"""

from __future__ import annotations

from collections.abc import Callable

from gechat.entail import always, antonyms, negation, none_of, unclaimed
from gechat.entail.negation import NEGATING_VERBS, SCOPE_END, SKIP, negation_marks, verb_finder
from gechat.entail.word_frames import same_frame
from gechat.entail.quantities import MONTHS, NEGATIONS, words
from gechat.text import STOP_WORDS, stem, tokens


#: verbs that only carry a state ("stayed open", "remained closed"), said the same by the bare word
_STATE_VERBS = frozenset("stay stays stayed staying remain remains remained remaining".split())

#: words that hedge, condition, attribute or time what a clause says: a clause with them and one without do
#: not say the same ("might have opened", "will not hire", "has not closed yet", "claimed that ...")
_HEDGES = frozenset("might may could would should can must will shall perhaps possibly probably likely unlikely "
                    "allegedly reportedly seem seems seemed appear appears appeared yet".split())
#: words that say how many: "some patients did not respond" is not "patients did not respond"
_QUANTIFIERS = frozenset("some most few all any each every many several both only just neither either".split())
#: the coordinating words that join two asserted clauses; any other clause word (that, if, when, unless,
#: because, ...) makes the rest of the sentence condition, attribute or deny what the clause says
_COORDINATORS = frozenset("and but although though whereas while yet".split())
_SUBORDINATORS = (SCOPE_END | {"whether", "until", "unless", "since", "once", "whenever", "where", "claimed",
                               "said", "says", "denied", "false", "untrue"}) - _COORDINATORS


def polarity_agreement(premise: str, hypothesis: str, parse: Callable[[str], list] | None = None) -> bool:
    """Does the step say what the sentence's main clause says, with the denial put another way?

    Either both deny the same word with other cues ("The defendant declined to testify" / "The defendant did
    not testify"); or the sentence asserts a word whose antonym the step denies in the same frame ("The
    tunnel is narrow" / "The tunnel is not wide"); or the sentence denies one side of an either/or pair
    whose other side the step asserts ("The bridge did not close" / "The bridge stayed open"; not of a
    scale: "not hot" is not "cold"). The sentence must not condition, attribute or embed its clause (no
    "that", "if", "when", "because", ...), a denied clause ends only at "although", "but", "while" (a
    dropped "and" under a denial claims more: "did not reduce pain and nausea"), and the step must hold the
    same content words, quantifiers and hedges as that clause (state verbs such as "stayed" aside), deny
    nothing else, and give the sentence's numbers. With ``parse``, a denial that opens the sentence's clause and
    inverts it ("Under no circumstances may employees share their passwords", :func:`negation.inverted_denial`)
    denies the verb past its subject, and its opening words count as the step's "never", "ever", "any" or
    "previously" ("Employees may not share their passwords")."""
    if unclaimed.asks(premise) or unclaimed.asks(hypothesis):
        return False
    pw, hw = words(premise), _ability(words(hypothesis))
    step_unable = any(hw[k : k + 2] == ["could", "not"] for k in range(len(hw)))
    pw = _ability(pw if step_unable else _inability(pw))  # "could not remember" says "did not remember"
    p_after = verb_finder(premise, pw, parse) if parse is not None else None
    fronted = {}  # the denied word's index -> the indexes of the fronted denial that denies it ("at no point")
    for c in range(len(pw)) if p_after is not None else ():
        if (inverted := negation.inverted_denial(pw, c, p_after)) is not None and inverted[1] is not None:
            fronted[inverted[1]] = set(negation.fronted_phrase(pw, c, inverted[0]))
    in_fronted = set().union(*fronted.values())
    if not fronted:  # "no X did Y" as "the X did not Y"; not the "no" of "Under no circumstances may …"
        said_pw = none_of.none_as_not(pw, hw)
        pw = none_of.subject_as_not(premise, pw, parse) if said_pw is pw and parse is not None else said_pw
        p_after = verb_finder(premise, pw, parse) if parse is not None else None  # over the words as rewritten
    if any(w in _SUBORDINATORS for k, w in enumerate(pw) if k not in in_fronted) \
            or any(w in _SUBORDINATORS for w in hw):
        return False  # "Not once did …" is no "once" that opens a clause
    p_first, _ = negation_marks(pw, verb_after=p_after)
    h_first, _ = negation_marks(hw)
    if len(h_first) > 1 or not _numbers(hypothesis) <= _numbers(premise):
        return False
    one_time = "never" in hw and not always.speaks_of_every_time(premise)  # the step's "never", the sentence's one
    # time: no denial put another way says it
    if fronted:  # "had not previously lent": the word a plain denial denies past its intensifier
        h_first = {next((k for k in range(i, len(hw)) if hw[k] not in _INTENSIFIERS and hw[k] not in SKIP), i)
                   if hw[i] in _INTENSIFIERS else i for i in h_first}
    for i, w in enumerate(hw):
        s = antonyms.stem(w)
        for j, x in enumerate(pw):
            if i in h_first and j in p_first and antonyms.stem(x) == s:
                if j in fronted:  # "Under no circumstances may employees share …" / "Employees may never share …"
                    if fronted[j] and {pw[k] for k in fronted[j]} & _NOT_ALWAYS:
                        return False  # "Not since the war has the city held a parade" is no "never held"
                    step_cue = {k for k, y in enumerate(hw) if y in _INTENSIFIERS}
                    own_cue = {k for k, y in enumerate(pw) if y in _INTENSIFIERS}  # "for any damages"
                    return _claim_words(hw, {i} | step_cue) == _claim_words(pw, {j} | fronted[j] | own_cue,
                                                                          _clause(pw, j, denied=True))
                if one_time:
                    return False  # "did not X" does not say "never X" ("has not X since 1964" does)
            elif i in h_first and j not in p_first and antonyms.stem(x) in antonyms.antonyms_of(w):
                if not same_frame(hw, i, pw, j):
                    continue  # the sentence asserts "narrow", the step denies "wide"
                if one_time:
                    return False  # "The store opened in 2010" / "The store never closed": one time, not every time
            elif j in p_first and i not in h_first and antonyms.complementary(x, w):
                if not same_frame(hw, i, pw, j):
                    continue  # the sentence denies "close", the step asserts "open"
            elif i in h_first and j not in p_first and x in _UNCHANGED and s in _CHANGES:
                if one_time:
                    return False  # "left its prices unchanged" / "never raised its prices"
                # "kept interest rates unchanged" / "did not raise interest rates": no change denies each change
                keep = {k for k in range(max(0, j - 5), j) if pw[k] in _KEEPING}
                return not any(k in p_first for k in range(len(pw))) \
                    and _claim_words(hw, {i}) == _claim_words(pw, {j} | keep)
            else:
                continue
            clause = _clause(pw, j, denied=j in p_first)
            if any(k in p_first for k in clause if k != j):
                return False  # the clause denies something else as well
            return _claim_words(hw, {i}) == _claim_words(pw, {j}, clause)
    return False


#: words by which a sentence says a thing did not change, and the verbs of a change each of them denies
_UNCHANGED = frozenset("unchanged unaltered steady".split())
_CHANGES = frozenset(antonyms.stem(w) for w in "raise lift hike increase cut lower reduce change alter".split())
#: verbs that hold a thing in a state ("kept rates unchanged", "left its forecast unchanged", "held rates steady")
_KEEPING = frozenset("keep keeps kept keeping leave leaves left leaving hold holds held holding".split())
#: words a plain denial adds that a fronted one says by its opening ("Not once did Sarah miss a rehearsal" / "Sarah
#: did not miss any rehearsal"; "Never before had the museum lent …" / "… had not previously lent …")
_INTENSIFIERS = frozenset("ever previously before once any at all never".split())
#: a fronted denial of a time after or until which the thing was so ("No longer …", "Not since the war …", "Not yet
#: …", "Never again …"): no plain denial for all time restates it
_NOT_ALWAYS = frozenset("longer since yet again until".split())


def _clause(words_: list[str], j: int, *, denied: bool) -> range:
    """Positions of the clause around ``words_[j]``, between the nearest coordinating words ("and" only when
    the clause is not denied). Punctuation is already gone, so a comma does not end it."""
    breaks = _COORDINATORS - {"and"} if denied else _COORDINATORS
    lo = j
    while lo > 0 and words_[lo - 1] not in breaks:
        lo -= 1
    hi = j + 1
    while hi < len(words_) and words_[hi] not in breaks:
        hi += 1
    return range(lo, hi)


def _ability(words_: list[str]) -> list[str]:
    """"unable" and "cannot" written as "could not", "can" as "could": they say the same of a clause."""
    out: list[str] = []
    for w in words_:
        out += ["could", "not"] if w in ("unable", "cannot") else ["could"] if w == "can" else [w]
    return out


#: verbs whose "could not" says "did not": one could not find, remember or reach what one did not ("the bridge
#: could not withstand an earthquake" is a judgment, "tenants cannot be evicted" a rule: neither says it happened)
_FAILED_ATTEMPTS = frozenset("remember recall find locate identify confirm verify determine attend reach contact "
                             "see hear recognise recognize explain trace".split())


def _inability(words_: list[str]) -> list[str]:
    """The sentence's written "could not" before a verb of finding or remembering as a plain denial: what
    someone could not remember, they did not remember (not the other way round, so only the sentence's)."""
    return [w for k, w in enumerate(words_)
            if not (w == "could" and words_[k + 1 : k + 2] == ["not"] and words_[k + 2 : k + 3]
                    and words_[k + 2] in _FAILED_ATTEMPTS)]


def _claim_words(words_: list[str], skip: set[int], span: range | None = None) -> set[str]:
    """Stems of the content words, quantifiers and hedges at ``span`` (all by default), without ``skip``, the
    denial cues and state verbs."""
    return {antonyms.stem(w) for k, w in enumerate(words_)
            if (span is None or k in span) and k not in skip and len(w) > 1 and w not in _STATE_VERBS
            and w != "even" and w not in NEGATIONS and w not in NEGATING_VERBS
            and (w in _QUANTIFIERS or w in _HEDGES or w not in STOP_WORDS or w in MONTHS)}


def _numbers(text: str) -> set[str]:
    return {stem(t) for t in tokens(text) if t[:1].isdigit()}
