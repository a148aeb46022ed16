import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { OPERATOR_KEY, PORT } from '../playwright.config.ts';

/**
 * Sets the payment password (proven with the login password `lucky777`) and binds a bank account
 * (proven with the payment password) through the player API, with the tab's session.
 */
export async function setUpForWithdrawals(page: Page, paymentPassword: string) {
  await page.evaluate(async (password) => {
    const headers = {
      'content-type': 'application/json',
      'x-session-token': sessionStorage.getItem('token') ?? '',
    };
    const post = (url: string, body: unknown) =>
      fetch(url, { method: 'POST', headers, body: JSON.stringify(body) }).then((r) => r.json());
    const set = await post('/wps/member/paymentPassword', {
      newPaymentPassword: password,
      loginPassword: 'lucky777',
    });
    const bound = await post('/wps/member/bankAccount', {
      payeeName: 'Noor Haddad',
      bankName: 'Delta Bank',
      accountNumber: '12121212',
      paymentPassword: password,
    });
    if (!set.success || !bound.success) throw new Error(JSON.stringify({ set, bound }));
  }, paymentPassword);
}

/**
 * A manual bank deposit the member asks for with the tab's session, approved by the operator of
 * `merchantCode` (Royal Flush unless given) through the operator API.
 */
export async function depositApproved(
  page: Page,
  request: APIRequestContext,
  amount: string,
  merchantCode = 'ROYAL',
) {
  const id = await page.evaluate(async (value) => {
    const response = await fetch('/wps/wallet/deposits', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-session-token': sessionStorage.getItem('token') ?? '',
      },
      body: JSON.stringify({
        channel: 'BANK',
        amount: value,
        reference: 'JOURNEY',
        idempotencyKey: `j-${Date.now()}`,
      }),
    });
    return ((await response.json()) as { value: { id: string } }).value.id;
  }, amount);
  const approved = await request.post(
    `http://localhost:${PORT}/admin/api/merchants/${merchantCode}/deposits/${id}/approve`,
    { headers: { 'x-admin-key': OPERATOR_KEY } },
  );
  expect(approved.status()).toBe(200);
}
