"""A vote the step gives the other side: "members voted 31 to 9 to ban bonfires" / "Members voted 31 to 9 against a
ban on bonfires" (0.81 entailed before this reading); "the board voted against the merger" / "The board voted to
approve the merger".

:func:`vote_turned` reads one vote on each side:

* a side taken: "voted (…) to V X", "voted (…) for X", "voted (…) in favour of X" for; "voted (…) against X",
  "voted (…) not to V X" against; what lies between "voted" and the side is a tally ("31 to 9", "by 12 votes to 3")
  or "unanimously", nothing else;
* what is voted on: the content stems after the side, to the clause's end, with the side's verb kept ("to ban
  bonfires" and "against a ban on bonfires" are both {ban, bonfire}); the step's must be the sentence's;
* the voters: the words before "voted" in its clause; the step's must share a content word with the sentence's,
  and neither may be counted or partial ("Nine members voted against": a part of the vote, not its outcome);
* no denial or hedge on either side's vote, a sentence that gives one side only, and no other occasion in the step
  ("In a second referendum", a year the sentence does not give).
"""

from __future__ import annotations

import re

from gechat.entail.dates import MONTH_NAMES
from gechat.text import content_words, stem

_TALLY = r"(?:\s+(?:unanimously|overwhelmingly|narrowly|by\s+)?(?:\s*\d[\d,]*\s+(?:votes?\s+)?to\s+\d[\d,]*|"\
         r"\s*by\s+a\s+\w+\s+majority|\s*by\s+\d[\d,]*\s+votes?\s+to\s+\d[\d,]*)|\s+(?:unanimously|overwhelmingly|"\
         r"narrowly))?"  # "voted unanimously against the merger"
_VOTE = re.compile(r"\bvoted(?P<tally>" + _TALLY + r")\s+(?P<side>in\s+favou?r\s+of|for|against|not\s+to|to)\s+"
                   r"(?P<what>[^,;.]+)", re.IGNORECASE)
#: where the thing voted on ends: another clause, a reason, a time
_WHAT_END = re.compile(r"\s(?:and|but|while|whereas|after|before|because|as|which|who|despite|although|in\s+\d{4}|"
                       r"on\s+\d|from\s+\d)\s", re.IGNORECASE)
#: a clause's start, where the voters' words end on their left
_CLAUSE_START = re.compile(r"[,;:]|\b(?:and|but|while|whereas|that)\s", re.IGNORECASE)
#: words of voters counted or taken in part, and of a vote denied or hedged
_PART = re.compile(r"\b(?:\d[\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|"
                   r"some|several|few|many|most|half|minority|majority|number|none|no|only|rest|others?|remaining)\b",
                   re.IGNORECASE)
_UNSURE = re.compile(r"\b(?:not|n't|never|may|might|could|would|expected|likely|plans?|planned|whether|if)\s*$",
                     re.IGNORECASE)
#: words of a vote's side and of what a vote is, not of the thing voted on
_PLAIN = frozenset(stem(w.lower()) for w in (*"a an the proposal proposed plan motion measure resolution today yesterday "
                                             "week month year monday tuesday wednesday thursday friday saturday "
                                             "sunday".split(), *MONTH_NAMES))
#: verbs of taking what is voted on, which "voted against the merger" leaves unsaid ("voted to approve the merger")
_TAKE = frozenset(stem(w) for w in "approve adopt accept back support pass endorse ratify".split())


#: words of another occasion than the sentence's vote, and years
_ANOTHER = re.compile(r"\b(?:second|third|another|again|later|subsequent|new|re-?run|re-?vote|fresh|earlier|first|"
                      r"previous)\b", re.IGNORECASE)
_YEAR = re.compile(r"\b(?:1[89]|20)\d\d\b")


def _votes(text: str) -> list[tuple[str, frozenset[str], frozenset[str], str]]:
    """Each vote of ``text``: its side ("for" or "against"), the stems of what is voted on, the stems of its
    voters, and the voters' words."""
    found = []
    for m in _VOTE.finditer(text):
        side = "against" if m.group("side").lower().startswith(("against", "not")) else "for"
        what = _WHAT_END.split(" " + m.group("what") + " ", maxsplit=1)[0]
        head = text[: m.start()]
        starts = list(_CLAUSE_START.finditer(head))
        voters = head[starts[-1].end():] if starts else head
        if _UNSURE.search(voters):
            voters = "\0"  # "did not vote", "may have voted": no vote said
        found.append((side, frozenset(stem(w) for w in content_words(what)) - _PLAIN,
                      frozenset(stem(w) for w in content_words(voters)), voters))
    return found


def vote_turned(premise: str, hypothesis: str) -> str:
    """The reason the step gives the sentence's vote the other side, or ""."""
    if "voted" not in premise.lower() or "voted" not in hypothesis.lower():
        return ""
    theirs = _votes(premise)
    if len({side for side, *_ in theirs}) != 1:
        return ""  # no vote, or both sides told ("80 voted in favour and 30 against")
    if _ANOTHER.search(hypothesis) and not _ANOTHER.search(premise) or set(_YEAR.findall(hypothesis)) - set(
            _YEAR.findall(premise)):
        return ""  # "In a second referendum, residents … voted against a ban": another vote
    for side, what, voters, said in _votes(hypothesis):
        for p_side, p_what, p_voters, p_said in theirs:
            if side == p_side or not what or not (what <= p_what or (p_what and p_what <= what and what - p_what <= _TAKE)) or "\0" in (said + p_said):
                continue
            if _PART.search(said) or _PART.search(p_said) or not voters or not voters & p_voters:
                continue
            return f"the step says the vote was {side} what the sentence says it was {p_side}"
    return ""
