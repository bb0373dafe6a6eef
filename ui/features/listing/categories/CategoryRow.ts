import styled from '@emotion/styled';

/** The row of a category bar: its pills and buttons side by side, centred, wrapping onto more lines. */
export const CategoryRow = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;
