import { describe, expect, it } from 'vitest';
import { CONFIRMATION_TOKEN_MAX_LENGTH } from '../../../core/applications/apply/ConfirmApplicationEmail.ts';
import { PRIVATE_DOCUMENT } from '../../../core/applications/CandidateDocuments.ts';
import { docxBytes, exeBytes, pngBytes } from '../../support/documentFiles.ts';
import { aPdf, anApplicant, applicationsWorld, type ApplicationsWorld } from './applicationsWorld.ts';

const applyInput = (world: ApplicationsWorld, patch: Partial<Parameters<ApplicationsWorld['applyForOffer']['execute']>[0]> = {}) => ({
  offerId: world.board.id,
  offerSlug: world.board.slug,
  fields: anApplicant(),
  cv: aPdf(),
  language: 'en' as const,
  ...patch,
});

describe('ApplyForOffer', () => {
  it('refuses an invalid form with a problem per field, sending nothing', async () => {
    const world = applicationsWorld();
    const result = await world.applyForOffer.execute(applyInput(world, { fields: anApplicant({ name: '', email: 'nope' }), cv: null }));
    expect(result._unsafeUnwrapErr()).toEqual({ kind: 'invalid-application', fields: { name: 'required', email: 'invalid-email', cv: 'required' } });
    expect(world.ledger.applications).toEqual([]);
    expect(world.ledger.documentsOf(world.candidate.id)).toEqual([]);
  });

  it('refuses a file whose name or size the board refuses anyway, uploading nothing', async () => {
    const world = applicationsWorld();
    const result = await world.applyForOffer.execute(applyInput(world, { cv: aPdf('cv.exe') }));
    expect(result._unsafeUnwrapErr()).toEqual({ kind: 'invalid-application', fields: { cv: 'file-type-not-allowed' } });
    expect(world.ledger.documentsOf(world.candidate.id)).toEqual([]);
  });

  describe('as a guest', () => {
    it('sends the CV with the form, trimmed and lower-cased, and waits for the e-mail link', async () => {
      const world = applicationsWorld({ guest: true });
      const receipt = await world.applyForOffer.execute(applyInput(world, { fields: anApplicant({ name: ' Ada ', email: ' Ada@Example.com ' }) }));
      expect(receipt._unsafeUnwrap()).toMatchObject({ status: 'new', emailConfirmationRequired: true, redirectId: null });
      const [application] = world.ledger.applications;
      expect(application).toMatchObject({ name: 'Ada', email: 'ada@example.com', candidateId: null, confirmed: false });
      expect(application?.cv).toMatchObject({ fileName: 'cv.pdf', contentType: 'application/pdf' });
      expect(world.ledger.mails).toEqual([{ to: 'ada@example.com', kind: 'confirm-email', token: application?.token }]);
      expect(world.history.calls).toEqual([]);
    });

    it('cannot apply with a CV from a profile', async () => {
      const world = applicationsWorld({ guest: true });
      const result = await world.applyForOffer.execute(applyInput(world, { cv: { kind: 'profile', documentId: 'doc-1' } }));
      expect(result._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized' });
      expect(world.ledger.applications).toEqual([]);
    });

    it('keeps only the consents the offer asks', async () => {
      const world = applicationsWorld({ guest: true });
      await world.applyForOffer.execute(applyInput(world, { fields: anApplicant({ futureConsent: true, customConsent: true }) }));
      expect(world.ledger.applications[0]).toMatchObject({ futureConsent: true, customConsent: false });
    });

    it('is told when the bytes are not what the name says, and nothing is kept', async () => {
      const world = applicationsWorld({ guest: true });
      for (const bytes of [exeBytes(), pngBytes()]) {
        const result = await world.applyForOffer.execute(applyInput(world, { cv: aPdf('cv.pdf', bytes) }));
        expect(result._unsafeUnwrapErr()).toEqual({ kind: 'file-not-accepted', problem: 'file-type-not-allowed' });
      }
      expect(world.ledger.applications).toEqual([]);
      expect(world.ledger.mails).toEqual([]);
    });
  });

  describe('as a logged-in candidate', () => {
    it('stores a new file in the profile as a private document, applies with it, and shows the offer as applied', async () => {
      const world = applicationsWorld();
      const receipt = (await world.applyForOffer.execute(applyInput(world, { cv: aPdf('Ada CV.docx', docxBytes()) })))._unsafeUnwrap();
      expect(receipt).toMatchObject({ status: 'new', emailConfirmationRequired: false, redirectId: receipt.id });
      const documents = world.ledger.documentsOf(world.candidate.id);
      expect(documents.map(({ fileName, visibility }) => ({ fileName, visibility }))).toEqual([
        { fileName: 'Ada CV.docx', visibility: PRIVATE_DOCUMENT },
      ]);
      expect(world.ledger.applications[0]).toMatchObject({ candidateId: world.candidate.id, confirmed: true, cv: { fileName: 'Ada CV.docx' } });
      expect(world.historyStore.current.byOffer.get(world.board.id)).toMatchObject({ redirectId: receipt.id, isConfirmed: true, status: 'new' });
      expect(world.ledger.mails).toEqual([]);
    });

    it('applies with a CV chosen from the profile, uploading nothing new', async () => {
      const world = applicationsWorld();
      const stored = (
        await world.documents.upload(world.candidate.id, PRIVATE_DOCUMENT, { name: 'cv.pdf', bytes: aPdf().file.bytes })
      )._unsafeUnwrap();
      const receipt = await world.applyForOffer.execute(applyInput(world, { cv: { kind: 'profile', documentId: stored.id } }));
      expect(receipt.isOk()).toBe(true);
      expect(world.ledger.documentsOf(world.candidate.id)).toHaveLength(1);
      expect(world.ledger.applications[0]?.cv.fileName).toBe('cv.pdf');
    });

    it('refuses a second application to the same offer', async () => {
      const world = applicationsWorld();
      await world.applyForOffer.execute(applyInput(world));
      const again = await world.applyForOffer.execute(applyInput(world, { fields: anApplicant({ email: 'other@example.com' }) }));
      expect(again._unsafeUnwrapErr()).toEqual({ kind: 'already-applied' });
      expect(world.ledger.applications).toHaveLength(1);
    });

    it('is told that an offer applies elsewhere, or does not exist', async () => {
      const world = applicationsWorld();
      const elsewhere = world.elsewhere[0]!;
      const external = await world.applyForOffer.execute(applyInput(world, { offerId: elsewhere.id, offerSlug: elsewhere.slug }));
      expect(external._unsafeUnwrapErr()).toEqual({ kind: 'applies-elsewhere' });
      const missing = await world.applyForOffer.execute(applyInput(world, { offerId: 'x', offerSlug: 'no-such-offer' }));
      expect(missing._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
      expect(world.ledger.applications).toEqual([]);
    });

    it('still answers the receipt when reloading the offer’s status fails', async () => {
      const world = applicationsWorld();
      world.history.failList = () => ({ kind: 'network-failure', message: 'offline' });
      const receipt = await world.applyForOffer.execute(applyInput(world));
      expect(receipt.isOk()).toBe(true);
      expect(world.ledger.applications).toHaveLength(1);
      expect(world.historyStore.current.byOffer.size).toBe(0);
    });

    it('refreshes an expired bearer once and applies', async () => {
      const world = applicationsWorld({ bearer: 'expired' });
      const receipt = await world.applyForOffer.execute(applyInput(world));
      expect(receipt.isOk()).toBe(true);
      expect(world.gateway.refreshes).toEqual(['ok']);
      expect(world.ledger.applications[0]?.candidateId).toBe(world.candidate.id);
    });
  });
});

describe('ConfirmApplicationEmail', () => {
  it('confirms a guest’s application with the token from the e-mail (spaces around it ignored), once or twice', async () => {
    const world = applicationsWorld({ guest: true });
    await world.applyForOffer.execute(applyInput(world));
    const token = world.ledger.mails[0]?.token ?? '';
    expect((await world.confirmEmail.execute(`  ${token}\n`))._unsafeUnwrap()).toEqual({ offerSlug: world.board.slug, offerTitle: 'Board Engineer' });
    expect(world.ledger.applications[0]?.confirmed).toBe(true);
    expect((await world.confirmEmail.execute(token)).isOk()).toBe(true);
  });

  it('refuses a blank or overlong token without a call, and an unknown one as not found', async () => {
    const world = applicationsWorld({ guest: true });
    await world.applyForOffer.execute(applyInput(world));
    for (const token of ['', '   ', 'x'.repeat(CONFIRMATION_TOKEN_MAX_LENGTH + 1)])
      expect((await world.confirmEmail.execute(token))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-input' });
    expect((await world.confirmEmail.execute('not-a-token-we-sent'))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
    expect(world.ledger.applications[0]?.confirmed).toBe(false);
  });
});
