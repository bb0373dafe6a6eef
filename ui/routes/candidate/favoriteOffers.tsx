import { FavouriteOffersPage } from '../../features/favourites/FavouriteOffersPage.tsx';
import { pageTitle } from '../../app/pageTitle.ts';
import { useShell } from '../../app/useShell.ts';
import type { Route } from './+types/favoriteOffers';
import { unindexedPageMeta } from '../../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(pageTitle(matches, 'favourites.pageTitle'));

/** The list is the candidate's own (bearer token in the browser), so it loads in the browser. */
export default function FavoriteOffers() {
  return <FavouriteOffersPage shell={useShell()} />;
}
