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

UP = frozenset("rise climb grow increase surge soar jump gain rally rebound".split())
DOWN = frozenset("fall drop decline plunge tumble slump slide sink dip decrease shrink plummet".split())
#: words that leave a move unasserted or deny it
_OPEN = frozenset("not never no may might could would should if whether expect forecast predict hope will likely "
                  "set aim plan target".split())
#: words of a move undone or told for another time ("fell in early trading but recovered", "has since recovered")
_UNDONE = frozenset("recover recovered recovers rebound rebounded pare pared since bounce bounced".split())


def _move(doc):
    """The one verb of rising or falling in ``doc`` with the stems of its subject, or None."""
    moves = [t for t in doc if t.pos_ == "VERB" and t.lemma_.lower() in UP | DOWN]
    if len(moves) != 1:
        return None
    verb = moves[0]
    if any(c.lower_ in _OPEN or c.lemma_.lower() in _OPEN for c in verb.children) \
            or any(a.lemma_.lower() in _OPEN or a.lower_ in _OPEN for a in verb.ancestors) \
            or any(c.dep_ == "dobj" for c in verb.children):
        return None  # a forecast, a hope, a denial; "dropped its lawsuit", "climbed Everest": no move of a figure
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None:
        return None
    words = {t.lemma_.lower() for t in subject.subtree if t.pos_ in ("NOUN", "PROPN", "ADJ")}
    when = {t.lemma_.lower() for c in verb.children if c.dep_ == "prep" for t in c.subtree
            if t.pos_ in ("NOUN", "PROPN", "ADJ") and not (c.lower_ in ("by", "to") and t.head.i == c.i)}
    # "in the treatment arm", also where the parse hangs it on "by 12 mmHg"; the amount itself aside
    return verb, words, when


def trend_conflict(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason the step moves the sentence's one moving thing the other way ("fell" / "climbed"), or ""."""
    if any(w in _UNDONE for w in premise.lower().replace(",", " ").split()):
        return ""
    p_doc = parse(premise)
    theirs, mine = _move(p_doc), _move(parse(hypothesis))
    if theirs is None or mine is None:
        return ""
    (p_verb, p_words, p_when), (h_verb, h_words, h_when) = theirs, mine
    if (p_verb.lemma_.lower() in UP) == (h_verb.lemma_.lower() in UP) \
            or (p_when and h_when and not (p_when <= h_when or h_when <= p_when)):
        return ""  # "fell … in the treatment arm" / "rose in the control arm", "during the drought" / "after the storms"
    shared = p_words & h_words
    common = {t.lemma_.lower() for t in p_doc if t.pos_ == "NOUN"}
    if len(shared) < min(2, len(h_words)) or not shared & common:
        return ""  # "Ruiz fell" / "Ruiz jumped": a name alone is no figure that moves
    return f"the step says '{h_verb.text}'; the sentence says '{p_verb.text}'"

