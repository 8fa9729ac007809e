/** The go-live API's shapes (from the contract). */
import type { Schema } from '../contract.ts';

export type GoLive = Schema<'GoLive'>;
export type GoLiveLine = Schema<'GoLiveLine'>;
export type GoLiveLineInput = Schema<'GoLiveLineInput'>;
export type GoLivePauseInput = Schema<'GoLivePauseInput'>;
export type GoLiveChecklist = GoLive['checklist'];
export type ChecklistStep = keyof GoLiveChecklist;

/** The checklist's steps, in the order they are done. */
export const CHECKLIST_STEPS: readonly ChecklistStep[] = [
  'planPaid',
  'identityApproved',
  'agentPublished',
  'lineConnected',
  'testPassed',
  'resultsDelivered',
];

/** Whether every step is done (the dashboard then hides its checklist). */
export const allStepsDone = (checklist: GoLiveChecklist) => CHECKLIST_STEPS.every((step) => checklist[step]);
