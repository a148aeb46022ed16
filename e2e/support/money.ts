import type { Page } from '@playwright/test';

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
