/** Only a path of this site: a form field or query must not send the customer elsewhere. */
export function safeRedirect(target: unknown, fallback = '/'): string {
  const value = typeof target === 'string' ? target : '';
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : fallback;
}
