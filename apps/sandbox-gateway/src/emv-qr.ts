/**
 * EMVCo merchant-presented QR payloads (EMV QRCPS) of the two national schemes the sandbox issues:
 * Thai PromptPay (Bank of Thailand, tag 29) and Vietnamese VietQR (NAPAS, tag 38). A payload is a
 * string of TLV fields (two-digit id, two-digit length, value) that ends with tag 63, the
 * CRC-16/CCITT-FALSE of everything before it including "6304".
 */

/** One field: id, two-digit length, value. Values longer than 99 characters do not fit the format. */
export function tlv(id: string, value: string): string {
  if (!/^[0-9]{2}$/.test(id)) throw new Error(`EMV field id ${id} is not two digits`);
  if (value.length > 99) throw new Error(`EMV field ${id} is longer than 99 characters`);
  return `${id}${value.length.toString().padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The fields joined and closed with their CRC (tag 63). */
export function withCrc(fields: string[]): string {
  const body = `${fields.join('')}6304`;
  return `${body}${crc16(body)}`;
}

/** '1234.5000' → '1234.50'; VND has no minor unit in the QR: '120000.0000' → '120000'. */
function qrAmount(amount: string, fractionDigits: 0 | 2): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  if (fractionDigits === 0) return whole;
  return `${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** Upper-case ASCII letters and digits only: what every banking app shows of a reference. */
function referenceText(reference: string, max: number): string {
  return reference
    .normalize('NFD')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .slice(0, max);
}

/**
 * A PromptPay payload. `account`: a mobile number (0XXXXXXXXX, carried as 0066XXXXXXXXX), a 13-digit
 * national or tax id, or a 15-digit e-wallet id. With an amount the code is dynamic (POI 12): it
 * pays exactly that much, once; `reference` goes in the additional data (tag 62, reference label).
 * Field order follows the Thai QR standard's examples (29, 58, 53, 54).
 */
export function promptPayPayload(input: { account: string; amount?: string; reference?: string }): string {
  const digits = input.account.replace(/[^0-9]/g, '');
  let proxy: string;
  if (digits.length === 15) proxy = tlv('03', digits);
  else if (digits.length === 13) proxy = tlv('02', digits);
  else if (/^0[0-9]{9}$/.test(digits)) proxy = tlv('01', `0066${digits.slice(1)}`);
  else throw new Error('a PromptPay id is a mobile number, a 13-digit id or a 15-digit e-wallet id');
  const fields = [
    tlv('00', '01'),
    tlv('01', input.amount ? '12' : '11'),
    tlv('29', `${tlv('00', 'A000000677010111')}${proxy}`),
    tlv('58', 'TH'),
    tlv('53', '764'),
  ];
  if (input.amount) fields.push(tlv('54', qrAmount(input.amount, 2)));
  if (input.reference) fields.push(tlv('62', tlv('05', referenceText(input.reference, 25))));
  return withCrc(fields);
}

/**
 * A VietQR payload (NAPAS 24/7 transfer to an account, service QRIBFTTA). `bank` is the NAPAS BIN
 * of the receiving bank, `account` the account number; the purpose (tag 62, id 08) carries the
 * reference the receiving bank shows on the statement. Amounts are whole dong.
 */
export function vietQrPayload(input: {
  bank: string;
  account: string;
  amount?: string;
  purpose?: string;
}): string {
  if (!/^[0-9]{6}$/.test(input.bank)) throw new Error('a VietQR bank BIN is 6 digits');
  const beneficiary = `${tlv('00', input.bank)}${tlv('01', input.account)}`;
  const fields = [
    tlv('00', '01'),
    tlv('01', input.amount ? '12' : '11'),
    tlv('38', `${tlv('00', 'A000000727')}${tlv('01', beneficiary)}${tlv('02', 'QRIBFTTA')}`),
    tlv('53', '704'),
  ];
  if (input.amount) fields.push(tlv('54', qrAmount(input.amount, 0)));
  fields.push(tlv('58', 'VN'));
  if (input.purpose) fields.push(tlv('62', tlv('08', referenceText(input.purpose, 25))));
  return withCrc(fields);
}

/** A payload read back: its top-level fields by id (templates stay raw), after checking the CRC. */
export interface ParsedQr {
  fields: Map<string, string>;
  /** A template field's own fields (29, 38, 62 …). */
  template(id: string): Map<string, string>;
}

function readFields(text: string): Map<string, string> | undefined {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^[0-9]{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > text.length)
      return undefined;
    fields.set(id, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/** Reads a payload as a banking app does: undefined when it is malformed or its CRC is wrong. */
export function parseEmvQr(payload: string): ParsedQr | undefined {
  const text = payload.trim();
  if (text.length < 8 || text.slice(-8, -4) !== '6304') return undefined;
  if (crc16(text.slice(0, -4)) !== text.slice(-4).toUpperCase()) return undefined;
  const fields = readFields(text);
  if (!fields) return undefined;
  return { fields, template: (id) => readFields(fields.get(id) ?? '') ?? new Map() };
}
