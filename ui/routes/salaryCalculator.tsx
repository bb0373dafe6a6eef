import { calculatorPath } from '../../core/calculator/calculatorQuery.ts';
import { CalculatorPage } from '../features/calculator/CalculatorPage.tsx';
import { loadCalculator, type CalculatorPageData } from '../features/calculator/loadCalculator.ts';
import { alternateLinks } from '../app/alternateLinks.ts';
import { pageTitle } from '../app/pageTitle.ts';
import type { ShellData } from '../app/shellData.ts';
import { textAt } from '../i18n/texts.ts';
import type { Route } from './+types/salaryCalculator';

/** /kalkulator-wynagrodzen and /salary-calculator: the state is the query string, computed on the server. */
export const loader = ({ request }: Route.LoaderArgs) => loadCalculator(request);

/** One canonical address per language, without the query: a calculation is not a page of its own. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const shell = matches[0]?.loaderData as ShellData | undefined;
  const language = shell?.language ?? 'en';
  return [
    { title: pageTitle(matches, 'calculator.title') },
    { name: 'description', content: textAt(language, 'calculator.description') },
    ...(shell
      ? [
          { tagName: 'link', rel: 'canonical', href: `${shell.origin}${calculatorPath(language)}` },
          ...alternateLinks({
            pl: `${shell.origin}${calculatorPath('pl')}`,
            en: `${shell.origin}${calculatorPath('en')}`,
            'x-default': `${shell.origin}${calculatorPath(shell.tenant.defaultLanguage)}`,
          }),
        ]
      : []),
  ];
};

export default function SalaryCalculator({ loaderData }: Route.ComponentProps) {
  return <CalculatorPage data={loaderData as CalculatorPageData} />;
}
