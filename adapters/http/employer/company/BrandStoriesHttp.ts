import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { BrandStoryStatusCodec } from '../../../../contract/companies.ts';
import { BrandStoryEditorCodec, TechnologiesCodec } from '../../../../contract/employerCompany.ts';
import type { BrandStories } from '../../../../core/employer/company/story/BrandStories.ts';
import type { BrandStory, BrandStoryInput } from '../../../../core/employer/company/story/BrandStory.ts';
import type { CompanyFailure } from '../../../../core/employer/company/CompanyFailure.ts';
import { httpFailure, type GatewayFailure } from '../../../../core/shared/Failure.ts';
import { decodeAnswer, plainRefusal } from '../../answers.ts';
import type { GatewayAnswer, GatewayHttpClient } from '../../GatewayHttpClient.ts';
import { companyRefusal } from './companyAnswers.ts';
import { tenantApi } from '../../tenantApi.ts';

/** A 404 with an empty body is "no story" (platform.md 8); any other refusal is an error, a 404 with a body too. */
const storyRefusal = (answer: GatewayAnswer): GatewayFailure =>
  answer.status === 404 ? httpFailure(404, 'brand story lookup failed') : plainRefusal(answer);
const missing = (answer: GatewayAnswer): boolean => answer.status === 404 && answer.body === null;

/** The story as the gateway's multipart form (contract/employerCompany.ts, BrandStoryFieldsCodec). */
export function storyForm(input: BrandStoryInput): FormData {
  const form = new FormData();
  form.append('content', JSON.stringify(input.content));
  form.append('technologies', JSON.stringify(input.technologies));
  form.append('pictures', JSON.stringify(input.keptPictures));
  form.append('published', input.published ? '1' : '0');
  for (const picture of input.newPictures) if (picture instanceof Blob) form.append('picture', picture, picture.name);
  return form;
}

/** The brand story reads, the multipart write and the technologies, under /v2/employer-panel/brand-stories. */
export class BrandStoriesHttp implements BrandStories {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  load(slug: string): ResultAsync<BrandStory | null, GatewayFailure> {
    return this.http
      .exchange('GET', `${this.base()}/data/${encodeURIComponent(slug)}`)
      .andThen((answer) => (missing(answer) ? okAsync(null) : decodeAnswer(answer, BrandStoryEditorCodec, storyRefusal)));
  }

  status(slug: string): ResultAsync<'draft' | 'published' | null, GatewayFailure> {
    return this.http
      .exchange('GET', `${this.base()}/status/${encodeURIComponent(slug)}`)
      .andThen((answer) =>
        missing(answer) ? okAsync(null) : decodeAnswer(answer, BrandStoryStatusCodec, storyRefusal).map((status) => status.status),
      );
  }

  save(input: BrandStoryInput): ResultAsync<BrandStory, CompanyFailure> {
    return this.http
      .exchange('PUT', `${this.base()}/${encodeURIComponent(input.slug)}`, { form: storyForm(input) })
      .andThen((answer) => decodeAnswer(answer, BrandStoryEditorCodec, companyRefusal));
  }

  technologies(): ResultAsync<readonly string[], GatewayFailure> {
    return this.http
      .exchange('GET', `${this.base()}/technologies`)
      .andThen((answer) => (answer.status === 200 ? decodeAnswer(answer, TechnologiesCodec, plainRefusal) : errAsync(plainRefusal(answer))))
      .map((entries) => entries.map((entry) => entry.label));
  }

  private base(): string {
    return tenantApi(this.tenantId, '/v2/employer-panel/brand-stories');
  }
}
