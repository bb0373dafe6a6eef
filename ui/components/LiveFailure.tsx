import { FormAlert } from './formParts.ts';

/**
 * Where a form announces its failure as soon as it happens: a live region, present from the start
 * so screen readers watch it, that shows `failure` (a text already translated) in a FormAlert.
 */
export function LiveFailure({ failure, id, testId }: { failure: string | null; id?: string; testId?: string }) {
  return (
    <div aria-live="assertive">
      {failure && (
        <FormAlert id={id} data-testid={testId}>
          {failure}
        </FormAlert>
      )}
    </div>
  );
}
