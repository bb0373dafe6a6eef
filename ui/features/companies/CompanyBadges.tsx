import { useTexts } from '../../i18n/useTexts.ts';

/**
 * A company's top-company and actively-recruiting badges (engagement.md 3 and 5), shown only behind
 * the companyProfile flag; nothing when neither applies. The card and the page's head style
 * `.badges` each at their own size.
 */
export function CompanyBadges({ company, shown }: { company: { isTopCompany: boolean; isActivelyRecruiting: boolean }; shown: boolean }) {
  const { t } = useTexts();
  const marks = shown
    ? [company.isTopCompany && t('companies.card.topCompany'), company.isActivelyRecruiting && t('companies.card.activelyRecruiting')].filter(
        (mark): mark is string => typeof mark === 'string',
      )
    : [];
  if (marks.length === 0) return null;
  return (
    <ul className="badges">
      {marks.map((mark) => (
        <li key={mark}>{mark}</li>
      ))}
    </ul>
  );
}
