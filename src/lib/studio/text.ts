/**
 * How the studio compares what callers say with the setup's questions: case, accents, Arabic
 * diacritics and punctuation are ignored, words are separated by single spaces.
 */
const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g;

export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(ARABIC_MARKS, '')
    .replace(/[إأآ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Words that say little about what a question is about (en, es, ar). */
export const STOP_WORDS = new Set(
  (
    'a an the is are do does did you your we our i my me to of in on at for and or it this that what how can could would please hello hi there with be have has ' +
    'el la los las un una unos unas de del al y o que en es son por para con se su sus mi me te le lo hola buenas buenos dias tardes noches quiero queria quisiera saber puede pueden podria ustedes usted tienen tiene hay como cual cuando donde si no ' +
    'في من على الى عن هل ما ماذا كيف هو هي انا انتم لكم لدي لديكم مع او و ان'
  ).split(' '),
);

const ARABIC_LETTERS = /[\u0600-\u06FF]/;
const ARABIC_PREFIXES = ['وال', 'بال', 'فال', 'كال', 'لل', 'ال'];
const ARABIC_SUFFIXES = ['كم', 'هم', 'ها', 'نا'];

/**
 * A word without the Arabic article and attached pronouns (`عنوانكم` → `عنوان`, `السبت` → `سبت`),
 * so "your address" finds "address"; other languages' words are left as they are.
 */
export function stemWord(word: string): string {
  if (!ARABIC_LETTERS.test(word)) return word;
  let stem = word;
  const prefix = ARABIC_PREFIXES.find((p) => stem.startsWith(p) && stem.length - p.length >= 3);
  if (prefix) stem = stem.slice(prefix.length);
  const suffix = ARABIC_SUFFIXES.find((s) => stem.endsWith(s) && stem.length - s.length >= 3);
  if (suffix) stem = stem.slice(0, -suffix.length);
  return stem;
}

/** The words of a normalised text, stemmed. */
export function textWords(normalized: string): string[] {
  return normalized ? normalized.split(' ').map(stemWord) : [];
}

/** The content words of a normalised text (stemmed, without stop words). */
export function contentWords(normalized: string): string[] {
  return normalized
    .split(' ')
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
    .map(stemWord);
}

/** Whether `text` (normalised) contains `phrase` (normalised) as whole words. */
export function containsPhrase(text: string, phrase: string): boolean {
  if (!phrase) return false;
  return ` ${text} `.includes(` ${phrase} `);
}
