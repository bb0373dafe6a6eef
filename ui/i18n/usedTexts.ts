import type { Language } from '../../core/tenancy/Tenant.ts';

/**
 * Which of its language's texts a page uses. The server notes the key of every text a render asks
 * for (`offerCard.company`), and the page carries only those texts (texts.ts, `inlineTextsJson`); the
 * browser fetches the rest of the language after it starts. A listing used about 120 of the language's
 * texts, 4.6 of its 50 KB (issue "fast on a phone", item 4; ADR 33).
 *
 * A render's notes go to the recorder of the request being rendered: the server's entry keeps one per
 * request and says how to find it (`recordTextsWith`, over AsyncLocalStorage). Elsewhere (the browser,
 * tests) there is none and nothing is noted.
 */
export interface TextsRecorder {
  /** Keys as asked for (`offerCard.company`), or `EVERY_TEXT`. */
  readonly keys: Set<string>;
  /** The page's language, as the root layout renders it. */
  language?: Language;
}

/** In a recorder's keys: the page uses every text (the employer panel copies the whole language). */
export const EVERY_TEXT = '*';

let currentRecorder: () => TextsRecorder | undefined = () => undefined;

/** The server's entry: how to find the recorder of the request being rendered. */
export function recordTextsWith(current: () => TextsRecorder | undefined): void {
  currentRecorder = current;
}

/** Notes that the page being rendered shows the text at `key`. */
export function noteTextUsed(key: string): void {
  currentRecorder()?.keys.add(key);
}

/** Notes that the page being rendered may show any text of its language. */
export function noteEveryTextUsed(): void {
  currentRecorder()?.keys.add(EVERY_TEXT);
}

/** Notes the language the page being rendered is in. */
export function noteTextsLanguage(language: Language): void {
  const recorder = currentRecorder();
  if (recorder) recorder.language = language;
}
