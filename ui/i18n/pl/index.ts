import { shellPl } from './shell.ts';

/**
 * Every Polish text, one namespace object per feature file. The English index must have exactly the
 * same keys: checked by the type below and by tests/ui/i18n.test.ts.
 */
export const pl = {
  ...shellPl,
};

export type Messages = import('../Widen.ts').Widen<typeof pl>;
