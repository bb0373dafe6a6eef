// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Combobox, type ComboboxGroup, type ComboboxProps } from '../../../ui/features/listing/search-bar/Combobox.tsx';

afterEach(cleanup);

const groups: ComboboxGroup<string>[] = [
  {
    key: 'skills',
    label: 'Skills',
    options: [
      { key: 'react', label: 'React', value: 'react' },
      { key: 'vue', label: 'Vue.js', value: 'vue' },
      { key: 'angular', label: 'Angular', value: 'angular', hidden: true },
    ],
  },
];

function Harness(props: Partial<ComboboxProps<string>> & { readonly onChosen: (value: string) => void }) {
  const [text, setText] = useState('');
  return (
    <Combobox<string>
      label="Skill"
      value={text}
      onValueChange={setText}
      groups={groups}
      onSelect={(option) => props.onChosen(option.value)}
      {...props}
    />
  );
}

function type(text: string) {
  const input = screen.getByRole('combobox');
  act(() => fireEvent.focus(input));
  act(() => fireEvent.change(input, { target: { value: text } }));
  return input;
}
const optionLabels = () => screen.queryAllByRole('option', { hidden: true }).map((option) => option.textContent);

describe('the autocomplete (engagement.md 5)', () => {
  it('never offers a hidden option', () => {
    render(<Harness onChosen={() => {}} />);
    type('');
    expect(optionLabels()).toEqual(['React', 'Vue.js']);
  });

  it('offers Add "text" when the typed text matches no option, and chooses the typed text', () => {
    const chosen: string[] = [];
    render(<Harness onChosen={(value) => chosen.push(value)} creatable={{ toValue: (text) => `new:${text}` }} />);
    const input = type('  Svelte ');
    expect(optionLabels()).toEqual(['React', 'Vue.js', 'Add "Svelte"']);
    act(() => fireEvent.keyDown(input, { key: 'ArrowUp' }));
    act(() => fireEvent.keyDown(input, { key: 'Enter' }));
    expect(chosen).toEqual(['new:Svelte']);
  });

  it('does not offer to add what an option already says, case-insensitively', () => {
    render(<Harness onChosen={() => {}} creatable={{ toValue: (text) => text }} />);
    type('vue.JS');
    expect(optionLabels()).toEqual(['React', 'Vue.js']);
  });

  it('takes its add word from the caller', () => {
    render(<Harness onChosen={() => {}} creatable={{ toValue: (text) => text, addWord: 'Dodaj' }} />);
    type('Angular');
    expect(optionLabels()).toContain('Dodaj "Angular"');
  });

  it('offers no add option unless it is creatable', () => {
    render(<Harness onChosen={() => {}} />);
    type('Svelte');
    expect(optionLabels()).toEqual(['React', 'Vue.js']);
  });
});
