import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BotConfigView, type BotConfigData } from '@/features/dashboard/BotConfigView';
import type { LoadState } from '@/lib/loadState';
import { textMessage } from '@/lib/message';
import { VOICES, type VoiceId } from '@/lib/dashboard';
import { MockBotConfig } from '../../mock-api/fixtures/dashboard';
import { t } from '../support/i18n';
import { choice, namedChoices, SAVE_CHOICES } from '../support/named';
import { loaded, loadErrorPlay, loadFailed, loading, loadingPlay, portalViewMeta, savingPlay } from '../support/loadState';
import { inLocale, onMobile } from '../support/variants';
import { restFocus } from '../support/atRest';

/** The settings a designer can show. */
const CONFIGS = {
  'Demo account': loaded({ voices: [...VOICES], config: MockBotConfig }),
  Loading: loading,
  'Failed to load': loadFailed('errors:generic'),
} satisfies Record<string, LoadState<BotConfigData>>;
/** A voice's sample: none, or Javier's (playing) or Camila's (failed). */
const PLAYING = { None: null, 'Javier (es-m1)': 'es-m1' } as const satisfies Record<string, VoiceId | null>;
const FAILED = { None: null, 'Camila (es-f3)': 'es-f3' } as const satisfies Record<string, VoiceId | null>;

const meta = {
  title: 'Portal/Bot configuration/States',
  component: BotConfigView,
  ...portalViewMeta({
    state: choice(CONFIGS, 'Demo account'),
    save: choice(SAVE_CHOICES, 'Not saved yet'),
    previewing: choice(PLAYING, 'None'),
    previewError: choice(FAILED, 'None'),
    onPreview: fn(),
    onSave: fn(),
  }),
  argTypes: {
    state: namedChoices(CONFIGS, 'The assistant’s settings and the voices to choose from: loading, failed, or loaded.'),
    save: namedChoices(SAVE_CHOICES, 'Saving the settings: not yet, saving, saved or failed.'),
    previewing: namedChoices(PLAYING, 'The voice whose sample is playing, or none.'),
    previewError: namedChoices(FAILED, 'The voice whose sample could not play, or none.'),
  },
} satisfies Meta<typeof BotConfigView>;

export default meta;
type Story = StoryObj<typeof meta>;

const voiceCard = (canvasElement: HTMLElement, id: string) => {
  const card = canvasElement.querySelector<HTMLElement>(`[data-voice="${id}"]`);
  if (!card) throw new Error(`no card for ${id}`);
  return card;
};

const loadedPlay: Story['play'] = async ({ canvasElement, args, step }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('dashboard:bot.title'));
  const group = canvas.getByRole('radiogroup', { name: t('dashboard:bot.voices.legend') });
  await step('the six voices, each with a gender and a Spanish variant; the saved one chosen', async () => {
    const radios = within(group).getAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['es-f1', 'es-f2', 'es-m1', 'es-m2', 'es-f3', 'es-m3']);
    for (const voice of VOICES) {
      const radio = within(group).getByRole('radio', { name: voice.name });
      await expect(radio).toHaveAccessibleDescription(
        `${t(`dashboard:bot.voices.gender.${voice.gender}`)} · ${t(`dashboard:bot.voices.variant.${voice.variant}`)}`,
      );
    }
    await expect(within(group).getByRole('radio', { name: 'Carmen' })).toBeChecked();
    await expect(canvas.queryByText(t('dashboard:bot.unsaved'))).toBeNull();
  });
  await step('preview asks for the sample of that voice', async () => {
    await userEvent.click(canvas.getByRole('button', { name: t('dashboard:bot.voices.preview', { name: 'Javier' }) }));
    await expect(args.onPreview).toHaveBeenCalledWith('es-m1');
  });
  await step('choosing a voice and editing the prompt are unsaved until saved', async () => {
    await userEvent.click(within(group).getByRole('radio', { name: 'Mateo' }));
    await expect(within(group).getByRole('radio', { name: 'Mateo' })).toBeChecked();
    await expect(canvas.getByText(t('dashboard:bot.unsaved'))).toBeVisible();
    const prompt = canvas.getByRole('textbox', { name: t('dashboard:bot.prompt.label') });
    await expect(prompt).toHaveValue(MockBotConfig.prompt);
    await userEvent.clear(prompt);
    await userEvent.type(prompt, 'Greet in Spanish.');
    await expect(
      canvas.getByText(t('dashboard:bot.prompt.counter', { length: new Intl.NumberFormat(document.documentElement.lang).format(17) })),
    ).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t('dashboard:bot.save') }));
    await expect(args.onSave).toHaveBeenCalledWith({ voiceId: 'es-m2', prompt: 'Greet in Spanish.' });
  });
  restFocus();
};
/** The assistant’s settings loaded: the voices (each with a sample to play) and the prompt, with the save button. */
export const Loaded: Story = { play: loadedPlay };
export const LoadedSpanish: Story = inLocale(Loaded, 'es');
export const LoadedArabic: Story = inLocale(Loaded, 'ae');
export const LoadedMobile: Story = onMobile(Loaded, 'en');

const emptyPromptPlay: Story['play'] = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  const prompt = canvas.getByRole('textbox', { name: t('dashboard:bot.prompt.label') });
  await userEvent.clear(prompt);
  await userEvent.click(canvas.getByRole('button', { name: t('dashboard:bot.save') }));
  await expect(await canvas.findByText(t('dashboard:bot.prompt.required'))).toBeVisible();
  await expect(prompt).toHaveAttribute('aria-invalid', 'true');
  await expect(args.onSave).not.toHaveBeenCalled();
  restFocus();
};
/** The prompt cleared: the field says it is required, and nothing is saved. */
export const EmptyPrompt: Story = { play: emptyPromptPlay };
export const EmptyPromptSpanish: Story = inLocale(EmptyPrompt, 'es');
export const EmptyPromptArabic: Story = inLocale(EmptyPrompt, 'ae');
export const EmptyPromptMobile: Story = onMobile(EmptyPrompt, 'en');

/** A sample playing: its card is highlighted and says so (for 2500 ms, timed by the page). */
const highlightedPlay: Story['play'] = async ({ canvasElement }) => {
  const card = voiceCard(canvasElement, 'es-m1');
  await expect(card).toHaveAttribute('data-highlighted', 'true');
  await expect(within(card).getByRole('status')).toHaveTextContent(t('dashboard:bot.voices.playing', { name: 'Javier' }));
  await expect(getComputedStyle(card).boxShadow).not.toBe('none');
  for (const other of VOICES.filter((voice) => voice.id !== 'es-m1')) {
    await expect(voiceCard(canvasElement, other.id)).not.toHaveAttribute('data-highlighted');
  }
};
/** A voice sample playing: its card is highlighted and says so. */
export const PreviewHighlighted: Story = { args: { previewing: choice(PLAYING, 'Javier (es-m1)') }, play: highlightedPlay };
export const PreviewHighlightedSpanish: Story = inLocale(PreviewHighlighted, 'es');
export const PreviewHighlightedArabic: Story = inLocale(PreviewHighlighted, 'ae');
export const PreviewHighlightedMobile: Story = onMobile(PreviewHighlighted, 'ae');

/** The sample could not be played (missing file): a clear message on its card. */
const previewErrorPlay: Story['play'] = async ({ canvasElement }) => {
  const card = voiceCard(canvasElement, 'es-f3');
  await expect(within(card).getByRole('alert')).toHaveTextContent(t('dashboard:bot.voices.previewError', { name: 'Camila' }));
  await expect(within(canvasElement).getAllByRole('alert')).toHaveLength(1);
};
/** A voice sample that could not play: its card says so. */
export const PreviewError: Story = { args: { previewError: choice(FAILED, 'Camila (es-f3)') }, play: previewErrorPlay };
export const PreviewErrorSpanish: Story = inLocale(PreviewError, 'es');
export const PreviewErrorArabic: Story = inLocale(PreviewError, 'ae');
export const PreviewErrorMobile: Story = onMobile(PreviewError, 'en');

/** Saving the settings: the button is busy and disabled. */
export const Saving: Story = { args: { save: choice(SAVE_CHOICES, 'Saving') }, play: savingPlay(() => t('dashboard:bot.save')) };
export const SavingSpanish: Story = inLocale(Saving, 'es');
export const SavingArabic: Story = inLocale(Saving, 'ae');
export const SavingMobile: Story = onMobile(Saving, 'en');

const savedPlay: Story['play'] = async ({ canvasElement }) => {
  await expect(within(canvasElement).getByText(t('dashboard:bot.saved'))).toBeVisible();
};
/** The settings saved: a success line by the button. */
export const Saved: Story = { args: { save: choice(SAVE_CHOICES, 'Saved') }, play: savedPlay };
export const SavedSpanish: Story = inLocale(Saved, 'es');
export const SavedArabic: Story = inLocale(Saved, 'ae');
export const SavedMobile: Story = onMobile(Saved, 'es');

const saveErrorPlay =
  (text: () => string): Story['play'] =>
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(text());
    // What was chosen stays.
    await expect(within(canvasElement).getByRole('radio', { name: 'Carmen' })).toBeChecked();
  };
/** The settings could not be saved: the network error by the button. */
export const SaveError: Story = {
  args: { save: choice(SAVE_CHOICES, 'Failed (network)') },
  play: saveErrorPlay(() => t('errors:network')),
};
export const SaveErrorSpanish: Story = inLocale(SaveError, 'es');
export const SaveErrorArabic: Story = inLocale(SaveError, 'ae');
/** A server message is shown as it is. */
export const SaveErrorServerMessage: Story = {
  args: { save: { status: 'error', message: textMessage('Choose one of the available voices.') } },
  play: saveErrorPlay(() => 'Choose one of the available voices.'),
};
export const SaveErrorMobile: Story = onMobile(SaveError, 'en');

/** The settings are loading: a loader in place of the form. */
export const Loading: Story = {
  args: { state: choice(CONFIGS, 'Loading') },
  play: loadingPlay(() => t('dashboard:bot.loading'), 'radiogroup'),
};
export const LoadingSpanish: Story = inLocale(Loading, 'es');
export const LoadingArabic: Story = inLocale(Loading, 'ae');
export const LoadingMobile: Story = onMobile(Loading, 'en');

/** The settings could not load: the error with a retry button. */
export const LoadError: Story = {
  args: { state: choice(CONFIGS, 'Failed to load') },
  play: loadErrorPlay({ heading: () => t('dashboard:bot.loadError'), message: () => t('errors:generic') }),
};
export const LoadErrorSpanish: Story = inLocale(LoadError, 'es');
export const LoadErrorArabic: Story = inLocale(LoadError, 'ae');
export const LoadErrorMobile: Story = onMobile(LoadError, 'en');
