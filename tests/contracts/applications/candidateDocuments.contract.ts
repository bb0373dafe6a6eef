import { describe, expect, it } from 'vitest';
import type { CandidateDocuments } from '../../../core/applications/CandidateDocuments.ts';
import { MAX_DOCUMENT_BYTES } from '../../../core/applications/documentRules.ts';
import { docxBytes, exeBytes, jpegBytes, pdfBytes, textBytes } from '../../support/documentFiles.ts';
import { failure, ok } from './results.ts';

/** What every CandidateDocuments adapter promises: a fresh candidate without documents, another candidate's id, and an adapter without a session. */
export interface CandidateDocumentsWorld {
  readonly fresh: () => Promise<{ readonly documents: CandidateDocuments; readonly candidateId: string; readonly otherCandidateId: string }>;
  readonly withoutSession: () => Promise<CandidateDocuments>;
}

/** A PDF just over the cap: the PDF's start, then padding. */
const oversized = () => {
  const bytes = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
  bytes.set(pdfBytes());
  return bytes;
};

export function candidateDocumentsContract(adapter: string, world: CandidateDocumentsWorld): void {
  describe(`CandidateDocuments contract: ${adapter}`, () => {
    it('starts empty, keeps uploads newest first with the type read from their bytes, and deletes them', async () => {
      const { documents, candidateId } = await world.fresh();
      expect(await ok(documents.list(candidateId))).toEqual([]);
      const pdf = await ok(documents.upload(candidateId, 1, { name: 'Ada CV.pdf', bytes: pdfBytes() }));
      expect(pdf).toMatchObject({ fileName: 'Ada CV.pdf', visibility: 1, contentType: 'application/pdf', size: pdfBytes().byteLength });
      const docx = await ok(documents.upload(candidateId, 0, { name: 'letter.docx', bytes: docxBytes() }));
      expect(docx.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      await ok(documents.upload(candidateId, 1, { name: 'scan.JPG', bytes: jpegBytes() }));
      expect((await ok(documents.list(candidateId))).map((document) => document.fileName)).toEqual(['scan.JPG', 'letter.docx', 'Ada CV.pdf']);
      await ok(documents.remove(candidateId, pdf.id));
      await ok(documents.remove(candidateId, pdf.id));
      expect((await ok(documents.list(candidateId))).map((document) => document.id)).not.toContain(pdf.id);
    });

    it('gives a download address for an own document of that visibility only', async () => {
      const { documents, candidateId } = await world.fresh();
      const pdf = await ok(documents.upload(candidateId, 1, { name: 'cv.pdf', bytes: pdfBytes() }));
      expect(await ok(documents.downloadUrl(candidateId, pdf))).toEqual(expect.stringContaining(pdf.id));
      expect(await failure(documents.downloadUrl(candidateId, { id: pdf.id, visibility: 0 }))).toEqual({ kind: 'not-found' });
      expect(await failure(documents.downloadUrl(candidateId, { id: '00000000-0000-4000-8000-00000000dead', visibility: 1 }))).toEqual({
        kind: 'not-found',
      });
    });

    it('refuses a program named cv.pdf, plain text, a name without an accepted extension and a file over 10 MB, storing nothing', async () => {
      const { documents, candidateId } = await world.fresh();
      const problem = async (name: string, bytes: Uint8Array) => failure(documents.upload(candidateId, 1, { name, bytes }));
      expect(await problem('cv.pdf', exeBytes())).toEqual({ kind: 'file-not-accepted', problem: 'file-type-not-allowed' });
      expect(await problem('cv.pdf', textBytes())).toEqual({ kind: 'file-not-accepted', problem: 'file-type-not-allowed' });
      expect(await problem('cv.exe', pdfBytes())).toEqual({ kind: 'file-not-accepted', problem: 'file-type-not-allowed' });
      expect(await problem('../cv.pdf', pdfBytes())).toEqual({ kind: 'file-not-accepted', problem: 'file-name-not-allowed' });
      expect(await problem('big.pdf', oversized())).toEqual({ kind: 'file-not-accepted', problem: 'file-too-large' });
      expect(await ok(documents.list(candidateId))).toEqual([]);
    });

    it('knows no other candidate’s documents, and nothing without a session', async () => {
      const { documents, otherCandidateId } = await world.fresh();
      expect(await failure(documents.list(otherCandidateId))).toEqual({ kind: 'not-found' });
      expect(await failure(documents.upload(otherCandidateId, 1, { name: 'cv.pdf', bytes: pdfBytes() }))).toEqual({ kind: 'not-found' });
      const anonymous = await world.withoutSession();
      expect(await failure(anonymous.list(otherCandidateId))).toEqual({ kind: 'unauthorized' });
      expect(await failure(anonymous.upload(otherCandidateId, 1, { name: 'cv.pdf', bytes: pdfBytes() }))).toEqual({ kind: 'unauthorized' });
    });
  });
}
