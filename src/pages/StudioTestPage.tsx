import { Container } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  deleteStudioScenario,
  runStudioScenarios,
  saveStudioScenario,
  studioChat,
  type StudioChatAnswer,
  type StudioChatRequest,
} from '@/api/studio';
import { studioQuery, studioScenariosChanged, studioScenariosQuery } from '@/api/studioQueries';
import { StudioTestView } from '@/features/studio/StudioTestView';
import { PATHS } from '@/lib/routes';
import { sourceHref } from '@/lib/studio/sources';
import type { StudioLanguage } from '@/lib/studio/types';
import { useLocalizedPath, useLocale } from '@/ui/useLocale';
import { loadStateOf, useActionStateOf } from './serverState';
import { useCanOpen, useRoleLock } from '@/state/roleLock';

/**
 * The test chat (`/dashboard/bot-config/test`): the owner chats as a caller with the draft (the
 * mock API's stand-in agent; free, no minutes), saves the chat as a scenario, and runs every
 * scenario against the draft.
 */
export default function StudioTestPage() {
  const locale = useLocale();
  const localize = useLocalizedPath();
  const canOpen = useCanOpen();
  const client = useQueryClient();
  // Staff test the agent and run its scenarios; saving and deleting them changes the agent's tests.
  const scenarioLock = useRoleLock('manage');
  const studio = useQuery(studioQuery());
  const scenarios = useQuery(studioScenariosQuery());
  const [language, setLanguage] = useState<StudioLanguage>(locale === 'ae' ? 'ar' : locale === 'en' ? 'en' : 'es');
  const [lines, setLines] = useState<StudioChatAnswer['lines']>([]);
  const [chatState, setChatState] = useState<StudioChatAnswer['state'] | null>(null);
  const [turns, setTurns] = useState<string[]>([]);
  const [at, setAt] = useState<string | null>(null);

  const chat = useMutation({
    mutationFn: (body: StudioChatRequest) => studioChat(body),
    onSuccess: (answer, body) => {
      // The agent's lines only: a first reply starts with the greeting, then the caller's message.
      const greeting = body.state ? [] : answer.lines.filter((line, index) => index === 0 && line.source?.kind === 'instructions');
      const said = { speaker: 'caller' as const, text: body.message };
      setLines((current) => [...current, ...greeting, said, ...answer.lines.slice(greeting.length)]);
      setChatState(answer.state);
      setTurns((current) => [...current, body.message]);
    },
  });
  const save = useMutation({ mutationFn: saveStudioScenario, onSuccess: () => studioScenariosChanged(client) });
  const run = useMutation({ mutationFn: runStudioScenarios });
  const remove = useMutation({
    mutationFn: ({ id }: { id: string; name: string }) => deleteStudioScenario(id),
    onSuccess: () => studioScenariosChanged(client),
  });
  const removeState = useActionStateOf(remove, { keepSuccess: true });
  const setupHref = canOpen('botConfig') ? localize(PATHS.botConfig) : null;

  const restart = () => {
    setLines([]);
    setChatState(null);
    setTurns([]);
    setAt(null);
    chat.reset();
    save.reset();
  };

  return (
    <Container size="lg" px={0}>
      <StudioTestView
        scenarioChangesLocked={scenarioLock.locked ? scenarioLock.reason : null}
        lines={lines}
        language={language}
        answers={(studio.data?.draft.answers ?? []).map((answer) => ({ id: answer.id, question: answer.question }))}
        chat={useActionStateOf(chat)}
        scenarioSave={useActionStateOf(save, { keepSuccess: true })}
        scenarios={loadStateOf(scenarios)}
        run={useActionStateOf(run, { keepSuccess: true })}
        scenarioDelete={remove.variables === undefined ? null : { ...remove.variables, state: removeState }}
        results={run.data?.results ?? null}
        sourceHref={setupHref ? (source) => sourceHref(setupHref, source) : null}
        setupHref={setupHref}
        onLanguageChange={(next) => {
          setLanguage(next);
          restart();
        }}
        onSend={(message) => {
          const moment = at ?? new Date().toISOString();
          if (!at) setAt(moment);
          chat.mutate({ message, language, state: chatState, at: moment });
        }}
        onRestart={restart}
        onSaveScenario={({ name, expectations }) => save.mutate({ name, language, turns, expectations, ...(at ? { at } : {}) })}
        onRunAll={() => run.mutate()}
        onDeleteScenario={(scenario) => remove.mutate(scenario)}
        onRetry={() => void scenarios.refetch()}
      />
    </Container>
  );
}
