import { waitForCode } from './account-mail-sink.ts';
import { visitorAddress } from './visitor-address.ts';

/** The API's answer envelope as the browser tests read it. */
export interface Envelope {
  code: string;
  msg?: string;
  data: any;
}

/**
 * Calls the site's API as a client would: JSON in and out, with a customer's bearer token when given; every
 * call of one caller from the same address of its own (visitor-address.ts).
 */
export function apiCaller(baseURL: string, address = visitorAddress()) {
  return async (path: string, body?: unknown, token?: string, method = 'POST'): Promise<Envelope> => {
    const res = await fetch(`${baseURL}/api/v1${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as Envelope;
  };
}

/** The envelope of an accepted call; a refusal throws with its message (these helpers run in the global setup too, outside a test). */
function accepted(answer: Envelope, what: string): Envelope {
  if (answer.code !== 'E0001') throw new Error(`${what} refused: ${answer.code} ${answer.msg ?? ''}`);
  return answer;
}

export interface TestAccount {
  email: string;
  phone: string;
  password: string;
}

export interface TestCustomer extends TestAccount {
  /** The session token (`jti`) of a login made right after registering. */
  token: string;
  expiration: string;
}

export interface CustomerDetails {
  name?: string;
  company?: string;
  department?: string;
}

/**
 * Registers a new account through the API the way the registration page does (code from the mail sink,
 * every required field, both consents), without logging in. `tag` makes the address unique and readable.
 */
export async function registerAccount(baseURL: string, mailDir: string, tag: string, details: CustomerDetails = {}): Promise<TestAccount> {
  const call = apiCaller(baseURL);
  const email = `${tag}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
  const password = 'secret42';
  await call('/code/send', { username: email, purpose: 'register' });
  const code = await waitForCode(mailDir, email);
  const phone = `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const { name = 'Li Ming', company = 'Fudan', department = 'Biology' } = details;
  accepted(await call('/user', { username: email, name, phone, company, department, password, confirmation: password, code, areaId: 1, industryId: 1, agreement: true, privacy: true }), 'registration');
  return { email, phone, password };
}

/** A new account, registered as `registerAccount` does, and logged in. */
export async function registerCustomer(baseURL: string, mailDir: string, tag: string, details: CustomerDetails = {}): Promise<TestCustomer> {
  const account = await registerAccount(baseURL, mailDir, tag, details);
  const login = accepted(await apiCaller(baseURL)('/user/login', { username: account.email, password: account.password }), 'login');
  const { jti, expiration } = login.data as { jti: string; expiration: string };
  return { ...account, token: jti, expiration };
}
