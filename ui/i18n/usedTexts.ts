import type { Language } from '../../core/tenancy/Tenant.ts';

/**
 * Which of its language's texts a page uses. The server notes the group of every text a render asks
 * for (`offerCard.company` belongs to `offerCard`), and the page carries only those groups (texts.ts,
 * `inlineTextsJson`); the browser fetches the rest of the language after it starts. A listing used
 * 18 of the 44 groups, 13 of the 50 KB (issue "fast on a phone", item 4).
 *
 * A render's notes go to the recorder of the request being rendered: the server's entry keeps one per
 * request and says how to find it (`recordTextsWith`, over AsyncLocalStorage). Elsewhere (the browser,
 * tests) there is none and nothing is noted.
 */
export interface TextsRecorder {
  readonly groups: Set<string>;
  /** The page's language, as the root layout renders it. */
  language?: Language;
}

/** In a recorder's groups: the page uses every group (the employer panel copies the whole language). */
export const EVERY_GROUP = '*';

let currentRecorder: () => TextsRecorder | undefined = () => undefined;

/** The server's entry: how to find the recorder of the request being rendered. */
export function recordTextsWith(current: () => TextsRecorder | undefined): void {
  currentRecorder = current;
}

/** A key's group: its first part. */
export function groupOf(key: string): string {
  const dot = key.indexOf('.');
  return dot < 0 ? key : key.slice(0, dot);
}

/** Notes that the page being rendered shows the text at `key`. */
export function noteTextUsed(key: string): void {
  currentRecorder()?.groups.add(groupOf(key));
}

/** Notes that the page being rendered may show any text of its language. */
export function noteEveryTextUsed(): void {
  currentRecorder()?.groups.add(EVERY_GROUP);
}

/** Notes the language the page being rendered is in. */
export function noteTextsLanguage(language: Language): void {
  const recorder = currentRecorder();
  if (recorder) recorder.language = language;
}
