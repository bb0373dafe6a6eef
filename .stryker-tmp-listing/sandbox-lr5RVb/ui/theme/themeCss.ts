// @ts-nocheck
import type { Palette, Tenant } from '../../core/tenancy/Tenant.ts';

const variables = (palette: Palette): string =>
  `--color-primary:${palette.primary};--color-on-primary:${palette.onPrimary};--color-background:${palette.background};` +
  `--color-surface:${palette.surface};--color-text:${palette.text};--color-muted:${palette.muted};--color-border:${palette.border};` +
  `--color-focus:${palette.primary};`;

/**
 * The tenant's palette as CSS variables. Without a stored choice the system preference decides,
 * in CSS alone, so the server-rendered page never flashes the wrong colours.
 */
export function themeCss(tenant: Tenant): string {
  const light = variables(tenant.theme.light);
  const dark = variables(tenant.theme.dark);
  return (
    `:root,[data-color-mode=light]{${light}color-scheme:light}` +
    `[data-color-mode=dark]{${dark}color-scheme:dark}` +
    `@media (prefers-color-scheme:dark){:root:not([data-color-mode=light]){${dark}color-scheme:dark}}`
  );
}
