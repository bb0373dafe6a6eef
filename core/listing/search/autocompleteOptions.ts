/**
 * The autocomplete's option rules (engagement.md 5): hidden options are never offered, and the
 * user may add a new option when the typed text matches no existing one (case-insensitive,
 * trimmed); that option reads `Add "text"`, the add word configurable (default Add).
 */

export interface AutocompleteOption {
  readonly label: string;
  /** Kept in the list's data but never offered. */
  readonly hidden?: boolean;
}

/** The options that may be offered: the hidden ones left out, the order kept. */
export const visibleOptions = <O extends AutocompleteOption>(options: readonly O[]): O[] => options.filter((option) => option.hidden !== true);

/** The text a new option would add: the typed text trimmed, or null when it is blank or some visible option already says it. */
export function textToAdd(typed: string, options: readonly AutocompleteOption[]): string | null {
  const text = typed.trim();
  if (text === '') return null;
  const wanted = text.toLocaleLowerCase();
  return visibleOptions(options).some((option) => option.label.trim().toLocaleLowerCase() === wanted) ? null : text;
}

/** The add word when none is configured. */
export const DEFAULT_ADD_WORD = 'Add';

/** `Add "text"`, in the configured add word. */
export const addOptionLabel = (text: string, addWord: string = DEFAULT_ADD_WORD): string => `${addWord} "${text}"`;
