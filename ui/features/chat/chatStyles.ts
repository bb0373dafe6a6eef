import styled from '@emotion/styled';
import { candidateMedia } from '../../theme/breakpoints.ts';
import { color, radius } from '../../theme/tokens.ts';
import { plainList, surfaceBox, textBox } from '../../theme/controls.ts';

/** The conversations list beside the open conversation (stacked on phones). */
export const ChatLayout = styled.div`
  display: grid;
  gap: 16px;
  ${candidateMedia.md} {
    grid-template-columns: minmax(240px, 320px) 1fr;
  }
`;

export const ConversationListBox = styled.nav`
  ${surfaceBox}
  h2 {
    margin: 0;
    padding: 12px 16px;
    font-size: 1.05rem;
    border-bottom: 1px solid ${color.border};
  }
  ul {
    ${plainList}
  }
  li + li {
    border-top: 1px solid ${color.border};
  }
  button {
    display: flex;
    width: 100%;
    gap: 8px;
    align-items: flex-start;
    justify-content: space-between;
    padding: 12px 16px;
    border: 0;
    background: transparent;
    color: ${color.text};
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  button[aria-current='true'] {
    background: ${color.background};
    box-shadow: inset 4px 0 0 ${color.primary};
  }
  .name {
    font-weight: 700;
  }
  .preview,
  .offer {
    display: block;
    color: ${color.muted};
    font-size: 0.9rem;
    overflow-wrap: anywhere;
  }
  > p {
    margin: 0;
    padding: 16px;
    color: ${color.muted};
  }
`;

export const ConversationBox = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 420px;
  ${surfaceBox}
  header {
    padding: 12px 16px;
    border-bottom: 1px solid ${color.border};
  }
  header h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  header p {
    margin: 2px 0 0;
    color: ${color.muted};
  }
  .placeholder {
    margin: auto;
    padding: 24px;
    color: ${color.muted};
  }
`;

export const MessageList = styled.ol`
  flex: 1;
  list-style: none;
  margin: 0;
  padding: 16px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  max-height: 60vh;
  overflow-y: auto;
  li {
    max-width: 80%;
    padding: 8px 12px;
    border-radius: ${radius.md};
    border: 1px solid ${color.border};
    background: ${color.background};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  li.own {
    align-self: flex-end;
    background: ${color.primary};
    color: ${color.onPrimary};
    border-color: ${color.primary};
  }
  li.refused {
    border-style: dashed;
  }
  .meta {
    display: block;
    margin-top: 4px;
    font-size: 0.8rem;
    opacity: 0.85;
  }
`;

export const ComposerForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 12px 16px;
  border-top: 1px solid ${color.border};
  textarea {
    ${textBox}
    width: 100%;
    min-height: 64px;
    padding: 8px 10px;
    resize: vertical;
  }
  .row {
    display: flex;
    gap: 8px;
    align-items: center;
    justify-content: space-between;
  }
  .counter,
  .problem {
    color: ${color.muted};
    font-size: 0.85rem;
  }
  .problem {
    color: ${color.text};
    font-weight: 600;
  }
`;

export const StatusLine = styled.p`
  margin: 0 0 12px;
  color: ${color.muted};
`;
