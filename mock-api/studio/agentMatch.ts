/**
 * How the test chat's agent finds the answer for a caller's words: the setup's answers indexed once
 * (every question and phrasing, normalised, by language), then an exact phrase first, else the
 * phrase sharing the largest part of its words with the message, looking only at the phrases that
 * share a word with it.
 */
import { contentWords, normalizeText } from '../../src/lib/studio/text.ts';
import type { Answer, StudioLanguage } from '../../src/lib/studio/types.ts';

interface IndexedPhrase {
  answer: Answer;
  normalized: string;
  words: string[];
}

/** How much of a phrase's words a message has (0..1); a phrase must share at least min(2, its words). */
function score(messageWords: ReadonlySet<string>, phrase: IndexedPhrase): number {
  if (!phrase.words.length) return 0;
  let shared = 0;
  for (const word of phrase.words) if (messageWords.has(word)) shared++;
  if (shared < Math.min(2, phrase.words.length)) return 0;
  return shared / phrase.words.length;
}

const MATCH_THRESHOLD = 0.6;

/** The best answer among `answers` for a text in a language, or null (exact phrase first, then shared words). */
export function answerMatcher(answers: readonly Answer[]): (text: string, language: StudioLanguage) => Answer | null {
  const exact = new Map<string, Answer>();
  const byWord = new Map<string, IndexedPhrase[]>();
  for (const answer of answers) {
    for (const text of [answer.question, ...answer.phrasings]) {
      const normalized = normalizeText(text);
      if (!normalized) continue;
      const key = `${answer.language}|${normalized}`;
      if (!exact.has(key)) exact.set(key, answer);
      const phrase: IndexedPhrase = { answer, normalized, words: [...new Set(contentWords(normalized))] };
      for (const word of phrase.words) {
        const list = byWord.get(`${answer.language}|${word}`);
        if (list) list.push(phrase);
        else byWord.set(`${answer.language}|${word}`, [phrase]);
      }
    }
  }

  return (text: string, language: StudioLanguage): Answer | null => {
    const normalized = normalizeText(text);
    const direct = exact.get(`${language}|${normalized}`);
    if (direct) return direct;
    const messageWords = new Set(contentWords(normalized));
    let best: { answer: Answer; score: number } | null = null;
    const seen = new Set<IndexedPhrase>();
    for (const word of messageWords) {
      for (const phrase of byWord.get(`${language}|${word}`) ?? []) {
        if (seen.has(phrase)) continue;
        seen.add(phrase);
        const value = score(messageWords, phrase);
        if (value >= MATCH_THRESHOLD && (!best || value > best.score)) best = { answer: phrase.answer, score: value };
      }
    }
    return best?.answer ?? null;
  };
}
