/**
 * A game's RTP as the card shows it: the vendor's exact decimal string without trailing zeros
 * ("99.000" → "99", "96.020" → "96.02"); text it cannot read is shown as given.
 */
export function formatRtp(rtp: string): string {
  const match = /^(\d{1,3})(?:\.(\d+))?$/.exec(rtp.trim());
  if (!match) return rtp;
  const [, whole, fraction = ''] = match;
  const kept = fraction.replace(/0+$/, '');
  return kept ? `${whole}.${kept}` : (whole ?? rtp);
}
