import { useSessionRefresh } from '../features/auth/use-session-refresh';

/** Brings the stored login up to date with the server on each page load (role changes). */
export function SessionRefresh() {
  useSessionRefresh();
  return null;
}
