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
_NAME = (r"(?:(?:Mr|Mrs|Miss|Ms|Dr|Sir|Lady|Lord|Colonel|Captain)\.?\s+)?[A-Z][\w’']*(?:-\w+)*"
         r"(?:[ \t]*\r?\n?[ \t]*(?:de\s+)?[A-Z][\w’']*(?:-\w+)*)*")  # "Natasha--" is "Natasha"
#: the space between the words of an attribution: within one paragraph (a blank line ends a speech)
_SPACE = r"[ \t]*\r?\n?[ \t]*"
#: the attribution after the quotation's words: "…,” replied Charlotte", "…!” cried Mrs. Bennet"
_VERB_FIRST = re.compile(rf"[”\"],?{_SPACE}(?:{_VERBS}){_SPACE}({_NAME})")
#: or with the name first, after a comma: "…,” Elizabeth replied" (not "… this moment.” Elizabeth asked questions")
_NAME_FIRST = re.compile(rf",[”\"]{_SPACE}({_NAME}){_SPACE}(?:{_VERBS})\b")
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
    and close, a straight double mark turns the state over."""
    for ch in text:
        if ch == "“":
            is_open = True
        elif ch == "”":
            is_open = False
        elif ch == '"':
            is_open = not is_open
    return is_open


def attributed(text: str) -> list[str]:
    """The speakers a sentence's attributions name ("…,” replied Charlotte; “…" -> ["Charlotte"]), in order."""
    out = []
    for pattern in (_VERB_FIRST, _NAME_FIRST):
        for m in pattern.finditer(text):
            name = " ".join(m.group(1).split())  # "Prince\nVasili"
            if name.split()[0].lower() in _PRONOUNS or name.split()[0].lower() in STOP_WORDS:
                continue
            out.append(name)
    return list(dict.fromkeys(out))


def full_name(name: str, sents: Sequence[Sentence], near: str, memo: dict[str, set[str]] | None = None) -> str:
    """The whole name a document gives a speaker its attributions call by a given name alone: "Charlotte Lucas" for
    "Charlotte" when every name the document writes after "Charlotte" is "Lucas" and the quotation or the sentences
    just before it (``near``) name "Lucas" too ("The steady countenance which Miss Lucas had commanded …"); ``name``
    as it is otherwise: a name with a title ("Mrs. Bennet"), a given name the document follows with two surnames or
    with none, or whose one surname is not near ("Mary" is not "Mary King" where Mary Bennet speaks). ``memo``: the
    surnames found after each given name, kept across the calls for one document."""
    if " " in name:
        return name
    found = None if memo is None else memo.get(name)
    if found is None:
        after = re.compile(rf"\b{re.escape(name)}{_SPACE}([A-Z][a-z]+)\b(?!-)")
        found = {m.group(1) for s in sents for m in after.finditer(s.text)}
        found = {w for w in found if w.lower() not in STOP_WORDS and w.lower() not in _PRONOUNS}
        if memo is not None:
            memo[name] = found
    if len(found) != 1:
        return name
    surname = next(iter(found))
    return f"{name} {surname}" if re.search(rf"\b{surname}\b", near) else name


def speakers(sents: Sequence[Sentence], is_heading: Callable[[str], bool],
             intro: Container[str] = frozenset()) -> dict[str, str]:
    """The speaker each sentence of a quotation is said by, for the sentences of a document in order (``sents``),
    by id; a sentence outside any quotation, in one with no named attribution or with two, or that names the
    speaker itself, has none. A quotation runs from the sentence where it opens to the one where it closes, over
    sentences that close one quotation and open the next (“…,” replied Charlotte; “you must be surprised …"),
    within one paragraph (a gap of ``PARAGRAPH_GAP`` characters or more between two sentences ends it: the
    closing mark of a speech may lie outside its last sentence, and two spaces after a full stop only cut a run
    short); ``is_heading`` and ``intro`` (the ids of lines that introduce others) end one too."""
    out: dict[str, str] = {}
    run: list[Sentence] = []
    where = {s.id: i for i, s in enumerate(sents)}
    surnames: dict[str, set[str]] = {}

    def close() -> None:
        names = list(dict.fromkeys(n for s in run for n in attributed(s.text)))
        if len(names) == 1:
            first = where[run[0].id]
            near = " ".join(s.text for s in sents[max(0, first - NEAR_SPAN):first + len(run)])
            name = full_name(names[0], sents, near, surnames)
            for s in run:
                if names[0] not in s.text:
                    out[s.id] = name
        run.clear()

    is_open, end = False, -1
    for s in sents:
        if s.id in intro or is_heading(s.text) or s.char_start - end >= PARAGRAPH_GAP:
            close()
            is_open = False
        end = s.char_end
        if s.id in intro or is_heading(s.text):
            continue
        was_open = is_open
        is_open = _open_after(s.text, is_open)
        if not (was_open or is_open or "“" in s.text or '"' in s.text):
            continue  # narrative: no quotation open, none opened
        run.append(s)
        if not is_open:
            close()
        elif len(run) >= MAX_RUN:
            close()
            is_open = False
    close()
    return out
