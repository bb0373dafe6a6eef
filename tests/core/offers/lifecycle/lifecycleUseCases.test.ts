import { describe, expect, it } from 'vitest';
import { EditOffer } from '../../../../core/offers/lifecycle/editing/EditOffer.ts';
import { InitiateOffer } from '../../../../core/offers/lifecycle/editing/InitiateOffer.ts';
import { newEmploymentType } from '../../../../core/offers/lifecycle/editing/OfferEditorValues.ts';
import { ListEmployerOffers } from '../../../../core/offers/lifecycle/panel/ListEmployerOffers.ts';
import { LoadOfferStatistics } from '../../../../core/offers/lifecycle/panel/LoadOfferStatistics.ts';
import { LoadPricingPlans } from '../../../../core/offers/lifecycle/panel/LoadPricingPlans.ts';
import { PricingPlansInMemory } from '../../../../adapters/in-memory/offers/PricingPlansInMemory.ts';
import { ExtendOffer } from '../../../../core/offers/lifecycle/publication/ExtendOffer.ts';
import { FinishRecruitment } from '../../../../core/offers/lifecycle/publication/FinishRecruitment.ts';
import { PayForOffer } from '../../../../core/offers/lifecycle/publication/PayForOffer.ts';
import { PublishOffer } from '../../../../core/offers/lifecycle/publication/PublishOffer.ts';
import { fixturePlans } from '../../../contracts/offers/lifecycleFixtures.ts';
import { editorValues, invoice, lifecycleCoreWorld } from './lifecycleCoreWorld.ts';

async function draftWith(world: ReturnType<typeof lifecycleCoreWorld>, values = editorValues()) {
  const { slug } = (await new InitiateOffer(world.drafts, world.coordinator).execute({ pricingPlan: 'standard' }))._unsafeUnwrap();
  (await new EditOffer(world.drafts, world.coordinator).execute({ access: { slug }, values }))._unsafeUnwrap();
  return { slug };
}

describe('the offer lifecycle use cases', () => {
  it('PublishOffer refuses a draft without a salary range and says why, without spending the code', async () => {
    const world = lifecycleCoreWorld();
    const access = await draftWith(world, editorValues({ employmentTypes: [{ ...newEmploymentType('permanent'), from: '9000', to: '' }] }));
    const code = world.ledger.issueCode(1, 30);

    const refused = await new PublishOffer(world.drafts, world.codes, world.coordinator).execute({ access, code });

    expect(refused._unsafeUnwrapErr()).toEqual({ kind: 'salary-range-required', employmentTypes: ['permanent'] });
    expect(world.ledger.codes.get(code)?.status).toBe('available');
  });

  it('PublishOffer puts a complete draft live with a code; ExtendOffer adds a second code’s days; FinishRecruitment ends it', async () => {
    const world = lifecycleCoreWorld();
    const access = await draftWith(world);
    const published = (
      await new PublishOffer(world.drafts, world.codes, world.coordinator).execute({ access, code: world.ledger.issueCode(1, 30) })
    )._unsafeUnwrap();
    expect(published.status).toBe('published');

    const extended = (await new ExtendOffer(world.codes, world.coordinator).execute({ access, code: world.ledger.issueCode(1, 10) }))._unsafeUnwrap();
    expect(Date.parse(extended.expires_at ?? '') - Date.parse(published.expires_at ?? '')).toBe(10 * 86_400_000);

    expect((await new FinishRecruitment(world.offers, world.coordinator).execute(access))._unsafeUnwrap().status).toBe('finished');
  });

  it('PublishOffer refreshes an expired access token once and goes on', async () => {
    const world = lifecycleCoreWorld();
    const access = await draftWith(world);
    world.accounts.expireAccessTokens();
    const published = await new PublishOffer(world.drafts, world.codes, world.coordinator).execute({ access, code: world.ledger.issueCode(1, 30) });
    expect(published._unsafeUnwrap().status).toBe('published');
    expect(world.authentication.refreshes).toEqual(['granted']);
  });

  it('PayForOffer checks the draft before asking for a payment, and answers the provider’s page', async () => {
    const world = lifecycleCoreWorld();
    const pay = new PayForOffer(world.payments, world.drafts, world.coordinator);
    const incomplete = await draftWith(world, editorValues({ companyName: '' }));
    expect(
      (
        await pay.execute({ access: incomplete, pricingPlan: 'standard', invoice, returnUrl: '/employer/payments/return', extend: false })
      )._unsafeUnwrapErr(),
    ).toEqual({ kind: 'offer-incomplete', missing: ['company_name'] });
    expect(world.ledger.payments.size).toBe(0);

    const access = await draftWith(world);
    expect(
      (
        await pay.execute({ access, pricingPlan: 'standard', invoice: { ...invoice, acceptedRegulations: false }, returnUrl: '/r', extend: false })
      )._unsafeUnwrapErr(),
    ).toEqual({ kind: 'invalid-input' });
    const started = (await pay.execute({ access, pricingPlan: 'standard', invoice, returnUrl: '/r', extend: false }))._unsafeUnwrap();
    expect(started.paymentRequestUrl).toContain(started.id);
  });

  it('EditOffer sends nothing for a malformed form', async () => {
    const world = lifecycleCoreWorld();
    const { slug } = (await new InitiateOffer(world.drafts, world.coordinator).execute({ pricingPlan: 'standard' }))._unsafeUnwrap();
    const refused = await new EditOffer(world.drafts, world.coordinator).execute({ access: { slug }, values: editorValues({ applyEmail: 'nope' }) });
    expect(refused._unsafeUnwrapErr().kind).toBe('invalid-input');
    expect(world.drafts.saved).toHaveLength(0);
  });

  it('lists and counts only with sane input', async () => {
    const world = lifecycleCoreWorld();
    await draftWith(world);
    expect((await new ListEmployerOffers(world.offers, world.coordinator).execute({ page: 0 }))._unsafeUnwrapErr()).toEqual({
      kind: 'invalid-input',
    });
    expect((await new ListEmployerOffers(world.offers, world.coordinator).execute({ page: 1 }))._unsafeUnwrap().total).toBe(1);
    const statistics = new LoadOfferStatistics(world.offers, world.coordinator);
    expect((await statistics.execute({ from: '2025-06-10', to: '2025-06-01' }))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-input' });
    expect((await statistics.execute({ from: '1 June' }))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-input' });
    expect((await statistics.execute({ from: '2025-06-01', to: '2025-06-03' }))._unsafeUnwrap().days).toHaveLength(3);
  });

  it('LoadPricingPlans answers the active plans, cheapest first', async () => {
    const shuffled = [...fixturePlans].reverse();
    const plans = (await new LoadPricingPlans(new PricingPlansInMemory(shuffled)).execute('pl'))._unsafeUnwrap();
    expect(plans.map((plan) => plan.slug)).toEqual(['basic', 'standard', 'premium']);
  });
});
