import styled from '@emotion/styled';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { PricingPlan, Testimonial } from '../../../../core/offers/lifecycle/PricingPlans.ts';
import type { Language } from '../../../../core/tenancy/Tenant.ts';
import { OfferLifecycleKeys } from '../../../../composition/offers/offerLifecycleKeys.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { FormAlert } from '../../../components/formParts.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { color, media, radius } from '../../../theme/tokens.ts';
import { lifecycleFailureText } from '../shell/failureKey.ts';
import { PanelPage } from '../shell/panelStyles.ts';
import { useEmployerSession } from '../shell/useEmployerSession.ts';
import { PlanCard } from './PlanCard.tsx';
import { LiveFailure } from '../../../components/LiveFailure.tsx';
import { plainList } from '../../../theme/controls.ts';

const Plans = styled.div`
  display: grid;
  gap: 16px;
  margin: 16px 0 32px;
  ${media.sm} {
    grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  }
`;

const Quotes = styled.ul`
  ${plainList}
  display: grid;
  gap: 16px;
  ${media.sm} {
    grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  }
  figure {
    margin: 0;
  }
  blockquote {
    margin: 0;
    padding: 16px;
    border-left: 6px solid ${color.primary};
    border-radius: ${radius.sm};
    background: ${color.surface};
  }
  figcaption {
    margin-top: 8px;
    color: ${color.muted};
  }
`;

export interface PricingData {
  readonly language: Language;
  /** null when the plans could not be loaded. */
  readonly plans: readonly PricingPlan[] | null;
  readonly testimonials: readonly Testimonial[];
}

/**
 * The public pricing page (the header's "Post a job" and the footer open it): the active plans with
 * the recommended one highlighted, testimonials, and the pay-transparency rule. Choosing a plan
 * starts a draft for a logged-in employer; anyone else logs in first and comes back here.
 */
export function PricingPage({ data }: { data: PricingData }) {
  const { t } = useTexts();
  const session = useEmployerSession();
  const initiate = useUseCase(OfferLifecycleKeys.InitiateOffer);
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ key: string; values: Readonly<Record<string, string>> } | null>(null);

  const choose = (plan: PricingPlan) => {
    if (session.status !== 'authenticated') {
      void navigate(`/employer/login?plan=${encodeURIComponent(plan.name)}&next=${encodeURIComponent('/employer/pricing')}`);
      return;
    }
    setBusy(plan.slug);
    setFailure(null);
    void initiate.execute({ pricingPlan: plan.slug }).match(
      (draft) => void navigate(`/employer/offers/${encodeURIComponent(draft.slug)}/edit`),
      (problem) => {
        setBusy(null);
        setFailure(lifecycleFailureText(problem));
      },
    );
  };

  return (
    <PanelPage aria-labelledby="pricing-heading">
      <h1 id="pricing-heading">{t('panel.pricing.heading')}</h1>
      <p className="lead">{t('panel.pricing.intro')}</p>
      <p>{t('panel.pricing.payTransparency')}</p>
      {session.status === 'anonymous' && <p>{t('panel.pricing.loginToChoose')}</p>}
      <LiveFailure failure={failure && t(failure.key, failure.values)} />
      {data.plans === null || data.plans.length === 0 ? (
        <FormAlert role="alert">{t('panel.pricing.empty')}</FormAlert>
      ) : (
        <Plans data-testid="pricing-plans">
          {data.plans.map((plan) => (
            <PlanCard key={plan.slug} plan={plan} language={data.language} busy={busy === plan.slug} onChoose={choose} />
          ))}
        </Plans>
      )}
      {data.testimonials.length > 0 && (
        <section aria-labelledby="testimonials-heading">
          <h2 id="testimonials-heading">{t('panel.pricing.testimonials')}</h2>
          <Quotes>
            {data.testimonials.map((quote) => (
              <li key={quote.id}>
                <figure>
                  <blockquote>{quote.quote}</blockquote>
                  <figcaption>
                    {quote.author}, {quote.role}, {quote.company}
                  </figcaption>
                </figure>
              </li>
            ))}
          </Quotes>
        </section>
      )}
    </PanelPage>
  );
}
