import type { Messages } from '../pl/index.ts';
import { shellEn } from './shell.ts';

/** Every English text; the type makes a missing key a compile error. */
export const en: Messages = {
  ...shellEn,
};
