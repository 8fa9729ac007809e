/**
 * The guide as a PDF: its text laid out as an A4 HTML page and printed by Chromium, tagged and
 * with an outline, page numbers in the footer.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright';
import { pdfFileName } from '../src/lib/guideMedia.ts';
import type { GuideDocument } from './guide-media-content.ts';
import { escapeHtml, FONT_CSS, LOGO_SVG } from './guide-media-html.ts';
import { ROOT } from './lib.ts';

function guideHtml(doc: GuideDocument): string {
  const sections = doc.sections
    .map((section, i) => {
      const paragraphs = (section.paragraphs ?? []).map((p) => `<p>${escapeHtml(p)}</p>`).join('');
      const list = section.list?.length
        ? `<ul class="${section.checklist ? 'check' : 'dots'}">${section.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
        : '';
      const example = section.example
        ? `<aside class="example"><strong>${escapeHtml(section.example.label)}</strong><p>${escapeHtml(section.example.text)}</p></aside>`
        : '';
      const after = (section.after ?? []).map((p) => `<p>${escapeHtml(p)}</p>`).join('');
      return `<section><h2><span class="num">${i + 1}</span>${escapeHtml(section.title)}</h2>${paragraphs}${list}${example}${after}</section>`;
    })
    .join('');
  const font = doc.language === 'ar' ? "'Cairo','Inter',sans-serif" : "'Inter',sans-serif";
  return `<!doctype html><html lang="${doc.language}" dir="${doc.dir}"><head><meta charset="utf-8"><title>${escapeHtml(doc.title)}</title><style>
${FONT_CSS}
@page{size:A4;margin:18mm 18mm 20mm}
*{box-sizing:border-box}
body{font-family:${font};font-size:10.5pt;line-height:1.55;color:#1a1b1e;margin:0}
.cover{background:linear-gradient(135deg,#223890,#3b5bdb);color:#fff;border-radius:14px;padding:28px 30px 30px;margin-bottom:22px}
.brand{display:flex;align-items:center;gap:10px;font-weight:800;font-size:16pt;margin-bottom:18px}
.brand svg rect,.brand svg path{fill:#fff}.brand svg g{stroke:#3b5bdb}
.kicker{font-size:10pt;font-weight:700;${doc.language === 'ar' ? '' : 'text-transform:uppercase;letter-spacing:0.08em;'}opacity:0.9;margin:0 0 6px}
h1{font-size:25pt;line-height:1.15;margin:0 0 12px;font-weight:800;letter-spacing:-0.02em}
.intro{font-size:11.5pt;margin:0;opacity:0.95}
section{break-inside:avoid-page;margin:0 0 16px;padding-bottom:4px}
h2{display:flex;align-items:center;gap:10px;font-size:14pt;color:#223890;margin:0 0 6px;font-weight:800;break-after:avoid}
.num{display:inline-flex;align-items:center;justify-content:center;width:24px;height:24px;border-radius:50%;background:#3b5bdb;color:#fff;font-size:10.5pt;flex:none}
p{margin:0 0 7px}
ul{margin:4px 0 8px;padding-inline-start:0;list-style:none}
li{position:relative;padding-inline-start:22px;margin-bottom:4px}
ul.dots li::before{content:'';position:absolute;inset-inline-start:6px;top:0.62em;width:6px;height:6px;border-radius:50%;background:#3b5bdb}
ul.check li::before{content:'';position:absolute;inset-inline-start:0;top:0.3em;width:11px;height:11px;border:1.6px solid #3b5bdb;border-radius:3px}
.example{background:#eef2ff;border-inline-start:4px solid #3b5bdb;border-radius:8px;padding:10px 14px;margin:8px 0}
.example strong{display:block;color:#223890;margin-bottom:4px}
.example p{margin:0;font-style:${doc.language === 'ar' ? 'normal' : 'italic'}}
.end{margin-top:18px;padding-top:10px;border-top:1px solid #dee2e6;color:#5c636a;font-size:9pt}
</style></head><body>
<header class="cover"><div class="brand">${LOGO_SVG.replace('width="44" height="44"', 'width="30" height="30"')}<span>Vozly</span></div>
<p class="kicker">${escapeHtml(doc.kicker)}</p><h1>${escapeHtml(doc.title)}</h1><p class="intro">${escapeHtml(doc.intro)}</p></header>
${sections}
<p class="end">${escapeHtml(doc.footer)}</p>
</body></html>`;
}

/** The guide of a document, written to `publicDir`. */
export async function makePdf(browser: Browser, doc: GuideDocument, publicDir: string): Promise<void> {
  const page = await browser.newPage();
  await page.setContent(guideHtml(doc), { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const file = path.join(publicDir, 'downloads', pdfFileName(doc.language));
  await page.pdf({
    path: file,
    format: 'A4',
    printBackground: true,
    preferCSSPageSize: true,
    displayHeaderFooter: true,
    headerTemplate: '<span></span>',
    // Digits only: the footer is drawn without the page's web fonts.
    footerTemplate:
      '<div style="width:100%;font-size:8px;color:#5c636a;text-align:center;font-family:sans-serif">Vozly · <span class="pageNumber"></span> / <span class="totalPages"></span></div>',
    tagged: true,
    outline: true,
  });
  await page.close();
  console.log(`[media] ${path.relative(ROOT, file)}: ${Math.round(statSync(file).size / 1024)} KB`);
}
