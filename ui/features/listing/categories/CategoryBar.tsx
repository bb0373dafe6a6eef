import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { useState } from 'react';
import { useTexts } from '../../../i18n/useTexts.ts';
import { Link } from 'react-router';
import { pickerCategories, visibleCategories } from '../../../../core/listing/filters/categoryPicker.ts';
import { Button } from '../../../components/Button.tsx';
import { Drawer } from '../../../components/Drawer.tsx';
import { color, media } from '../../../theme/tokens.ts';
import { pillLink, plainList, wrappingRow } from '../../../theme/controls.ts';
import { CategoryRow } from './CategoryRow.ts';
import { CategoryLink } from './CategoryLink.tsx';
import { useFilterNavigation, useListing } from '../ListingContext.tsx';
import { useHashPanel } from '../filters/useHashPanel.ts';

const Wide = styled.ul`
  ${wrappingRow}
  display: none;
  ${media.sm} {
    display: flex;
  }
`;

const pill = css`
  ${pillLink}
  min-height: 36px;
  padding: 4px 14px;
  &[aria-current='true'] {
    background: ${color.primary};
    border-color: ${color.primary};
    color: ${color.onPrimary};
  }
`;

const Pill = styled(CategoryLink)`
  ${pill}
`;

const Back = styled(Link)`
  ${pill}
`;

const Narrow = styled.div`
  ${media.sm} {
    display: none;
  }
`;

const DrawerList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  ${plainList}
`;

/**
 * The main categories ('it' left out): the first 8, then "show more"; a back link once one is
 * chosen; on small screens a categories drawer opened by the #categories hash.
 */
export function CategoryBar() {
  const { t } = useTexts();
  const { filters, vocabulary } = useListing();
  const { urlFor } = useFilterNavigation();
  const [expanded, setExpanded] = useState(false);
  const [drawerOpen, setDrawerOpen] = useHashPanel('categories');
  const { shown, hasMore } = visibleCategories(vocabulary.categories, expanded);
  const all = pickerCategories(vocabulary.categories);
  if (all.length === 0) return null;
  return (
    <CategoryRow aria-label={t('categoryBar.label')} data-testid="category-bar">
      {filters.category !== null && (
        <Back to={urlFor({ ...filters, category: null, subcategories: [] })} data-testid="category-back">
          <span aria-hidden="true">←</span>&nbsp;{t('categoryBar.back')}
        </Back>
      )}
      <Wide>
        {shown.map((category) => (
          <li key={category.slug}>
            <Pill category={category} />
          </li>
        ))}
      </Wide>
      {(hasMore || expanded) && (
        <WideOnly>
          <Button type="button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)} data-testid="categories-more">
            {t(expanded ? 'categoryBar.showLess' : 'categoryBar.showMore')}
          </Button>
        </WideOnly>
      )}
      <Narrow>
        <Button type="button" aria-haspopup="dialog" onClick={() => setDrawerOpen(true)} data-testid="categories-open">
          {t('categoryBar.open')}
        </Button>
      </Narrow>
      {drawerOpen && (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={t('categoryBar.label')}
          mobilePlacement="bottom"
          testId="categories-drawer"
        >
          <DrawerList>
            {all.map((category) => (
              <li key={category.slug}>
                <Pill category={category} />
              </li>
            ))}
          </DrawerList>
        </Drawer>
      )}
    </CategoryRow>
  );
}

const WideOnly = styled.span`
  display: none;
  ${media.sm} {
    display: inline;
  }
`;
