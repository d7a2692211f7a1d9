"""Negation and antonyms: which words a sentence denies, the conflicts they make, and denials put another way.

Part of the deterministic conflict checks (:mod:`gechat.entail.conflicts`):

* ``negation_conflict``: a word one side denies and the other states, in the same context;
* ``antonym_conflict``: a word of the step whose antonym the sentence uses in the same frame, both asserted,
  or both denied for an either/or pair ("not open" / "not closed"); "not wide" agrees with "narrow";
* ``polarity_agreement``: the step says what the sentence's main clause says with the denial put another way
  ("declined to testify" / "did not testify", "narrow" / "not wide", "did not close" / "stayed open"), which
  the restatement check takes as entailed.

Which words a sentence denies is read by :func:`gechat.entail.negation.negation_marks`.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gechat.entail import always, antonyms, negation, none_of, unclaimed
from gechat.entail.negation import NEGATING_VERBS, SCOPE_END, SKIP, negation_marks, verb_finder
from gechat.entail.numbers import number
from gechat.entail.quantities import MONTHS, NEGATIONS, NUMBER_WORDS, SCALES, UNITS, singular, words
from gechat.text import STOP_WORDS, stem, tokens


def _side(words: list[str], i: int, step: int, take: int = 2) -> set[str]:
    """Stems of the ``take`` nearest content words before (``step`` = -1) or after (+1) position ``i``."""
    out: set[str] = set()
    j = i + step
    while 0 <= j < len(words) and abs(j - i) <= 6 and len(out) < take:
        w = words[j]
        if (w not in SKIP and w not in NEGATIONS and len(w) > 2 and w not in _FUNCTION
                and w not in _QUESTION_WORDS and w not in SCALES
                and w not in NUMBER_WORDS and w not in UNITS and singular(w) not in UNITS):
            out.add(antonyms.stem(w))
        j += step
    return out


def same_frame(a: list[str], i: int, b: list[str], j: int, sides: tuple[int, ...] = (-1, 1)) -> bool:
    """Do the words at ``a[i]`` and ``b[j]`` stand between the same neighbours?

    Each side that both sentences have must agree ("the council *approved* the bridge" /
    "the council *rejected* the bridge"), so that "a hot oven" and "cold water" do not meet.
    """
    agree = False
    for step in sides:
        x, y = _side(a, i, step), _side(b, j, step)
        if x and y:
            if not x & y:
                return False
            agree = True
    return agree


#: the auxiliaries before a passive participle ("restrictions … were *eased*")
_PASSIVE_AUX = frozenset("was were been being is are be".split())
#: participles that do not end in "-ed" or "-en"
_PARTICIPLES = frozenset("shut cut put set made held kept sold told paid built sent left lost won hit led bought brought "
                         "caught taught found shown known done seen worn torn born hurt spent lent met laid".split())
#: words that open a verb's object
_DETERMINERS = frozenset("the a an its their his her our my your this these those".split())


def _passive(words_: list[str], k: int) -> bool:
    """Is ``words_[k]`` a passive participle after its auxiliary ("were eased"; not "was ill", "is low")?"""
    w = words_[k]
    return k > 0 and words_[k - 1] in _PASSIVE_AUX and (w.endswith(("ed", "en")) or w in _PARTICIPLES)


#: verbs that give their subject a state ("the chairlift *remained* closed")
_COPULAS = frozenset("is are was were be been remain remains remained stay stays stayed".split())


def _state_of(a: list[str], i: int, b: list[str], j: int) -> bool:
    """Are the two words states given by a copula to one subject, whatever follows each ("the Gletscher chairlift
    remained closed because of high winds" / "The Gletscher chairlift was open on 3 February"): both after a copula,
    the two content words before it the same?"""
    return i > 1 and j > 1 and a[i - 1] in _COPULAS and b[j - 1] in _COPULAS \
        and len(x := _side(a, i - 1, -1)) == 2 and x == _side(b, j - 1, -1)


def _voice_turned(a: list[str], i: int, b: list[str], j: int) -> bool:
    """Is one of the two words a passive participle and the other active, the passive's subject among the words of the
    active's object ("Restrictions on public gatherings were eased" / "Tolbrook tightened its restrictions")?"""
    passive_a, passive_b = _passive(a, i), _passive(b, j)
    if passive_a == passive_b:
        return False
    (pw, pi), (aw, ai) = ((a, i), (b, j)) if passive_a else ((b, j), (a, i))
    if ai + 1 >= len(aw) or aw[ai + 1] not in _DETERMINERS:
        return False  # an active verb with an object ("tightened its restrictions"); not "unpaid compensation"
    if pw[pi + 1 : pi + 2] in (["to"], ["from"]):
        return False  # "allowed its subsidiary to be sold to Merrin Capital" / "allowed Merrin Capital to buy …": one
        # sale told from its two sides
    done = _side(aw, ai, 1)
    said = {antonyms.stem(w) for w in pw} | {antonyms.stem(aw[ai])}
    if not done or not done & _side(pw, pi - 1, -1, take=4):
        return False
    unsaid = [w for w in aw if w not in _FUNCTION and w not in SKIP and len(w) > 2 and antonyms.stem(w) not in said]
    if not unsaid:
        return True
    # "Visa rules for students were loosened" / "… tightened visa rules for workers": another group; but "Dara
    # Whitlow's conviction was overturned" / "upheld the conviction of former councillor Dara Whitlow but reduced her
    # sentence": the passive's subject in the object's words, which only name her more fully
    thing = aw[ai + 1:]
    thing = thing[: next((k for k, w in enumerate(thing) if w in ("but", "and", "while", "whereas", "for", "in", "at",
                                                                   "on", "among", "to")), len(thing))]
    mine = [w for w in pw[max(0, pi - 7): pi - 1] if w not in _FUNCTION and w not in SKIP and len(w) > 2]
    theirs = {antonyms.stem(w) for w in aw}
    return bool(mine) and all(antonyms.stem(w) in theirs for w in mine) \
        and len([w for w in thing if w in unsaid]) <= 2


_FUNCTION = {"the", "and", "for", "with", "from", "into", "onto", "that", "this", "these", "those", "its", "their",
             "his", "her", "our", "your", "may", "might", "can", "could", "will", "would", "shall", "should", "must",
             # a pronoun object stands for any neighbour: "the city has not approved them" / "… approved the drawings"
             "them",
             # prepositions: "allowed on the beach during the summer" and "allowed in the park during the summer"
             # do not stand between the same neighbours
             "during", "after", "before", "over", "under", "between", "through", "across", "within", "without",
             "about", "against", "among", "around", "since", "until", "upon", "toward", "towards", "via"}


#: question words, which stand beside any verb ("did not know *what* to make of it" / "shall know *what* Mr. Gardiner
#: has done"): no frame
_QUESTION_WORDS = frozenset("what who whom whose which how why when where".split())

#: a bare pronoun said to be someone or something named ("it was Lady Catherine", "she is not Mrs. Jenkinson"):
#: two such sentences need not speak of one thing, so "It was Lady Catherine de Bourgh" and "it is not Lady
#: Catherine" (said of two women at a carriage window) do not meet; "It is not safe to drink" still meets "It is safe"
_PRONOUN_IS_NAMED = re.compile(r"\b(?:it|this|that|he|she|they)\s+(?:is|was|are|were)\s+(?:not\s+|never\s+)?"
                               r"(?:a\s+|an\s+|the\s+)?([A-Z][\w'’-]*)", re.IGNORECASE)


def _pronoun_named(text: str) -> set[str]:
    """The names ``text`` says a bare pronoun is (or is not), lower-cased: {"lady"} for "it is not Lady Catherine"."""
    return {m.group(1).lower() for m in _PRONOUN_IS_NAMED.finditer(text) if m.group(1)[0].isupper()}


def _asked_whether(words: list[str], k: int) -> bool:
    """Does ``words[k]`` stand in a question left open, "whether …" ("Courts are divided as to whether a secured
    creditor must file a proof of claim"), which asserts nothing? Not after "whether or not" (it holds either way),
    nor past an "and" or a clause's opening ("… considered whether the plan was feasible and did not confirm it")."""
    for n in range(k - 1, max(-1, k - 11), -1):
        if words[n] == "whether":
            return words[n + 1 : n + 3] != ["or", "not"]
        if words[n] in SCOPE_END or words[n] == "and":
            return False
    return False


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
            if antonyms.stem(w) != s or j in other_scope or _asked_whether(other_words, j):
                continue
            if neg_words[i] in _PLACING:
                if _side(neg_words, i, 1, take=1) & _side(other_words, j, 1, take=1):
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
    both_named = _pronoun_named(premise) & _pronoun_named(hypothesis)
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
                        or not (same_frame(hw, i, pw, j) or _voice_turned(hw, i, pw, j) or _state_of(hw, i, pw, j)
                                or ((_after_event(hw, i) or _after_event(pw, j) or _owned_alike(hw, i, pw, j))
                                    and same_frame(hw, i, pw, j, (1,)))) \
                        or _asked_whether(hw, i) or _asked_whether(pw, j):
                    continue
                if i in h_denied and not antonyms.complementary(w, x):
                    continue  # "not wide" and "not narrow" may both hold; "not open" and "not closed" cannot
                if antonyms.superlative(w) and (_side(hw, i, 1, take=1) != _side(pw, j, 1, take=1) or not (
                        _side(hw, i, 1, take=4) <= _side(pw, j, 1, take=4)
                        or _side(pw, j, 1, take=4) <= _side(hw, i, 1, take=4))):
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
    an either/or pair the denial says the other side, :func:`polarity_agreement`). The step's word, or ""."""
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
