/**
 * Published versions: publish the reviewed draft (one version for concurrent publishes), the
 * list, a comparison of two versions or the draft, and restoring a version into the draft.
 */
import { diffSetups } from '../../../src/lib/studio/changes.ts';
import type { StudioSetup } from '../../../src/lib/studio/types.ts';
import { jsonBody, sendError } from '../../http.ts';
import { msg } from '../../messages.ts';
import { authOf } from '../../sessions.ts';
import { collection } from '../../store.ts';
import {
  draftRecord,
  draftSetup,
  liveVersion,
  STUDIO_COLLECTIONS,
  unpublishedChanges,
  versionsOf,
  writeVoice,
  type VersionRecord,
} from '../../studio/store.ts';
import { languageOf, summary, versionMeta, type StudioKit } from './kit.ts';

export function registerVersions(kit: StudioKit) {
  const { ctx, signedIn, conflict, ensureDraft, saveDraft } = kit;
  signedIn('post', '/api/studio/publish', (req, res) => {
    const body = jsonBody(req);
    const user = authOf(res).user;
    const lang = languageOf(req);
    // One synchronous write: two publishes at once see each other, so they make one version.
    const outcome = ctx.db.mutate(() => {
      const draft = draftRecord(ctx, user);
      if (body.revision !== draft.revision) return { status: 409, conflict: conflict(req, draft, body.revision) } as const;
      const setup = draftSetup(ctx, user, draft);
      const live = liveVersion(ctx, user.id);
      const changes = unpublishedChanges(ctx, user, setup);
      if (live && !changes.length) return { status: 200, version: live } as const;
      const versions = collection<VersionRecord>(ctx.db, STUDIO_COLLECTIONS.versions);
      const version: VersionRecord = {
        id: versions.reduce((max, v) => Math.max(max, v.id), 0) + 1,
        userId: user.id,
        number: (live?.number ?? 0) + 1,
        setup,
        changes,
        publishedAt: new Date(ctx.now()).toISOString(),
        publishedBy: { id: user.id, name: user.name },
      };
      versions.push(version);
      return { status: 201, version } as const;
    });
    if (outcome.status === 409) return res.status(409).json(outcome.conflict);
    res.status(outcome.status).json({ created: outcome.status === 201, version: versionMeta(outcome.version, lang) });
  });

  signedIn('get', '/api/studio/versions', (req, res) => {
    const user = authOf(res).user;
    const versions = versionsOf(ctx, user.id);
    const lang = languageOf(req);
    res.json({ live: versions.at(-1)?.number ?? null, versions: versions.map((v) => versionMeta(v, lang)).reverse() });
  });

  signedIn('get', '/api/studio/compare', (req, res) => {
    const user = authOf(res).user;
    const pick = (name: string): { number: number | null; setup: StudioSetup } | null | 'bad' => {
      const value = req.query[name];
      if (value === 'draft') return { number: null, setup: draftSetup(ctx, user, ensureDraft(user)) };
      if (typeof value !== 'string' || !/^\d{1,6}$/.test(value)) return 'bad';
      const version = versionsOf(ctx, user.id).find((v) => v.number === Number(value));
      return version ? { number: version.number, setup: version.setup } : null;
    };
    const from = pick('from');
    const to = pick('to');
    if (from === 'bad' || to === 'bad') return sendError(res, 400, msg(req, 'studioInvalidVersion'));
    if (!from || !to) return sendError(res, 404, msg(req, 'notFound'));
    const changes = diffSetups(from.setup, to.setup);
    res.json({ from, to, changes, summary: summary(changes, languageOf(req)) });
  });

  signedIn('post', '/api/studio/versions/:number/restore', (req, res) => {
    const body = jsonBody(req);
    const user = authOf(res).user;
    const version = versionsOf(ctx, user.id).find((v) => String(v.number) === req.params.number);
    if (!version) return sendError(res, 404, msg(req, 'notFound'));
    saveDraft(req, res, body, (draft) => {
      const { voice, ...rest } = structuredClone(version.setup);
      writeVoice(ctx, user, voice);
      draft.setup = rest;
      return null;
    });
  });
}
