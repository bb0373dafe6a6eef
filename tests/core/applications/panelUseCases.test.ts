import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '../../../core/applications/ApplicationStatus.ts';
import { EMPLOYER_APPLICATIONS_PAGE_SIZE } from '../../../core/applications/panel/ListEmployerApplications.ts';
import { aPdf, anApplicant, applicationsWorld, confirmedGuestApplication, OTHER_COMPANY_ID, type ApplicationsWorld } from './applicationsWorld.ts';

/** `count` confirmed guest applications to the board offer, oldest first: their ids. */
async function applications(world: ApplicationsWorld, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index++) ids.push(await confirmedGuestApplication(world, anApplicant({ email: `guest.${index}@example.com` })));
  return ids;
}

const zeroCounts = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0]));

describe('the employer’s applications', () => {
  describe('ListEmployerApplications', () => {
    it('lists the company’s confirmed applications, newest first, 20 a page by default, with the count per status', async () => {
      const world = applicationsWorld();
      const ids = await applications(world, 22);
      const page = (await world.listEmployerApplications.execute({ page: 1 }))._unsafeUnwrap();
      expect(EMPLOYER_APPLICATIONS_PAGE_SIZE).toBe(20);
      expect(page).toMatchObject({ page: 1, pageSize: 20, total: 22, counts: { ...zeroCounts, new: 22 } });
      expect(page.items.map((item) => item.id)).toEqual([...ids].reverse().slice(0, 20));
      const second = (await world.listEmployerApplications.execute({ page: 2 }))._unsafeUnwrap();
      expect(second.items.map((item) => item.id)).toEqual([ids[1], ids[0]]);
    });

    it('leaves out a guest’s application until its e-mail is confirmed', async () => {
      const world = applicationsWorld({ guest: true });
      const receipt = await world.applyForOffer.execute({
        offerId: world.board.id,
        offerSlug: world.board.slug,
        fields: anApplicant(),
        cv: aPdf(),
        language: 'en',
      });
      expect(receipt._unsafeUnwrap().emailConfirmationRequired).toBe(true);
      const page = (await world.listEmployerApplications.execute({ page: 1 }))._unsafeUnwrap();
      expect(page.total).toBe(0);
    });

    it('filters by status, counting every status whatever the filter', async () => {
      const world = applicationsWorld();
      const [a, b, c] = await applications(world, 3);
      await world.changeStatus.execute({ application: { id: a!, status: 'new' }, to: 'interview' });
      await world.changeStatus.execute({ application: { id: b!, status: 'new' }, to: 'rejected' });
      const interviews = (await world.listEmployerApplications.execute({ page: 1, status: 'interview' }))._unsafeUnwrap();
      expect(interviews.items.map((item) => item.id)).toEqual([a]);
      expect(interviews.total).toBe(1);
      expect(interviews.counts).toEqual({ ...zeroCounts, new: 1, interview: 1, rejected: 1 });
      expect((await world.listEmployerApplications.execute({ page: 1, status: 'new' }))._unsafeUnwrap().items.map((item) => item.id)).toEqual([c]);
    });

    it('lists one offer’s applications, and another company’s offer is not found', async () => {
      const world = applicationsWorld();
      await applications(world, 2);
      expect((await world.listEmployerApplications.execute({ page: 1, offerSlug: world.board.slug }))._unsafeUnwrap().total).toBe(2);
      expect((await world.listEmployerApplications.execute({ page: 1, offerSlug: world.elsewhere[0]!.slug }))._unsafeUnwrapErr()).toEqual({
        kind: 'not-found',
      });
    });

    it('refuses a page below 1 or a size outside 1 to 100 without a call', async () => {
      const world = applicationsWorld();
      world.employerOf(null);
      for (const query of [{ page: 0 }, { page: 1.5 }, { page: 1, pageSize: 0 }, { page: 1, pageSize: 101 }, { page: 1, pageSize: 2.5 }])
        expect((await world.listEmployerApplications.execute(query))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-input' });
      // The same inputs with a valid page reach the fake, which answers unauthorized for nobody: the refusal above came first.
      expect((await world.listEmployerApplications.execute({ page: 1, pageSize: 100 }))._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized' });
    });

    it('shows another company nothing of this one', async () => {
      const world = applicationsWorld();
      await applications(world, 2);
      world.employerOf(OTHER_COMPANY_ID);
      expect((await world.listEmployerApplications.execute({ page: 1 }))._unsafeUnwrap()).toMatchObject({ total: 0, items: [], counts: zeroCounts });
    });
  });

  describe('ChangeApplicationStatus', () => {
    it('moves an application along the pipeline, stamping the change and mailing the applicant; the candidate sees it', async () => {
      const world = applicationsWorld();
      const receipt = (
        await world.applyForOffer.execute({
          offerId: world.board.id,
          offerSlug: world.board.slug,
          fields: anApplicant({ email: 'cand@example.com' }),
          cv: { kind: 'file', file: { name: 'cv.pdf', bytes: new TextEncoder().encode('%PDF-1.4\n%%EOF\n') } },
          language: 'en',
        })
      )._unsafeUnwrap();
      const moved = (await world.changeStatus.execute({ application: { id: receipt.id, status: 'new' }, to: 'interview' }))._unsafeUnwrap();
      expect(moved).toMatchObject({ id: receipt.id, status: 'interview' });
      expect(moved.statusChangedAt).not.toBeNull();
      expect(world.ledger.mails).toEqual([{ to: 'cand@example.com', kind: 'status-changed', status: 'interview' }]);
      const history = (await world.listHistory.execute({ page: 1 }))._unsafeUnwrap();
      expect(history.kind === 'page' && history.items[0]).toMatchObject({ redirectId: receipt.id, status: 'interview' });
    });

    it('refuses a move the pipeline does not allow, naming the allowed ones, without a call', async () => {
      const world = applicationsWorld();
      const [id] = await applications(world, 1);
      await world.changeStatus.execute({ application: { id: id!, status: 'new' }, to: 'interview' });
      world.employerOf(null);
      const back = await world.changeStatus.execute({ application: { id: id!, status: 'interview' }, to: 'new' });
      expect(back._unsafeUnwrapErr()).toEqual({ kind: 'status-not-allowed', allowed: ['offer', 'hired', 'rejected'] });
      const same = await world.changeStatus.execute({ application: { id: id!, status: 'interview' }, to: 'interview' });
      expect(same._unsafeUnwrapErr()).toMatchObject({ kind: 'status-not-allowed' });
      expect(world.ledger.applications[0]?.status).toBe('interview');
      expect(world.ledger.mails.filter((mail) => mail.kind === 'status-changed')).toHaveLength(1);
    });

    it('is refused by the gateway when the panel’s copy is stale', async () => {
      const world = applicationsWorld();
      const [id] = await applications(world, 1);
      await world.changeStatus.execute({ application: { id: id!, status: 'new' }, to: 'hired' });
      const stale = await world.changeStatus.execute({ application: { id: id!, status: 'new' }, to: 'interview' });
      expect(stale._unsafeUnwrapErr()).toEqual({ kind: 'status-not-allowed', allowed: ['in-review'] });
      expect(world.ledger.applications[0]?.status).toBe('hired');
    });

    it('reopens a rejected application in review', async () => {
      const world = applicationsWorld();
      const [id] = await applications(world, 1);
      await world.changeStatus.execute({ application: { id: id!, status: 'new' }, to: 'rejected' });
      const reopened = await world.changeStatus.execute({ application: { id: id!, status: 'rejected' }, to: 'in-review' });
      expect(reopened._unsafeUnwrap().status).toBe('in-review');
    });

    it('cannot touch another company’s application', async () => {
      const world = applicationsWorld();
      const [id] = await applications(world, 1);
      world.employerOf(OTHER_COMPANY_ID);
      expect((await world.changeStatus.execute({ application: { id: id!, status: 'new' }, to: 'in-review' }))._unsafeUnwrapErr()).toEqual({
        kind: 'not-found',
      });
      expect(world.ledger.applications[0]?.status).toBe('new');
    });
  });

  describe('DeleteApplication', () => {
    it('deletes the company’s application with its CV; the candidate’s history keeps the offer without it', async () => {
      const world = applicationsWorld();
      const receipt = (
        await world.applyForOffer.execute({
          offerId: world.board.id,
          offerSlug: world.board.slug,
          fields: anApplicant(),
          cv: { kind: 'file', file: { name: 'cv.pdf', bytes: new TextEncoder().encode('%PDF-1.4\n%%EOF\n') } },
          language: 'en',
        })
      )._unsafeUnwrap();
      (await world.deleteApplication.execute(receipt.id))._unsafeUnwrap();
      expect(world.ledger.applications).toEqual([]);
      expect((await world.downloadCv.execute({ id: receipt.id, offerSlug: world.board.slug }))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
      const history = (await world.listHistory.execute({ page: 1 }))._unsafeUnwrap();
      expect(history.kind === 'page' && history.items[0]).toMatchObject({ redirectId: receipt.id, status: null, cvFileName: null });
    });

    it('another company’s delete is not found and deletes nothing', async () => {
      const world = applicationsWorld();
      const [id] = await applications(world, 1);
      world.employerOf(OTHER_COMPANY_ID);
      expect((await world.deleteApplication.execute(id!))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
      expect(world.ledger.applications).toHaveLength(1);
    });
  });

  describe('DownloadApplicationCv', () => {
    it('answers the CV’s name, stored type and bytes, for the application’s own offer only', async () => {
      const world = applicationsWorld();
      const [id] = await applications(world, 1);
      const file = (await world.downloadCv.execute({ id: id!, offerSlug: world.board.slug }))._unsafeUnwrap();
      expect(file.fileName).toBe('cv.pdf');
      expect(file.contentType).toBe('application/pdf');
      expect(new TextDecoder().decode(file.bytes.subarray(0, 5))).toBe('%PDF-');
      expect((await world.downloadCv.execute({ id: id!, offerSlug: world.elsewhere[0]!.slug }))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
    });

    it('gives another company and nobody nothing', async () => {
      const world = applicationsWorld();
      const [id] = await applications(world, 1);
      world.employerOf(OTHER_COMPANY_ID);
      expect((await world.downloadCv.execute({ id: id!, offerSlug: world.board.slug }))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
      world.employerOf(null);
      expect((await world.downloadCv.execute({ id: id!, offerSlug: world.board.slug }))._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized' });
    });
  });
});
