import styled from '@emotion/styled';
import { useTexts } from '../../../i18n/useTexts.ts';
import { Link } from 'react-router';
import { toggleSubcategory } from '../../../../core/listing/filters/filterTransitions.ts';
import { findMainCategory } from '../../../../core/listing/ListingVocabulary.ts';
import { color, radius } from '../../../theme/tokens.ts';
import { pillShapedLink, wrappingRow } from '../../../theme/controls.ts';
import { CategoryRow } from './CategoryRow.ts';
import { useFilterNavigation, useListing } from '../ListingContext.tsx';
import { countInButton } from '../../../components/Badge.ts';

const Selected = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  padding: 4px 8px 4px 16px;
  border-radius: ${radius.full};
  background: ${color.primary};
  color: ${color.onPrimary};
  font-weight: 700;
`;

const Counter = styled.span`
  font-weight: 400;
`;

const Badge = styled.span`
  ${countInButton}
  background: ${color.onPrimary};
  color: ${color.primary};
`;

const Chips = styled.ul`
  ${wrappingRow}
`;

/** Outlined when off, filled when on. */
const Chip = styled(Link)`
  ${pillShapedLink}
  gap: 6px;
  min-height: 36px;
  padding: 4px 12px;
  border: 1px solid ${color.primary};
  background: ${color.surface};
  color: ${color.text};
  &[aria-current='true'] {
    background: ${color.primary};
    color: ${color.onPrimary};
  }
`;

/**
 * Under a chosen category: the category with its offer counter and a badge of ticked
 * subcategories, then one chip per subcategory with its count, filled when ticked.
 * `counts` are offers per category id under the current filters, when known.
 */
export function CategoryNavigation({ counts = null }: { counts?: ReadonlyMap<number, number> | null }) {
  const { t } = useTexts();
  const { filters, vocabulary } = useListing();
  const { urlFor } = useFilterNavigation();
  const category = filters.category === null ? undefined : findMainCategory(vocabulary, filters.category);
  if (!category) return null;
  const count = counts?.get(category.value);
  const ticked = filters.subcategories.length;
  return (
    <CategoryRow aria-label={t('categoryBar.subcategories', { category: category.label })} data-testid="category-navigation">
      <Selected data-testid="selected-category">
        <span className="visually-hidden">{t('categoryBar.selected', { label: category.label })}</span>
        <span aria-hidden="true">{category.label}</span>
        {count !== undefined && count > 0 && <Counter>({t('categoryBar.offers', { count })})</Counter>}
        {ticked > 0 && <Badge data-testid="selected-category-badge">{ticked}</Badge>}
      </Selected>
      <Chips>
        {category.children.map((child) => {
          const active = filters.subcategories.includes(child.slug);
          const childCount = counts?.get(child.value);
          return (
            <li key={child.slug}>
              <Chip
                to={urlFor(toggleSubcategory(filters, category, child.slug))}
                aria-current={active ? 'true' : undefined}
                data-testid={`subcategory-${child.slug}`}
              >
                {child.label}
                {childCount !== undefined && childCount > 0 && <span>({childCount})</span>}
              </Chip>
            </li>
          );
        })}
      </Chips>
    </CategoryRow>
  );
}
