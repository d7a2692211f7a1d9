"""Who speaks a quotation: the name its attribution gives ("“I see what you are feeling,” replied Charlotte; “you
must be surprised, …"), for every sentence of the quotation that goes on past it.

A novel cuts a character's speech into sentences that name no one ("I am not romantic, you know.", "I ask only a
comfortable home; …"): the speaker is named once, beside the first of them. :func:`gechat.retrieval.contexts` reads
each sentence of the quotation with that name (:func:`speakers`), so that a question such as "Why does Charlotte
Lucas say she accepted Mr. Collins's proposal?" finds the sentence that answers it and the "not answered" decision
sees the name asked about. Only a name written in the attribution counts ("said Mrs. Bennet", "Elizabeth
replied"); a pronoun ("said he") is not resolved, a quotation whose attributions name two speakers gets none, and a
quotation left open (a stray quotation mark) is read for at most ``MAX_RUN`` sentences, never past a heading.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Container, Sequence

from gechat.records import Sentence
from gechat.text import STOP_WORDS

#: verbs that attribute speech, as novels write them after or before a quotation
_VERBS = ("said|says|replied|replies|cried|cries|answered|answers|asked|asks|added|adds|continued|continues|"
          "returned|observed|exclaimed|rejoined|resumed|repeated|whispered|shouted|remarked|inquired|enquired|"
          "interrupted|declared|urged|insisted|protested|pleaded|muttered|murmured|sighed")
#: a name as an attribution writes it: "Charlotte", "Mrs. Bennet", "Sir William Lucas", "Miss de Bourgh"
_TITLES = "Mr|Mrs|Miss|Ms|Dr|Sir|Lady|Lord|Colonel|Captain"
_NAME = (rf"(?:(?:{_TITLES})\.?\s+)?[A-Z][\w’']*(?:-\w+)*"
         r"(?:[ \t]*\r?\n?[ \t]*(?:de\s+)?[A-Z][\w’']*(?:-\w+)*)*")  # "Natasha--" is "Natasha"
#: the space between the words of an attribution: within one paragraph (a blank line ends a speech)
_SPACE = r"[ \t]*\r?\n?[ \t]*"
#: the attribution after the quotation's words: "…,” replied Charlotte", "…!” cried Mrs. Bennet"
_VERB_FIRST = re.compile(rf"[”\"],?{_SPACE}(?:{_VERBS}){_SPACE}({_NAME})")
#: or with the name first, after a comma: "…,” Elizabeth replied" (not "… this moment.” Elizabeth asked questions")
_NAME_FIRST = re.compile(rf",[”\"]{_SPACE}({_NAME}){_SPACE}(?:{_VERBS})\b")
#: an attribution to a pronoun after the quotation's words, name first: "…,” he replied"
_PRONOUN_SAYS = re.compile(rf"[”\"],?{_SPACE}(?:he|she|they|I|we){_SPACE}(?:{_VERBS})\b", re.IGNORECASE)
#: the longest quotation read, in sentences: a stray quotation mark must not give a name to a whole chapter
MAX_RUN = 12
#: how many sentences before a quotation may name the surname of a speaker called by a given name alone
NEAR_SPAN = 6
#: the fewest characters between two sentences that may end a paragraph ("\n\n"; a closing mark the sentence
#: leaves out, "”\n\n"): a speech ends with its paragraph, and the next one's quotation is a run of its own
PARAGRAPH_GAP = 2
_PRONOUNS = frozenset("he she they it i we you his her their one".split())


def _open_after(text: str, is_open: bool) -> bool:
    """Whether a quotation is still open after ``text``, given whether one was open before it: curly marks open
    and close, a straight double mark turns the state over, but for an inch mark after a figure ('a 9" pan')."""
    if "“" not in text and "”" not in text and '"' not in text:
        return is_open  # most sentences hold no mark: not read character by character
    for i, ch in enumerate(text):
        if ch == "“":
            is_open = True
        elif ch == "”":
            is_open = False
        elif ch == '"' and not (i and text[i - 1].isdigit()):
            is_open = not is_open
    return is_open


def attributed(text: str) -> list[str]:
    """The speakers a sentence's attributions name ("…,” replied Charlotte; “…" -> ["Charlotte"]), in order; "he" for
    an attribution to a pronoun ("said he", "he replied"), so that a quotation of two speakers, one named and one
    not, gives none. A possessive ("said Elizabeth’s father") names no speaker."""
    out = []
    for pattern in (_VERB_FIRST, _NAME_FIRST):
        for m in pattern.finditer(text):
            words = m.group(1).split()  # "Prince\nVasili"
            while len(words) > 1 and words[-1].lower() in STOP_WORDS:
                words.pop()  # "said Elizabeth\nWhen she had finished"
            if words[0].lower() in _PRONOUNS:
                out.append("he")
            elif words[0].lower() in STOP_WORDS or re.search(r"['’]s?$", words[-1]):
                continue
            else:
                out.append(" ".join(words))
    for m in _PRONOUN_SAYS.finditer(text):
        out.append("he")
    return list(dict.fromkeys(out))


def full_name(name: str, sents: Sequence[Sentence], near: str, memo: dict[str, set[str]] | None = None) -> str:
    """The whole name a document gives a speaker its attributions call by a given name alone: "Charlotte Lucas" for
    "Charlotte" when every name the document writes after "Charlotte" is "Lucas" and the sentences just before the
    quotation (``near``) name "Lucas" too ("The steady countenance which Miss Lucas had commanded …"); ``name`` as it
    is otherwise: a name with a title ("Mrs. Bennet"), a given name the document follows with two surnames or with
    none, or whose one surname is not near ("Mary" is not "Mary King" where Mary Bennet speaks), and a name the
    document also writes after a title, which is a surname itself ("said Fitzwilliam" of Colonel Fitzwilliam is not
    "Fitzwilliam Darcy"). ``memo``: the surnames found after each given name, kept across the calls for one
    document."""
    if " " in name:
        return name
    found = None if memo is None else memo.get(name)
    if found is None:
        after = re.compile(rf"\b{re.escape(name)}{_SPACE}([A-Z][a-z]+)\b(?!-)")
        holding = [s.text for s in sents if name in s.text]  # the patterns below need the name written: only
        # these sentences are searched (a novel of 27,783 sentences took 8 s, searched whole for each name)
        found = {m.group(1) for text in holding for m in after.finditer(text)}
        found = {w for w in found if w.lower() not in STOP_WORDS and w.lower() not in _PRONOUNS}
        titled = re.compile(rf"\b(?:{_TITLES})\.?{_SPACE}{re.escape(name)}\b")
        if any(titled.search(text) for text in holding):
            found = set()
        if memo is not None:
            memo[name] = found
    if len(found) != 1:
        return name
    surname = next(iter(found))
    return f"{name} {surname}" if re.search(rf"\b{surname}\b(?!['’])", near) else name


def speakers(sents: Sequence[Sentence], is_heading: Callable[[str], bool],
             intro: Container[str] = frozenset()) -> dict[str, str]:
    """The speaker each sentence of a quotation is said by, for the sentences of a document in order (``sents``),
    by id; a sentence outside any quotation, in one with no named attribution, with two or with one named and one
    to a pronoun, or that names the speaker itself, has none. A quotation runs from the sentence where it opens to the one where it closes, over
    sentences that close one quotation and open the next (“…,” replied Charlotte; “you must be surprised …"),
    within one paragraph (a gap of ``PARAGRAPH_GAP`` characters or more between two sentences ends it: the
    closing mark of a speech may lie outside its last sentence, and two spaces after a full stop only cut a run
    short); ``is_heading`` and ``intro`` (the ids of lines that introduce others) end one too. A run cut at
    ``MAX_RUN`` leaves the rest of its paragraph unread: its marks can no longer be told open from closed."""
    out: dict[str, str] = {}
    run: list[Sentence] = []
    first = 0  # where the run starts in ``sents``
    surnames: dict[str, set[str]] = {}

    def close() -> None:
        names = list(dict.fromkeys(n for s in run for n in attributed(s.text)))
        if len(names) == 1 and names[0] != "he":
            near = " ".join(s.text for s in sents[max(0, first - NEAR_SPAN):first])
            name = full_name(names[0], sents, near, surnames)
            for s in run:
                if names[0] not in s.text:
                    out[s.id] = name
        run.clear()

    is_open, lost, end = False, False, -1
    for i, s in enumerate(sents):
        breaks = s.id in intro or is_heading(s.text)
        if breaks or s.char_start - end >= PARAGRAPH_GAP:
            close()
            is_open = lost = False
        end = s.char_end
        if breaks or lost:
            continue  # a quotation longer than MAX_RUN: its marks are not read again before the paragraph ends
        was_open = is_open
        is_open = _open_after(s.text, is_open)
        if not (was_open or is_open or "“" in s.text or '"' in s.text):
            continue  # narrative: no quotation open, none opened
        if not run:
            first = i
        run.append(s)
        if not is_open:
            close()
        elif len(run) >= MAX_RUN:
            close()
            is_open, lost = False, True
    close()
    return out
