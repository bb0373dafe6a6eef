import type { ReactNode } from 'react';
import { SubmitButton } from '../../../components/formParts.ts';
import { useTexts } from '../../../i18n/useTexts.ts';

/** A panel form's submit button: busy, and saying the panel is working, while the form submits. */
export function PanelSubmitButton({
  submitting,
  disabled = submitting,
  testId,
  children,
}: {
  readonly submitting: boolean;
  /** Whether it may not be pressed: while submitting, unless told otherwise. */
  readonly disabled?: boolean;
  readonly testId: string;
  readonly children: ReactNode;
}) {
  const { t } = useTexts();
  return (
    <SubmitButton type="submit" disabled={disabled} aria-busy={submitting} data-testid={testId}>
      {submitting ? t('panel.working') : children}
    </SubmitButton>
  );
}
