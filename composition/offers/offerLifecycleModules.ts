import { EmployerOffersHttp } from '../../adapters/http/offers/EmployerOffersHttp.ts';
import { OfferDictionariesHttp } from '../../adapters/http/offers/OfferDictionariesHttp.ts';
import { OfferDraftsHttp } from '../../adapters/http/offers/OfferDraftsHttp.ts';
import { PaymentsHttp } from '../../adapters/http/offers/PaymentsHttp.ts';
import { PrepaidCodesHttp } from '../../adapters/http/offers/PrepaidCodesHttp.ts';
import { PricingPlansHttp } from '../../adapters/http/offers/PricingPlansHttp.ts';
import { DraftAutosave } from '../../core/offers/lifecycle/editing/DraftAutosave.ts';
import { EditOffer } from '../../core/offers/lifecycle/editing/EditOffer.ts';
import { InitiateOffer } from '../../core/offers/lifecycle/editing/InitiateOffer.ts';
import { LoadEditorDictionaries } from '../../core/offers/lifecycle/editing/LoadEditorDictionaries.ts';
import { LoadOfferDraft } from '../../core/offers/lifecycle/editing/LoadOfferDraft.ts';
import { ListEmployerOffers } from '../../core/offers/lifecycle/panel/ListEmployerOffers.ts';
import { ListPrepaidCodes } from '../../core/offers/lifecycle/panel/ListPrepaidCodes.ts';
import { LoadOfferEnd } from '../../core/offers/lifecycle/panel/LoadOfferEnd.ts';
import { LoadOfferStatistics } from '../../core/offers/lifecycle/panel/LoadOfferStatistics.ts';
import { LoadPricingPlans } from '../../core/offers/lifecycle/panel/LoadPricingPlans.ts';
import { LoadTestimonials } from '../../core/offers/lifecycle/panel/LoadTestimonials.ts';
import { CheckPaymentStatus } from '../../core/offers/lifecycle/publication/CheckPaymentStatus.ts';
import { DeleteOffer } from '../../core/offers/lifecycle/publication/DeleteOffer.ts';
import { ExtendOffer } from '../../core/offers/lifecycle/publication/ExtendOffer.ts';
import { FinishRecruitment } from '../../core/offers/lifecycle/publication/FinishRecruitment.ts';
import { PayForOffer } from '../../core/offers/lifecycle/publication/PayForOffer.ts';
import { PublishOffer } from '../../core/offers/lifecycle/publication/PublishOffer.ts';
import { VerifyCode } from '../../core/offers/lifecycle/publication/VerifyCode.ts';
import type { EmployerTestGateway } from '../employer/EmployerTestGateway.ts';
import { employerHttpAdapterDeps, EmployerKeys } from '../employer/employerKeys.ts';
import { adapterModule } from '../kernel/adapterModule.ts';
import { contextModule, omit, type ContextModule, valuesModule } from '../kernel/ContextModule.ts';
import { provideClass, provideEach } from '../kernel/provide.ts';
import { SharedKeys } from '../shared/sharedKeys.ts';
import { OfferLifecycleKeys as K } from './offerLifecycleKeys.ts';

const PORTS = ['OfferDrafts', 'EmployerOffers', 'PricingPlans', 'Payments', 'PrepaidCodes', 'OfferDictionaries'] as const;

/** The lifecycle's use cases: the same in every panel root; the ports under them differ. */
export const offerLifecycleUseCases: ContextModule = contextModule('offerLifecycle.useCases', omit(K, ...PORTS), (container) => {
  const session = EmployerKeys.EmployerSessionCoordinator;
  provideEach(container, K, [K.OfferDrafts, session], { InitiateOffer, LoadOfferDraft, EditOffer });
  provideClass(container, K.DraftAutosave, DraftAutosave, [K.EditOffer, SharedKeys.Scheduler]);
  provideClass(container, K.LoadEditorDictionaries, LoadEditorDictionaries, [K.OfferDictionaries]);
  provideClass(container, K.PayForOffer, PayForOffer, [K.Payments, K.OfferDrafts, session]);
  provideClass(container, K.CheckPaymentStatus, CheckPaymentStatus, [K.Payments, session]);
  provideClass(container, K.PublishOffer, PublishOffer, [K.OfferDrafts, K.PrepaidCodes, session]);
  provideEach(container, K, [K.PrepaidCodes, session], { ExtendOffer, VerifyCode, ListPrepaidCodes });
  provideEach(container, K, [K.EmployerOffers, session], { FinishRecruitment, DeleteOffer, ListEmployerOffers, LoadOfferStatistics, LoadOfferEnd });
  provideEach(container, K, [K.PricingPlans], { LoadPricingPlans, LoadTestimonials });
});

/** The lifecycle's ports over the panel's gateway client (the employer's bearer). */
export const offerLifecycleHttp: ContextModule = adapterModule('offerLifecycle.http', K, employerHttpAdapterDeps, {
  OfferDrafts: OfferDraftsHttp,
  EmployerOffers: EmployerOffersHttp,
  PricingPlans: PricingPlansHttp,
  Payments: PaymentsHttp,
  PrepaidCodes: PrepaidCodesHttp,
  OfferDictionaries: OfferDictionariesHttp,
});

/** The lifecycle's ports in memory, over a test's fake gateway. */
export const offerLifecycleInMemory = (gateway: EmployerTestGateway): ContextModule =>
  valuesModule('offerLifecycle.inMemory', K, {
    OfferDrafts: gateway.drafts,
    EmployerOffers: gateway.offers,
    PricingPlans: gateway.pricing,
    Payments: gateway.payments,
    PrepaidCodes: gateway.codes,
    OfferDictionaries: gateway.dictionaries,
  });
