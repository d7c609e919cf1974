@ui
Feature: The shell's entities and states, as the console shows them
  Shell §3 lists the fields of the profile and of an organisation; shell §6 names the roles and the
  super-admin and admin flags; shell §4 says a session is alive or not. Each is observed where the
  console uses it: the personal information page (domain §2 profile/info) shows the profile's fields
  under their labels (organisations by name, permissions as a count, roles by the server's names, the
  flags as yes or no); the profile's id is the one the assigned-tickets badge asks about (shell §7); an
  organisation is named in the picker, sent by id (shell §7) and, with no remembered one, the one the
  server flags is_default is chosen (shell §4); a session's state is Online or Offline.
  The personas (fixtures/personas.ts): admin is the super admin, auditor the system auditor; orgadmin,
  orgauditor and user hold the org roles of Default; multiorg administers Default and Branch Office.

  @shell.3.profile
  Scenario Outline: the profile of <persona> shows "<label>" as "<value>"
    Given "<persona>" has signed in
    When they open "/ui/profile/info"
    Then the "<section>" section shows "<label>" as "<value>"

    Examples: one row per field of shell §3 (the date, the id and the count have scenarios of their own)
      | persona    | section | label                 | value                  |
      | ldapuser   | Account | Source                | LDAP/AD                |
      | multiorg   | Access  | Console organisations | Default, Branch Office |
      | orgauditor | Access  | Audit organisations   | Default                |

  # A persona with several fields: one sign-in, one load of the page; every row that fails is named.
  @shell.3.profile
  Scenario: the profile of admin shows its fields
    Given "admin" has signed in
    When they open "/ui/profile/info"
    Then each section below shows its label as its value:
      | persona | section | label               | value         |
      | admin   | Account | Name                | Administrator |
      | admin   | Access  | Super administrator | Yes           |

  @shell.3.profile
  Scenario: the profile of user shows its fields
    Given "user" has signed in
    When they open "/ui/profile/info"
    Then each section below shows its label as its value:
      | persona | section | label                   | value                                |
      | user    | Account | Username                | user                                 |
      | user    | Access  | First login             | No                                   |
      | user    | Access  | Workbench organisations | Default, Branch Office, Research Lab |

  @shell.3.profile
  Scenario: the profile of orgadmin shows its fields
    Given "orgadmin" has signed in
    When they open "/ui/profile/info"
    Then each section below shows its label as its value:
      | persona  | section | label              | value                      |
      | orgadmin | Account | Organisation roles | Organization administrator |
      | orgadmin | Access  | Administrator      | Yes                        |

  @shell.3.profile
  Scenario: the permissions of the current organisation are counted
    Given "staff01" holding exactly "rbac.view_console, users.view_user, users.add_user" has signed in
    When they open "/ui/profile/info"
    Then the "Access" section shows "Permissions" as "3 permissions"

  @shell.3.profile
  Scenario: the date the password was last changed
    Given "user" has signed in
    When they open "/ui/profile/info"
    Then the "Dates" section shows "Password last changed" as "user"'s date_password_last_updated in local time

  @shell.3.profile
  Scenario: the profile's id is the user the assigned-tickets badge asks about
    Given the calls to "/api/v1/tickets/tickets/" are watched
    And "orgadmin" has signed in
    And they land on the console dashboard
    Then a GET the browser sent to "/api/v1/tickets/tickets/" asked for the tickets assigned to "orgadmin"

  # Shell §6: "Role names: super admin, system auditor, org admin, org auditor, org user … Super-admin
  # and admin flags exist." The roles are named as the server names them; the flags are read from the
  # roles held (super admin: the system role; admin: super admin, or org admin of the current org).
  @shell.6.roles
  Scenario Outline: <persona>, the <role>, holds "<system>" and "<org>"; super admin <super>, admin <admin>
    Given "<persona>" has signed in
    When they open "/ui/profile/info"
    Then the "Account" section shows "System roles" as "<system>"
    And the "Account" section shows "Organisation roles" as "<org>"
    And the "Access" section shows "Super administrator" as "<super>"
    And the "Access" section shows "Administrator" as "<admin>"

    Examples:
      | persona    | role           | system               | org                        | super | admin |
      | admin      | super admin    | System administrator | –                          | Yes   | Yes   |
      | auditor    | system auditor | System auditor       | –                          | No    | No    |
      | orgadmin   | org admin      | User                 | Organization administrator | No    | Yes   |
      | orgauditor | org auditor    | User                 | Organization auditor       | No    | No    |
      | user       | org user       | User                 | Organization user          | No    | No    |

  # Shell §3: "Organisation: id, name, is_default, is_root." The name is what the picker shows, the id
  # what every call carries (shell §7); with no organisation remembered, the console takes the one the
  # server flags is_default even when the server lists another first (shell §4). The root organisation
  # (is_root, the nil id) is proved in shell-depth.feature and org-ids.feature.
  @shell.3.organisation
  Scenario: an organisation is shown by its name, sent by its id, and the default one is taken first
    Given the calls to "/api/v1/users/users/" are watched
    And the server lists "Branch Office" first among the console organisations of the profile
    And "multiorg" has signed in
    When they open the user list
    Then the navbar offers "Organisation: Default"
    And every call the browser sent under "/api/v1/users/users/" carried the organisation "Default"
    When they open the "Organisation: Default" menu
    Then the menu offers "Default, Branch Office"

  # Shell §4: "Session activity: alive or not alive" (domain §4: online or offline). In the seed,
  # orgadmin's session in Default is online, multiorg's finished ones are not.
  @shell.4.session-activity
  Scenario Outline: a session the server holds <as> is shown as <shown>
    Given "admin" has signed in
    When they open "/ui/audit/sessions/sessions?is_finished=<finished>"
    And they follow the link "<user>"
    Then the detail shows "State" as "<shown>"

    Examples:
      | as        | finished | user                      | shown   |
      | alive     | false    | Org Admin(orgadmin)       | Online  |
      | not alive | true     | Multi Org Admin(multiorg) | Offline |
