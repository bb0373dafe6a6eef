/**
 * The candidate-side dictionaries that have no table of their own (migration 0018): benefits and
 * dress codes, each entry a stable key with a label in both languages. Industries and company
 * types belong to the companies context (gateway/companies/), which serves them.
 */
export interface DictionaryEntriesTable {
  kind: DictionaryKind;
  key: string;
  label_pl: string;
  label_en: string;
  position: number;
}

export const dictionaryKinds = ['benefit', 'dresscode'] as const;
export type DictionaryKind = (typeof dictionaryKinds)[number];

export interface DictionaryTables {
  dictionary_entries: DictionaryEntriesTable;
}
