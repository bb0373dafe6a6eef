/**
 * Control characters, the one definition every text rule uses: C0 controls, DEL and C1 controls.
 * None belongs in anything a person types, and PostgreSQL refuses a NUL in text outright.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what these match
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above, tab, line feed and carriage return left out
const CONTROL_BESIDES_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above, every one of them
const EVERY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** True when the text holds any control character, line breaks and tabs included (one-line fields). */
export const hasControlCharacters = (text: string): boolean => CONTROL.test(text);

/** True when the text holds a control character other than tab, line feed or carriage return (multi-line fields). */
export const hasControlCharactersBesidesLineBreaks = (text: string): boolean => CONTROL_BESIDES_LINE_BREAKS.test(text);

/** The text with every control character replaced by a space. */
export const blankControlCharacters = (text: string): string => text.replace(EVERY_CONTROL, ' ');
