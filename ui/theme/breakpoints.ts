/**
 * The two breakpoint sets of platform.md 9, as named tokens (min widths in px). The spec gives
 * both because they differ by one pixel: the candidate portal's pages use the candidate set, the
 * rest of the site the gateway/theme set.
 */
export const siteBreakpoints = { xs: 0, sm: 901, md: 1101, md2: 1300, lg: 1500, lg2: 1730, xl: 1921, xxl: 2561 } as const;
export const candidateBreakpoints = { xs: 0, sm: 900, md: 1100, lg: 1500, xl: 1920, xxl: 2560 } as const;

type Queries<B extends Record<string, number>> = { readonly [K in Exclude<keyof B, 'xs'> & string]: string } & { readonly belowSm: string };

function queriesOf<B extends Record<string, number> & { sm: number }>(set: B): Queries<B> {
  const up = Object.fromEntries(
    Object.entries(set)
      .filter(([name]) => name !== 'xs')
      .map(([name, px]) => [name, `@media (min-width: ${px}px)`]),
  );
  return { ...up, belowSm: `@media (max-width: ${set.sm - 1}px)` } as Queries<B>;
}

/** Media queries of the candidate portal's pages (profile, settings, matched for you, ...). */
export const candidateMedia = queriesOf(candidateBreakpoints);
/** Media queries of the rest of the site. */
export const siteMedia = queriesOf(siteBreakpoints);
