@ui @domain.3.profile
Feature: The fields of the profile
  Domain §3: the profile carries the username, the permissions held, the organisations of the console,
  workbench and audit views (each an id and a name), whether this is the first login, the source and
  the date the password was last changed. The personal information page (domain §2 profile/info) shows
  each under its label: organisations by name (never by id), the permissions as a count (their strings
  are wire values), the first login as yes or no. Values come from the seed's personas (fixtures/personas.ts):
  multiorg administers Default and Branch Office; orgauditor audits Default; "user" works in Default.

  Scenario Outline: the profile of <persona> shows "<label>" as "<value>"
    Given "<persona>" has signed in
    When they open "/ui/profile/info"
    Then the "<section>" section shows "<label>" as "<value>"

    Examples:
      | persona    | section | label                   | value                 |
      | ldapuser   | Account | Source                  | LDAP/AD               |
      | multiorg   | Access  | Console organisations   | Default, Branch Office |
      | orgauditor | Access  | Audit organisations     | Default               |

  # A persona with several fields: one sign-in, one load of the page; every row that fails is named.
  Scenario: the profile of user shows its fields
    Given "user" has signed in
    When they open "/ui/profile/info"
    Then each section below shows its label as its value:
      | persona    | section | label                   | value                 |
      | user       | Account | Username                | user                  |
      | user       | Access  | Workbench organisations | Default, Branch Office, Research Lab |
      | user       | Access  | Console organisations   | –                     |
      | user       | Access  | First login             | No                    |

  Scenario: the permissions held are counted
    Given "staff01" holding exactly "rbac.view_console, users.view_user, users.add_user" has signed in
    When they open "/ui/profile/info"
    Then the "Access" section shows "Permissions" as "3 permissions"

  Scenario: the date the password was last changed
    Given "user" has signed in
    When they open "/ui/profile/info"
    Then the "Dates" section shows "Password last changed" as "user"'s date_password_last_updated in local time
