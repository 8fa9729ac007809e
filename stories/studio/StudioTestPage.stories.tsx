import type { StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Schema } from '@/lib/contract';
import { PATHS } from '@/lib/routes';
import StudioTestPage from '@/pages/StudioTestPage';
import { MockStudioAnswers, MockStudioScenarios } from '../../mock-api/fixtures/studio';
import { restFocus } from '../support/atRest';
import { pasteInto } from '../support/forms';
import { storyIsolate, t } from '../support/i18n';
import { contract, noContent, requestLog } from '../support/msw';
import { inLocale, onMobile } from '../support/variants';
import { expectShell, portalPageMeta } from '../pages/support';
import { studioServer } from './handlers';

const log = requestLog();
const server = studioServer(log);
let saved: Schema<'StudioScenario'>[] = [];
/** The scenarios deleted in this story (the list no longer has them). */
let removed: string[] = [];

/** The stand-in agent: it greets, then answers the insurance question from its answer. */
const api = [
  ...server.handlers,
  contract(
    'get',
    '/api/studio/scenarios',
    () => HttpResponse.json({ scenarios: [...MockStudioScenarios, ...saved].filter((scenario) => !removed.includes(scenario.id)) }),
    log,
  ),
  contract(
    'delete',
    '/api/studio/scenarios/{id}',
    ({ params }) => {
      removed = [...removed, params.id];
      return noContent();
    },
    log,
  ),
  contract(
    'post',
    '/api/studio/chat',
    async ({ request }) => {
      const body = await request.json();
      const lines: Schema<'StudioChatLine'>[] = [];
      if (!body.state)
        lines.push({ speaker: 'agent', text: 'Hola, ha llamado a Clínica Dental Sonrisa.', source: { kind: 'instructions' } });
      lines.push({
        speaker: 'agent',
        text: MockStudioAnswers.insurance.answer,
        source: { kind: 'answer', answerId: MockStudioAnswers.insurance.id, label: MockStudioAnswers.insurance.question },
      });
      return HttpResponse.json({ lines, state: { turn: (body.state?.turn ?? 0) + 1, pending: 'none', offered: [] } });
    },
    log,
  ),
  contract(
    'post',
    '/api/studio/scenarios',
    async ({ request }) => {
      const body = await request.json();
      const scenario = {
        id: 'sc-new',
        name: body.name,
        language: body.language,
        at: body.at ?? '2026-11-27T10:00:00.000Z',
        turns: body.turns,
        expectations: body.expectations,
        createdAt: '2026-11-27T10:00:00.000Z',
      };
      saved = [scenario];
      return HttpResponse.json(scenario, { status: 201 });
    },
    log,
  ),
];

const meta = {
  title: 'Portal/Agent studio/Test chat page',
  ...portalPageMeta(StudioTestPage, PATHS.studioTest, api, log, () => {
    server.reset();
    saved = [];
    removed = [];
  }),
};

export default meta;
type Story = StoryObj<typeof meta>;

/** A question as a caller is answered from the draft's answer (named, linked); the chat is saved as a scenario that then shows in the list. */
export const ChatAndSaveScenario: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('dashboard:studio.test.title') })).toBeVisible();
    await expectShell(canvasElement, 'botConfig');
    const chat = within(canvas.getByRole('region', { name: t('dashboard:studio.test.chatTitle') }));
    await step('the caller asks; the agent answers from the answer, linked to the answers', async () => {
      await userEvent.selectOptions(chat.getByRole('combobox', { name: t('dashboard:studio.test.language') }), 'es');
      await pasteInto(chat.getByRole('textbox', { name: t('dashboard:studio.test.message') }), '¿Trabajan con seguros dentales?');
      await userEvent.click(chat.getByRole('button', { name: t('dashboard:studio.test.send') }));
      const link = await chat.findByRole('link', {
        name: t('dashboard:studio.test.source.answer', { question: storyIsolate(MockStudioAnswers.insurance.question) }),
      });
      await expect(link.getAttribute('href')).toMatch(/\/dashboard\/bot-config#studio-answers$/);
      await expect(log.to('/api/studio/chat', 'post')[0]?.body).toMatchObject({
        message: '¿Trabajan con seguros dentales?',
        language: 'es',
        state: null,
      });
    });
    await step('saved as a scenario: its caller turns, language and moment; the list shows it', async () => {
      const form = within(canvas.getByRole('region', { name: t('dashboard:studio.test.saveTitle') }));
      await pasteInto(form.getByRole('textbox', { name: t('dashboard:studio.test.scenarioName') }), 'Seguro dental');
      await userEvent.selectOptions(
        form.getByRole('combobox', { name: t('dashboard:studio.test.answersFrom') }),
        MockStudioAnswers.insurance.id,
      );
      await userEvent.click(form.getByRole('button', { name: t('dashboard:studio.test.saveScenario') }));
      await expect(await form.findByText(t('dashboard:studio.test.scenarioSaved'))).toBeVisible();
      const [sent] = log.to('/api/studio/scenarios', 'post').map((call) => call.body as Record<string, unknown>);
      await expect(sent).toMatchObject({
        name: 'Seguro dental',
        language: 'es',
        turns: ['¿Trabajan con seguros dentales?'],
        expectations: [{ kind: 'answers_from', answerId: MockStudioAnswers.insurance.id }],
      });
      await expect(sent?.at).toBe((log.to('/api/studio/chat', 'post')[0]?.body as { at: string }).at);
      const list = within(canvas.getByRole('region', { name: t('dashboard:studio.test.scenariosTitle') }));
      await waitFor(() => expect(list.getByRole('listitem', { name: 'Seguro dental' })).toBeVisible());
    });
    restFocus();
  },
};
export const ChatAndSaveScenarioSpanish: Story = inLocale(ChatAndSaveScenario, 'es');
export const ChatAndSaveScenarioArabic: Story = inLocale(ChatAndSaveScenario, 'ae', { play: true });
export const ChatAndSaveScenarioMobile: Story = onMobile(ChatAndSaveScenario, 'ae', { play: true });

/**
 * A saved scenario deleted from the page: "Delete" asks in place, "Yes, delete it" sends the
 * delete, and the scenario is gone from the list (also from the list fetched again), the panel
 * saying so; the other scenarios stay.
 */
export const ScenarioDeleted: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('dashboard:studio.test.title') })).toBeVisible();
    const list = within(canvas.getByRole('region', { name: t('dashboard:studio.test.scenariosTitle') }));
    const name = MockStudioScenarios[1]!.name;
    const item = await list.findByRole('listitem', { name });
    await step('"Delete" asks in place; "Yes, delete it" deletes that scenario', async () => {
      await userEvent.click(within(item).getByRole('button', { name: t('dashboard:studio.test.deleteScenarioNamed', { name }) }));
      const confirm = within(within(item).getByRole('group', { name: t('dashboard:studio.test.deleteScenarioNamed', { name }) }));
      await expect(confirm.getByText(t('dashboard:studio.test.deleteScenarioConfirm'))).toBeVisible();
      await expect(log.to(`/api/studio/scenarios/${MockStudioScenarios[1]!.id}`, 'delete')).toHaveLength(0);
      await userEvent.click(confirm.getByRole('button', { name: t('dashboard:studio.test.deleteScenarioConfirmButton') }));
    });
    await step('gone from the list, also once the list is fetched again; the others stay', async () => {
      await waitFor(() =>
        expect(
          list
            .getAllByRole('status')
            .map((status) => status.textContent)
            .join(' '),
        ).toContain(t('dashboard:studio.test.scenarioDeleted', { name: storyIsolate(name) })),
      );
      await expect(log.to(`/api/studio/scenarios/${MockStudioScenarios[1]!.id}`, 'delete')).toHaveLength(1);
      await waitFor(() => expect(log.to('/api/studio/scenarios', 'get').length).toBeGreaterThanOrEqual(2));
      await waitFor(() => expect(list.queryByRole('listitem', { name })).toBeNull());
      for (const other of MockStudioScenarios.filter((one) => one.name !== name))
        await expect(list.getByRole('listitem', { name: other.name })).toBeVisible();
    });
    restFocus();
  },
};
export const ScenarioDeletedArabic: Story = inLocale(ScenarioDeleted, 'ae', { play: true });
