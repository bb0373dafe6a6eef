import { useEffect, useState } from 'react';
import type { Company } from '../../../../core/employer/company/Company.ts';
import { CompanyKeys } from '../../../../composition/employer/companyKeys.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { companyFailureKey } from './companyFailure.ts';

/**
 * The part of the company a settings page edits, loaded once (LoadCompany) and replaced by what a
 * save returns, and the text key of the last failure to load or save it.
 */
export function useCompanyPart<K extends keyof Company>(part: K) {
  const load = useUseCase(CompanyKeys.LoadCompany);
  const [value, setValue] = useState<Company[K] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    void load.execute().match(
      (company) => setValue(company[part]),
      (problem) => setFailure(companyFailureKey(problem)),
    );
  }, [load, part]);
  return { value, setValue, failure, setFailure };
}
