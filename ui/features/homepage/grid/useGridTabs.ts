import { useCallback, useEffect, useRef, useState } from 'react';
import {
  favouritesTabState,
  matchedTabState,
  offersState,
  OFFER_GRID_PAGE_LIMIT,
  type GridTabState,
  type OfferGridTab,
} from '../../../../core/homepage/offerGrid.ts';
import type { Language } from '../../../../core/tenancy/Tenant.ts';
import { FavouritesKeys } from '../../../../composition/favourites/favouritesKeys.ts';
import { HomepageKeys } from '../../../../composition/homepage/homepageKeys.ts';
import { ProfileKeys } from '../../../../composition/profile/profileKeys.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { useSessionState } from '../../session/index.ts';
import type { HomepageGrid } from '../loadHomepage.ts';

const personal = (tab: OfferGridTab) => tab === 'matchedForYou' || tab === 'favoriteOffers';

export interface GridTabs {
  readonly selected: OfferGridTab;
  readonly state: GridTabState;
  readonly select: (tab: OfferGridTab) => void;
  /** Loads the selected tab again (a retry, or matched offers once the consent is given). */
  readonly reload: () => void;
}

/**
 * The grid's tabs: the selected one and what each shows. The first tab's offers come from the
 * server; another tab loads when first chosen (skeleton cards meanwhile) and keeps its offers. The
 * candidate's own tabs wait for the session (a server render is a guest's) and load again when the
 * candidate logs in or out.
 */
export function useGridTabs(grid: HomepageGrid, language: Language): GridTabs {
  const session = useSessionState();
  const loadGrid = useUseCase(HomepageKeys.LoadGridOffers);
  const loadMatched = useUseCase(ProfileKeys.LoadMatchedOffers);
  const listFavourites = useUseCase(FavouritesKeys.ListFavouriteOffers);
  const [selected, setSelected] = useState(grid.initial);
  const [states, setStates] = useState<Partial<Record<OfferGridTab, GridTabState>>>(() => ({
    [grid.initial]: grid.offers === null ? { kind: 'failed' } : offersState(grid.offers),
  }));
  const latest = useRef<Partial<Record<OfferGridTab, number>>>({});
  const calls = useRef(0);

  const load = useCallback(
    (tab: OfferGridTab) => {
      const call = (calls.current += 1);
      latest.current[tab] = call;
      // Only the tab's latest call lands: a retry or a new session's answer wins over an older one.
      const settle = (state: GridTabState) => {
        if (latest.current[tab] === call) setStates((current) => ({ ...current, [tab]: state }));
      };
      setStates((current) => ({ ...current, [tab]: { kind: 'loading' } }));
      const failed = () => settle({ kind: 'failed' });
      if (tab === 'matchedForYou')
        void loadMatched.execute({ page: 1, language, currency: grid.currency }).match((outcome) => settle(matchedTabState(outcome)), failed);
      else if (tab === 'favoriteOffers')
        void listFavourites.execute({ page: 1, pageSize: OFFER_GRID_PAGE_LIMIT }).match((page) => settle(favouritesTabState(page)), failed);
      else void loadGrid.execute({ tab, currency: grid.currency, language }).match((offers) => settle(offersState(offers)), failed);
    },
    [loadGrid, loadMatched, listFavourites, language, grid.currency],
  );

  // The candidate's own tabs belong to whoever is logged in: forget them when that changes.
  const who = session.status === 'logged-in' ? session.candidate.id : session.status;
  useEffect(() => {
    const { matchedForYou: _matched, favoriteOffers: _favourites, ...others } = latest.current;
    latest.current = others;
    setStates(({ matchedForYou: _m, favoriteOffers: _f, ...publicTabs }) => publicTabs);
  }, [who]);

  const state = states[selected];
  useEffect(() => {
    if (state !== undefined) return;
    if (personal(selected) && session.status === 'unknown') return;
    load(selected);
  }, [selected, state, session.status, load]);

  return {
    selected,
    state: state ?? { kind: 'loading' },
    select: setSelected,
    reload: () => load(selected),
  };
}
