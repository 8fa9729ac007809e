/**
 * The prepared agents the studio keeps between requests (a draft revision's or a version's),
 * bounded in bytes and shared fairly across accounts: one account's large drafts and many
 * revisions cannot push the process to its heap limit, nor evict every other account's agent.
 *
 * A prepared agent's size is estimated from its setup: 8 bytes per character of the setup's
 * JSON (measured: the index of the largest allowed draft, 8.4 million characters, takes about
 * 39 MB besides the setup's own strings). An account keeps at most `perAccountBytes` (always its
 * newest agent, however large); when the whole cache passes `maxBytes`, the account holding the
 * most gives back its least recently used agent first.
 */
import type { StudioSetup } from '../../src/lib/studio/types.ts';
import { prepareAgent, type PreparedAgent } from './agent.ts';

/** The defaults: the whole cache, and one account's share (about two of the largest drafts). */
export const AGENT_CACHE_BYTES = 192 * 1024 * 1024;
export const AGENT_CACHE_ACCOUNT_BYTES = 96 * 1024 * 1024;
const BYTES_PER_CHAR = 8;

interface Entry {
  userId: number;
  bytes: number;
  agent: PreparedAgent;
}

export class AgentCache {
  /** Least recently used first (a Map keeps insertion order; a hit re-inserts). */
  private readonly entries = new Map<string, Entry>();
  private readonly byAccount = new Map<number, number>();
  private total = 0;

  private readonly maxBytes: number;
  private readonly perAccountBytes: number;

  constructor(maxBytes = AGENT_CACHE_BYTES, perAccountBytes = AGENT_CACHE_ACCOUNT_BYTES) {
    this.maxBytes = maxBytes;
    this.perAccountBytes = perAccountBytes;
  }

  /** The agent under `key` for `userId`, prepared from `setup()` when missing. */
  get(userId: number, key: string, setup: () => StudioSetup): PreparedAgent {
    const found = this.entries.get(key);
    if (found) {
      this.entries.delete(key);
      this.entries.set(key, found);
      return found.agent;
    }
    const source = setup();
    const entry: Entry = { userId, bytes: JSON.stringify(source).length * BYTES_PER_CHAR, agent: prepareAgent(source) };
    this.evictFor(entry);
    this.entries.set(key, entry);
    this.total += entry.bytes;
    this.byAccount.set(userId, (this.byAccount.get(userId) ?? 0) + entry.bytes);
    return entry.agent;
  }

  /** The estimated bytes held, in all and by one account (tests and the bench read them). */
  bytes(userId?: number): number {
    return userId === undefined ? this.total : (this.byAccount.get(userId) ?? 0);
  }

  clear(): void {
    this.entries.clear();
    this.byAccount.clear();
    this.total = 0;
  }

  private evictFor(entry: Entry) {
    // The account's own older agents first, down to its share.
    while (
      (this.byAccount.get(entry.userId) ?? 0) + entry.bytes > this.perAccountBytes &&
      this.evictOldest((e) => e.userId === entry.userId)
    );
    // Then, while the whole cache is over, the account holding the most gives one back.
    while (this.total + entry.bytes > this.maxBytes && this.entries.size) {
      let largest = entry.userId;
      for (const [userId, bytes] of this.byAccount) if (bytes > (this.byAccount.get(largest) ?? 0)) largest = userId;
      if (!this.evictOldest((e) => e.userId === largest)) this.evictOldest(() => true);
    }
  }

  private evictOldest(match: (entry: Entry) => boolean): boolean {
    for (const [key, entry] of this.entries) {
      if (!match(entry)) continue;
      this.entries.delete(key);
      this.total -= entry.bytes;
      const left = (this.byAccount.get(entry.userId) ?? 0) - entry.bytes;
      if (left > 0) this.byAccount.set(entry.userId, left);
      else this.byAccount.delete(entry.userId);
      return true;
    }
    return false;
  }
}
