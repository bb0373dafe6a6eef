import styled from '@emotion/styled';
import { useId } from 'react';
import { useTexts } from '../../../i18n/useTexts.ts';
import { Link } from 'react-router';
import { findMainCategory } from '../../../../core/listing/ListingVocabulary.ts';
import { pickerCategories } from '../../../../core/listing/filters/categoryPicker.ts';
import { seoLinks, type SeoLink } from '../../../../core/listing/url/seoLinks.ts';
import { color, media } from '../../../theme/tokens.ts';
import { useListing } from '../ListingContext.tsx';

const Section = styled.section`
  margin-top: 24px;
  padding-top: 16px;
  border-top: 1px solid ${color.border};
  h2 {
    font-size: 1.2rem;
    margin: 0 0 12px;
  }
  h3 {
    font-size: 1rem;
    margin: 16px 0 8px;
  }
`;

/** 5 columns on narrow screens, 8 on wide ones (engagement.md 9). */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: 6px 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.85rem;
  overflow-wrap: anywhere;
  ${media.md} {
    grid-template-columns: repeat(8, minmax(0, 1fr));
  }
  a {
    color: ${color.text};
  }
`;

/**
 * Links to popular listings: the chosen category's children (or every category's), leaving out
 * "inne", then remote work and the 40 cities in the spec's order (core's seoLinks); each label is
 * the translated template filled with the name.
 */
export function SeoLinks() {
  const { t } = useTexts();
  const { filters, vocabulary, language } = useListing();
  const headingId = useId();
  const chosen = filters.category === null ? undefined : findMainCategory(vocabulary, filters.category);
  const block = seoLinks(chosen ? [chosen] : pickerCategories(vocabulary.categories), vocabulary, language);
  const label = (link: SeoLink) => t('seoLinks.linkLabel', { label: link.label ?? t('seoLinks.remote') });
  const list = (links: readonly SeoLink[], testId: string) => (
    <Grid data-testid={testId}>
      {links.map((link) => (
        <li key={`${link.kind}-${link.slug}`}>
          <Link to={link.href} prefetch="none">
            {label(link)}
          </Link>
        </li>
      ))}
    </Grid>
  );
  return (
    <Section aria-labelledby={headingId} data-testid="seo-links">
      <h2 id={headingId}>{t('seoLinks.heading')}</h2>
      {block.categoryLinks.length > 0 && (
        <>
          <h3>{t('seoLinks.categories')}</h3>
          {list(block.categoryLinks, 'seo-category-links')}
        </>
      )}
      <h3>{t('seoLinks.cities')}</h3>
      {list(block.cityLinks, 'seo-city-links')}
    </Section>
  );
}
