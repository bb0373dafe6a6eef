import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PaymentStatus } from '../../../../core/offers/lifecycle/Payments.ts';
import { OfferLifecycleKeys } from '../../../../composition/offers/offerLifecycleKeys.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { Button } from '../../../components/Button.tsx';
import { FormAlert } from '../../../components/formParts.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { lifecycleFailureText } from '../shell/failureKey.ts';
import { FormCard } from '../shell/panelStyles.ts';

type Shown =
  { readonly kind: 'checking' } | { readonly kind: 'status'; readonly status: PaymentStatus } | { readonly kind: 'failed'; readonly key: string };

/**
 * Where the payment provider sends the employer back (`?payment_id=…&status=…`): the status as the
 * gateway knows it (CheckPaymentStatus), not as the address says.
 */
export function PaymentReturnPage() {
  const { t } = useTexts();
  const [params] = useSearchParams();
  const check = useUseCase(OfferLifecycleKeys.CheckPaymentStatus);
  const paymentId = params.get('payment_id') ?? '';
  const [shown, setShown] = useState<Shown>({ kind: 'checking' });

  const refresh = useCallback(() => {
    if (paymentId === '') return;
    setShown({ kind: 'checking' });
    void check.execute({ paymentId }).match(
      (status) => setShown({ kind: 'status', status }),
      (failure) => setShown({ kind: 'failed', key: lifecycleFailureText(failure).key }),
    );
  }, [check, paymentId]);

  useEffect(refresh, [refresh]);

  return (
    <FormCard aria-labelledby="payment-return-heading">
      <h1 id="payment-return-heading">{t('panel.paymentReturn.heading')}</h1>
      {paymentId === '' && <FormAlert role="alert">{t('panel.paymentReturn.missing')}</FormAlert>}
      <div role="status" aria-live="polite" data-testid="payment-status" data-status={shown.kind === 'status' ? shown.status : shown.kind}>
        {paymentId !== '' && shown.kind === 'checking' && <p>{t('panel.paymentReturn.checking')}</p>}
        {shown.kind === 'status' && <p>{t(`panel.paymentReturn.${shown.status}`)}</p>}
      </div>
      {shown.kind === 'failed' && <FormAlert role="alert">{t(shown.key)}</FormAlert>}
      {shown.kind === 'status' && shown.status === 'pending' && (
        <Button type="button" onClick={refresh}>
          {t('panel.paymentReturn.refresh')}
        </Button>
      )}
      <p className="links">
        <Link to="/employer/offers" data-testid="payment-to-offers">
          {t('panel.paymentReturn.toOffers')}
        </Link>
      </p>
    </FormCard>
  );
}
