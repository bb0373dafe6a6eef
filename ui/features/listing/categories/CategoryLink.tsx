import { useTexts } from '../../../i18n/useTexts.ts';
import { Link } from 'react-router';
import { externalTarget } from '../../../../core/listing/filters/categoryPicker.ts';
import { chooseCategory } from '../../../../core/listing/filters/filterTransitions.ts';
import type { Category } from '../../../../core/listing/Offer.ts';
import { useFilterNavigation, useListing } from '../ListingContext.tsx';

/**
 * A main category: a link to its listing (again on the chosen one: back to no category), or, for a
 * static category, to its external address instead.
 */
export function CategoryLink({ category, className }: { category: Category; className?: string }) {
  const { t } = useTexts();
  const { filters } = useListing();
  const { urlFor } = useFilterNavigation();
  const external = externalTarget(category);
  if (external !== null) {
    return (
      <a href={external} className={className} rel="noopener" data-testid={`category-${category.slug}`}>
        {category.label}
        <span className="visually-hidden"> ({t('categoryBar.externalHint')})</span>
      </a>
    );
  }
  const selected = filters.category === category.slug;
  return (
    <Link
      to={urlFor(chooseCategory(filters, category.slug))}
      className={className}
      aria-current={selected ? 'true' : undefined}
      data-testid={`category-${category.slug}`}
    >
      {category.label}
    </Link>
  );
}
