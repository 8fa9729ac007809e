/**
 * A ZIP archive written as it goes (stored entries, no compression: the recordings are MP3s,
 * already compressed, and JSON this small gains little), one file in memory at a time. Names are
 * UTF-8 (flag bit 11). Enough for an export a person opens with any unzip tool; no ZIP64, so an
 * archive stays under 4 GiB and 65,535 entries (an export is far smaller).
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { crc32 } from 'node:zlib';

interface Entry {
  name: Buffer;
  crc: number;
  size: number;
  offset: number;
  /** General-purpose flags: UTF-8 names, and bit 3 when the sizes follow the data (a streamed entry). */
  flags: number;
}

const UTF8_NAMES = 0x0800;
const SIZES_AFTER_DATA = 0x0008;

/** MS-DOS time and date of an instant (the format's own, local to nobody: UTC). */
function dosTime(at: Date): { time: number; date: number } {
  const time = (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2);
  const date = ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate();
  return { time, date };
}

export class ZipWriter {
  private readonly out: Writable;
  private readonly entries: Entry[] = [];
  private offset = 0;
  private readonly stamp: { time: number; date: number };

  constructor(out: Writable, at: Date) {
    this.out = out;
    this.stamp = dosTime(at);
  }

  private async write(chunk: Buffer): Promise<void> {
    this.offset += chunk.length;
    if (this.out.destroyed) throw new Error('the reader went away');
    // A reader that goes away mid-file never drains: its close ends the wait (and the archive).
    if (!this.out.write(chunk)) await Promise.race([once(this.out, 'drain'), once(this.out, 'close')]);
  }

  private localHeader(encoded: Buffer, flags: number, crc: number, size: number): Buffer {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(flags, 6);
    header.writeUInt16LE(0, 8);
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.date, 12);
    header.writeUInt32LE(crc, 14);
    header.writeUInt32LE(size, 18);
    header.writeUInt32LE(size, 22);
    header.writeUInt16LE(encoded.length, 26);
    header.writeUInt16LE(0, 28);
    return Buffer.concat([header, encoded]);
  }

  /** Adds one file. */
  async add(name: string, data: Buffer): Promise<void> {
    const encoded = Buffer.from(name, 'utf8');
    const crc = crc32(data) >>> 0;
    this.entries.push({ name: encoded, crc, size: data.length, offset: this.offset, flags: UTF8_NAMES });
    await this.write(this.localHeader(encoded, UTF8_NAMES, crc, data.length));
    await this.write(data);
  }

  /**
   * Adds one file written a chunk at a time (a large JSON a page of rows at a time): its checksum
   * and size are computed as it goes and follow its data (a data descriptor), so only one chunk is
   * in memory.
   */
  async addChunks(name: string, chunks: AsyncIterable<Buffer> | Iterable<Buffer>): Promise<void> {
    const encoded = Buffer.from(name, 'utf8');
    const flags = UTF8_NAMES | SIZES_AFTER_DATA;
    const offset = this.offset;
    await this.write(this.localHeader(encoded, flags, 0, 0));
    let crc = 0;
    let size = 0;
    for await (const chunk of chunks) {
      crc = crc32(chunk, crc);
      size += chunk.length;
      await this.write(chunk);
    }
    crc >>>= 0;
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc, 4);
    descriptor.writeUInt32LE(size, 8);
    descriptor.writeUInt32LE(size, 12);
    await this.write(descriptor);
    this.entries.push({ name: encoded, crc, size, offset, flags });
  }

  /** Writes the central directory and ends the stream. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const entry of this.entries) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt16LE(20, 6);
      header.writeUInt16LE(entry.flags, 8);
      header.writeUInt16LE(0, 10);
      header.writeUInt16LE(this.stamp.time, 12);
      header.writeUInt16LE(this.stamp.date, 14);
      header.writeUInt32LE(entry.crc, 16);
      header.writeUInt32LE(entry.size, 20);
      header.writeUInt32LE(entry.size, 24);
      header.writeUInt16LE(entry.name.length, 28);
      // Extra field, comment, disk, internal and external attributes: none.
      header.writeUInt32LE(entry.offset, 42);
      await this.write(Buffer.concat([header, entry.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.write(end);
    this.out.end();
  }
}
