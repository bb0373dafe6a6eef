import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { Database } from '../../gateway/db/openDatabase.ts';
import {
  CANDIDATE_PASSWORD,
  EMPLOYER_PASSWORD,
  employerWithOffer,
  fittingCandidate,
  gatewayOf,
  openServerDatabase,
  type SetUpCandidate,
  type SetUpEmployer,
} from './support/chatJourney.ts';
import { expectAccessible } from './support/expectAccessible.ts';
import { startTwoServers, type TwoServers } from './support/twoServers.ts';

/**
 * Issue #16 "Done when": two browsers on two server processes sharing one PostgreSQL. The employer
 * works on server A, the candidate on server B; everything between them travels through the
 * database and LISTEN/NOTIFY (docs/chat.md). Message delivery times are measured and reported
 * (annotations), not asserted: arrival is awaited.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

let servers: TwoServers;
let database: Database;
let employer: SetUpEmployer;
let candidate: SetUpCandidate;
let hidden: SetUpCandidate;

test.beforeAll(async () => {
  test.setTimeout(420_000);
  servers = await startTwoServers();
  database = await openServerDatabase(servers.databaseUrl);
  employer = await employerWithOffer(gatewayOf(servers.a), database);
  candidate = await fittingCandidate(gatewayOf(servers.b), employer.offer.categoryId);
  hidden = await fittingCandidate(gatewayOf(servers.a), employer.offer.categoryId, { optIn: false, firstName: 'Hiddenperson' });
});

test.afterAll(async () => {
  await database?.close();
  await servers?.stop();
});

async function contextOn(browser: Browser, origin: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addCookies([
    { name: 'cookie-consent', value: '0', url: origin },
    { name: 'lang', value: 'en', url: origin },
  ]);
  return context;
}

async function candidateLogsIn(page: Page): Promise<void> {
  await page.goto(`${servers.b}/candidate/login`);
  await page.getByTestId('field-email').fill(candidate.email);
  await page.getByTestId('field-password').fill(CANDIDATE_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-menu')).toHaveAttribute('data-state', 'logged-in', { timeout: 15_000 });
}

async function employerLogsIn(page: Page): Promise<void> {
  await page.goto(`${servers.a}/employer/login`);
  await expect(page.getByTestId('panel-nav')).toBeVisible();
  await page.getByTestId('panel-field-email').fill(employer.email);
  await page.getByTestId('panel-field-password').fill(EMPLOYER_PASSWORD);
  await page.getByTestId('employer-login-submit').click();
  await expect(page.getByTestId('panel-who')).toBeVisible({ timeout: 15_000 });
}

/** Milliseconds until `arrived` holds, polling every 20 ms. */
async function timeUntil(arrived: () => Promise<boolean>, what: string): Promise<number> {
  const started = Date.now();
  await expect.poll(arrived, { timeout: 10_000, intervals: [20], message: what }).toBe(true);
  return Date.now() - started;
}

test('an employer invites a matched candidate; the badge rises live; they chat both ways with unread counts and read receipts', async ({
  browser,
}) => {
  const employerContext = await contextOn(browser, servers.a);
  const candidateContext = await contextOn(browser, servers.b);
  const boss = await employerContext.newPage();
  const me = await candidateContext.newPage();

  await candidateLogsIn(me);
  await expect(me.getByTestId('unread-badge')).toHaveCount(0);

  await employerLogsIn(boss);
  const searchBodies: string[] = [];
  boss.on('response', (response) => {
    if (response.url().includes('/v2/employer-panel/candidates'))
      void response.text().then(
        (text) => searchBodies.push(text),
        () => undefined,
      );
  });
  await boss.goto(`${servers.a}/employer/candidates?offer=${employer.offer.id}`);
  const card = boss.locator(`[data-testid="candidate-card"][data-candidate="${candidate.id}"]`);
  await expect(card).toContainText(`${candidate.firstName} ${candidate.lastName}`);
  await expect(boss.locator('[data-testid="candidate-card"][data-visibility="hidden"]').first()).toContainText('Unmatched candidate');
  await expectAccessible(boss, 'light');

  await card.getByTestId('candidate-details').click();
  const panel = boss.getByTestId('candidate-panel');
  await expect(panel.getByTestId('match-ring')).toHaveAttribute('data-fit', 'good');
  await expect(panel.getByTestId('availability-badge')).toHaveAttribute('data-tone', 'warning');
  expect(new URL(boss.url()).hash).toBe(`#${candidate.id}`);
  expect(Math.round((await panel.boundingBox())?.width ?? 0)).toBe(536);
  await boss.keyboard.press('Escape');

  await card.getByTestId('candidate-invite').click();
  await expect(boss.getByTestId('invite-sent')).toBeVisible();
  // The hidden candidate's personal fields never left the gateway.
  for (const body of searchBodies) {
    for (const field of [hidden.id, hidden.email, hidden.lastName, 'Hiddenperson']) expect(body).not.toContain(field);
  }
  await expect(boss.locator('body')).not.toContainText('Hiddenperson');

  await expect(me.getByTestId('unread-badge')).toHaveText('1', { timeout: 10_000 });

  await me.goto(`${servers.b}/candidate/chats`);
  const invitation = me.getByTestId('invitation').first();
  await expect(invitation).toHaveAttribute('data-status', 'pending');
  await expectAccessible(me, 'light');
  await invitation.getByTestId('invitation-accept').click();
  await expect(me.getByTestId('invitation-accepted')).toBeVisible();
  await expect(invitation).toHaveAttribute('data-status', 'accepted');
  await expect(me.getByTestId('conversation-item')).toHaveCount(1, { timeout: 10_000 });

  await boss.goto(`${servers.a}/employer/chats`);
  const bossConversation = boss.getByTestId('conversation-item').first();
  await expect(bossConversation).toContainText(candidate.lastName, { timeout: 10_000 });
  await bossConversation.click();
  await expect(boss.getByTestId('chat-status')).toHaveAttribute('data-status', 'ready');
  await expectAccessible(boss, 'light');

  // Employer → candidate, across the two processes.
  await boss.getByTestId('chat-input').fill('Hello <b>Grace</b>, would you like to talk?');
  await boss.getByTestId('chat-send').click();
  const toCandidate = await timeUntil(async () => (await me.getByTestId('conversation-unread').count()) === 1, 'the message reaches the candidate');
  await expect(me.getByTestId('conversation-unread')).toHaveText('1 unread');
  await expect(me.getByTestId('unread-badge')).toHaveText('1');
  await me.getByTestId('conversation-item').click();
  const received = me.getByTestId('messages').getByText('Hello <b>Grace</b>, would you like to talk?');
  await expect(received).toBeVisible();
  await expect(me.locator('[data-testid="messages"] b')).toHaveCount(0);
  await expect(me.getByTestId('conversation-unread')).toHaveCount(0);
  await expect(me.getByTestId('unread-badge')).toHaveCount(0);
  await expect(boss.locator('[data-testid="message"][data-own="true"]').last()).toHaveAttribute('data-seen', 'true', { timeout: 10_000 });
  await expectAccessible(me, 'light');

  // Candidate → employer.
  await me.getByTestId('chat-input').fill('Yes, happy to!');
  await me.getByTestId('chat-send').click();
  const toEmployer = await timeUntil(
    async () => (await boss.getByTestId('messages').getByText('Yes, happy to!').count()) === 1,
    'the reply reaches the employer',
  );
  await expect(me.locator('[data-testid="message"][data-own="true"]').last()).toHaveAttribute('data-seen', 'true', { timeout: 10_000 });

  test.info().annotations.push({
    type: 'delivery',
    description: `employer → candidate ${toCandidate} ms; candidate → employer ${toEmployer} ms (measured by polling every 20 ms)`,
  });
  console.log(`chat delivery across two processes: employer → candidate ${toCandidate} ms, candidate → employer ${toEmployer} ms`);
  await employerContext.close();
  await candidateContext.close();
});

test('a failed accept shows the error snackbar and keeps the invitation; a rejection declines it', async ({ browser }) => {
  const other = await employerWithOffer(gatewayOf(servers.a), database);
  const sent = await gatewayOf(servers.a)('POST', '/v2/employer-panel/conversation-requests', {
    token: other.token,
    body: { candidateId: candidate.id, jobAdvertisementId: other.offer.id },
  });
  expect(sent.status).toBe(201);
  const context = await contextOn(browser, servers.b);
  const me = await context.newPage();
  await candidateLogsIn(me);
  await me.goto(`${servers.b}/candidate/chats`);
  const invitation = me.getByTestId('invitation').filter({ hasText: other.offer.title });
  await expect(invitation).toHaveAttribute('data-status', 'pending');

  await me.route('**/conversation-request/acceptances', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom","message":"Boom."}' }),
  );
  await invitation.getByTestId('invitation-accept').click();
  await expect(me.getByTestId('invitation-accept-failed')).toContainText('The invitation could not be accepted. Please try again.');
  await expect(invitation).toHaveAttribute('data-status', 'pending');
  await expect(invitation.getByTestId('invitation-accept')).toBeEnabled();
  await me.unroute('**/conversation-request/acceptances');

  await invitation.getByTestId('invitation-reject').click();
  await expect(invitation).toHaveAttribute('data-status', 'rejected');
  await expect(invitation).toContainText('Declined');
  await context.close();
});

test('a hidden candidate’s details never leave the gateway, and the chats page passes axe in dark mode', async ({ browser }) => {
  const details = await gatewayOf(servers.a)('GET', `/v2/employer-panel/candidates/${hidden.id}?jobAdvertisementId=${employer.offer.id}`, {
    token: employer.token,
  });
  expect(details.body).toEqual({ visibility: 'hidden' });
  const context = await contextOn(browser, servers.b);
  await context.addCookies([{ name: 'color-mode', value: 'dark', url: servers.b }]);
  const me = await context.newPage();
  await candidateLogsIn(me);
  await me.goto(`${servers.b}/candidate/chats`);
  await expect(me.getByTestId('conversation-item').first()).toBeVisible({ timeout: 10_000 });
  await expectAccessible(me, 'dark');
  await context.close();
});
