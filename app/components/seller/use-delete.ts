/** Deletes through the API, reports the outcome, and reloads the page data. */
import { useRevalidator } from 'react-router';
import { api } from '../../lib/api';
import { notify, type Failure } from './notify';

export function useDelete(path: string, success: string, failure: (f: Failure) => string) {
  const revalidator = useRevalidator();
  return async () => {
    if (notify(await api(path, { method: 'DELETE' }), success, failure)) await revalidator.revalidate();
  };
}
