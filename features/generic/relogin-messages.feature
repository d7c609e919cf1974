@ui @domain.8
Feature: Why a user is asked to log in again
  Domain §8 names three session messages, domain §9 a re-login limit of 5 minutes. A directory user has
  no password the console can check and no MFA, so a confirmation is a silent relogin post (shell §4);
  when the server refuses it, the "log in again" dialog says the third-party notice and, below it, why
  in domain §8's words (the choice made, the spec not saying where they show): the sign-in is older than
  5 minutes (the server's answer names it), the session has ended (401), or any other refusal.

  Background:
    Given "ldapuser" has been made an org admin of the Default organisation
    And "ldapuser" has signed in

  @domain.9.relogin-limit
  Scenario: a sign-in 4 minutes 55 seconds old is still confirmed silently
    When they open "/ui/console/users/users"
    And "ldapuser" signed in 295 seconds ago
    And they press the "Export" button
    Then the export dialog opens without a confirmation

  @domain.9.relogin-limit @domain.8.session-messages.login-time-exceeded
  Scenario: a sign-in 5 minutes 5 seconds old is refused: "Login time has exceeded 5 minutes, please login again"
    When they open "/ui/console/users/users"
    And "ldapuser" signed in 305 seconds ago
    And they press the "Export" button
    Then they are asked to log in again with the message "Login time has exceeded 5 minutes, please login again"
    And they are asked to log in again with the message "Third-party login users (CAS/SAML) have not bound MFA and cannot verify password; please log in again"

  @domain.8.session-messages.logged-out
  Scenario: a session ended on the server: "You account has logout, Please login again"
    Given the next POST of "/api/v1/authentication/confirm/" fails with status 401 and body "{\"detail\": \"Authentication credentials were not provided.\"}"
    When they open "/ui/console/users/users"
    And they press the "Export" button
    Then they are asked to log in again with the message "You account has logout, Please login again"

  @domain.8.session-messages.verification-failed
  Scenario: any other refusal: "Verification failed, please Login again."
    Given the next POST of "/api/v1/authentication/confirm/" fails with status 400 and body "{\"error\": \"Confirm failed\"}"
    When they open "/ui/console/users/users"
    And they press the "Export" button
    Then they are asked to log in again with the message "Verification failed, please Login again."
