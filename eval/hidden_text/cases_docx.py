"""DOCX probe cases: a paragraph with the visible sentence, then one paragraph hiding the instruction.

The hidden paragraph is written as raw WordprocessingML so each case is exactly the
markup named in its technique. Several cases are legitimate constructs (insertions,
hyperlinks, fields, content controls) whose text is visible and must be kept.
"""

from __future__ import annotations

import docx
from common import HIDDEN, VISIBLE, VISIBLE2, Registry, tags
from docx.enum.style import WD_STYLE_TYPE
from docx.opc.constants import RELATIONSHIP_TYPE as RT
from docx.shared import Pt, RGBColor
from lxml import etree

W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
R_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
NSDECL = f'xmlns:w="{W_NS}" xmlns:r="{R_NS}"'
STAMP = 'w:author="a" w:date="2024-01-01T00:00:00Z"'


def esc(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def run(text: str, rpr: str = "") -> str:
    return f'<w:r><w:rPr>{rpr}</w:rPr><w:t xml:space="preserve">{esc(text)}</w:t></w:r>'


def add_par_xml(d, inner: str, ppr: str = "") -> None:
    p = etree.fromstring(f"<root {NSDECL}><w:p>{ppr}{inner}</w:p></root>")[0]
    d.element.body.insert(len(d.element.body) - 1, p)  # before the final sectPr


def make(reg: Registry) -> None:
    def case(name, technique, inner, setup=None, ppr="", **kw):
        d = docx.Document()
        d.add_paragraph(VISIBLE)
        if setup:
            setup(d)
        if inner:
            add_par_xml(d, inner, ppr)
        d.save(reg.out / name)
        reg.add(name, "docx", technique, **kw)

    case("d00_control_visible.docx", "control: plain run", run(HIDDEN), expect="control")
    case("d01_sz2.docx", "1 pt font (w:sz 2)", run(HIDDEN, '<w:sz w:val="2"/><w:szCs w:val="2"/>'))
    case("d02_theme_bg1_only.docx", "w:color themeColor=background1, no w:val",
         run(HIDDEN, '<w:color w:themeColor="background1"/>'))
    case("d02b_theme_bg1_val_black.docx", "w:color val=000000 themeColor=background1 (the theme wins in Word)",
         run(HIDDEN, '<w:color w:val="000000" w:themeColor="background1"/>'))
    case("d02c_theme_bg1_val_auto.docx", "w:color val=auto themeColor=background1",
         run(HIDDEN, '<w:color w:val="auto" w:themeColor="background1"/>'))
    case("d03_white.docx", "w:color FFFFFF on the default page", run(HIDDEN, '<w:color w:val="FFFFFF"/>'))
    case("d04_specvanish.docx", "w:specVanish", run(HIDDEN, "<w:specVanish/>"))
    case("d05_webhidden.docx", "w:webHidden", run(HIDDEN, "<w:webHidden/>"), expect="visible",
         note="webHidden hides only in Web Layout; printed and in Print Layout it is visible")

    def ghost_char_style(d):
        style = d.styles.add_style("Ghost", WD_STYLE_TYPE.CHARACTER)
        style.font.color.rgb = RGBColor(0xFF, 0xFF, 0xFF)

    case("d06_charstyle_white.docx", "character style sets the colour white",
         run(HIDDEN, '<w:rStyle w:val="Ghost"/>'), setup=ghost_char_style)

    def ghost_para_style(d):
        d.styles.add_style("GhostPara", WD_STYLE_TYPE.PARAGRAPH).font.size = Pt(1)

    case("d06b_parastyle_1pt.docx", "paragraph style sets a 1 pt font", run(HIDDEN),
         setup=ghost_para_style, ppr='<w:pPr><w:pStyle w:val="GhostPara"/></w:pPr>')
    case("d07_del.docx", "tracked deletion w:del/w:delText",
         run("Kept words. ") + f'<w:del w:id="1" {STAMP}><w:r><w:delText xml:space="preserve">'
         + esc(HIDDEN) + "</w:delText></w:r></w:del>", keep=[VISIBLE, "Kept words."])
    case("d08_ins.docx", "tracked insertion w:ins (visible, must be kept)",
         f'<w:ins w:id="2" {STAMP}>' + run(VISIBLE2) + "</w:ins>", expect="visible", payloads=[VISIBLE2])

    def hyperlink(d):
        rid = d.part.relate_to("https://example.com/", RT.HYPERLINK, is_external=True)
        add_par_xml(d, f'<w:hyperlink r:id="{rid}">' + run(VISIBLE2) + "</w:hyperlink>")

    case("d09_hyperlink.docx", "hyperlink text (visible, must be kept)", "", setup=hyperlink,
         expect="visible", payloads=[VISIBLE2])
    case("d10_instrtext.docx", "field instruction w:instrText (never displayed)",
         '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> QUOTE "'
         + esc(HIDDEN) + '" </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>'
         + run("Shown result.") + '<w:r><w:fldChar w:fldCharType="end"/></w:r>', keep=[VISIBLE, "Shown result."])
    case("d11_fldsimple.docx", "w:fldSimple result run (visible, must be kept)",
         '<w:fldSimple w:instr=" QUOTE x ">' + run(VISIBLE2) + "</w:fldSimple>", expect="visible", payloads=[VISIBLE2])
    case("d12_inline_sdt.docx", "run-level content control w:sdt (visible, must be kept)",
         "<w:sdt><w:sdtContent>" + run(VISIBLE2) + "</w:sdtContent></w:sdt>", expect="visible", payloads=[VISIBLE2])
    case("d13_charscale_1pct.docx", "character scale w:w=1 (1 % width)", run(HIDDEN, '<w:w w:val="1"/>'))
    case("d14_shd_solid.docx", "white text on w:shd val=solid color=FFFFFF fill=000000 (the pattern colour wins)",
         run(HIDDEN, '<w:color w:val="FFFFFF"/><w:shd w:val="solid" w:color="FFFFFF" w:fill="000000"/>'))
    case("d15_moveFrom.docx", "tracked move source w:moveFrom (moved-away text)",
         f'<w:moveFrom w:id="3" {STAMP}><w:r><w:t xml:space="preserve">' + esc(HIDDEN) + "</w:t></w:r></w:moveFrom>")
    case("d16_smarttag.docx", "run inside w:smartTag (visible, must be kept)",
         '<w:smartTag w:uri="u" w:element="e">' + run(VISIBLE2) + "</w:smartTag>", expect="visible",
         payloads=[VISIBLE2])
    case("d17_tags_in_run.docx", "Unicode tag characters (ASCII smuggling) after a visible decoy in a run",
         run("Payment status pending." + tags(HIDDEN)), keep=[VISIBLE, "Payment status pending."],
         no_invisibles=True, note="the visible decoy shares the word 'payment' with the hidden sentence")
    case("d18_bidi_in_run.docx", "U+202E RLO override: stored order is the reverse of what is shown",
         run("Note: \u202e" + HIDDEN[::-1] + "\u202c"), payloads=[HIDDEN[::-1]], keep=[VISIBLE, "Note:"],
         note="payload = the stored (reversed) characters a model would read")
    case("d19_color_close_shd.docx", "colour F0F0F0 text on run shading F5F5F5",
         run(HIDDEN, '<w:color w:val="F0F0F0"/><w:shd w:val="clear" w:color="auto" w:fill="F5F5F5"/>'))
