@ui @shell.4
Feature: Signing in and landing on the right view
  The console has no sign-in form of its own: the platform's page at /core/auth/login/ signs people in
  and sends them back into the console (shell §2, §4). Each user lands on a view they may use: the
  console when they have console organisations, otherwise the workbench, which is always shown.

  @backend-mode @shell.2.path.login @shell.1.footer-version @shell.2.base-path @domain.2.base-path @domain.2.top.home
  Scenario: admin signs in and lands on the console dashboard
    Given a visitor without a session
    When they open "/ui/"
    Then they see the sign-in page
    When they sign in as "admin"
    Then they land on the console dashboard
    And the footer shows "Version 2.26.1"

  @backend-mode @shell.2.view-switcher.views @shell.6.switcher-orgs
  Scenario: an org user signs in and lands on the workbench
    Given a visitor without a session
    When they open "/ui/"
    And they sign in as "user"
    Then they land on the workbench
    And the view switcher offers exactly "Workbench, Tickets"

  @backend-mode @shell.4.session-cookie-missing @shell.8.no-session-cookie
  Scenario: a visitor without a session is sent to the sign-in page and comes back to the page they asked for
    Given a visitor without a session
    When they open "/ui/workbench/home"
    Then they see the sign-in page
    When they sign in as "admin"
    Then they are on "/ui/workbench/home"

  Scenario: a user with a bound one-time password passes the MFA step
    Given a visitor without a session
    When they open "/ui/"
    And they sign in as "mfauser" up to the MFA step
    Then they are asked for an MFA code
    When they enter the MFA code "000000"
    Then they see "MFA code invalid, or ntp sync server time"
    When they enter the MFA code "123456"
    Then they land on the console dashboard

  @backend-mode @shell.2.path.logout @shell.4.logout
  Scenario: logging out returns to the sign-in page
    Given "orgadmin" has signed in
    When they log out
    Then they see the sign-in page
    When they open "/ui/console/dashboard"
    Then they see the sign-in page

  @shell.2.path.login
  Scenario: someone already signed in who opens the sign-in path /login lands on their view
    Given "admin" has signed in
    When they open "/ui/login"
    Then they land on the console dashboard

  @shell.2.path.login
  Scenario: someone already signed in who opens /login with a next page goes on to it
    Given "user" has signed in
    When they open "/ui/login?next=%2Fui%2Fprofile%2Fkey"
    Then they are on "/ui/profile/key"
