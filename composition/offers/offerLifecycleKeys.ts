import type { DraftAutosave } from '../../core/offers/lifecycle/editing/DraftAutosave.ts';
import type { EditOffer } from '../../core/offers/lifecycle/editing/EditOffer.ts';
import type { InitiateOffer } from '../../core/offers/lifecycle/editing/InitiateOffer.ts';
import type { LoadEditorDictionaries } from '../../core/offers/lifecycle/editing/LoadEditorDictionaries.ts';
import type { LoadOfferDraft } from '../../core/offers/lifecycle/editing/LoadOfferDraft.ts';
import type { EmployerOffers } from '../../core/offers/lifecycle/EmployerOffers.ts';
import type { OfferDictionaries } from '../../core/offers/lifecycle/OfferDictionaries.ts';
import type { OfferDrafts } from '../../core/offers/lifecycle/OfferDrafts.ts';
import type { ListEmployerOffers } from '../../core/offers/lifecycle/panel/ListEmployerOffers.ts';
import type { ListPrepaidCodes } from '../../core/offers/lifecycle/panel/ListPrepaidCodes.ts';
import type { LoadOfferEnd } from '../../core/offers/lifecycle/panel/LoadOfferEnd.ts';
import type { LoadOfferStatistics } from '../../core/offers/lifecycle/panel/LoadOfferStatistics.ts';
import type { LoadPricingPlans } from '../../core/offers/lifecycle/panel/LoadPricingPlans.ts';
import type { LoadTestimonials } from '../../core/offers/lifecycle/panel/LoadTestimonials.ts';
import type { Payments } from '../../core/offers/lifecycle/Payments.ts';
import type { PrepaidCodes } from '../../core/offers/lifecycle/PrepaidCodes.ts';
import type { PricingPlans } from '../../core/offers/lifecycle/PricingPlans.ts';
import type { CheckPaymentStatus } from '../../core/offers/lifecycle/publication/CheckPaymentStatus.ts';
import type { DeleteOffer } from '../../core/offers/lifecycle/publication/DeleteOffer.ts';
import type { ExtendOffer } from '../../core/offers/lifecycle/publication/ExtendOffer.ts';
import type { FinishRecruitment } from '../../core/offers/lifecycle/publication/FinishRecruitment.ts';
import type { PayForOffer } from '../../core/offers/lifecycle/publication/PayForOffer.ts';
import type { PublishOffer } from '../../core/offers/lifecycle/publication/PublishOffer.ts';
import type { VerifyCode } from '../../core/offers/lifecycle/publication/VerifyCode.ts';
import { token } from '../kernel/Token.ts';

/**
 * The employer's side of offers, from the pricing page to deletion: bound only in the employer
 * panel's root (the candidate's offer page keys are OffersKeys).
 */
export const OfferLifecycleKeys = {
  OfferDrafts: token<OfferDrafts>('offerLifecycle.OfferDrafts'),
  EmployerOffers: token<EmployerOffers>('offerLifecycle.EmployerOffers'),
  PricingPlans: token<PricingPlans>('offerLifecycle.PricingPlans'),
  Payments: token<Payments>('offerLifecycle.Payments'),
  PrepaidCodes: token<PrepaidCodes>('offerLifecycle.PrepaidCodes'),
  OfferDictionaries: token<OfferDictionaries>('offerLifecycle.OfferDictionaries'),
  InitiateOffer: token<InitiateOffer>('offerLifecycle.InitiateOffer'),
  LoadOfferDraft: token<LoadOfferDraft>('offerLifecycle.LoadOfferDraft'),
  EditOffer: token<EditOffer>('offerLifecycle.EditOffer'),
  DraftAutosave: token<DraftAutosave>('offerLifecycle.DraftAutosave'),
  LoadEditorDictionaries: token<LoadEditorDictionaries>('offerLifecycle.LoadEditorDictionaries'),
  PayForOffer: token<PayForOffer>('offerLifecycle.PayForOffer'),
  CheckPaymentStatus: token<CheckPaymentStatus>('offerLifecycle.CheckPaymentStatus'),
  PublishOffer: token<PublishOffer>('offerLifecycle.PublishOffer'),
  ExtendOffer: token<ExtendOffer>('offerLifecycle.ExtendOffer'),
  VerifyCode: token<VerifyCode>('offerLifecycle.VerifyCode'),
  FinishRecruitment: token<FinishRecruitment>('offerLifecycle.FinishRecruitment'),
  DeleteOffer: token<DeleteOffer>('offerLifecycle.DeleteOffer'),
  ListEmployerOffers: token<ListEmployerOffers>('offerLifecycle.ListEmployerOffers'),
  LoadOfferStatistics: token<LoadOfferStatistics>('offerLifecycle.LoadOfferStatistics'),
  LoadOfferEnd: token<LoadOfferEnd>('offerLifecycle.LoadOfferEnd'),
  ListPrepaidCodes: token<ListPrepaidCodes>('offerLifecycle.ListPrepaidCodes'),
  LoadPricingPlans: token<LoadPricingPlans>('offerLifecycle.LoadPricingPlans'),
  LoadTestimonials: token<LoadTestimonials>('offerLifecycle.LoadTestimonials'),
} as const;
