import { homepageHttp, homepageUseCases } from '../../homepage/homepageModules.ts';
import type { ContextModule } from '../../kernel/ContextModule.ts';
import { matchingPageModules } from './matchingPage.ts';

/** The home page's blocks that load in the browser (the offer grid's tabs, one of them the matched offers); the blog loads on the server. */
export const homePageModules: readonly ContextModule[] = [homepageHttp, homepageUseCases, ...matchingPageModules];
