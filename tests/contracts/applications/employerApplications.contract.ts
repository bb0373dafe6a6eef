import { describe, expect, it } from 'vitest';
import type { EmployerApplications } from '../../../core/applications/EmployerApplications.ts';
import { failure, ok } from './results.ts';

/**
 * What every EmployerApplications adapter promises. The world gives, afresh, an employer with a
 * published board offer and a way to add applications to it (confirmed by e-mail, or a guest's
 * still waiting), the adapter of another company's employer, and one without a session.
 */
export interface EmployerApplicationsWorld {
  readonly fresh: () => Promise<{
    readonly employer: EmployerApplications;
    readonly otherCompany: EmployerApplications;
    readonly offerSlug: string;
    /** A confirmed application with a PDF named cv.pdf: its id and e-mail. */
    readonly submit: () => Promise<{ readonly id: string; readonly email: string }>;
    /** A guest's application whose e-mail link was never followed: its e-mail. */
    readonly unconfirmed: () => Promise<string>;
  }>;
  readonly withoutSession: () => Promise<EmployerApplications>;
}

export function employerApplicationsContract(adapter: string, world: EmployerApplicationsWorld): void {
  describe(`EmployerApplications contract: ${adapter}`, () => {
    it('lists the offer’s confirmed applications newest first, with a count per status, across offers and for the offer', async () => {
      const { employer, offerSlug, submit, unconfirmed } = await world.fresh();
      const first = await submit();
      const second = await submit();
      const waiting = await unconfirmed();
      const page = await ok(employer.list({ page: 1, pageSize: 20, offerSlug }));
      expect(page.items.map((item) => item.email)).toEqual([second.email, first.email]);
      expect(page.items.map((item) => item.email)).not.toContain(waiting);
      expect(page).toMatchObject({
        page: 1,
        pageSize: 20,
        total: 2,
        counts: { new: 2, 'in-review': 0, interview: 0, offer: 0, hired: 0, rejected: 0 },
      });
      expect(page.items[0]).toMatchObject({
        offerSlug,
        status: 'new',
        statusChangedAt: null,
        cv: { fileName: 'cv.pdf', contentType: 'application/pdf' },
      });
      const across = await ok(employer.list({ page: 1, pageSize: 1 }));
      expect(across).toMatchObject({ total: 2, items: [{ email: second.email }] });
    });

    it('moves an application along the pipeline, refusing a move it does not allow', async () => {
      const { employer, offerSlug, submit } = await world.fresh();
      const { id } = await submit();
      const moved = await ok(employer.changeStatus(id, 'interview'));
      expect(moved).toMatchObject({ id, status: 'interview' });
      expect(moved.statusChangedAt).toEqual(expect.any(String));
      expect(await failure(employer.changeStatus(id, 'new'))).toEqual({ kind: 'status-not-allowed', allowed: ['offer', 'hired', 'rejected'] });
      expect((await ok(employer.changeStatus(id, 'interview'))).status).toBe('interview');
      const filtered = await ok(employer.list({ page: 1, pageSize: 20, offerSlug, status: 'interview' }));
      expect(filtered.items.map((item) => item.id)).toEqual([id]);
      expect(filtered.counts).toMatchObject({ new: 0, interview: 1 });
    });

    it('downloads the CV with its stored type, for its own offer only', async () => {
      const { employer, offerSlug, submit } = await world.fresh();
      const { id } = await submit();
      const file = await ok(employer.downloadCv(offerSlug, id));
      expect(file).toMatchObject({ fileName: 'cv.pdf', contentType: 'application/pdf' });
      expect(new TextDecoder().decode(file.bytes.subarray(0, 5))).toBe('%PDF-');
      expect(await failure(employer.downloadCv('another-offer-slug', id))).toEqual({ kind: 'not-found' });
    });

    it('deletes an application, which is then not found', async () => {
      const { employer, offerSlug, submit } = await world.fresh();
      const { id } = await submit();
      await ok(employer.remove(id));
      expect(await failure(employer.remove(id))).toEqual({ kind: 'not-found' });
      expect((await ok(employer.list({ page: 1, pageSize: 20, offerSlug }))).total).toBe(0);
    });

    it('shows another company nothing of it: every call is not found, and the lists hold none of it', async () => {
      const { otherCompany, offerSlug, submit } = await world.fresh();
      const { id } = await submit();
      expect((await ok(otherCompany.list({ page: 1, pageSize: 100 }))).items.map((item) => item.id)).not.toContain(id);
      expect(await failure(otherCompany.list({ page: 1, pageSize: 20, offerSlug }))).toEqual({ kind: 'not-found' });
      expect(await failure(otherCompany.changeStatus(id, 'rejected'))).toEqual({ kind: 'not-found' });
      expect(await failure(otherCompany.downloadCv(offerSlug, id))).toEqual({ kind: 'not-found' });
      expect(await failure(otherCompany.remove(id))).toEqual({ kind: 'not-found' });
    });

    it('answers unauthorized without a session', async () => {
      const anonymous = await world.withoutSession();
      expect(await failure(anonymous.list({ page: 1, pageSize: 20 }))).toEqual({ kind: 'unauthorized' });
      expect(await failure(anonymous.changeStatus('00000000-0000-4000-8000-000000000001', 'rejected'))).toEqual({ kind: 'unauthorized' });
    });
  });
}
