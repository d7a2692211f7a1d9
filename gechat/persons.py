"""A who-question that asks for the person holding a role, and whether a name may be a person's.

"Who was the first President of the United States?" asks for someone who holds a role the question names. A sentence
that names only a law, an assembly or a country beside the role ("The E-Government Act of 2002 (Public Law 107-347),
passed by the … Congress and signed into law by the President …") names no one who holds it, though it holds
capitalised names the question does not: :func:`role_asked` reads the role, :func:`may_be_person` whether a name could
be a person's.

The role is the head noun of "who was/were the … ROLE (of …)", a past holder, when WordNet's first sense of it is an office or a tie
one person holds (a leader, an officer, a relative, a maker of works, a servant, an official, a ruler: "president",
"director", "lieutenant", "housekeeper", "composer"; not "server" or "compiler", nor "trustee" or "bidder", which
organisations are as often, nor "manager" or "developer", :data:`ORGANISATION_ROLES`). "Who is the authorizing
official?" is not read: a present role is answered by what it is as often ("a senior federal official with the
authority to …"); nor is "Which US president signed …?": "which ROLE" questions are answered by a narrower role as
often ("Which official signs the form?" / "The contracting officer signs it").

A name may be a person's unless one of its words is one whose first sense WordNet gives as an organisation, a group,
a document, a place or a building and every other word a common word ("Public Law", "Congress", "E-Government Act",
"Department of Commerce", "United States", "the White House"), none of them one of its senses gives as a person or
names; a role ("Chief Information Officer"), a word WordNet does not know ("Telyanin"), one it also gives as a person
or a named one ("Washington", "Baker", "London") keeps the name a possible person, as does a courtesy title ("Mrs.
Reynolds"); a name of common words alone ("Kitty Bennet", "Frank Little") is read as a possible person.

Both readings come from WordNet 3.0 through three word lists ``scripts/build_person_words.py`` writes into
``gechat/assets`` (about 200 KB; WordNet itself takes about 6 s and 300 MB to load, which a who-question should not
cost).
"""

from __future__ import annotations

import gzip
import re
from functools import cache
from importlib import resources

from gechat.relevance import PERSON_TITLES

#: "who is/was the first President (of …)": the words before what follows the role
_WHO_ROLE = re.compile(
    r"^\s*who(?:m)?\s+(?:was|were)\s+(?:the\s+)?(?P<np>[^?,;]*?)"
    r"(?=\s+(?:of|in|at|for|on|to|from|with|when|while|who|whom|that|which|during|under|since|before|after|"
    r"between|among|behind|whose)\b|\s*[?,;]|\s*$)", re.IGNORECASE)
#: roles organisations fill as often as people: a company may be the developer, a fund's manager a group
ORGANISATION_ROLES = frozenset(
    "manager administrator developer producer maker employer partner executive monitor handler adapter initiator "
    "innovator originator pioneer proposer nominator licenser hirer trainer outfitter grower breeder farmer planter "
    "cultivator landscaper superior insider".split())
#: words a name may hold that name nothing themselves: "Department *of* Commerce"
_JOINERS = frozenset({"of", "the", "and", "for", "on", "&"})


@cache
def _words(name: str) -> frozenset[str]:
    data = resources.files("gechat").joinpath(f"assets/{name}.txt.gz").read_bytes()
    return frozenset(gzip.decompress(data).decode().split())


def _forms(word: str) -> tuple[str, ...]:
    """``word`` and the singulars it may be the plural of ("secretaries", "states", "chairmen")."""
    out = [word]
    if word.endswith("ies"):
        out.append(word[:-3] + "y")
    if word.endswith("es"):
        out.append(word[:-2])
    if word.endswith("s") and not word.endswith("ss"):
        out.append(word[:-1])
    if word.endswith("men"):
        out.append(word[:-3] + "man")
    return tuple(out)


def is_role(word: str) -> bool:
    """Is ``word`` (a noun, singular or plural) an office or a tie one person holds ("president", "sisters")?"""
    forms = _forms(word.lower())
    return not ORGANISATION_ROLES.intersection(forms) and bool(_words("person_roles").intersection(forms))


def role_asked(question: str) -> str:
    """The role ``question`` asks someone by ("president" for "Who was the first President of the United States?"),
    or ""."""
    m = _WHO_ROLE.match(question)
    if not m or not m.group("np").split():
        return ""
    head = re.sub(r"[^\w-]", "", m.group("np").split()[-1]).lower()
    return head if head.isalpha() and is_role(head) else ""


def _known(word: str, kind: str) -> bool:
    """Is ``word`` (or the singular of it, for a word WordNet does not know as written: "States") on list ``kind``?"""
    words = _words(kind)
    if word in words:
        return True
    return not any(word in _words(k) for k in ("institution_words", "common_words", "person_roles")) and any(
        f in words for f in _forms(word)[1:])


def may_be_person(name: str, before: str = "") -> bool:
    """May the capitalised ``name`` (as a sentence writes it) be a person's? ``before``: the text before it, whose
    last word may be a courtesy title ("Mr." before "Field")."""
    last = re.findall(r"[A-Za-z]+", before[-12:])
    if last and last[-1].lower() in PERSON_TITLES:
        return True
    words = [w.strip("'’.").lower().rsplit("-", 1)[-1] for w in re.findall(r"[A-Za-z][\w'’.-]*", name)]
    words = [w for w in words if w and w not in _JOINERS]  # "E-Government": its last part
    if not words or any(w in PERSON_TITLES for w in words):
        return True  # "Mrs" of "Mrs. Reynolds", whose name the pattern leaves after the full stop
    institution = [_known(w, "institution_words") for w in words]
    return not (any(institution) and all(i or _known(w, "common_words") for i, w in zip(institution, words)))
