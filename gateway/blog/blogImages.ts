import { companyInitials } from '../../core/companies/companyInitials.ts';
import { seededAuthors, seededPostColour } from './seededBlog.ts';

/** The demo blog's pictures, drawn here (nothing is fetched): a post's thumbnail in two sizes and each author's initials. */
const sizes = { medium: [400, 225], large: [800, 450] } as const;

export function seededBlogImage(name: string): string | null {
  const author = /^author-([a-z-]{1,60})\.svg$/.exec(name);
  if (author) {
    const found = seededAuthors[author[1] ?? ''];
    return found ? avatarSvg(found.name, found.colour) : null;
  }
  const post = /^([a-z0-9-]{1,80})-(medium|large)\.svg$/.exec(name);
  if (!post) return null;
  const colour = seededPostColour(post[1] ?? '');
  return colour ? thumbnailSvg(colour, sizes[post[2] as keyof typeof sizes]) : null;
}

function thumbnailSvg(colour: string, [width, height]: readonly [number, number]): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 800 450">` +
    `<rect width="800" height="450" fill="${colour}"/>` +
    `<circle cx="640" cy="90" r="150" fill="#ffffff" fill-opacity="0.16"/>` +
    `<rect x="80" y="250" width="360" height="28" rx="14" fill="#ffffff" fill-opacity="0.55"/>` +
    `<rect x="80" y="300" width="240" height="28" rx="14" fill="#ffffff" fill-opacity="0.35"/></svg>`
  );
}

function avatarSvg(name: string, colour: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="${colour}"/>` +
    `<text x="32" y="33" dominant-baseline="middle" text-anchor="middle" font-family="Archivo, Arial, sans-serif" font-size="24" font-weight="700" fill="#ffffff">${companyInitials(name)}</text></svg>`
  );
}
