import { Container } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { balanceQuery } from '@/api/callQueries';
import { publishStudio, restoreStudioVersion, runStudioScenarios } from '@/api/studio';
import { studioCompareQuery, studioPublished, studioQuery, studioSaved, studioVersionsQuery } from '@/api/studioQueries';
import { StudioVersionsView } from '@/features/studio/StudioVersionsView';
import { accessDenial } from '@/lib/access';
import { formatDateTime } from '@/lib/format';
import { PATHS } from '@/lib/routes';
import { userAtom } from '@/state/auth';
import { useLocalizedPath, useLocale } from '@/ui/useLocale';
import { loadStateOf, useActionStateOf, useLoadState } from './serverState';

/**
 * Versions (`/dashboard/bot-config/versions`): Publish runs the scenarios first and asks,
 * naming any that fail; Restore makes an old version the draft (publishing it makes a new one).
 */
export default function StudioVersionsPage() {
  const locale = useLocale();
  const localize = useLocalizedPath();
  const client = useQueryClient();
  const studio = useQuery(studioQuery());
  const versions = useQuery(studioVersionsQuery());
  const user = useAtomValue(userAtom);
  // The plan, for the access table's rule on publishing (the API enforces the same table).
  const balance = useQuery(balanceQuery());
  const publishDenial = user && balance.data ? accessDenial('studioPublish', { kyc: user.kyc_status, plan: balance.data.plan }) : null;
  const [confirm, setConfirm] = useState<{ failing: string[] } | null>(null);
  const [compare, setCompare] = useState<{ from: string; to: string } | null>(null);
  const comparison = useQuery({ ...studioCompareQuery(compare?.from ?? '', compare?.to ?? ''), enabled: compare !== null });

  const check = useMutation({
    mutationFn: runStudioScenarios,
    onSuccess: (run) => setConfirm({ failing: run.results.filter((result) => !result.passed).map((result) => result.name) }),
    // Scenarios that cannot run do not stop a publish: it asks without naming any.
    onError: () => setConfirm({ failing: [] }),
  });
  const publish = useMutation({
    mutationFn: () => publishStudio(studio.data?.revision ?? 0),
    onSuccess: () => {
      setConfirm(null);
      void studioPublished(client);
    },
  });
  const restore = useMutation({
    mutationFn: (number: number) => restoreStudioVersion(number, studio.data?.revision ?? 0),
    onSuccess: (saved) => {
      studioSaved(client, saved);
      void studioPublished(client);
    },
  });
  const data = useMemo(
    () =>
      studio.data && versions.data ? { overview: studio.data, live: versions.data.live, versions: versions.data.versions } : undefined,
    [studio.data, versions.data],
  );
  const state = useLoadState({
    data,
    isError: studio.isError || versions.isError,
    error: studio.error ?? versions.error,
    isFetching: studio.isFetching || versions.isFetching,
  });

  return (
    <Container size="lg" px={0}>
      <StudioVersionsView
        state={state}
        confirm={confirm}
        checking={check.isPending}
        publish={useActionStateOf(publish)}
        restore={useActionStateOf(restore)}
        comparison={compare ? loadStateOf(comparison) : null}
        setupHref={localize(PATHS.botConfig)}
        testHref={localize(PATHS.studioTest)}
        formatDate={(iso) => formatDateTime(iso, locale)}
        onPublish={() => check.mutate()}
        onConfirmPublish={() => publish.mutate()}
        onCancelPublish={() => setConfirm(null)}
        onRestore={(number) => restore.mutate(number)}
        onCompare={(from, to) => setCompare({ from, to })}
        publishDenial={publishDenial}
        resubmitHref={localize(PATHS.resubmitKyc)}
        plansHref={localize(PATHS.buyCalls)}
        onRetry={() => {
          void studio.refetch();
          void versions.refetch();
        }}
      />
    </Container>
  );
}
