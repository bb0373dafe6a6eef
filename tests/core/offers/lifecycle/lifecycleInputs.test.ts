import { describe, expect, it } from 'vitest';
import { OfferDictionariesInMemory } from '../../../../adapters/in-memory/offers/OfferDictionariesInMemory.ts';
import { PricingPlansInMemory } from '../../../../adapters/in-memory/offers/PricingPlansInMemory.ts';
import { EditOffer } from '../../../../core/offers/lifecycle/editing/EditOffer.ts';
import { InitiateOffer } from '../../../../core/offers/lifecycle/editing/InitiateOffer.ts';
import { LoadEditorDictionaries } from '../../../../core/offers/lifecycle/editing/LoadEditorDictionaries.ts';
import { LoadOfferDraft } from '../../../../core/offers/lifecycle/editing/LoadOfferDraft.ts';
import { newEmploymentType } from '../../../../core/offers/lifecycle/editing/OfferEditorValues.ts';
import { hasPayRange } from '../../../../core/offers/lifecycle/editing/payTransparency.ts';
import { publicationProblem } from '../../../../core/offers/lifecycle/editing/publicationProblem.ts';
import { readOfferFormData } from '../../../../core/offers/lifecycle/editing/readOfferFormData.ts';
import { offerFormData } from '../../../../core/offers/lifecycle/editing/offerFormData.ts';
import type { OfferAccess } from '../../../../core/offers/lifecycle/OfferDraft.ts';
import { ListEmployerOffers } from '../../../../core/offers/lifecycle/panel/ListEmployerOffers.ts';
import { ListPrepaidCodes } from '../../../../core/offers/lifecycle/panel/ListPrepaidCodes.ts';
import { LoadOfferEnd } from '../../../../core/offers/lifecycle/panel/LoadOfferEnd.ts';
import { LoadOfferStatistics } from '../../../../core/offers/lifecycle/panel/LoadOfferStatistics.ts';
import { LoadTestimonials } from '../../../../core/offers/lifecycle/panel/LoadTestimonials.ts';
import type { PrepaidCodes } from '../../../../core/offers/lifecycle/PrepaidCodes.ts';
import { CheckPaymentStatus } from '../../../../core/offers/lifecycle/publication/CheckPaymentStatus.ts';
import { DeleteOffer } from '../../../../core/offers/lifecycle/publication/DeleteOffer.ts';
import { ExtendOffer } from '../../../../core/offers/lifecycle/publication/ExtendOffer.ts';
import { PayForOffer } from '../../../../core/offers/lifecycle/publication/PayForOffer.ts';
import { PublishOffer } from '../../../../core/offers/lifecycle/publication/PublishOffer.ts';
import { VerifyCode } from '../../../../core/offers/lifecycle/publication/VerifyCode.ts';
import { fixtureDictionaries, fixturePlans } from '../../../contracts/offers/lifecycleFixtures.ts';
import { editorValues, invoice, lifecycleCoreWorld } from './lifecycleCoreWorld.ts';

type World = ReturnType<typeof lifecycleCoreWorld>;

async function completeDraft(world: World) {
  const initiated = (await new InitiateOffer(world.drafts, world.coordinator).execute({ pricingPlan: 'standard' }))._unsafeUnwrap();
  (await new EditOffer(world.drafts, world.coordinator).execute({ access: { slug: initiated.slug }, values: editorValues() }))._unsafeUnwrap();
  return initiated;
}

/** The in-memory codes, noting each code the use case hands them. */
function recordingCodes(codes: PrepaidCodes) {
  const received: string[] = [];
  const port: PrepaidCodes = {
    list: () => codes.list(),
    verify: (access, code, extend) => (received.push(code), codes.verify(access, code, extend)),
    publish: (access, code) => (received.push(code), codes.publish(access, code)),
    extend: (access, code) => (received.push(code), codes.extend(access, code)),
  };
  return { port, received };
}

describe('InitiateOffer', () => {
  it('refuses a blank plan without starting an offer', async () => {
    const world = lifecycleCoreWorld();
    expect((await new InitiateOffer(world.drafts, world.coordinator).execute({ pricingPlan: '   ' }))._unsafeUnwrapErr()).toEqual({
      kind: 'invalid-input',
    });
    expect(world.ledger.offers.size).toBe(0);
  });

  it('starts the offer with the plan named, whatever the spaces around it', async () => {
    const world = lifecycleCoreWorld();
    const { slug } = (await new InitiateOffer(world.drafts, world.coordinator).execute({ pricingPlan: ' premium ' }))._unsafeUnwrap();
    expect(world.ledger.offers.get(slug)?.draft.pricing_plan).toBe('premium');
  });
});

describe('EditOffer', () => {
  it('names every malformed field in its refusal', async () => {
    const world = lifecycleCoreWorld();
    const { slug } = await completeDraft(world);
    const refused = await new EditOffer(world.drafts, world.coordinator).execute({
      access: { slug },
      values: editorValues({ applyEmail: 'nope', companyUrl: 'ftp://x' }),
    });
    const failure = refused._unsafeUnwrapErr();
    expect(failure.kind).toBe('invalid-input');
    expect('message' in failure ? failure.message?.split(', ').sort() : undefined).toEqual(['applyEmail', 'companyUrl']);
  });
});

describe('the prepaid code use cases', () => {
  it('VerifyCode says what a code gives this offer, without spending it', async () => {
    const world = lifecycleCoreWorld();
    const access = await completeDraft(world);
    const code = world.ledger.issueCode(1, 45);
    const verified = (await new VerifyCode(world.codes, world.coordinator).execute({ access, code, extend: false }))._unsafeUnwrap();
    expect(verified).toEqual({ code, pricingPlan: 'standard', days: 45, extend: false });
    expect(world.ledger.codes.get(code)?.status).toBe('available');
  });

  it('VerifyCode, PublishOffer and ExtendOffer refuse a blank code without a call', async () => {
    const world = lifecycleCoreWorld();
    const access = await completeDraft(world);
    const codes = recordingCodes(world.codes);
    const blank = '  ';
    expect((await new VerifyCode(codes.port, world.coordinator).execute({ access, code: blank, extend: true }))._unsafeUnwrapErr()).toEqual({
      kind: 'invalid-input',
    });
    expect((await new PublishOffer(world.drafts, codes.port, world.coordinator).execute({ access, code: blank }))._unsafeUnwrapErr()).toEqual({
      kind: 'invalid-input',
    });
    expect((await new ExtendOffer(codes.port, world.coordinator).execute({ access, code: blank }))._unsafeUnwrapErr()).toEqual({
      kind: 'invalid-input',
    });
    expect(codes.received).toEqual([]);
  });

  it('VerifyCode, PublishOffer and ExtendOffer send the code without the spaces around it', async () => {
    const world = lifecycleCoreWorld();
    const access = await completeDraft(world);
    const codes = recordingCodes(world.codes);
    const publishing = world.ledger.issueCode(1, 30);
    const extending = world.ledger.issueCode(1, 10);
    (await new VerifyCode(codes.port, world.coordinator).execute({ access, code: ` ${publishing} `, extend: false }))._unsafeUnwrap();
    (await new PublishOffer(world.drafts, codes.port, world.coordinator).execute({ access, code: ` ${publishing}\n` }))._unsafeUnwrap();
    (await new ExtendOffer(codes.port, world.coordinator).execute({ access, code: `\t${extending} ` }))._unsafeUnwrap();
    expect(codes.received).toEqual([publishing, publishing, extending]);
  });

  it('ListPrepaidCodes answers the company’s codes', async () => {
    const world = lifecycleCoreWorld();
    const listed = (await new ListPrepaidCodes(world.codes, world.coordinator).execute())._unsafeUnwrap();
    expect(listed).toHaveLength(1);
    expect(listed[0]?.status).toBe('available');
  });
});

describe('PayForOffer', () => {
  it('refuses a blank plan without a call', async () => {
    const world = lifecycleCoreWorld();
    const access = await completeDraft(world);
    const refused = await new PayForOffer(world.payments, world.drafts, world.coordinator).execute({
      access,
      pricingPlan: '  ',
      invoice,
      returnUrl: '/r',
      extend: false,
    });
    expect(refused._unsafeUnwrapErr()).toEqual({ kind: 'invalid-input' });
    expect(world.ledger.payments.size).toBe(0);
  });

  it('asks for the plan named, whatever the spaces around it', async () => {
    const world = lifecycleCoreWorld();
    const access = await completeDraft(world);
    const started = await new PayForOffer(world.payments, world.drafts, world.coordinator).execute({
      access,
      pricingPlan: ' premium ',
      invoice,
      returnUrl: '/r',
      extend: false,
    });
    expect(world.ledger.payments.get(started._unsafeUnwrap().id)?.days).toBe(fixturePlans.find((plan) => plan.slug === 'premium')?.publicationDays);
  });

  it('lets a guest holding the edit token pay', async () => {
    const world = lifecycleCoreWorld();
    const { slug, token } = await completeDraft(world);
    world.bearer.clear();
    const access: OfferAccess = { slug, token };
    const started = await new PayForOffer(world.payments, world.drafts, world.coordinator).execute({
      access,
      pricingPlan: 'standard',
      invoice,
      returnUrl: '/r',
      extend: false,
    });
    expect(world.ledger.payments.get(started._unsafeUnwrap().id)?.slug).toBe(slug);
  });

  it('CheckPaymentStatus answers where the payment stands', async () => {
    const world = lifecycleCoreWorld();
    const access = await completeDraft(world);
    const { id } = (
      await new PayForOffer(world.payments, world.drafts, world.coordinator).execute({
        access,
        pricingPlan: 'standard',
        invoice,
        returnUrl: '/r',
        extend: false,
      })
    )._unsafeUnwrap();
    const check = new CheckPaymentStatus(world.payments, world.coordinator);
    expect((await check.execute({ paymentId: id }))._unsafeUnwrap()).toBe('pending');
    world.ledger.settle(id, 'paid');
    expect((await check.execute({ paymentId: id, token: access.token }))._unsafeUnwrap()).toBe('paid');
    expect((await check.execute({ paymentId: 'payment-none' }))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
  });
});

describe('the panel’s use cases', () => {
  it('ListEmployerOffers takes page sizes from 1 to 100', async () => {
    const world = lifecycleCoreWorld();
    await completeDraft(world);
    const list = new ListEmployerOffers(world.offers, world.coordinator);
    expect((await list.execute({ page: 1, pageSize: 1 }))._unsafeUnwrap().pageSize).toBe(1);
    expect((await list.execute({ page: 1, pageSize: 100 }))._unsafeUnwrap().pageSize).toBe(100);
    expect((await list.execute({ page: 1, pageSize: 0 }))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-input' });
    expect((await list.execute({ page: 1, pageSize: 101 }))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-input' });
  });

  it('LoadOfferStatistics takes either date alone, or none, and a one-day range', async () => {
    const world = lifecycleCoreWorld();
    const statistics = new LoadOfferStatistics(world.offers, world.coordinator);
    expect((await statistics.execute({}))._unsafeUnwrap().days).toHaveLength(30);
    expect((await statistics.execute({ to: '2025-06-01' }))._unsafeUnwrap().days).toHaveLength(30);
    expect((await statistics.execute({ from: '2025-05-31' }))._unsafeUnwrap().from).toBe('2025-05-31');
    expect((await statistics.execute({ from: '2025-06-01', to: '2025-06-01' }))._unsafeUnwrap().days).toHaveLength(1);
  });

  it('LoadOfferStatistics refuses a range with one malformed date', async () => {
    const world = lifecycleCoreWorld();
    const statistics = new LoadOfferStatistics(world.offers, world.coordinator);
    expect((await statistics.execute({ from: '2025-06-01', to: 'June' }))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-input' });
    expect((await statistics.execute({ to: '2025-6-1' }))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-input' });
  });

  it('LoadOfferEnd and DeleteOffer: a draft can be deleted, and is then gone', async () => {
    const world = lifecycleCoreWorld();
    const access = await completeDraft(world);
    const end = (await new LoadOfferEnd(world.offers, world.coordinator).execute(access.slug))._unsafeUnwrap();
    expect(end).toMatchObject({ slug: access.slug, status: 'draft', canFinish: false, canDelete: true });
    (await new DeleteOffer(world.offers, world.coordinator).execute({ slug: access.slug }))._unsafeUnwrap();
    expect((await new LoadOfferDraft(world.drafts, world.coordinator).execute({ slug: access.slug }))._unsafeUnwrapErr()).toEqual({
      kind: 'not-found',
    });
  });

  it('LoadOfferDraft answers the offer as saved', async () => {
    const world = lifecycleCoreWorld();
    const access = await completeDraft(world);
    const draft = (await new LoadOfferDraft(world.drafts, world.coordinator).execute({ slug: access.slug }))._unsafeUnwrap();
    expect(draft).toMatchObject({ slug: access.slug, status: 'draft', title: editorValues().title });
  });

  it('LoadTestimonials and LoadEditorDictionaries answer what their sources hold', async () => {
    const quote = { id: 't1', author: 'Ada', role: 'CTO', company: 'Acme', quote: 'Hired in a week.', avatarUrl: null };
    expect((await new LoadTestimonials(new PricingPlansInMemory(fixturePlans, [quote])).execute('en'))._unsafeUnwrap()).toEqual([quote]);
    const dictionaries = (await new LoadEditorDictionaries(new OfferDictionariesInMemory(fixtureDictionaries)).execute('pl'))._unsafeUnwrap();
    expect(dictionaries).toEqual(fixtureDictionaries);
  });
});

describe('publication rules', () => {
  it('hasPayRange refuses a bottom below zero', () => {
    expect(hasPayRange({ type: 'b2b', from: -1, to: 20 })).toBe(false);
  });

  it('publicationProblem counts empty texts as missing, and asks for a contract', () => {
    const complete = readOfferFormData(offerFormData(editorValues()).fields);
    expect(publicationProblem({ ...complete, title: '', city: '' })).toEqual({ kind: 'offer-incomplete', missing: ['title', 'city'] });
    expect(publicationProblem({ ...complete, employment_types: [] })).toEqual({ kind: 'offer-incomplete', missing: ['employment_types'] });
    const ranged = readOfferFormData(offerFormData(editorValues({ employmentTypes: [{ ...newEmploymentType('b2b'), from: '1', to: '2' }] })).fields);
    expect(publicationProblem(ranged)).toBeNull();
  });
});
