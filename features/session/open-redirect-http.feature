@api
Feature: A next= never takes a client off the origin, over the whole hostile corpus
  The platform's sign-in and logout send the browser on to the next they were given (shell §2). Security
  rule of the project: redirects go to same-origin paths only. Here a client behaving as a browser does
  posts the sign-in form, or follows a logout link and posts the sign-in form it leads to, with each next
  of the hostile corpus, and follows every redirect by resolving its Location against the address it came
  from as a browser does (dot segments, backslashes as slashes, tab and newline dropped); a Location on
  another origin is counted and not followed. features/session/open-redirect.feature proves the same
  in the browser, with its own form and its own redirects, on a few of these rows.

  In the tables `\t` stands for a tab, `\n` for a newline and `\\` for one backslash.

  Scenario Outline: every next of the hostile corpus stays on the origin, <carried>
    When a client signs in as "admin" <carried> each next below:
      | next                                       | lands on           |
      | /ui/../..//evil.example                    | /ui/               |
      | /..//evil.example                          | /ui/               |
      | /.//evil.example                           | /ui/               |
      | /ui/./../.././/evil.example                | /ui/               |
      | /%2e%2e//evil.example                      | /ui/               |
      | %2F..%2F%2Fevil.example                    | /ui/               |
      | %2F%2Fevil.example                         | /ui/               |
      | /%2F%2Fevil.example                        | /ui/               |
      | /%2f/evil.example                          | /ui/               |
      | /ui/%2e%2e/%2e%2e//evil.example            | /ui/               |
      | /ui/..%2F..%2F%2Fevil.example              | /ui/               |
      | %252F%252Fevil.example                     | /ui/               |
      | /%252F%252Fevil.example                    | /ui/               |
      | /ui/..%252F..%252F%252Fevil.example        | /ui/               |
      | /%25252F%25252Fevil.example                | /ui/               |
      | /\\evil.example                            | /ui/               |
      | \\/evil.example                            | /ui/               |
      | /\\/evil.example                           | /ui/               |
      | \\\\evil.example                           | /ui/               |
      | /%5Cevil.example                           | /ui/               |
      | /%5C%5Cevil.example                        | /ui/               |
      | /ui/..%5C..%5C%5Cevil.example              | /ui/               |
      | /\t/evil.example                           | /ui/               |
      | /\n/evil.example                           | /ui/               |
      | \t//evil.example                           | /ui/               |
      | /%09/evil.example                          | /ui/               |
      | /%0a/evil.example                          | /ui/               |
      | /%0d%0aLocation:%20http://evil.example     | /ui/               |
      | //evil.example                             | /ui/               |
      | ///evil.example                            | /ui/               |
      | //127.0.0.1@evil.example/                  | /ui/               |
      | http://127.0.0.1@evil.example/             | /ui/               |
      | /\\@evil.example                           | /ui/               |
      | //evil.example%2F@127.0.0.1/               | /ui/               |
      | http://evil.example/                       | /ui/               |
      | HTTPS://evil.example                       | /ui/               |
      | https:evil.example                         | /ui/               |
      | http%3A%2F%2Fevil.example                  | /ui/               |
      | javascript:alert(document.domain)          | /ui/               |
      | JaVaScRiPt:alert(1)                        | /ui/               |
      | java\tscript:alert(1)                      | /ui/               |
      | data:text/html,<script>alert(1)</script>   | /ui/               |
      | evil.example                               | /ui/               |
      | /ui/workbench/home                         | /ui/workbench/home |
      | /ui/console/dashboard/../../workbench/home | /ui/workbench/home |
      | %2Fui%2Fworkbench%2Fhome                   | /ui/workbench/home |
      | /ui/@evil.example                          | /ui/@evil.example  |
    Then every sign-in landed where the table says
    And no redirect led off the origin

    @shell.2.path.login
    Examples: the platform's sign-in POST
      | carried                        |
      | through a sign-in form posting |

    @shell.2.path.logout
    Examples: logout ?next=, then the sign-in page it leads to
      | carried                      |
      | after a logout link carrying |
