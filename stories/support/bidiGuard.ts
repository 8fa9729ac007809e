/**
 * Arabic pages show left-to-right runs in their order (src/lib/bidi.ts says why they would not).
 * For the Arabic copy of every story, the preview runs {@link unisolatedRuns} after the play and
 * fails the story on any visible text with such a run that the shared isolation does not cover:
 * `isolate()` (U+2068 … U+2069 around the run), `<Isolate>` / `<bdi>`, or an element with its own
 * `dir` (`<ForeignText lang>`, an `ltr` field or cell). The runs it looks for are the ones the
 * bidirectional algorithm really reorders:
 *
 * - a number with a leading `+` ("+34910123456" → "34910123456+");
 * - numbers joined by a dash, a tilde, an arrow or spaces ("10:00–14:00" → "14:00–10:00",
 *   "+34 910 12 34 56"); a `:`, `/`, `-`, `.` or `,` alone between digits keeps them together;
 * - URLs and e-mail addresses ("https://" → "//:https");
 * - Latin-script text of two words or more, or with a leading or closing `¿ ¡ ? !`
 *   ("¿Aceptan seguros?" → "?Aceptan seguros¿").
 */

const FIRST_STRONG = /[\u2066\u2067\u2068]/g;
const POP = /\u2069/g;

const NUMBERS = String.raw`\d+(?:[:/.,\-]\d+)*`;
const RUNS: { kind: string; pattern: RegExp }[] = [
  { kind: 'number with +', pattern: new RegExp(String.raw`\+\s?${NUMBERS}(?:\s${NUMBERS})*`, 'g') },
  {
    kind: 'numbers joined',
    pattern: new RegExp(String.raw`${NUMBERS}(?:\s?[–—~→←]\s?|\s)${NUMBERS}(?:(?:\s?[–—~→←]\s?|\s)${NUMBERS})*`, 'g'),
  },
  { kind: 'URL', pattern: /\b(?:https?:\/\/|www\.)[^\s\u2069]+/g },
  { kind: 'e-mail', pattern: /[\w.+-]+@[\w-]+\.[\w.-]+/g },
  {
    kind: 'Latin text',
    pattern:
      /[¿¡]?[A-Za-zÀ-ÖØ-öø-ÿ][\wÀ-ÖØ-öø-ÿ'’]*(?:[\s,;:]+[A-Za-zÀ-ÖØ-öø-ÿ][\wÀ-ÖØ-öø-ÿ'’]*)+[.?!]?|[¿¡][A-Za-zÀ-ÖØ-öø-ÿ]+[?!]?|[A-Za-zÀ-ÖØ-öø-ÿ]+[?!]/g,
  },
];

/** Whether the run at `index` of `text` sits inside an isolate opened in the same text. */
function insideIsolate(text: string, index: number): boolean {
  const before = text.slice(0, index);
  return (before.match(FIRST_STRONG)?.length ?? 0) > (before.match(POP)?.length ?? 0);
}

/** Whether an element between the text and `root` lays it out on its own (`<bdi>`, its own `dir`). */
function isolatedByElement(node: Node, root: Element): boolean {
  for (let element = node.parentElement; element && element !== root.parentElement; element = element.parentElement) {
    if (element.tagName === 'BDI') return true;
    const dir = element.getAttribute('dir');
    if (dir === 'ltr' || dir === 'auto') return true;
    if (element === root) break;
  }
  return false;
}

const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TEXTAREA', 'OPTION']);

/** Every visible left-to-right run under `root` that nothing isolates, with the element that shows it. */
export function unisolatedRuns(root: Element): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => {
      const parent = node.parentElement;
      if (!parent || SKIP.has(parent.tagName) || !node.textContent?.trim()) return NodeFilter.FILTER_REJECT;
      if (parent.closest('svg, [data-bidi-guard="off"]')) return NodeFilter.FILTER_REJECT;
      return NodeFilter.FILTER_ACCEPT;
    },
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const parent = node.parentElement!;
    for (const { kind, pattern } of RUNS) {
      for (const match of text.matchAll(pattern)) {
        if (insideIsolate(text, match.index)) continue;
        if (typeof parent.checkVisibility === 'function' && !parent.checkVisibility({ visibilityProperty: true })) continue;
        if (isolatedByElement(node, root)) continue;
        found.push(`${kind} "${match[0]}" in <${parent.tagName.toLowerCase()}> "${text.trim().slice(0, 70)}"`);
      }
    }
  }
  return [...new Set(found)];
}
