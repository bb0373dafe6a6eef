import type { BrandStoryContent } from '../../../companies/Company.ts';
import type { ImageUpload } from '../Company.ts';

/** A brand story in one language: the company page's content. */
export type StoryContent = BrandStoryContent;

export interface StoryPicture {
  readonly id: string;
  readonly url: string;
}

/** The brand story as its company's panel edits it: both languages, draft or published. */
export interface BrandStory {
  readonly slug: string;
  readonly status: 'draft' | 'published';
  readonly content: { readonly pl: StoryContent; readonly en: StoryContent };
  readonly technologies: readonly string[];
  /** Shared by both languages, in the order the story shows them. */
  readonly pictures: readonly StoryPicture[];
  /** ISO 8601. */
  readonly updatedAt: string;
}

/** PUT /v2/employer-panel/brand-stories/{slug}: the whole story; pictures kept by id, new ones appended. */
export interface BrandStoryInput {
  readonly slug: string;
  readonly content: { readonly pl: StoryContent; readonly en: StoryContent };
  readonly technologies: readonly string[];
  readonly published: boolean;
  readonly keptPictures: readonly string[];
  readonly newPictures: readonly ImageUpload[];
}

export const emptyStoryContent: StoryContent = { headline: '', sections: [], benefits: [] };
