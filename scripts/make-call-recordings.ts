/**
 * Regenerates the recordings of the seeded call history (mock-api/calls/recordings/*.mp3) and
 * where each line of their transcript starts and ends (recordings/timings.json): every script of
 * mock-api/calls/scripts.ts spoken by two espeak-ng voices (the agent: Spanish, female; the
 * caller: Spanish of Latin America, male), 0.4 s of silence between turns, encoded by ffmpeg as a
 * small mono MP3 (22.05 kHz, 24 kbit/s).
 *
 *   node scripts/make-call-recordings.ts                     # every script
 *   node scripts/make-call-recordings.ts --only a,b          # only these scripts (the others' timings kept)
 *
 * A script in another language (the test calls' greetings) is spoken by that language's voice.
 *
 * Needs espeak-ng and ffmpeg on the PATH (Debian: apt-get install espeak-ng ffmpeg).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CALL_SCRIPTS, TEST_GREETING_SCRIPTS } from '../mock-api/calls/scripts.ts';
import type { CallSpeaker } from '../src/lib/calls.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'mock-api', 'calls', 'recordings');
const RATE = 22050;
const GAP_MS = 400;
const VOICES: Record<CallSpeaker, string[]> = {
  agent: ['-v', 'es+f3', '-p', '60', '-s', '160'],
  caller: ['-v', 'es-419+m3', '-p', '40', '-s', '150'],
};

function run(command: string, args: string[], input?: Buffer): Buffer {
  const result = spawnSync(command, args, { input, maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw new Error(`${command} could not run (${result.error.message}). Install it: apt-get install espeak-ng ffmpeg`);
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr.toString()}`);
  return result.stdout;
}

/** 16-bit mono PCM at RATE of a line (espeak's WAV resampled by ffmpeg, header dropped). */
function speak(speaker: CallSpeaker, text: string, language = 'es'): Buffer {
  // The Spanish scripts keep their two voices; another language's agent is that language's female voice.
  const voice = language === 'es' ? VOICES[speaker] : ['-v', `${language}+f3`, '-p', '60', '-s', '160'];
  const wav = run('espeak-ng', [...voice, '--stdout', text]);
  return run(
    'ffmpeg',
    ['-hide_banner', '-loglevel', 'error', '-i', 'pipe:0', '-ac', '1', '-ar', String(RATE), '-f', 's16le', 'pipe:1'],
    wav,
  );
}

const msOf = (bytes: number) => Math.round((bytes / 2 / RATE) * 1000);
const silence = Buffer.alloc(Math.round((GAP_MS / 1000) * RATE) * 2);

mkdirSync(outDir, { recursive: true });
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? new Set((process.argv[onlyArg + 1] ?? '').split(',')) : null;
const timingsFile = path.join(outDir, 'timings.json');
const timings: Record<string, { startMs: number; endMs: number }[]> =
  only && existsSync(timingsFile) ? JSON.parse(readFileSync(timingsFile, 'utf8')) : {};
for (const script of [...CALL_SCRIPTS, ...TEST_GREETING_SCRIPTS]) {
  if (only && !only.has(script.id)) continue;
  const parts: Buffer[] = [];
  let at = 0;
  timings[script.id] = script.lines.map((line) => {
    const pcm = speak(line.speaker, line.text, script.language);
    const startMs = msOf(at);
    parts.push(pcm, silence);
    at += pcm.length + silence.length;
    return { startMs, endMs: startMs + msOf(pcm.length) };
  });
  const file = path.join(outDir, `${script.id}.mp3`);
  run(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      's16le',
      '-ar',
      String(RATE),
      '-ac',
      '1',
      '-i',
      'pipe:0',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '24k',
      '-map_metadata',
      '-1',
      file,
    ],
    Buffer.concat(parts),
  );
  console.log(`${path.relative(root, file)}  ${(statSync(file).size / 1024).toFixed(1)} KB  ${(msOf(at) / 1000).toFixed(1)} s`);
}
writeFileSync(timingsFile, `${JSON.stringify(timings, null, 1)}\n`);
