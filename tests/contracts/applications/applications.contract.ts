import { describe, expect, it } from 'vitest';
import type { ApplicationFields } from '../../../core/applications/apply/applicationRules.ts';
import type { ApplicationRequest, Applications } from '../../../core/applications/Applications.ts';
import type { CandidateDocuments } from '../../../core/applications/CandidateDocuments.ts';
import { exeBytes, pdfBytes, pngBytes } from '../../support/documentFiles.ts';
import { failure, ok } from './results.ts';

/**
 * What every Applications adapter promises. The world gives, afresh each time, a guest's and a
 * logged-in candidate's adapters (with that candidate's documents and id), an offer taking
 * applications on the board (its slug and title), one that applies elsewhere, a slug that does not
 * exist, and the token of the newest confirmation e-mail to an address.
 */
export interface ApplicationsWorld {
  readonly fresh: () => Promise<{
    readonly guest: Applications;
    readonly candidate: Applications;
    readonly documents: CandidateDocuments;
    readonly candidateId: string;
    readonly board: { readonly slug: string; readonly title: string };
    readonly externalSlug: string;
    readonly unknownSlug: string;
    readonly tokenFor: (email: string) => Promise<string>;
  }>;
}

let counter = 0;
const fieldsFor = (tag: string): ApplicationFields => ({
  name: 'Ada Lovelace',
  email: `ada.${tag}.${Date.now().toString(36)}.${++counter}@example.com`,
  message: 'I would like to join.',
  futureConsent: true,
  customConsent: false,
});
const withFile = (slug: string, fields: ApplicationFields, name = 'cv.pdf', bytes = pdfBytes()): ApplicationRequest => ({
  offerSlug: slug,
  fields,
  cv: { kind: 'file', file: { name, bytes } },
  language: 'en',
});

export function applicationsContract(adapter: string, world: ApplicationsWorld): void {
  describe(`Applications contract: ${adapter}`, () => {
    it('takes a guest’s application, waiting for the e-mail link, which confirms it (twice is fine)', async () => {
      const { guest, board, tokenFor } = await world.fresh();
      const fields = fieldsFor('guest');
      expect(await ok(guest.apply(withFile(board.slug, fields)))).toMatchObject({ status: 'new', emailConfirmationRequired: true, redirectId: null });
      const token = await tokenFor(fields.email);
      expect(await ok(guest.confirmEmail(token))).toEqual({ offerSlug: board.slug, offerTitle: board.title });
      expect(await ok(guest.confirmEmail(token))).toEqual({ offerSlug: board.slug, offerTitle: board.title });
      expect(await failure(guest.apply(withFile(board.slug, fields)))).toEqual({ kind: 'already-applied' });
      expect(await failure(guest.confirmEmail('not-a-token-we-sent'))).toEqual({ kind: 'not-found' });
    });

    it('lets a guest who never confirmed apply again', async () => {
      const { guest, board } = await world.fresh();
      const fields = fieldsFor('again');
      await ok(guest.apply(withFile(board.slug, fields)));
      expect(await ok(guest.apply(withFile(board.slug, fields)))).toMatchObject({ emailConfirmationRequired: true });
    });

    it('takes a candidate’s application with a CV from the profile, confirmed at once, once', async () => {
      const { candidate, documents, candidateId, board } = await world.fresh();
      const document = await ok(documents.upload(candidateId, 1, { name: 'Ada CV.pdf', bytes: pdfBytes() }));
      const request: ApplicationRequest = {
        offerSlug: board.slug,
        fields: fieldsFor('candidate'),
        cv: { kind: 'profile', documentId: document.id },
        language: 'pl',
      };
      const receipt = await ok(candidate.apply(request));
      expect(receipt).toMatchObject({ status: 'new', emailConfirmationRequired: false, redirectId: receipt.id });
      expect(await failure(candidate.apply({ ...request, fields: fieldsFor('other-address') }))).toEqual({ kind: 'already-applied' });
    });

    it('refuses a file that is not what its name says, or not a type the board takes, and a form without a name', async () => {
      const { guest, board } = await world.fresh();
      const refused = { kind: 'file-not-accepted', problem: 'file-type-not-allowed' };
      expect(await failure(guest.apply(withFile(board.slug, fieldsFor('exe'), 'cv.pdf', exeBytes())))).toEqual(refused);
      expect(await failure(guest.apply(withFile(board.slug, fieldsFor('png'), 'cv.pdf', pngBytes())))).toEqual(refused);
      expect(await failure(guest.apply(withFile(board.slug, fieldsFor('name'), 'cv.exe', pdfBytes())))).toEqual(refused);
      expect(await failure(guest.apply(withFile(board.slug, fieldsFor('empty'), 'cv.pdf', new Uint8Array(0))))).toMatchObject({
        kind: 'invalid-application',
        fields: { cv: 'required' },
      });
      expect(await failure(guest.apply(withFile(board.slug, { ...fieldsFor('noname'), name: ' ' })))).toEqual({
        kind: 'invalid-application',
        fields: { name: 'required' },
      });
    });

    it('refuses an offer that does not exist, one that applies elsewhere, and a profile CV without a session', async () => {
      const { guest, board, externalSlug, unknownSlug } = await world.fresh();
      expect(await failure(guest.apply(withFile(unknownSlug, fieldsFor('unknown'))))).toEqual({ kind: 'not-found' });
      expect(await failure(guest.apply(withFile(externalSlug, fieldsFor('elsewhere'))))).toEqual({ kind: 'applies-elsewhere' });
      const profile: ApplicationRequest = {
        offerSlug: board.slug,
        fields: fieldsFor('profile'),
        cv: { kind: 'profile', documentId: '00000000-0000-4000-8000-000000000000' },
        language: 'en',
      };
      expect(await failure(guest.apply(profile))).toEqual({ kind: 'unauthorized' });
    });

    it('counts apply clicks of offers in search only', async () => {
      const { guest, externalSlug, unknownSlug } = await world.fresh();
      await ok(guest.recordApplyClick(externalSlug));
      expect(await failure(guest.recordApplyClick(unknownSlug))).toEqual({ kind: 'not-found' });
    });
  });
}
