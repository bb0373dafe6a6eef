/** Normalises a location hash: no leading '#', percent-decoded when valid, trimmed. */
export function normaliseHash(raw: string): string {
  const text = raw.startsWith('#') ? raw.slice(1) : raw;
  try {
    return decodeURIComponent(text).trim();
  } catch {
    return text.trim();
  }
}
