import { textAt } from '../i18n/texts.ts';
import type { ShellData } from './shellData.ts';

/**
 * A page title for a route's `meta` (which cannot use hooks): the text at `key` in the page's
 * language, followed by the tenant's name.
 */
export function pageTitle(matches: readonly ({ readonly loaderData?: unknown } | undefined)[], key: string): string {
  const shell = matches[0]?.loaderData as ShellData | undefined;
  const language = shell?.language ?? 'en';
  const text = textAt(language, key);
  return shell ? `${text} | ${shell.tenant.name}` : text;
}
