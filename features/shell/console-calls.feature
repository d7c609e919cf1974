@ui
Feature: What the console sends
  The console's own calls, proved by watching what the browser sends: the start-up guard's order
  (shell §4), the anti-forgery header on unsafe methods and the organisation header on every call
  (shell §7), the permissions of the current organisation (shell §6), and the calls of a list page
  (shell §7). features/api/ shows what the mock answers to such calls; this file shows the console
  makes them.

  @shell.4.startup-order @shell.7.call.public-settings @shell.7.call.profile
  Scenario: the start-up guard reads the open settings, then the settings, then the profile
    Given "admin" has signed in
    And the calls to "/api/v1/" are watched
    When they open "/ui/console/dashboard"
    Then they land on the console dashboard
    And the browser's first calls under "/api/v1/" were "GET /api/v1/settings/public/open/, GET /api/v1/settings/public/, GET /api/v1/users/profile/"

  @shell.4.startup-order @shell.4.session-cookie-missing
  Scenario: without the session mark the guard stops after the open settings
    Given "admin" has signed in
    And the calls to "/api/v1/" are watched
    And the cookie "jms_session_expire" is removed
    When they open "/ui/console/dashboard"
    Then they see the sign-in page
    And the browser sent nothing under "/api/v1/" but "GET /api/v1/settings/public/open/"

  @shell.4.startup-order @shell.4.first-login
  Scenario: the first-login redirect comes last, after the profile
    Given "newbie" has signed in
    And the calls to "/api/v1/" are watched
    When they open "/ui/workbench/home"
    Then the address starts with "/ui/profile/improvement?next="
    And the browser's first calls under "/api/v1/" were "GET /api/v1/settings/public/open/, GET /api/v1/settings/public/, GET /api/v1/users/profile/"

  @shell.7.csrf-header
  Scenario: unsafe calls carry the session's anti-forgery token, safe ones none
    Given the calls to "/api/v1/users/users/" are watched
    And "admin" is on the user list
    When they delete the row "Staff Member 03" and confirm
    Then a toast says "Delete succeeded"
    And every DELETE the browser sent under "/api/v1/users/users/" carried the anti-forgery token of the session
    And no GET the browser sent under "/api/v1/users/users/" carried an anti-forgery token

  @shell.7.org-header
  Scenario: every call carries the current organisation, and the new one after a switch
    Given "multiorg" last used the organisation "Branch Office" in this browser
    And the calls to "/api/v1/users/users/" are watched
    And "multiorg" is on the user list
    Then every call the browser sent under "/api/v1/users/users/" carried the organisation "Branch Office"
    When they note the calls so far under "/api/v1/users/users/"
    And they open the "Organisation: Branch Office" menu
    And they choose "Default" in the menu
    Then the navbar offers "Organisation: Default"
    And the calls the browser sent under "/api/v1/users/users/" since then carried the organisation "Default"

  @shell.7.org-header
  Scenario: an oid in the address names the organisation of the calls
    Given the calls to "/api/v1/users/users/" are watched
    And "multiorg" has signed in
    When they open the user list at "?oid=6b1c9a3e-2f4d-4c6b-9e1a-000000000b01"
    Then every call the browser sent under "/api/v1/users/users/" carried the organisation "Branch Office"

  @shell.7.org-header @shell.9.org-ids.default
  Scenario: without the extension every call carries the default organisation
    Given the public setting XPACK_ENABLED is "false"
    And the calls to "/api/v1/users/users/" are watched
    And "admin" is on the user list
    Then every call the browser sent under "/api/v1/users/users/" carried the organisation "Default"

  @shell.6.per-org
  Scenario: the page offers what the user holds in the current organisation
    Given the user "staff01" holds only "rbac.view_console, users.view_user" in "Default"
    And the user "staff01" holds only "rbac.view_console, users.view_user, users.add_user" in "Branch Office"
    And "staff01" has signed in with "Branch Office" as the current organisation
    When they open the user list
    Then the list action "create" is offered
    When they open the "Organisation: Branch Office" menu
    And they choose "Default" in the menu
    Then the navbar offers "Organisation: Default"
    And the list action "create" is withheld

  @shell.7.call.options @shell.7.call.users @shell.7.call.list
  Scenario: a list page asks for its metadata and a page of rows
    Given the calls to "/api/v1/users/users/" are watched
    And "admin" is on the user list
    Then the browser sent OPTIONS "/api/v1/users/users/?draw=1&display=1"
    And the browser sent GET "/api/v1/users/users/?offset=0&limit=15&draw=1&display=1"

  # Issue 24: a list's first rows and its metadata do not wait for the list's code; the list drawn then
  # does not ask them again.
  @issue.24
  Scenario: a list's first page is asked beside the list's code, and once
    Given "admin" has signed in
    And the calls to "/api/v1/users/users/" are watched
    And the code of "list-page" is held
    When they open "/ui/console/users/users?order=name"
    Then the browser sent OPTIONS "/api/v1/users/users/?draw=1&display=1"
    And the browser sent GET "/api/v1/users/users/?offset=0&limit=15&order=name"
    When the code of "list-page" arrives
    Then the list shows "Directory User"
    And the browser sent 1 GET call to "/api/v1/users/users/"
    And the browser sent 1 OPTIONS call to "/api/v1/users/users/"

  # The default date range of a dated list is counted from one instant: the list drawn asks the range
  # that was asked beside its code, not one a moment later.
  @issue.24
  Scenario: a dated list's first page is asked beside the list's code, and once
    Given "admin" has signed in
    And the calls to "/api/v1/audits/login-logs/" are watched
    And the code of "list-page" is held
    When they open "/ui/audit/logs/login-log"
    Then the browser sent GET "/api/v1/audits/login-logs/?offset=0&limit=15"
    When the code of "list-page" arrives
    Then the list shows "admin"
    And the browser sent 1 GET call to "/api/v1/audits/login-logs/"
