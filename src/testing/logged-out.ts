import { session } from '../state/session.state.ts';
import { memoryStorage } from './memory-storage.ts';

/** The start of a session test: nobody logged in, and a new empty Storage for the login to go to. */
export function loggedOutStorage(): Storage {
  session.username.value = null;
  return memoryStorage();
}
