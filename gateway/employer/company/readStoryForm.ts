import { isLeft } from 'fp-ts/lib/Either.js';
import { BrandStoryContentCodec } from '../../../contract/companies.ts';
import { storyProblems, STORY_LIMITS } from '../../../core/employer/company/story/storyRules.ts';
import type { BrandStoryContentDto } from '../../../contract/companies.ts';
import { flag } from '../../offers/draft/multipartOffer.ts';
import type { StoryRow, StoryWrite } from './brandStoryRows.ts';
import { checkImage } from './imageUpload.ts';
import type { MultipartForm } from './readMultipart.ts';
import { htmlToParagraphs, stripHtml } from '../../http/stripHtml.ts';
import * as t from 'io-ts';

export type StoryFormRead =
  { readonly ok: true; readonly story: StoryWrite } | { readonly ok: false; readonly status: 400 | 413 | 415; readonly message: string };

const ContentCodec = t.type({ pl: BrandStoryContentCodec, en: BrandStoryContentCodec });
const NamesCodec = t.array(t.string);

function json(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return Symbol.for('not-json');
  }
}

/** One language's story with HTML sanitised away (bodies keep their paragraphs) and empty parts left out. */
function plainContent(content: BrandStoryContentDto): BrandStoryContentDto {
  return {
    headline: stripHtml(content.headline),
    sections: content.sections
      .map((section) => ({ title: stripHtml(section.title), body: htmlToParagraphs(section.body) }))
      .filter((section) => section.title !== '' || section.body !== ''),
    benefits: content.benefits.map((benefit) => stripHtml(benefit)).filter((benefit) => benefit !== ''),
  };
}

/**
 * PUT /v2/employer-panel/brand-stories/{slug}'s form (contract/employerCompany.ts,
 * BrandStoryFieldsCodec): `content` and optional `technologies`, `pictures` (ids kept) as JSON texts,
 * `published` 1/0, new pictures as `picture` files. The story's limits are the editor's
 * (core/employer/company/story/storyRules.ts), checked on the sanitised text; kept pictures must be
 * the story's own; each new picture is read by its bytes. Nothing is stored when any part fails.
 */
export async function readStoryForm(form: MultipartForm, previous: StoryRow | undefined): Promise<StoryFormRead> {
  const refuse = (message: string): StoryFormRead => ({ ok: false, status: 400, message });
  const content = ContentCodec.decode(json(form.fields.get('content')));
  if (isLeft(content)) return refuse('content: a JSON text of {pl, en}, each {headline, sections: [{title, body}], benefits: [text]}.');
  const technologies = NamesCodec.decode(json(form.fields.get('technologies') ?? '[]'));
  if (isLeft(technologies)) return refuse('technologies: a JSON array of names.');
  const kept = NamesCodec.decode(json(form.fields.get('pictures') ?? '[]'));
  if (isLeft(kept)) return refuse('pictures: a JSON array of the ids of the pictures to keep.');
  const published = flag(form.fields.get('published') ?? '0');
  if (typeof published !== 'boolean') return refuse('published: 1 or 0.');
  const own = new Set(previous?.picture_ids ?? []);
  if (kept.right.some((id) => !own.has(id)) || new Set(kept.right).size !== kept.right.length)
    return refuse('pictures: only the ids of this story’s own pictures, each once.');
  const files = form.files.filter((file) => file.field === 'picture' && file.bytes.length > 0);
  const story = {
    content: { pl: plainContent(content.right.pl), en: plainContent(content.right.en) },
    technologies: [
      ...new Map(
        technologies.right
          .map((name) => stripHtml(name))
          .filter((name) => name !== '')
          .map((name) => [name.toLowerCase(), name]),
      ).values(),
    ],
    published,
  };
  const problems = storyProblems({ ...story, keptPictures: kept.right, newPictures: [] });
  if (kept.right.length + files.length > STORY_LIMITS.pictures) problems.push({ path: 'pictures', problem: `at most ${STORY_LIMITS.pictures}` });
  if (problems.length > 0) return refuse(problems.map((problem) => `${problem.path}: ${problem.problem.replace(/-/g, ' ')}.`).join(' '));
  const newPictures = [];
  for (const [index, file] of files.entries()) {
    const image = await checkImage(`picture ${index + 1}`, file.bytes, 'story');
    if (!image.ok) return image;
    newPictures.push({ bytes: image.bytes, mediaType: image.mediaType });
  }
  return { ok: true, story: { ...story, keptPictures: kept.right, newPictures } };
}
