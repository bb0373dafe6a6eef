import type { IndustriesTable } from '../tables.ts';

/**
 * The industries a company may name (the same domains the demo companies' descriptions mention).
 * Keys are stable: profiles store them. Inserted by migration 0012, upserted again by the seed.
 */
export const industries: readonly IndustriesTable[] = [
  ['fintech', 'Fintech i bankowość', 'Fintech and banking'],
  ['e-commerce', 'E-commerce', 'E-commerce'],
  ['healthcare', 'Ochrona zdrowia', 'Healthcare'],
  ['logistics', 'Logistyka', 'Logistics'],
  ['automotive', 'Motoryzacja', 'Automotive'],
  ['energy', 'Energetyka', 'Energy'],
  ['insurance', 'Ubezpieczenia', 'Insurance'],
  ['media', 'Media', 'Media'],
  ['travel', 'Turystyka', 'Travel'],
  ['education', 'Edukacja', 'Education'],
  ['gaming', 'Gry', 'Gaming'],
  ['retail', 'Handel detaliczny', 'Retail'],
  ['telecommunications', 'Telekomunikacja', 'Telecommunications'],
  ['public-sector', 'Sektor publiczny', 'Public sector'],
  ['manufacturing', 'Produkcja', 'Manufacturing'],
  ['real-estate', 'Nieruchomości', 'Real estate'],
  ['software', 'Oprogramowanie', 'Software'],
  ['marketing', 'Marketing i reklama', 'Marketing and advertising'],
].map(([key, label_pl, label_en], position) => ({ key: key as string, label_pl: label_pl as string, label_en: label_en as string, position }));

/** The industry named by a description's domain word ("public sector" is stored as public-sector). */
export const industryKeyOf = (domain: string): string | undefined => industries.find((industry) => industry.key === domain.replace(/\s+/g, '-'))?.key;
