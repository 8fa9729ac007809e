import type { Schema } from '@/lib/contract';
import type { StudioLanguage } from '@/lib/studio/types';

export type StudioOverview = Schema<'StudioOverview'>;
export type Facts = Schema<'StudioFacts'>;
export type Hours = Schema<'StudioHours'>;
export type Actions = Schema<'StudioActions'>;
export type Answer = Schema<'StudioAnswer'>;
export type AnswerInput = Pick<Answer, 'language' | 'question' | 'answer' | 'phrasings'>;
export interface Holiday {
  date: string;
  name: Record<StudioLanguage, string>;
}

export type StudioSectionId = 'facts' | 'hours' | 'answers' | 'actions';

/** The agent's language as the page's locale names it (`ar` is the `ae` locale). */
export const languageKey = (language: StudioLanguage) => `studio.languages.${language}` as const;
