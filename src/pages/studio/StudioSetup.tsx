/**
 * The agent studio's draft sections on `/dashboard/bot-config`: business facts, opening
 * hours, answers and what the agent does, each saved on its own with the draft's revision. A 409
 * (the draft changed since it was read) keeps what was typed and offers to reload; leaving with
 * unsaved changes asks first.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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
import { goLiveQuery } from '@/api/goliveQueries';
import { studioHolidaysQuery, studioQuery, studioSaved } from '@/api/studioQueries';
import { StudioSections, type AnswerInput, type StudioSectionId } from '@/features/studio/StudioSections';
import { accountDay } from '@/lib/accountTime';
import { PATHS } from '@/lib/routes';
import { STUDIO_LANGUAGES, type StudioLanguage } from '@/lib/studio/types';
import { guardHistory, historyIndex } from '@/ui/historyGuard';
import { useLocalizedPath, useLocaleSearchParams } from '@/ui/useLocale';
import { useActionStateOf, useLoadState } from '@/pages/serverState';

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

export function StudioSetup() {
  const { t } = useTranslation('dashboard');
  const localize = useLocalizedPath();
  const [params] = useLocaleSearchParams();
  const asked = params.get('question');
  const askedLanguage = params.get('language');
  const newQuestion = useMemo(() => {
    if (!asked) return null;
    const known = (STUDIO_LANGUAGES as readonly string[]).includes(askedLanguage ?? '');
    return { question: asked, language: known ? (askedLanguage as StudioLanguage) : ('es' as const) };
  }, [asked, askedLanguage]);
  const client = useQueryClient();
  const studio = useQuery(studioQuery());
  // The line (go-live), to name a transfer number that would loop back to the agent.
  const golive = useQuery(goLiveQuery());
  const line = useMemo(
    () => (golive.data ? { agentNumber: golive.data.agentNumber, businessNumber: golive.data.line?.businessNumber ?? null } : null),
    [golive.data],
  );
  const [today] = useState(() => accountDay(Date.now()));
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
  const facts = useMutation({ mutationFn: (value: StudioFacts) => saveStudioFacts({ revision: revision(), facts: value }), ...handlers });
  const hours = useMutation({ mutationFn: (value: StudioHours) => saveStudioHours({ revision: revision(), hours: value }), ...handlers });
  const actions = useMutation({
    mutationFn: (value: StudioActions) => saveStudioActions({ revision: revision(), actions: value }),
    ...handlers,
  });
  const answer = useMutation({
    mutationFn: (change: { id: string | null; input: AnswerInput } | { delete: string }) => {
      if ('delete' in change) return deleteStudioAnswer(change.delete, revision());
      const body = { ...change.input, revision: revision() };
      return change.id ? updateStudioAnswer(change.id, body) : addStudioAnswer(body);
    },
    ...handlers,
  });
  // Success messages stay until the next action (a screen reader user may reach them later).
  const saves = {
    facts: useStable(useActionStateOf(facts, { keepSuccess: true })),
    hours: useStable(useActionStateOf(hours, { keepSuccess: true })),
    actions: useStable(useActionStateOf(actions, { keepSuccess: true })),
    answers: useStable(useActionStateOf(answer, { keepSuccess: true })),
  };

  const [dirtySections, setDirtySections] = useState<Partial<Record<StudioSectionId, boolean>>>({});
  const onDirtyChange = useCallback(
    (section: StudioSectionId, dirty: boolean) =>
      setDirtySections((current) => (current[section] === dirty ? current : { ...current, [section]: dirty })),
    [],
  );
  useLeaveGuard(Object.values(dirtySections).some(Boolean), t('studio.leave'));

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

  // Stable callbacks: the memoised sections re-render only for what concerns them (a save's
  // progress re-renders its section, not the four forms).
  const { mutate: changeAnswer } = answer;
  const onSaveAnswer = useCallback((id: string | null, input: AnswerInput) => changeAnswer({ id, input }), [changeAnswer]);
  const onDeleteAnswer = useCallback((id: string) => changeAnswer({ delete: id }), [changeAnswer]);
  return (
    <StudioSections
      key={generation}
      state={state}
      saves={saves}
      conflict={conflict}
      holidays={holidays}
      today={today}
      upgradeHref={localize(PATHS.pricing)}
      line={line}
      goLiveHref={localize(PATHS.goLive)}
      testHref={localize(PATHS.studioTest)}
      versionsHref={localize(PATHS.studioVersions)}
      questionsHref={localize(PATHS.studioQuestions)}
      newQuestion={newQuestion}
      onSaveFacts={facts.mutate}
      onSaveHours={hours.mutate}
      onSaveActions={actions.mutate}
      onSaveAnswer={onSaveAnswer}
      onDeleteAnswer={onDeleteAnswer}
      onDirtyChange={onDirtyChange}
      onReload={() => void reload()}
      onRetry={() => void studio.refetch()}
    />
  );
}

/** The same object while its content is the same (a memoised section skips a render that changes nothing of its save). */
function useStable<T>(value: T): T {
  const key = JSON.stringify(value);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => value, [key]);
}
