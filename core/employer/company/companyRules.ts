import { companyTypes, type CompanyType, type ImageUpload } from './Company.ts';
import { hasControlCharacters, hasControlCharactersBesidesLineBreaks } from '../../shared/controlCharacters.ts';

/**
 * The company panel's rules, shared by its forms (messages as the user types), its use cases
 * (nothing invalid is sent) and the gateway (gateway/employer/company/), which checks the same
 * limits again and reads images by their bytes.
 */
export const COMPANY_LIMITS = {
  name: 200,
  shortDescription: 500,
  size: 30,
  site: 300,
  informationClause: 5000,
  consent: 2000,
} as const;

/** Raster images only (an SVG is a document that can carry scripts), recognised by their bytes. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export type ImagePurpose = 'logo' | 'cover' | 'story';
export const IMAGE_MAX_BYTES: Readonly<Record<ImagePurpose, number>> = {
  logo: 1024 * 1024,
  cover: 5 * 1024 * 1024,
  story: 2 * 1024 * 1024,
};

/** Words people type for each type, compared without case, spaces, dashes or underscores. */
const TYPE_WORDS: Readonly<Record<CompanyType, readonly string[]>> = {
  'software-house': ['softwarehouse', 'software'],
  'e-commerce': ['ecommerce', 'eshop', 'onlineshop', 'sklepinternetowy'],
  startup: ['startup'],
  corporation: ['corporation', 'corporate', 'enterprise', 'korporacja'],
  agency: ['agency', 'agencja', 'interactiveagency', 'agencjainteraktywna'],
  other: ['other', 'inna', 'inne'],
};

const squeeze = (text: string): string =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_.-]+/g, '');

/** A type as typed or chosen, normalised to one of the six types; null when it is none of them (refused, never guessed). */
export function normaliseCompanyType(raw: string): CompanyType | null {
  const word = squeeze(raw);
  if (word === '') return null;
  return companyTypes.find((type) => squeeze(type) === word || TYPE_WORDS[type].includes(word)) ?? null;
}

export type CompanyFieldProblem = 'required' | 'too-long' | 'invalid-characters' | 'invalid-site' | 'unknown-type';

/** A line of plain text: trimmed length within `max` (and at least one character when required), no control characters. */
export function lineProblem(raw: string, max: number, required = false): CompanyFieldProblem | undefined {
  const text = raw.trim();
  if (text === '') return required ? 'required' : undefined;
  if (text.length > max) return 'too-long';
  return hasControlCharacters(text) ? 'invalid-characters' : undefined;
}

/** Paragraphs of plain text: line breaks allowed. */
export function blockProblem(raw: string, max: number): CompanyFieldProblem | undefined {
  if (raw.trim().length > max) return 'too-long';
  return hasControlCharactersBesidesLineBreaks(raw) ? 'invalid-characters' : undefined;
}

/** Empty is none; otherwise an http(s) address. */
export function siteProblem(raw: string): CompanyFieldProblem | undefined {
  const text = raw.trim();
  if (text === '') return undefined;
  if (text.length > COMPANY_LIMITS.site) return 'too-long';
  if (!/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(text)) return 'invalid-site';
  return undefined;
}

export interface CompanyDataValues {
  readonly name: string;
  readonly shortDescription: string;
  readonly type: string;
  readonly size: string;
  readonly site: string;
}

/** The company data form's problems by field; none means it can be sent. */
export function companyDataProblems(values: Partial<CompanyDataValues>): Partial<Record<keyof CompanyDataValues, CompanyFieldProblem>> {
  const problems: Partial<Record<keyof CompanyDataValues, CompanyFieldProblem | undefined>> = {
    name: values.name === undefined ? undefined : lineProblem(values.name, COMPANY_LIMITS.name, true),
    shortDescription: values.shortDescription === undefined ? undefined : blockProblem(values.shortDescription, COMPANY_LIMITS.shortDescription),
    type: values.type === undefined || normaliseCompanyType(values.type) !== null ? undefined : 'unknown-type',
    size: values.size === undefined ? undefined : lineProblem(values.size, COMPANY_LIMITS.size),
    site: values.site === undefined ? undefined : siteProblem(values.site),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined));
}

export type ImageProblem = 'file-too-large' | 'file-type-not-allowed' | 'file-empty';

/** What the bytes begin with: PNG, JPEG or WebP, else null (the gateway reads them the same way, with file-type). */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** A chosen image's problem before it is sent: empty, over its purpose's limit, or not claiming an image type we take. */
export function imageProblem(upload: Pick<ImageUpload, 'size' | 'type'>, purpose: ImagePurpose): ImageProblem | undefined {
  if (upload.size === 0) return 'file-empty';
  if (upload.size > IMAGE_MAX_BYTES[purpose]) return 'file-too-large';
  return upload.type === '' || (IMAGE_TYPES as readonly string[]).includes(upload.type) ? undefined : 'file-type-not-allowed';
}
