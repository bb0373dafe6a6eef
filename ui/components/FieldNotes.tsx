import type { ReactNode } from 'react';

/** A field's help and its problem under it, each with the id its control names in `aria-describedby`. */
export function FieldNotes({ id, help, error }: { readonly id: string; readonly help?: ReactNode; readonly error?: string | undefined }) {
  return (
    <>
      {help !== undefined && (
        <p className="help" id={`${id}-help`}>
          {help}
        </p>
      )}
      {error !== undefined && (
        <p className="error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </>
  );
}
