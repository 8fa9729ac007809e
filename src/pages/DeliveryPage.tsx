import { Container } from '@mantine/core';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createEndpoint,
  createRule,
  deleteEndpoint,
  deleteRule,
  rotateSecret,
  saveDigest,
  sendTestEvent,
  setEndpointEnabled,
  updateEndpoint,
} from '@/api/delivery';
import { errorInfo } from '@/api/errors';
import { deliveryChanged, deliveryQuery, digestSaved, messagesChanged, secretQuery, secretRotated } from '@/api/deliveryQueries';
import { DeliveryView } from '@/features/delivery/DeliveryView';
import type { EndpointActionKind } from '@/features/delivery/EndpointsSection';
import { accessDenial } from '@/lib/access';
import type { WebhookEndpoint, WebhookEndpointInput, WebhookSecret } from '@/lib/delivery';
import type { ActionState, LoadState } from '@/lib/loadState';
import { PATHS, webhookLogPath } from '@/lib/routes';
import { userAtom } from '@/state/auth';
import { fieldAtFault } from '@/ui/serverField';
import { useLocalizedPath } from '@/ui/useLocale';
import { loadStateOf, useActionStateOf, useLoadState } from './serverState';

/**
 * The field of a form the server refused (400), said under that field: `field` (a rule's
 * recipients, an endpoint's address), the only one of the form the server checks beyond the
 * form's own checks, unless the server named another field (then the message stays with the
 * form's outcome).
 */
function refused<S extends ActionState>(save: S, error: unknown, field: string): S {
  if (save.status !== 'error' || error == null) return save;
  const info = errorInfo(error);
  if (info.status !== 400) return save;
  return !info.field || fieldAtFault(field, info.field) ? { ...save, field } : save;
}

/**
 * Results delivered (`/dashboard/delivery`): the overview from the server, each change a mutation
 * that refreshes it; a secret is asked for only when its owner asks to see it.
 */
export default function DeliveryPage() {
  const { t } = useTranslation('delivery');
  const localize = useLocalizedPath();
  const client = useQueryClient();
  const overview = useQuery(deliveryQuery());
  const state = useLoadState(overview);

  const addRule = useMutation({ mutationFn: createRule, onSuccess: () => deliveryChanged(client) });
  const removeRule = useMutation({ mutationFn: deleteRule, onSuccess: () => deliveryChanged(client) });
  const digest = useMutation({ mutationFn: saveDigest, onSuccess: (saved) => digestSaved(client, saved) });
  const addEndpoint = useMutation({ mutationFn: createEndpoint, onSuccess: () => deliveryChanged(client) });
  const endpointAction = useMutation({
    mutationFn: async ({ kind, endpoint }: { kind: EndpointActionKind; endpoint: WebhookEndpoint }) => {
      if (kind === 'rotate') return { kind, secret: await rotateSecret(endpoint.id) };
      if (kind === 'test') return { kind, message: await sendTestEvent(endpoint.id) };
      if (kind === 'delete') return { kind, deleted: await deleteEndpoint(endpoint.id) };
      return { kind, endpoint: await setEndpointEnabled(endpoint, true) };
    },
    onSuccess: (result, { endpoint }) => {
      if (result.kind === 'delete') {
        setShown((ids) => ids.filter((x) => x !== endpoint.id));
        client.removeQueries({ queryKey: secretQuery(endpoint.id).queryKey });
        return deliveryChanged(client);
      }
      if (result.kind === 'rotate' && 'secret' in result) {
        secretRotated(client, endpoint.id, result.secret);
        setShown((ids) => (ids.includes(endpoint.id) ? ids : [...ids, endpoint.id]));
      } else void messagesChanged(client, endpoint.id);
    },
  });

  const editEndpoint = useMutation({
    mutationFn: ({ endpoint, input }: { endpoint: WebhookEndpoint; input: WebhookEndpointInput }) => updateEndpoint(endpoint.id, input),
    onSuccess: () => deliveryChanged(client),
  });
  // Each result stays until the next action: starting one clears the others' results.
  const mutations = [addRule, removeRule, digest, addEndpoint, endpointAction, editEndpoint];
  const only = (kept: { reset: () => void }) => {
    for (const mutation of mutations) if (mutation !== kept) mutation.reset();
  };
  const ruleSave = useActionStateOf(addRule, { keepSuccess: true });
  const ruleDelete = useActionStateOf(removeRule, { keepSuccess: true });
  const digestSave = useActionStateOf(digest, { keepSuccess: true });
  const endpointSave = useActionStateOf(addEndpoint, { keepSuccess: true });
  const endpointEdit = useActionStateOf(editEndpoint, { keepSuccess: true });
  const actionState = useActionStateOf(endpointAction, {
    keepSuccess: true,
    successText: (result) =>
      ({ rotate: t('endpoints.rotated'), test: t('endpoints.testSent'), delete: t('endpoints.deleted'), enable: t('endpoints.enabled') })[
        result.kind
      ],
  });

  // The secrets shown on request: asked for when shown, dropped from the cache when hidden.
  const [shown, setShown] = useState<string[]>([]);
  const secretQueries = useQueries({ queries: shown.map((id) => secretQuery(id)) });
  const secrets: Record<string, LoadState<WebhookSecret>> = Object.fromEntries(
    shown.map((id, index) => [id, loadStateOf(secretQueries[index]!)]),
  );

  const running = endpointAction.variables;
  // The identity check's part of the access table (src/lib/access.ts); the plan's part is said
  // section by section from what the plan includes.
  const user = useAtomValue(userAtom);
  const denial = user && overview.data ? accessDenial('deliveryEmail', { kyc: user.kyc_status, plan: overview.data.plan }) : null;
  return (
    <Container size="lg" px={0}>
      <DeliveryView
        state={state}
        onRetry={() => void overview.refetch()}
        upgradeHref={localize(PATHS.buyCalls)}
        pricingHref={localize(PATHS.pricing)}
        kycDenial={denial === 'kycRejected' || denial === 'kycNotApproved' ? denial : null}
        resubmitHref={localize(PATHS.resubmitKyc)}
        ruleSave={refused(ruleSave, addRule.error, 'recipients')}
        onAddRule={(input) => {
          only(addRule);
          addRule.mutate(input);
        }}
        ruleDelete={{ ...ruleDelete, id: removeRule.variables ?? null }}
        onDeleteRule={(id) => {
          only(removeRule);
          removeRule.mutate(id);
        }}
        digestSave={digestSave}
        onSaveDigest={(values) => {
          only(digest);
          digest.mutate(values);
        }}
        endpointSave={refused(endpointSave, addEndpoint.error, 'url')}
        onAddEndpoint={(input) => {
          only(addEndpoint);
          addEndpoint.mutate(input);
        }}
        secrets={secrets}
        onToggleSecret={(id, show) => {
          setShown((ids) => (show ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id)));
          if (!show) client.removeQueries({ queryKey: secretQuery(id).queryKey });
        }}
        endpointAction={running && actionState.status !== 'idle' ? { ...actionState, id: running.endpoint.id, kind: running.kind } : null}
        onEndpointAction={(kind, endpoint) => {
          only(endpointAction);
          endpointAction.mutate({ kind, endpoint });
        }}
        endpointEdit={{ ...refused(endpointEdit, editEndpoint.error, 'url'), id: editEndpoint.variables?.endpoint.id ?? null }}
        onEditEndpoint={(endpoint, input) => {
          only(editEndpoint);
          editEndpoint.mutate({ endpoint, input });
        }}
        logHref={(id) => localize(webhookLogPath(id))}
      />
    </Container>
  );
}
