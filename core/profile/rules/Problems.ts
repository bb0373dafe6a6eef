import { hasControlCharacters, hasControlCharactersBesidesLineBreaks } from '../../shared/controlCharacters.ts';
/**
 * What is wrong with one field of a profile form, as a key: the forms show `profile.problems.<key>`,
 * the gateway answers 400 with the field's path and the key's English words (problemMessage).
 */
export type Problem =
  | 'required'
  | 'too-long'
  | 'invalid-characters'
  | 'invalid-link'
  | 'too-many'
  | 'duplicate'
  | 'out-of-range'
  | 'unknown-value'
  | 'end-before-start'
  | 'in-the-future'
  | 'not-an-image'
  | 'too-large';

/** Problems by field path (`firstName`, `skills.2.name`, `period.end`); no entry: the field is fine. */
export type Problems = Readonly<Record<string, Problem>>;

/** The same, except tab, line feed and carriage return: the line breaks of a description. */

export interface TextRule {
  readonly max: number;
  readonly required?: boolean;
  /** Line breaks allowed (descriptions). */
  readonly multiline?: boolean;
}

/** A text field: trimmed, required or not, at most `max` characters, no control characters. */
export function textProblem(raw: string, rule: TextRule): Problem | undefined {
  const value = raw.trim();
  if (value === '') return rule.required ? 'required' : undefined;
  if (value.length > rule.max) return 'too-long';
  return (rule.multiline ? hasControlCharactersBesidesLineBreaks : hasControlCharacters)(value) ? 'invalid-characters' : undefined;
}

/** An integer in [min, max]. */
export const integerProblem = (value: number, min: number, max: number): Problem | undefined =>
  Number.isInteger(value) && value >= min && value <= max ? undefined : 'out-of-range';

/** Adds `problem` under `path` when there is one. */
export function note(problems: Record<string, Problem>, path: string, problem: Problem | undefined): void {
  if (problem !== undefined && problems[path] === undefined) problems[path] = problem;
}

export const hasProblems = (problems: Problems): boolean => Object.keys(problems).length > 0;

/** The English words of a problem, for the gateway's 400 messages. */
const words: Readonly<Record<Problem, string>> = {
  required: 'is required',
  'too-long': 'is too long',
  'invalid-characters': 'contains control characters',
  'invalid-link': 'is not an http(s) address',
  'too-many': 'has too many entries',
  duplicate: 'repeats an entry',
  'out-of-range': 'is out of range',
  'unknown-value': 'names something unknown',
  'end-before-start': 'ends before it starts',
  'in-the-future': 'lies in the future',
  'not-an-image': 'is not a PNG or JPEG image',
  'too-large': 'is too large',
};

/** `skills.2.name is too long.`: the first problem, for an answer that names one thing to fix. */
export function problemMessage(problems: Problems): string {
  const [path, problem] = Object.entries(problems)[0] ?? ['request', 'required'];
  return `${path} ${words[problem]}.`;
}
