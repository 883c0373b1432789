import type { LoginAnswer } from '@fireline/shared';
import { api } from './api';
import { loadSession, saveSession } from './session';

/**
 * Reads user/info again (the server pushed permissions_changed: this user's role was edited) and stores it: the menu,
 * the tabs and the buttons drawn from the stored tree follow without a new login.
 */
export const refreshSession = async () => {
  if (!loadSession()) return;
  // Without user_id user/info answers the caller's own login answer (a user_id would answer a user record).
  const answer = (await api.get('/api_proxy/user/info/', undefined, { silent: true })) as LoginAnswer;
  // Logged out while the call was out: nothing to refresh.
  if (!loadSession()) return;
  saveSession(answer);
};
