import { encodeIco, encodePng, type Rgba } from './png.ts';

/**
 * The tenant's icon: a rounded square in its primary colour with a white briefcase, the same
 * shapes as SVG (favicon.svg) and as pixels (favicon.ico, apple-touch-icon, the manifest's icons).
 * Coordinates are fractions of the side, so every size draws the same picture.
 */

interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly radius: number;
}

const background: Box = { left: 0, top: 0, right: 1, bottom: 1, radius: 0.22 };
const body: Box = { left: 0.2, top: 0.36, right: 0.8, bottom: 0.78, radius: 0.06 };
const handleOuter: Box = { left: 0.37, top: 0.2, right: 0.63, bottom: 0.4, radius: 0.05 };
const handleInner: Box = { left: 0.44, top: 0.27, right: 0.56, bottom: 0.4, radius: 0 };
/** A strap across the case, in the background colour. */
const strap: Box = { left: 0.2, top: 0.52, right: 0.8, bottom: 0.56, radius: 0 };

function inside(box: Box, x: number, y: number): boolean {
  if (x < box.left || x > box.right || y < box.top || y > box.bottom) return false;
  const cx = Math.min(Math.max(x, box.left + box.radius), box.right - box.radius);
  const cy = Math.min(Math.max(y, box.top + box.radius), box.bottom - box.radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= box.radius ** 2;
}

/** `#rrggbb` to RGBA (opaque). */
export function rgbaOf(hex: string): Rgba {
  const value = /^#([0-9a-f]{6})$/i.exec(hex)?.[1] ?? '000000';
  return [parseInt(value.slice(0, 2), 16), parseInt(value.slice(2, 4), 16), parseInt(value.slice(4, 6), 16), 255];
}

const WHITE: Rgba = [255, 255, 255, 255];
const CLEAR: Rgba = [0, 0, 0, 0];

/** The icon as a `size`×`size` PNG in `primary`; `maskable` fills the square (the platform rounds it). */
export function iconPng(size: number, primary: string, options: { readonly maskable?: boolean } = {}): Buffer {
  const colour = rgbaOf(primary);
  const square: Box = options.maskable ? { ...background, radius: 0 } : background;
  return encodePng(size, (px, py) => {
    const x = (px + 0.5) / size;
    const y = (py + 0.5) / size;
    if (!inside(square, x, y)) return CLEAR;
    if (inside(strap, x, y)) return colour;
    if (inside(body, x, y)) return WHITE;
    if (inside(handleOuter, x, y) && !inside(handleInner, x, y)) return WHITE;
    return colour;
  });
}

/** favicon.ico: 16, 32 and 48 pixels. */
export const iconIco = (primary: string): Buffer => encodeIco([16, 32, 48].map((size) => ({ size, png: iconPng(size, primary) })));

const rect = (box: Box, fill: string) =>
  `<rect x="${box.left * 64}" y="${box.top * 64}" width="${(box.right - box.left) * 64}" height="${(box.bottom - box.top) * 64}" rx="${box.radius * 64}" fill="${fill}"/>`;

/** favicon.svg: the same picture as vectors. */
export function iconSvg(primary: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    rect(background, primary),
    rect(handleOuter, '#fff'),
    rect(handleInner, primary),
    rect(body, '#fff'),
    rect(strap, primary),
    '</svg>',
  ].join('');
}
