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
});
