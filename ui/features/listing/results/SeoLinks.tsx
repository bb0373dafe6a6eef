import styled from '@emotion/styled';
import { useId } from 'react';
import { useTexts } from '../../../i18n/useTexts.ts';
import { Link } from 'react-router';
import { findMainCategory } from '../../../../core/listing/ListingVocabulary.ts';
import { pickerCategories } from '../../../../core/listing/filters/categoryPicker.ts';
import { seoCategoryLinks, seoCityLinks, type SeoLink } from '../../../../core/listing/url/seoLinks.ts';
import { color, media } from '../../../theme/tokens.ts';
import { useListing } from '../ListingContext.tsx';
import { plainList } from '../../../theme/controls.ts';
import { laidOutNearWindow } from '../../../theme/nearWindow.ts';

/**
 * Estimated at least as tall as the tallest the section gets (jobboard's Polish links in the fallback
 * font: 1,602 px on a 375 px phone, 738 px on a wide screen, 2026-11-30): a block whose content is
 * taller than its estimate overlaps the footer until it is laid out, and axe then reads the footer's
 * links and the last rows as obscured (the fallback-font journey in listing.spec.ts).
 */
const Section = styled.section`
  ${laidOutNearWindow({ phone: 1650, wide: 760 })}
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
  ${plainList}
  font-size: 0.85rem;
  overflow-wrap: anywhere;
  ${media.md} {
    grid-template-columns: repeat(8, minmax(0, 1fr));
  }
  /* At least 24 px tall whatever the font (WCAG 2.5.8): with the fallback font that Archivo's
     font-display: optional may leave in place, the rows stood too close for their spacing to count. */
  a {
    color: ${color.text};
    display: inline-flex;
    align-items: center;
    min-height: 24px;
  }
`;

/** One link, its own component: React hydrates the block link by link, in slices, not in one long task. */
function SeoLinkItem({ link }: { readonly link: SeoLink }) {
  const { t } = useTexts();
  return (
    <li>
      <Link to={link.href} prefetch="none">
        {t('seoLinks.linkLabel', { label: link.label ?? t('seoLinks.remote') })}
      </Link>
    </li>
  );
}

function LinkList({ links, testId }: { readonly links: readonly SeoLink[]; readonly testId: string }) {
  return (
    <Grid data-testid={testId}>
      {links.map((link) => (
        <SeoLinkItem key={`${link.kind}-${link.slug}`} link={link} />
      ))}
    </Grid>
  );
}

function CategoryLinks() {
  const { t } = useTexts();
  const { filters, vocabulary, language } = useListing();
  const chosen = filters.category === null ? undefined : findMainCategory(vocabulary, filters.category);
  const links = seoCategoryLinks(chosen ? [chosen] : pickerCategories(vocabulary.categories), vocabulary, language);
  if (links.length === 0) return null;
  return (
    <>
      <h3>{t('seoLinks.categories')}</h3>
      <LinkList links={links} testId="seo-category-links" />
    </>
  );
}

function CityLinks() {
  const { vocabulary, language } = useListing();
  return <LinkList links={seoCityLinks(vocabulary, language)} testId="seo-city-links" />;
}

/**
 * Links to popular listings: the chosen category's children (or every category's), leaving out
 * "inne", then remote work and the 40 cities in the spec's order (core's seoLinks); each label is
 * the translated template filled with the name.
 */
export function SeoLinks() {
  const { t } = useTexts();
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} data-testid="seo-links">
      <h2 id={headingId}>{t('seoLinks.heading')}</h2>
      <CategoryLinks />
      <h3>{t('seoLinks.cities')}</h3>
      <CityLinks />
    </Section>
  );
}
