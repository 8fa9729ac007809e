import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, looksLikeFormula } from '../../mock-api/csv.ts';

/**
 * The calls CSV export neutralises `=`, `+`, `-`, `@` after any leading blanks, not only as the
 * very first character: spreadsheets skip leading blanks, so ` =HYPERLINK(...)`, a no-break
 * space, a tab, a carriage return or a line feed before the sign would still run as a formula.
 */
describe('csvCell', () => {
  const FORMULA = '=HYPERLINK("http://evil.example","x")';

  it('neutralises a formula after any leading blank', () => {
    const blanks = ['', ' ', '   ', '\u00a0', '\t', '\r', '\n', '\r\n', ' \t\u00a0', '\u2003', '\u3000', '\u200b', '\ufeff'];
    for (const blank of blanks) {
      for (const sign of ['=', '+', '-', '@', '\uff1d']) {
        const text = `${blank}${sign}${FORMULA.slice(1)}`;
        expect(looksLikeFormula(text), JSON.stringify(text)).toBe(true);
        const cell = csvCell(text);
        // The cell, unquoted, starts with the neutralising apostrophe.
        const inner = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
        expect(inner, JSON.stringify(text)).toBe(`'${text}`);
      }
    }
  });

  it('prefixes a cell that starts with a tab or a carriage return, whatever follows', () => {
    expect(csvCell('\tplain')).toBe("'\tplain");
    expect(csvCell('\rplain')).toBe('"\'\rplain"');
  });

  it('leaves ordinary text, numbers and signs inside the text alone, and quotes as RFC 4180 says', () => {
    expect(csvCell('Carmen López')).toBe('Carmen López');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(' plain ')).toBe(' plain ');
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' =1+1')).toBe("' =1+1");
    expect(csvCell('\n=1+1')).toBe('"\'\n=1+1"');
    expect(csvCell('\u00a0@SUM(A1)')).toBe("'\u00a0@SUM(A1)");
  });

  it('csvLine joins neutralised cells with commas and ends with CRLF', () => {
    expect(csvLine(['id', ' -2', null, 3])).toBe("id,' -2,,3\r\n");
  });
});
