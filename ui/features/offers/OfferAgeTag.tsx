import { useTexts } from '../../i18n/useTexts.ts';
import { offerAge } from '../../../core/offers/offerDisplay.ts';

/** "New" on the first day, then "N days ago". `now` comes from the loader so server and browser agree. */
export function OfferAgeTag({ publishedAt, now }: { publishedAt: string; now: Date }) {
  const { t } = useTexts();
  const age = offerAge(publishedAt, now);
  return (
    <time dateTime={publishedAt} data-testid="offer-age">
      {age.kind === 'new' ? t('offerCard.new') : t('offerCard.daysAgo', { count: age.days })}
    </time>
  );
}
