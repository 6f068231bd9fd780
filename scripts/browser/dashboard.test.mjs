// End-to-end test of the dashboard as a person uses it, in headless Chromium
// against the local server that `make run` builds (make test-browser).
//
//   LOCALSERVER   the built server (default ../../build/local/localserver)
//   CHROMIUM      the browser (default /usr/bin/chromium, Debian's package)
//   UPDATE_SCREENSHOTS=1 rewrites docs/img/dashboard-*.png (committed);
//   otherwise screenshots go to build/dashboard-screenshots.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const serverBin = process.env.LOCALSERVER || path.join(root, 'build/local/localserver');
const shots = process.env.UPDATE_SCREENSHOTS === '1' ? path.join(root, 'docs/img') : path.join(root, 'build/dashboard-screenshots');

let server, base, devKey, browser, context, page;
const problems = []; // page errors and console errors (a CSP violation is one)
const axeSource = await readFile(path.join(here, 'node_modules/axe-core/axe.min.js'), 'utf8');

// startServer runs the local server on a free port and reads its banner.
function startServer() {
  return new Promise((resolve, reject) => {
    const p = spawn(serverBin, [], { env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const timer = setTimeout(() => reject(new Error('local server did not start in 60 s:\n' + out)), 60000);
    p.on('error', reject);
    p.on('exit', (code) => reject(new Error(`local server exited (${code}):\n${out}`)));
    p.stdout.on('data', (b) => {
      out += b;
      const url = out.match(/dashboard: (http:\/\/localhost:\d+)\/dashboard\//);
      const key = out.match(/development API key: (\S+)/);
      if (url && key) {
        clearTimeout(timer);
        resolve({ p, base: url[1], key: key[1] });
      }
    });
    p.stderr.resume();
  });
}

// shot saves a screenshot of the section and checks it with axe-core
// (WCAG 2.1 A and AA rules: labels, contrast, landmarks, names of controls).
// evaluate runs outside the page's CSP, which stays as served.
async function shot(name) {
  await page.screenshot({ path: path.join(shots, `dashboard-${name}.png`), mask: [page.locator('#secret')] });
  const violations = await page.evaluate(async (src) => {
    if (!window.axe) { (0, eval)(src); }
    const r = await window.axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
    return r.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
  }, axeSource);
  assert.deepEqual(violations, [], `accessibility of ${name}`);
}

async function detect(key, body) {
  const res = await fetch(`${base}/api/public/v1/detect`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', 'X-API-Key': key }, body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

async function totalCalls() {
  await page.goto(`${base}/dashboard/usage`);
  const t = page.locator('#total-calls');
  return (await t.count()) ? Number((await t.innerText()).replace(/,/g, '')) : 0;
}

before(async () => {
  await mkdir(shots, { recursive: true });
  ({ p: server, base, key: devKey } = await startServer());
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking'],
  });
  context = await browser.newContext({ viewport: { width: 1100, height: 760 }, acceptDownloads: true });
  page = await context.newPage();
  page.on('pageerror', (e) => problems.push(`page error on ${page.url()}: ${e.message}`));
  page.on('console', (m) => {
    // a form with a mistake is answered 400 on purpose; anything else is a problem
    if (m.type() === 'error' && !/status of 400/.test(m.text())) { problems.push(`console error on ${page.url()}: ${m.text()}`); }
  });
});

after(async () => {
  await browser?.close();
  if (server) { server.removeAllListeners('exit'); server.kill('SIGTERM'); }
});

let secret, keyId;

test('signs in without a password and lands on API keys', async () => {
  const res = await page.goto(`${base}/dashboard/`);
  assert.equal(res.status(), 200);
  assert.match(page.url(), /\/dashboard\/keys$/);
  await assert.doesNotReject(page.getByRole('heading', { name: 'API keys', level: 1 }).waitFor());
  assert.match(res.headers()['content-security-policy'], /frame-ancestors 'none'/);
  // Keyboard: the first Tab reaches the skip link, which moves to the content.
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Skip to content');
  await page.keyboard.press('Enter');
  // The fragment navigation lands after the key event returns: wait for it, then check it.
  await assert.doesNotReject(page.waitForURL(/#main$/, { timeout: 5000 }));
  assert.match(page.url(), /#main$/);
});

test('a form mistake is shown beside the field in words', async () => {
  await page.goto(`${base}/dashboard/policies/new`);
  await page.getByLabel('Name', { exact: true }).fill('my policy');
  await page.getByRole('button', { name: 'Save policy' }).click();
  assert.match(await page.locator('#name-err').innerText(), /^Policy name must be 1-100 characters without '\/', '#' or spaces$/);
  assert.equal(await page.getByLabel('Name', { exact: true }).getAttribute('aria-invalid'), 'true');
  assert.doesNotMatch(await page.content(), /goroutine|"status_code"|validation_error/);
  await page.evaluate(() => sessionStorage.clear()); // this draft is not the next test's
  await page.goto(`${base}/dashboard/keys`);
});

test('creates a key, shows its secret once, and the key works on /detect', async () => {
  await page.getByLabel('Name').fill('e2e key');
  await page.getByLabel(/Pay as you go/).check();
  await page.getByRole('button', { name: 'Create key' }).click();
  secret = await page.locator('#secret').inputValue();
  assert.match(secret, /^pg_[0-9A-Za-z]{40}$/);
  keyId = (await page.getByText(/Secret of key key_/).innerText()).match(/key_\w+/)[0];
  await assert.doesNotReject(page.getByRole('button', { name: 'Copy' }).waitFor());
  await shot('keys');
  // Not stored in the browser: no localStorage, and the draft store holds no secret.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  assert.ok(!stored.includes(secret), 'the secret is in web storage');
  assert.equal(await page.evaluate(() => localStorage.length), 0);
  // Shown once: reloading the list does not show it again.
  await page.goto(`${base}/dashboard/keys`);
  assert.ok(!(await page.content()).includes(secret));
  assert.match(await page.locator('tbody').innerText(), /e2e key[\s\S]*Pay as you go/);

  const r = await detect(secret, { text: 'Mail jane.doe@example.com' });
  assert.equal(r.status, 200, JSON.stringify(r.body));
});

test('a policy typed before the session expired survives signing in again, and works on /detect', async () => {
  await page.goto(`${base}/dashboard/policies/new`);
  await page.getByLabel('Name', { exact: true }).fill('e2e-emails');
  await page.getByLabel('Threshold').fill('abc');
  await page.getByLabel(/Email Address/).check();
  // The session expires: the next post goes through sign-in and comes back.
  await context.clearCookies({ name: 'pg_dev_session' });
  await page.getByRole('button', { name: 'Save policy' }).click();
  await page.waitForURL(/\/dashboard\/policies\/new$/);
  await assert.doesNotReject(page.locator('.draft-note').waitFor({ state: 'visible' }));
  assert.equal(await page.getByLabel('Name', { exact: true }).inputValue(), 'e2e-emails');
  assert.equal(await page.getByLabel('Threshold').inputValue(), 'abc');
  assert.ok(await page.getByLabel(/Email Address/).isChecked());
  // The restored draft is sent; the threshold mistake is named beside it.
  await page.getByRole('button', { name: 'Save policy' }).click();
  assert.match(await page.locator('#threshold-err').innerText(), /number between 0 and 1/);
  await page.getByLabel('Threshold').fill('0.4');
  await page.getByRole('button', { name: 'Save policy' }).click();
  await page.waitForURL(/\/dashboard\/policies\?/);
  assert.match(await page.locator('.done').innerText(), /Policy saved/);
  assert.match(await page.locator('main').innerText(), /e2e-emails[\s\S]*EMAIL_ADDRESS/);
  // Saved: the draft is forgotten.
  assert.deepEqual(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.endsWith(':policy:new'))), []);
  await shot('policies');

  const r = await detect(secret, { text: 'Mail jane.doe@example.com or call +1 415 555 0100', policy: 'e2e-emails' });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  const types = JSON.stringify(r.body);
  assert.match(types, /Email Address|EMAIL_ADDRESS/);
  assert.doesNotMatch(types, /Phone|PHONE/);
});

test('usage moves with calls', async () => {
  const before = await totalCalls();
  assert.ok(before >= 2, `calls before = ${before}`);
  for (let i = 0; i < 3; i++) {
    assert.equal((await detect(secret, { text: 'Anna Kowalska' })).status, 200);
  }
  assert.equal(await totalCalls(), before + 3);
  assert.match(await page.locator('#usage-table').innerText(), /e2e key[\s\S]*detect/);
  await shot('usage');
});

test('revoking a key (after a confirmation) makes it fail with 401', async () => {
  await page.goto(`${base}/dashboard/keys`);
  page.once('dialog', (d) => d.accept());
  await page.getByRole('button', { name: 'Revoke e2e key' }).click();
  await page.waitForURL(/done=revoked/);
  assert.match(await page.locator('.done').innerText(), /Key revoked/);
  const r = await detect(secret, { text: 'Mail jane.doe@example.com' });
  assert.equal(r.status, 401);
  // The development key still works.
  assert.equal((await detect(devKey, { text: 'hello' })).status, 200);
});

test('exports the audit as CSV with the calls and no text', async () => {
  await page.goto(`${base}/dashboard/audit`);
  await page.getByLabel('Key').selectOption(keyId);
  await page.getByRole('button', { name: 'Filter' }).click();
  assert.match(await page.locator('#matched').innerText(), /^5 records match/);
  await shot('audit');
  const [dl] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'CSV' }).click()]);
  const csv = await readFile(await dl.path(), 'utf8');
  const rows = csv.trim().split('\n');
  assert.equal(rows[0], 'request_id,time,tenant_id,key_id,region,operation,method,policy,entities,characters,status');
  assert.equal(rows.length, 6, csv);
  for (const row of rows.slice(1)) {
    const f = row.split(',');
    assert.equal(f[3], keyId);
    assert.equal(f[5], 'detect');
    assert.equal(f[10], '200');
  }
  assert.equal(rows.filter((r) => r.split(',')[7] === 'e2e-emails').length, 1);
  assert.doesNotMatch(csv, /jane|Kowalska|example\.com/);
});

test('a recognizer and an allow list, named by an edited policy, change what /detect finds; then all are deleted', async () => {
  await page.goto(`${base}/dashboard/policies`);
  await page.getByRole('link', { name: 'New allow list' }).click();
  await page.getByLabel('Name', { exact: true }).fill('staff');
  await page.getByLabel(/Entries/).fill('jane.doe@example.com\nJane Doe');
  await page.getByRole('button', { name: 'Save allow list' }).click();
  assert.match(await page.locator('.done').innerText(), /Allow list saved/);

  await page.getByRole('link', { name: 'New recognizer' }).click();
  await page.getByLabel('Name', { exact: true }).fill('employee-ids');
  await page.getByLabel('Entity type').fill('EMPLOYEE_ID');
  await page.getByLabel(/^Patterns/).fill('EMP-(');
  await page.getByRole('button', { name: 'Save recognizer' }).click();
  assert.match(await page.locator('#patterns-err').innerText(), /patterns/i); // a broken regex, named beside the field
  await page.getByLabel(/^Patterns/).fill('EMP-\\d{6}');
  await page.getByRole('button', { name: 'Save recognizer' }).click();
  assert.match(await page.locator('.done').innerText(), /Recognizer saved/);

  await page.getByRole('link', { name: 'Edit e2e-emails' }).click();
  await page.getByLabel('Threshold').fill('0.3');
  await page.getByLabel('employee-ids').check();
  await page.getByLabel('staff').check();
  await page.getByRole('button', { name: 'Save policy' }).click();
  assert.match(await page.locator('main').innerText(), /e2e-emails\s+0\.3\s+EMAIL_ADDRESS\s+employee-ids\s+staff/);

  const r = await detect(devKey, { text: 'Mail jane.doe@example.com or bob@example.org, badge EMP-204518', policy: 'e2e-emails' });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  const found = r.body.detected_entities.map((e) => `${e.type}:${e.text}`).sort();
  assert.deepEqual(found, ['Email Address:bob@example.org', 'Employee Id:EMP-204518']);

  // A list a policy names cannot be deleted: said in words.
  page.once('dialog', (d) => d.accept());
  await page.getByRole('button', { name: 'Delete allow list staff' }).click();
  assert.match(await page.locator('#form-error').innerText(), /^Named by policies e2e-emails; remove it from them first$/);
  await page.goto(`${base}/dashboard/policies`);
  for (const name of ['Delete e2e-emails', 'Delete allow list staff', 'Delete recognizer employee-ids']) {
    page.once('dialog', (d) => d.accept());
    await page.getByRole('button', { name }).click();
    await page.waitForURL(/done=/);
  }
  assert.match(await page.locator('main').innerText(), /No policies of your own yet[\s\S]*None yet[\s\S]*None yet/);
  assert.equal((await detect(devKey, { text: 'x', policy: 'e2e-emails' })).status, 400);
});

test('endpoints show the base URL and a copyable curl example', async () => {
  await page.goto(`${base}/dashboard/endpoints`);
  assert.match(await page.locator('#curl').innerText(), new RegExp(`curl -s -X POST ${base}/api/public/v1/detect`));
  await assert.doesNotReject(page.locator('button[data-copy="curl"]').waitFor({ state: 'visible' }));
  await shot('endpoints');
});

test('a key can be created with the keyboard only', async () => {
  await page.goto(`${base}/dashboard/keys`);
  await page.getByLabel('Name').focus();
  await page.keyboard.type('keyboard key');
  await page.keyboard.press('Tab'); // the Free radio
  await page.keyboard.press('ArrowDown'); // Pay as you go
  await page.keyboard.press('Tab'); // Create key
  await page.keyboard.press('Enter');
  await page.locator('#secret').waitFor();
  assert.match(await page.locator('tbody').innerText(), /keyboard key\s+key_\w+\s+Pay as you go/);
});

test("a draft stays with its tenant: another tenant's form (an operator's ?tenant=) shows none", async () => {
  await page.goto(`${base}/dashboard/policies/new`);
  await page.getByLabel('Name', { exact: true }).fill('acme-only');
  await page.getByLabel(/Email Address/).check();
  const keys = await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('piiguard-draft:')));
  assert.equal(keys.length, 1);
  assert.doesNotMatch(keys[0], /dev-admin/); // the user's subject is hashed
  await page.goto(`${base}/dashboard/policies/new?tenant=other`);
  assert.equal(await page.getByLabel('Name', { exact: true }).inputValue(), '');
  assert.ok(!(await page.getByLabel(/Email Address/).isChecked()));
  assert.ok(await page.locator('.draft-note').isHidden());
  // Back on its own tenant the draft is still there.
  await page.goto(`${base}/dashboard/policies/new`);
  assert.equal(await page.getByLabel('Name', { exact: true }).inputValue(), 'acme-only');
  await page.evaluate(() => sessionStorage.clear());
});

test('signing out forgets the drafts: the next person in this tab finds none', async () => {
  await page.goto(`${base}/dashboard/allow-lists/new`);
  await page.getByLabel('Name', { exact: true }).fill('e2e-private');
  await page.getByLabel(/Entries/).fill('Jane Roe');
  assert.ok(await page.evaluate(() => Object.keys(sessionStorage).some((k) => k.startsWith('piiguard-draft:'))));
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(/\/dashboard\/auth\/signed-out$/);
  assert.deepEqual(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('piiguard-draft:'))), []);
  await page.goto(`${base}/dashboard/allow-lists/new`); // signs in again (development sign-in)
  assert.equal(await page.getByLabel('Name', { exact: true }).inputValue(), '');
  assert.ok(await page.locator('.draft-note').isHidden());
});

test('no page error and no console error (CSP violations included)', () => {
  assert.deepEqual(problems, []);
});

test('a form from another site is refused', async () => {
  const res = await fetch(`${base}/dashboard/keys`, {
    method: 'POST', redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site',
      Cookie: (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
    body: 'name=evil&plan=free&csrf=x',
  });
  assert.equal(res.status, 403);
});
