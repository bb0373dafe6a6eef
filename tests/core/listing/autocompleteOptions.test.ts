import { describe, expect, it } from 'vitest';
import { addOptionLabel, textToAdd, visibleOptions } from '../../../core/listing/search/autocompleteOptions.ts';

const options = [{ label: 'React' }, { label: 'Vue.js' }, { label: 'Angular', hidden: true }];

describe('the autocomplete’s add option', () => {
  it('offers to add the typed text when it matches no option', () => {
    expect(textToAdd('Svelte', options)).toBe('Svelte');
    expect(textToAdd('  Svelte kit ', options)).toBe('Svelte kit');
  });

  it('does not when an option says it, case-insensitively and trimmed', () => {
    expect(textToAdd('react', options)).toBeNull();
    expect(textToAdd('  VUE.JS  ', options)).toBeNull();
  });

  it('does not for blank text', () => {
    expect(textToAdd('   ', options)).toBeNull();
  });

  it('a hidden option does not count as existing: it can be added', () => {
    expect(textToAdd('angular', options)).toBe('angular');
  });

  it('reads Add "text", with the add word configurable', () => {
    expect(addOptionLabel('Svelte')).toBe('Add "Svelte"');
    expect(addOptionLabel('Svelte', 'Dodaj')).toBe('Dodaj "Svelte"');
  });
});

describe('hidden options', () => {
  it('are filtered out, the order kept', () => {
    expect(visibleOptions(options).map((option) => option.label)).toEqual(['React', 'Vue.js']);
  });
});
