import type { DismissMarketingPromo } from '../../core/employer/company/prompts/DismissMarketingPromo.ts';
import type { QueuePanelPrompts } from '../../core/employer/company/prompts/QueuePanelPrompts.ts';
import type { BrandStories } from '../../core/employer/company/story/BrandStories.ts';
import type { LoadBrandStory } from '../../core/employer/company/story/LoadBrandStory.ts';
import type { LoadTechnologies } from '../../core/employer/company/story/LoadTechnologies.ts';
import type { SaveBrandStory } from '../../core/employer/company/story/SaveBrandStory.ts';
import type { CompanyUsers } from '../../core/employer/company/users/CompanyUsers.ts';
import type { InviteCompanyUser } from '../../core/employer/company/users/InviteCompanyUser.ts';
import type { ListCompanyUsers } from '../../core/employer/company/users/ListCompanyUsers.ts';
import type { RemoveCompanyUser } from '../../core/employer/company/users/RemoveCompanyUser.ts';
import type { UpdateCompanyUser } from '../../core/employer/company/users/UpdateCompanyUser.ts';
import type { EmployerCompany } from '../../core/employer/company/EmployerCompany.ts';
import type { LoadCompany } from '../../core/employer/company/LoadCompany.ts';
import type { LoadIndustries } from '../../core/employer/company/LoadIndustries.ts';
import type { UpdateBillingData } from '../../core/employer/company/UpdateBillingData.ts';
import type { UpdateClauses } from '../../core/employer/company/UpdateClauses.ts';
import type { UpdateCompanyData } from '../../core/employer/company/UpdateCompanyData.ts';
import { token } from '../kernel/Token.ts';

/** The employer panel's company: its data, billing, clauses, users, brand story and prompts. Bound only in the panel's roots. */
export const CompanyKeys = {
  EmployerCompany: token<EmployerCompany>('employer.company.EmployerCompany'),
  CompanyUsers: token<CompanyUsers>('employer.company.CompanyUsers'),
  BrandStories: token<BrandStories>('employer.company.BrandStories'),
  LoadCompany: token<LoadCompany>('employer.company.LoadCompany'),
  LoadIndustries: token<LoadIndustries>('employer.company.LoadIndustries'),
  UpdateCompanyData: token<UpdateCompanyData>('employer.company.UpdateCompanyData'),
  UpdateBillingData: token<UpdateBillingData>('employer.company.UpdateBillingData'),
  UpdateClauses: token<UpdateClauses>('employer.company.UpdateClauses'),
  ListCompanyUsers: token<ListCompanyUsers>('employer.company.ListCompanyUsers'),
  InviteCompanyUser: token<InviteCompanyUser>('employer.company.InviteCompanyUser'),
  UpdateCompanyUser: token<UpdateCompanyUser>('employer.company.UpdateCompanyUser'),
  RemoveCompanyUser: token<RemoveCompanyUser>('employer.company.RemoveCompanyUser'),
  LoadBrandStory: token<LoadBrandStory>('employer.company.LoadBrandStory'),
  SaveBrandStory: token<SaveBrandStory>('employer.company.SaveBrandStory'),
  LoadTechnologies: token<LoadTechnologies>('employer.company.LoadTechnologies'),
  QueuePanelPrompts: token<QueuePanelPrompts>('employer.company.QueuePanelPrompts'),
  DismissMarketingPromo: token<DismissMarketingPromo>('employer.company.DismissMarketingPromo'),
} as const;
