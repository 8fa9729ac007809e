import { describe, expect, it } from 'vitest';
import { directionArrow, FSI, isolate, PDI } from '../../src/lib/bidi.ts';

describe('the isolation of left-to-right runs', () => {
  it('wraps a value in first-strong isolates on Arabic pages only', () => {
    expect(isolate('+34910123456', 'ae')).toBe(`${FSI}+34910123456${PDI}`);
    expect(isolate('10:00–14:00', 'en')).toBe('10:00–14:00');
    expect(isolate(42, 'es')).toBe('42');
  });

  it('points the arrow from an old value to a new one the way the page reads', () => {
    expect(directionArrow('en')).toBe('→');
    expect(directionArrow('es')).toBe('→');
    expect(directionArrow('ae')).toBe('←');
  });
});
