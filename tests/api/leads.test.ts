import { describe, expect, it } from 'vitest';
import { buildLeadPayload, INITIAL_LEAD_VALUES, type LeadFormValues } from '../../src/lib/lead.ts';
import { MockUser } from '../../mock-api/fixtures/users.ts';
import { useTestApi } from './helpers.ts';

const api = useTestApi();

const values = (n: number, overrides: Partial<LeadFormValues> = {}): LeadFormValues => ({
  ...INITIAL_LEAD_VALUES,
  firstName: ' Ana ',
  lastName: 'García ',
  email: `lead${n}@example.com`,
  companyName: 'Clínica Norte',
  companySize: 'pyme',
  industry: 'Healthcare',
  url: '',
  telefono: `+3460022${String(n).padStart(4, '0')}`,
  ...overrides,
});

const payload = (n: number, overrides: Partial<LeadFormValues> = {}, locale = 'en') => buildLeadPayload(values(n, overrides), locale);

interface StoredLead {
  id: number;
  email: string;
  contact_name: string;
  company_size: string;
  url: string | null;
  locale: string;
  phone: string;
}

const storedLeads = async (email: string) =>
  (await (await api.request('GET', `/api/dev/leads?email=${encodeURIComponent(email)}`)).json()) as StoredLead[];

describe('POST /api/leads', () => {
  it('stores a valid lead, answers 201 with its id, and e-mails the visitor', async () => {
    const response = await api.request('POST', '/api/leads', { json: payload(1) });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: number; message: string };
    expect(body.id).toBeGreaterThan(0);
    expect(body.message).toMatch(/check your e-mail/i);
    const [lead] = await storedLeads('lead1@example.com');
    expect(lead).toMatchObject({
      id: body.id,
      contact_name: 'Ana García',
      company_size: 'SME',
      url: null,
      locale: 'en',
      phone: '+34600220001',
    });
    const outbox = (await (await api.request('GET', '/api/dev/outbox?to=lead1@example.com')).json()) as { kind: string; text: string }[];
    expect(outbox[0]?.kind).toBe('lead');
    expect(outbox[0]?.text).toContain('Clínica Norte');
  });

  it('keeps a website, made absolute, and the locale of the page', async () => {
    const response = await api.request('POST', '/api/leads', { json: payload(2, { url: 'clinicanorte.es' }, 'ae') });
    expect(response.status).toBe(201);
    const [lead] = await storedLeads('lead2@example.com');
    expect(lead).toMatchObject({ url: 'https://clinicanorte.es', locale: 'ae' });
  });

  it('never lists leads through the generic routes', async () => {
    await api.request('POST', '/api/leads', { json: payload(3) });
    for (const path of ['/api/leads', '/api/leads/1', '/api/leads?email=lead3@example.com', '/api/db']) {
      const response = await api.request('GET', path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('lead3@example.com');
    }
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      expect((await api.request(method, '/api/leads/1', { json: {} })).status, method).toBe(404);
    }
  });

  it.each([
    ['every field missing', {}, /place_id, company_name, contact_name, phone, email, company_size, industry, locale/],
    ['an invalid e-mail', { email: 'ana@nowhere' }, /valid e-mail/],
    ['a phone libphonenumber rejects', { phone: '+34 100 111 222' }, /phone/],
    ['a phone without country code', { phone: '600111222' }, /phone/],
    ['a website that is not a URL', { url: 'not a url' }, /website/],
    ['a website of another scheme', { url: 'ftp://example.com' }, /website/],
    ['an unknown company size', { company_size: 'pyme' }, /company size/],
    ['an unknown industry', { industry: 'Farming' }, /industry/],
    ['an unsupported locale', { locale: 'fr' }, /locale/],
    ['a place id that is not CUST- and a timestamp', { place_id: 'X-1' }, /place_id/],
    ['is_contacted set', { is_contacted: true }, /is_contacted/],
    ['is_active unset', { is_active: false }, /is_active/],
    ['extra_info filled', { extra_info: 'call me' }, /extra_info/],
    ['a CEO given', { CEO: 'Me' }, /CEO/],
    ['an unknown field', { admin: true }, /admin/],
    ['a name too long', { contact_name: 'x'.repeat(201) }, /contact_name/],
    ['a blank company', { company_name: '   ' }, /company_name/],
  ])('answers 400 with a clear error for %s, and stores nothing', async (_case, change, pattern) => {
    const json = Object.keys(change).length ? { ...payload(4), email: 'refused@example.com', ...change } : {};
    const response = await api.request('POST', '/api/leads', { json });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(pattern);
    expect(await storedLeads('refused@example.com')).toEqual([]);
  });

  it('answers 400 for a body that is not an object', async () => {
    const response = await api.request('POST', '/api/leads', { json: [payload(5)] });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The request body must be a JSON object.' });
  });

  it('answers in Spanish and Arabic when asked', async () => {
    const bad = { ...payload(6), email: 'bad' };
    const es = await api.request('POST', '/api/leads', { json: bad, headers: { 'accept-language': 'es' } });
    expect(((await es.json()) as { error: string }).error).toBe('Introduce un correo electrónico válido.');
    const ar = await api.request('POST', '/api/leads', {
      json: { ...bad, email: 'ok@example.com', industry: 'x' },
      headers: { 'accept-language': 'ar' },
    });
    expect(((await ar.json()) as { error: string }).error).toMatch(/[\u0600-\u06FF]/);
  });

  it('accepts a lead from someone who already has an account, without exposing the account', async () => {
    const response = await api.request('POST', '/api/leads', { json: payload(7, { email: MockUser.email }) });
    expect(response.status).toBe(201);
    const text = await response.text();
    expect(text).not.toMatch(/passwordHash|scrypt|Lucía/);
  });

  it('is cleared by a data reset', async () => {
    await api.request('POST', '/api/leads', { json: payload(8) });
    expect(await storedLeads('lead8@example.com')).toHaveLength(1);
    expect((await api.request('POST', '/api/dev/reset')).status).toBe(204);
    expect(await storedLeads('lead8@example.com')).toEqual([]);
  });
});
