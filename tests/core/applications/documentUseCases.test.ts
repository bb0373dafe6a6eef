import { describe, expect, it } from 'vitest';
import { PRIVATE_DOCUMENT, PUBLIC_DOCUMENT } from '../../../core/applications/CandidateDocuments.ts';
import { MAX_DOCUMENT_BYTES } from '../../../core/applications/documentRules.ts';
import { exeBytes, pdfBytes, pngBytes } from '../../support/documentFiles.ts';
import { applicationsWorld } from './applicationsWorld.ts';

const file = (name = 'cv.pdf', bytes: Uint8Array = pdfBytes()) => ({ name, bytes });

describe('the candidate’s documents', () => {
  it('uploads a document into the candidate’s own profile, with the type read from its bytes, newest first', async () => {
    const world = applicationsWorld();
    const first = (await world.uploadDocument.execute({ file: file(' cv.pdf '), visibility: PRIVATE_DOCUMENT }))._unsafeUnwrap();
    const second = (await world.uploadDocument.execute({ file: file('me.png', pngBytes()), visibility: PUBLIC_DOCUMENT }))._unsafeUnwrap();
    expect(first).toMatchObject({ fileName: 'cv.pdf', visibility: 1, contentType: 'application/pdf', size: pdfBytes().byteLength });
    expect(second).toMatchObject({ fileName: 'me.png', visibility: 0, contentType: 'image/png' });
    expect((await world.listDocuments.execute())._unsafeUnwrap().map((document) => document.id)).toEqual([second.id, first.id]);
  });

  it('refuses a name or size the board refuses anyway, without a call', async () => {
    const world = applicationsWorld();
    const cases = [
      [file('cv.exe'), 'file-type-not-allowed'],
      [file('../cv.pdf'), 'file-name-not-allowed'],
      [file('cv.pdf', new Uint8Array()), 'file-empty'],
      [file('cv.pdf', new Uint8Array(MAX_DOCUMENT_BYTES + 1)), 'file-too-large'],
    ] as const;
    for (const [upload, problem] of cases)
      expect((await world.uploadDocument.execute({ file: upload, visibility: PRIVATE_DOCUMENT }))._unsafeUnwrapErr()).toEqual({
        kind: 'file-not-accepted',
        problem,
      });
    expect(world.ledger.documentsOf(world.candidate.id)).toEqual([]);
  });

  it('is refused a program named cv.pdf by the gateway, keeping nothing', async () => {
    const world = applicationsWorld();
    const result = await world.uploadDocument.execute({ file: file('cv.pdf', exeBytes()), visibility: PRIVATE_DOCUMENT });
    expect(result._unsafeUnwrapErr()).toEqual({ kind: 'file-not-accepted', problem: 'file-type-not-allowed' });
    expect(world.ledger.documentsOf(world.candidate.id)).toEqual([]);
  });

  it('opens a document through an address for it, and only with its own visibility', async () => {
    const world = applicationsWorld();
    const stored = (await world.uploadDocument.execute({ file: file(), visibility: PRIVATE_DOCUMENT }))._unsafeUnwrap();
    expect((await world.openDocument.execute(stored))._unsafeUnwrap()).toContain(stored.id);
    expect((await world.openDocument.execute({ id: stored.id, visibility: PUBLIC_DOCUMENT }))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
    expect((await world.openDocument.execute({ id: 'no-such-document', visibility: PRIVATE_DOCUMENT }))._unsafeUnwrapErr()).toEqual({
      kind: 'not-found',
    });
  });

  it('removes a document; removing a missing one is no error', async () => {
    const world = applicationsWorld();
    const stored = (await world.uploadDocument.execute({ file: file(), visibility: PRIVATE_DOCUMENT }))._unsafeUnwrap();
    expect((await world.removeDocument.execute(stored.id)).isOk()).toBe(true);
    expect((await world.removeDocument.execute(stored.id)).isOk()).toBe(true);
    expect((await world.listDocuments.execute())._unsafeUnwrap()).toEqual([]);
  });

  it('keeps a CV sent with an application when the profile’s copy is removed', async () => {
    const world = applicationsWorld();
    const stored = (await world.uploadDocument.execute({ file: file(), visibility: PRIVATE_DOCUMENT }))._unsafeUnwrap();
    await world.applyForOffer.execute({
      offerId: world.board.id,
      offerSlug: world.board.slug,
      fields: { name: 'Ada', email: 'ada@example.com', message: '', futureConsent: false, customConsent: false },
      cv: { kind: 'profile', documentId: stored.id },
      language: 'en',
    });
    await world.removeDocument.execute(stored.id);
    const page = (await world.listEmployerApplications.execute({ page: 1 }))._unsafeUnwrap();
    expect(page.items[0]?.cv).toMatchObject({ fileName: 'cv.pdf', contentType: 'application/pdf' });
  });

  it('gives a guest no documents and refuses the rest, without a call', async () => {
    const world = applicationsWorld({ guest: true });
    expect((await world.listDocuments.execute())._unsafeUnwrap()).toEqual([]);
    expect((await world.uploadDocument.execute({ file: file(), visibility: PRIVATE_DOCUMENT }))._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized' });
    expect((await world.openDocument.execute({ id: 'd', visibility: PRIVATE_DOCUMENT }))._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized' });
    expect((await world.removeDocument.execute('d'))._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized' });
    expect(world.ledger.documents.size).toBe(0);
  });

  it('ends the session when the bearer is refused and cannot be refreshed', async () => {
    const world = applicationsWorld({ bearer: 'expired', refreshWorks: false });
    expect((await world.listDocuments.execute())._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized' });
    expect(world.store.current.status).toBe('guest');
  });
});
