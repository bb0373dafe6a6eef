import type { CandidateDetails } from '../../../../core/invitations/panel/CandidateCard.ts';
import type { Language } from '../../../../core/tenancy/Tenant.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { periodText } from '../../../i18n/monthYear.ts';
import { AvailabilityBadge } from './AvailabilityBadge.tsx';
import { Section } from './candidatePanelStyles.ts';

/** A city slug as a readable name when no dictionary is at hand: "nowy-sacz" → "Nowy Sacz". */
export const cityName = (slug: string): string =>
  slug
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');

const LEVELS = ['native', 'C2', 'C1', 'B2', 'B1', 'A2', 'A1'] as const;

/**
 * The panel's sections after the personal block (platform.md 2): work history (only when enabled and
 * not empty, short month and year, a localized open end), position and years or the no-experience
 * text, industries, skills with level, languages grouped by level, employment types with salary,
 * locations, job-looking status, availability.
 */
export function CandidateDetailsSections({
  details,
  language,
  workHistoryEnabled = true,
}: {
  details: CandidateDetails;
  language: Language;
  workHistoryEnabled?: boolean;
}) {
  const { t } = useTexts();
  const p = details.preferences;
  const none = <p className="muted">{t('panel.candidates.panel.none')}</p>;
  const languages = LEVELS.map((level) => ({
    level,
    codes: p.internalLanguages.filter((entry) => entry.level === level).map((entry) => entry.code),
  })).filter((group) => group.codes.length > 0);
  return (
    <>
      {workHistoryEnabled && details.workHistory.length > 0 && (
        <Section aria-label={t('panel.candidates.panel.workHistory')} data-testid="section-work-history">
          <h3>{t('panel.candidates.panel.workHistory')}</h3>
          <ul>
            {details.workHistory.map((entry) => (
              <li key={entry.id}>
                <strong>{entry.title}</strong>, {entry.companyName}
                <br />
                <span className="muted">
                  {periodText(entry.period, language, t('profile.workHistory.present'), (start, end) =>
                    t('profile.workHistory.period', { start, end }),
                  )}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section aria-label={t('panel.candidates.panel.position')} data-testid="section-position">
        <h3>{t('panel.candidates.panel.position')}</h3>
        {p.position && <p>{p.position}</p>}
        <p>{p.experienceYears > 0 ? t('panel.candidates.years', { count: p.experienceYears }) : t('panel.candidates.panel.noExperience')}</p>
        {p.desiredPositions.length > 0 && (
          <p>
            {t('panel.candidates.panel.desiredPositions')}: {p.desiredPositions.join(', ')}
          </p>
        )}
      </Section>
      <Section aria-label={t('panel.candidates.panel.industry')}>
        <h3>{t('panel.candidates.panel.industry')}</h3>
        {details.categories.length > 0 ? <p>{details.categories.map((category) => category.name).join(', ')}</p> : none}
      </Section>
      <Section aria-label={t('panel.candidates.panel.skills')} data-testid="section-skills">
        <h3>{t('panel.candidates.panel.skills')}</h3>
        {p.skills.length > 0 ? (
          <ul>
            {p.skills.map((skill) => (
              <li key={skill.id}>
                {skill.name} <span className="muted">({t('panel.candidates.panel.skillLevel', { level: skill.level })})</span>
              </li>
            ))}
          </ul>
        ) : (
          none
        )}
      </Section>
      <Section aria-label={t('panel.candidates.panel.languages')}>
        <h3>{t('panel.candidates.panel.languages')}</h3>
        {languages.length > 0
          ? languages.map((group) => (
              <p key={group.level}>
                <strong>{t(`profile.preferences.languageLevels.${group.level}`)}:</strong>{' '}
                {group.codes.map((code) => t(`profile.languages.${code}`)).join(', ')}
              </p>
            ))
          : none}
      </Section>
      <Section aria-label={t('panel.candidates.panel.employment')}>
        <h3>{t('panel.candidates.panel.employment')}</h3>
        {p.employments.length > 0 ? (
          <ul>
            {p.employments.map((employment) => (
              <li key={employment.type}>
                {t(`profile.preferences.employmentTypes.${employment.type}`)}:{' '}
                {employment.salary
                  ? `${employment.salary.amount.toLocaleString(language === 'pl' ? 'pl-PL' : 'en-GB')} ${employment.salary.currency.toUpperCase()}`
                  : t('panel.candidates.panel.noSalary')}
              </li>
            ))}
          </ul>
        ) : (
          none
        )}
      </Section>
      <Section aria-label={t('panel.candidates.panel.location')}>
        <h3>{t('panel.candidates.panel.location')}</h3>
        <p>
          {t('panel.candidates.panel.residences')}:{' '}
          {p.locations.residences.length > 0 ? p.locations.residences.map(cityName).join(', ') : t('panel.candidates.panel.none')}
        </p>
        <p>
          {t('panel.candidates.panel.workplaces')}:{' '}
          {p.locations.workplaceTypes.length > 0
            ? p.locations.workplaceTypes.map((type) => t(`profile.preferences.workplace.${type}`)).join(', ')
            : t('panel.candidates.panel.none')}
        </p>
      </Section>
      <Section aria-label={t('panel.candidates.panel.jobLooking')}>
        <h3>{t('panel.candidates.panel.jobLooking')}</h3>
        <p>{p.jobLooking ? t(`profile.preferences.jobLookingOptions.${p.jobLooking}`) : t('panel.candidates.panel.none')}</p>
        <p>
          {t('panel.candidates.panel.availability')}: <AvailabilityBadge weeks={p.availabilityPeriod?.value ?? null} />
          {p.availabilityPeriod === null && t('panel.candidates.panel.none')}
        </p>
      </Section>
    </>
  );
}
