"""Negation and antonyms: the conflicts that a word one side denies, or its antonym, make.

Part of the deterministic conflict checks (:mod:`gechat.entail.conflicts`):

* ``negation_conflict``: a word one side denies and the other states, in the same context;
* ``antonym_conflict``: a word of the step whose antonym the sentence uses in the same frame, both asserted,
  or both denied for an either/or pair ("not open" / "not closed"); "not wide" agrees with "narrow".

Both call two words one claim only where they stand in the same frame (:mod:`gechat.entail.word_frames`); a denial
put another way is no conflict but a restatement (:mod:`gechat.entail.denials_reworded`). Which words a sentence denies is read by :func:`gechat.entail.negation.negation_marks`.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gechat.entail import antonyms, none_of, unclaimed
from gechat.entail.negation import SKIP, negation_marks, verb_finder
from gechat.entail.numbers import number
from gechat.entail.quantities import NEGATIONS, NUMBER_WORDS, words
from gechat.text import STOP_WORDS, stem, tokens
from gechat.entail.word_frames import asked_whether, pronoun_named, same_frame, side, state_of, voice_turned


def _denied(neg_words: list[str], other_words: list[str], verb_after: Callable[[int], int | None] | None = None,
            other_verb_after: Callable[[int], int | None] | None = None, bidden: bool = False) -> str:
    """A word negated in ``neg_words`` that ``other_words`` uses, outside any negation, in the same context
    (``verb_after``, ``other_verb_after``: :func:`gechat.entail.negation.verb_finder`'s reading of an inverted
    denial's verb on each side; ``bidden``: the other side opens with a request's verb, which states nothing)."""
    if bidden:
        return ""  # "Have a little compassion on my nerves" / "You have no compassion on my poor nerves": a request
        # asserts nothing of what is
    first, own_scope = negation_marks(neg_words, verb_after=verb_after)
    _, other_scope = negation_marks(other_words, conditioned=True, verb_after=other_verb_after)
    for i in sorted(first):
        if unclaimed.no_claim_word(neg_words[i]):
            if not unclaimed.inverted_subject(neg_words, i):
                continue  # "No Xs are Ys", "Nor I": a letter's plural or a pronoun is no claim's word
            i = next((k for k in range(i + 1, len(neg_words)) if neg_words[k] not in SKIP), i)  # "Neither does it
            # include …": the verb
            if unclaimed.no_claim_word(neg_words[i]):
                continue
        s = antonyms.stem(neg_words[i])
        if any(antonyms.stem(w) == s for k, w in enumerate(neg_words) if k not in own_scope):
            continue  # the same sentence also says it without negation ("no X from A, a moderate X from B")
        if unclaimed.manner_denied(neg_words, i, own_scope, other_words):
            continue
        for j, w in enumerate(other_words):
            # what follows the negated word must agree (its subject is often a pronoun: "it should not be used")
            if j + 1 < len(other_words) and other_words[j + 1] in _DENIED_OBJECT \
                    and not (i + 1 < len(neg_words) and neg_words[i + 1] in ("all", "every", "each")):
                continue  # "found no evidence that …" / "did not find evidence that …": one denial, on the object (not
                # "hasn't healed all actresses", which denies less)
            if antonyms.stem(w) != s or j in other_scope or asked_whether(other_words, j):
                continue
            if neg_words[i] in _PLACING:
                if side(neg_words, i, 1, take=1) & side(other_words, j, 1, take=1):
                    return neg_words[i]  # a denied "in" is read by what follows it ("not in stock" / "in stock"; not
                    # "not in love with Mr. Wickham" / "looked in vain for Mr. Wickham")
            elif same_frame(neg_words, i, other_words, j, sides=(1,)) or same_frame(neg_words, i, other_words, j):
                return neg_words[i]
    return ""


#: an exception a sentence makes of what it says: "except those with approved medical exemptions", "other than
#: guide dogs"
_EXCEPTED = re.compile(r"\b(?:except(?:\s+for)?|other\s+than|apart\s+from|excluding|save\s+for|with\s+the\s+exception\s+of)"
                       r"\s+(?P<what>[^,;.]+)", re.IGNORECASE)


def _of_the_excepted(premise: str, hypothesis: str) -> bool:
    """Does the step tell of the case the sentence excepts, by every one of its words (at least two) or its one, so
    that a denial on one side only is the exception's and no conflict?"""
    if _EXCEPTED.search(hypothesis):
        return False  # "Candidates other than Noor Haddad did not pass": the step's own exception, the rest denied
    left = re.search(r"\ball\s+but\s+(\d[\d,]*|[a-z]+)\s+of\b", premise, re.IGNORECASE)
    if left and re.search(rf"(?<![\w,.]){re.escape(left.group(1))}(?![\w,])", hypothesis, re.IGNORECASE):
        return True  # "all but 150 of them had been delivered" / "150 … had not been delivered": the few left out
    for m in _EXCEPTED.finditer(premise):
        said = {stem(w) for w in tokens(m.group("what")) if w.lower() not in STOP_WORDS}
        if said and (len(said) >= 2 or len(tokens(m.group("what"))) == 1) \
                and said <= {stem(w) for w in tokens(hypothesis)}:
            return True
    return False


#: words that deny a verb's object right after it, which denies the verb's claim as "did not" does
_DENIED_OBJECT = frozenset({"no", "nothing", "none", "nobody", "neither", "nowhere"})
_QUOTED = re.compile(r"'([^']+)'")


def met_words(reason: str) -> tuple[str, str] | None:
    """The words a negation, antonym or role-swap reason names, the step's and the sentence's ("the step says 'hot';
    the sentence says 'cold'"; the one shared word twice for "… denies … ('used')" or "… swaps who does what around
    'notify' …"); None for a reason that quotes no single word."""
    quoted = _QUOTED.findall(reason)
    if not quoted:
        return None
    words_met = (quoted[0], quoted[1]) if reason.startswith("the step says") and len(quoted) > 1 \
        else (quoted[0], quoted[0])
    return None if " " in "".join(words_met) else words_met


def negation_conflict(premise: str, hypothesis: str, parse: Callable[[str], list] | None = None) -> str:
    """The word one side denies and the other states, as a reason, or "". With ``parse``, the verb an inverted
    denial denies past its subject is read ("At no point did the company admit liability"), not only its scope."""
    if unclaimed.asks(premise) or unclaimed.asks(hypothesis):
        return ""  # a question's negation ("why isn't it ...?", "“Who … can help feeling …?”") asserts nothing
    premise = unclaimed.without_bare_replies(unclaimed.without_answer_cells(premise))
    hypothesis = unclaimed.without_bare_replies(unclaimed.without_answer_cells(hypothesis))
    pw, hw = words(premise), words(hypothesis)
    if prevented_denied(premise, hypothesis) or prevented_denied(hypothesis, premise):
        return ""  # "Enterprise resources should not be reachable without accessing a PEP" / "… are kept from being
        # reachable …": what is kept from happening is denied too
    if "without" in pw and "with" in hw and "without" not in hw and ("no" in pw or "not" in pw):
        return ""  # "No visitor may be admitted without a pass" / "Visitors with a pass may be admitted": the condition met
    if _of_the_excepted(premise, hypothesis):
        return ""  # "All pupils …, except those with approved medical exemptions, must sit the assessment" / "Pupils
        # with approved medical exemptions need not sit it": the exception's own case
    if ceiling_as_allowance(premise, hypothesis) or ceiling_as_allowance(hypothesis, premise):
        return ""  # "Do not take more than 8 tablets in 24 hours" / "You can take up to 8 tablets": one limit
    if _ONLY_ONE.search(premise) and _NONE_OTHER.search(hypothesis):
        return ""  # "Norhaven is the only one of the region's five ports that can …" / "None of the region's other
        # four ports can …": the others denied are what "only" says
    both_named = pronoun_named(premise) & pronoun_named(hypothesis)
    said_pw = none_of.subject_as_not(premise, pw, parse) if parse is not None else pw  # "None of the forty-two
    # residents interviewed … reported it" denies "reported" past its long subject
    if parse is not None:
        hw = none_of.subject_as_not(hypothesis, hw, parse, keep_cue=True)
    h_verb = verb_finder(hypothesis, hw, parse) if parse is not None else None
    none_pw = none_of.none_as_not(pw, hw)  # "None of the 412 patients … experienced a serious reaction" denies it too
    if none_pw is pw and parse is not None:  # the cue kept: "None of the 412 patients …" / "No patient …" both deny
        # the patients too
        none_pw = none_of.subject_as_not(premise, pw, parse, keep_cue=True)
    none_verb = verb_finder(premise, none_pw, parse) if parse is not None else None
    h_bids, p_bids = _bids(hypothesis, premise, parse), _bids(premise, hypothesis, parse)
    if (word := _denied(hw, none_pw, h_verb, none_verb, p_bids)) and word not in both_named \
            and not unclaimed.cut_short(hypothesis, word) and not unclaimed.two_voices(hypothesis, word, premise, word):
        return f"the step denies what the sentence states ('{word}')"
    p_verb = verb_finder(premise, said_pw, parse) if parse is not None else None  # a denying subject denies its
    # verb, not its own noun: "No member of the board … objected" / "Members of the board did not object"
    if (word := _denied(said_pw, hw, p_verb, h_verb, h_bids)) and word not in both_named \
            and not unclaimed.cut_short(premise, word) \
            and not unclaimed.two_voices(premise, word, hypothesis, word):
        return f"the sentence denies what the step states ('{word}')"
    return ""


#: a thing kept from happening: "kept from being reachable", "prevented the crowd from entering", "stops children from
#: reaching" (the word after "from" is what does not happen)
_PREVENTED = re.compile(r"\b(?:keep|keeps|kept|keeping|prevent|prevents|prevented|preventing|stop|stops|stopped|"
                        r"stopping|bar|bars|barred|block|blocks|blocked|prohibit|prohibits|prohibited|forbid|forbids|"
                        r"forbidden|preclude|precludes|precluded|deter|deters|deterred)\s+(?:\w+\s+){0,4}?from\s+"
                        r"(?:being\s+)?(?P<word>[a-z][a-z-]+)"
                        r"(?P<more>(?:(?:\s*,\s*(?:(?:or|and|nor)\s+)?|\s+(?:or|and|nor)\s+)(?:being\s+)?[a-z][a-z-]+)*)",
                        re.IGNORECASE)
_DENIAL_CUE = re.compile(r"\b(?:not|never|no|cannot)\b|n't\b", re.IGNORECASE)


def _kept_from(text: str) -> set[str]:
    """The stems of what ``text`` keeps from happening, each of a coordination of the same form ("kept from being
    reachable or discoverable", "barred from touching, filming or photographing": all of them; not a word of the next
    clause, "kept from entering, and the guards were armed", "prevented from leaving, and searched by officers")."""
    out = set()
    for m in _PREVENTED.finditer(text):
        first = m.group("word").lower()
        out.add(stem(first))
        being = bool(re.search(r"being\s+$", text[:m.start("word")], re.IGNORECASE))
        for w in re.findall(r"[a-z][a-z-]+", m.group("more"), re.IGNORECASE):
            w = w.lower()
            if w in ("or", "and", "nor", "being"):
                continue
            if w in STOP_WORDS or not (first.endswith("ing") and w.endswith("ing") or being and _DESCRIBING.search(w)):
                break  # another clause goes on
            out.add(stem(w))
    return out


#: the endings of a word that says what something is, as "being" takes it: "reachable", "discoverable", "seen"
_DESCRIBING = re.compile(r"(?:able|ible|ed|en|ive|ful|ous|ic|al|ent|ant|less)$")


def prevented_denied(text: str, other: str) -> bool:
    """Does ``text`` keep something from happening ("are kept from being reachable", "… reachable or discoverable")
    that ``other`` denies ("should not be reachable", "may not even be discoverable")? Then the two agree on it: no
    negation conflict."""
    if not _DENIAL_CUE.search(other):
        return False
    theirs = {stem(w) for w in words(other)}
    kept_too = _kept_from(other)  # "didn't prevent Nancy from escaping": the other side's denial is of the preventing
    return any(w in theirs and w not in kept_too for w in _kept_from(text))


#: a limit told by denying more ("Do not take more than 8 tablets", "should not exceed eight")
_NOT_MORE = re.compile(r"\b(?:not|never|n't)\s+(?:\w+\s+){0,2}?(?:more\s+than|over|exceed)\s+(?P<n>[\d,.]+|[a-z]+)\b",
                       re.IGNORECASE)
#: the same limit told as what is allowed ("can take up to 8", "a maximum of eight")
_UP_TO = re.compile(r"\b(?:up\s+to|at\s+most|a\s+maximum\s+of|no\s+more\s+than)\s+(?P<n>[\d,.]+|[a-z]+)\b", re.IGNORECASE)
#: "the only one of …" / "none of the other …", "no other …"
_ONLY_ONE = re.compile(r"\bthe\s+only\s+(?:one\s+of\b|[a-z]+\s+(?:in|of|among)\b)", re.IGNORECASE)
_NONE_OTHER = re.compile(r"\b(?:none\s+of\s+(?:the\s+)?(?:\w+['’]s\s+)?(?:\w+\s+)?other|no\s+other)\b", re.IGNORECASE)


def ceiling_as_allowance(denied: str, allowed: str) -> bool:
    """Does ``denied`` forbid more than a figure that ``allowed`` allows "up to" ("Do not take more than 8 tablets
    in 24 hours" / "You can take up to eight tablets")?"""
    limit, room = _NOT_MORE.search(denied), _UP_TO.search(allowed)
    if limit is None or room is None or _NOT_MORE.search(allowed):
        return False
    a, b = number(limit.group("n").lower().replace(",", "")), number(room.group("n").lower().replace(",", ""))
    return a is not None and a == b


#: prepositions whose denial is read by what follows them
_PLACING = frozenset("in on at".split())
#: words that make a denial a rule or a request of its own, which a request may well meet ("Do not store it above 25
#: °C" / "Store it above 25 °C")
_RULING = re.compile(r"\b(?:must|should|shall|may|might|can|could|cannot|ought|need|needs)\b|^\W*(?:do\s+not|don't|"
                     r"never|no)\b", re.IGNORECASE)


def _bids(text: str, other: str, parse: Callable[[str], list] | None) -> bool:
    """Does ``text`` open with a request's verb ("Believe me, my dear Miss Elizabeth, …", "Have a little compassion on
    my nerves"), a verb in its base form at the root with no subject, while ``other``, the side that denies, states
    a plain fact (no rule, no request of its own)?"""
    if parse is None or _RULING.search(other):
        return False
    doc = [t for t in parse(text) if not t.is_punct and not t.is_space]
    return bool(doc) and doc[0].tag_ == "VB" and doc[0].dep_ == "ROOT" \
        and not any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in doc[0].children)


def antonym_conflict(premise: str, hypothesis: str) -> str:
    """A step word whose antonym the sentence uses in the same frame, both asserted, or both denied when the
    pair is either/or ("not open" / "not closed"): "not wide" agrees with "narrow", "did not close" with
    "stayed open", and "not wide" / "not narrow" may both hold."""
    if _none_against_all(premise, hypothesis) or _none_against_all(hypothesis, premise):
        return ""  # "None of the guests became ill" / "All the guests stayed well": the same, the model reads it
    pw, hw = words(antonyms.join_prefixed(premise)), words(antonyms.join_prefixed(hypothesis))  # "over-read"
    p_stems, h_stems = {antonyms.stem(w) for w in pw}, {antonyms.stem(w) for w in hw}
    _, p_denied = negation_marks(pw)
    _, h_denied = negation_marks(hw)
    found = []
    h_groups, p_groups = _group_bounds(hypothesis), _group_bounds(premise)
    for w in dict.fromkeys(hw):
        s = antonyms.stem(w)
        if s in p_stems or _bound_word(hw, hw.index(w)) or w in h_groups:
            continue
        for a in antonyms.antonyms_of(w):
            if a not in p_stems or a in h_stems:
                continue
            i = hw.index(w)
            for j, x in enumerate(pw):
                if antonyms.stem(x) != a or (i in h_denied) != (j in p_denied) or _bound_word(pw, j) or x in p_groups \
                        or not (same_frame(hw, i, pw, j) or voice_turned(hw, i, pw, j) or state_of(hw, i, pw, j)
                                or ((_after_event(hw, i) or _after_event(pw, j) or _owned_alike(hw, i, pw, j))
                                    and same_frame(hw, i, pw, j, (1,)))) \
                        or asked_whether(hw, i) or asked_whether(pw, j):
                    continue
                if i in h_denied and not antonyms.complementary(w, x):
                    continue  # "not wide" and "not narrow" may both hold; "not open" and "not closed" cannot
                if antonyms.superlative(w) and (side(hw, i, 1, take=1) != side(pw, j, 1, take=1) or not (
                        side(hw, i, 1, take=4) <= side(pw, j, 1, take=4)
                        or side(pw, j, 1, take=4) <= side(hw, i, 1, take=4))):
                    continue  # "the heaviest phone in Kell's budget range" / "the lightest … in its flagship range"
                if antonyms.stem(w) in _REFERRING and antonyms.stem(x) in _REFERRING:
                    continue  # "In the latter case …" / "In the former case …": two cases, each said of its own
                if "also" in hw and hw[i + 1 : i + 2] == pw[j + 1 : j + 2] != [] and w not in _PLACED_AGAINST:
                    continue  # "had been sold at Freshway stores in the eastern region" / "was also sold … in the
                    # western region": another of one noun, added
                if antonyms.prefixed_pair(w, x) and _other_object(antonyms.join_prefixed(premise),
                                                                  antonyms.join_prefixed(hypothesis), w):
                    continue  # "underspent its capital budget" / "overspent its revenue budget": "over-" and
                    # "under-" only of one thing at one time
                if unclaimed.two_voices(hypothesis, w, premise, x) or (
                        unclaimed.speaker_word(hypothesis, w, premise)
                        and unclaimed.speaker_word(premise, x, hypothesis)):
                    continue  # two people's words: "… said he" / "… said Bingley", "replied her uncle" / "… her aunt"
                near = {antonyms.stem(y) for y in pw[max(0, j - 6): j + 7]} & h_stems
                found.append((-len(near), j, f"the step says '{w}'; the sentence says '{x}'"))
    # of several antonyms, the one among most of the step's words ("the premium rose …, while total claims climbed" /
    # "Total claims fell": "climbed"), then the first: one answer, whatever order the antonym sets give
    return min(found)[2] if found else ""


_OTHER_TIME = re.compile(r"\b(?:before|after|until|earlier|previously|formerly|later)\b", re.IGNORECASE)


#: antonyms that place one thing against another ("registered … after 1 March"), not two kinds of one noun
_PLACED_AGAINST = frozenset("before after above below over under ahead behind inside outside within beyond".split())


def _other_object(premise: str, hypothesis: str, word: str) -> bool:
    """Does the step give ``word`` an object or a time the sentence does not: a content word of the three after it,
    up to a comma, that the sentence lacks, or a word of another time ("rated Norvik's shares overweight before the
    March downgrade")?"""
    m = re.search(rf"\b{re.escape(word)}\b([^,;.]*)", hypothesis, re.IGNORECASE)
    after = [stem(t) for t in tokens(m.group(1)) if t.lower() not in STOP_WORDS][:3] if m else []
    said = {stem(t) for t in tokens(premise)}
    return any(t not in said for t in after) or bool(_OTHER_TIME.search(hypothesis) and not _OTHER_TIME.search(premise))


def _after_event(words_: list[str], k: int) -> bool:
    """Is ``words_[k]`` a verb in "-ing" after "after", "before", "since" or "on", an act told as the time of another
    ("voted to strike … after rejecting the company's offer"), whose words before it are no frame of its own?"""
    return words_[k].endswith("ing") and k > 0 and words_[k - 1] in ("after", "before", "since", "on", "upon")


def _owned_alike(a: list[str], i: int, b: list[str], j: int) -> bool:
    """Are both words after a possessive, one of them a description ("the club's worst season" / "Millbrook
    Athletic's best season"), whose owner may be the other's named?"""
    def owned(w: list[str], k: int) -> bool:
        return k > 1 and w[k - 1] == "s"

    def described(w: list[str], k: int) -> bool:
        return k > 2 and w[k - 3] == "the"

    return owned(a, i) and owned(b, j) and (described(a, i) or described(b, j))


#: words of an election, in which "stand" and "run" are one ("standing as an independent candidate")
_OFFICE = frozenset("candidate candidates election elections seat office ballot ticket constituency parliament mayor "
                    "senate congress presidency".split())


def _bound_word(words_: list[str], i: int) -> bool:
    """Is ``words_[i]`` the "least" or "most" of "at least", "at most": a bound, no superlative ("At least 40 council
    members backed the motion" / "Most of the council's 48 members backed the motion"); or the "stand" or "run" of
    standing or running for office ("planned to stand for parliament" / "intended to run for parliament")?"""
    return words_[i] in ("least", "most") and words_[i - 1 : i] == ["at"] \
        or antonyms.stem(words_[i]) in ("stand", "run") and (words_[i + 1 : i + 2] in (["for"], ["as"], ["against"])
                                                             or bool(_OFFICE & set(words_))) \
        or _idiom(words_, i)


_BE = r"(?:is|are|was|were|be|been|being|become|became|get|got|grow|grew|than|much|far|no|not|\d+[\w%]*)"
#: a comparative with "than" and a number after a noun, which names a group by a bound ("among drivers older than 75",
#: "parcels heavier than 2 kg"), not a comparison the sentence claims
_GROUP_BOUND = re.compile(rf"\b(?!{_BE}\b)[A-Za-z]+\s+(?P<word>[a-z]+er)\s+than\s+(?:\d|(?:{'|'.join(NUMBER_WORDS)})\b)",
                          re.IGNORECASE)


def _group_bounds(text: str) -> set[str]:
    return {m.group("word").lower() for m in _GROUP_BOUND.finditer(text)}


#: denials a few words before "ever" ("without having ever been handsome", "not ever"): the "ever" of a denial, which
#: agrees with "never"
_EVER_DENIED = frozenset("without not n't no nor hardly".split())
#: words before "ever" that make it no time anything happened: "more than ever", "if ever", "for ever", "hardly ever"
_EVER_BOUND = frozenset("than if for hardly scarcely rarely seldom".split())


def _idiom(words_: list[str], i: int) -> bool:
    """Is ``words_[i]`` part of a set phrase that claims no time, place or amount: "ever" after a comparison or a
    superlative ("more than ever", "the handsomest young man that ever was seen") or a denial ("without having
    ever been"), "ever since", "for ever"; "on the
    whole", "upon the whole"; the "there" of "there was an officer", which places nothing?"""
    w = words_[i]
    if w == "ever":
        before = words_[max(0, i - 6) : i]
        return bool(before and before[-1] in _EVER_BOUND) or words_[i + 1 : i + 2] in (["since"], ["after"], ["so"]) \
            or bool(_EVER_DENIED & set(before[-3:])) \
            or any(b.endswith("est") and len(b) > 4 for b in before) and "that" in before[-2:]
    if w == "whole":
        return words_[max(0, i - 2) : i] in (["on", "the"], ["upon", "the"])
    if w == "there":
        return words_[i + 1 : i + 2] in (["is"], ["was"], ["were"], ["are"], ["be"], ["been"], ["seems"], ["seemed"],
                                         ["remains"], ["remained"], ["will"], ["would"], ["had"], ["has"])
    return False


#: antonyms that pick out which of two things is meant: the two describe two things, not one thing two ways
_REFERRING = frozenset({antonyms.stem("former"), antonyms.stem("latter")})

_NONE_OF = re.compile(r"\b(?:none\s+of|not\s+(?:a\s+single|one|any)\s+(?:one\s+)?of|no\s+one\s+of)\b", re.IGNORECASE)
_ALL_OF = re.compile(r"\b(?:all|every|each|everyone|everybody)\b", re.IGNORECASE)


def _none_against_all(one: str, other: str) -> bool:
    """Does ``one`` say "none of" them where ``other`` says "all" of them (and denies nothing)?"""
    return bool(_NONE_OF.search(one) and _ALL_OF.search(other) and not _NONE_OF.search(other)
                and not any(w in NEGATIONS for w in words(other)))


def denied_contrary(premise: str, hypothesis: str) -> str:
    """A step word whose contrary the sentence only denies, in the same frame ("The board has not rejected the bid"
    / "The board has accepted the bid"): the sentence leaves the step open, neither stating nor contesting it (for
    an either/or pair the denial says the other side, which :mod:`gechat.entail.denials_reworded` reads). The step's
    word, or ""."""
    pw, hw = words(premise), words(hypothesis)
    _, p_denied = negation_marks(pw)
    _, h_denied = negation_marks(hw)
    for i, w in enumerate(hw):
        if i in h_denied:
            continue
        for a in antonyms.antonyms_of(w):
            for j, x in enumerate(pw):
                if j in p_denied and antonyms.stem(x) == a and not antonyms.complementary(w, x) \
                        and same_frame(hw, i, pw, j):
                    return w
    return ""
