import type { ReactNode } from 'react';
import { SubmitButton } from '../../../components/formParts.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { Actions } from './profileStyles.ts';
import { SaveStatusLine } from './SaveStatusLine.tsx';
import type { SaveStatus } from './useSaveStatus.ts';

/**
 * A profile form's end: the outcome of its last save, then its submit button, which says it saves
 * while it does, and the form's other actions. `testId` names the status line and, with `-submit`,
 * the button.
 */
export function SaveActions({
  status,
  testId,
  submitting,
  submitText = 'profile.common.save',
  children,
}: {
  readonly status: SaveStatus;
  readonly testId: string;
  readonly submitting: boolean;
  /** The button's text key while it is not saving. */
  readonly submitText?: string;
  readonly children?: ReactNode;
}) {
  const { t } = useTexts();
  return (
    <>
      <SaveStatusLine status={status} testId={testId} />
      <Actions>
        <SubmitButton type="submit" disabled={submitting} aria-busy={submitting} data-testid={`${testId}-submit`}>
          {submitting ? t('profile.common.saving') : t(submitText)}
        </SubmitButton>
        {children}
      </Actions>
    </>
  );
}
