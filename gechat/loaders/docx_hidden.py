"""Only visible text is evidence, DOCX side: runs a reader cannot see are left out and counted.

A run is hidden when its formatting says so:
- ``vanish``: hidden text (``w:vanish``), set on the run, in its character style, in
  its paragraph's style or in the document defaults (following ``basedOn`` chains;
  the nearest setting wins, so ``<w:vanish w:val="0"/>`` on a run shows it again);
- ``background``: its font colour within ``MIN_COLOUR_DIFFERENCE`` of what lies under
  it: the run's highlight or shading, else its paragraph's, else its table cell's,
  else the page colour (``w:background``), else white. White text in a table whose
  style shades cells (a dark header row, say) is kept: the shading that applies to
  the cell is not resolved here.

The visible text of a paragraph is exactly python-docx's ``Paragraph.text`` with the
hidden runs removed, so everything downstream reads it the same way.
"""

from __future__ import annotations

from collections import Counter

from gechat.loaders import MIN_COLOUR_DIFFERENCE

_W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
_OFF = {"0", "false", "off", "none"}
_WHITE = (1.0, 1.0, 1.0)
_HIGHLIGHTS = {  # ST_HighlightColor names
    "black": "000000", "blue": "0000FF", "cyan": "00FFFF", "green": "00FF00", "magenta": "FF00FF", "red": "FF0000",
    "yellow": "FFFF00", "white": "FFFFFF", "darkBlue": "000080", "darkCyan": "008080", "darkGreen": "008000",
    "darkMagenta": "800080", "darkRed": "800000", "darkYellow": "808000", "darkGray": "808080", "lightGray": "C0C0C0",
}
UNKNOWN = "unknown"  # a background that is shaded in a way not resolved here


def _rgb(hex6: str | None) -> tuple[float, float, float] | None:
    if not hex6 or len(hex6) != 6:
        return None
    try:
        v = int(hex6, 16)
    except ValueError:
        return None
    return ((v >> 16) & 255) / 255, ((v >> 8) & 255) / 255, (v & 255) / 255


def _shading(props) -> tuple | None:
    """The fill colour an ``w:shd`` (or ``w:highlight``) under ``props`` paints, if any."""
    if props is None:
        return None
    hl = props.find(_W + "highlight")
    if hl is not None and hl.get(_W + "val") in _HIGHLIGHTS:
        return _rgb(_HIGHLIGHTS[hl.get(_W + "val")])
    shd = props.find(_W + "shd")
    if shd is not None:
        return _rgb(shd.get(_W + "fill"))  # "auto" or absent: no fill
    return None


class RunFilter:
    """Decides which runs of one document are visible; counts the hidden characters per reason."""

    def __init__(self, document) -> None:
        self.hidden: Counter = Counter()
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
        bg = document.element.find(_W + "background")
        self._page = _rgb(bg.get(_W + "color")) if bg is not None else None

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

    def table_shaded(self, tbl) -> bool:
        """Whether the table's style shades any cells (its header row, banded rows ...)."""
        style = tbl.find(f"{_W}tblPr/{_W}tblStyle")
        return style is not None and any(shaded for _, _, shaded in self._chain(style.get(_W + "val")))

    # --- text -----------------------------------------------------------------
    def paragraph_text(self, p, cell_fill=None) -> str:
        """python-docx's ``Paragraph.text`` of the ``w:p`` element ``p`` without its hidden runs.

        ``cell_fill`` is the colour of the table cell holding it (``UNKNOWN`` when a
        table style may shade it), None outside tables.
        """
        ppr = p.find(_W + "pPr")
        style_el = ppr.find(_W + "pStyle") if ppr is not None else None
        para_style = style_el.get(_W + "val") if style_el is not None else self._normal
        under = _shading(ppr)
        if under is None:
            for _, style_ppr, _ in self._chain(para_style):
                if (under := _shading(style_ppr)) is not None:
                    break
        if under is None:
            under = cell_fill if cell_fill is not None else (self._page or _WHITE)
        parts = []
        for el in p.xpath("w:r | w:hyperlink"):
            for r in (el,) if el.tag == _W + "r" else el.xpath("w:r"):
                text = r.text
                reason = self._hidden(r, para_style, under) if text else None
                if reason:
                    self.hidden[reason] += sum(1 for c in text if not c.isspace())
                else:
                    parts.append(text)
        return "".join(parts)

    def cell_text(self, tc, table_shaded: bool) -> str:
        """python-docx's ``_Cell.text`` without hidden runs."""
        fill = _shading(tc.find(_W + "tcPr"))
        if fill is None and table_shaded:
            fill = UNKNOWN
        return "\n".join(self.paragraph_text(p, fill) for p in tc.iterchildren(_W + "p"))

    def _hidden(self, r, para_style: str | None, under) -> str | None:
        rpr = r.find(_W + "rPr")
        style_el = rpr.find(_W + "rStyle") if rpr is not None else None
        char_style = style_el.get(_W + "val") if style_el is not None else None
        vanish = self._run_prop("vanish", rpr, char_style, para_style)
        if vanish is not None and vanish.get(_W + "val", "true").lower() not in _OFF:
            return "vanish"
        colour = self._run_prop("color", rpr, char_style, para_style)
        ink = _rgb(colour.get(_W + "val")) if colour is not None else None  # "auto": black or white, always readable
        if ink is None:
            return None
        own = _shading(rpr)
        if own is None:
            for r_props, _, _ in self._chain(char_style):
                if (own := _shading(r_props)) is not None:
                    break
        ground = own if own is not None else under
        if ground == UNKNOWN:
            return None
        if all(abs(a - b) < MIN_COLOUR_DIFFERENCE for a, b in zip(ink, ground)):
            return "background"
        return None


def _styles_part(document):
    try:
        return document.part._styles_part
    except Exception:  # a package without a styles part: no styles to resolve
        return None
