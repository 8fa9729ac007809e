import type { StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PATHS } from '@/lib/routes';
import BotConfigPage from '@/pages/BotConfigPage';
import { VOICES } from '@/lib/dashboard';
import { MockBotConfig } from '../../mock-api/fixtures/dashboard';
import { t } from '../support/i18n';
import { contract, requestLog } from '../support/msw';
import { inLocale, onMobile, pageLocale } from '../support/variants';
import { serverDown } from './handlers';
import { studioServer } from '../studio/handlers';
import { expectShell, findNotice, portalPageMeta, expectRetryHandedFocusOn, retryWithServerBack } from './support';
import { restFocus } from '../support/atRest';

const log = requestLog();

/** The six voices and the saved configuration; a save answers what it was sent. */
const botApi = [
  contract('get', '/api/voices', () => HttpResponse.json([...VOICES]), log),
  contract('get', '/api/bot-config', () => HttpResponse.json(MockBotConfig), log),
  contract(
    'put',
    '/api/bot-config',
    async ({ request }) => {
      const { voiceId, prompt } = await request.json();
      return HttpResponse.json({ voiceId, prompt });
    },
    log,
  ),
  // The studio's sections below (their own stories are in stories/studio).
  ...studioServer(log).handlers,
];

const meta = {
  title: 'Portal/Bot configuration/Page',
  ...portalPageMeta(BotConfigPage, PATHS.botConfig, botApi, log),
};

export default meta;
type Story = StoryObj<typeof meta>;

const voices = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('radiogroup', { name: t('dashboard:bot.voices.legend') }));

/** The voices and the saved voice and prompt from the server, in the shell; another voice is saved. */
export const LoadAndSave: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the six voices, the saved one chosen, the saved prompt', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: t('dashboard:bot.title') })).toBeVisible();
      await canvas.findByRole('radiogroup', { name: t('dashboard:bot.voices.legend') }, { timeout: 5000 });
      await expect(
        voices(canvasElement)
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual(VOICES.map((voice) => voice.id));
      await expect(voices(canvasElement).getByRole('radio', { name: 'Carmen' })).toBeChecked();
      await expect(canvas.getByRole('textbox', { name: t('dashboard:bot.prompt.label') })).toHaveValue(MockBotConfig.prompt);
      await expect(log.to('/api/voices', 'get')).toHaveLength(1);
      await expect(log.to('/api/bot-config', 'get')).toHaveLength(1);
    });
    await step('in the shell, Bot configuration marked as the current page', async () => {
      await expectShell(canvasElement, 'botConfig');
    });
    await step('Mateo is saved: the server gets the voice, the prompt and the language; a green notice', async () => {
      await userEvent.click(voices(canvasElement).getByRole('radio', { name: 'Mateo' }));
      await userEvent.click(canvas.getByRole('button', { name: t('dashboard:bot.save') }));
      await expect(await findNotice(t('dashboard:bot.saved'))).toHaveAttribute('data-kind', 'success');
      await expect(log.to('/api/bot-config', 'put').map((call) => call.body)).toEqual([
        { voiceId: 'es-m2', prompt: MockBotConfig.prompt, locale: pageLocale() },
      ]);
      await waitFor(() => expect(canvas.queryByText(t('dashboard:bot.unsaved'))).toBeNull());
    });
    restFocus();
  },
};
export const LoadAndSaveSpanish: Story = inLocale(LoadAndSave, 'es');
export const LoadAndSaveArabic: Story = inLocale(LoadAndSave, 'ae', { play: true });
export const LoadAndSaveMobile: Story = onMobile(LoadAndSave, 'ae', { play: true });

/** The voices cannot be read: the page says so, and a retry loads the configuration. */
export const LoadFailsThenRetry: Story = {
  parameters: { msw: { handlers: [serverDown('/api/voices', log), ...botApi.slice(1)] } },
  play: async (context) => {
    await expect(await within(context.canvasElement).findByRole('heading', { level: 1, name: t('dashboard:bot.loadError') })).toBeVisible();
    await retryWithServerBack(context, botApi);
    await waitFor(() => expect(voices(context.canvasElement).getByRole('radio', { name: 'Carmen' })).toBeChecked());
    await expectShell(context.canvasElement, 'botConfig');
    await expectRetryHandedFocusOn(context);
  },
};
export const LoadFailsThenRetrySpanish: Story = inLocale(LoadFailsThenRetry, 'es');
