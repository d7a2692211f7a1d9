"""Only visible text is evidence, DOCX side: runs a reader cannot see are left out and counted.

Which runs a paragraph shows: every ``w:r`` in document order, directly in the
paragraph or inside ``w:hyperlink``, ``w:ins`` (tracked insertions), ``w:moveTo``,
``w:fldSimple``, inline content controls (``w:sdt/w:sdtContent``), ``w:smartTag``,
``w:customXml``, ``w:dir`` and ``w:bdo``, at any depth. Runs under ``w:del`` and
``w:moveFrom`` (tracked deletions) are not shown, nor is a complex field's code
(``w:instrText``, and any text between ``w:fldChar`` ``begin`` and ``separate``); its
result (after ``separate``) is. Other paragraph children (``mc:AlternateContent``, math,
drawings) are not read. Field state is reset at each paragraph, so a field code spanning
paragraphs shows its later paragraphs' ``w:t`` text. Deleted text and field codes are
not counted as hidden. For an ordinary paragraph the result equals python-docx's
``Paragraph.text``, so everything downstream reads it the same way.

A shown run is hidden when its formatting says so, with the first reason that applies:

- ``vanish``: hidden text (``w:vanish`` or ``w:specVanish``);
- ``tiny``: a font size (``w:sz``; ``w:szCs`` for right-to-left / complex-script runs and
  for Arabic, Hebrew, Indic or Thai letters, as Word sizes them; a run mixing both kinds is
  tiny only when both sizes are) below ``min_font_pt`` (``Settings.min_font_pt``), or a
  character width (``w:w``) of 10 % or less;
- ``background``: its font colour (``w:color``, theme colours resolved,
  :mod:`gechat.loaders.docx_theme`) within ``MIN_COLOUR_DIFFERENCE`` of what lies under
  it: the run's highlight or shading, else its paragraph's, else its table cell's, else
  the table's, else the page colour (``w:background``), else white; a shading or highlight
  turned off by direct formatting (``clear`` with an ``auto`` fill, highlight ``none``) stops
  the style's from showing through. White text in a table
  whose style shades cells (a dark header row, say) is kept: the shading that applies to
  the cell is not resolved here, nor are shading patterns other than clear, solid and pctNN.

Each property is taken from the run, else its character style, else its paragraph's
style, else the document defaults (following ``basedOn`` chains; the nearest setting
wins, so ``<w:vanish w:val="0"/>`` on a run shows it again).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from gechat.loaders import MIN_COLOUR_DIFFERENCE
from gechat.loaders.docx_theme import NONE, UNKNOWN, WHITE, Theme

__all__ = ["UNKNOWN", "RunFilter"]

_W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
_OFF = {"0", "false", "off", "none"}
_R, _SDT, _SDT_CONTENT, _FLD_CHAR = (_W + t for t in ("r", "sdt", "sdtContent", "fldChar"))
#: paragraph children whose runs are shown (w:sdt only through its w:sdtContent)
_CONTAINERS = frozenset(_W + t for t in ("hyperlink", "ins", "moveTo", "fldSimple", "smartTag", "customXml", "dir", "bdo"))
#: run children with a text equivalent, as python-docx's ``CT_R.text`` reads them
_TEXT = frozenset(_W + t for t in ("br", "cr", "noBreakHyphen", "ptab", "t", "tab"))
MIN_WIDTH_PERCENT = 10  # w:w at or below this squeezes characters to unreadable slivers


def shown_runs(parent) -> Iterator:
    """The ``w:r`` elements of a paragraph (or container) a reader sees, in document order."""
    for child in parent.iterchildren():
        if child.tag == _R:
            yield child
        elif child.tag in _CONTAINERS:
            yield from shown_runs(child)
        elif child.tag == _SDT:
            for content in child.iterchildren(_SDT_CONTENT):
                yield from shown_runs(content)


def _on(el) -> bool:
    return el is not None and el.get(_W + "val", "true").lower() not in _OFF


def _number(el) -> float | None:
    try:
        return float(el.get(_W + "val", "").rstrip("%")) if el is not None else None
    except ValueError:
        return None


class RunFilter:
    """Decides which runs of one document are visible; counts the hidden characters per reason."""

    def __init__(self, document, min_font_pt: float = 0.0) -> None:
        """Reads the styles, theme and page colour of python-docx ``document``; runs set below
        ``min_font_pt`` points (``Settings.min_font_pt``; 0 keeps every size) are ``tiny``."""
        self.hidden: Counter = Counter()
        self.min_font_pt = min_font_pt
        self.theme = Theme(document)
        self._styles: dict[str, tuple] = {}  # styleId -> (basedOn, rPr, pPr, has shading)
        self._defaults = None
        self._normal: str | None = None  # the default paragraph style, for paragraphs that name none
        self._inherited: dict[tuple, object] = {}  # (tag, character style, paragraph style) -> element from styles
        styles = _styles_part(document)
        if styles is not None:
            root = styles.element
            self._defaults = root.find(f"{_W}docDefaults/{_W}rPrDefault/{_W}rPr")
            for st in root.iterfind(_W + "style"):
                if st.get(_W + "type") == "paragraph" and st.get(_W + "default") in ("1", "true", "on"):
                    self._normal = st.get(_W + "styleId")
                based = st.find(_W + "basedOn")
                self._styles[st.get(_W + "styleId")] = (
                    None if based is None else based.get(_W + "val"),
                    st.find(_W + "rPr"),
                    st.find(_W + "pPr"),
                    st.find(f".//{_W}shd") is not None,
                )
        self._page = self.theme.ink(document.element.find(_W + "background"))

    # --- style chains ---------------------------------------------------------
    def _chain(self, style_id: str | None):
        seen = set()
        while style_id and style_id in self._styles and style_id not in seen:
            seen.add(style_id)
            based, rpr, ppr, shaded = self._styles[style_id]
            yield rpr, ppr, shaded
            style_id = based

    def _run_prop(self, tag: str, rpr, char_style: str | None, para_style: str | None):
        """The nearest ``tag`` element: on the run, its character style, its paragraph style, the defaults."""
        if rpr is not None and (el := rpr.find(_W + tag)) is not None:
            return el
        key = (tag, char_style, para_style)
        if key not in self._inherited:
            self._inherited[key] = next(
                (el for props in (*(r for r, _, _ in self._chain(char_style)), *(r for r, _, _ in self._chain(para_style)),
                                  self._defaults)
                 if props is not None and (el := props.find(_W + tag)) is not None),
                None,
            )
        return self._inherited[key]

    def table_ground(self, tbl):
        """What lies under a table's cells: its own shading (``w:tblPr/w:shd``), else ``UNKNOWN``
        when its style shades any cells (a header row, banded rows ...), else None (the page)."""
        tbl_pr = tbl.find(_W + "tblPr")
        ground = self.theme.shading(tbl_pr)
        if ground is not None:
            return None if ground == NONE else ground
        style = tbl_pr.find(_W + "tblStyle") if tbl_pr is not None else None
        if style is not None and any(shaded for _, _, shaded in self._chain(style.get(_W + "val"))):
            return UNKNOWN
        return None

    # --- text -----------------------------------------------------------------
    def paragraph_text(self, p, cell_fill=None) -> str:
        """The text a reader sees in the ``w:p`` element ``p``: its shown runs without the hidden ones.

        ``cell_fill`` is the colour of the table cell holding it (``UNKNOWN`` when a
        table style may shade it), None outside tables.
        """
        ppr = p.find(_W + "pPr")
        style_el = ppr.find(_W + "pStyle") if ppr is not None else None
        para_style = style_el.get(_W + "val") if style_el is not None else self._normal
        under = self.theme.shading(ppr)
        if under is None:
            for _, style_ppr, _ in self._chain(para_style):
                if (under := self.theme.shading(style_ppr)) is not None:
                    break
        if under is None or under == NONE:
            under = cell_fill if cell_fill is not None else (self._page or WHITE)
        parts = []
        fields: list[bool] = []  # open complex fields, innermost last: True while in its code
        for r in shown_runs(p):
            pieces = []
            for child in r.iterchildren():
                if child.tag == _FLD_CHAR:
                    kind = child.get(_W + "fldCharType")
                    if kind == "begin":
                        fields.append(True)
                    elif kind == "separate" and fields:
                        fields[-1] = False
                    elif kind == "end" and fields:
                        fields.pop()
                elif child.tag in _TEXT and not any(fields):
                    pieces.append(str(child))
            text = "".join(pieces)
            reason = self._hidden(r, para_style, under, text) if text else None
            if reason:
                self.hidden[reason] += sum(1 for c in text if not c.isspace())
            else:
                parts.append(text)
        return "".join(parts)

    def cell_text(self, tc, table_ground=None) -> str:
        """python-docx's ``_Cell.text`` without hidden runs (content controls and custom XML read through).

        ``table_ground`` is :meth:`table_ground` of its table.
        """
        fill = self.theme.shading(tc.find(_W + "tcPr"))
        if fill is None:
            fill = table_ground
        elif fill == NONE:  # the cell turns the table's shading off: the page shows
            fill = None
        return "\n".join(self.paragraph_text(p, fill) for p in _cell_paragraphs(tc))

    def _hidden(self, r, para_style: str | None, under, text: str = "") -> str | None:
        rpr = r.find(_W + "rPr")
        style_el = rpr.find(_W + "rStyle") if rpr is not None else None
        char_style = style_el.get(_W + "val") if style_el is not None else None

        def prop(tag: str):
            return self._run_prop(tag, rpr, char_style, para_style)

        if _on(prop("vanish")) or _on(prop("specVanish")):
            return "vanish"
        # Word sizes right-to-left and complex-script letters (Arabic, Hebrew, the Indic scripts, Thai) by szCs,
        # the others by sz: a run is tiny when the size of each kind of letter it holds is
        if _on(prop("rtl")) or _on(prop("cs")):
            kinds = ["szCs"]
        else:
            scripts = {_complex(c) for c in text if c.isalpha()}
            kinds = ["szCs" if cs else "sz" for cs in scripts] or ["sz"]
        sizes = [_number(prop(kind)) for kind in kinds]
        half_points = None if None in sizes else max(sizes)
        if half_points is not None and half_points / 2 < self.min_font_pt:
            return "tiny"
        width = _number(prop("w"))
        if width is not None and width <= MIN_WIDTH_PERCENT:
            return "tiny"
        ink = self.theme.ink(prop("color"))  # "auto": black or white, always readable
        if ink is None:
            return None
        own = self.theme.shading(rpr)
        if own is None:
            for r_props, _, _ in self._chain(char_style):
                if (own := self.theme.shading(r_props)) is not None:
                    break
        ground = own if own is not None and own != NONE else under
        if ground == UNKNOWN:
            return None
        if all(abs(a - b) < MIN_COLOUR_DIFFERENCE for a, b in zip(ink, ground)):
            return "background"
        return None


def _complex(c: str) -> bool:
    """Is ``c`` a letter of a right-to-left or complex script (Hebrew, Arabic, Syriac, Thaana, the Indic
    scripts, Thai, Lao, and the Arabic and Hebrew presentation forms)?"""
    o = ord(c)
    return 0x0590 <= o <= 0x0EFF or 0xFB1D <= o <= 0xFDFF or 0xFE70 <= o <= 0xFEFF


def _cell_paragraphs(tc) -> Iterator:
    """The ``w:p`` children of a cell, and those inside its block-level content controls and custom XML."""
    for child in tc.iterchildren():
        if child.tag == _W + "p":
            yield child
        elif child.tag == _SDT:
            for content in child.iterchildren(_SDT_CONTENT):
                yield from _cell_paragraphs(content)
        elif child.tag == _W + "customXml":
            yield from _cell_paragraphs(child)


def _styles_part(document):
    try:
        return document.part._styles_part
    except Exception:  # a package without a styles part: no styles to resolve
        return None
