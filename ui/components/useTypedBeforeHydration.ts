import { useEffect, useRef, type RefObject } from 'react';

/**
 * A server-rendered field keeps what was typed (or autofilled) into it before the page's script ran.
 * Hydration leaves the field's text alone, but its form still holds the initial value, and the next
 * render of the field would write that back: a fast typist on a slow phone lost the e-mail address
 * typed while the page was starting (a journey that filled the login form right after `load` did).
 * When the field mounts, its form adopts the text the field holds, if it differs.
 */
export function useTypedBeforeHydration<E extends HTMLInputElement | HTMLTextAreaElement>(
  value: string,
  adopt: (typed: string) => void,
): RefObject<E | null> {
  const field = useRef<E>(null);
  useEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== value) adopt(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the field mounts: later renders write the form's value, as they should
  }, []);
  return field;
}
