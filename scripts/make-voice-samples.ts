/**
 * Regenerates the voice previews of the bot configuration page (public/audio/voices/*.mp3):
 * a short greeting per voice, spoken by espeak-ng (Spanish of Spain, or of Latin America, with a
 * female or male variant) and encoded by ffmpeg as a small mono MP3 (about 20 KB each).
 *
 *   node scripts/make-voice-samples.ts
 *
 * Needs espeak-ng and ffmpeg on the PATH (Debian: apt-get install espeak-ng ffmpeg).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { VoiceId } from '../src/lib/dashboard.ts';
import { VOICES } from '../src/lib/dashboard.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'public', 'audio', 'voices');

/** How espeak-ng speaks each voice: its Spanish, the variant (timbre), pitch and speed. */
const SPEECH: Record<VoiceId, { voice: string; pitch: number; speed: number; text: (name: string) => string }> = {
  'es-f1': {
    voice: 'es+f3',
    pitch: 60,
    speed: 155,
    text: (n) => `Hola, soy ${n}, la asistente virtual de su empresa. ¿En qué puedo ayudarle?`,
  },
  'es-f2': {
    voice: 'es-419+f2',
    pitch: 65,
    speed: 150,
    text: (n) => `¡Hola! Le atiende ${n}, su asistente virtual. ¿En qué le puedo ayudar hoy?`,
  },
  'es-m1': {
    voice: 'es+m3',
    pitch: 40,
    speed: 150,
    text: (n) => `Buenos días, soy ${n}, el asistente virtual de su empresa. Dígame, ¿en qué puedo ayudarle?`,
  },
  'es-m2': {
    voice: 'es-419+m1',
    pitch: 45,
    speed: 160,
    text: (n) => `Hola, ¿qué tal? Soy ${n}, tu asistente virtual. Contame, ¿en qué te puedo ayudar?`,
  },
  'es-f3': {
    voice: 'es-419+f4',
    pitch: 58,
    speed: 145,
    text: (n) => `Buenas tardes, habla ${n}, su asistente virtual. Con mucho gusto, ¿en qué le colaboro?`,
  },
  'es-m3': {
    voice: 'es-419+m7',
    pitch: 35,
    speed: 145,
    text: (n) => `Hola, buen día. Soy ${n}, su asistente virtual. ¿En qué le puedo servir?`,
  },
};

function run(command: string, args: string[], input?: Buffer): Buffer {
  const result = spawnSync(command, args, { input, maxBuffer: 32 * 1024 * 1024 });
  if (result.error) throw new Error(`${command} could not run (${result.error.message}). Install it: apt-get install espeak-ng ffmpeg`);
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr.toString()}`);
  return result.stdout;
}

mkdirSync(outDir, { recursive: true });
for (const voice of VOICES) {
  const speech = SPEECH[voice.id];
  const wav = run('espeak-ng', [
    '-v',
    speech.voice,
    '-p',
    String(speech.pitch),
    '-s',
    String(speech.speed),
    '--stdout',
    speech.text(voice.name),
  ]);
  const file = path.join(outDir, `${voice.id}.mp3`);
  // Mono, 22.05 kHz, 24 kbit/s: clear enough for a synthetic voice, ~3 KB per second.
  run(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-i',
      'pipe:0',
      '-ac',
      '1',
      '-ar',
      '22050',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '24k',
      '-map_metadata',
      '-1',
      file,
    ],
    wav,
  );
  console.log(
    `${path.relative(root, file)}  ${(statSync(file).size / 1024).toFixed(1)} KB  (${voice.name}, ${voice.variant}, ${speech.voice})`,
  );
}
