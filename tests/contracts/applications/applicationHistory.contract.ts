import { describe, expect, it } from 'vitest';
import { HISTORY_IDS_MAX } from '../../../contract/applications.ts';
import type { ApplicationHistory } from '../../../core/applications/ApplicationHistory.ts';
import type { Applications } from '../../../core/applications/Applications.ts';
import { pdfBytes } from '../../support/documentFiles.ts';
import { failure, ok } from './results.ts';

/**
 * What every ApplicationHistory adapter promises. The world gives a fresh logged-in candidate with
 * an empty history, the Applications port of the same candidate, at least 27 offers that apply
 * elsewhere, one offer taking applications on the board, an offer id that does not exist, and an
 * adapter of the same kind without a session.
 */
export interface ApplicationHistoryWorld {
  readonly fresh: () => Promise<{
    readonly history: ApplicationHistory;
    readonly applications: Applications;
    readonly external: readonly string[];
    readonly board: { readonly id: string; readonly slug: string };
    readonly unknownOfferId: string;
  }>;
  readonly withoutSession: () => Promise<ApplicationHistory>;
}

const fields = { name: 'Ada Lovelace', email: 'ada.history@example.com', message: '', futureConsent: false, customConsent: false };

export function applicationHistoryContract(adapter: string, world: ApplicationHistoryWorld): void {
  describe(`ApplicationHistory contract: ${adapter}`, () => {
    it('starts empty', async () => {
      const { history } = await world.fresh();
      expect(await ok(history.count())).toBe(0);
      expect(await ok(history.list({ page: 1, pageSize: 20 }))).toEqual({ items: [], pageNumber: 1, hasNextPage: false, total: 0 });
    });

    it('records a click elsewhere unconfirmed, once per offer, and confirms it on "yes"', async () => {
      const { history, external } = await world.fresh();
      const offerId = external[0] as string;
      const clicked = await ok(history.recordExternal(offerId));
      expect(clicked).toMatchObject({ jobAdvertisementId: offerId, source: 'external', isConfirmed: false, status: null, confirmedAt: null });
      expect((await ok(history.recordExternal(offerId))).redirectId).toBe(clicked.redirectId);
      expect(await ok(history.count(false))).toBe(1);
      const confirmed = await ok(history.confirm(clicked.redirectId));
      expect(confirmed).toMatchObject({ redirectId: clicked.redirectId, isConfirmed: true });
      expect(confirmed.confirmedAt).toEqual(expect.any(String));
      expect(await ok(history.count(true))).toBe(1);
      expect(await ok(history.count(false))).toBe(0);
      expect((await ok(history.list({ page: 1, pageSize: 20, isConfirmed: false }))).items).toEqual([]);
    });

    it('forgets a click on "no", and knows no other redirect id', async () => {
      const { history, external } = await world.fresh();
      const clicked = await ok(history.recordExternal(external[1] as string));
      await ok(history.remove(clicked.redirectId));
      expect(await ok(history.count())).toBe(0);
      expect(await failure(history.remove(clicked.redirectId))).toEqual({ kind: 'not-found' });
      expect(await failure(history.confirm('no-such-redirect'))).toEqual({ kind: 'not-found' });
    });

    it('refuses a click on an offer that does not exist', async () => {
      const { history, unknownOfferId } = await world.fresh();
      expect(await failure(history.recordExternal(unknownOfferId))).toEqual({ kind: 'not-found' });
    });

    it('lists newest first, page by page', async () => {
      const { history, external } = await world.fresh();
      for (const id of external.slice(0, 5)) await ok(history.recordExternal(id));
      const ids = async (page: number) => (await ok(history.list({ page, pageSize: 2 }))).items.map((item) => item.jobAdvertisementId);
      expect(await ids(1)).toEqual([external[4], external[3]]);
      expect(await ids(3)).toEqual([external[0]]);
      expect(await ok(history.list({ page: 2, pageSize: 2 }))).toMatchObject({ hasNextPage: true, pageNumber: 2, total: 5 });
    });

    it(`tells which of up to ${HISTORY_IDS_MAX} offers are in the history`, async () => {
      const { history, external } = await world.fresh();
      await ok(history.recordExternal(external[3] as string));
      await ok(history.recordExternal(external[20] as string));
      const found = await ok(history.list({ page: 1, pageSize: HISTORY_IDS_MAX, ids: external.slice(0, HISTORY_IDS_MAX) }));
      expect(found.items.map((item) => item.jobAdvertisementId).sort()).toEqual([external[3], external[20]].sort());
      expect(await failure(history.list({ page: 1, pageSize: 26, ids: external.slice(0, HISTORY_IDS_MAX + 1) }))).toMatchObject({
        kind: 'invalid-input',
      });
    });

    it('holds a board application confirmed, with its status and CV, and withdraws it', async () => {
      const { history, applications, board } = await world.fresh();
      const before = await ok(history.recordExternal(board.id));
      await ok(history.remove(before.redirectId));
      const receipt = await ok(
        applications.apply({ offerSlug: board.slug, fields, cv: { kind: 'file', file: { name: 'cv.pdf', bytes: pdfBytes() } }, language: 'en' }),
      );
      const [item] = (await ok(history.list({ page: 1, pageSize: 20 }))).items;
      expect(item).toMatchObject({
        redirectId: receipt.redirectId,
        jobAdvertisementId: board.id,
        source: 'board',
        isConfirmed: true,
        status: 'new',
        cvFileName: 'cv.pdf',
      });
      await ok(history.remove(receipt.redirectId ?? ''));
      expect(await ok(history.count())).toBe(0);
    });

    it('answers unauthorized to every call without a session', async () => {
      const history = await world.withoutSession();
      const { external } = await world.fresh();
      for (const call of [
        history.count(),
        history.list({ page: 1, pageSize: 20 }),
        history.recordExternal(external[0] as string),
        history.confirm('x'),
        history.remove('x'),
      ]) {
        expect(await failure<unknown, unknown>(call)).toEqual({ kind: 'unauthorized' });
      }
    });
  });
}
