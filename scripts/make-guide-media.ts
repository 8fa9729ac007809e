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
 *
 * The content is read by guide-media-content.ts, the videos made by guide-media-video.ts, the PDFs
 * by guide-media-pdf.ts.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromeArgs, chromePath } from '../tests/e2e/browser.ts';
import { guideDocument, videoScript } from './guide-media-content.ts';
import { makePdf } from './guide-media-pdf.ts';
import { makeVideo } from './guide-media-video.ts';
import { ROOT } from './lib.ts';

const PUBLIC = path.join(ROOT, 'public');

async function main(): Promise<void> {
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  mkdirSync(path.join(PUBLIC, 'videos'), { recursive: true });
  mkdirSync(path.join(PUBLIC, 'downloads'), { recursive: true });
  const work = mkdtempSync(path.join(tmpdir(), 'vozly-media-'));
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  try {
    if (only !== 'pdf') {
      for (const language of ['en', 'es'] as const) await makeVideo(browser, videoScript(language), work, PUBLIC);
    }
    if (only !== 'videos') {
      for (const language of ['en', 'es', 'ar'] as const) await makePdf(browser, guideDocument(language), PUBLIC);
    }
  } finally {
    await browser.close();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
