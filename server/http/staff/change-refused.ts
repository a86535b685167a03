/**
 * A back-office change refused by a rule (an e-mail already taken, the last owner removed): the field it
 * concerns and an `admin:` message key. Thrown by change functions, which also run on the command line
 * where there is no request; admin routes answer it as a 400 naming the field (admin.routes.ts).
 */
export class ChangeRefused extends Error {
  constructor(
    readonly field: string,
    readonly key: string,
  ) {
    super(key);
  }
}
