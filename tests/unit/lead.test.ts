import { describe, expect, it } from 'vitest';
import {
  buildLeadPayload,
  companySizeLabel,
  INITIAL_LEAD_VALUES,
  LEAD_INDUSTRIES,
  normalizeUrl,
  PLACE_ID_PATTERN,
  type LeadFormValues,
} from '@/lib/lead';

const filled: LeadFormValues = {
  firstName: '  Ana ',
  lastName: ' García López ',
  email: ' ana@clinica.es ',
  companyName: ' Clínica Norte ',
  companySize: 'gran_empresa',
  industry: 'Healthcare',
  url: '',
  telefono: '+34600111222',
};

describe('lead form defaults', () => {
  it('starts empty with the company size autonomo', () => {
    expect(INITIAL_LEAD_VALUES).toEqual({
      firstName: '',
      lastName: '',
      email: '',
      companyName: '',
      companySize: 'autonomo',
      industry: '',
      url: '',
      telefono: '',
    });
  });

  it('offers the six industries, in order', () => {
    expect(LEAD_INDUSTRIES).toEqual(['Technology', 'Healthcare', 'Finance', 'Education', 'Manufacturing', 'Other']);
  });
});

describe('companySizeLabel', () => {
  it.each([
    ['autonomo', 'freelancer'],
    ['pyme', 'SME'],
    ['gran empresa', 'Large Company'],
    ['gran_empresa', 'Large Company'],
    ['', 'freelancer'],
    ['enterprise', 'freelancer'],
  ])('maps %j to %j', (size, label) => {
    expect(companySizeLabel(size)).toBe(label);
  });
});

describe('buildLeadPayload', () => {
  it('builds the exact payload', () => {
    expect(buildLeadPayload(filled, 'es', 1_750_000_000_000)).toEqual({
      place_id: 'CUST-1750000000000',
      company_name: 'Clínica Norte',
      url: null,
      contact_name: 'Ana García López',
      phone: '+34600111222',
      email: 'ana@clinica.es',
      extra_info: null,
      is_contacted: false,
      is_active: true,
      CEO: null,
      company_size: 'Large Company',
      industry: 'Healthcare',
      locale: 'es',
    });
  });

  it('uses the current timestamp for place_id', () => {
    const before = Date.now();
    const { place_id } = buildLeadPayload(filled, 'en');
    const stamp = Number(place_id.replace('CUST-', ''));
    expect(place_id).toMatch(PLACE_ID_PATTERN);
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
  });

  it('joins and trims the contact name, even when one part is missing', () => {
    expect(buildLeadPayload({ ...filled, firstName: ' ', lastName: 'García ' }, 'en').contact_name).toBe('García');
  });

  it('sends the website made absolute, null when empty', () => {
    expect(buildLeadPayload({ ...filled, url: 'clinica.es' }, 'en').url).toBe('https://clinica.es');
    expect(buildLeadPayload({ ...filled, url: '  ' }, 'en').url).toBeNull();
  });

  it('defaults the locale to en', () => {
    expect(buildLeadPayload(filled, undefined).locale).toBe('en');
    expect(buildLeadPayload(filled, 'fr').locale).toBe('en');
    expect(buildLeadPayload(filled, 'ae').locale).toBe('ae');
  });
});

describe('normalizeUrl', () => {
  it.each([
    ['https://example.com', 'https://example.com'],
    ['http://www.example.co.uk/path?q=1', 'http://www.example.co.uk/path?q=1'],
    ['example.com', 'https://example.com'],
    ['clínica.es', 'https://clínica.es'],
  ])('accepts %j', (input, expected) => {
    expect(normalizeUrl(input)).toBe(expected);
  });

  it.each([
    '',
    'not a url',
    'localhost',
    'ftp://example.com',
    'javascript:alert(1)',
    'https://',
    'http://exa mple.com',
    'example',
    `https://${'a'.repeat(2050)}.com`,
  ])('refuses %j', (input) => {
    expect(normalizeUrl(input)).toBeNull();
  });
});
