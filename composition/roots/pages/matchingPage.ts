import type { ContextModule } from '../../kernel/ContextModule.ts';
import { matchingHttp, matchingUseCases } from '../../profile/matchingModules.ts';

/** Matched offers and match percents: the matched-for-you page, the home page's grid, the profile. */
export const matchingPageModules: readonly ContextModule[] = [matchingHttp, matchingUseCases];
