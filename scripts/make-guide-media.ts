/**
 * `node scripts/make-guide-media.ts`: regenerates the media of the guide page (the walkthrough video and its PDF)
 * in public/, with the names src/lib/guideMedia.ts expects:
 *
 * - public/videos/vozly-guide-{en,es}.{webm,mp4}: a narrated walkthrough of how the service
 *   works, eight titled slides (HTML rendered to PNG by Chromium through Playwright), spoken by
 *   espeak-ng and assembled by ffmpeg (WebM with VP9 and Opus; MP4 with H.264 and AAC);
 * - public/videos/vozly-guide-{en,es}-poster.jpg: the first slide, shown before playing;
 * - public/videos/vozly-guide-en.{en,ar}.vtt and vozly-guide-es.es.vtt: WebVTT captions, one cue
 *   per spoken sentence, timed from the synthesized audio (the Arabic captions translate the
 *   English narration);
 * - public/downloads/vozly-guide-{en,es,ar}.pdf: the exclusive guide, HTML printed to A4 PDF by
 *   Chromium, with the plan's terms taken from src/lib/annualPlanTerms.ts.
 *
 * What the videos say and what the guides read is in scripts/guide-media/, one JSON file a video
 * (`video-{en,es}.json`) and a guide (`guide-{en,es,ar}.json`).
 *
 * Needs ffmpeg, ffprobe and espeak-ng (Debian packages) and Chromium (CHROME_PATH or
 * /usr/bin/chromium). Options: `--only=videos` or `--only=pdf`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright';
import { captionsPath, pdfFileName, videoBase, type MediaLanguage } from '../src/lib/guideMedia.ts';
import { ANNUAL_PLAN } from '../src/lib/annualPlanTerms.ts';
import { chromeArgs, chromePath } from '../tests/e2e/browser.ts';
import { ROOT } from './lib.ts';

const PUBLIC = path.join(ROOT, 'public');
/** What the videos say and the guides read, one JSON file a language (`{{monthly}}` and the like: the plan's numbers). */
const CONTENT = path.join(ROOT, 'scripts', 'guide-media');
const FONTS = path.join(ROOT, 'node_modules', '@fontsource-variable');
const WIDTH = 1280;
const HEIGHT = 720;
/** Silence before the first sentence of a slide, between sentences, and after a slide's last one. */
const LEAD_IN = 0.7;
const GAP = 0.45;
const TAIL = 1.1;

// ---------------------------------------------------------------------------------------------
// Content
// ---------------------------------------------------------------------------------------------

interface Sentence {
  /** What is spoken (and captioned in the video's language). */
  say: string;
  /** The Arabic caption of an English sentence. */
  ar?: string;
}

interface Slide {
  kicker: string;
  title: string;
  bullets: string[];
  sentences: Sentence[];
}

interface VideoScript {
  language: 'en' | 'es';
  /** espeak-ng voice. */
  voice: string;
  footer: string;
  slides: Slide[];
}

interface GuideSection {
  title: string;
  paragraphs?: string[];
  list?: string[];
  /** A list of things to tick. */
  checklist?: boolean;
  example?: { label: string; text: string };
  after?: string[];
}

interface GuideDocument {
  language: MediaLanguage;
  dir: 'ltr' | 'rtl';
  kicker: string;
  title: string;
  intro: string;
  sections: GuideSection[];
  footer: string;
}

/** The plan's numbers, written for one language. */
function planNumbers(language: MediaLanguage) {
  const money = (value: number) =>
    new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, useGrouping: 'always' }).format(value);
  const number = (value: number) => new Intl.NumberFormat(language, { useGrouping: 'always' }).format(value);
  return {
    monthly: money(ANNUAL_PLAN.monthlyPriceEur),
    minutes: number(ANNUAL_PLAN.includedInboundMinutesPerMonth),
    months: number(ANNUAL_PLAN.minimumTermMonths),
    firstYear: money(ANNUAL_PLAN.firstYearTotalEurExVat),
    notice: number(ANNUAL_PLAN.cancellationNoticeDays),
  };
}

/**
 * A content file of scripts/guide-media/ (the spoken script of a video, or the text of a guide),
 * with `{{name}}` replaced by `values[name]`.
 */
function readContent<T>(file: string, values: Record<string, string> = {}): T {
  const text = readFileSync(path.join(CONTENT, file), 'utf8').replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${file}: no value for {{${name}}}`);
    // Written inside a JSON string.
    return JSON.stringify(value).slice(1, -1);
  });
  return JSON.parse(text) as T;
}

const videoScript = (language: VideoScript['language']) => readContent<VideoScript>(`video-${language}.json`);
/** The guide of one language, with the plan's numbers written for it. */
const guideDocument = (language: MediaLanguage) => readContent<GuideDocument>(`guide-${language}.json`, planNumbers(language));

// ---------------------------------------------------------------------------------------------
// Rendering helpers
// ---------------------------------------------------------------------------------------------

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function fontFace(family: string, file: string, range?: string): string {
  const data = readFileSync(path.join(FONTS, file)).toString('base64');
  return `@font-face{font-family:'${family}';src:url(data:font/woff2;base64,${data}) format('woff2');font-weight:100 900;font-style:normal;font-display:block;${range ? `unicode-range:${range};` : ''}}`;
}

const FONT_CSS = [
  fontFace('Inter', 'inter/files/inter-latin-wght-normal.woff2'),
  fontFace(
    'Inter',
    'inter/files/inter-latin-ext-wght-normal.woff2',
    'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
  ),
  fontFace('Cairo', 'cairo/files/cairo-arabic-wght-normal.woff2'),
].join('\n');

const LOGO_SVG = `<svg width="44" height="44" viewBox="0 0 32 32" aria-hidden="true"><rect x="1" y="1" width="30" height="26" rx="9" fill="#3b5bdb"/><path d="M9 27 L9 31 L14 27 Z" fill="#3b5bdb"/><g stroke="#fff" stroke-width="2.4" stroke-linecap="round"><line x1="9" y1="12" x2="9" y2="16"/><line x1="13" y1="8.5" x2="13" y2="19.5"/><line x1="17" y1="10.5" x2="17" y2="17.5"/><line x1="21" y1="7" x2="21" y2="21"/><line x1="25" y1="12" x2="25" y2="16"/></g></svg>`;

function slideHtml(script: VideoScript, slide: Slide, index: number): string {
  const total = script.slides.length;
  const cover = index === 0;
  const bullets = slide.bullets.map((bullet) => `<li><span class="tick">✓</span><span>${escapeHtml(bullet)}</span></li>`).join('');
  return `<!doctype html><html lang="${script.language}"><head><meta charset="utf-8"><style>
${FONT_CSS}
*{box-sizing:border-box;margin:0;padding:0}
html,body{width:${WIDTH}px;height:${HEIGHT}px;overflow:hidden}
body{font-family:'Inter',sans-serif;color:#1a1b1e;background:linear-gradient(135deg,#eef2ff 0%,#ffffff 55%,#dde4fd 100%);position:relative}
.brand{position:absolute;top:44px;left:64px;display:flex;align-items:center;gap:14px;font-weight:800;font-size:30px;letter-spacing:-0.02em}
.count{position:absolute;top:52px;right:64px;font-size:22px;font-weight:600;color:#2b44ab;background:#fff;border:2px solid #bac7f8;border-radius:999px;padding:6px 18px}
.wave{position:absolute;right:-80px;bottom:-80px;width:520px;height:520px;border-radius:50%;background:radial-gradient(circle,#bac7f8 0%,rgba(186,199,248,0) 70%)}
main{position:absolute;left:64px;right:64px;top:${cover ? 190 : 150}px}
.kicker{display:inline-block;font-size:24px;font-weight:700;color:#fff;background:#3b5bdb;border-radius:8px;padding:6px 16px;margin-bottom:22px;letter-spacing:0.01em}
h1{font-size:${cover ? 84 : 64}px;line-height:1.08;font-weight:800;letter-spacing:-0.03em;color:#223890;max-width:1080px}
ul{list-style:none;margin-top:34px;display:flex;flex-direction:column;gap:18px}
li{display:flex;align-items:center;gap:18px;font-size:${cover ? 36 : 32}px;font-weight:500;color:#2c2e33}
.tick{flex:none;display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;border-radius:50%;background:#3b5bdb;color:#fff;font-size:26px;font-weight:800}
footer{position:absolute;left:64px;bottom:36px;font-size:18px;color:#5c636a}
</style></head><body>
<div class="wave"></div>
<div class="brand">${LOGO_SVG}<span>Vozly</span></div>
${cover ? '' : `<div class="count">${index + 1} / ${total}</div>`}
<main><div class="kicker">${escapeHtml(slide.kicker)}</div><h1>${escapeHtml(slide.title)}</h1><ul>${bullets}</ul></main>
<footer>${escapeHtml(script.footer)}</footer>
</body></html>`;
}

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

// ---------------------------------------------------------------------------------------------
// Audio, video and captions
// ---------------------------------------------------------------------------------------------

function exec(command: string, args: string[]): string {
  return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function durationOf(file: string): number {
  return Number(exec('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', file]).trim());
}

function silence(file: string, seconds: number): void {
  exec('ffmpeg', [
    '-y',
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'anullsrc=r=22050:cl=mono',
    '-t',
    seconds.toFixed(3),
    '-c:a',
    'pcm_s16le',
    file,
  ]);
}

const vttTime = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
};

interface Cue {
  start: number;
  end: number;
  sentence: Sentence;
}

function vtt(cues: Cue[], text: (sentence: Sentence) => string): string {
  return `WEBVTT\n\n${cues.map((cue, i) => `${i + 1}\n${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${text(cue.sentence)}\n`).join('\n')}`;
}

async function makeVideo(browser: Browser, script: VideoScript, work: string): Promise<void> {
  const dir = path.join(work, script.language);
  mkdirSync(dir, { recursive: true });
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });

  const audioList: string[] = [];
  const slideList: string[] = [];
  const cues: Cue[] = [];
  let clock = 0;
  let part = 0;
  const addSilence = (seconds: number) => {
    const file = path.join(dir, `silence-${part++}.wav`);
    silence(file, seconds);
    audioList.push(file);
    clock += durationOf(file);
  };

  for (const [index, slide] of script.slides.entries()) {
    const image = path.join(dir, `slide-${index + 1}.png`);
    await page.setContent(slideHtml(script, slide, index), { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.screenshot({ path: image });
    const slideStart = clock;
    addSilence(LEAD_IN);
    for (const [i, sentence] of slide.sentences.entries()) {
      const wav = path.join(dir, `speech-${index + 1}-${i + 1}.wav`);
      exec('espeak-ng', ['-v', script.voice, '-s', '150', '-w', wav, sentence.say]);
      const start = clock;
      audioList.push(wav);
      clock += durationOf(wav);
      cues.push({ start, end: clock, sentence });
      addSilence(i === slide.sentences.length - 1 ? TAIL : GAP);
    }
    slideList.push(`file '${image}'\nduration ${(clock - slideStart).toFixed(3)}`);
  }
  await page.close();
  // The concat demuxer needs the last image twice for its duration to count.
  slideList.push(`file '${path.join(dir, `slide-${script.slides.length}.png`)}'`);

  const audioListFile = path.join(dir, 'audio.txt');
  writeFileSync(audioListFile, audioList.map((file) => `file '${file}'`).join('\n'));
  const audio = path.join(dir, 'narration.wav');
  exec('ffmpeg', ['-y', '-v', 'error', '-f', 'concat', '-safe', '0', '-i', audioListFile, '-c', 'copy', audio]);
  const slidesFile = path.join(dir, 'slides.txt');
  writeFileSync(slidesFile, slideList.join('\n'));

  const base = path.join(PUBLIC, videoBase(script.language));
  const total = clock.toFixed(3);
  const input = ['-y', '-v', 'error', '-f', 'concat', '-safe', '0', '-i', slidesFile, '-i', audio, '-t', total];
  // Still slides: 10 frames a second and a key frame every 10 s keep the files small.
  const video = ['-vf', 'fps=10,format=yuv420p', '-g', '100'];
  console.log(`[media] ${script.language}: ${script.slides.length} slides, ${cues.length} sentences, ${total} s`);
  exec('ffmpeg', [
    ...input,
    ...video,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '34',
    '-deadline',
    'good',
    '-cpu-used',
    '4',
    '-row-mt',
    '1',
    '-c:a',
    'libopus',
    '-b:a',
    '32k',
    '-ac',
    '1',
    `${base}.webm`,
  ]);
  exec('ffmpeg', [
    ...input,
    ...video,
    '-c:v',
    'libx264',
    '-profile:v',
    'baseline',
    '-preset',
    'slow',
    '-crf',
    '28',
    '-tune',
    'stillimage',
    '-c:a',
    'aac',
    '-b:a',
    '48k',
    '-ac',
    '1',
    '-movflags',
    '+faststart',
    `${base}.mp4`,
  ]);
  exec('ffmpeg', ['-y', '-v', 'error', '-i', path.join(dir, 'slide-1.png'), '-q:v', '5', `${base}-poster.jpg`]);

  writeFileSync(
    path.join(PUBLIC, captionsPath(script.language, script.language)),
    vtt(cues, (s) => s.say),
  );
  if (script.language === 'en') {
    writeFileSync(
      path.join(PUBLIC, captionsPath('en', 'ar')),
      vtt(cues, (s) => {
        if (!s.ar) throw new Error(`No Arabic caption for "${s.say}"`);
        return s.ar;
      }),
    );
  }
}

async function makePdf(browser: Browser, doc: GuideDocument): Promise<void> {
  const page = await browser.newPage();
  await page.setContent(guideHtml(doc), { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const file = path.join(PUBLIC, 'downloads', pdfFileName(doc.language));
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

async function main(): Promise<void> {
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  mkdirSync(path.join(PUBLIC, 'videos'), { recursive: true });
  mkdirSync(path.join(PUBLIC, 'downloads'), { recursive: true });
  const work = mkdtempSync(path.join(tmpdir(), 'vozly-media-'));
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  try {
    if (only !== 'pdf') {
      for (const language of ['en', 'es'] as const) await makeVideo(browser, videoScript(language), work);
    }
    if (only !== 'videos') {
      for (const language of ['en', 'es', 'ar'] as const) await makePdf(browser, guideDocument(language));
    }
  } finally {
    await browser.close();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
