/**
 * A demo company's cover: a wide SVG in the logo's colour, with one of four calm patterns. Drawn,
 * not fetched, so the demo works offline. No text: a cover is decoration (its `alt` is empty).
 */
export function coverSvg(name: string, colour: string, pattern: number): string {
  const id = `g${Math.abs(hashOf(name)) % 100000}`;
  const shapes = [
    `<circle cx="1050" cy="60" r="220" fill="#ffffff" fill-opacity="0.12"/><circle cx="180" cy="420" r="260" fill="#000000" fill-opacity="0.12"/>`,
    `<path d="M0 300 C300 200 600 420 1200 260 L1200 400 L0 400 Z" fill="#ffffff" fill-opacity="0.14"/><path d="M0 340 C400 260 800 420 1200 320 L1200 400 L0 400 Z" fill="#000000" fill-opacity="0.12"/>`,
    Array.from(
      { length: 6 },
      (_, i) =>
        `<rect x="${i * 220 - 60}" y="${(i % 2) * 80 + 40}" width="160" height="160" rx="32" fill="#ffffff" fill-opacity="${0.06 + (i % 3) * 0.03}" transform="rotate(12 ${i * 220} 200)"/>`,
    ).join(''),
    Array.from(
      { length: 5 },
      (_, i) => `<line x1="${i * 300 - 200}" y1="400" x2="${i * 300 + 200}" y2="0" stroke="#ffffff" stroke-opacity="0.12" stroke-width="48"/>`,
    ).join(''),
  ];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#111827"/></linearGradient></defs>` +
    `<rect width="1200" height="400" fill="url(#${id})"/>${shapes[pattern % shapes.length] ?? ''}</svg>`
  );
}

function hashOf(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
  return value;
}
