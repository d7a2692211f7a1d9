"""One thing said to move one way by the sentence and the other way by the step, whatever else their words do.

"Shares of Pellworth Mining fell sharply on Monday after the company disclosed a delay" / "Pellworth Mining's share
price climbed on Monday" (0.55 entailed by the shipped judge): the antonym check reads "fell" against "climbed" only
between the same neighbours, which "Shares of Pellworth Mining" and "Pellworth Mining's share price" are not.
:func:`trend_conflict` reads the one verb of rising or falling on each side with its subject from the parse: where
the two subjects share two words (or the step's one) and the two verbs go opposite ways, neither denied nor
hedged, the step contradicts the sentence. A sentence with two such verbs ("Net sales fell 4%, although operating
profit climbed 12%") is read by the one subject that holds the head noun of the step's, the nearest by the share of
their words in common: "Net sales climbed" contradicts it, "Operating profit climbed" does not; where no one subject
holds it ("Recorded crime … fell 8%, although violent crime rose 3%" / "Crime fell"), two are as near ("Sales rose in
Europe while sales fell in Asia"), or a verb of the step's way has no subject of its own ("Exports fell in March but
rose in April"), nothing is read.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from gechat import caches
from gechat.entail.antonyms import antonyms_of, stem
from gechat.entail.causes import share_of

UP = frozenset("rise climb grow increase surge soar jump gain rally rebound lengthen widen".split())
DOWN = frozenset("fall drop decline plunge tumble slump slide sink dip decrease shrink plummet shorten slip narrow"
                 .split())  # a loss, a deficit or a gap "narrowed" to a smaller figure
#: verbs that move a figure with a particle: "went up", "shot up", "edged down"
_PHRASAL = frozenset("go shoot edge tick creep inch".split())
#: words that leave a move unasserted or deny it
_OPEN = frozenset("not never no may might could would should if whether expect forecast predict hope will likely "
                  "set aim plan target".split())
#: words of a move undone or told for another time ("fell in early trading but recovered", "has since recovered")
_UNDONE = frozenset("recover recovered recovers rebound rebounded pare pared since bounce bounced".split())


def _way(tok) -> str:
    """"up" or "down" for a verb of rising or falling ("rose", "went up") or a noun of one read as a move
    (:func:`_noun_moves`), else ""."""
    lemma = tok.lemma_.lower()
    if tok.pos_ == "NOUN":
        return _NOUN_WAY.get(lemma, "")
    if lemma in UP | DOWN:
        return "up" if lemma in UP else "down"
    if tok.pos_ != "VERB" or lemma not in _PHRASAL or any(
            c.dep_ == "prep" and c.lower_ in ("to", "into", "toward", "towards") and not any(t.like_num for t in c.subtree)
            for c in tok.children):
        return ""  # "went up to the castle" (not "went up to 5%")
    return next((c.lower_ for c in tok.children if c.dep_ in ("prt", "advmod") and c.lower_ in ("up", "down")), "")


def _told(tok) -> str:
    """A verb of rising or falling as the text has it: "rose", "went up"; a noun of one: "gains"."""
    return tok.text if tok.lemma_.lower() in UP | DOWN or tok.pos_ == "NOUN" else f"{tok.text} {_way(tok)}"


#: nouns of a move, read with the phrase that says whose it is ("gains at its smaller Pampa Verde operation")
_NOUN_WAY = {"gain": "up", "rise": "up", "increase": "up", "growth": "up", "jump": "up", "surge": "up", "fall": "down",
             "drop": "down", "decline": "down", "decrease": "down", "slump": "down", "plunge": "down"}


def _noun_moves(doc):
    """Each noun of a move in ``doc`` with the lemmas of the one phrase that says whose it is ("offset gains at its
    smaller Pampa Verde operation": pampa, verde, operation, small), neither denied nor hedged: a move the sentence
    tells of a thing it gives no verb of its own ("… output at its Alderbank mine … fell 14% …, as lower ore grades
    … offset gains at its smaller Pampa Verde operation" / "Copper output at the Pampa Verde operation fell 14%")."""
    found = []
    for noun in (t for t in doc if t.pos_ == "NOUN" and t.lemma_.lower() in _NOUN_WAY):
        whose = [c for c in noun.children if c.dep_ == "prep" and c.lower_ in ("at", "in", "of", "for", "across")
                 and not (c.lower_ == "at" and _NOUN_WAY[noun.lemma_.lower()] == "down")]  # not "injured in a fall at its
        # Ferris Creek operation"
        if len(whose) != 1 or any(a.lemma_.lower() in _OPEN or a.lemma_.lower() == "give" for a in noun.ancestors) \
                or any(c.lower_ in _OPEN for c in noun.children):
            continue  # "gave rise to", "an expected rise in …", "no increase in …"
        words = {t.lemma_.lower() for t in whose[0].subtree if t.pos_ in ("NOUN", "PROPN", "ADJ")}
        if words:
            found.append((noun, words, set()))
    return found


def _moves(doc, future: bool = False):
    """Each verb of rising or falling in ``doc``, asserted, with the lemmas of its subject (an empty set where it has
    none of its own: "fell in March but rose in April") and of its phrases of time and place; with ``future``, one
    told with "will" too (both sides of the pair say what will be: "will rise" / "will go down")."""
    found = []
    shut = _OPEN - {"will", "expect", "forecast", "predict"} if future else _OPEN
    for verb in (t for t in doc if t.pos_ == "VERB" and _way(t)):
        if any(c.lower_ in shut or c.lemma_.lower() in shut for c in verb.children) \
                or any(a.lemma_.lower() in shut or a.lower_ in shut for a in verb.ancestors) \
                or any(c.dep_ == "dobj" for c in verb.children):
            continue  # a forecast, a hope, a denial; "dropped its lawsuit", "climbed Everest": no move of a figure
        subject = _subject(verb)
        inner = {t.i for c in verb.children if c.dep_ == "prep" and c.lower_ in ("to", "by", "from")
                 and any(x.like_num for x in c.subtree) for t in c.subtree} \
            if subject is not None and subject.i < verb.i and any(a.i == subject.i for a in verb.ancestors) else set()
        # "with the average age of men marrying rising to 35.0 years": the subject's words, not the move's amount
        # ("years"); its setting stays ("with participation dropping to 24 per cent in some wards")
        words = {t.lemma_.lower() for t in subject.subtree if (t.pos_ in ("NOUN", "PROPN", "ADJ") or t.dep_ == "amod")
                 and t.i not in inner} if subject is not None else set()  # "used car sales": the parse's verb "used"
        # is the sales' kind
        when = {t.lemma_.lower() for c in verb.children if c.dep_ == "prep" and not _reason_phrase(c)
                and not any(t.lower_ == "same" for t in c.subtree) for t in c.subtree
                if t.pos_ in ("NOUN", "PROPN", "ADJ") and not (c.lower_ in ("by", "to") and t.head.i == c.i)
                and not _amount_word(c, t)}
        # "in the treatment arm", also where the parse hangs it on "by 12 mmHg"; the amount itself aside; not "over the
        # same period", the other clause's time
        found.append((verb, words, when))
    return found


def _amount_word(prep, tok) -> bool:
    """Is ``tok`` a word of the amount a "to", "by" or "from" phrase with a figure gives ("fell 3 percent to 41,000
    tonnes"), not of a phrase of setting the parse hangs inside it ("fell by 12 mmHg in the treatment arm")?"""
    if prep.lower_ not in ("by", "to", "from") or not any(t.like_num for t in prep.subtree):
        return False
    return not any(a.dep_ == "prep" and a.i != prep.i for a in tok.ancestors if a.i > prep.i)


def _reason_phrase(prep) -> bool:
    """Is ``prep`` a phrase of why, not of when or where ("climbed 11% on lower logistics costs", "amid strong
    demand"; not "on Monday", "on 3 May", "on the island")?"""
    return prep.lower_ in ("amid", "despite") or prep.lower_ == "on" and any(
        t.tag_ == "JJR" or t.lemma_.lower() in _DRIVERS for t in prep.subtree)  # not "on the island"


#: words of what drives a figure, after "on" ("on lower logistics costs", "on strong demand")
_DRIVERS = frozenset("strong weak robust solid poor rising falling high low cheap demand cost costs price prices sale "
                     "order orders volume volumes".split())


def _subject(verb):
    """``verb``'s subject, or the subject of the verb it hangs on where it has none of its own: "sales for June were
    expected to fall" (the sales fall); "Output per hour worked in the UK rose 0.6%", which the parse hangs on
    "worked" (the output rose); "fell in March but rose in April" (both the exports', two as near: nothing read)."""
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None and verb.dep_ in ("xcomp", "advcl", "conj"):
        subject = next((c for c in verb.head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None and verb.dep_ in ("xcomp", "acl"):  # "…, with the average age of men marrying rising to
        # 35.0 years": the noun "with" takes, which the parse reaches through the phrase's own words
        tok = verb.head
        while tok.dep_ in ("acl", "pobj", "prep", "xcomp") and not (tok.dep_ == "pobj" and tok.head.lower_ == "with"):
            tok = tok.head
        if tok.pos_ in ("NOUN", "PROPN") and (tok.dep_ == "pobj" and tok.head.lower_ == "with" or tok.dep_ == "conj"
                                              and tok.head.dep_ == "pcomp" and tok.head.head.lower_ == "with"):
            subject = tok  # also the second of two: "with civil ceremonies making up 85% and the average age …"
    return subject


def _subject_head(verb) -> str:
    """The lemma of the head of ``verb``'s subject ("profit" for "Emberline Retail's operating profit")."""
    subject = _subject(verb)
    return subject.lemma_.lower() if subject is not None else ""


#: words of a forecast that both sides of a pair may share: "sales … were expected to fall" / "H&M expected its June
#: sales to rise" say what is expected both, and are read against each other as "will" is
_FORECAST = re.compile(r"\b(?:expect|forecast|predict|project)\w*", re.IGNORECASE)
#: words that keep a forecast open even where both sides share it
_STILL_OPEN = re.compile(r"\b(?:may|might|could|if|whether|hope\w*|not|never|no)\b|n't\b", re.IGNORECASE)


def _same_forecast(premise: str, hypothesis: str) -> bool:
    """Do both sides tell a move as forecast ("expected to fall" / "expected … to rise"), neither as a possibility, a
    condition or a denial?"""
    return bool(_FORECAST.search(premise) and _FORECAST.search(hypothesis)) \
        and not _STILL_OPEN.search(premise + " " + hypothesis)


def _move(doc, future: bool = False):
    """The one verb of rising or falling in ``doc`` with the lemmas of its subject and of its phrases, or None."""
    moves = [t for t in doc if t.pos_ == "VERB" and _way(t)]
    found = _moves(doc, future)
    return found[0] if len(moves) == 1 and len(found) == 1 and found[0][1] else None


def _named_whole(verbs: list, h_words: set, premise: str) -> list:
    """The sentence's moves whose whole subject the step names (two words or more), where the step's other words are
    no later subject's ("…, while tawny owl numbers in the Ferrow Valley fell" / "Barn owl numbers in the Ferrow Valley
    declined": not the barn owls'; a setting of the sentence's first clause is every clause's: "Red kite numbers in the
    Ferrow Valley rose …, while barn owl numbers fell")."""
    first = {x for w in re.findall(r"[A-Za-z]+", _FIRST_CLAUSE.split(premise)[0]) for x in (w.lower(), w.lower()[:-1])}
    out = []
    for m in verbs:
        if len(m[1]) < 2 or not m[1] <= h_words:
            continue
        theirs = (h_words - m[1]) & set().union(*(o[1] for o in verbs if o is not m))
        if theirs and not theirs <= first:
            continue
        out.append(m)
    return out


_FIRST_CLAUSE = re.compile(r";|,?\s+\b(?:while|whereas|but|although)\b", re.IGNORECASE)


def opposite_subject(premise: str, hypothesis: str, parse: Callable[[str], object]) -> bool:
    """Does the step move a thing the sentence's moving thing is the opposite of, by a word of its name ("…, with
    the average age of men marrying rising to 35.0 years" / "The average age of women marrying fell")? An antonym of
    the two moves is then no conflict."""
    mine = _move(parse(hypothesis))
    if mine is None:
        return False
    h_words = mine[1]
    return any(len(words & h_words) >= 2 and _opposite_named(words, h_words) for _, words, _ in _moves(parse(premise)))


def _opposite_named(said: set[str], step: set[str]) -> bool:
    """Does a word of the step's moving thing have its antonym among the words only the sentence's gives ("women" /
    "men")?"""
    return any(antonyms_of(w) & (said - step) for w in step - said)


def trend_conflict(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason the step moves the sentence's moving thing the other way ("fell" / "climbed"), or ""."""
    return _read(premise, hypothesis, parse)[0]


def named_mover(premise: str, hypothesis: str, parse: Callable[[str], object]) -> bool:
    """Does the sentence's move that :func:`trend_conflict` reads against the step name every name of the step's
    moving thing ("gains at its smaller Pampa Verde operation" / "Copper output at the Pampa Verde operation fell"),
    so that another thing of the same kind the sentence names ("copper output at its Alderbank mine") is not the
    step's? Or is its subject the step's, word for word ("Output per hour worked in the UK rose 0.6%, while output per
    worker fell" / "Output per hour fell"): the kind is read, the other kind's move is not the one read?"""
    return _read(premise, hypothesis, parse)[1]


def told_elsewhere(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """:func:`trend_conflict`'s reason where the sentence's moving thing is the step's, the step's other words of it
    standing elsewhere in the sentence ("Brackley Aero Components reported …, though first-half revenue slipped 3 per
    cent" / "Brackley Aero Components' first-half revenue rose 3 per cent"), for a long sentence whose words the step
    mostly leaves aside; else ""."""
    reason, _, words = _read(premise, hypothesis, parse)
    mine = _move(parse(hypothesis))
    if not reason or mine is None:
        return ""
    said = {t.lemma_.lower() for t in parse(premise)}
    return reason if words <= mine[1] and mine[1] - words <= said else ""


@lru_cache(maxsize=caches.PAIRS)  # read for one pair by trend_conflict and again by named_mover
def _read(premise: str, hypothesis: str, parse: Callable[[str], object]) -> tuple[str, bool, frozenset]:
    if any(w in _UNDONE for w in premise.lower().replace(",", " ").split()):
        return "", False, frozenset()
    p_doc = parse(premise)
    future = bool(re.search(r"\bwill\b", premise, re.IGNORECASE) and re.search(r"\bwill\b", hypothesis, re.IGNORECASE)) \
        and not re.search(r"\b(?:may|might|could|expect\w*|forecast\w*|predict\w*|if|whether|hope\w*)\b",
                          premise + " " + hypothesis, re.IGNORECASE) or _same_forecast(premise, hypothesis)
    mine = _move(parse(hypothesis), future)
    if mine is None:
        return "", False, frozenset()
    h_verb, h_words, h_when = mine
    up = _way(h_verb) == "up"
    common = {t.lemma_.lower() for t in p_doc if t.pos_ == "NOUN"}

    def the_steps(words: set) -> bool:  # a subject that names the step's moving thing
        shared = words & h_words
        return len(shared) >= min(2, len(h_words)) and bool(shared & common)  # "Ruiz fell" / "Ruiz jumped": a name
        # alone is no figure that moves

    verbs = _moves(p_doc, future)
    moves = verbs + _noun_moves(p_doc)
    if any(not words and (_way(v) == "up") == up for v, words, _ in moves):
        return "", False, frozenset()  # "Exports fell in March but rose in April": a verb of the step's way with no subject of its own
    head = _subject_head(h_verb)
    if len([m for m in verbs if m[1]]) > 1 and len([m for m in verbs if head in m[1]]) != 1 \
            and len([m for m in verbs if head in m[1] and m[1] & h_words - {head}]) != 1 \
            and len([m for m in verbs if m[1] == h_words]) != 1 \
            and len(_named_whole(verbs, h_words, premise)) != 1:
        return "", False, frozenset()  # "Recorded crime … fell 8%, although violent crime rose 3%" / "Crime fell": whose crime; not
        # "second-quarter sales rose 2% …, sales for June were expected to fall" / "its June sales to rise": June's;
        # "UK new car sales rose 5% in June, while used car sales fell 2%" / "Sales of used cars rose": one subject is
        # the step's, word for word, or the one whose whole subject the step names ("…, while barn owl numbers fell by
        # 4 percent" / "Barn owl numbers in the Ferrow Valley rose")
    whole = _named_whole(verbs, h_words, premise)
    fit = sorted(((len(words & h_words) / len(words | h_words), v, words, when) for v, words, when in moves if words),
                 key=lambda x: (len(whole) != 1 or x[1] is not whole[0][0], -x[0], not x[2] <= h_words))  # the one
    # subject the step names whole first ("…, while journeys in London fell" / "Bus journeys in London fell"), then
    # the nearest; a tie goes to a subject the step names whole
    if not fit or not the_steps(fit[0][2]) or (len(fit) > 1 and fit[1][0] == fit[0][0] and len(whole) != 1
                                               and (fit[1][2] <= h_words or not fit[0][2] <= h_words)):
        return "", False, frozenset()  # no subject is the step's, or two are as near ("Sales rose in Europe while sales fell in Asia")
    _, p_verb, _, p_when = fit[0]
    if (_way(p_verb) == "up") == up:
        return "", False, frozenset()
    if _opposite_named(fit[0][2], h_words):
        return "", False, frozenset()  # "… the average age of men marrying rising to 35.0 years" / "The average age
        # of women at marriage fell": a word of the step's moving thing whose opposite the sentence's names is another
        # thing
    if p_verb.pos_ == "NOUN" and not {t.lemma_.lower() for t in h_verb.doc if t.pos_ in ("PROPN", "ADJ")
                                      and t.lemma_.lower() in h_words} <= {t.lemma_.lower() for t in p_doc}:
        return "", False, frozenset()  # "… offset a rise in online grocery orders" / "Online grocery orders at Brisco's Irish stores
        # fell": a thing the sentence names nowhere is not the one its noun's phrase names
    if p_when and h_when and not (p_when <= h_when or h_when <= p_when) \
            and not (p_when <= h_words | h_when and h_when <= {t.lemma_.lower() for t in p_doc}):  # not "with
        # participation dropping to 24 per cent in some wards" / "Participation in some wards … increased to 24 per
        # cent in the local elections": each setting is the other's too
        return "", False, frozenset()  # "fell … in the treatment arm" / "rose in the control arm", "during the drought" / "after the storms"
    names = {t.lemma_.lower() for t in h_verb.doc if t.pos_ == "PROPN" and t.lemma_.lower() in h_words}
    return f"the step says '{_told(h_verb)}'; the sentence says '{_told(p_verb)}'", \
        (bool(names) and names <= fit[0][2]) or fit[0][2] == h_words, frozenset(fit[0][2])


#: a step's verb of rising or falling, by its first letters (read before any parse)
_MOVE_WORD = re.compile(r"\b(?:r[io]s|f[ae]ll|climb|gr[eo]w|increas|decreas|drop|declin|jump|plung|plumm|slump|slid|sank|"
                        r"sink|dipp?|shr[iu]nk|surg|soar|tumbl|gain|rall|rebound|widen|narrow|(?:go|goes|went|gone|going|shot|shoots|edge[sd]?|edging|tick(?:s|ed)?|crept|creep\w*|inch\w*)\s+(?:up|down))", re.IGNORECASE)
#: a figure's change told by where it came from: "62% …, up from 48% in the November wave"
_FROM = re.compile(r"\b(?P<way>up|down)\s+(?:[$€£]?\d[\d.,]*\s*(?:%|percent|per\s+cent|points?)?\s+)?from\s+(?:[$€£]?\d|"
                   r"(?:its|their|the)\s+(?:\w+\s+)?(?:close|level|figure|total|price|value)\s+(?:a|one|the)\s+(?:day|week|"
                   r"month|quarter|year)\s+(?:earlier|before)\b|"
                   r"(?<=\d%\sfrom\s)(?:the\s+(?:previous|prior|preceding)\s+year|a\s+year\s+(?:earlier|before|ago)|last\s+year)\b)|"
                   r"\ban?\s+[$€£]?\d[\d.,]*(?:\s*%|[\s-]?percent|\s+per\s+cent)\s+(?P<noun>rise|increase|gain|jump|"
                   r"growth|drop|fall|decline|decrease|dip|slump|contraction|reduction)\b|"
                   r"\b(?P<way_on>up|down)\s+[$€£]?\d[\d.,]*\s*(?:%|percent|per\s+cent|points?|m|bn|million|billion)?\s+"
                   r"on\s+(?:the\s+(?:previous|prior|preceding|same)|a\s+year|last|(?:19|20)\d\d)\b|"
                   r"\ban?\s+(?P<noun_of>cut|rise|increase|fall|reduction|drop)\s+of\s+[$€£]?\d", re.IGNORECASE)
# "184,600 cars in 2023, up 12 per cent on the previous year"; "£1.8m a year, a cut of £400,000 on its previous award"
#: nouns of a change upward, as :data:`_FROM` reads them ("a 7 percent drop from 2022")
_UP_NOUNS = frozenset("rise increase gain jump growth".split())
#: nouns of what is counted of a named thing, which a step may add to the name the sentence gives the figure
#: ("The Port of Rotterdam handled 13.4 million TEU" / "Container volumes at the Port of Rotterdam")
_MEASURES = frozenset("volume traffic throughput figure number total level output count amount activity turnover "
                      "container cargo passenger visitor".split())


def from_figure_conflict(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason the step moves the other way a figure the sentence gives "up from" or "down from" another, or "":
    "62% of the 1,450 respondents said they supported the new bus lanes, up from 48% in the November wave" / "Support
    for the new bus lanes fell between the November and March waves" (0.86 entailed before this check). The sentence
    has no verb of rising or falling; the step's subject is words of the sentence before the "up from", in its clause."""
    for one in _FROM.finditer(premise):  # each change told so, read in its own clause ("… 591,072 live births …, down
        # 2.4% from 605,479 in 2022 …, while National Records of Scotland reported 45,935 registrations, a fall of 1.4%")
        if re.match(r"\s+(?:in|of)\s+(?!the\s+previous|a\s+year|\d)", premise[one.end():]):
            continue  # "a 12 per cent fall in knee surgery", "despite a 3 per cent fall in footfall": the noun names its
            # own moving thing
        told, noun = one.group("way") or one.group("way_on"), one.group("noun") or one.group("noun_of")
        way = (told or ("up" if noun.lower() in _UP_NOUNS else "down")).lower()
        said_way = f"{way} from" if one.group("way") else re.split(r"[,;]|\.(?!\d)", premise[one.start():])[0] \
            if one.group("way_on") else one.group(0).rstrip("$€£0123456789 ")
        if reason := moved_otherwise(premise, hypothesis, parse, one.start(), way, said_way):
            return reason
    return ""


def moved_otherwise(premise: str, hypothesis: str, parse: Callable[[str], object], at: int, way: str,
                    said_way: str, share: bool = False) -> str:
    """The reason the step's one verb of rising or falling moves the other way (``way``, "up" or "down") the figure
    whose change the sentence tells at ``at`` (``said_way``, its words), where it is the step's figure
    (:func:`figure_mover`); or "". With ``share``, the figure is a percentage, and the step may call it a share,
    proportion or rate."""
    verb = figure_mover(premise, hypothesis, parse, at, share)
    return f"the step says '{_told(verb)}'; the sentence says '{said_way}'" if verb is not None and way != _way(verb) \
        else ""


def figure_mover(premise: str, hypothesis: str, parse: Callable[[str], object], at: int, share: bool = False):
    """The step's one verb of rising or falling where it moves the figure whose change the sentence tells at ``at``:
    the step's subject is words of the sentence before ``at``, in its clause, no verb of the sentence moves it, and the
    step names no year the sentence does not; else None."""
    if not set(re.findall(r"\b(?:1[89]|20)\d\d\b", hypothesis)) <= set(re.findall(r"\b(?:1[89]|20)\d\d\b", premise)):
        return None  # "reached 18 million in 2019, up from 15 million in 2018" / "fell in 2020": another year
    if not _MOVE_WORD.search(hypothesis):
        return None
    mine = _move(parse(hypothesis))
    if mine is None or not mine[1]:
        return None
    h_verb, h_words, _ = mine
    p_doc = parse(premise)
    names = {t.lemma_.lower() for t in p_doc if t.pos_ == "PROPN"}
    if any(not words or (words & h_words and not (words & names) - h_words) for _, words, _ in _moves(p_doc)):
        return None  # the sentence's own verb of rising or falling tells of the step's thing (another thing's verb,
        # "…, while the transplant waiting list climbed to 7,800", leaves the figure's move to be read, as does one
        # of a thing another name sets apart: "…, while output at its Bursa plant fell" / "Output at Ellesmere Port")
    before = re.split(r"[;]|\b(?:while|whereas|but|with)\b|,\s*and\b", premise[:at])[-1]  # "…, with
    # unemployment at 4.2%, down from 4.5%": unemployment's (not "England and Wales": one name)
    said = {stem(w) for w in re.findall(r"[A-Za-z]+", before.lower())}
    named = {w for w in h_words if w.isalpha() and w not in _OWN_FIRM and not (share and w in _SHARE_WORDS)}  # "The
    # company's pre-tax profit": the one whose figures a report gives, which it need not name
    unmet = {w for w in named if not any(_akin(x, stem(w)) for x in said)}
    if share_of({stem(w) for w in named}, said) < 1 and unmet and not _named_measure(h_verb, said):
        return None  # another figure's move ("use" is "used": a stem of three letters, which causes.meets leaves out)
    return h_verb


def move_way(verb) -> str:
    """"up" or "down" for a verb of rising or falling that :func:`figure_mover` found."""
    return _way(verb)


def _akin(said: str, step: str) -> bool:
    """Is the sentence's stem ``said`` the step's ``step`` with up to two more letters ("use" / "used"), or one of the
    two a word of the other's family, a verb's stem of four letters or more before a noun's ending ("donat" /
    "donation", "donated organs" / "Organ donation")?"""
    if said.startswith(step) and len(said) - len(step) <= 2:
        return True
    return any(len(root) >= 4 and step.startswith(root) and {step[len(root):], f"{step}e"[len(root):]} & _NOUN_ENDINGS
               for root in (said, said[:-1] + "i" if said.endswith("y") else said))  # "marry" / "marriag(e)"


#: endings that make a noun of a verb's stem ("donat" + "ion", "marri" + "age")
_NOUN_ENDINGS = frozenset({"ion", "ment", "al", "ance", "ence", "age", "ship"})
#: a step's words for the body whose figures a report gives ("the company's pre-tax profit")
_OWN_FIRM = frozenset("company firm group business organisation organization".split())
#: a step's words for what a percentage measures, which the sentence need not name ("The share of pupils who met …")
_SHARE_WORDS = frozenset("share proportion percentage rate".split())


def _named_measure(verb, said: set[str]) -> bool:
    """Is ``verb``'s subject a name the sentence's clause gives, with only words of what is counted beside it
    (:data:`_MEASURES`): "Container volumes at the Port of Rotterdam" for "The Port of Rotterdam handled …"?"""
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None:
        return False
    nouns = [t for t in subject.subtree if t.pos_ in ("NOUN", "PROPN")]
    names = {stem(t.lower_) for t in nouns if t.pos_ == "PROPN" or stem(t.lower_) in said}  # "the port", "containers"
    rest = {t.lemma_.lower() for t in subject.subtree if t.pos_ in ("NOUN", "PROPN", "ADJ") and stem(t.lower_) not in said}
    return bool(names) and names <= said and rest <= _MEASURES  # not "The retailer's online sales": another figure


#: where a sentence's clauses part: "…, a 7 percent drop from 2022, while Antwerp-Bruges handled 12.5 million TEU"
_CLAUSES = re.compile(r";|,?\s+\b(?:while|whereas|but|although|though)\b|,\s+and\b", re.IGNORECASE)


def move_of_another(premise: str, hypothesis: str, parse: Callable[[str], object]) -> str:
    """The reason a step that moves a named thing is not stated where the sentence gives that name only in a clause
    of no change and a change only in another clause, or "": "The Port of Rotterdam handled 13.4 million TEU in 2023,
    a 7 percent drop from 2022, while Antwerp-Bruges handled 12.5 million TEU" / "Antwerp-Bruges' container throughput
    also fell in 2023" (0.69 entailed before this reading)."""
    if not _MOVE_WORD.search(hypothesis) or (mine := _move(parse(hypothesis))) is None:
        return ""
    subject = next((c for c in mine[0].children if c.dep_ in ("nsubj", "nsubjpass")), None)
    names = [t.text for t in subject.subtree if t.pos_ == "PROPN"] if subject is not None else []
    if not names:
        return ""
    clauses = _CLAUSES.split(premise)
    changed = {i: m for i, c in enumerate(clauses) if (m := _FROM.search(c) or _MOVE_WORD.search(c))}
    named = [i for i, c in enumerate(clauses) if all(re.search(rf"\b{re.escape(n)}\b", c) for n in names)]
    if not changed or not named or set(named) & set(changed) \
            or not all(re.search(r"\d", clauses[i]) for i in named) \
            or any(re.search(r"\b(?:more|less|fewer|higher|lower|up|down|than)\b", clauses[i], re.IGNORECASE)
                   for i in named) \
            or any(re.search(r"\b(?:its|their|his|her)\b", clauses[i][: m.start()], re.IGNORECASE)
                   for i, m in changed.items()):  # "7 percent more than in 2022"; "its sales in Europe rose"
        return ""  # a clause of the step's name with no figure of its own sets the scene for the change ("Hotels in
        # Lisbon were fully booked …, and average room rates rose")
    others = [w for i, m in changed.items() for w in re.findall(r"(?<![.!?]\s)(?<!^)\b[A-Z][a-z]+\b",
                                                                 clauses[i][: m.start()].strip())
              if w not in names and w.lower() not in _NOT_NAMES]
    if not others:
        return ""  # "…; her levothyroxine was increased": the change may be the named one's
    return f"the sentence gives a change only of another thing than {' '.join(names)}"


#: capitalised words that name no thing of a change of its own
_NOT_NAMES = frozenset("the a an its their his her our this that these those in on at by for of january february march "
                       "april may june july august september october november december monday tuesday wednesday "
                       "thursday friday saturday sunday".split())
