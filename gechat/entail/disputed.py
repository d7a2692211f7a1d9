"""A claim the sentence reports only as one that someone denies or disputes.

"The company denied that it had dumped waste into the river" says neither that it dumped the waste nor that it did not;
nor does "Ortega's lawyers disputed the prosecution's claim that he had been in Calderon" place Ortega anywhere, nor
"Officials rejected claims that the dam was unsafe" make the dam safe. The word checks read the denied clause's verb
as asserted, so that "The company did not dump waste into the river" was read as contradicted (the model agrees,
0.99), and the small model reads "The dam was safe" as entailed (0.53). :func:`disputed_claim` names the step's main
word (or its antonym) where the sentence gives it only inside a clause that a verb of denial or dispute takes, directly
("denied that …", "denied dumping …") or through a noun of a claim ("disputed the claim that …", "refuted reports
of …"): such a sentence neither supports the step nor contradicts it. A step that itself reports the claim or its
denial ("The company denied dumping waste", "According to the company, …") is left to the other readings.
"""

from __future__ import annotations

from collections.abc import Callable

from gechat.entail import antonyms

#: verbs of denial or dispute, which leave open the clause or claim they take
_DISPUTING = frozenset("deny dispute contest challenge reject dismiss refute rebut contradict repudiate".split())
#: verbs of looking into a claim, which leave it open too ("is investigating reports of a fuel leak")
_LOOKING_INTO = frozenset("investigate examine probe review assess verify".split())
#: nouns of a claim, whose clause ("the claim that …") or "of" phrase ("reports of contamination") they report
_CLAIMS = frozenset("claim allegation report accusation suggestion assertion rumour rumor charge".split())
_WORDS = frozenset({"VERB", "ADJ", "NOUN", "PROPN"})
#: words by which a step reports a claim or its denial itself
_REPORTING = frozenset("deny dispute contest challenge reject dismiss refute rebut claim allege say insist maintain "
                       "argue accuse according report investigate".split())


def _disputed_by(tok):
    """The verb of denial or dispute that holds ``tok`` inside the clause or claim it takes, or None."""
    x, seen = tok, 0
    while x.head.i != x.i and seen < 8:
        seen += 1
        head = x.head
        if x.dep_ in ("relcl", "appos", "parataxis"):
            return None  # "denied that its former manager, who was sacked in March, had been paid": the writer's own
        if head.pos_ == "VERB" and head.lemma_.lower() in _LOOKING_INTO and x.dep_ in ("dobj", "nsubjpass") \
                and x.lemma_.lower() in _CLAIMS:
            return head  # "is investigating reports of a fuel leak", and "is not investigating reports of …" concedes
            # nothing either
        if head.pos_ == "VERB" and head.lemma_.lower() in _DISPUTING and (
                x.dep_ in ("ccomp", "xcomp") or x.dep_ in ("dobj", "nsubjpass") and x.lemma_.lower() in _CLAIMS):
            return None if any(c.dep_ == "neg" for c in head.children) else head  # "does not dispute that he
            # signed": conceded
        if x.dep_ == "conj" or head.pos_ == "VERB" and x.dep_ in ("nsubj", "dobj") and head.lemma_.lower() not in (
                "be",):
            return None  # "denied the report and dumped waste": an act of its own
        x = head
    return None


def _main_word(doc):
    """The step's main word: its root verb, or past a copula the adjective or noun it gives ("The dam was safe") or
    the place it puts its subject in ("Ortega was not in Calderon")."""
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if root is not None and root.lemma_.lower() == "be":
        root = next((c for c in root.children if c.dep_ in ("acomp", "attr")), None) or next(
            (p for c in root.children if c.dep_ == "prep" for p in c.children if p.dep_ == "pobj"), root)
    return root


def _kin(lemma: str) -> set[str]:
    """The stems of a word, of its antonyms, and of its "un-" form or base ("safe" / "unsafe")."""
    base = lemma[2:] if lemma.startswith("un") and len(lemma) > 5 else f"un{lemma}"
    return {antonyms.stem(lemma), antonyms.stem(base)} | set(antonyms.antonyms_of(lemma))


def disputed_claim(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason the sentence gives the step's main word, or its antonym, only inside a claim it reports as denied or
    disputed, or ""."""
    step = parse(hypothesis)
    if any(t.lemma_.lower() in _REPORTING for t in step):
        return ""
    main = _main_word(step)
    if main is None or main.pos_ not in _WORDS:
        return ""
    kin = _kin(main.lemma_.lower())
    uses = [t for t in parse(premise) if t.pos_ in _WORDS and antonyms.stem(t.lemma_.lower()) in kin]
    heads = [_disputed_by(t) for t in uses]
    if not uses or not all(heads):
        return ""  # the sentence says it somewhere of its own
    how = "under investigation" if heads[0].lemma_.lower() in _LOOKING_INTO else "disputed"
    return f"the sentence reports it only as a claim that is {how} ('{heads[0].text} … {uses[0].text}')"
