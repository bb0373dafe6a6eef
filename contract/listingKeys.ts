import * as t from 'io-ts';

/** The listing's value keys on the wire: filter values, currencies, salary units, sort and language. */

export const EmploymentTypeKeyCodec = t.keyof({ permanent: null, b2b: null, mandate_contract: null, contract: null, internship: null });
export type EmploymentTypeKey = t.TypeOf<typeof EmploymentTypeKeyCodec>;
export const ExperienceLevelKeyCodec = t.keyof({ trainee: null, junior: null, mid: null, senior: null, manager: null });
export const WorkplaceTypeKeyCodec = t.keyof({ remote: null, hybrid: null, office: null });
export const WorkingTimeKeyCodec = t.keyof({ full_time: null, part_time: null, practice_internship: null, freelance: null });
export const CurrencyKeyCodec = t.keyof({ pln: null, eur: null, usd: null, gbp: null, chf: null });
export type CurrencyKey = t.TypeOf<typeof CurrencyKeyCodec>;
export const SalaryUnitCodec = t.keyof({ hour: null, day: null, month: null, year: null });
export const SortByCodec = t.keyof({ published: null, newest: null, salary: null });
export const OrderByCodec = t.keyof({ ASC: null, DESC: null });
export const LanguageCodec = t.keyof({ pl: null, en: null });
