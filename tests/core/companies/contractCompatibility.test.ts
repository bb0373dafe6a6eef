import { describe, expect, it } from 'vitest';
import type {
  CompanyJobAdsPageDto,
  CompanyListItemDto,
  CompanyMarkerDto,
  CompanyProfileDto,
  CompanyProfilesPageDto,
} from '../../../contract/companies.ts';
import type { BlogCategoryDto, BlogPostDto, OfferBannerDto } from '../../../contract/homepage.ts';
import type { CompaniesPage, CompanyJobAdsPage, CompanyListItem, CompanyMarker, CompanyProfile } from '../../../core/companies/Company.ts';
import type { BlogCategory, BlogPost } from '../../../core/homepage/blog/Blog.ts';
import type { OfferBanner } from '../../../core/homepage/HomepageOffers.ts';

/** The HTTP adapters return decoded DTOs as core's types: these stop compiling the day the two drift apart. */
type Assignable<From, To> = [From] extends [To] ? true : false;
const checks: ReadonlyArray<true> = [
  true satisfies Assignable<CompanyListItemDto, CompanyListItem>,
  true satisfies Assignable<CompanyProfilesPageDto, CompaniesPage>,
  true satisfies Assignable<CompanyProfileDto, CompanyProfile>,
  true satisfies Assignable<CompanyJobAdsPageDto, CompanyJobAdsPage>,
  true satisfies Assignable<CompanyMarkerDto, CompanyMarker>,
  true satisfies Assignable<BlogPostDto, BlogPost>,
  true satisfies Assignable<BlogCategoryDto, BlogCategory>,
  true satisfies Assignable<OfferBannerDto, OfferBanner>,
];

describe('contract and core', () => {
  it('the companies’ and home page’s DTOs are core’s types', () => {
    expect(checks.every(Boolean)).toBe(true);
  });
});
