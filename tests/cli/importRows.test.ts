import { describe, expect, it } from 'vitest';
import { readCsvRows } from '../../cli/rows/csvRows.ts';
import { readJsonRows } from '../../cli/rows/jsonRows.ts';
import { guessFormat } from '../../cli/rows/readRows.ts';

describe('reading import rows from CSV', () => {
  it("reads the header's columns, in any order and spelling, keeping each row's line", () => {
    const csv =
      'Name,E-mail,frequency,searchUrl\r\nJava,a@example.com,daily,/job-offers/krakow?keyword=java\r\n,b@example.com,,/job-offers/all-locations\r\n';
    expect(readCsvRows(csv)).toEqual({
      rows: [
        { line: 2, email: 'a@example.com', searchUrl: '/job-offers/krakow?keyword=java', frequency: 'daily', name: 'Java' },
        { line: 3, email: 'b@example.com', searchUrl: '/job-offers/all-locations' },
      ],
      bad: [],
    });
  });

  it('reads quoted fields with commas, quotes and line breaks, and counts lines through them', () => {
    const csv =
      'email,searchUrl,frequency,name\n"a@example.com","/job-offers/all-locations?keyword=go",weekly,"Go, ""backend"""\nb@example.com,/x,,"two\nlines"\nc@example.com,/y,,\n';
    const { rows, bad } = readCsvRows(csv);
    expect(bad).toEqual([]);
    expect(rows.map((row) => [row.line, row.name])).toEqual([
      [2, 'Go, "backend"'],
      [3, 'two\nlines'],
      [5, undefined],
    ]);
  });

  it('reports malformed rows with their line and reads the rest', () => {
    const csv = 'email,searchUrl\na@example.com,/x\nb@example.com,/y,extra,fields\n"c@example.com"junk,/z\nd@example.com,/w\n';
    const { rows, bad } = readCsvRows(csv);
    expect(rows.map((row) => row.line)).toEqual([2, 5]);
    expect(bad.map((row) => row.line)).toEqual([3, 4]);
  });

  it('goes on reading after a malformed record, lines still counted through CRLF and quoted line breaks', () => {
    const csv = 'email,searchUrl,frequency,name\r\n"a@example.com"x,/a\r\nb@example.com,/b,,"B\r\nB"\r\nc@exa"mple.com,/c\r\nd@example.com,/d\r\n';
    const { rows, bad } = readCsvRows(csv);
    expect(rows.map((row) => [row.line, row.email])).toEqual([
      [3, 'b@example.com'],
      [6, 'd@example.com'],
    ]);
    expect(bad.map((row) => row.line)).toEqual([2, 5]);
    expect(bad[0]?.problem).toBe('text after a closing quote');
  });

  it('reports a quote that never closes', () => {
    expect(readCsvRows('email,searchUrl\n"a@example.com,/x\n').bad).toEqual([{ line: 2, problem: 'a quoted field is not closed' }]);
  });

  it('without a header, reads e-mail, search URL, frequency, name', () => {
    expect(readCsvRows('a@example.com,/x,daily,Name\n').rows).toEqual([
      { line: 1, email: 'a@example.com', searchUrl: '/x', frequency: 'daily', name: 'Name' },
    ]);
  });

  it('reads the optional consent columns, and reports values that are not yes or no', () => {
    const { rows, bad } = readCsvRows('email,searchUrl,privacy,marketing\na@example.com,/x,yes,no\nb@example.com,/y,maybe,\n');
    expect(rows).toEqual([{ line: 2, email: 'a@example.com', searchUrl: '/x', privacyPolicy: true, marketingAgreement: false }]);
    expect(bad).toEqual([{ line: 3, problem: "privacy must be true or false, not 'maybe'" }]);
  });

  it('skips blank lines and a byte-order mark', () => {
    expect(readCsvRows('\uFEFFemail,searchUrl\n\n\na@example.com,/x\n\n').rows.map((row) => row.line)).toEqual([4]);
  });
});

describe('reading import rows from JSON', () => {
  it('reads an array, each row with the line its object starts on', () => {
    const json =
      '[\n  {"email": "a@example.com", "searchUrl": "/x", "frequency": "daily"},\n  {\n    "e-mail": "b@example.com",\n    "url": "/y",\n    "name": "B"\n  },\n  "junk"\n]';
    const { rows, bad } = readJsonRows(json);
    expect(rows).toEqual([
      { line: 2, email: 'a@example.com', searchUrl: '/x', frequency: 'daily' },
      { line: 3, email: 'b@example.com', searchUrl: '/y', name: 'B' },
    ]);
    expect(bad).toEqual([{ line: 8, problem: 'expected an object with email and searchUrl' }]);
  });

  it('counts lines correctly past strings holding brackets and escaped quotes', () => {
    const json = '[{"email":"a@example.com","name":"x [\\"}, {","searchUrl":"/x"},\n{"email":"b@example.com","searchUrl":"/y"}]';
    expect(readJsonRows(json).rows.map((row) => row.line)).toEqual([1, 2]);
  });

  it('reads JSON lines, reporting the lines that are not JSON', () => {
    const { rows, bad } = readJsonRows(
      '{"email":"a@example.com","searchUrl":"/x"}\nnot json\n\n{"email":"b@example.com","searchUrl":"/y","privacy":true}\n',
    );
    expect(rows).toEqual([
      { line: 1, email: 'a@example.com', searchUrl: '/x' },
      { line: 4, email: 'b@example.com', searchUrl: '/y', privacyPolicy: true },
    ]);
    expect(bad).toEqual([{ line: 2, problem: 'not a JSON object' }]);
  });

  it('reports a broken array as one bad row', () => {
    expect(readJsonRows('[{"email":').bad[0]?.line).toBe(1);
  });
});

describe('guessFormat', () => {
  it('goes by the name, then by the content', () => {
    expect(guessFormat('rows.csv', '[')).toBe('csv');
    expect(guessFormat('rows.JSON', 'email')).toBe('json');
    expect(guessFormat('rows.ndjson', '')).toBe('json');
    expect(guessFormat('rows.txt', '  [{}]')).toBe('json');
    expect(guessFormat('rows', 'email,searchUrl')).toBe('csv');
  });
});
