/**
 * The agent studio's draft sections on `/dashboard/bot-config` (issue 35): business facts, opening
 * hours, answers and what the agent does, each saved on its own with the draft's revision. A 409
 * (the draft changed since it was read) keeps what was typed and offers to reload; leaving with
 * unsaved changes asks first.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addStudioAnswer,
  deleteStudioAnswer,
  isDraftChanged,
  saveStudioActions,
  saveStudioFacts,
  saveStudioHours,
  updateStudioAnswer,
  type StudioActions,
  type StudioFacts,
  type StudioHours,
  type StudioOverview,
} from '@/api/studio';
import { studioHolidaysQuery, studioQuery, studioSaved } from '@/api/studioQueries';
import { StudioSections, type AnswerInput, type StudioSectionId, type StudioSectionsProps } from '@/features/studio/StudioSections';
import { PATHS } from '@/lib/routes';
import { STUDIO_LANGUAGES, type StudioLanguage } from '@/lib/studio/types';
import { guardHistory, historyIndex } from '@/ui/historyGuard';
import { useLocalizedPath, useLocaleSearchParams } from '@/ui/useLocale';
import { useActionStateOf, useLoadState } from '@/pages/serverState';

/** Today (YYYY-MM-DD) in a time zone. */
function todayIn(timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}

/**
 * Asks before leaving the page while `dirty`: closing the tab (`beforeunload`), a link inside the
 * app, and the browser's Back and Forward (src/ui/historyGuard.ts: `<BrowserRouter>` has no
 * `useBlocker`).
 */
function useLeaveGuard(dirty: boolean, question: string) {
  // The history entry the page is on (kept after every render: the page's own navigations move it).
  const at = useRef<number | null>(null);
  useEffect(() => {
    at.current = historyIndex();
  });
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const click = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || link.getAttribute('target') === '_blank' || event.defaultPrevented) return;
      const href = link.getAttribute('href') ?? '';
      if (href.startsWith('#') || href === window.location.pathname) return;
      if (!window.confirm(question)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    const unguard = guardHistory({ confirm: () => window.confirm(question), at: () => at.current });
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
      unguard();
    };
  }, [dirty, question]);
}

/**
 * The sections, memoised: given deferred props (see `StudioSetup`), the render that brings an
 * answer skips them, and the background render that follows renders them again.
 */
const Sections = memo(StudioSections);

/** A section's save, as the mutation cache knows it. */
const SAVE_KEY = (section: StudioSectionId) => ['studio-save', section] as const;

export function StudioSetup() {
  const { t } = useTranslation('dashboard');
  const localize = useLocalizedPath();
  const [params] = useLocaleSearchParams();
  const asked = params.get('question');
  const askedLanguage = params.get('language');
  const newQuestion = asked ? { question: asked, language: (STUDIO_LANGUAGES as readonly string[]).includes(askedLanguage ?? '') ? (askedLanguage as StudioLanguage) : ('es' as const) } : null;
  const client = useQueryClient();
  const studio = useQuery(studioQuery());
  const zone = studio.data?.draft.hours.timeZone ?? 'Europe/Madrid';
  const today = todayIn(zone);
  const year = Number(today.slice(0, 4));
  const thisYear = useQuery({ ...studioHolidaysQuery(year), enabled: studio.isSuccess });
  const nextYear = useQuery({ ...studioHolidaysQuery(year + 1), enabled: studio.isSuccess });
  const holidays = useMemo(() => [...(thisYear.data?.holidays ?? []), ...(nextYear.data?.holidays ?? [])], [thisYear.data, nextYear.data]);

  const [conflict, setConflict] = useState(false);
  const [generation, setGeneration] = useState(0);
  const revision = () => client.getQueryData<StudioOverview>(studioQuery().queryKey)?.revision ?? studio.data?.revision ?? 0;
  const handlers = {
    onSuccess: (saved: StudioOverview) => {
      studioSaved(client, saved);
      setConflict(false);
    },
    onError: (error: unknown) => setConflict(isDraftChanged(error)),
  };
  const facts = useMutation({ mutationKey: SAVE_KEY('facts'), mutationFn: (value: StudioFacts) => saveStudioFacts({ revision: revision(), facts: value }), ...handlers });
  const hours = useMutation({ mutationKey: SAVE_KEY('hours'), mutationFn: (value: StudioHours) => saveStudioHours({ revision: revision(), hours: value }), ...handlers });
  const actions = useMutation({ mutationKey: SAVE_KEY('actions'), mutationFn: (value: StudioActions) => saveStudioActions({ revision: revision(), actions: value }), ...handlers });
  const answer = useMutation({
    mutationKey: SAVE_KEY('answers'),
    mutationFn: (change: { id: string | null; input: AnswerInput } | { delete: string }) => {
      if ('delete' in change) return deleteStudioAnswer(change.delete, revision());
      const body = { ...change.input, revision: revision() };
      return change.id ? updateStudioAnswer(change.id, body) : addStudioAnswer(body);
    },
    ...handlers,
  });
  const saves = {
    facts: useActionStateOf(facts),
    hours: useActionStateOf(hours),
    actions: useActionStateOf(actions),
    answers: useActionStateOf(answer),
  };

  const [dirtySections, setDirtySections] = useState<Partial<Record<StudioSectionId, boolean>>>({});
  const onDirtyChange = useCallback((section: StudioSectionId, dirty: boolean) => setDirtySections((current) => (current[section] === dirty ? current : { ...current, [section]: dirty })), []);
  useLeaveGuard(Object.values(dirtySections).some(Boolean), t('studio.leave'));

  // A section's save under way ignores a second press: its "saving" state reaches the button a
  // frame later (the props are deferred), so this asks the mutation cache, not a render.
  const idle = (section: StudioSectionId) => client.isMutating({ mutationKey: SAVE_KEY(section) }) === 0;

  const state = useLoadState(studio);
  const reloading = useRef(false);
  const reload = async () => {
    if (reloading.current) return;
    reloading.current = true;
    await studio.refetch();
    reloading.current = false;
    setConflict(false);
    setDirtySections({});
    for (const mutation of [facts, hours, actions, answer]) mutation.reset();
    setGeneration((n) => n + 1);
  };

  // The sections are long forms: rendered at once, each answer that reaches this page (the draft,
  // the holidays, a save's progress) would block a phone's main thread for as long. React renders
  // them with the props of the last render it had time for, and the new ones in the background.
  const props: StudioSectionsProps = {
    state,
    saves,
    conflict,
    holidays,
    today,
    upgradeHref: localize(PATHS.pricing),
    testHref: localize(PATHS.studioTest),
    versionsHref: localize(PATHS.studioVersions),
    questionsHref: localize(PATHS.studioQuestions),
    newQuestion,
    onSaveFacts: (value) => idle('facts') && facts.mutate(value),
    onSaveHours: (value) => idle('hours') && hours.mutate(value),
    onSaveActions: (value) => idle('actions') && actions.mutate(value),
    onSaveAnswer: (id, input) => idle('answers') && answer.mutate({ id, input }),
    onDeleteAnswer: (id) => idle('answers') && answer.mutate({ delete: id }),
    onDirtyChange,
    onReload: () => void reload(),
    onRetry: () => void studio.refetch(),
  };
  // The generation goes with the props: after a reload the sections mount again with the new draft,
  // never with the one the conflict was about.
  const deferred = useDeferredValue({ props, generation });
  return <Sections key={deferred.generation} {...deferred.props} />;
}
