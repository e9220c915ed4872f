/** What route-error-lazy.tsx imports lazily: route-error.tsx itself is imported directly by the
 * other pages, and Vite warns about a module imported both ways. */
export { RouteError } from './route-error';
