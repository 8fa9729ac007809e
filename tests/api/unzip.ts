import { crc32 } from 'node:zlib';
import { expect } from 'vitest';

/** The entries of a stored ZIP, each checked against its CRC-32. */
export function unzip(archive: Buffer): Map<string, Buffer> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThan(0);
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(archive.readUInt32LE(at)).toBe(0x02014b50);
    const crc = archive.readUInt32LE(at + 16);
    const size = archive.readUInt32LE(at + 24);
    const nameLength = archive.readUInt16LE(at + 28);
    const offset = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const localName = archive.readUInt16LE(offset + 26);
    const data = archive.subarray(offset + 30 + localName, offset + 30 + localName + size);
    expect(crc32(data) >>> 0, name).toBe(crc);
    files.set(name, data);
    at += 46 + nameLength;
  }
  return files;
}
