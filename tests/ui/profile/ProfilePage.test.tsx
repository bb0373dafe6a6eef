// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resolve } from '../../../composition/kernel/provide.ts';
import { SessionKeys } from '../../../composition/session/sessionKeys.ts';
import { ProfilePage } from '../../../ui/features/profile/personal/ProfilePage.tsx';
import { renderProfilePage } from './renderProfile.tsx';

const choices = {
  categories: [{ value: 7, label: 'IT › Backend' }],
  cities: [
    { value: 'krakow', label: 'Cracow' },
    { value: 'warszawa', label: 'Warsaw' },
  ],
};
const renderPage = (options: { guest?: boolean } = {}) => renderProfilePage((shell) => <ProfilePage shell={shell} choices={choices} />, options);
const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

describe('the profile page', () => {
  afterEach(cleanup);

  it('asks a guest to log in, coming back here afterwards', () => {
    renderPage({ guest: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Your profile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/candidate/login?returnTo=%2Fcandidate%2Fprofile');
  });

  it('shows the candidate’s details and saves edited names, which the session (the menus) then shows', async () => {
    const harness = renderPage();
    const first = await screen.findByLabelText('First name');
    expect((first as HTMLInputElement).value).toBe('Ala');
    change(first, 'Grace');
    change(screen.getByLabelText('GitHub'), 'https://github.com/grace');
    await act(async () => fireEvent.click(screen.getByTestId('personal-submit')));
    await screen.findByTestId('personal-saved');
    const state = resolve(harness.useCases, SessionKeys.SessionStore).current;
    expect(state.status === 'logged-in' && state.candidate.firstName).toBe('Grace');
    expect((await harness.profiles.load('cand-1'))._unsafeUnwrap().profile.socialMediaProfiles).toEqual([
      { type: 'github', link: 'https://github.com/grace' },
    ]);
  });

  it('says what is wrong with a field, tied to it, and sends nothing', async () => {
    const harness = renderPage();
    change(await screen.findByLabelText('Last name'), '');
    change(screen.getByLabelText('LinkedIn'), 'linkedin.com/in/ala');
    await act(async () => fireEvent.click(screen.getByTestId('personal-submit')));
    const last = screen.getByLabelText('Last name');
    expect(last.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(last.getAttribute('aria-describedby') ?? '')?.textContent).toBe('This field is required.');
    expect(screen.getByTestId('linkedin-error').textContent).toBe('Enter a full address starting with https://.');
    expect((await harness.profiles.load('cand-1'))._unsafeUnwrap().lastName).toBe('Nowak');
  });

  it('saves preferences: a skill with its level, an employment type with a salary, a city, a workplace type', async () => {
    const harness = renderPage();
    await screen.findByTestId('preferences-form');
    fireEvent.click(screen.getByTestId('skill-add'));
    change(screen.getByTestId('skill-0-name'), 'TypeScript');
    change(screen.getByTestId('skill-0-level'), '4');
    fireEvent.click(screen.getByTestId('employment-b2b'));
    change(screen.getByLabelText('Expected monthly salary for B2B'), '20000');
    change(screen.getByTestId('residence'), 'krakow');
    fireEvent.click(screen.getByTestId('residence-add'));
    fireEvent.click(screen.getByTestId('workplace-remote'));
    change(screen.getByLabelText('Available to start'), '2');
    await act(async () => fireEvent.click(screen.getByTestId('preferences-submit')));
    await screen.findByTestId('preferences-saved');
    expect((await harness.profiles.load('cand-1'))._unsafeUnwrap().preferences).toMatchObject({
      skills: [{ id: 'typescript', name: 'TypeScript', level: 4 }],
      employments: [{ type: 'b2b', salary: { amount: 20000, currency: 'pln' } }],
      locations: { residences: ['krakow'], workplaceTypes: ['remote'] },
      availabilityPeriod: { unit: 'week', value: 2 },
    });
    expect(within(screen.getByTestId('residence-chosen')).getByText('Cracow')).toBeTruthy();
  });

  it('refuses a preference the rules refuse, with the field marked', async () => {
    renderPage();
    await screen.findByTestId('preferences-form');
    change(screen.getByLabelText('Years of experience'), 'many');
    await act(async () => fireEvent.click(screen.getByTestId('preferences-submit')));
    expect(screen.getByLabelText('Years of experience').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('preferences-problems').textContent).toBe('Please correct the marked fields.');
  });

  it('adds a position with an open end, shown as short month and year, and removes it after a confirmation', async () => {
    const harness = renderPage();
    fireEvent.click(await screen.findByTestId('work-history-add'));
    const form = screen.getByTestId('work-history-form');
    change(within(form).getByLabelText('Job title'), 'Backend developer');
    change(within(form).getByLabelText('Company'), 'Acme');
    change(within(form).getAllByLabelText('Month')[0]!, '3');
    change(within(form).getAllByLabelText('Year')[0]!, '2020');
    fireEvent.click(within(form).getByLabelText('I still work here'));
    await act(async () => fireEvent.click(within(form).getByTestId('work-history-submit')));
    expect((await screen.findByTestId('work-history-period')).textContent).toBe('Mar 2020 – present');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Backend developer' }));
    await act(async () => fireEvent.click(await screen.findByTestId('confirm-accept')));
    await waitFor(() => expect(screen.queryByTestId('work-history-entry')).toBeNull());
    expect((await harness.profiles.load('cand-1'))._unsafeUnwrap().workHistory).toEqual([]);
  });
});
