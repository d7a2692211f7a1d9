"""How much: the size a step gives a change, a win or a quality against the size the sentence gives it.

"Shares rose slightly" / "Shares rose sharply" (0.92 entailed by the model), "a modest increase" / "increased
dramatically", "proved moderately effective" / "was highly effective", "recovered only partially" / "made a full
recovery": the words agree but for how much, and a small model reads the rest. Degree words sit on two scales,
small and large (``SMALL``, ``LARGE``), and some verbs carry their size ("edged up", "soared": ``SIZED_VERBS``).
Each use is read from spaCy's parse with what it qualifies, its head: the verb, adjective, comparative or noun
("an increase" and "increased", "a recovery" and "recovered" are one head; so are "rose" and "increased", which
name one direction, ``DIRECTIONS``; and two changes of one thing the same way, "a modest improvement in reading
scores" and "a dramatic jump in reading scores", ``_TOWARD``).

* :func:`degree_conflict`: the step's word and the sentence's qualify the same head on opposite scales, neither
  denied nor under a modal ("could be expected to have a limited adverse effect" / "… a serious adverse effect" are
  two cases a standard defines), the sentence gives that head no word of the step's scale ("rose slightly but
  significantly" gives both), the two heads' subjects, where both have one, share a word, and the two do not name
  two periods ("the first quarter" / "the second quarter"). "Significantly" counts as large unless the pair speaks
  of statistics, where it says only that a test found a difference (then the step is unstated).
* :func:`degree_unstated`: the step sizes a head that the sentence states without a size ("Prices rose in the
  second quarter" / "… rose sharply"), or says "significantly" where the sentence, speaking of statistics, gives a
  small size; the step is then not supported, and not contested either.

Both are part of the deterministic checks (:mod:`gechat.entail.conflicts`), which call them only for a sentence
about the same thing and pass a conflict through the same guards as an antonym's.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from dataclasses import dataclass

from gechat import caches
from gechat.entail.negation import word_denied

#: words that make a change, a win or a quality small
SMALL = frozenset("slightly barely marginally modestly somewhat mildly moderately narrowly fractionally minimally "
                  "partially partly negligibly slight modest marginal mild moderate fractional minimal partial negligible "
                  "meagre meager small tiny minor slim thin narrow razor-thin light lightly limited".split())
#: words that make it large ("much" and "far" only before a comparative or a participle: "much higher")
LARGE = frozenset("sharply dramatically greatly substantially considerably markedly steeply hugely vastly massively "
                  "enormously tremendously drastically radically sizably strongly heavily highly hugely easily "
                  "comfortably overwhelmingly decisively fully completely entirely wholly totally significantly "
                  "sharp dramatic steep substantial considerable huge massive enormous drastic sizable full complete "
                  "significant much far precipitous precipitously big large major comfortable commanding "
                  "overwhelming wide severe severely extensive extensively serious seriously heavy".split())
#: words that mark a large size only outside statistics, where they say that a test found a difference
STATISTICAL = frozenset({"significantly", "significant"})
#: verbs that carry their size and direction: "edged up", "soared", "plunged"
SIZED_VERBS = {
    **{f"{v} {way}": ("small", "up") for v in ("edge", "inch", "tick", "creep", "nudge") for way in ("up", "higher")},
    **{f"{v} {way}": ("small", "down") for v in ("edge", "inch", "tick", "creep", "nudge") for way in ("down", "lower")},
    **{v: ("small", "down") for v in ("dip", "ease", "slip")},
    **{v: ("large", "up") for v in ("soar", "surge", "jump", "rocket", "skyrocket", "spike", "balloon", "leap")},
    **{v: ("large", "down") for v in ("plunge", "plummet", "slump", "tumble", "collapse", "crash", "nosedive", "slash")},
}
#: verbs and nouns of one direction of change, one head for this check
DIRECTIONS = {
    **{w: "up" for w in "rise increase grow climb gain growth expand expansion go_up boost jump surge".split()},
    **{w: "down" for w in "fall decrease decline drop shrink sink slide contract reduce reduction go_down diminish "
                          "lessen dwindle lower cut dip slump plunge".split()},
}
#: the adjectives among the degree words
_ADJECTIVES = frozenset("slight modest marginal mild moderate fractional minimal partial negligible meagre meager small "
                        "tiny minor sharp dramatic steep substantial considerable huge massive enormous drastic sizable "
                        "full complete significant precipitous big large major slim thin narrow razor-thin comfortable "
                        "commanding overwhelming wide light limited severe extensive serious heavy".split())
#: nouns of a change, whose size a step may add: "a sharp rise" where the sentence says "rose"
_CHANGES = frozenset({"up", "down", *"improvement deterioration recovery gain loss damage change difference effect "
                                      "impact majority victory win cut jump".split()})
#: a pair that speaks of statistics: "significantly" is then a test's finding, not a size
_STATISTICS = re.compile(r"\bstatistic\w*|\bp\s*[<=>≤]|\bconfidence interval|\bCI\b|\bodds ratio|\bhazard ratio|"
                         r"\bsignificance\b|\bnon-?significant", re.IGNORECASE)
#: changes of one thing that go the same way, for two heads of one topic: a rise is an improvement of scores, and a
#: recovery is no fall ("dropped sharply" / "have since recovered slightly" are two changes)
_TOWARD = {"up": "up", "improve": "up", "improvement": "up", "jump": "up", "recover": "up", "recovery": "up",
           "down": "down", "worsen": "down", "deteriorate": "down", "deterioration": "down"}
#: verbs of a change that is no rise or fall
_CHANGE_VERBS = frozenset("improve worsen deteriorate recover".split())
#: nouns of a win's size: "by a wide margin", "with a narrow majority" size the verb
_MARGINS = frozenset("margin majority lead victory win".split())
#: nouns that make a change small after "a": "grew a touch", "went down a tad"
_A_LITTLE = frozenset("touch tad bit little fraction".split())
#: a modal or an expectation: a size said of a possibility or a case, not asserted
_MODAL = re.compile(r"\b(?:could|may|might|would|should|can|cannot|expected\s+to|likely\s+to)\b")  # "May" the month
# is no modal
#: a period named by its rank ("the first quarter", "the second half"): two of them are two changes
_PERIOD = re.compile(r"\b(?:first|second|third|fourth|final|last|opening|closing)\s+(?:quarter|half|week|month|year|day|"
                     r"round|period|season|set|term|session)\b|\bQ[1-4]\b|\bH[12]\b", re.IGNORECASE)
#: the scale a word names
_SCALE = {**{w: "small" for w in SMALL}, **{w: "large" for w in LARGE}}


@dataclass(frozen=True)
class _Use:
    word: str       # the degree word as written ("sharply"), or the sized verb ("soared")
    scale: str      # "small" or "large"
    head: str       # what it qualifies: the head's lemma, or its direction ("up", "down")
    subject: frozenset[str]  # lemmas of the head's subject's nouns (empty when it has none)
    topic: str = ""  # what a change is of: "in reading scores" of an improvement, the subject of "rose" ("" if none)


def _key(token) -> str:
    """The head's key: its direction of change, or its lemma."""
    lemma = token.lemma_.lower()
    if token.pos_ == "VERB" and any(c.dep_ == "prt" and c.lower_ in ("up", "down") for c in token.children):
        lemma = f"{lemma}_{next(c.lower_ for c in token.children if c.dep_ == 'prt')}"
    return DIRECTIONS.get(lemma, lemma)


def _topic(head) -> str:
    """What a change is of: the noun after a change noun's "in" or "of" ("a modest improvement in reading scores"),
    or the subject of a verb of change ("Sales rose"); "" for anything else."""
    if not (_key(head) in ("up", "down") or head.lemma_.lower() in _CHANGES or head.lemma_.lower() in _CHANGE_VERBS):
        return ""
    if head.pos_ == "NOUN":
        of = next((g for c in head.children if c.dep_ == "prep" and c.lower_ in ("in", "of")
                   for g in c.children if g.dep_ in ("pobj", "pcomp")), None)
        if of is not None and of.dep_ == "pcomp":  # "in reading scores", parsed as a verb and its object
            of = next((g for g in of.children if g.dep_ == "dobj"), of)
        return of.lemma_.lower() if of is not None else ""
    subject = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    return subject.lemma_.lower() if subject is not None and subject.pos_ in ("NOUN", "PROPN") else ""


def _meet(a: _Use, b: _Use) -> bool:
    """Do two uses size one thing: one head, or one change of the same thing ("a modest improvement in reading
    scores" / "a dramatic jump in reading scores")?"""
    return _same_head(a.head, b.head) or bool(a.topic and a.topic == b.topic
                                              and _TOWARD.get(a.head, a.head) == _TOWARD.get(b.head, b.head))


def _same_head(a: str, b: str) -> bool:
    """One head: the same key, or one a form of the other ("recover" / "recovery", "improve" / "improvement")."""
    if a == b:
        return True
    short, long_ = sorted((a, b), key=len)
    return len(short) >= 4 and long_.startswith(short) and short not in ("up", "down")


def _subject(head) -> frozenset[str]:
    for c in head.children:
        if c.dep_ in ("nsubj", "nsubjpass"):
            return frozenset(t.lemma_.lower() for t in c.subtree if t.pos_ in ("NOUN", "PROPN"))
    return frozenset()


def _denied(token) -> bool:
    """Is ``token`` denied: "not" just before it, a negation on it, or on the copula it is said by ("it wasn't very
    professional")?"""
    return word_denied(token, _ON_COPULA)


#: how a degree word hangs on the copula whose denial denies it
_ON_COPULA = frozenset({"acomp", "attr"})


def _uses(doc) -> list[_Use]:
    """Each degree word of ``doc`` with what it qualifies, and each verb that carries its size; denied ones left out."""
    out = []
    for t in doc:
        word = t.lower_
        if word in _SCALE:
            head = t.head
            if t.dep_ == "advmod" and head.i != t.i:
                if word in ("much", "far") and (head.tag_ not in ("JJR", "RBR", "VBN")
                                                or any(c.dep_ == "prep" for c in t.children)):
                    continue  # "much of the town", "far from the city": no size
                while (head.pos_ == "ADV" and head.tag_ != "RBR" or head.pos_ == "ADP") \
                        and head.dep_ in ("advmod", "npadvmod", "prep") and head.head.i != head.i:
                    head = head.head  # "rose slightly overnight", "significantly after the campaign": the parse
                    # hangs the word on the next adverb or preposition
            elif t.dep_ == "amod" and word not in ("much", "far"):
                if head.lower_ in _MARGINS and head.dep_ == "pobj" and head.head.lower_ in ("by", "with") \
                        and head.head.head.pos_ == "VERB":
                    head = head.head.head  # "beat Kingsmoor by a wide margin", "passed with a narrow majority"
                    if not (_denied(t) or _denied(head)):
                        out.append(_Use(f"{word} {t.head.lower_}", _SCALE[word], _key(head), _subject(head),
                                        _topic(head)))
                    continue
            elif t.dep_ in ("acomp", "attr") and word not in ("much", "far"):
                subject = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
                if subject is None:
                    continue
                head = subject  # "The increase was modest"
            else:
                continue
            if _denied(t) or _denied(head):
                continue
            out.append(_Use(word, _SCALE[word], _key(head), _subject(head), _topic(head)))
        elif word in _A_LITTLE and t.i and doc[t.i - 1].lower_ == "a" and t.head.i != t.i \
                and t.dep_ in ("npadvmod", "dobj", "advmod") and not any(c.dep_ == "prep" for c in t.children):
            if not _denied(t.head):  # "grew a touch", "went down a tad" (not "a bit of help")
                out.append(_Use(f"a {word}", "small", _key(t.head), _subject(t.head), _topic(t.head)))
        elif t.pos_ == "VERB":
            particle = next((c.lower_ for c in t.children if c.dep_ in ("prt", "advmod", "acomp")
                             and c.lower_ in ("up", "down", "lower", "higher")), "")
            sized = SIZED_VERBS.get(f"{t.lemma_.lower()} {particle}".strip()) or SIZED_VERBS.get(t.lemma_.lower())
            if sized and not _denied(t):
                out.append(_Use(t.lower_, sized[0], sized[1], _subject(t), _topic(t)))
    return out


def _described(token) -> bool:
    """Does the sentence describe its head in words of its own ("grew rapidly", "a slim majority")? Then a size the
    step gives may be those words', and the model reads the pair."""
    return any((c.dep_ == "amod" and c.pos_ == "ADJ") or (c.dep_ == "advmod" and c.lower_.endswith("ly"))
               for c in token.children)


def _subjects_meet(a: _Use, b: _Use) -> bool:
    return not a.subject or not b.subject or bool(a.subject & b.subject)


def _opposed(premise: str, hypothesis: str, parse: Callable[[str], object]) -> tuple[_Use, _Use] | None:
    """The step's use and the sentence's use of the other scale on the same head, or None."""
    step_uses = _uses(parse(hypothesis))
    if not step_uses:
        return None
    sentence_uses = _uses(parse(premise))
    for s in step_uses:
        if any(o.scale != s.scale and _meet(o, s) for o in step_uses):
            continue  # "highly soluble in water and slightly soluble in alcohol": two things, each its size
        same = [p for p in sentence_uses if _meet(p, s) and _subjects_meet(p, s)]
        if any(p.scale == s.scale for p in same):
            continue  # "rose slightly but significantly": the sentence gives the step's size too
        other = next((p for p in same if p.scale != s.scale), None)
        if other is not None:
            return s, other
    return None


#: any degree word or sized verb, to parse only pairs that may hold one
_DEGREE_WORD = re.compile(r"\b(?:" + "|".join(sorted(_SCALE, key=len, reverse=True)) + r")\b|\b(?:(?:edg|inch|tick|"
                          r"creep|crept|nudg)\w*\s+(?:up|down|lower|higher)|dip(?:s|ped|ping)?|eas(?:e|ed|es|ing)|"
                          r"slip(?:s|ped|ping)?|a\s+(?:touch|tad|bit|little|fraction)|(?:soar|surg|jump|rocket|skyrocket|"
                          r"spik|balloon|leap|plung|plummet|slump|tumbl|collaps|crash|nosediv|slash)\w*)\b", re.IGNORECASE)


#: the words of a rise or a fall, in any form
_DIRECTION_WORD = re.compile(r"\b(?:ris(?:e|es|ing|en)|rose|increas\w*|decreas\w*|gr[eo]w(?:s|n|ing|th)?|climb\w*|gain\w*|"
                             r"expan\w*|boost\w*|f[ae]ll(?:s|en|ing)?|declin\w*|drop\w*|shr[iau]nk\w*|s[aiu]nk\w*|"
                             r"slid\w*|contract\w*|reduc\w*|diminish\w*|lessen\w*|dwindl\w*|lower\w*|went|"
                             r"go(?:es|ne|ing)?\s+"
                             r"(?:up|down))\b", re.IGNORECASE)


def plain(text: str) -> str:
    """``text`` without its sizes and its words for a rise or a fall: what a change is of ("Exports … in April")."""
    return _DIRECTION_WORD.sub(" ", _DEGREE_WORD.sub(" ", text))


def _degree_words(text: str) -> bool:
    return bool(_DEGREE_WORD.search(text))


def degree_conflict(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason the sentence gives the step's change or quality the other size, or ""."""
    if not (_degree_words(premise) and _degree_words(hypothesis)):
        return ""
    if _MODAL.search(premise) or _MODAL.search(hypothesis):
        return ""  # "could be expected to have a limited adverse effect" / "… a serious adverse effect": two cases a
        # standard tells apart, or a possibility; a size that is not asserted is the hedge reader's
    periods = [{m.group(0).lower() for m in _PERIOD.finditer(text)} for text in (premise, hypothesis)]
    if periods[0] and periods[1] and not periods[0] & periods[1]:
        return ""  # "rose sharply in the first quarter" / "rose slightly in the second quarter": two changes
    met = _opposed(premise, hypothesis, parse)
    if met is None:
        return ""
    step, sentence = met
    if _statistical(step, sentence, premise, hypothesis):
        return ""
    return f"the step says '{step.word}'; the sentence says '{sentence.word}'"


def _statistical(step: _Use, sentence: _Use, premise: str, hypothesis: str) -> bool:
    """Is one of the two words "significant(ly)" in a pair that speaks of statistics, a test's finding, not a size?"""
    return bool({step.word, sentence.word} & STATISTICAL and _STATISTICS.search(premise + " " + hypothesis))


@lru_cache(maxsize=caches.PAIRS)  # read for the pair by the checker's missing() and again by its can_contest()
def degree_unstated(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason the sentence does not state the size the step gives, or "": the sentence states the head with no
    size of its own ("Prices rose" / "Prices rose sharply"), or gives a small size where the step's
    "significantly" is a test's finding."""
    if not _degree_words(hypothesis):
        return ""
    step_uses = _uses(parse(hypothesis))
    if not step_uses:
        return ""
    met = _opposed(premise, hypothesis, parse) if _degree_words(premise) else None
    if met is not None:
        step, sentence = met
        if _statistical(step, sentence, premise, hypothesis):
            return f"the step says '{step.word}'; the sentence says '{sentence.word}'"
        return ""
    doc = parse(premise)
    sized = _uses(doc)
    for s in step_uses:
        if s.word in _ADJECTIVES and s.head not in _CHANGES:
            continue  # "massive corruption", "the complete cost": a quality, not the size of a change the sentence
            # tells; the model reads it
        if any(_meet(p, s) for p in sized) or re.search(rf"\b{re.escape(s.word)}\b", premise, re.I) \
                or (" " in s.word and re.search(rf"\b{s.word.split()[-1]}\b", premise, re.I)):
            continue  # sized there, or the word is the sentence's own ("gently or lightly cooked"), or the sentence
            # tells of the margin itself ("by 38 votes, the narrowest margin in the borough")
        for t in doc:
            if t.pos_ in ("VERB", "NOUN", "ADJ") and _same_head(_key(t), s.head) and not _denied(t) \
                    and (not s.subject or not _subject(t) or s.subject & _subject(t)) and not _described(t):
                return f"the step adds '{s.word}', which the sentence does not state"
    return ""
