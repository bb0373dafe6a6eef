import type { OfferSearchData } from '../../../adapters/in-memory/listing/OfferSearchInMemory.ts';
import { categoryTree, cityList } from '../../../gateway/listing/listingDictionaries.ts';
import { toOfferDetail } from '../../../gateway/listing/offerDto.ts';
import type { ReferenceData } from '../../../gateway/listing/referenceData.ts';
import { categories } from '../../../gateway/seed/categories.ts';
import { cities } from '../../../gateway/seed/cities.ts';
import { generateCompanies } from '../../../gateway/seed/companies.ts';
import { generateOffers } from '../../../gateway/seed/offers.ts';
import { tenants } from '../../../gateway/tenancy/tenants.ts';

/**
 * The demo seed's offers of one tenant as the in-memory adapter holds them: the same generator the
 * database is filled from, shaped by the gateway's own row-to-contract mapping, so both adapters
 * of the contract suite serve the same kind of board.
 */
export function seededOfferSearchData(count: number, tenantId = 'jobboard', now = new Date('2025-06-01T00:00:00Z')): OfferSearchData {
  const companies = generateCompanies(42);
  const reference: ReferenceData = {
    categories,
    cities,
    cityBySlug: new Map(cities.map((city) => [city.slug, city])),
    categoryById: new Map(categories.map((category) => [category.id, category])),
  };
  const tenant = tenants.find((candidate) => candidate.id === tenantId)!;
  const offers = generateOffers({ count, seed: 42, now, companies }).filter((offer) => offer.tenant_id === tenantId);
  const details = offers.map((offer) => {
    const company = companies.find((candidate) => candidate.id === offer.company_id)!;
    const city = reference.cityBySlug.get(offer.city_slug)!;
    return toOfferDetail(
      {
        ...offer,
        company_logo: company.logo,
        company_name: company.name,
        company_size: company.size,
        company_url: company.url,
        company_slug: company.slug,
        city_label_pl: city.label_pl,
        city_label_en: city.label_en,
        category_slug: reference.categoryById.get(offer.category_id)!.slug,
      },
      'pln',
      tenant.defaultLanguage,
    );
  });
  return {
    offers: details,
    categories: categoryTree(reference, tenantId, tenant.defaultLanguage),
    cities: cityList(reference, tenant, tenant.defaultLanguage),
    companies: companies.map((company) => ({
      slug: company.slug,
      name: company.name,
      logoUrl: company.logo,
      shortDescription: company.short_description,
      companyType: company.company_type,
      size: company.size,
      url: company.url,
      offersCount: offers.filter((offer) => offer.company_id === company.id).length,
    })),
  };
}
