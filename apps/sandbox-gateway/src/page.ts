import { createHash } from 'node:crypto';
import { SANDBOX_SCENARIOS, type TSandboxScenario } from '@croupier/contracts';
import { parseEmvQr } from './emv-qr.ts';
import type { SandboxPayment } from './store.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** HTML-escapes text for element content and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** '1234.5000' → '1,234.50' (display only; the wire keeps the exact decimal string). */
export function displayAmount(amount: string): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  const cents = fraction.padEnd(4, '0');
  const extra = cents.slice(2).replace(/0+$/, '');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents.slice(0, 2)}${extra}`;
}

const SCENARIO_LABELS: Record<TSandboxScenario, string> = {
  normal: 'Normal: one callback',
  duplicate: 'Duplicates: the same callback three times',
  out_of_order: 'Out of order: final, stale PENDING, final again',
  contradictory: 'Contradictory: final, then the opposite status',
};

const STYLE = `
:root{color-scheme:light dark;--bg:#0f1020;--card:#181a33;--text:#eef0ff;--muted:#a3a8d6;--line:#2c2f55;--pay:#22c55e;--decline:#ef4444;--brand:#7c8cff}
@media (prefers-color-scheme: light){:root{--bg:#eef1fb;--card:#fff;--text:#16182d;--muted:#5b6080;--line:#dde1f2}}
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:radial-gradient(circle at 20% 0%,#2a2f7a55,transparent 60%),var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:16px}
main{width:min(440px,100%);background:var(--card);border:1px solid var(--line);border-radius:20px;padding:28px;box-shadow:0 20px 60px #0005}
.brand{display:flex;align-items:center;gap:10px;font-weight:700;letter-spacing:.02em;color:var(--brand)}
.brand svg{width:28px;height:28px}.badge{margin-left:auto;font-size:12px;font-weight:600;border:1px solid var(--line);border-radius:999px;padding:2px 10px;color:var(--muted)}
h1{font-size:15px;font-weight:500;color:var(--muted);margin:22px 0 4px}.amount{font-size:40px;font-weight:800;margin:0;letter-spacing:-.02em}
.amount small{font-size:18px;font-weight:600;color:var(--muted);margin-left:6px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:22px 0;padding:16px;border-radius:14px;background:#0001;border:1px solid var(--line)}
dt{color:var(--muted)}dd{margin:0;text-align:right;font-weight:600;overflow-wrap:anywhere;min-width:0}
label{display:block;font-size:13px;color:var(--muted);margin-bottom:6px}textarea{width:100%;padding:10px;border-radius:10px;border:1px solid var(--line);background:transparent;color:var(--text);font:13px/1.4 ui-monospace,monospace}select{width:100%;padding:10px;border-radius:10px;border:1px solid var(--line);background:transparent;color:var(--text);font:inherit}
.actions{display:grid;grid-template-columns:1fr 1fr;gap:12px;margin-top:20px}
button,.button{appearance:none;border:0;border-radius:12px;padding:14px;font:inherit;font-weight:700;cursor:pointer;color:#fff;text-align:center;text-decoration:none}
.pay{background:var(--pay)}.decline{background:transparent;color:var(--decline);border:1px solid var(--decline)}.back{display:block;background:var(--brand);margin-top:20px}
button:focus-visible,.button:focus-visible,select:focus-visible{outline:3px solid var(--brand);outline-offset:2px}
.note{font-size:12px;color:var(--muted);margin-top:18px;text-align:center}.status{font-size:22px;font-weight:700;margin:16px 0 0}
.PAID{color:var(--pay)}.FAILED{color:var(--decline)}
`;

/**
 * The CSP source of the pages' one inline style sheet: the policy allows exactly this sheet, so
 * no injected style (or script) runs on the payment page.
 */
export const STYLE_SOURCE = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

const LOGO = `<svg viewBox="0 0 32 32" aria-hidden="true"><rect x="2" y="6" width="28" height="20" rx="5" fill="currentColor" opacity=".25"/><rect x="2" y="11" width="28" height="4" fill="currentColor"/><rect x="6" y="19" width="8" height="3" rx="1.5" fill="currentColor"/></svg>`;

function shell(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** What the player's app calls itself: the card page, a bank app that scanned a QR, or a wallet. */
function appName(payment: SandboxPayment): string {
  if (payment.method === 'promptpay') return 'Sandbox Bank · PromptPay';
  if (payment.method === 'vietqr') return 'Sandbox Bank · VietQR';
  if (payment.method === 'ewallet') return 'Sandbox Wallet';
  return 'Sandbox Pay';
}

/** What a bank app reads from the scanned code: whom it pays and the reference it carries. */
function scannedRows(payment: SandboxPayment): string {
  const qr = payment.qrPayload ? parseEmvQr(payment.qrPayload) : undefined;
  if (!qr) return '';
  const payee =
    payment.method === 'promptpay'
      ? (qr.template('29').get('01') ?? qr.template('29').get('02') ?? qr.template('29').get('03') ?? '')
      : (() => {
          const beneficiary = qr.template('38').get('01') ?? '';
          const bank = beneficiary.slice(4, 10);
          return `${bank} / ${beneficiary.slice(14)}`;
        })();
  const reference = qr.template('62').get('05') ?? qr.template('62').get('08') ?? '';
  return `<dt>Pay to (from the QR)</dt><dd>${escapeHtml(payment.payee?.name ? `${payment.payee.name} · ${payee}` : payee)}</dd>
<dt>QR reference</dt><dd>${escapeHtml(reference)}</dd>`;
}

function details(payment: SandboxPayment): string {
  return `<h1>Pay ${escapeHtml(payment.merchantName)}</h1>
<p class="amount"><span>${escapeHtml(displayAmount(payment.amount))}</span><small>${escapeHtml(payment.currency)}</small></p>
<dl>
<dt>Merchant</dt><dd>${escapeHtml(payment.merchantName)}</dd>
${scannedRows(payment)}
<dt>Reference</dt><dd>${escapeHtml(payment.orderId)}</dd>
${payment.description ? `<dt>Description</dt><dd>${escapeHtml(payment.description)}</dd>` : ''}
<dt>Payment</dt><dd>${escapeHtml(payment.paymentId)}</dd>
</dl>`;
}

/** The hosted payment page: the player sees merchant, amount and reference, and pays or declines. */
export function paymentPage(payment: SandboxPayment, scenario: TSandboxScenario): string {
  const name = appName(payment);
  const header = `<div class="brand">${LOGO}<span>${escapeHtml(name)}</span><span class="badge">TEST MODE</span></div>`;
  if (payment.status !== 'PENDING') {
    const back = returnUrlOf(payment);
    return shell(
      name,
      `${header}${details(payment)}<p class="status ${payment.status}" role="status">${payment.status === 'PAID' ? 'Payment completed' : 'Payment declined'}</p>
<a class="button back" href="${escapeHtml(back)}">Return to ${escapeHtml(payment.merchantName)}</a>`,
    );
  }
  const options = SANDBOX_SCENARIOS.map(
    (value) =>
      `<option value="${value}"${value === scenario ? ' selected' : ''}>${escapeHtml(SCENARIO_LABELS[value])}</option>`,
  ).join('');
  return shell(
    `Pay ${payment.merchantName}`,
    `${header}${details(payment)}
<form method="post" action="/pay/${encodeURIComponent(payment.paymentId)}">
<label for="scenario">Callback delivery (testing)</label>
<select id="scenario" name="scenario">${options}</select>
<div class="actions">
<button class="decline" type="submit" name="decision" value="decline">Decline</button>
<button class="pay" type="submit" name="decision" value="pay">Pay</button>
</div>
</form>
<p class="note">Sandbox gateway: no real money moves. Callbacks are signed and retried until the merchant answers 2xx.</p>`,
  );
}

/**
 * The sandbox bank app's scanner: the player pastes the QR code's text (what a camera would read)
 * and the bank shows the payment it pays.
 */
export function scanPage(problem?: string): string {
  return shell(
    'Sandbox Bank',
    `<div class="brand">${LOGO}<span>Sandbox Bank</span><span class="badge">TEST MODE</span></div>
<h1>Scan to pay</h1><p>Paste the text of a PromptPay or VietQR code, as your camera would read it.</p>
<form method="post" action="/scan">
<label for="payload">QR code text</label>
<textarea id="payload" name="payload" rows="4" required></textarea>
${problem ? `<p class="status FAILED" role="alert">${escapeHtml(problem)}</p>` : ''}
<div class="actions"><span></span><button class="pay" type="submit">Scan</button></div>
</form>`,
  );
}

/** A page for an unknown payment id. */
export function notFoundPage(): string {
  return shell(
    'Sandbox Pay',
    '<h1>Payment not found</h1><p>This payment link is unknown or has expired.</p>',
  );
}

/** The merchant's return URL with the payment id and its status appended. */
export function returnUrlOf(payment: SandboxPayment): string {
  const url = new URL(payment.returnUrl);
  url.searchParams.set('paymentId', payment.paymentId);
  url.searchParams.set('status', payment.status);
  return url.toString();
}

/** The sandbox's home: what it is and its latest payments. */
export function homePage(payments: SandboxPayment[]): string {
  const rows = payments
    .slice(0, 20)
    .map(
      (p) =>
        `<dt><a href="/pay/${encodeURIComponent(p.paymentId)}">${escapeHtml(p.orderId)}</a></dt><dd>${escapeHtml(displayAmount(p.amount))} ${escapeHtml(p.currency)} · <span class="${p.status}">${p.status}</span></dd>`,
    )
    .join('');
  return shell(
    'Sandbox Pay',
    `<div class="brand">${LOGO}<span>Sandbox Pay</span><span class="badge">TEST MODE</span></div>
<h1>Sandbox payment gateway</h1><p>Merchants create payments with a signed <code>POST /api/v1/payments</code>; players pay on the hosted page; signed callbacks follow.</p>
${rows ? `<dl>${rows}</dl>` : '<p class="note">No payments yet.</p>'}`,
  );
}
