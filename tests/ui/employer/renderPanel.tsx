import { render, type RenderResult } from '@testing-library/react';
import type { Container } from 'inversify';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, useLocation } from 'react-router';
import { EmployerTestGateway } from '../../../composition/employer/EmployerTestGateway.ts';
import { UseCaseProvider } from '../../../composition/react/UseCaseProvider.tsx';
import { createEmployerPanelTestRoot } from '../../../composition/roots/employerPanelRoot.ts';
import { PanelFrame } from '../../../ui/features/employer/shell/PanelFrame.tsx';
import { panelI18n } from '../../../ui/features/employer/shell/panelTexts.ts';
import '../../../ui/i18n/createI18n.ts';
import { employerEn } from '../../../ui/i18n/en/employer.ts';
import { fixtureDictionaries, fixturePlans, fixtureTestimonials } from '../../contracts/offers/lifecycleFixtures.ts';
import { VirtualTime } from '../../support/virtualTime.ts';

export interface PanelHarness extends RenderResult {
  readonly gateway: EmployerTestGateway;
  readonly useCases: Container;
  readonly location: () => string;
  /** Virtual time of the panel's scheduler (the draft's autosave). */
  readonly time: VirtualTime;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** A panel page at `path` in English, over the fake employer gateway, inside the panel's frame (its dialog and snackbars). */
export function renderPanel(
  path: string,
  routes: readonly { path: string; element: ReactNode }[],
  setUp: (gateway: EmployerTestGateway) => void = () => undefined,
): PanelHarness {
  let tick = 0;
  const gateway = new EmployerTestGateway({
    plans: fixturePlans,
    testimonials: fixtureTestimonials,
    dictionaries: fixtureDictionaries,
    now: () => new Date(Date.UTC(2026, 10, 20) + ++tick),
  });
  setUp(gateway);
  const time = new VirtualTime();
  const useCases = createEmployerPanelTestRoot({ gateway, now: new Date('2026-11-20T12:00:00Z'), scheduler: time.scheduler });
  const Stub = createRoutesStub(
    routes.map((route) => ({
      path: route.path,
      Component: () => (
        <PanelFrame>
          {route.element}
          <LocationProbe />
        </PanelFrame>
      ),
    })),
  );
  const result = render(
    <I18nextProvider i18n={panelI18n('en', employerEn)}>
      <UseCaseProvider container={useCases}>
        <Stub initialEntries={[path]} />
      </UseCaseProvider>
    </I18nextProvider>,
  );
  return { ...result, gateway, useCases, time, location: () => result.getByTestId('location').textContent ?? '' };
}
