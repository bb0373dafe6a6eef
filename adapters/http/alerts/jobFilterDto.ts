import type { FiltersDto, JobFilterDto } from '../../../contract/alerts.ts';
import type { FiltersPayload, JobFilter } from '../../../core/alerts/JobFilter.ts';

/** The filters payload as the wire carries it (fresh arrays: the DTO's are mutable). */
export function toFiltersDto(filters: FiltersPayload): FiltersDto {
  return {
    categories: [...filters.categories],
    localization: filters.localization === null ? null : { city: filters.localization.city },
    salary: filters.salary === null ? null : { from: filters.salary.from, to: filters.salary.to, currency: filters.salary.currency },
    employmentTypes: [...filters.employmentTypes],
    experiences: [...filters.experiences],
    workingTimes: [...filters.workingTimes],
    remoteWorkOptions: [...filters.remoteWorkOptions],
    friendlyOffer: filters.friendlyOffer,
    remote: filters.remote,
    withSalary: filters.withSalary,
    search: {
      keywords: [...filters.search.keywords],
      companyNames: [...filters.search.companyNames],
      skills: [...filters.search.skills],
      jobTitles: [...filters.search.jobTitles],
    },
  };
}

export const toJobFilter = (dto: JobFilterDto): JobFilter => ({
  id: dto.id,
  searchUrl: dto.searchUrl,
  filterName: dto.filterName,
  filters: dto.filters,
  count: dto.count,
  jobAlert: dto.jobAlert,
});
