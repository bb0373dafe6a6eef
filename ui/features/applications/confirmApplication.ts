import type { AppLoadContext } from 'react-router';
import type { ConfirmedApplication } from '../../../core/applications/Applications.ts';
import { ApplicationsKeys } from '../../../composition/applications/applicationsKeys.ts';
import { resolve } from '../../../composition/kernel/provide.ts';

export type ConfirmationResult =
  | { readonly kind: 'confirmed'; readonly application: ConfirmedApplication }
  | { readonly kind: 'expired' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'failed' };

/**
 * The confirmation page's loader: the token from the e-mail's link, confirmed once on the server
 * (ConfirmApplicationEmail), so the page arrives with its answer and works without scripts.
 * Following the link again answers "confirmed" again.
 */
export async function confirmApplication(context: AppLoadContext, request: Request): Promise<ConfirmationResult> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const result = await resolve(context.container, ApplicationsKeys.ConfirmApplicationEmail).execute(token);
  if (result.isOk()) return { kind: 'confirmed', application: result.value };
  switch (result.error.kind) {
    case 'link-expired':
      return { kind: 'expired' };
    case 'not-found':
    case 'invalid-input':
      return { kind: 'invalid' };
    default:
      return { kind: 'failed' };
  }
}
