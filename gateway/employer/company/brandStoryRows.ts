import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { BrandStoryContentDto } from '../../../contract/companies.ts';
import type { BrandStoryEditorDto } from '../../../contract/employerCompany.ts';
import { companyImageUrl } from '../../companies/companyDto.ts';
import type { Schema } from '../../db/Schema.ts';

type Db = Kysely<Schema>;
export type StoryTexts = { readonly pl: BrandStoryContentDto; readonly en: BrandStoryContentDto };

export interface StoryRow {
  readonly status: 'draft' | 'published';
  readonly content: StoryTexts;
  readonly technologies: string[];
  readonly picture_ids: string[];
  readonly updated_at: Date;
}

/**
 * The company a board shows under this slug (a demo company on every board, an employer's on the
 * board it signed up on), or undefined.
 */
export async function companyOfSlug(db: Db, tenantId: string, slug: string): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('companies as c')
    .leftJoin('employer_companies as ec', 'ec.company_id', 'c.id')
    .select('c.id')
    .where('c.slug', '=', slug)
    .where((eb) => eb.or([eb('ec.company_id', 'is', null), eb('ec.tenant_id', '=', tenantId)]))
    .executeTakeFirst();
}

export async function storyOf(db: Db, companyId: number, lock = false): Promise<StoryRow | undefined> {
  const query = db
    .selectFrom('brand_stories')
    .select(['status', 'content', 'technologies', 'picture_ids', 'updated_at'])
    .where('company_id', '=', companyId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export function toEditorDto(slug: string, story: StoryRow): BrandStoryEditorDto {
  return {
    slug,
    status: story.status,
    technologies: story.technologies,
    content: story.content,
    pictures: story.picture_ids.map((id) => ({ id, url: companyImageUrl(id) })),
    updatedAt: new Date(story.updated_at).toISOString(),
  };
}

export interface StoryWrite {
  readonly content: StoryTexts;
  readonly technologies: readonly string[];
  readonly published: boolean;
  /** Pictures of the story kept, in order (already checked to be the story's). */
  readonly keptPictures: readonly string[];
  readonly newPictures: ReadonlyArray<{ readonly bytes: Buffer; readonly mediaType: string }>;
}

/**
 * Writes the whole story in the caller's transaction: new pictures stored as `company_images`
 * (purpose `story`) after the kept ones, pictures it no longer lists deleted, `published_at` set
 * when it is published (the first time, or again after a draft), cleared for a draft.
 */
export async function saveStory(db: Db, companyId: number, previous: StoryRow | undefined, story: StoryWrite, now: Date): Promise<void> {
  const added: string[] = [];
  for (const picture of story.newPictures) {
    const id = randomUUID();
    await db
      .insertInto('company_images')
      .values({ id, company_id: companyId, purpose: 'story', media_type: picture.mediaType, bytes: picture.bytes, created_at: now })
      .execute();
    added.push(id);
  }
  const pictureIds = [...story.keptPictures, ...added];
  const dropped = (previous?.picture_ids ?? []).filter((id) => !story.keptPictures.includes(id));
  if (dropped.length > 0) await db.deleteFrom('company_images').where('company_id', '=', companyId).where('id', 'in', dropped).execute();
  const status: 'published' | 'draft' = story.published ? 'published' : 'draft';
  const publishedAt = story.published ? (previous?.status === 'published' ? sql<Date>`brand_stories.published_at` : now) : null;
  const values = {
    status,
    content: JSON.stringify(story.content),
    technologies: [...story.technologies],
    picture_ids: pictureIds,
    updated_at: now,
  };
  await db
    .insertInto('brand_stories')
    .values({ company_id: companyId, ...values, published_at: story.published ? now : null })
    .onConflict((oc) => oc.column('company_id').doUpdateSet({ ...values, published_at: publishedAt }))
    .execute();
}
