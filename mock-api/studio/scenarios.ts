/** Replays scenarios against a setup and checks their expectations (pure; the route times it). */
import { containsPhrase, normalizeText } from '../../src/lib/studio/text.ts';
import type { ChatLine, Expectation, Scenario } from '../../src/lib/studio/types.ts';
import type { PreparedAgent } from './agent.ts';

export interface ExpectationResult {
  expectation: Expectation;
  passed: boolean;
  /** The transcript lines (indices) that prove the result. */
  lines: number[];
}

export interface ScenarioResult {
  scenarioId: string;
  name: string;
  passed: boolean;
  transcript: ChatLine[];
  expectations: ExpectationResult[];
}

/** The conversation a scenario's caller turns give, from the agent's greeting on. */
export function replay(agent: PreparedAgent, scenario: Pick<Scenario, 'language' | 'at' | 'turns'>): ChatLine[] {
  const start = Date.parse(scenario.at);
  let { lines, state } = agent.reply('', scenario.language, null, start);
  const transcript: ChatLine[] = [...lines];
  scenario.turns.forEach((turn, index) => {
    transcript.push({ speaker: 'caller', text: turn });
    ({ lines, state } = agent.reply(turn, scenario.language, state, start + (index + 1) * 60_000));
    transcript.push(...lines);
  });
  return transcript;
}

const indices = (transcript: readonly ChatLine[], test: (line: ChatLine) => boolean) =>
  transcript.flatMap((line, index) => (line.speaker === 'agent' && test(line) ? [index] : []));

export function check(expectation: Expectation, transcript: readonly ChatLine[]): ExpectationResult {
  /** Passes with the lines that prove it; fails with the lines of the same kind that said otherwise. */
  const found = (kind: string, test: (line: ChatLine) => boolean): ExpectationResult => {
    const lines = indices(transcript, (line) => line.source?.kind === kind && test(line));
    if (lines.length) return { expectation, passed: true, lines };
    return { expectation, passed: false, lines: indices(transcript, (line) => line.source?.kind === kind) };
  };
  switch (expectation.kind) {
    case 'books':
      return found('booking', (line) => !!line.source?.booked);
    case 'answers_from':
      return found('answer', (line) => line.source?.answerId === expectation.answerId);
    case 'says_closed':
      return found('hours', (line) => line.source?.closed === true);
    case 'transfers':
      return found('transfer', (line) => line.source?.transferred === true);
    case 'takes_message':
      return found('message', (line) => line.source?.taken === true);
    case 'never_says': {
      const phrase = normalizeText(expectation.phrase ?? '');
      const lines = indices(transcript, (line) => containsPhrase(normalizeText(line.text), phrase));
      return { expectation, passed: lines.length === 0, lines };
    }
  }
}

export function runScenario(agent: PreparedAgent, scenario: Scenario): ScenarioResult {
  const transcript = replay(agent, scenario);
  const expectations = scenario.expectations.map((expectation) => check(expectation, transcript));
  return { scenarioId: scenario.id, name: scenario.name, passed: expectations.every((e) => e.passed), transcript, expectations };
}
