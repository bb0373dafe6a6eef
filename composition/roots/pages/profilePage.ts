import type { ContextModule } from '../../kernel/ContextModule.ts';
import { profileHttp, profileUseCases } from '../../profile/profileModules.ts';
import { matchingPageModules } from './matchingPage.ts';

/** The profile and settings pages: editing the profile, the account and the consents (a saved profile drops the match percents). */
export const profilePageModules: readonly ContextModule[] = [profileHttp, profileUseCases, ...matchingPageModules];
