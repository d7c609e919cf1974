@ui @shell.4
Feature: Session
  A cookie records the session's expire mode (shell §4, reference §1.11). Absent, the user is logged
  out and sent to sign-in; in mode close it is rewritten every 10 s with a 2-minute expiry. Every
  response except the profile one restarts a 30 s timer that checks the session (shell §7).

  @shell.4.session-close-refresh.close @shell.9.timers.cookie-refresh
  Scenario: in expire mode close the session cookie is rewritten every 10 s with a 2-minute expiry
    Given the browser clock is under test control
    And "admin" has signed in
    And they land on the console dashboard
    When 10 seconds pass
    Then the cookie "jms_session_expire" is "close" and expires in 2 minutes

  # The server sets the cookie for its session age (reference §1.11); in mode age nothing rewrites it.
  @shell.4.session-close-refresh.age
  Scenario: in expire mode age the console leaves the session cookie alone
    Given the browser clock is under test control
    And "admin" has signed in, ticking "Keep me signed in"
    And they note when the cookie "jms_session_expire" expires
    And they land on the console dashboard
    When 30 seconds pass
    Then the cookie "jms_session_expire" is still "age", expiring when noted

  @shell.4.session-cookie-missing @shell.8.no-session-cookie
  Scenario: without the session cookie the next start sends the user to sign-in
    Given "admin" has signed in
    And they land on the console dashboard
    When the cookie "jms_session_expire" is removed
    And they open "/ui/workbench/home"
    Then they see the sign-in page

  @shell.7 @shell.7.session-timer
  Scenario: the 30 s session check logs out a user whose session mark is gone
    Given the browser clock is under test control
    And "user" has signed in
    And they land on the workbench
    When the cookie "jms_session_expire" is removed
    And 30 seconds pass
    Then they see the sign-in page

  @shell.2 @shell.2.path.logout
  Scenario: logging out carries the current path, and signing in again returns there
    Given "admin" has signed in
    When they open "/ui/workbench/home"
    And they log out
    Then the sign-in page will return to "/ui/workbench/home"
    When they sign in as "admin"
    Then the address is "/ui/workbench/home"

  @shell.8 @shell.8.http-401
  Scenario: a 401 elsewhere asks the user to log in again, and Re-login goes to sign-in
    Given "admin" has signed in
    And they land on the console dashboard
    And the next GET of "/api/v1/notifications/site-message/" fails with status 401 and body "{\"detail\": \"Authentication credentials were not provided.\"}"
    When they open the site messages
    Then they see the "Session ended" dialog saying "Your account has ended, please log in again"
    When they press the "Re-login" button
    Then they see the sign-in page
