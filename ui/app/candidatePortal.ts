/** The candidate portal's pages (platform.md: login menu), relative to its base address. */
export const candidatePages = {
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  profile: '/profile',
  chats: '/chats',
  jobAlerts: '/job-alert',
  applicationHistory: '/application-history',
  favouriteOffers: '/favorite-offers',
  matchedForYou: '/matched-for-you',
  settings: '/settings',
} as const;

export type CandidatePage = keyof typeof candidatePages;

/** A page of the portal under its base ('/candidate' or an absolute address), with an optional query. */
export function candidateUrl(base: string, page: CandidatePage, query?: Readonly<Record<string, string | null | undefined>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value) params.set(key, value);
  const search = params.toString();
  return `${base.replace(/\/+$/, '')}${candidatePages[page]}${search === '' ? '' : `?${search}`}`;
}

/** Whether the portal is served by this app (a path), so its links can route on the client. */
export const isSameSite = (url: string): boolean => url.startsWith('/') && !url.startsWith('//');
