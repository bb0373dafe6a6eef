import { ChatClientFrameCodec, type ChatClientFrameDto } from '../../contract/chat.ts';
import { decodeInput, UUID_PATTERN } from '../http/decodeInput.ts';

const MAX_CLIENT_ID = 64;

/**
 * A frame the client sent, or null for anything that is not one of ours: not JSON, not an object, an
 * unknown type, a field of the wrong type, an id that is not a UUID or a positive whole number.
 * A null closes the socket (docs/chat.md, "Limits").
 */
export function parseClientFrame(text: string): ChatClientFrameDto | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const frame = decodeInput(ChatClientFrameCodec, value);
  if (!frame) return null;
  if ('conversationId' in frame && !UUID_PATTERN.test(frame.conversationId)) return null;
  if (frame.type === 'send' && (frame.clientId.length === 0 || frame.clientId.length > MAX_CLIENT_ID)) return null;
  if (frame.type === 'read' && !isPositiveId(frame.messageId)) return null;
  if (frame.type === 'history' && frame.before !== null && !isPositiveId(frame.before)) return null;
  return frame;
}

const isPositiveId = (value: number): boolean => Number.isSafeInteger(value) && value > 0;
