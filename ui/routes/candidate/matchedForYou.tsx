import { matchingPageModules } from '../../../composition/roots/pages/matchingPage.ts';
import { useContextModules } from '../../../composition/react/UseCaseProvider.tsx';
import { MatchedForYouPage } from '../../features/profile/matching/MatchedForYouPage.tsx';
import { pageTitle } from '../../app/pageTitle.ts';
import { useShell } from '../../app/useShell.ts';
import type { Route } from './+types/matchedForYou';
import { unindexedPageMeta } from '../../app/seoMeta.ts';

export const meta: Route.MetaFunction = ({ matches }) => unindexedPageMeta(pageTitle(matches, 'profile.matched.title'));

/** Matched offers depend on the candidate (bearer token in the browser), so they load in the browser. */
export default function MatchedForYou() {
  useContextModules(matchingPageModules);
  return <MatchedForYouPage shell={useShell()} />;
}
