/** Breakpoints of the candidate side (set B in the spec), in px: min widths. */
// @ts-nocheck

export const breakpoints = { xs: 0, sm: 900, md: 1100, lg: 1500, xl: 1920, xxl: 2560 } as const;

export const media = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
  belowSm: `@media (max-width: ${breakpoints.sm - 1}px)`,
} as const;

/** Radius tokens from xs 4 to full 100 px. */
export const radius = { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', full: '100px' } as const;

export const layout = {
  headerHeightDesktop: 80,
  headerHeightMobile: 48,
  logoWidth: 180,
  logoWidthSmall: 110,
  offersListMaxWidth: 1096,
  footerMaxWidth: 1220,
} as const;

export const fontFamily = "'Archivo Variable', 'Archivo', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** Colours are CSS variables set per tenant and colour mode by `themeCss`. */
export const color = {
  primary: 'var(--color-primary)',
  onPrimary: 'var(--color-on-primary)',
  background: 'var(--color-background)',
  surface: 'var(--color-surface)',
  text: 'var(--color-text)',
  muted: 'var(--color-muted)',
  border: 'var(--color-border)',
  focus: 'var(--color-focus)',
} as const;
