import type { Currency } from '../listing/FilterValues.ts';
import type { OfferCard, OfferEmploymentType, SalaryUnit } from '../listing/Offer.ts';
import { formatAmount } from './formatAmount.ts';

/** Salary as a card or offer page shows it; the UI adds the words (from, to, gross, net, per month). */
export interface SalaryDisplay {
  /** `10 000 - 15 000`, or the one end given. */
  readonly amounts: string;
  /** Which ends were given: both, only the lower ('from') or only the upper ('to'). */
  readonly bound: 'range' | 'from' | 'to';
  readonly currency: Currency;
  readonly unit: SalaryUnit;
  /** Gross for permanent contracts or when flagged gross, otherwise net. */
  readonly basis: 'gross' | 'net';
  /** The figure was converted from the employer's own currency or unit. */
  readonly converted: boolean;
  /** What the employer wrote, when `converted` (and the gateway sent it): shown beside the converted figure. */
  readonly original: OriginalSalary | null;
}

/** The employer's own figure of a converted salary, ready for the same words as the converted one. */
export interface OriginalSalary {
  readonly amounts: string;
  readonly bound: 'range' | 'from' | 'to';
  readonly currency: Currency;
  readonly unit: SalaryUnit;
}

/** The salary of one employment type; null (hidden) when both ends are empty. */
export function salaryDisplay(employment: OfferEmploymentType): SalaryDisplay | null {
  const { from, to } = employment;
  if (from === null && to === null) return null;
  const original = employment.converted && employment.original !== null ? amountsOf(employment.original.from, employment.original.to) : null;
  const common = {
    currency: employment.currency,
    unit: employment.unit,
    basis: employment.type === 'permanent' || employment.gross ? ('gross' as const) : ('net' as const),
    converted: employment.converted,
    original:
      original === null || employment.original === null
        ? null
        : { ...original, currency: employment.original.currency, unit: employment.original.unit },
  };
  return { ...common, ...(amountsOf(from, to) ?? { amounts: '', bound: 'range' }) };
}

/** The amounts text and which ends it has; null when neither end is given. */
function amountsOf(from: number | null, to: number | null): Pick<SalaryDisplay, 'amounts' | 'bound'> | null {
  if (from !== null && to !== null)
    return { amounts: from === to ? formatAmount(from) : `${formatAmount(from)} - ${formatAmount(to)}`, bound: 'range' };
  if (from !== null) return { amounts: formatAmount(from), bound: 'from' };
  return to !== null ? { amounts: formatAmount(to), bound: 'to' } : null;
}

/** The card's salary: the first employment type that has one, or null (hidden). */
export function cardSalary(offer: Pick<OfferCard, 'employmentTypes'>): SalaryDisplay | null {
  for (const employment of offer.employmentTypes) {
    const display = salaryDisplay(employment);
    if (display !== null) return display;
  }
  return null;
}

/** "+N locations": the multilocation entries whose slug differs from the offer's own slug. */
export function extraLocationCount(offer: Pick<OfferCard, 'slug' | 'multilocation'>): number {
  return offer.multilocation.filter((location) => location.slug !== offer.slug).length;
}

/** The match percent, shown only when present. */
export function matchPercentOf(offer: Pick<OfferCard, 'matchPercent'>): number | null {
  return typeof offer.matchPercent === 'number' && Number.isFinite(offer.matchPercent) ? offer.matchPercent : null;
}

export type OfferAge = { readonly kind: 'new' } | { readonly kind: 'days'; readonly days: number };

const DAY_MS = 86_400_000;

/** 'new' within its first day (or a date that cannot be read, or in the future), else whole days since publication. */
export function offerAge(publishedAt: string, now: Date): OfferAge {
  const published = Date.parse(publishedAt);
  if (Number.isNaN(published)) return { kind: 'new' };
  const days = Math.floor((now.getTime() - published) / DAY_MS);
  return days < 1 ? { kind: 'new' } : { kind: 'days', days };
}

export const EXCERPT_LENGTH = 500;

/** The first 500 characters (whole code points), with no ellipsis. */
export function excerpt(text: string, length: number = EXCERPT_LENGTH): string {
  const characters = Array.from(text);
  return characters.length <= length ? text : characters.slice(0, length).join('');
}

/** One paragraph of a long text cut at an excerpt: the part shown while collapsed and the part shown only when expanded. */
export interface ExcerptParagraph {
  readonly shown: string;
  readonly hidden: string;
}

/**
 * A text's paragraphs (split at blank lines) with the excerpt's cut marked: the first `length`
 * characters (whole code points, counting the blank lines between paragraphs, as `excerpt` does)
 * are shown, the rest hidden until "show more". Joined back, shown then hidden, they are the text.
 */
export function excerptParagraphs(text: string, length: number = EXCERPT_LENGTH): readonly ExcerptParagraph[] {
  const pieces = text.split(/(\n{2,})/);
  const paragraphs: ExcerptParagraph[] = [];
  let left = length;
  for (let index = 0; index < pieces.length; index += 2) {
    const characters = Array.from(pieces[index] ?? '');
    const shown = characters.slice(0, Math.max(0, left)).join('');
    paragraphs.push({ shown, hidden: characters.slice(Math.max(0, left)).join('') });
    left -= characters.length + Array.from(pieces[index + 1] ?? '').length;
  }
  return paragraphs;
}

/** Whether a text is longer than its excerpt (the more/less toggle shows only then). */
export const isTruncated = (text: string, length: number = EXCERPT_LENGTH): boolean => excerpt(text, length) !== text;
