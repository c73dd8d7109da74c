/**
 * Merchants as entities (docs/api.md#merchants): a shop is found by its slug, made from the name
 * a member types, and by the link domains its deals were posted with.
 */

/** A slug's longest form: a shop's name is at most 100 characters, its slug keeps the start. */
export const MERCHANT_SLUG_MAX = 60;

/**
 * The slug of a shop's name: letters and digits of any script, lower case, accents dropped, every
 * other run of characters one hyphen ("JUMIA DZ" and "jumia.dz" are both `jumia-dz`; "Électro
 * Hamid" is `electro-hamid`). Empty when the name holds no letter or digit.
 */
export function merchantSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .slice(0, MERCHANT_SLUG_MAX)
    .replace(/^-+|-+$/g, '');
}

/** Whether a text is a slug as merchantSlug makes them (a path or query parameter). */
export const isMerchantSlug = (text: string) => text.length > 0 && merchantSlug(text) === text;

/**
 * Hosts whose links say nothing of a shop: social networks, link shorteners, messengers. A deal
 * linking to them never gives its merchant a domain.
 */
const SHARED_HOSTS = new Set([
  'facebook.com',
  'fb.com',
  'fb.me',
  'instagram.com',
  'tiktok.com',
  'youtube.com',
  'youtu.be',
  'twitter.com',
  'x.com',
  't.me',
  'telegram.me',
  'wa.me',
  'whatsapp.com',
  'linktr.ee',
  'bit.ly',
  'tinyurl.com',
  'goo.gl',
  'google.com',
  'docs.google.com',
  'forms.gle',
  'snapchat.com',
  'pinterest.com',
  'linkedin.com',
]);

/**
 * The shop domain of a deal's link: its host in lower case without `www.` or `m.`; undefined for
 * no link, a bad one, an address by number, or a shared host (SHARED_HOSTS).
 */
export function merchantDomain(url: string | undefined | null): string | undefined {
  if (!url) return undefined;
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  host = host.replace(/^(www\d?|m)\./, '').replace(/\.$/, '');
  if (!host.includes('.') || /^[\d.]+$/.test(host) || host.startsWith('[')) return undefined;
  if (SHARED_HOSTS.has(host) || [...SHARED_HOSTS].some((shared) => host.endsWith(`.${shared}`))) return undefined;
  return host;
}
