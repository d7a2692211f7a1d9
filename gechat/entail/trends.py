"""One thing said to move one way by the sentence and the other way by the step, whatever else their words do.

"Shares of Pellworth Mining fell sharply on Monday after the company disclosed a delay" / "Pellworth Mining's share
price climbed on Monday" (0.55 entailed by the shipped judge): the antonym check reads "fell" against "climbed" only
between the same neighbours, which "Shares of Pellworth Mining" and "Pellworth Mining's share price" are not.
:func:`trend_conflict` reads the one verb of rising or falling on each side with its subject from the parse: where
the two subjects share two words (or the step's one) and the two verbs go opposite ways, neither denied nor
hedged, the step contradicts the sentence. A sentence with two such verbs ("Sales rose while margins fell") is
left to the checks that read its clauses.
"""

from __future__ import annotations

from collections.abc import Callable

from gechat.text import content_stems

UP = frozenset("rise climb grow increase surge soar jump gain rally advance rebound climb".split())
DOWN = frozenset("fall drop decline plunge tumble slump slide sink dip decrease shrink plummet".split())
#: words that leave a move unasserted or deny it
_OPEN = frozenset("not never no may might could would should if whether expect forecast predict".split())


def _move(doc):
    """The one verb of rising or falling in ``doc`` with the stems of its subject, or None."""
    moves = [t for t in doc if t.pos_ == "VERB" and t.lemma_.lower() in UP | DOWN]
    if len(moves) != 1:
        return None
    verb = moves[0]
    if any(c.lower_ in _OPEN or c.lemma_.lower() in _OPEN for c in verb.children) or verb.head.lemma_.lower() in _OPEN:
        return None
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None:
        return None
    words = set(content_stems(" ".join(t.text for t in subject.subtree)))
    return verb, words


def trend_conflict(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason the step moves the sentence's one moving thing the other way ("fell" / "climbed"), or ""."""
    theirs, mine = _move(parse(premise)), _move(parse(hypothesis))
    if theirs is None or mine is None:
        return ""
    (p_verb, p_words), (h_verb, h_words) = theirs, mine
    if (p_verb.lemma_.lower() in UP) == (h_verb.lemma_.lower() in UP):
        return ""
    shared = p_words & h_words
    if len(shared) < min(2, len(h_words)) or not shared:
        return ""
    return f"the step says '{h_verb.text}'; the sentence says '{p_verb.text}'"
