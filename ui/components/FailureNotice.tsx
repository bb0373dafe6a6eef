import styled from '@emotion/styled';
import { useTexts } from '../i18n/useTexts.ts';
import type { GatewayFailure } from '../../core/shared/Failure.ts';
import { color, radius } from '../theme/tokens.ts';

const Box = styled.div`
  margin: 16px 0;
  padding: 16px;
  border: 1px solid ${color.border};
  border-left: 4px solid ${color.primary};
  border-radius: ${radius.sm};
  background: ${color.surface};
  h2 {
    margin: 0 0 4px;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
  }
`;

/** The readable words for a failure kind; the UI never shows a raw error. */
export function useFailureText(): (failure: GatewayFailure | { readonly kind: string }) => string {
  const { t } = useTexts();
  return (failure) => {
    switch (failure.kind) {
      case 'bad-gateway-payload':
        return t('gatewayErrors.bad-gateway-payload', { path: 'path' in failure ? String(failure.path) : '' });
      case 'http-failure':
        return t('gatewayErrors.http-failure', { status: 'status' in failure ? String(failure.status) : '' });
      case 'network-failure':
        return t('gatewayErrors.network-failure');
      case 'not-found':
        return t('gatewayErrors.not-found');
      case 'unauthorized':
        return t('gatewayErrors.unauthorized');
      default:
        return t('gatewayErrors.unknown');
    }
  };
}

/** An error state inside a page: a heading and what went wrong, announced to screen readers. */
export function FailureNotice({ title, failure, testId }: { title: string; failure: GatewayFailure | { readonly kind: string }; testId?: string }) {
  const describe = useFailureText();
  return (
    <Box role="alert" data-testid={testId ?? 'failure-notice'} data-failure={failure.kind}>
      <h2>{title}</h2>
      <p>{describe(failure)}</p>
    </Box>
  );
}
