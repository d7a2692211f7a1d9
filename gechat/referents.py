"""Whom a pronoun may stand for: the names of the sentences before one that opens with "He", "She", "They", or that
names no one and says "he" or "she" further on.

A novel states its facts about people behind pronouns ("Mr. Collins was punctual to his time ... He was a tall,
heavy-looking young man of five-and-twenty."), so :func:`gechat.retrieval.contexts` reads such a sentence with
the names the nearest sentence before it gives (:func:`referred`): a question that names "Mr. Collins" finds the
sentence through its context, and the "not answered" decision sees the name asked about. No coreference is
resolved: the names are offered as context (they count less than the sentence's own words), a title that says
another gender ("Mr." for "She") rules a name out, and a heading ends the search.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Container, Sequence

from gechat.records import Sentence
from gechat.relevance import question_names
from gechat.text import STOP_WORDS, content_words, stem

#: a sentence that opens with a person's pronoun: "He was a tall, heavy-looking young man of five-and-twenty."
_PRONOUN_OPENS = re.compile(r"^[\W_]*(?:(?:and|but|yet|so|then|now|still)\s+)?(he|she|they|his|her|their|him|them)\b",
                            re.IGNORECASE)
#: a person's pronoun in the singular anywhere in a sentence: "The ladies were somewhat more fortunate, for they had the
#: advantage of ascertaining, from an upper window, that he wore a blue coat and rode a black horse."
_PRONOUN_INSIDE = re.compile(r"\b(he|she|his|him)\b", re.IGNORECASE)
#: how many sentences back the names a pronoun may stand for are looked for
REFERENT_SPAN = 3
#: titles that tell a name's gender, so that "She" does not stand for "Mr. Bennet"
_MALE = frozenset("mr sir lord colonel captain prince count king duke general monsieur father uncle brother".split())
_FEMALE = frozenset("mrs miss lady princess countess queen duchess madame mother aunt sister".split())
_GENDER = {"he": _FEMALE, "his": _FEMALE, "him": _FEMALE, "she": _MALE, "her": _MALE}  # the titles each excludes


#: capitalised words that open what someone says, not names: "“Oh! Single, my dear”"
_OPENERS = frozenset("oh ah la yes well why pray indeed nay alas dear another".split())


#: a capitalised word and whether something opens before it: the text's start, a sentence's end, a quotation mark
_CAPITALISED = re.compile(r"(^|[.!?“\"‘(]\s*|\s)([A-Z][\w'’-]*)")


def referents(text: str, common: Container[str] | None = None) -> list[str]:
    """The names ``text`` holds (runs of capitalised words, "Mr. Collins"), its first word included. A single word
    capitalised where a sentence or a quotation opens ("But", "The", "She", "“Single, my dear”") is no name when
    ``common`` (the lower-case words of its document) holds it, or, without ``common``, unless it stands
    capitalised elsewhere in the text."""
    named_inside = {m.group(2) for m in _CAPITALISED.finditer(text) if m.group(1).isspace() and m.start(2) > 0}
    out = []
    for name in question_names(f"x {text}"):
        words = name.split()
        while words and (words[0].lower() in STOP_WORDS or words[0].lower() in _OPENERS
                         or _PRONOUN_OPENS.match(words[0])):
            words = words[1:]
        if len(words) == 1 and words[0] not in named_inside and (common is None or words[0].lower() in common):
            continue
        if words and words[0][:1].isupper():
            out.append(" ".join(words))
    return list(dict.fromkeys(out))


def referred(sents: Sequence[Sentence], i: int, intro: set[str], common: Callable[[], Container[str]],
             memo: dict[str, list[str]] | None = None) -> str:
    """For a sentence that opens with a person's pronoun, or names no one and holds "he", "she", "his" or "him"
    further on ("The ladies were somewhat more fortunate, for they had the advantage of ascertaining, from an upper
    window, that he wore a blue coat"), the names the nearest sentence before it (up to ``REFERENT_SPAN`` back, not
    past a heading) gives that pronoun may stand for: whom "He" may be. A name whose title says otherwise ("Mr." for
    "She") is not one. ``common``: the document's lower-case words, when asked. ``memo``: each sentence's names by
    its id, kept across the calls for one document (a sentence is read for its own names and as the one before)."""

    def names_of(s: Sentence) -> list[str]:
        if memo is None:
            return referents(s.text, common())
        if (got := memo.get(s.id)) is None:
            got = memo[s.id] = referents(s.text, common())
        return got

    opens = _PRONOUN_OPENS.match(sents[i].text)
    if not opens and (opens := _PRONOUN_INSIDE.search(sents[i].text)) and names_of(sents[i]):
        return ""  # a pronoun inside a sentence that names people of its own may stand for them
    if not opens:
        return ""
    other = _GENDER.get(opens.group(1).lower(), frozenset())
    for s in reversed(sents[max(0, i - REFERENT_SPAN):i]):
        if s.id in intro:
            return ""
        names = [n for n in names_of(s) if n.split()[0].lower().rstrip(".") not in other]
        if names:
            return " ".join(names)
    return ""


def lower_words(sents: Sequence[Sentence]) -> Callable[[], Container[str]]:
    """The lower-case words of a document's sentences, gathered on the first call."""
    got: list[set[str]] = []

    def words() -> set[str]:
        if not got:
            got.append({w for s in sents for w in _LOWER_WORD.findall(s.text)})
        return got[0]
    return words


_LOWER_WORD = re.compile(r"\b[a-z][a-z'’-]*")


#: a sentence that opens with a clause about "it" or "they", the thing the sentence before speaks of: "If it comes out
#: clean and dry it is done; …" after "Test with a broom straw into center of cake."; not the "it" of the weather or
#: of a situation ("If it rains, …", "If it is necessary to evacuate …", "When it comes to passwords, …"), nor "this"
#: or "these", which as often name the document itself ("If this policy conflicts with …")
_CLAUSE_POINTS_BACK = re.compile(r"^[\W_]*(?:\d+[.)]\s*)?(?:if|when|once|until|unless|as\s+soon\s+as)\s+(?:it|they)\s+"
                                 r"(?!(?:is|are|was|were|be|has|have|had|'s|’s|rains?|rained|snows?|snowed|comes?\s+to|"
                                 r"seems?|appears?|turns?\s+out|happens?|may|might|can|could|would|should|must|will|"
                                 r"does|do|did|not)\b)", re.IGNORECASE)


def pointed_back_to(sents: Sequence[Sentence], i: int) -> Sentence | None:
    """The sentence before ``sents[i]`` (a document's sentences in order) when ``sents[i]`` opens with a clause about
    what that one speaks of ("If it comes out clean and dry it is done; if wet or stuff sticks, not done." after "Test
    with a broom straw into center of cake."): quoted alone, the answer would not say what "it" is. None otherwise."""
    if i <= 0 or not points_back(sents[i].text):
        return None
    return sents[i - 1]


def points_back(text: str) -> bool:
    """Does ``text`` open with a clause about what the sentence before it speaks of (:func:`pointed_back_to`)? Read
    before a document is: most answers' first items do not, and their documents need not be read."""
    return bool(_CLAUSE_POINTS_BACK.match(text))


#: a sentence that opens by counting what the sentence before it names: "The three techniques are agent-based,
#: agentless scanning, and passive network monitoring." after "What distinguishes enterprise patch management
#: technologies from each other architecturally are the techniques they use to identify missing patches."
_COUNTS_BACK = re.compile(r"^[\W_]*(?:the|these|those|all|both)\s+(?:two|three|four|five|six|seven|eight|nine|ten)\s+"
                          r"(?:(?:main|basic|major|key|primary|other|different|possible)\s+)?([a-z][\w-]*)\b",
                          re.IGNORECASE)


def counted_back(text: str, before: str) -> bool:
    """Does ``text`` open by counting the things the sentence ``before`` it names ("The three techniques are …" after
    "… are the techniques they use to identify missing patches.")? Such a sentence gives the items the one before
    announces, and is read with it (:func:`gechat.retrieval.contexts`): quoted alone, it would not say what the
    techniques are for, and a question in the words of the one before would not find it."""
    m = _COUNTS_BACK.match(text)
    return bool(m) and bool(set(content_words(m.group(1))) & set(content_words(before)))



#: "these tools", "such tools", "those devices": a noun the sentence takes up from one before it (not "such as")
_TAKEN_UP = re.compile(r"\b(?:these|those|such)\s+(?!as\b)([a-z][a-z-]+)\b", re.IGNORECASE)
#: the most words before the noun that make its phrase in the sentence before ("enterprise patch management tools")
PHRASE_WORDS = 3
#: a word that may stand before a noun in its phrase: no verb's "-ed", "-ing" or "-s" ending ("Deploying", "describes";
#: "business", "status" and "analysis" may), no figure
_MODIFIER = re.compile(r"(?i)[a-z]+(?:-[a-z]+)*(?<!ed)(?<!ing)(?:(?<=ss)|(?<=us)|(?<=is)|(?<!s))(?<=..)")


#: words that stand before a verb ("must deploy patch management tools", "to walk across fields") or are prepositions
#: the stop words do not hold: the word after or the word itself is no part of a noun's phrase
_BEFORE_VERB = frozenset("must should shall will would can could may might cannot to not never also often usually "
                         "always please".split())
_PREPOSITIONS = frozenset("across along among amongst around behind beside besides beyond inside near outside toward "
                          "towards within without upon onto per via like unlike despite throughout except".split())


def _modifies(words: list[str], at: int) -> bool:
    """May ``words[at]`` stand in the phrase of the noun after it: no stop word or preposition, no verb's form
    (:data:`_MODIFIER`), not after a modal or "to" (a verb's base form: "deploy" of "must deploy patch management
    tools"), and not the sentence's capitalised first word ("Yes", "Deploying")?"""
    word = words[at]
    return word.lower() not in STOP_WORDS and word.lower() not in _PREPOSITIONS and bool(_MODIFIER.fullmatch(word)) \
        and (at > 0 or word.islower()) and (at == 0 or words[at - 1].lower() not in _BEFORE_VERB)


def stands_for(text: str, before: str, before_phrase: str = "") -> str:
    """The phrase that a noun ``text`` takes up ("these tools", "such tools") stands for in the sentence ``before``
    it: the noun there with up to ``PHRASE_WORDS`` words before it that make its phrase ("Deploying enterprise patch
    management tools within an enterprise …": "enterprise patch management tools"), or, when ``before`` takes up the
    same noun itself, the phrase that one stands for (``before_phrase``): so "The following are some risks with using
    these tools:" after "Such tools usually increase security …" stands for "enterprise patch management tools" too.
    Only the sentence before is read: "On such hosts, …" after the list item "Non-standard IT components (e.g.,
    appliances)." stands for no "Out-of-office hosts" of the item before that. A sentence read with it
    (:func:`gechat.retrieval.contexts`) is found by a question in the words of that phrase. "" when there is none."""
    m = _TAKEN_UP.search(text)
    if m is None or (noun := stem(m.group(1))) in STOP_WORDS or not before:
        return ""
    words = re.findall(r"[A-Za-z][\w'’-]*", before)
    for k in range(len(words) - 1, 0, -1):
        if stem(words[k]) != noun:
            continue
        j = k
        while j > 0 and k - j < PHRASE_WORDS and _modifies(words, j - 1):
            j -= 1
        if j < k:
            return " ".join(words[j:k + 1])
    return before_phrase if before_phrase and stem(before_phrase.split()[-1]) == noun else ""
