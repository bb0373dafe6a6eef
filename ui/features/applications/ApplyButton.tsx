import { applyChannel } from '../../../core/applications/applyChannel.ts';
import type { OfferDetail } from '../../../core/listing/Offer.ts';
import { ApplicationsKeys } from '../../../composition/applications/applicationsKeys.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { useTexts } from '../../i18n/useTexts.ts';
import { useOptionalShell } from '../../app/useShell.ts';
import { ApplyAction } from './applyStyles.ts';

/**
 * The offer page's apply button. On the board it leads to the form below. Elsewhere it opens the
 * employer's address (a new tab) or e-mail, and the click is recorded: for the employer's
 * statistics, and in a logged-in candidate's history as a question for their return.
 */
export function ApplyButton({ offer }: { offer: OfferDetail }) {
  const { t } = useTexts();
  const shell = useOptionalShell();
  const record = useUseCase(ApplicationsKeys.RecordExternalApply);
  const channel = applyChannel(offer);
  if (channel.kind === 'none') return null;
  if (channel.kind === 'board') {
    return (
      <ApplyAction href="#apply" data-testid="apply">
        {t('applications.apply.toForm')}
      </ApplyAction>
    );
  }
  const byEmail = channel.url.startsWith('mailto:');
  const onClick = () =>
    void record.execute({ offerId: offer.guid, offerSlug: offer.slug, historyEnabled: shell?.tenant.flags.applicationHistory !== false });
  return (
    <ApplyAction href={channel.url} {...(byEmail ? {} : { target: '_blank', rel: 'noopener nofollow' })} onClick={onClick} data-testid="apply">
      {byEmail ? t('offerPage.applyByEmail') : t('offerPage.apply')}
    </ApplyAction>
  );
}
