/**
 * The seeded calls' recordings: the folder that holds them (scripts/make-call-recordings.ts
 * writes it) and where each line of a script starts and ends in its recording. The timings set how
 * long a scripted call lasts and when each turn of its transcript is spoken.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const RECORDINGS_DIR = fileURLToPath(new URL('./recordings/', import.meta.url));
export const TIMINGS = JSON.parse(readFileSync(path.join(RECORDINGS_DIR, 'timings.json'), 'utf8')) as Record<
  string,
  { startMs: number; endMs: number }[]
>;

export const spokenSec = (script: string) => Math.ceil(((TIMINGS[script]?.at(-1)?.endMs ?? 0) + 400) / 1000);
