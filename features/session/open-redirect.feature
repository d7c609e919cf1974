@ui
Feature: A next= never takes the browser off the origin
  Signing in, logging out, /redirect, the start-up guard and the first-login page all send the browser
  on to a path they were given (shell §2, §4). Security rule of the project: redirects go to same-origin
  paths only, so whatever an attacker puts in a link or a form, the browser stays on the console's origin:
  a hostile next lands on the console's home, a same-origin one where it points. Every request to another
  host is answered by the test instead of being sent, and counted. The sign-in and logout rows below are
  a few of the hostile corpus, proving the browser's own form and redirects; the whole corpus goes through
  the same server decisions and the browser's resolving of each redirect in open-redirect-http.feature.

  In the tables `\t` stands for a tab, `\n` for a newline and `\\` for one backslash.

  Background:
    Given every request to another host is intercepted and counted

  Scenario Outline: a next of the hostile corpus stays on the origin, <carried>
    Given a visitor without a session
    When "admin" signs in <carried> each next below:
      | next                                       | lands on           |
      | /\\evil.example                            | /ui/               |
      | /\t/evil.example                           | /ui/               |
      | javascript:alert(document.domain)          | /ui/               |
      | /ui/console/dashboard/../../workbench/home | /ui/workbench/home |
      | /ui/@evil.example                          | /ui/@evil.example  |
    Then every sign-in landed where the table says
    And no request left the origin

    @shell.2.path.login
    Examples: the platform's sign-in POST
      | carried                        |
      | through a sign-in form posting |

    @shell.2.path.logout
    Examples: logout ?next=, then the sign-in page it leads to
      | carried                      |
      | after a logout link carrying |

  @shell.2.path.redirect
  Scenario Outline: /redirect<rest> stays on the origin
    Given "admin" has signed in
    When they open "/ui/redirect<rest>"
    Then the address is "<lands on>"
    And no request left the origin

    Examples:
      | rest                             | lands on              |
      | /..%2F..%2F%2Fevil.example       | /ui/console/dashboard |
      | /..%5C..%5C%5Cevil.example       | /ui/console/dashboard |
      | /..%252F..%252F%252Fevil.example | /ui/console/dashboard |
      | /%09/..%2F..%2Fevil.example      | /ui/console/dashboard |
      | ?next=//evil.example             | /ui/console/dashboard |
      | //evil.example                   | /ui/404               |
      | /%2F%2Fevil.example              | /ui/404               |
      | /http://evil.example/            | /ui/404               |
      | /javascript:alert(1)             | /ui/404               |
      | /workbench/home                  | /ui/workbench/home    |

  @shell.4.session-cookie-missing @shell.8.no-session-cookie @shell.7.call.core-logout
  Scenario Outline: the start-up guard sends a visitor without a session to sign in and back to /ui<rest>, on the origin
    Given a visitor without a session
    When they open "/ui<rest>"
    Then they see the sign-in page
    When they sign in as "admin"
    Then the address is "<lands on>"
    And no request left the origin

    Examples:
      | rest                              | lands on              |
      | /..%2F..%2F%2Fevil.example        | /ui/console/dashboard |
      | /x/..%2F..%2F..%2F%2Fevil.example | /ui/console/dashboard |
      | /..%5C..%5C%5Cevil.example        | /ui/console/dashboard |
      | /..%252F..%252F%252Fevil.example  | /ui/console/dashboard |
      | /%09/..%2F..%2Fevil.example       | /ui/console/dashboard |
      | /?next=//evil.example             | /ui/console/dashboard |
      | //evil.example                    | /ui/404               |
      | /%2F%2Fevil.example               | /ui/404               |
      | /workbench/home                   | /ui/workbench/home    |

  @shell.4.profile-401 @shell.8.profile-401
  Scenario Outline: a profile answering 401 sends the user to sign in and back to /ui<rest>, on the origin
    Given "admin" has signed in
    And the next GET of "/api/v1/users/profile/" fails with status 401 and body ""
    When they open "/ui<rest>"
    Then they see the sign-in page
    When they sign in as "admin"
    Then the address is "<lands on>"
    And no request left the origin

    Examples:
      | rest                       | lands on              |
      | /..%2F..%2F%2Fevil.example | /ui/console/dashboard |
      | /..%5C..%5C%5Cevil.example | /ui/console/dashboard |
      | /workbench/home            | /ui/workbench/home    |

  @shell.4.first-login @shell.2.path.profile-improvement
  Scenario Outline: the first-login page continues to the next <next> on the origin only
    Given "newbie" has signed in
    When they open "/ui/profile/improvement" with the next "<next>"
    And they tick "I agree to the terms and conditions of use"
    And they press the "Confirm and continue" button
    Then the address is "<lands on>"
    And no request left the origin

    Examples:
      | next                              | lands on           |
      | /ui/../..//evil.example           | /ui/workbench/home |
      | //evil.example                    | /ui/workbench/home |
      | /%5C%5Cevil.example               | /ui/workbench/home |
      | javascript:alert(document.domain) | /ui/workbench/home |
      | /ui/profile/info                  | /ui/profile/info   |
