import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../../../shared/Failure.ts';
import type { BrandStory, BrandStoryInput } from './BrandStory.ts';
import type { CompanyFailure } from '../CompanyFailure.ts';

/** A company's brand story as its panel reads and writes it (platform.md 7, 8). */
export interface BrandStories {
  /**
   * GET /v2/employer-panel/brand-stories/data/{slug}: the story, its draft too for the company's own
   * users; null when there is none (404 with an empty body, platform.md 8). Fails with
   * unauthorized, network-failure, http-failure (any other refusal), bad-gateway-payload.
   */
  load(slug: string): ResultAsync<BrandStory | null, GatewayFailure>;
  /** GET /v2/employer-panel/brand-stories/status/{slug}: draft or published, null for none. Fails as load. */
  status(slug: string): ResultAsync<'draft' | 'published' | null, GatewayFailure>;
  /**
   * PUT /v2/employer-panel/brand-stories/{slug} (multipart): the story saved. Fails with
   * invalid-input, forbidden (a recruiter), not-found (another company's slug), file-too-large,
   * file-type-not-allowed, unauthorized, network-failure, http-failure, bad-gateway-payload.
   */
  save(input: BrandStoryInput): ResultAsync<BrandStory, CompanyFailure>;
  /** GET /v2/employer-panel/brand-stories/technologies: names to pick from, most used first. Fails with network-failure, http-failure, bad-gateway-payload. */
  technologies(): ResultAsync<readonly string[], GatewayFailure>;
}
