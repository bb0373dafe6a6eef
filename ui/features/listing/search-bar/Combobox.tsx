import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { color, media, radius } from '../../../theme/tokens.ts';

export interface ComboboxOption<V> {
  /** Unique within the combobox; becomes part of the option's element id. */
  readonly key: string;
  readonly label: string;
  readonly value: V;
  /** Extra words shown after the label (a count, a group hint). */
  readonly hint?: string;
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
}

const Wrapper = styled.div`
  position: relative;
  min-width: 0;
  ${media.sm} {
    flex: 1 1 220px;
  }
  label {
    display: block;
    font-size: 0.85rem;
    font-weight: 600;
    margin-bottom: 4px;
  }
`;

const InputRow = styled.div`
  display: flex;
  align-items: center;
  border: 1px solid ${color.border};
  border-radius: ${radius.sm};
  background: ${color.surface};
  &:focus-within {
    outline: 3px solid ${color.focus};
    outline-offset: 1px;
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 8px 12px;
    border: 0;
    background: transparent;
    color: ${color.text};
    font: inherit;
    outline: none;
  }
`;

const Popup = styled.div`
  position: absolute;
  z-index: 20;
  left: 0;
  right: 0;
  top: calc(100% + 4px);
  border: 1px solid ${color.border};
  border-radius: ${radius.sm};
  background: ${color.surface};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.18);
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  /* The listbox itself scrolls: a combobox's popup needs no tab stop of its own (the input keeps focus). */
  > ul {
    max-height: 360px;
    overflow: auto;
  }
`;

const GroupLabel = styled.li`
  padding: 8px 12px 4px;
  font-size: 0.8rem;
  font-weight: 700;
  color: ${color.muted};
  text-transform: uppercase;
  letter-spacing: 0.02em;
`;

const Option = styled.li`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  padding: 8px 12px;
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${color.primary};
    color: ${color.onPrimary};
  }
  span + span {
    opacity: 0.85;
    font-size: 0.85rem;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: 10px 12px;
  color: ${color.muted};
`;

/**
 * A text box with a popup list, after the WAI-ARIA combobox pattern: the input keeps focus,
 * Arrow keys move the active option (aria-activedescendant), Enter chooses it, Escape closes the
 * popup (or clears the text when it is closed), Tab leaves. Options sit in labelled groups.
 */
export function Combobox<V>(props: ComboboxProps<V>) {
  const { label, value, onValueChange, groups, onSelect, emptyText, statusText, placeholder, name, testId, onFocus, onEnterWithoutOption, endAdornment } = props;
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
                <ul role="group" aria-labelledby={`${id}group-${group.key}`}>
                  <GroupLabel id={`${id}group-${group.key}`} role="presentation">
                    {group.label}
                  </GroupLabel>
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
        {flat.length === 0 && emptyText !== undefined && <Empty>{emptyText}</Empty>}
      </Popup>
      <span className="visually-hidden" role="status" aria-live="polite">
        {open ? (statusText ?? '') : ''}
      </span>
    </Wrapper>
  );
}
