@ui
Feature: Shell rules seen in the browser
  Rules of the shell document observed on the console's pages: which views the guard checks (shell §2),
  organisations and roles (shell §1, §3), the theme colours the console carries (shell §3), and old
  links of the platform landing on the same page.

  # Shell §2: "Only console, audit, workbench, tickets and the empty root are checked for access."
  # A checked view the user may not open sends them to an allowed one (shell §4); settings and profile
  # are not checked: their pages answer for themselves (no permission, or the page).
  @shell.2.checked-views
  Scenario Outline: an org user opening <path> <outcome>
    Given the public setting TICKETS_ENABLED is "false"
    And "user" has signed in
    When they open "<path>"
    Then the address is "<address>"
    And they see the heading "<heading>"

    Examples:
      | path                     | outcome                                | address                | heading       |
      | /ui/console/users/users  | is sent to the workbench               | /ui/workbench/home     | Workbench     |
      | /ui/audit/dashboard      | is sent to the workbench               | /ui/workbench/home     | Workbench     |
      | /ui/tickets/my-tickets   | is sent to the workbench               | /ui/workbench/home     | Workbench     |
      | /ui/                     | is sent to the workbench               | /ui/workbench/home     | Workbench     |
      | /ui/settings/basic       | stays, on the no-permission page       | /ui/settings/basic     | No permission |

  @shell.1.orgs-roles
  Scenario: a user belongs to the organisations they hold a role in, and may do what that role gives there
    Given the user "staff01" holds only "rbac.view_console, users.view_user" in "Default"
    And the user "staff01" holds only "rbac.view_console, users.view_user, users.add_user" in "Branch Office"
    And "staff01" has signed in with "Branch Office" as the current organisation
    When they open the user list
    Then the list action "create" is offered
    When they open the "Organisation: Branch Office" menu
    Then the menu offers "Default, Branch Office"
    And the menu does not offer "GLOBAL"
    When they choose "Default" in the menu
    Then the navbar offers "Organisation: Default"
    And the list action "create" is withheld

  # The mock leaves the root out of the workbench organisations itself; here the profile names it, so
  # that what is observed is the console leaving it out (shell §3).
  @shell.3.root-org @shell.9.org-ids.nil
  Scenario: the workbench's organisations omit the root organisation
    Given the server lists the root organisation first among the workbench organisations of the profile
    And "admin" has signed in
    When they open "/ui/workbench/home"
    And they open the "Organisation: Default" menu
    Then the menu offers "Default, Branch Office"
    And the menu does not offer "GLOBAL"

  # One load: every colour is read on the same console; every row that fails is named.
  @shell.3.theme-colours
  Scenario: without theme colours in the public settings, each colour is its default
    Given the interface settings are "{}"
    And "admin" has signed in
    Then the console's theme colours are:
      | colour           | value   |
      | primary          | #1ab394 |
      | success          | #2793d7 |
      | info             | #1c84c6 |
      | warning          | #f8ac59 |
      | danger           | #ed5565 |
      | menu-bg          | #2f4050 |
      | menu-text        | #a7b1c2 |
      | menu-hover       | #293846 |
      | submenu-bg       | #1f2d3d |
      | submenu-hover    | #001528 |
      | menu-active-text | #ffffff |
      | menu-active-left | #1ab394 |

  # Shade: each channel towards black by the step; light: towards white; alpha: the primary at that
  # opacity. #1ab394 is (26, 179, 148): shade 10% = (23.4, 161.1, 133.2) rounded.
  @shell.3.theme-variants
  Scenario: the primary #1ab394 gives its variants
    Given the interface settings are "{\"theme_info\": {\"colors\": {\"primary\": \"#1ab394\"}}}"
    And "admin" has signed in
    Then the console's theme colours are:
      | primary | variant          | value                    |
      | #1ab394 | primary-shade-10 | #17a185                  |
      | #1ab394 | primary-shade-50 | #0d5a4a                  |
      | #1ab394 | primary-light-10 | #31bb9f                  |
      | #1ab394 | primary-light-50 | #8dd9ca                  |
      | #1ab394 | primary-alpha-10 | rgba(26, 179, 148, 0.1)  |
      | #1ab394 | primary-alpha-90 | rgba(26, 179, 148, 0.9)  |

  @shell.3.theme-variants
  Scenario: the primary #ff0000 gives its variants
    Given the interface settings are "{\"theme_info\": {\"colors\": {\"primary\": \"#ff0000\"}}}"
    And "admin" has signed in
    Then the console's theme colours are:
      | primary | variant          | value                    |
      | #ff0000 | primary-shade-10 | #e60000                  |
      | #ff0000 | primary-light-20 | #ff3333                  |

  # Shell §7: the confirmation check is a GET of the caller's URL; its error answer carries the confirm
  # type in a code field, and it raises no error toast. The caller here is "View secret" of an account.
  @shell.7.call.confirm-check
  Scenario: viewing a secret first GETs the secret; its refusal names the confirm type and shows no toast
    Given the calls to "/api/v1/assets/account-secrets/" are watched
    And "mfauser" has signed in
    When they open "/ui/console/accounts/authbook"
    And they press "View secret" in the row "db-01"
    Then they are asked to confirm with "OTP" chosen and the placeholder "OTP verification code"
    And the first GET the browser sent under "/api/v1/assets/account-secrets/" was answered with the status 400 and the code "mfa"
    And no toast is shown

  @shell.7.call.confirm-check
  Scenario: for a local user without MFA the refusal's code asks for the password, still without a toast
    Given the calls to "/api/v1/assets/account-secrets/" are watched
    And "admin" has signed in
    When they open "/ui/console/accounts/authbook"
    And they press "View secret" in the row "db-01"
    Then they are asked for their password in a masked field
    And the first GET the browser sent under "/api/v1/assets/account-secrets/" was answered with the status 400 and the code "password"
    And no toast is shown

  # Shell §7: "POST /vue-admin-template/user/logout | logout". The platform need not answer it: the
  # browser navigation to /core/auth/logout/ (shell §2) follows whatever it answers, or after a second.
  @shell.7.call.vue-logout
  Scenario: logging out posts the console's logout call, then leaves for the platform's logout
    Given the calls to "/vue-admin-template/" are watched
    And "admin" has signed in
    When they log out
    Then the browser sent POST "/vue-admin-template/user/logout"
    And they see the sign-in page

  # Shell §7: "GET /core/auth/logout/ | used when no session mark; also with next"; shell §2 gives the
  # query: ?next={current path}. The path carries its own query.
  @shell.7.call.core-logout @shell.2.path.logout
  Scenario: logging out leaves for the platform's logout with the current path as next
    Given the calls to "/core/auth/logout/" are watched
    And "admin" has signed in
    When they open "/ui/console/users/users?page=2"
    And they log out
    Then the browser sent GET "/core/auth/logout/?next=/ui/console/users/users?page=2"

  @shell.7.call.core-logout @shell.4.session-cookie-missing
  Scenario: without the session mark the console calls the platform's logout, with next
    Given "admin" has signed in
    And the calls to "/core/auth/logout/" are watched
    And the cookie "jms_session_expire" is removed
    When they open "/ui/console/assets/assets"
    Then the browser sent GET "/core/auth/logout/?next=/ui/console/assets/assets"

  @shell.7.call.vue-logout
  Scenario: a logout call left unanswered does not keep the user signed in
    Given the calls to "/vue-admin-template/" are watched
    And the browser's POST calls to "/vue-admin-template/" are held
    And "admin" has signed in
    When they log out
    Then the browser sent POST "/vue-admin-template/user/logout"
    And they see the sign-in page

  # Shell §5: "it supports a disabled-values list". The add select of a group's members disables the
  # users already in the group (Default operators holds orgadmin and user, features/resources/user-groups.feature).
  @shell.5.select.disabled-values
  Scenario: a group's members are offered in its add select but cannot be chosen again
    Given "admin" opens the user group list
    When they open the user group "Default operators"
    And they open the select of the tab "Members"
    Then the option "Ordinary User (user)" is offered but cannot be chosen
    And the option "Org Admin (orgadmin)" is offered but cannot be chosen
    And the option "Org Auditor (orgauditor)" can be chosen

  # Shell §4: "App init flag resets when the view switches": the start-up guard, whose first call is the
  # open public settings, runs again on a view switch; a page of the same view does not run it.
  @shell.4.view-switch-init
  Scenario: switching the view runs the start-up guard again, a page of the same view does not
    Given the calls to "/api/v1/settings/public/open/" are watched
    And "admin" has signed in
    And they land on the console dashboard
    When they note the calls so far under "/api/v1/settings/public/open/"
    And they follow "User list" in the sidebar
    Then since then the browser sent GET "/api/v1/settings/public/open/" 0 times
    When they switch to the "Audit" view
    Then the address is "/ui/audit/dashboard"
    And since then the browser sent GET "/api/v1/settings/public/open/" 1 time

  # Shell §9: "Ticket badge page 15"; shell §7 gives the call's query.
  @shell.9.site-messages.ticket-badge-page
  Scenario: the assigned-tickets badge reads the open tickets assigned to the user, 15 a page
    Given the calls to "/api/v1/tickets/tickets/" are watched
    And "orgadmin" has signed in
    And they land on the console dashboard
    Then a GET the browser sent to "/api/v1/tickets/tickets/" asked with the query "status=open&offset=0&limit=15&display=1&draw=1" and a non-empty "assignees__id"

  # The platform's e-mails, site messages and bookmarks name pages by the real console's hash paths.
  # Each path below is a page of domain §2 as the real console spelled it; it lands on the same page here.
  Scenario Outline: the old link <link> lands on the same page
    Given "admin" has signed in
    When they open "<link>"
    Then the address is "<address>"
    And they see the heading "<heading>"

    Examples:
      | link                                        | address                            | heading               |
      | /ui/#/console/users/users                   | /ui/console/users/users            | User list             |
      | /ui/#/console/users/users/user-acl          | /ui/console/users/user-acl         | User login ACL        |
      | /ui/#/console/users/users/user-acl/create   | /ui/console/users/user-acl/create  | Create User login ACL |
      | /ui/#/console/assets/assets                 | /ui/console/assets/assets          | Asset list            |
      | /ui/#/audits/login-log                      | /ui/audit/logs/login-log           | Login log             |
      | /ui/#/audits/ftp-log                        | /ui/audit/sessions/ftp             | File transfer         |
      | /ui/#/audit/sessions/sessions               | /ui/audit/sessions/sessions        | Session list          |
      | /ui/console/users/users/user-acl            | /ui/console/users/user-acl         | User login ACL        |
