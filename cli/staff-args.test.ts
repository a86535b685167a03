import { describe, expect, it } from 'vitest';
import { parseStaffArgs } from './staff-args.ts';

describe('staff command line arguments', () => {
  it('reads add with repeated roles and an optional name', () => {
    expect(parseStaffArgs(['add', '--email', 'a@example.com', '--password', 'pw', '--role', 'owner', '--role', 'sales'])).toEqual({ command: 'add', email: 'a@example.com', password: 'pw', roles: ['owner', 'sales'] });
    expect(parseStaffArgs(['add', '--email', 'a@example.com', '--password', 'pw', '--role', 'content', '--name', 'Ada'])).toMatchObject({ name: 'Ada' });
  });

  it('reads list, disable and enable', () => {
    expect(parseStaffArgs(['list'])).toEqual({ command: 'list' });
    expect(parseStaffArgs(['disable', '--email', 'a@example.com'])).toEqual({ command: 'disable', email: 'a@example.com' });
    expect(parseStaffArgs(['enable', '--email', 'a@example.com'])).toEqual({ command: 'enable', email: 'a@example.com' });
  });

  it('names what is wrong', () => {
    const bad: [string[], RegExp][] = [
      [['add', '--email', 'a@example.com', '--password', 'pw'], /--role is required/],
      [['add', '--password', 'pw', '--role', 'owner'], /--email is required/],
      [['add', '--email', 'a@example.com', '--role', 'owner'], /--password is required/],
      [['add', '--email', 'a@example.com', '--password', 'pw', '--role', 'boss'], /unknown role "boss"/],
      [['disable'], /--email is required/],
      [['fire', '--email', 'a@example.com'], /unknown command "fire"/],
      [['list', '--colour'], /Unknown option '--colour'/],
    ];
    for (const [args, message] of bad) expect(() => parseStaffArgs(args), args.join(' ')).toThrow(message);
  });
});
