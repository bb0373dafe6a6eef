import { describe, expect, it } from 'vitest';
import type { BrandStories } from '../../../core/employer/company/story/BrandStories.ts';
import { failure, ok } from './employerDevice.ts';
import { EXECUTABLE_BYTES, file, JPEG_BYTES, PNG_BYTES, storyInput, type NewCompany } from './companyDevice.ts';

/** What every BrandStories adapter promises: none is null, a draft is the company's, the write is its admin's. */
export function brandStoriesContract(adapter: string, newCompany: NewCompany): void {
  describe(`BrandStories contract: ${adapter}`, () => {
    it('answers null for a company without a story', async () => {
      const admin = await newCompany();
      expect(await ok(admin.stories.load(admin.slug))).toBeNull();
      expect(await ok(admin.stories.status(admin.slug))).toBeNull();
      expect(await ok(admin.guest().stories.status('no-such-company-zz'))).toBeNull();
    });

    it('shows a draft to the company only, then publishes it for everyone', async () => {
      const admin = await newCompany();
      const draft = await ok(
        admin.stories.save({
          ...storyInput(admin.slug, 'Ours', false),
          newPictures: [file(PNG_BYTES, 'office.png', 'image/png'), file(JPEG_BYTES, 'team.jpg', 'image/jpeg')],
        }),
      );
      expect(draft).toMatchObject({ slug: admin.slug, status: 'draft', technologies: ['TypeScript'] });
      expect(draft.content.en.headline).toBe('Ours EN');
      expect(draft.pictures).toHaveLength(2);
      expect(await ok(admin.stories.load(admin.slug))).toEqual(draft);
      const recruiter = await admin.member('recruiter');
      expect((await ok(recruiter.stories.load(admin.slug)))?.status).toBe('draft');
      expect(await ok(admin.guest().stories.load(admin.slug))).toBeNull();
      const stranger = await newCompany();
      expect(await ok(stranger.stories.status(admin.slug))).toBeNull();

      const [office] = draft.pictures;
      const published = await ok(admin.stories.save({ ...storyInput(admin.slug, 'Ours', true), keptPictures: [office!.id] }));
      expect(published).toMatchObject({ status: 'published', pictures: [office] });
      expect(await ok(admin.guest().stories.status(admin.slug))).toBe('published');
      expect((await ok(admin.company.load())).brandStory).toBe('published');
    });

    it('refuses a recruiter, another company and pictures that are not images', async () => {
      const admin = await newCompany();
      const recruiter = await admin.member('recruiter');
      expect(await failure(recruiter.stories.save(storyInput(admin.slug, 'Nope', true)))).toEqual({ kind: 'forbidden' });
      const stranger = await newCompany();
      expect(await failure(stranger.stories.save(storyInput(admin.slug, 'Nope', true)))).toEqual({ kind: 'not-found' });
      expect(
        await failure(admin.stories.save({ ...storyInput(admin.slug, 'Bad', true), newPictures: [file(EXECUTABLE_BYTES, 'x.png', 'image/png')] })),
      ).toEqual({
        kind: 'file-type-not-allowed',
      });
      expect(
        (await failure(admin.stories.save({ ...storyInput(admin.slug, 'Bad', true), keptPictures: ['00000000-0000-4000-8000-000000000000'] }))).kind,
      ).toBe('invalid-input');
      expect(await ok(admin.stories.load(admin.slug))).toBeNull();
      expect(await failure(admin.guest().stories.save(storyInput(admin.slug, 'Nope', true)))).toEqual({ kind: 'unauthorized' });
    });

    it('lists technology names', async () => {
      const admin = await newCompany();
      const names = await ok(admin.guest().stories.technologies());
      expect(names.length).toBeGreaterThan(0);
      expect(names.every((name) => typeof name === 'string' && name !== '')).toBe(true);
    });
  });
}

/** The port this suite proves (every adapter of it runs the suite: tests/contracts/everyPortProven.test.ts). */
export type ProvenPort = BrandStories;
