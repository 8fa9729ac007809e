/**
 * Secrets at rest (webhook signing secrets): sealed with AES-256-GCM under the server's key, so
 * the SQLite file, its WAL and a backup of them never hold a secret in clear.
 *
 * The key (`ctx.config.secretKey`, config.ts): the SHA-256 of `MOCK_API_SECRET_KEY`. Without it, a
 * development key is used (docs/security.md says so): fine for a mock on a laptop, never for real data.
 * A stored value that is not sealed (a file written before sealing) still reads, and is sealed
 * on its next write.
 */
import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const PREFIX = 'sealed:v1:';
export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${PREFIX}${iv.toString('base64')}.${cipher.getAuthTag().toString('base64')}.${sealed.toString('base64')}`;
}

export function unseal(key: Buffer, stored: string): string {
  if (!stored.startsWith(PREFIX)) return stored;
  const [iv = '', tag = '', sealed = ''] = stored.slice(PREFIX.length).split('.');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]).toString('utf8');
}

/**
 * Creates a data file readable by its owner only (0600) before SQLite opens it; SQLite gives its
 * WAL and shared-memory files the same mode.
 */
export function ownerOnlyFile(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
}
