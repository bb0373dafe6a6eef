import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { color, radius } from '../theme/tokens.ts';

/** A small round count on the primary colour: unread messages, favourites, new offers. */
export const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${radius.full};
  background: ${color.primary};
  color: ${color.onPrimary};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1;
`;

/** A count inside a button as a small pill, in the button's colours reversed: the category chips', "more filters"'. */
export const countInButton = css`
  min-width: 22px;
  padding: 0 6px;
  border-radius: ${radius.full};
  font-size: 0.8rem;
  text-align: center;
`;
