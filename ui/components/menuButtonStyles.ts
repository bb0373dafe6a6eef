import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { Link } from 'react-router';
import { color, radius } from '../theme/tokens.ts';
import { surfaceBox } from '../theme/controls.ts';

/** The menu button's look: the trigger, the popup and its items (MenuButton.tsx holds the behaviour). */

export const Wrapper = styled.div`
  position: relative;
  display: inline-flex;
`;

export const MenuTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  min-width: 40px;
  padding: 6px 10px;
  border: 1px solid ${color.border};
  border-radius: ${radius.full};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  white-space: nowrap;
  cursor: pointer;
  &[aria-expanded='true'] {
    border-color: ${color.primary};
  }
`;

export const Popup = styled.div<{ align: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + 6px);
  ${(props) => (props.align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: 30;
  min-width: 220px;
  max-width: min(320px, calc(100vw - 16px));
  max-height: calc(100vh - 96px);
  overflow: auto;
  padding: 6px;
  ${surfaceBox}
  color: ${color.text};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.18);
`;

/**
 * An entry of a menu (a link or a button): a full-width row, plain until the pointer is over it. The
 * popup menus use the compact size; the side menu's and the phone menu's entries are a touch larger.
 */
export const menuEntryCss = (size: 'compact' | 'large') => `
  display: flex;
  align-items: center;
  gap: ${size === 'compact' ? '10px' : '12px'};
  width: 100%;
  min-height: ${size === 'compact' ? '40px' : '44px'};
  padding: ${size === 'compact' ? '8px 10px' : '8px 12px'};
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${color.text};
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${color.background};
  }
`;

const itemCss = `
  ${menuEntryCss('compact')}
  &:focus-visible {
    background: ${color.background};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.75;
  }
  &[aria-checked='true'] {
    font-weight: 700;
  }
`;

export const ItemLink = styled(Link)`
  ${itemCss}
`;
export const ItemAnchor = styled.a`
  ${itemCss}
`;
export const ItemButton = styled.button`
  ${itemCss}
`;

/** The heading of a group of choices in a popup, in small bold muted capitals: the menus', the search bar's suggestions'. */
export const groupHeading = css`
  font-size: 0.8rem;
  font-weight: 700;
  color: ${color.muted};
  text-transform: uppercase;
`;

/** A visible heading of a group inside a menu: hidden from assistive technology, which reads the group's name instead. */
export const MenuGroupLabel = styled.div`
  padding: 8px 10px 4px;
  ${groupHeading}
  letter-spacing: 0.04em;
`;

export const MenuSeparator = styled.div`
  height: 1px;
  margin: 6px 0;
  background: ${color.border};
`;
