/**
 * The guide's walkthrough videos: each slide rendered from HTML to PNG by Chromium, each sentence
 * spoken by espeak-ng, both assembled by ffmpeg into WebM (VP9, Opus) and MP4 (H.264, AAC) with a
 * poster, and WebVTT captions timed from the synthesized audio (Arabic ones for the English video).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright';
import { captionsPath, videoBase } from '../src/lib/guideMedia.ts';
import type { Sentence, Slide, VideoScript } from './guide-media-content.ts';
import { escapeHtml, FONT_CSS, LOGO_SVG } from './guide-media-html.ts';

const WIDTH = 1280;
const HEIGHT = 720;
/** Silence before the first sentence of a slide, between sentences, and after a slide's last one. */
const LEAD_IN = 0.7;
const GAP = 0.45;
const TAIL = 1.1;

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

/** The video of a script, its poster and captions, written to `publicDir` (`work`: a folder for the parts). */
export async function makeVideo(browser: Browser, script: VideoScript, work: string, publicDir: string): Promise<void> {
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

  const base = path.join(publicDir, videoBase(script.language));
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
    path.join(publicDir, captionsPath(script.language, script.language)),
    vtt(cues, (s) => s.say),
  );
  if (script.language === 'en') {
    writeFileSync(
      path.join(publicDir, captionsPath('en', 'ar')),
      vtt(cues, (s) => {
        if (!s.ar) throw new Error(`No Arabic caption for "${s.say}"`);
        return s.ar;
      }),
    );
  }
}
