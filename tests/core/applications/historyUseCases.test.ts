import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { HISTORY_BATCH_SIZE } from '../../../core/applications/ApplicationHistory.ts';
import { HISTORY_PAGE_SIZE } from '../../../core/applications/history/ListApplicationHistory.ts';
import { historyBatches } from '../../../core/applications/history/LoadAppliedStatuses.ts';
import { aPdf, anApplicant, applicationsWorld, confirmedGuestApplication, type ApplicationsWorld } from './applicationsWorld.ts';

const click = (world: ApplicationsWorld, index = 0, historyEnabled = true) => {
  const offer = world.elsewhere[index]!;
  return world.recordExternalApply.execute({ offerId: offer.id, offerSlug: offer.slug, historyEnabled });
};

/** A click that must record an item (a logged-in candidate, the flag on): the item. */
async function clicked(world: ApplicationsWorld, index = 0) {
  const item = (await click(world, index))._unsafeUnwrap();
  if (item === null) throw new Error('the click recorded no item');
  return item;
}

/** Clicks on the first `count` offers elsewhere, oldest first. */
async function clicks(world: ApplicationsWorld, count: number) {
  for (let index = 0; index < count; index++) await clicked(world, index);
}

describe('RecordExternalApply: a click on an offer that applies elsewhere', () => {
  it('records an unconfirmed item for a logged-in candidate, counts the click, and waits for "did you apply?"', async () => {
    const world = applicationsWorld();
    world.historyStore.setCount(0);
    const item = await clicked(world);
    expect(item).toMatchObject({ jobAdvertisementId: world.elsewhere[0]!.id, source: 'external', isConfirmed: false, status: null });
    expect(world.ledger.clicks).toEqual([world.elsewhere[0]!.slug]);
    expect(await firstValueFrom(world.historyStore.item$(world.elsewhere[0]!.id))).toEqual(item);
    expect(await firstValueFrom(world.historyStore.isAppliedTo$(world.elsewhere[0]!.id))).toBe(false);
    expect(world.historyStore.current.count).toBe(1);
  });

  it('answers the same item for a second click on the same offer, counted once in the history', async () => {
    const world = applicationsWorld();
    world.historyStore.setCount(0);
    const first = await clicked(world);
    const second = await clicked(world);
    expect(second.redirectId).toBe(first.redirectId);
    expect(world.ledger.historyOf(world.candidate.id)).toHaveLength(1);
    expect(world.historyStore.current.count).toBe(1);
    expect(world.ledger.clicks).toHaveLength(2);
  });

  it('only counts the click for a guest, and when the tenant’s history flag is off', async () => {
    const guest = applicationsWorld({ guest: true });
    expect((await click(guest))._unsafeUnwrap()).toBeNull();
    expect(guest.ledger.clicks).toHaveLength(1);
    expect(guest.history.calls).toEqual([]);

    const flagOff = applicationsWorld();
    expect((await click(flagOff, 0, false))._unsafeUnwrap()).toBeNull();
    expect(flagOff.ledger.clicks).toHaveLength(1);
    expect(flagOff.ledger.historyOf(flagOff.candidate.id)).toEqual([]);
  });

  it('records the item even when the click could not be counted', async () => {
    const world = applicationsWorld();
    const offer = world.elsewhere[3]!;
    const item = await world.recordExternalApply.execute({ offerId: offer.id, offerSlug: 'not-a-known-slug', historyEnabled: true });
    expect(item._unsafeUnwrap()?.jobAdvertisementId).toBe(offer.id);
    expect(world.ledger.clicks).toEqual([]);
  });

  it('fails with not-found for an offer the gateway does not know, keeping nothing', async () => {
    const world = applicationsWorld();
    const result = await world.recordExternalApply.execute({ offerId: 'no-such-offer', offerSlug: world.elsewhere[0]!.slug, historyEnabled: true });
    expect(result._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
    expect(world.historyStore.current.byOffer.size).toBe(0);
  });
});

describe('"Did you apply?"', () => {
  it('yes: confirms the item and the offer shows as applied', async () => {
    const world = applicationsWorld();
    const item = await clicked(world);
    const confirmed = (await world.confirmExternal.execute(item.redirectId))._unsafeUnwrap();
    expect(confirmed).toMatchObject({ redirectId: item.redirectId, isConfirmed: true });
    expect(confirmed.confirmedAt).not.toBeNull();
    expect(await firstValueFrom(world.historyStore.isAppliedTo$(item.jobAdvertisementId))).toBe(true);
  });

  it('no: takes the item out of the history and the store, and the count goes down', async () => {
    const world = applicationsWorld();
    world.historyStore.setCount(0);
    const item = await clicked(world);
    expect((await world.withdraw.execute(item.redirectId)).isOk()).toBe(true);
    expect(world.ledger.historyOf(world.candidate.id)).toEqual([]);
    expect(world.historyStore.current.byOffer.has(item.jobAdvertisementId)).toBe(false);
    expect(world.historyStore.current.count).toBe(0);
  });

  it('an unknown redirect id is not found, and the store keeps what it knew', async () => {
    const world = applicationsWorld();
    const item = await clicked(world);
    expect((await world.confirmExternal.execute('00000000-0000-4000-8000-ffffffffffff'))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
    expect((await world.withdraw.execute('no-such-redirect'))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
    expect(world.historyStore.current.byOffer.get(item.jobAdvertisementId)).toEqual(item);
  });

  it('a guest cannot answer, and nothing is called', async () => {
    const world = applicationsWorld({ guest: true });
    expect((await world.confirmExternal.execute('r-1'))._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized' });
    expect((await world.withdraw.execute('r-1'))._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized' });
    expect(world.history.calls).toEqual([]);
  });
});

describe('WithdrawApplication: a board application', () => {
  it('deletes the application and its CV for the employer too', async () => {
    const world = applicationsWorld();
    const receipt = (
      await world.applyForOffer.execute({
        offerId: world.board.id,
        offerSlug: world.board.slug,
        fields: anApplicant(),
        cv: aPdf(),
        language: 'pl',
      })
    )._unsafeUnwrap();
    expect((await world.listEmployerApplications.execute({ page: 1 }))._unsafeUnwrap().total).toBe(1);
    (await world.withdraw.execute(receipt.redirectId!))._unsafeUnwrap();
    expect(world.ledger.applications).toEqual([]);
    expect((await world.listEmployerApplications.execute({ page: 1 }))._unsafeUnwrap().total).toBe(0);
    expect(await firstValueFrom(world.historyStore.isAppliedTo$(world.board.id))).toBe(false);
  });

  it('cannot withdraw another applicant’s application', async () => {
    const world = applicationsWorld();
    const id = await confirmedGuestApplication(world, anApplicant({ email: 'guest@example.com' }));
    expect((await world.withdraw.execute(id))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
    expect(world.ledger.applications.map((application) => application.id)).toEqual([id]);
  });
});

describe('ListApplicationHistory', () => {
  it('asks page 1 of 20 by default, newest first, and records the items and the total', async () => {
    const world = applicationsWorld();
    await clicks(world, 45);
    const page = (await world.listHistory.execute({ page: 1 }))._unsafeUnwrap();
    expect(HISTORY_PAGE_SIZE).toBe(20);
    expect(world.history.queries).toEqual([{ page: 1, pageSize: 20 }]);
    expect(page).toMatchObject({ kind: 'page', pageNumber: 1, hasNextPage: true, total: 45 });
    if (page.kind !== 'page') throw new Error('a page was expected');
    expect(page.items.map((item) => item.offerTitle)).toEqual(Array.from({ length: 20 }, (_, index) => `Elsewhere ${45 - index}`));
    expect(world.historyStore.current.count).toBe(45);
    expect(world.historyStore.current.byOffer.size).toBe(45);
  });

  it('reads a page below 1 or not whole as page 1, and passes the size and the confirmed filter', async () => {
    const world = applicationsWorld();
    await clicks(world, 3);
    for (const page of [0, -2, 1.5, Number.NaN]) await world.listHistory.execute({ page });
    await world.listHistory.execute({ page: 3, pageSize: 1, isConfirmed: false });
    expect(world.history.queries).toEqual([
      { page: 1, pageSize: 20 },
      { page: 1, pageSize: 20 },
      { page: 1, pageSize: 20 },
      { page: 1, pageSize: 20 },
      { page: 3, pageSize: 1, isConfirmed: false },
    ]);
    const last = (await world.listHistory.execute({ page: 3, pageSize: 1 }))._unsafeUnwrap();
    expect(last).toMatchObject({ pageNumber: 3, hasNextPage: false, total: 3 });
  });

  it('filters confirmed and unconfirmed items', async () => {
    const world = applicationsWorld();
    await clicks(world, 4);
    const [first] = world.ledger.historyOf(world.candidate.id);
    await world.confirmExternal.execute(first!.redirectId);
    expect((await world.listHistory.execute({ page: 1, isConfirmed: true }))._unsafeUnwrap()).toMatchObject({ total: 1 });
    expect((await world.listHistory.execute({ page: 1, isConfirmed: false }))._unsafeUnwrap()).toMatchObject({ total: 3 });
  });

  it('asks a guest to log in, without a call', async () => {
    const world = applicationsWorld({ guest: true });
    expect((await world.listHistory.execute({ page: 1 }))._unsafeUnwrap()).toEqual({ kind: 'login-required' });
    expect(world.history.calls).toEqual([]);
  });

  it('passes the gateway’s refusal of an oversized page', async () => {
    const world = applicationsWorld();
    const result = await world.listHistory.execute({ page: 1, pageSize: 1000 });
    expect(result._unsafeUnwrapErr()).toMatchObject({ kind: 'invalid-input' });
    expect(world.historyStore.current.count).toBeNull();
  });
});

describe('LoadApplicationHistoryCount', () => {
  it('records the count, and answers null for a guest without a call', async () => {
    const world = applicationsWorld();
    await clicks(world, 2);
    expect((await world.loadCount.execute())._unsafeUnwrap()).toBe(2);
    expect(world.historyStore.current.count).toBe(2);

    const guest = applicationsWorld({ guest: true });
    expect((await guest.loadCount.execute())._unsafeUnwrap()).toBeNull();
    expect(guest.history.calls).toEqual([]);
  });
});

describe('LoadAppliedStatuses: isAppliedTo for cards', () => {
  it('asks 25 offers per batch, page 1 each, and records what it found', async () => {
    const world = applicationsWorld();
    await clicks(world, 2);
    const [newest] = world.ledger.historyOf(world.candidate.id);
    await world.confirmExternal.execute(newest!.redirectId);
    world.history.queries.length = 0;
    const ids = world.elsewhere.map((offer) => offer.id);

    const found = (await world.loadStatuses.execute(ids))._unsafeUnwrap();

    expect(HISTORY_BATCH_SIZE).toBe(25);
    expect(world.history.queries).toEqual([
      { page: 1, pageSize: 25, ids: ids.slice(0, 25) },
      { page: 1, pageSize: 25, ids: ids.slice(25, 50) },
      { page: 1, pageSize: 10, ids: ids.slice(50, 60) },
    ]);
    expect(found.map((item) => item.jobAdvertisementId).sort()).toEqual([ids[0], ids[1]].sort());
    expect(await firstValueFrom(world.historyStore.isAppliedTo$(ids[1]!))).toBe(true);
    expect(await firstValueFrom(world.historyStore.isAppliedTo$(ids[0]!))).toBe(false);
  });

  it('drops duplicate and empty ids before batching', () => {
    const ids = (count: number) => Array.from({ length: count }, (_, index) => `o${index}`);
    expect(historyBatches(['a', 'b', 'a', '', 'c'], 2)).toEqual([['a', 'b'], ['c']]);
    expect(historyBatches([])).toEqual([]);
    expect(historyBatches(ids(25)).map((batch) => batch.length)).toEqual([25]);
    expect(historyBatches(ids(26)).map((batch) => batch.length)).toEqual([25, 1]);
    expect(historyBatches([...ids(30), ...ids(30)]).map((batch) => batch.length)).toEqual([25, 5]);
  });

  it('marks offers that are no longer in the history', async () => {
    const world = applicationsWorld();
    const item = await clicked(world);
    world.ledger.historyOf(world.candidate.id).length = 0;
    await world.loadStatuses.execute([item.jobAdvertisementId]);
    expect(world.historyStore.current.byOffer.has(item.jobAdvertisementId)).toBe(false);
  });

  it('keeps the batches that answered when one fails, and fails with its failure', async () => {
    const world = applicationsWorld();
    await clicks(world, 30);
    world.historyStore.reset();
    world.history.failList = (query) => (query.ids?.includes(world.elsewhere[40]!.id) ? { kind: 'http-failure', status: 503 } : null);
    const ids = world.elsewhere.map((offer) => offer.id);
    const result = await world.loadStatuses.execute(ids);
    expect(result._unsafeUnwrapErr()).toEqual({ kind: 'http-failure', status: 503 });
    expect(world.historyStore.current.byOffer.size).toBe(25);
  });

  it('asks nothing for a guest', async () => {
    const world = applicationsWorld({ guest: true });
    expect((await world.loadStatuses.execute(world.elsewhere.map((offer) => offer.id)))._unsafeUnwrap()).toEqual([]);
    expect(world.history.calls).toEqual([]);
  });
});
