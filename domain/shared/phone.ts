/** Phone numbers are kept in E.164 (docs/architecture.md §Text). Azerbaijani numbers may be
 * typed as `050 123 45 67`, `+994 50 123 45 67` or `501234567`. */
const AZ_PREFIXES = /^(10|40|44|50|51|55|60|70|77|99|12|18|2[0-6]|36)\d{7}$/;

export function normalizePhone(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  let national: string | null = null;
  if (compact.startsWith('+994')) national = compact.slice(4);
  else if (compact.startsWith('+')) return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null;
  else if (compact.startsWith('994') && compact.length === 12) national = compact.slice(3);
  else if (compact.startsWith('0') && compact.length === 10) national = compact.slice(1);
  else if (compact.length === 9) national = compact;
  return national && AZ_PREFIXES.test(national) ? `+994${national}` : null;
}

/** Postcodes accept `AZ1000`, `AZ 1000` and `1000`; stored as `AZ1000`. */
export function normalizeZip(input: string): string | null {
  const m = /^(?:AZ\s?)?(\d{4})$/i.exec(input.trim());
  return m ? `AZ${m[1]}` : null;
}

/** An E.164 Azerbaijani number as people read and dial it: `+994 50 123 45 67`; other numbers unchanged. */
export function formatPhone(e164: string): string {
  const m = /^\+994(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(e164);
  return m ? `+994 ${m[1]} ${m[2]} ${m[3]} ${m[4]}` : e164;
}
