/** The page to come back to after a form post: this one, without a notice already shown. */
export function returnPath(location: { pathname: string; search: string }): string {
  const params = new URLSearchParams(location.search);
  params.delete('notice');
  const search = params.toString();
  return location.pathname + (search ? `?${search}` : '');
}
