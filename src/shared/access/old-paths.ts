// Old links: the platform's e-mails, site messages and bookmarks name pages by the real console's
// paths in the hash form (/ui/#/console/users/users/user-acl, /ui/#/audits/login-log). Each lands on
// the same page of this console; paths that are the same here pass unchanged.
const MOVED: ReadonlyArray<readonly [RegExp, string]> = [
  // Domain §2 lists users/user-acl under users; this console files it beside users (/console/users/user-acl).
  [/^\/console\/users\/users\/user-acl(\/.*)?$/, '/console/users/user-acl$1'],
  // The audit logs of the console before the audit view (/audits/…) are under /audit/logs and /audit/sessions.
  [/^\/audits\/(login-log|operate-log|password-change-log|command-execution-log)\/?$/, '/audit/logs/$1'],
  [/^\/audits\/ftp-log\/?$/, '/audit/sessions/ftp'],
]

/** The path of this console for a path of the real console, its query kept. */
export function currentPathOf(path: string): string {
  const at = path.search(/[?#]/)
  const [pathname, rest] = at < 0 ? [path, ''] : [path.slice(0, at), path.slice(at)]
  for (const [old, now] of MOVED) if (old.test(pathname)) return pathname.replace(old, now) + rest
  return path
}
