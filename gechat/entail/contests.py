"""Contests that happen once, and the side of one a verb tells ("won the final", "drew 1-1 with Kelso").

One who lost a final did not win it: "Serena Williams lost to Naomi Osaka in the 2018 US Open final" does not say
"Serena Williams won the 2018 US Open final" (read 1.00 entailed before session 52), nor does "Dunmore Rovers drew 1-1
with Kelso in the cup final" say "Dunmore Rovers won the cup final" (0.92). :func:`outcome` reads the side a verb of
winning, losing or drawing gives its subject and the contest it names; :func:`names_contest` says whether the word
that tells a side names a given contest in a phrase of its own. The parties and the conflict are read by
:mod:`gechat.entail.parties`. A side the sentence places behind the winner by name and contest ("Ashford Town,
runners-up in the county cup final", "finished second … in the giant slalom final") said to have won it is
:func:`placed_not_won`'s, read from the words.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gechat.entail.causes import denies as causes_denies

#: contests that happen once, so that one who lost one did not win it ("won the final" / "lost to Osaka in the final")
_CONTESTS = frozenset("final semifinal semi-final quarterfinal quarter-final match game race election runoff primary "
                      "referendum tournament championship bout fight contest ballot playoff derby tie cup title trophy "
                      "crown round".split())
#: verbs of a contest's outcome -> the side they give their subject; 2: neither side ("drew 1-1 with Kelso")
_OUTCOME = {"win": 0, "lose": 1, "triumph": 0, "draw": 2, "tie": 2}
_SCORE = re.compile(r"\b\d+\s*[-–]\s*\d+\b")


def outcome(tok, subject_of: Callable) -> tuple[int, object, list, str] | None:
    """(the side, the subject's token, the other parties' tokens, the contest) a verb of winning, losing or drawing
    tells, or None: "Serena Williams won the final" (0, Serena Williams, [], "final"), "The final was won by Osaka" (a
    passive's agent), "Dunmore drew 1-1 with Kelso in the cup final" (2, Dunmore, [Kelso], "draw"). A party after
    "against" or "to" is read by :mod:`gechat.entail.parties` and :func:`gechat.entail.converse.derived_roles`; no
    draw where the sentence says who won it after all ("… but won 4-3 on penalties"). ``subject_of``: a verb's
    subject, past a verb joined to another by "and"."""
    side = _OUTCOME.get(tok.lemma_.lower())
    if side is None or tok.pos_ != "VERB":
        return None
    passive = any(c.dep_ == "auxpass" for c in tok.children)
    subject = next((p for c in tok.children if c.dep_ == "agent" for p in c.children if p.dep_ == "pobj"), None) \
        if passive else subject_of(tok)
    if subject is None:
        return None
    if side == 2:  # "drew 1-1 with Kelso", "tied 2-2": not "drew a crowd", "drew up a plan", "tied the game"
        scored = bool(_SCORE.search(tok.doc[tok.left_edge.i:tok.right_edge.i + 1].text))
        others = [p for c in tok.children if c.dep_ == "prep" and c.lower_ == "with" for p in c.children
                  if p.dep_ == "pobj"]
        if not (scored or others) or any(c.dep_ in ("dobj", "prt") and not c.like_num for c in tok.children) \
                or _SETTLED.search(tok.doc.text) or passive:
            return None
        return 2, subject, others, "draw"
    held = ("nsubjpass",) if passive else ("dobj", "oprd")
    event = next((t for c in tok.children if c.dep_ in held for t in c.subtree
                  if t.lemma_.lower() in _CONTESTS and t.dep_ in (*held, "compound")), None) or next(
        (p for c in tok.children if c.dep_ == "prep" and c.lower_ == "in" for p in c.children
         if p.dep_ == "pobj" and p.lemma_.lower() in _CONTESTS), None)  # "the cup final", which the parse may read
    # as "cup" the object and "final" a predicate; "triumphed in the final"
    return (side, subject, [], event.lemma_.lower()) if event is not None else None


#: words that say who won a drawn match after all
_SETTLED = re.compile(r"\b(?:penalt(?:y|ies)|shoot-?out|extra[- ]time|replay|lifted\s+the\s+(?:trophy|cup)|won\s+on)\b",
                      re.IGNORECASE)
#: the phrases of a verb that name its contest: not another clause's, nor a time before or after it ("drew on
#: Saturday, a week before the cup final")
_OWN_PHRASES = frozenset({"dobj", "oprd", "prep", "attr", "nsubjpass", "agent", "pobj", "nsubj"})
_NOT_THE_CONTEST = frozenset({"before", "after", "until", "since", "ahead", "prior"})


def names_contest(doc, at: int, event: str) -> bool:
    """Does the word at ``at`` in ``doc`` (a verb of winning, losing or drawing, or a noun of a side) name the contest
    ``event`` in a phrase of its own ("lost to Osaka in the final")?"""
    if at < 0:
        return False
    told = doc[at]
    return any(t.lemma_.lower() == event for c in told.children if (c.dep_ in _OWN_PHRASES or c.dep_ in (
        "xcomp", "advcl") and c.lemma_.lower() in _OUTCOME)
               and c.lower_ not in _NOT_THE_CONTEST for t in c.subtree)  # "edged out Dunmore … to win the title"


#: verbs by which a sentence says someone won something ("went one better this year, beating Elise Durand")
_WINNING = frozenset("win triumph beat defeat claim clinch lift retain secure capture overcome award".split())
#: words by which a drawn contest was settled or taken after all ("went through on away goals", "was overturned")
_TAKEN = re.compile(r"\b(?:away\s+goals|went\s+through|go(?:es)?\s+through|progress(?:ed|es)?|advanc(?:ed|es)|"
                    r"overturned|awarded|went\s+one\s+better)\b", re.IGNORECASE)


def won_in(doc) -> bool:
    """Does ``doc`` say anyone won, beat, claimed or was awarded anything, or went through ("was twice runner-up
    before finally winning it in 2021", "The first match ended in a draw, and England won the second")?"""
    return bool(_TAKEN.search(doc.text)) or any(
        t.lemma_.lower() in _WINNING and t.pos_ == "VERB" and not denied(t) for t in doc)


def denied(verb) -> bool:
    """Does a "not" or "never" deny the verb token ``verb``?"""
    return any(c.dep_ == "neg" or c.lower_ == "never" for c in verb.children)


#: words after "ended" or "finished" that make a contest a draw ("ended 2-2", "finished level", "ended in a stalemate")
_LEVEL = re.compile(r"^(?:in\s+(?:a\s+)?)?(?:(?:draw|tie|stalemate|deadlock|level|all\s+square|goalless|scoreless)\b|"
                    r"(?P<a>\d+)\s*[-–]\s*(?P=a)\b|(?:a\s+)?(?P<b>\d+)\s*[-–]\s*(?P=b)\s+draw\b)", re.IGNORECASE)
_ENDING = frozenset("end finish conclude".split())


def modifiers(tok) -> set[str]:
    """The words that tell which contest ``tok`` (its noun) is: its adjectives, numbers, compounds and possessors, and
    the phrases of place or time it takes ("the last derby between the two clubs, in March": last, between, march,
    …)."""
    return {t.lemma_.lower() for c in tok.children if c.dep_ in ("amod", "nummod", "compound", "poss", "prep", "npadvmod")
            for t in c.subtree if t.pos_ in ("ADJ", "NUM", "NOUN", "PROPN")}


def ended_level(doc, event: str, said_of: set[str] = frozenset()) -> str:
    """The words that say the contest ``event`` ended in a draw in ``doc`` ("The derby ended 2-2 after a late
    equaliser", "The final finished goalless", "after a 1-1 draw in the league derby"), or "": the contest the subject
    of "ended" or "finished", the draw the words right after the verb, or a draw "in" the contest; not where the
    sentence says who won it after all (penalties, a replay) or that anyone won anything (:func:`won_in`), nor where
    it denies the verb, nor where it tells which contest by words (:func:`modifiers`) the step's (``said_of``, its
    lemmas) do not hold ("The last derby between the two clubs, in March, ended 1-1" / "Rovers won the derby on
    Saturday")."""
    if _SETTLED.search(doc.text) or won_in(doc):
        return ""  # "… before Adeyemi's header won it for Dunmore", "England won the second match": a winner after all,
        # or of another contest the step may mean
    for tok in doc:
        phrase = re.sub(r"^(?:a|an|the)\s+", "", doc[tok.left_edge.i : tok.i + 1].text, flags=re.IGNORECASE) \
            if tok.lemma_.lower() in ("draw", "stalemate", "deadlock") else ""
        if phrase and tok.pos_ == "NOUN" and _LEVEL.match(phrase) \
                and any(p.lemma_.lower() == event and modifiers(p) <= said_of for c in tok.children
                        if c.dep_ == "prep" and c.lower_ == "in" for p in c.children if p.dep_ == "pobj"):  # "after a
            # 1-1 draw in the league derby"
            return phrase
        if tok.lemma_.lower() in _ENDING and tok.pos_ == "VERB" and not denied(tok) and any(
                c.dep_ == "nsubj" and c.lemma_.lower() == event and modifiers(c) <= said_of for c in tok.children):
            m = _LEVEL.match(doc[tok.i + 1 :].text)
            if m:
                return f"{tok.text} {m.group(0)}"
    return ""



#: a named side placed behind the winner of a contest: "Ashford Town, runners-up in the county cup final", "Giulia
#: Marchetti finished second, 0.4 seconds behind Ana Lopes, in the giant slalom final", "Elise Durand, the beaten
#: finalist at Wimbledon"
_NAME = r"(?P<name>(?:[A-Z][\w'’.-]*\s+){0,3}[A-Z][\w'’.-]*)"
#: verbs by which a side gets a medal: "took silver", "settled for bronze"
_GOT = r"(?:took|won|claimed|earned|collected|picked\s+up|settled\s+for)"
_PLACED = re.compile(rf"{_NAME}\s*,\s*(?:the\s+)?(?:runners?[- ]up|beaten\s+finalists?|losing\s+finalists?)\b"
                     rf"(?P<rest>[^,;]*)|"
                     rf"{_NAME.replace('name', 'name2')}\s+(?:finished|came|placed|ended\s+up)\s+(?:a\s+distant\s+|"
                     rf"a\s+close\s+)?(?:second|third|fourth|fifth|last|runners?[- ]up)\b(?P<rest2>[^;]*)|"
                     rf"{_NAME.replace('name', 'name3')}\s+(?:was|were)\s+(?:the\s+)?(?:runners?[- ]up|beaten\s+"
                     rf"finalists?|losing\s+finalists?)\b(?P<rest3>[^,;]*)|"
                     rf"{_NAME.replace('name', 'name4')}\s+{_GOT}\s+"
                     rf"(?:the\s+|a\s+)?(?:silver|bronze)(?:\s+medals?)?\b(?P<rest4>(?:(?!\band\b|\bbut\b)[^;,])*)")
#: a medal below gold: "took silver", "won the bronze medal"
_LESSER_MEDAL = re.compile(rf"\b{_GOT}\s+(?:the\s+|a\s+)?"
                           r"(?:silver|bronze)\b", re.IGNORECASE)
_STEP_WON = re.compile(rf"^{_NAME}\s+(?:won|triumphed\s+in|claimed)\s+(?P<what>[^,;.]+)")
#: words by which a sentence says someone won something after all ("went one better this year", "took gold in the 200
#: metres", "took the runoff two weeks later")
_WON_AFTER_ALL = re.compile(r"\b(?:won|wins|winning|beat|beating|claimed|clinched|lifted|triumph\w*|victor\w*|"
                            r"went\s+on\s+to|went\s+one\s+better|took\s+(?:gold|first|the\s+\w+|victory|top)|"
                            r"sworn\s+in|elected|champion|gold(?!\s+medall?ist))\b", re.IGNORECASE)
#: words of a club's or a side's name that name no one side ("Town", "City", "The")
_GENERIC_NAMES = frozenset("The Town City United FC Rovers Athletic Club County Wanderers".split())
_PLAIN = frozenset("the a an in at of on last this year month week saturday sunday behind seconds second points "
                   "after defeat to by".split())


def _head(what: str) -> str:
    """The contest's own noun in a step's "won …": its last word before a place or a time ("the super-G in Wengen" ->
    "super-g", "the Wimbledon final last month" -> "final")."""
    words = re.split(r"\s+(?:in|at|on|of|against|over|for|with|by|during)\s+", what.strip())[0]
    words = re.sub(r"\s+(?:last|this|next)\s+\w+$|\s+(?:in\s+)?(?:19|20)\d\d$", "", words)
    found = re.findall(r"[A-Za-z][\w'’-]*", words)
    return found[-1].lower() if found else ""


def placed_not_won(premise: str, hypothesis: str) -> str:
    """The reason the step says a side won the contest the sentence places it behind the winner in, or "":
    "Ashford Town, runners-up in the county cup final after a 2-1 defeat to Faversham, …" / "Ashford Town won the
    county cup final" (entailed before this check). The step's contest must be named by the sentence's words after
    the place, its own noun among them ("Lyon, the runners-up in Group B, will face Porto in the quarter-final" / "Lyon
    won the quarter-final", "finished second in the downhill … in Wengen" / "won the super-G in Wengen": another
    contest), and the sentence must not say the side won anything."""
    step = _STEP_WON.match(hypothesis.strip())
    if step is None or causes_denies(hypothesis):
        return ""
    what = re.sub(r"^(?:the\s+)?gold(?:\s+medal)?\s+(?:in|at)\s+", "", step.group("what").strip(), flags=re.IGNORECASE)
    said = {w.lower() for w in re.findall(r"[A-Za-z][\w'’-]*", what)} - _PLAIN
    for m in _PLACED.finditer(premise):
        name = m.group("name") or m.group("name2") or m.group("name3") or m.group("name4")
        rest = m.group("rest") or m.group("rest2") or m.group("rest3") or m.group("rest4") or ""
        if not set(step.group("name").split()) - _GENERIC_NAMES <= set(name.split()) \
                or not set(step.group("name").split()) - _GENERIC_NAMES:
            continue  # "Faversham Town" is not "Ashford Town"
        if not set(re.findall(r"\b(?:19|20)\d\d\b", hypothesis)) <= set(re.findall(r"\b(?:19|20)\d\d\b", premise)):
            continue  # "runner-up in the 2021 Open final" / "won the 2023 Open final"
        if _WON_AFTER_ALL.search(_LESSER_MEDAL.sub(" ", premise)):
            return ""  # "Ashford, runners-up last year, won the cup this time": a win after all, or of another
        where = {w.lower() for w in re.findall(r"[A-Za-z][\w'’-]*", rest)} - _PLAIN
        if "finalist" in m.group(0).lower():
            where.add("final")  # "the beaten finalist at Wimbledon": a final at Wimbledon
        head = _head(what)
        if m.group("name4"):  # "took silver in the 400m hurdles" / "won the 400m": the medal's own contest
            contest = re.split(r",|\s+(?:behind|finishing|after|ahead|with|in\s+a\s+time)\b",
                               re.sub(r"^\s*(?:in|at)\s+", "", rest))[0]
            if _head(contest) not in said | {head}:
                continue
        if not {n for n in re.findall(r"\d+", what) if not re.fullmatch(r"(?:19|20)\d\d", n)} \
                <= set(re.findall(r"\d+", rest)):
            continue  # "took silver in the 400 metres" / "won the 200 metres"
        if said and len(said & where) >= max(1, (len(said) + 1) // 2) and (not head or head in where):
            return f"the sentence places {name} behind the winner; the step says {step.group('name')} won"
    return _ahead_said_won(premise, hypothesis, step, said)


#: a winner told ahead of another side: "Priya Desai was elected mayor … with 18,240 votes, ahead of Conservative Tom
#: Hale on 15,910", "Okafor won the seat ahead of Lund"; an appositive may stand before the verb ("Ana Petrova, rated
#: 2687 in the FIDE list of 1 March 2024, won …"), a decimal point in what was won ("with 7.5 points")
_WON_AHEAD = re.compile(rf"{_NAME}(?:,[^,;.]{{1,80}},)?\s+(?:was\s+elected|were\s+elected|won|took|claimed|finished\s+first|"
                        rf"came\s+first|"
                        rf"topped)\b(?P<what>(?:[^.;]|(?<=\d)\.(?=\d))*?)\bahead\s+of\s+(?:the\s+)?"
                        rf"{_NAME.replace('name', 'other')}(?P<after>[^.;]*)")


def _ahead_said_won(premise: str, hypothesis: str, step: re.Match, said: set[str]) -> str:
    """The reason the step says a side won a contest the sentence says another won ahead of it, or "": "Labour's Priya
    Desai was elected mayor of Harwick … ahead of Conservative Tom Hale on 15,910" / "Conservative Tom Hale won the
    Harwick mayoral election" (0.95 entailed before this check). The step's contest is named by the sentence's words
    ("election" by "elected"), and the sentence gives the side behind no win of its own after it."""
    mine = set(step.group("name").split()) - _GENERIC_NAMES
    for m in _WON_AHEAD.finditer(premise):
        if not mine or not mine <= set(m.group("other").rstrip(".").split()) or mine <= set(m.group("name").split()) \
                or _WON_AFTER_ALL.search(_LESSER_MEDAL.sub(" ", m.group("after"))) \
                or any(re.search(rf"\b{re.escape(w)}\b[^.;]{{0,40}}?\b(?:won|took|claimed|clinched)\b", premise[m.end():])
                       for w in mine) \
                or re.search(r"\b(?:winner|finished\s+first|came\s+first|title[- ]holder|holder)\b", m.group("after"),
                             re.IGNORECASE):  # "ahead of Clara Voss, the 2020 winner": a win of another time
            continue
        theirs = {w.lower() for w in re.findall(r"[A-Za-z][\w'’-]*", premise)}
        if "elected" in m.group(0).lower():
            theirs |= {"election", "race", "vote", "poll", "contest"}
        head = _head(step.group("what"))
        if head and head in theirs and len(said & theirs) >= max(1, (len(said) + 1) // 2):
            return f"the sentence puts {m.group('other').rstrip('.')} behind {m.group('name')}; the step says " \
                   f"{step.group('name')} won"
    return ""


#: a side's standing against another: "two points behind third-placed Pellham City", "three seconds ahead of Lopes"
_LEAD_NAME = r"(?:[A-Z][\w'’.-]*\s+){0,3}[A-Z][\w'’.-]*"
_LEAD = re.compile(r"\b(?P<way>behind|ahead\s+of|in\s+front\s+of|clear\s+of|adrift\s+of|trail(?:s|ed|ing)?)\s+"
                   rf"(?:the\s+)?(?:[a-z][\w-]*\s+)?(?P<other>{_LEAD_NAME})")
_STEP_LEAD = re.compile(rf"^(?:The\s+)?(?P<one>{_LEAD_NAME})\s+(?:is|are|was|were|finished|sit|sits|stand|stands|lie|lies|"
                        r"ended|remain(?:s|ed)?|stay(?:s|ed)?)\b[^,;]*?\s" + _LEAD.pattern[2:])


#: words of a standing, of which the sentence must give one; and of a standing at another time
_STANDING = re.compile(r"\b(?:behind|ahead|in\s+front|clear\s+of|adrift|trail\w*|above|below|overt\w+|top|bottom|"
                       r"lead\w*|led)\b", re.IGNORECASE)
_THEN = re.compile(r"\b(?:last|previous|earlier|at\s+Christmas|at\s+half[- ]time|at\s+the\s+break|were|was|had\s+been|"
                   r"until|before)\b", re.IGNORECASE)


def _ahead(way: str) -> bool:
    return not way.lower().startswith(("behind", "adrift", "trail"))


def lead_turned(premise: str, hypothesis: str) -> str:
    """The reason the step puts a side ahead of another that the sentence puts behind it, or the other way, or "":
    "Dunmore Rovers …, two points behind third-placed Pellham City" / "Dunmore Rovers are two points ahead of Pellham
    City" (0.95 entailed before this check). The sentence gives one standing against the step's other side and names
    the step's side before it; "Pellham City are two points ahead of Dunmore Rovers" is the same standing."""
    step = _STEP_LEAD.match(hypothesis.strip())
    said = list(_LEAD.finditer(premise))
    if step is None or len(said) != 1 or causes_denies(hypothesis) or len(_STANDING.findall(premise)) > 1 \
            or re.search(r"\b(?:who|which|whose|that)\b", premise[: said[0].start()]) \
            or _THEN.search(premise) and not _THEN.search(hypothesis):
        return ""  # "… behind Pellham City at Christmas but finished the season above them", "…, who are two points
        # behind …" (another side's standing), "were ahead … last season" / "are now behind"
    theirs, one, other = said[0], step.group("one").rstrip("."), step.group("other").rstrip(".")
    if theirs.group("other").rstrip(".") != other or one == other or other in one \
            or not re.match(rf"(?:The\s+)?{re.escape(one)}\b", premise.strip()):
        return ""  # another side, or one the sentence does not open with ("Dunmore Rovers beat Hallcross Athletic …,
        # two points behind Pellham City" says nothing of Hallcross's standing)
    if _ahead(theirs.group("way")) == _ahead(step.group("way")):
        return ""
    return f"the sentence puts {one} {_told_way(theirs.group('way'))} {other}; the step puts it " \
           f"{_told_way(step.group('way'))} {other}"


def _told_way(way: str) -> str:
    """A standing's word as a place: "behind" for "trailed", "ahead of" for "in front of"."""
    return way if not way.lower().startswith("trail") else "behind"


#: places in a contest's order, by the words that give them
_PLACES = {**dict.fromkeys(("gold", "first", "winner", "won"), 1), **dict.fromkeys(("silver", "second", "runner-up",
                                                                                   "runner up"), 2),
           **dict.fromkeys(("bronze", "third"), 3), "fourth": 4, "fifth": 5, "sixth": 6}
_PLACE_WORD = r"(?P<place>gold|silver|bronze|first|second|third|fourth|fifth|sixth|runner[- ]up)"
_NAMED_PLACE = re.compile(
    rf"(?P<name>{_LEAD_NAME})\s+(?:took|won|claimed|earned|collected|finished|came|placed|ended)\s+(?:the\s+|in\s+)?"
    rf"{_PLACE_WORD}(?:\s+(?:medal|place))?\b|"
    rf"\b(?P<place2>winner|runner[- ]up|gold\s+medallist|silver\s+medallist|bronze\s+medallist)\s+(?P<name2>{_LEAD_NAME})")


def _places(text: str) -> dict[str, list[int]]:
    """Each name ``text`` gives a place in a contest, with the places it gives it."""
    out: dict[str, list[int]] = {}
    for m in _NAMED_PLACE.finditer(text):
        name = (m.group("name") or m.group("name2")).rstrip(".")
        word = (m.group("place") or m.group("place2").split()[0]).lower().replace("-", " ")
        out.setdefault(name, []).append(_PLACES.get(word, _PLACES.get(word.replace(" ", "-"), 0)))
    return out


def place_conflict(premise: str, hypothesis: str) -> str:
    """The reason the step gives a named side another place in the sentence's contest than the sentence does, or "":
    "Jonas Aalto took bronze behind winner Luca Brenner and runner-up Pavel Ondrák" / "Jonas Aalto finished
    runner-up" (0.60 entailed before this check). The step names one place of one side and its contest in the
    sentence's words; the sentence gives that side one place."""
    mine = _places(hypothesis)
    if len(mine) != 1 or causes_denies(hypothesis):
        return ""
    name, told = next(iter(mine.items()))
    theirs = _places(premise).get(name, []) if not _GAPPED_PLACE.search(premise) else []
    if len(told) != 1 or not told[0] or len(theirs) != 1 or not theirs[0] or theirs[0] == told[0]:
        return ""
    if not set(re.findall(r"\d+", hypothesis)) <= set(re.findall(r"\d+", premise)):
        return ""  # another year's or another distance's contest
    rest = {w.lower() for w in re.findall(r"[A-Za-z][\w'’-]*", hypothesis)} - {w.lower() for w in name.split()}
    if rest - _CONTEST_WORDS - {w.lower() for w in re.findall(r"[A-Za-z][\w'’-]*", premise)}:
        return ""  # another contest ("finished second in the super-G")
    return f"the sentence places {name} {_ORDINAL_WORDS[theirs[0]]}; the step places {name} {_ORDINAL_WORDS[told[0]]}"


#: a place given with no name of its own: "won gold in the slalom and took silver in the downhill"
_GAPPED_PLACE = re.compile(rf"(?:\band|\bbut|,)\s+(?:then\s+|later\s+)?(?:took|won|claimed|earned|collected|finished|came|"
                           rf"placed|ended)\s+(?:the\s+|in\s+)?{_PLACE_WORD}\b|(?:\band|\bbut|,)\s+{_PLACE_WORD.replace('place', 'place2')}\s+"
                           rf"(?:medal\s+)?(?:in|at)\b", re.IGNORECASE)  # "… and gold in the 400m"
_ORDINAL_WORDS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth"}
#: words a step may give a place with that the sentence need not use
_CONTEST_WORDS = frozenset("the a an in at of took won claimed earned collected finished came placed ended medal place "
                           "gold silver bronze first second third fourth fifth sixth runner-up runner up".split())
