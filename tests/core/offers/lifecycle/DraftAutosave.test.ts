import { describe, expect, it } from 'vitest';
import { DraftAutosave, type AutosaveStatus } from '../../../../core/offers/lifecycle/editing/DraftAutosave.ts';
import { EditOffer } from '../../../../core/offers/lifecycle/editing/EditOffer.ts';
import { InitiateOffer } from '../../../../core/offers/lifecycle/editing/InitiateOffer.ts';
import { VirtualTime } from '../../../support/virtualTime.ts';
import { editorValues, lifecycleCoreWorld } from './lifecycleCoreWorld.ts';

async function autosaving() {
  const world = lifecycleCoreWorld();
  const time = new VirtualTime();
  const { slug } = (await new InitiateOffer(world.drafts, world.coordinator).execute({ pricingPlan: 'standard' }))._unsafeUnwrap();
  const autosave = new DraftAutosave(new EditOffer(world.drafts, world.coordinator), time.scheduler);
  const states: AutosaveStatus['state'][] = [];
  autosave.status$.subscribe((status) => states.push(status.state));
  const start = editorValues({ title: '' });
  autosave.start({ slug }, start);
  return { world, time, autosave, states, slug, start };
}

describe('DraftAutosave', () => {
  it('saves the latest values one second after the last change, once', async () => {
    const { world, time, autosave, slug } = await autosaving();
    autosave.change(editorValues({ title: 'S' }));
    await time.advance(600);
    autosave.change(editorValues({ title: 'Se' }));
    await time.advance(600);
    autosave.change(editorValues({ title: 'Senior' }));
    await time.advance(999);
    expect(world.drafts.saved).toHaveLength(0);
    expect(autosave.status.state).toBe('pending');

    await time.advance(1);
    expect(world.drafts.saved).toHaveLength(1);
    expect(autosave.status.state).toBe('saved');
    expect(world.ledger.offers.get(slug)?.draft.title).toBe('Senior');
  });

  it('sends nothing for values equal to the saved ones, or while the form has format problems', async () => {
    const { world, time, autosave, start } = await autosaving();
    autosave.change(start);
    await time.advance(2000);
    expect(world.drafts.saved).toHaveLength(0);

    autosave.change(editorValues({ applyEmail: 'not-an-address' }));
    await time.advance(1000);
    expect(world.drafts.saved).toHaveLength(0);
    expect(autosave.status.state).toBe('invalid');
  });

  it('saves at once on flush, and the pending save then has nothing left to do', async () => {
    const { world, time, autosave } = await autosaving();
    autosave.change(editorValues({ title: 'Now' }));
    expect((await autosave.flush()).state).toBe('saved');
    await time.advance(1000);
    expect(world.drafts.saved).toHaveLength(1);
  });

  it('reports a refused save and stops after stop()', async () => {
    const { world, time, autosave, states } = await autosaving();
    world.accounts.expireAccessTokens();
    world.accounts.refreshCookie = null;
    autosave.change(editorValues({ title: 'Lost' }));
    await time.advance(1000);
    expect(autosave.status).toEqual({ state: 'failed', failure: { kind: 'unauthorized' } });
    expect(states.slice(-3)).toEqual(['pending', 'saving', 'failed']);

    autosave.stop();
    autosave.change(editorValues({ title: 'Ignored' }));
    await time.advance(1000);
    expect(world.drafts.saved).toHaveLength(0);
  });

  it('is idle before it starts, and ignores changes and flushes until then', async () => {
    const world = lifecycleCoreWorld();
    const autosave = new DraftAutosave(new EditOffer(world.drafts, world.coordinator), new VirtualTime().scheduler);
    expect(autosave.status).toEqual({ state: 'idle' });
    autosave.change(editorValues({ title: 'Too early' }));
    expect(autosave.status).toEqual({ state: 'idle' });
    expect(await autosave.flush()).toEqual({ state: 'idle' });
    expect(world.drafts.saved).toHaveLength(0);
  });

  it('stays idle for values equal to the saved ones', async () => {
    const { time, autosave, states, start } = await autosaving();
    autosave.change(start);
    await time.advance(2000);
    expect(autosave.status).toEqual({ state: 'idle' });
    expect(states).not.toContain('pending');
  });

  it('flushes nothing when nothing changed', async () => {
    const { world, autosave } = await autosaving();
    expect(await autosave.flush()).toEqual({ state: 'idle' });
    expect(world.drafts.saved).toHaveLength(0);
  });

  it('saves nothing when a change is undone within the quiet time, and says the form is saved', async () => {
    const { world, time, autosave, states, slug, start } = await autosaving();
    autosave.change(editorValues({ title: 'Typo' }));
    await time.advance(500);
    autosave.change(start);
    await time.advance(1000);
    expect(world.drafts.saved).toHaveLength(0);
    expect(world.ledger.offers.get(slug)?.draft.title).toBeNull();
    expect(autosave.status).toEqual({ state: 'saved' });
    expect(states).not.toContain('saving');
  });

  it('saves an undone change’s original values again when the change was already saved', async () => {
    const { world, time, autosave, slug, start } = await autosaving();
    autosave.change(editorValues({ title: 'Typo' }));
    await time.advance(1000);
    autosave.change(start);
    await time.advance(1000);
    expect(world.drafts.saved).toHaveLength(2);
    expect(world.ledger.offers.get(slug)?.draft.title).toBeNull();
  });

  it('saves a newly chosen logo, and another one chosen after it', async () => {
    const { world, time, autosave } = await autosaving();
    const first = { name: 'logo.png', type: 'image/png', size: 100 };
    const second = { name: 'logo.svg', type: 'image/svg+xml', size: 200 };
    autosave.change(editorValues({ title: '', logo: first }));
    await time.advance(1000);
    autosave.change(editorValues({ title: '', logo: second }));
    await time.advance(1000);
    expect(world.drafts.saved.map((form) => form.logo)).toEqual([first, second]);
  });

  it('follows nothing after stop(): later changes are neither saved nor reported', async () => {
    const { world, time, autosave } = await autosaving();
    autosave.stop();
    autosave.change(editorValues({ title: 'After stop' }));
    await time.advance(1000);
    expect(world.drafts.saved).toHaveLength(0);
    expect(autosave.status).toEqual({ state: 'idle' });
  });

  it('starts afresh on another offer, and a save still running for the first one no longer reports', async () => {
    const { world, autosave } = await autosaving();
    const other = (await new InitiateOffer(world.drafts, world.coordinator).execute({ pricingPlan: 'standard' }))._unsafeUnwrap();
    autosave.change(editorValues({ title: 'First offer' }));
    const flushed = autosave.flush();
    expect(autosave.status).toEqual({ state: 'saving' });

    autosave.start({ slug: other.slug }, editorValues());
    expect(autosave.status).toEqual({ state: 'idle' });
    expect(await flushed).toEqual({ state: 'idle' });
    expect(autosave.status).toEqual({ state: 'idle' });
  });
});
