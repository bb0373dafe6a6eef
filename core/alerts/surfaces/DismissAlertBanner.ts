import { okAsync, type ResultAsync } from 'neverthrow';
import type { CookieJar } from '../../shared/CookieJar.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import { HIDE_SUB_MESSAGE_VALUE } from './alertBanner.ts';
import { HIDE_SUB_MESSAGE_COOKIE, HIDE_SUB_MESSAGE_MAX_AGE_S } from './alertSurfaces.ts';

/**
 * The "save job alert" banner's close button: hides it for a year (`ja-hide-sub-message`, path /),
 * read back by `alertBannerVisible` on the server and in the browser. Cannot fail: a jar that
 * refuses the write only means the banner comes back on the next page.
 */
export class DismissAlertBanner implements UseCase<void, void, never> {
  constructor(private readonly cookies: CookieJar) {}

  execute(): ResultAsync<void, never> {
    this.cookies.set(HIDE_SUB_MESSAGE_COOKIE, HIDE_SUB_MESSAGE_VALUE, { maxAgeSeconds: HIDE_SUB_MESSAGE_MAX_AGE_S, path: '/' });
    return okAsync(undefined);
  }
}
