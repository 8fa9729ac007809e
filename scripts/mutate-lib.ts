/**
 * `node scripts/mutate-lib.ts [--count N] [--seed S] [--only TEXT] [--dry]`: a small, manual mutation
 * run over `src/lib/` (Stryker is too heavy for a two-core machine). It picks N mutants
 * reproducibly (the seed), each one change to one line of a src/lib file:
 * - a comparison flipped (`===` ↔ `!==`, `<` ↔ `>=`, `>` ↔ `<=`),
 * - a boolean operator swapped (`&&` ↔ `||`),
 * - a number constant off by one, a `true` made `false` and back,
 * applies them one at a time, runs the tests that import that file (tests/unit first, then
 * tests/api if the mutant is still alive), and restores the file. A mutant the tests still pass
 * on survives: a change to the code no test notices. It prints each survivor with its file, line
 * and change, and the score (killed / tried); docs/testing.md keeps the last score.
 * Nothing else may run on the tree meanwhile: the mutated file is on disk while its tests run.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { seededRandom } from '../src/lib/random.ts';
import { BIN, ROOT, run } from './lib.ts';

const { values: flags } = parseArgs({
  options: {
    count: { type: 'string', default: '40' },
    seed: { type: 'string', default: '44' },
    only: { type: 'string' },
    /** List the chosen mutants and their tests without running them. */
    dry: { type: 'boolean', default: false },
  },
});

interface Mutant {
  file: string;
  line: number;
  column: number;
  from: string;
  to: string;
}

/** The changes a mutant can make: a pattern and its replacement. */
const OPERATORS: readonly [RegExp, (match: string) => string][] = [
  [/===|!==/g, (match) => (match === '===' ? '!==' : '===')],
  [/(?<![<>=!])(?:<=|>=|<|>)(?![=>])/g, (match) => ({ '<': '>=', '>=': '<', '>': '<=', '<=': '>' })[match]!],
  [/&&|\|\|/g, (match) => (match === '&&' ? '||' : '&&')],
  [/(?<![\w.$])\d+(?![\w.])/g, (match) => String(Number(match) + 1)],
  [/\btrue\b|\bfalse\b/g, (match) => (match === 'true' ? 'false' : 'true')],
];

/** A line that is code worth mutating: not a comment, an import, a type or a generated file's. */
function mutable(line: string): boolean {
  const code = line.trim();
  return code !== '' && !/^(\/\/|\*|\/\*|import |export type |type |interface )/.test(code) && !/=>\s*<|<\w+>|: \w+<|Record</.test(code);
}

function candidates(file: string): Mutant[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const found: Mutant[] = [];
  for (const [index, line] of lines.entries()) {
    if (!mutable(line)) continue;
    // Strings and regular expressions are left alone: the operators in them are text.
    const code = line.replace(/'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`|"(?:[^"\\]|\\.)*"|\/(?:[^/\\\n]|\\.)+\/[gimsuy]*/g, (text) =>
      ' '.repeat(text.length),
    );
    for (const [pattern, replace] of OPERATORS) {
      for (const match of code.matchAll(pattern))
        found.push({ file, line: index + 1, column: match.index, from: match[0], to: replace(match[0]) });
    }
  }
  return found;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.gen\.ts$|\.d\.ts$/.test(entry.name) ? [file] : [];
  });
}

const TEST_FILES = ['tests/unit', 'tests/api'].flatMap((folder) =>
  readdirSync(path.join(ROOT, folder))
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => path.join(folder, name)),
);

/** The unit and API test files that import `file` (`@/lib/x` or `…/src/lib/x`). */
function testsOf(file: string): string[] {
  const module = path.relative(path.join(ROOT, 'src'), file).replace(/\.tsx?$/, '');
  const imports = new RegExp(`(@/|src/)${module}(\\.tsx?)?['"]`);
  return TEST_FILES.filter((test) => imports.test(readFileSync(path.join(ROOT, test), 'utf8')));
}

const random = seededRandom(Number(flags.seed));
const files = sourceFiles(path.join(ROOT, 'src', 'lib'))
  .filter((file) => !flags.only || file.includes(flags.only))
  .map((file) => ({ file, tests: testsOf(file) }))
  .filter(({ tests }) => tests.length > 0);
const pool = files.flatMap(({ file }) => candidates(file));
const chosen: Mutant[] = [];
const count = Math.min(Number(flags.count), pool.length);
while (chosen.length < count) {
  const [mutant] = pool.splice(Math.floor(random() * pool.length), 1);
  chosen.push(mutant!);
}
chosen.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);

if (flags.dry) {
  for (const mutant of chosen)
    console.log(`${path.relative(ROOT, mutant.file)}:${mutant.line}:${mutant.column + 1} ${mutant.from} → ${mutant.to}`);
  console.log(`[mutate-lib] ${chosen.length} of ${pool.length + chosen.length} candidates in ${files.length} files with tests`);
  process.exit(0);
}

const survivors: Mutant[] = [];
/** The file under a mutant and its text, put back if the run is stopped (Ctrl-C) mid-mutant. */
let mutated: { file: string; original: string } | null = null;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (mutated) writeFileSync(mutated.file, mutated.original);
    process.exit(130);
  });
}
const where = (mutant: Mutant) => `${path.relative(ROOT, mutant.file)}:${mutant.line}:${mutant.column + 1}`;
for (const [number, mutant] of chosen.entries()) {
  const original = readFileSync(mutant.file, 'utf8');
  const lines = original.split('\n');
  const line = lines[mutant.line - 1]!;
  lines[mutant.line - 1] = line.slice(0, mutant.column) + mutant.to + line.slice(mutant.column + mutant.from.length);
  const tests = files.find(({ file }) => file === mutant.file)!.tests;
  mutated = { file: mutant.file, original };
  writeFileSync(mutant.file, lines.join('\n'));
  let killed: boolean;
  try {
    // Asynchronous, so that a stop signal reaches the handler above while the tests run.
    // The unit tests first (fast); the API tests (each starts a mock API) only for a mutant they leave alive.
    const fails = async (files: string[]) =>
      files.length > 0 &&
      (await run(path.join(BIN, 'vitest'), ['run', '--project', 'unit', '--bail=1', ...files], { stdio: 'ignore' })) !== 0;
    killed =
      (await fails(tests.filter((test) => test.startsWith('tests/unit/')))) ||
      (await fails(tests.filter((test) => test.startsWith('tests/api/'))));
  } finally {
    writeFileSync(mutant.file, original);
    mutated = null;
  }
  if (!killed) survivors.push(mutant);
  console.log(
    `${String(number + 1).padStart(3)}/${chosen.length} ${killed ? 'killed  ' : 'SURVIVED'} ${where(mutant)} ${mutant.from} → ${mutant.to}  (${tests.length} test file${tests.length === 1 ? '' : 's'})`,
  );
}

console.log(
  `\n[mutate-lib] ${chosen.length - survivors.length} of ${chosen.length} mutants killed (${Math.round(((chosen.length - survivors.length) / Math.max(chosen.length, 1)) * 100)}%), seed ${flags.seed}`,
);
for (const mutant of survivors) console.log(`  survived: ${where(mutant)} ${mutant.from} → ${mutant.to}`);
