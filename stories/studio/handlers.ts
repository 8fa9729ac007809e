/**
 * A small studio server for the page stories (typed by the contract, stories/support/msw.ts): the
 * demo clinic's draft at revision 3, each save checked against the revision it sends (409 when
 * stale, as the mock API does) and bumping it. `changedElsewhere()` plays another tab's save.
 */
import { HttpResponse } from 'msw';
import type { Schema } from '@/lib/contract';
import { MockStudioSetup } from '../../mock-api/fixtures/studio';
import { storyGoLive } from '../fixtures/golive';
import { contract, type RequestLog } from '../support/msw';

type Overview = Schema<'StudioOverview'>;

export const STUDIO_NOW = Date.parse('2026-11-27T10:00:00Z');
export const DRAFT_CHANGED = 'The draft was changed since you opened it. Reload it to see the latest version.';

/**
 * The demo clinic's studio as GET /api/studio answers it: `draft` at revision 3, saved the day
 * before the stories' moment, version 1 live and changes not published yet (`change` overrides).
 */
export function studioOverview(draft: Overview['draft'], change: Partial<Overview> = {}): Overview {
  return {
    revision: 3,
    updatedAt: '2026-11-26T09:00:00.000Z',
    draft,
    live: { number: 1, publishedAt: '2026-08-19T10:00:00.000Z', publishedBy: { id: 1, name: 'Laura Martín' }, changes: [], summary: [] },
    unpublished: true,
    changes: [],
    summary: [],
    transferAllowed: false,
    ...change,
  };
}

export function studioServer(log: RequestLog) {
  let revision = 3;
  let draft = MockStudioSetup(STUDIO_NOW, 'draft');
  let nextId = 1;
  const overview = () => studioOverview(draft, { revision });
  const stale = (sent: number | undefined) => sent !== undefined && sent !== revision;
  type Reply = Overview | { error: string };
  const conflict = () => HttpResponse.json<Reply>({ error: DRAFT_CHANGED }, { status: 409 });
  const saved = () => {
    revision += 1;
    return HttpResponse.json<Reply>(overview());
  };
  const handlers = [
    contract('get', '/api/studio', () => HttpResponse.json(overview()), log),
    // The setup asks for the line (to name a transfer that would loop back): no line yet.
    contract('get', '/api/golive', () => HttpResponse.json(storyGoLive()), log),
    contract(
      'put',
      '/api/studio/draft/facts',
      async ({ request }) => {
        const body = await request.json();
        if (stale(body.revision)) return conflict();
        draft = {
          ...draft,
          facts: { ...body.facts, services: body.facts.services.map((service, i) => ({ ...service, id: service.id || `s-new-${i}` })) },
        };
        return saved();
      },
      log,
    ),
    contract(
      'put',
      '/api/studio/draft/hours',
      async ({ request }) => {
        const body = await request.json();
        if (stale(body.revision)) return conflict();
        draft = {
          ...draft,
          hours: {
            ...body.hours,
            exceptions: body.hours.exceptions.map((exception, i) => ({ ...exception, id: exception.id || `x-new-${i}` })),
          },
        };
        return saved();
      },
      log,
    ),
    contract(
      'put',
      '/api/studio/draft/actions',
      async ({ request }) => {
        const body = await request.json();
        if (stale(body.revision)) return conflict();
        draft = { ...draft, actions: body.actions };
        return saved();
      },
      log,
    ),
    contract(
      'post',
      '/api/studio/answers',
      async ({ request }) => {
        const body = await request.json();
        if (stale(body.revision)) return conflict();
        draft = {
          ...draft,
          answers: [
            ...draft.answers,
            {
              id: `a-new-${nextId++}`,
              language: body.language,
              question: body.question,
              answer: body.answer,
              phrasings: body.phrasings ?? [],
            },
          ],
        };
        revision += 1;
        return HttpResponse.json<Reply>(overview(), { status: 201 });
      },
      log,
    ),
    contract(
      'delete',
      '/api/studio/answers/{id}',
      ({ params, request }) => {
        const asked = new URL(request.url).searchParams.get('revision');
        if (asked !== null && stale(Number(asked))) return conflict();
        draft = { ...draft, answers: draft.answers.filter((answer) => answer.id !== params.id) };
        revision += 1;
        return HttpResponse.json<Reply>(overview());
      },
      log,
    ),
    contract(
      'get',
      '/api/studio/holidays',
      ({ request }) => {
        const year = Number(new URL(request.url).searchParams.get('year'));
        return HttpResponse.json({
          country: 'ES',
          year,
          holidays: [
            { date: `${year}-12-08`, name: { en: 'Immaculate Conception', es: 'Inmaculada Concepción', ar: 'عيد الحبل بلا دنس' } },
            { date: `${year}-12-25`, name: { en: 'Christmas Day', es: 'Navidad', ar: 'عيد الميلاد' } },
          ],
        });
      },
      log,
    ),
  ];
  return {
    handlers,
    reset: () => {
      revision = 3;
      draft = MockStudioSetup(STUDIO_NOW, 'draft');
      nextId = 1;
    },
    /** Another tab saved the draft: the revision the page read is stale now. */
    /** Another tab's save: the business's website changed, and the revision with it. */
    changedElsewhere: (website = 'https://clinica-other-tab.example') => {
      draft = { ...draft, facts: { ...draft.facts, website } };
      revision += 1;
    },
  };
}
