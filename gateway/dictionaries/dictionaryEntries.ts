import type { DictionaryEntriesTable, DictionaryKind } from './tables.ts';

type Entry = readonly [key: string, pl: string, en: string];

/** What an offer or a company page may list as perks (engagement.md 7, `/benefits`). Keys are stable. */
const benefits: readonly Entry[] = [
  ['private-healthcare', 'Prywatna opieka medyczna', 'Private healthcare'],
  ['sport-card', 'Karta sportowa', 'Sports card'],
  ['life-insurance', 'Ubezpieczenie na życie', 'Life insurance'],
  ['remote-work', 'Praca zdalna', 'Remote work'],
  ['flexible-hours', 'Elastyczne godziny pracy', 'Flexible working hours'],
  ['training-budget', 'Budżet szkoleniowy', 'Training budget'],
  ['conferences', 'Konferencje', 'Conferences'],
  ['language-classes', 'Lekcje języków obcych', 'Language classes'],
  ['equipment', 'Sprzęt do wyboru', 'Equipment of your choice'],
  ['home-office-budget', 'Dofinansowanie pracy z domu', 'Home office allowance'],
  ['parental-support', 'Wsparcie dla rodziców', 'Support for parents'],
  ['extra-leave', 'Dodatkowe dni urlopu', 'Extra days off'],
  ['bonus', 'Premie', 'Bonuses'],
  ['employee-shares', 'Akcje pracownicze', 'Employee shares'],
  ['pension-plan', 'Program emerytalny (PPK)', 'Pension plan (PPK)'],
  ['mental-health', 'Wsparcie psychologiczne', 'Mental health support'],
  ['relocation', 'Pakiet relokacyjny', 'Relocation package'],
  ['parking', 'Parking', 'Parking'],
  ['bike-parking', 'Parking rowerowy', 'Bike parking'],
  ['snacks', 'Owoce i przekąski', 'Fruit and snacks'],
  ['integration-events', 'Wyjazdy integracyjne', 'Team events'],
  ['pet-friendly', 'Biuro przyjazne zwierzętom', 'Pet-friendly office'],
];

/** How people dress at work (engagement.md 7, `/dresscodes`). */
const dresscodes: readonly Entry[] = [
  ['casual', 'Swobodny', 'Casual'],
  ['smart-casual', 'Smart casual', 'Smart casual'],
  ['business-casual', 'Business casual', 'Business casual'],
  ['business', 'Biznesowy', 'Business'],
  ['uniform', 'Strój służbowy', 'Uniform'],
  ['no-dress-code', 'Brak zasad ubioru', 'No dress code'],
];

const byKind: Readonly<Record<DictionaryKind, readonly Entry[]>> = { benefit: benefits, dresscode: dresscodes };

/** Every entry as a row, in each dictionary's order: the one source that migration 0018 writes and tests read. */
export const dictionaryEntries: readonly DictionaryEntriesTable[] = (Object.entries(byKind) as Array<[DictionaryKind, readonly Entry[]]>).flatMap(
  ([kind, entries]) => entries.map(([key, label_pl, label_en], position) => ({ kind, key, label_pl, label_en, position })),
);
