import styled from '@emotion/styled';
import { color, media, radius } from '../../../theme/tokens.ts';
import { plainList } from '../../../theme/controls.ts';
import { groupHeading } from '../../../components/menuButtonStyles.ts';

/** The combobox's parts: the labelled input row, the popup with its grouped options, the empty line. */

export const Wrapper = styled.div`
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

export const InputRow = styled.div`
  display: flex;
  align-items: center;
  border: 1px solid ${color.muted};
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

export const Popup = styled.div`
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
    ${plainList}
  }
  /* The listbox itself scrolls: a combobox's popup needs no tab stop of its own (the input keeps focus). */
  > ul {
    max-height: 360px;
    overflow: auto;
  }
`;

export const GroupLabel = styled.li`
  padding: 8px 12px 4px;
  ${groupHeading}
  letter-spacing: 0.02em;
`;

export const Option = styled.li`
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

export const Empty = styled.p`
  margin: 0;
  padding: 10px 12px;
  color: ${color.muted};
`;
