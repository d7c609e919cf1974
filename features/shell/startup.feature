@ui @shell.4
Feature: Start-up guard
  On every navigation until initialised the console runs the guard of shell §4: open public settings,
  session check, public settings, view permission, profile and organisations, routes, first-login
  redirect. A failure shows a clear error page with a retry, never a hang.

  @shell.4.first-login @shell.2.path.profile-improvement @domain.2.profile.improvement
  Scenario: a newcomer on first login is sent to the improvement page and then continues
    Given a visitor without a session
    When they open "/ui/workbench/home"
    And they sign in as "newbie"
    Then the address starts with "/ui/profile/improvement?next="
    And they see the heading "Improve your information"
    When they tick "I agree to the terms and conditions of use"
    And they press the "Confirm and continue" button
    Then the address is "/ui/workbench/home"
    When they open "/ui/workbench/assets"
    Then the address is "/ui/workbench/assets"

  Scenario: the open public settings failing shows the error page, and Retry starts the console
    Given "user" has signed in
    And they land on the workbench
    And the next GET of "/api/v1/settings/public/open/" fails with status 500 and body "{\"detail\": \"Server down\"}"
    When they open "/ui/workbench/home"
    Then they see the heading "The console could not start"
    When they press the "Retry" button
    Then they see the heading "Workbench"

  @shell.4.profile-401 @shell.8.profile-401
  Scenario: a profile answering 401 sends the user to sign-in
    Given "admin" has signed in
    And they land on the console dashboard
    And every GET of "/api/v1/users/profile/" fails with status 401
    When they open "/ui/console/dashboard"
    Then they see the sign-in page

  @shell.2 @shell.2.path.404 @domain.2.top.404
  Scenario: unknown paths go to the 404 page, whose action goes home
    Given "admin" has signed in
    When they open "/ui/no/such/page"
    Then the address is "/ui/404"
    And they see the heading "Request error"
    When they press the "Go to home" button
    Then they land on the console dashboard

  Scenario: a hash-form link of the platform lands on the same page
    Given "admin" has signed in
    When they open "/ui/#/workbench/home"
    Then the address is "/ui/workbench/home"
    And they see the heading "Workbench"

  @domain.2 @domain.2.top.old-session-path
  Scenario: the old session path goes to the session detail, keeping the query
    Given "admin" has signed in
    When they open "/ui/terminal/sessions/abc?x=1"
    Then the address is "/ui/audit/sessions/sessions/abc?x=1"

  # Choice: without permission a page shows 403; a licence- or setting-gated route does not exist (404).
  @shell.6
  Scenario: a page the user lacks permission for shows the no-permission page
    Given "user" has signed in
    When they open "/ui/settings/email"
    Then they see the heading "No permission"

  @shell.6 @domain.2 @shell.6.licence-routes
  Scenario: a licence-gated route without a valid licence does not exist
    Given the public setting XPACK_LICENSE_IS_VALID is "false"
    And "admin" has signed in
    When they open "/ui/console/acls/asset-acl"
    Then they see the heading "Request error"

  @shell.2.error-pages @domain.2.error-pages
  Scenario: the 403 page, for a route the user lacks the permission for, goes home
    Given the Default user "staff01" holding only "rbac.view_console" has signed in
    When they open "/ui/console/users/users"
    Then they see the heading "No permission"
    When they press the "Go to home" button
    Then the address is "/ui/console/dashboard"

  @shell.2.error-pages @domain.2.error-pages
  Scenario: the 404 page goes home
    Given "user" has signed in
    When they open "/ui/no/such/page"
    Then the address is "/ui/404"
    And they see the heading "Request error"
    When they press the "Go to home" button
    Then the address is "/ui/workbench/home"

  @shell.2.path.home
  Scenario: the logo leads home, to the view last used
    Given "admin" has signed in
    When they open "/ui/audit/dashboard"
    And they follow the link "Home"
    Then the address is "/ui/audit/dashboard"
    When they open "/ui/console/users/users"
    And they follow the link "Home"
    Then the address is "/ui/console/dashboard"
