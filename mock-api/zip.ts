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
}

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

  /** Adds one file. */
  async add(name: string, data: Buffer): Promise<void> {
    const encoded = Buffer.from(name, 'utf8');
    const crc = crc32(data) >>> 0;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(0x0800, 6);
    header.writeUInt16LE(0, 8);
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.date, 12);
    header.writeUInt32LE(crc, 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(encoded.length, 26);
    header.writeUInt16LE(0, 28);
    this.entries.push({ name: encoded, crc, size: data.length, offset: this.offset });
    await this.write(Buffer.concat([header, encoded]));
    await this.write(data);
  }

  /** Writes the central directory and ends the stream. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const entry of this.entries) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt16LE(20, 6);
      header.writeUInt16LE(0x0800, 8);
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
