import { PROFILE_LIMITS } from '../profileLimits.ts';
import type { Problem } from './Problems.ts';

export type AvatarType = 'image/png' | 'image/jpeg';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);

/** The image's type by its first bytes (not its name or declared type), or null. The gateway asks file-type the same question. */
export function avatarTypeOf(bytes: Uint8Array): AvatarType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  return startsWith(bytes, JPEG) ? 'image/jpeg' : null;
}

/** A PNG or JPEG of at most 2 MB. */
export function avatarProblem(bytes: Uint8Array): Problem | undefined {
  if (bytes.length > PROFILE_LIMITS.avatarBytes) return 'too-large';
  return avatarTypeOf(bytes) === null ? 'not-an-image' : undefined;
}
