import styled from '@emotion/styled';
import type { PricingPlan } from '../../../../core/offers/lifecycle/PricingPlans.ts';
import { formatAmount } from '../../../../core/offers/formatAmount.ts';
import type { Language } from '../../../../core/tenancy/Tenant.ts';
import { SubmitButton } from '../../../components/formParts.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { color, radius } from '../../../theme/tokens.ts';
import { formatDate } from '../shell/formatDate.ts';

const Card = styled.article<{ recommended: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 20px;
  border: ${(props) => (props.recommended ? `3px solid ${color.primary}` : `1px solid ${color.border}`)};
  border-radius: ${radius.lg};
  background: ${color.surface};
  color: ${color.text};
  h2 {
    margin: 0;
    font-size: 1.35rem;
  }
  .badge {
    align-self: flex-start;
    padding: 2px 10px;
    border-radius: ${radius.full};
    background: ${color.primary};
    color: ${color.onPrimary};
    font-weight: 700;
    font-size: 0.85rem;
  }
  .net {
    margin: 0;
    font-size: 1.6rem;
    font-weight: 700;
  }
  .gross,
  .old,
  .until {
    margin: 0;
    color: ${color.muted};
  }
  .old s {
    color: ${color.muted};
  }
  ul {
    margin: 4px 0 8px;
    padding-left: 20px;
    flex: 1;
  }
`;

/** One plan: its price in the spec's format (space between thousands, 2 decimals only when needed), what it gives, and its button. */
export function PlanCard({
  plan,
  language,
  busy,
  onChoose,
}: {
  plan: PricingPlan;
  language: Language;
  busy: boolean;
  onChoose: (plan: PricingPlan) => void;
}) {
  const { t } = useTexts();
  const { price } = plan;
  const headingId = `plan-${plan.slug}-name`;
  return (
    <Card recommended={plan.recommended} aria-labelledby={headingId} data-testid={`plan-${plan.slug}`} data-recommended={plan.recommended}>
      {plan.recommended && <span className="badge">{t('panel.pricing.recommended')}</span>}
      <h2 id={headingId}>{plan.name}</h2>
      <p className="net" data-testid={`plan-${plan.slug}-net`}>
        {t('panel.pricing.net', { amount: formatAmount(price.net), currency: price.currency })}
      </p>
      <p className="gross">
        {t('panel.pricing.gross', { amount: formatAmount(price.gross), tax: formatAmount(price.tax), currency: price.currency })}
      </p>
      {price.oldNet !== null && (
        <p className="old">
          <s>{t('panel.pricing.oldPrice', { amount: formatAmount(price.oldNet), currency: price.currency })}</s>
        </p>
      )}
      {plan.promotionDeadline !== null && (
        <p className="until">{t('panel.pricing.promotionUntil', { date: formatDate(plan.promotionDeadline, language) })}</p>
      )}
      <ul>
        <li>{t('panel.pricing.days', { days: plan.publicationDays })}</li>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <SubmitButton type="button" disabled={busy} aria-busy={busy} onClick={() => onChoose(plan)} data-testid={`plan-${plan.slug}-choose`}>
        {busy ? t('panel.pricing.choosing') : t('panel.pricing.choose', { plan: plan.name })}
      </SubmitButton>
    </Card>
  );
}
