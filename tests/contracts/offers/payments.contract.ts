import { describe, expect, it } from 'vitest';
import type { PaymentRequest, Payments } from '../../../core/offers/lifecycle/Payments.ts';
import { newEmploymentType } from '../../../core/offers/lifecycle/editing/OfferEditorValues.ts';
import { completeDraft, failure, ok, type LifecycleWorld } from './lifecycleWorld.ts';

const invoice = {
  companyName: 'Acme sp. z o.o.',
  street: 'Prosta',
  streetNumber: '1',
  city: 'Warszawa',
  postalCode: '00-001',
  country: 'PL',
  taxId: 'PL1234567890',
};

const request = (slug: string, plan: string, overrides: Partial<PaymentRequest> = {}): PaymentRequest => ({
  invoice,
  offerType: plan,
  offerId: slug,
  subscribeToNewsletter: false,
  acceptedRegulations: true,
  returnUrl: '/employer/payments/return',
  extend: false,
  ...overrides,
});

/** What every Payments adapter promises: a pending payment at the provider, settled by the provider's answer. */
export function paymentsContract(adapter: string, world: LifecycleWorld): void {
  describe(`Payments contract: ${adapter}`, () => {
    it('starts a pending payment whose page is the provider’s, and a paid one publishes the offer', async () => {
      const ports = await world.employer();
      const draft = await completeDraft(world, ports);
      const started = await ok(ports.payments.request(request(draft.slug, world.plan)));
      expect(started.paymentRequestUrl).toContain(started.id);
      expect(await ok(ports.payments.status(started.id))).toBe('pending');

      await world.settle(started.id, 'paid');
      expect(await ok(ports.payments.status(started.id))).toBe('paid');
      expect((await ok(ports.drafts.load(draft))).status).toBe('published');
    });

    it('leaves the offer a draft when the payer declines', async () => {
      const ports = await world.employer();
      const draft = await completeDraft(world, ports);
      const started = await ok(ports.payments.request(request(draft.slug, world.plan)));
      await world.settle(started.id, 'declined');
      expect(await ok(ports.payments.status(started.id))).toBe('declined');
      expect((await ok(ports.drafts.load(draft))).status).toBe('draft');
    });

    it('refuses to charge for an offer that could not go live, an unknown plan or bad invoice data', async () => {
      const ports = await world.employer();
      const draft = await completeDraft(world, ports, { employmentTypes: [{ ...newEmploymentType('b2b'), from: '', to: '' }] });
      expect(await failure(ports.payments.request(request(draft.slug, world.plan)))).toEqual({
        kind: 'salary-range-required',
        employmentTypes: ['b2b'],
      });
      expect(await failure(ports.payments.request(request(draft.slug, 'no-such-plan')))).toEqual({ kind: 'unknown-plan' });
      const refused = await failure(ports.payments.request(request(draft.slug, world.plan, { invoice: { ...invoice, country: 'Poland' } })));
      expect(refused.kind).toBe('invalid-input');
    });

    it('extends only a published offer, and shows a payment to nobody else', async () => {
      const ports = await world.employer();
      const other = await world.employer();
      const draft = await completeDraft(world, ports);
      expect(await failure(ports.payments.request(request(draft.slug, world.plan, { extend: true })))).toEqual({
        kind: 'wrong-offer-status',
        status: 'draft',
      });
      const started = await ok(ports.payments.request(request(draft.slug, world.plan)));
      expect(await failure(other.payments.status(started.id))).toEqual({ kind: 'not-found' });
      expect(await failure(ports.payments.status('00000000-0000-4000-8000-000000000000'))).toEqual({ kind: 'not-found' });
    });
  });
}

/** The port this suite proves (every adapter of it runs the suite: tests/contracts/everyPortProven.test.ts). */
export type ProvenPort = Payments;
