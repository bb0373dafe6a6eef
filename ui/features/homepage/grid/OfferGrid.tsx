import styled from '@emotion/styled';
import { useId, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { OFFER_GRID_PAGE_LIMIT, type OfferGridTab } from '../../../../core/homepage/offerGrid.ts';
import type { Language } from '../../../../core/tenancy/Tenant.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { color, media, radius } from '../../../theme/tokens.ts';
import { pillControl, pillShapedLink, plainList } from '../../../theme/controls.ts';
import { OfferCard } from '../../offers/index.ts';
import type { HomepageGrid } from '../loadHomepage.ts';
import { GridEmptyState } from './GridEmptyState.tsx';
import { useGridTabs } from './useGridTabs.ts';
import { laidOutNearWindow } from '../../../theme/nearWindow.ts';

const Section = styled.section`
  scroll-margin-top: 96px;
  h2 {
    margin: 0 0 12px;
    font-size: 1.4rem;
  }
`;

const Tabs = styled.div`
  display: flex;
  gap: 8px;
  overflow-x: auto;
  padding: 2px 2px 10px;
  margin-bottom: 12px;
  [role='tab'] {
    flex: none;
    min-height: 40px;
    padding: 6px 16px;
    ${pillControl}
    font-weight: 600;
  }
  [role='tab'][aria-selected='true'] {
    background: ${color.primary};
    border-color: ${color.primary};
    color: ${color.onPrimary};
  }
  [role='tab']:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
`;

/** engagement.md 9: three columns, four on extra-large screens (one, then two, below). */
const Grid = styled.ul`
  ${plainList}
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.xl} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  /* Cards below the first screen are laid out when they come near (the listing's cards do the same). */
  > li {
    ${laidOutNearWindow({ phone: 220 })}
    display: grid;
  }
`;

const Skeleton = styled.div`
  height: 132px;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: linear-gradient(90deg, ${color.surface} 0%, ${color.background} 50%, ${color.surface} 100%);
  background-size: 200% 100%;
  animation: jb-skeleton 1.4s ease-in-out infinite;
  @keyframes jb-skeleton {
    from {
      background-position: 100% 0;
    }
    to {
      background-position: -100% 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const More = styled(Link)`
  ${pillShapedLink}
  min-height: 44px;
  margin-top: 16px;
  padding: 8px 20px;
  border: 1px solid ${color.primary};
  color: ${color.text};
  font-weight: 700;
`;

/**
 * The offer grid (engagement.md 2 and 4): tabs in the spec's order behind their flags, the first
 * tab's offers from the server, skeleton cards (as many as the page limit) while a tab loads, each
 * tab's empty states, and "more offers" to the listing for the public tabs. Tabs follow the ARIA
 * tabs pattern (arrow keys, Home, End); choosing one brings the grid's start back into view.
 */
export function OfferGrid({ grid, language, now, candidateBase }: { grid: HomepageGrid; language: Language; now: Date; candidateBase: string }) {
  const { t } = useTexts();
  const { selected, state, select, reload } = useGridTabs(grid, language);
  const id = useId();
  const section = useRef<HTMLElement>(null);
  const tabButtons = useRef<Partial<Record<OfferGridTab, HTMLButtonElement | null>>>({});
  const headingId = `${id}-heading`;

  const choose = (tab: OfferGridTab, focus = false) => {
    select(tab);
    if (focus) tabButtons.current[tab]?.focus();
    const top = section.current?.getBoundingClientRect().top ?? 0;
    if (top < 0)
      section.current?.scrollIntoView({
        block: 'start',
        behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
      });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = grid.tabs.indexOf(selected);
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: grid.tabs.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = grid.tabs[(target + grid.tabs.length) % grid.tabs.length];
    if (tab) choose(tab, true);
  };

  const panelId = `${id}-panel`;
  const more = grid.more[selected];
  return (
    <Section ref={section} aria-labelledby={headingId} data-testid="offer-grid">
      <h2 id={headingId}>{t('homepage.grid.heading')}</h2>
      <Tabs role="tablist" aria-label={t('homepage.grid.tabsLabel')} onKeyDown={onKeyDown}>
        {grid.tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabButtons.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab}`}
            aria-selected={tab === selected}
            aria-controls={panelId}
            tabIndex={tab === selected ? 0 : -1}
            data-testid={`grid-tab-${tab}`}
            onClick={() => choose(tab)}
          >
            {t(`homepage.grid.tab.${tab}`)}
          </button>
        ))}
      </Tabs>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={`${id}-tab-${selected}`}
        aria-busy={state.kind === 'loading'}
        data-testid="grid-panel"
        data-tab={selected}
      >
        {state.kind === 'loading' && (
          <>
            <p className="visually-hidden" role="status">
              {t('homepage.grid.loading')}
            </p>
            <Grid aria-hidden="true" data-testid="grid-skeleton">
              {Array.from({ length: OFFER_GRID_PAGE_LIMIT }, (_, index) => (
                <li key={index}>
                  <Skeleton />
                </li>
              ))}
            </Grid>
          </>
        )}
        {state.kind === 'offers' && (
          <Grid data-testid="grid-offers">
            {state.offers.map((offer) => (
              <li key={offer.guid}>
                <OfferCard offer={offer} language={language} now={now} />
              </li>
            ))}
          </Grid>
        )}
        {state.kind !== 'loading' && state.kind !== 'offers' && (
          <GridEmptyState tab={selected} state={state} candidateBase={candidateBase} onReload={reload} />
        )}
        {more && (
          <More to={more} prefetch="none" data-testid="grid-more">
            {t(`homepage.grid.moreOf.${selected as 'superOffer' | 'newWithSalary' | 'popular'}`)}
          </More>
        )}
      </div>
    </Section>
  );
}
