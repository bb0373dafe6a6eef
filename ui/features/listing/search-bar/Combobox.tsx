import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { addOptionLabel, DEFAULT_ADD_WORD, textToAdd, visibleOptions } from '../../../../core/listing/search/autocompleteOptions.ts';
import { Empty, GroupLabel, InputRow, Option, Popup, Wrapper } from './comboboxStyles.ts';

export interface ComboboxOption<V> {
  /** Unique within the combobox; becomes part of the option's element id. */
  readonly key: string;
  readonly label: string;
  readonly value: V;
  /** Extra words shown after the label (a count, a group hint). */
  readonly hint?: string;
  /** Kept in the data, never offered (engagement.md 5). */
  readonly hidden?: boolean;
}

export interface ComboboxGroup<V> {
  readonly key: string;
  readonly label: string;
  readonly options: readonly ComboboxOption<V>[];
}

export interface ComboboxProps<V> {
  readonly label: string;
  readonly value: string;
  readonly onValueChange: (text: string) => void;
  readonly groups: readonly ComboboxGroup<V>[];
  readonly onSelect: (option: ComboboxOption<V>) => void;
  /** Shown in the popup when there is no option (loading, nothing found, failed). */
  readonly emptyText?: string | undefined;
  /** Announced politely whenever it changes (how many suggestions, loading). */
  readonly statusText?: string | undefined;
  readonly placeholder?: string;
  readonly name?: string;
  readonly testId?: string;
  readonly onFocus?: () => void;
  /** Enter with no active option: the form submits as usual unless this returns true. */
  readonly onEnterWithoutOption?: () => boolean;
  readonly endAdornment?: ReactNode;
  /**
   * The user may add the typed text as a new option when it matches none (case-insensitive,
   * trimmed): an option reading `Add "text"`, in `addWord` (default Add), whose value is `toValue(text)`.
   */
  readonly creatable?: { readonly toValue: (text: string) => V; readonly addWord?: string };
}

/**
 * A text box with a popup list, after the WAI-ARIA combobox pattern: the input keeps focus,
 * Arrow keys move the active option (aria-activedescendant), Enter chooses it, Escape closes the
 * popup (or clears the text when it is closed), Tab leaves. Options sit in labelled groups; hidden
 * ones are left out, and a creatable combobox ends with the option to add what was typed.
 */
export function Combobox<V>(props: ComboboxProps<V>) {
  const {
    label,
    value,
    onValueChange,
    onSelect,
    emptyText,
    statusText,
    placeholder,
    name,
    testId,
    onFocus,
    onEnterWithoutOption,
    endAdornment,
    creatable,
  } = props;
  const groups = withAddOption(props.groups, value, creatable);
  const id = useId();
  const inputId = `${id}input`;
  const listId = `${id}list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const flat = groups.flatMap((group) => group.options);
  const optionId = (index: number) => `${id}opt${index}`;
  const showPopup = open && (flat.length > 0 || emptyText !== undefined);

  // The active option stays in view while the arrows move through a long list.
  useEffect(() => {
    if (open && active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- ids are stable
  }, [open, active]);

  const choose = (option: ComboboxOption<V>) => {
    onSelect(option);
    setOpen(false);
    setActive(-1);
  };

  const move = (delta: number) => {
    if (!open) setOpen(true);
    if (flat.length === 0) return;
    setActive((current) => {
      if (current === -1) return delta > 0 ? 0 : flat.length - 1;
      return (current + delta + flat.length) % flat.length;
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter': {
        const option = open && active >= 0 ? flat[active] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        } else if (onEnterWithoutOption?.()) {
          event.preventDefault();
          setOpen(false);
        } else {
          setOpen(false);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (value !== '') {
          event.preventDefault();
          onValueChange('');
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  let index = -1;
  return (
    <Wrapper data-testid={testId}>
      <label htmlFor={inputId}>{label}</label>
      <InputRow>
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showPopup}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 && active < flat.length ? optionId(active) : undefined}
          placeholder={placeholder}
          value={value}
          onChange={(event) => {
            onValueChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            onFocus?.();
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
        {endAdornment}
      </InputRow>
      <Popup hidden={!showPopup}>
        <ul id={listId} role="listbox" aria-label={label}>
          {groups.map((group) =>
            group.options.length === 0 ? null : (
              <li key={group.key} role="presentation">
                <ul role="group" {...(group.label === '' ? {} : { 'aria-labelledby': `${id}group-${group.key}` })}>
                  {group.label !== '' && (
                    <GroupLabel id={`${id}group-${group.key}`} role="presentation">
                      {group.label}
                    </GroupLabel>
                  )}
                  {group.options.map((option) => {
                    index += 1;
                    const current = index;
                    return (
                      <Option
                        key={option.key}
                        id={optionId(current)}
                        role="option"
                        aria-selected={current === active}
                        // mousedown, not click: the input must not lose focus (and close the popup) first.
                        onMouseDown={(event) => {
                          event.preventDefault();
                          choose(option);
                        }}
                        onMouseMove={() => setActive(current)}
                      >
                        <span>{option.label}</span>
                        {option.hint && <span>{option.hint}</span>}
                      </Option>
                    );
                  })}
                </ul>
              </li>
            ),
          )}
        </ul>
        {flat.every((option) => option.key === ADD_OPTION_KEY) && emptyText !== undefined && <Empty>{emptyText}</Empty>}
      </Popup>
      <span className="visually-hidden" role="status" aria-live="polite">
        {open ? (statusText ?? '') : ''}
      </span>
    </Wrapper>
  );
}

const ADD_OPTION_KEY = 'add-option';

/** The groups as offered: hidden options left out, then the add option when the typed text is new. */
function withAddOption<V>(groups: readonly ComboboxGroup<V>[], typed: string, creatable: ComboboxProps<V>['creatable']): ComboboxGroup<V>[] {
  const visible = groups.map((group) => ({ ...group, options: visibleOptions(group.options) }));
  const text = creatable
    ? textToAdd(
        typed,
        visible.flatMap((group) => group.options),
      )
    : null;
  if (!creatable || text === null) return visible;
  const add: ComboboxOption<V> = {
    key: ADD_OPTION_KEY,
    label: addOptionLabel(text, creatable.addWord ?? DEFAULT_ADD_WORD),
    value: creatable.toValue(text),
  };
  return [...visible, { key: 'add', label: '', options: [add] }];
}
