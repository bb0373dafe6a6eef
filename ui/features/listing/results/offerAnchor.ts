/**
 * Where the offer list stood: the offer at the top of the window and how far its top edge sat from
 * the window's top. The way back to a listing restores this rather than a pixel offset, because the
 * cards off screen are laid out only when they come near (`content-visibility`), so the height above
 * an offer is an estimate until the visitor has scrolled past it.
 */
export type OfferAnchor = { readonly slug: string; readonly top: number };

/** One list item's offer and its edges, relative to the window's top. */
export type ItemBox = { readonly slug: string; readonly top: number; readonly bottom: number };

/** The first offer still showing at the window's top (its bottom edge below it); none for an empty list. */
export function anchorOf(boxes: readonly ItemBox[]): OfferAnchor | null {
  const first = boxes.find((box) => box.bottom > 0) ?? null;
  return first === null ? null : { slug: first.slug, top: first.top };
}

/** A stored anchor read back; anything else (a missing, foreign or corrupt value) is none. */
export function parseAnchor(raw: string | null): OfferAnchor | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { slug, top } = value as Record<string, unknown>;
    return typeof slug === 'string' && slug !== '' && typeof top === 'number' && Number.isFinite(top) ? { slug, top } : null;
  } catch {
    return null;
  }
}
