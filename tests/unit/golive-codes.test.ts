import { describe, expect, it } from 'vitest';
import { carriersFor, COUNTRIES, isCarrierOf, OTHER_CARRIER, SCHEMES, SOURCES } from '../../src/lib/golive/carriers.ts';
import {
  buildInstructions,
  codeTokens,
  dialledNumber,
  telHref,
  unsupportedConditions,
  type LineChoice,
} from '../../src/lib/golive/codes.ts';
import { GOLIVE_COUNTRIES, LINE_KINDS } from '../../src/lib/golive/rules.ts';

const choice = (overrides: Partial<LineChoice> = {}): LineChoice => ({
  country: 'ES',
  lineKind: 'mobile',
  carrier: 'movistar',
  mode: 'always',
  conditions: [],
  noAnswerSec: 15,
  ...overrides,
});
const AGENT_ES = '+34910555100';
/** First numbers of the mock carrier's pools (mock-api/golive/pool.ts). */
const NUMBER_POOL = { US: ['+12125550100'], GB: ['+442079460100'], MX: ['+525512340100'], AE: ['+97142340100'] } as const;

describe('the forwarding codes', () => {
  it('every call on a GSM mobile: **21*N# with the number in international form, cancelled by ##002#', () => {
    expect(buildInstructions(choice(), AGENT_ES)).toMatchObject({
      kind: 'codes',
      activate: [{ purpose: 'always', code: '**21*+34910555100#' }],
      cancel: [{ code: '##002#' }],
    });
  });

  it('busy or unanswered after 15 s on a Spanish mobile: **67*N# then **61*N**15#', () => {
    const codes = buildInstructions(choice({ mode: 'conditional', conditions: ['no_answer', 'busy'] }), AGENT_ES);
    expect(codes).toMatchObject({
      activate: [
        { purpose: 'busy', code: '**67*+34910555100#' },
        { purpose: 'no_answer', code: '**61*+34910555100**15#' },
      ],
      cancel: [{ code: '##002#' }],
      timerIgnored: false,
    });
  });

  it('the three conditional cases at once: **004*N# and the timer set with **61*N**T#', () => {
    const codes = buildInstructions(
      choice({ mode: 'conditional', conditions: ['busy', 'no_answer', 'unreachable'], noAnswerSec: 20 }),
      AGENT_ES,
    );
    expect(codes).toMatchObject({ activate: [{ code: '**004*+34910555100#' }, { code: '**61*+34910555100**20#' }], alsoCovers: [] });
  });

  it('only when unreachable: **62*N#', () => {
    expect(buildInstructions(choice({ mode: 'conditional', conditions: ['unreachable'] }), AGENT_ES)).toMatchObject({
      activate: [{ code: '**62*+34910555100#' }],
    });
  });

  it('a US Verizon mobile uses the carrier’s own *72 / *71 / *73 with the ten-digit number', () => {
    const agent = NUMBER_POOL.US[0] as string;
    const verizon = choice({ country: 'US', carrier: 'verizon' });
    expect(buildInstructions(verizon, agent)).toMatchObject({ activate: [{ code: '*722125550100' }], cancel: [{ code: '*73' }] });
    const busy = buildInstructions({ ...verizon, mode: 'conditional', conditions: ['busy'] }, agent);
    expect(busy).toMatchObject({ activate: [{ code: '*712125550100' }], alsoCovers: ['no_answer', 'unreachable'], timerIgnored: false });
  });

  it('an AT&T home phone: *90 busy, *92 no answer, each cancelled by its own code; the timer is the exchange’s', () => {
    const codes = buildInstructions(
      choice({ country: 'US', lineKind: 'landline', carrier: 'att-us', mode: 'conditional', conditions: ['busy', 'no_answer'] }),
      NUMBER_POOL.US[0] as string,
    );
    expect(codes).toMatchObject({
      activate: [{ code: '*902125550100' }, { code: '*922125550100' }],
      cancel: [{ code: '*91' }, { code: '*93' }],
      timerIgnored: true,
    });
  });

  it('a UK BT line dials the national number with its 0: *21*020…#, cancelled by #21#', () => {
    const codes = buildInstructions(choice({ country: 'GB', lineKind: 'landline', carrier: 'bt' }), NUMBER_POOL.GB[0] as string);
    expect(codes).toMatchObject({ activate: [{ code: '*21*02079460100#' }], cancel: [{ code: '#21#' }] });
    expect(
      unsupportedConditions(
        choice({ country: 'GB', lineKind: 'landline', carrier: 'bt', mode: 'conditional', conditions: ['unreachable'] }),
      ),
    ).toEqual(['unreachable']);
  });

  it('another carrier gets the standard of its line kind', () => {
    expect(buildInstructions(choice({ country: 'MX', carrier: OTHER_CARRIER }), NUMBER_POOL.MX[0] as string)).toMatchObject({
      scheme: 'gsm',
      activate: [{ code: '**21*+525512340100#' }],
    });
    expect(
      buildInstructions(choice({ country: 'AE', lineKind: 'landline', carrier: OTHER_CARRIER }), NUMBER_POOL.AE[0] as string),
    ).toMatchObject({ scheme: 'starFixed', activate: [{ code: '*21*042340100#' }] });
  });

  it('a switchboard gets settings, not codes', () => {
    expect(
      buildInstructions(choice({ lineKind: 'pbx', mode: 'conditional', conditions: ['no_answer'], noAnswerSec: 10 }), AGENT_ES),
    ).toEqual({ kind: 'pbx', target: AGENT_ES, mode: 'conditional', conditions: ['no_answer'], noAnswerSec: 10 });
    expect(buildInstructions(choice({ lineKind: 'pbx' }), AGENT_ES)).toMatchObject({ noAnswerSec: null });
  });
});

describe('dialling a code from a phone', () => {
  it('encodes * and # in the tel: link, keeps + and digits', () => {
    expect(telHref('**61*+34910555100**15#')).toBe('tel:%2A%2A61%2A+34910555100%2A%2A15%23');
    expect(telHref('##002#')).toBe('tel:%23%23002%23');
  });

  it('reads a code character by character', () => {
    expect(codeTokens('**21*+34#')).toEqual(['star', 'star', '2', '1', 'star', 'plus', '3', '4', 'hash']);
  });
});

describe('the table', () => {
  it('covers the five countries, every carrier row with a known scheme and source', () => {
    expect([...GOLIVE_COUNTRIES].sort()).toEqual(['AE', 'ES', 'GB', 'MX', 'US']);
    for (const country of GOLIVE_COUNTRIES) {
      for (const carrier of COUNTRIES[country].carriers) {
        for (const scheme of Object.values(carrier.schemes)) expect(SOURCES[SCHEMES[scheme].source]).toBeTruthy();
        expect(isCarrierOf(country, carrier.id)).toBe(true);
      }
      expect(carriersFor(country, 'mobile').length).toBeGreaterThan(0);
      expect(carriersFor(country, 'pbx')).toEqual([]);
    }
    expect(isCarrierOf('ES', 'telcel')).toBe(false);
    expect(LINE_KINDS).toEqual(['mobile', 'landline', 'pbx']);
  });

  it('the national form drops the calling code (and adds the trunk prefix where the country has one)', () => {
    expect(dialledNumber('+34910555100', 'ES', 'national')).toBe('910555100');
    expect(dialledNumber('+442079460100', 'GB', 'national')).toBe('02079460100');
    expect(dialledNumber('+34910555100', 'ES', 'international')).toBe('+34910555100');
  });
});
