import { describe, expect, it } from 'vitest';
import { crc16, parseEmvQr, promptPayPayload, vietQrPayload } from './emv-qr.ts';

// Known-good payloads published by others (their CRCs were computed by their own code or by a
// payment provider), so this file checks the encoder against the outside world, not against itself.
const PROMPTPAY_PHONE = '00020101021129370016A000000677010111011300668012345675802TH530376463046197';
const PROMPTPAY_ID = '00020101021129370016A000000677010111021311111111111115802TH530376463047B5A';
const PROMPTPAY_AMOUNT = '00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469';
/** A Thai payment provider's dynamic QR, fields in another order. */
const PROMPTPAY_PROVIDER =
  '00020101021153037645802TH29370016A0000006770101110113006681017332754074999.9963040154';
/** Thai bill payment (tag 30) with references. */
const THAI_BILL =
  '000201010212304701151423461990019930210REFERENCE10310REFERENCE25204701153037645406100.005802TH5907PPETECH6007BANGKOK62380523202106250425429530000000707SRU123563043AEF';
/** VietQR: 120,000 VND to Vietinbank (970415) account 0011001932418, purpose "ung ho lu lut". */
const VIETQR =
  '00020101021238570010A00000072701270006970415011300110019324180208QRIBFTTA530370454061200005802VN62170813ung ho lu lut6304C15C';

describe('crc16', () => {
  it('is CRC-16/CCITT-FALSE: the standard check value of "123456789" is 29B1', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it.each([PROMPTPAY_PHONE, PROMPTPAY_ID, PROMPTPAY_AMOUNT, PROMPTPAY_PROVIDER, THAI_BILL, VIETQR])(
    'matches the published checksum of %s',
    (payload) => {
      expect(crc16(payload.slice(0, -4))).toBe(payload.slice(-4));
    },
  );
});

describe('promptPayPayload', () => {
  it('encodes a mobile number, a national id and an amount exactly as the published examples', () => {
    expect(promptPayPayload({ account: '0801234567' })).toBe(PROMPTPAY_PHONE);
    expect(promptPayPayload({ account: '1111111111111' })).toBe(PROMPTPAY_ID);
    expect(promptPayPayload({ account: '000-000-0000', amount: '4.2200' })).toBe(PROMPTPAY_AMOUNT);
  });

  it('carries the order reference in the additional data and stays scannable', () => {
    const payload = promptPayPayload({
      account: '0812345678',
      amount: '500.0000',
      reference: 'DPABCD2345EFGH',
    });
    const body =
      '00020101021229370016A000000677010111011300668123456785802TH53037645406500.0062180514DPABCD2345EFGH6304';
    expect(payload).toBe(`${body}${crc16(body)}`);
    const parsed = parseEmvQr(payload);
    expect(parsed?.fields.get('54')).toBe('500.00');
    expect(parsed?.template('62').get('05')).toBe('DPABCD2345EFGH');
    expect(parsed?.template('29').get('01')).toBe('0066812345678');
  });

  it('refuses an id PromptPay does not know', () => {
    expect(() => promptPayPayload({ account: '12345' })).toThrow(/PromptPay/);
  });
});

describe('vietQrPayload', () => {
  it('encodes a transfer exactly as the published example', () => {
    expect(
      vietQrPayload({
        bank: '970415',
        account: '0011001932418',
        amount: '120000.0000',
        purpose: 'ung ho lu lut',
      }),
    ).toBe(VIETQR);
  });
});

describe('parseEmvQr', () => {
  it('reads the fields of a good payload and refuses a changed one', () => {
    expect(parseEmvQr(VIETQR)?.template('38').get('02')).toBe('QRIBFTTA');
    expect(parseEmvQr(VIETQR.replace('120000', '920000'))).toBeUndefined();
    expect(parseEmvQr('not a qr')).toBeUndefined();
  });
});
