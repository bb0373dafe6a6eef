import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isSameSite } from '../app/candidatePortal.ts';

/** A link into the candidate portal: routed on the client when the portal is ours, a plain link when it lives elsewhere. */
export function PortalLink({
  to,
  children,
  className,
  testId,
  onClick,
}: {
  to: string;
  children: ReactNode;
  className?: string;
  testId?: string;
  onClick?: () => void;
}) {
  return isSameSite(to) ? (
    <Link to={to} className={className} data-testid={testId} onClick={onClick}>
      {children}
    </Link>
  ) : (
    <a href={to} className={className} data-testid={testId} onClick={onClick}>
      {children}
    </a>
  );
}
