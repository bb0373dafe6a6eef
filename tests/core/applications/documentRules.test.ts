import { describe, expect, it } from 'vitest';
import { checkFileInMemory, sniffMime } from '../../../adapters/in-memory/applications/sniffFile.ts';
import {
  ACCEPTED_EXTENSIONS,
  contentProblem,
  DOCUMENT_TYPES,
  extensionOf,
  FILE_PROBLEM_MESSAGES,
  fileNameProblem,
  MAX_DOCUMENT_BYTES,
  MAX_FILE_NAME_LENGTH,
  sizeProblem,
  typeOfExtension,
  typeOfMime,
} from '../../../core/applications/documentRules.ts';
import { docxBytes, exeBytes, jpegBytes, pdfBytes, pngBytes, textBytes } from '../../support/documentFiles.ts';

const PDF = DOCUMENT_TYPES.pdf.mime;
const DOCX = DOCUMENT_TYPES.docx.mime;
const JPEG = DOCUMENT_TYPES.jpeg.mime;
const PNG = DOCUMENT_TYPES.png.mime;

describe('document rules', () => {
  it('accept exactly PDF, DOCX, JPEG and PNG, under their extensions', () => {
    expect(ACCEPTED_EXTENSIONS).toEqual(['.pdf', '.docx', '.jpg', '.jpeg', '.png']);
    expect([PDF, DOCX, JPEG, PNG]).toEqual([
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'image/jpeg',
      'image/png',
    ]);
  });

  describe('extensions', () => {
    it.each([
      ['cv.pdf', 'pdf'],
      ['CV.PDF', 'pdf'],
      ['my.cv.v2.docx', 'docx'],
      ['cv', ''],
      ['cv.', ''],
      ['.pdf', ''],
      ['archive.tar.gz', 'gz'],
    ])('%s → %j', (name, extension) => {
      expect(extensionOf(name)).toBe(extension);
    });

    it('name a type, or none', () => {
      expect(typeOfExtension('jpg')).toBe('jpeg');
      expect(typeOfExtension('jpeg')).toBe('jpeg');
      expect(typeOfExtension('png')).toBe('png');
      expect(typeOfExtension('doc')).toBeNull();
      expect(typeOfExtension('exe')).toBeNull();
      expect(typeOfMime(PDF)).toBe('pdf');
      expect(typeOfMime('application/x-msdownload')).toBeNull();
    });
  });

  describe('file names', () => {
    it.each([
      ['', 'file-name-not-allowed'],
      ['   ', 'file-name-not-allowed'],
      ['../cv.pdf', 'file-name-not-allowed'],
      ['C:\\Users\\ada\\cv.pdf', 'file-name-not-allowed'],
      ['folder/cv.pdf', 'file-name-not-allowed'],
      ['.pdf', 'file-name-not-allowed'],
      ['.hidden.pdf', 'file-name-not-allowed'],
      ['cv\u0000.pdf', 'file-name-not-allowed'],
      ['cv\n.pdf', 'file-name-not-allowed'],
      [`${'x'.repeat(MAX_FILE_NAME_LENGTH - 3)}.pdf`, 'file-name-not-allowed'],
      ['cv.exe', 'file-type-not-allowed'],
      ['cv.pdf.exe', 'file-type-not-allowed'],
      ['cv.doc', 'file-type-not-allowed'],
      ['cv', 'file-type-not-allowed'],
    ])('%j → %s', (name, problem) => {
      expect(fileNameProblem(name)).toBe(problem);
    });

    it.each(['cv.pdf', 'CV Ada Lovelace.PDF', 'cv.docx', 'photo.jpg', 'photo.JPEG', 'scan.png', ' cv.pdf ', 'życiorys.pdf'])('%j is fine', (name) => {
      expect(fileNameProblem(name)).toBeNull();
    });

    it('takes a name of exactly the longest length', () => {
      expect(fileNameProblem(`${'x'.repeat(MAX_FILE_NAME_LENGTH - 4)}.pdf`)).toBeNull();
    });
  });

  describe('size', () => {
    it('is at most 10 MB and never empty', () => {
      expect(MAX_DOCUMENT_BYTES).toBe(10 * 1024 * 1024);
      expect(sizeProblem(0)).toBe('file-empty');
      expect(sizeProblem(-1)).toBe('file-empty');
      expect(sizeProblem(1)).toBeNull();
      expect(sizeProblem(MAX_DOCUMENT_BYTES)).toBeNull();
      expect(sizeProblem(MAX_DOCUMENT_BYTES + 1)).toBe('file-too-large');
    });
  });

  describe('content: the bytes’ type must be the name’s', () => {
    it.each([
      ['cv.pdf', PDF],
      ['cv.docx', DOCX],
      ['me.jpg', JPEG],
      ['me.jpeg', JPEG],
      ['me.png', PNG],
    ])('%s holding %s is fine', (name, mime) => {
      expect(contentProblem(name, 100, mime)).toBeNull();
    });

    it('refuses a program or unknown bytes under an accepted name', () => {
      expect(contentProblem('cv.pdf', 100, null)).toBe('file-type-not-allowed');
      expect(contentProblem('cv.pdf', 100, 'application/x-msdownload')).toBe('file-type-not-allowed');
    });

    it('refuses an accepted type under another accepted type’s name', () => {
      expect(contentProblem('cv.pdf', 100, PNG)).toBe('file-type-not-allowed');
      expect(contentProblem('me.png', 100, JPEG)).toBe('file-type-not-allowed');
      expect(contentProblem('cv.docx', 100, PDF)).toBe('file-type-not-allowed');
    });

    it('reports the name, then the size, before the type', () => {
      expect(contentProblem('../cv.pdf', 0, null)).toBe('file-name-not-allowed');
      expect(contentProblem('cv.pdf', 0, PDF)).toBe('file-empty');
      expect(contentProblem('cv.pdf', MAX_DOCUMENT_BYTES + 1, PDF)).toBe('file-too-large');
    });
  });

  describe('magic bytes, as the fakes read them', () => {
    it('tell the four accepted types and nothing else', () => {
      expect(sniffMime(pdfBytes())).toBe(PDF);
      expect(sniffMime(docxBytes())).toBe(DOCX);
      expect(sniffMime(jpegBytes())).toBe(JPEG);
      expect(sniffMime(pngBytes())).toBe(PNG);
      expect(sniffMime(exeBytes())).toBeNull();
      expect(sniffMime(textBytes())).toBeNull();
    });

    it('refuse a program named cv.pdf and a PNG named cv.pdf, and keep the type read from the bytes', () => {
      expect(checkFileInMemory('cv.pdf', exeBytes())).toEqual({ ok: false, problem: 'file-type-not-allowed' });
      expect(checkFileInMemory('cv.pdf', pngBytes())).toEqual({ ok: false, problem: 'file-type-not-allowed' });
      expect(checkFileInMemory('me.png', pngBytes())).toEqual({ ok: true, contentType: PNG });
      expect(checkFileInMemory('cv.pdf', new Uint8Array())).toEqual({ ok: false, problem: 'file-empty' });
    });
  });

  it('has a sentence for every problem, naming the limits', () => {
    expect(Object.keys(FILE_PROBLEM_MESSAGES).sort()).toEqual(['file-empty', 'file-name-not-allowed', 'file-too-large', 'file-type-not-allowed']);
    expect(FILE_PROBLEM_MESSAGES['file-too-large']).toContain('10 MB');
    expect(FILE_PROBLEM_MESSAGES['file-type-not-allowed']).toContain('.pdf');
    expect(FILE_PROBLEM_MESSAGES['file-name-not-allowed']).toContain(String(MAX_FILE_NAME_LENGTH));
  });
});
