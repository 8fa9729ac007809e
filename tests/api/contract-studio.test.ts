/**
 * The agent studio's operations answer as the contract says (contractConformance.ts): the draft,
 * answers, publishing and versions, the test chat, scenarios and unanswered questions, each called
 * for its successes and errors (studioCases.ts).
 */
import { describe } from 'vitest';
import { itConforms } from './contractConformance.ts';
import { useTestApi } from './helpers.ts';
import { studioCases } from './studioCases.ts';

const api = useTestApi({ reset: true });

describe('every operation answers as the contract says', () => {
  itConforms(studioCases(() => api));
});
