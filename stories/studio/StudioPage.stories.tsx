import type { StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { VOICES } from '@/lib/dashboard';
import { PATHS } from '@/lib/routes';
import BotConfigPage from '@/pages/BotConfigPage';
import { MockBotConfig } from '../../mock-api/fixtures/dashboard';
import { t } from '../support/i18n';
import { contract, requestLog } from '../support/msw';
import { inLocale, onMobile } from '../support/variants';
import { currentPath, expectShell, portalPageMeta } from '../pages/support';
import { DRAFT_CHANGED, studioServer } from './handlers';
import { restFocus } from '../support/atRest';
import { pasteInto } from '../support/forms';

const log = requestLog();
const server = studioServer(log);

const api = [
  contract('get', '/api/voices', () => HttpResponse.json([...VOICES]), log),
  contract('get', '/api/bot-config', () => HttpResponse.json(MockBotConfig), log),
  ...server.handlers,
];

const meta = {
  title: 'Portal/Agent studio/Page',
  ...portalPageMeta(BotConfigPage, PATHS.botConfig, api, log, server.reset),
};

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, key: 'facts' | 'hours' | 'answers' | 'actions') =>
  within(within(canvasElement).getByRole('region', { name: t(`dashboard:studio.${key}.title`) }));
/** "Save draft" names its section: three of them on the page. */
const saveDraftName = (key: 'facts' | 'hours' | 'actions') =>
  t('dashboard:studio.saveDraftNamed', { section: t(`dashboard:studio.${key}.title`) });
const focused = () => document.activeElement;
const studioLoaded = async (canvasElement: HTMLElement) => {
  await expect(
    await within(canvasElement).findByRole('region', { name: t('dashboard:studio.answers.title') }, { timeout: 15000 }),
  ).toBeVisible();
};

/**
 * Below today's voice and instructions, the studio's sections from the server's draft: an answer
 * is added and the hours saved, each with the draft's revision (the second save sends the one the
 * first answered).
 */
export const SaveSections: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the voice and instructions first, as before; then the studio', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: t('dashboard:bot.title') })).toBeVisible();
      await expect(await canvas.findByRole('button', { name: t('dashboard:bot.save') }, { timeout: 5000 })).toBeVisible();
      await studioLoaded(canvasElement);
      await expect(section(canvasElement, 'answers').getAllByRole('listitem')).toHaveLength(5);
      await expectShell(canvasElement, 'botConfig');
    });
    await step('an answer is added with the revision read; the list shows it', async () => {
      const answers = section(canvasElement, 'answers');
      await userEvent.click(answers.getByRole('button', { name: t('dashboard:studio.answers.add') }));
      const editor = within(answers.getByRole('form', { name: t('dashboard:studio.answers.editor') }));
      await pasteInto(editor.getByRole('textbox', { name: t('dashboard:studio.answers.question') }), '¿Hacen implantes?');
      await pasteInto(editor.getByRole('textbox', { name: t('dashboard:studio.answers.answer') }), 'Sí, desde 900 €.');
      await userEvent.click(editor.getByRole('button', { name: t('dashboard:studio.answers.saveAnswer') }));
      await waitFor(() => expect(answers.getAllByRole('listitem')).toHaveLength(6));
      await expect(answers.queryByRole('form', { name: t('dashboard:studio.answers.editor') })).toBeNull();
      await expect(log.to('/api/studio/answers', 'post').map((call) => call.body)).toEqual([
        { language: 'es', question: '¿Hacen implantes?', answer: 'Sí, desde 900 €.', phrasings: [], revision: 3 },
      ]);
    });
    await step('Saturday closed again: the hours are saved with the new revision', async () => {
      const hours = section(canvasElement, 'hours');
      await userEvent.selectOptions(hours.getByRole('combobox', { name: t('dashboard:studio.days.sat') }), '0');
      await userEvent.click(hours.getByRole('button', { name: saveDraftName('hours') }));
      await expect(await hours.findByText(t('dashboard:studio.saved'))).toBeVisible();
      const [sent] = log
        .to('/api/studio/draft/hours', 'put')
        .map((call) => call.body as { revision: number; hours: { week: Record<string, unknown[]> } });
      await expect(sent?.revision).toBe(4);
      await expect(sent?.hours.week.sat).toEqual([]);
    });
    restFocus();
  },
};
export const SaveSectionsSpanish: Story = inLocale(SaveSections, 'es');
export const SaveSectionsArabic: Story = inLocale(SaveSections, 'ae', { play: true });
export const SaveSectionsMobile: Story = onMobile(SaveSections, 'es', { play: true });

/**
 * The keyboard's place through the answers: the editor takes the focus when it opens and gives it
 * back on Escape or Cancel; a delete's confirmation takes it and Escape gives it back; after a
 * delete the focus is on the next answer's Edit; what was done is said by the section's status.
 */
export const AnswersKeepTheFocus: Story = {
  play: async ({ canvasElement, step }) => {
    await studioLoaded(canvasElement);
    const answers = section(canvasElement, 'answers');
    const add = answers.getByRole('button', { name: t('dashboard:studio.answers.add') });
    const editor = () => within(answers.getByRole('form', { name: t('dashboard:studio.answers.editor') }));
    await step('Add answer: the editor takes the focus; Escape closes it and gives it back', async () => {
      await userEvent.click(add);
      await waitFor(() => expect(focused()).toBe(editor().getByRole('textbox', { name: t('dashboard:studio.answers.question') })));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(answers.queryByRole('form', { name: t('dashboard:studio.answers.editor') })).toBeNull());
      await waitFor(() => expect(focused()).toBe(answers.getByRole('button', { name: t('dashboard:studio.answers.add') })));
    });
    const [first] = answers.getAllByRole('listitem');
    const firstEdit = within(first!).getAllByRole('button')[0]!;
    await step('Edit, then Cancel: back on that answer’s Edit', async () => {
      await userEvent.click(firstEdit);
      await waitFor(() => expect(focused()).toBe(editor().getByRole('textbox', { name: t('dashboard:studio.answers.question') })));
      await userEvent.click(editor().getByRole('button', { name: t('dashboard:studio.answers.cancel') }));
      await waitFor(() => expect(focused()?.getAttribute('aria-label')).toBe(firstEdit.getAttribute('aria-label')));
    });
    await step('Delete asks in place, the confirmation takes the focus; Escape gives it back to Delete', async () => {
      const item = within(answers.getAllByRole('listitem')[0]!);
      const deleteButton = item.getAllByRole('button')[1]!;
      const deleteName = deleteButton.getAttribute('aria-label');
      await userEvent.click(deleteButton);
      await waitFor(() =>
        expect(focused()?.getAttribute('aria-label')).toMatch(new RegExp(`^${t('dashboard:studio.answers.confirmDelete')}`)),
      );
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(focused()?.getAttribute('aria-label')).toBe(deleteName));
    });
    await step('Confirm delete: the answer goes, the focus is on the next one’s Edit, and the status says so', async () => {
      const items = answers.getAllByRole('listitem');
      const nextEdit = within(items[1]!).getAllByRole('button')[0]!.getAttribute('aria-label');
      await userEvent.click(within(items[0]!).getAllByRole('button')[1]!);
      await userEvent.click(within(answers.getAllByRole('listitem')[0]!).getAllByRole('button')[1]!);
      await waitFor(() => expect(answers.getAllByRole('listitem')).toHaveLength(items.length - 1));
      await waitFor(() => expect(focused()?.getAttribute('aria-label')).toBe(nextEdit));
      await expect(answers.getByText(t('dashboard:studio.answers.deleted'))).toHaveAttribute('role', 'status');
    });
    restFocus();
  },
};
export const AnswersKeepTheFocusArabic: Story = inLocale(AnswersKeepTheFocus, 'ae');

/**
 * Another tab saved first: the save is refused (409), the page says so and keeps what was typed;
 * Reload shows the latest draft (the other tab's website), with nothing left unsaved, and gives
 * the focus to the sections' heading.
 */
export const DraftChangedElsewhere: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await studioLoaded(canvasElement);
    server.changedElsewhere('https://clinica-other-tab.example');
    const facts = section(canvasElement, 'facts');
    const phone = facts.getByRole('textbox', { name: t('dashboard:studio.facts.phone') });
    await userEvent.clear(phone);
    await pasteInto(phone, '+34910999999');
    await userEvent.click(facts.getByRole('button', { name: saveDraftName('facts') }));
    const alert = await canvas.findByRole('alert', { name: t('dashboard:studio.conflict.title') });
    await expect(facts.getByText(DRAFT_CHANGED)).toBeVisible();
    await expect(phone).toHaveValue('+34910999999');
    await expect(log.to('/api/studio/draft/facts', 'put')[0]?.body).toMatchObject({ revision: 3 });
    await userEvent.click(within(alert).getByRole('button', { name: t('dashboard:studio.conflict.reload') }));
    await waitFor(() => expect(canvas.queryByRole('alert', { name: t('dashboard:studio.conflict.title') })).toBeNull());
    const reloaded = section(canvasElement, 'facts');
    await expect(reloaded.getByRole('textbox', { name: t('dashboard:studio.facts.phone') })).toHaveValue('+34910123456');
    // The latest draft, not the one the conflict was about, and nothing shown as unsaved.
    await waitFor(() =>
      expect(reloaded.getByRole('textbox', { name: t('dashboard:studio.facts.website') })).toHaveValue('https://clinica-other-tab.example'),
    );
    await expect(reloaded.queryByText(t('dashboard:studio.unsavedSection'))).toBeNull();
    await expect(log.to('/api/studio', 'get')).toHaveLength(2);
    // Reload left with the alert: the heading of the reloaded sections has the focus, not the page's top.
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: t('dashboard:studio.title') })).toHaveFocus());
    restFocus();
  },
};
export const DraftChangedElsewhereArabic: Story = inLocale(DraftChangedElsewhere, 'ae');

/** Leaving with unsaved changes asks first; saying no stays on the page. */
export const LeaveAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await studioLoaded(canvasElement);
    const facts = section(canvasElement, 'facts');
    await userEvent.type(facts.getByRole('textbox', { name: t('dashboard:studio.facts.website') }), '/es');
    const asked: string[] = [];
    const original = window.confirm;
    window.confirm = (question?: string) => {
      asked.push(question ?? '');
      return false;
    };
    try {
      const nav = within(canvas.getByRole('navigation', { name: t('dashboard:shell.navLabel') }));
      await userEvent.click(nav.getByRole('link', { name: t('dashboard:shell.nav.profile') }));
      await expect(asked).toEqual([t('dashboard:studio.leave')]);
      await expect(currentPath(canvasElement)).toMatch(/\/dashboard\/bot-config$/);
    } finally {
      window.confirm = original;
    }
    restFocus();
  },
};
export const LeaveAsksFirstSpanish: Story = inLocale(LeaveAsksFirst, 'es');
