import styled from '@emotion/styled';
import { useMemo } from 'react';
import { formatAmount } from '../../../../core/offers/formatAmount.ts';
import { parseAmount, type OfferEditorValues } from '../../../../core/offers/lifecycle/editing/OfferEditorValues.ts';
import type { EditorDictionaries } from '../../../../core/offers/lifecycle/OfferDictionaries.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { color, radius } from '../../../theme/tokens.ts';

const Card = styled.article`
  padding: 20px;
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  color: ${color.text};
  h3 {
    margin: 0 0 4px;
    font-size: 1.4rem;
  }
  .meta {
    margin: 0 0 12px;
    color: ${color.muted};
  }
  ul {
    margin: 0 0 12px;
    padding-left: 18px;
  }
  .body {
    white-space: pre-line;
  }
`;

/**
 * The description's text for the preview. The typed HTML is parsed in an inert document (no script
 * of it runs) and only its text is shown; the gateway sanitises the stored HTML itself.
 */
function plainText(html: string): string {
  if (typeof DOMParser === 'undefined') return '';
  const document = new DOMParser().parseFromString(html.replace(/<\/(p|li|h\d|div)>/gi, '</$1>\n'), 'text/html');
  return (document.body.textContent ?? '').trim();
}

/** The offer as candidates will see it, following the form as it is typed. */
export function OfferPreview({ values, dictionaries }: { values: OfferEditorValues; dictionaries: EditorDictionaries }) {
  const { t } = useTexts();
  const body = useMemo(() => plainText(values.body), [values.body]);
  const city = dictionaries.cities.find((entry) => entry.value === values.city)?.label ?? values.city;
  const contract = (type: string) => dictionaries.employmentTypes.find((entry) => entry.value === type)?.label ?? type;
  const facts = [
    values.companyName,
    city,
    values.workplaceType && t(`panel.editor.workplaces.${values.workplaceType}`),
    values.experienceLevel && t(`panel.editor.levels.${values.experienceLevel}`),
  ].filter((fact) => typeof fact === 'string' && fact.trim() !== '');
  const salary = (from: string, to: string) => {
    const low = parseAmount(from);
    const high = parseAmount(to);
    if (low === null && high === null) return null;
    return [low, high]
      .filter((amount): amount is number => amount !== null)
      .map(formatAmount)
      .join(' – ');
  };
  return (
    <section aria-labelledby="preview-heading" data-testid="offer-preview">
      <h2 id="preview-heading">{t('panel.editor.preview')}</h2>
      <p className="help">{t('panel.editor.previewNote')}</p>
      <Card>
        {values.title.trim() === '' ? (
          <p>{t('panel.editor.previewEmpty')}</p>
        ) : (
          <>
            <h3 data-testid="preview-title">{values.title}</h3>
            <p className="meta">{facts.join(' · ')}</p>
            <ul aria-label={t('panel.editor.sections.employment')}>
              {values.employmentTypes.length === 0 && <li>{t('panel.editor.salaryNone')}</li>}
              {values.employmentTypes.map((type) => {
                const amount = salary(type.from, type.to);
                return (
                  <li key={type.type} data-testid={`preview-salary-${type.type}`}>
                    {contract(type.type)}:{' '}
                    {amount === null
                      ? t('panel.editor.salaryNone')
                      : `${t('panel.editor.perUnit', { amount, currency: type.currency.toUpperCase(), unit: t(`panel.editor.units.${type.unit}`) })} ${t(`panel.editor.grossNet.${type.gross ? 'gross' : 'net'}`)}`}
                  </li>
                );
              })}
            </ul>
            {(['requiredSkills', 'optionalSkills'] as const).map((list) => {
              const names = values[list].map((skill) => skill.name.trim()).filter(Boolean);
              return (
                names.length > 0 && (
                  <p key={list}>
                    {t(`panel.editor.${list}Preview`)}: {names.join(', ')}
                  </p>
                )
              );
            })}
            {values.remoteInterview && <p>{t('panel.editor.remoteInterviewPreview')}</p>}
            {values.openToHireUkrainians && <p>{t('panel.editor.ukrainePreview')}</p>}
            <div className="body">{body}</div>
          </>
        )}
      </Card>
    </section>
  );
}
